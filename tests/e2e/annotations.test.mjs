// Tool annotations that are true (issue 49). Clients run tools annotated read-only without asking and retry idempotent
// ones; a peer's "read-only" tools raised windows and duplicated materials. Every tool the hub lists for the sample
// project (all groups on, every permission given) is called here on the real package, and the project's files and the
// editor's state are compared before and after:
//   - read-only: nothing changes (no file written, no object, no dirty scene, no selection, no play mode, no reload);
//   - idempotent: a second identical call changes nothing the first did not;
//   - not destructive: no file and no scene object that was there is gone afterwards;
//   - a call that reloaded the domain belongs to a tool docs/tools.md marks `reloads` (the package's Reloads).
// A tool the table below does not know fails the test: each new tool is checked when it is added.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, repoRoot, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const GROUPS = ['assets', 'code', 'diagnostics', 'editor', 'materials', 'menus', 'packages', 'play', 'prefabs', 'scenes',
  'screenshots', 'search', 'tests'];
const SETTINGS = {
  groups: Object.fromEntries(GROUPS.map((g) => [g, true])), autoStartHub: false, allowFileWrites: true,
  allowCodeExecution: true, allowMenuItems: true, allowPackageChanges: true, allowTests: true,
};

// Each tool's call on the sample project (Assets/Scenes/Main.unity open), in the phase it needs. `skip` says why a
// tool's effect cannot be checked by comparing states here (and what checks it instead).
const CALLS = {
  // edit mode, read-only
  find_game_objects: { args: { name: 'Marker' } },
  get_console_logs: { args: {} },
  get_editor_state: { args: {} },
  get_game_object: { args: { target: 'Marker', fields: true } },
  get_hierarchy: { args: { components: true } },
  get_project_info: { args: {} },
  get_asset: { args: { path: 'Assets/Data/SampleConfig.asset' } },
  ping: { args: {} },
  run_self_check: { args: {} },
  get_selection: { args: {} },
  get_material: { args: { material: 'Assets/Game/Materials/Coin.mat' } },
  get_menu_items: { args: {} },
  list_packages: { args: {} },
  get_prefab: { args: { path: 'Assets/Game/Prefabs/Coin.prefab' } },
  list_scenes: { args: {} },
  get_search_providers: { args: {} },
  search: { args: { query: 'Coin' } },
  list_editors: { args: {} },
  // edit mode, changing
  focus_editor: { args: {} },
  set_selection: { args: { objects: ['Marker'] } },
  assign_material: { args: { target: 'Spinning Cube', material: 'Assets/Game/Materials/Coin.mat' } },
  set_material_property: { args: { material: 'Assets/Game/Materials/Coin.mat', property: '_Color', value: '#ff0000' } },
  set_component_field: { args: { target: 'Marker', field: 'active', value: 'false' } },
  set_asset_field: { args: { path: 'Assets/Data/SampleConfig.asset', field: 'maxPlayers', value: '6' } },
  clear_console: { args: {} },
  compile: { args: {} },
  get_job: { skip: 'needs a job id: run after compile below (jobId of its answer)' },
  refresh_assets: { args: {} },
  save_scene: { args: {} },
  create_game_object: { args: { name: 'Probe' } },
  add_component: { args: { target: 'Probe', type: 'UnityEngine.BoxCollider' } },
  batch_create_game_objects: { args: { objects: [{ name: 'ProbeA' }, { name: 'ProbeB' }] } },
  create_asset: { args: { kind: 'Folder', path: 'Assets/ProbeFolder' } },
  create_material: { args: { path: 'Assets/ProbeFolder/Probe.mat' } },
  create_prefab: { args: { target: 'Probe', path: 'Assets/ProbeFolder/Probe.prefab' } },
  instantiate_prefab: { args: { path: 'Assets/Game/Prefabs/Coin.prefab' } },
  create_script: { args: { path: 'Assets/Scripts/ProbeBehaviour.cs', compile: true } },
  capture_screenshot: { args: {} },
  increment_counter: { args: { counter: 'annotations' } },
  undo: { args: {} },
  // (a run with unsaved scene changes is refused: Unity's Test Framework would ask in a dialog)
  run_tests: { before: ['save_scene', {}], args: { mode: 'EditMode', names: ['SampleProject.Tests.MathTests'] } },
  // destructive: declared so; what they destroy is their job
  delete_game_object: { args: { target: 'ProbeA' } },
  execute_code: { args: { code: 'return 1 + 1;' } },
  execute_menu_item: { args: { path: 'Sample/Log Scene Summary' } },
  open_scene: { args: { path: 'Assets/Scenes/Second.unity', discardChanges: true } },
  close_scene: { skip: 'needs two open scenes; destructive (declared), tests/e2e/scenes tests check it' },
  remove_package: { skip: 'changes Packages/manifest.json for the rest of the run; destructive (declared), tests/e2e/packages.test.mjs' },
  add_package: { skip: 'reaches a registry (open world); tests/e2e/packages.test.mjs checks its idempotence' },
  prefab_stage: { skip: 'opens Prefab Mode for the rest of the run; destructive (declared)' },
  prefab_overrides: { skip: 'needs an instance with overrides; destructive (declared), tests/e2e/prefabs tests' },
  // play mode
  set_play_mode: { args: { action: 'Play' } },
  set_time_scale: { args: { scale: 1 } },
  wait_until: { args: { frames: 1 } },
  step_game: { args: { frames: 2 } },
  simulate_input: { skip: 'the sample project has no Input System package (its input is the legacy Input Manager); tests/e2e/play_test.test.mjs runs it on one with it' },
  // hub tools
  select_editor: { skip: 'the session\'s routing, not the editor: tests/hub' },
  run_playtest: { skip: 'runs a scenario through the tools above (each checked here): tests/e2e/playtest_files.test.mjs' },
  record_playtest: { args: {} },
};

