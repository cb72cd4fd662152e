// End to end over MCP 2026-07-28 (issue 16): the real package on the headless editor host, the real
// hub, and a client that speaks only the stateless revision (no initialize, no session id; each
// request a POST with the stateless _meta). What works in 2025-11-25 works here: the editor's tools,
// progress, a call cut by a reload (interrupted, no effect), a call held across a reload (runs once),
// a compile answered from the domain its reload made, a tool the agent writes announced on
// subscriptions/listen and called — and the same through `patchbay stdio` for a client that opens
// with server/discover.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, textOf, eventually, counterAnswer, readCounter, assertExactlyOnce,
  errorKind, e2eTest as test, DEFAULT_SETTINGS, repoRoot,
} from './lib/e2e.mjs';
import { statelessClient, STATELESS_VERSION } from '../lib/stateless_client.mjs';
import { scaled } from '../lib/time.mjs';

const RELOADED = /^reloaded \d+$/;
const T = { timeout: scaled(180000) };

// A tool the agent writes into the project (tools declared by attribute; allowProjectTools on).
const PROJECT_TOOL = `using System.Threading.Tasks;
using Patchbay.Shared.Core;

public sealed class StatelessHelloParams
{
    [McpParam("Who to greet.", Required = true)]
    public string Name;
}

[McpTool("stateless_hello", "Greets; written by the stateless-wire test.")]
public sealed class StatelessHelloTool : McpTool<StatelessHelloParams, string>
{
    protected override Task<string> ExecuteAsync(StatelessHelloParams parameters, ToolCallContext context)
    {
        return Task.FromResult("hello " + parameters.Name);
    }
}
`;

async function setup(t, name) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: { ...DEFAULT_SETTINGS, groups: { ...DEFAULT_SETTINGS.groups, assets: true }, allowProjectTools: true } });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const c = statelessClient(hub.port, { name: 'claude-code', version: '2.1.330' });
  return { hub, project, host, c };
}

const toolNamed = (tools, name) => tools.find((x) => x.name === name);
const jsonOf = (result) => result.structuredContent ?? JSON.parse(textOf(result));

test('2026-07-28 over HTTP with the real package: tools, progress, reloads, a compile, a new tool on subscriptions/listen', T, async (t) => {
  const { project, host, c } = await setup(t, 'Stateless');

  const { answer: discovered } = await c.request('server/discover');
  assert.ok(discovered.result?.supportedVersions?.includes(STATELESS_VERSION), JSON.stringify(discovered));

  const listen = await c.start('subscriptions/listen', { notifications: { toolsListChanged: true } });
  t.after(() => listen.close());
  await listen.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged', scaled(10000), 'acknowledged');

  // The editor's tools, each with the hub's editor argument.
  const tools = await eventually(async () => {
    const list = await c.listTools();
    return toolNamed(list, 'increment_counter') && toolNamed(list, 'create_script') ? list : false;
  }, { timeoutMs: scaled(30000), what: 'the package tools in a 2026-07-28 tools/list' });
  assert.equal(toolNamed(tools, 'increment_counter').inputSchema.properties.editor.type, 'string');
  const state = jsonOf(await c.call('get_editor_state'));
  assert.equal(state.isCompiling ?? false, false, JSON.stringify(state));

  // Progress on the request's own stream, then the answer; the effect happened once.
  const slow = await c.request('tools/call', { name: 'increment_counter', arguments: { counter: 'stateless', delayMs: 400 } },
    { progressToken: 'p-stateless' });
  const progress = slow.messages.filter((m) => m.method === 'notifications/progress');
  assert.ok(progress.length >= 1, `progress on the stream: ${JSON.stringify(slow.messages)}`);
  assert.ok(progress.every((p) => p.params.progressToken === 'p-stateless'), JSON.stringify(progress));
  const first = counterAnswer(slow.answer.result);
  assert.equal(first.value, 1);

  // A reload in the middle of a call: interrupted, no effect.
  const cut = await c.start('tools/call', { name: 'increment_counter', arguments: { counter: 'cut', delayMs: 4000 } },
    { progressToken: 'p-cut' });
  await cut.waitFor((m) => m.method === 'notifications/progress', scaled(30000), 'the cut call running');
  await host.reload();
  const interrupted = (await cut.response(cut.id, scaled(60000))).result;
  assert.equal(interrupted.isError, true, JSON.stringify(interrupted));
  assert.equal(errorKind(interrupted), 'interrupted', textOf(interrupted));
  assert.equal(readCounter(project, 'cut').value, 0, 'the reload cut the call off before its increment');

  // A call sent while the editor reloads is held and runs once in the new domain.
  const from = host.lines.length;
  host.proc.stdin.write('reload\n');
  const held = c.call('increment_counter', { counter: 'stateless' }, { timeoutMs: scaled(90000) });
  await host.waitLine(RELOADED, { from, what: 'the reload' });
  const second = counterAnswer(await held);
  assert.equal(second.value, 2);
  assertExactlyOnce(project, 'stateless', [first, second]);

  // The agent writes a tool and compiles: the answer comes from the domain the compile's reload made,
  // the listen stream hears the list change, and the new tool is listed and called.
  const before = listen.messages.length;
  const created = jsonOf(await c.call('create_script', {
    path: 'Assets/Editor/StatelessHelloTool.cs', content: PROJECT_TOOL, compile: true,
  }, { timeoutMs: scaled(120000) }));
  assert.equal(created.compile?.errors?.length ?? 0, 0, JSON.stringify(created));
  const changed = await listen.waitFor((m, i = listen.messages.indexOf(m)) => i >= before && m.method === 'notifications/tools/list_changed',
    scaled(30000), 'tools/list_changed on the listen stream');
  assert.equal(changed.params?._meta?.['io.modelcontextprotocol/subscriptionId'], listen.id);
  const after = await c.listTools();
  assert.ok(toolNamed(after, 'stateless_hello'), `the new tool is listed: ${after.map((x) => x.name)}`);
  assert.equal(textOf(await c.call('stateless_hello', { name: 'agent' })), 'hello agent');
  assert.ok(!listen.ended, 'the listen stream stays open across the reloads');
  assert.ok(host.alive());
  // One client for the editor however many requests it sent: attached once, never detached between.
  // (Patchbay's own note, in its log: issue 45 keeps it out of the console.)
  const noted = readFileSync(path.join(project, 'Library', 'Patchbay', 'Patchbay.log'), 'utf8').split('\n');
  assert.equal(noted.filter((l) => /MCP clients attached to the Patchbay hub: claude-code 2\.1\.330 \(1 session\)/.test(l)).length, 1,
    noted.filter((l) => /MCP client/.test(l)).join('\n'));
  assert.equal(noted.filter((l) => /No MCP client is attached/.test(l)).length, 0);
  assert.ok(!host.stderr().includes('MCP clients attached'), 'not in the console');
});

