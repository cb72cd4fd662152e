// Process-level benchmark of the hub binary: tools/call round trips over Streamable HTTP (keep-alive,
// JSON and SSE responses) and over stdio, time from process start to the initialize response, and
// resident memory idle and after many calls. Prints a Markdown table for docs/benchmarks.md.
//
//   node bench/hub_bench.mjs [--calls 20000] [--warmup 2000] [--starts 50] [--rss-calls 100000]
//
// The client side is kept thin so the figures are mostly the hub's: requests are serialized once per
// call, the "raw" HTTP rows use a plain TCP socket with a minimal HTTP/1.1 response reader, and calls
// are strictly sequential (one in flight), so latency is the round trip, not queueing.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hubBinary } from '../tests/interop/lib/paths.mjs';

const opts = { calls: 20000, warmup: 2000, starts: 50, 'rss-calls': 100000, parts: 'http,stdio,start' };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in opts)) throw new Error(`unknown option ${process.argv[i]}`);
  opts[key] = key === 'parts' ? process.argv[i + 1] : Number(process.argv[i + 1]);
}
const parts = new Set(opts.parts.split(','));

// A round trip that takes longer than this means the hub is stuck: fail instead of hanging.
const STUCK_MS = 5000;
function deadline(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer within ${STUCK_MS} ms`)), STUCK_MS); }),
  ]).finally(() => clearTimeout(timer));
}

const SIMPLE_TEXT = 'This is a simple text response for testing.';
const callBody = (id) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"test_simple_text","arguments":{}}}`;
const initBody = (id, version = '2025-11-25') => JSON.stringify({
  jsonrpc: '2.0', id, method: 'initialize',
  params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'hub-bench', version: '0' } },
});

function rssKb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

function stats(ns) {
  const a = Float64Array.from(ns).sort();
  const pick = (q) => a[Math.min(a.length - 1, Math.floor(q * a.length))] / 1000;
  const mean = a.reduce((s, x) => s + x, 0) / a.length / 1000;
  return { n: a.length, p50: pick(0.5), p90: pick(0.9), p99: pick(0.99), max: a[a.length - 1] / 1000, mean };
}

function check(text, id) {
  if (!text.includes(SIMPLE_TEXT) || !text.includes(`"id":${id}`)) {
    throw new Error(`unexpected response to ${id}: ${text.slice(0, 300)}`);
  }
}

// ---- hub processes -------------------------------------------------------------------------------

// Every hub child is killed when the harness exits, also after a failure.
const children = new Set();
process.on('exit', () => { for (const c of children) c.kill('SIGKILL'); });

async function startServe() {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-bench-'));
  const proc = spawn(hubBinary, ['serve', '--listen', '127.0.0.1:0', '--state-dir', stateDir, '--conformance-fixtures'],
    { stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  let err = '';
  const port = await new Promise((resolve, reject) => {
    proc.stderr.setEncoding('utf8').on('data', (d) => {
      err += d;
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(err);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (c) => reject(new Error(`hub exited ${c}: ${err}`)));
  });
  proc.stderr.resume();
  return {
    proc, port,
    async stop() { proc.kill('SIGTERM'); await new Promise((r) => proc.once('exit', r)); rmSync(stateDir, { recursive: true, force: true }); },
  };
}

// Minimal keep-alive HTTP/1.1 client over one TCP socket: Content-Length and chunked bodies.
class RawHttp {
  constructor(port) { this.port = port; this.buf = Buffer.alloc(0); this.pending = null; }

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
    let bodyStart = headEnd + 4;
    const cl = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body;
    let consumed;
    if (cl) {
      const len = Number(cl[1]);
      if (this.buf.length < bodyStart + len) return;
      body = this.buf.toString('utf8', bodyStart, bodyStart + len);
      consumed = bodyStart + len;
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const parts = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buf.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buf.toString('latin1', at, lineEnd), 16);
        if (size === 0) {
          const trailerEnd = this.buf.indexOf('\r\n', lineEnd + 2);
          if (trailerEnd < 0) return;
          consumed = trailerEnd + 2;
          break;
        }
        if (this.buf.length < lineEnd + 2 + size + 2) return;
        parts.push(this.buf.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    } else {
      throw new Error(`response without length: ${head}`);
    }
    this.buf = this.buf.subarray(consumed);
    if (/\r\nconnection:\s*close/i.test(head)) {
      this.sock.destroy();
      this.sock = null;
      this.reconnects = (this.reconnects ?? 0) + 1;
    }
    const p = this.pending;
    this.pending = null;
    p.resolve({ head, body });
  }

  // A response with `Connection: close` ends the connection; the next request opens a new one (and
  // pays for it, as a real client would).
  async request(bytes) {
    if (!this.sock) {
      this.buf = Buffer.alloc(0);
      await this.connect();
    }
    return deadline(new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.sock.write(bytes);
    }), 'HTTP request');
  }

  close() { this.sock?.destroy(); }
}

