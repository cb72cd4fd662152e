// Issue 9: a Unity user without a built hub. The package on the headless host, with the real Linux hub
// in its Hub~ folder (as the release tarball carries it) and no `patchbay` on PATH, starts that hub and
// registers with it; the console names the binary and the `setup` command to run.
import assert from 'node:assert/strict';
import path from 'node:path';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import net from 'node:net';
import {
  startHost, copyProject, connectClient, waitEditor, tempDir, eventually, repoRoot, DEFAULT_SETTINGS,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const hubBinary = process.env.PATCHBAY_BIN ? path.resolve(process.env.PATCHBAY_BIN) : path.join(repoRoot, 'build/bin/patchbay');
// Enough for the host (mono, sh); none of these may hold a patchbay.
const PATH = '/usr/local/bin:/usr/bin:/bin';

// A package folder whose Hub~ holds the real hub (made non-executable, as a tarball or a download may leave it: the
// package sets the bit itself), a state directory, and a host on a project with autoStartHub and no patchbay on PATH.
// Resolves once the started hub wrote hub.json.
async function hostWithBundledHub(t) {
  const root = tempDir(t);
  const pkg = path.join(root, 'package');
  const bundled = path.join(pkg, 'Hub~', 'linux-x64', 'patchbay');
  mkdirSync(path.dirname(bundled), { recursive: true });
  copyFileSync(path.join(repoRoot, 'unity/com.patchbay.unity/package.json'), path.join(pkg, 'package.json'));
  copyFileSync(hubBinary, bundled);
  chmodSync(bundled, 0o644);
  const sha = createHash('sha256').update(readFileSync(bundled)).digest('hex');
  writeFileSync(path.join(pkg, 'Hub~', 'SHA256SUMS'), `${sha}  linux-x64/patchbay\n`);
  const stateDir = path.join(root, 'state');
  mkdirSync(stateDir);
  const project = copyProject(t, { root, settings: { ...DEFAULT_SETTINGS, autoStartHub: true } });
  let hubPid;
  t.after(() => { if (hubPid) { try { process.kill(hubPid, 'SIGTERM'); } catch { /* gone */ } } });
  const host = await startHost(t, { project, stateDir, args: ['--package-dir', pkg], env: { PATH } });
  const info = await eventually(() => {
    try { return JSON.parse(readFileSync(path.join(stateDir, 'hub.json'), 'utf8')); } catch { return null; }
  }, { timeoutMs: scaled(60000), what: 'hub.json written by the started hub' });
  hubPid = info.pid;
  return { project, bundled, host, info };
}

test('the host starts the hub bundled in the package\'s Hub~ and registers with it', { timeout: scaled(180000) }, async (t) => {
  for (const dir of PATH.split(':')) assert.ok(!existsSync(path.join(dir, 'patchbay')), `${dir}/patchbay would be found on PATH first`);
  const { project, bundled, host, info } = await hostWithBundledHub(t);
  assert.ok(statSync(bundled).mode & 0o100, 'the package made the bundled hub executable');
  const all = () => host.stdout() + host.stderr();
  await eventually(() => all().includes(`Started the Patchbay hub: ${bundled} serve`), { timeoutMs: scaled(30000), what: 'the start message' });
  // Logged just after the start message, in a line of its own: on a busy machine it may reach the pipe later.
  await eventually(() => all().includes(`run once: "${bundled}" setup <client>`),
    { timeoutMs: scaled(30000), what: 'the setup command with the bundled path' });

  const s = await connectClient(t, { url: `http://127.0.0.1:${info.port}/mcp`, token: info.token });
  const ed = await waitEditor(s, project);
  assert.equal(ed.projectName, path.basename(project));
});

// Issue 44: another program holds the hub's default port (3917) — a squatter, another user's hub. The package's
// start does not fail on it: the hub listens on a free port, hub.json says which, and the editor registers there.
test('a squatter on port 3917 does not stop the package from starting its hub: it listens on a free port', { timeout: scaled(180000) }, async (t) => {
  const squatter = net.createServer((c) => c.end('HTTP/1.1 200 OK\r\n\r\nnot a hub'));
  const held = await new Promise((resolve) => {
    squatter.once('error', (e) => resolve(e.code === 'EADDRINUSE' ? 'by another program already' : `not at all: ${e.message}`));
    squatter.listen(3917, '127.0.0.1', () => resolve('by this test'));
  });
  t.after(() => new Promise((resolve) => squatter.close(() => resolve())));
  assert.ok(held.startsWith('by'), `port 3917 could be neither held nor found held: ${held}`);
  t.diagnostic(`port 3917 held ${held}`);

  const { project, bundled, host, info } = await hostWithBundledHub(t);
  assert.notEqual(info.port, 3917, 'the hub is not on the squatted port');
  const all = () => host.stdout() + host.stderr();
  await eventually(() => all().includes(`Started the Patchbay hub: ${bundled} serve --listen 127.0.0.1:0`), { timeoutMs: scaled(30000), what: 'the start message' });
  assert.ok(all().includes('Port 3917 is in use by another program: the Patchbay hub starts on a free port'), 'the console says why');
  const s = await connectClient(t, { url: `http://127.0.0.1:${info.port}/mcp`, token: info.token });
  const ed = await waitEditor(s, project);
  assert.equal(ed.projectName, path.basename(project));
});
