// Shared by bench/relay_bench.mjs and bench/counted_bench.mjs: a newline-delimited JSON-RPC client on a
// `patchbay stdio` child, and the echo editor farm (bench/editors_bench.mjs --farm) the hub forwards to.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { hubBinary, deadline, track } from './hub_client.mjs';

const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// A newline-delimited JSON-RPC client on a child's stdin/stdout, one request in flight at a time.
export class StdioClient {
  // `wrap`: a command the front end runs under (e.g. valgrind and its options).
  constructor(args, env, { wrap = [] } = {}) {
    const argv = [...wrap.slice(1), hubBinary, ...args];
    this.proc = track(spawn(wrap[0] ?? hubBinary, wrap.length ? argv : args,
      { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] }));
    this.proc.stderr.resume();
    this.waiting = null;
    this.rl = readline.createInterface({ input: this.proc.stdout });
    this.rl.on('line', (line) => {
      if (!line.includes('"id"')) return; // notifications (list_changed, …)
      const w = this.waiting;
      this.waiting = null;
      w?.(line);
    });
  }

  request(line) {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.proc.stdin.write(line);
    });
  }

  async initialize(name, ms = 15000) {
    const init = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '0' } } });
    const reply = await deadline(this.request(`${init}\n`), `${name}: initialize`, ms);
    if (!reply.includes('"result"')) throw new Error(`${name}: initialize failed: ${reply}`);
    this.proc.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  }

  close() {
    this.proc.stdin.end();
    return new Promise((r) => (this.proc.exitCode !== null ? r() : this.proc.once('exit', r)));
  }
}

// The echo editor (one) registered with the hub whose state directory is `hubStateDir`.
// `tools`: how many tools the editor lists (bench_echo last).
export async function startFarm(hubStateDir, { tools = 1 } = {}) {
  const proc = track(spawn(process.execPath, [path.join(benchDir, 'editors_bench.mjs'), '--farm', '--hub-state', hubStateDir, '--editors', '1',
    '--tools', String(tools)],
    { stdio: ['ignore', 'pipe', 'inherit'] }));
  const rl = readline.createInterface({ input: proc.stdout });
  await deadline(new Promise((resolve, reject) => {
    rl.on('line', (line) => { if (line.startsWith('READY ')) resolve(); });
    proc.once('exit', (c) => reject(new Error(`farm exited ${c}`)));
  }), 'editor farm start', 60000);
  return { proc, stop: () => proc.kill('SIGTERM') };
}

