// `patchbay tools` and `patchbay call` against two real editor hosts whose projects switch different groups
// on and allow different things (issue 32): each project's directory lists its own editor's tools, with
// what is off there and why; --editor picks the other; a tool only the other editor has is named as such.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, hubCli, tempDir, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };

test('tools lists the routed editor\'s own tools; --editor picks another; a name matching none exits 3', T, async (t) => {
  const hub = await startHub(t);
  const root = tempDir(t);
  const alpha = copyProject(t, { name: 'Alpha', root, settings: { groups: { diagnostics: true }, autoStartHub: false } });
  const beta = copyProject(t, {
    name: 'Beta', root, settings: { groups: { search: true }, allowFileWrites: false, autoStartHub: false },
  });
  await Promise.all([
    startHost(t, { project: alpha, stateDir: hub.stateDir }),
    startHost(t, { project: beta, stateDir: hub.stateDir }),
  ]);
  const s = await connectClient(t, hub);
  const ea = await waitEditor(s, alpha, { extra: (e) => e.toolCount > 0 });
  const eb = await waitEditor(s, beta, { extra: (e) => e.toolCount > 0 });

  const inAlpha = await hubCli(hub, ['tools'], { cwd: alpha });
  assert.equal(inAlpha.code, 0, inAlpha.stderr);
  assert.ok(inAlpha.stdout.includes(`Tools of ${ea.id} (cwd)`), inAlpha.stdout);
  assert.match(inAlpha.stdout, /^diagnostics:$/m);
  assert.match(inAlpha.stdout, /^ {2}ping /m);
  assert.doesNotMatch(inAlpha.stdout, /^search:$/m, 'Beta\'s group is not Alpha\'s');
  assert.doesNotMatch(inAlpha.stdout, /\[off: needs allowFileWrites\]/, 'Alpha allows file writes');
  assert.match(inAlpha.stdout, /Groups switched off in this project[^\n]*search/);

  const inBeta = await hubCli(hub, ['tools'], { cwd: beta });
  assert.equal(inBeta.code, 0, inBeta.stderr);
  assert.ok(inBeta.stdout.includes(`Tools of ${eb.id} (cwd)`), inBeta.stdout);
  assert.match(inBeta.stdout, /^search:$/m);
  assert.doesNotMatch(inBeta.stdout, /^ {2}ping /m, 'Alpha\'s diagnostics are not Beta\'s');
  assert.match(inBeta.stdout, /^ {2}save_scene .*\[off: needs allowFileWrites\]$/m, 'off in Beta, with the setting');
  assert.match(inBeta.stdout, /Groups switched off in this project[^\n]*diagnostics/);

  const picked = await hubCli(hub, ['tools', '--editor', 'Beta'], { cwd: alpha });
  assert.equal(picked.code, 0, picked.stderr);
  assert.ok(picked.stdout.includes(`Tools of ${eb.id} (pinned)`), picked.stdout);
  assert.match(picked.stdout, /^search:$/m);

  const elsewhere = await hubCli(hub, ['call', 'ping'], { cwd: beta });
  assert.equal(elsewhere.code, 2, elsewhere.stderr);
  assert.match(elsewhere.stderr, /no tool "ping" in the editor this command routes to/);
  assert.match(elsewhere.stderr, /Another editor the hub knows has it/);
  const there = await hubCli(hub, ['call', 'ping', '--editor', 'Alpha'], { cwd: beta });
  assert.equal(there.code, 0, there.stderr);

  const none = await hubCli(hub, ['tools', '--editor', 'Gamma'], { cwd: alpha });
  assert.equal(none.code, 3, none.stderr);
  assert.ok(none.stderr.includes('Gamma') && none.stderr.includes(ea.id) && none.stderr.includes(eb.id), none.stderr);
  assert.equal(none.stdout, '');
});
