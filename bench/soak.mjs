// Soak: many tool calls through the hub to echo editors (the test double of tests/editor-double) while
// sessions close and reopen, editors reload (editor/reloading, reconnect, same run) and restart (the
// connection dropped, a new run). Every call carries a nonce the editor echoes and counts, so the run
// proves, not samples: every call answered once (stuck = no answer within --stuck-ms), every success
// the editor's own answer to that call, no call run twice (the editors' per-nonce counts), and the hub's
// resident memory after warm-up against the end of the run, with the same sessions and editors open.
//
//   node bench/soak.mjs [--calls 1000000] [--workers 16] [--editors 4] [--churn-every 2000]
//                       [--warmup 50000] [--stuck-ms 30000] [--json]
//
// Exits 1 when a call was stuck, run twice or answered with something else than its own echo. Errors
// the hub or editor gives on purpose (a call cut off by a restart, an editor away) are counted by kind:
// they are answers, and clear ones. The short run in the test command is tests/hub/soak.test.mjs.
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { TestEditor, pingTool } from '../tests/editor-double/test_editor.mjs';
import {
  hubBinary, parseOpts, deadline, rssMb, track, startServe, post, openSession,
} from './lib/hub_client.mjs';

const self = fileURLToPath(import.meta.url);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the editor farm (child process, commanded over IPC) ------------------------------------------

// Per worker, how often the editors ran each of its call numbers.
class RunCounts {
  constructor() { this.byWorker = []; this.total = 0; }

  add(nonce) {
    const [w, seq] = nonce.split('.').map(Number);
    let a = this.byWorker[w] ?? (this.byWorker[w] = new Uint8Array(1024));
    if (seq >= a.length) {
      const grown = new Uint8Array(Math.max(seq + 1, a.length * 2));
      grown.set(a);
      a = this.byWorker[w] = grown;
    }
    if (a[seq] < 255) a[seq]++;
    this.total++;
  }

  twice() {
    const out = [];
    this.byWorker.forEach((a, w) => a.forEach((n, seq) => { if (n > 1) out.push(`${w}.${seq}`); }));
    return out;
  }
}

// pingTool echoes its text; this one also counts the run of each nonce.
function soakTool(counts) {
  const tool = pingTool('soak_echo');
  const echo = tool.handler;
  tool.handler = (args) => {
    counts.add(args.text);
    return echo(args);
  };
  return tool;
}

async function farm(o) {
  const counts = new RunCounts();
  const editors = [];
  for (let i = 0; i < o.editors; i++) {
    const ed = new TestEditor({
      hubStateDir: o['hub-state'], project: `Soak${i}`, projectPath: `/soak/projects/Soak${i}`, machine: 'soak',
      tools: [soakTool(counts)], observe: false,
    });
    await ed.connect();
    editors.push(ed);
  }
  process.on('message', async ({ op, editor, id }) => {
    try {
      const ed = editors[editor];
      if (op === 'reload') await ed.reload();
      else if (op === 'restart') await ed.restart();
      else if (op === 'counts') { process.send({ id, total: counts.total, twice: counts.twice() }); return; }
      process.send({ id, ok: true });
    } catch (err) {
      process.send({ id, error: String(err?.stack ?? err) });
    }
  });
  process.send({ ready: true, ids: editors.map((e) => e.id) });
}

