// Issue 43: a project that disabled built-in modules the package uses (Physics, Image Conversion: Window > Package
// Manager > Built-in) compiles the package without them, through the real hub and the package compiled by the headless
// editor from source as Unity compiles an embedded package: no compile error of ours, no Safe Mode, the tools there,
// and the screenshot tool refusing clearly instead of failing to compile. The same project with the modules listed
// (Unity's default manifest) takes the screenshot.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, repoRoot, textOf, errorKind, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };
const SETTINGS = { autoStartHub: false, groups: { screenshots: true } };
const MODULES = ['com.unity.modules.physics', 'com.unity.modules.imageconversion', 'com.unity.modules.screencapture'];

// A copy of the sample with the package's source embedded under Packages/ (the host compiles it; --no-package keeps
// the prebuilt one out) and, when `without`, the two modules removed from the manifest.
function projectWithEmbeddedPackage(t, name, { without }) {
  const project = copyProject(t, { name, settings: SETTINGS });
  const embedded = path.join(project, 'Packages', 'com.patchbay.unity');
  mkdirSync(embedded, { recursive: true });
  cpSync(path.join(repoRoot, 'unity', 'com.patchbay.unity'), embedded, { recursive: true });
  const manifestPath = path.join(project, 'Packages', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const m of MODULES) {
    if (without) delete manifest.dependencies[m];
    else manifest.dependencies[m] = '1.0.0';
  }
  // The sample game (Assets/Game) uses Rigidbodies and colliders: a project without the Physics module has no such
  // scripts (they would not compile in Unity either).
  if (without) rmSync(path.join(project, 'Assets', 'Game'), { recursive: true, force: true });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return project;
}

test('without the Physics and Image Conversion modules the package compiles, loads and says what it cannot do', T, async (t) => {
  const hub = await startHub(t);
  const project = projectWithEmbeddedPackage(t, 'NoModules', { without: true });
  const host = await startHost(t, { project, stateDir: hub.stateDir, args: ['--no-package'], readyTimeoutMs: scaled(180000) });
  assert.equal(host.lines.some((l) => l.startsWith('safemode')), false, `no Safe Mode:\n${host.stdout()}`);
  assert.equal((await host.status()).safemode, 'false');
  assert.doesNotMatch(host.stderr(), /Packages\/com\.patchbay\.unity\/[^:]*: error CS/, 'no compile error from the package');
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json, fails } = toolCaller(s);
  // The package works: a tool that needs neither module answers.
  const state = await json('get_editor_state');
  assert.equal(typeof state, 'object');
  // The screenshot tool refuses, naming the module and how to enable it; nothing was rendered.
  const text = await fails('capture_screenshot', { source: 'game', maxSize: 64 }, 'invalid_state',
    /the Image Conversion module is disabled in this project's Package Manager/i);
  assert.match(text, /com\.unity\.modules\.imageconversion/);
});

test('with the modules listed, the same embedded package takes a screenshot', T, async (t) => {
  const hub = await startHub(t);
  const project = projectWithEmbeddedPackage(t, 'WithModules', { without: false });
  const host = await startHost(t, { project, stateDir: hub.stateDir, args: ['--no-package'], readyTimeoutMs: scaled(180000) });
  assert.equal(host.lines.some((l) => l.startsWith('safemode')), false, `no Safe Mode:\n${host.stdout()}`);
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const shot = await s.call('capture_screenshot', { source: 'game', maxSize: 64 });
  assert.notEqual(shot.isError, true, textOf(shot));
  assert.equal(errorKind(shot), undefined);
  assert.equal(shot.content.find((c) => c.type === 'image')?.mimeType, 'image/png');
});
