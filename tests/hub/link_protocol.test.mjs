// The link protocol as docs/protocol.md writes it, seen from the editor's side of the real hub: the
// examples on the page parse, and the messages the hub sends have exactly the documented shape;
// upgrade refusals, version mismatch, register errors, heartbeats, hub/clients, editor/state.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';
import { TestEditor, LINK_PROTOCOL } from '../editor-double/test_editor.mjs';
import { WsConnection, UpgradeRefused } from '../editor-double/ws.mjs';
import {
  test, startHub, addEditor, connectClient, echoTool, slowTool, eventually, sleep,
} from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';

const LINK_ID = /^h-[0-9a-f]{8}-\d+$/;
const keys = (o) => Object.keys(o).sort();

test('every JSON example in docs/protocol.md parses (one value per block, or one per line)', () => {
  const doc = readFileSync(path.join(repoRoot, 'docs/protocol.md'), 'utf8');
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(blocks.length >= 15, `found ${blocks.length} json blocks`);
  for (const b of blocks) {
    try {
      JSON.parse(b);
    } catch {
      for (const line of b.split('\n').filter((l) => l.trim() !== '')) {
        assert.doesNotThrow(() => JSON.parse(line), `not JSON: ${line}\nin block:\n${b}`);
      }
    }
  }
});

test('register result, then tools/list, then hub/clients, in the documented shapes', async (t) => {
  const hub = await startHub(t);
  const ed = new TestEditor({ hubStateDir: hub.stateDir, project: 'Shape', tools: [echoTool()] });
  t.after(() => ed.close());
  const result = await ed.connect();
  assert.deepEqual(keys(result), ['editorId', 'heartbeatIntervalMs', 'hub', 'maxMessageBytes', 'protocolVersion']);
  assert.equal(result.editorId, ed.id, 'the §4.2 id');
  assert.equal(result.protocolVersion, LINK_PROTOCOL);
  assert.deepEqual(keys(result.hub), ['instance', 'version']);
  assert.match(result.hub.instance, /^[0-9a-f]{8}$/);
  assert.equal(result.hub.version, hub.info.version);
  assert.equal(result.heartbeatIntervalMs, 5000);
  assert.equal(result.maxMessageBytes, 8388608);

  await ed.waitForMessage((m) => m.method === 'hub/clients');
  const incoming = ed.messages.filter((e) => e.dir === 'in').map((e) => e.msg);
  const order = incoming.map((m) => m.method ?? 'response');
  assert.deepEqual(order.slice(0, 3), ['response', 'tools/list', 'hub/clients']);
  const list = incoming[1];
  assert.deepEqual(keys(list), ['id', 'jsonrpc', 'method', 'params']);
  assert.match(list.id, new RegExp(`^h-${result.hub.instance}-\\d+$`));
  assert.deepEqual(list.params, {});
  const clients = incoming[2];
  assert.deepEqual(keys(clients), ['jsonrpc', 'method', 'params']);
  assert.deepEqual(clients.params, { clients: [] });
  assert.equal(hub.info.linkProtocol, LINK_PROTOCOL, 'hub.json names the link protocol (protocol.md §2)');
});

test('tools/call as the hub sends it: string id, name, arguments, _meta.progressToken only when asked', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'CallShape', tools: [echoTool(), slowTool()] });
  const s = await connectClient(t, hub, { name: 'shape-client', version: '9.9.9' });
  await s.call('echo', { text: 'a', editor: ed.id });
  await s.call('slow', { steps: 1, intervalMs: 1 }, { onprogress: () => {} });
  await s.call('echo', {});
  const [plain, withProgress, empty] = ed.calls.map((c) => c.msg);
  for (const m of [plain, withProgress, empty]) {
    assert.deepEqual(keys(m), ['id', 'jsonrpc', 'method', 'params']);
    assert.match(m.id, LINK_ID);
    for (const k of Object.keys(m.params)) assert.ok(['arguments', 'name', '_meta'].includes(k), `unexpected params.${k}`);
    const metaKeys = Object.keys(m.params._meta ?? {});
    for (const k of metaKeys) assert.ok(['progressToken', 'patchbay/client'].includes(k), `unexpected _meta.${k}`);
  }
  assert.deepEqual(plain.params.arguments, { text: 'a' });
  assert.equal(plain.params._meta?.progressToken, undefined);
  assert.equal(withProgress.params._meta.progressToken, withProgress.id);
  assert.equal(empty.params._meta?.progressToken, undefined);
  assert.ok(empty.params.arguments === undefined || keys(empty.params.arguments).length === 0);
  const client = plain.params._meta?.['patchbay/client'];
  if (client) {
    assert.equal(client.name, 'shape-client');
    assert.equal(client.version, '9.9.9');
  }
  const ids = ed.calls.map((c) => c.msg.id);
  assert.equal(new Set(ids).size, ids.length, 'ids never repeat');
});

