// A real MCP client against Patchbay (issue 16): Claude Code 2.1.332 (pinned, tests/clients/package-lock.json),
// configured by `patchbay setup claude-code` alone, runs an agent loop (`claude -p`) whose model is a local
// script speaking the Messages API (lib/dialects/anthropic_messages.mjs: no network, no key). Its MCP traffic
// is the real client's: it probes server/discover, stays on MCP 2026-07-28, and calls the real package's
// tools on the headless editor host — once through `patchbay stdio` (the entry setup writes), once over
// HTTP (`setup --http`).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startHost, copyProject, eventually, e2eTest as test } from '../e2e/lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';
import { startScriptedModel, dialects } from './lib/scripted_model.mjs';
import { startNetworkTrap } from './lib/network_trap.mjs';
import {
  clientHome, setup, runClient, runInteractive, describeRun, assertLoop, assertInEditor, hubStatus, makeObjectScript,
  clientsDir, patchbay,
} from './lib/agent.mjs';
import { writeFileSync } from 'node:fs';

const claude = process.env.PATCHBAY_CLAUDE_CODE
  ?? path.join(clientsDir, 'node_modules/@anthropic-ai/claude-code-linux-x64/claude');
const T = { timeout: scaled(240000) };

// Claude Code in the project, talking only to the scripted model (the trap catches anything else).
function runClaude(ctx, model, trap, args) {
  return runClient(claude, args, {
    cwd: ctx.project,
    env: {
      ...ctx.env, ...trap.env, ANTHROPIC_BASE_URL: model.url, ANTHROPIC_API_KEY: 'sk-ant-scripted-test',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', ENABLE_TOOL_SEARCH: 'false',
    },
  });
}

async function runAgent(t, ctx, objectName) {
  assert.ok(existsSync(claude), `${claude} missing; tests/clients/run.sh installs it`);
  const model = await startScriptedModel(t, makeObjectScript(objectName), dialects.anthropicMessages);
  const trap = await startNetworkTrap(t);
  const result = await runClaude(ctx, model, trap, [
    '-p', `Make a GameObject named ${objectName} in the open Unity scene.`,
    '--allowedTools', 'mcp__unity__get_editor_state,mcp__unity__create_game_object',
    '--output-format', 'json',
  ]);
  const where = describeRun('claude', result, model);
  assert.ok(model.toolsOffered.includes('mcp__unity__create_game_object'), `Patchbay's tools reach the model: ${where}`);
  assertLoop(result, model, objectName, where);
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${where}`);
  return model;
}

// What the hub saw of the client: Claude Code on MCP 2026-07-28 (no session), its transport and routing.
async function assertClaudeSession(t, ctx, objectName, transport) {
  const { call, editor } = await assertInEditor(t, ctx.hub, { objectName, project: ctx.project, clientName: 'claude-code' });
  const status = await hubStatus(ctx.hub);
  const row = status.sessions.find((s) => s.client?.name === 'claude-code');
  assert.ok(row, `Claude Code is a client of the hub: ${JSON.stringify(status.sessions)}`);
  assert.equal(row.stateless, true, `it runs on MCP 2026-07-28 (no session): ${JSON.stringify(row)}`);
  assert.equal(row.client.version, '2.1.332');
  assert.equal(row.transport, transport);
  // patchbay stdio sends Claude Code's working directory with each request; over HTTP the entry's pin.
  assert.equal(row.lastReason, transport === 'stdio' ? 'cwd' : 'pinned', JSON.stringify(row));
  assert.equal(row.lastEditor, editor.id);
  assert.equal(row.calls, 2);
  assert.equal(call.session, row.id);
}

test('Claude Code through the stdio entry `patchbay setup claude-code` writes: 2026-07-28, the real package\'s tools, routed by its directory', T, async (t) => {
  const ctx = await clientHome(t, 'ClaudeStdio');
  setup(ctx, ['claude-code']);
  const config = JSON.parse(readFileSync(path.join(ctx.home, '.claude.json'), 'utf8'));
  assert.deepEqual(config.mcpServers.unity.args, ['stdio']);
  await runAgent(t, ctx, 'FromClaudeStdio');
  await assertClaudeSession(t, ctx, 'FromClaudeStdio', 'stdio');
});

// Two editors, and Claude Code sends no working directory over HTTP: `--project` pins it by a header.
test('Claude Code over HTTP (`patchbay setup claude-code --http --project`): 2026-07-28, pinned to its project among two editors', T, async (t) => {
  const ctx = await clientHome(t, 'ClaudeHttp');
  const other = copyProject(t, { name: 'OtherGame', root: ctx.home });
  await startHost(t, { project: other, stateDir: ctx.stateDir });
  setup(ctx, ['claude-code', '--http', '--project', ctx.project]);
  const config = JSON.parse(readFileSync(path.join(ctx.home, '.claude.json'), 'utf8'));
  assert.equal(config.mcpServers.unity.url, `http://127.0.0.1:${ctx.hub.port}/mcp`);
  assert.deepEqual(config.mcpServers.unity.headers, { 'Patchbay-Project': ctx.project });
  await runAgent(t, ctx, 'FromClaudeHttp');
  await assertClaudeSession(t, ctx, 'FromClaudeHttp', 'http');
});

