// End to end (issue 47): deterministic play-tests with step_game, through the real hub and the headless editor host on
// the sample project's PlayTest scene (a player that jumps on Space, walks on D, and a coin). The game runs an exact
// number of frames at a fixed frame time (Time.captureDeltaTime) while paused and stepped one frame at a time, with
// inputs scheduled inside the window; the answer says what changed (watched fields, objects created and destroyed, log
// lines) and hashes the state. The same step from the start of play mode ends in the same state every time; bad input
// (no bound, an absurd one, an input outside the window or misspelt, a watch on a field that does not exist) is a clear
// error, and play mode and the time settings are left as they were.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };
const SETTINGS = { autoStartHub: false, groups: { scenes: true, play: true } };
const SCENE = 'Assets/Scenes/PlayTest.unity';
const RUNS = 5;

async function openPlayTest(t) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Stepped', settings: SETTINGS });
  useInputSystem(project);
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const calls = toolCaller(s, { timeoutMs: scaled(120000) });
  await calls.json('open_scene', { path: SCENE });
  return calls;
}

// A jump at frame 5 and a walk right from frame 10 to 50, watched, from the first frame of a fresh play session.
const SCENARIO = {
  frames: 90,
  frameTime: 1 / 60,
  seed: 7,
  inputs: ['Space@5', 'D@10-50'],
  watch: ['Player:Transform.localPosition', 'Player:PlayerController.jumpFrame', 'Player:PlayerController.score'],
};

test('step_game: the same inputs on the same frames end in the same state, run after run', T, async (t) => {
  const { json, fails } = await openPlayTest(t);
  await fails('step_game', { frames: 5 }, 'invalid_state', /Not in play mode.*set_play_mode play/);

  await fails('set_play_mode', { action: 'stop', paused: true }, 'invalid_arguments', /paused is for action play/);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Entered paused: no frame runs on the wall clock before the first step.
    assert.equal((await json('set_play_mode', { action: 'play', paused: true })).playMode, 'paused');
    const r = await json('step_game', SCENARIO);
    assert.equal(r.frames, 90, JSON.stringify(r));
    assert.equal(r.endedBy, 'frames');
    assert.equal(r.frame - r.fromFrame, 90);
    assert.equal(r.gameSeconds, 1.5, 'game time is frames times frameTime, whatever the wall clock did');
    assert.equal(r.playMode, 'paused', 'the game waits, paused, for the next step');
    runs.push(r);
    assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  }
  const [first] = runs;
  const [position, jumpFrame] = first.watched;
  assert.equal(runs.every((r) => r.fromFrame === first.fromFrame), true, `every run starts at the same frame: ${runs.map((r) => r.fromFrame)}`);
  assert.equal(jumpFrame.after - first.fromFrame, 6, `Space down before frame 5 of the window is seen in it: ${JSON.stringify(first)}`);
  assert.equal(position.changed, true);
  assert.ok(position.after[0] > position.before[0] + 1, `D held for 41 frames walks right: ${JSON.stringify(position)}`);
  assert.match(first.stateHash, /^sha256:[0-9a-f]{64}$/);
  for (const r of runs.slice(1)) {
    assert.equal(r.stateHash, first.stateHash, `run-to-run: ${JSON.stringify(runs.map((x) => x.watched.map((w) => w.after)))}`);
    assert.deepEqual(r.watched.map((w) => w.after), first.watched.map((w) => w.after));
  }
});