test('upgrade refusals: wrong or missing token 401, other path 404', async (t) => {
  const hub = await startHub(t);
  const refused = async (url, headers) => {
    const err = await WsConnection.connect(url, { headers }).then((c) => { c.destroy(); return null; }, (e) => e);
    assert.ok(err instanceof UpgradeRefused, `refused: ${err}`);
    return err.status;
  };
  assert.equal(await refused(hub.editorUrl, { Authorization: 'Bearer nope' }), 401);
  assert.equal(await refused(hub.editorUrl, {}), 401);
  assert.equal(await refused(`ws://127.0.0.1:${hub.port}/editors`, { Authorization: `Bearer ${hub.token}` }), 404);
  const ok = await WsConnection.connect(hub.editorUrl, { headers: { Authorization: `Bearer ${hub.token}` } });
  ok.destroy();
});

test('version mismatch: -32041 naming both versions, then close 4002; update says which side', async (t) => {
  const hub = await startHub(t);
  for (const [version, update] of [['patchbay-link/2', 'hub'], ['patchbay-link/0', 'package']]) {
    const ed = new TestEditor({ hubStateDir: hub.stateDir, project: 'Future', protocolVersion: version, packageVersion: '0.4.0' });
    t.after(() => ed.close());
    const err = await ed.connect().then(() => null, (e) => e);
    assert.ok(err?.rpcError, `register refused: ${err}`);
    const e = err.rpcError;
    assert.equal(e.code, -32041);
    assert.ok(e.message.includes(version), e.message);
    assert.ok(e.message.includes(LINK_PROTOCOL), e.message);
    assert.ok(e.message.includes('0.4.0') && e.message.includes(hub.info.version), e.message);
    assert.equal(e.data.patchbay, 'version_mismatch');
    assert.equal(e.data.editorProtocol, version);
    assert.deepEqual(e.data.hubProtocols, [LINK_PROTOCOL]);
    assert.equal(e.data.packageVersion, '0.4.0');
    assert.equal(e.data.hubVersion, hub.info.version);
    assert.equal(e.data.update, update);
    const close = await ed.waitForClose();
    assert.equal(close.code, 4002);
    assert.equal(close.reason, 'link protocol version mismatch', 'the reason text of protocol.md §8');
    assert.equal(close.initiator, 'peer');
  }
});

test('malformed register: -32602 naming the field, the link stays open for a corrected one', async (t) => {
  const hub = await startHub(t);
  const ed = new TestEditor({ hubStateDir: hub.stateDir, project: 'Fixable' });
  t.after(() => ed.close());
  await ed.connect({ register: false });
  const before = await ed.request('tools/list', {});
  assert.equal(before.error?.code, -32040, 'a request before register: not_registered');
  for (const field of ['runId', 'protocolVersion']) {
    const p = ed.registerParams();
    delete p[field];
    const r = await ed.register(p);
    assert.equal(r.error?.code, -32602, `missing ${field}`);
    assert.ok(r.error.message.includes(field), r.error.message);
  }
  for (const field of ['projectPath', 'projectName', 'machine']) {
    const p = ed.registerParams();
    delete p.editor[field];
    const r = await ed.register(p);
    assert.equal(r.error?.code, -32602, `missing editor.${field}`);
    assert.ok(r.error.message.includes(field), r.error.message);
  }
  const ok = await ed.register();
  assert.equal(ok.result?.editorId, ed.id);
  assert.ok(ed.connected);
});

