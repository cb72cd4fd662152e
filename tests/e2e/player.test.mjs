// Issue 34: a development build's player, played by the headless host's player mode (`--player`: the engine
// stand-in without the editor, the package's runtime part compiled as such a build compiles it), connects to the
// hub as an editor does and is listed as its own kind of target beside a headless editor. Editor tools on it are
// refused by the hub, naming the kind of target; a player that quits has left. The player offers the runtime subset
// of the tools (Patchbay.Engine: the same names and schemas as the editor's): it plays the sample's PlayTest scene
// with the agent pressing, waiting, reading and asserting; a player killed mid-wait leaves the caller an answer that
// says the call may have run. Exactly-once as for an editor (the calls of exactly_once.test.mjs, with wait_until on
// the player, whose answer says the frame it started and the value it saw): a player stopped (SIGSTOP) mid-wait past
// the hub's grace, and a hub killed under a player's wait (its link dropped, the player reconnected to the next hub).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, eventually, textOf, toolCaller, tempDir,
  hubPid, connectStdio, startedCall, stoppedUntilAnswered, outcomeOf, hubCli, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };

test('a player is listed beside an editor with its platform and build, reached by name, refusing editor tools', T, async (t) => {
  const hub = await startHub(t);
  const editorProject = copyProject(t, { name: 'Editor' });
  const playerProject = copyProject(t, { name: 'Player' });
  await startHost(t, { project: editorProject, stateDir: hub.stateDir });
  const player = await startHost(t, { project: playerProject, stateDir: hub.stateDir, args: ['--player'] });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, editorProject);
  // A player's project path is its Application.dataPath (docs/protocol.md §4.1).
  // Once its tools are listed (the hub refuses an editor tool by the player's list).
  const listed = await waitEditor(s, `${playerProject}/Assets`, { state: 'playing', extra: (e) => e.toolCount > 0 });
  assert.equal(editor.kind, 'editor');
  assert.equal(listed.kind, 'player');
  assert.equal(listed.platform, 'LinuxPlayer');
  assert.equal(listed.playMode, 'playing');
  assert.equal(listed.build.development, true, 'a development build');
  assert.equal(listed.build.productName, listed.projectName);
  assert.equal(typeof listed.build.version, 'string');
  // Issue 43: Run In Background (off when ProjectSettings.asset does not say runInBackground: 1): off, the player
  // pauses while its window has no focus, so an agent must know.
  assert.equal(listed.build.runInBackground, false, JSON.stringify(listed.build));
  assert.equal(listed.unityVersion, editor.unityVersion, 'the same Unity as the editor stand-in');
  assert.notEqual(listed.id, editor.id);

  // Issue 45: the views say what is true of a player: the scene it shows, and no Window > Patchbay to switch groups on.
  const scene = listed.activeScene?.path || listed.activeScene?.name;
  assert.ok(scene, `the player names its scene: ${JSON.stringify(listed.activeScene)}`);
  const editorsCli = await hubCli(hub, ['editors']);
  const row = editorsCli.stdout.split('\n').find((l) => l.startsWith(listed.id));
  assert.ok(row && row.includes(scene), `the SCENE column of the player:\n${editorsCli.stdout}`);
  const toolsCli = await hubCli(hub, ['tools', '--editor', listed.id]);
  assert.equal(toolsCli.code, 0, toolsCli.stderr);
  assert.match(toolsCli.stdout, /A development build's player offers its runtime tools only/);
  assert.doesNotMatch(toolsCli.stdout, /Window > Patchbay|Groups switched off/, toolsCli.stdout);

  // Implicit routing keeps going to the editor; the player is reached by name.
  const l = await s.listEditors();
  assert.deepEqual(l.session, { editor: editor.id, reason: 'only' });
  const sel = await s.select(listed.id);
  assert.notEqual(sel.isError, true, textOf(sel));

  // An editor tool on the player: refused by the hub, naming the kind of target and where the tool is.
  const r = await s.call('open_scene', { path: 'Assets/Scenes/Main.unity' });
  assert.equal(r.isError, true);
  assert.match(textOf(r), new RegExp(`player ${listed.id} has no tool open_scene: open_scene is an editor tool`));
  assert.ok(textOf(r).includes(editor.id), textOf(r));

  // The player quits: the selection names a target that has left, and says so.
  await player.stop();
  await eventually(async () => {
    const after = await s.call('get_hierarchy', {});
    return after.isError && /has left/.test(textOf(after));
  }, { timeoutMs: scaled(30000), what: 'the player has left' });
  const gone = (await s.listEditors()).editors.find((e) => e.id === listed.id);
  assert.ok(!gone || gone.state !== 'ready', JSON.stringify(gone));
});

