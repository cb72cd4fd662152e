// Helpers for the front-door tests (issue 6): `patchbay stdio` launched as MCP clients launch it, the
// hub it starts detached, the CLI (status/stop/editors/call/doctor), headless editor hosts and test
// editors. Every test gets its own state directory and PATCHBAY_LISTEN=127.0.0.1:0, so an auto-started
// hub never takes port 3917. Hubs started by the front end are not our children: every pid seen in a
// test's hub.json is remembered and killed after the test (and when this process exits).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, readdirSync, realpathSync, cpSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { StdioPeer } from '../../interop/lib/rawstdio.mjs';
import { Client, StdioClientTransport } from '../../lib/sdk.mjs';
import {
  hubBinary, hostBinary, sampleProject, terminate, stopCleanly, exitedWithin, sleep, testWithTimeout,
  runCli as harnessRunCli, readHubJson as harnessReadHubJson, eventually as harnessEventually,
  addEditor, sessionCalls,
} from '../../lib/hub_harness.mjs';
import { echoTool, blockTool, slowTool } from '../../editor-double/test_editor.mjs';
import { scaled } from '../../lib/time.mjs';

export {
  hubBinary, repoRoot, hostBinary, sampleProject, exited, exitedWithin, terminate, sleep, textOf, answeredBy,
  connectReady,
} from '../../lib/hub_harness.mjs';
export { StdioPeer, echoTool, blockTool, slowTool };

export const TEST_TIMEOUT_MS = scaled(60000);
export const test = testWithTimeout(TEST_TIMEOUT_MS);

// ---- processes we must not leave behind ---------------------------------------------------------

const children = new Set();
const hubPids = new Set();

function isPatchbayHub(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return argv.some((a) => a.endsWith('patchbay')) && argv.includes('serve');
  } catch {
    return false;
  }
}

export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped by its parent) counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z /.test(stat);
  } catch {
    return false;
  }
}

function killHub(pid, signal = 'SIGKILL') {
  if (!isPatchbayHub(pid)) return;
  try { process.kill(pid, signal); } catch { /* gone */ }
}

process.on('exit', () => {
  for (const c of children) { try { c.kill('SIGKILL'); } catch { /* gone */ } }
  for (const pid of hubPids) killHub(pid);
});

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function rememberHub(pid) {
  if (Number.isInteger(pid) && pid > 0) hubPids.add(pid);
}

// Live `patchbay serve` processes whose command line names this state directory.
export function servesFor(dir) {
  const out = [];
  let names = [];
  try { names = readdirSync('/proc'); } catch { /* no procfs */ }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const argv = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (argv.includes('serve') && argv.includes(dir) && alive(Number(name))) out.push(Number(name));
    } catch { /* gone */ }
  }
  return out;
}

// Ends the test's processes first (a live front end would start a new hub), then every hub of this
// state directory (hub.json, remembered pids, any serve naming the directory), then the directory.
async function cleanupStateDir(dir) {
  await Promise.all([...children].map((c) => terminate(c, 2000)));
  for (let round = 0; round < 2; round++) {
    const info = readHubJson(dir);
    const pids = new Set(servesFor(dir));
    if (info && alive(info.pid) && isPatchbayHub(info.pid)) pids.add(info.pid);
    for (const pid of pids) killHub(pid, 'SIGTERM');
    for (const pid of pids) {
      for (let i = 0; i < 40 && alive(pid); i++) await sleep(25);
      killHub(pid, 'SIGKILL');
      hubPids.delete(pid);
    }
    if (round === 0) await sleep(100);
  }
  rmSync(dir, { recursive: true, force: true });
}

// ---- directories and environment ----------------------------------------------------------------

export function tempDir(t, prefix = 'patchbay-fd-') {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  if (t) t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// A fresh state directory whose hubs are killed after the test.
export function stateDir(t) {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'patchbay-fd-state-')));
  if (t) t.after(() => cleanupStateDir(dir));
  return dir;
}

// What an MCP client gives a server it launches: PATH and HOME (a temporary one here, so `doctor`
// and friends never read the real user's files), plus the PATCHBAY_* a test needs.
export function minimalEnv(t, extra = {}) {
  const home = tempDir(t, 'patchbay-fd-home-');
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, PATCHBAY_LISTEN: '127.0.0.1:0', ...extra };
}

// hub.json of a state directory (its hub's pid is remembered, to be killed after the test).
export function readHubJson(dir) {
  const info = harnessReadHubJson(dir);
  if (info) rememberHub(info.pid);
  return info;
}

// The shared `eventually` with this suite's pace: hubs here start detached, through the front end.
export function eventually(pred, { timeoutMs = scaled(15000), intervalMs = 50, what = 'condition' } = {}) {
  return harnessEventually(pred, { timeoutMs, intervalMs, what });
}

// hub.json of a live hub (optionally one whose pid is not `notPid`).
export function waitHubJson(dir, { notPid, timeoutMs = scaled(15000) } = {}) {
  return eventually(() => {
    const info = readHubJson(dir);
    return info && info.pid !== notPid && alive(info.pid) ? info : null;
  }, { timeoutMs, what: `a live hub in ${dir}/hub.json${notPid ? ` other than pid ${notPid}` : ''}` });
}

