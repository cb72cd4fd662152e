// End to end (issue 48): when Unity is not running, the hub opens it. A fake Unity Hub layout in the hub's home
// (~/Unity/Hub/Editor/<version>/Editor/Unity, the Linux default) whose "Unity" starts the headless editor host with
// Unity's own command line (-projectPath, -batchmode, -nographics, -logFile); the hub reads the project's
// ProjectVersion.txt, picks that version, starts it, and answers once the package has linked and listed its tools.
// While no editor runs, a call says Unity is not running for the project, with the command that opens it. An open
// project returns its editor; two opens at once start one Unity; a project that is not one, a version not installed,
// and a Unity that exits at once (its log's last lines) are clear answers, nothing of the user's changed.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, copyProject, connectClient, connectStdio, textOf, tempDir, hostBinary, eventually, e2eTest as test,
} from './lib/e2e.mjs';
import { hubBinary } from '../lib/paths.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };
const VERSION = '2021.3.45f1';  // the sample project's ProjectSettings/ProjectVersion.txt

// A home with Unity Hub's Linux layout: each version's Editor/Unity is a script that runs `body`.
function fakeHub(t, versions) {
  const home = tempDir(t, 'patchbay-e2e-unityhome-');
  for (const [version, body] of Object.entries(versions)) {
    const exe = path.join(home, 'Unity/Hub/Editor', version, 'Editor/Unity');
    mkdirSync(path.dirname(exe), { recursive: true });
    writeFileSync(exe, `#!/bin/sh\n${body}\n`);
    chmodSync(exe, 0o755);
  }
  return home;
}

// The headless editor host, given Unity's own command line.
const HOST = `exec "${hostBinary}" "$@"`;

// Every Unity the hub started is stopped after the test (it outlives the hub, as Unity would).
function reap(t, pids) {
  t.after(() => {
    for (const pid of pids) {
      try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ }
    }
  });
}

async function openHub(t, versions = { [VERSION]: HOST }) {
  const home = fakeHub(t, versions);
  const hub = await startHub(t, { env: { ...process.env, HOME: home, PATCHBAY_UNITY_PATH: '', UNITY_PATH: '' } });
  return { hub, home };
}

const answerOf = (r) => JSON.parse(textOf(r));
const kindOf = (r) => r?._meta?.['patchbay/error']?.patchbay;

test('open_editor starts the project\'s Unity version, waits until it links, and an open project returns its editor', T, async (t) => {
  const { hub } = await openHub(t);
  const project = copyProject(t, { name: 'Opened', settings: { autoStartHub: false } });
  const pids = [];
  reap(t, pids);

  // No editor yet: open_editor is listed, and a call from the project's folder says how to open it.
  const viaStdio = await connectStdio(t, { stateDir: hub.stateDir, cwd: project });
  // (No editor has ever told this hub its tools, so the call is an unknown tool; its message says how to open it.)
  const escaped = project.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await assert.rejects(viaStdio.call('get_editor_state', {}), (e) => {
    assert.match(e.message, new RegExp(`Unity is not running for ${escaped}: open it with the open_editor tool \\(or \`patchbay open "`));
    assert.match(e.message, new RegExp(`which starts Unity ${VERSION} \\(.*Unity/Hub/Editor/${VERSION}/Editor/Unity\\)`));
    return true;
  });

  const s = await connectClient(t, hub);
  assert.ok((await s.listTools()).some((x) => x.name === 'open_editor'), 'listed while no editor is connected');
  const progress = [];
  const r = await s.client.request({ method: 'tools/call', params: { name: 'open_editor', arguments: { project }, _meta: { progressToken: 'open-1' } } },
    (await import('../lib/sdk.mjs')).CallToolResultSchema, { timeout: scaled(240000), onprogress: (p) => progress.push(p.message) });
  assert.notEqual(r.isError, true, textOf(r));
  const opened = answerOf(r);
  pids.push(opened.pid);
  assert.equal(opened.opened, true);
  assert.equal(opened.version, VERSION);
  assert.equal(opened.project, project);
  assert.ok(opened.tools > 0, JSON.stringify(opened));
  assert.match(opened.executable, new RegExp(`Unity/Hub/Editor/${VERSION}/Editor/Unity$`));
  assert.ok(progress.some((m) => /Unity 2021\.3\.45f1 starting \(pid \d+\)/.test(m ?? '')), `progress while it starts: ${progress}`);
  // Unity's command line, as Unity Hub would start it.
  const cmdline = readFileSync(`/proc/${opened.pid}/cmdline`, 'utf8').split('\0');
  assert.deepEqual(cmdline.slice(cmdline.indexOf('-projectPath')), ['-projectPath', project, '-logFile', path.join(project, 'Logs/Editor.log'), '']);
  assert.ok(existsSync(path.join(project, 'Logs/Editor.log')), 'the log is where -logFile says');

  // Linked: its tools answer, and open_editor leaves the list.
  const state = answerOf(await s.call('get_editor_state', {}));
  assert.equal(state.playMode, 'edit');
  assert.equal(state.batchMode, undefined, 'a window: not batch mode');
  await eventually(async () => !(await s.listTools()).some((x) => x.name === 'open_editor'), { timeoutMs: scaled(10000) });
  // Opening it again returns the same editor, and starts nothing.
  const again = answerOf(await s.call('open_editor', { project }));
  assert.equal(again.opened, false);
  assert.equal(again.editor, opened.editor);
});

