// End to end (issue 34): an agent play-tests the sample project's PlayTest scene through the real hub and the
// headless editor host — a player that jumps on Space and a coin that raises its score. The agent presses Space
// (simulate_input, through the Input System stand-in), waits until Player's y > 1 within 60 frames (wait_until),
// walks into the coin and reads the score, and uses the object, console and screenshot tools on the running
// game. Bad input (a wrong key, a wait with no bound or an absurd one, a condition on a field that does not exist,
// input outside play mode) answers a clear error and leaves play mode as it was. A project on the legacy Input
// Manager gets the honest answer that it cannot be driven.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller, textOf, e2eTest as test,
} from './lib/e2e.mjs';
import { decodePng, pixelAt } from './lib/png.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const SETTINGS = { autoStartHub: false, groups: { scenes: true, screenshots: true, play: true } };
const SCENE = 'Assets/Scenes/PlayTest.unity';

async function openPlayTest(t, { inputSystem, noDomainReload = false, settings = SETTINGS }) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: inputSystem ? 'PlayTest' : 'LegacyInput', settings });
  if (inputSystem) useInputSystem(project);
  if (noDomainReload) {
    // Enter Play Mode Options with domain reload off: statics survive entering and leaving play mode.
    writeFileSync(path.join(project, 'ProjectSettings/EditorSettings.asset'), '%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n'
      + '--- !u!159 &1\nEditorSettings:\n  m_ObjectHideFlags: 0\n  m_EnterPlayModeOptionsEnabled: 1\n  m_EnterPlayModeOptions: 1\n');
  }
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const calls = toolCaller(s);
  await calls.json('open_scene', { path: SCENE });
  return { ...calls, project, session: s, host };
}

