// Raw newline-delimited JSON-RPC over a child's stdin/stdout. Every stdout line must be a JSON-RPC
// message; lines that are not are kept in `badLines` so a test can assert there are none.
import assert from 'node:assert/strict';
import { scaled } from '../../lib/time.mjs';

let nextId = 1;
export const newId = (prefix = 's') => `${prefix}-${nextId++}`;

export class StdioPeer {
  constructor(proc) {
    this.proc = proc;
    this.messages = [];
    this.badLines = [];
    this.stderr = '';
    this.waiters = [];
    this.closed = false;
    let buffer = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk) => {
      buffer += chunk;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        this.onLine(line);
      }
    });
    proc.stdout.on('close', () => {
      if (buffer !== '') this.badLines.push({ line: buffer, why: 'unterminated last line' });
      this.closed = true;
      for (const w of this.waiters.splice(0)) {
        clearTimeout(w.timer);
        w.reject(new Error(`stdout closed while waiting for ${w.what}; stderr:\n${this.stderr}`));
      }
    });
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (d) => { this.stderr += d; });
    proc.stdin.on('error', () => {}); // EPIPE after the child exits is not the test's concern
  }

  onLine(line) {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch (err) {
      this.badLines.push({ line, why: String(err) });
      return;
    }
    const single = Array.isArray(msg) ? msg : [msg];
    for (const m of single) {
      if (m === null || typeof m !== 'object' || m.jsonrpc !== '2.0') {
        this.badLines.push({ line, why: 'not a JSON-RPC 2.0 message' });
        return;
      }
    }
    for (const m of single) {
      this.messages.push(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          clearTimeout(w.timer);
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    }
  }

  writeRaw(text) {
    this.proc.stdin.write(text);
  }

  send(msg, eol = '\n') {
    this.writeRaw(JSON.stringify(msg) + eol);
  }

  // First message (already received, or future) matching pred; `from` skips earlier messages.
  waitFor(pred, { timeoutMs = scaled(5000), from = 0, what = 'message' } = {}) {
    const found = this.messages.slice(from).find(pred);
    if (found) return Promise.resolve(found);
    if (this.closed) return Promise.reject(new Error(`stdout already closed; waiting for ${what}`));
    return new Promise((resolve, reject) => {
      const w = { pred, resolve, reject, what };
      w.timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; received ${JSON.stringify(this.messages)}; stderr:\n${this.stderr}`));
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  response(id, opts = {}) {
    return this.waitFor((m) => m.id === id && ('result' in m || 'error' in m), { what: `response to ${JSON.stringify(id)}`, ...opts });
  }

  async request(method, params, { id = newId(), eol = '\n', timeoutMs } = {}) {
    const msg = { jsonrpc: '2.0', id, method };
    if (params !== undefined) msg.params = params;
    this.send(msg, eol);
    return this.response(id, { timeoutMs });
  }

  notify(method, params) {
    const msg = { jsonrpc: '2.0', method };
    if (params !== undefined) msg.params = params;
    this.send(msg);
  }

  async initialize(version = '2025-11-25', { initialized = true, capabilities = {} } = {}) {
    const reply = await this.request('initialize', {
      protocolVersion: version,
      capabilities,
      clientInfo: { name: 'patchbay-interop', version: '0.0.0' },
    });
    assert.ok(reply.result, `initialize result; got ${JSON.stringify(reply)}`);
    if (initialized) this.notify('notifications/initialized');
    return reply.result;
  }

  assertOnlyMcpOnStdout() {
    assert.deepEqual(this.badLines, [], 'every stdout line is one JSON-RPC message');
  }
}
