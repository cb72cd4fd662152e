// The one harness every Node suite starts hubs with (interop, hub, e2e, front door, dashboard, bench):
// where the binaries are, the processes a test starts and must not leave behind, `patchbay serve` on
// port 0 with its own state directory, hub.json, test editors attached to a hub, and MCP sessions
// through the official TypeScript SDK. What only one suite needs stays in that suite's lib
// (tests/<suite>/lib). Every process started here is stopped after its test, also when the test
// fails, and at the latest when this Node process exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { test as nodeTest } from 'node:test';
import {
  Client, StreamableHTTPClientTransport, CallToolResultSchema, ListToolsResultSchema,
  ToolListChangedNotificationSchema,
} from './sdk.mjs';
import { TestEditor } from '../editor-double/test_editor.mjs';
import { hubBinary } from './paths.mjs';
import { scaled } from './time.mjs';

export { repoRoot, hubBinary, hostBinary, sampleProject, toolsModules } from './paths.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// node:test's `test` with a default time limit (scaled by PATCHBAY_TEST_TIME_SCALE by the caller).
export function testWithTimeout(timeoutMs) {
  return (name, optionsOrFn, maybeFn) => {
    const fn = maybeFn ?? optionsOrFn;
    const options = maybeFn ? optionsOrFn : {};
    return nodeTest(name, { timeout: timeoutMs, ...options }, fn);
  };
}

// ---- processes ----------------------------------------------------------------------------------

const live = new Set();
const livePids = new Set();
process.on('exit', () => {
  for (const child of live) {
    try { child.kill('SIGKILL'); } catch { /* gone */ }
  }
  for (const pid of livePids) {
    try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ }
  }
});

// Killed when this Node process exits, if still running.
export function track(child) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

// For processes spawned by someone else (the SDK's stdio transport).
export function trackPid(pid, child) {
  livePids.add(pid);
  child?.once('exit', () => livePids.delete(pid)); // never signal a pid that may have been reused
}

// Resolves with {code, signal} when the child has exited (immediately if it already has).
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })));
}

// Resolves with the exit status, or with null if the child is still running after ms.
export async function exitedWithin(child, ms) {
  let timer;
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  try {
    return await Promise.race([exited(child), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function terminate(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return exited(child);
  child.kill('SIGTERM');
  const status = await exitedWithin(child, graceMs);
  if (status) return status;
  child.kill('SIGKILL');
  return exited(child);
}

// Stops a hub process a test started. A hub asked to stop must exit cleanly: a non-zero code
// (a crash, or a sanitizer's report: ASan/LSan exit 86, UBSan 87 in scripts/test-sanitizers.sh), a
// signal, or no exit within the grace time fails the test that owned it. A process that was gone
// already (the test killed it, or it was meant to exit) is not judged here. Under Wine
// (PATCHBAY_WINE=1, tests/windows/run.sh) a Windows program has no SIGTERM handler: the signal ends
// wine itself, so only that death is expected there; a crash or another exit still fails.
export async function stopCleanly(child, what = 'hub', stderrText = () => '') {
  const running = child.exitCode === null && child.signalCode === null;
  const status = await terminate(child, scaled(5000));
  const wineStop = process.env.PATCHBAY_WINE === '1' && status.signal === 'SIGTERM';
  if (running && !wineStop && (status.code !== 0 || status.signal)) {
    const tail = stderrText().split('\n').slice(-40).join('\n');
    throw new Error(`${what} (pid ${child.pid}) did not exit cleanly when stopped: code ${status.code}, ` +
      `signal ${status.signal}${tail ? `; its stderr ends:\n${tail}` : ''}`);
  }
  return status;
}

export function spawnHub(args, options = {}) {
  return track(spawn(hubBinary, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options }));
}

// Runs the binary to completion (CLI tests). Kills it after timeoutMs and reports timedOut.
export async function runCli(args, { timeoutMs = scaled(5000), env = process.env, cwd } = {}) {
  const proc = spawnHub(args, { env, cwd });
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  let status = await exitedWithin(proc, timeoutMs);
  const timedOut = status === null;
  if (timedOut) status = await terminate(proc, 500);
  // Let the pipes drain.
  await Promise.all([proc.stdout, proc.stderr].map((s) => new Promise((r) => (s.closed ? r() : s.once('close', r)))));
  return { ...status, stdout, stderr, timedOut, pid: proc.pid };
}

// Waits until pred() is truthy, polling (for state the hub exposes only through queries).
export async function eventually(pred, { timeoutMs = scaled(10000), intervalMs = 25, what = 'condition' } = {}) {
  const end = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await pred();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    }
    await sleep(intervalMs);
  }
}

// ---- hubs ---------------------------------------------------------------------------------------

export const LISTENING_RE = /listening on http:\/\/(?:\[[^\]]*\]|[^:/\s]+):(\d+)/;

