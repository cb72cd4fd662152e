// The cost of one tools/call counted, not timed (issue 30): instructions (valgrind's callgrind) and heap
// allocations (memcheck's heap summary) per call, for each process a call crosses. Counts do not move with the
// load of a shared machine the way times do, so a change's effect shows even when timings are noise.
//
//   node bench/counted_bench.mjs [--calls 200] [--warmup 20]
//                                [--paths forwarded,forwarded-sse,local,relay,standalone,floor,floor-json]
//                                [--smoke]
//
// Each path runs twice under each tool, with warm-up + N and warm-up + 2N calls; the difference divided by N
// is the cost of one call, so start-up, shut-down and the warm-up cancel out. What is left besides the calls is
// work that depends on wall time (heartbeats, timers), which valgrind's slowdown makes larger than in real
// runs: the figures are an upper bound of that kind of noise, not a hiding place for it.
//
// Paths (the measured process in brackets; the others run natively):
//   forwarded   MCP over HTTP → [hub] → echo editor (tests/editor-double, via bench/editors_bench.mjs --farm) listing
//               as many tools as a real editor (EDITOR_TOOLS)
//   forwarded-sse  the same from a client that accepts an event stream too, as `patchbay stdio` and most MCP
//               clients do (Accept: application/json, text/event-stream): the hub's share of the user's path
//   local       MCP over HTTP → [hub], a hub-local tool (the conformance fixture test_simple_text)
//   relay       stdio client → [patchbay stdio] → hub → echo editor: the front end's share of the user's path
//   standalone  stdio client → [patchbay stdio --standalone], an in-process tool
//   floor       MCP over HTTP → [bench/http_floor.cpp]: an asio-coroutine server like the hub's that only reads
//               the request and writes a fixed answer — the floor under the hub's HTTP rows
//   floor-json  the same, parsing the request and serializing the answer with Boost.JSON
// --smoke: 3 and 6 calls, one warm-up: checks that every path runs and reports (the test command runs this).
// --keep: keeps the callgrind files (<path>-short/-long.callgrind) and prints where, for callgrind_annotate.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hubBinary, parseOpts, deadline, startServe, startListening, post, openSession } from './lib/hub_client.mjs';
import { StdioClient, startFarm } from './lib/stdio_client.mjs';

// The echo editor lists as many tools as the package offers a real editor (54 at issue 30's sixth cuts),
// bench_echo last: with one tool, a per-call scan of the list (a copy of every name) went unseen.
const EDITOR_TOOLS = 54;
const ECHO = { name: 'bench_echo', args: '{"text":"ok"}', expect: '"text":"ok"' };
const LOCAL = { name: 'test_simple_text', args: '{}', expect: 'simple text response' };
const callBody = (id, t) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${t.name}","arguments":${t.args}}}`;
// Under valgrind a call is 20-100 times slower, and a busy machine slower still: generous, not a measurement.
const SLOW_MS = 120000;

function valgrindVersion() {
  try {
    return execFileSync('valgrind', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('valgrind is not installed: run scripts/install-deps.sh (it installs valgrind from apt)');
  }
}

// The command a measured process runs under, and how its count is read after it exits.
function tool(kind, dir, tag) {
  if (kind === 'instructions') {
    const out = path.join(dir, `${tag}.callgrind`);
    return {
      wrap: ['valgrind', '--tool=callgrind', `--callgrind-out-file=${out}`, '--quiet'],
      read() {
        const m = /^(?:summary|totals):\s*(\d+)/m.exec(readFileSync(out, 'utf8'));
        if (!m) throw new Error(`${out}: no instruction total`);
        return Number(m[1]);
      },
    };
  }
  let stderr = '';
  return {
    wrap: ['valgrind', '--tool=memcheck', '--leak-check=no', '--undef-value-errors=no'],
    collect(proc) { proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; }); },
    read(text = stderr) {
      const m = /total heap usage: ([\d,]+) allocs, [\d,]+ frees, ([\d,]+) bytes allocated/.exec(text);
      if (!m) throw new Error(`no memcheck heap summary in: ${text.slice(-500)}`);
      return { allocs: Number(m[1].replace(/,/g, '')), bytes: Number(m[2].replace(/,/g, '')) };
    },
  };
}

async function callsOverHttp(port, t, count, startId, accept) {
  const { c, sid } = await openSession(port, { clientName: 'bench-counted' });
  for (let i = 0; i < count; i++) {
    const id = startId + i;
    const { body } = await deadline(c.request(post(port, callBody(id, t), { sid, accept })), `${t.name} ${id}`, SLOW_MS);
    if (!body.includes(t.expect) || body.includes('"isError":true')) throw new Error(`${t.name}: unexpected answer ${body.slice(0, 300)}`);
  }
  c.close();
}

async function callsOverStdio(client, t, count, startId) {
  for (let i = 0; i < count; i++) {
    const id = startId + i;
    const reply = await deadline(client.request(`${callBody(id, t)}\n`), `${t.name} ${id}`, SLOW_MS);
    if (!reply.includes(t.expect) || reply.includes('"isError":true')) throw new Error(`${t.name}: unexpected answer ${reply.slice(0, 300)}`);
  }
}

