// Benchmark of the editor side (issue 13): the real Unity package on the headless editor host, behind
// the real hub. Reports
//   - the round trip of the package's `ping` tool (MCP over HTTP → hub → package → main thread → back)
//     at several editor frame lengths (`throttle N`: an editor updating every N ms), beside the hub's
//     echo editor double, so the time a call waits for the main thread is visible: a call arrives on
//     the link thread at a random moment and runs at the next EditorApplication.update, on average half
//     a frame later;
//   - after a domain reload: reload end (the host's "reloaded N" line) → the package registered again
//     (the editor listed as ready by the hub) and → the first answer to a call sent while it reloaded
//     (the hub held it).
//
//   node bench/editor_host_bench.mjs [--calls 300] [--warmup 30] [--frames 1,10,50] [--reloads 10]
//
// Needs build/bin/patchbay, build/bin/patchbay-editor-host and build/unity/SampleProject (the test
// command builds them; so does `bash scripts/build.sh && bash unity/build.sh build`).
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { hubBinary, parseOpts, deadline, stats, startServe, post, openSession, track } from './lib/hub_client.mjs';
import { copyProject, startHost } from '../tests/e2e/lib/e2e.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const us = (x) => `${(x / 1000).toFixed(2)} ms`;

const call = (id, name, args = '{}') =>
  `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`;

async function roundTrips(o, c, port, sid, name, args, expect) {
  const samples = [];
  for (let i = 0; i < o.warmup + o.calls; i++) {
    const t0 = process.hrtime.bigint();
    const { body } = await deadline(c.request(post(port, call(i + 1, name, args), { sid })), `${name} call`, 30000);
    const dt = Number(process.hrtime.bigint() - t0);
    if (!body.includes(expect) || body.includes('"isError":true')) throw new Error(`${name}: ${body.slice(0, 300)}`);
    if (i >= o.warmup) samples.push(dt);
  }
  return stats(samples);
}

async function listEditors(c, port, sid) {
  const { body } = await c.request(post(port, call('"le"', 'list_editors'), { sid }));
  return body;
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { calls: 300, warmup: 30, frames: '1,10,50', reloads: 10 });
  console.log(`# editor_host_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}\n`);
  const hub = await startServe();
  const root = mkdtempSync(path.join(os.tmpdir(), 'patchbay-hbench-'));
  const project = copyProject(undefined, { root, name: 'BenchProject' });
  const host = await startHost(undefined, { project, stateDir: hub.stateDir });
  // The echo editor double, for the hub-only part of the same path.
  const farm = track(spawn(process.execPath, [path.join(here, 'editors_bench.mjs'), '--farm', '--hub-state', hub.stateDir, '--editors', '1'],
    { stdio: ['ignore', 'pipe', 'inherit'] }));
  await deadline(new Promise((resolve) => readline.createInterface({ input: farm.stdout }).on('line', (l) => { if (l.startsWith('READY ')) resolve(); })), 'farm', 15000);
  try {
    const { c, sid } = await openSession(hub.port);
    // Wait until the package's tools are there (the host registers right after "ready").
    let lastList = '';
    const unity = await deadline((async () => {
      for (;;) {
        lastList = await listEditors(c, hub.port, sid);
        const m = /"id":"(BenchProject@[^"]+)"/.exec(lastList);
        if (m) return m[1];
        await new Promise((r) => setTimeout(r, 100));
      }
    })(), 'package registered', 60000).catch((e) => { throw new Error(`${e.message}; list_editors: ${lastList.slice(0, 600)}`); });
    const echoId = /"id":"(Bench0@[^"]+)"/.exec(await listEditors(c, hub.port, sid))?.[1];
    const toUnity = `{"editor":"${unity}"}`;

    console.log('| tools/call round trip (HTTP → hub → editor → back), one in flight | n | p50 | p90 | p99 | mean |\n|---|---:|---:|---:|---:|---:|');
    if (echoId) {
      const s = await roundTrips(o, c, hub.port, sid, 'bench_echo', `{"text":"ok","editor":"${echoId}"}`, '"text":"ok"');
      console.log(`| echo editor double (Node, answers on its socket) | ${s.n} | ${us(s.p50)} | ${us(s.p90)} | ${us(s.p99)} | ${us(s.mean)} |`);
    }
    for (const frame of o.frames.split(',').map(Number)) {
      await host.command(`throttle ${frame}`, /^throttle /);
      const s = await roundTrips(o, c, hub.port, sid, 'ping', toUnity, 'pong');
      console.log(`| package \`ping\` on the main thread, editor frame ${frame} ms | ${s.n} | ${us(s.p50)} | ${us(s.p90)} | ${us(s.p99)} | ${us(s.mean)} |`);
    }
    await host.command('throttle off', /^throttle /);

    // Reload end → registered again, and → the answer to a call the hub held meanwhile.
    const registered = [];
    const answered = [];
    const probe = new (c.constructor)(hub.port);
    for (let r = 0; r < o.reloads; r++) {
      const from = host.lines.length;
      host.send('reload');
      const pending = c.request(post(hub.port, call(10000 + r, 'ping', toUnity), { sid })).then(() => process.hrtime.bigint());
      const reloadedAt = await host.waitLine(/^reloaded \d+$/, { from }).then(() => process.hrtime.bigint());
      const answerAt = await deadline(pending, 'call held across the reload', 60000);
      const readyAt = await deadline((async () => {
        for (;;) {
          const { body } = await probe.request(post(hub.port, call('"st"', 'list_editors'), { sid }));
          if (new RegExp(`"id":"${unity}"[^}]*"state":"ready"`).test(body)) return process.hrtime.bigint();
        }
      })(), 'ready again', 60000);
      if (answerAt > reloadedAt) answered.push(Number(answerAt - reloadedAt));
      registered.push(Number(readyAt - reloadedAt));
    }
    probe.close();
    const a = stats(answered.length ? answered : [0]);
    const g = stats(registered);
    console.log(`\n| after a domain reload (${o.reloads} reloads) | n | p50 | max |\n|---|---:|---:|---:|`);
    console.log(`| reload end → editor ready in the hub | ${g.n} | ${us(g.p50)} | ${us(g.max)} |`);
    console.log(`| reload end → answer to a call held during the reload | ${answered.length} | ${us(a.p50)} | ${us(a.max)} |`);
    c.close();
  } finally {
    farm.kill('SIGTERM');
    await host.stop();
    await hub.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
