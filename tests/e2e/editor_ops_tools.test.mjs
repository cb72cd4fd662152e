// End to end (issue 14, "agentops"): the packages and editor tool groups through the real hub and the
// real package on the headless host. Package changes are refused until the project sets
// allowPackageChanges; then add_package and remove_package run as jobs that outlive the domain reload the
// change causes (the stand-in writes Packages/manifest.json, then reloads), answered once from the next
// domain; the stand-in logs every Package Manager request (Library/HeadlessPackageOps.log), which shows
// each change was asked for exactly once. Malformed ids change nothing. Selection is all or nothing,
// undo/redo take created objects away and back, focus_editor is honest where there is no window.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind, eventually,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const GROUPS = { core: true, packages: true, editor: true };

async function ok(s, name, args = {}) {
  const r = await s.call(name, args, { timeout: scaled(60000) });
  assert.notEqual(r.isError, true, `${name} ${JSON.stringify(args)} failed: ${textOf(r)}`);
  const text = textOf(r);
  return text.startsWith('{') ? JSON.parse(text) : text;
}

async function fails(s, name, args, kind, says) {
  const r = await s.call(name, args, { timeout: scaled(60000) });
  assert.equal(r.isError, true, `${name} ${JSON.stringify(args)} should fail: ${textOf(r)}`);
  assert.equal(errorKind(r), kind, textOf(r));
  if (says) assert.match(textOf(r), says);
  return r;
}

const manifestOf = (project) => readFileSync(path.join(project, 'Packages', 'manifest.json'), 'utf8');
const dependenciesOf = (project) => JSON.parse(manifestOf(project)).dependencies;
const opsOf = (project) => {
  const file = path.join(project, 'Library', 'HeadlessPackageOps.log');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l !== '') : [];
};
const names = (list) => list.packages.map((p) => p.name);

async function editorWith(t, settings) {
  const project = copyProject(t, { name: 'EditorOps', settings: { groups: GROUPS, autoStartHub: false, ...settings } });
  const hub = await startHub(t);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  await eventually(async () => (await s.listTools()).some((x) => x.name === 'add_package'),
    { timeoutMs: scaled(30000), what: 'the packages group listed' });
  return { project, hub, host, s };
}

test('packages: listed, refused until allowPackageChanges, added and removed as jobs across the reload, exactly once', T, async (t) => {
  const { project, host, s } = await editorWith(t, {});

  const listed = await ok(s, 'list_packages');
  assert.ok(names(listed).includes('com.unity.ugui'));
  assert.ok(!names(listed).includes('com.unity.ext.nunit'), 'dependencies only with dependencies=true');
  assert.ok(names(await ok(s, 'list_packages', { dependencies: true })).includes('com.unity.ext.nunit'));

  const before = manifestOf(project);
  for (const [tool, args] of [['add_package', { id: 'com.unity.textmeshpro' }], ['remove_package', { name: 'com.unity.ugui' }]]) {
    await fails(s, tool, args, 'security_blocked',
      /allowPackageChanges.*ProjectSettings\/PatchbaySettings\.json .* UserSettings\/PatchbaySettings\.json/s);
  }
  assert.equal(manifestOf(project), before);
  assert.deepEqual(opsOf(project), [], 'the Package Manager was not asked');

  // The project allows package changes; a reload picks the settings up, as in Unity.
  writeFileSync(path.join(project, 'ProjectSettings', 'PatchbaySettings.json'),
    JSON.stringify({ groups: GROUPS, autoStartHub: false, allowPackageChanges: true }));
  await host.reload();
  await waitEditor(s, project);

  // Malformed ids and impossible removals: clear errors, nothing asked, nothing changed.
  for (const id of ['', 'TextMeshPro', 'com.unity.textmeshpro@^3', 'http://github.com/a/b.git', 'git@github.com:a/b.git', 'https://github.com/a/b']) {
    await fails(s, 'add_package', { id }, 'invalid_arguments');
  }
  await fails(s, 'remove_package', { name: 'com.unity.absent' }, 'not_found', /not installed/);
  await fails(s, 'remove_package', { name: 'com.unity.ext.nunit' }, 'invalid_arguments', /depend on it/);
  await fails(s, 'remove_package', { name: 'com.unity.modules.physics' }, 'invalid_arguments', /built-in/);
  assert.equal(manifestOf(project), before);
  assert.deepEqual(opsOf(project), []);

  // An unknown package: the Package Manager's error, in the job; nothing changes and nothing reloads.
  const unknown = await ok(s, 'add_package', { id: 'com.example.nothing', waitSeconds: 20 });
  assert.equal(unknown.status, 'failed', JSON.stringify(unknown));
  assert.equal(unknown.errorCode, 'NotFound');
  assert.match(unknown.error, /cannot be found/);
  assert.equal(manifestOf(project), before);

  // Add as a job: the call answers with a job id at once; the change reloads the domain; get_job answers
  // from the next domain with the resolved version.
  const reloadsBefore = host.lines.filter((l) => /^reloaded /.test(l)).length;
  const started = await ok(s, 'add_package', { id: 'com.unity.textmeshpro@3.0.7', waitSeconds: 0 });
  assert.equal(started.status, 'running', JSON.stringify(started));
  assert.match(started.jobId, /^package-[0-9a-f]{6}-\d+$/, "kind, the editor run's tag, a counter");
  const job = await ok(s, 'get_job', { jobId: started.jobId, waitSeconds: 30 });
  assert.equal(job.status, 'succeeded', JSON.stringify(job));
  assert.deepEqual(job.package, { name: 'com.unity.textmeshpro', version: '3.0.7', source: 'registry', direct: true });
  assert.equal(job.domainReloaded, true, 'answered by the domain the change reloaded into');
  await host.waitLine(/^reloaded \d+$/, { from: 0, what: 'the reload the package change caused' });
  assert.ok(host.lines.filter((l) => /^reloaded /.test(l)).length > reloadsBefore);
  assert.equal(dependenciesOf(project)['com.unity.textmeshpro'], '3.0.7');
  assert.ok(names(await ok(s, 'list_packages', { filter: 'textmeshpro' })).includes('com.unity.textmeshpro'));
  assert.deepEqual((await ok(s, 'get_job', { jobId: started.jobId })).package.version, '3.0.7', 'the job keeps its result');

  // A call that waits through the reload is answered once, by the next domain, and never run again.
  const waited = await ok(s, 'add_package', { id: 'com.unity.inputsystem@1.7.0' });
  assert.equal(waited.status, 'succeeded', JSON.stringify(waited));
  assert.equal(waited.package.version, '1.7.0');
  assert.equal(waited.domainReloaded, true);
  await waitEditor(s, project);
  assert.equal(dependenciesOf(project)['com.unity.inputsystem'], '1.7.0');
  const again = await ok(s, 'add_package', { id: 'com.unity.inputsystem@1.7.0' });
  assert.equal(again.status, 'unchanged');

  const removed = await ok(s, 'remove_package', { name: 'com.unity.textmeshpro' });
  assert.equal(removed.status, 'succeeded', JSON.stringify(removed));
  await waitEditor(s, project);
  assert.equal(dependenciesOf(project)['com.unity.textmeshpro'], undefined);
  assert.ok(!names(await ok(s, 'list_packages')).includes('com.unity.textmeshpro'));

  assert.deepEqual(opsOf(project), [
    'add com.example.nothing',
    'add com.unity.textmeshpro@3.0.7',
    'add com.unity.inputsystem@1.7.0',
    'remove com.unity.textmeshpro',
  ], 'each change asked of the Package Manager exactly once');
});

