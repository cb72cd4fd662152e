// TEST DOUBLE — not the Unity package. A scriptable editor that speaks the link protocol
// `patchbay-link/1` (docs/protocol.md) to a Patchbay hub, so the hub's editor side can be tested and
// benchmarked without Unity. It implements the editor's half of the contract faithfully where the hub
// can observe it — register, tools/list, tools/call with progress and cancellation, ping both ways with
// the 2·H watchdog, editor/state, editor/reloading + close 1000, and the exactly-once call record of §6
// (re-sent calls that already ran are answered from the record, never run twice) — and lets a test
// misbehave on purpose (silence, raw frames, vanishing, restarts with a new runId).
//
//   const ed = new TestEditor({ hubStateDir, project: 'Alpha', tools: [echoTool(), blockTool()] });
//   await ed.connect();            // upgrade + editor/register; resolves with the register result
//   await ed.reload({ downMs });   // editor/reloading, close 1000 "reloading", reconnect, same runId
//   await ed.restart();            // TCP drop, new runId (record lost), reconnect
//   await ed.vanish();             // TCP drop without notice
//   ed.runs.get('echo')            // how many times the handler really ran
//
// CLI (an echo editor to play with by hand; reconnects with backoff like the package):
//   node tests/editor-double/test_editor.mjs --hub-state DIR --project NAME [--project-path P]
//        [--machine M] [--alias A] [--run-id HEX32] [--url ws://…/editor --token T] [--verbose]
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { WsConnection } from './ws.mjs';
import { scaled } from '../lib/time.mjs';

export const LINK_PROTOCOL = 'patchbay-link/1';
export const PACKAGE_NAME = 'com.patchbay.unity';

// §6 record bounds.
export const RECORD_MAX_CALLS = 256;
export const RECORD_MAX_BYTES = 1024 * 1024;
export const RECORD_MAX_RESPONSE_BYTES = 64 * 1024;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// §4.2: the stable editor id the hub derives.
export function editorIdOf({ projectName, projectPath, machine }) {
  let p = projectPath.replace(/\\/g, '/').replace(/\/+/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  p = p.toLowerCase();
  const m = machine.toLowerCase();
  const hash = crypto.createHash('sha256').update(`${m}\n${p}`, 'utf8').digest().subarray(0, 4).toString('hex');
  let name = projectName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40);
  if (name === '') name = 'project';
  return `${name}@${hash}`;
}

export const newRunId = () => crypto.randomBytes(16).toString('hex');

// Reads <stateDir>/hub.json and turns it into the editor URL and token (§2).
export function hubFromStateDir(stateDir) {
  const info = JSON.parse(readFileSync(path.join(stateDir, 'hub.json'), 'utf8'));
  const base = new URL(info.url);
  const url = `${base.protocol === 'https:' ? 'wss' : 'ws'}://${base.host}/editor`;
  return { url, token: info.token, info };
}

// ---- results ------------------------------------------------------------------------------------

export function toolError(kind, text, fields = {}) {
  return { content: [{ type: 'text', text }], isError: true, _meta: { 'patchbay/error': { patchbay: kind, ...fields } } };
}

function isCallToolResult(v) {
  return v !== null && typeof v === 'object' && Array.isArray(v.content);
}

function normalizeResult(tool, value) {
  if (isCallToolResult(value)) return value;
  if (tool.outputSchema) {
    return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value, isError: false };
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return { content: [{ type: 'text', text }], isError: false };
}

const rpcError = (id, code, message, kind, extra = {}) =>
  ({ jsonrpc: '2.0', id, error: { code, message, data: { patchbay: kind, ...extra } } });

// ---- ready-made tools ---------------------------------------------------------------------------

const objectSchema = (properties = {}, required) => ({
  type: 'object', properties, additionalProperties: false, ...(required ? { required } : {}),
});

const meta = (extra = {}) => ({
  'patchbay/group': 'test', 'patchbay/security': 'none', 'patchbay/origin': 'package', 'patchbay/allowed': true, ...extra,
});

// Answers immediately with the arguments and who answered (structured).
export function echoTool(name = 'echo') {
  return {
    name,
    description: 'Test double: returns its arguments and the id of the editor that ran it.',
    inputSchema: objectSchema({ text: { type: 'string' }, n: { type: 'integer' } }),
    outputSchema: objectSchema({ editor: { type: 'string' }, project: { type: 'string' }, args: { type: 'object' } },
      ['editor', 'project', 'args']),
    annotations: { readOnlyHint: true },
    _meta: meta(),
    handler: (args, ctx) => ({ editor: ctx.editor.id, project: ctx.editor.projectName, args }),
  };
}

