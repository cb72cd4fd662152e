// Benchmark of the hub's editor side with echo editors (the test double of tests/editor-double, a tool
// that answers at once). Prints Markdown tables for docs/benchmarks.md.
//
//   node bench/editors_bench.mjs [--calls 20000] [--warmup 2000] [--seconds 5] [--sessions 64]
//        [--editors 8] [--rss-editors 100] [--rss-sessions 1000] [--parts latency,throughput,rss]
//
// - latency: one editor, strictly sequential calls (one in flight). "through the hub" = MCP tools/call
//   over Streamable HTTP (raw keep-alive socket, Accept: application/json) → hub → WebSocket → editor
//   and back. "direct" = the same tools/call sent straight to the same editor code over a WebSocket
//   (the bench plays the hub), the baseline. Added = through − direct. A hub-local tool over the same
//   HTTP path (conformance fixture test_simple_text) splits HTTP cost from forwarding cost.
// - throughput: `--sessions` sessions over `--editors` editors (each session pinned with
//   Patchbay-Editor), each on its own keep-alive connection with one call in flight, for `--seconds`.
// - rss: VmRSS of the hub idle, then with `--rss-editors` editors and `--rss-sessions` sessions.
//
// The editors run in a child process (this file with --farm; `--tools N` gives each N tools, bench_echo
// last, as many as a real editor lists: bench/counted_bench.mjs) so they do not share the client's event
// loop; the client side is kept thin (pre-built requests, a minimal HTTP/1.1 reader).
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TestEditor, pingTool } from '../tests/editor-double/test_editor.mjs';
import { WsConnection, acceptUpgrade } from '../tests/editor-double/ws.mjs';
import {
  hubBinary, parseOpts as parseOptions, deadline, rssMb, procCpu, track, startServe as serve, post,
  openSession as open, stats,
} from './lib/hub_client.mjs';

const self = fileURLToPath(import.meta.url);
const parseOpts = (argv, defaults) => parseOptions(argv, defaults, ['farm', 'direct']);
const startServe = (extra) => serve(extra, { prefix: 'patchbay-ebench-' });
const openSession = (port, opts = {}) => open(port, { ...opts, clientName: 'editors-bench' });

// ---- the editor farm (child process) ------------------------------------------------------------

async function farm(o) {
  const editors = [];
  // Filler tools first, bench_echo last: whatever the hub does per listed tool shows.
  const filler = Array.from({ length: Math.max(0, Number(o.tools) - 1) },
    (_, i) => pingTool(`bench_listed_tool_${String(i).padStart(2, '0')}`));
  const tools = [...filler, pingTool('bench_echo')];
  if (o.direct) {
    // The bench plays the hub: every WebSocket that connects here talks to one editor instance.
    const ed = new TestEditor({ project: 'Direct', tools, observe: false, sendPings: false, watchdog: false });
    const server = http.createServer((req, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => {
      const conn = acceptUpgrade(req, socket, head);
      ed.attach(conn);
      ed.registered = true;
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    process.stdout.write(`READY ${JSON.stringify({ port: server.address().port })}\n`);
    return;
  }
  for (let i = 0; i < o.editors; i++) {
    const ed = new TestEditor({
      hubStateDir: o['hub-state'], project: `Bench${i}`, projectPath: `/bench/projects/Bench${i}`, machine: 'bench',
      tools, observe: false,
    });
    const ready = new Promise((r) => ed.once('hub/clients', r));
    await ed.connect();
    await ready;
    editors.push(ed);
  }
  process.stdout.write(`READY ${JSON.stringify({ ids: editors.map((e) => e.editorId) })}\n`);
}

async function startFarm(args) {
  const proc = track(spawn(process.execPath, [self, '--farm', ...args], { stdio: ['ignore', 'pipe', 'inherit'] }));
  const rl = readline.createInterface({ input: proc.stdout });
  const info = await deadline(new Promise((resolve, reject) => {
    rl.on('line', (line) => { if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6))); });
    proc.once('exit', (c) => reject(new Error(`farm exited ${c}`)));
  }), 'editor farm start');
  return { proc, ...info, stop: () => proc.kill('SIGTERM') };
}

const callBody = (id, name) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":{"text":"ok"}}}`;

function checkResult(body, id, expect) {
  if (!body.includes(`"id":${id}`) || !body.includes(expect) || body.includes('"isError":true')) {
    throw new Error(`unexpected answer to ${id}: ${body.slice(0, 300)}`);
  }
}

// ---- parts --------------------------------------------------------------------------------------

