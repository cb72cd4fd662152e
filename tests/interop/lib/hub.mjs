// Starting and stopping real hub processes. Every test gets its own process on port 0 with its own
// temporary state directory, so the files can run in parallel; stop() is registered with t.after so
// the process is gone even when the test fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hubBinary } from './paths.mjs';
import { scaled } from '../../lib/time.mjs';

const live = new Set();
const livePids = new Set();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
  for (const pid of livePids) {
    try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ }
  }
});

// For hub processes spawned by someone else (the SDK's stdio transport).
export function trackPid(pid, child) {
  livePids.add(pid);
  child?.once('exit', () => livePids.delete(pid)); // never signal a pid that may have been reused
}

export const LISTENING_RE = /listening on http:\/\/(?:\[[^\]]*\]|[^:/\s]+):(\d+)/;

export function makeStateDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'patchbay-test-'));
}

// Resolves with {code, signal} when the child has exited (immediately if it already has).
export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })));
}

// Resolves with the exit status, or with null if the child is still running after ms.
export async function exitedWithin(child, ms) {
  let timer;
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  try {
    return await Promise.race([exited(child), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function terminate(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return exited(child);
  child.kill('SIGTERM');
  const status = await exitedWithin(child, graceMs);
  if (status) return status;
  child.kill('SIGKILL');
  return exited(child);
}

// Stops a hub process a test started. A hub asked to stop must exit cleanly: a non-zero code
// (a crash, or a sanitizer's report: ASan/LSan exit 86, UBSan 87 in scripts/test-sanitizers.sh), a
// signal, or no exit within the grace time fails the test that owned it. A process that was gone
// already (the test killed it, or it was meant to exit) is not judged here. Under Wine
// (PATCHBAY_WINE=1, tests/windows/run.sh) a Windows program has no SIGTERM handler: the signal ends
// wine itself, so only that death is expected there; a crash or another exit still fails.
export async function stopCleanly(child, what = 'hub', stderrText = () => '') {
  const running = child.exitCode === null && child.signalCode === null;
  const status = await terminate(child, scaled(5000));
  const wineStop = process.env.PATCHBAY_WINE === '1' && status.signal === 'SIGTERM';
  if (running && !wineStop && (status.code !== 0 || status.signal)) {
    const tail = stderrText().split('\n').slice(-40).join('\n');
    throw new Error(`${what} (pid ${child.pid}) did not exit cleanly when stopped: code ${status.code}, ` +
      `signal ${status.signal}${tail ? `; its stderr ends:\n${tail}` : ''}`);
  }
  return status;
}

function track(child) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

export function spawnHub(args, options = {}) {
  return track(spawn(hubBinary, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options }));
}

// Starts `patchbay serve` and waits for its "listening on" line.
//   fixtures: pass --conformance-fixtures (default true)
//   args:     extra command-line arguments
export async function startHub(t, { fixtures = true, args = [], env = process.env, listen = '127.0.0.1:0' } = {}) {
  const stateDir = makeStateDir();
  const argv = ['serve', '--listen', listen, '--state-dir', stateDir];
  if (fixtures) argv.push('--conformance-fixtures');
  argv.push(...args);
  const proc = spawnHub(argv, { env });
  let stderr = '';
  let stdout = '';
  proc.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
  proc.stderr.setEncoding('utf8');
  const port = await new Promise((resolve, reject) => {
    const limit = scaled(10000);
    const timer = setTimeout(() => reject(new Error(`hub did not report listening within ${limit} ms; stderr:\n${stderr}`)), limit);
    proc.stderr.on('data', (d) => {
      stderr += d;
      const m = LISTENING_RE.exec(stderr);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`hub exited (code ${code}, signal ${signal}) before listening; stderr:\n${stderr}`));
    });
    proc.once('error', (err) => { clearTimeout(timer); reject(err); });
  });
  const hub = {
    proc,
    port,
    stateDir,
    url: `http://127.0.0.1:${port}/mcp`,
    stderr: () => stderr,
    stdout: () => stdout,
    alive: () => proc.exitCode === null && proc.signalCode === null,
    async stop() {
      try {
        return await stopCleanly(proc, 'hub', () => stderr);
      } finally {
        rmSync(stateDir, { recursive: true, force: true });
      }
    },
  };
  if (t) t.after(() => hub.stop());
  return hub;
}

// Starts `patchbay stdio --standalone` with a minimal environment and cwd "/" by default, as MCP
// clients do.
export function spawnStdio(t, { fixtures = true, args = [], env, cwd = '/' } = {}) {
  const argv = ['stdio', '--standalone'];
  if (fixtures) argv.push('--conformance-fixtures');
  argv.push(...args);
  const minimal = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  const proc = track(spawn(hubBinary, argv, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: env ?? minimal,
    cwd,
  }));
  if (t) t.after(() => stopCleanly(proc, 'patchbay stdio'));
  return proc;
}

// Runs the binary to completion (CLI tests). Kills it after timeoutMs and reports timedOut.
export async function runCli(args, { timeoutMs = scaled(5000), env = process.env } = {}) {
  const proc = spawnHub(args, { env });
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  let status = await exitedWithin(proc, timeoutMs);
  const timedOut = status === null;
  if (timedOut) status = await terminate(proc, 500);
  // Let the pipes drain.
  await Promise.all([
    new Promise((r) => (proc.stdout.closed ? r() : proc.stdout.once("close", r))),
    new Promise((r) => (proc.stderr.closed ? r() : proc.stderr.once("close", r))),
  ]);
  return { ...status, stdout, stderr, timedOut, pid: proc.pid };
}
