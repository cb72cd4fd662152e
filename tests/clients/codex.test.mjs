// A real Codex against Patchbay (issue 33): Codex CLI (pinned, tests/clients/package-lock.json) runs an
// agent loop (`codex exec`) whose model is a local script speaking the Responses API
// (lib/dialects/openai_responses.mjs, a custom model provider in ~/.codex/config.toml: no network, no
// key) and calls the real package's tools on the headless editor through the entry
// `patchbay setup codex` wrote into that same file — once over stdio, once over HTTP behind a recorder
// that keeps every exchange, so the test sees what Codex sent (its OAuth discovery probes first) and
// how the hub answered each.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eTest as test } from '../e2e/lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';
import { startScriptedModel, dialects } from './lib/scripted_model.mjs';
import { startHttpRecorder, checkRecording } from './lib/http_recorder.mjs';
import { startNetworkTrap } from './lib/network_trap.mjs';
import {
  clientHome, setup, runClient, describeRun, assertLoop, assertInEditor, hubStatus, makeObjectScript, clientsDir, node, patchbay,
} from './lib/agent.mjs';

const codex = process.env.PATCHBAY_CODEX ?? path.join(clientsDir, 'node_modules/@openai/codex/bin/codex.js');
const T = { timeout: scaled(240000) };

// The user's own settings, there before `patchbay setup codex` runs: the scripted model as a custom
// provider, and everything that would reach the internet switched off (update check, analytics,
// feedback, plugin and app sync, model discovery).
const userConfig = (modelUrl) => `# The user's settings (setup must keep them)
model = "scripted"
model_provider = "scripted"
check_for_update_on_startup = false

[model_providers.scripted]
name = "Scripted model (tests/clients)"
base_url = "${modelUrl}/v1"
env_key = "PATCHBAY_SCRIPTED_MODEL_KEY"
wire_api = "responses"

[analytics]
enabled = false

[feedback]
enabled = false

[features]
plugins = false
remote_plugin = false
apps = false
api_key_model_discovery = false
`;

async function prepare(t, name, script = makeObjectScript(`From${name}`)) {
  const model = await startScriptedModel(t, script, dialects.openaiResponses);
  const ctx = await clientHome(t, name, { files: { '.codex/config.toml': userConfig(model.url) } });
  ctx.model = model;
  ctx.configFile = path.join(ctx.home, '.codex', 'config.toml');
  return ctx;
}

async function execCodex(t, ctx, prompt, args = []) {
  const trap = await startNetworkTrap(t);
  const result = await runClient(node, [codex, 'exec', '--skip-git-repo-check', '--color', 'never', ...args, prompt], {
    cwd: ctx.project,
    env: { ...ctx.env, ...trap.env, PATCHBAY_SCRIPTED_MODEL_KEY: 'scripted-test-key', NO_COLOR: '1' },
  });
  const where = describeRun('codex', result, ctx.model);
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${where}`);
  assert.deepEqual(ctx.model.unexpected, [], where);
  return { result, where };
}

async function runCodex(t, ctx, objectName) {
  const { result, where } = await execCodex(t, ctx, `Make a GameObject named ${objectName} in the open Unity scene.`);
  assertLoop(result, ctx.model, objectName, where);
  return result;
}

test('Codex through the stdio entry `patchbay setup codex` writes: an agent loop on the real package, routed by its directory', T, async (t) => {
  const ctx = await prepare(t, 'CodexStdio');
  setup(ctx, ['codex']);
  const config = readFileSync(ctx.configFile, 'utf8');
  assert.ok(config.startsWith(userConfig(ctx.model.url)), `the user's settings stay as they were:\n${config}`);
  assert.match(config, /\[mcp_servers\.unity\]\ncommand = ".*patchbay"\nargs = \["stdio"\]/);
  await runCodex(t, ctx, 'FromCodexStdio');
  const { call } = await assertInEditor(t, ctx.hub, { objectName: 'FromCodexStdio', project: ctx.project, clientName: 'codex-mcp-client' });
  assert.equal(call.reason, 'cwd', 'patchbay stdio sent Codex\'s working directory');
});

