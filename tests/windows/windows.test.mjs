// patchbay.exe under Wine (tests/windows/run.sh): the front door (two stdio sessions share one hub it
// starts; status; stop) and `setup` with Windows paths.
// PATCHBAY_BIN is the Wine wrapper.
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaled } from '../lib/time.mjs';

const bin = process.env.PATCHBAY_BIN;
const run = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TIMEOUT = scaled(90000);

function tempDir(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-win-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Wine maps drive Z: to the Linux root.
const windowsPath = (p) => `Z:${p.replaceAll('/', '\\')}`;

async function until(what, check, ms = scaled(60000)) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

// One `patchbay.exe stdio` session: writes lines, reads JSON-RPC responses by id.
function stdioSession(t, stateDir) {
  const proc = spawn(bin, ['stdio', '--state-dir', stateDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  t.after(() => proc.kill('SIGKILL'));
  let buffer = '';
  const waiting = new Map();
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line) continue;
      const message = JSON.parse(line);
      waiting.get(message.id)?.(message);
    }
  });
  let next = 1;
  const request = (method, params) => new Promise((resolve, reject) => {
    const id = next++;
    const timer = setTimeout(() => reject(new Error(`no answer to ${method}`)), scaled(60000));
    waiting.set(id, (m) => { clearTimeout(timer); resolve(m); });
    proc.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  });
  const notify = (method) => proc.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method })}\n`);
  return { proc, request, notify };
}

const readHubInfo = (stateDir) => {
  const file = path.join(stateDir, 'hub.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

test('two patchbay.exe stdio sessions start one hub and share it; status; stop removes hub.json', { timeout: TIMEOUT }, async (t) => {
  const stateDir = tempDir(t);
  t.after(() => run(bin, ['stop', '--state-dir', stateDir]).catch(() => {}));
  const initialize = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'wine-test', version: '1' } };

  const first = stdioSession(t, stateDir);
  const init1 = await first.request('initialize', initialize);
  assert.equal(init1.result?.serverInfo?.name, 'patchbay', JSON.stringify(init1));
  first.notify('notifications/initialized');
  const tools1 = await first.request('tools/list', {});
  assert.ok(Array.isArray(tools1.result?.tools), JSON.stringify(tools1));
  const hub = await until('hub.json', () => readHubInfo(stateDir));

  const second = stdioSession(t, stateDir);
  const init2 = await second.request('initialize', initialize);
  assert.equal(init2.result?.serverInfo?.name, 'patchbay');
  assert.deepEqual(readHubInfo(stateDir), hub, 'the second session reused the running hub');

  const { stdout } = await run(bin, ['status', '--state-dir', stateDir]);
  assert.match(stdout, /^Patchbay hub \S+ \(pid \d+\) at http:\/\/127\.0\.0\.1:\d+\/mcp/);
  await run(bin, ['stop', '--state-dir', stateDir]);
  // Windows cannot delete an open file: the hub must close hub.json before removing it.
  await until('hub.json removed', () => !existsSync(path.join(stateDir, 'hub.json')));
});

// Wine sets USERPROFILE and APPDATA itself (from its prefix), so the home is given with --home, which
// resolves the application data folder as Windows does: <home>\\AppData\\Roaming.
test('setup claude-desktop writes <home>\\AppData\\Roaming\\Claude\\claude_desktop_config.json', { timeout: TIMEOUT }, async (t) => {
  const home = path.join(tempDir(t), 'home');
  const appData = path.join(home, 'AppData', 'Roaming');
  mkdirSync(path.join(appData, 'Claude'), { recursive: true });
  await run(bin, ['setup', 'claude-desktop', '--home', windowsPath(home)]);
  const file = path.join(appData, 'Claude', 'claude_desktop_config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const entry = config.mcpServers?.unity;
  assert.ok(entry, JSON.stringify(config));
  assert.match(entry.command, /^[A-Za-z]:\\.*patchbay\.exe$/i, 'an absolute Windows path to the exe');
  assert.deepEqual(entry.args, ['stdio']);

  await run(bin, ['setup', 'claude-desktop', '--remove', '--home', windowsPath(home)]);
  const after = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(after.mcpServers?.unity, undefined, '--remove takes the entry out again');
});
