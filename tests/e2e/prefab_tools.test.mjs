// End to end (issue 14, prefabs): the prefab tools of the real package on the headless editor, through the
// real hub, with the SDK client. A prefab made from an object built with the object tools, two instances,
// an override shown by get_prefab, applied to the asset (the other instance follows) and reverted; the
// prefab stage edited through the ordinary object tools and closed with and without saving; instances
// marked in get_hierarchy; bad inputs refused with their error kind and nothing changed; links and
// overrides still there after a domain reload. Effects are also read from the .prefab file on disk.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind, toolCaller, eventually,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = { groups: { prefabs: true, scenes: true }, autoStartHub: false };
const PREFAB = 'Assets/Crate.prefab';

async function setup(t, name) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const { json, fails } = toolCaller(s);
  const assetFile = () => JSON.parse(readFileSync(path.join(project, PREFAB), 'utf8'));
  // The prefabs the test wrote (the sample game's own, under Assets/Game, are the project's).
  const prefabsOnDisk = () => readdirSync(path.join(project, 'Assets'), { recursive: true })
    .map(String).filter((f) => f.endsWith('.prefab') && !f.startsWith('Game/')).sort();
  return { project, hub, host, s, json, fails, assetFile, prefabsOnDisk };
}

const massOf = async (json, target) => {
  const go = await json('get_game_object', { target, component: 'Rigidbody' });
  return go.components.find((c) => c.type === 'Rigidbody').fields.m_Mass;
};

const rigidbodyOf = (data) => data.components.find((c) => c.type === 'UnityEngine.Rigidbody').fields;