export function makeStateDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'patchbay-test-'));
}

// hub.json of a state directory, or null while there is none (or it is half written).
export function readHubJson(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'hub.json'), 'utf8'));
  } catch {
    return null;
  }
}

// Spawns the hub and waits for its "listening on" line: the port, or (it exited first) no port.
async function spawnListening(argv, env) {
  const proc = spawnHub(argv, { env });
  const out = { proc, stderr: '', stdout: '', port: undefined };
  proc.stdout.setEncoding('utf8').on('data', (d) => { out.stdout += d; });
  proc.stderr.setEncoding('utf8');
  out.port = await new Promise((resolve, reject) => {
    const limit = scaled(10000);
    const timer = setTimeout(() => reject(new Error(`hub did not report listening within ${limit} ms; stderr:\n${out.stderr}`)), limit);
    proc.stderr.on('data', (d) => {
      out.stderr += d;
      const m = LISTENING_RE.exec(out.stderr);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    proc.once('close', () => { clearTimeout(timer); resolve(undefined); });  // its output read to the end
    proc.once('error', (err) => { clearTimeout(timer); reject(err); });
  });
  return out;
}

// Starts `patchbay serve` on `listen` (127.0.0.1:0) and waits for its "listening on" line.
//   stateDir:  reuse one (the caller owns it); otherwise a fresh one removed at stop()
//   fixtures:  pass --conformance-fixtures
//   hubJson:   also wait until hub.json names the port (then `info` and `token` are set)
//   heartbeat, reloadTimeout, grace, firstListWait, callTimeout: editor flags, in seconds
//   args, env: extra arguments, the environment
export async function startHub(t, {
  stateDir, fixtures = false, hubJson = true, listen = '127.0.0.1:0', env = process.env, args = [],
  heartbeat, reloadTimeout, grace, firstListWait, callTimeout,
} = {}) {
  const ownDir = !stateDir;
  const dir = stateDir ?? makeStateDir();
  const argv = ['serve', '--listen', listen, '--state-dir', dir];
  if (fixtures) argv.push('--conformance-fixtures');
  const flag = (name, v) => { if (v !== undefined) argv.push(name, String(v)); };
  flag('--heartbeat-interval', heartbeat);
  flag('--reload-timeout', reloadTimeout);
  flag('--editor-grace', grace);
  flag('--first-list-wait', firstListWait);
  flag('--call-timeout', callTimeout);
  argv.push(...args);
  // Under Wine (tests/windows/run.sh) wine itself now and then exits 1 at once, before the hub has
  // run at all (silent: WINEDEBUG=-all), right after another Windows process ended: a full run of
  // 72814ad lost one interop test to it. Only that — an exit before listening with nothing on
  // stderr, under Wine — is tried once more, and said; a hub that fails and says why fails the test.
  let run;  // its stdout and stderr keep growing while the hub runs: read them through `run`
  for (let attempt = 1; ; attempt++) {
    run = await spawnListening(argv, env);
    if (run.port !== undefined || attempt === 2 || process.env.PATCHBAY_WINE !== '1' || run.stderr !== '') break;
    console.log(`# wine exited before the hub ran (${run.proc.exitCode}, no output): starting it once more`);
  }
  const { proc, port } = run;
  if (port === undefined) throw new Error(`hub exited (code ${proc.exitCode}, signal ${proc.signalCode}) before listening; stderr:\n${run.stderr}`);
  let info;
  if (hubJson) {
    for (let i = 0; i < 100 && !info; i++) {
      const j = readHubJson(dir);
      if (j?.port === port) info = j;
      if (!info) await sleep(20);
    }
    assert.ok(info, `hub.json with port ${port} in ${dir}`);
  }
  const hub = {
    proc,
    port,
    stateDir: dir,
    info,
    token: info?.token,
    url: `http://127.0.0.1:${port}/mcp`,
    editorUrl: `ws://127.0.0.1:${port}/editor`,
    stderr: () => run.stderr,
    stdout: () => run.stdout,
    alive: () => proc.exitCode === null && proc.signalCode === null,
    async stop() {
      try {
        return await stopCleanly(proc, 'hub', () => run.stderr);
      } finally {
        if (ownDir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  if (t) t.after(() => hub.stop());
  return hub;
}

// ---- test editors -------------------------------------------------------------------------------

// A directory that stands for projects on disk (cwd matching compares paths).
export function projectsRoot(t) {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'patchbay-projects-')));
  if (t) t.after(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

export function makeProject(root, name) {
  const p = path.join(root, name);
  mkdirSync(path.join(p, 'Assets', 'Scripts'), { recursive: true });
  return p;
}

// Connects a test editor (registered) to a hub (one startHub returned, or its state directory) and
// closes it after the test. Resolves once the hub has sent hub/clients, which §3 puts after the
// tools/list that follows register: from then on the hub knows the editor's tools. opts.connect:
// false leaves it unconnected.
export async function addEditor(t, hubOrStateDir, opts = {}) {
  const stateDir = typeof hubOrStateDir === 'string' ? hubOrStateDir : hubOrStateDir.stateDir;
  const ed = new TestEditor({ hubStateDir: stateDir, ...opts });
  if (t) t.after(() => ed.close());
  if (opts.connect !== false) await connectReady(ed);
  return ed;
}

export async function connectReady(ed, opts) {
  const from = ed.messages.length;
  const result = await ed.connect(opts);
  await ed.waitForMessage((m) => m.method === 'hub/clients', { from, what: 'hub/clients after register' });
  return result;
}

// ---- MCP sessions -------------------------------------------------------------------------------

export const textOf = (result) => (result?.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');

// The editor that answered an echo call.
export function answeredBy(result) {
  assert.notEqual(result.isError, true, `call failed: ${textOf(result)}`);
  return result.structuredContent?.editor ?? JSON.parse(result.content[0].text).editor;
}

// What a test does with a connected SDK client, whatever its transport.
export function sessionCalls(client) {
  const s = {
    // tools/call through client.request (no output-schema validation: fan-out results are not the
    // tool's own shape). opts: {onprogress, signal, timeout}.
    call(name, args = {}, opts = {}) {
      return client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema,
        { timeout: scaled(30000), ...opts });
    },
    async listTools() {
      return (await client.request({ method: 'tools/list', params: {} }, ListToolsResultSchema, { timeout: scaled(30000) })).tools;
    },
    async listEditors() {
      const r = await s.call('list_editors', {});
      assert.notEqual(r.isError, true, `list_editors failed: ${textOf(r)}`);
      return r.structuredContent;
    },
  };
  return s;
}

// An SDK client over Streamable HTTP. headers go on every request (so on the initialize POST);
// initMeta is merged into the initialize params' _meta. `log` records every message both ways.
export async function connectClient(t, hub, {
  headers = {}, initMeta, name = 'hub-test', version = '1.0.0', capabilities = {}, watchListChanged = false,
} = {}) {
  let streamOpened;
  const getStreamOpened = new Promise((r) => { streamOpened = r; });
  const f = async (url, init) => {
    const res = await fetch(url, init);
    if ((init?.method ?? 'GET') === 'GET' && res.status === 200) streamOpened();
    return res;
  };
  const transport = new StreamableHTTPClientTransport(new URL(hub.url), { fetch: f, requestInit: { headers } });
  const log = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    let m = message;
    if (initMeta && m.method === 'initialize') m = { ...m, params: { ...m.params, _meta: { ...(m.params._meta ?? {}), ...initMeta } } };
    log.push({ dir: 'out', msg: m });
    return send(m, options);
  };
  let handler;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => handler,
    set: (h) => { handler = h && ((msg, extra) => { log.push({ dir: 'in', msg }); h(msg, extra); }); },
  });
  const client = new Client({ name, version }, { capabilities });
  client.onerror = () => {};
  const listChanged = [];
  client.setNotificationHandler(ToolListChangedNotificationSchema, (n) => { listChanged.push(n); });
  await client.connect(transport, { timeout: scaled(10000) });
  if (t) t.after(() => client.close().catch(() => {}));
  if (watchListChanged) {
    await Promise.race([getStreamOpened, sleep(scaled(5000)).then(() => { throw new Error(`GET stream not opened within ${scaled(5000)} ms`); })]);
  }
  const s = Object.assign(sessionCalls(client), {
    client,
    transport,
    log,
    listChanged,
    getStreamOpened,
    async select(editor) { return s.call('select_editor', { editor }); },
    terminate: () => transport.terminateSession(),
    close: () => client.close(),
  });
  return s;
}

// The hub is alive and a brand-new session can list editors.
export async function assertHubHealthy(t, hub) {
  assert.ok(hub.alive(), `hub process is still running; stderr:\n${hub.stderr()}`);
  const s = await connectClient(t, hub, { name: 'health-check' });
  await s.listEditors();
  await s.close();
}