function rawRequest(port, sid, body, accept) {
  return `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: ${accept}\r\n`
    + `Mcp-Session-Id: ${sid}\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

async function httpSession(port) {
  const c = new RawHttp(port);
  await c.connect();
  const { head } = await c.request(
    `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n`
    + `Content-Length: ${Buffer.byteLength(initBody(0))}\r\n\r\n${initBody(0)}`);
  const sid = /\r\nmcp-session-id:\s*(\S+)/i.exec(head)?.[1];
  if (!sid) throw new Error(`no session id: ${head}`);
  const note = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
  const ack = await c.request(rawRequest(port, sid, note, 'application/json'));
  if (!/^HTTP\/1\.1 202/.test(ack.head)) throw new Error(`initialized: ${ack.head}`);
  return { c, sid };
}

let nextId = 1;

async function benchRawHttp(port, accept, calls, warmup) {
  const { c, sid } = await httpSession(port);
  const samples = [];
  for (let i = 0; i < warmup + calls; i++) {
    const id = nextId++;
    const bytes = rawRequest(port, sid, callBody(id), accept);
    const t0 = process.hrtime.bigint();
    const { body } = await c.request(bytes);
    const dt = Number(process.hrtime.bigint() - t0);
    if (i >= warmup) samples.push(dt);
    if (i % 1000 === 0) check(body, id);
  }
  c.close();
  return { ...stats(samples), reconnects: c.reconnects ?? 0 };
}

async function benchNodeHttp(port, calls, warmup) {
  const { c, sid } = await httpSession(port);
  c.close();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples = [];
  for (let i = 0; i < warmup + calls; i++) {
    const id = nextId++;
    const body = callBody(id);
    const t0 = process.hrtime.bigint();
    const text = await new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port, path: '/mcp', method: 'POST', agent,
        headers: {
          'content-type': 'application/json', accept: 'application/json', 'mcp-session-id': sid,
          'mcp-protocol-version': '2025-11-25', 'content-length': Buffer.byteLength(body),
        },
      }, (res) => {
        let b = '';
        res.setEncoding('utf8').on('data', (d) => { b += d; }).on('end', () => resolve(b));
      });
      req.on('error', reject);
      req.end(body);
    });
    const dt = Number(process.hrtime.bigint() - t0);
    if (i >= warmup) samples.push(dt);
    if (i % 1000 === 0) check(text, id);
  }
  agent.destroy();
  return stats(samples);
}

// Line-oriented stdio peer: one request in flight, resolves on the next stdout line.
class StdioLines {
  constructor(proc) {
    this.proc = proc;
    this.buf = '';
    this.waiting = null;
    proc.stdout.setEncoding('utf8').on('data', (d) => {
      this.buf += d;
      let nl;
      while (this.waiting && (nl = this.buf.indexOf('\n')) >= 0) {
        const line = this.buf.slice(0, nl);
        this.buf = this.buf.slice(nl + 1);
        const w = this.waiting;
        this.waiting = null;
        w(line);
      }
    });
  }

  roundTrip(line) {
    return deadline(new Promise((resolve) => {
      this.waiting = resolve;
      this.proc.stdin.write(line);
    }), 'stdio request');
  }
}

function spawnStdio() {
  const child = spawn(hubBinary, ['stdio', '--standalone', '--conformance-fixtures'], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function benchStdio(calls, warmup) {
  const proc = spawnStdio();
  const peer = new StdioLines(proc);
  await peer.roundTrip(`${initBody(0)}\n`);
  proc.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  const samples = [];
  for (let i = 0; i < warmup + calls; i++) {
    const id = nextId++;
    const line = `${callBody(id)}\n`;
    const t0 = process.hrtime.bigint();
    const reply = await peer.roundTrip(line);
    const dt = Number(process.hrtime.bigint() - t0);
    if (i >= warmup) samples.push(dt);
    if (i % 1000 === 0) check(reply, id);
  }
  const rss = rssKb(proc.pid);
  proc.stdin.end();
  await new Promise((r) => proc.once('exit', r));
  return { ...stats(samples), rss };
}

async function benchStartToInitialize(runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const proc = spawnStdio();
    const peer = new StdioLines(proc);
    const reply = await peer.roundTrip(`${initBody(1)}\n`);
    samples.push(Number(process.hrtime.bigint() - t0));
    if (!reply.includes('"protocolVersion"')) throw new Error(`bad initialize reply: ${reply}`);
    proc.stdin.end();
    await new Promise((r) => proc.once('exit', r));
  }
  return stats(samples);
}

// ---- main ----------------------------------------------------------------------------------------

const fmt = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} µs`);
const rows = [];
const row = (what, s) => rows.push(`| ${what} | ${s.n} | ${fmt(s.p50)} | ${fmt(s.p90)} | ${fmt(s.p99)} | ${fmt(s.mean)} |`);

