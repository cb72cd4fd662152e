// Issue 42: every tool on a project that looks like a real game — the sample project's Assets/Game (built by its
// Sample/Game/Rebuild Content menu item): Arena, a 3D top-down scene (a Rigidbody player on the Input System, coin
// prefab instances with overrides, a coroutine spawner, a patrolling enemy with an Animator, a uGUI HUD whose text
// a persistent UnityEvent listener sets), and Platformer, a 2D scene (Rigidbody2D, BoxCollider2D platforms, a
// trigger gem). The object, component, prefab, material, scene, search, screenshot and play-test tools answer on it
// what an agent needs, and the game plays: input moves the player into a coin, the score and the HUD change, the
// spawner's coroutine spawns. Bad input gets a clear error and changes nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller, textOf, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };
const SETTINGS = {
  autoStartHub: false,
  groups: { scenes: true, prefabs: true, materials: true, screenshots: true, search: true, play: true, editor: true },
};
const ARENA = 'Assets/Game/Scenes/Arena.unity';
const PLATFORMER = 'Assets/Game/Scenes/Platformer.unity';
const COIN = 'Assets/Game/Prefabs/Coin.prefab';
const ENEMY = 'Assets/Game/Prefabs/Enemy.prefab';

async function openGame(t, name) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: SETTINGS });
  useInputSystem(project);
  await startHost(t, { project, stateDir: hub.stateDir });
  const session = await connectClient(t, hub);
  await waitEditor(session, project, { extra: (e) => e.toolCount > 0 });
  const calls = toolCaller(session);
  return { ...calls, project, session };
}

const names = (found) => found.items.map((i) => i.path);
const fieldsOf = async (json, target, component) => (await json('get_game_object', { target, component }))
  .components.find((c) => c.type === component).fields;
const prefabFile = (project, asset) => JSON.parse(readFileSync(path.join(project, asset), 'utf8'));
const componentIn = (root, type) => root.components.find((c) => c.type === type).fields;

async function screenshot(session, args) {
  const r = await session.call('capture_screenshot', args, { timeout: scaled(90000) });
  assert.notEqual(r.isError, true, textOf(r));
  const image = r.content.find((c) => c.type === 'image');
  assert.equal(image?.mimeType, 'image/png', textOf(r));
  return { result: JSON.parse(textOf(r)), png: Buffer.from(image.data, 'base64') };
}

