// Which editor a tools/call goes to (DESIGN §3): the `editor` argument, the session's selection or pin,
// the working directory, the only editor, otherwise an error that says how to choose. Sessions are
// isolated from each other, and a selection survives reloads, reconnects and restarts.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { hubBinary } from '../lib/paths.mjs';
import { scaled } from '../lib/time.mjs';
import {
  test, startHub, addEditor, connectClient, projectsRoot, makeProject, textOf, answeredBy, echoTool, failTool,
  blockTool, eventually,
} from './lib/harness.mjs';

async function twoEditors(t, hub, extra = {}) {
  const root = projectsRoot(t);
  const alpha = await addEditor(t, hub, { project: 'Alpha', projectPath: makeProject(root, 'Alpha'), alias: 'client', ...extra.alpha });
  const beta = await addEditor(t, hub, { project: 'Beta', projectPath: makeProject(root, 'Beta'), alias: 'server', ...extra.beta });
  return { root, alpha, beta };
}

test('two editors, three sessions: each session reaches only its own editor', async (t) => {
  const hub = await startHub(t);
  const { alpha, beta } = await twoEditors(t, hub);
  const a = await connectClient(t, hub, { name: 'session-a' });
  const b = await connectClient(t, hub, { name: 'session-b' });
  const c = await connectClient(t, hub, { name: 'session-c', initMeta: { 'patchbay/editor': 'client' } });
  const selA = await a.select('Alpha');
  assert.notEqual(selA.isError, true, textOf(selA));
  const selB = await b.select(beta.id);
  assert.notEqual(selB.isError, true, textOf(selB));
  // Interleaved, concurrent calls.
  const calls = [];
  for (let i = 0; i < 5; i++) {
    calls.push(a.call('echo', { n: i }).then((r) => ['a', r]));
    calls.push(b.call('echo', { n: i }).then((r) => ['b', r]));
    calls.push(c.call('echo', { n: i }).then((r) => ['c', r]));
  }
  const want = { a: alpha.id, b: beta.id, c: alpha.id };
  for (const [who, r] of await Promise.all(calls)) assert.equal(answeredBy(r), want[who], `session ${who}`);
  assert.equal(alpha.runCount('echo'), 10);
  assert.equal(beta.runCount('echo'), 5);
  const [la, lb, lc] = await Promise.all([a.listEditors(), b.listEditors(), c.listEditors()]);
  assert.deepEqual(la.session, { editor: alpha.id, reason: 'selected' });
  assert.deepEqual(lb.session, { editor: beta.id, reason: 'selected' });
  assert.deepEqual(lc.session, { editor: alpha.id, reason: 'pinned' });
  assert.deepEqual(la.editors.filter((e) => e.selected).map((e) => e.id), [alpha.id]);
  assert.deepEqual(lb.editors.filter((e) => e.selected).map((e) => e.id), [beta.id]);
});

test('the only connected editor is chosen without a selection', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  const solo = await addEditor(t, hub, { project: 'Solo', projectPath: makeProject(root, 'Solo') });
  const s = await connectClient(t, hub);
  assert.equal(answeredBy(await s.call('echo', { text: 'x' })), solo.id);
  const l = await s.listEditors();
  assert.deepEqual(l.session, { editor: solo.id, reason: 'only' });
  assert.equal(l.editors.length, 1);
});

test('no editor connected: a tool error, not a JSON-RPC error', async (t) => {
  const hub = await startHub(t, { firstListWait: 0.2 });
  const gone = await addEditor(t, hub, { project: 'Gone' });
  await gone.quit(); // its tools stay known (cache), the editor is gone
  const s = await connectClient(t, hub);
  const r = await s.call('echo', {});
  assert.equal(r.isError, true);
  assert.match(textOf(r), /no (unity )?editor/i);
  const l = await s.listEditors();
  assert.equal(l.session.editor, null);
  assert.equal(l.session.reason, 'none');
  // Why, in the session's own words (issue 32: `patchbay tools` prints it).
  assert.equal(l.session.error, 'no_editor');
  assert.match(l.session.message, /No Unity editor is connected/);
});

