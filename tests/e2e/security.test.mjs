// End to end (issues 12 and 26, docs/security.md): what an agent cannot make the package do, through the
// real hub and the real package on the headless host. Every tool that writes a file (create_script,
// create_asset, create_material, create_prefab, save_scene, capture_screenshot) refuses paths outside
// Assets/ — "..", absolute paths, a symbolic link inside Assets/ pointing elsewhere — with security_blocked
// and a message that says what is allowed, and nothing is written anywhere; open_scene does not open a
// scene outside the project. Saving in place goes through the same guard (issue 26): a scene, prefab or
// material reached through a link, a file with a second (hard) link, a material under Packages/ are not
// written. A name Windows or a terminal cannot show honestly is refused naming its code point. An error
// result means nothing changed: a symlink loop in Assets/ does not turn a created asset into an error, an
// oversized object name creates no object. refresh_assets treats links in Assets/ as Unity does (imports a
// linked folder, warns) and never follows a recursive one. A project whose settings switch file writes,
// menu items and tests off refuses those tools by name of the setting, and the hub keeps no secret in what
// it logs.
import assert from 'node:assert/strict';
import {
  copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind, tempDir, eventually, toolCaller,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };
const GROUPS = { core: true, assets: true, scenes: true, menus: true, tests: true };
const WRITERS = { ...GROUPS, prefabs: true, materials: true, screenshots: true };

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

// Every file below `dir` with its content (what a write through a link would have changed).
function snapshot(dir) {
  const out = {};
  for (const f of listTree(dir)) {
    const full = path.join(dir, f);
    try { out[f] = readFileSync(full, 'utf8'); } catch { out[f] = '<dir>'; }
  }
  return out;
}