test('two opens at once start one Unity; batch mode is Unity\'s -batchmode -nographics; list_editors shows it opening', T, async (t) => {
  // A Unity that takes a while to start (as a real one does while it imports).
  const { hub } = await openHub(t, { [VERSION]: `sleep 3\n${HOST}` });
  const project = copyProject(t, { name: 'Twice', settings: { autoStartHub: false } });
  const pids = [];
  reap(t, pids);
  const a = await connectClient(t, hub);
  const b = await connectClient(t, hub);
  const opens = Promise.all([
    a.call('open_editor', { project, batchmode: true }, { timeout: scaled(240000) }),
    b.call('open_editor', { project, batchmode: true }, { timeout: scaled(240000) }),
  ]);
  // While it starts, list_editors says so.
  const c = await connectClient(t, hub);
  await eventually(async () => {
    const listed = await c.call('list_editors', {});
    return (listed.structuredContent?.opening ?? []).some((o) => o.project === project && o.version === VERSION && o.batchmode === true)
      && /- opening: .*Twice \(Unity 2021\.3\.45f1, pid \d+\)/.test(textOf(listed));
  }, { timeoutMs: scaled(20000), what: 'list_editors shows the project opening' });
  const [ra, rb] = await opens;
  assert.notEqual(ra.isError, true, textOf(ra));
  assert.notEqual(rb.isError, true, textOf(rb));
  const [oa, ob] = [answerOf(ra), answerOf(rb)];
  pids.push(oa.pid, ob.pid);
  assert.equal(oa.pid, ob.pid, 'one Unity process');
  assert.equal(oa.editor, ob.editor);
  assert.equal(oa.batchmode, true);
  const cmdline = readFileSync(`/proc/${oa.pid}/cmdline`, 'utf8').split('\0');
  assert.ok(cmdline.includes('-batchmode') && cmdline.includes('-nographics'), cmdline.join(' '));
  // The editor knows it runs in batch mode (Application.isBatchMode), and says so.
  assert.equal(answerOf(await a.call('get_editor_state', {})).batchMode, true);
});

