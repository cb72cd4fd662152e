// The command line against a running hub: status, editors, call (success, tool error, usage errors,
// no hub, routing, progress, Ctrl-C cancellation), doctor, stop.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, before, after } from 'node:test';
import {
  test, stateDir, minimalEnv, startServe, readHubJson, alive, projectCopy, startHost, waitEditor, runCli,
  addTestEditor, echoTool, slowTool, blockTool, tempDir, hubBinary, track, terminate, exitedWithin, eventually,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

// A scope with `after` for helpers that register cleanups, used from before()/after() hooks.
function scope() {
  const fns = [];
  return { after: (fn) => fns.push(fn), run: async () => { for (const fn of fns.reverse()) await fn(); } };
}

describe('against a headless editor host', { timeout: scaled(180000) }, () => {
  const sc = scope();
  let dir; let env; let project; let hub; let editor;
  const cli = (...args) => runCli([...args, '--state-dir', dir], { env });

  before(async () => {
    dir = stateDir(sc);
    env = minimalEnv(sc);
    project = projectCopy(sc, 'CliProject');
    hub = await startServe(sc, dir, { env });
    await startHost(sc, { project, dir });
    editor = await waitEditor(dir, env, project);
  }, { timeout: scaled(60000) });
  after(() => sc.run());

  test('editors: a table with the id, state, scene and project; --json lists the metadata', async () => {
    const r = await cli('editors');
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.match(lines[0], /\bID\b.*\bSTATE\b.*\bPROJECT\b/);
    const row = lines.find((l) => l.includes(editor.id));
    assert.ok(row, `a row for ${editor.id}:\n${r.stdout}`);
    assert.ok(row.includes(project) && row.includes('ready') && row.includes('Assets/Scenes/Main.unity'), row);
    const j = await cli('editors', '--json');
    assert.equal(j.code, 0, j.stderr);
    const list = JSON.parse(j.stdout);
    assert.equal(list.length, 1);
    assert.equal(list[0].id, editor.id);
    assert.equal(list[0].projectPath, project);
    assert.equal(list[0].projectName, 'CliProject');
  });

  // Issue 44: a value is a value. A word right after a parameter's flag is its value even when it looks
  // like an option of patchbay call, so `--filter "--state-dir=/x"` cannot send the call to another hub;
  // after a boolean flag (no value) such a word is refused, and nothing is called.
  test('call: a value that looks like an option of patchbay call is a value, never an option', async () => {
    const { existsSync } = await import('node:fs');
    const elsewhere = path.join(dir, 'elsewhere');
    const r = await cli('call', 'find_game_objects', '--name', `--state-dir=${elsewhere}`, '--json');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).isError, false, r.stdout);
    assert.equal(existsSync(elsewhere), false, 'no other state directory was used');
    const b = await cli('call', 'find_game_objects', '--active', `--state-dir=${elsewhere}`);
    assert.equal(b.code, 2, b.stdout + b.stderr);
    assert.match(b.stderr, /follows --active, which takes no value/, b.stderr);
    assert.match(b.stderr, /Nothing was called/);
    assert.equal(existsSync(elsewhere), false);
  });

  test('status: running, where, which pid, how many editors (text and --json)', async () => {
    const r = await cli('status');
    assert.equal(r.code, 0, r.stderr);
    assert.ok(r.stdout.includes(String(hub.info.pid)), r.stdout);
    assert.ok(r.stdout.includes(`:${hub.info.port}`), r.stdout);
    assert.match(r.stdout, /Editors: 1\b/);
    const j = JSON.parse((await cli('status', '--json')).stdout);
    assert.equal(j.running, true);
    assert.equal(j.pid, hub.info.pid);
    assert.equal(j.editors.length, 1);
  });

  test('call: success prints the result and exits 0; --json prints the CallToolResult', async () => {
    const r = await cli('call', 'get_project_info');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).projectPath, project);
    const j = await cli('call', 'get_project_info', '--json');
    assert.equal(j.code, 0, j.stderr);
    const res = JSON.parse(j.stdout);
    assert.equal(res.isError, false);
    assert.equal(JSON.parse(res.content[0].text).projectPath, project);
    // One JSON object as the arguments, and key=value pairs.
    const byJson = await cli('call', 'find_game_objects', '{"name": "No Such Object"}');
    assert.equal(byJson.code, 0, byJson.stderr);
    assert.equal(JSON.parse(byJson.stdout).total, 0);
    const byKv = await cli('call', 'find_game_objects', 'name=No Such Object');
    assert.equal(byKv.code, 0, byKv.stderr);
    assert.equal(JSON.parse(byKv.stdout).total, 0);
  });

  test('call: a tool error exits 1 and says what went wrong', async () => {
    // A JSON object goes to the editor as it is (flags and key=value are checked here first).
    const r = await cli('call', 'get_game_object', '{"bogus": 1}');
    assert.equal(r.code, 1, `stdout: ${r.stdout}\nstderr: ${r.stderr}`);
    assert.match(r.stdout + r.stderr, /bogus/);
    const j = await cli('call', 'get_game_object', '{"bogus": 1}', '--json');
    assert.equal(j.code, 1);
    assert.equal(JSON.parse(j.stdout).isError, true);
  });

  test('call: usage errors exit 2 and the tool never runs', async () => {
    for (const args of [
      ['call'],
      ['call', 'get_editor_state', 'not json{'],
      ['call', 'get_editor_state', '{"a": 1}', '{"b": 2}'],
      ['call', 'get_editor_state', '--timeout', 'abc'],
      ['call', 'get_editor_state', '--no-such-flag'],
      ['editors', '--no-such-flag'],
    ]) {
      const r = await cli(...args);
      assert.equal(r.code, 2, `${args.join(' ')}: code ${r.code}\n${r.stderr}`);
      assert.ok(r.stderr.length > 0, `${args.join(' ')}: says why on stderr`);
      assert.equal(r.stdout, '', `${args.join(' ')}: nothing on stdout`);
    }
  });

  test('call: an unknown tool or editor is an error that names it', async () => {
    const r = await cli('call', 'no_such_tool');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /no_such_tool/);
    const e = await cli('call', 'get_editor_state', '--editor', 'NoSuchEditor');
    assert.notEqual(e.code, 0);
    assert.match(e.stdout + e.stderr, /NoSuchEditor/);
  });

  test('doctor: reports the hub and the editor, exits 0 when all is well', async () => {
    const r = await cli('doctor');
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.ok(r.stdout.includes(String(hub.info.pid)), r.stdout);
    assert.ok(r.stdout.includes(editor.id), r.stdout);
    assert.doesNotMatch(r.stdout, /\[fail\]/);
  });

  test('stop: the hub exits, hub.json no longer points at a live hub, the CLI says none runs', async () => {
    const r = await cli('stop');
    assert.equal(r.code, 0, r.stderr);
    assert.ok(await exitedWithin(hub.proc, scaled(5000)), 'the hub process exited');
    const info = readHubJson(dir);
    assert.ok(!info || !alive(info.pid), `hub.json: ${JSON.stringify(info)}`);
    const s = JSON.parse((await cli('status', '--json')).stdout);
    assert.equal(s.running, false);
    const e = await cli('editors');
    assert.equal(e.code, 3, 'no hub: exit 3');
    const again = await cli('stop');
    assert.equal(again.code, 0, 'stopping twice is not an error');
  });
});