async function startFarm(stateDir, editors) {
  const proc = track(fork(self, ['--farm', '--hub-state', stateDir, '--editors', String(editors)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const waiting = new Map();
  let nextId = 1;
  let ready;
  const started = new Promise((resolve, reject) => {
    ready = resolve;
    proc.once('exit', (c) => reject(new Error(`editor farm exited ${c}`)));
  });
  proc.on('message', (m) => {
    if (m.ready) { ready(m); return; }
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.reject(new Error(m.error)); else w?.resolve(m);
  });
  const info = await deadline(started, 'editor farm start', 30000);
  const ask = (op, editor) => new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    proc.send({ op, editor, id });
  });
  return { proc, ids: info.ids, ask, stop: () => proc.kill('SIGTERM') };
}

// ---- the run -----------------------------------------------------------------------------------------

// What one answer was: its own echo, an error the hub or editor gave on purpose, or something else.
function classify(body, id, nonce) {
  let msg;
  try { msg = JSON.parse(body); } catch { return { kind: 'unexpected', detail: body.slice(0, 200) }; }
  if (msg.id !== id) return { kind: 'unexpected', detail: `answer to ${msg.id} for request ${id}` };
  if (msg.error) return { kind: 'error', detail: `JSON-RPC ${msg.error.code}: ${String(msg.error.message).slice(0, 80)}` };
  const text = (msg.result?.content ?? []).map((c) => c.text).join('');
  if (msg.result?.isError) {
    const kind = msg.result._meta?.['patchbay/error']?.patchbay;
    const words = text.replace(/\S+@[0-9a-f]{8}/g, '<editor>').replace(/'[^']*'/g, "'…'").slice(0, 90);
    return { kind: 'error', detail: kind ? `${kind}: ${words}` : words };
  }
  return text === nonce ? { kind: 'ok' } : { kind: 'unexpected', detail: `echo '${text}' for '${nonce}'` };
}

async function soak(o) {
  const hub = await startServe([], { prefix: 'patchbay-soak-' });
  const farm = await startFarm(hub.stateDir, o.editors);
  const tally = { issued: 0, answered: 0, ok: 0, errors: new Map(), unexpected: 0, samples: [], stuck: 0, sessions: 0, reloads: 0, restarts: 0 };
  const workers = [];
  let rssWarm = null;
  let warmPromise = null;

  const open = async (w) => {
    tally.sessions++;
    return openSession(hub.port, { pin: farm.ids[w % farm.ids.length], clientName: 'soak' });
  };
  const reopen = new Set();
  const t0 = Date.now();
  const worker = async (w) => {
    let s = await open(w);
    let seq = 0;
    let id = 1;
    while (tally.issued < o.calls) {
      tally.issued++;
      const nonce = `${w}.${seq++}`;
      const rid = id++;
      const body = `{"jsonrpc":"2.0","id":${rid},"method":"tools/call","params":{"name":"soak_echo","arguments":{"text":"${nonce}"}}}`;
      let answer;
      try {
        answer = await deadline(s.c.request(post(hub.port, body, { sid: s.sid })), `call ${nonce}`, o['stuck-ms']);
      } catch {
        tally.stuck++;
        s.c.close();
        s = await open(w);
        continue;
      }
      const r = classify(answer.body, rid, nonce);
      tally.answered++;
      if (r.kind === 'ok') tally.ok++;
      else if (r.kind === 'error') tally.errors.set(r.detail, (tally.errors.get(r.detail) ?? 0) + 1);
      else if (tally.unexpected++ < 20) tally.samples.push(r.detail);
      if (rssWarm === null && !warmPromise && tally.answered >= o.warmup) {
        warmPromise = sleep(200).then(() => { rssWarm = rssMb(hub.proc.pid); });
      }
      if (reopen.delete(w)) {
        await s.c.request(post(hub.port, '', { sid: s.sid, method: 'DELETE' }));
        s.c.close();
        s = await open(w);
      }
    }
    return s;
  };

  // Churn: every --churn-every calls one of: a session closes and reopens, an editor reloads, an editor restarts.
  let churnStop = false;
  const churn = (async () => {
    let next = o['churn-every'];
    let step = 0;
    while (!churnStop) {
      if (tally.issued < next) { await sleep(5); continue; }
      next += o['churn-every'];
      const editor = step % o.editors;
      switch (step++ % 3) {
        case 0: reopen.add(step % o.workers); break;
        case 1: await farm.ask('reload', editor); tally.reloads++; break;
        default: await farm.ask('restart', editor); tally.restarts++; break;
      }
    }
  })();

  for (let w = 0; w < o.workers; w++) workers.push(worker(w));
  const sessions = await Promise.all(workers);
  churnStop = true;
  await churn;
  await warmPromise;
  const seconds = (Date.now() - t0) / 1000;
  await sleep(1500); // a hub/clients round to every editor, then the same shape as at warm-up
  const rssEnd = rssMb(hub.proc.pid);
  const counts = await farm.ask('counts');
  for (const s of sessions) s.c.close();
  farm.stop();
  const alive = hub.proc.exitCode === null;
  await hub.stop();
  return {
    calls: tally.issued, seconds, perSecond: tally.issued / seconds, ok: tally.ok,
    errors: Object.fromEntries([...tally.errors].sort((a, b) => b[1] - a[1])),
    errorCount: [...tally.errors.values()].reduce((a, b) => a + b, 0),
    unexpected: tally.unexpected, unexpectedSamples: tally.samples,
    stuck: tally.stuck, runTwice: counts.twice.length, runTwiceSamples: counts.twice.slice(0, 20),
    editorRuns: counts.total, sessionsOpened: tally.sessions, reloads: tally.reloads, restarts: tally.restarts,
    rssWarmMb: rssWarm, rssEndMb: rssEnd, rssGrowthMb: rssWarm === null ? null : rssEnd - rssWarm, hubAlive: alive,
    workers: o.workers, editors: o.editors,
  };
}

async function main() {
  const o = parseOpts(process.argv.slice(2), {
    calls: 1000000, workers: 16, editors: 4, 'churn-every': 2000, warmup: 50000, 'stuck-ms': 30000, 'hub-state': '',
  }, ['farm', 'json']);
  if (o.farm) return farm(o);
  o.warmup = Math.min(o.warmup, Math.floor(o.calls / 4));
  const r = await soak(o);
  const failed = r.stuck > 0 || r.runTwice > 0 || r.unexpected > 0 || !r.hubAlive || r.ok === 0;
  if (o.json) {
    console.log(JSON.stringify(r));
  } else {
    console.log(`# soak — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}\n`);
    console.log('| | |\n|---|---:|');
    console.log(`| tool calls | ${r.calls} in ${r.seconds.toFixed(0)} s (${Math.round(r.perSecond)}/s), ${r.workers} sessions over ${r.editors} editors |`);
    console.log(`| churn | ${r.sessionsOpened - r.workers} sessions reopened, ${r.reloads} editor reloads, ${r.restarts} editor restarts |`);
    console.log(`| answered with their own echo | ${r.ok} |`);
    console.log(`| answered with a clear error | ${r.errorCount} |`);
    console.log(`| stuck (no answer in ${o['stuck-ms'] / 1000} s) | ${r.stuck} |`);
    console.log(`| answered with something else | ${r.unexpected} |`);
    console.log(`| run twice by an editor | ${r.runTwice} |`);
    console.log(`| hub RSS after warm-up → end | ${r.rssWarmMb?.toFixed(2)} MB → ${r.rssEndMb.toFixed(2)} MB (${r.rssGrowthMb >= 0 ? '+' : ''}${r.rssGrowthMb?.toFixed(2)} MB) |`);
    if (r.errorCount) console.log(`\nerrors by kind: ${JSON.stringify(r.errors)}`);
    if (r.unexpected) console.log(`unexpected: ${JSON.stringify(r.unexpectedSamples)}`);
    if (r.runTwice) console.log(`run twice: ${JSON.stringify(r.runTwiceSamples)}`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