// bench/http_floor.cpp, built beside the hub (build/bin/patchbay_bench_http_floor), under `wrap`.
function startFloor(json, wrap) {
  const bin = path.join(path.dirname(hubBinary), 'patchbay_bench_http_floor');
  if (!existsSync(bin)) throw new Error(`${bin} missing: build the benchmarks (scripts/build.sh builds bench/)`);
  return startListening(bin, json ? ['--json'] : [], { wrap, startMs: SLOW_MS, what: 'http_floor' });
}

// One run of `path` with `calls` calls after the warm-up, the measured process under `m`.
async function run(pathName, m, warmup, calls) {
  if (pathName === 'floor' || pathName === 'floor-json') {
    const floor = await startFloor(pathName === 'floor-json', m.wrap);
    m.collect?.(floor.proc);
    try {
      await callsOverHttp(floor.port, LOCAL, warmup, 1, 'application/json');
      await callsOverHttp(floor.port, LOCAL, calls, 1 + warmup, 'application/json');
    } finally {
      await floor.stop();
    }
    return;
  }
  if (pathName === 'forwarded' || pathName === 'forwarded-sse' || pathName === 'local') {
    const hub = await startServe(['--conformance-fixtures'], { prefix: 'patchbay-cbench-', wrap: m.wrap, startMs: SLOW_MS });
    m.collect?.(hub.proc);
    const farm = pathName === 'local' ? null : await startFarm(hub.stateDir, { tools: EDITOR_TOOLS });
    try {
      const t = pathName === 'local' ? LOCAL : ECHO;
      const accept = pathName === 'forwarded-sse' ? 'application/json, text/event-stream' : 'application/json';
      await callsOverHttp(hub.port, t, warmup, 1, accept);
      await callsOverHttp(hub.port, t, calls, 1 + warmup, accept);
    } finally {
      farm?.stop();
      await hub.stop();
    }
    return;
  }
  if (pathName === 'relay') {
    const hub = await startServe(['--conformance-fixtures'], { prefix: 'patchbay-cbench-', startMs: SLOW_MS });
    const farm = await startFarm(hub.stateDir, { tools: EDITOR_TOOLS });
    try {
      const front = new StdioClient(['stdio'], { PATCHBAY_STATE_DIR: hub.stateDir }, { wrap: m.wrap });
      m.collect?.(front.proc);
      await front.initialize('bench-counted', SLOW_MS);
      await callsOverStdio(front, ECHO, warmup + calls, 1);
      await front.close();
    } finally {
      farm.stop();
      await hub.stop();
    }
    return;
  }
  const front = new StdioClient(['stdio', '--standalone', '--conformance-fixtures'], {}, { wrap: m.wrap });
  m.collect?.(front.proc);
  await front.initialize('bench-counted', SLOW_MS);
  await callsOverStdio(front, LOCAL, warmup + calls, 1);
  await front.close();
}

async function perCall(pathName, kind, o, dir) {
  const short = tool(kind, dir, `${pathName}-short`);
  await run(pathName, short, o.warmup, o.calls);
  const long = tool(kind, dir, `${pathName}-long`);
  await run(pathName, long, o.warmup, 2 * o.calls);
  const a = short.read();
  const b = long.read();
  if (kind === 'instructions') return { instructions: (b - a) / o.calls };
  return { allocs: (b.allocs - a.allocs) / o.calls, bytes: (b.bytes - a.bytes) / o.calls };
}

const LABELS = {
  forwarded: 'hub, call forwarded to an editor (HTTP in, WebSocket out and back, HTTP answer)',
  'forwarded-sse': 'hub, the same from a client that accepts an event stream too (as `patchbay stdio` asks)',
  local: 'hub, hub-local tool over HTTP',
  relay: '`patchbay stdio` relaying to the hub (front end only)',
  standalone: '`patchbay stdio --standalone` (in-process tool)',
  floor: 'floor: an asio-coroutine HTTP server that only reads the request and writes a fixed answer',
  'floor-json': 'floor, parsing the request and serializing the answer with Boost.JSON',
};

async function main() {
  const o = parseOpts(process.argv.slice(2), { calls: 200, warmup: 20, paths: 'forwarded,forwarded-sse,local,relay,standalone,floor,floor-json' }, ['smoke', 'keep']);
  if (o.smoke) Object.assign(o, { calls: 3, warmup: 1 });
  const paths = o.paths.split(',');
  for (const p of paths) if (!LABELS[p]) throw new Error(`unknown path ${p}; the paths are ${Object.keys(LABELS).join(', ')}`);
  const version = valgrindVersion();
  console.log(`# counted_bench — ${new Date().toISOString()}, ${version}, hub ${hubBinary}`);
  console.log(`# node bench/counted_bench.mjs --calls ${o.calls} --warmup ${o.warmup} --paths ${o.paths}\n`);
  console.log('| path | instructions per call | allocations per call | bytes allocated per call |\n|---|---:|---:|---:|');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-counted-'));
  try {
    for (const p of paths) {
      const { instructions } = await perCall(p, 'instructions', o, dir);
      const { allocs, bytes } = await perCall(p, 'allocations', o, dir);
      const f = (x) => Math.round(x).toLocaleString('en-US');
      console.log(`| ${LABELS[p]} | ${f(instructions)} | ${f(allocs)} | ${f(bytes)} |`);
    }
  } finally {
    if (o.keep) console.log(`\ncallgrind files kept in ${dir} (callgrind_annotate <file>)`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