async function latency(o) {
  const rows = [];
  // Baseline: straight to the editor over a WebSocket.
  const direct = await startFarm(['--direct']);
  const ws = await WsConnection.connect(`ws://127.0.0.1:${direct.port}/editor`);
  let waiting = null;
  ws.on('text', (t) => { const w = waiting; waiting = null; w?.(t); });
  const samplesDirect = [];
  for (let i = 0; i < o.warmup + o.calls; i++) {
    const id = `h-bench-${i}`;
    const msg = `{"jsonrpc":"2.0","id":"${id}","method":"tools/call","params":{"name":"bench_echo","arguments":{"text":"ok"}}}`;
    const t0 = process.hrtime.bigint();
    const text = await deadline(new Promise((r) => { waiting = r; ws.send(msg); }), 'direct call');
    const dt = Number(process.hrtime.bigint() - t0);
    if (i >= o.warmup) samplesDirect.push(dt);
    if (i % 1000 === 0 && !text.includes(id)) throw new Error(`direct: ${text}`);
  }
  ws.destroy();
  direct.stop();
  const d = stats(samplesDirect);
  rows.push(['direct to the editor over its WebSocket (baseline)', d]);

  const hub = await startServe(['--conformance-fixtures']);
  const f = await startFarm(['--hub-state', hub.stateDir, '--editors', '1']);
  const { c, sid } = await openSession(hub.port);
  const run = async (name, expect) => {
    const samples = [];
    for (let i = 0; i < o.warmup + o.calls; i++) {
      const id = i + 1;
      const bytes = post(hub.port, callBody(id, name), { sid });
      const t0 = process.hrtime.bigint();
      const { body } = await deadline(c.request(bytes), name);
      const dt = Number(process.hrtime.bigint() - t0);
      if (i >= o.warmup) samples.push(dt);
      if (i % 1000 === 0) checkResult(body, id, expect);
    }
    return stats(samples);
  };
  const through = await run('bench_echo', '"text":"ok"');
  const local = await run('test_simple_text', 'simple text response');
  rows.push(['MCP over HTTP → hub → editor (WebSocket) → back', through]);
  rows.push(['MCP over HTTP, hub-local tool (no editor; HTTP cost alone)', local]);
  c.close();
  f.stop();
  await hub.stop();
  return { rows, added: { p50: through.p50 - d.p50, p99: through.p99 - d.p99 }, forwarding: { p50: through.p50 - local.p50, p99: through.p99 - local.p99 } };
}

async function throughput(o) {
  const hub = await startServe();
  const f = await startFarm(['--hub-state', hub.stateDir, '--editors', String(o.editors)]);
  const sessions = [];
  for (let i = 0; i < o.sessions; i++) sessions.push(await openSession(hub.port, { pin: f.ids[i % f.ids.length] }));
  let done = 0;
  let stop = false;
  let id = 1;
  const loop = async ({ c, sid }) => {
    while (!stop) {
      const n = id++;
      const { body } = await deadline(c.request(post(hub.port, callBody(n, 'bench_echo'), { sid })), 'throughput call');
      if (n % 5000 === 0) checkResult(body, n, '"text":"ok"');
      done++;
    }
  };
  // Warm-up second, then the measured window.
  const loops = sessions.map(loop);
  await new Promise((r) => setTimeout(r, 1000));
  const start = done;
  const hubCpu0 = procCpu(hub.proc.pid);
  const farmCpu0 = procCpu(f.proc.pid);
  const clientCpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, o.seconds * 1000));
  const end = done;
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const hubCpu = (procCpu(hub.proc.pid) - hubCpu0) / secs;
  const farmCpu = (procCpu(f.proc.pid) - farmCpu0) / secs;
  const cu = process.cpuUsage(clientCpu0);
  stop = true;
  await Promise.all(loops);
  for (const s of sessions) s.c.close();
  f.stop();
  await hub.stop();
  return { perSecond: (end - start) / secs, hubCpu, clientCpu: (cu.user + cu.system) / 1e6 / secs, farmCpu, seconds: secs };
}

async function rss(o) {
  const hub = await startServe();
  const idle = rssMb(hub.proc.pid);
  const f = await startFarm(['--hub-state', hub.stateDir, '--editors', String(o['rss-editors'])]);
  const withEditors = rssMb(hub.proc.pid);
  for (let i = 0; i < o['rss-sessions']; i++) {
    const s = await openSession(hub.port);
    s.c.close();
  }
  await new Promise((r) => setTimeout(r, 1500)); // a hub/clients round to every editor
  const withSessions = rssMb(hub.proc.pid);
  f.stop();
  await hub.stop();
  return { idle, withEditors, withSessions };
}

async function main() {
  const o = parseOpts(process.argv.slice(2), {
    calls: 20000, warmup: 2000, seconds: 5, sessions: 64, editors: 8, 'rss-editors': 100, 'rss-sessions': 1000,
    parts: 'latency,throughput,rss', 'hub-state': '', tools: 1,
  });
  if (o.farm) return farm(o);
  const parts = new Set(o.parts.split(','));
  const us = (x) => `${x.toFixed(1)} µs`;
  console.log(`# editors_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}\n`);
  if (parts.has('latency')) {
    const l = await latency(o);
    console.log('| tools/call round trip, one in flight | n | p50 | p90 | p99 | mean |\n|---|---:|---:|---:|---:|---:|');
    for (const [name, s] of l.rows) console.log(`| ${name} | ${s.n} | ${us(s.p50)} | ${us(s.p90)} | ${us(s.p99)} | ${us(s.mean)} |`);
    console.log(`\nadded by the hub (through − direct): p50 ${us(l.added.p50)}, p99 ${us(l.added.p99)}`);
    console.log(`forwarding alone (through − hub-local tool): p50 ${us(l.forwarding.p50)}, p99 ${us(l.forwarding.p99)}\n`);
  }
  if (parts.has('throughput')) {
    const r = await throughput(o);
    console.log(`throughput: ${Math.round(r.perSecond)} calls/s with ${o.sessions} sessions over ${o.editors} editors `
      + `(${r.seconds.toFixed(1)} s; hub CPU ${(r.hubCpu * 100).toFixed(0)} %, client CPU ${(r.clientCpu * 100).toFixed(0)} %, editors' process CPU ${(r.farmCpu * 100).toFixed(0)} %)\n`);
  }
  if (parts.has('rss')) {
    const r = await rss(o);
    console.log(`| hub resident memory (VmRSS) | |\n|---|---:|\n| idle | ${r.idle.toFixed(1)} MB |\n`
      + `| ${o['rss-editors']} editors | ${r.withEditors.toFixed(1)} MB |\n`
      + `| ${o['rss-editors']} editors + ${o['rss-sessions']} sessions | ${r.withSessions.toFixed(1)} MB |\n`);
  }
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