test('the 3D arena: objects, prefabs with overrides, materials, scenes, search, screenshots, and the game played', T, async (t) => {
  const { json, fails, project, session } = await openGame(t, 'Arena');

  // Scenes: the game's scenes are project scenes an agent can open.
  const scenes = await json('list_scenes', {});
  for (const scene of [ARENA, PLATFORMER]) assert.ok(scenes.project.includes(scene), JSON.stringify(scenes));
  await fails('open_scene', { path: 'Assets/Game/Scenes/Arena2.unity' }, 'not_found', /Assets\/Game\/Scenes\/Arena\.unity/);
  assert.equal((await json('open_scene', { path: ARENA })).roots, 9);

  // Objects: the hierarchy with prefab instances marked; lookups by component, engine, uGUI and project types alike.
  const hierarchy = await json('get_hierarchy', {});
  const marked = Object.fromEntries(hierarchy.items.filter((i) => i.prefab).map((i) => [i.path, i.prefab]));
  assert.deepEqual(marked, { 'Coins/Coin 1': COIN, 'Coins/Coin 2': COIN, 'Coins/Big Coin': COIN, Enemy: ENEMY });
  assert.ok(names(hierarchy).includes('HUD/Restart Button/Label'), JSON.stringify(hierarchy));
  assert.deepEqual(names(await json('find_game_objects', { component: 'Coin' })), ['Coins/Coin 1', 'Coins/Coin 2', 'Coins/Big Coin']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'Rigidbody' })), ['Player']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'Animator' })), ['Enemy']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'Text' })), ['HUD/Score Text', 'HUD/Restart Button/Label']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'AudioSource' })), ['Coins/Coin 1', 'Coins/Coin 2', 'Coins/Big Coin']);
  assert.equal((await json('find_game_objects', { component: 'Collider' })).total, 6, 'a base class finds every collider');
  await fails('find_game_objects', { component: 'Coins' }, 'not_found', /No Component type named 'Coins'/);

  // Components: references to scene objects, prefab assets and arrays read as an agent can follow them.
  const spawner = await fieldsOf(json, 'Game Manager', 'PickupSpawner');
  assert.deepEqual(spawner.coinPrefab, { asset: COIN, type: 'GameObject' });
  assert.equal(spawner.scoreBoard.path, 'Game Manager');
  assert.deepEqual(spawner.spawnPoints.map((p) => p.path), ['Spawn Point A', 'Spawn Point B', 'Spawn Point C'].map((p) => `Game Manager/${p}`));
  const body = await fieldsOf(json, 'Player', 'Rigidbody');
  assert.equal(body.m_UseGravity, false);
  assert.equal(body.m_Constraints, 4 | 112, 'FreezePositionY | FreezeRotation');
  assert.equal((await fieldsOf(json, 'Enemy', 'Animator')).m_Controller.asset, 'Assets/Game/Animation/Enemy.controller');
  // Outside play mode an Animator plays nothing: its parameters are the controller's declarations, with their defaults.
  const animatorOf = async (target) => (await json('get_game_object', { target, component: 'Animator' })).components.find((c) => c.type === 'Animator');
  const declared = await animatorOf('Enemy');
  assert.equal(declared.parameters, undefined, JSON.stringify(declared));
  assert.deepEqual(declared.parameterDefaults.map((p) => `${p.name}:${p.type}=${p.default}`), ['Speed:Float=0', 'Alert:Bool=false', 'Attack:Trigger=false']);
  // The persistent listeners are there (their calls are beyond the depth get_game_object shows).
  t.diagnostic(`ScoreBoard.onScoreChanged: ${JSON.stringify((await fieldsOf(json, 'Game Manager', 'ScoreBoard')).onScoreChanged)}`);

  // Prefabs: the overrides each instance has, references named as the Inspector names them.
  const big = await json('get_prefab', { target: 'Coins/Big Coin' });
  assert.equal(big.prefab, COIN);
  assert.deepEqual(big.overrides, [
    { object: 'Coin', component: 'Coin', property: 'value', value: '5' },
    { object: 'Coin', component: 'Coin', property: 'scoreBoard', value: 'Game Manager (ScoreBoard)' },
  ]);
  assert.deepEqual((await json('get_prefab', { target: 'Enemy' })).overrides.map((o) => `${o.property}=${o.value}`),
    ['speed=3', 'player=Player (Transform)']);
  assert.deepEqual(await json('get_prefab', { target: 'Player' }), { target: 'Player', id: (await json('get_game_object', { target: 'Player' })).id, instance: false });
  const asset = await json('get_prefab', { path: COIN });
  assert.deepEqual(asset.items, [{ path: 'Coin', components: ['Transform', 'MeshFilter', 'MeshRenderer', 'SphereCollider', 'AudioSource', 'Coin'] }]);

  // Apply one instance's change to the prefab: the asset and the other instances take it; each keeps its own overrides.
  await json('set_component_field', { target: 'Coins/Coin 2', component: 'Coin', field: 'spinSpeed', value: 180 });
  assert.equal((await json('prefab_overrides', { target: 'Coins/Coin 2', action: 'Apply' })).applied, true);
  const applied = componentIn(prefabFile(project, COIN).root, 'SampleGame.Coin');
  assert.equal(applied.spinSpeed, 180);
  assert.equal(applied.scoreBoard, null, 'an asset cannot reference a scene object: that override stays on the instance');
  assert.ok((await json('get_prefab', { target: 'Coins/Coin 2' })).overrides.some((o) => o.property === 'scoreBoard'));
  assert.deepEqual((await fieldsOf(json, 'Game Manager', 'PickupSpawner')).coinPrefab, { asset: COIN, type: 'GameObject' },
    'a reference to the prefab outlives the apply');
  assert.equal((await fieldsOf(json, 'Coins/Coin 1', 'Coin')).spinSpeed, 180);
  const bigAfter = await fieldsOf(json, 'Coins/Big Coin', 'Coin');
  assert.equal(bigAfter.spinSpeed, 180);
  assert.equal(bigAfter.value, 5, 'its own override stays');

  // Revert one instance, then undo the revert.
  assert.equal((await json('prefab_overrides', { target: 'Coins/Big Coin', action: 'Revert' })).reverted, true);
  assert.equal((await fieldsOf(json, 'Coins/Big Coin', 'Coin')).value, 1);
  assert.equal((await json('get_prefab', { target: 'Coins/Big Coin' })).hasOverrides, false);
  await json('undo', {});
  assert.equal((await fieldsOf(json, 'Coins/Big Coin', 'Coin')).value, 5, 'undo brings the override back');
  await fails('prefab_overrides', { target: 'Player', action: 'Apply' }, 'invalid_arguments', /not .*prefab instance/i);

  // Materials: the renderers' materials are the game's assets; a change to a shared material shows on every coin.
  const player = await json('get_material', { target: 'Player' });
  assert.equal(player.material, 'Assets/Game/Materials/Player.mat');
  assert.deepEqual(player.properties.find((p) => p.name === '_Color').value, [0.2, 0.5, 1, 1]);
  await json('set_material_property', { material: 'Assets/Game/Materials/Coin.mat', property: '_Color', value: '#ff0000' });
  assert.deepEqual((await json('get_material', { target: 'Coins/Big Coin' })).properties.find((p) => p.name === '_Color').value, [1, 0, 0, 1]);
  await json('assign_material', { target: 'Floor', material: 'Assets/Game/Materials/Enemy.mat' });
  assert.equal((await json('get_material', { target: 'Floor' })).material, 'Assets/Game/Materials/Enemy.mat');
  await fails('assign_material', { target: 'HUD', material: 'Assets/Game/Materials/Enemy.mat' }, 'not_found', /no Renderer/);

  // Search: the game's assets by type, its objects by name.
  assert.deepEqual((await json('search', { query: 't:Prefab', providers: ['asset'] })).items.map((i) => i.path), [COIN, ENEMY]);
  assert.deepEqual((await json('search', { query: 't:GameSettings' })).items.map((i) => i.path), ['Assets/Game/Settings/GameSettings.asset']);
  assert.deepEqual((await json('search', { query: 'Coin', providers: ['scene'] })).items.map((i) => i.label), ['Coins', 'Coin 1', 'Coin 2', 'Big Coin']);

  // Screenshots: the follow camera sees the arena; moving the player changes the picture.
  const before = await screenshot(session, { camera: 'Main Camera', width: 96, height: 64 });
  assert.deepEqual({ ...before.result }, { source: 'Camera', capture: 'camera', camera: 'Main Camera', width: 96, height: 64, bytes: before.png.length });
  await json('set_component_field', { target: 'Player', field: 'm_LocalPosition', value: [0, 1, 3] });
  assert.notDeepEqual((await screenshot(session, { camera: 'Main Camera', width: 96, height: 64 })).png, before.png);
  await json('set_component_field', { target: 'Player', field: 'm_LocalPosition', value: [0, 1, 0] });

  // Scenes: a change saved with the scene is there when it is opened again, and still an override.
  await json('set_component_field', { target: 'Enemy', component: 'EnemyPatrol', field: 'sightRange', value: 6 });
  await json('save_scene', {});
  await json('open_scene', { path: PLATFORMER });
  await json('open_scene', { path: ARENA });
  assert.equal((await fieldsOf(json, 'Enemy', 'EnemyPatrol')).sightRange, 6);
  assert.ok((await json('get_prefab', { target: 'Enemy' })).overrides.some((o) => o.property === 'sightRange' && o.value === '6'));

  // Play: the spawner's coroutine spawns coins from the prefab; holding D walks the player into Coin 1, which adds to
  // the score; the score board's persistent listener writes the HUD.
  await fails('simulate_input', { keys: ['D'] }, 'invalid_state', /Not in play mode/);
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const spawned = await json('wait_until', { seconds: 5, target: 'Game Manager', condition: 'PickupSpawner.spawned >= 2' });
  assert.equal(spawned.held, true, JSON.stringify(spawned));
  assert.ok(names(await json('find_game_objects', { component: 'Coin' })).includes('Spawned Coin 0'));
  assert.deepEqual((await json('simulate_input', { action: 'hold', keys: ['d'] })).held, ['D']);
  const scored = await json('wait_until', { seconds: 10, target: 'Game Manager', condition: 'ScoreBoard.score >= 1' });
  assert.equal(scored.held, true, JSON.stringify(scored));
  assert.deepEqual((await json('simulate_input', { action: 'release', keys: ['d'] })).held, []);
  assert.equal((await fieldsOf(json, 'HUD/Score Text', 'Text')).m_Text, 'Score: 1', 'the HUD heard the score');
  assert.ok((await fieldsOf(json, 'Player', 'Transform')).m_LocalPosition[0] > 1.5, 'the player walked right');
  assert.equal((await json('wait_until', { frames: 2, target: 'Coins/Coin 1' })).held, false, 'the collected coin is gone');
  const moving = await json('wait_until', { seconds: 3, target: 'Enemy', condition: 'Transform.localPosition.x > -2' });
  assert.equal(moving.held, true, `the enemy patrols: ${JSON.stringify(moving)}`);
  // Its Animator's parameters, as EnemyPatrol drives them, are read and waited on.
  const walking = await json('wait_until', { seconds: 3, target: 'Enemy', condition: 'Animator.parameters.Speed > 0' });
  assert.equal(walking.held, true, `EnemyPatrol sets the Animator's Speed: ${JSON.stringify(walking)}`);
  const live = await animatorOf('Enemy');
  assert.equal(live.parameterDefaults, undefined);
  assert.ok(live.parameters.find((p) => p.name === 'Speed').value > 0, JSON.stringify(live.parameters));
  await fails('wait_until', { frames: 5, target: 'Enemy', condition: 'Animator.parameters.Sped > 0' }, 'not_found', /nearest: Speed/);
  const shot = await screenshot(session, { source: 'game', maxSize: 64 });
  assert.equal(shot.result.camera, 'Main Camera');
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');

  // Leaving play mode restores the scene as it was.
  assert.equal((await fieldsOf(json, 'Game Manager', 'ScoreBoard')).score, 0);
  assert.equal((await fieldsOf(json, 'HUD/Score Text', 'Text')).m_Text, 'Score: 0');
  assert.deepEqual(names(await json('find_game_objects', { component: 'Coin' })), ['Coins/Coin 1', 'Coins/Coin 2', 'Coins/Big Coin']);
});