test('several editors and none chosen: the error lists the ids and says how to choose', async (t) => {
  const hub = await startHub(t);
  const { alpha, beta } = await twoEditors(t, hub);
  const s = await connectClient(t, hub);
  const r = await s.call('echo', {});
  assert.equal(r.isError, true);
  const text = textOf(r);
  assert.ok(text.includes(alpha.id) && text.includes(beta.id), `lists both ids: ${text}`);
  assert.match(text, /select_editor/);
  assert.match(text, /\beditor\b/);
  assert.equal(alpha.runCount('echo') + beta.runCount('echo'), 0);
  const { session } = await s.listEditors();
  assert.equal(session.editor, null);
  assert.equal(session.reason, 'none');
  assert.ok(session.error && session.message.includes(alpha.id) && session.message.includes(beta.id),
    `says why, naming both: ${JSON.stringify(session)}`);
});

test('working directory: Patchbay-Cwd header or initialize _meta picks the project that contains it', async (t) => {
  const hub = await startHub(t);
  const { root, alpha, beta } = await twoEditors(t, hub);
  const inAlpha = await connectClient(t, hub, { headers: { 'Patchbay-Cwd': `${alpha.projectPath}/Assets/Scripts` } });
  const inBeta = await connectClient(t, hub, { initMeta: { 'patchbay/cwd': beta.projectPath } });
  const outside = await connectClient(t, hub, { headers: { 'Patchbay-Cwd': root } });
  assert.equal(answeredBy(await inAlpha.call('echo', {})), alpha.id);
  assert.equal(answeredBy(await inBeta.call('echo', {})), beta.id);
  assert.deepEqual((await inAlpha.listEditors()).session, { editor: alpha.id, reason: 'cwd' });
  assert.deepEqual((await inBeta.listEditors()).session, { editor: beta.id, reason: 'cwd' });
  const r = await outside.call('echo', {});
  assert.equal(r.isError, true, 'a cwd above both projects matches neither');
  // A selection beats the cwd.
  await inAlpha.select('Beta');
  assert.equal(answeredBy(await inAlpha.call('echo', {})), beta.id);
});

test('pins: Patchbay-Editor and Patchbay-Project headers on initialize', async (t) => {
  const hub = await startHub(t);
  const { alpha, beta } = await twoEditors(t, hub);
  const byAlias = await connectClient(t, hub, { headers: { 'Patchbay-Editor': 'server' } });
  const byProject = await connectClient(t, hub, { headers: { 'Patchbay-Project': alpha.projectPath } });
  const byMeta = await connectClient(t, hub, { initMeta: { 'patchbay/project': beta.projectPath } });
  assert.equal(answeredBy(await byAlias.call('echo', {})), beta.id);
  assert.equal(answeredBy(await byProject.call('echo', {})), alpha.id);
  assert.equal(answeredBy(await byMeta.call('echo', {})), beta.id);
  assert.equal((await byAlias.listEditors()).session.reason, 'pinned');
});

test('a Patchbay-Project header in MCP\'s base64 value encoding pins a project whose path is not ASCII', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  await addEditor(t, hub, { project: 'Plain', projectPath: makeProject(root, 'Plain'), tools: [echoTool()] });
  const umlaut = await addEditor(t, hub, { project: 'Übung', projectPath: makeProject(root, 'Spiel Übung'), tools: [echoTool()] });
  // What `patchbay setup CLIENT --http --project DIR` writes for such a path (docs/setup.md).
  const encoded = `=?base64?${Buffer.from(umlaut.projectPath, 'utf8').toString('base64')}?=`;
  const s = await connectClient(t, hub, { headers: { 'Patchbay-Project': encoded } });
  assert.equal(answeredBy(await s.call('echo', {})), umlaut.id);
  assert.equal((await s.listEditors()).session.reason, 'pinned');
});

test('the editor argument: id, alias or project name; beats the selection; is stripped before forwarding', async (t) => {
  const hub = await startHub(t);
  const { alpha, beta } = await twoEditors(t, hub);
  const s = await connectClient(t, hub);
  await s.select('Alpha');
  for (const name of [beta.id, 'server', 'Beta']) {
    const r = await s.call('echo', { text: 'hi', editor: name });
    assert.equal(answeredBy(r), beta.id, `editor: ${name}`);
    assert.deepEqual(r.structuredContent.args, { text: 'hi' }, 'the editor argument is not forwarded');
  }
  const forwarded = beta.calls.map((c) => c.msg.params.arguments);
  assert.ok(forwarded.every((a) => !('editor' in a)), JSON.stringify(forwarded));
  assert.equal(answeredBy(await s.call('echo', {})), alpha.id, 'the selection still applies without the argument');
});