test('no hub: editors/call exit 3 and say how to start one; status says none runs; doctor fails', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  for (const args of [['editors'], ['call', 'get_editor_state'], ['editors', '--json']]) {
    const r = await runCli([...args, '--state-dir', dir], { env });
    assert.equal(r.code, 3, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /patchbay (serve|stdio)/, `${args.join(' ')} says how to start a hub: ${r.stderr}`);
    assert.equal(r.stdout, '');
  }
  const s = await runCli(['status', '--state-dir', dir], { env });
  assert.match(s.stdout + s.stderr, /no patchbay hub is running/i);
  const sj = await runCli(['status', '--json', '--state-dir', dir], { env });
  assert.equal(JSON.parse(sj.stdout).running, false);
  const d = await runCli(['doctor', '--state-dir', dir], { env });
  assert.equal(d.code, 1, d.stdout);
  assert.match(d.stdout, /\[fail\].*hub/);
  assert.equal(readHubJson(dir), null, 'the CLI never starts a hub by itself');
});

test('call routes with --editor; several editors and none chosen exits 4 listing them', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const root = tempDir(t, 'patchbay-fd-projects-');
  const alpha = await addTestEditor(t, dir, { project: 'Alpha', projectPath: path.join(root, 'Alpha') });
  const beta = await addTestEditor(t, dir, { project: 'Beta', projectPath: path.join(root, 'Beta') });
  const cli = (...args) => runCli([...args, '--state-dir', dir], { env });
  const none = await cli('call', 'echo');
  assert.equal(none.code, 4, none.stderr);
  assert.ok((none.stdout + none.stderr).includes(alpha.id) && (none.stdout + none.stderr).includes(beta.id), none.stderr);
  const r = await cli('call', 'echo', 'text=hi', 'n=5', '--editor', 'Beta');
  assert.equal(r.code, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.editor, beta.id);
  assert.deepEqual(out.args, { text: 'hi', n: 5 }, 'key=value follows the schema types');
  const all = await cli('call', 'echo', '--editor', '*', '--json');
  assert.equal(all.code, 0, all.stderr);
  assert.equal(alpha.runCount('echo') + beta.runCount('echo'), 3);
});

