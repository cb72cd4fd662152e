// Benchmark of deterministic play-tests (issue 47): a 600-frame scenario of the sample's PlayTest scene — a jump at
// frame 5, a walk right (D) from frame 10 to 400 that picks up the coin, watched fields — run --runs times through the
// real hub and the real package on the headless editor, each from play mode entered paused, with step_game. Reports
// the run-to-run differences (distinct state hashes, the largest difference of a watched number from the first run) and
// what a 600-frame step costs in wall time (median, min, max, per frame), in a focused editor and, with --parked, in a
// parked one (no editor update until something wakes it). Then the same 600 frames as a scenario file (.playtest, with
// expectations) run --runs times through the hub's run_playtest: distinct end-state hashes and the time a whole
// scenario takes (scene opened, play mode entered paused, the step, the checks, play mode left).
//
//   node bench/playtest_bench.mjs [--runs 10] [--frames 600] [--parked 1]
//
// Needs PATCHBAY_BIN (or build/bin/patchbay), and build/unity (unity/build.sh build).
import os from 'node:os';
import { hubBinary, parseOpts } from './lib/hub_client.mjs';
import { startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller } from '../tests/e2e/lib/e2e.mjs';

const SETTINGS = { groups: { scenes: true, play: true }, autoStartHub: false };
const WATCH = ['Player:Transform.localPosition', 'Player:PlayerController.jumpFrame', 'Player:PlayerController.score'];

function context() {
  const cleanups = [];
  return { t: { after: (fn) => cleanups.push(fn) }, close: async () => { for (const fn of cleanups.reverse()) await fn(); } };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const numbers = (v) => (Array.isArray(v) ? v.flatMap(numbers) : typeof v === 'number' ? [v] : []);

// The same scenario as a file: what `patchbay playtest` and run_playtest run.
const scenarioFile = (frames) => `playtest 1
name "Bench: ${frames} frames"
scene Assets/Scenes/PlayTest.unity
frame-time 1/60
seed 1
watch ${WATCH.join(' ')}
play
step ${frames} frames inputs Space@5 D@10-${Math.min(400, frames - 1)}
expect Player:PlayerController.score == 1
expect missing Coin
expect log "Picked up Coin"
stop
`;

async function measureFile(json, runs, frames) {
  const results = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = await json('run_playtest', { text: scenarioFile(frames) });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (!r.passed) throw new Error(`the scenario failed: ${JSON.stringify(r)}`);
    if (i > 0) results.push({ ms, hash: r.stateHash });
  }
  const times = results.map((r) => r.ms);
  return { hashes: new Set(results.map((r) => r.hash)).size, median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

async function openEditor(t, background) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: background ? 'ParkedSteps' : 'FocusedSteps', settings: SETTINGS });
  useInputSystem(project);
  await startHost(t, { project, stateDir: hub.stateDir, ...(background ? { background } : {}) });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json } = toolCaller(s, { timeoutMs: 600000 });
  await json('open_scene', { path: 'Assets/Scenes/PlayTest.unity' });
  return json;
}

async function measure(json, runs, frames) {
  const scenario = { frames, frameTime: 1 / 60, seed: 1, inputs: ['Space@5', `D@10-${Math.min(400, frames - 1)}`], watch: WATCH };
  const results = [];
  for (let i = 0; i <= runs; i++) {  // the first is a warm-up
    await json('set_play_mode', { action: 'play', paused: true });
    const t0 = process.hrtime.bigint();
    const r = await json('step_game', scenario);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    await json('set_play_mode', { action: 'stop' });
    if (r.frames !== frames) throw new Error(`step_game ran ${r.frames} frames: ${JSON.stringify(r)}`);
    if (i > 0) results.push({ ms, hash: r.stateHash, values: numbers(r.watched.map((w) => (w.watch.endsWith('jumpFrame') ? w.after - r.fromFrame : w.after))), score: r.watched[2].after });
  }
  const first = results[0];
  let worst = 0;
  for (const r of results) r.values.forEach((v, k) => { worst = Math.max(worst, Math.abs(v - first.values[k])); });
  const times = results.map((r) => r.ms);
  return {
    hashes: new Set(results.map((r) => r.hash)).size,
    worst,
    score: first.score,
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
  };
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { runs: 10, frames: 600, parked: 0 });
  console.log(`# playtest_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}`);
  console.log(`# ${o.runs} runs of a ${o.frames}-frame step_game (1/60 s frames, Space@5, D held to frame 400) from play mode entered paused, after one warm-up\n`);
  console.log('| editor | distinct state hashes | largest watched difference | score | wall ms median | min | max | ms per frame |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const files = [];
  for (const background of [undefined, ...(Number(o.parked) ? ['park'] : [])]) {
    const { t, close } = context();
    try {
      const json = await openEditor(t, background);
      const m = await measure(json, Number(o.runs), Number(o.frames));
      console.log(`| ${background ? 'parked' : 'focused'} | ${m.hashes} | ${m.worst} | ${m.score} | ${m.median.toFixed(0)} | ${m.min.toFixed(0)} | ${m.max.toFixed(0)} | ${(m.median / Number(o.frames)).toFixed(2)} |`);
      files.push([background, await measureFile(json, Number(o.runs), Number(o.frames))]);
    } finally {
      await close();
    }
  }
  console.log(`\n# the same as a .playtest scenario file through run_playtest (scene, play paused, the step, 3 checks, stop), ${o.runs} runs after one warm-up\n`);
  console.log('| editor | distinct state hashes | scenario wall ms median | min | max |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [background, m] of files)
    console.log(`| ${background ? 'parked' : 'focused'} | ${m.hashes} | ${m.median.toFixed(0)} | ${m.min.toFixed(0)} | ${m.max.toFixed(0)} |`);
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
