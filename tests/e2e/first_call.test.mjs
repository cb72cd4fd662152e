// The first call an agent makes the moment it sees an editor (issue 12): list_editors shows the editor
// before its tool list has reached the hub; the call must wait for that list, not fail with
// "Unknown tool". The same moment comes after a domain reload, after a hub restart (tools known from
// the on-disk cache), and when two editors register at once. And a tool that no editor has is an
// error that says where tools come from.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, editorOf, textOf, eventually, tempDir,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
// The hub waits up to --first-list-wait for a tool list on its way; on a loaded machine the headless
// editor answers late, so the bound grows with the time scale (3 s, the default, on an idle one).
const firstListWait = Math.ceil(scaled(3000) / 1000);
const FAST = { intervalMs: 5 };

// Polls list_editors as an agent would, until `project`'s editor is listed in any state but
// disconnected, and returns it (no wait for 'ready': the race is right after registration).
async function seen(s, project, extra = () => true) {
  return eventually(async () => {
    const e = await editorOf(s, project);
    return e && e.state !== 'disconnected' && extra(e) ? e : false;
  }, { ...FAST, timeoutMs: scaled(60000), what: `${project} listed` });
}

function assertAnswered(result, what) {
  assert.notEqual(result.isError, true, `${what}: ${textOf(result)}`);
  assert.ok(textOf(result).length > 0, what);
}

test('a call the moment list_editors shows a new editor is answered, three times in a row', T, async (t) => {
  for (let round = 1; round <= 3; round++) {
    const hub = await startHub(t, { firstListWait });
    const project = copyProject(t, { name: `First${round}` });
    const s = await connectClient(t, hub);
    await startHost(t, { project, stateDir: hub.stateDir });
    const ed = await seen(s, project);
    assertAnswered(await s.call('get_editor_state', { editor: ed.id }), `round ${round}`);
    await hub.stop();
  }
});

test('two editors registering at once: each is called the moment it is listed', T, async (t) => {
  const hub = await startHub(t, { firstListWait });
  const root = tempDir(t);
  const a = copyProject(t, { name: 'Left', root });
  const b = copyProject(t, { name: 'Right', root });
  const s = await connectClient(t, hub);
  await Promise.all([startHost(t, { project: a, stateDir: hub.stateDir }), startHost(t, { project: b, stateDir: hub.stateDir })]);
  const [ea, eb] = await Promise.all([seen(s, a), seen(s, b)]);
  const [ra, rb] = await Promise.all([
    s.call('get_project_info', { editor: ea.id }),
    s.call('get_project_info', { editor: eb.id }),
  ]);
  assertAnswered(ra, 'Left');
  assertAnswered(rb, 'Right');
  assert.match(textOf(ra), /Left/);
  assert.match(textOf(rb), /Right/);
});

test('right after a domain reload and after a hub restart, the first call is answered', T, async (t) => {
  const stateDir = tempDir(t, 'patchbay-e2e-state-');
  const hub1 = await startHub(t, { stateDir, firstListWait });
  const project = copyProject(t, { name: 'Again' });
  const host = await startHost(t, { project, stateDir });
  const s1 = await connectClient(t, hub1);
  const before = await seen(s1, project, (e) => e.state === 'ready');

  // A reload: the editor registers again (a new connectedAt); call the moment it is back.
  host.send('reload');
  const back = await seen(s1, project, (e) => e.connectedAt !== before.connectedAt || e.state === 'reloading');
  if (back.state === 'reloading') await seen(s1, project, (e) => e.state !== 'reloading');
  assertAnswered(await s1.call('get_editor_state', {}), 'after the reload');

  // A hub restart: the new hub knows the tools from its cache before the editor is back.
  await hub1.stop();
  const hub2 = await startHub(t, { stateDir, firstListWait });
  const s2 = await connectClient(t, hub2);
  await seen(s2, project);
  assertAnswered(await s2.call('get_editor_state', {}), 'after the hub restart');
});

test('a tool no editor has is a -32602 error that names the editors and where tools come from', T, async (t) => {
  const hub = await startHub(t, { firstListWait });
  const s = await connectClient(t, hub);
  await assert.rejects(s.call('get_editor_state', {}), (err) => {
    assert.equal(err.code, -32602);
    assert.match(err.message, /Unknown tool: get_editor_state\. .*none is connected.*com\.patchbay\.unity/);
    return true;
  }, 'no editor yet');

  const project = copyProject(t, { name: 'Known' });
  await startHost(t, { project, stateDir: hub.stateDir });
  const ed = await seen(s, project, (e) => e.state === 'ready');
  await assert.rejects(s.call('no_such_tool', {}), (err) => {
    assert.equal(err.code, -32602);
    assert.match(err.message, /^(MCP error -32602: )?Unknown tool: no_such_tool\. /);
    assert.ok(err.message.includes(ed.id), `names the editor: ${err.message}`);
    assert.match(err.message, /tools\/list/);
    return true;
  });
  assertAnswered(await s.call('get_editor_state', {}), 'the session goes on');
});
