// patchbay.exe under Wine (tests/windows/run.sh) opens Unity the Windows way (issue 48): it reads the project's
// ProjectVersion.txt, finds Unity Hub's default install folder %ProgramFiles%\Unity\Hub\Editor\<version>\Editor\Unity.exe
// in the Wine prefix, starts it with Unity's command line (Windows paths), waits until the editor links and lists its
// tools, and closes it again. The Unity.exe there is tests/windows/fake_unity.c (mingw-w64): it hands the editor's
// work to the headless editor host (Linux, the real package) with the paths made Linux ones, and lives as long as the
// host does. A version that is not installed names the Windows folder it looked in.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { startHub, copyProject, connectClient, textOf, tempDir, hostBinary, eventually } from '../e2e/lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const VERSION = '2021.3.45f1';  // the sample project's ProjectSettings/ProjectVersion.txt
const node = process.execPath;

// Unity Hub's Windows layout in the Wine prefix's C:\Program Files, removed after the test.
function installFakeUnity(t) {
  const prefix = process.env.WINEPREFIX;
  assert.ok(prefix && existsSync(path.join(prefix, 'drive_c')), `a Wine prefix (WINEPREFIX=${prefix})`);
  const editorDir = path.join(prefix, 'drive_c/Program Files/Unity/Hub/Editor', VERSION, 'Editor');
  const versionDir = path.dirname(editorDir);
  assert.equal(existsSync(versionDir), false, `${versionDir} is this test's own; remove it`);
  mkdirSync(editorDir, { recursive: true });
  t.after(() => rmSync(versionDir, { recursive: true, force: true }));
  const built = spawnSync('x86_64-w64-mingw32-gcc', ['-municode', '-O1', '-Wall', '-Werror', '-o',
    path.join(editorDir, 'Unity.exe'), path.join(here, 'fake_unity.c')], { encoding: 'utf8' });
  assert.equal(built.status, 0, `building fake Unity.exe: ${built.stderr}`);
  // What Unity.exe starts: the host, linked to the hub of PATCHBAY_STATE_DIR (the Windows hub's hub.json names its
  // port and token; the package cannot check a Windows pid from Linux, so it is given the URL). It records its
  // command line and pid for the test.
  const runs = tempDir(t, 'patchbay-wine-unity-');
  const script = `#!/bin/sh
done="$1"; shift
state="$(cd "$PATCHBAY_STATE_DIR" 2>/dev/null && pwd)" || state="$PATCHBAY_STATE_DIR"
hub="$("${node}" -e 'const j = JSON.parse(require("fs").readFileSync(process.argv[1] + "/hub.json", "utf8")); console.log("http://127.0.0.1:" + j.port + " " + j.token)' "$state")"
unset PATCHBAY_STATE_DIR PATCHBAY_HUB_URL PATCHBAY_TOKEN
export HOME="${runs}/home"
mkdir -p "$HOME"
printf '%s\\n' "$@" > "${runs}/argv"
"${hostBinary}" "$@" --hub \${hub%% *} --token \${hub#* } &
echo $! > "${runs}/host.pid"
wait $!
echo $? > "$done"
`;
  writeFileSync(path.join(editorDir, 'Unity-host.sh'), script);
  chmodSync(path.join(editorDir, 'Unity-host.sh'), 0o755);
  // A Linux program Wine starts keeps the signal mask of Wine's thread (SIGTERM blocked): only SIGKILL stops the
  // host if the test failed before it closed the editor. Its end ends Unity.exe (the script writes the exit file).
  t.after(() => {
    try { process.kill(Number(readFileSync(path.join(runs, 'host.pid'), 'utf8')), 'SIGKILL'); } catch { /* gone */ }
  });
  return { runs, editorDir };
}

const windowsPath = (p) => `Z:${p.replaceAll('/', '\\')}`;
const answerOf = (r) => JSON.parse(textOf(r));
const kindOf = (r) => r?._meta?.['patchbay/error']?.patchbay;
const alive = (pid) => existsSync(`/proc/${pid}`);