test('bad input: not a project, a version not installed, a Unity that exits at once — each a clear answer', T, async (t) => {
  const { hub } = await openHub(t, {
    [VERSION]: HOST,
    // A Unity without a licence: it writes its log and exits.
    '2022.3.10f1': 'while [ $# -gt 0 ]; do [ "$1" = -logFile ] && log="$2"; shift; done\n'
      + 'printf "Initialize engine version: 2022.3.10f1\\n[Licensing::Module] Error: No valid Unity Editor license found. Please activate your license.\\nExiting without the bug reporter.\\n" > "$log"\nexit 1',
  });
  const s = await connectClient(t, hub);
  const notProject = tempDir(t);
  writeFileSync(path.join(notProject, 'readme.txt'), 'hello');
  const r1 = await s.call('open_editor', { project: notProject });
  assert.equal(r1.isError, true);
  assert.equal(kindOf(r1), 'invalid_arguments');
  assert.match(textOf(r1), /is not a Unity project \(a Unity project has Assets\/ and ProjectSettings\/ folders\)\. Nothing was started\./);
  assert.deepEqual(await import('node:fs').then((fs) => fs.readdirSync(notProject)), ['readme.txt'], 'nothing written');
  const relative = await s.call('open_editor', { project: 'Projects/Game' });
  assert.match(textOf(relative), /`project` is an absolute path/);

  const future = copyProject(t, { name: 'Future', settings: { autoStartHub: false } });
  writeFileSync(path.join(future, 'ProjectSettings/ProjectVersion.txt'), 'm_EditorVersion: 6000.9.0f1\n');
  const r2 = await s.call('open_editor', { project: future });
  assert.equal(kindOf(r2), 'not_installed');
  assert.match(textOf(r2), /The project needs Unity 6000\.9\.0f1, which is not installed; installed: 2021\.3\.45f1, 2022\.3\.10f1 \(looked in .*Unity\/Hub\/Editor/);
  assert.equal(existsSync(path.join(future, 'Logs')), false, 'nothing started, nothing written');

  // Another Unity process (here: this test's own process) has the project open: no second Unity.
  const busy = copyProject(t, { name: 'Busy', settings: { autoStartHub: false } });
  mkdirSync(path.join(busy, 'Library'), { recursive: true });
  writeFileSync(path.join(busy, 'Library/EditorInstance.json'), JSON.stringify({ process_id: process.pid, version: VERSION }));
  const r4 = await s.call('open_editor', { project: busy });
  assert.equal(kindOf(r4), 'open_elsewhere', textOf(r4));
  assert.match(textOf(r4), new RegExp(`Unity is already open on .*Busy \\(pid ${process.pid}, Unity ${VERSION}\\) and has not linked to this hub; Patchbay did not start a second Unity on it`));
  assert.equal(existsSync(path.join(busy, 'Logs')), false, 'nothing started');

  const unlicensed = copyProject(t, { name: 'Unlicensed', settings: { autoStartHub: false } });
  writeFileSync(path.join(unlicensed, 'ProjectSettings/ProjectVersion.txt'), 'm_EditorVersion: 2022.3.10f1\n');
  const r3 = await s.call('open_editor', { project: unlicensed }, { timeout: scaled(60000) });
  assert.equal(kindOf(r3), 'editor_exited', textOf(r3));
  assert.match(textOf(r3), /Unity 2022\.3\.10f1 .* exited before it linked: it has no licence \(\[Licensing::Module\] Error: No valid Unity Editor license found/);
  assert.match(textOf(r3), /The last lines of its log .*\n  Initialize engine version: 2022\.3\.10f1\n/);

  // The CLI: `patchbay open` exits 2 for a folder that is not a project, without starting anything.
  const cli = await new Promise((resolve) => execFile(hubBinary, ['open', notProject, '--state-dir', hub.stateDir],
    { timeout: scaled(30000) }, (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr })));
  assert.equal(cli.code, 2, cli.stderr);
  assert.match(cli.stderr, /is not a Unity project/);
});

test('patchbay open opens the project of the working directory and prints its editor', T, async (t) => {
  const { hub, home } = await openHub(t);
  const project = copyProject(t, { name: 'FromShell', settings: { autoStartHub: false } });
  const pids = [];
  reap(t, pids);
  const r = await new Promise((resolve) => execFile(hubBinary, ['open', '--state-dir', hub.stateDir],
    { cwd: path.join(project, 'Assets'), timeout: scaled(240000), env: { ...process.env, HOME: home } },
    (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr })));
  assert.equal(r.code, 0, r.stderr + r.stdout);
  const opened = JSON.parse(r.stdout);
  pids.push(opened.pid);
  assert.equal(opened.project, project);
  assert.equal(opened.opened, true);
  assert.match(r.stderr, /Unity 2021\.3\.45f1 starting \(pid \d+\)/);
});

