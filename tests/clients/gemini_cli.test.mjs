// A real Gemini CLI against Patchbay (issues 16 and 33): Gemini CLI (pinned,
// tests/clients/package-lock.json), configured by `patchbay setup gemini`, runs an agent loop
// (`gemini -p`) whose model is a local script speaking the Gemini API (lib/dialects/
// gemini_generate_content.mjs through GOOGLE_GEMINI_BASE_URL: no network, no real key) and calls the
// real package's tools on the headless editor — over stdio (the entry setup wrote, wrapped in `tee` so
// the test reads the traffic as it was) and over HTTP (behind a recorder). Gemini CLI speaks only the
// older revisions: it is answered in kind and sees nothing of 2026-07-28.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eTest as test } from '../e2e/lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';
import { startScriptedModel, dialects } from './lib/scripted_model.mjs';
import { startHttpRecorder, checkRecording, assertAllAnswered } from './lib/http_recorder.mjs';
import { startNetworkTrap } from './lib/network_trap.mjs';
import {
  clientHome, setup, runClient, describeRun, assertLoop, assertInEditor, makeObjectScript, clientsDir, node,
} from './lib/agent.mjs';

const gemini = process.env.PATCHBAY_GEMINI_CLI ?? path.join(clientsDir, 'node_modules/@google/gemini-cli/bundle/gemini.js');
const T = { timeout: scaled(240000) };

// The user's own settings, there before `patchbay setup gemini` runs: an API key (the scripted model
// takes any), no usage statistics, no update checks.
const userSettings = {
  security: { auth: { selectedType: 'gemini-api-key' } },
  privacy: { usageStatisticsEnabled: false },
  general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
};

async function prepare(t, name) {
  const model = await startScriptedModel(t, makeObjectScript(`From${name}`), dialects.geminiGenerateContent);
  const ctx = await clientHome(t, name, { files: { '.gemini/settings.json': JSON.stringify(userSettings, null, 2) } });
  ctx.model = model;
  ctx.settingsFile = path.join(ctx.home, '.gemini', 'settings.json');
  // Gemini CLI starts servers only in folders the user trusts.
  writeFileSync(path.join(ctx.home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [ctx.project]: 'TRUST_FOLDER' }));
  return ctx;
}

async function runGemini(t, ctx, objectName) {
  const trap = await startNetworkTrap(t);
  const result = await runClient(node, [
    gemini, '-p', `Make a GameObject named ${objectName} in the open Unity scene.`,
    // A model by name: "auto" would first ask a classifier model to route the prompt.
    '--model', 'gemini-2.5-flash', '--approval-mode', 'yolo', '--output-format', 'json',
  ], {
    cwd: ctx.project,
    env: { ...ctx.env, ...trap.env, GOOGLE_GEMINI_BASE_URL: ctx.model.url, GEMINI_API_KEY: 'scripted-test-key', NO_COLOR: '1' },
  });
  const where = describeRun('gemini', result, ctx.model);
  assertLoop(result, ctx.model, objectName, where);
  assert.deepEqual(trap.attempts, [], `nothing left the machine: ${where}`);
  assert.deepEqual(ctx.model.unexpected, [], where);
  return result;
}

// Gemini CLI's side of the conversation: the older revision, every request answered, nothing stateless.
function assertLegacyConversation(sent, received, where) {
  const init = sent.find((m) => m.method === 'initialize');
  assert.equal(init?.params?.protocolVersion, '2025-06-18', where);
  assert.equal(received.find((m) => m.id === init.id)?.result?.protocolVersion, '2025-06-18', where);
  const stateless = (m) => JSON.stringify(m).includes('io.modelcontextprotocol/protocolVersion') || m.result?.resultType !== undefined;
  assert.deepEqual(sent.filter(stateless), [], 'the client sent nothing of 2026-07-28');
  assert.deepEqual(received.filter(stateless), [], 'and got nothing of 2026-07-28 back');
  assertAllAnswered(sent, received, where);
}

const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l)) : []);

test('Gemini CLI through the stdio entry `patchbay setup gemini` writes: an agent loop on the real package, 2025-06-18 answered in kind', T, async (t) => {
  const ctx = await prepare(t, 'GeminiStdio');
  setup(ctx, ['gemini']);
  const settings = JSON.parse(readFileSync(ctx.settingsFile, 'utf8'));
  for (const key of Object.keys(userSettings)) assert.deepEqual(settings[key], userSettings[key], `setup kept ${key}`);
  const entry = settings.mcpServers.unity;
  assert.deepEqual(entry.args, ['stdio']);
  // The same command, its stdio recorded on the way.
  const sentFile = path.join(ctx.home, 'to-patchbay.jsonl');
  const receivedFile = path.join(ctx.home, 'from-patchbay.jsonl');
  const quote = (s) => `'${s.replace(/'/g, "'\\''")}'`;
  settings.mcpServers.unity = {
    command: 'bash',
    args: ['-c', `tee ${quote(sentFile)} | ${quote(entry.command)} ${entry.args.map(quote).join(' ')} | tee ${quote(receivedFile)}`],
  };
  writeFileSync(ctx.settingsFile, JSON.stringify(settings, null, 2));

  await runGemini(t, ctx, 'FromGeminiStdio');
  const { call } = await assertInEditor(t, ctx.hub, { objectName: 'FromGeminiStdio', project: ctx.project, clientName: 'gemini-cli-mcp-client' });
  assert.equal(call.reason, 'cwd', 'patchbay stdio sent Gemini CLI\'s working directory');
  const sent = lines(sentFile);
  const received = lines(receivedFile);
  assertLegacyConversation(sent, received, JSON.stringify(sent).slice(0, 3000));
  // Gemini CLI asks for progress on every call: the token is taken and the call answered.
  const calls = sent.filter((m) => m.method === 'tools/call');
  assert.equal(calls.length, 2);
  for (const c of calls) assert.ok(c.params._meta?.progressToken !== undefined, JSON.stringify(c));
});

test('Gemini CLI over HTTP (`patchbay setup gemini --http`): every request answered with a correct Content-Type', T, async (t) => {
  const ctx = await prepare(t, 'GeminiHttp');
  setup(ctx, ['gemini', '--http', '--project', ctx.project]);
  const settings = JSON.parse(readFileSync(ctx.settingsFile, 'utf8'));
  const url = `http://127.0.0.1:${ctx.hub.port}/mcp`;
  assert.equal(settings.mcpServers.unity.httpUrl, url);
  const recorder = await startHttpRecorder(t, ctx.hub.port);
  settings.mcpServers.unity.httpUrl = recorder.url('/mcp');
  writeFileSync(ctx.settingsFile, JSON.stringify(settings, null, 2));

  await runGemini(t, ctx, 'FromGeminiHttp');
  const { call } = await assertInEditor(t, ctx.hub, { objectName: 'FromGeminiHttp', project: ctx.project, clientName: 'gemini-cli-mcp-client' });
  assert.equal(call.reason, 'pinned', 'the Patchbay-Project header setup wrote pinned it');
  const { sent, received, summary } = checkRecording(recorder, {
    name: 'gemini-cli-0.61.0-http', client: 'Gemini CLI 0.61.0 (`gemini -p`)',
  });
  assertLegacyConversation(sent, received, summary);
});
