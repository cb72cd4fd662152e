// End to end (issue 47): play-test scenarios as files (.playtest, docs/play-testing.md), through the real hub, the
// real CLI and the headless editor host on the sample project. `patchbay playtest` runs the sample's scenarios (the
// PlayTest scene's jump and coin, the Platformer's 2D gem and ground contacts) with exit codes and JUnit XML; the hub's
// run_playtest runs one by path or text, the same state hash every run; record_playtest writes what an agent did as a
// scenario that passes when run again. Bad input — a syntax error (line and column), an expectation on a field that
// does not exist (the nearest names), a missing baseline, a path outside the project or through a link — is a clear
// error, and the editor is left in edit mode with the scene as it was.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller, textOf, tempDir,
  e2eTest as test,
} from './lib/e2e.mjs';
import { hubBinary } from '../lib/paths.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(600000) };
const SETTINGS = { autoStartHub: false, groups: { scenes: true, play: true, screenshots: true } };
const SCENARIOS = ['JumpAndWalk', 'CollectCoin', 'PlatformerGem'].map((n) => `Assets/Tests/PlayTests/${n}.playtest`);

async function openProject(t, settings = SETTINGS) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'PlayFiles', settings });
  useInputSystem(project);
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  return { hub, project, s, ...toolCaller(s, { timeoutMs: scaled(300000) }) };
}

// `patchbay playtest ...` in the project folder (routed by the working directory, as an agent's shell would be).
function playtest(hub, project, args) {
  return new Promise((resolve) => {
    execFile(hubBinary, ['playtest', ...args, '--state-dir', hub.stateDir], { cwd: project, timeout: scaled(300000) },
      (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr }));
  });
}

async function inEditMode(json) {
  const state = await json('get_editor_state');
  assert.equal(state.playMode, 'edit', `the run leaves play mode: ${JSON.stringify(state)}`);
}

test('patchbay playtest runs the sample project\'s scenarios: exit 0, a summary, JUnit XML', T, async (t) => {
  const { hub, project, json } = await openProject(t);
  const junit = path.join(tempDir(t), 'playtest.xml');
  const r = await playtest(hub, project, [...SCENARIOS, '--junit', junit]);
  assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
  for (const f of SCENARIOS) assert.match(r.stdout, new RegExp(`^PASS ${f.replace(/[.]/g, '\\.')} — `, 'm'), r.stdout);
  assert.match(r.stdout, /^3 of 3 scenarios passed$/m);
  assert.match(r.stdout, /PASS Assets\/Tests\/PlayTests\/JumpAndWalk\.playtest — Jump on frame 5, walk right short of the coin: 2 steps, \d+ frames, 6\/6 checks, state sha256:/);
  const xml = readFileSync(junit, 'utf8');
  assert.match(xml, /<testsuites name="patchbay playtest" tests="3" failures="0" errors="0"/);
  assert.match(xml, /<testcase classname="Assets\/Tests\/PlayTests\/CollectCoin.playtest" name="Walk into the coin" time="[0-9.]+"\/>/);
  await inEditMode(json);

  // --json: the reports as an agent reads them.
  const j = await playtest(hub, project, [SCENARIOS[2], '--json']);
  assert.equal(j.code, 0, j.stderr);
  const [report] = JSON.parse(j.stdout);
  assert.equal(report.passed, true);
  assert.equal(report.frames, 200);
  assert.equal(report.checks, 3);
});