test('no register within 10 s: close 4000', { timeout: scaled(30000) }, async (t) => {
  const hub = await startHub(t);
  const ed = new TestEditor({ hubStateDir: hub.stateDir, project: 'Mute' });
  t.after(() => ed.close());
  await ed.connect({ register: false });
  const close = await ed.waitForClose({ timeoutMs: scaled(20000) });
  assert.equal(close.code, 4000);
  assert.match(close.reason, /^protocol error: /, 'the reason text of protocol.md §8');
});

test('unknown request from the editor: -32601; unknown notification ignored; ping answered', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Curious' });
  const r = await ed.request('editor/teleport', {});
  assert.equal(r.error.code, -32601);
  assert.equal(r.error.data?.patchbay, 'method_not_found');
  ed.notify('editor/whatever', {});
  const p = await ed.request('ping');
  assert.deepEqual(p.result, {});
  assert.ok(ed.connected);
});

test('heartbeat: the hub pings every interval; a silent editor is closed with 4003 within about two', async (t) => {
  const hub = await startHub(t, { heartbeat: 0.5, grace: 30 });
  const quiet = await addEditor(t, hub, { project: 'Quiet' });
  const chatty = await addEditor(t, hub, { project: 'Chatty' });
  assert.equal(quiet.registerResult.heartbeatIntervalMs, 500);
  const ping = await quiet.waitForMessage((m) => m.method === 'ping', { timeoutMs: scaled(3000) });
  assert.match(ping.id, LINK_ID);
  assert.ok(keys(ping).every((k) => ['id', 'jsonrpc', 'method', 'params'].includes(k)), JSON.stringify(ping));
  assert.ok(ping.params === undefined || keys(ping.params).length === 0, JSON.stringify(ping));
  const t0 = Date.now();
  quiet.goSilent();
  const close = await quiet.waitForClose({ timeoutMs: scaled(5000) });
  const after = Date.now() - t0;
  assert.equal(close.code, 4003);
  assert.equal(close.reason, 'heartbeat timeout', 'the reason text of protocol.md §8');
  assert.ok(after >= 500, `not closed before one interval of silence (${after} ms)`);
  assert.ok(chatty.connected, 'an editor that answers stays connected');
  const s = await connectClient(t, hub);
  const l = await s.listEditors();
  assert.notEqual(l.editors.find((e) => e.id === quiet.id)?.state, 'ready');
  assert.equal(l.editors.find((e) => e.id === chatty.id)?.state, 'ready');
});

test('hub/clients: attached clients grouped by name and version, updated on change, coalesced', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Watcher' });
  const from = ed.incoming('hub/clients').length;
  const a1 = await connectClient(t, hub, { name: 'agent-a', version: '1.0' });
  const a2 = await connectClient(t, hub, { name: 'agent-a', version: '1.0' });
  await connectClient(t, hub, { name: 'agent-b', version: '2.0' });
  const sorted = (c) => [...c].sort((x, y) => (x.name + x.version).localeCompare(y.name + y.version));
  const want = [{ name: 'agent-a', version: '1.0', sessions: 2 }, { name: 'agent-b', version: '2.0', sessions: 1 }];
  await ed.until(() => JSON.stringify(sorted(ed.hubClients?.clients ?? [])) === JSON.stringify(want),
    { what: `hub/clients = ${JSON.stringify(want)}; last ${JSON.stringify(ed.hubClients)}` });
  await a1.terminate();
  await a2.terminate();
  await ed.until(() => JSON.stringify(sorted(ed.hubClients.clients)) === JSON.stringify(want.slice(1)),
    { what: `hub/clients after two DELETEs; last ${JSON.stringify(ed.hubClients)}` });
  // Coalescing: a burst of session changes produces at most about one message per second.
  const burstFrom = ed.incoming('hub/clients').length;
  const t0 = Date.now();
  for (let i = 0; i < 8; i++) await connectClient(t, hub, { name: `burst-${i}` });
  await ed.until(() => (ed.hubClients.clients ?? []).filter((c) => c.name.startsWith('burst-')).length === 8,
    { what: 'all eight burst clients' });
  const seconds = (Date.now() - t0) / 1000;
  const sent = ed.incoming('hub/clients').length - burstFrom;
  assert.ok(sent <= Math.ceil(seconds) + 1, `${sent} hub/clients messages in ${seconds.toFixed(2)} s`);
  assert.ok(ed.incoming('hub/clients').length > from);
});