test('create, instantiate, override, apply, revert, edit in the prefab stage', T, async (t) => {
  const { project, json, fails, assetFile, prefabsOnDisk } = await setup(t, 'Prefabs');
  await json('create_game_object', { name: 'Crate', components: ['Rigidbody'], position: [1, 0, 0] });
  await json('create_game_object', { name: 'Lid', parent: 'Crate', position: [0, 1, 0] });

  const created = await json('create_prefab', { target: 'Crate', path: PREFAB });
  assert.equal(created.path, PREFAB);
  assert.match(created.guid, /^[0-9a-f]{32}$/);
  assert.ok(created.instance, 'connected by default');
  const file = assetFile();
  assert.equal(file.root.name, 'Crate');
  assert.equal(file.root.children[0].name, 'Lid');
  assert.equal(rigidbodyOf(file.root).m_Mass, 1);

  const a = await json('instantiate_prefab', { path: PREFAB, name: 'CrateA', position: [5, 0, 0] });
  const b = await json('instantiate_prefab', { path: PREFAB, name: 'CrateB', position: [-5, 0, 0] });
  assert.equal(a.prefab, PREFAB);
  assert.notEqual(a.id, b.id);

  // get_hierarchy marks instance roots only.
  const hierarchy = await json('get_hierarchy', {});
  const byPath = Object.fromEntries(hierarchy.items.map((i) => [i.path, i]));
  for (const root of ['Crate', 'CrateA', 'CrateB']) assert.equal(byPath[root].prefab, PREFAB, `${root} marked`);
  assert.equal(byPath['CrateA/Lid'].prefab, undefined, 'children of an instance are not marked');
  assert.equal((await json('get_game_object', { target: 'CrateA' })).prefab, PREFAB);
  assert.equal((await json('get_game_object', { target: 'CrateA/Lid' })).inPrefabInstance, 'CrateA');

  // An override on one instance, shown by get_prefab; position and name (default overrides) are not.
  await json('set_component_field', { target: 'CrateA', component: 'Rigidbody', field: 'm_Mass', value: 7 });
  const described = await json('get_prefab', { target: 'CrateA' });
  assert.equal(described.instance, true);
  assert.equal(described.prefab, PREFAB);
  assert.equal(described.hasOverrides, true);
  assert.deepEqual(described.overrides, [{ object: 'Crate', component: 'Rigidbody', property: 'm_Mass', value: '7' }]);
  assert.equal((await json('get_prefab', { target: 'CrateB' })).hasOverrides, false);
  assert.equal((await json('get_prefab', { target: 'CrateA/Lid' })).root, 'CrateA');

  // Apply: the asset and the other instance change; the instances keep their own places.
  const applied = await json('prefab_overrides', { target: 'CrateA', action: 'Apply' });
  assert.equal(applied.applied, true);
  assert.equal(rigidbodyOf(assetFile().root).m_Mass, 7, 'the asset file has the applied value');
  assert.equal(await massOf(json, 'CrateB'), 7, 'the other instance takes it');
  assert.equal((await json('get_prefab', { target: 'CrateA' })).hasOverrides, false);
  const positionB = (await json('get_game_object', { target: 'CrateB' })).components[0].fields.m_LocalPosition;
  assert.deepEqual(positionB, [-5, 0, 0]);

  // Revert: back to the asset, the added component gone, the place kept.
  await json('set_component_field', { target: 'CrateB', component: 'Rigidbody', field: 'm_Mass', value: 3 });
  await json('add_component', { target: 'CrateB', type: 'BoxCollider' });
  const withAdded = await json('get_prefab', { target: 'CrateB' });
  assert.deepEqual(withAdded.added, ['CrateB: BoxCollider']);
  assert.equal((await json('prefab_overrides', { target: 'CrateB', action: 'Revert' })).reverted, true);
  assert.equal(await massOf(json, 'CrateB'), 7);
  const reverted = await json('get_game_object', { target: 'CrateB' });
  assert.ok(!reverted.components.some((c) => c.type === 'BoxCollider'), JSON.stringify(reverted.components));
  assert.deepEqual(reverted.components[0].fields.m_LocalPosition, [-5, 0, 0]);

  // The prefab stage: the object tools see and edit the prefab's contents; closing with save updates instances.
  const opened = await json('prefab_stage', { action: 'Open', path: PREFAB });
  assert.equal(opened.open, PREFAB);
  const inStage = await json('get_hierarchy', {});
  assert.equal(inStage.prefabStage, PREFAB);
  assert.deepEqual(inStage.items.map((i) => i.path), ['Crate', 'Crate/Lid'], 'only the prefab contents');
  const handle = await json('create_game_object', { name: 'Handle' });
  assert.equal(handle.path, 'Crate/Handle', 'new objects go under the prefab root');
  await json('set_component_field', { target: 'Crate', component: 'Rigidbody', field: 'm_Mass', value: 9 });
  const closed = await json('prefab_stage', { action: 'Close', save: true });
  assert.deepEqual(closed, { closed: PREFAB, saved: true });
  assert.equal(assetFile().root.children.map((c) => c.name).join(','), 'Lid,Handle');
  assert.equal(await massOf(json, 'CrateB'), 9);
  assert.equal((await json('get_game_object', { target: 'CrateA/Handle' })).inPrefabInstance, 'CrateA');
  assert.ok((await json('get_hierarchy', {})).items.some((i) => i.path === 'Main Camera' || i.path === 'CrateB'), 'back in the scene');

  // Closing without save: Prefab Mode's Auto Save (on by default, as in Unity) saved each change as it was made, so
  // there is nothing to discard, and the answers say so.
  const reopened = await json('prefab_stage', { action: 'Open', path: PREFAB });
  assert.equal(reopened.autoSave, true);
  assert.match(reopened.note, /Auto Save is on: Unity saves each change/);
  await json('create_game_object', { name: 'Junk' });
  // Auto Save runs in the editor's update (PrefabStage.Update), as in Unity, after the call was answered: the file is
  // written a moment after the answer, so the test waits for it.
  await eventually(() => JSON.stringify(assetFile()).includes('Junk'), { what: 'Auto Save to write the change to the prefab' });
  const unsaved = await json('prefab_stage', { action: 'Close', save: false });
  assert.deepEqual(unsaved, { closed: PREFAB, discarded: false, note: "Nothing to discard: Prefab Mode's Auto Save had saved every change to the prefab as it was made." });
  await json('prefab_stage', { action: 'Open', path: PREFAB });
  await json('delete_game_object', { target: 'Crate/Junk' });
  await json('prefab_stage', { action: 'Close', save: true });
  assert.ok(!JSON.stringify(assetFile()).includes('Junk'));
  await fails('get_game_object', { target: 'CrateA/Junk' }, 'not_found');

  // Bad inputs: clear errors, nothing changed.
  const before = JSON.stringify(await json('get_hierarchy', { limit: 500 }));
  const fileBefore = readFileSync(path.join(project, PREFAB), 'utf8');
  await fails('create_prefab', { target: 'Crate', path: '../Outside.prefab' }, 'security_blocked', /outside Assets/);
  await fails('create_prefab', { target: 'Crate', path: '/tmp/Abs.prefab' }, 'security_blocked');
  await fails('create_prefab', { target: 'Crate', path: 'Assets/Crate2.asset' }, 'invalid_arguments', /\.prefab/);
  await fails('create_prefab', { target: 'Crate', path: 'Assets/NoFolder/Crate.prefab' }, 'not_found', /create_asset/);
  await fails('create_prefab', { target: 'NoSuchThing', path: 'Assets/X.prefab' }, 'not_found', /NoSuchThing/);
  await json('create_game_object', { name: 'Plain' });
  await fails('create_prefab', { target: 'Plain', path: PREFAB }, 'invalid_state', /overwrite=true/);
  await fails('create_prefab', { target: 'CrateA', path: 'Assets/Nested.prefab' }, 'invalid_arguments', /prefab_overrides/);
  await fails('prefab_overrides', { target: 'Plain', action: 'Apply' }, 'invalid_arguments', /not a prefab instance/);
  await fails('prefab_overrides', { target: 'Plain', action: 'Revert' }, 'invalid_arguments', /not a prefab instance/);
  await fails('prefab_stage', { action: 'Close', save: true }, 'invalid_state', /No prefab stage is open/);
  await fails('prefab_stage', { action: 'Open', path: 'Assets/Missing.prefab' }, 'not_found', /Assets\/Crate\.prefab/);
  await fails('instantiate_prefab', { path: 'Assets/Scenes/Main.unity' }, 'invalid_arguments', /ending in \.prefab/);
  await fails('instantiate_prefab', { path: 'Assets/Missing.prefab' }, 'not_found', /Project prefabs: Assets\/Crate\.prefab/);
  await fails('get_prefab', {}, 'invalid_arguments', /target .* or path/);
  const after = JSON.parse(JSON.stringify(await json('get_hierarchy', { limit: 500 })));
  after.items = after.items.filter((i) => i.path !== 'Plain');
  after.total -= 1;
  assert.equal(JSON.stringify(after), before, 'the failed calls changed no object');
  assert.equal(readFileSync(path.join(project, PREFAB), 'utf8'), fileBefore, 'nor the asset');
  assert.deepEqual(prefabsOnDisk(), ['Crate.prefab'], 'and wrote no other prefab');

  // The asset, described.
  const asset = await json('get_prefab', { path: PREFAB });
  assert.deepEqual(asset.items.map((i) => i.path), ['Crate', 'Crate/Lid', 'Crate/Handle']);
  assert.deepEqual(asset.items[0].components, ['Transform', 'Rigidbody']);
  // Plain is a scene object, not an instance: described as such, not an error.
  assert.equal((await json('get_prefab', { target: 'Plain' })).instance, false);
});