test('call reports progress on stderr and keeps stdout for the result', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  await addTestEditor(t, dir, { project: 'Slow', tools: [slowTool()] });
  const r = await runCli(['call', 'slow', 'steps=3', 'intervalMs=50', '--state-dir', dir], { env });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /done 3 steps/);
  assert.doesNotMatch(r.stdout, /step 1\/3/);
  assert.match(r.stderr, /step 1\/3|1\/3/, `progress on stderr: ${r.stderr}`);
});

test('Ctrl-C cancels the call in the editor and the CLI exits promptly with a non-zero code', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'Slow', tools: [slowTool(), blockTool()] });
  const from = ed.messages.length;
  const proc = track(spawn(hubBinary, ['call', 'slow', '{"steps": 1000, "intervalMs": 50}', '--state-dir', dir],
    { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  t.after(() => terminate(proc));
  let stderr = '';
  proc.stdout.resume();
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  const call = await ed.waitForCall('slow', { from, what: 'the call reached the editor' });
  await eventually(() => /step 2\//.test(stderr), { what: `progress on stderr: ${stderr}` }).catch(() => {});
  proc.kill('SIGINT');
  const status = await exitedWithin(proc, scaled(3000));
  assert.ok(status, 'the CLI exited within 3 s of SIGINT');
  assert.ok(status.code !== 0 || status.signal === 'SIGINT', `non-zero exit: ${JSON.stringify(status)}`);
  await ed.until(() => ed.cancellations.some((c) => c.requestId === call.id || c.params?.requestId === call.id),
    { timeoutMs: scaled(5000), what: `notifications/cancelled for ${call.id}; got ${JSON.stringify(ed.cancellations)}` });
});

test('call --timeout: gives up after the timeout with a non-zero exit', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'Blocked', tools: [blockTool()] });
  const r = await runCli(['call', 'block', 'key=never', '--timeout', '1', '--state-dir', dir], { env, timeoutMs: scaled(10000) });
  assert.equal(r.timedOut, false, 'the CLI honoured --timeout');
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, /time|timed out/i);
  assert.equal(ed.runCount('block'), 1);
});
