// Benchmark of the path users run (issue 13): an MCP client on stdio → `patchbay stdio` (the relay) →
// the hub → an echo editor, beside `patchbay stdio --standalone` (in-process tools, no relay) and MCP
// over HTTP straight to the hub, so what the relay and the editor hop cost is visible. Also calls/s with
// several clients at once, each its own `patchbay stdio`, and the resident memory of front ends and hub.
//
//   node bench/relay_bench.mjs [--calls 5000] [--warmup 500] [--clients 8] [--seconds 5] [--parts latency,throughput]
//                              [--tools 54]
//
// The driver is a thin newline-delimited JSON-RPC client (requests serialized once, one call in flight per
// client), so the figures are mostly Patchbay's. The echo editor is the test double of tests/editor-double
// (Node), run in its own process by bench/editors_bench.mjs --farm; it lists `--tools` tools (54 by default, as
// many as the package offers a real editor), the one called last.
import os from 'node:os';
import {
  hubBinary, parseOpts, deadline, stats, rssMb, startServe, post, openSession, RawHttp,
} from './lib/hub_client.mjs';
import { StdioClient, startFarm } from './lib/stdio_client.mjs';

const callLine = (id, name, args) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args}}}\n`;
// The same call as an MCP 2026-07-28 client sends it (Claude Code's _meta, no session).
const STATELESS_META = JSON.stringify({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'bench-stateless', version: '0' },
  'io.modelcontextprotocol/clientCapabilities': {},
});
const statelessLine = (id, name, args) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args},"_meta":${STATELESS_META}}}\n`;
const statelessHeaders = (name) => `MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: ${name}\r\n`;
const callBody = (id, name, args) => callLine(id, name, args).trimEnd();

function check(reply, id, expect, what) {
  if (!reply.includes(`"id":${id}`) || !reply.includes(expect) || reply.includes('"isError":true')) {
    throw new Error(`${what}: unexpected answer to ${id}: ${reply.slice(0, 300)}`);
  }
}

// Sequential calls through `send(line) → reply`; nanosecond samples after the warm-up. `line` makes
// the request (callLine, or statelessLine for a 2026-07-28 client).
async function sequential(o, what, send, name, args, expect, line = callLine) {
  const samples = [];
  for (let i = 0; i < o.warmup + o.calls; i++) {
    const id = i + 1;
    const request = line(id, name, args);
    const t0 = process.hrtime.bigint();
    const reply = await deadline(send(request, id), what);
    const dt = Number(process.hrtime.bigint() - t0);
    if (i >= o.warmup) samples.push(dt);
    if (i % 500 === 0) check(reply, id, expect, what);
  }
  return stats(samples);
}

const ECHO = ['bench_echo', '{"text":"ok"}', '"text":"ok"'];
const LOCAL = ['test_simple_text', '{}', 'simple text response'];

async function latency(o, hub) {
  const rows = [];
  const standalone = new StdioClient(['stdio', '--standalone', '--conformance-fixtures']);
  await standalone.initialize('bench-standalone');
  rows.push(['`patchbay stdio --standalone`, in-process tool (no relay, no hub)',
    await sequential(o, 'standalone', (l) => standalone.request(l), ...LOCAL)]);
  await standalone.close();

  const front = new StdioClient(['stdio'], { PATCHBAY_STATE_DIR: hub.stateDir });
  await front.initialize('bench-front');
  rows.push(['`patchbay stdio` → hub, hub-local tool', await sequential(o, 'front, hub-local', (l) => front.request(l), ...LOCAL)]);
  rows.push(['`patchbay stdio` → hub → echo editor (the path users run)', await sequential(o, 'front, editor', (l) => front.request(l), ...ECHO)]);
  const frontRss = rssMb(front.proc.pid);
  await front.close();

  // A 2026-07-28 client (Claude Code's era): no initialize; the front end sends each request to the
  // hub as a request of its own.
  const stateless = new StdioClient(['stdio'], { PATCHBAY_STATE_DIR: hub.stateDir });
  const discover = `{"jsonrpc":"2.0","id":0,"method":"server/discover","params":{"_meta":${STATELESS_META}}}\n`;
  const discovered = await deadline(stateless.request(discover), 'stateless: server/discover', 15000);
  if (!discovered.includes('supportedVersions')) throw new Error(`stateless: server/discover failed: ${discovered}`);
  rows.push(['`patchbay stdio` → hub → echo editor, 2026-07-28 client',
    await sequential(o, 'front stateless, editor', (l) => stateless.request(l), ...ECHO, statelessLine)]);
  await stateless.close();

  const { c, sid } = await openSession(hub.port, { clientName: 'bench-http' });
  const http = (line, id) => c.request(post(hub.port, line.trimEnd(), { sid })).then(({ body }) => body);
  rows.push(['MCP over HTTP (JSON) → hub, hub-local tool', await sequential(o, 'http, hub-local', http, ...LOCAL)]);
  rows.push(['MCP over HTTP (JSON) → hub → echo editor', await sequential(o, 'http, editor', http, ...ECHO)]);
  const sse = (line) => c.request(post(hub.port, line.trimEnd(), { sid, accept: 'application/json, text/event-stream' })).then(({ body }) => body);
  rows.push(['MCP over HTTP (SSE answer, as the relay asks) → hub → echo editor', await sequential(o, 'http sse, editor', sse, ...ECHO)]);
  c.close();
  const m = new RawHttp(hub.port);
  await m.connect();
  const statelessHttp = (line) => m.request(post(hub.port, line.trimEnd(), { headers: statelessHeaders(ECHO[0]) })).then(({ body }) => body);
  rows.push(['MCP 2026-07-28 over HTTP (JSON) → hub → echo editor',
    await sequential(o, 'http stateless, editor', statelessHttp, ...ECHO, statelessLine)]);
  m.close();
  return { rows, frontRss };
}

