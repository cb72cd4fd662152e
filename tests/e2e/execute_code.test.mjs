// End to end (issue 14): execute_code on the real package, headless editor host and real hub. Refused
// until allowCodeExecution is set (nothing runs); then a snippet's value, logs and effects come back, one
// Edit/Undo reverts its whole undo group, compile errors point at the agent's own lines with nothing run,
// an exception comes back with its type and message, and a domain reload while the snippet compiles
// answers "interrupted" and never runs it (not then, not after the reload). Effects are checked from
// outside the call: GameObjects through find_game_objects, a marker file in the project.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind, sleep,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const ALLOWED = { groups: { code: true, menus: true }, autoStartHub: false, allowCodeExecution: true, allowMenuItems: true };

async function setup(t, name, settings) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const call = (tool, args = {}, options = {}) => s.call(tool, args, { timeout: scaled(90000), ...options });
  const json = async (tool, args = {}) => {
    const r = await call(tool, args);
    assert.notEqual(r.isError, true, `${tool}: ${textOf(r)}`);
    return JSON.parse(textOf(r));
  };
  const named = async (name) => {
    const found = await json('find_game_objects', { name });
    return JSON.stringify(found).split(`"name":"${name}"`).length - 1;
  };
  return { project, host, s, call, json, named };
}

// A line the snippet appends to <project>/Library/<file> each time it runs.
const mark = (file) => `System.IO.File.AppendAllText("Library/${file}", "ran\\n");`;
const runs = (project, file) => {
  const p = path.join(project, 'Library', file);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8').split('\n').filter(Boolean).length : 0;
};

test('refused by default, naming allowCodeExecution; nothing runs', T, async (t) => {
  const { project, call, named } = await setup(t, 'Refused', { groups: { code: true }, autoStartHub: false });
  const r = await call('execute_code', { code: `${mark('refused.txt')}\nnew GameObject("ShouldNotExist");\nreturn 1;` });
  assert.equal(r.isError, true, textOf(r));
  assert.equal(errorKind(r), 'security_blocked', textOf(r));
  assert.match(textOf(r), /allowCodeExecution/);
  assert.equal(await named('ShouldNotExist'), 0, 'no GameObject was created');
  assert.equal(runs(project, 'refused.txt'), 0, 'the code did not run');
});

test('runs on the main thread: value, Debug.Log output, two GameObjects, one undo reverts both', T, async (t) => {
  const { project, json, named } = await setup(t, 'Runs', ALLOWED);
  const code = [
    'var a = new GameObject("CodeA");',
    'Undo.RegisterCreatedObjectUndo(a, "a");',
    'var b = new GameObject("CodeB");',
    'Undo.RegisterCreatedObjectUndo(b, "b");',
    'b.transform.position = new Vector3(1, 2, 3);',
    'Debug.Log("made " + a.name + " and " + b.name);',
    'Debug.LogWarning("careful");',
    mark('runs.txt'),
    'return new Dictionary<string, object> { { "count", 2 }, { "names", new[] { a.name, b.name } }, { "pos", b.transform.position }, { "obj", b } };',
  ].join('\n');
  const r = await json('execute_code', { code });
  assert.equal(r.result.count, 2);
  assert.deepEqual(r.result.names, ['CodeA', 'CodeB']);
  assert.deepEqual(r.result.pos, { x: 1, y: 2, z: 3 });
  assert.equal(r.result.obj.name, 'CodeB');
  assert.equal(r.result.obj.type, 'GameObject');
  assert.deepEqual(r.logs, [{ type: 'log', message: 'made CodeA and CodeB' }, { type: 'warning', message: 'careful' }]);
  assert.equal(r.undo, 'Execute Code');
  assert.equal(runs(project, 'runs.txt'), 1, 'ran exactly once');
  assert.equal(await named('CodeA'), 1);
  assert.equal(await named('CodeB'), 1);

  await json('execute_menu_item', { path: 'Edit/Undo' });
  assert.equal(await named('CodeA'), 0, 'one undo removed the first object');
  assert.equal(await named('CodeB'), 0, 'and the second: one undo group');

  // Statements without a return answer null; extra usings are honoured.
  const none = await json('execute_code', { code: 'var s = SceneManager.GetActiveScene(); Debug.Log(s.name);', usings: ['UnityEngine.SceneManagement'] });
  assert.equal(none.result, null);
  assert.equal(none.logs.length, 1);
  // A leading "using X;" line joins the usings.
  const hoisted = await json('execute_code', { code: 'using UnityEngine.SceneManagement;\nreturn SceneManager.sceneCount;' });
  assert.equal(typeof hoisted.result, 'number');
  // A whole class with a static Run() also works.
  const own = await json('execute_code', { code: 'public static class Tool\n{\n    public static object Run() { return 6 * 7; }\n}' });
  assert.equal(own.result, 42);
  // Two calls at once: the second waits for the first's compile (one AssemblyBuilder at a time), both run once.
  const both = await Promise.all([1, 2].map((n) => json('execute_code', { code: `${mark('both.txt')}\nreturn ${n};` })));
  assert.deepEqual(both.map((r) => r.result), [1, 2]);
  assert.equal(runs(project, 'both.txt'), 2);
});

