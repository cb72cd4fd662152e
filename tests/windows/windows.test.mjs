// patchbay.exe under Wine (tests/windows/run.sh): `setup` with Windows paths.
// PATCHBAY_BIN is the Wine wrapper.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scaled } from '../lib/time.mjs';

const bin = process.env.PATCHBAY_BIN;
const run = promisify(execFile);
const TIMEOUT = scaled(90000);

function tempDir(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-win-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Wine maps drive Z: to the Linux root.
const windowsPath = (p) => `Z:${p.replaceAll('/', '\\')}`;

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
