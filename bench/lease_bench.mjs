// Benchmark of the editor lease (issue 29, "several agents on one editor"): four agents (MCP sessions over
// Streamable HTTP) with a mixed workload on one headless editor running the real package, behind the real hub.
//   agent-compile  compile (force: a real mcs compile and domain reload), then increment_counter
//   agent-refresh  writes three scripts with create_script (no compile; the user comes back to Unity after each,
//                  the host's focus off/on, which makes Unity auto-refresh), then refresh_assets, then
//                  increment_counter (issue 49: the three cost one reload)
//   agent-code     execute_code (appends a line to Library/lease-bench.log each time it runs), then increment_counter
//   agent-reader   get_editor_state and increment_counter in a loop until the others finish
// Reports: every call answered (errors other than the documented `busy` listed), exactly-once (each successful
// increment_counter call id logged once, values 1..N; execute_code's log lines = its successful calls), the
// longest lease queue seen, and the reader's latency (p50/p95) by what held the editor's lease just before each
// read (the reader asks list_editors before each pair of reads): another agent's compile, refresh_assets,
// execute_code, or nothing; and the domain reloads the run caused, against the ideal (one per forced compile, one
// per batch of scripts).
//
//   node bench/lease_bench.mjs [--rounds 4] [--lease-wait 120]
//   bench/run.sh lease [--rounds 4]
//
// Needs build/bin/patchbay, build/bin/patchbay-editor-host and build/unity/SampleProject.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { hubBinary, parseOpts, startServe } from './lib/hub_client.mjs';
import { copyProject, startHost, connectClient, textOf, readCounter } from '../tests/e2e/lib/e2e.mjs';