test('2026-07-28 through patchbay stdio with the real package: discover, calls routed by the working directory, subscriptions/listen', T, async (t) => {
  const { hub, project } = await setup(t, 'StatelessStdio');
  const front = spawn(process.env.PATCHBAY_BIN ?? path.join(repoRoot, 'build/bin/patchbay'),
    ['stdio', '--state-dir', hub.stateDir], { cwd: project, stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => { try { front.kill('SIGTERM'); } catch { /* gone */ } });
  let buffer = '';
  const messages = [];
  front.stdout.setEncoding('utf8').on('data', (d) => {
    buffer += d;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      messages.push(JSON.parse(line)); // only MCP on stdout: anything else fails the test here
    }
  });
  front.stderr.resume();
  const meta = {
    'io.modelcontextprotocol/protocolVersion': STATELESS_VERSION,
    'io.modelcontextprotocol/clientInfo': { name: 'claude-code', version: '2.1.330' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  let next = 1;
  const request = async (method, params = {}) => {
    const id = `s-${next++}`;
    front.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } })}\n`);
    return eventually(() => messages.find((m) => m.id === id), { timeoutMs: scaled(60000), what: `answer to ${method}` });
  };
  const discovered = await request('server/discover');
  assert.ok(discovered.result?.supportedVersions?.includes(STATELESS_VERSION), JSON.stringify(discovered));
  await eventually(async () => (await request('tools/list')).result?.tools?.some((x) => x.name === 'increment_counter'),
    { timeoutMs: scaled(30000), what: 'the package tools through patchbay stdio' });
  const answer = await request('tools/call', { name: 'increment_counter', arguments: { counter: 'stdio' } });
  assert.equal(answer.result?.resultType, 'complete', JSON.stringify(answer));
  const value = counterAnswer(answer.result);
  assert.equal(value.value, 1);
  assertExactlyOnce(project, 'stdio', [value]);
  const where = jsonOf((await request('tools/call', { name: 'list_editors', arguments: {} })).result);
  assert.equal(where.session?.reason, 'cwd', `routed by the front end's working directory: ${JSON.stringify(where.session)}`);

  // subscriptions/listen through the front end: acknowledged, then the list change a new tool makes;
  // notifications/cancelled ends it without an answer.
  const listenId = 'listen-1';
  front.stdin.write(`${JSON.stringify({
    jsonrpc: '2.0', id: listenId, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true }, _meta: meta },
  })}\n`);
  const onListen = (method) => (m) => m.method === method && m.params?._meta?.['io.modelcontextprotocol/subscriptionId'] === listenId;
  await eventually(() => messages.find(onListen('notifications/subscriptions/acknowledged')), { what: 'acknowledged through patchbay stdio' });
  const created = await request('tools/call', {
    name: 'create_script',
    arguments: { path: 'Assets/Editor/StatelessHelloTool.cs', content: PROJECT_TOOL, compile: true },
  });
  assert.equal(created.result?.isError ?? false, false, JSON.stringify(created));
  await eventually(() => messages.find(onListen('notifications/tools/list_changed')),
    { timeoutMs: scaled(30000), what: 'tools/list_changed through patchbay stdio' });
  assert.equal(textOf((await request('tools/call', { name: 'stateless_hello', arguments: { name: 'stdio' } })).result), 'hello stdio');
  front.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: listenId } })}\n`);
  assert.ok((await request('tools/list')).result?.tools?.some((x) => x.name === 'stateless_hello'), 'the front end keeps serving');
  assert.equal(messages.filter((m) => m.id === listenId).length, 0, 'a cancelled listen gets no answer');
});