test('editor/state: play mode, compiling and reloading show in list_editors; absent fields unchanged', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Stateful', alias: 'st' });
  const s = await connectClient(t, hub);
  const me = async () => (await s.listEditors()).editors.find((e) => e.id === ed.id);
  const first = await me();
  for (const k of ['id', 'alias', 'projectName', 'projectPath', 'dataPath', 'activeScene', 'state', 'machine', 'pid',
    'unityVersion', 'platform', 'playMode', 'compiling', 'packageVersion', 'displayName', 'connectedAt', 'selected']) {
    assert.ok(k in first, `list_editors editor.${k}: ${JSON.stringify(first)}`);
  }
  assert.equal(first.state, 'ready');
  assert.equal(first.alias, 'st');
  assert.deepEqual(first.activeScene, { name: 'Main', path: 'Assets/Scenes/Main.unity' });
  assert.equal(first.packageVersion, '0.1.0');
  assert.equal(first.pid, ed.pid);

  ed.setState({ playMode: 'playing' });
  await eventually(async () => (await me()).state === 'playing', { what: 'playing' });
  assert.equal((await me()).playMode, 'playing');
  ed.setState({ playMode: 'edit', compiling: true });
  await eventually(async () => (await me()).state === 'compiling', { what: 'compiling' });
  ed.setState({ activeScene: { name: 'Level2', path: 'Assets/Scenes/Level2.unity' } }, { all: false });
  await eventually(async () => (await me()).activeScene.name === 'Level2', { what: 'scene change' });
  const partial = await me();
  assert.equal(partial.compiling, true, 'an absent field is unchanged');
  assert.equal(partial.alias, 'st');
  ed.setState({ compiling: false }, { all: false });
  await eventually(async () => (await me()).state === 'ready', { what: 'ready again' });
  await ed.beginReload();
  await eventually(async () => (await me()).state === 'reloading', { what: 'reloading' });
});

test('a message over 8 MiB closes the link with 1009 "message too big"; the hub and other editors carry on', async (t) => {
  const hub = await startHub(t);
  const big = await addEditor(t, hub, { project: 'Big' });
  const other = await addEditor(t, hub, { project: 'Other' });
  // A frame header announcing 9 MiB and the first bytes of its payload: the hub can refuse it from the
  // header, and the editor is not in the middle of a large write when the close frame comes.
  const head = Buffer.alloc(14);
  head[0] = 0x81;
  head[1] = 0x80 | 127;
  head.writeBigUInt64BE(BigInt(9 * 1024 * 1024), 2);
  head.writeUInt32BE(0x01020304, 10);
  big.conn.writeRaw(Buffer.concat([head, Buffer.alloc(4096, 0x41)]));
  const close = await big.waitForClose({ timeoutMs: scaled(10000) });
  assert.equal(close.code, 1009);
  assert.ok(['message too big', ''].includes(close.reason), 'the reason text of protocol.md §8 (may be empty)');
  // A whole 8 MiB + 1 message sent in one go: the link ends (the close frame may be lost to the reset
  // while the editor still writes), the hub lives on.
  const big2 = await addEditor(t, hub, { project: 'Big2' });
  big2.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'editor/state', params: { displayName: 'x'.repeat(8 * 1024 * 1024) } }));
  await big2.waitForClose({ timeoutMs: scaled(10000) });
  const s = await connectClient(t, hub);
  const r = await s.call('echo', { editor: other.id, n: 1 });
  assert.equal(r.structuredContent.args.n, 1);
  assert.ok(other.connected);
});
