// Issue 42: every serializable field kind through the real hub and the package on the headless editor. An agent
// writes a component carrying a [Flags] enum, an AnimationCurve, a Gradient, Bounds, BoundsInt, RectInt, a char, a
// ulong past 2^53, a list of structs, a [SerializeReference] interface field, a UnityEvent and references to a
// ScriptableObject asset and a scene object; reads each in the shape it documents, writes each back (a round trip
// of what was read changes nothing), and gets clear refusals that change nothing: an unknown flag name lists the
// names, a curve key without a time, a type a [SerializeReference] field cannot hold (the ones that fit are listed),
// a multi-field edit with one bad field. UnityEvent listeners written as the Inspector writes them (a method that
// does not fit lists what the target offers). The same kinds in a prefab asset, edited in the prefab stage and saved.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, textOf, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = {
  autoStartHub: false,
  groups: { scenes: true, assets: true, prefabs: true },
};

const CONFIG = `using UnityEngine;

[System.Flags] public enum Traits { None = 0, Fly = 1, Swim = 2, Climb = 4 }

public class HeroConfig : ScriptableObject
{
    public Traits starting = Traits.Swim;
}
`;

const HERO = `using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

public interface IAbility { }
[Serializable] public class Fireball : IAbility { public int damage = 3; }
[Serializable] public class Heal : IAbility { public int amount = 10; }
public class Broken : IAbility { public int x; }
[Serializable] public struct Loot { public string item; public int count; }

public class Hero : MonoBehaviour
{
    public Traits traits = Traits.Fly | Traits.Climb;
    public AnimationCurve jump = AnimationCurve.Linear(0f, 0f, 1f, 2f);
    public Gradient tint = new();
    public Bounds reach = new(Vector3.zero, Vector3.one);
    public BoundsInt cells = new(0, 0, 0, 2, 2, 2);
    public RectInt area = new(0, 0, 8, 4);
    public char grade = 'C';
    public ulong seed = 18446744073709551615;
    public List<Loot> loot = new() { new Loot { item = "coin", count = 2 } };
    [SerializeReference] public IAbility ability = new Fireball();
    public UnityEvent onLand = new();
    public HeroConfig config;
    public Transform buddy;

    public void Land() { }
}
`;