// Cheapest possible tool for benchmarks: a constant text block.
export function pingTool(name = 'bench_echo') {
  return {
    name,
    description: 'Test double: answers at once with a short text.',
    inputSchema: objectSchema({ text: { type: 'string' } }),
    _meta: meta(),
    handler: (args) => ({ content: [{ type: 'text', text: args.text ?? 'ok' }], isError: false }),
  };
}

// Runs until editor.release(key) (or its cancellation), reporting progress on request.
//   args: {key: string, steps?: integer}; ctx.progress(i, steps) is sent for each release step.
export function blockTool(name = 'block', { resumable = false } = {}) {
  return {
    name,
    description: 'Test double: waits until the test releases it (editor.release(key)).',
    inputSchema: objectSchema({ key: { type: 'string' } }, ['key']),
    resumable,
    _meta: meta(),
    handler: async (args, ctx) => {
      const value = await ctx.editor.waitRelease(args.key, ctx.signal);
      if (value === CANCELLED) {
        return toolError('cancelled', `Cancelled: '${name}' stopped because the call was cancelled.`);
      }
      return { content: [{ type: 'text', text: `released ${args.key}${value === undefined ? '' : `: ${value}`}` }], isError: false };
    },
  };
}

// Sends `steps` progress notifications `intervalMs` apart, then answers; stops early when cancelled.
export function slowTool(name = 'slow', { resumable = false } = {}) {
  return {
    name,
    description: 'Test double: a slow operation with progress and cancellation.',
    inputSchema: objectSchema({ steps: { type: 'integer' }, intervalMs: { type: 'integer' } }),
    resumable,
    _meta: meta(),
    handler: async (args, ctx) => {
      const steps = args.steps ?? 5;
      const interval = args.intervalMs ?? 20;
      for (let i = 1; i <= steps; i++) {
        await ctx.sleep(interval);
        if (ctx.signal.aborted) return toolError('cancelled', `Cancelled after ${i - 1} of ${steps} steps.`);
        ctx.progress(i, steps, `step ${i}/${steps}`);
      }
      return { content: [{ type: 'text', text: `done ${steps} steps` }], isError: false };
    },
  };
}

export function failTool(name = 'fail') {
  return {
    name,
    description: 'Test double: always throws.',
    inputSchema: objectSchema({ message: { type: 'string' } }),
    _meta: meta(),
    handler: (args) => { throw new Error(args.message ?? 'boom'); },
  };
}

export const CANCELLED = Symbol('cancelled');

// ---- the call record (§6) -----------------------------------------------------------------------

// Entry states: 'running' (started, no response yet), 'finished' (response stored, or stub when too
// large), 'dropped' (cancelled before it started: never runs, a re-send gets result_lost).
class CallRecord {
  constructor() {
    this.entries = new Map(); // id → entry, in insertion (= start) order
    this.bytes = 0;
  }

  get(id) { return this.entries.get(id); }

  start(id, tool, domain, resumable) {
    const e = { id, tool, domain, resumable, state: 'running', response: null, stub: false };
    this.entries.set(id, e);
    this.evict();
    return e;
  }

  finish(id, responseText) {
    const e = this.entries.get(id);
    if (!e) return null;
    e.state = 'finished';
    const size = Buffer.byteLength(responseText);
    if (size > RECORD_MAX_RESPONSE_BYTES) {
      e.stub = true;
      e.response = null;
    } else {
      e.response = responseText;
      this.bytes += size;
    }
    this.evict();
    return e;
  }

  drop(id, tool, domain) {
    const e = { id, tool, domain, resumable: false, state: 'dropped', response: null, stub: true };
    this.entries.set(id, e);
    this.evict();
  }