test('links, overrides and the asset survive a domain reload and a host restart', T, async (t) => {
  const { project, hub, host, s, json } = await setup(t, 'PrefabReload');
  await json('create_game_object', { name: 'Barrel', components: ['Rigidbody'] });
  await json('create_prefab', { target: 'Barrel', path: 'Assets/Barrel.prefab', connect: false });
  assert.equal((await json('get_prefab', { target: 'Barrel' })).instance, false, 'connect=false leaves the object plain');
  await json('instantiate_prefab', { path: 'Assets/Barrel.prefab', name: 'B1' });
  await json('instantiate_prefab', { path: 'Assets/Barrel.prefab', name: 'B2' });
  await json('set_component_field', { target: 'B1', component: 'Rigidbody', field: 'm_Mass', value: 4 });

  const from = host.lines.length;
  host.send('reload');
  await host.waitLine(/^reloaded \d+$/, { from });
  await waitEditor(s, project);

  const items = (await json('get_hierarchy', {})).items;
  assert.equal(items.find((i) => i.path === 'B1').prefab, 'Assets/Barrel.prefab');
  assert.equal(items.find((i) => i.path === 'Barrel').prefab, undefined);
  const b1 = await json('get_prefab', { target: 'B1' });
  assert.deepEqual(b1.overrides, [{ object: 'Barrel', component: 'Rigidbody', property: 'm_Mass', value: '4' }]);
  await json('prefab_overrides', { target: 'B1', action: 'Apply' });
  assert.equal(await massOf(json, 'B2'), 4, 'apply still reaches the other instance after the reload');
  assert.ok(existsSync(path.join(project, 'Assets/Barrel.prefab.meta')));

  // A saved scene keeps its instances' links across an editor restart.
  await json('set_component_field', { target: 'B2', component: 'Rigidbody', field: 'm_Mass', value: 6 });
  await json('save_scene', {});
  await host.stop();
  await startHost(t, { project, stateDir: hub.stateDir });
  await waitEditor(s, project);
  const restarted = await json('get_prefab', { target: 'B2' });
  assert.equal(restarted.prefab, 'Assets/Barrel.prefab');
  assert.deepEqual(restarted.overrides, [{ object: 'Barrel', component: 'Rigidbody', property: 'm_Mass', value: '6' }]);
  await json('prefab_overrides', { target: 'B2', action: 'Revert' });
  assert.equal(await massOf(json, 'B2'), 4);
});

test('with file writes off, the prefab tools that write are refused by the setting and write nothing', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'PrefabLocked', settings: { ...SETTINGS, allowFileWrites: false } });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  for (const [tool, args] of [
    ['create_prefab', { target: 'Main Camera', path: 'Assets/Camera.prefab' }],
    ['prefab_stage', { action: 'Close', save: true }],
    ['prefab_overrides', { target: 'Main Camera', action: 'Revert' }],
  ]) {
    const r = await s.call(tool, args);
    assert.equal(r.isError, true, `${tool}: ${textOf(r)}`);
    assert.equal(errorKind(r), 'security_blocked', `${tool}: ${textOf(r)}`);
    assert.match(textOf(r), /'allowFileWrites'/);
  }
  assert.ok(!existsSync(path.join(project, 'Assets/Camera.prefab')));
  // Reading needs no file writes.
  const r = await s.call('get_prefab', { target: 'Main Camera' });
  assert.equal(JSON.parse(textOf(r)).instance, false);
});