// A client and its helpers on a project the caller prepared (links made before the editor starts).
async function editorOn(t, project) {
  const hub = await startHub(t);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const { json: ok, fails: refused } = toolCaller(s);
  return { hub, host, s, ok, refused };
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

test('saving in place goes through the guard: no scene, prefab or material is written through a link, nor a material under Packages/', T, async (t) => {
  const root = tempDir(t);
  const outside = path.join(root, 'outside');
  mkdirSync(outside);
  const project = copyProject(t, { name: 'InPlace', root, settings: { groups: WRITERS, autoStartHub: false } });
  const { s, ok, refused } = await editorOn(t, project);

  // A folder shared by link, as teams share assets between projects: a material and a prefab made here,
  // moved out of the project with their .meta files, and a scene; Assets/Shared links to them.
  await ok('create_asset', { kind: 'Folder', path: 'Assets/Staging' });
  await ok('create_material', { path: 'Assets/Staging/Shared.mat', color: [1, 0, 0, 1] });
  await ok('create_game_object', { name: 'Crate', components: ['Rigidbody'] });
  await ok('create_prefab', { target: 'Crate', path: 'Assets/Staging/Crate.prefab', connect: false });
  await ok('delete_game_object', { target: 'Crate' });
  await ok('create_asset', { kind: 'ScriptableObject', type: 'GameConfig', path: 'Assets/Staging/Config.asset' });
  renameSync(path.join(project, 'Assets', 'Staging'), path.join(outside, 'Shared'));
  rmSync(path.join(project, 'Assets', 'Staging.meta'));
  copyFileSync(path.join(project, 'Assets', 'Scenes', 'Second.unity'), path.join(outside, 'Shared', 'Level.unity'));
  symlinkSync(path.join(outside, 'Shared'), path.join(project, 'Assets', 'Shared'));
  // And a material in an embedded package: Packages/ is not Patchbay's to write.
  mkdirSync(path.join(project, 'Packages', 'com.example.art'));
  writeFileSync(path.join(project, 'Packages', 'com.example.art', 'package.json'), '{"name":"com.example.art","version":"1.0.0"}');
  copyFileSync(path.join(outside, 'Shared', 'Shared.mat'), path.join(project, 'Packages', 'com.example.art', 'Art.mat'));
  await ok('refresh_assets');
  const before = { outside: snapshot(outside), packages: snapshot(path.join(project, 'Packages')) };
  const through = /'Assets\/Shared' is a symbolic link \(or junction\) on the way to 'Assets\/Shared\//;

  // save_scene with its default settings: the scene's own file.
  await ok('open_scene', { path: 'Assets/Shared/Level.unity', additive: true });
  await ok('create_game_object', { name: 'Added', scene: 'Level' });
  await refused('save_scene', { scene: 'Level' }, 'security_blocked', through);
  await refused('save_scene', { scene: 'Level', saveAs: 'Assets/Shared/Copy.unity' }, 'security_blocked', /symbolic link/);
  await ok('close_scene', { scene: 'Level', discardChanges: true });

  // set_material_property: refused before the material changes, in memory too.
  await refused('set_material_property', { material: 'Assets/Shared/Shared.mat', property: '_Color', value: [0, 1, 0, 1] }, 'security_blocked', through);
  const material = await ok('get_material', { material: 'Assets/Shared/Shared.mat' });
  assert.deepEqual(material.properties.find((p) => p.name === '_Color').value, [1, 0, 0, 1], 'the material did not change');
  await refused('set_material_property', { material: 'Packages/com.example.art/Art.mat', property: '_Color', value: [0, 1, 0, 1] },
    'security_blocked', /'Packages\/com\.example\.art\/Art\.mat' is outside Assets\//);

  // set_asset_field: a data asset's own file, refused before the asset changes in memory.
  await refused('set_asset_field', { path: 'Assets/Shared/Config.asset', field: 'maxPlayers', value: 2 }, 'security_blocked', through);
  assert.equal((await ok('get_asset', { path: 'Assets/Shared/Config.asset' })).fields.maxPlayers, 4, 'the asset did not change (4: the script default)');

  // prefab_stage: Prefab Mode writes the prefab's own file (Save, and Auto Save after every change), so a prefab
  // behind a link is not even opened (issue 44); nothing else opened meanwhile.
  await refused('prefab_stage', { action: 'Open', path: 'Assets/Shared/Crate.prefab' }, 'security_blocked',
    /Editing 'Assets\/Shared\/Crate\.prefab' in Prefab Mode writes its file[^]*'Assets\/Shared' is a symbolic link \(or junction\)[^]*Nothing was opened/);
  await refused('prefab_stage', { action: 'Save' }, 'invalid_state', /No prefab stage is open/);

  // prefab_overrides Apply: the instance's prefab file.
  await ok('instantiate_prefab', { path: 'Assets/Shared/Crate.prefab', name: 'CrateA' });
  await ok('set_component_field', { target: 'CrateA', component: 'Rigidbody', field: 'm_Mass', value: 7 });
  await refused('prefab_overrides', { target: 'CrateA', action: 'Apply' }, 'security_blocked', through);

  assert.deepEqual(snapshot(outside), before.outside, 'nothing outside the project was written');
  assert.deepEqual(snapshot(path.join(project, 'Packages')), before.packages, 'nothing under Packages/ was written');
  // The same tools still save what is really inside Assets/.
  await ok('prefab_overrides', { target: 'CrateA', action: 'Revert' });
  assert.equal((await ok('save_scene', {})).saved, 'Assets/Scenes/Main.unity');
  const r = await s.call('create_material', { path: 'Assets/Inside.mat' });
  assert.notEqual(r.isError, true, textOf(r));
  await ok('set_material_property', { material: 'Assets/Inside.mat', property: '_Color', value: [0, 0, 1, 1] });
});

test('a file with a second (hard) link is not written, in place or anew: the other name may be outside the project', T, async (t) => {
  const root = tempDir(t);
  const outside = path.join(root, 'outside');
  mkdirSync(outside);
  const project = copyProject(t, { name: 'HardLinks', root, settings: { groups: WRITERS, autoStartHub: false } });
  writeFileSync(path.join(outside, 'victim.cs'), 'public class Victim {}\n');
  linkSync(path.join(outside, 'victim.cs'), path.join(project, 'Assets', 'Scripts', 'Victim.cs'));
  linkSync(path.join(project, 'Assets', 'Scenes', 'Second.unity'), path.join(outside, 'second.unity'));
  const before = snapshot(outside);
  const { ok, refused } = await editorOn(t, project);

  await refused('create_script', { path: 'Assets/Scripts/Victim.cs', content: 'public class Victim { public int changed; }' },
    'security_blocked', /'Assets\/Scripts\/Victim\.cs' has 2 hard links/);
  await refused('create_script', { path: 'Assets/Scripts/Victim.cs', overwrite: true }, 'security_blocked', /2 hard links/);
  await ok('open_scene', { path: 'Assets/Scenes/Second.unity', additive: true });
  await ok('create_game_object', { name: 'Added', scene: 'Second' });
  await refused('save_scene', { scene: 'Second' }, 'security_blocked', /'Assets\/Scenes\/Second\.unity' has 2 hard links/);
  assert.deepEqual(snapshot(outside), before, 'neither file outside the project changed');
  await ok('create_script', { path: 'Assets/Scripts/Own.cs', content: 'public class Own {}' });
});

test('symlink loops in Assets/ neither stop the editor nor turn a created asset into an error; an error leaves nothing behind', T, async (t) => {
  const project = copyProject(t, { name: 'Loop', settings: { groups: WRITERS, autoStartHub: false } });
  symlinkSync('.', path.join(project, 'Assets', 'Loop'));
  symlinkSync('.', path.join(project, 'Assets', 'Data', 'Loop'));
  const { s } = await editorOn(t, project);
  symlinkSync('..', path.join(project, 'Assets', 'Up'));
  const creations = [
    ['create_asset', { kind: 'Material', path: 'Assets/Data/A.mat' }],
    ['create_material', { path: 'Assets/Data/B.mat' }],
    ['create_asset', { kind: 'ScriptableObject', type: 'GameConfig', path: 'Assets/Data/C.asset' }],
    ['create_prefab', { target: 'Spinning Cube', path: 'Assets/Data/D.prefab', connect: false }],
    ['create_asset', { kind: 'Folder', path: 'Assets/Data/E' }],
  ];
  for (const [tool, args] of creations) {
    const r = await s.call(tool, args, { timeout: scaled(90000) });
    const file = path.join(project, args.path);
    if (r.isError) {
      assert.ok(!existsSync(file), `${tool} answered an error (${textOf(r)}) but wrote ${args.path}`);
    }
    assert.notEqual(r.isError, true, `${tool} ${args.path}: ${textOf(r)}`);
    assert.match(JSON.parse(textOf(r)).guid, /^[0-9a-f]{32}$/, `${tool}: ${textOf(r)}`);
    assert.ok(existsSync(file) && existsSync(`${file}.meta`), `${tool} wrote ${args.path} and its .meta`);
  }
});

test('a game object name that is too long or does not show as it is creates nothing', T, async (t) => {
  const project = copyProject(t, { name: 'Names', settings: { groups: WRITERS, autoStartHub: false } });
  const { ok, refused } = await editorOn(t, project);
  const hierarchy = JSON.stringify(await ok('get_hierarchy', {}));
  await refused('create_game_object', { name: 'Huge'.padEnd(2000000, 'x') }, 'invalid_arguments', /at most 1024 characters; got 2000000/);
  await refused('create_game_object', { name: 'Door\u202Etxt.exe' }, 'invalid_arguments', /U\+202E \(RIGHT-TO-LEFT OVERRIDE\)/);
  await refused('batch_create_game_objects', { objects: [{ name: 'Fine' }, { name: 'Bell\u0007' }] }, 'invalid_arguments', /U\+0007 is a control character/);
  await refused('set_component_field', { target: 'Main Camera', component: 'GameObject', field: 'name', value: 'Cam\u2066era' }, 'invalid_arguments', /U\+2066/);
  assert.equal(JSON.stringify(await ok('get_hierarchy', {})), hierarchy, 'no object was created or renamed');
});

test('names Windows or a terminal cannot show honestly are refused by every writing tool, naming the code point; nothing is written', T, async (t) => {
  const project = copyProject(t, { name: 'FileNames', settings: { groups: WRITERS, autoStartHub: false } });
  const { refused } = await editorOn(t, project);
  const before = listTree(project).filter((f) => !f.startsWith('Library/'));
  const names = [
    ['evil\u202Egnp', /U\+202E \(RIGHT-TO-LEFT OVERRIDE\) is a bidirectional control character/],
    ['bell\u0007', /U\+0007 is a control character/],
    ['a<b', /U\+003C '<' is not allowed in a file name on Windows/],
    ['pipe|d', /U\+007C '\|'/],
    ['CON', /'CON' is a device name Windows reserves/],
    ['nul', /'nul' is a device name/],
    ['trailing./x', /ends with a dot/],
  ];
  for (const [name, reason] of names) {
    await refused('create_script', { path: `Assets/Scripts/${name}.cs`, content: '// x' }, 'invalid_arguments', reason);
    await refused('create_asset', { kind: 'Folder', path: `Assets/${name}` }, 'invalid_arguments', reason);
    await refused('create_asset', { kind: 'Material', path: `Assets/${name}/x.mat` }, 'invalid_arguments', reason);
    await refused('create_material', { path: `Assets/${name}.mat` }, 'invalid_arguments', reason);
    await refused('create_prefab', { target: 'Spinning Cube', path: `Assets/${name}.prefab` }, 'invalid_arguments', reason);
    await refused('save_scene', { saveAs: `Assets/Scenes/${name}.unity` }, 'invalid_arguments', reason);
    await refused('capture_screenshot', { savePath: `Assets/${name}.png` }, 'invalid_arguments', reason);
  }
  const text = await refused('create_script', { path: 'Assets/Scripts/evil\u202Egnp.cs', content: '// x' }, 'invalid_arguments');
  assert.ok(!text.includes('\u202E'), 'the error shows the character as its code point, not raw');
  assert.deepEqual(listTree(project).filter((f) => !f.startsWith('Library/')), before, 'nothing was written');
});

test('refresh_assets imports a linked folder as Unity does and never follows a recursive link out of Assets/', T, async (t) => {
  const root = tempDir(t);
  const outside = path.join(root, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'notes.txt'), 'shared notes');
  const project = copyProject(t, { name: 'Refresh', root, settings: { groups: WRITERS, autoStartHub: false } });
  symlinkSync(outside, path.join(project, 'Assets', 'Shared'));
  symlinkSync('..', path.join(project, 'Assets', 'Up'));
  const top = readdirSync(project).sort();
  const { ok } = await editorOn(t, project);
  await ok('refresh_assets');
  const metas = readdirSync(project).filter((f) => f.endsWith('.meta'));
  assert.deepEqual(metas, [], 'no .meta file was written beside Assets/ (through Assets/Up -> ..)');
  assert.deepEqual(readdirSync(project).filter((f) => !top.includes(f)).filter((f) => !['Library', 'Temp', 'Logs', 'UserSettings'].includes(f)), [],
    'nothing new in the project folder');
  assert.ok(!existsSync(path.join(project, 'Assets', 'Up.meta')), 'the recursive link is not imported');
  // Unity imports a linked folder and writes its .meta files where the files are (its console warns).
  assert.ok(existsSync(path.join(outside, 'notes.txt.meta')), 'Unity writes the .meta beside the linked asset');
  const logs = JSON.stringify(await ok('get_console_logs', { limit: 200 }));
  assert.match(logs, /Assets\/Shared is a symbolic link\. Using symlinks in Unity projects may cause your project to become corrupted/);
  assert.match(logs, /Assets\/Up is a recursive symbolic link/);
  assert.equal((await ok('get_editor_state')).state ?? 'ready', 'ready');
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

// Issue 44, "someone else poses as the hub", for the package (docs/security.md): on a shared machine another OS user
// can plant a hub.json, or take the port of a hub killed without cleanup. The package dials nothing of theirs — not
// even the challenge — says why once in the console, and connects as soon as the hub is this user's again.
const OTHER_USER = await import('../lib/other_user.mjs');

test("a hub.json of another OS user is not used: the editor says whose it is, and connects once it is the user's own", T, async (t) => {
  const why = OTHER_USER.cannotActAsAnotherUser();
  if (why) return t.skip(why);
  const hub = await startHub(t);
  const file = path.join(hub.stateDir, 'hub.json');
  const { chownSync } = await import('node:fs');
  chownSync(file, OTHER_USER.OTHER_UID, OTHER_USER.OTHER_UID);
  const project = copyProject(t);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  await eventually(() => (host.stdout() + host.stderr()).includes(`${file} belongs to another user (uid ${OTHER_USER.OTHER_UID}), not to you (uid 0): Patchbay does not use it.`),
    { timeoutMs: scaled(30000), what: 'the refusal in the console' });
  const s = await connectClient(t, hub);
  assert.equal((await s.call('list_editors', {})).structuredContent.editors.length, 0, 'the editor did not register');
  chownSync(file, 0, 0);
  await waitEditor(s, project, { timeoutMs: scaled(60000) });
});

test("another OS user's listener on hub.json's port is sent nothing, not even a connection", T, async (t) => {
  const why = OTHER_USER.cannotActAsAnotherUser();
  if (why) return t.skip(why);
  const { spawn } = await import('node:child_process');
  // Counts every connection it is offered, on a port the OS picks.
  const listener = `
    const net = require('node:net');
    const server = net.createServer((c) => { process.stdout.write('connection\\n'); c.destroy(); });
    server.listen(0, '127.0.0.1', () => process.stderr.write('listening ' + server.address().port + '\\n'));`;
  const [cmd, ...args] = OTHER_USER.asOtherUserArgv([process.execPath, '-e', listener]);
  const impostor = spawn(cmd, args, { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => impostor.kill('SIGKILL'));
  let out = '';
  let err = '';
  impostor.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
  impostor.stderr.setEncoding('utf8').on('data', (d) => { err += d; });
  const port = Number(await eventually(() => /listening (\d+)/.exec(err)?.[1], { timeoutMs: scaled(10000), what: 'the listener' }));
  const stateDir = tempDir(t);
  writeFileSync(path.join(stateDir, 'hub.json'),
    JSON.stringify({ url: `http://127.0.0.1:${port}`, port, pid: impostor.pid, version: '0.0.0', token: 'the-users-token' }), { mode: 0o600 });
  const project = copyProject(t);
  const host = await startHost(t, { project, stateDir });
  await eventually(() => (host.stdout() + host.stderr()).includes(`The process listening on port ${port} belongs to another user (uid ${OTHER_USER.OTHER_UID}), not to you (uid 0): it is not your Patchbay hub, so nothing was sent to it.`),
    { timeoutMs: scaled(30000), what: 'the refusal in the console' });
  assert.equal(out, '', 'no connection reached the listener');
});
