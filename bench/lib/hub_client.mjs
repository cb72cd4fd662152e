// Shared by the process-level benchmarks (bench/editors_bench.mjs, bench/soak.mjs): starting a hub,
// a minimal keep-alive HTTP/1.1 client for MCP over Streamable HTTP (pre-built requests, Content-Length
// and chunked bodies, so the client costs little next to the hub), percentiles, and process measurements
// from /proc.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { hubBinary } from '../../tests/lib/paths.mjs';

export { hubBinary };

// --name value options over defaults; a number default makes the value a number. `flags` are valueless.
export function parseOpts(argv, defaults, flags = []) {
  const o = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (flags.includes(key)) { o[key] = true; continue; }
    if (!(key in o)) throw new Error(`unknown option ${argv[i]}`);
    const v = argv[++i];
    o[key] = typeof defaults[key] === 'number' ? Number(v) : v;
  }
  return o;
}

// Rejects when `promise` does not settle within `ms`: a stuck call is a finding, not a wait.
export function deadline(promise, what, ms = 10000) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  })]).finally(() => clearTimeout(timer));
}

// Percentiles of nanosecond samples, in microseconds.
export function stats(ns) {
  const a = Float64Array.from(ns).sort();
  const pick = (q) => a[Math.min(a.length - 1, Math.floor(q * a.length))] / 1000;
  const mean = a.reduce((s, x) => s + x, 0) / a.length / 1000;
  return { n: a.length, p50: pick(0.5), p90: pick(0.9), p99: pick(0.99), max: a[a.length - 1] / 1000, mean };
}

export const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

// CPU seconds used by a process so far (utime + stime from /proc).
export function procCpu(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

const children = new Set();
process.on('exit', () => { for (const c of children) c.kill('SIGKILL'); });

// Kills `proc` when this process exits, however it exits.
export function track(proc) {
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return proc;
}

// Starts `bin args` (under `wrap`, e.g. valgrind and its options) and waits until it says on stderr which
// loopback port it listens on; `what` names it in errors, `startMs` is how long it may take.
export async function startListening(bin, args, { wrap = [], startMs = 10000, what = 'hub' } = {}) {
  const proc = track(spawn(wrap[0] ?? bin, wrap.length ? [...wrap.slice(1), bin, ...args] : args,
    { stdio: ['ignore', 'ignore', 'pipe'] }));
  let err = '';
  const port = await deadline(new Promise((resolve, reject) => {
    proc.stderr.setEncoding('utf8').on('data', (d) => {
      err += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(err);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (c) => reject(new Error(`${what} exited ${c}: ${err}`)));
  }), `${what} start`, startMs);
  return {
    proc, port,
    stderr: () => err,
    async stop() { proc.kill('SIGTERM'); await new Promise((r) => proc.once('exit', r)); },
  };
}

// `patchbay serve` on a free loopback port with a private state directory.
// `wrap`: a command the hub runs under (e.g. valgrind and its options); `startMs`: how long it may take.
export async function startServe(extra = [], { prefix = 'patchbay-bench-', wrap = [], startMs = 10000 } = {}) {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const args = ['serve', '--listen', '127.0.0.1:0', '--state-dir', stateDir, '--first-list-wait', '0', ...extra];
  const server = await startListening(hubBinary, args, { wrap, startMs });
  return {
    ...server, stateDir,
    async stop() { await server.stop(); rmSync(stateDir, { recursive: true, force: true }); },
  };
}

// One keep-alive connection, one request at a time; resolves {head, body}.
export class RawHttp {
  constructor(port) { this.port = port; this.buf = Buffer.alloc(0); this.pending = null; this.reconnects = 0; }

  connect() {
    return new Promise((resolve, reject) => {
      this.sock = net.connect(this.port, '127.0.0.1', resolve);
      this.sock.setNoDelay(true);
      this.sock.once('error', reject);
      this.sock.on('data', (d) => { this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d; this.pump(); });
    });
  }

  pump() {
    if (!this.pending) return;
    const headEnd = this.buf.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buf.toString('latin1', 0, headEnd);
    const start = headEnd + 4;
    let body;
    let consumed;
    const cl = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (cl) {
      const len = Number(cl[1]);
      if (this.buf.length < start + len) return;
      body = this.buf.toString('utf8', start, start + len);
      consumed = start + len;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const parts = [];
      let at = start;
      for (;;) {
        const eol = this.buf.indexOf('\r\n', at);
        if (eol < 0) return;
        const size = parseInt(this.buf.toString('latin1', at, eol), 16);
        if (size === 0) {
          const end = this.buf.indexOf('\r\n', eol + 2);
          if (end < 0) return;
          consumed = end + 2;
          break;
        }
        if (this.buf.length < eol + 2 + size + 2) return;
        parts.push(this.buf.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    } else if (/^HTTP\/1\.1 20[24]/.test(head)) {
      body = '';
      consumed = start;
    } else {
      throw new Error(`response without a length: ${head}`);
    }
    this.buf = this.buf.subarray(consumed);
    if (/\r\nconnection:\s*close/i.test(head)) {
      this.sock.destroy();
      this.sock = null;
      this.reconnects++;
    }
    const p = this.pending;
    this.pending = null;
    p({ head, body });
  }

  // A response with `Connection: close` ends the connection; the next request opens a new one (and
  // pays for it, as a real client would).
  async request(bytes) {
    if (!this.sock) {
      this.buf = Buffer.alloc(0);
      await this.connect();
    }
    return new Promise((resolve) => {
      this.pending = resolve;
      this.sock.write(bytes);
    });
  }

  close() { this.sock?.destroy(); }
}

export const post = (port, body, { sid, headers = '', method = 'POST', accept = 'application/json' } = {}) =>
  `${method} /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: ${accept}\r\n`
  + `${sid ? `Mcp-Session-Id: ${sid}\r\nMCP-Protocol-Version: 2025-11-25\r\n` : ''}${headers}`
  + `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

// initialize + notifications/initialized on a new connection; `pin` routes the session to one editor.
export async function openSession(port, { pin, clientName = 'bench' } = {}) {
  const c = new RawHttp(port);
  await c.connect();
  const init = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: clientName, version: '0' } } });
  const { head } = await deadline(c.request(post(port, init, { headers: pin ? `Patchbay-Editor: ${pin}\r\n` : '' })), 'initialize');
  const sid = /\r\nmcp-session-id:\s*(\S+)/i.exec(head)?.[1];
  if (!sid) throw new Error(`no session id: ${head}`);
  const ack = await deadline(c.request(post(port, '{"jsonrpc":"2.0","method":"notifications/initialized"}', { sid })), 'initialized');
  if (!/^HTTP\/1\.1 202/.test(ack.head)) throw new Error(`initialized: ${ack.head}`);
  return { c, sid };
}