test('press Space, wait until the player is up, walk into the coin, read the score', T, async (t) => {
  const { json, fails, session } = await openPlayTest(t, { inputSystem: true });
  const playMode = async () => (await json('get_editor_state')).playMode;

  // Outside play mode: nothing is sent, nothing waits.
  await fails('simulate_input', { keys: ['Space'] }, 'invalid_state', /Not in play mode.*set_play_mode play/);
  await fails('wait_until', { frames: 5 }, 'invalid_state', /Not in play mode/);
  assert.equal(await playMode(), 'edit');

  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');

  // Bad input in play mode: clear errors, play mode unchanged.
  await fails('simulate_input', { keys: ['Spcae'] }, 'invalid_arguments', /Unknown key 'Spcae'; nearest: Space/);
  await fails('simulate_input', {}, 'invalid_arguments', /Nothing to do/);
  await fails('simulate_input', { keys: ['mouse:lft'] }, 'invalid_arguments', /mouse:left, mouse:right or mouse:middle/);
  await fails('simulate_input', { sticks: [2, 0] }, 'invalid_arguments', /-1 to 1/);
  await fails('wait_until', { target: 'Player', condition: 'Transform.position.y > 1' },
    'invalid_arguments', /Give a bound: frames/);
  await fails('wait_until', { frames: 1000000 }, 'invalid_arguments', /the limit is 1 to 10000/);
  await fails('wait_until', { seconds: 100000 }, 'invalid_arguments', /at most 600 game seconds/);
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'PlayerController.scroe >= 1' },
    'not_found', /no field or property 'scroe'; nearest: score/);
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'Transform.localPosition.w > 1' },
    'not_found', /no field or property 'w'.*it has: x, y, z/);
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'Transform.position.y ~ 1' },
    'invalid_arguments', /is not 'Component.member op value'/);
  await fails('wait_until', { frames: 10, condition: 'Transform.position.y > 1' }, 'invalid_arguments', /needs both target/);
  // Issue 44: wait_until (read-only) reads what get_game_object shows, and runs no code: an engine property
  // it does not show, a script's property (its getter) or a private field Unity does not serialize is refused.
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'Transform.position.y > 1' },
    'invalid_arguments', /Nothing was read and none of the project's code ran/);
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'PlayerController._verticalSpeed > 1' },
    'invalid_arguments', /Nothing was read and none of the project's code ran/);
  await fails('wait_until', { frames: 10, target: 'Player', log: 'x' }, 'invalid_arguments', /Give one condition/);
  assert.equal(await playMode(), 'playing');

  // A pure bound: frames pass, nothing is claimed.
  const idle = await json('wait_until', { frames: 3 });
  assert.equal(idle.held, null);
  assert.equal(idle.endedBy, 'frames');
  assert.ok(idle.frames >= 3, JSON.stringify(idle));

  // Space, then the player rises above 1 within 60 frames.
  const pressed = await json('simulate_input', { keys: ['Space'] });
  assert.equal(pressed.action, 'press');
  assert.ok(pressed.toFrame > pressed.fromFrame, JSON.stringify(pressed));
  assert.deepEqual(pressed.held, [], 'a press lets go');
  assert.equal(pressed.reached, true, `the keyboard showed Space a frame later: ${JSON.stringify(pressed)}`);
  assert.equal(pressed.focus, undefined, 'the Game view has focus: nothing to say');
  // With the game view as it was in the frame the condition held.
  const upResult = await session.call('wait_until', { frames: 60, target: 'Player', condition: 'Transform.localPosition.y > 1', screenshot: true },
    { timeout: scaled(90000) });
  assert.notEqual(upResult.isError, true, textOf(upResult));
  const up = JSON.parse(textOf(upResult));
  const image = upResult.content.find((c) => c.type === 'image');
  assert.equal(image?.mimeType, 'image/png', 'the game view comes with the answer');
  assert.equal(Buffer.from(image.data, 'base64').length, up.screenshot.bytes);
  assert.equal(up.held, true, JSON.stringify(up));
  assert.equal(up.endedBy, 'condition');
  assert.ok(up.value > 1 && up.frames <= 60, JSON.stringify(up));
  // The game saw Space in the first frame after the call queued it (the Input System's next update, before Update).
  const jump = await json('wait_until', { frames: 1, target: 'Player', condition: `PlayerController.jumpFrame == ${pressed.fromFrame + 1}` });
  assert.equal(jump.held, true, `input latency in frames: ${JSON.stringify(jump)} after ${JSON.stringify(pressed)}`);

  // Walk right (hold D) until the coin is picked up, then let go; the score is 1 and the coin is gone.
  const held = await json('simulate_input', { action: 'hold', keys: ['d'] });
  assert.deepEqual(held.held, ['D']);
  const picked = await json('wait_until', { seconds: 30, log: 'Picked up Coin' });
  assert.equal(picked.held, true, JSON.stringify(picked));
  assert.deepEqual((await json('simulate_input', { action: 'release', keys: ['D'] })).held, []);
  const score = await json('wait_until', { frames: 1, target: 'Player', condition: 'PlayerController.score == 1' });
  assert.equal(score.held, true, JSON.stringify(score));
  assert.equal(score.value, 1);
  const appeared = await json('wait_until', { frames: 2, target: 'Coin' });
  assert.equal(appeared.held, false, 'the coin is gone');
  assert.equal(appeared.endedBy, 'frames');

  // The object, console and screenshot tools read the running game.
  const hierarchy = JSON.stringify(await json('get_hierarchy', {}));
  assert.match(hierarchy, /Player/);
  assert.doesNotMatch(hierarchy, /Coin/);
  const player = JSON.stringify(await json('get_game_object', { target: 'Player', component: 'PlayerController' }));
  assert.match(player, /"score":1\b/, player);
  assert.match(JSON.stringify(await json('find_game_objects', { name: 'Player' })), /Player/);
  assert.match(JSON.stringify(await json('get_console_logs', {})), /Picked up Coin: score 1/);
  // A field set in play mode reaches the running script: with walkSpeed 0, holding D no longer moves the player.
  await json('set_component_field', { target: 'Player', component: 'PlayerController', field: 'walkSpeed', value: 0 });
  const before = (await json('wait_until', { frames: 1, target: 'Player', condition: 'Transform.localPosition.x > -1000' })).value;
  await json('simulate_input', { keys: ['D'], frames: 5 });
  const after = await json('wait_until', { frames: 1, target: 'Player', condition: `Transform.localPosition.x == ${before}` });
  assert.equal(after.held, true, `walkSpeed 0 holds the player at x=${before}: ${JSON.stringify(after)}`);
  // Objects created and deleted in play mode are seen by the running game's tools.
  await json('create_game_object', { name: 'Spawned', primitive: 'Cube' });
  assert.equal((await json('wait_until', { frames: 1, target: 'Spawned' })).held, true);
  await json('add_component', { target: 'Spawned', type: 'Rigidbody' });
  assert.match(JSON.stringify(await json('get_game_object', { target: 'Spawned' })), /Rigidbody/);
  await json('delete_game_object', { target: 'Spawned' });
  assert.equal((await json('wait_until', { frames: 2, target: 'Spawned' })).held, false);
  const shot = await session.call('capture_screenshot', { source: 'game', maxSize: 64 });
  assert.notEqual(shot.isError, true, textOf(shot));
  assert.equal(shot.content.find((c) => c.type === 'image')?.mimeType, 'image/png', 'a screenshot of the game view');
  assert.equal(JSON.parse(textOf(shot)).camera, 'Main Camera');
  assert.equal(JSON.parse(textOf(shot)).capture, 'screen', 'in play mode the screen as the player sees it');
  // Issue 43: a HUD on a Screen Space - Overlay canvas (an Image filling the canvas) is on the screen, not in the camera's render.
  await json('create_game_object', { name: 'HUD', components: ['Canvas'] });
  await json('create_game_object', { name: 'Panel', parent: 'HUD', components: ['Image'] });
  const center = async (args) => {
    const r = await session.call('capture_screenshot', { maxSize: 64, ...args });
    assert.notEqual(r.isError, true, textOf(r));
    const png = decodePng(Buffer.from(r.content.find((c) => c.type === 'image').data, 'base64'));
    return { answer: JSON.parse(textOf(r)), pixel: pixelAt(png, png.width >> 1, png.height >> 1) };
  };
  const screen = await center({ source: 'game' });
  assert.equal(screen.answer.capture, 'screen', JSON.stringify(screen.answer));
  assert.deepEqual(screen.pixel.slice(0, 3), [255, 255, 255], 'the white HUD panel covers the screen');
  const camera = await center({ camera: 'Main Camera' });
  assert.equal(camera.answer.capture, 'camera', JSON.stringify(camera.answer));
  assert.notDeepEqual(camera.pixel.slice(0, 3), [255, 255, 255], 'a camera alone does not draw the overlay canvas');
  const waited = await session.call('wait_until', { frames: 1, screenshot: true }, { timeout: scaled(90000) });
  assert.equal(JSON.parse(textOf(waited)).screenshot.capture, 'screen', textOf(waited));
  await json('delete_game_object', { target: 'HUD' });

  // A gamepad stick and the mouse go through the same path.
  const stick = await json('simulate_input', { sticks: [1, 0, 0, -1], keys: ['pad:south'], frames: 2 });
  assert.equal(stick.action, 'press');
  assert.equal(stick.reached, true, JSON.stringify(stick));
  assert.equal((await json('simulate_input', { pointer: [10, 20], keys: ['mouse:left'] })).action, 'press');
  assert.deepEqual((await json('simulate_input', { action: 'hold', keys: ['mouse:right', 'pad:start'] })).held, ['mouse:right', 'pad:start']);
  assert.deepEqual((await json('simulate_input', { action: 'release', keys: ['mouse:right', 'pad:start'] })).held, []);

  // Time scale: 0 freezes game time while frames go on; the limit is Unity's 100.
  await fails('set_time_scale', { scale: 1000 }, 'invalid_arguments', /0 to 100/);
  assert.deepEqual(await json('set_time_scale', { scale: 0 }), { previous: 1, timeScale: 0 });
  const frozen = await json('wait_until', { frames: 3 });
  assert.equal(frozen.gameSeconds, 0, JSON.stringify(frozen));
  assert.equal(frozen.timeScale, 0);
  await fails('wait_until', { seconds: 1, frames: 0 }, 'invalid_arguments', /the limit is 1 to 10000/);
  // Bounded only in game seconds, a wait at time scale 0 would never end: refused, as a pause is (issue 45).
  const frozenText = await fails('wait_until', { seconds: 1 }, 'invalid_state', /Time\.timeScale is 0.*no game second would pass/);
  assert.match(frozenText, /Give frames as the bound.*set_time_scale/);
  await fails('wait_until', { seconds: 2, target: 'Player', condition: 'Transform.localPosition.y > 100' }, 'invalid_state', /timeScale is 0/);
  const bounded = await json('wait_until', { seconds: 1, frames: 2 });
  assert.equal(bounded.endedBy, 'frames', JSON.stringify(bounded));
  assert.equal(bounded.gameSeconds, 0, JSON.stringify(bounded));
  assert.equal((await json('set_time_scale', { scale: 1 })).timeScale, 1);

  // Paused, no frame passes: a wait or a press would never end, so both say so; play mode stays paused.
  assert.equal((await json('set_play_mode', { action: 'pause' })).playMode, 'paused');
  await fails('wait_until', { frames: 5 }, 'invalid_state', /paused.*resume/);
  await fails('simulate_input', { keys: ['Space'] }, 'invalid_state', /paused.*hold.*step.*release/);
  assert.equal(await playMode(), 'paused');
  assert.equal((await json('set_play_mode', { action: 'resume' })).playMode, 'playing');

  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  await fails('set_time_scale', { scale: 2 }, 'invalid_state', /Not in play mode/);
  const reset = JSON.stringify(await json('get_game_object', { target: 'Player', component: 'PlayerController' }));
  assert.match(reset, /"score":0\b/, 'play mode changes are gone after stop');
});