const SCENE = 'Assets/Scenes/PlayTest.unity';
// The tools a player offers (Patchbay.Engine; its settings have the play group on).
const RUNTIME_TOOLS = [
  'capture_screenshot', 'find_game_objects', 'get_console_logs', 'get_game_object', 'get_hierarchy', 'set_component_field',
  'set_time_scale', 'simulate_input', 'step_game', 'wait_until',
];

async function startPlayTestPlayer(t, name, { prepare } = {}) {
  const hub = await startHub(t);
  const editorProject = copyProject(t, { name: 'Editor' });
  const playerProject = copyProject(t, { name });
  useInputSystem(playerProject);
  if (prepare) prepare(playerProject);
  await startHost(t, { project: editorProject, stateDir: hub.stateDir });
  const player = await startHost(t, { project: playerProject, stateDir: hub.stateDir, args: ['--player', '--scene', SCENE] });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, editorProject);
  const listed = await waitEditor(s, `${playerProject}/Assets`, { state: 'playing', extra: (e) => e.toolCount > 0 });
  const sel = await s.select(listed.id);
  assert.notEqual(sel.isError, true, textOf(sel));
  return { hub, s, editor, listed, player, ...toolCaller(s) };
}

test('a player offers the runtime tools: the agent presses Space, waits until the player is up, walks into the coin and reads the score', T, async (t) => {
  const { s, editor, json, fails } = await startPlayTestPlayer(t, 'PlayTestPlayer');

  // While the player is selected, tools/list shows the runtime subset (and the hub's own tools), no editor tool.
  const names = (await s.listTools()).map((x) => x.name);
  for (const tool of RUNTIME_TOOLS) assert.ok(names.includes(tool), `${tool} is listed: ${names.join(', ')}`);
  for (const tool of ['get_editor_state', 'open_scene', 'set_play_mode', 'create_game_object', 'add_component']) {
    assert.ok(!names.includes(tool), `${tool} is an editor tool, not listed for a player: ${names.join(', ')}`);
  }

  // The scene and its scripts are the sample's.
  const hierarchy = await json('get_hierarchy', {});
  assert.equal(hierarchy.scene, 'PlayTest');
  assert.deepEqual(hierarchy.items.map((i) => i.path), ['Main Camera', 'Player', 'Coin'], JSON.stringify(hierarchy));
  assert.match(JSON.stringify(await json('find_game_objects', { component: 'PlayerController' })), /Player/);

  // Bad input: a key that does not exist names the nearest; a wait needs a bound.
  await fails('simulate_input', { keys: ['Spcae'] }, 'invalid_arguments', /Unknown key 'Spcae'; nearest: Space/);
  await fails('wait_until', { target: 'Player', condition: 'Transform.position.y > 1' }, 'invalid_arguments', /Give a bound: frames/);
  await fails('wait_until', { frames: 10, target: 'Player', condition: 'PlayerController.scroe >= 1' },
    'not_found', /no field or property 'scroe'; nearest: score/);

  // Space, then the player rises above 1 within 60 frames.
  const pressed = await json('simulate_input', { keys: ['Space'] });
  assert.equal(pressed.action, 'press');
  assert.ok(pressed.toFrame > pressed.fromFrame, JSON.stringify(pressed));
  // With the game's camera image of the frame the condition held (a player renders as the editor's game view does).
  const upResult = await s.call('wait_until', { frames: 60, target: 'Player', condition: 'Transform.localPosition.y > 1', screenshot: true },
    { timeout: scaled(90000) });
  assert.notEqual(upResult.isError, true, textOf(upResult));
  const up = JSON.parse(textOf(upResult));
  const image = upResult.content.find((c) => c.type === 'image');
  assert.equal(image?.mimeType, 'image/png', 'the game view comes with the answer');
  assert.equal(Buffer.from(image.data, 'base64').length, up.screenshot.bytes);
  assert.equal(up.held, true, JSON.stringify(up));
  assert.equal(up.endedBy, 'condition');
  assert.equal(up.playMode, 'playing');
  assert.ok(up.value > 1 && up.frames <= 60, JSON.stringify(up));
  // The game saw Space in the frame after the call queued it (the Input System's next update, before Update).
  const jump = await json('wait_until', { frames: 1, target: 'Player', condition: `PlayerController.jumpFrame == ${pressed.fromFrame + 1}` });
  assert.equal(jump.held, true, `input latency in frames: ${JSON.stringify(jump)} after ${JSON.stringify(pressed)}`);

  // Walk right (hold D) until the coin is picked up; the score is 1 and the coin is gone.
  assert.deepEqual((await json('simulate_input', { action: 'hold', keys: ['d'] })).held, ['D']);
  const picked = await json('wait_until', { seconds: 30, log: 'Picked up Coin' });
  assert.equal(picked.held, true, JSON.stringify(picked));
  assert.deepEqual((await json('simulate_input', { action: 'release', keys: ['D'] })).held, []);
  const score = await json('wait_until', { frames: 1, target: 'Player', condition: 'PlayerController.score == 1' });
  assert.equal(score.held, true, JSON.stringify(score));
  assert.equal(score.value, 1);
  assert.deepEqual((await json('get_hierarchy', {})).items.map((i) => i.path), ['Main Camera', 'Player']);
  assert.match(JSON.stringify(await json('get_console_logs', { text: 'Picked up' })), /Picked up Coin: score 1/);

  // Time scale: the player's game time slows, and the answer says what it was.
  assert.deepEqual(await json('set_time_scale', { scale: 0.5 }), { previous: 1, timeScale: 0.5 });
  await fails('set_time_scale', { scale: 1000 }, 'invalid_arguments', /takes 0 to 100/);

  // The editor is untouched: still in edit mode, its own tools answer.
  const state = JSON.parse(textOf(await s.call('get_editor_state', { editor: editor.id })));
  assert.equal(state.playMode, 'edit');
});

