// End to end (issue 27): the modal dialogs Unity shows by itself never block the editor because of a tool call.
// The headless editor shows them as Unity does — on its main thread, printing `dialog <title> 0=<button> …` and
// waiting for the stdin command `dialog <n>` — so a tool call that leads to one hangs there, and every call after
// it, until a person answers. Here every call is watched: a dialog the host prints fails the test (after pressing
// its Cancel or Ignore, so the test can end).
//   - a scene file changed on disk while the scene is open (another program, the agent's own file edit, a git
//     command): Unity asks "reload?" at its next update after an import finds the change. The tools that import
//     reload a scene without unsaved changes first and refuse with the two ways out when it has some; save_scene
//     does not overwrite the file's change unless the agent names the file (saveAs); open_scene imports the file it
//     opens.
//   - a prefab stage with unsaved changes while Prefab Mode's Auto Save is off: leaving it asks "save?".
//     open_scene and run_tests (a test run opens a new scene) refuse and name prefab_stage Close.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, tempDir, sleep,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const MAIN = 'Assets/Scenes/Main.unity';
const SECOND = 'Assets/Scenes/Second.unity';
const PREFAB = 'Assets/Cube.prefab';
const SETTINGS = {
  autoStartHub: false, allowTests: true, groups: { scenes: true, assets: true, prefabs: true, tests: true },
};

async function setup(t, name, { env } = {}) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir, env });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const { json, fails } = toolCaller(s);

  // Runs a call, then get_hierarchy (which needs the editor's main thread, so it waits behind a dialog shown after
  // the first call answered). A dialog printed meanwhile is answered with its Cancel or Ignore button and fails.
  async function noDialog(call) {
    const from = host.lines.length;
    let dialog;
    const watch = (async () => {
      const result = await call();
      await json('get_hierarchy', {});
      return result;
    })();
    for (;;) {
      const done = await Promise.race([watch.then(() => true, () => true), sleep(50).then(() => false)]);
      const line = host.lines.slice(from).find((l) => l.startsWith('dialog ') && !l.startsWith('dialog answered'));
      if (line && !dialog) {
        dialog = line;
        const button = /(\d+)=(Cancel|Ignore)\b/.exec(line);
        host.send(`dialog ${button ? button[1] : 0}`);
      }
      if (done) break;
    }
    assert.equal(dialog, undefined, 'a tool call left Unity asking in a modal dialog, blocking the editor until a person answers');
    return watch;
  }

  const file = (asset) => readFileSync(path.join(project, asset), 'utf8');
  // Another program rewrites a scene file behind the editor's back: a root object added on disk.
  const writeBehind = (asset, objectName) => {
    const scene = JSON.parse(file(asset));
    scene.roots.push({ id: 900 + objectName.length, name: objectName, components: [], children: [] });
    writeFileSync(path.join(project, asset), JSON.stringify(scene, null, 2));
  };
  const roots = async () => (await json('get_hierarchy', {})).items.map((i) => i.path);
  return { project, host, s, json, fails, noDialog, file, writeBehind, roots };
}

test('a scene changed on disk: imports reload it or refuse, save_scene keeps the change, nothing asks', T, async (t) => {
  const { host, json, fails, noDialog, file, writeBehind, roots } = await setup(t, 'SceneOnDisk');

  writeBehind(MAIN, 'From Git');
  const refreshed = await noDialog(() => json('refresh_assets', {}));
  assert.match(refreshed, /Main\.unity/, 'says which scene it reloaded');
  assert.ok((await roots()).includes('From Git'), 'the open scene is the file');

  writeBehind(MAIN, 'From Git Too');
  const compiled = await noDialog(() => json('compile', {}));
  assert.deepEqual(compiled.scenesReloaded, [MAIN], JSON.stringify(compiled));
  assert.ok((await roots()).includes('From Git Too'));

  // Changes on both sides: refused before anything is imported, with the two ways out.
  await json('create_game_object', { name: 'Unsaved' });
  writeBehind(MAIN, 'From Git Again');
  const refused = await noDialog(() => fails('refresh_assets', {}, 'invalid_state'));
  assert.match(refused, /save_scene with scene="Main" and saveAs="Assets\/Scenes\/Main\.unity"/, 'names how to keep the editor\'s version');
  assert.match(refused, /open_scene path=Assets\/Scenes\/Main\.unity discardChanges=true/, 'and how to take the file\'s');
  await noDialog(() => fails('compile', {}, 'invalid_state', /Main\.unity/));
  await noDialog(() => fails('save_scene', {}, 'invalid_state', /saveAs="Assets\/Scenes\/Main\.unity"/));
  assert.match(file(MAIN), /From Git Again/, 'save_scene wrote nothing');
  assert.ok((await roots()).includes('Unsaved'), 'the editor kept its changes');

  await noDialog(() => json('open_scene', { path: MAIN, discardChanges: true }));
  const now = await roots();
  assert.ok(now.includes('From Git Again') && !now.includes('Unsaved'), `the file's version, deliberately: ${now}`);

  // A scene opened from a file Unity had not imported: the person's next visit to Unity (Auto Refresh imports on
  // focus; the host's refresh) finds nothing to ask about.
  writeBehind(SECOND, 'From Git Second');
  await noDialog(() => json('open_scene', { path: SECOND, additive: true }));
  assert.match(await host.command('refresh', /^refreshed$/), /refreshed/);
  await noDialog(() => json('list_scenes', {}));

  // save_scene over a changed file only when told, by naming the file.
  await json('create_game_object', { name: 'Mine' });
  writeBehind(MAIN, 'Theirs');
  await noDialog(() => fails('save_scene', { scene: 'Main' }, 'invalid_state', /saveAs=/));
  await noDialog(() => json('save_scene', { scene: 'Main', saveAs: MAIN }));
  assert.match(file(MAIN), /"Mine"/);
  assert.doesNotMatch(file(MAIN), /"Theirs"/);
  assert.match(await host.command('refresh', /^refreshed$/), /refreshed/);
  await noDialog(() => json('list_scenes', {}));
});

test('a prefab stage with unsaved changes and Auto Save off: tools that would leave it refuse, nothing asks', T, async (t) => {
  // Prefab Mode's Auto Save toggle is the person's EditorPrefs bool.
  const prefs = path.join(tempDir(t), 'prefs.json');
  writeFileSync(prefs, JSON.stringify({ 'PrefabEditing.AutoSave': false }));
  const { json, fails, noDialog, file } = await setup(t, 'StageNoAutoSave', { env: { PATCHBAY_EDITOR_PREFS: prefs } });

  await json('create_prefab', { target: 'Spinning Cube', path: PREFAB, connect: false });
  await json('prefab_stage', { action: 'Open', path: PREFAB });
  await json('create_game_object', { name: 'Handle' });

  const refused = await noDialog(() => fails('open_scene', { path: SECOND, additive: true }, 'invalid_state'));
  assert.match(refused, /prefab_stage/, 'names the way out');
  assert.match(refused, /Auto Save/, 'and why Unity would ask');
  await noDialog(() => fails('run_tests', {}, 'invalid_state', /prefab_stage/));
  await noDialog(() => json('prefab_stage', { action: 'Open', path: PREFAB }));
  assert.equal((await json('get_hierarchy', {})).prefabStage, PREFAB, 'still editing the prefab');

  await noDialog(() => json('prefab_stage', { action: 'Close', save: true }));
  assert.match(file(PREFAB), /"Handle"/);
  await noDialog(() => json('open_scene', { path: SECOND, additive: true }));
});
