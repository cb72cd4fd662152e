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
import os from 'node:os';
import { readFileSync } from 'node:fs';
import {
  hubBinary, deadline as deadlineMs, stats, track, startServe as serve, RawHttp, post, openSession,
} from './lib/hub_client.mjs';

const opts = { calls: 20000, warmup: 2000, starts: 50, 'rss-calls': 100000, parts: 'http,stdio,start' };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in opts)) throw new Error(`unknown option ${process.argv[i]}`);
  opts[key] = key === 'parts' ? process.argv[i + 1] : Number(process.argv[i + 1]);
}
const parts = new Set(opts.parts.split(','));

// A round trip that takes longer than this means the hub is stuck: fail instead of hanging.
const STUCK_MS = 5000;
const deadline = (promise, what) => deadlineMs(promise, what, STUCK_MS);

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

function check(text, id) {
  if (!text.includes(SIMPLE_TEXT) || !text.includes(`"id":${id}`)) {
    throw new Error(`unexpected response to ${id}: ${text.slice(0, 300)}`);
  }
}

// ---- hub processes -------------------------------------------------------------------------------

const startServe = () => serve(['--conformance-fixtures']);
const rawRequest = (port, sid, body, accept) => post(port, body, { sid, accept });
const httpSession = (port) => openSession(port, { clientName: 'hub-bench' });

let nextId = 1;

async function benchRawHttp(port, accept, calls, warmup) {
  const { c, sid } = await httpSession(port);
  const samples = [];
  for (let i = 0; i < warmup + calls; i++) {
    const id = nextId++;
    const bytes = rawRequest(port, sid, callBody(id), accept);
    const t0 = process.hrtime.bigint();
    const { body } = await deadline(c.request(bytes), 'HTTP request');
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
  track(child);
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