// Issue 47: step_game in a development player: a window of frames at a fixed frame time with the input on the frame it
// names. A player has no pause, so the game plays on after the step.
test('a player runs step_game: the jump lands on the frame the input names, at a fixed frame time', T, async (t) => {
  const { json, fails } = await startPlayTestPlayer(t, 'SteppedPlayer');
  await fails('step_game', { frames: 10, inputs: ['Space@10'] }, 'invalid_arguments', /outside the window/);
  const r = await json('step_game', { frames: 30, frameTime: 0.02, inputs: ['Space@3'], watch: ['Player:PlayerController.jumpFrame', 'Player:Transform.localPosition'] });
  assert.equal(r.frames, 30, JSON.stringify(r));
  assert.equal(r.watched[0].after - r.fromFrame, 4, `Space before frame 3 of the window is seen in it: ${JSON.stringify(r)}`);
  assert.ok(r.watched[1].after[1] > 0, JSON.stringify(r));
  assert.equal(r.gameSeconds, 0.6, 'thirty frames of 0.02 s');
  assert.equal(r.playMode, 'playing');
  assert.match(r.stateHash, /^sha256:/);
});

// Issue 47: a scenario file runs on a development player as on the editor (run_playtest routed to the selected
// player): nothing enters or leaves play mode, the game plays on after each step; two fresh players end in the same
// state. A `scene` line is refused there, nothing run.
test('a player runs a .playtest scenario: two fresh players end in the same state', T, async (t) => {
  const scenario = 'playtest 1\nname "Player jump"\nframe-time 0.02\nplay\nstep 40 frames inputs Space@3 D@0-10\n'
    + 'expect Player:Transform.localPosition.y > 1\nexpect exists Coin\nstop\n';
  const hashes = [];
  for (const name of ['ScenarioPlayerA', 'ScenarioPlayerB']) {
    const { json, s } = await startPlayTestPlayer(t, name);
    const r = await json('run_playtest', { text: scenario });
    assert.equal(r.passed, true, JSON.stringify(r));
    assert.equal(r.frames, 40);
    hashes.push(r.stateHash);
    const refused = await s.call('run_playtest', { text: 'playtest 1\nscene Assets/Scenes/PlayTest.unity\nstep 1 frames\n' });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /line.*2.*a development player plays the scenes of its build and opens none/);
  }
  assert.equal(hashes[0], hashes[1], `the same state in two players: ${hashes}`);
});