test('Codex over HTTP (`patchbay setup codex --http`): its OAuth probes and every request answered with a correct Content-Type', T, async (t) => {
  const ctx = await prepare(t, 'CodexHttp');
  setup(ctx, ['codex', '--http', '--project', ctx.project]);
  const config = readFileSync(ctx.configFile, 'utf8');
  const url = `http://127.0.0.1:${ctx.hub.port}/mcp`;
  assert.ok(config.includes(`url = "${url}"`), config);
  // The same entry, its traffic recorded on the way.
  const recorder = await startHttpRecorder(t, ctx.hub.port);
  writeFileSync(ctx.configFile, config.replace(url, recorder.url('/mcp')));
  // `codex mcp list` first: it asks each HTTP server whether it wants OAuth (discovery probes).
  const trap = await startNetworkTrap(t);
  const list = await runClient(node, [codex, 'mcp', 'list'], { cwd: ctx.project, env: { ...ctx.env, ...trap.env, NO_COLOR: '1' } });
  assert.equal(list.code, 0, list.out + list.err);
  assert.match(list.out, /unity\s+http:\/\/127\.0\.0\.1:\d+\/mcp\s+.*enabled/, list.out);
  await runCodex(t, ctx, 'FromCodexHttp');
  const { call } = await assertInEditor(t, ctx.hub, { objectName: 'FromCodexHttp', project: ctx.project, clientName: 'codex-mcp-client' });
  assert.equal(call.reason, 'pinned', 'the Patchbay-Project header setup wrote pinned it');

  const { summary } = checkRecording(recorder, {
    name: 'codex-0.169.0-http', client: 'Codex CLI 0.169.0 (`codex mcp list`, then `codex exec`)',
  });
  // `codex mcp list` probed for OAuth before anything else; each probe got a JSON 404 (no OAuth here).
  const probes = recorder.exchanges.filter((e) => e.path.includes('/.well-known/'));
  assert.ok(probes.length > 0, `Codex probed for OAuth:\n${summary}`);
  for (const p of probes) assert.equal(p.status, 404, summary);
});

// Codex's sandbox keeps the commands its model runs off the network, 127.0.0.1 included; the
// allowance setup writes ([sandbox_workspace_write] network_access = true) lets Patchbay's command
// line reach the hub from there — and without it the same command is blocked.
test('Codex\'s sandbox: with the allowance `patchbay setup codex` writes, `patchbay call` run by the agent reaches the hub; without it, it cannot', T, async (t) => {
  const call = (name) => `'${patchbay}' call create_game_object name=${name}`;
  const ctx = await prepare(t, 'CodexSandbox', [{ shell: call('FromCodexShell') }, { text: 'Done.' }]);
  setup(ctx, ['codex']);
  assert.match(readFileSync(ctx.configFile, 'utf8'), /\[sandbox_workspace_write\]\nnetwork_access = true {2}# added by patchbay setup/);
  const allowed = await execCodex(t, ctx, 'Make FromCodexShell with the patchbay command.', ['--sandbox', 'workspace-write']);
  assert.equal(allowed.result.code, 0, allowed.where);
  assert.equal(ctx.model.toolResults.length, 1, allowed.where);
  assert.match(ctx.model.toolResults[0].text, /FromCodexShell/, allowed.where);
  await assertInEditor(t, ctx.hub, { objectName: 'FromCodexShell', project: ctx.project, clientName: 'patchbay-cli' });

  // The same without the allowance: the entry alone (--leave-sandbox), the command blocked.
  setup(ctx, ['codex', '--remove']);
  setup(ctx, ['codex', '--leave-sandbox']);
  assert.doesNotMatch(readFileSync(ctx.configFile, 'utf8'), /sandbox_workspace_write/);
  const blocked = await startScriptedModel(t, [{ shell: call('FromCodexBlocked') }, { text: 'Done.' }], dialects.openaiResponses);
  writeFileSync(ctx.configFile, readFileSync(ctx.configFile, 'utf8').replace(ctx.model.url, blocked.url));
  ctx.model = blocked;
  const denied = await execCodex(t, ctx, 'Make FromCodexBlocked with the patchbay command.', ['--sandbox', 'workspace-write']);
  assert.equal(denied.result.code, 0, denied.where);
  assert.equal(blocked.toolResults.length, 1, denied.where);
  // Exit code 3: no hub reachable (docs/cli.md).
  assert.match(blocked.toolResults[0].text, /Process exited with code 3[\s\S]*Codex's sandbox, which has no network[\s\S]*patchbay setup codex/, denied.where);
  const status = await hubStatus(ctx.hub);
  assert.equal(status.calls.filter((c) => c.tool === 'create_game_object').length, 1, `only the allowed call reached the hub: ${JSON.stringify(status.calls)}`);
});
