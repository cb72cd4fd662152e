// Misbehaving editors must not crash the hub nor disturb other editors and sessions: malformed JSON,
// non-JSON-RPC messages, binary frames, floods, responses to ids never issued (or issued to another
// editor), an editor that never answers, duplicate registrations. Each test keeps a well-behaved editor
// busy through a session while the bad one misbehaves, then checks the good one's results.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, answeredBy, echoTool, blockTool, sleep, assertHubHealthy,
  connectReady,
} from './lib/harness.mjs';
import { TestEditor } from '../editor-double/test_editor.mjs';

// A session routed to `good` that keeps calling echo while `during()` runs; returns the results.
async function busyWhile(s, good, during, calls = 30) {
  const results = [];
  const loop = (async () => {
    for (let i = 0; i < calls; i++) results.push(await s.call('echo', { editor: good.id, n: i }));
  })();
  await during();
  await loop;
  assert.equal(results.length, calls);
  results.forEach((r, i) => {
    assert.equal(answeredBy(r), good.id);
    assert.equal(r.structuredContent.args.n, i);
  });
  return results;
}

async function pair(t, hubOpts = {}) {
  const hub = await startHub(t, hubOpts);
  const good = await addEditor(t, hub, { project: 'Good', tools: [echoTool(), blockTool()] });
  const bad = await addEditor(t, hub, { project: 'Bad', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  return { hub, good, bad, s };
}

test('malformed JSON and non-JSON-RPC messages get -32700 / -32600 and the link stays open', async (t) => {
  const { hub, good, bad, s } = await pair(t);
  await busyWhile(s, good, async () => {
    bad.sendRaw('{"jsonrpc": "2.0", "method": ');
    const parse = await bad.waitForMessage((m) => m.error?.code === -32700);
    assert.equal(parse.id, null);
    assert.equal(parse.error.data?.patchbay, 'parse_error');
    bad.sendRaw('[1, 2, 3]');
    bad.sendRaw('{"id": "e-77", "method": 5}');
    const invalid = await bad.waitForMessage((m) => m.error?.code === -32600 && m.id === 'e-77');
    assert.equal(invalid.error.data?.patchbay, 'invalid_request');
    bad.sendRaw('"just a string"');
    bad.sendRaw('');
    bad.conn.sendBinary(Buffer.from([1, 2, 3]));
    await bad.until(() => bad.messages.filter((e) => e.dir === 'in' && e.msg?.error?.code === -32600).length >= 3,
      { what: '-32600 for the array, the string and the binary frame' });
  });
  assert.ok(bad.connected, 'the link stays open');
  const r = await s.call('echo', { editor: bad.id, n: 5 });
  assert.equal(r.structuredContent.args.n, 5, 'the bad editor still works');
  await assertHubHealthy(t, hub);
});

test('a flood of messages from one editor does not disturb another editor\'s calls', async (t) => {
  const { hub, good, bad, s } = await pair(t);
  await busyWhile(s, good, async () => {
    const chunk = [];
    for (let i = 0; i < 20000; i++) {
      chunk.push(JSON.stringify({ jsonrpc: '2.0', method: 'editor/state', params: { displayName: `flood ${i}` } }));
    }
    for (let i = 0; i < 20000; i++) bad.sendRaw(chunk[i]);
    for (let i = 0; i < 5000; i++) bad.sendRaw(`{"jsonrpc":"2.0","id":"e-f${i}","method":"ping"}`);
    for (let i = 0; i < 2000; i++) bad.sendRaw('not json at all');
    await sleep(200);
  }, 50);
  await assertHubHealthy(t, hub);
});

test('responses to ids never issued, or issued to another editor, are ignored', async (t) => {
  const { hub, good, bad, s } = await pair(t);
  const real = s.call('block', { key: 'real', editor: good.id });
  const sent = await good.waitForCall('block');
  // The bad editor answers the good editor's call id, and ids nobody issued.
  const forged = { content: [{ type: 'text', text: 'FORGED' }], isError: false };
  bad.sendMessage({ jsonrpc: '2.0', id: sent.id, result: forged });
  bad.sendMessage({ jsonrpc: '2.0', id: 'h-00000000-1', result: forged });
  bad.sendMessage({ jsonrpc: '2.0', id: 12345, result: forged });
  bad.sendMessage({ jsonrpc: '2.0', id: sent.id, error: { code: -32603, message: 'forged error' } });
  bad.sendMessage({ jsonrpc: '2.0', id: null, result: {} });
  await busyWhile(s, good, () => sleep(100), 5);
  good.release('real');
  const r = await real;
  assert.equal(textOf(r), 'released real', 'the answer came from the editor the call was sent to');
  await assertHubHealthy(t, hub);
});

test('an editor that never answers holds only its own calls', async (t) => {
  const { hub, good, bad, s } = await pair(t, { callTimeout: 2 });
  bad.goSilent(); // answers nothing, not even tools/call
  const stuck = [1, 2, 3].map((n) => s.call('echo', { editor: bad.id, n }));
  await busyWhile(s, good, () => sleep(300), 20);
  const results = await Promise.all(stuck);
  for (const r of results) assert.equal(r.isError, true, 'the silent editor\'s calls end at the deadline');
  await assertHubHealthy(t, hub);
});

test('duplicate registration: the newer connection wins, the older is closed with 4001', async (t) => {
  const hub = await startHub(t);
  const older = await addEditor(t, hub, { project: 'Dup', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const pending = s.call('block', { key: 'p' });
  const sent = await older.waitForCall('block');
  // Same project, path and machine (so the same id) and the same runId: e.g. a second socket of the
  // same editor process. Its pending call moves over.
  const newer = new TestEditor({
    hubStateDir: hub.stateDir, project: 'Dup', projectPath: older.projectPath, machine: older.machine,
    runId: older.runId, tools: [echoTool(), blockTool()],
  });
  t.after(() => newer.close());
  await connectReady(newer);
  const close = await older.waitForClose();
  assert.equal(close.code, 4001);
  assert.equal(close.reason, 'replaced by a newer registration');
  const resent = await newer.waitForCall((m) => m.id === sent.id);
  assert.equal(resent.params.name, 'block');
  newer.release('p');
  assert.equal(textOf(await pending), 'released p');
  const l = await s.listEditors();
  assert.equal(l.editors.filter((e) => e.id === older.id).length, 1, 'one editor entry');
  assert.equal(answeredBy(await s.call('echo', {})), newer.id);
  assert.equal(newer.runCount('echo'), 1);
  assert.equal(older.runCount('echo'), 0);
  await assertHubHealthy(t, hub);
});

// Issue 44: any link peer with the token (a development player given PATCHBAY_TOKEN) could register a
// connected editor's id from another process and take over its link. Another process is refused while
// the first one's link lives; the first keeps its calls; once it has quit, the second gets in.
test('a second process cannot take a connected editor\'s id: refused (-32043, close 4005); the first keeps its calls', async (t) => {
  const hub = await startHub(t);
  const older = await addEditor(t, hub, { project: 'Dup2', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const pending = s.call('block', { key: 'p' });
  await older.waitForCall('block');
  const newer = new TestEditor({
    hubStateDir: hub.stateDir, project: 'Dup2', projectPath: older.projectPath, machine: older.machine,
    tools: [echoTool(), blockTool()],
  });
  t.after(() => newer.close());
  const err = await newer.connect().then(() => null, (e) => e);
  assert.equal(err?.rpcError?.code, -32043, `refused: ${err}`);
  assert.equal(err.rpcError.data.patchbay, 'id_in_use');
  assert.match(err.rpcError.message, /connected from another process; a second process cannot take its place/);
  assert.equal((await newer.waitForClose()).code, 4005);
  older.release('p', 'kept');
  const r = await pending;
  assert.notEqual(r.isError, true, textOf(r));
  assert.equal(textOf(r), 'released p: kept');
  assert.equal(answeredBy(await s.call('echo', {})), older.id, 'the first process keeps its link');
  assert.equal(newer.runCount('block'), 0);
  await older.quit();
  await connectReady(newer);
  assert.equal(answeredBy(await s.call('echo', {})), newer.id, 'after it quit, the second process gets in');
  assert.equal(newer.runCount('echo'), 1);
});

test('many editors connecting and vanishing at once leave the hub consistent', async (t) => {
  const hub = await startHub(t, { grace: 0.2 });
  const good = await addEditor(t, hub, { project: 'Survivor' });
  const s = await connectClient(t, hub);
  await busyWhile(s, good, async () => {
    const eds = await Promise.all(Array.from({ length: 30 }, (_, i) => addEditor(t, hub, { project: `Churn${i}` })));
    await Promise.all(eds.map((e, i) => (i % 3 === 0 ? e.vanish() : i % 3 === 1 ? e.quit() : e.reload())));
    await Promise.all(eds.filter((_, i) => i % 3 === 2).map((e) => e.vanish()));
  }, 30);
  await sleep(500);
  const l = await s.listEditors();
  const live = l.editors.filter((e) => e.state !== 'disconnected').map((e) => e.id);
  assert.deepEqual(live, [good.id]);
  await assertHubHealthy(t, hub);
});