test('a player reads and sets fields as the editor does in play mode, and captures the game view', T, async (t) => {
  const { s, editor, json, fails } = await startPlayTestPlayer(t, 'FieldsPlayer');

  // A script's fields read the same on the player as in the editor's play mode: same scene, same object, same JSON.
  const onPlayer = await json('get_game_object', { target: 'Player' });
  const controller = onPlayer.components.find((c) => c.type === 'PlayerController');
  assert.deepEqual(controller.fields, { jumpSpeed: 8, gravity: 4, walkSpeed: 4, score: 0, jumpFrame: -1 }, JSON.stringify(onPlayer));
  const transform = onPlayer.components.find((c) => c.type === 'Transform');
  assert.deepEqual(transform.fields.m_LocalPosition, [0, 0, 0], JSON.stringify(transform));
  assert.deepEqual(Object.keys(transform.fields), ['m_LocalRotation', 'm_LocalPosition', 'm_LocalScale']);
  assert.ok(onPlayer.components.some((c) => c.type === 'MeshRenderer' && !c.fields), 'an engine component without a player field model');
  assert.match(onPlayer.note, /A player reads the fields of scripts, Transform, Rigidbody and colliders/);
  const on = { editor: editor.id };
  await json('open_scene', { ...on, path: SCENE });
  assert.equal((await json('set_play_mode', { ...on, action: 'play' })).playMode, 'playing');
  const inEditor = await json('get_game_object', { ...on, target: 'Player', component: 'PlayerController' });
  const editorController = inEditor.components.find((c) => c.type === 'PlayerController');
  assert.deepEqual(controller, editorController, 'the same component entry in a player and in the editor\'s play mode');
  const playerOnly = await json('get_game_object', { target: 'Player', component: 'PlayerController' });
  assert.deepEqual(Object.keys(playerOnly), Object.keys(inEditor), 'the same object shape');
  assert.equal((await json('set_play_mode', { ...on, action: 'stop' })).playMode, 'edit');

  // Bad input: a misspelled field names the nearest, a wrong type what the field takes, a component the object lacks;
  // nothing changes.
  await fails('set_component_field', { target: 'Player', field: 'jumpSpede', value: '20' }, 'not_found',
    /No serialized field 'jumpSpede'\. Did you mean jumpSpeed.*PlayerController: jumpSpeed, gravity, walkSpeed, score, jumpFrame/);
  await fails('set_component_field', { target: 'Player', fields: { score: 3, jumpSpeed: 'high' } }, 'invalid_arguments',
    /Cannot set 'jumpSpeed' \(number\) to "high"/);
  await fails('set_component_field', { target: 'Player', component: 'Rigidbody', field: 'mass', value: '2' }, 'not_found',
    /'Player' has no Rigidbody/);
  const unchanged = await json('get_game_object', { target: 'Player', component: 'PlayerController' });
  assert.deepEqual(unchanged.components.find((c) => c.type === 'PlayerController').fields,
    { jumpSpeed: 8, gravity: 4, walkSpeed: 4, score: 0, jumpFrame: -1 }, 'nothing changed');

  // A field set on the player reaches the running game: the coin moved onto the player is picked up.
  const set = await json('set_component_field', { target: 'Coin', field: 'localPosition', value: '[0,0,0]' });
  assert.deepEqual(set, { target: 'Coin', component: 'Transform', field: 'm_LocalPosition', value: [0, 0, 0] });
  const picked = await json('wait_until', { frames: 30, target: 'Player', condition: 'PlayerController.score == 1' });
  assert.equal(picked.held, true, JSON.stringify(picked));
  assert.match(JSON.stringify(await json('get_console_logs', { text: 'Picked up' })), /Picked up Coin: score 1/);
  const several = await json('set_component_field', { target: 'Player', fields: { score: 41, 'Jump Speed': 12 } });
  assert.deepEqual(several.set.map((x) => [x.field, x.value]), [['score', 41], ['jumpSpeed', 12]]);
  const score = await json('wait_until', { frames: 1, target: 'Player', condition: 'PlayerController.score == 41' });
  assert.equal(score.held, true, JSON.stringify(score));

  // The game view as a PNG; what only an editor has is refused before anything renders.
  const shot = await s.call('capture_screenshot', { maxSize: 64 });
  assert.notEqual(shot.isError, true, textOf(shot));
  const image = shot.content.find((c) => c.type === 'image');
  assert.equal(image?.mimeType, 'image/png');
  const png = Buffer.from(image.data, 'base64');
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  const about = JSON.parse(textOf(shot));
  assert.equal(about.source, 'Game');
  assert.equal(about.camera, 'Main Camera');
  assert.equal(about.capture, 'screen', 'issue 43: the screen as the player sees it, overlay UI included');
  assert.equal(about.bytes, png.length);
  assert.ok(Math.max(about.width, about.height) <= 64, JSON.stringify(about));
  await fails('capture_screenshot', { source: 'scene' }, 'invalid_state', /A player has no Scene view/);
  await fails('capture_screenshot', { savePath: 'Assets/Shot.png' }, 'invalid_arguments', /a player does not have/);
  await fails('capture_screenshot', { camera: 'Player' }, 'not_found', /'Player' has no Camera/);
});

