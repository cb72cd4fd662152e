// Benchmark of script compiles in the headless editor (issue 42): the time from the host's stdin `compile` to its
// `compiled ok` line (the compiler's share) and to `reloaded N` (compile and domain reload: what an agent waits for
// after create_script), for
//   - the whole sample project (`compile clean`: every assembly), and
//   - one changed script (Assets/Scripts/Health.cs gains a comment; `compile`: Unity recompiles the assemblies
//     the script is in and those that depend on them; the host recompiles every assembly, as it always has).
// Each run is a fresh copy of the project; the first compile at start is not measured (the compiler server,
// if any, is warm by then, as it is after the first compile of a session).
//
//   node bench/compile_bench.mjs [--runs 10] [--build DIR] [--corpus]
//
// --build points at another build (for before/after: a worktree built at an older commit); --corpus adds
// unity/headless/Corpus's scripts to the project, as CorpusTests does.
import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, rmSync, appendFileSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const runs = Number(opt('runs', '10'));
const build = path.resolve(opt('build', path.join(here, '..', 'build')));
const corpus = args.includes('--corpus');

function host(project) {
  const p = spawn(path.join(build, 'bin', 'patchbay-editor-host'), ['--project', project, '--exit-on-stdin-eof'],
    { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, PATCHBAY_HOST_QUIET: '1' } });
  const waiters = [];
  readline.createInterface({ input: p.stdout }).on('line', (line) => {
    const i = waiters.findIndex((w) => line.startsWith(w.prefix));
    if (i >= 0) waiters.splice(i, 1)[0].resolve(line);
  });
  const wait = (prefix) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${prefix}' in 300 s`)), 300000);
    waiters.push({ prefix, resolve: (l) => { clearTimeout(timer); resolve(l); } });
  });
  return { p, wait, send: (c) => p.stdin.write(c + '\n') };
}

async function timed(h, command) {
  const t0 = process.hrtime.bigint();
  const compiled = h.wait('compiled');
  const reloaded = h.wait('reloaded');
  h.send(command);
  const line = await compiled;
  const t1 = process.hrtime.bigint();
  if (line !== 'compiled ok') throw new Error(`${command}: ${line}`);
  await reloaded;
  const t2 = process.hrtime.bigint();
  return [Number(t1 - t0) / 1e6, Number(t2 - t0) / 1e6];
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const fmt = (xs) => `${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;

async function main() {
  const sample = path.join(build, 'unity', 'SampleProject');
  const results = { clean: [[], []], one: [[], []] };
  let scripts = 0;
  for (let r = 0; r < runs; r++) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'patchbay-cbench-'));
    const project = path.join(root, 'Bench');
    cpSync(sample, project, { recursive: true });
    rmSync(path.join(project, 'Library'), { recursive: true, force: true });
    if (corpus) {
      cpSync(path.join(here, '..', 'unity', 'headless', 'Corpus', 'Assets'), path.join(project, 'Assets'), { recursive: true });
      const manifest = path.join(project, 'Packages', 'manifest.json');
      const m = JSON.parse(readFileSync(manifest, 'utf8'));
      Object.assign(m.dependencies, { 'com.unity.inputsystem': '1.8.2', 'com.unity.ugui': '1.0.0' });
      writeFileSync(manifest, JSON.stringify(m, null, 2));
    }
    const h = host(project);
    try {
      await h.wait('ready');
      const [c1, c2] = await timed(h, 'compile clean');
      results.clean[0].push(c1); results.clean[1].push(c2);
      const health = path.join(project, 'Assets', 'Scripts', 'Health.cs');
      if (!existsSync(health)) throw new Error(`${health} is missing`);
      appendFileSync(health, `\n// edited ${r}\n`);
      const [o1, o2] = await timed(h, 'compile');
      results.one[0].push(o1); results.one[1].push(o2);
      if (!scripts) scripts = (await import('node:child_process')).execSync(`find '${path.join(project, 'Assets')}' -name '*.cs' | wc -l`).toString().trim();
    } finally {
      h.p.stdin.end();
      await new Promise((resolve) => h.p.once('exit', resolve));
      rmSync(root, { recursive: true, force: true });
    }
  }
  console.log(`# compile_bench — ${new Date().toISOString()}, ${os.cpus().length} CPUs, ${runs} runs, build ${build}, ${scripts} scripts${corpus ? ' (sample + corpus)' : ''}`);
  console.log(`| compile | to \`compiled ok\` | to \`reloaded\` |`);
  console.log(`|---|---:|---:|`);
  console.log(`| whole project (compile clean) | ${fmt(results.clean[0])} | ${fmt(results.clean[1])} |`);
  console.log(`| one changed script | ${fmt(results.one[0])} | ${fmt(results.one[1])} |`);
}

main().catch((e) => { console.error(e); process.exit(1); });