// The files of the project a tool may change, with their hashes.
function files(root) {
  const out = {};
  const walk = (rel) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const r = path.posix.join(rel, name);
      const st = statSync(path.join(root, r));
      if (st.isDirectory()) walk(r);
      else out[r] = createHash('sha1').update(readFileSync(path.join(root, r))).digest('hex');
    }
  };
  for (const top of ['Assets', 'ProjectSettings', 'Packages']) walk(top);
  return out;
}

const json = (r) => { try { return JSON.parse(textOf(r)); } catch { return textOf(r); } };

// What a user sees of the editor: the loaded scenes (dirty or not), every object with its components, the selection,
// the play mode; and the project's files.
async function snapshot(s, project) {
  const read = async (tool, args) => {
    const r = await s.call(tool, args);
    assert.notEqual(r.isError, true, `${tool}, to compare the state: ${textOf(r)}`);
    return r;
  };
  const state = json(await read('get_editor_state', {}));
  const editor = typeof state === 'object'
    ? { playMode: state.playMode, scene: state.scene, selection: state.selection, compiling: state.compiling } : state;
  return {
    files: files(project),
    editor,
    scenes: json(await read('list_scenes', {})).loaded ?? null,
    hierarchy: textOf(await read('get_hierarchy', { components: true, depth: 50, limit: 500 })),
    selection: textOf(await read('get_selection', {})),
  };
}

function differences(a, b) {
  const out = [];
  for (const f of new Set([...Object.keys(a.files), ...Object.keys(b.files)])) {
    if (!(f in a.files)) out.push(`+ file ${f}`);
    else if (!(f in b.files)) out.push(`- file ${f}`);
    else if (a.files[f] !== b.files[f]) out.push(`~ file ${f}`);
  }
  for (const k of ['editor', 'scenes', 'hierarchy', 'selection']) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out.push(`~ ${k}: ${JSON.stringify(a[k]).slice(0, 300)} -> ${JSON.stringify(b[k]).slice(0, 300)}`);
  }
  return out;
}

// The paths of the active scene's objects, each as often as it occurs (a scene reloaded from its file, as a test run
// leaves it, has the same objects under new instance ids).
const objectsOf = (snap) => (JSON.parse(snap.hierarchy).items ?? []).map((o) => o.path);
// The same state without instance ids: a second call that reopens what the first opened is the same state.
const withoutIds = (snap) => ({ ...snap, hierarchy: snap.hierarchy.replace(/"id":"\d+"/g, '"id":"-"') });

// docs/tools.md's annotation column: the package's declarations, generated (unity/tools/gen-tools-doc.sh).
function documented() {
  const out = {};
  for (const line of readFileSync(path.join(repoRoot, 'docs/tools.md'), 'utf8').split('\n')) {
    const m = /^\| `([a-z_]+)` \| [a-z]+ \| ([^|]+) \|/.exec(line);
    if (m) out[m[1]] = m[2].split(',').map((x) => x.trim());
  }
  return out;
}