// `clients` front ends at once, each with one call in flight, for `seconds`.
async function throughput(o, hub) {
  const fronts = [];
  for (let i = 0; i < o.clients; i++) {
    const f = new StdioClient(['stdio'], { PATCHBAY_STATE_DIR: hub.stateDir });
    await f.initialize(`bench-front-${i}`);
    fronts.push(f);
  }
  let calls = 0;
  let stop = false;
  const end = Date.now() + o.seconds * 1000;
  await Promise.all(fronts.map(async (f) => {
    for (let id = 1; !stop; id++) {
      const reply = await deadline(f.request(callLine(id, ECHO[0], ECHO[1])), 'throughput call');
      if (id % 200 === 1) check(reply, id, ECHO[2], 'throughput');
      calls++;
      if (Date.now() >= end) stop = true;
    }
  }));
  const rss = fronts.map((f) => rssMb(f.proc.pid));
  await Promise.all(fronts.map((f) => f.close()));
  return { perSecond: calls / o.seconds, frontRss: Math.max(...rss) };
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { calls: 5000, warmup: 500, clients: 8, seconds: 5, parts: 'latency,throughput', tools: 54 });
  const parts = new Set(o.parts.split(','));
  const us = (x) => `${x.toFixed(1)} µs`;
  console.log(`# relay_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}\n`);
  const hub = await startServe(['--conformance-fixtures'], { prefix: 'patchbay-rbench-' });
  const farm = await startFarm(hub.stateDir, { tools: Number(o.tools) });
  try {
    if (parts.has('latency')) {
      const l = await latency(o, hub);
      console.log('| tools/call round trip, one in flight | n | p50 | p90 | p99 | mean |\n|---|---:|---:|---:|---:|---:|');
      for (const [name, s] of l.rows) console.log(`| ${name} | ${s.n} | ${us(s.p50)} | ${us(s.p90)} | ${us(s.p99)} | ${us(s.mean)} |`);
      const [standalone, , userPath] = l.rows.map((r) => r[1]);
      console.log(`\nrelay + editor hop over --standalone: ${us(userPath.p50 - standalone.p50)} p50; p99/p50 of the user path ${(userPath.p99 / userPath.p50).toFixed(1)}`);
      console.log(`RSS: front end ${l.frontRss.toFixed(1)} MB, hub ${rssMb(hub.proc.pid).toFixed(1)} MB\n`);
    }
    if (parts.has('throughput')) {
      const t = await throughput(o, hub);
      console.log(`| ${o.clients} clients, each its own \`patchbay stdio\` → hub → echo editor, ${o.seconds} s | ${Math.round(t.perSecond)} calls/s | front end RSS ≤ ${t.frontRss.toFixed(1)} MB | hub RSS ${rssMb(hub.proc.pid).toFixed(1)} MB |`);
    }
  } finally {
    farm.stop();
    await hub.stop();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
