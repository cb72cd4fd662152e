// A real MCP client against Patchbay (issue 16): Claude Code 2.1.332 (pinned, tests/clients/package-lock.json),
// configured by `patchbay setup claude-code` alone, runs an agent loop (`claude -p`) whose model is a local
// script (lib/scripted_model.mjs: no network, no key). Its MCP traffic is the real client's: it probes
// server/discover, stays on MCP 2026-07-28, and calls the real package's tools on the headless editor host —
// once through `patchbay stdio` (the entry setup writes), once over HTTP (`setup --http`).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, textOf, tempDir, e2eTest as test, repoRoot,
} from '../e2e/lib/e2e.mjs';
import { startScriptedModel } from './lib/scripted_model.mjs';
import { scaled } from '../lib/time.mjs';

const claude = process.env.PATCHBAY_CLAUDE_CODE
  ?? path.join(repoRoot, '.tools/clients/node_modules/@anthropic-ai/claude-code-linux-x64/claude');
const patchbay = process.env.PATCHBAY_BIN ? path.resolve(process.env.PATCHBAY_BIN) : path.join(repoRoot, 'build/bin/patchbay');
const T = { timeout: scaled(240000) };

// The agent's task, as the scripted model plays it: look at the editor, make an object, done.
const script = (name) => [
  { tool: 'mcp__unity__get_editor_state', input: {} },
  { tool: 'mcp__unity__create_game_object', input: { name } },
  { text: `Created ${name}.` },
];

function run(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { err += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), scaled(120000));
    child.once('exit', (code, signal) => { clearTimeout(timer); resolve({ code, signal, out, err }); });
  });
}

// A private HOME whose ~/.patchbay is the hub's state directory: the stdio entry setup writes finds the
// hub there, as on a user's machine.
async function setup(t, name) {
  assert.ok(existsSync(claude), `${claude} missing; tests/clients/run.sh installs it`);
  const home = tempDir(t, 'patchbay-claude-');
  const stateDir = path.join(home, '.patchbay');
  mkdirSync(stateDir, { recursive: true });
  const hub = await startHub(t, { stateDir });
  const project = copyProject(t, { name, root: home });
  const host = await startHost(t, { project, stateDir });
  const env = { ...process.env, HOME: home, PATCHBAY_STATE_DIR: stateDir };
  return { hub, project, host, home, env };
}

async function runAgent(t, { home, project, env }, objectName) {
  const model = await startScriptedModel(t, script(objectName));
  const result = await run(claude, [
    '-p', `Make a GameObject named ${objectName} in the open Unity scene.`,
    '--allowedTools', 'mcp__unity__get_editor_state,mcp__unity__create_game_object',
    '--output-format', 'json',
  ], {
    cwd: project,
    env: {
      ...env, HOME: home, ANTHROPIC_BASE_URL: model.url, ANTHROPIC_API_KEY: 'sk-ant-scripted-test',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', ENABLE_TOOL_SEARCH: 'false',
    },
  });
  const where = `claude exit ${result.code ?? result.signal}; stdout:\n${result.out.slice(-3000)}\nstderr:\n${result.err.slice(-3000)}\nmodel saw tools: ${model.toolsOffered.join(',')}`;
  assert.equal(result.code, 0, where);
  assert.ok(model.toolsOffered.includes('mcp__unity__create_game_object'), `Patchbay's tools reach the model: ${where}`);
  assert.equal(model.toolResults.length, 2, `two tool results: ${JSON.stringify(model.toolResults)}\n${where}`);
  return { model, result };
}

// What the agent did, seen from outside it: the hub's view of the client, the object in the editor.
async function assertDone(t, hub, model, objectName, transport, project) {
  const [state, created] = model.toolResults;
  assert.equal(state.isError, false, state.text);
  assert.equal(JSON.parse(state.text).activeScene, 'Assets/Scenes/Main.unity', `the editor's state: ${state.text}`);
  assert.equal(created.isError, false, created.text);
  assert.match(created.text, new RegExp(objectName));

  const status = await (await fetch(`http://127.0.0.1:${hub.port}/api/status`)).json();
  const row = status.sessions.find((s) => s.client?.name === 'claude-code');
  assert.ok(row, `Claude Code is a client of the hub: ${JSON.stringify(status.sessions)}`);
  assert.equal(row.stateless, true, `it runs on MCP 2026-07-28 (no session): ${JSON.stringify(row)}`);
  assert.equal(row.client.version, '2.1.332');
  assert.equal(row.transport, transport);
  // patchbay stdio sends Claude Code's working directory with each request; over HTTP the entry's pin.
  assert.equal(row.lastReason, transport === 'stdio' ? 'cwd' : 'pinned', JSON.stringify(row));
  const editor = status.editors.find((e) => e.id === row.lastEditor);
  assert.equal(editor?.projectPath, project, `the call went to ${row.lastEditor}`);
  assert.equal(row.calls, 2);
  assert.ok(status.calls.some((c) => c.tool === 'create_game_object' && c.session === row.id && c.outcome === 'ok'), JSON.stringify(status.calls));

  const s = await connectClient(t, hub);
  const found = await s.call('find_game_objects', { name: objectName, editor: row.lastEditor });
  assert.match(textOf(found), new RegExp(objectName), `the object is in the editor: ${textOf(found)}`);
}

test('Claude Code through the stdio entry `patchbay setup claude-code` writes: 2026-07-28, the real package\'s tools, routed by its directory', T, async (t) => {
  const ctx = await setup(t, 'ClaudeStdio');
  const configured = spawnSync(patchbay, ['setup', 'claude-code'], { env: ctx.env, encoding: 'utf8' });
  assert.equal(configured.status, 0, configured.stderr + configured.stdout);
  const config = JSON.parse(readFileSync(path.join(ctx.home, '.claude.json'), 'utf8'));
  assert.deepEqual(config.mcpServers.unity.args, ['stdio']);
  const { model } = await runAgent(t, ctx, 'FromClaudeStdio');
  await assertDone(t, ctx.hub, model, 'FromClaudeStdio', 'stdio', ctx.project);
});

// Two editors, and Claude Code sends no working directory over HTTP: `--project` pins it by a header.
test('Claude Code over HTTP (`patchbay setup claude-code --http --project`): 2026-07-28, pinned to its project among two editors', T, async (t) => {
  const ctx = await setup(t, 'ClaudeHttp');
  const other = copyProject(t, { name: 'OtherGame', root: ctx.home });
  await startHost(t, { project: other, stateDir: path.join(ctx.home, '.patchbay') });
  const configured = spawnSync(patchbay, ['setup', 'claude-code', '--http', '--project', ctx.project],
    { env: ctx.env, encoding: 'utf8' });
  assert.equal(configured.status, 0, configured.stderr + configured.stdout);
  const config = JSON.parse(readFileSync(path.join(ctx.home, '.claude.json'), 'utf8'));
  assert.equal(config.mcpServers.unity.url, `http://127.0.0.1:${ctx.hub.port}/mcp`);
  assert.deepEqual(config.mcpServers.unity.headers, { 'Patchbay-Project': ctx.project });
  const { model } = await runAgent(t, ctx, 'FromClaudeHttp');
  await assertDone(t, ctx.hub, model, 'FromClaudeHttp', 'http', ctx.project);
});
