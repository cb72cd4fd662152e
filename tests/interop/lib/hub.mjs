// The interop suite's hubs: the shared harness (tests/lib/hub_harness.mjs) with this suite's defaults
// (the conformance fixtures on, no wait for hub.json), and `patchbay stdio --standalone` launched as
// MCP clients launch it. Every test gets its own process on port 0 with its own temporary state
// directory, so the files can run in parallel.
import { spawn } from 'node:child_process';
import {
  hubBinary, startHub as harnessStartHub, stopCleanly, track,
} from '../../lib/hub_harness.mjs';

export {
  LISTENING_RE, exited, exitedWithin, makeStateDir, runCli, spawnHub, stopCleanly, terminate, trackPid,
} from '../../lib/hub_harness.mjs';

// Starts `patchbay serve` and waits for its "listening on" line.
//   fixtures: pass --conformance-fixtures (default true)
//   args:     extra command-line arguments
export function startHub(t, { fixtures = true, args = [], env = process.env, listen = '127.0.0.1:0' } = {}) {
  return harnessStartHub(t, { fixtures, args, env, listen, hubJson: false });
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