test('patchbay.exe opens the project\'s Unity from %ProgramFiles%\\Unity\\Hub\\Editor, waits until it links, and closes it', { timeout: scaled(300000) }, async (t) => {
  const { runs } = installFakeUnity(t);
  const hub = await startHub(t, { env: { ...process.env, PATCHBAY_UNITY_PATH: '', UNITY_PATH: '' } });
  const s = await connectClient(t, hub);

  // Not installed: the versions there are and the Windows folder looked in.
  const future = copyProject(t, { name: 'Future', settings: { autoStartHub: false } });
  writeFileSync(path.join(future, 'ProjectSettings/ProjectVersion.txt'), 'm_EditorVersion: 6000.9.0f1\n');
  const missing = await s.call('open_editor', { project: windowsPath(future) });
  assert.equal(kindOf(missing), 'not_installed', textOf(missing));
  assert.match(textOf(missing), /needs Unity 6000\.9\.0f1, which is not installed; installed: 2021\.3\.45f1 \(looked in .*C:\\Program Files\\Unity\\Hub\\Editor/i);
  assert.equal(existsSync(path.join(future, 'Logs')), false, 'nothing started, nothing written');

  const project = copyProject(t, { name: 'WinOpened', settings: { autoStartHub: false, groups: { scenes: true } } });
  const r = await s.call('open_editor', { project: windowsPath(project) }, { timeout: scaled(240000) });
  assert.notEqual(r.isError, true, textOf(r));
  const opened = answerOf(r);
  assert.equal(opened.opened, true);
  assert.equal(opened.version, VERSION);
  assert.ok(opened.tools > 0, JSON.stringify(opened));
  assert.match(opened.executable, /^C:\\Program Files\\Unity\\Hub\\Editor\\2021\.3\.45f1\\Editor\\Unity\.exe$/i);
  assert.match(opened.log, /\\WinOpened\\Logs\\Editor\.log$/);
  // Unity's command line, with the Windows paths the hub gave Unity.exe (as Linux paths for the host).
  const argv = readFileSync(path.join(runs, 'argv'), 'utf8').trim().split('\n');
  assert.deepEqual(argv, ['-projectPath', project, '-logFile', path.join(project, 'Logs/Editor.log')]);
  assert.ok(existsSync(path.join(project, 'Logs/Editor.log')), 'the log is where -logFile says');
  const hostPid = Number(readFileSync(path.join(runs, 'host.pid'), 'utf8'));

  // Linked: its tools answer; opening it again returns it and starts nothing.
  const state = answerOf(await s.call('get_editor_state', {}));
  assert.equal(state.playMode, 'edit');
  const again = answerOf(await s.call('open_editor', { project: windowsPath(project) }));
  assert.equal(again.opened, false);
  assert.equal(again.editor, opened.editor);

  // Closed: the editor quits, the host's process ends and Unity.exe with it; open_editor is listed again.
  const closed = await s.call('close_editor', {}, { timeout: scaled(120000) });
  assert.notEqual(closed.isError, true, textOf(closed));
  await eventually(() => !alive(hostPid), { timeoutMs: scaled(60000), what: 'the editor process ends' });
  // Unity.exe (the Windows process the hub started, its output in the log the hub gave it) ends with it.
  const output = path.join(project, 'Logs/Unity-output.log');
  await eventually(() => readFileSync(output, 'utf8').includes(`Unity.exe ${opened.pid}: the editor exited with 0`),
    { timeoutMs: scaled(30000), what: `Unity.exe ${opened.pid} ends (${output})` });
  await eventually(async () => (await s.listTools()).some((x) => x.name === 'open_editor'),
    { timeoutMs: scaled(60000), what: 'open_editor is listed again' });
  assert.ok(hub.alive(), 'the Windows hub kept running');
});
