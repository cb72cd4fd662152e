// The short soak (issue 12): bench/soak.mjs with 20,000 tool calls through the hub to echo editors while
// sessions close and reopen and editors reload and restart. Asserts what must hold at any length: no call
// stuck, none run twice, every success the editor's own echo of that call, errors only of the clear
// kinds the hub and editors give on purpose, the hub alive. The long run (1,000,000 calls, with the
// memory growth after warm-up) is `node bench/soak.mjs`; figures in docs/benchmarks.md.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';

const run = promisify(execFile);
const soak = path.join(import.meta.dirname, '../../bench/soak.mjs');

test('20,000 calls with session, reload and restart churn: none stuck, none run twice, each answered by its own echo', { timeout: scaled(240000) }, async (t) => {
  const { stdout } = await run(process.execPath,
    [soak, '--calls', '20000', '--warmup', '5000', '--churn-every', '1000', '--stuck-ms', String(scaled(30000)), '--json'],
    { maxBuffer: 1 << 20, timeout: scaled(230000) }).catch((err) => {
    assert.fail(`bench/soak.mjs failed (${err.code}): ${err.stdout}\n${err.stderr}`);
  });
  const r = JSON.parse(stdout.trim().split('\n').at(-1));
  t.diagnostic(`${r.calls} calls in ${r.seconds.toFixed(1)} s; ${r.ok} echoed, ${r.errorCount} clear errors ${JSON.stringify(r.errors)}; `
    + `${r.reloads} reloads, ${r.restarts} restarts, ${r.sessionsOpened - r.workers} sessions reopened; RSS ${r.rssWarmMb?.toFixed(2)} → ${r.rssEndMb.toFixed(2)} MB`);
  assert.equal(r.calls, 20000);
  assert.equal(r.stuck, 0, 'no call without an answer');
  assert.equal(r.runTwice, 0, `no call run twice: ${r.runTwiceSamples}`);
  assert.equal(r.unexpected, 0, `every answer is the call's own echo or a clear error: ${r.unexpectedSamples}`);
  assert.equal(r.ok + r.errorCount, r.calls, 'every call answered once');
  assert.ok(r.reloads > 0 && r.restarts > 0 && r.sessionsOpened > r.workers, 'the churn happened');
  for (const kind of Object.keys(r.errors)) {
    assert.match(kind, /restarted|reload|interrupted|not connected|away|gone|may have/i, `a clear error kind: ${kind}`);
  }
  assert.ok(r.ok >= r.calls * 0.9, `most calls succeed through the churn (${r.ok})`);
  assert.ok(r.editorRuns >= r.ok, 'the editors ran every echoed call');
  assert.ok(r.hubAlive);
});
