// The harness itself: stopping a hub judges how it exits, so a crash or a sanitizer's leak report
// at exit fails the test that started it (tests/lib/hub_harness.mjs stopCleanly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { stopCleanly, startHub } from './lib/hub.mjs';

function shell(script) {
  const p = spawn('sh', ['-c', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  p.stderr.setEncoding('utf8').on('data', (d) => { err += d; });
  return { p, err: () => err };
}

test('a stopped process that exits 0 passes', async () => {
  const { p } = shell('trap "exit 0" TERM; while :; do sleep 0.05; done');
  await new Promise((r) => setTimeout(r, 100));
  const status = await stopCleanly(p, 'clean child');
  assert.equal(status.code, 0);
});

test('a stopped process that reports a leak (exit 86) fails with its stderr', async () => {
  const { p, err } = shell('trap "echo ERROR: LeakSanitizer: detected memory leaks >&2; exit 86" TERM; while :; do sleep 0.05; done');
  await new Promise((r) => setTimeout(r, 100));
  await assert.rejects(stopCleanly(p, 'leaky child', err), (e) => {
    assert.match(e.message, /leaky child \(pid \d+\) did not exit cleanly when stopped: code 86/);
    assert.match(e.message, /LeakSanitizer: detected memory leaks/);
    return true;
  });
});

test('a process already gone is not judged by stop', async () => {
  const { p } = shell('exit 5');
  await new Promise((r) => p.once('exit', r));
  const status = await stopCleanly(p, 'gone child');
  assert.equal(status.code, 5);
});

test('the real hub exits 0 when stopped', async () => {
  const hub = await startHub(null, { fixtures: false });
  const status = await hub.stop();
  assert.deepEqual(status, { code: 0, signal: null });
});
