// cwd routing and pins through `patchbay stdio`, with two headless editor hosts on two project copies:
// a client launched inside project A reaches A without selecting; `--project B` pins it to B.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, before, after } from 'node:test';
import {
  test, stateDir, minimalEnv, connectSdkStdio, startServe, projectCopy, startHost, waitEditor, textOf, tempDir,
  addTestEditor, echoTool, runCli,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

function scope() {
  const fns = [];
  return { after: (fn) => fns.push(fn), run: async () => { for (const fn of fns.reverse()) await fn(); } };
}

describe('two editors on two project copies', { timeout: scaled(180000) }, () => {
  const sc = scope();
  let dir; let env; let a; let b; let edA; let edB;

  before(async () => {
    dir = stateDir(sc);
    env = minimalEnv(sc);
    a = projectCopy(sc, 'Alpha');
    b = projectCopy(sc, 'Beta');
    await startServe(sc, dir, { env });
    await Promise.all([startHost(sc, { project: a, dir }), startHost(sc, { project: b, dir })]);
    edA = await waitEditor(dir, env, a);
    edB = await waitEditor(dir, env, b);
  }, { timeout: scaled(90000) });
  after(() => sc.run());

  const projectOf = (r) => {
    assert.notEqual(r.isError, true, textOf(r));
    return JSON.parse(textOf(r)).projectPath; // get_project_info answers JSON text
  };

  test('launched with cwd inside project A: reaches A without selecting', async (t) => {
    const s = await connectSdkStdio(t, { dir, env, cwd: path.join(a, 'Assets', 'Scripts') });
    assert.equal(projectOf(await s.call('get_project_info', {})), a);
    assert.deepEqual((await s.listEditors()).session, { editor: edA.id, reason: 'cwd' });
  });

  test('launched with cwd at the project root of B: reaches B', async (t) => {
    const s = await connectSdkStdio(t, { dir, env, cwd: b });
    assert.equal(projectOf(await s.call('get_project_info', {})), b);
  });

  test('--project B pins to B even from inside A; --editor pins by id', async (t) => {
    const s = await connectSdkStdio(t, { dir, env, cwd: a, args: ['--project', b] });
    assert.equal(projectOf(await s.call('get_project_info', {})), b);
    assert.deepEqual((await s.listEditors()).session, { editor: edB.id, reason: 'pinned' });
    const e = await connectSdkStdio(t, { dir, env, cwd: '/', args: ['--editor', edA.id] });
    assert.equal(projectOf(await e.call('get_project_info', {})), a);
    const n = await connectSdkStdio(t, { dir, env, cwd: '/', args: ['--editor', 'Beta'] });
    assert.equal(projectOf(await n.call('get_project_info', {})), b);
  });

  test('cwd outside both projects: a tool error that lists both editors', async (t) => {
    const s = await connectSdkStdio(t, { dir, env, cwd: '/' });
    const r = await s.call('get_project_info', {});
    assert.equal(r.isError, true);
    assert.ok(textOf(r).includes(edA.id) && textOf(r).includes(edB.id), textOf(r));
    // select_editor then wins.
    await s.call('select_editor', { editor: 'Alpha' });
    assert.equal(projectOf(await s.call('get_project_info', {})), a);
  });
});

// Issue 45: from inside a Unity project whose editor is not connected, calls are refused naming the project, not
// sent to the only editor connected (another project's) — through `patchbay stdio` and `patchbay call`.
describe('the working directory is a Unity project whose editor is not connected', { timeout: scaled(120000) }, () => {
  const sc = scope();
  let dir; let env; let other;
  const unityProject = (name) => {
    const root = tempDir(sc, `patchbay-fd-${name}-`);
    const p = path.join(root, name);
    mkdirSync(path.join(p, 'Assets', 'Scripts'), { recursive: true });
    mkdirSync(path.join(p, 'ProjectSettings'));
    writeFileSync(path.join(p, 'ProjectSettings', 'ProjectVersion.txt'), 'm_EditorVersion: 2022.3.20f1\n');
    return p;
  };

  before(async () => {
    dir = stateDir(sc);
    env = minimalEnv(sc);
    await startServe(sc, dir, { env });
    other = await addTestEditor(sc, dir, { project: 'Connected', projectPath: unityProject('Connected'), tools: [echoTool()] });
  }, { timeout: scaled(60000) });
  after(() => sc.run());

  test('patchbay stdio: refused naming the project and the connected editor; select_editor on purpose works', async (t) => {
    const mine = unityProject('Mine');
    const s = await connectSdkStdio(t, { dir, env, cwd: path.join(mine, 'Assets', 'Scripts') });
    const r = await s.call('echo', { text: 'hi' });
    assert.equal(r.isError, true, textOf(r));
    assert.equal(r._meta?.['patchbay/error']?.patchbay, 'no_editor', JSON.stringify(r._meta));
    assert.match(textOf(r), new RegExp(`This session works in the Unity project ${mine.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\(its working directory\\), and that project's editor is not connected to Patchbay: none has connected to this hub`));
    assert.match(textOf(r), /Calls are not sent to another project's editor/);
    assert.ok(textOf(r).includes(other.editorId), textOf(r));
    assert.equal(other.calls.length, 0, 'nothing reached the other project');
    await s.call('select_editor', { editor: 'Connected' });
    const chosen = await s.call('echo', { text: 'on purpose' });
    assert.notEqual(chosen.isError, true, textOf(chosen));
  });

  test('patchbay call: the same refusal; outside any project the only editor answers', async () => {
    const mine = unityProject('AlsoMine');
    const refused = await runCli(['call', 'echo', '--text', 'hi', '--state-dir', dir], { env, cwd: mine });
    assert.notEqual(refused.code, 0, refused.stdout);
    assert.match(refused.stdout + refused.stderr, /This session works in the Unity project .*AlsoMine \(its working directory\)/);
    const outside = await runCli(['call', 'echo', '--text', 'hi', '--state-dir', dir], { env, cwd: '/' });
    assert.equal(outside.code, 0, outside.stdout + outside.stderr);
  });
});