test('what an agent held is let go when play mode ends (domain reload off, so nothing else resets it)', T, async (t) => {
  const { json, project } = await openPlayTest(t, { inputSystem: true, noDomainReload: true });
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  assert.deepEqual((await json('simulate_input', { action: 'hold', keys: ['D'] })).held, ['D']);
  const walking = await json('wait_until', { frames: 600, target: 'Player', condition: 'Transform.localPosition.x > 0.5' });
  assert.equal(walking.held, true, JSON.stringify(walking));
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const still = await json('wait_until', { frames: 10 });
  assert.equal(still.endedBy, 'frames');
  const stayed = await json('wait_until', { frames: 1, target: 'Player', condition: 'Transform.localPosition.x == 0' });
  assert.equal(stayed.held, true, `D is up in the new session: ${JSON.stringify(stayed)} (${project})`);
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
});

// Issue 43: the Game view without focus (the user in a terminal). With the Input System's defaults the keyboard, the
// mouse and the added gamepad are disabled and keyboard events stay with the editor; simulate_input makes them reach
// the game for the input's duration, says what it changed, and puts the project's settings back.
test('input reaches a game whose Game view has no focus, and the settings come back', T, async (t) => {
  const { json, host } = await openPlayTest(t, {
    inputSystem: true,
    settings: { ...SETTINGS, groups: { ...SETTINGS.groups, code: true }, allowCodeExecution: true },
  });
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  assert.equal(await host.command('focus off', /^focus /), 'focus off');
  const settings = async () => (await json('execute_code', {
    code: 'return UnityEngine.Application.isFocused + " " + InputSystem.settings.backgroundBehavior + " " + InputSystem.settings.editorInputBehaviorInPlayMode;',
    usings: ['UnityEngine.InputSystem'],
  })).result;
  assert.equal(await settings(), 'False ResetAndDisableNonBackgroundDevices PointersAndKeyboardsRespectGameViewFocus');

  const pressed = await json('simulate_input', { keys: ['Space'] });
  assert.equal(pressed.reached, true, JSON.stringify(pressed));
  assert.match(pressed.focus, /Game view has no focus, so the Input System had disabled .*Keyboard.*Ignore Focus.*All Device Input Always Goes To Game View.*restores/, pressed.focus);
  const jump = await json('wait_until', { frames: 1, target: 'Player', condition: `PlayerController.jumpFrame == ${pressed.fromFrame + 1}` });
  assert.equal(jump.held, true, `the game saw Space: ${JSON.stringify(jump)}`);
  assert.equal(await settings(), 'False ResetAndDisableNonBackgroundDevices PointersAndKeyboardsRespectGameViewFocus', 'restored after the press');

  // Held, the override stays until the release; the virtual gamepad (disabled on focus loss too) takes its input.
  const held = await json('simulate_input', { action: 'hold', keys: ['pad:south'] });
  assert.equal(held.reached, true, JSON.stringify(held));
  assert.match(await settings(), /IgnoreFocus AllDeviceInputAlwaysGoesToGameView/);
  const released = await json('simulate_input', { action: 'release', keys: ['pad:south'] });
  assert.equal(released.reached, true, JSON.stringify(released));

  // Issue 43: with the Game view behind another tab Unity ends no frame on screen (WaitForEndOfFrame freezes), so the
  // screenshot is the camera's, and says why, instead of waiting for a frame that never ends.
  assert.equal(await host.command('gameview hide', /^gameview /), 'gameview hidden');
  const hidden = await json('capture_screenshot', { maxSize: 32 });
  assert.equal(hidden.capture, 'camera', JSON.stringify(hidden));
  assert.match(hidden.note, /Game view is not showing.*camera's render, without Screen Space - Overlay UI/, hidden.note);
  const waitedHidden = await json('wait_until', { frames: 1, screenshot: true });
  assert.equal(waitedHidden.screenshot.capture, 'camera', JSON.stringify(waitedHidden));
  assert.equal(await host.command('gameview show', /^gameview /), 'gameview shown');
  assert.equal((await json('capture_screenshot', { maxSize: 32 })).capture, 'screen');
  assert.equal(await settings(), 'False ResetAndDisableNonBackgroundDevices PointersAndKeyboardsRespectGameViewFocus', 'restored after the release');
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
});

test('with the Input System package but Active Input Handling on the Input Manager, input is refused, not sent into the void', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'OldHandling', settings: SETTINGS });
  useInputSystem(project);
  const settingsPath = path.join(project, 'ProjectSettings/ProjectSettings.asset');
  writeFileSync(settingsPath, readFileSync(settingsPath, 'utf8').replace(/activeInputHandler: 2/, 'activeInputHandler: 0'));
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json, fails } = toolCaller(s);
  await json('open_scene', { path: SCENE });
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const text = await fails('simulate_input', { keys: ['Space'] }, 'invalid_state', /Active Input Handling is 'Input Manager \(Old\)'/);
  assert.match(text, /nothing was sent/);
  assert.match(text, /set Active Input Handling to 'Both'/);
  const still = await json('wait_until', { frames: 5, target: 'Player', condition: 'Transform.localPosition.y > 0.1' });
  assert.equal(still.held, false, 'no jump: ' + JSON.stringify(still));
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
});

test('a project on the legacy Input Manager gets the honest answer', T, async (t) => {
  const { json, fails } = await openPlayTest(t, { inputSystem: false });
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const text = await fails('simulate_input', { keys: ['Space'] }, 'invalid_state', /legacy Input Manager/);
  assert.match(text, /cannot be driven from outside/);
  assert.match(text, /com\.unity\.inputsystem/);
  assert.match(text, /Active Input Handling to 'Both'/);
  assert.equal((await json('get_editor_state')).playMode, 'playing', 'play mode unchanged');
  // The game still runs and can be waited on.
  const waited = await json('wait_until', { frames: 2, target: 'Player', condition: 'Transform.localPosition.y == 0' });
  assert.equal(waited.held, true, JSON.stringify(waited));
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
});