test('every field kind read, written back and refused clearly, in the scene and in a prefab asset', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'FieldKinds', settings: SETTINGS });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json, fails } = toolCaller(s, { timeoutMs: scaled(120000) });

  await json('create_script', { path: 'Assets/Scripts/HeroConfig.cs', content: CONFIG, compile: false });
  const created = await json('create_script', { path: 'Assets/Scripts/Hero.cs', content: HERO, compile: true });
  assert.equal((created.compile ?? created).status, 'succeeded', JSON.stringify(created));
  await json('create_asset', { kind: 'ScriptableObject', path: 'Assets/Hero Config.asset', type: 'HeroConfig' });
  await json('create_game_object', { name: 'Hero', components: ['Hero'] });
  await json('create_game_object', { name: 'Buddy' });

  const read = async (target = 'Hero') => (await json('get_game_object', { target, component: 'Hero' }))
    .components.find((c) => c.type === 'Hero').fields;
  const set = (field, value, target = 'Hero') => json('set_component_field', { target, component: 'Hero', field, value });
  const refuse = (field, value, pattern) => fails('set_component_field', { target: 'Hero', component: 'Hero', field, value },
    'invalid_arguments', pattern);

  // Each kind reads in a shape an agent can use.
  const fields = await read();
  t.diagnostic(JSON.stringify(fields));
  assert.deepEqual(fields.traits, ['Fly', 'Climb']);
  assert.deepEqual(fields.jump.keys.map((k) => [k.time, k.value]), [[0, 0], [1, 2]]);
  assert.equal(fields.jump.postWrapMode, 'ClampForever');
  assert.equal(fields.tint.mode, 'Blend');
  assert.deepEqual(fields.tint.colorKeys[0], { time: 0, color: [1, 1, 1] });
  assert.deepEqual(fields.reach, { center: [0, 0, 0], size: [1, 1, 1] });
  assert.deepEqual(fields.cells, { position: [0, 0, 0], size: [2, 2, 2] });
  assert.deepEqual(fields.area, { x: 0, y: 0, width: 8, height: 4 });
  assert.equal(fields.grade, 'C');
  assert.deepEqual(fields.loot, [{ item: 'coin', count: 2 }]);
  assert.deepEqual(fields.ability, { type: 'Fireball', damage: 3 });
  assert.deepEqual(fields.onLand, { listeners: [] });
  assert.equal(fields.config, null);

  // Each is written back in the same shape.
  const all = await json('set_component_field', { target: 'Hero', component: 'Hero', fields: {
    traits: ['Swim'],
    jump: { keys: [[0, 1], { time: 2, value: 0, inTangent: -0.5, outTangent: -0.5 }], postWrapMode: 'PingPong' },
    tint: { mode: 'Fixed', colorKeys: [{ time: 0, color: '#FF0000' }, { time: 1, color: [0, 0, 1] }] },
    reach: { min: [-1, 0, -1], max: [1, 2, 1] },
    cells: { size: [4, 1, 4] },
    area: [1, 1, 6, 3],
    grade: 'A',
    loot: [{ item: 'gem', count: 1 }, { item: 'coin', count: 5 }],
    ability: { type: 'Heal', amount: 25 },
    config: 'Assets/Hero Config.asset',
    buddy: 'Buddy',
  } });
  assert.equal(all.set.length, 11, JSON.stringify(all));
  const written = await read();
  assert.deepEqual(written.traits, ['Swim']);
  assert.deepEqual(written.jump.keys.map((k) => [k.time, k.value, k.outTangent]), [[0, 1, 0], [2, 0, -0.5]]);
  assert.equal(written.jump.postWrapMode, 'PingPong');
  assert.equal(written.tint.mode, 'Fixed');
  assert.deepEqual(written.tint.colorKeys.map((k) => k.color), [[1, 0, 0], [0, 0, 1]]);
  assert.deepEqual(written.reach, { center: [0, 1, 0], size: [2, 2, 2] });
  assert.deepEqual(written.cells, { position: [0, 0, 0], size: [4, 1, 4] });
  assert.deepEqual(written.area, { x: 1, y: 1, width: 6, height: 3 });
  assert.equal(written.grade, 'A');
  assert.deepEqual(written.ability, { type: 'Heal', amount: 25 });
  assert.equal(written.config.asset, 'Assets/Hero Config.asset');
  assert.equal(written.config.type, 'HeroConfig');
  assert.equal(written.buddy.name, 'Buddy');

  // What was read is taken back unchanged (a round trip of every kind; the ulong is left out, as a JavaScript
  // number cannot hold its digits).
  const { seed: _seed, ...roundTrip } = written;
  await json('set_component_field', { target: 'Hero', component: 'Hero', fields: roundTrip });
  assert.deepEqual(await read(), written, 'a round trip changes nothing');

  // A ulong past 2^53 is exact both ways (the JSON text carries every digit).
  await set('seed', '18446744073709551614');
  const seedText = textOf(await s.call('get_game_object', { target: 'Hero', component: 'Hero' }, { timeout: scaled(60000) }));
  assert.match(seedText, /"seed":\s*18446744073709551614\b/);

  // Refusals name the problem and change nothing.
  await refuse('traits', ['Fly', 'Teleport'], /Teleport.*None, Fly, Swim, Climb/);
  await refuse('jump', [{ value: 1 }], /key 0 has no 'time'/);
  await refuse('jump', 'steep', /keys/);
  await refuse('ability', { type: 'Broken' }, /\[Serializable\].*Fireball, Heal/);
  await refuse('cells', { size: [1.5, 1, 1] }, /whole number/);
  await refuse('tint', { alphaKeys: [{ time: 3, alpha: 1 }] }, /outside 0\.\.1/);
  await fails('set_component_field', { target: 'Hero', component: 'Hero', fields: { traits: ['Fly'], area: [0, 0, 1, 1], grade: 'XY' } },
    'invalid_arguments', /grade/);
  const { seed: _seedAfter, ...after } = await read();
  assert.deepEqual(after, roundTrip, 'the refused writes changed nothing');

  // Persistent listeners are written as the Inspector writes them: the target's component that has the method,
  // the mode the method's parameters fit, the argument; what was read is taken back unchanged.
  const listened = await set('onLand', { listeners: [{ target: 'Hero', method: 'Land' }, { target: 'Buddy', method: 'SetActive', argument: false }] });
  assert.deepEqual(listened.value.listeners.map((l) => [l.target.type, l.method, l.mode, l.argument ?? null, l.callState]),
    [['Hero', 'Land', 'Void', null, 'RuntimeOnly'], ['GameObject', 'SetActive', 'Bool', false, 'RuntimeOnly']]);
  await set('onLand', listened.value);
  assert.deepEqual((await read()).onLand, listened.value);
  await refuse('onLand', { listeners: [{ target: 'Hero', method: 'Fly' }] }, /no method 'Fly'.*Hero\.Land \(Void\)/);
  assert.deepEqual((await read()).onLand, listened.value, 'the refused listener changed nothing');

  // A prefab asset: the same kinds edited in the prefab stage and saved; a new instance carries them.
  const PREFAB = 'Assets/Hero.prefab';
  await json('create_prefab', { target: 'Hero', path: PREFAB, connect: false });
  await json('prefab_stage', { action: 'Open', path: PREFAB });
  await set('traits', ['Fly', 'Swim']);
  await set('jump', { preWrapMode: 'Loop' });
  await set('ability', { type: 'Fireball', damage: 8 });
  assert.deepEqual((await json('prefab_stage', { action: 'Close', save: true })).saved, true);
  await json('instantiate_prefab', { path: PREFAB, name: 'Hero Copy' });
  const copy = await read('Hero Copy');
  assert.deepEqual(copy.traits, ['Fly', 'Swim']);
  assert.equal(copy.jump.preWrapMode, 'Loop');
  assert.deepEqual(copy.ability, { type: 'Fireball', damage: 8 });
  assert.deepEqual(copy.cells, written.cells);
  assert.equal(copy.config.asset, 'Assets/Hero Config.asset');
});