test('the 2D platformer: 2D components found and read, the player runs onto the gem', T, async (t) => {
  const { json, fails } = await openGame(t, 'Platformer');
  assert.equal((await json('open_scene', { path: PLATFORMER })).roots, 6);

  assert.deepEqual(names(await json('find_game_objects', { component: 'Rigidbody2D' })), ['Player']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'BoxCollider2D' })), ['Player', 'Ground', 'Platform A', 'Platform B']);
  assert.deepEqual(names(await json('find_game_objects', { component: 'Collider2D' })), ['Player', 'Ground', 'Platform A', 'Platform B', 'Gem']);
  assert.equal((await json('find_game_objects', { component: 'SpriteRenderer' })).total, 5);
  assert.deepEqual(names(await json('find_game_objects', { component: 'Gem2D' })), ['Gem']);

  const body = await fieldsOf(json, 'Player', 'Rigidbody2D');
  assert.equal(body.m_BodyType, 'Dynamic');
  assert.deepEqual(body.m_Constraints, ['FreezeRotation'], 'a flags enum reads as its names');
  assert.equal((await fieldsOf(json, 'Gem', 'CircleCollider2D')).m_IsTrigger, true);
  assert.deepEqual((await fieldsOf(json, 'Platform A', 'SpriteRenderer')).m_Color, [0.5, 0.35, 0.2, 1]);
  assert.equal((await fieldsOf(json, 'Player', 'Player2D')).groundLayers, 1);

  // A field of a 2D component written, and a bad value refused without a change.
  await json('set_component_field', { target: 'Gem', component: 'CircleCollider2D', field: 'm_Radius', value: 0.4 });
  assert.equal((await fieldsOf(json, 'Gem', 'CircleCollider2D')).m_Radius, 0.4);
  await fails('set_component_field', { target: 'Player', component: 'Rigidbody2D', field: 'm_BodyType', value: 'Floating' },
    'invalid_arguments', /Dynamic.*Kinematic.*Static/);
  assert.equal((await fieldsOf(json, 'Player', 'Rigidbody2D')).m_BodyType, 'Dynamic');

  // Play: the body falls onto the ground; holding D runs it into the gem's trigger.
  await json('set_play_mode', { action: 'play' });
  await json('simulate_input', { action: 'hold', keys: ['d'] });
  const gem = await json('wait_until', { seconds: 10, target: 'Player', condition: 'Player2D.gems >= 5' });
  assert.equal(gem.held, true, JSON.stringify(gem));
  await json('simulate_input', { action: 'release', keys: ['d'] });
  assert.equal((await json('get_game_object', { target: 'Gem' })).active, false, 'the gem was collected');
  const position = (await fieldsOf(json, 'Player', 'Transform')).m_LocalPosition;
  assert.ok(position[0] > 1 && Math.abs(position[1] - 0.5) < 0.1, `on the ground, right of the start: ${position}`);
  await json('set_play_mode', { action: 'stop' });
  assert.equal((await json('get_game_object', { target: 'Gem' })).active, true);
});