  // Oldest finished entries go first; running ones are never evicted.
  evict() {
    if (this.entries.size <= RECORD_MAX_CALLS && this.bytes <= RECORD_MAX_BYTES) return;
    for (const [id, e] of this.entries) {
      if (this.entries.size <= RECORD_MAX_CALLS && this.bytes <= RECORD_MAX_BYTES) break;
      if (e.state === 'running') continue;
      if (e.response) this.bytes -= Buffer.byteLength(e.response);
      this.entries.delete(id);
    }
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}

// ---- the editor ---------------------------------------------------------------------------------

let instanceCounter = 0;

export class TestEditor extends EventEmitter {
  // options:
  //   hubStateDir | (url, token)        where the hub is (hub.json re-read before every connect)
  //   project, projectPath, dataPath, machine, alias, runId, unityVersion, platform, playMode,
  //   compiling, activeScene, displayName, pid, packageVersion, protocolVersion
  //   tools: [{name, description, inputSchema, outputSchema?, _meta?, handler(args, ctx), resumable?}]
  //   answerPings (true), sendPings (true), watchdog (true): heartbeat behaviour
  //   health: the `health` object its ping answers carry (docs/protocol.md §4.7), e.g.
  //     { lastUpdateMsAgo: 60000, playMode: 'edit' } for a blocked main thread; settable later
  //     (ed.health = …); without it the answer is {} (a package older than the probe)
  //   serial (false): run calls one at a time in arrival order (Unity's main thread)
  //   kind ('editor'), build: a development build's player registers with kind 'player' and its build
  //     ({productName, version, development}); its id hashes projectPath + '#' + pid (docs/protocol.md §4.1)
  //   extraRegister: object merged into the register params (tests of malformed registers)
  //   log: function(line) for a trace
  constructor(opts = {}) {
    super();
    this.opts = opts;
    this.hubStateDir = opts.hubStateDir;
    this.url = opts.url;
    this.token = opts.token;
    this.projectName = opts.project ?? 'TestProject';
    this.projectPath = opts.projectPath ?? path.join(os.tmpdir(), 'patchbay-test-projects', this.projectName);
    this.dataPath = opts.dataPath ?? `${this.projectPath}/Assets`;
    this.machine = opts.machine ?? 'test-machine';
    this.runId = opts.runId ?? newRunId();
    this.domain = 1;
    this.packageVersion = opts.packageVersion ?? '0.1.0';
    this.protocolVersion = opts.protocolVersion ?? LINK_PROTOCOL;
    this.state = {
      activeScene: opts.activeScene ?? { name: 'Main', path: 'Assets/Scenes/Main.unity' },
      playMode: opts.playMode ?? 'edit',
      compiling: opts.compiling ?? false,
      displayName: opts.displayName ?? `${this.projectName} (test double)`,
      alias: opts.alias,
    };
    this.kind = opts.kind;
    this.build = opts.build;
    this.unityVersion = opts.unityVersion ?? '2022.3.20f1';
    this.platform = opts.platform ?? 'StandaloneLinux64';
    this.pid = opts.pid ?? (process.pid * 100 + (++instanceCounter % 100));
    this.answerPings = opts.answerPings ?? true;
    this.health = opts.health ?? null;
    this.sendPings = opts.sendPings ?? true;
    this.watchdog = opts.watchdog ?? true;
    this.serial = opts.serial ?? false;
    this.trace = opts.log ?? null;
    this.observe = opts.observe ?? true; // false: keep no message log (benchmarks)

    this.tools = new Map();
    for (const t of opts.tools ?? [echoTool()]) this.tools.set(t.name, t);

    this.record = new CallRecord();
    this.conn = null;
    this.connections = 0;
    this.registered = false;
    this.registerResult = null;
    this.reloadingSent = false;
    this.nextRequestId = 1;
    this.pendingRequests = new Map(); // our requests to the hub: id → {resolve, reject, timer}
    this.running = new Map(); // id → {abort: AbortController, progressToken, lastProgress, responded, conn}
    this.queue = []; // serial mode: calls not started yet ({id, start})
    this.queueTail = Promise.resolve();
    this.releases = new Map(); // key → {waiters: [], value, released}

    // Observations for tests.
    this.messages = []; // every message in and out: {dir: 'in'|'out', conn: n, msg | text}
    this.runs = new Map(); // tool name → times the handler ran
    this.calls = []; // every tools/call received (including re-sends)
    this.cancellations = []; // notifications/cancelled received
    this.answeredFromRecord = []; // ids answered from the record without running
    this.retriesAnswered = []; // {id, retryOf}: retries answered from the call they repeat (§6.1)
    this.retryWaiters = new Map(); // running id → retries waiting for its result
    this.toolsListRequests = 0;
    this.hubClients = null; // latest hub/clients params
    this.closes = []; // close events of every connection
    this.waiters = [];
  }

  get id() {
    const projectPath = this.kind === 'player' ? `${this.projectPath}#${this.pid}` : this.projectPath;
    return editorIdOf({ projectName: this.projectName, projectPath, machine: this.machine });
  }
  get editorId() { return this.registerResult?.editorId ?? this.id; }
  get connected() { return !!this.conn?.open; }

  log(line) { this.trace?.(`[${this.projectName}] ${line}`); }

  resolveHub() {
    if (this.hubStateDir) {
      const { url, token } = hubFromStateDir(this.hubStateDir);
      return { url: this.url ?? url, token: this.token ?? token };
    }
    return { url: this.url, token: this.token };
  }

  // ---- tools ------------------------------------------------------------------------------------

