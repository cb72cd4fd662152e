// A tiny stand-in for the hub's editor endpoint, only for self-checking the test editor
// (tests/editor-double/self_check.test.mjs) without the real hub. It registers editors, lists their
// tools, and lets a test send calls, cancellations and pings by hand. It is NOT a model of the hub.
import http from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { acceptUpgrade } from './ws.mjs';
import { editorIdOf, LINK_PROTOCOL } from './test_editor.mjs';
import { scaled } from '../lib/time.mjs';

export class FakeLink extends EventEmitter {
  constructor(conn, hub) {
    super();
    this.conn = conn;
    this.hub = hub;
    this.messages = [];
    this.pending = new Map();
    this.closeEvent = null;
    conn.on('text', (text) => {
      const msg = JSON.parse(text);
      this.messages.push(msg);
      if (msg.method === 'editor/register') {
        const p = msg.params;
        if (p.protocolVersion !== LINK_PROTOCOL) {
          this.send({ jsonrpc: '2.0', id: msg.id, error: { code: -32041, message: 'mismatch', data: { patchbay: 'version_mismatch' } } });
          conn.close(4002, 'link protocol version mismatch');
          return;
        }
        this.register = p;
        this.editorId = editorIdOf(p.editor);
        this.send({ jsonrpc: '2.0', id: msg.id, result: {
          editorId: this.editorId, protocolVersion: LINK_PROTOCOL, hub: { version: '0.0.0-fake', instance: hub.instance },
          heartbeatIntervalMs: hub.heartbeatMs, maxMessageBytes: 8388608 } });
        this.request('tools/list', {}).then((r) => { this.tools = r.result.tools; this.emit('registered'); });
        return;
      }
      if ('id' in msg && !msg.method && this.pending.has(msg.id)) {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        p(msg);
      } else if (msg.method === 'ping' && 'id' in msg) {
        this.send({ jsonrpc: '2.0', id: msg.id, result: {} });
      }
      this.emit('message', msg);
    });
    conn.on('close', (ev) => { this.closeEvent = ev; this.emit('close', ev); });
  }

  send(msg) { this.conn.send(JSON.stringify(msg)); }

  request(method, params, id = this.hub.nextId()) {
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  // Sends a tools/call and resolves with the response (which may come on a later link).
  call(name, args, { id = this.hub.nextId(), progress = false } = {}) {
    const params = { name, arguments: args };
    if (progress) params._meta = { progressToken: id };
    this.hub.calls.set(id, params);
    return { id, response: this.hub.responseTo(id, () => this.send({ jsonrpc: '2.0', id, method: 'tools/call', params })) };
  }

  resend(id) { this.send({ jsonrpc: '2.0', id, method: 'tools/call', params: this.hub.calls.get(id) }); }

  waitFor(pred, timeoutMs = scaled(5000)) {
    const found = this.messages.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('fake hub: timed out waiting')), timeoutMs);
      const on = (m) => { if (pred(m)) { clearTimeout(timer); this.off('message', on); resolve(m); } };
      this.on('message', on);
    });
  }
}

export async function startFakeHub({ heartbeatMs = 5000, token = 'fake-token' } = {}) {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-fake-'));
  const hub = new EventEmitter();
  let n = 0;
  hub.instance = 'fa4e0000';
  hub.heartbeatMs = heartbeatMs;
  hub.nextId = () => `h-${hub.instance}-${++n}`;
  hub.links = [];
  hub.calls = new Map();
  hub.responses = []; // every response, from any link
  hub.responseTo = (id, send) => new Promise((resolve) => {
    const on = (msg) => { if (msg.id === id) { hub.off('response', on); resolve(msg); } };
    hub.on('response', on);
    send();
  });
  const server = http.createServer((req, res) => { res.writeHead(404).end(); });
  server.on('upgrade', (req, socket, head) => {
    const conn = acceptUpgrade(req, socket, head, {
      accept: (r) => (r.url !== '/editor' ? 404 : r.headers.authorization !== `Bearer ${token}` ? 401 : null),
    });
    if (!conn) return;
    const link = new FakeLink(conn, hub);
    link.on('message', (m) => { if ('id' in m && !m.method) { hub.responses.push(m); hub.emit('response', m); } });
    hub.links.push(link);
    hub.emit('link', link);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  writeFileSync(path.join(stateDir, 'hub.json'), JSON.stringify({ url: `http://127.0.0.1:${port}`, port, pid: process.pid, version: '0.0.0-fake', token }));
  hub.stateDir = stateDir;
  hub.port = port;
  hub.nextLink = () => new Promise((resolve) => hub.once('link', resolve));
  hub.registeredLink = () => new Promise((resolve) => hub.once('link', (l) => l.once('registered', () => resolve(l))));
  hub.stop = async () => {
    for (const l of hub.links) l.conn.destroy();
    await new Promise((r) => server.close(r));
    rmSync(stateDir, { recursive: true, force: true });
  };
  return hub;
}
