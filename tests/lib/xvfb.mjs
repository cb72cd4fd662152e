// A private X display for the tests of the hub's dialog finding (tests/hub/dialogs_x11.test.mjs, and Wine's
// MessageBox in tests/windows/dialogs.test.mjs, which needs an X display to show a window): Xvfb picks a free
// display number itself (-displayfd) and is stopped after the test. Null when Xvfb is not installed
// (scripts/install-deps.sh installs it), so a test can skip saying why.
import { spawn, spawnSync } from 'node:child_process';
import { scaled } from './time.mjs';

export function haveProgram(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

export async function startXvfb(t) {
  if (!haveProgram('Xvfb')) return null;
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (d) => { stderr += d; });
  t.after(() => { if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM'); });
  const display = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not report its display within ${scaled(20000)} ms: ${stderr}`)), scaled(20000));
    proc.stdio[3].setEncoding('utf8');
    proc.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) { clearTimeout(timer); resolve(`:${out.trim()}`); }
    });
    proc.once('exit', (code) => { clearTimeout(timer); reject(new Error(`Xvfb exited (${code}): ${stderr}`)); });
  });
  return { display, proc };
}

// Collects a child's stdout lines; waitLine resolves with the first line matching `re` (from index `from`).
export function lineReader(proc, what) {
  const lines = [];
  const waiters = [];
  let buffer = '';
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (d) => {
    buffer += d;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, nl).replace(/\r$/, ''));
      buffer = buffer.slice(nl + 1);
    }
    for (const w of [...waiters]) w();
  });
  return {
    lines,
    waitLine(re, { timeoutMs = scaled(60000) } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((l) => re.test(l));
          if (line === undefined) return false;
          waiters.splice(waiters.indexOf(check), 1);
          clearTimeout(timer);
          resolve(line);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(check), 1);
          reject(new Error(`${what}: no line matching ${re} within ${timeoutMs} ms; lines: ${JSON.stringify(lines)}`));
        }, timeoutMs);
        waiters.push(check);
        check();
      });
    },
  };
}
