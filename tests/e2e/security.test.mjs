// End to end (issue 12, docs/security.md): what an agent cannot make the package do, through the real
// hub and the real package on the headless host. Every tool that writes a file (create_script,
// create_asset, save_scene) refuses paths outside Assets/ — "..", absolute paths, a symbolic link
// inside Assets/ pointing elsewhere — with security_blocked and a message that says what is allowed,
// and nothing is written anywhere; open_scene does not open a scene outside the project. A project whose
// settings switch file writes, menu items and tests off refuses those tools by name of the setting, and
// the hub keeps no secret in what it logs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind, tempDir, eventually,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };
const GROUPS = { core: true, assets: true, scenes: true, menus: true, tests: true };

// Every file below `dir`, relative, sorted (what an escape would have added).
function listTree(dir) {
  const out = [];
  const walk = (d, rel) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      out.push(r);
      if (e.isDirectory() && !e.isSymbolicLink()) walk(path.join(d, e.name), r);
    }
  };
  walk(dir, '');
  return out.sort();
}

async function blocked(s, tool, args, what) {
  const r = await s.call(tool, args);
  assert.equal(r.isError, true, `${tool} ${what} must be refused: ${textOf(r)}`);
  assert.equal(errorKind(r), 'security_blocked', `${tool} ${what}: ${textOf(r)}`);
  assert.match(textOf(r), /Assets\//, `${tool} ${what}: the message says where writes may go: ${textOf(r)}`);
  return r;
}

test('every file-writing tool refuses "..", absolute paths and symbolic links out of Assets/; nothing is written', T, async (t) => {
  const root = tempDir(t);
  const outside = path.join(root, 'outside');
  mkdirSync(outside);
  const project = copyProject(t, { name: 'Confined', root, settings: { groups: GROUPS, autoStartHub: false } });
  symlinkSync(outside, path.join(project, 'Assets', 'Link'));
  const hub = await startHub(t);
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const before = listTree(root);

  const escapes = [
    ['..', '../Escape'],
    ['.. inside Assets/', 'Assets/../../Escape'],
    ['an absolute path', `${outside}/Escape`],
    ['a drive path', 'C:/Escape'],
    ['a home path', '~/Escape'],
    ['a symbolic link in Assets/', 'Assets/Link/Escape'],
    ['a path beside Assets/', 'ProjectSettings/Escape'],
  ];
  for (const [what, base] of escapes) {
    await blocked(s, 'create_script', { path: `${base}.cs`, content: 'public class Escape {}' }, what);
    await blocked(s, 'create_asset', { kind: 'Material', path: `${base}.mat` }, what);
    await blocked(s, 'create_asset', { kind: 'Folder', path: base }, what);
    await blocked(s, 'save_scene', { saveAs: `${base}.unity` }, what);
  }
  assert.deepEqual(listTree(root), before, 'no file was written or changed anywhere');
  assert.deepEqual(readdirSync(outside), [], 'nothing reached the folder the link points to');

  // Reading: open_scene only opens scene assets of the project (Unity imports a folder linked into Assets/,
  // so only paths out of the project are tried).
  writeFileSync(path.join(outside, 'Other.unity'), '{}');
  for (const p of ['../outside/Other.unity', 'Assets/../../outside/Other.unity', `${outside}/Other.unity`]) {
    const r = await s.call('open_scene', { path: p });
    assert.equal(r.isError, true, `open_scene ${p}: ${textOf(r)}`);
  }
  const { loaded } = JSON.parse(textOf(await s.call('list_scenes', {})));
  assert.deepEqual(loaded.map((x) => x.path), ['Assets/Scenes/Main.unity'], 'the open scene is unchanged');

  // The same tools work inside Assets/: the refusals above are the guard, not a broken tool.
  const okScript = await s.call('create_script', { path: 'Assets/Scripts/Inside.cs', content: 'public class Inside {}' });
  assert.notEqual(okScript.isError, true, textOf(okScript));
  assert.ok(existsSync(path.join(project, 'Assets', 'Scripts', 'Inside.cs')));
});

test('with file writes, menu items and tests switched off, those tools are refused by the setting\'s name', T, async (t) => {
  const project = copyProject(t, {
    name: 'Locked',
    settings: { groups: GROUPS, autoStartHub: false, allowFileWrites: false, allowMenuItems: false, allowTests: false },
  });
  const hub = await startHub(t);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const before = listTree(project);

  const cases = [
    ['create_script', { path: 'Assets/Scripts/Nope.cs', content: 'public class Nope {}' }, 'allowFileWrites'],
    ['create_asset', { kind: 'Folder', path: 'Assets/Nope' }, 'allowFileWrites'],
    ['save_scene', { saveAs: 'Assets/Scenes/Nope.unity' }, 'allowFileWrites'],
    ['execute_menu_item', { path: 'Patchbay/Debug/Reload Domain' }, 'allowMenuItems'],
    ['run_tests', {}, 'allowTests'],
  ];
  for (const [tool, args, setting] of cases) {
    const r = await s.call(tool, args);
    assert.equal(r.isError, true, `${tool}: ${textOf(r)}`);
    assert.equal(errorKind(r), 'security_blocked', `${tool}: ${textOf(r)}`);
    assert.match(textOf(r), new RegExp(`'${setting}'`), `${tool}: the message names the setting: ${textOf(r)}`);
    assert.match(textOf(r), /ProjectSettings\/PatchbaySettings\.json .* UserSettings\/PatchbaySettings\.json/, `${tool}: the message says where to change it`);
  }
  assert.deepEqual(listTree(project).filter((f) => !f.startsWith('Library/')), before.filter((f) => !f.startsWith('Library/')),
    'no project file was written');
  assert.doesNotMatch(host.stdout(), /^reloaded /m, 'the refused menu item did not reload the domain');

  // A tool switched off by name is hidden and refused the same way.
  writeFileSync(path.join(project, 'ProjectSettings', 'PatchbaySettings.json'), JSON.stringify({
    groups: GROUPS, autoStartHub: false, tools: { get_hierarchy: false },
  }));
  // Nothing else changes the settings of a running editor in the stand-in: a reload picks them up, as in Unity.
  await host.reload();
  await waitEditor(s, project);
  // The editor is listed again a moment before its new tool list has arrived; the old list is kept until then.
  await eventually(async () => !(await s.listTools()).map((x) => x.name).includes('get_hierarchy'),
    { timeoutMs: scaled(20000), what: 'a switched-off tool is not listed' });
  // No editor lists it any more, so the hub answers the unknown tool itself (-32602, naming it).
  await assert.rejects(s.call('get_hierarchy', {}), (err) => {
    assert.equal(err.code, -32602);
    assert.match(err.message, /get_hierarchy/);
    return true;
  });
});

test('neither the hub nor the editor writes the hub token to its log', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Quiet' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  await s.call('get_editor_state', {});
  await host.reload();
  await waitEditor(s, project);
  assert.ok(hub.token.length >= 16);
  assert.ok(!hub.stderr().includes(hub.token), 'the hub log does not contain its token');
  assert.ok(!host.stderr().includes(hub.token) && !host.stdout().includes(hub.token), 'the editor log does not contain the token');
});
