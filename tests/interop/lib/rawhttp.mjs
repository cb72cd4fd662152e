// Byte-level HTTP for the Streamable HTTP tests. fetch() hides status details, header spelling and SSE
// framing, so this speaks node:http directly and keeps the raw body next to the parsed messages.
import http from 'node:http';
import assert from 'node:assert/strict';
import { scaled } from '../../lib/time.mjs';

export const ACCEPT_BOTH = 'application/json, text/event-stream';

// Incremental SSE parser (WHATWG rules: lines end in \n, \r\n or \r; blank line ends an event).
// Each event keeps its raw lines so framing can be asserted, not just content.
export class SseParser {
  constructor() {
    this.buffer = '';
    this.current = null;
    this.events = [];
  }

  feed(chunk) {
    this.buffer += chunk;
    const out = [];
    for (;;) {
      const m = /\r\n|\n|\r/.exec(this.buffer);
      if (!m) break;
      // A lone \r at the very end may be the first half of \r\n: wait for more input.
      if (m[0] === '\r' && m.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, m.index);
      this.buffer = this.buffer.slice(m.index + m[0].length);
      const ev = this.line(line);
      if (ev) out.push(ev);
    }
    return out;
  }

  line(line) {
    if (line === '') {
      const ev = this.current;
      this.current = null;
      if (ev) this.events.push(ev);
      return ev;
    }
    this.current ??= { event: undefined, id: undefined, data: undefined, retry: undefined, lines: [] };
    const ev = this.current;
    ev.lines.push(line);
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') ev.data = ev.data === undefined ? value : `${ev.data}\n${value}`;
    else if (field === 'event') ev.event = value;
    else if (field === 'id') ev.id = value;
    else if (field === 'retry') ev.retry = value;
    return null;
  }
}

function jsonRpcOf(ev) {
  if (ev.data === undefined || ev.data === '') return [];
  const parsed = JSON.parse(ev.data);
  return Array.isArray(parsed) ? parsed : [parsed];
}

function buildHeaders(method, { session, version, headers = {}, body }) {
  const h = {};
  if (method === 'POST') {
    h['content-type'] = 'application/json';
    h.accept = ACCEPT_BOTH;
  } else if (method === 'GET') {
    h.accept = 'text/event-stream';
  }
  if (session) h['mcp-session-id'] = session;
  if (version) h['mcp-protocol-version'] = version;
  for (const [k, v] of Object.entries(headers)) {
    const key = k.toLowerCase();
    if (v === null || v === undefined) delete h[key];
    else h[key] = v;
  }
  if (body !== undefined) h['content-length'] = Buffer.byteLength(body);
  return h;
}

// Opens a request and resolves once the response head has arrived. The returned object keeps
// collecting the body: `messages` (JSON-RPC messages from a JSON body or SSE data), `events` (SSE),
// `text` (raw body), and offers waitFor(predicate) and close().
export function open(port, {
  method = 'POST', path = '/mcp', body, session, version, headers, agent = false, setHost = true,
  timeoutMs = scaled(10000),
} = {}) {
  const payload = body === undefined ? undefined
    : (typeof body === 'string' || Buffer.isBuffer(body)) ? body : JSON.stringify(body);
  const h = buildHeaders(method, { session, version, headers, body: payload });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: h, agent, setHost });
    const timer = setTimeout(() => { req.destroy(new Error(`no response head within ${timeoutMs} ms`)); }, timeoutMs);
    req.once('error', (err) => { clearTimeout(timer); reject(err); });
    req.once('response', (res) => {
      clearTimeout(timer);
      const contentType = String(res.headers['content-type'] ?? '');
      const isSse = contentType.startsWith('text/event-stream');
      const parser = new SseParser();
      const stream = {
        status: res.statusCode,
        headers: res.headers,
        contentType,
        isSse,
        text: '',
        events: parser.events,
        messages: [],
        parseErrors: [],
        ended: false,
        res,
        req,
        waiters: [],
        close() { req.destroy(); res.destroy(); },
        // Resolves with the first message (already received or future) that matches.
        waitFor(pred, ms = 10000, what = 'message') {
          const found = this.messages.find(pred);
          if (found) return Promise.resolve(found);
          return new Promise((res2, rej2) => {
            const w = { pred, resolve: res2, reject: rej2 };
            w.timer = setTimeout(() => {
              this.waiters.splice(this.waiters.indexOf(w), 1);
              rej2(new Error(`timed out after ${ms} ms waiting for ${what}; got ${JSON.stringify(this.messages)}`));
            }, ms);
            this.waiters.push(w);
          });
        },
        response(id, ms) {
          return this.waitFor((m) => m.id === id && ('result' in m || 'error' in m), ms, `response to ${id}`);
        },
      };
      const deliver = (msgs) => {
        for (const m of msgs) {
          stream.messages.push(m);
          for (const w of [...stream.waiters]) {
            if (w.pred(m)) {
              clearTimeout(w.timer);
              stream.waiters.splice(stream.waiters.indexOf(w), 1);
              w.resolve(m);
            }
          }
        }
      };
      stream.done = new Promise((resolveDone) => {
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          stream.text += chunk;
          if (!isSse) return;
          for (const ev of parser.feed(chunk)) {
            try { deliver(jsonRpcOf(ev)); } catch (err) { stream.parseErrors.push({ ev, err: String(err) }); }
          }
        });
        const finish = () => {
          if (stream.ended) return;
          stream.ended = true;
          if (!isSse && stream.text.trim() !== '') {
            try {
              const parsed = JSON.parse(stream.text);
              deliver(Array.isArray(parsed) ? parsed : [parsed]);
              stream.json = parsed;
            } catch (err) {
              stream.parseErrors.push({ text: stream.text, err: String(err) });
            }
          }
          for (const w of stream.waiters.splice(0)) {
            clearTimeout(w.timer);
            w.reject(new Error(`stream ended without a matching message; got ${JSON.stringify(stream.messages)}`));
          }
          resolveDone(stream);
        };
        res.once('end', finish);
        res.once('close', finish);
        res.once('error', finish);
      });
      resolve(stream);
    });
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