test('the editor argument: unknown and ambiguous names are tool errors that list the candidates', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  const one = await addEditor(t, hub, { project: 'Twin', projectPath: makeProject(root, 'a/Twin') });
  const two = await addEditor(t, hub, { project: 'Twin', projectPath: makeProject(root, 'b/Twin') });
  assert.notEqual(one.id, two.id);
  const s = await connectClient(t, hub);
  const unknown = await s.call('echo', { editor: 'Nope' });
  assert.equal(unknown.isError, true);
  assert.ok(textOf(unknown).includes(one.id) && textOf(unknown).includes(two.id), textOf(unknown));
  const ambiguous = await s.call('echo', { editor: 'Twin' });
  assert.equal(ambiguous.isError, true);
  assert.ok(textOf(ambiguous).includes(one.id) && textOf(ambiguous).includes(two.id), textOf(ambiguous));
  assert.equal(one.runCount('echo') + two.runCount('echo'), 0);
  // select_editor gives the same kind of answers.
  const selUnknown = await s.select('Nope');
  assert.equal(selUnknown.isError, true);
  const selAmbiguous = await s.select('Twin');
  assert.equal(selAmbiguous.isError, true);
  assert.ok(textOf(selAmbiguous).includes(one.id) && textOf(selAmbiguous).includes(two.id));
  assert.equal((await s.listEditors()).session.editor, null);
  const ok = await s.select(two.id);
  assert.notEqual(ok.isError, true, textOf(ok));
  assert.equal(answeredBy(await s.call('echo', {})), two.id);
});

test('fan-out: "*" and a list give one labelled result per editor; isError only when all fail', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  const okTool = failTool('maybe_fail');
  okTool.handler = () => 'fine';
  const alpha = await addEditor(t, hub, { project: 'Alpha', projectPath: makeProject(root, 'Alpha'), tools: [echoTool(), failTool('maybe_fail')] });
  const beta = await addEditor(t, hub, { project: 'Beta', projectPath: makeProject(root, 'Beta'), tools: [echoTool(), okTool] });
  const gamma = await addEditor(t, hub, { project: 'Gamma', projectPath: makeProject(root, 'Gamma'), tools: [echoTool(), failTool('maybe_fail')] });
  const s = await connectClient(t, hub);

  const all = await s.call('echo', { text: 'x', editor: '*' });
  assert.notEqual(all.isError, true);
  const ids = [alpha.id, beta.id, gamma.id];
  assert.deepEqual(all.structuredContent.results.map((r) => r.editor).sort(), [...ids].sort());
  for (const r of all.structuredContent.results) {
    assert.equal(r.isError, false);
    assert.equal(r.structuredContent.editor, r.editor, 'each result comes from the editor it is labelled with');
    assert.ok(Array.isArray(r.content));
  }
  assert.equal(all.content.length, 3);
  for (const block of all.content) assert.match(block.text, /^\[[^\]]+@[0-9a-f]{8}\] /);
  assert.deepEqual(all.content.map((b) => /^\[([^\]]+)\]/.exec(b.text)[1]).sort(), [...ids].sort());

  const some = await s.call('echo', { editor: ['Alpha', gamma.id] });
  assert.deepEqual(some.structuredContent.results.map((r) => r.editor).sort(), [alpha.id, gamma.id].sort());
  assert.equal(beta.runCount('echo'), 1);

  const mixed = await s.call('maybe_fail', { editor: '*' });
  assert.notEqual(mixed.isError, true, 'one success is enough');
  assert.deepEqual(mixed.structuredContent.results.filter((r) => r.isError).map((r) => r.editor).sort(), [alpha.id, gamma.id].sort());
  const allFail = await s.call('maybe_fail', { editor: [alpha.id, gamma.id] });
  assert.equal(allFail.isError, true);
  assert.equal(allFail.structuredContent.results.length, 2);
});