const ms = (ns) => `${(ns / 1e6).toFixed(1)} ms`;
// n, p50 and p95 of nanosecond samples (nearest rank).
function pct(ns) {
  const a = Float64Array.from(ns).sort();
  const pick = (q) => a[Math.min(a.length - 1, Math.max(0, Math.ceil(q * a.length) - 1))];
  return { n: a.length, p50: pick(0.5), p95: pick(0.95) };
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { rounds: 4, 'lease-wait': 120 });
  console.log(`# lease_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}\n`);
  const hub = await startServe(['--lease-wait', String(o['lease-wait'])]);
  const root = mkdtempSync(path.join(os.tmpdir(), 'patchbay-lbench-'));
  const settings = { groups: { code: true, diagnostics: true, assets: true }, autoStartHub: false, allowCodeExecution: true, allowFileWrites: true };
  const project = copyProject(undefined, { root, name: 'LeaseBench', settings });
  const host = await startHost(undefined, { project, stateDir: hub.stateDir });
  const url = { url: `http://127.0.0.1:${hub.port}/mcp` };
  const names = ['agent-compile', 'agent-refresh', 'agent-code', 'agent-reader'];
  const sessions = [];
  for (const name of names) sessions.push(await connectClient(undefined, url, { name }));
  try {
    for (;;) {  // the package's tools are there once the editor registered
      const l = await sessions[0].listEditors();
      if (l.editors.some((e) => e.state === 'ready')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const calls = [];  // {agent, tool, ok, busy, error, ns}
    const counted = [];  // successful increment_counter answers
    const readsBy = new Map();  // the lease holder's tool (or 'nothing') → read latencies
    let maxQueue = 0;
    const timed = async (agent, s, tool, args, { readUnder } = {}) => {
      const t0 = process.hrtime.bigint();
      let r;
      try {
        r = await s.call(tool, args, { timeout: 600000 });
      } catch (err) {
        r = { isError: true, content: [{ type: 'text', text: `client: ${err.message}` }] };
      }
      const ns = Number(process.hrtime.bigint() - t0);
      const busy = r.isError === true && r._meta?.['patchbay/error']?.patchbay === 'busy';
      calls.push({ agent, tool, ok: r.isError !== true, busy, error: r.isError === true && !busy ? textOf(r) : '', ns });
      if (readUnder && r.isError !== true) {
        if (!readsBy.has(readUnder)) readsBy.set(readUnder, []);
        readsBy.get(readUnder).push(ns);
      }
      if (tool === 'increment_counter' && r.isError !== true) counted.push(r.structuredContent ?? JSON.parse(textOf(r)));
      return r;
    };
    let writersLeft = 3;
    const writer = async (i, step) => {
      for (let round = 0; round < o.rounds; round++) {
        await step(round);
        await timed(names[i], sessions[i], 'increment_counter', { counter: 'bench' });
      }
      writersLeft -= 1;
    };
    const reloads = () => host.lines.filter((l) => /^reloaded \d+$/.test(l)).length;
    const reloadsBefore = reloads();
    const started = Date.now();
    await Promise.all([
      writer(0, () => timed(names[0], sessions[0], 'compile', { force: true, waitSeconds: 45 })),
      writer(1, async (round) => {
        for (let k = 0; k < 3; k++) {
          await timed(names[1], sessions[1], 'create_script', {
            path: `Assets/Scripts/Bench${round}_${k}.cs`, content: `public class Bench${round}_${k} : UnityEngine.MonoBehaviour { }\n`,
          });
          await host.command('focus off', /^focus off$/);
          await host.command('focus on', /^focus on$/);
        }
        return timed(names[1], sessions[1], 'refresh_assets', {});
      }),
      writer(2, (round) => timed(names[2], sessions[2], 'execute_code',
        { code: `System.IO.File.AppendAllText("Library/lease-bench.log", "${round}\\n"); return ${round};` })),
      (async () => {
        while (writersLeft > 0) {
          const lease = (await sessions[3].listEditors()).editors[0]?.lease;
          maxQueue = Math.max(maxQueue, lease?.queue?.length ?? 0);
          const under = lease?.holder?.tool ?? 'nothing';
          await timed(names[3], sessions[3], 'get_editor_state', {}, { readUnder: under });
          await timed(names[3], sessions[3], 'increment_counter', { counter: 'bench' }, { readUnder: under });
        }
      })(),
    ]);
    const wall = (Date.now() - started) / 1000;

    // Exactly once: every successful increment_counter call id is in the counter's log once, values 1..N.
    const { value, lines } = readCounter(project, 'bench');
    const ids = new Map();
    let twice = 0;
    for (const l of lines) { if (ids.has(l.callId)) twice += 1; ids.set(l.callId, l.value); }
    const missing = counted.filter((c) => ids.get(c.callId) !== c.value).length;
    const gaps = lines.some((l, i) => l.value !== i + 1);
    const logPath = path.join(project, 'Library', 'lease-bench.log');
    const codeRuns = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8').split('\n').filter(Boolean).length : 0;
    const codeOk = calls.filter((c) => c.tool === 'execute_code' && c.ok).length;

    console.log(`${names.length} agents on one editor, ${o.rounds} rounds per writer, ${wall.toFixed(1)} s wall\n`);
    console.log('| tool | calls | ok | busy | other errors | p50 | p95 |\n|---|---:|---:|---:|---:|---:|---:|');
    for (const tool of [...new Set(calls.map((c) => c.tool))]) {
      const of = calls.filter((c) => c.tool === tool);
      const s = pct(of.map((c) => c.ns));
      console.log(`| ${tool} | ${of.length} | ${of.filter((c) => c.ok).length} | ${of.filter((c) => c.busy).length} | ${of.filter((c) => c.error).length} | ${ms(s.p50)} | ${ms(s.p95)} |`);
    }
    console.log('\n| agent-reader\'s reads (get_editor_state, increment_counter), by the lease holder just before | n | p50 | p95 |\n|---|---:|---:|---:|');
    for (const label of ['compile', 'refresh_assets', 'execute_code', 'nothing']) {
      const xs = readsBy.get(label) ?? [];
      const what = label === 'nothing' ? 'lease free' : `another agent's ${label} holds it`;
      if (!xs.length) { console.log(`| ${what} | 0 | | |`); continue; }
      const s = pct(xs);
      console.log(`| ${what} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} |`);
    }
    console.log(`\nlongest lease queue seen: ${maxQueue} (of --lease-queue 4)`);
    const reloaded = reloads() - reloadsBefore;
    const ideal = 2 * o.rounds;
    console.log(`domain reloads: ${reloaded} for ${o.rounds} forced compiles and ${o.rounds} batches of 3 scripts `
      + `(ideal ${ideal}; one reload per script and per return to Unity would be ${o.rounds + 3 * o.rounds} or more)`);
    const others = calls.filter((c) => c.error);
    console.log(`\nexactly once: increment_counter ${counted.length} answered ok, ${lines.length} logged (value ${value}), `
      + `${twice} call ids logged twice, ${missing} answers not in the log, values 1..N ${gaps ? 'NOT ' : ''}contiguous; `
      + `execute_code ${codeOk} answered ok, ${codeRuns} ran`);
    console.log(`errors other than busy: ${others.length}`);
    for (const e of others.slice(0, 10)) console.log(`  ${e.agent} ${e.tool}: ${e.error.slice(0, 300)}`);
    const ok = others.length === 0 && twice === 0 && missing === 0 && !gaps && codeRuns === codeOk && reloaded <= ideal;
    console.log(ok ? '\nRESULT ok' : '\nRESULT FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const s of sessions) await s.close().catch(() => {});
    await host.stop();
    await hub.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
