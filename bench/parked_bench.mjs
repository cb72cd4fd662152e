// Benchmark of the keep-awake (issue 43): the multi-frame operations an agent runs, in a focused editor and in a
// parked one (`--background park`: no editor update until something wakes it, the strictest of Unity's background
// throttling). Unity ignores a SignalTick the editor's own update makes, so in a parked editor each operation below
// moves only as fast as the package's keep-awake thread wakes it; the goal is that each takes at most a few focused
// frames longer parked than focused. Reports, per operation, the median wall time of --reps runs in each mode and the
// difference in focused frames (the host's --frame-ms, 10 ms).
//
//   node bench/parked_bench.mjs [--reps 3]
//
// Needs PATCHBAY_BIN (or build/bin/patchbay), and build/unity (unity/build.sh build).
import os from 'node:os';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hubBinary, parseOpts } from './lib/hub_client.mjs';
import { startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller } from '../tests/e2e/lib/e2e.mjs';

const FRAME_MS = 10;
const SETTINGS = {
  groups: { diagnostics: true, scenes: true, assets: true, tests: true, play: true }, allowTests: true, autoStartHub: false,
};

// The e2e helpers clean up through a test context's `after`; the bench runs its own.
function context() {
  const cleanups = [];
  return { t: { after: (fn) => cleanups.push(fn) }, close: async () => { for (const fn of cleanups.reverse()) await fn(); } };
}

async function timed(fn) {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function measure(background, reps) {
  const { t, close } = context();
  try {
    const hub = await startHub(t);
    const project = copyProject(t, { name: background ? 'ParkedBench' : 'FocusedBench', settings: SETTINGS });
    useInputSystem(project);
    await startHost(t, { project, stateDir: hub.stateDir, ...(background ? { background } : {}) });
    const s = await connectClient(t, hub);
    await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
    const { json } = toolCaller(s);
    await json('get_editor_state');
    const ops = {
      'compile + reload': [], 'test run (MathTests)': [], 'play-mode entry': [], 'wait_until 30 frames': [],
      'simulate_input 20 frames': [], 'play-mode exit': [],
    };
    for (let i = 0; i < reps; i++) {
      writeFileSync(path.join(project, 'Assets/Scripts/Bench.cs'), `public class Bench { public int Value = ${i}; }\n`);
      ops['compile + reload'].push(await timed(async () => {
        const r = await json('compile');
        if (r.status !== 'succeeded') throw new Error(`compile: ${JSON.stringify(r)}`);
      }));
      ops['test run (MathTests)'].push(await timed(async () => {
        const r = await json('run_tests', { names: ['MathTests'] });
        if (r.status !== 'passed') throw new Error(`run_tests: ${JSON.stringify(r)}`);
      }));
      await json('open_scene', { path: 'Assets/Scenes/PlayTest.unity' });
      ops['play-mode entry'].push(await timed(() => json('set_play_mode', { action: 'play' })));
      ops['wait_until 30 frames'].push(await timed(() => json('wait_until', { frames: 30 })));
      ops['simulate_input 20 frames'].push(await timed(async () => {
        const r = await json('simulate_input', { keys: ['D'], frames: 20 });
        if (r.reached !== true) throw new Error(`simulate_input: ${JSON.stringify(r)}`);
      }));
      ops['play-mode exit'].push(await timed(() => json('set_play_mode', { action: 'stop' })));
    }
    return Object.fromEntries(Object.entries(ops).map(([k, v]) => [k, median(v)]));
  } finally {
    await close();
  }
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { reps: 3 });
  console.log(`# parked_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}`);
  console.log(`# median of ${o.reps} runs; a focused frame is ${FRAME_MS} ms\n`);
  const focused = await measure(null, o.reps);
  const parked = await measure('park', o.reps);
  console.log('| operation | focused | parked | parked − focused |');
  console.log('|---|---:|---:|---:|');
  for (const op of Object.keys(focused)) {
    const diff = parked[op] - focused[op];
    console.log(`| ${op} | ${focused[op].toFixed(0)} ms | ${parked[op].toFixed(0)} ms | ${diff.toFixed(0)} ms (${(diff / FRAME_MS).toFixed(1)} frames) |`);
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
