// Issue 34: a development build's player, played by the headless host's player mode (`--player`: the engine
// stand-in without the editor, the package's runtime part compiled as such a build compiles it), connects to the
// hub as an editor does and is listed as its own kind of target beside a headless editor. Editor tools on it are
// refused by the hub, naming the kind of target; a player that quits has left.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, eventually, textOf, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };

test('a player is listed beside an editor with its platform and build, reached by name, refusing editor tools', T, async (t) => {
  const hub = await startHub(t);
  const editorProject = copyProject(t, { name: 'Editor' });
  const playerProject = copyProject(t, { name: 'Player' });
  await startHost(t, { project: editorProject, stateDir: hub.stateDir });
  const player = await startHost(t, { project: playerProject, stateDir: hub.stateDir, args: ['--player'] });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, editorProject);
  // A player's project path is its Application.dataPath (docs/protocol.md §4.1).
  const listed = await waitEditor(s, `${playerProject}/Assets`, { state: 'playing' });
  assert.equal(editor.kind, 'editor');
  assert.equal(listed.kind, 'player');
  assert.equal(listed.platform, 'LinuxPlayer');
  assert.equal(listed.playMode, 'playing');
  assert.equal(listed.build.development, true, 'a development build');
  assert.equal(listed.build.productName, listed.projectName);
  assert.equal(typeof listed.build.version, 'string');
  assert.equal(listed.unityVersion, editor.unityVersion, 'the same Unity as the editor stand-in');
  assert.notEqual(listed.id, editor.id);

  // Implicit routing keeps going to the editor; the player is reached by name.
  const l = await s.listEditors();
  assert.deepEqual(l.session, { editor: editor.id, reason: 'only' });
  const sel = await s.select(listed.id);
  assert.notEqual(sel.isError, true, textOf(sel));

  // An editor tool on the player: refused by the hub, naming the kind of target and where the tool is.
  const r = await s.call('get_hierarchy', {});
  assert.equal(r.isError, true);
  assert.match(textOf(r), new RegExp(`player ${listed.id} has no tool get_hierarchy: get_hierarchy is an editor tool`));
  assert.ok(textOf(r).includes(editor.id), textOf(r));

  // The player quits: the selection names a target that has left, and says so.
  await player.stop();
  await eventually(async () => {
    const after = await s.call('get_hierarchy', {});
    return after.isError && /has left/.test(textOf(after));
  }, { timeoutMs: scaled(30000), what: 'the player has left' });
  const gone = (await s.listEditors()).editors.find((e) => e.id === listed.id);
  assert.ok(!gone || gone.state !== 'ready', JSON.stringify(gone));
});
