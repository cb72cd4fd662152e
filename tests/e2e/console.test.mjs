// End to end (issue 17): what an agent reads from the console stays true and lean. A compile error that a
// later compile fixed is gone from the console and from get_editor_state's consoleErrors, as in Unity's
// console; Patchbay's own "MCP clients attached" note goes to its log (Library/Patchbay/Patchbay.log) when the
// clients change, not again after every domain reload, and never to the console (issue 45).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';
import { hubBinary } from '../lib/paths.mjs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const T = { timeout: scaled(180000) };
const SETTINGS = { groups: { assets: true }, autoStartHub: false };
const RELOADED = /^reloaded \d+$/;

async function setup(t, name) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const json = async (tool, args = {}) => {
    const r = await s.call(tool, args, { timeout: scaled(90000) });
    assert.notEqual(r.isError, true, `${tool}: ${textOf(r)}`);
    return JSON.parse(textOf(r));
  };
  return { hub, project, host, s, json };
}

test('a compile error fixed by the next compile leaves the console and consoleErrors', T, async (t) => {
  const { json } = await setup(t, 'Fixed');
  const broken = await json('create_script', { path: 'Assets/Scripts/Broken.cs', content: 'public class Broken { int x }', compile: true });
  assert.ok(broken.compile?.errors?.length >= 1, `the compile reports the error: ${JSON.stringify(broken)}`);
  assert.ok((await json('get_editor_state')).consoleErrors >= 1, 'the error is counted while it stands');
  // Unity writes compiler messages to its console after compilationFinished, through the internal
  // Debug.LogCompilerMessage (issue 27); get_console_logs lists them all the same.
  const standing = await json('get_console_logs', { types: ['error'] });
  assert.ok(standing.entries.some((e) => /Assets\/Scripts\/Broken\.cs\(\d+,\d+\): error CS/.test(e.message)),
    `the compile error is listed: ${JSON.stringify(standing)}`);

  const fixed = await json('create_script', { path: 'Assets/Scripts/Broken.cs', content: 'public class Broken { int x; }', compile: true });
  assert.equal(fixed.replaced, true, 'the same call updates the script');
  assert.equal(fixed.compile?.errors?.length ?? 0, 0, JSON.stringify(fixed));
  const state = await json('get_editor_state');
  assert.equal(state.compileErrors, false);
  assert.equal(state.consoleErrors, 0, `a fixed compile error is not counted: ${JSON.stringify(state)}`);
  const logs = await json('get_console_logs', { types: ['error'] });
  assert.doesNotMatch(JSON.stringify(logs), /error CS/, 'nor listed');
});

// Issue 45: Patchbay's own notes (which clients are attached) go to its log, Library/Patchbay/Patchbay.log, and never
// to the user's console, which get_console_logs also gives agents.
const notes = (project) => {
  try {
    return readFileSync(path.join(project, 'Library', 'Patchbay', 'Patchbay.log'), 'utf8').split('\n')
      .filter((l) => /MCP clients attached|No MCP client is attached/.test(l)).length;
  } catch { return 0; }
};
const inConsole = async (json) => JSON.stringify(await json('get_console_logs', { text: 'MCP client', limit: 100 }))
  .split(/MCP clients attached|No MCP client is attached/).length - 1;

test('"MCP clients attached" is noted in Patchbay\'s log once, not again after each domain reload, and never in the console', T, async (t) => {
  const { project, host, s, json } = await setup(t, 'Quiet');
  await eventually(() => notes(project) === 1, { timeoutMs: scaled(20000), what: 'the first "attached" note' });
  for (let i = 0; i < 2; i++) {
    const from = host.lines.length;
    host.send('reload');
    await host.waitLine(RELOADED, { from });
    await waitEditor(s, project);
    // The hub sends hub/clients again after the editor registers; give that round time to arrive.
    await json('get_editor_state');
    await new Promise((r) => setTimeout(r, scaled(2500)));
  }
  assert.equal(notes(project), 1, 'still one note after two reloads');
  assert.equal(await inConsole(json), 0, 'and none in the console');
  assert.ok(!host.stderr().includes('MCP clients attached'), 'nor in what the editor logs');
});

test('`patchbay call` from a shell leaves no console line per call (issue 32: a session per command)', T, async (t) => {
  const { hub, project, json } = await setup(t, 'Shell');
  await eventually(() => notes(project) === 1, { timeoutMs: scaled(20000), what: 'the first "attached" note' });
  for (let i = 0; i < 3; i++) {
    // Exit code 0 or execFile throws: the call reached the editor of that project and it answered.
    const { stdout } = await promisify(execFile)(hubBinary,
      ['call', 'get_editor_state', '--project', project, '--state-dir', hub.stateDir, '--json'],
      { timeout: scaled(60000) });
    assert.ok(JSON.parse(stdout), `a JSON result: ${stdout.slice(0, 200)}`);
  }
  // The hub tells the editor about clients coming and going; give the last round time to arrive.
  await json('get_editor_state');
  await new Promise((r) => setTimeout(r, scaled(2500)));
  assert.equal(await inConsole(json), 0, 'no "attached" or "No MCP client" line in the console');
  assert.equal(notes(project), 1, 'the command line\'s short sessions are not noted either');
});