test('a selection survives a reload, a reconnect and a restart of the editor (same id)', async (t) => {
  const hub = await startHub(t, { grace: 10 });
  const { alpha, beta } = await twoEditors(t, hub);
  const s = await connectClient(t, hub);
  await s.select('server');
  assert.equal(answeredBy(await s.call('echo', {})), beta.id);

  await beta.reload();
  assert.equal(answeredBy(await s.call('echo', {})), beta.id, 'after a reload');

  await beta.vanish();
  await beta.connect();
  assert.equal(answeredBy(await s.call('echo', {})), beta.id, 'after a reconnect');

  await beta.restart();
  assert.equal(answeredBy(await s.call('echo', {})), beta.id, 'after a restart');
  const l = await s.listEditors();
  assert.deepEqual(l.session, { editor: beta.id, reason: 'selected' });
  assert.equal(alpha.runCount('echo'), 0);
});

test('a call made while the selected editor reloads is held and reaches it, not the other editor', async (t) => {
  const hub = await startHub(t);
  const { alpha, beta } = await twoEditors(t, hub, { beta: { tools: [echoTool(), blockTool()] } });
  const s = await connectClient(t, hub);
  await s.select('Beta');
  await beta.beginReload();
  await eventually(async () => (await s.listEditors()).editors.find((e) => e.id === beta.id)?.state === 'reloading',
    { what: 'Beta reported as reloading' });
  const held = s.call('echo', { text: 'held' });
  await beta.finishReload();
  assert.equal(answeredBy(await held), beta.id);
  assert.equal(alpha.runCount('echo'), 0);
});

// The SDK's Client.callTool validates structuredContent against the listed outputSchema, so the hub
// relaxes editor tools' output schemas (no required fields, plus a `results` array) for fan-out
// results ({results: [...]}) to validate as well as single ones.
test('fan-out of a tool with an outputSchema works through the SDK\'s callTool', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  await addEditor(t, hub, { project: 'Alpha', projectPath: makeProject(root, 'Alpha') });
  await addEditor(t, hub, { project: 'Beta', projectPath: makeProject(root, 'Beta') });
  const s = await connectClient(t, hub);
  await s.client.listTools();
  const r = await s.client.callTool({ name: 'echo', arguments: { editor: '*' } });
  assert.equal(r.content.length, 2);
  assert.equal(r.structuredContent.results.length, 2);
  const single = await s.client.callTool({ name: 'echo', arguments: { editor: 'Alpha' } });
  assert.ok(single.structuredContent && !single.isError);
});

// Issue 34: a development build's runtime part registers as kind "player" (docs/protocol.md §4.1).
test('a player is listed beside the editor, reached by name only, and refuses editor tools naming its kind', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  const editor = await addEditor(t, hub, {
    project: 'Game', projectPath: makeProject(root, 'Game'), tools: [echoTool(), echoTool('compile')],
  });
  const build = { productName: 'Game', version: '1.2', development: true };
  const player = await addEditor(t, hub, {
    project: 'Game', projectPath: path.join(root, 'Build', 'Game_Data'), kind: 'player', build,
    platform: 'LinuxPlayer', playMode: 'playing',
  });
  assert.notEqual(player.editorId, editor.editorId);
  assert.equal(player.editorId, player.id, 'the test editor derives the same id as the hub');
  const s = await connectClient(t, hub);
  const l = await s.listEditors();
  const byId = Object.fromEntries(l.editors.map((e) => [e.id, e]));
  assert.equal(byId[editor.id].kind, 'editor');
  assert.equal(byId[player.id].kind, 'player');
  assert.equal(byId[player.id].platform, 'LinuxPlayer');
  assert.deepEqual(byId[player.id].build, build);
  const listed = textOf(await s.call('list_editors', {}));
  assert.ok(listed.includes(`${player.id} [player, LinuxPlayer]: `), listed);
  // The only editor is still chosen without a selection; "*" reaches editors only.
  assert.deepEqual(l.session, { editor: editor.id, reason: 'only' });
  assert.equal(answeredBy(await s.call('echo', {})), editor.id);
  assert.equal(answeredBy(await s.call('echo', { editor: player.id })), player.id);
  // Selected, the player answers; an editor tool is refused by the hub, naming the kind of target.
  const sel = await s.select(player.id);
  assert.notEqual(sel.isError, true, textOf(sel));
  assert.equal(answeredBy(await s.call('echo', {})), player.id);
  const compile = await s.call('compile', {});
  assert.equal(compile.isError, true);
  assert.match(textOf(compile), /player .* has no tool compile: compile is an editor tool/);
  assert.ok(textOf(compile).includes(editor.id), `names where it is: ${textOf(compile)}`);
  assert.equal(editor.runCount('compile'), 0);
  // The player leaves for good: the selection names a target that is gone, and says so.
  await player.quit();
  const after = await s.call('echo', {});
  assert.equal(after.isError, true);
  assert.match(textOf(after), /player .* has left/);
  assert.equal(editor.runCount('echo'), 1);
});