test('a failing scenario: exit 1, each failed expectation with its line and what was found, JUnit failures', T, async (t) => {
  const { hub, project, json } = await openProject(t);
  const dir = path.join(project, 'Assets/Tests/PlayTests');
  writeFileSync(path.join(dir, 'Wrong.playtest'), [
    'playtest 1',
    'name "Wrong on purpose"',
    'scene Assets/Scenes/PlayTest.unity',
    'step 30 frames inputs D@0-end',
    'expect Player:Transform.localPosition.x < 0',
    'expect Player:PlayerController.score == 3',
    'expect missing Player',
    'expect log "never logged"',
    '',
  ].join('\n'));
  const junit = path.join(tempDir(t), 'wrong.xml');
  const r = await playtest(hub, project, ['Assets/Tests/PlayTests/Wrong.playtest', SCENARIOS[0], '--junit', junit]);
  assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
  assert.match(r.stdout, /^FAIL Assets\/Tests\/PlayTests\/Wrong\.playtest — Wrong on purpose: 1 step, 30 frames, 0\/4 checks/m, r.stdout);
  assert.match(r.stdout, /Wrong\.playtest:5:1: expect Player:Transform\.localPosition\.x < 0 — was [0-9.]+/);
  assert.match(r.stdout, /Wrong\.playtest:6:1: expect Player:PlayerController\.score == 3 — was 0/);
  assert.match(r.stdout, /Wrong\.playtest:7:1: expect missing Player — found Player/);
  assert.match(r.stdout, /Wrong\.playtest:8:1: expect log "never logged" — no console message of the run contains it/);
  assert.match(r.stdout, /^PASS Assets\/Tests\/PlayTests\/JumpAndWalk\.playtest/m, 'the next file still runs');
  assert.match(r.stdout, /^1 of 2 scenarios passed$/m);
  const xml = readFileSync(junit, 'utf8');
  assert.match(xml, /tests="2" failures="1" errors="0"/);
  assert.match(xml, /<failure message="Assets\/Tests\/PlayTests\/Wrong.playtest:5:1: expect Player:Transform.localPosition.x &lt; 0 — was/);
  await inEditMode(json);

  // A field that does not exist: the step is refused before any frame, the expectation's line is named with the
  // nearest names, and play mode is left.
  writeFileSync(path.join(dir, 'Typo.playtest'), 'playtest 1\nscene Assets/Scenes/PlayTest.unity\nstep 10 frames\nexpect Player:PlayerController.scroe == 1\n');
  const typo = await playtest(hub, project, ['Assets/Tests/PlayTests/Typo.playtest']);
  assert.equal(typo.code, 1, typo.stdout + typo.stderr);
  assert.match(typo.stdout, /Typo\.playtest:4:1: expect Player:PlayerController\.scroe == 1 — step_game refused the step: .*score/, typo.stdout);
  await inEditMode(json);
});

test('a syntax error: every problem with line and column, exit 2, nothing runs; --lint checks only', T, async (t) => {
  const { hub, project, json, s } = await openProject(t);
  const file = path.join(project, 'Assets/Tests/PlayTests/Broken.playtest');
  writeFileSync(file, 'playtest 1\nscene Assets/Scenes/PlayTest.unity\nstep 10 frames inputs Space@10\nexpekt log "x"\n');
  const before = await json('get_console_logs', { limit: 1 });
  const r = await playtest(hub, project, [SCENARIOS[0], 'Assets/Tests/PlayTests/Broken.playtest']);
  assert.equal(r.code, 2, r.stdout + r.stderr);
  assert.match(r.stdout, /Broken\.playtest:3:23: input `Space@10` is scheduled outside the window: this step runs 10 frames \(0 to 9\)/);
  assert.match(r.stdout, /Broken\.playtest:4:1: unknown directive `expekt`; did you mean `expect`\?/);
  assert.match(r.stderr, /nothing ran/);
  const after = await json('get_console_logs', { limit: 1 });
  assert.equal(after.lastId, before.lastId, 'no scenario ran: the console is as it was');
  await inEditMode(json);
  const lint = await playtest(hub, project, ['--lint', ...SCENARIOS]);
  assert.equal(lint.code, 0, lint.stdout + lint.stderr);
  assert.match(lint.stdout, /3 scenarios checked, no problem/);
  // A scenario's name is the file's words: shown with its control characters escaped, so it cannot drive the
  // terminal (clear it, retitle it).
  const hostile = path.join(project, 'Assets/Tests/PlayTests/Hostile.playtest');
  writeFileSync(hostile, 'playtest 1\nname "Jump \u001b[2J\u001b]0;pwned\u0007 test"\nscene Assets/Scenes/PlayTest.unity\nplay\nstep 2 frames\nexpect exists Coin\n');
  const shown = await playtest(hub, project, ['--lint', 'Assets/Tests/PlayTests/Hostile.playtest']);
  assert.equal(shown.code, 0, shown.stdout + shown.stderr);
  assert.doesNotMatch(shown.stdout, /[\u0000-\u0008\u000b-\u001f\u007f]/, 'no control character reaches the terminal');
  assert.match(shown.stdout, /Jump \\u\{001B\}\[2J\\u\{001B\}\]0;pwned\\u\{0007\} test: 3 actions/);
  const missing = await playtest(hub, project, ['Assets/Tests/PlayTests/Nope.playtest']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /cannot read Assets\/Tests\/PlayTests\/Nope\.playtest \(no such file\); nothing ran/);

  // The same through the tool: the problems as data.
  const bad = await s.call('run_playtest', { path: 'Assets/Tests/PlayTests/Broken.playtest' }, { timeout: scaled(60000) });
  assert.equal(bad.isError, true);
  const answer = JSON.parse(textOf(bad));
  assert.deepEqual(answer.syntaxErrors.map((p) => [p.line, p.column]), [[3, 23], [4, 1]]);
});

test('run_playtest: by path or text, the same state hash run after run; bad paths refused', T, async (t) => {
  const { project, json, s } = await openProject(t);
  const listed = (await s.listTools()).map((x) => x.name);
  assert.ok(listed.includes('run_playtest') && listed.includes('record_playtest'), 'listed while an editor has step_game');
  const hashes = [];
  for (let i = 0; i < 3; i++) {
    const r = await json('run_playtest', { path: SCENARIOS[0] });
    assert.equal(r.passed, true, JSON.stringify(r));
    hashes.push(r.stateHash);
  }
  assert.match(hashes[0], /^sha256:[0-9a-f]{64}$/);
  assert.deepEqual(new Set(hashes).size, 1, `identical end state: ${hashes}`);
  const text = 'playtest 1\nscene Assets/Scenes/PlayTest.unity\nstep 20 frames inputs Space@0\nexpect Player:PlayerController.jumpFrame > 0\n';
  const byText = await json('run_playtest', { text });
  assert.equal(byText.passed, true, JSON.stringify(byText));
  assert.deepEqual(await json('run_playtest', { text, lint: true }), { name: 'scenario', valid: true, actions: 2 });

  const refused = async (args, pattern) => {
    const r = await s.call('run_playtest', args, { timeout: scaled(60000) });
    assert.equal(r.isError, true, textOf(r));
    assert.match(textOf(r), pattern);
  };
  await refused({}, /Give the scenario: `path`.*or `text`/);
  await refused({ path: SCENARIOS[0], text }, /one of them/);
  await refused({ path: '../outside.playtest' }, /outside the project/);
  await refused({ path: 'Assets/Tests/PlayTests/JumpAndWalk.txt' }, /names a \.playtest file/);
  await refused({ path: 'Assets/Tests/None.playtest' }, /No scenario file Assets\/Tests\/None\.playtest/);
  const outside = tempDir(t);
  writeFileSync(path.join(outside, 'Evil.playtest'), 'playtest 1\nstep 1 frames\n');
  symlinkSync(outside, path.join(project, 'Assets/Linked'));
  await refused({ path: 'Assets/Linked/Evil.playtest' }, /reached through a link/);
  await refused({ text: 5 }, /`text` is a string/);
  await inEditMode(json);
});

test('image baselines in a scenario: missing is a clear error, --update-baselines writes it, then it compares', T, async (t) => {
  const { hub, project, json } = await openProject(t, { ...SETTINGS, allowFileWrites: true });
  const file = path.join(project, 'Assets/Tests/PlayTests/Look.playtest');
  writeFileSync(file, 'playtest 1\nscene Assets/Scenes/PlayTest.unity\nstep 10 frames\nexpect image Assets/Tests/Baselines/PlayTest.png tolerance 0.02\n');
  const none = await playtest(hub, project, ['Assets/Tests/PlayTests/Look.playtest']);
  assert.equal(none.code, 1, none.stdout + none.stderr);
  assert.match(none.stdout, /Look\.playtest:4:1: expect image .* — capture_screenshot failed: .*No baseline at 'Assets\/Tests\/Baselines\/PlayTest\.png'/);
  assert.equal(existsSync(path.join(project, 'Assets/Tests/Baselines/PlayTest.png')), false, 'nothing written without asking');
  const write = await playtest(hub, project, ['Assets/Tests/PlayTests/Look.playtest', '--update-baselines']);
  assert.equal(write.code, 0, write.stdout + write.stderr);
  assert.equal(existsSync(path.join(project, 'Assets/Tests/Baselines/PlayTest.png')), true);
  const compare = await playtest(hub, project, ['Assets/Tests/PlayTests/Look.playtest']);
  assert.equal(compare.code, 0, compare.stdout + compare.stderr);
  await inEditMode(json);
});

test('record_playtest: what an agent did becomes a scenario that passes when run again', T, async (t) => {
  const { project, json, s } = await openProject(t);
  const nothing = await s.call('record_playtest', {}, { timeout: scaled(60000) });
  assert.equal(nothing.isError, true);
  assert.match(textOf(nothing), /Nothing to record/);
  await json('open_scene', { path: 'Assets/Scenes/PlayTest.unity' });
  await json('set_play_mode', { action: 'play', paused: true });
  await json('step_game', { frames: 60, frameTime: 1 / 60, seed: 3, inputs: ['Space@2', 'D@5-40'], watch: ['Player:Transform.localPosition', 'Player:PlayerController.jumpFrame'] });
  await s.call('step_game', { frames: 0 }, { timeout: scaled(60000) });  // refused: left out of the recording
  await json('step_game', { seconds: 0.5, watch: ['Player:PlayerController.score'] });
  await json('set_play_mode', { action: 'stop' });
  const r = await s.call('record_playtest', { name: 'Recorded jump', clear: true }, { timeout: scaled(60000) });
  assert.notEqual(r.isError, true, textOf(r));
  const scenario = r.content[0].text;
  assert.match(scenario, /^playtest 1\nname "Recorded jump"\nscene Assets\/Scenes\/PlayTest\.unity\nframe-time 0\.0166667\nseed 3\n/);
  assert.match(scenario, /\nplay\nstep 60 frames inputs Space@2 D@5-40\nexpect Player:Transform\.localPosition == [-0-9.e,]+ within 0\.001\nexpect Player:PlayerController\.jumpFrame == \d+\n/);
  assert.match(scenario, /\nstep 0\.5 seconds\nexpect Player:PlayerController\.score == 1\nstop\n$/);
  assert.match(r.content[1].text, /2 steps, 3 expectations/);
  mkdirSync(path.join(project, 'Assets/Tests/Recorded'), { recursive: true });
  writeFileSync(path.join(project, 'Assets/Tests/Recorded/Jump.playtest'), scenario);
  const again = await json('run_playtest', { path: 'Assets/Tests/Recorded/Jump.playtest' });
  assert.equal(again.passed, true, JSON.stringify(again));
  assert.equal(again.checks, 3);
  // Cleared: the run's own calls are the next recording.
  const next = await s.call('record_playtest', {}, { timeout: scaled(60000) });
  assert.notEqual(next.isError, true, textOf(next));
  assert.match(next.content[0].text, /step 60 frames inputs Space@2 D@5-40/);
  await inEditMode(json);
});
