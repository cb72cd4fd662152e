// An editor that is not focused (issue 27). The agent works in a terminal or IDE, so the Unity window is in
// the background, and Unity then updates its editor a few times a second, once in seconds, or not at all
// until something wakes it. The host plays the strictest case, `--background park`: no editor update until
// EditorApplication.SignalTick (or a host command) wakes it. The package must wake the loop when a call
// arrives on its link thread and keep it awake while the call is pending; otherwise every call below hangs.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, textOf, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = {
  groups: { diagnostics: true, scenes: true, assets: true, tests: true, play: true }, allowTests: true, autoStartHub: false,
};

test('a parked editor (not focused) answers calls: the first one, a compile from the new domain, a test run, play mode', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Parked', settings: SETTINGS });
  useInputSystem(project);
  const host = await startHost(t, { project, stateDir: hub.stateDir, background: 'park' });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const json = async (tool, args = {}) => {
    const r = await s.call(tool, args, { timeout: scaled(90000) });
    assert.notEqual(r.isError, true, `${tool}: ${textOf(r)}`);
    const text = textOf(r);
    return text.startsWith('{') ? JSON.parse(text) : text;
  };

  const state = await json('get_editor_state');
  assert.equal(state.playMode, 'edit', JSON.stringify(state));

  // Waits over many editor updates (the compile, then the reload it causes) and answers from the new domain.
  writeFileSync(path.join(project, 'Assets/Scripts/Parked.cs'), 'public class Parked { public int Value = 1; }\n');
  const compiled = await json('compile');
  assert.equal(compiled.status, 'succeeded', JSON.stringify(compiled));
  assert.equal(compiled.domainReloaded, true, 'answered from the domain the compile loaded');

  // A test run advances one slice per editor update.
  const tests = await json('run_tests', { names: ['MathTests'] });
  assert.equal(tests.status, 'passed', JSON.stringify(tests));
  assert.equal(tests.passed, 2, JSON.stringify(tests));

  // Play mode: a reload, then the first call to the new domain; then waits over many frames of the game. Unity ignores
  // a SignalTick made inside the editor's update (issue 43), so each of these needs the package's keep-awake thread.
  await json('open_scene', { path: 'Assets/Scenes/PlayTest.unity' });
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const waited = await json('wait_until', { frames: 30 });
  assert.equal(waited.endedBy, 'frames', JSON.stringify(waited));
  assert.ok(waited.frames >= 30, JSON.stringify(waited));
  // Input over frames in a parked editor, whose Game view has no focus: it reaches the game all the same.
  const walked = await json('simulate_input', { keys: ['D'], frames: 20 });
  assert.ok(walked.toFrame - walked.fromFrame >= 20, JSON.stringify(walked));
  assert.equal(walked.reached, true, JSON.stringify(walked));
  assert.match(walked.focus ?? '', /Game view has no focus/, JSON.stringify(walked));
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');

  const status = await host.status();
  assert.ok(Number(status.ticksignals) > 0, `the package woke the editor loop (status: ${JSON.stringify(status)})`);
  assert.equal(status.focused, 'false', 'a parked editor has no focus');
  // Issue 43: Unity ignores a SignalTick made inside the editor's update; the package wakes from its own thread only
  // (this play-mode domain ran the waits above: the package before issue 43 asked from its update at every frame).
  assert.equal(status.ignoredticks, '0', `no wake asked from inside an update (status: ${JSON.stringify(status)})`);
});