// Issue 34: a session on a player lists the player's tools (the runtime subset), told by list_changed when it
// selects a player and when it leaves it again.
test('tools/list of a session that selected a player shows its tools only; selecting tells the client to list again', async (t) => {
  const hub = await startHub(t);
  const root = projectsRoot(t);
  const editor = await addEditor(t, hub, {
    project: 'Game', projectPath: makeProject(root, 'Game'), tools: [echoTool(), echoTool('compile')],
  });
  const player = await addEditor(t, hub, {
    project: 'Game', projectPath: path.join(root, 'Build', 'Game_Data'), kind: 'player',
    build: { productName: 'Game', version: '1.2', development: true }, platform: 'LinuxPlayer', playMode: 'playing',
  });
  const s = await connectClient(t, hub, { watchListChanged: true });
  const other = await connectClient(t, hub);
  const names = async (session) => (await session.listTools()).map((x) => x.name);
  assert.ok((await names(s)).includes('compile'), 'the union before a player is selected');
  const before = s.listChanged.length;
  assert.notEqual((await s.select(player.id)).isError, true);
  await eventually(() => s.listChanged.length > before, { what: 'list_changed after selecting the player' });
  const onPlayer = await names(s);
  assert.ok(onPlayer.includes('echo'), onPlayer.join(', '));
  assert.ok(!onPlayer.includes('compile'), `an editor tool is not listed for a player: ${onPlayer.join(', ')}`);
  assert.ok(onPlayer.includes('select_editor'), 'the hub\'s own tools stay');
  assert.ok((await names(other)).includes('compile'), 'other sessions keep the union');
  const again = s.listChanged.length;
  assert.notEqual((await s.select(editor.id)).isError, true);
  await eventually(() => s.listChanged.length > again, { what: 'list_changed after leaving the player' });
  assert.ok((await names(s)).includes('compile'));
});

// Issue 45: an editor that quit is listed as such for a while (--gone-listed-for), then no longer — in
// list_editors and in `patchbay editors` alike — while the one still running stays; routing still
// knows the gone one (a call pinned to it says it is gone, not that it never existed).
test('an editor that quit leaves the listings after --gone-listed-for; the others stay', async (t) => {
  // With the default (5 minutes), an editor that just quit is listed, as disconnected.
  const first = await startHub(t);
  const one = await twoEditors(t, first);
  const s1 = await connectClient(t, first);
  await one.beta.quit();
  assert.deepEqual((await s1.listEditors()).editors.map((e) => `${e.id}:${e.state}`).sort(),
    [`${one.alpha.id}:ready`, `${one.beta.id}:disconnected`].sort(), 'just after it quit, it is listed as disconnected');

  const hub = await startHub(t, { args: ['--gone-listed-for', '1'] });
  const { alpha, beta } = await twoEditors(t, hub);
  const s = await connectClient(t, hub);
  await beta.quit();
  const cliEditors = () => new Promise((resolve) => {
    execFile(hubBinary, ['editors', '--state-dir', hub.stateDir], { timeout: scaled(30000) },
      (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr }));
  });
  await eventually(async () => (await s.listEditors()).editors.length === 1, { what: 'the quit editor to leave list_editors' });
  assert.deepEqual((await s.listEditors()).editors.map((e) => e.id), [alpha.id]);
  const cli = await cliEditors();
  assert.equal(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, new RegExp(alpha.id), cli.stdout);
  assert.doesNotMatch(cli.stdout, new RegExp(beta.id), 'patchbay editors no longer lists it either');
  const pinned = await s.call('echo', { editor: beta.id });
  assert.equal(pinned.isError, true);
  assert.match(textOf(pinned), /is not connected/, textOf(pinned));
});
