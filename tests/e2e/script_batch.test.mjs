// Script writes that cost one reload (issue 49). Unity refreshes the asset database by itself when it becomes the
// active application again (Auto Refresh): scripts an agent wrote while the user was in the terminal import, compile and
// reload the domain the moment the user clicks back into Unity — once per return, whatever the agent was in the middle
// of. The headless editor now does the same (HeadlessEditor.OnApplicationActivated; the host's `focus off`/`focus on`
// is the user leaving and coming back). create_script without compile holds Unity's auto refresh
// (AssetDatabase.DisallowAutoRefresh) until the agent compiles: five scripts, the user back in Unity after each, one
// domain reload, and every class usable after it.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startHub, startHost, copyProject, connectClient, waitEditor, textOf, e2eTest as test } from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const SETTINGS = { groups: { assets: true, diagnostics: true }, autoStartHub: false, allowFileWrites: true };
const answerOf = (r) => JSON.parse(textOf(r));

test('five scripts written without compiling cost one domain reload, also when the user comes back to Unity after each', { timeout: scaled(300000) }, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const reloads = () => host.lines.filter((l) => /^reloaded \d+$/.test(l)).length;
  // The user leaves Unity and comes back (the host answers "focus on" after its auto refresh, if any, ran).
  const away = async () => {
    await host.command('focus off', /^focus off$/);
    await host.command('focus on', /^focus on$/);
  };

  // As in Unity: a script written behind the editor's back compiles when the editor comes to the front.
  writeFileSync(path.join(project, 'Assets/Scripts/FromOutside.cs'), 'public class FromOutside : UnityEngine.MonoBehaviour { }\n');
  let from = host.lines.length;
  await away();
  await host.waitLine(/^reloaded \d+$/, { from, what: 'the auto refresh\'s reload' });
  await waitEditor(s, project);

  // Five through create_script, the user back in Unity after each: no reload until the agent compiles.
  const before = reloads();
  for (let i = 1; i <= 5; i++) {
    const r = await s.call('create_script', {
      path: `Assets/Scripts/Batch${i}.cs`, content: `public class Batch${i} : UnityEngine.MonoBehaviour { public int n = ${i}; }\n`,
    });
    assert.notEqual(r.isError, true, textOf(r));
    const written = answerOf(r);
    assert.equal(written.pending.length, i, JSON.stringify(written));
    assert.match(written.next, new RegExp(`Not compiled yet: call compile .*the ${i} pending then compile together, one domain reload`));
    await away();
  }
  // Another round trip to the host: anything the last return started has printed by now.
  await host.status();
  assert.equal(reloads(), before, 'no reload while the batch is open');
  const state = answerOf(await s.call('get_editor_state', {}));
  assert.equal(state.compiling, false);

  const compiled = await s.call('compile', {}, { timeout: scaled(120000) });
  assert.notEqual(compiled.isError, true, textOf(compiled));
  await host.status();  // the host's stdout is read apart from the MCP answer: its reload line is in after this
  assert.equal(reloads(), before + 1, 'the five scripts: one compile, one reload');
  for (let i = 1; i <= 5; i++) {
    const added = await s.call('add_component', { target: 'Marker', type: `Batch${i}` });
    assert.notEqual(added.isError, true, `Batch${i} is usable after the one compile: ${textOf(added)}`);
  }

  // The batch is over: Unity's auto refresh works again.
  writeFileSync(path.join(project, 'Assets/Scripts/Afterwards.cs'), 'public class Afterwards : UnityEngine.MonoBehaviour { }\n');
  from = host.lines.length;
  await away();
  await host.waitLine(/^reloaded \d+$/, { from, what: 'the auto refresh after the batch' });
});