test('editor: selection all or nothing, undo and redo of created objects, focus_editor honest without a window', T, async (t) => {
  const { s, host } = await editorWith(t, {});

  const selected = await ok(s, 'set_selection', { objects: ['Main Camera', 'Assets/Data/SampleConfig.asset'] });
  assert.equal(selected.count, 2);
  assert.equal(selected.active.name, 'Main Camera');
  const got = await ok(s, 'get_selection');
  assert.deepEqual(got.objects.map((o) => o.name), ['Main Camera', 'SampleConfig']);
  assert.equal(got.objects[1].asset, 'Assets/Data/SampleConfig.asset');

  await fails(s, 'set_selection', { objects: ['Directional Light', 'No Such Thing'] }, 'not_found', /objects\[1\].*Nothing was selected/s);
  await fails(s, 'set_selection', { objects: ['Assets/Missing.mat'] }, 'not_found');
  assert.deepEqual((await ok(s, 'get_selection')).objects.map((o) => o.name), ['Main Camera', 'SampleConfig'], 'unchanged');
  assert.equal((await ok(s, 'set_selection', { objects: [] })).count, 0);

  await fails(s, 'undo', { action: 'redo' }, 'invalid_state', /Nothing to redo/);
  // Each call is its own undo step, even two in one editor frame (Unity groups records by event, the
  // stand-in by frame; the package starts a step before every tool that may change something).
  await Promise.all([ok(s, 'create_game_object', { name: 'UndoA' }), ok(s, 'create_game_object', { name: 'UndoB' })]);
  const find = async (name) => (await ok(s, 'find_game_objects', { name })).total;
  assert.equal((await ok(s, 'undo')).steps, 1);
  assert.equal((await find('UndoA')) + (await find('UndoB')), 1, 'one undo step takes one call away');
  assert.equal((await ok(s, 'undo', { action: 'redo' })).steps, 1);
  const undone = await ok(s, 'undo', { steps: 2 });
  assert.equal(undone.action, 'undo');
  assert.equal(undone.steps, 2);
  if (undone.undone) assert.deepEqual([...undone.undone].sort(), ['Create UndoA', 'Create UndoB']);
  else assert.match(undone.note, /2021\.3/);
  assert.equal(await find('UndoA'), 0);
  assert.equal(await find('UndoB'), 0);
  const redone = await ok(s, 'undo', { action: 'redo', steps: 5 });
  assert.equal(redone.steps, 2);
  assert.match(redone.message, /Only 2 of 5/);
  assert.equal(await find('UndoA'), 1);
  assert.equal(await find('UndoB'), 1);

  const focus = await ok(s, 'focus_editor');
  assert.equal(focus.focused, false, 'the headless host has no window');
  assert.ok(focus.reason.length > 10, focus.reason);
});
