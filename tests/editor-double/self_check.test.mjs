// Self-check of the test editor against the fake hub (no real hub needed): the §4.2 id vectors and the
// editor's half of §6 (exactly once across re-sends, reloads and restarts), progress, cancellation,
// heartbeats. If these fail, the hub tests cannot be trusted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFakeHub } from './fake_hub.mjs';
import { TestEditor, editorIdOf, echoTool, blockTool, slowTool } from './test_editor.mjs';
import { UpgradeRefused } from './ws.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(20000) };

async function setup(t, opts = {}, hubOpts = {}) {
  const hub = await startFakeHub(hubOpts);
  t.after(() => hub.stop());
  const ed = new TestEditor({ hubStateDir: hub.stateDir, project: 'Alpha', tools: [echoTool(), blockTool(), blockTool('resumable_block', { resumable: true }), slowTool()], ...opts });
  t.after(() => ed.close());
  const linked = hub.registeredLink();
  const reg = await ed.connect();
  const link = await linked;
  return { hub, ed, reg, link };
}

test('editor id test vectors of docs/protocol.md §4.2', () => {
  assert.equal(editorIdOf({ projectName: 'My Game', projectPath: 'C:\\Users\\Ana\\My Game\\', machine: 'ANA-PC' }), 'My_Game@45eb7e44');
  assert.equal(editorIdOf({ projectName: 'MyGame', projectPath: '/Users/ana/Projects/MyGame', machine: 'ana-mbp' }), 'MyGame@9625308d');
  assert.equal(editorIdOf({ projectName: '', projectPath: '//', machine: 'x' }).split('@')[0], 'project');
});

test('registers with the documented params and lists its tools', T, async (t) => {
  const { ed, reg, link } = await setup(t, { alias: 'client' });
  assert.equal(reg.editorId, ed.id);
  const p = link.register;
  assert.equal(p.protocolVersion, 'patchbay-link/1');
  assert.match(p.runId, /^[0-9a-f]{32}$/);
  assert.equal(p.domain, 1);
  for (const f of ['projectName', 'projectPath', 'dataPath', 'activeScene', 'machine', 'pid', 'unityVersion', 'platform', 'playMode', 'compiling', 'displayName', 'alias']) {
    assert.ok(f in p.editor, `register editor.${f}`);
  }
  assert.deepEqual(link.tools.map((x) => x.name), ['block', 'echo', 'resumable_block', 'slow']);
  assert.ok(link.tools.every((x) => !('handler' in x) && !('resumable' in x)));
});

test('wrong token: the upgrade is refused with its HTTP status', T, async (t) => {
  const hub = await startFakeHub();
  t.after(() => hub.stop());
  const ed = new TestEditor({ hubStateDir: hub.stateDir, token: 'wrong' });
  await assert.rejects(ed.connect(), (err) => err instanceof UpgradeRefused && err.status === 401);
});

test('a re-sent finished call is answered from the record and not run again', T, async (t) => {
  const { ed, link, hub } = await setup(t);
  const c = link.call('echo', { text: 'hi' });
  const first = await c.response;
  assert.equal(first.result.structuredContent.args.text, 'hi');
  await hub.responseTo(c.id, () => link.resend(c.id));
  const [a, b] = hub.responses.filter((m) => m.id === c.id);
  assert.deepEqual(a, b);
  assert.equal(ed.runCount('echo'), 1);
  assert.deepEqual(ed.answeredFromRecord, [c.id]);
});

test('reload: a non-resumable running call answers interrupted after the re-send, never its late result', T, async (t) => {
  const { ed, link, hub } = await setup(t);
  const c = link.call('block', { key: 'k' });
  await ed.waitForCall('block');
  const next = hub.registeredLink();
  await ed.reload();
  const link2 = await next;
  assert.equal(link2.register.runId, link.register.runId);
  assert.equal(link2.register.domain, 2);
  assert.equal(link.closeEvent.code, 1000);
  assert.ok(link.messages.some((m) => m.method === 'editor/reloading' && m.params.running.includes(c.id)));
  ed.release('k');
  link2.resend(c.id);
  const r = await c.response;
  assert.equal(r.result.isError, true);
  assert.equal(r.result._meta['patchbay/error'].patchbay, 'interrupted');
  assert.equal(ed.runCount('block'), 1);
});

