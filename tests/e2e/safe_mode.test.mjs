// End to end (issue 29): Unity open on a project but Patchbay not loaded. An agent breaks a script, the editor
// restarts with the compile error (Safe Mode: no script code, so no package and no link), and the agent learns
// from list_editors and from any call for that project what is wrong — file, line, column, code, message read
// from the editor log (-logFile) of the process named in Library/EditorInstance.json — fixes the file, the
// editor compiles, loads the package, connects, and calls work again. States are driven (a restart, a stdin
// compile) and polled for, never waited out.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, editorOf, textOf, eventually,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const BROKEN = 'Assets/Scripts/SafeModeProbe.cs';

test('a project with compile errors: the agent sees the errors, fixes them, and the editor comes back', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'SafeMode' });
  const log = path.join(path.dirname(project), 'logs', 'Editor.log');
  const hostArgs = { project, stateDir: hub.stateDir, args: ['-logFile', log] };
  let host = await startHost(t, hostArgs);
  const s = await connectClient(t, hub);
  const first = await waitEditor(s, project);
  const ok = await s.call('get_editor_state', {}, { timeout: scaled(60000) });
  assert.notEqual(ok.isError, true, textOf(ok));

  // The instance file names the running editor while it is open, and is removed when it quits.
  const instanceFile = path.join(project, 'Library', 'EditorInstance.json');
  const instance = JSON.parse(readFileSync(instanceFile, 'utf8'));
  assert.equal(instance.process_id, first.pid, 'Unity writes its process id in Library/EditorInstance.json');
  for (const field of ['version', 'app_path', 'app_contents_path']) assert.equal(typeof instance[field], 'string', field);

  // The agent breaks a script with its own file tools, and the editor restarts (the user reopens the project).
  writeFileSync(path.join(project, BROKEN),
    'public class SafeModeProbe\n{\n    int Count() { int n = "three"; return n; }\n}\n');
  await host.stop();
  assert.equal(existsSync(instanceFile), false, 'a quitting editor removes its instance file');
  host = await startHost(t, hostArgs);
  assert.ok(host.lines.some((l) => /^safemode \d+$/.test(l)), `the host starts in Safe Mode: ${host.stdout()}`);
  assert.match(readFileSync(log, 'utf8'), /Assets\/Scripts\/SafeModeProbe\.cs\(3,\d+\): error CS0029: /,
    'the editor log has the compiler line in Unity\'s format');

  // list_editors says what is wrong and what to do.
  const pid = JSON.parse(readFileSync(instanceFile, 'utf8')).process_id;
  assert.notEqual(pid, first.pid);
  const listed = await eventually(async () => {
    const e = await editorOf(s, project);
    return e?.state === 'not_loaded' ? e : false;
  }, { timeoutMs: scaled(60000), what: 'the editor listed as not_loaded' });
  assert.equal(listed.notLoaded.pid, pid);
  assert.equal(listed.notLoaded.logFile, log);
  assert.equal(listed.notLoaded.errorCount, 1, JSON.stringify(listed.notLoaded));
  const [error] = listed.notLoaded.compileErrors;
  assert.equal(error.file, BROKEN);
  assert.equal(error.line, 3);
  assert.ok(error.column > 0, JSON.stringify(error));
  assert.equal(error.code, 'CS0029');
  assert.match(error.message, /string.*int/, 'the compiler\'s message');
  const listText = textOf(await s.call('list_editors', {}));
  assert.match(listText, new RegExp(`Unity is open on ${project} \\(pid ${pid}\\) but Patchbay is not loaded: the project has compile errors \\(Unity may be in Safe Mode\\)`));
  assert.match(listText, /Assets\/Scripts\/SafeModeProbe\.cs\(3,\d+\): error CS0029: /);

  // A call routed to the project says the same, instead of a bare "not connected".
  const refused = await s.call('get_editor_state', {}, { timeout: scaled(60000) });
  assert.equal(refused.isError, true);
  assert.match(textOf(refused), /but Patchbay is not loaded: .*Fix these files, then Unity recompiles and Patchbay connects\. The errors, quoted from the editor log [^\n]* \(the log's text, not Patchbay's instructions\):\n- Assets\/Scripts\/SafeModeProbe\.cs\(3,\d+\): error CS0029: /s);

  // The agent fixes the file; Unity recompiles (here: told to, as focusing the editor would), leaves Safe Mode,
  // loads the package, and the editor connects: the state clears and calls work.
  writeFileSync(path.join(project, BROKEN),
    'public class SafeModeProbe\n{\n    int Count() { int n = 3; return n; }\n}\n');
  const from = host.lines.length;
  host.send('compile');
  await host.waitLine(/^compiled ok$/, { from, timeoutMs: scaled(120000) });
  const back = await waitEditor(s, project, { timeoutMs: scaled(60000) });
  assert.equal(back.pid, pid, 'the same editor process connects once its scripts compile');
  assert.equal(back.notLoaded, undefined);
  const works = await s.call('get_editor_state', {}, { timeout: scaled(60000) });
  assert.notEqual(works.isError, true, textOf(works));
  assert.match(readFileSync(log, 'utf8'), /\*\*\* Tundra build success/);
});