test('every tool\'s annotations are true on the sample project: read-only changes nothing, idempotent twice is once, reloads are declared', { timeout: scaled(600000) }, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const tools = await s.listTools();
  const unknown = tools.map((x) => x.name).filter((n) => !(n in CALLS));
  assert.deepEqual(unknown, [], `tools this test does not call: add each to CALLS in ${import.meta.url}`);
  const docs = documented();
  const byName = Object.fromEntries(tools.map((x) => [x.name, x]));
  const problems = [];
  const reloads = () => host.lines.filter((l) => /^reloaded \d+$/.test(l)).length;

  // The annotations clients see are the ones docs/tools.md lists (it is generated from the package).
  for (const x of tools) {
    if (!docs[x.name]) continue;  // the hub's own tools are described in prose there
    const a = x.annotations ?? {};
    const want = { 'read-only': a.readOnlyHint === true, idempotent: a.idempotentHint === true };
    for (const [flag, on] of Object.entries(want)) {
      if (docs[x.name].includes(flag) !== on) problems.push(`${x.name}: docs/tools.md says ${docs[x.name].join(', ')}, tools/list ${JSON.stringify(a)} (run unity/tools/gen-tools-doc.sh)`);
    }
  }

  // A destructive tool says what it destroys: its description names the deleting, clearing, closing, replacing or
  // reverting it does (or that it runs code or a menu item, which may do anything).
  const SAYS = /\b(delete|remove|clear|close|discard|revert|replace|undo|run)s?\b/i;
  for (const x of tools) {
    const a = x.annotations ?? {};
    if (a.readOnlyHint !== true && a.destructiveHint !== false && !SAYS.test(x.description ?? '')) {
      problems.push(`${x.name} is destructive but its description does not say what it destroys: "${x.description}"`);
    }
  }

  let jobId;
  const order = Object.keys(CALLS).filter((n) => CALLS[n].args && byName[n]);
  for (const name of order) {
    const { args, before: setup } = CALLS[name];
    if (setup) {
      const r = await s.call(setup[0], setup[1]);
      assert.notEqual(r.isError, true, `${name}'s setup ${setup[0]}: ${textOf(r)}`);
    }
    const a = byName[name].annotations ?? {};
    const readOnly = a.readOnlyHint === true;
    const idempotent = a.idempotentHint === true;
    // MCP's default for destructiveHint is true: a tool that does not say false is destructive.
    const destructive = !readOnly && a.destructiveHint !== false;
    const before = await snapshot(s, project);
    await host.status();
    const reloadsBefore = reloads();
    const first = await s.call(name, args, { timeout: scaled(180000) });
    if (first.isError) { problems.push(`${name}(${JSON.stringify(args)}) failed: ${textOf(first).slice(0, 300)}`); continue; }
    if (name === 'compile') jobId = json(first).jobId;
    let after = await snapshot(s, project);
    // The host's stdout is read apart from the MCP answers: a round trip to it first, so a reload's line is in.
    await host.status();
    const reloaded = reloads() > reloadsBefore;
    if (reloaded && !(docs[name] ?? []).includes('reloads')) problems.push(`${name}: its call reloaded the domain, but it is not marked Reloads`);
    if (readOnly) {
      const d = differences(before, after);
      if (reloaded) d.push('a domain reload');
      if (d.length) problems.push(`${name} is read-only but changed: ${d.join('; ')}`);
    }
    if (!destructive) {
      const gone = Object.keys(before.files).filter((f) => !(f in after.files));
      const was = objectsOf(before);
      const now = objectsOf(after);
      const objects = [];
      if (JSON.stringify(after.editor.scene) === JSON.stringify(before.editor.scene)) {
        for (const p of was) {
          const i = now.indexOf(p);
          if (i < 0) objects.push(p);
          else now.splice(i, 1);
        }
      }
      if (gone.length) problems.push(`${name} is not destructive but removed files: ${gone.join(', ')}`);
      if (objects.length) problems.push(`${name} is not destructive but objects are gone: ${objects.slice(0, 5).join(' | ')}`);
    }
    if (idempotent) {
      const second = await s.call(name, args, { timeout: scaled(180000) });
      if (second.isError) problems.push(`${name} is idempotent but its second call failed: ${textOf(second).slice(0, 300)}`);
      const again = await snapshot(s, project);
      const d = differences(withoutIds(after), withoutIds(again));
      if (d.length) problems.push(`${name} is idempotent but its second call changed: ${d.join('; ')}`);
      after = again;
    }
  }
  // get_job on the compile's job: read-only.
  if (jobId) {
    const before = await snapshot(s, project);
    const r = await s.call('get_job', { jobId });
    if (r.isError) problems.push(`get_job failed: ${textOf(r).slice(0, 200)}`);
    const d = differences(before, await snapshot(s, project));
    if (d.length) problems.push(`get_job is read-only but changed: ${d.join('; ')}`);
  }
  await s.call('set_play_mode', { action: 'Stop' });
  assert.deepEqual(problems, [], problems.join('\n'));
});