test('reload: a resumable call that finished while down is answered from the record on re-send', T, async (t) => {
  const { ed, link, hub } = await setup(t);
  const c = link.call('resumable_block', { key: 'r' });
  await ed.waitForCall('resumable_block');
  await ed.beginReload();
  ed.release('r', 'done');
  await ed.until(() => ed.record.get(c.id)?.state === 'finished');
  const next = hub.registeredLink();
  await ed.finishReload();
  const link2 = await next;
  link2.resend(c.id);
  const r = await c.response;
  assert.equal(r.result.content[0].text, 'released r: done');
  assert.equal(ed.runCount('resumable_block'), 1);
});

test('reload: a resumable call finishing after the reconnect answers on the new link', T, async (t) => {
  const { ed, link, hub } = await setup(t);
  const c = link.call('resumable_block', { key: 'r2' });
  await ed.waitForCall('resumable_block');
  const next = hub.registeredLink();
  await ed.reload();
  const link2 = await next;
  link2.resend(c.id); // running: nothing now
  ed.release('r2');
  const r = await c.response;
  assert.equal(r.result.isError, false);
  assert.ok(link2.messages.some((m) => m.id === c.id && m.result));
  assert.equal(ed.runCount('resumable_block'), 1);
});

test('restart: the record is gone and the runId is new', T, async (t) => {
  const { ed, link, hub } = await setup(t);
  const c = link.call('echo', {});
  await c.response;
  const next = hub.registeredLink();
  await ed.restart();
  const link2 = await next;
  assert.notEqual(link2.register.runId, link.register.runId);
  assert.equal(link2.register.domain, 1);
  link2.resend(c.id);
  await ed.until(() => ed.runCount('echo') === 2);
});

test('progress only with a token, strictly increasing; cancellation stops a running call', T, async (t) => {
  const { ed, link } = await setup(t);
  const c = link.call('slow', { steps: 3, intervalMs: 5 }, { progress: true });
  await c.response;
  const prog = link.messages.filter((m) => m.method === 'notifications/progress');
  assert.deepEqual(prog.map((m) => [m.params.progressToken, m.params.progress, m.params.total]), [[c.id, 1, 3], [c.id, 2, 3], [c.id, 3, 3]]);
  const quiet = link.call('slow', { steps: 2, intervalMs: 5 });
  await quiet.response;
  assert.equal(link.messages.filter((m) => m.method === 'notifications/progress').length, 3);
  const b = link.call('block', { key: 'never' });
  await ed.waitForCall((m) => m.id === b.id);
  link.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: b.id, reason: 'test' } });
  const r = await b.response;
  assert.equal(r.result._meta['patchbay/error'].patchbay, 'cancelled');
});

test('serial: a call cancelled before it started never runs; its re-send gets result_lost', T, async (t) => {
  const { ed, link } = await setup(t, { serial: true });
  const first = link.call('block', { key: 'first' });
  const second = link.call('echo', {});
  await ed.waitForCall((m) => m.id === second.id);
  link.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: second.id } });
  await ed.until(() => ed.cancellations.length === 1);
  ed.release('first');
  await first.response;
  link.resend(second.id);
  const r = await second.response;
  assert.equal(r.result._meta['patchbay/error'].patchbay, 'result_lost');
  assert.equal(ed.runCount('echo'), 0);
});

test('heartbeat: pings answered; a silent editor answers nothing; parse errors get -32700', T, async (t) => {
  const { ed, link } = await setup(t);
  const pong = await link.request('ping', {});
  assert.deepEqual(pong.result, {});
  link.conn.send('{not json');
  const err = await link.waitFor((m) => m.error?.code === -32700);
  assert.equal(err.id, null);
  link.send({ jsonrpc: '2.0', id: 'h-x-1', method: 'nope' });
  assert.equal((await link.waitFor((m) => m.id === 'h-x-1')).error.code, -32601);
  ed.goSilent();
  const outcome = await Promise.race([link.request('ping', {}), new Promise((r) => setTimeout(() => r('silent'), 300))]);
  assert.equal(outcome, 'silent');
});

test('watchdog: the editor closes 4003 when the hub goes quiet for 2 intervals', T, async (t) => {
  const hub = await startFakeHub({ heartbeatMs: 100 });
  t.after(() => hub.stop());
  const ed = new TestEditor({ hubStateDir: hub.stateDir });
  t.after(() => ed.close());
  const linked = hub.nextLink();
  await ed.connect();
  const link = await linked;
  // The fake hub answers pings (that counts as traffic); make it mute.
  link.send = () => {};
  const ev = await ed.waitForClose({ timeoutMs: scaled(3000) });
  assert.equal(ev.sent.code, 4003);
});
