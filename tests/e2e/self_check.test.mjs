// Issue 43: run_self_check through the real hub and the package on the headless editor: the Markdown report as text
// content and the checks as structured content; in edit mode the play-mode checks are skipped with the reason, in play
// mode they run; the dialog check shows the stand-in's modal dialog, answered as a person (or answer_dialog) would;
// nothing in the project changes (a hash of Assets, Packages, ProjectSettings and UserSettings before and after).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, useInputSystem, connectClient, waitEditor, toolCaller, textOf, hubCli, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = { autoStartHub: false, groups: { play: true, diagnostics: true } };
const NAMES = ['off_thread_wake', 'dialog_finder', 'editor_instance_file', 'input_reaches_game', 'screenshot_sees_overlay'];

function treeHash(project) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(`${path.relative(project, full)}\0`).update(readFileSync(full));
    }
  };
  for (const top of ['Assets', 'Packages', 'ProjectSettings', 'UserSettings']) {
    try { walk(path.join(project, top)); } catch (e) { if (e.code !== 'ENOENT') throw e; }
  }
  return hash.digest('hex');
}

async function selfCheck(s, args = {}) {
  const r = await s.call('run_self_check', args, { timeout: scaled(60000) });
  assert.notEqual(r.isError, true, textOf(r));
  const checks = Object.fromEntries(r.structuredContent.checks.map((c) => [c.name, c]));
  assert.deepEqual(Object.keys(checks).sort(), [...NAMES].sort());
  return { text: textOf(r), result: r.structuredContent, checks };
}

async function setUp(t) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'SelfCheck', settings: SETTINGS });
  useInputSystem(project);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  return { project, host, s };
}

test('run_self_check in edit mode: a Markdown report, the play-mode checks skipped with the reason, nothing changed', T, async (t) => {
  const { project, s } = await setUp(t);
  const before = treeHash(project);
  const { text, result, checks } = await selfCheck(s);
  assert.match(text, /^## Patchbay self-check\n/);
  assert.match(text, /- Unity: \d{4}\.\d+\.\d+f\d+\n- OS: \S.*\n- Package: com\.patchbay\.unity \d+\.\d+\.\d+/);
  assert.equal(result.mode, 'edit');
  assert.equal(checks.off_thread_wake.status, 'passed', checks.off_thread_wake.evidence);
  assert.match(checks.off_thread_wake.evidence, /3 wakes from a background thread; the next editor update came after [\d.]+ ms/);
  assert.equal(checks.editor_instance_file.status, 'passed', checks.editor_instance_file.evidence);
  assert.match(checks.editor_instance_file.evidence, /names process \d+, this editor's/);
  assert.equal(checks.dialog_finder.status, 'skipped');
  for (const name of ['input_reaches_game', 'screenshot_sees_overlay']) {
    assert.equal(checks[name].status, 'skipped');
    assert.match(checks[name].evidence, /Enter play mode to run this check/);
    assert.match(text, new RegExp(`### ${name}: skipped\\nEnter play mode`));
  }
  assert.doesNotMatch(text, /: failed\n/, text);
  assert.match(text, /- Result: 2 passed, 0 failed, 3 skipped/);
  assert.ok(result.seconds < 10, `in seconds: ${result.seconds}`);
  assert.equal(treeHash(project), before, 'the self-check wrote nothing in the project');
});

test('run_self_check in play mode runs the input and screenshot checks, and leaves the game as it was', T, async (t) => {
  const { project, s } = await setUp(t);
  const { json } = toolCaller(s);
  const before = treeHash(project);
  assert.equal((await json('set_play_mode', { action: 'play' })).playMode, 'playing');
  const { text, result, checks } = await selfCheck(s);
  assert.equal(result.mode, 'play');
  assert.equal(checks.input_reaches_game.status, 'passed', checks.input_reaches_game.evidence);
  assert.match(checks.input_reaches_game.evidence, /ScrollLock queued through the Input System reached the game's Keyboard after \d+ frame/);
  // The screenshot check ran (not skipped) and says what share of the capture the overlay covered and which capture it was.
  // The screen capture of play mode (issue 43) draws overlay canvases: the check passes on the headless editor.
  assert.equal(checks.screenshot_sees_overlay.status, 'passed', checks.screenshot_sees_overlay.evidence);
  assert.match(checks.screenshot_sees_overlay.evidence, /covered [\d.]+% of the capture \(\d+ of \d+ pixels\); capture: .*\bcapture screen\b/);
  // Nothing is left behind: no overlay object, no key held.
  const hierarchy = JSON.stringify(await json('get_hierarchy', {}));
  assert.doesNotMatch(hierarchy, /self-check/);
  const input = await json('simulate_input', { keys: ['A'], frames: 1 });
  assert.deepEqual(input.held, [], 'the self-check released its key');
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  assert.equal(treeHash(project), before, 'the self-check wrote nothing in the project');
});

test('run_self_check with dialog: true shows a modal dialog and passes once its first button is pressed', T, async (t) => {
  const { host, s } = await setUp(t);
  const answer = s.call('run_self_check', { dialog: true }, { timeout: scaled(60000) });
  const shown = await host.waitLine(/^dialog Patchbay_self-check /, { timeoutMs: scaled(30000) });
  assert.match(shown.line, /0=Found 1=Cancel 2=Close/);
  host.send('dialog 0');
  const r = await answer;
  assert.notEqual(r.isError, true, textOf(r));
  const dialog = r.structuredContent.checks.find((c) => c.name === 'dialog_finder');
  assert.equal(dialog.status, 'passed', dialog.evidence);
  assert.match(dialog.evidence, /answered with 'Found'/);
});

// `patchbay doctor --editor`: the same self-check from a shell, routed as `patchbay call` routes (the project's own
// editor from inside it, or the one named); with the diagnostics group off, exit 2 and where to switch it on.
test('patchbay doctor --editor prints the editor\'s self-check report; with the group off it says where to turn it on', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'DoctorEditor', settings: SETTINGS });
  const off = copyProject(t, { name: 'DoctorOff', settings: { autoStartHub: false, groups: { diagnostics: false } } });
  await startHost(t, { project, stateDir: hub.stateDir });
  await startHost(t, { project: off, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  await waitEditor(s, off, { extra: (e) => e.toolCount > 0 });
  const before = treeHash(project);
  const inside = await hubCli(hub, ['doctor', '--editor'], { cwd: project });
  assert.equal(inside.code, 0, inside.stderr);
  assert.match(inside.stdout, /^## Patchbay self-check\n/);
  assert.match(inside.stdout, /### off_thread_wake: passed/);
  assert.match(inside.stdout, /### input_reaches_game: skipped\nEnter play mode/);
  assert.equal(treeHash(project), before, 'nothing in the project changed');
  const named = await hubCli(hub, ['doctor', '--editor', 'DoctorEditor'], { cwd: '/' });
  assert.equal(named.code, 0, named.stderr);
  assert.match(named.stdout, /### editor_instance_file: passed/);
  const groupOff = await hubCli(hub, ['doctor', '--editor'], { cwd: off });
  assert.equal(groupOff.code, 2, groupOff.stdout + groupOff.stderr);
  assert.match(groupOff.stderr, /run_self_check is in the package's diagnostics tool group\. Switch the group on in Unity \(Window > Patchbay, Tool groups\)/);
  const plain = await hubCli(hub, ['doctor', '--state-dir', hub.stateDir]);
  assert.doesNotMatch(plain.stdout, /Patchbay self-check/, 'without --editor: the installation checks only');
});