// A complete exchange: resolves when the response body has ended.
export async function request(port, opts = {}) {
  const stream = await open(port, opts);
  let timer;
  const limit = opts.timeoutMs ?? scaled(10000);
  await Promise.race([
    stream.done,
    new Promise((_, reject) => {
      timer = setTimeout(() => {
        stream.close();
        reject(new Error(`response body not finished within ${limit} ms (status ${stream.status}); so far: ${stream.text}`));
      }, limit);
    }),
  ]).finally(() => clearTimeout(timer));
  return stream;
}

let nextId = 1;
export const newId = (prefix = 'r') => `${prefix}-${nextId++}`;

export function initializeMessage(version = '2025-11-25', id = newId('init'), capabilities = {}) {
  return {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: version, capabilities, clientInfo: { name: 'patchbay-interop', version: '0.0.0' } },
  };
}

// Opens an MCP session over raw HTTP: initialize (+ notifications/initialized unless told not to).
// Returns a small client bound to the session.
export async function openSession(port, {
  version = '2025-11-25', initialized = true, headers = {}, capabilities = {},
} = {}) {
  const init = initializeMessage(version, newId('init'), capabilities);
  const res = await request(port, { body: init, headers });
  assert.equal(res.status, 200, `initialize status; body: ${res.text}`);
  const sid = res.headers['mcp-session-id'];
  assert.ok(sid, 'initialize response carries Mcp-Session-Id');
  const reply = res.messages.find((m) => m.id === init.id);
  assert.ok(reply?.result, `initialize result; got ${res.text}`);
  const negotiated = reply.result.protocolVersion;
  const session = {
    port,
    sid,
    version: negotiated,
    initResult: reply.result,
    initResponse: res,
    headers,
    // Sends one request and returns {res, msg} where msg is the JSON-RPC response to it.
    async rpc(method, params, { id = newId(), headers: extra = {}, meta } = {}) {
      const msg = { jsonrpc: '2.0', id, method };
      if (params !== undefined || meta) msg.params = { ...(params ?? {}), ...(meta ? { _meta: meta } : {}) };
      const r = await request(port, {
        body: msg, session: sid, version: negotiated, headers: { ...headers, ...extra },
      });
      return { res: r, msg: r.messages.find((m) => m.id === id && ('result' in m || 'error' in m)) };
    },
    // Like rpc but returns the open stream right after the response head (for SSE streaming).
    async openRpc(method, params, { id = newId(), headers: extra = {}, meta } = {}) {
      const msg = { jsonrpc: '2.0', id, method };
      if (params !== undefined || meta) msg.params = { ...(params ?? {}), ...(meta ? { _meta: meta } : {}) };
      const s = await open(port, {
        body: msg, session: sid, version: negotiated, headers: { ...headers, ...extra },
      });
      s.id = id;
      return s;
    },
    notify(method, params) {
      const msg = { jsonrpc: '2.0', method };
      if (params !== undefined) msg.params = params;
      return request(port, { body: msg, session: sid, version: negotiated, headers });
    },
    post(body, opts = {}) {
      return request(port, { body, session: sid, version: negotiated, ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
    },
    openGet(opts = {}) {
      return open(port, { method: 'GET', session: sid, version: negotiated, ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
    },
    delete() {
      return request(port, { method: 'DELETE', session: sid, version: negotiated, headers });
    },
  };
  if (initialized) {
    const ack = await session.notify('notifications/initialized');
    assert.equal(ack.status, 202, `notifications/initialized status; body: ${ack.text}`);
  }
  return session;
}

// The hub is alive and a brand-new session can do real work.
export async function assertHealthy(hub) {
  assert.ok(hub.alive(), `hub process is still running; stderr:\n${hub.stderr()}`);
  const s = await openSession(hub.port);
  const { msg } = await s.rpc('ping');
  assert.deepEqual(msg?.result, {}, 'ping on a fresh session');
}

export function errorCodeOf(res) {
  const m = res.messages.find((x) => x.error);
  return m?.error?.code;
}
