// The hub dies under a live `patchbay stdio` session: the front end finds or starts a new hub,
// re-initializes, restores the editor chosen with select_editor, and sends again what was in flight or
// never reached the hub (a tools/call under its call id, answered once: never run twice).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  test, stateDir, minimalEnv, connectSdkStdio, waitHubJson, readHubJson, alive, addTestEditor, connectReady,
  echoTool, blockTool, answeredBy, textOf, tempDir, spawnFront, track, terminate, eventually, sleep,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

async function twoEditors(t, dir) {
  const root = tempDir(t, 'patchbay-fd-projects-');
  const tools = () => [echoTool(), blockTool()];
  const alpha = await addTestEditor(t, dir, { project: 'Alpha', projectPath: path.join(root, 'Alpha'), tools: tools() });
  const beta = await addTestEditor(t, dir, { project: 'Beta', projectPath: path.join(root, 'Beta'), tools: tools() });
  return { alpha, beta };
}

test('hub killed mid-session: the next call works on a new hub and the selection is kept', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  const first = await waitHubJson(dir);
  const { alpha, beta } = await twoEditors(t, dir);
  const sel = await s.call('select_editor', { editor: 'Beta' });
  assert.notEqual(sel.isError, true, textOf(sel));
  assert.equal(answeredBy(await s.call('echo', {})), beta.id);

  process.kill(first.pid, 'SIGKILL');
  // The editors come back on their own time (the package backs off up to 15 s); the client's next
  // request must not depend on them.
  const second = await waitHubJson(dir, { notPid: first.pid });
  await Promise.all([alpha, beta].map((ed) => connectReady(ed)));
  const l = await s.listEditors();
  assert.deepEqual(l.session, { editor: beta.id, reason: 'selected' }, `selection after the restart: ${JSON.stringify(l)}`);
  assert.equal(answeredBy(await s.call('echo', { text: 'after' })), beta.id);
  assert.equal(alpha.runCount('echo'), 0, 'nothing went to the other editor');
  assert.equal(readHubJson(dir).pid, second.pid);
});

test('hub killed while editors reconnect quickly: the selection is kept too', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  const first = await waitHubJson(dir);
  const { alpha, beta } = await twoEditors(t, dir);
  await s.call('select_editor', { editor: beta.id });
  process.kill(first.pid, 'SIGKILL');
  // This time the test starts the replacement hub and the editors are back before the client asks.
  const second = await waitHubJson(dir, { notPid: first.pid });
  await Promise.all([alpha, beta].map((ed) => connectReady(ed)));
  const r = await s.call('echo', {});
  assert.equal(answeredBy(r), beta.id);
  assert.deepEqual((await s.listEditors()).session, { editor: beta.id, reason: 'selected' });
  assert.equal(readHubJson(dir).pid, second.pid);
});

test('a call in flight when the hub dies goes to the next hub under its call id: answered once, run once', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  const first = await waitHubJson(dir);
  const { alpha, beta } = await twoEditors(t, dir);
  await s.call('select_editor', { editor: 'Beta' });
  const from = beta.messages.length;
  const inflight = s.call('block', { key: 'k1' }, { timeout: scaled(25000) });
  inflight.catch(() => {});
  const sent = await beta.waitForCall('block', { from, what: 'block reached Beta' });
  assert.match(String(sent.id), /^k-[0-9a-f]+-\d+\//, `the front end named the call: ${sent.id}`);
  const afterFirst = beta.messages.length;
  process.kill(first.pid, 'SIGKILL');
  await waitHubJson(dir, { notPid: first.pid });
  await Promise.all([alpha, beta].map((ed) => connectReady(ed)));
  // The next hub sends the call again under the same id; the editor's record knows it is running.
  const again = await Promise.race([
    beta.waitForCall('block', { from: afterFirst, what: 'the call sent again by the next hub' }),
    inflight.then((r) => { throw new Error(`answered before it reached the next hub: ${JSON.stringify(r)}`); }),
  ]);
  assert.equal(again.id, sent.id, 'under the same link id');
  beta.release('k1');
  const r = await inflight;
  assert.notEqual(r.isError, true, textOf(r));
  assert.match(textOf(r), /released k1/);
  assert.equal(beta.runCount('block'), 1, 'the call ran once');
  assert.equal(alpha.runCount('block'), 0);
  const pong = await s.client.ping();
  assert.deepEqual(pong, {});
});

test('requests sent while the hub is down are re-sent, not failed', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  const first = await waitHubJson(dir);
  process.kill(first.pid, 'SIGKILL');
  await eventually(() => !alive(first.pid), { what: 'hub gone' });
  // Several at once, before the front end could notice: none ever reached a hub.
  const results = await Promise.all([s.listEditors(), s.client.ping(), s.listTools()]);
  assert.deepEqual(results[0].editors, []);
  assert.deepEqual(results[1], {});
  assert.ok(results[2].some((x) => x.name === 'list_editors'));
  await waitHubJson(dir, { notPid: first.pid });
});

test('no hub can be started: requests get an error response, not silence', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  await peer.request('initialize', {
    protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fd-nohub', version: '1.0.0' },
  }, { timeoutMs: scaled(15000) });
  peer.notify('notifications/initialized');
  const first = await waitHubJson(dir);
  // Hold the state directory's hub lock, so every replacement hub refuses to start.
  const holder = track(spawn('flock', ['-x', path.join(dir, 'hub.lock'), 'sleep', '120'], { stdio: 'ignore' }));
  t.after(() => terminate(holder, 500));
  process.kill(first.pid, 'SIGKILL');
  await eventually(() => !alive(first.pid), { what: 'hub gone' });
  await sleep(200); // let flock take the lock the dead hub released
  const reply = await peer.request('tools/call', { name: 'list_editors', arguments: {} }, { timeoutMs: scaled(45000) });
  assert.ok(reply.error || reply.result?.isError, `an error; got ${JSON.stringify(reply)}`);
  peer.assertOnlyMcpOnStdout();
});