export function hubLog(dir) {
  try { return readFileSync(path.join(dir, 'hub.log'), 'utf8'); } catch { return ''; }
}

// ---- the CLI -------------------------------------------------------------------------------------

// The shared runCli with cwd "/" (as MCP clients launch) and a longer limit (the CLI may start a hub).
export function runCli(args, { env, timeoutMs = scaled(20000), cwd = '/' } = {}) {
  return harnessRunCli(args, { env, timeoutMs, cwd });
}

// Starts `patchbay serve` on a state directory as a user would (port from PATCHBAY_LISTEN).
export async function startServe(t, dir, { env, args = [] } = {}) {
  const proc = track(spawn(hubBinary, ['serve', '--state-dir', dir, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  let stderr = '';
  if (t) t.after(() => stopCleanly(proc, 'patchbay serve', () => stderr));
  proc.stdout.resume();
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  const info = await eventually(() => {
    if (proc.exitCode !== null) throw new Error(`serve exited ${proc.exitCode}: ${stderr}`);
    const i = readHubJson(dir);
    return i && i.pid === proc.pid ? i : null;
  }, { what: 'hub.json of the started hub' });
  return { proc, info, stderr: () => stderr };
}

// ---- the stdio front end -------------------------------------------------------------------------

// `patchbay stdio --state-dir DIR [args]` with raw pipes (StdioPeer checks every stdout line).
export function spawnFront(t, { dir, args = [], env, cwd = '/' }) {
  const argv = ['stdio', ...(dir ? ['--state-dir', dir] : []), ...args];
  const proc = track(spawn(hubBinary, argv, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] }));
  if (t) t.after(() => stopCleanly(proc, 'patchbay stdio'));
  return new StdioPeer(proc);
}

// The official SDK client launching the front end, as Claude Code & co. do. `bad` collects stdout
// lines the SDK could not parse (it reports them through onerror).
export async function connectSdkStdio(t, { dir, args = [], env, cwd = '/', name = 'frontdoor-test' }) {
  const transport = new StdioClientTransport({
    command: hubBinary,
    args: ['stdio', ...(dir ? ['--state-dir', dir] : []), ...args],
    env,
    cwd,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.setEncoding('utf8').on('data', (d) => { stderr += d; });
  const client = new Client({ name, version: '1.0.0' }, { capabilities: {} });
  const errors = [];
  client.onerror = (err) => { errors.push(err); };
  t.after(async () => {
    const p = transport._process;
    await client.close().catch(() => {});
    if (p) await terminate(p, 2000);
  });
  await client.connect(transport, { timeout: scaled(20000) });
  if (transport._process) track(transport._process);
  return Object.assign(sessionCalls(client), {
    client,
    transport,
    errors,
    stderr: () => stderr,
    pid: () => transport.pid,
  });
}

// ---- editors -------------------------------------------------------------------------------------

// A copy of the sample project named `name` (the project name is the folder name).
export function projectCopy(t, name = 'Sample') {
  const root = tempDir(t, 'patchbay-fd-projects-');
  const dir = path.join(root, name);
  cpSync(sampleProject, dir, { recursive: true });
  return dir;
}

// The headless editor host on a project copy, pointed at a state directory; resolves on "ready".
export async function startHost(t, { project, dir, env = {} }) {
  assert.ok(existsSync(hostBinary), `${hostBinary} exists (unity/build.sh build)`);
  const proc = track(spawn(hostBinary, ['--project', project, '--state-dir', dir], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PATCHBAY_HOST_QUIET: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  }));
  t.after(async () => {
    try { proc.stdin.write('quit\n'); } catch { /* closed */ }
    if (!(await exitedWithin(proc, 3000))) await terminate(proc, 2000);
  });
  proc.stdin.on('error', () => {});
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  await eventually(() => {
    if (proc.exitCode !== null) throw new Error(`host exited ${proc.exitCode}: ${stderr}`);
    return /^ready \d+/m.test(stdout);
  }, { timeoutMs: scaled(40000), what: `host ready for ${project}; stderr: ${stderr.slice(-2000)}` });
  return { proc, project, stdout: () => stdout, stderr: () => stderr };
}

// Waits until the hub of `dir` lists an editor for projectPath (through `patchbay editors --json`).
export async function waitEditor(dir, env, projectPath, { timeoutMs = scaled(30000) } = {}) {
  return eventually(async () => {
    const r = await runCli(['editors', '--json', '--state-dir', dir], { env });
    if (r.code !== 0) return null;
    const list = JSON.parse(r.stdout);
    return list.find((e) => e.projectPath === projectPath && e.state === 'ready') ?? null;
  }, { timeoutMs, intervalMs: 250, what: `editor of ${projectPath} registered` });
}

// A test editor attached to the hub of a state directory (closed after the test).
export function addTestEditor(t, dir, opts = {}) {
  return addEditor(t, dir, opts);
}
