// Issue 42: the tools on the content real projects have, through the real hub and the package on the headless
// editor. An agent writes a C# 9 script as agents do (target-typed new, a coroutine with WaitForSeconds, a [Flags]
// enum, a LayerMask, a list of [Serializable] structs, a nested [Serializable] class), which Roslyn compiles as Unity
// does; puts it and 2D physics bodies in the scene; reads and writes every one of those field kinds; plays the game,
// waits on what the coroutine does, and stops game time with set_time_scale, which WaitForSeconds honours.
// Bad input: a value of the wrong shape for a kind is refused naming the kind, and the field keeps its value.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = { autoStartHub: false, groups: { scenes: true, assets: true, play: true } };

const SPAWNER = `using System;
using System.Collections;
using System.Collections.Generic;
using UnityEngine;

[Flags] public enum Powers { None = 0, Jump = 1, Dash = 2, Shield = 4 }

[Serializable] public struct Drop { public string item; public int weight; }

[Serializable] public class SpawnRules
{
    public float interval = 0.25f;
    public int max = 4;
    public Vector2 area = new(4f, 2f);
}

public class CoinSpawner : MonoBehaviour
{
    public LayerMask groundLayers = 1;
    public Powers powers = Powers.Jump | Powers.Shield;
    public List<Drop> drops = new() { new Drop { item = "coin", weight = 3 } };
    public SpawnRules rules = new();
    public int spawned;

    IEnumerator Start()
    {
        while (spawned < rules.max)
        {
            yield return new WaitForSeconds(rules.interval);
            var coin = new GameObject($"Coin {spawned}");
            coin.AddComponent<CircleCollider2D>().isTrigger = true;
            coin.transform.position = new Vector3(spawned, 1f, 0f);
            spawned++;
        }
    }
}
`;

test('a C# 9 coroutine spawner and 2D bodies: every field kind read and written, the game waited on and paused', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'RichWorld', settings: SETTINGS });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json, fails } = toolCaller(s, { timeoutMs: scaled(120000) });

  const created = await json('create_script', { path: 'Assets/Scripts/CoinSpawner.cs', content: SPAWNER, compile: true });
  assert.equal((created.compile ?? created).status, 'succeeded', JSON.stringify(created));
  await json('create_game_object', { name: 'Spawner', components: ['CoinSpawner'] });
  await json('create_game_object', { name: 'Crate', position: { x: 0, y: 3, z: 0 }, components: ['Rigidbody2D', 'BoxCollider2D'] });

  // 2D components are found like any other.
  const bodies = await json('find_game_objects', { component: 'Rigidbody2D' });
  assert.deepEqual(bodies.items.map((r) => r.name), ['Crate'], JSON.stringify(bodies));

  // Every kind reads as an agent can use it.
  const read = async () => (await json('get_game_object', { target: 'Spawner', component: 'CoinSpawner' }))
    .components.find((c) => c.type === 'CoinSpawner').fields;
  const fields = await read();
  t.diagnostic(JSON.stringify(fields));
  assert.deepEqual(fields.drops, [{ item: 'coin', weight: 3 }]);
  assert.deepEqual(fields.rules, { interval: 0.25, max: 4, area: [4, 2] });
  assert.equal(fields.spawned, 0);

  // And is written back: a list of structs, a member of a nested class, a flags enum, a LayerMask.
  await json('set_component_field', { target: 'Spawner', component: 'CoinSpawner', field: 'drops',
    value: [{ item: 'gem', weight: 1 }, { item: 'coin', weight: 5 }] });
  await json('set_component_field', { target: 'Spawner', component: 'CoinSpawner', field: 'rules', value: { interval: 0.2, max: 3 } });
  await json('set_component_field', { target: 'Spawner', component: 'CoinSpawner', field: 'groundLayers', value: 5 });
  const written = await read();
  assert.deepEqual(written.drops, [{ item: 'gem', weight: 1 }, { item: 'coin', weight: 5 }]);
  assert.deepEqual(written.rules, { interval: 0.2, max: 3, area: [4, 2] });
  assert.equal(written.groundLayers, 5);

  // A value of the wrong shape names the kind it needs; nothing changes.
  await fails('set_component_field', { target: 'Spawner', component: 'CoinSpawner', field: 'drops', value: 'gem' },
    'invalid_arguments', /expected a JSON array/);
  await fails('set_component_field', { target: 'Spawner', component: 'CoinSpawner', field: 'rules', value: { intervall: 1 } },
    'invalid_arguments', /no member 'intervall'/);
  assert.deepEqual(await read(), written, 'the refused writes changed nothing');

  // Play: the coroutine spawns on game time; the crate falls under 2D gravity.
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const waited = await json('wait_until', { target: 'Spawner', condition: 'CoinSpawner.spawned >= 2', seconds: 30 });
  assert.equal(waited.endedBy, 'condition', JSON.stringify(waited));
  const coins = await json('find_game_objects', { component: 'CircleCollider2D' });
  assert.ok(coins.items.length >= 2, JSON.stringify(coins));
  const crate = await json('get_game_object', { target: 'Crate' });
  t.diagnostic(`crate after the wait: ${JSON.stringify(crate.transform ?? crate.components?.[0])}`);

  // Game time stopped: WaitForSeconds does not end, so nothing more spawns while frames go by.
  await json('set_time_scale', { scale: 0 });
  const paused = (await read()).spawned;
  await json('wait_until', { frames: 30 });
  assert.equal((await read()).spawned, paused, 'no coin while Time.timeScale is 0');
  await json('set_time_scale', { scale: 1 });
  const resumed = await json('wait_until', { target: 'Spawner', condition: 'CoinSpawner.spawned >= 3', seconds: 30 });
  assert.equal(resumed.endedBy, 'condition', JSON.stringify(resumed));
  await json('set_play_mode', { action: 'stop' });
});