  toolDefinitions() {
    return [...this.tools.values()]
      .map(({ handler, resumable, ...def }) => ({
        inputSchema: objectSchema(),
        ...def,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  setTools(tools, { announce = true } = {}) {
    this.tools = new Map(tools.map((t) => [t.name, t]));
    if (announce) this.announceToolsChanged();
  }

  addTool(tool, { announce = true } = {}) {
    this.tools.set(tool.name, tool);
    if (announce) this.announceToolsChanged();
  }

  removeTool(name, { announce = true } = {}) {
    this.tools.delete(name);
    if (announce) this.announceToolsChanged();
  }

  announceToolsChanged() { return this.notify('notifications/tools/list_changed', {}); }

  runCount(name) { return this.runs.get(name) ?? 0; }

  // ---- release gates for blockTool --------------------------------------------------------------

  gate(key) {
    let g = this.releases.get(key);
    if (!g) {
      g = { waiters: [], released: false, value: undefined };
      this.releases.set(key, g);
    }
    return g;
  }

  waitRelease(key, signal) {
    const g = this.gate(key);
    if (g.released) return Promise.resolve(g.value);
    return new Promise((resolve) => {
      const w = (v) => resolve(v);
      g.waiters.push(w);
      signal?.addEventListener('abort', () => {
        g.waiters.splice(g.waiters.indexOf(w), 1);
        resolve(CANCELLED);
      }, { once: true });
    });
  }

  release(key, value) {
    const g = this.gate(key);
    g.released = true;
    g.value = value;
    for (const w of g.waiters.splice(0)) w(value);
  }

  // ---- connection -------------------------------------------------------------------------------

  // Opens the WebSocket and (unless register: false) registers. Resolves with the register result;
  // rejects with the upgrade refusal or the register error (err.rpcError).
  async connect({ register = true, headers, timeoutMs = scaled(10000) } = {}) {
    const { url, token } = this.resolveHub();
    const h = { ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}), ...(headers ?? {}) };
    const conn = await WsConnection.connect(url, { headers: h, timeoutMs });
    this.attach(conn);
    if (!register) return null;
    const reply = await this.register();
    if (reply.error) {
      const err = new Error(`editor/register failed: ${JSON.stringify(reply.error)}`);
      err.rpcError = reply.error;
      throw err;
    }
    return reply.result;
  }

  attach(conn) {
    const n = ++this.connections;
    conn.n = n;
    this.conn = conn;
    this.registered = false;
    this.reloadingSent = false;
    this.lastReceived = Date.now();
    conn.autoPong = this.answerPings;
    conn.on('text', (text) => this.onText(conn, text));
    conn.on('binary', (buf) => this.onBinary(conn, buf));
    conn.on('close', (ev) => {
      const entry = { conn: n, ...ev };
      this.closes.push(entry);
      this.log(`closed ${JSON.stringify(entry)}`);
      if (this.conn === conn) {
        this.stopHeartbeat();
        this.registered = false;
        for (const [id, p] of this.pendingRequests) {
          if (p.conn === conn) {
            clearTimeout(p.timer);
            this.pendingRequests.delete(id);
            p.reject(new Error(`connection closed (${ev.code}) before the answer to ${id}`));
          }
        }
      }
      this.emit('close', entry);
      this.wake();
    });
  }

  registerParams(overrides = {}) {
    const editor = {
      projectName: this.projectName,
      projectPath: this.projectPath,
      dataPath: this.dataPath,
      activeScene: this.state.activeScene,
      machine: this.machine,
      pid: this.pid,
      unityVersion: this.unityVersion,
      platform: this.platform,
      playMode: this.state.playMode,
      compiling: this.state.compiling,
      displayName: this.state.displayName,
      ...(this.state.alias !== undefined ? { alias: this.state.alias } : {}),
      ...(this.kind !== undefined ? { kind: this.kind } : {}),
      ...(this.build !== undefined ? { build: this.build } : {}),
    };
    return {
      protocolVersion: this.protocolVersion,
      package: { name: PACKAGE_NAME, version: this.packageVersion },
      runId: this.runId,
      domain: this.domain,
      editor,
      ...(this.opts.extraRegister ?? {}),
      ...overrides,
    };
  }

  async register(params = this.registerParams()) {
    const reply = await this.request('editor/register', params, { allowUnregistered: true });
    if (reply.result) {
      this.registered = true;
      this.registerResult = reply.result;
      this.startHeartbeat(reply.result.heartbeatIntervalMs ?? 5000);
      this.log(`registered as ${reply.result.editorId} (run ${this.runId.slice(0, 8)}, domain ${this.domain})`);
      // Responses that finished while no connection was open wait for the hub's re-send (§6).
    }
    return reply;
  }

  // Closes with 1000 "reloading" after editor/reloading (§4.10) and reconnects at once (or after
  // downMs) with the same runId. Calls running in the old domain that are not resumable die with it.
  async reload({ downMs = 0, reason = 'assembly_reload', register = true } = {}) {
    await this.beginReload({ reason });
    if (downMs) await sleep(downMs);
    return this.finishReload({ register });
  }

  async beginReload({ reason = 'assembly_reload' } = {}) {
    const running = [...this.record.entries.values()]
      .filter((e) => e.state === 'running' && this.running.has(e.id)).map((e) => e.id);
    this.notify('editor/reloading', { reason, running });
    this.reloadingSent = true;
    this.killDomain({ keepResumable: true });
    const conn = this.conn;
    this.stopHeartbeat();
    if (conn) await conn.close(1000, 'reloading');
  }

  finishReload({ register = true } = {}) {
    this.domain += 1;
    return this.connect({ register });
  }

  // The editor process restarts: the connection goes away (how: 'drop' | 'quit' (close 1001) |
  // 'reloading' (editor/reloading + 1000, e.g. a crash during a reload)), the record is lost, a new
  // runId is drawn, and (unless reconnect: false) it connects again after downMs.
  async restart({ how = 'drop', downMs = 0, reconnect = true, runId = newRunId() } = {}) {
    if (this.conn?.open) {
      if (how === 'quit') await this.conn.close(1001, 'editor quitting');
      else if (how === 'reloading') await this.beginReload();
      else await this.conn.destroy();
    }
    this.stopHeartbeat();
    this.killDomain({ keepResumable: false });
    this.record.clear();
    this.retryWaiters.clear();
    this.queue = [];
    this.runId = runId;
    this.domain = 1;
    if (!reconnect) return null;
    if (downMs) await sleep(downMs);
    return this.connect();
  }

  // Drops the TCP connection without a close frame. The process lives on (handlers keep running and
  // their responses wait in the record), as after a network failure.
  async vanish() {
    this.stopHeartbeat();
    if (this.conn) await this.conn.destroy();
  }

  // Closes with 1001 "editor quitting" (§8: the hub fails pending calls at once).
  async quit() {
    this.stopHeartbeat();
    if (this.conn?.open) await this.conn.close(1001, 'editor quitting');
  }

  async close() {
    this.stopHeartbeat();
    this.killDomain({ keepResumable: false });
    for (const g of this.releases.values()) for (const w of g.waiters.splice(0)) w(CANCELLED);
    if (this.conn?.open) await Promise.race([this.conn.close(1001, 'editor quitting'), sleep(2500)]);
    if (this.conn?.open) await this.conn.destroy();
  }

  // Stops answering and sending anything (a hung editor, half-open socket): no pings out, no answers
  // to pings (also not to WebSocket ping frames), no watchdog.
  goSilent() {
    this.answerPings = false;
    this.sendPings = false;
    this.watchdog = false;
    this.silent = true;
    if (this.conn) this.conn.autoPong = false;
    this.stopHeartbeat();
  }

  // A domain (or process) ends: running calls that cannot resume are abandoned (their results never
  // go out; a re-send answers `interrupted`); calls queued and not started are forgotten (the hub
  // re-sends them, and they run then).
  killDomain({ keepResumable }) {
    for (const [id, r] of this.running) {
      const e = this.record.get(id);
      if (keepResumable && e?.resumable) continue;
      r.killed = true;
      r.abort.abort();
      this.running.delete(id);
    }
    this.queue = [];
  }

  // ---- heartbeats (§5) --------------------------------------------------------------------------

  startHeartbeat(intervalMs) {
    this.stopHeartbeat();
    this.heartbeatMs = intervalMs;
    const conn = this.conn;
    this.heartbeatTimer = setInterval(() => {
      if (!conn.open) return;
      if (this.watchdog && Date.now() - this.lastReceived > 2 * intervalMs) {
        this.log('heartbeat timeout: closing 4003');
        conn.close(4003, 'heartbeat timeout');
        conn.destroy();
        return;
      }
      if (this.sendPings && this.registered) {
        this.request('ping', undefined, { timeoutMs: scaled(4 * intervalMs) }).catch(() => {});
      }
    }, intervalMs);
    this.heartbeatTimer.unref?.();
  }

  stopHeartbeat() {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  // ---- sending ----------------------------------------------------------------------------------

  sendMessage(msg, conn = this.conn) {
    if (!conn?.open) return false;
    const text = JSON.stringify(msg);
    if (this.observe) this.messages.push({ dir: 'out', conn: conn.n, msg });
    return conn.send(text);
  }

  // A text frame with anything in it (malformed JSON, floods).
  sendRaw(text, conn = this.conn) {
    if (!conn?.open) return false;
    if (this.observe) this.messages.push({ dir: 'out', conn: conn.n, text });
    return conn.send(text);
  }

  notify(method, params) {
    const msg = { jsonrpc: '2.0', method };
    if (params !== undefined) msg.params = params;
    return this.sendMessage(msg);
  }

  // Sends the mutable metadata (§4.9). By default all five fields, as the package does.
  setState(changes, { all = true } = {}) {
    Object.assign(this.state, changes);
    const { activeScene, playMode, compiling, displayName, alias } = this.state;
    const full = { activeScene, playMode, compiling, displayName, ...(alias !== undefined ? { alias } : {}) };
    return this.notify('editor/state', all ? full : changes);
  }

  request(method, params, { timeoutMs = scaled(10000), id = `e-${this.nextRequestId++}`, allowUnregistered = false } = {}) {
    const conn = this.conn;
    if (!conn?.open) return Promise.reject(new Error(`not connected (request ${method})`));
    const msg = { jsonrpc: '2.0', id, method };
    if (params !== undefined) msg.params = params;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingRequests.delete(id);
        reject(new Error(`no answer to ${method} (${id}) within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref?.();
      this.pendingRequests.set(id, { resolve, reject, timer, conn });
      this.sendMessage(msg, conn);
      void allowUnregistered;
    });
  }

  // ---- receiving --------------------------------------------------------------------------------

  onBinary(conn, buf) {
    this.messages.push({ dir: 'in', conn: conn.n, binary: buf });
    this.lastReceived = Date.now();
  }

  onText(conn, text) {
    this.lastReceived = Date.now();
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      this.messages.push({ dir: 'in', conn: conn.n, text });
      this.sendMessage(rpcError(null, -32700, 'Parse error: not JSON', 'parse_error'), conn);
      this.wake();
      return;
    }
    if (this.observe) this.messages.push({ dir: 'in', conn: conn.n, msg });
    this.emit('message', msg, conn.n);
    try {
      this.dispatch(conn, msg);
    } finally {
      this.wake();
    }
  }

  dispatch(conn, msg) {
    if (msg === null || typeof msg !== 'object' || Array.isArray(msg) || msg.jsonrpc !== '2.0') {
      const id = msg && typeof msg === 'object' && 'id' in msg ? msg.id : null;
      this.sendMessage(rpcError(id, -32600, 'Invalid request: not a JSON-RPC 2.0 message', 'invalid_request'), conn);
      return;
    }
    const isRequest = typeof msg.method === 'string' && 'id' in msg;
    const isNotification = typeof msg.method === 'string' && !('id' in msg);
    if (!isRequest && !isNotification) {
      const p = this.pendingRequests.get(msg.id);
      if (p) {
        clearTimeout(p.timer);
        this.pendingRequests.delete(msg.id);
        p.resolve(msg);
      }
      return;
    }
    if (this.silent) return;
    if (isNotification) {
      if (msg.method === 'notifications/cancelled') this.onCancelled(msg.params ?? {});
      else if (msg.method === 'hub/clients') {
        this.hubClients = msg.params;
        this.emit('hub/clients', msg.params);
      }
      return;
    }
    switch (msg.method) {
      case 'ping':
        if (this.answerPings) {
          this.sendMessage({ jsonrpc: '2.0', id: msg.id, result: this.health ? { health: this.health } : {} }, conn);
        }
        return;
      case 'tools/list':
        this.toolsListRequests++;
        this.sendMessage({ jsonrpc: '2.0', id: msg.id, result: { tools: this.toolDefinitions() } }, conn);
        return;
      case 'tools/call':
        this.onCall(conn, msg);
        return;
      default:
        this.sendMessage(rpcError(msg.id, -32601, `Method not found: ${msg.method}`, 'method_not_found'), conn);
    }
  }

  onCall(conn, msg) {
    const { id } = msg;
    if (this.observe) this.calls.push({ conn: conn.n, msg, domain: this.domain });
    // After editor/reloading no call starts on this connection and none is answered (§4.10).
    if (this.reloadingSent) return;
    const params = msg.params;
    if (params === null || typeof params !== 'object' || Array.isArray(params) || typeof params.name !== 'string') {
      this.sendMessage(rpcError(id, -32602, "Invalid params: 'name' must be a string", 'invalid_params', { field: 'name' }), conn);
      return;
    }
    const entry = this.record.get(id);
    if (entry) {
      this.answerFromRecord(conn, entry);
      return;
    }
    if (this.queue.some((q) => q.id === id)) return; // queued in this domain: it will answer
    const retryOf = params._meta?.['patchbay/retryOf'];
    if (typeof retryOf === 'string' && this.answerRetry(id, params, retryOf)) return;
    const tool = this.tools.get(params.name);
    if (!tool) {
      const n = this.tools.size;
      this.sendMessage(rpcError(id, -32602,
        `Unknown tool '${params.name}'. This editor has ${n} tools; call tools/list to see them.`,
        'unknown_tool', { tool: params.name }), conn);
      return;
    }
    const start = () => this.runCall(id, tool, params);
    if (!this.serial) {
      start();
      return;
    }
    const item = { id, tool: tool.name, start };
    this.queue.push(item);
    this.queueTail = this.queueTail.then(async () => {
      const at = this.queue.indexOf(item);
      if (at < 0) return; // cancelled before it started, or its domain died
      this.queue.splice(at, 1);
      await start();
    });
  }

  answerFromRecord(conn, entry) {
    const { id } = entry;
    if (entry.state === 'finished') {
      this.answeredFromRecord.push(id);
      if (entry.stub) {
        this.sendResult(id, toolError('result_lost',
          `'${entry.tool}' finished, but its result was too large to keep for a re-send. It ran exactly once; run a read-only tool to see its effect.`,
          { tool: entry.tool }), { store: false, conn });
      } else {
        this.sendRaw(entry.response, conn);
      }
      return;
    }
    if (entry.state === 'dropped') {
      this.answeredFromRecord.push(id);
      this.sendResult(id, toolError('result_lost',
        `'${entry.tool}' was cancelled before it started and did not run.`, { tool: entry.tool }), { store: false, conn });
      return;
    }
    // running
    if (entry.domain === this.domain && this.running.has(id)) return; // answers when it finishes
    if (entry.resumable && this.running.has(id)) return; // resumed: answers when done
    const result = toolError('interrupted',
      `Interrupted by a Unity domain reload: '${entry.tool}' had started and may have partly run. Check the project state before retrying.`,
      { tool: entry.tool });
    this.answeredFromRecord.push(id);
    this.sendResult(id, result, { conn });
  }

  // §6.1: a retry of a call whose answer had an unknown outcome is answered from that call when it
  // completed or still runs (its result under the retry's id); false when the retry must run (that
  // call never ran here, was dropped, or ended cancelled).
  answerRetry(id, params, retryOf) {
    const first = this.record.get(retryOf);
    if (!first || first.tool !== params.name || first.state === 'dropped') return false;
    this.retriesAnswered.push({ id, retryOf });
    if (first.state === 'running') {
      if (this.running.has(retryOf)) {
        const waiting = this.retryWaiters.get(retryOf) ?? [];
        waiting.push({ id, params });
        this.retryWaiters.set(retryOf, waiting);
      } else {
        this.sendResult(id, toolError('interrupted',
          `Interrupted by a Unity domain reload: '${first.tool}' had started and may have partly run. Check the project state before retrying.`,
          { tool: first.tool }));
      }
      return true;
    }
    if (first.stub) {
      this.sendResult(id, toolError('result_lost', `'${first.tool}' finished, but its result was too large to keep.`, { tool: first.tool }));
      return true;
    }
    const { result } = JSON.parse(first.response);
    if (result?._meta?.['patchbay/error']?.patchbay === 'cancelled') {
      this.retriesAnswered.pop();
      return false;
    }
    this.sendResult(id, result);
    return true;
  }

  async runCall(id, tool, params) {
    const entry = this.record.start(id, tool.name, this.domain, !!tool.resumable);
    void entry;
    const abort = new AbortController();
    const progressToken = params._meta?.progressToken;
    const r = { abort, progressToken, lastProgress: -Infinity, responded: false, killed: false, conn: this.conn, domain: this.domain };
    this.running.set(id, r);
    this.runs.set(tool.name, this.runCount(tool.name) + 1);
    this.emit('run', { id, tool: tool.name, params });
    this.wake();
    const ctx = {
      id,
      args: params.arguments ?? {},
      meta: params._meta,
      editor: this,
      signal: abort.signal,
      progressToken,
      sleep: (ms) => new Promise((resolve) => {
        const t = setTimeout(resolve, ms);
        abort.signal.addEventListener('abort', () => { clearTimeout(t); resolve(); }, { once: true });
      }),
      // §4.5: only with a token, strictly increasing, never after the response, and not after the
      // call moved to another connection (its token belonged to the old one).
      progress: (progress, total, message) => {
        if (progressToken === undefined || r.responded || r.killed) return false;
        if (!(progress > r.lastProgress)) throw new Error(`progress must increase: ${progress} after ${r.lastProgress}`);
        if (this.conn !== r.conn || !this.conn?.open || this.reloadingSent) return false;
        r.lastProgress = progress;
        const p = { progressToken, progress };
        if (total !== undefined) p.total = total;
        if (message !== undefined) p.message = message;
        return this.notify('notifications/progress', p);
      },
    };
    let result;
    try {
      result = normalizeResult(tool, await tool.handler(ctx.args, ctx));
    } catch (err) {
      result = toolError('tool_failed', `'${tool.name}' failed: ${err?.message ?? err}`, { exception: err?.name ?? 'Error' });
    }
    if (r.killed) return; // its domain died; the re-send answers `interrupted`
    this.running.delete(id);
    r.responded = true;
    this.sendResult(id, result);
    const retries = this.retryWaiters.get(id) ?? [];
    this.retryWaiters.delete(id);
    for (const w of retries) {
      if (result?._meta?.['patchbay/error']?.patchbay === 'cancelled') this.runCall(w.id, tool, w.params);
      else this.sendResult(w.id, result);
    }
  }

  // Records the response (§6) and sends it on the open, registered connection, if any.
  sendResult(id, result, { store = true, conn = null } = {}) {
    const text = JSON.stringify({ jsonrpc: '2.0', id, result });
    if (store) this.record.finish(id, text);
    const target = conn ?? this.conn;
    if (target?.open && (this.registered || conn) && !this.reloadingSent) {
      this.sendRaw(text, target);
    }
    this.wake();
  }

  onCancelled(params) {
    const id = params.requestId;
    this.cancellations.push(params);
    this.emit('cancelled', params);
    const queued = this.queue.findIndex((q) => q.id === id);
    if (queued >= 0) {
      const [item] = this.queue.splice(queued, 1);
      this.record.drop(id, item.tool, this.domain);
      return;
    }
    this.running.get(id)?.abort.abort();
  }

  // ---- waiting ----------------------------------------------------------------------------------

  wake() {
    for (const w of [...this.waiters]) {
      const v = w.check();
      if (v) {
        clearTimeout(w.timer);
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(v);
      }
    }
  }

  // Resolves with the first truthy value of check() (evaluated now and after every event).
  until(check, { timeoutMs = scaled(10000), what = 'condition' } = {}) {
    const v = check();
    if (v) return Promise.resolve(v);
    return new Promise((resolve, reject) => {
      const w = { check, resolve };
      w.timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`[${this.projectName}] timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  // First incoming message matching pred, from index `from` of this.messages.
  waitForMessage(pred, { from = 0, timeoutMs, what = 'message' } = {}) {
    return this.until(() => this.messages.slice(from).find((e) => e.dir === 'in' && e.msg && pred(e.msg))?.msg,
      { timeoutMs, what });
  }

  waitForCall(pred = () => true, opts = {}) {
    const p = typeof pred === 'string' ? (m) => m.params?.name === pred : pred;
    return this.waitForMessage((m) => m.method === 'tools/call' && p(m), { what: 'tools/call', ...opts });
  }

  waitForClose({ from = 0, timeoutMs } = {}) {
    return this.until(() => this.closes.slice(from).at(0), { timeoutMs, what: 'close' });
  }

  incoming(method) {
    return this.messages.filter((e) => e.dir === 'in' && e.msg?.method === method).map((e) => e.msg);
  }
}

// ---- CLI ----------------------------------------------------------------------------------------

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const key = a.slice(2);
    if (key === 'verbose' || key === 'help') o[key] = true;
    else o[key] = argv[++i];
  }
  return o;
}

async function main() {
  const a = parseArgs(process.argv.slice(2));
  if (a.help || (!a['hub-state'] && !a.url)) {
    process.stderr.write('TEST DOUBLE of a Unity editor for the Patchbay hub (echo, slow, block, fail tools).\n'
      + 'usage: test_editor.mjs --hub-state DIR | --url ws://HOST:PORT/editor --token T\n'
      + '       [--project NAME] [--project-path PATH] [--machine M] [--alias A] [--run-id HEX32] [--verbose]\n');
    process.exit(a.help ? 0 : 2);
  }
  const say = (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
  const ed = new TestEditor({
    hubStateDir: a['hub-state'], url: a.url, token: a.token,
    project: a.project ?? 'EchoProject', projectPath: a['project-path'], machine: a.machine ?? os.hostname(),
    alias: a.alias, runId: a['run-id'],
    tools: [echoTool(), slowTool(), blockTool(), failTool()],
    log: a.verbose ? say : null,
  });
  if (a.verbose) {
    const origSend = ed.sendMessage.bind(ed);
    ed.sendMessage = (msg, conn) => { say(`-> ${JSON.stringify(msg)}`); return origSend(msg, conn); };
    ed.on('message', (msg) => say(`<- ${JSON.stringify(msg)}`));
  }
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await ed.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  let backoff = 500;
  for (;;) {
    try {
      const r = await ed.connect();
      say(`registered as ${r.editorId}; tools: ${[...ed.tools.keys()].join(', ')}`);
      backoff = 500;
      const ev = await new Promise((resolve) => ed.conn.once('close', resolve));
      if (stopping) return;
      say(`link closed (${ev.code} ${ev.reason}); reconnecting`);
      if (ev.code === 4001 || ev.code === 4002) backoff = 15000;
    } catch (err) {
      say(`connect failed: ${err.message}`);
    }
    await sleep(backoff * (1 + Math.random() * 0.2));
    backoff = Math.min(backoff * 2, 15000);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
}
