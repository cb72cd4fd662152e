// Benchmark of the keep-awake (issue 43): the multi-frame operations an agent runs, in a focused editor and in a
// parked one (`--background park`: no editor update until something wakes it, the strictest of Unity's background
// throttling). Unity ignores a SignalTick the editor's own update makes, so in a parked editor each operation below
// moves only as fast as the package's keep-awake thread wakes it; the goal is that each takes at most a few focused
// frames longer parked than focused. Reports, per operation, the median wall time of --reps runs in each mode and the
// difference in focused frames (the host's --frame-ms, 10 ms).
//
//   node bench/parked_bench.mjs [--reps 5]
//
// Both editors run side by side and take turns (which goes first alternates), so warm caches favour neither.
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

// One editor ready to measure: a hub, a copy of the sample on the Input System, a host (parked or focused), a session.
async function openEditor(t, background) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: background ? 'ParkedBench' : 'FocusedBench', settings: SETTINGS });
  useInputSystem(project);
  await startHost(t, { project, stateDir: hub.stateDir, ...(background ? { background } : {}) });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json } = toolCaller(s);
  await json('get_editor_state');
  return { project, json };
}

// The operations, once, in the order an agent runs them: each one's wall time.
async function runOnce({ project, json }, i) {
  const times = {};
  const op = async (name, fn) => { times[name] = await timed(fn); };
  writeFileSync(path.join(project, 'Assets/Scripts/Bench.cs'), `public class Bench { public int Value = ${i}; }\n`);
  await op('compile + reload', async () => {
    const r = await json('compile');
    if (r.status !== 'succeeded') throw new Error(`compile: ${JSON.stringify(r)}`);
  });
  await op('test run (MathTests)', async () => {
    const r = await json('run_tests', { names: ['MathTests'] });
    if (r.status !== 'passed') throw new Error(`run_tests: ${JSON.stringify(r)}`);
  });
  await json('open_scene', { path: 'Assets/Scenes/PlayTest.unity' });
  await op('play-mode entry', () => json('set_play_mode', { action: 'play' }));
  await op('wait_until 30 frames', () => json('wait_until', { frames: 30 }));
  await op('simulate_input 20 frames', async () => {
    const r = await json('simulate_input', { keys: ['D'], frames: 20 });
    if (r.reached !== true) throw new Error(`simulate_input: ${JSON.stringify(r)}`);
  });
  await op('play-mode exit', () => json('set_play_mode', { action: 'stop' }));
  return times;
}

async function main() {
  const o = parseOpts(process.argv.slice(2), { reps: 5 });
  console.log(`# parked_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}, hub ${hubBinary}`);
  console.log(`# ${o.reps} runs per mode after one warm-up each, focused and parked alternating which goes first; medians; a focused frame is ${FRAME_MS} ms\n`);
  const { t, close } = context();
  try {
    const editors = { focused: await openEditor(t, null), parked: await openEditor(t, 'park') };
    const samples = { focused: [], parked: [] };
    for (let i = 0; i <= o.reps; i++) {
      const order = i % 2 === 0 ? ['focused', 'parked'] : ['parked', 'focused'];
      for (const mode of order) {
        const times = await runOnce(editors[mode], i);
        if (i > 0) samples[mode].push(times);
      }
    }
    console.log('| operation | focused | parked | parked − focused |');
    console.log('|---|---:|---:|---:|');
    for (const name of Object.keys(samples.focused[0])) {
      const f = median(samples.focused.map((x) => x[name]));
      const p = median(samples.parked.map((x) => x[name]));
      console.log(`| ${name} | ${f.toFixed(0)} ms | ${p.toFixed(0)} ms | ${(p - f).toFixed(0)} ms (${((p - f) / FRAME_MS).toFixed(1)} frames) |`);
    }
  } finally {
    await close();
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
