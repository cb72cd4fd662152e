// Real clients' HTTP traffic, replayed without the clients (issue 33). tests/clients records what Codex
// and Gemini CLI send (PATCHBAY_CLIENTS_RECORD_DIR, tests/fixtures/clients/*.json): OAuth discovery
// probes, initialize, the standalone GET stream, calls, DELETE. Each request is sent again in order to a
// fresh hub (the recorded session id swapped for the new one) and each answer must have the recorded
// status and a Content-Type that says what it carries — the answers Codex's HTTP client refused before
// (a bodiless 200 to DELETE) included.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import { open, request } from './lib/rawhttp.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { badContentTypes } from '../lib/content_type.mjs';

const dir = path.join(repoRoot, 'tests/fixtures/clients');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

test('replay fixtures exist', () => assert.ok(fixtures.length >= 2, `fixtures in ${dir}: ${fixtures}`));

for (const file of fixtures) {
  const { client, requests } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  test(`${client}: every recorded request answered as before, each answer with a correct Content-Type`, async (t) => {
    // No editor here: a call is answered at once with a tool error, not after the first-list wait.
    const hub = await startHub(t, { fixtures: false, args: ['--first-list-wait', '0'] });
    let recordedSession = null;
    let liveSession = null;
    const answers = [];
    for (const r of requests) {
      const headers = { ...r.headers };
      if (headers['mcp-session-id']) {
        recordedSession ??= headers['mcp-session-id'];
        assert.equal(headers['mcp-session-id'], recordedSession, 'one session per recording');
        headers['mcp-session-id'] = liveSession;
      }
      const opts = { method: r.method, path: r.path, headers, body: r.body === '' ? undefined : r.body };
      let answer;
      if (r.method === 'GET' && r.recordedStatus === 200) {
        // The standalone stream stays open: its head is the answer.
        answer = await open(hub.port, opts);
        answer.close();
      } else {
        answer = await request(hub.port, opts);
      }
      const seen = { method: r.method, path: r.path, status: answer.status, headers: answer.headers, body: answer.text };
      answers.push(seen);
      assert.equal(answer.status, r.recordedStatus, `${r.method} ${r.path}: ${answer.text}`);
      if (answer.headers['mcp-session-id']) liveSession = answer.headers['mcp-session-id'];
    }
    assert.deepEqual(badContentTypes(answers), []);
    const probes = answers.filter((a) => a.path.includes('/.well-known/'));
    for (const p of probes) assert.equal(p.headers['content-type'], 'application/json', `${p.path}: a JSON 404`);
  });
}
