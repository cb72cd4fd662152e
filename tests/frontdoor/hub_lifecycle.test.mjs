// One hub per state directory; --exit-when-idle; POST /admin/shutdown with the token; a stale
// hub.json (dead pid) is ignored and replaced, unless the hub there proves it holds its token.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  test, stateDir, minimalEnv, startServe, runCli, readHubJson, alive, waitHubJson, connectSdkStdio,
  hubBinary, track, terminate, exitedWithin, addTestEditor, eventually,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

test('a second `serve` on the same state directory exits 2 and says a hub already runs', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const first = await startServe(t, dir, { env });
  const r = await runCli(['serve', '--state-dir', dir], { env, timeoutMs: scaled(10000) });
  assert.equal(r.timedOut, false, 'the second hub did not keep running');
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr, /already running/i);
  assert.ok(r.stderr.includes(String(first.info.pid)), `names the running hub: ${r.stderr}`);
  assert.equal(readHubJson(dir).pid, first.info.pid, 'hub.json still describes the first hub');
  assert.ok(first.proc.exitCode === null, 'the first hub keeps running');
});

test('--exit-when-idle 1: a hub with no editors and no sessions exits by itself', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const hub = await startServe(t, dir, { env, args: ['--exit-when-idle', '1'] });
  const status = await exitedWithin(hub.proc, scaled(8000));
  assert.ok(status, 'exited');
  assert.equal(status.code, 0, hub.stderr());
  const info = readHubJson(dir);
  assert.ok(!info || info.pid !== hub.info.pid || !alive(info.pid));
});

test('--exit-when-idle: an editor or a session keeps the hub alive; it exits once both are gone', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const hub = await startServe(t, dir, { env, args: ['--exit-when-idle', '1'] });
  const ed = await addTestEditor(t, dir, { project: 'Keep' });
  assert.equal(await exitedWithin(hub.proc, 2500), null, 'still running with an editor attached');
  await ed.quit();
  const status = await exitedWithin(hub.proc, scaled(8000));
  assert.ok(status, 'exited after the editor left');
});

test('POST /admin/shutdown needs the token; with it the hub exits', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const hub = await startServe(t, dir, { env });
  const url = `${hub.info.url}/admin/shutdown`;
  const bad = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer wrong' } });
  assert.ok(bad.status === 401 || bad.status === 403, `wrong token: ${bad.status}`);
  const none = await fetch(url, { method: 'POST' });
  assert.ok(none.status === 401 || none.status === 403, `no token: ${none.status}`);
  assert.equal(await exitedWithin(hub.proc, 500), null, 'still running');
  const ok = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${hub.info.token}` } });
  assert.ok(ok.status >= 200 && ok.status < 300, `with the token: ${ok.status}`);
  assert.ok(await exitedWithin(hub.proc, scaled(5000)), 'exited');
});

test('a stale hub.json (dead pid) is ignored: stdio starts a new hub and rewrites it', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  // A pid that is surely dead: a child that has exited and been reaped.
  const dead = track(spawn('true'));
  await exitedWithin(dead, scaled(5000));
  writeFileSync(path.join(dir, 'hub.json'), JSON.stringify({
    url: 'http://127.0.0.1:9', port: 9, pid: dead.pid, version: '0.1.0', token: 'stale',
  }), { mode: 0o600 });
  const s = await connectSdkStdio(t, { dir, env });
  const info = await waitHubJson(dir, { notPid: dead.pid });
  assert.notEqual(info.token, 'stale');
  assert.deepEqual((await s.listEditors()).editors, []);
  const st = JSON.parse((await runCli(['status', '--json', '--state-dir', dir], { env })).stdout);
  assert.equal(st.running, true);
  assert.equal(st.pid, info.pid);
});

test('a stale hub.json: `serve` starts anyway and `status` does not report the dead hub', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const dead = track(spawn('true'));
  await exitedWithin(dead, scaled(5000));
  writeFileSync(path.join(dir, 'hub.json'), JSON.stringify({
    url: 'http://127.0.0.1:9', port: 9, pid: dead.pid, version: '0.1.0', token: 'stale',
  }), { mode: 0o600 });
  const st = JSON.parse((await runCli(['status', '--json', '--state-dir', dir], { env })).stdout);
  assert.equal(st.running, false);
  const hub = await startServe(t, dir, { env });
  assert.equal(readHubJson(dir).pid, hub.proc.pid);
});

// Codex and Claude Code run the agent's commands under bubblewrap, in a PID namespace of their own:
// the hub's pid is not visible there although the hub runs (issue 33). A pid that looks dead does
// not make a hub that answers with hub.json's token a stale one; a hub that does not know the
// token (another hub on a stale file's port) stays a stranger.
test('a hub whose pid cannot be seen (a sandbox\'s PID namespace) is found by its token; without the token it is not', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const real = readHubJson(dir);
  const dead = track(spawn('true'));
  await exitedWithin(dead, scaled(5000));
  const seenFrom = stateDir(t);
  const status = async (token) => {
    writeFileSync(path.join(seenFrom, 'hub.json'), JSON.stringify({ ...real, pid: dead.pid, token }), { mode: 0o600 });
    return JSON.parse((await runCli(['status', '--json', '--state-dir', seenFrom], { env })).stdout);
  };
  assert.equal((await status(real.token)).running, true, 'the token proves it is the hub of hub.json');
  assert.equal((await status('not-its-token')).running, false, 'another hub on that port is not ours');
});

test('hub.json has the documented fields (docs/protocol.md §2) and mode 0600', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const hub = await startServe(t, dir, { env });
  const info = readHubJson(dir);
  for (const k of ['url', 'port', 'pid', 'version', 'token', 'linkProtocol']) assert.ok(k in info, `${k} in ${JSON.stringify(Object.keys(info))}`);
  assert.equal(info.linkProtocol, 'patchbay-link/1');
  const { statSync } = await import('node:fs');
  assert.equal(statSync(path.join(dir, 'hub.json')).mode & 0o777, 0o600);
  assert.equal(info.pid, hub.proc.pid);
});

// docs/security.md: the token in hub.json lets anyone drive the editors, so other local users must not
// read it. A state directory or hub.json left readable by others (created by hand, or copied) is made
// private again when a hub starts.
test('a state directory and a stale hub.json readable by others are made private when the hub starts', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const { chmodSync, statSync } = await import('node:fs');
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'hub.json'), JSON.stringify({
    url: 'http://127.0.0.1:9', port: 9, pid: 999999, version: '0.1.0', token: 'stale',
  }), { mode: 0o644 });
  chmodSync(path.join(dir, 'hub.json'), 0o644);
  const hub = await startServe(t, dir, { env });
  assert.equal(readHubJson(dir).pid, hub.proc.pid);
  assert.equal(statSync(dir).mode & 0o777, 0o700, 'the state directory is private');
  assert.equal(statSync(path.join(dir, 'hub.json')).mode & 0o777, 0o600, 'hub.json is private');
});
