// MCP 2026-07-28 through the stdio front end (issue 16): Claude Code's server/discover probe gets a
// result, after which its requests carry _meta and no initialize; the front end sends each to the
// hub as a 2026-07-28 request with its routing facts, so pins route it and editors answer it.
import assert from 'node:assert/strict';
import {
  test, stateDir, minimalEnv, spawnFront, waitHubJson, addTestEditor, echoTool, blockTool, answeredBy,
  eventually, sleep, exitedWithin,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

// Claude Code 2.1.332's _meta as captured through patchbay stdio (docs/protocol-versions.md).
const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': {
    name: 'claude-code', title: 'Claude Code', version: '2.1.332',
    description: "Anthropic's agentic coding tool", websiteUrl: 'https://claude.com/claude-code',
  },
  'io.modelcontextprotocol/clientCapabilities': { roots: { listChanged: true }, elicitation: { form: {}, url: {} } },
};

// Issue 32: a client that loads only tool names and the instructions still learns the loop, the
// routing and the editor states, in both eras, within the 400-token budget (~4 characters a token).
function assertInstructions(text) {
  assert.equal(typeof text, 'string', 'the result carries instructions');
  assert.ok(text.length < 1600, `instructions of ${text.length} characters exceed the 400-token budget`);
  for (const must of ['get_editor_state', 'compile', 'get_console_logs', 'select_editor', 'reloading', 'not_loaded'])
    assert.ok(text.includes(must), `the instructions name ${must}`);
}

// The captured order: the probe, subscriptions/listen, server/discover again, tools/list.
test('Claude Code probe through patchbay stdio: discover answered, then 2026-07-28 calls follow the --editor pin', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env, args: ['--editor', 'Second'] });
  const discover = await peer.request('server/discover', { _meta: meta },
    { id: 'server-discover-probe-1', timeoutMs: scaled(15000) });
  assert.equal(discover.id, 'server-discover-probe-1');
  assert.ok(discover.result?.supportedVersions?.includes('2026-07-28'), JSON.stringify(discover));
  assert.ok(discover.result?.supportedVersions?.includes('2025-11-25'), JSON.stringify(discover));
  assertInstructions(discover.result?.instructions);
  peer.send({ jsonrpc: '2.0', id: 'listen:0', method: 'subscriptions/listen', params: { _meta: meta, notifications: { toolsListChanged: true } } });
  const ack = await peer.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged',
    { timeoutMs: scaled(15000), what: 'the listen acknowledgement' });
  assert.equal(ack.params._meta['io.modelcontextprotocol/subscriptionId'], 'listen:0');
  const again = await peer.request('server/discover', { _meta: meta }, { id: 0 });
  assert.equal(again.result?.resultType, 'complete', JSON.stringify(again));
  await waitHubJson(dir);
  await addTestEditor(t, dir, { project: 'First', tools: [echoTool()] });
  await addTestEditor(t, dir, { project: 'Second', tools: [echoTool()] });
  await eventually(async () => {
    const list = await peer.request('tools/list', { _meta: meta });
    return list.result?.tools?.some((x) => x.name === 'echo');
  }, { what: 'echo in a 2026-07-28 tools/list' });
  const call = await peer.request('tools/call', { name: 'echo', arguments: { text: 'hi' }, _meta: meta });
  assert.equal(call.result?.resultType, 'complete', JSON.stringify(call));
  const project = call.result?.structuredContent?.project;
  assert.equal(project, 'Second', `the --editor pin routes a 2026-07-28 call; got ${JSON.stringify(call.result)}`);
  assert.ok(answeredBy(call.result));
  peer.assertOnlyMcpOnStdout();
});

test('a legacy client through patchbay stdio sees no change', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  const init = await peer.request('initialize', {
    protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fd-legacy', version: '1.0.0' },
  }, { timeoutMs: scaled(15000) });
  assert.equal(init.result?.protocolVersion, '2025-11-25');
  assertInstructions(init.result?.instructions);
  peer.notify('notifications/initialized');
  const list = await peer.request('tools/list');
  assert.ok(Array.isArray(list.result?.tools), JSON.stringify(list));
  assert.equal(list.result?.resultType, undefined);
  peer.assertOnlyMcpOnStdout();
});

test('notifications/cancelled for a 2026-07-28 call through patchbay stdio reaches the editor', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  const discover = await peer.request('server/discover', { _meta: meta }, { timeoutMs: scaled(15000) });
  assert.ok(discover.result, JSON.stringify(discover));
  await waitHubJson(dir);
  const ed = await addTestEditor(t, dir, { project: 'Blocked', tools: [blockTool()] });
  await eventually(async () => {
    const list = await peer.request('tools/list', { _meta: meta });
    return list.result?.tools?.some((x) => x.name === 'block');
  }, { what: 'block in a 2026-07-28 tools/list' });
  const from = ed.messages.length;
  const id = 'stateless-block-1';
  let answered = null;
  peer.request('tools/call', { name: 'block', arguments: { key: 'never' }, _meta: meta }, { id, timeoutMs: scaled(30000) })
    .then((r) => { answered = r; }, () => {});
  const call = await ed.waitForCall('block', { from });
  peer.notify('notifications/cancelled', { requestId: id, reason: 'test cancels' });
  await ed.until(() => ed.cancellations.some((c) => c.requestId === call.id),
    { timeoutMs: scaled(5000), what: `cancelled for ${call.id}` });
  await sleep(300);
  assert.equal(answered, null, `a cancelled request gets no answer; got ${JSON.stringify(answered)}`);
  const again = await peer.request('tools/list', { _meta: meta });
  assert.ok(Array.isArray(again.result?.tools), 'the front end keeps serving');
  peer.assertOnlyMcpOnStdout();
});