test('close_editor quits Unity cleanly: refused while a scene has unsaved changes, then saved or discarded', T, async (t) => {
  const { hub, home } = await openHub(t);
  const project = copyProject(t, { name: 'Closing', settings: { autoStartHub: false, allowFileWrites: true, groups: { scenes: true } } });
  const pids = [];
  reap(t, pids);
  const s = await connectClient(t, hub);
  const open = async () => {
    const r = await s.call('open_editor', { project }, { timeout: scaled(240000) });
    assert.notEqual(r.isError, true, textOf(r));
    const o = answerOf(r);
    pids.push(o.pid);
    assert.match(o.close, /close_editor/);
    return o;
  };
  const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
  const scene = path.join(project, 'Assets/Scenes/Main.unity');
  const before = readFileSync(scene, 'utf8');

  let o = await open();
  await s.call('open_scene', { path: 'Assets/Scenes/Main.unity' });
  const made = await s.call('create_game_object', { name: 'Unsaved Work' });
  assert.notEqual(made.isError, true, textOf(made));
  // Unsaved work: refused, naming the scene; Unity still runs, the work still there.
  const kept = await s.call('close_editor', {});
  assert.equal(kept.isError, true, textOf(kept));
  assert.match(textOf(kept), /Unsaved changes in Assets\/Scenes\/Main\.unity; nothing was closed\. Close with save .* or discard/);
  assert.equal(alive(o.pid), true);
  const both = await s.call('close_editor', { save: true, discard: true });
  assert.match(textOf(both), /save or discard, not both/);
  // Discarded: Unity quits, the scene file is as it was.
  const gone = await s.call('close_editor', { discard: true }, { timeout: scaled(90000) });
  assert.notEqual(gone.isError, true, textOf(gone));
  assert.deepEqual(answerOf(gone), { closed: o.editor, project, discarded: ['Assets/Scenes/Main.unity'] });
  assert.equal(alive(o.pid), false, 'the process has gone');
  assert.equal(readFileSync(scene, 'utf8'), before, 'nothing saved');

  // Saved: the work is in the scene file, then Unity quits. `patchbay close --save` from the project's folder.
  o = await open();
  await s.call('open_scene', { path: 'Assets/Scenes/Main.unity' });
  await s.call('create_game_object', { name: 'Saved Work' });
  const cli = await new Promise((resolve) => execFile(hubBinary, ['close', '--save', '--state-dir', hub.stateDir],
    { cwd: project, timeout: scaled(120000), env: { ...process.env, HOME: home } },
    (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr })));
  assert.equal(cli.code, 0, cli.stderr + cli.stdout);
  assert.deepEqual(JSON.parse(cli.stdout).saved, ['Assets/Scenes/Main.unity']);
  assert.equal(alive(o.pid), false);
  assert.match(readFileSync(scene, 'utf8'), /Saved Work/);
});

test('a batch-mode editor opened with exitWhenIdle quits once no call came for that long', T, async (t) => {
  const { hub } = await openHub(t);
  const project = copyProject(t, { name: 'Idle', settings: { autoStartHub: false } });
  const pids = [];
  reap(t, pids);
  const s = await connectClient(t, hub);
  const windowed = await s.call('open_editor', { project, exitWhenIdle: 10 });
  assert.equal(kindOf(windowed), 'invalid_arguments');
  assert.match(textOf(windowed), /`exitWhenIdle` is for a batch-mode editor/);
  const r = await s.call('open_editor', { project, batchmode: true, exitWhenIdle: 10 }, { timeout: scaled(240000) });
  assert.notEqual(r.isError, true, textOf(r));
  const o = answerOf(r);
  pids.push(o.pid);
  const alive = () => { try { process.kill(o.pid, 0); return true; } catch { return false; } };
  // A call is activity: it is still there a few seconds later.
  await new Promise((res) => setTimeout(res, 5000));
  assert.notEqual((await s.call('get_editor_state', {})).isError, true);
  assert.equal(alive(), true);
  // Then ten quiet seconds: it quits by itself.
  await eventually(async () => !alive(), { timeoutMs: scaled(60000), intervalMs: 500, what: 'the idle editor quits' });
});