test('a compile error: line and column in the agent\'s code, all errors listed, nothing ran', T, async (t) => {
  const { project, call, named } = await setup(t, 'CompileError', ALLOWED);
  const code = [
    mark('compile.txt'),
    'new GameObject("NeverMade");',
    'int x = "text";',
    '    return undefinedName;',
  ].join('\n');
  const r = await call('execute_code', { code });
  assert.equal(r.isError, true, textOf(r));
  assert.equal(errorKind(r), 'compile_error', textOf(r));
  const data = r._meta['patchbay/error'];
  assert.equal(data.errorCount, 2, JSON.stringify(data));
  assert.deepEqual(data.errors.map((e) => [e.line, e.column]), [[3, 9], [4, 12]], JSON.stringify(data));
  assert.match(data.errors[0].message, /CS0029/);
  assert.match(data.errors[1].message, /CS0103/);
  assert.match(textOf(r), /line 3, col 9/);
  assert.match(textOf(r), /nothing ran/);
  assert.equal(runs(project, 'compile.txt'), 0);
  assert.equal(await named('NeverMade'), 0);
});

test('an exception: its type, message and line; what ran before it stays as one undo step', T, async (t) => {
  const { project, call, json, named } = await setup(t, 'Throws', ALLOWED);
  const code = [
    'var g = new GameObject("BeforeThrow");',
    'Undo.RegisterCreatedObjectUndo(g, "g");',
    'Debug.Log("about to throw");',
    'throw new InvalidOperationException("boom");',
  ].join('\n');
  const r = await call('execute_code', { code });
  assert.equal(r.isError, true, textOf(r));
  assert.equal(errorKind(r), 'code_exception', textOf(r));
  const data = r._meta['patchbay/error'];
  assert.equal(data.exceptionType, 'System.InvalidOperationException');
  assert.equal(data.exceptionMessage, 'boom');
  assert.equal(data.line, 4, JSON.stringify(data));
  assert.deepEqual(data.logs, [{ type: 'log', message: 'about to throw' }]);
  assert.match(textOf(r), /InvalidOperationException: boom/);
  assert.equal(await named('BeforeThrow'), 1, 'as in Unity, the work before the throw is kept');
  await json('execute_menu_item', { path: 'Edit/Undo' });
  assert.equal(await named('BeforeThrow'), 0, 'one undo reverts it');
});

test('a domain reload while the code compiles: interrupted, never run, not after the reload either', T, async (t) => {
  const { project, host, s, json } = await setup(t, 'Reload', ALLOWED);
  let markCompiling;
  const compiling = new Promise((r) => { markCompiling = r; });
  const answer = s.call('execute_code', { code: `${mark('reload.txt')}\nreturn "ran";` },
    { timeout: scaled(90000), onprogress: (p) => { if (p.message === 'compiling') markCompiling(); } });
  answer.catch(() => {});
  await compiling;
  await host.reload();
  const r = await answer;
  assert.equal(r.isError, true, `expected interrupted, got ${textOf(r)}`);
  assert.equal(errorKind(r), 'interrupted', textOf(r));
  await waitEditor(s, project);
  await sleep(scaled(3000));
  assert.equal(runs(project, 'reload.txt'), 0, 'the interrupted snippet never ran');

  const again = await json('execute_code', { code: `${mark('reload.txt')}\nreturn "ran";` });
  assert.equal(again.result, 'ran');
  assert.equal(runs(project, 'reload.txt'), 1, 'the next call ran once');
});