// A listen is the client's for as long as it holds it: when the hub dies or stops, patchbay stdio opens
// it again on the next hub, keeps the second acknowledgement to itself, tells the client its lists may
// have changed, and the new hub's notifications arrive on the same subscription.
for (const signal of ['SIGKILL', 'SIGTERM']) {
  test(`a 2026-07-28 subscriptions/listen through patchbay stdio outlives the hub (${signal})`, async (t) => {
    const dir = stateDir(t);
    const env = minimalEnv(t);
    const peer = spawnFront(t, { dir, env });
    await peer.request('server/discover', { _meta: meta }, { timeoutMs: scaled(15000) });
    const first = await waitHubJson(dir);
    const listenId = 'listen:0';
    const onListen = (method) => (m) => m.method === method && m.params?._meta?.['io.modelcontextprotocol/subscriptionId'] === listenId;
    peer.send({ jsonrpc: '2.0', id: listenId, method: 'subscriptions/listen', params: { _meta: meta, notifications: { toolsListChanged: true } } });
    await peer.waitFor(onListen('notifications/subscriptions/acknowledged'), { timeoutMs: scaled(15000), what: 'acknowledged' });

    const from = peer.messages.length;
    process.kill(first.pid, signal);
    const missed = await peer.waitFor(onListen('notifications/tools/list_changed'),
      { from, timeoutMs: scaled(30000), what: 'list_changed after the listen was opened on the next hub' });
    assert.ok(missed);
    const second = await waitHubJson(dir, { notPid: first.pid });
    const afterRestart = peer.messages.length;
    await addTestEditor(t, dir, { project: 'Later', tools: [echoTool()] });
    await peer.waitFor(onListen('notifications/tools/list_changed'),
      { from: afterRestart, timeoutMs: scaled(30000), what: 'the new hub\'s list_changed on the same subscription' });
    const ours = peer.messages.filter((m) => m.id === listenId || onListen('notifications/subscriptions/acknowledged')(m));
    assert.equal(ours.length, 1, `one acknowledgement and no answer to the listen: ${JSON.stringify(ours)}`);
    assert.notEqual(second.pid, first.pid);
    const list = await peer.request('tools/list', { _meta: meta });
    assert.ok(list.result?.tools?.some((x) => x.name === 'echo'), 'the front end serves on the new hub');
    peer.assertOnlyMcpOnStdout();
  });
}

test('a subscriptions/listen the hub refuses is answered with the hub\'s error', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  const bad = { ...meta, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' };
  const answer = await peer.request('subscriptions/listen', { _meta: bad, notifications: { toolsListChanged: true } },
    { timeoutMs: scaled(15000) });
  assert.equal(answer.error?.code, -32022, JSON.stringify(answer));
});

// The MCP Inspector's CLI (skills/list on the modern era) closes stdin with its listen still open and a
// request in flight: patchbay stdio exits 0 and cleanly. It used to free the relay before the requests
// suspended in it ("free(): double free detected", exit by SIGABRT).
test('stdin closed with a 2026-07-28 listen and a request in flight: patchbay stdio exits 0, nothing freed twice', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  await peer.request('server/discover', { _meta: meta }, { timeoutMs: scaled(15000) });
  await waitHubJson(dir);
  peer.send({ jsonrpc: '2.0', id: 'listen:0', method: 'subscriptions/listen', params: { _meta: meta, notifications: { toolsListChanged: true } } });
  await peer.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged',
    { timeoutMs: scaled(15000), what: 'the listen acknowledgement' });
  await addTestEditor(t, dir, { project: 'Held', tools: [blockTool()] });
  await eventually(async () => {
    const list = await peer.request('tools/list', { _meta: meta });
    return list.result?.tools?.some((x) => x.name === 'block');
  }, { what: 'block in a 2026-07-28 tools/list' });
  peer.send({ jsonrpc: '2.0', id: 'held', method: 'tools/call', params: { name: 'block', arguments: { key: 'held' }, _meta: meta } });
  await sleep(scaled(300));
  peer.proc.stdin.end();
  const status = await exitedWithin(peer.proc, scaled(10000));
  assert.deepEqual(status, { code: 0, signal: null }, `exit status; stderr:\n${peer.stderr}`);
  assert.doesNotMatch(peer.stderr, /double free|runtime error|AddressSanitizer|free\(\)/);
  peer.assertOnlyMcpOnStdout();
});