// Issue 43: a development build's player without window focus disables every device (Run In Background on, or it
// would pause): the keyboard and the virtual gamepad simulate_input adds. Input reaches the game all the same, and the
// answer says so in a player's words.
test('a player without window focus still gets simulated input, said in a player\'s words', T, async (t) => {
  const { json, listed, player } = await startPlayTestPlayer(t, 'UnfocusedPlayer', {
    prepare: (project) => {
      const file = path.join(project, 'ProjectSettings/ProjectSettings.asset');
      writeFileSync(file, readFileSync(file, 'utf8').replace('PlayerSettings:\n', 'PlayerSettings:\n  runInBackground: 1\n'));
    },
  });
  assert.equal(listed.build.runInBackground, true, JSON.stringify(listed.build));
  assert.equal(await player.command('focus off', /^focus /), 'focus off');
  const pressed = await json('simulate_input', { keys: ['Space'] });
  assert.equal(pressed.reached, true, JSON.stringify(pressed));
  assert.match(pressed.focus, /^The player's window has no focus, so the Input System had disabled .*Keyboard/, pressed.focus);
  assert.doesNotMatch(pressed.focus, /Game view|Play Mode Input Behavior/, 'no editor wording in a player');
  const jump = await json('wait_until', { frames: 1, target: 'Player', condition: `PlayerController.jumpFrame == ${pressed.fromFrame + 1}` });
  assert.equal(jump.held, true, `the game saw Space: ${JSON.stringify(jump)}`);
  const pad = await json('simulate_input', { keys: ['pad:south'], frames: 2 });
  assert.equal(pad.reached, true, `the added gamepad, disabled on focus loss too, took it: ${JSON.stringify(pad)}`);
});

test('a player killed (SIGKILL) mid-wait: the caller is told the call may have run, as for an editor', T, async (t) => {
  const { s, listed, player } = await startPlayTestPlayer(t, 'Doomed');
  let markStarted;
  const started = new Promise((r) => { markStarted = r; });
  const answer = s.call('wait_until', { frames: 10000, target: 'Player', condition: 'PlayerController.score == 99' },
    { timeout: scaled(120000), onprogress: () => markStarted() });
  answer.catch(() => {});
  await started;
  player.proc.kill('SIGKILL');
  const r = await answer;
  assert.equal(r.isError, true, `the call fails: ${JSON.stringify(r)}`);
  assert.ok(textOf(r).includes(listed.id) || textOf(r).includes('Doomed'), `the error names the player: ${textOf(r)}`);
  assert.match(textOf(r), /(may have|partly|started)/i, `and says the call had started: ${textOf(r)}`);
  await eventually(async () => (await s.listEditors()).editors.every((e) => e.id !== listed.id || e.state !== 'ready'),
    { timeoutMs: scaled(30000), what: 'the killed player no longer listed as ready' });
});

// A player alone on `hub`'s state directory, playing the PlayTest scene; resolves once it listed its tools. Its
// frames are 40 ms, so scoreWait's bound (10,000 frames) is minutes away however slowly the faults are driven.
async function startLonePlayer(t, s, { stateDir, project }) {
  const player = await startHost(t, { project, stateDir, args: ['--player', '--scene', SCENE, '--frame-ms', '40'] });
  const listed = await waitEditor(s, `${project}/Assets`, { state: 'playing', extra: (e) => e.toolCount > 0 });
  return { player, listed };
}

// The wait whose second run would show: it holds once the score reaches 1 and answers the value it saw, so a
// repeat answered from the player's record says 1, and a wait that ran again (after the score was set to 5) says 5.
const scoreWait = (editor) => ({ editor, frames: 10000, target: 'Player', condition: 'PlayerController.score >= 1' });

test('a player stopped (SIGSTOP) mid-wait past the grace: "outcome unknown"; continued, the wait ends; the repeat returns that result and nothing runs twice', T, async (t) => {
  const hub = await startHub(t, { heartbeat: 1, grace: 2 });
  const s = await connectClient(t, hub);
  const project = copyProject(t, { name: 'Sleepwalker' });
  const { player, listed } = await startLonePlayer(t, s, { stateDir: hub.stateDir, project });
  const { json } = toolCaller(s);
  const on = { editor: listed.id };

  const { answer: r, whileAway } = await stoppedUntilAnswered(player, startedCall(s, 'wait_until', scoreWait(listed.id)),
    () => s.call('wait_until', scoreWait(listed.id)));
  assert.equal(r.isError, true, `a player that stopped answering fails the call: ${textOf(r)}`);
  assert.equal(outcomeOf(r), 'unknown', `and says its outcome is unknown: ${textOf(r)}`);
  assert.match(textOf(r), /same arguments/, textOf(r));
  assert.equal(whileAway.isError, true, `a repeat while the player is away cannot reach it: ${textOf(whileAway)}`);

  // Continued, the player links again and its wait goes on: the score reaching 1 ends it. Two frames later the
  // wait has seen it (a wait checks its condition in every frame's Update), so the score can move on to 5.
  const back = await waitEditor(s, `${project}/Assets`, { state: 'playing', timeoutMs: scaled(45000) });
  assert.equal(back.id, listed.id, 'the same player, linked again');
  await json('set_component_field', { ...on, target: 'Player', field: 'score', value: '1' });
  await json('wait_until', { ...on, frames: 2 });
  await json('set_component_field', { ...on, target: 'Player', field: 'score', value: '5' });

  const again = await s.call('wait_until', scoreWait(listed.id), { timeout: scaled(60000) });
  assert.notEqual(again.isError, true, textOf(again));
  const replayed = JSON.parse(textOf(again));
  assert.equal(replayed.held, true, JSON.stringify(replayed));
  assert.equal(replayed.value, 1, `the repeat returns the stalled wait's result (a second run would have seen 5): ${JSON.stringify(replayed)}`);
  const fresh = await json('wait_until', scoreWait(listed.id));
  assert.equal(fresh.value, 5, `recognised once: the next identical call runs: ${JSON.stringify(fresh)}`);
  assert.ok(fresh.frame > replayed.frame, `${JSON.stringify(fresh)} after ${JSON.stringify(replayed)}`);
});

test('patchbay stdio, hub killed (SIGKILL) under a player\'s wait: the player links to the next hub, which sends the call again under its id; the player answers it once, from the wait that was running', T, async (t) => {
  const stateDir = tempDir(t, 'patchbay-e2e-state-');
  const hub1 = await startHub(t, { stateDir });
  const project = copyProject(t, { name: 'Phoenix' });
  const s = await connectStdio(t, { stateDir, cwd: project });
  const { player, listed } = await startLonePlayer(t, s, { stateDir, project });
  const { json } = toolCaller(s);

  const call = startedCall(s, 'wait_until', scoreWait(listed.id));
  await call.started;
  const before = Number((await player.status()).frames);
  hub1.proc.kill('SIGKILL');

  // The player reconnects to the hub `patchbay stdio` starts; the score reaching 1 ends the wait it kept running.
  await eventually(() => hubPid(stateDir) && hubPid(stateDir) !== hub1.proc.pid, { timeoutMs: scaled(30000), what: 'a new hub' });
  const back = await waitEditor(s, `${project}/Assets`, { state: 'playing', timeoutMs: scaled(45000) });
  assert.equal(back.id, listed.id, 'the same player on the new hub');
  await json('set_component_field', { editor: listed.id, target: 'Player', field: 'score', value: '1' });
  const r = await call.answer;
  assert.notEqual(r.isError, true, `the client is answered with the call's own result, not an error: ${textOf(r)}`);
  const outcome = JSON.parse(textOf(r));
  assert.equal(outcome.held, true, JSON.stringify(outcome));
  assert.equal(outcome.value, 1);
  assert.ok(outcome.frame - outcome.frames <= before,
    `the answer is the wait that started before the hub died (frame ${before}), not a second run: ${JSON.stringify(outcome)}`);
  assert.ok(player.alive());
});

test('a player that presents a wrong token, or has none, is refused: never listed, and its log says why and what to set', T, async (t) => {
  const hub = await startHub(t);
  const s = await connectClient(t, hub);
  const root = tempDir(t);
  const url = `http://127.0.0.1:${hub.port}`;
  const wrong = await startHost(t, {
    project: copyProject(t, { name: 'Intruder', root }), hub: url, token: 'not-the-token', args: ['--player', '--scene', SCENE],
  });
  // A hub address and no token: the player finds no hub.json (its HOME is private, no state directory given).
  const none = await startHost(t, {
    project: copyProject(t, { name: 'Tokenless', root }), env: { PATCHBAY_HUB_URL: url }, args: ['--player', '--scene', SCENE],
  });
  const refusal = (host, re) => eventually(() => host.stderr().split('\n').find((l) => re.test(l)),
    { timeoutMs: scaled(30000), what: `${re} in the player's log; so far:\n${host.stderr()}` });
  const refused = await refusal(wrong, /\[Patchbay\].*token/i);
  assert.match(refused, /refused this player's token \(HTTP 401/, refused);
  assert.match(refused, /start the player with PATCHBAY_TOKEN set to the value the hub was started with/, `what to set: ${refused}`);
  assert.doesNotMatch(refused, /hubToken|PatchbaySettings/, `a player reads no settings file: ${refused}`);
  const missing = await refusal(none, /\[Patchbay\].*No token/);
  assert.match(missing, new RegExp(`This player is not connected: No token for the hub at ${url}: set PATCHBAY_TOKEN or start`), missing);

  // A player with the hub's token (from hub.json in its state directory) is listed; the refused ones never are.
  const good = copyProject(t, { name: 'Welcome', root });
  await startLonePlayer(t, s, { stateDir: hub.stateDir, project: good });
  const listed = (await s.listEditors()).editors.map((e) => e.projectPath);
  assert.deepEqual(listed, [`${good}/Assets`], `only the player with the token: ${listed.join(', ')}`);
  assert.ok(wrong.alive() && none.alive(), 'a refused player keeps running its game');
});