test('step_game: stop at a condition, contiguous steps, objects and logs reported, bad input refused', T, async (t) => {
  const { json, fails } = await openPlayTest(t);
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');

  // Bad input: each a clear error; nothing stepped, the game still playing.
  await fails('step_game', {}, 'invalid_arguments', /Give a bound: frames/);
  await fails('step_game', { frames: 100000 }, 'invalid_arguments', /the limit is 1 to 10000/);
  await fails('step_game', { seconds: 1e6 }, 'invalid_arguments', /at most 600 game seconds/);
  await fails('step_game', { seconds: 500, frameTime: 0.001 }, 'invalid_arguments', /at most 10000/);
  await fails('step_game', { frames: 5, frameTime: 0 }, 'invalid_arguments', /frameTime is 0/);
  await fails('step_game', { frames: 10, inputs: ['Space@20'] }, 'invalid_arguments', /scheduled outside the window: this step runs 10 frames \(0 to 9\)/);
  await fails('step_game', { frames: 10, inputs: ['Space@8-3'] }, 'invalid_arguments', /ends \(frame 3\) before it starts/);
  await fails('step_game', { frames: 10, inputs: ['Space at 3'] }, 'invalid_arguments', /is not INPUT@frame/);
  await fails('step_game', { frames: 10, inputs: ['Spcae@0'] }, 'invalid_arguments', /Unknown key 'Spcae'; nearest: Space/);
  await fails('step_game', { frames: 10, inputs: ['stick:2,0@0'] }, 'invalid_arguments', /-1 to 1/);
  await fails('step_game', { frames: 10, watch: ['Player:PlayerController.scroe'] }, 'not_found', /no field or property 'scroe'; nearest: score/);
  await fails('step_game', { frames: 10, watch: ['Player'] }, 'invalid_arguments', /is not Target:Component.member/);
  await fails('step_game', { frames: 10, watch: ['Nobody:Transform.localPosition'] }, 'not_found', /Nobody/);
  await fails('step_game', { frames: 10, target: 'Player', condition: 'PlayerController.scroe > 1' }, 'not_found', /nearest: score/);
  assert.equal((await json('get_editor_state')).playMode, 'playing', 'bad input leaves play mode as it was');

  // step until: Space at frame 0, the player is above 1 well inside the bound.
  const up = await json('step_game', { frames: 120, inputs: ['Space@0'], target: 'Player', condition: 'Transform.localPosition.y > 1' });
  assert.equal(up.held, true, JSON.stringify(up));
  assert.equal(up.endedBy, 'condition');
  assert.ok(up.frames < 60 && up.value > 1, JSON.stringify(up));
  assert.equal(up.playMode, 'paused');

  // The next step starts where the last ended: no frame passed in between.
  const next = await json('step_game', { frames: 3 });
  assert.equal(next.fromFrame, up.frame, `${JSON.stringify(up)} then ${JSON.stringify(next)}`);

  // Walk into the coin with game seconds as the bound: the coin is destroyed, its log line reported.
  const walk = await json('step_game', { seconds: 20, inputs: ['D@0-end'], log: 'Picked up Coin', watch: ['Player:PlayerController.score'] });
  assert.equal(walk.held, true, JSON.stringify(walk));
  assert.equal(walk.watched[0].before, 0);
  const settle = await json('step_game', { frames: 2, watch: ['Player:PlayerController.score'] });
  assert.equal(settle.watched[0].after, 1, JSON.stringify(settle));
  const destroyed = [...walk.destroyed.objects, ...settle.destroyed.objects];
  assert.ok(destroyed.some((p) => /Coin/.test(p)), `the coin is destroyed: ${JSON.stringify(walk)} ${JSON.stringify(settle)}`);
  assert.ok(walk.logs.newest.some((l) => /Picked up Coin/.test(l.message)), JSON.stringify(walk.logs));

  // D was let go after the window: the player walks no further (x stays; it may still be falling).
  const still = await json('step_game', { frames: 5, watch: ['Player:Transform.localPosition'] });
  assert.equal(still.watched[0].after[0], still.watched[0].before[0], JSON.stringify(still));

  // Leaving play mode: the time settings are as they were (time scale 1), and the player back where it started.
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  await json('set_play_mode', { action: 'play' });
  const idle = await json('step_game', { frames: 1 });
  assert.equal(idle.timeScale, 1);
  await json('set_play_mode', { action: 'stop' });
});

// The platformer (2D physics): the collisions and triggers of the watched player come with the frame of the window they
// happened in, the same frames run after run, and the hidden probe that heard them is gone after the step.
test('step_game: a 2D platformer\'s triggers and collisions of the watched player, on the same frames every run', T, async (t) => {
  const { json } = await openPlayTest(t);
  await json('open_scene', { path: 'Assets/Game/Scenes/Platformer.unity' });
  const runs = [];
  for (let i = 0; i < 2; i++) {
    await json('set_play_mode', { action: 'play', paused: true });
    const r = await json('step_game', { frames: 200, inputs: ['D@0-end'], watch: ['Player:Player2D.gems'] });
    runs.push(r);
    const shown = JSON.stringify(await json('get_game_object', { target: 'Player' }));
    assert.doesNotMatch(shown, /StepContactProbe/, 'the probe is removed after the step');
    await json('set_play_mode', { action: 'stop' });
  }
  const [first, second] = runs;
  const events = first.contacts.events.map((e) => `${e.frame} ${e.kind} ${e.phase} ${e.on}→${e.other}`);
  assert.ok(events.some((e) => / trigger enter Player→Gem$/.test(e)), events.join('; '));
  assert.ok(events.some((e) => / collision enter Player→Ground$/.test(e)), events.join('; '));
  assert.equal(first.watched[0].after > first.watched[0].before, true, JSON.stringify(first.watched));
  assert.deepEqual(second.contacts, first.contacts, 'the same contacts on the same frames');
  assert.equal(second.stateHash, first.stateHash);
});