console.error(`hub-bench: ${hubBinary}; ${opts.calls} calls after ${opts.warmup} warm-up; node ${process.version}; ${os.cpus().length} CPUs (${os.cpus()[0]?.model})`);

let rss = null;
if (parts.has('http')) {
  const serve = await startServe();
  // Idle figure: a started hub with one initialized session that has not done any work yet.
  const idleSession = await httpSession(serve.port);
  await new Promise((r) => setTimeout(r, 500));
  rss = { idle: rssKb(serve.proc.pid) };
  row('HTTP raw socket, `Accept: application/json`', await benchRawHttp(serve.port, 'application/json', opts.calls, opts.warmup));
  const sse = await benchRawHttp(serve.port, 'application/json, text/event-stream', opts.calls, opts.warmup);
  row(`HTTP raw socket, SSE response${sse.reconnects ? ' (hub closes the connection after each SSE response: includes a TCP connect)' : ''}`, sse);
  row('HTTP node:http keep-alive agent, JSON', await benchNodeHttp(serve.port, opts.calls, opts.warmup));
  let done = 3 * (opts.calls + opts.warmup);
  rss.afterBench = [done, rssKb(serve.proc.pid)];
  // Top up to rss-calls, and again to twice that: the second half must not grow RSS.
  const topUp = async (target) => {
    if (done < target) await benchRawHttp(serve.port, 'application/json', target - done, 0);
    done = Math.max(done, target);
    return [done, rssKb(serve.proc.pid)];
  };
  rss.afterN = await topUp(opts['rss-calls']);
  rss.after2N = await topUp(2 * opts['rss-calls']);
  idleSession.c.close();
  await serve.stop();
}
let stdio = null;
let failed = false;
const failedRow = (what, err) => { failed = true; rows.push(`| ${what} | failed: ${err.message} | | | | |`); };
if (parts.has('stdio')) {
  try {
    stdio = await benchStdio(opts.calls, opts.warmup);
    row('stdio, newline-delimited JSON', stdio);
  } catch (err) { failedRow('stdio, newline-delimited JSON', err); }
}
if (parts.has('start')) {
  try {
    row('process start → `initialize` response (stdio)', await benchStartToInitialize(opts.starts));
  } catch (err) { failedRow('process start → `initialize` response (stdio)', err); }
}

console.log('| round trip | n | p50 | p90 | p99 | mean |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(r);
console.log('');
console.log('| resident memory (VmRSS) | |');
console.log('|---|---:|');
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
if (rss) {
  console.log(`| serve, idle (one session, no calls) | ${mb(rss.idle)} |`);
  for (const [n, kb] of [rss.afterBench, rss.afterN, rss.after2N]) console.log(`| serve, after ${n} calls | ${mb(kb)} |`);
}
if (stdio) console.log(`| stdio, after ${opts.calls + opts.warmup} calls | ${mb(stdio.rss)} |`);
process.exit(failed ? 1 : 0); // also ends any hub child left behind by a failed part
