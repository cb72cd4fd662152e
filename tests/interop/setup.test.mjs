// `patchbay setup` through the real binary, with PATCHBAY_SETUP_HOME pointing at a temporary
// home: help, the written entry (absolute path of this binary), idempotence, backups, malformed
// files, usage errors, --list --json, and --http against a running hub's hub.json. The per-client
// formats are covered by the unit tests (tests/unit/setup/*_test.cpp).
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SUITE, test } from './lib/limits.mjs';
import { makeStateDir, runCli, startHub } from './lib/hub.mjs';
import { hubBinary } from '../lib/paths.mjs';

function tempHome(t) {
  const dir = makeStateDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function setup(home, args) {
  return runCli(['setup', ...args], { env: { ...process.env, PATCHBAY_SETUP_HOME: home } });
}

describe('cli: setup', SUITE, () => {
  test('setup --help explains the options with examples', async () => {
    const r = await runCli(['setup', '--help']);
    assert.equal(r.code, 0, r.stderr);
    for (const word of ['--scope', '--project', '--http', '--dry-run', '--remove', '--list', 'Examples:', 'claude-code']) {
      assert.match(r.stdout, new RegExp(word), `setup --help mentions ${word}`);
    }
  });

  test('writes the absolute path of this binary, then says it is already configured', async (t) => {
    const home = tempHome(t);
    const file = path.join(home, '.cursor', 'mcp.json');
    let r = await setup(home, ['cursor']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /created .*mcp\.json/);
    const config = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(config.mcpServers.unity, { command: realpathSync(hubBinary), args: ['stdio'] });
    assert.ok(path.isAbsolute(config.mcpServers.unity.command));

    const before = readFileSync(file, 'utf8');
    r = await setup(home, ['cursor']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, `already configured: ${file}\n`);
    assert.equal(readFileSync(file, 'utf8'), before);
    assert.ok(!existsSync(`${file}.patchbay-backup`), 'no backup when nothing changed');
  });

  test('merges into an existing file and keeps a backup', async (t) => {
    const home = tempHome(t);
    const file = path.join(home, '.claude.json');
    const original = '{\n  "theme": "dark",\n  "mcpServers": {\n    "other": { "command": "x" }\n  }\n}\n';
    writeFileSync(file, original);
    const r = await setup(home, ['claude-code']);
    assert.equal(r.code, 0, r.stderr);
    const config = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(config.theme, 'dark');
    assert.deepEqual(config.mcpServers.other, { command: 'x' });
    assert.equal(config.mcpServers.unity.type, 'stdio');
    assert.equal(readFileSync(`${file}.patchbay-backup`, 'utf8'), original);

    const removed = await setup(home, ['claude-code', '--remove']);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal(readFileSync(file, 'utf8'), original);
  });

  test('a malformed file exits 1, is left untouched, and the message says what to do', async (t) => {
    const home = tempHome(t);
    const file = path.join(home, '.gemini', 'settings.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{ "theme": ');
    const r = await setup(home, ['gemini']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /malformed/);
    assert.match(r.stderr, /by hand/);
    assert.equal(readFileSync(file, 'utf8'), '{ "theme": ');
  });

  test('--dry-run prints the change and writes nothing', async (t) => {
    const home = tempHome(t);
    const r = await setup(home, ['codex', '--dry-run']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /\[mcp_servers\.unity\]/);
    assert.match(r.stdout, /nothing was written/);
    assert.ok(!existsSync(path.join(home, '.codex')));
  });

  for (const args of [[], ['notepad'], ['claude-desktop', '--http'], ['windsurf', '--scope', 'project'], ['cursor', '--scope', 'team'], ['--list', 'cursor'], ['cursor', '--bogus']]) {
    test(`setup ${args.join(' ')} is a usage error (exit 2)`, async (t) => {
      const r = await setup(tempHome(t), args);
      assert.equal(r.code, 2, `stdout: ${r.stdout}\nstderr: ${r.stderr}`);
      assert.match(r.stderr, /--help|usage/i);
      assert.equal(r.stdout, '');
    });
  }

  test('--list --json reports every client', async (t) => {
    const home = tempHome(t);
    mkdirSync(path.join(home, '.codex'));
    // Codex has run: a file of its own (the config.toml setup writes does not count, issue 45).
    writeFileSync(path.join(home, '.codex', 'auth.json'), '{}\n');
    assert.equal((await setup(home, ['codex'])).code, 0);
    const r = await setup(home, ['--list', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const doc = JSON.parse(r.stdout);
    assert.equal(doc.executable, realpathSync(hubBinary));
    const ids = doc.clients.map((c) => c.client);
    for (const id of ['claude-code', 'claude-desktop', 'cursor', 'vscode', 'windsurf', 'codex', 'gemini']) {
      assert.ok(ids.includes(id), `${id} listed`);
    }
    const codex = doc.clients.find((c) => c.client === 'codex' && c.scope === 'user');
    assert.equal(codex.installed, true);
    assert.equal(codex.status, 'configured');
  });

  test('--http points the client at the running hub from hub.json', async (t) => {
    const hub = await startHub(t);
    const home = tempHome(t);
    const r = await setup(home, ['vscode', '--http', '--state-dir', hub.stateDir]);
    assert.equal(r.code, 0, r.stderr);
    const file = path.join(home, '.config', 'Code', 'User', 'mcp.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    assert.deepEqual(config.servers.unity, { type: 'http', url: hub.url });
  });
});
