// Another package's exceptions (issue 27). Unity calls EditorApplication.update and beforeAssemblyReload
// subscribers in one loop with no try/catch per subscriber (UnityCsReference 2021.3.0f1
// Editor/Mono/EditorApplication.cs:354-361, AssemblyReloadEvents.cs:28-32), and so does the headless host. With
// an assembly loaded before the package whose subscribers throw, Patchbay's update subscriber never runs and its
// beforeAssemblyReload is skipped: calls must still be answered (the package's frame also runs from the main
// thread's SynchronizationContext), and the hub must still hear that the editor reloads (the link is also closed
// on AppDomain.DomainUnload), in the editor's normal and parked (not focused) states.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, tempDir, sampleProject,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';
import { repoRoot } from '../lib/paths.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const T = { timeout: scaled(240000) };
const unityDir = path.dirname(sampleProject);

function buildThrower(t) {
  const out = path.join(tempDir(t), 'ThrowingSubscribers.dll');
  // Roslyn, as the stand-in and the package are built (unity/tools/roslyn.sh).
  execFileSync('bash', ['-c', '. "$0"; roslyn_csc "$@"', path.join(repoRoot, 'unity', 'tools', 'roslyn.sh'),
    '-target:library', '-r:System.dll', '-r:System.Core.dll', `-out:${out}`,
    `-r:${path.join(unityDir, 'UnityEditor.dll')}`, `-r:${path.join(unityDir, 'UnityEngine.dll')}`,
    path.join(here, 'fixtures', 'ThrowingSubscribers.cs'),
  ]);
  return out;
}

for (const background of [undefined, 'park']) {
  test(`another package's throwing update and beforeAssemblyReload subscribers do not stop Patchbay${background ? ' (editor parked)' : ''}`, T, async (t) => {
    const thrower = buildThrower(t);
    const hub = await startHub(t);
    const project = copyProject(t, { name: background ? 'ThrowingParked' : 'Throwing' });
    const host = await startHost(t, {
      project, stateDir: hub.stateDir, background,
      args: ['--no-package', '--editor-assembly', thrower, '--editor-assembly', path.join(unityDir, 'Patchbay.Editor.dll')],
    });
    const s = await connectClient(t, hub);
    const editor = await waitEditor(s, project);
    const call = async (tool, args = {}) => {
      const r = await s.call(tool, args, { timeout: scaled(90000) });
      assert.notEqual(r.isError, true, `${tool}: ${textOf(r)}`);
      return JSON.parse(textOf(r));
    };
    assert.equal((await call('increment_counter', { counter: 'throwing' })).value, 1, 'a call is answered');
    // A parked editor runs its update subscribers seldom: the first throw may come after the answer.
    await eventually(() => /update subscriber throws every frame/.test(host.stderr()),
      { timeoutMs: scaled(20000), what: 'the other package throwing from its update subscriber' });

    const from = host.lines.length;
    host.send('reload');
    await host.waitLine(/^reloaded \d+$/, { from });
    await eventually(() => hub.stderr().includes(`editor ${editor.id} is reloading its scripting domain`),
      { timeoutMs: scaled(20000), what: 'the hub told of the reload' });
    await eventually(() => /beforeAssemblyReload subscriber throws/.test(host.stderr()),
      { timeoutMs: scaled(20000), what: 'the other package throwing from beforeAssemblyReload' });
    await waitEditor(s, project);
    assert.equal((await call('increment_counter', { counter: 'throwing' })).value, 2, 'answered by the new domain');
  });
}