// The other face (issue 32): the Agent Skill `patchbay setup claude-code` installs reaches the model, and
// the agent drives the editor with `patchbay call` in Claude Code's Bash tool — same routing (the
// project directory), same result as the MCP call above.
test('Claude Code with the skill: `patchbay call` in its Bash tool reaches the editor of its directory', T, async (t) => {
  const ctx = await clientHome(t, 'ClaudeSkill');
  setup(ctx, ['claude-code']);
  assert.ok(existsSync(path.join(ctx.home, '.claude', 'skills', 'patchbay-unity', 'SKILL.md')), 'setup installed the skill');
  const command = `'${patchbay}' call create_game_object --name FromClaudeShell --position 0,1,0`;
  const model = await startScriptedModel(t, [{ shell: command }, { text: 'Done.' }], dialects.anthropicMessages);
  const trap = await startNetworkTrap(t);
  const result = await runClaude(ctx, model, trap, [
    '-p', 'Make a GameObject named FromClaudeShell with the patchbay command.',
    '--allowedTools', 'Bash',
    '--output-format', 'json',
  ]);
  const where = describeRun('claude', result, model);
  assert.equal(result.code, 0, where);
  assert.match(model.lastMainRequest ?? '', /patchbay-unity/, `the skill is offered to the model: ${where}`);
  assert.equal(model.toolResults.length, 1, where);
  assert.equal(model.toolResults[0].name, 'Bash', where);
  assert.match(model.toolResults[0].text, /FromClaudeShell/, where);
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${where}`);
  const { call } = await assertInEditor(t, ctx.hub, { objectName: 'FromClaudeShell', project: ctx.project, clientName: 'patchbay-cli' });
  assert.equal(call.reason, 'cwd', 'routed by the directory Claude Code ran the command in');
});

// Issue 46: the editors as MCP resources reach the model through Claude Code's own resource tools — it lists
// the server's resources (the hub's, and the Agent Skill's SKILL.md) and reads an editor's state.
test('Claude Code reads Patchbay\'s resources: ListMcpResourcesTool and ReadMcpResourceTool on an editor\'s state', T, async (t) => {
  const ctx = await clientHome(t, 'ClaudeResources');
  setup(ctx, ['claude-code', '--no-skill']);
  const editor = await eventually(async () => (await hubStatus(ctx.hub)).editors.find((e) => e.projectPath === ctx.project),
    { timeoutMs: scaled(30000), what: 'the editor connected' });
  const uri = `patchbay://editors/${encodeURIComponent(editor.id)}/state`;
  const model = await startScriptedModel(t, [
    { builtin: 'ListMcpResourcesTool', input: { server: 'unity' } },
    { builtin: 'ReadMcpResourceTool', input: { server: 'unity', uri } },
    { text: 'Done.' },
  ], dialects.anthropicMessages);
  const trap = await startNetworkTrap(t);
  const result = await runClaude(ctx, model, trap, [
    '-p', 'What state is the Unity editor in?',
    '--allowedTools', 'ListMcpResourcesTool,ReadMcpResourceTool',
    '--output-format', 'json',
  ]);
  const where = describeRun('claude', result, model);
  assert.equal(result.code, 0, where);
  assert.equal(model.toolResults.length, 2, where);
  const [listed, read] = model.toolResults;
  assert.equal(listed.isError, false, where);
  assert.ok(listed.text.includes(uri), `the editor's state is listed: ${where}`);
  assert.ok(listed.text.includes('skill://patchbay-unity/SKILL.md'), `and the Agent Skill: ${where}`);
  assert.equal(read.isError, false, where);
  assert.ok(read.text.includes(editor.id) && read.text.includes('editorState'), `the state reached the model: ${where}`);
  const state = JSON.parse(JSON.parse(read.text).contents[0].text);
  assert.equal(state.editorState.playMode, 'edit', where);
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${where}`);
});

// Issue 46: tasks reach the real client. Claude Code declares the tasks extension (SEP-2663) on every
// 2026-07-28 request of its interactive CLI — not of `claude -p` (its entrypoint "sdk-cli" leaves it out) —
// so this runs the terminal UI in a pseudo-terminal, as a user does. A compile and a test run the agent
// calls become tasks on the hub; Claude Code moves each to the background at once, polls tasks/get, and
// hands the model each result as a task notification when the work ends: the compile's from the domain
// its reload made.
test('Claude Code\'s interactive CLI runs compile and run_tests as MCP tasks: backgrounded, results as task notifications', T, async (t) => {
  const ctx = await clientHome(t, 'ClaudeTasks', {
    settings: { groups: { tests: true }, autoStartHub: false, allowTests: true },
  });
  setup(ctx, ['claude-code', '--no-skill']);
  // What a user has answered once: onboarding done, the key accepted, the project trusted.
  const configFile = path.join(ctx.home, '.claude.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const key = 'sk-ant-scripted-test';
  Object.assign(config, {
    hasCompletedOnboarding: true,
    lastReleaseNotesSeen: '2.1.332',
    customApiKeyResponses: { approved: [key.slice(-20)], rejected: [] },
    projects: { [ctx.project]: { hasTrustDialogAccepted: true } },
  });
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  // The interactive CLI asks its model before the MCP servers are up: the script waits for them first.
  const model = await startScriptedModel(t, [
    { builtin: 'WaitForMcpServers', input: {} },
    { tool: 'compile', input: {} },
    { tool: 'run_tests', input: { mode: 'EditMode' } },
    { text: 'Both are running.' },
    { text: 'Noted.' },
  ], dialects.anthropicMessages);
  const trap = await startNetworkTrap(t);
  const notified = (what) => (model.lastMainRequest ?? '').includes(`(unity/${what}) completed`);
  const result = await runInteractive(claude, [
    'Compile the scripts and run the EditMode tests.', '--allowedTools', 'mcp__unity__compile,mcp__unity__run_tests',
  ], {
    cwd: ctx.project,
    env: {
      ...ctx.env, ...trap.env, ANTHROPIC_BASE_URL: model.url, ANTHROPIC_API_KEY: key,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', ENABLE_TOOL_SEARCH: 'false',
      CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL: '1',
    },
    until: () => notified('compile') && notified('run_tests'),
    timeoutMs: scaled(150000),
  });
  const where = describeRun('claude (interactive)', result, model);
  assert.equal(result.timedOut, false, `both results reached the model: ${where}`);
  const started = model.toolResults.filter((r) => /^mcp__unity__(compile|run_tests)$/.test(r.name));
  assert.equal(started.length, 2, where);
  for (const r of started)
    assert.match(r.text, /started server-side task [0-9a-f]{32}\. It was moved to the background/, `backgrounded at once: ${where}`);
  // Each result, as the model reads it in its notification.
  const body = JSON.parse(model.lastMainRequest);
  const notes = JSON.stringify(body.messages);
  assert.match(notes, /unity\/compile\) completed[\s\S]*?\\"status\\":\\"succeeded\\"[\s\S]*?domainReloaded\\":true/, where);
  assert.match(notes, /unity\/run_tests\) completed[\s\S]*?passed/, where);
  const status = await hubStatus(ctx.hub);
  for (const tool of ['compile', 'run_tests']) {
    const call = status.calls.find((c) => c.tool === tool && c.client === 'claude-code');
    assert.ok(call, `the hub ran ${tool} for Claude Code: ${JSON.stringify(status.calls)}`);
    assert.equal(call.outcome, 'ok', JSON.stringify(call));
  }
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${JSON.stringify(trap.attempts)}`);
});
