// Helpers for the hub's multi-editor end-to-end tests: a hub on port 0 with its own state directory
// (editor flags on the command line), test editors attached to it, and MCP sessions through the
// official TypeScript SDK over Streamable HTTP (with Patchbay's routing headers and initialize _meta).
import { mkdtempSync, mkdirSync, rmSync, readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { test as nodeTest } from 'node:test';
import { spawnHub, terminate, stopCleanly, makeStateDir, LISTENING_RE } from '../../interop/lib/hub.mjs';
import {
  Client, StreamableHTTPClientTransport, CallToolResultSchema, ListToolsResultSchema,
  ToolListChangedNotificationSchema,
} from '../../interop/lib/sdk.mjs';
import { TestEditor, echoTool, blockTool, slowTool, failTool } from '../../editor-double/test_editor.mjs';
import { scaled } from '../../lib/time.mjs';

export { TestEditor, echoTool, blockTool, slowTool, failTool };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const TEST_TIMEOUT_MS = scaled(30000);
export function test(name, optionsOrFn, maybeFn) {
  const fn = maybeFn ?? optionsOrFn;
  const options = maybeFn ? optionsOrFn : {};
  return nodeTest(name, { timeout: TEST_TIMEOUT_MS, ...options }, fn);
}

// ---- hubs ---------------------------------------------------------------------------------------

// Starts `patchbay serve` on 127.0.0.1:0. stateDir: reuse one (the caller owns it); otherwise a fresh
// one removed at stop(). Editor flags in seconds: heartbeat, reloadTimeout, grace, firstListWait,
// callTimeout. Resolves once hub.json is readable.
export async function startHub(t, {
  stateDir, heartbeat, reloadTimeout, grace, firstListWait, callTimeout, args = [],
} = {}) {
  const ownDir = !stateDir;
  const dir = stateDir ?? makeStateDir();
  const argv = ['serve', '--listen', '127.0.0.1:0', '--state-dir', dir];
  const flag = (name, v) => { if (v !== undefined) argv.push(name, String(v)); };
  flag('--heartbeat-interval', heartbeat);
  flag('--reload-timeout', reloadTimeout);
  flag('--editor-grace', grace);
  flag('--first-list-wait', firstListWait);
  flag('--call-timeout', callTimeout);
  argv.push(...args);
  const proc = spawnHub(argv);
  let stderr = '';
  proc.stdout.resume();
  proc.stderr.setEncoding('utf8');
  const port = await new Promise((resolve, reject) => {
    const limit = scaled(10000);
    const timer = setTimeout(() => reject(new Error(`hub did not report listening within ${limit} ms; stderr:\n${stderr}`)), limit);
    proc.stderr.on('data', (d) => {
      stderr += d;
      const m = LISTENING_RE.exec(stderr);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`hub exited (code ${code}, signal ${signal}) before listening; stderr:\n${stderr}`));
    });
  });
  let info;
  for (let i = 0; i < 100 && !info; i++) {
    try {
      const j = JSON.parse(readFileSync(path.join(dir, 'hub.json'), 'utf8'));
      if (j.port === port) info = j;
    } catch { /* not written yet */ }
    if (!info) await sleep(20);
  }
  assert.ok(info, `hub.json with port ${port} in ${dir}`);
  const hub = {
    proc,
    port,
    stateDir: dir,
    info,
    token: info.token,
    url: `http://127.0.0.1:${port}/mcp`,
    editorUrl: `ws://127.0.0.1:${port}/editor`,
    stderr: () => stderr,
    alive: () => proc.exitCode === null && proc.signalCode === null,
    async stop() {
      try {
        return await stopCleanly(proc, 'hub', () => stderr);
      } finally {
        if (ownDir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  if (t) t.after(() => hub.stop());
  return hub;
}

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

// Connects a test editor (registered) and closes it after the test. Resolves once the hub has sent
// hub/clients, which §3 puts after the tools/list that follows register: from then on the hub knows
// the editor's tools.
export async function addEditor(t, hub, opts = {}) {
  const ed = new TestEditor({ hubStateDir: hub.stateDir, ...opts });
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
  const s = {
    client,
    transport,
    log,
    listChanged,
    getStreamOpened,
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
    async select(editor) { return s.call('select_editor', { editor }); },
    terminate: () => transport.terminateSession(),
    close: () => client.close(),
  };
  return s;
}

export const textOf = (result) => (result?.content ?? []).filter((c) => c.type === 'text').map((c) => c.text).join('\n');

// The editor that answered an echo call.
export function answeredBy(result) {
  assert.notEqual(result.isError, true, `call failed: ${textOf(result)}`);
  return result.structuredContent?.editor ?? JSON.parse(result.content[0].text).editor;
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
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    await sleep(intervalMs);
  }
}

// The hub is alive and a brand-new session can list editors.
export async function assertHubHealthy(t, hub) {
  assert.ok(hub.alive(), `hub process is still running; stderr:\n${hub.stderr()}`);
  const s = await connectClient(t, hub, { name: 'health-check' });
  await s.listEditors();
  await s.close();
}
