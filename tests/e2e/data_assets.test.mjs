// Issue 42: ScriptableObject data assets, the sample game's GameSettings (Assets/Game/Settings), through the real hub
// and the package on the headless editor. get_asset reads its fields as get_game_object reads a script's (a curve, a
// gradient, a list of structs, a nested class, a [Flags] enum, a LayerMask, a [SerializeReference] field);
// set_asset_field writes one field or several, all or nothing, saves the asset's file and is one undo step. Bad input
// is refused naming what to use instead and changes nothing: an unknown field (the nearest and the valid ones), a
// value that does not convert, a material, a prefab, a scene, a folder, a missing path (the data assets are listed);
// with file writes off the write is refused by the setting.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = { autoStartHub: false, groups: { assets: true, editor: true } };
const ASSET = 'Assets/Game/Settings/GameSettings.asset';

async function open(t, name, settings = SETTINGS) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings });
  await startHost(t, { project, stateDir: hub.stateDir });
  const session = await connectClient(t, hub);
  await waitEditor(session, project, { extra: (e) => e.toolCount > 0 });
  const onDisk = () => readFileSync(path.join(project, ASSET), 'utf8');
  return { ...toolCaller(session), project, onDisk };
}

test('get_asset reads a data asset and set_asset_field writes it, saved, undoable, all or nothing', T, async (t) => {
  const { json, fails, onDisk } = await open(t, 'DataAssets');
  const read = await json('get_asset', { path: ASSET });
  assert.equal(read.type, 'GameSettings');
  assert.equal(read.script, 'Assets/Game/Scripts/GameSettings.cs');
  assert.match(read.guid, /^[0-9a-f]{32}$/);
  const f = read.fields;
  assert.deepEqual(f.waves.map((w) => `${w.name}:${w.enemies}`), ['Warm-up:2', 'Swarm:6'], 'a list of structs');
  assert.equal(f.enemy.health, 4, 'a nested [Serializable] class');
  assert.equal(f.lives, 3);
  assert.equal(f.difficulty.keys.length, 3, 'an AnimationCurve, as get_game_object shows one');
  assert.deepEqual(f.healthColors.colorKeys.map((k) => k.time), [0, 0.5, 1], 'a Gradient');
  assert.deepEqual(f.pickups, ['Coin', 'Heart'], 'a [Flags] enum, by name');
  assert.equal(f.groundLayers, 1, 'a LayerMask');
  assert.deepEqual(f.levelReward, { type: 'SampleGame.UnlockReward', level: 'Arena 2', bonus: 50 }, 'a [SerializeReference] field');

  // One field; then several in one call and one undo step.
  const one = await json('set_asset_field', { path: ASSET, field: 'lives', value: 5 });
  assert.deepEqual(one, { path: ASSET, set: [{ field: 'lives', value: 5 }], saved: true });
  assert.equal(JSON.parse(onDisk()).fields.lives, 5, 'the file is saved');
  const several = await json('set_asset_field', {
    path: ASSET,
    fields: { 'enemy.speed': 4, 'waves.Array.data[1].enemies': 9, pickups: ['Coin', 'Key'] },
  });
  assert.deepEqual(several.set.map((s) => s.field), ['enemy.speed', 'waves.Array.data[1].enemies', 'pickups']);
  const saved = JSON.parse(onDisk()).fields;
  assert.equal(saved.enemy.speed, 4);
  assert.equal(saved.waves[1].enemies, 9);
  assert.equal(saved.pickups, 1 | 8, 'the flags by name');
  assert.equal((await json('undo', {})).steps, 1);
  const afterUndo = (await json('get_asset', { path: ASSET })).fields;
  assert.equal(afterUndo.enemy.speed, 2.5, 'one undo step took back the three fields');
  assert.equal(afterUndo.waves[1].enemies, 6);
  assert.equal(afterUndo.lives, 5, 'and only that call');

  // Bad input: clear errors, nothing changed (neither the asset in memory nor its file).
  const before = onDisk();
  const fieldsBefore = JSON.stringify((await json('get_asset', { path: ASSET })).fields);
  await fails('set_asset_field', { path: ASSET, field: 'livse', value: 1 }, 'not_found', /Did you mean lives\?.*Its fields: difficulty, healthColors, waves/);
  await fails('set_asset_field', { path: ASSET, fields: { lives: 7, 'enemy.health': 'lots' } }, 'invalid_arguments', /enemy\.health/);
  await fails('set_asset_field', { path: ASSET, field: 'pickups', value: ['Coin', 'Diamond'] }, 'invalid_arguments', /Diamond/);
  await fails('set_asset_field', { path: 'Assets/Game/Materials/Coin.mat', field: 'x', value: 1 }, 'invalid_arguments', /set_material_property/);
  await fails('set_asset_field', { path: 'Assets/Game/Prefabs/Coin.prefab', field: 'x', value: 1 }, 'invalid_arguments', /prefab_stage/);
  await fails('set_asset_field', { path: 'Assets/Game/Scenes/Arena.unity', field: 'x', value: 1 }, 'invalid_arguments', /open_scene/);
  await fails('get_asset', { path: 'Assets/Game/Settings' }, 'invalid_arguments', /is a folder.*GameSettings\.asset/);
  await fails('get_asset', { path: 'Assets/Game/Settings/GameSetings.asset' }, 'not_found', /Nearest: Assets\/Game\/Settings\/GameSettings\.asset/);
  await fails('set_asset_field', { path: '../Outside.asset', field: 'lives', value: 1 }, 'not_found', /No asset/);
  assert.equal(onDisk(), before, 'the file is as it was');
  assert.equal(JSON.stringify((await json('get_asset', { path: ASSET })).fields), fieldsBefore, 'and the asset');

  // Another kind of asset is described, with the tool that edits it.
  const material = await json('get_asset', { path: 'Assets/Game/Materials/Coin.mat' });
  assert.equal(material.type, 'Material');
  assert.equal(material.fields, undefined);
  assert.match(material.note, /set_material_property/);
});

test('with file writes off, set_asset_field is refused by the setting and writes nothing', T, async (t) => {
  const { json, fails, onDisk } = await open(t, 'DataAssetsLocked', { ...SETTINGS, allowFileWrites: false });
  const before = onDisk();
  assert.equal((await json('get_asset', { path: ASSET })).fields.lives, 3, 'reading is not a write');
  await fails('set_asset_field', { path: ASSET, field: 'lives', value: 9 }, 'security_blocked', /allowFileWrites/);
  assert.equal(onDisk(), before);
});
