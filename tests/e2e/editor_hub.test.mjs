// End to end (issue 4): the real Unity package on the headless editor host, through the real hub, with
// the official MCP SDK client over Streamable HTTP. Registration, tool listing and calls, metadata
// updates, two editors routed separately, hub restarts (SIGTERM and SIGKILL), a wrong token.
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, editorOf, textOf, eventually, tempDir,
  counterAnswer, readCounter, assertExactlyOnce, errorKind,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };

test('the host registers, its tools are listed with the editor argument and called', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Alpha' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub, { name: 'e2e-client', version: '1.2.3' });

  const ed = await waitEditor(s, project);
  assert.match(ed.id, /^Alpha@[0-9a-f]{8}$/);
  assert.equal(ed.projectName, 'Alpha');
  assert.equal(ed.dataPath, path.join(project, 'Assets'));
  assert.equal(ed.packageVersion, JSON.parse(readFileSync(path.join(import.meta.dirname, '../../unity/com.patchbay.unity/package.json'), 'utf8')).version);
  assert.equal(ed.playMode, 'edit');
  assert.deepEqual(ed.activeScene, { name: 'Main', path: 'Assets/Scenes/Main.unity' });
  assert.equal(ed.pid, host.proc.pid, 'the pid is the host process (one editor process across reloads)');

  const tools = await s.listTools();
  const names = tools.map((x) => x.name);
  for (const n of ['list_editors', 'select_editor', 'ping', 'get_project_info', 'increment_counter', 'open_scene', 'set_play_mode']) {
    assert.ok(names.includes(n), `${n} is listed: ${names.join(' ')}`);
  }
  assert.ok(!names.includes('run_tests'), 'a group that is off (tests) is not listed');
  const inc = tools.find((x) => x.name === 'increment_counter');
  assert.equal(inc.inputSchema.properties.editor?.type, 'string', 'the hub adds its editor argument');
  assert.equal(inc.inputSchema.properties.delayMs?.type, 'integer');
  assert.equal(inc._meta?.['patchbay/group'], 'diagnostics');
  // The editor is listed a moment before its tool list arrives: read the count once it has.
  const counted = await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  assert.equal(counted.toolCount, tools.length - 2, 'list_editors counts the editor tools (all but the two built-ins)');

  const ping = await s.call('ping', {});
  assert.notEqual(ping.isError, true, textOf(ping));
  assert.match(textOf(ping), /pong/i);

  const info = await s.call('get_project_info', {});
  assert.notEqual(info.isError, true, textOf(info));
  assert.equal((info.structuredContent ?? JSON.parse(textOf(info))).projectPath, project);

  const a = counterAnswer(await s.call('increment_counter', { counter: 'e2e' }));
  const b = counterAnswer(await s.call('increment_counter', { counter: 'e2e', editor: ed.id }));
  assert.deepEqual([a.value, b.value], [1, 2]);
  assertExactlyOnce(project, 'e2e', [a, b]);

  // The package validates arguments; the hub passes the error through as a tool error.
  const bad = await s.call('increment_counter', { counter: 'no spaces allowed' });
  assert.equal(bad.isError, true);
  assert.equal(errorKind(bad), 'invalid_arguments', textOf(bad));
  assert.equal(readCounter(project, 'e2e').value, 2, 'a refused call changes nothing');

  // A tool whose group is off is refused by the hub or the editor, clearly.
  await assert.rejects(s.call('run_tests', {}), (err) => {
    assert.equal(err.code, -32602);
    assert.match(err.message, /Unknown tool: run_tests/);
    return true;
  }, 'run_tests (group off) is an unknown tool');
});

test('metadata updates arrive: scene opened, play mode entered and left, ready again after a compile', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Meta' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);

  const opened = await s.call('open_scene', { path: 'Assets/Scenes/Second.unity' });
  assert.notEqual(opened.isError, true, textOf(opened));
  await waitEditor(s, project, { extra: (e) => e.activeScene?.path === 'Assets/Scenes/Second.unity' && e.activeScene?.name === 'Second' });

  // Entering play mode reloads the domain; set_play_mode answers from the new domain.
  const play = await s.call('set_play_mode', { action: 'Play' }, { timeout: scaled(60000) });
  assert.notEqual(play.isError, true, textOf(play));
  const playing = await waitEditor(s, project, { state: 'playing', extra: (e) => e.playMode === 'playing' });
  assert.equal(playing.activeScene.path, 'Assets/Scenes/Second.unity', 'the scene survives the play-mode reload');
  assert.equal((await host.status()).playing, 'true');

  // Through the host's stdin this time (as if the user pressed Stop).
  await host.command('stop', /^stop requested$/);
  await waitEditor(s, project, { extra: (e) => e.playMode === 'edit' });

  // A compile from stdin: the hub hears about it, and the editor comes back ready afterwards.
  const from = host.lines.length;
  host.send('compile');
  await host.waitLine(/^compiled ok$/, { from, what: 'compiled ok' });
  await host.waitLine(/^reloaded \d+$/, { from, what: 'reload after compile' });
  const after = await waitEditor(s, project, { extra: (e) => e.compiling === false && e.playMode === 'edit' });
  assert.equal(after.activeScene.path, 'Assets/Scenes/Second.unity');
  const ping = await s.call('ping', {});
  assert.notEqual(ping.isError, true, textOf(ping));
});

test('two hosts on two project copies are routed separately', T, async (t) => {
  const hub = await startHub(t);
  const root = tempDir(t);
  const alpha = copyProject(t, { name: 'Alpha', root });
  const beta = copyProject(t, { name: 'Beta', root });
  await Promise.all([
    startHost(t, { project: alpha, stateDir: hub.stateDir }),
    startHost(t, { project: beta, stateDir: hub.stateDir }),
  ]);
  const sa = await connectClient(t, hub, { name: 'client-a' });
  const sb = await connectClient(t, hub, { name: 'client-b' });
  const sc = await connectClient(t, hub, { name: 'client-c' });
  const ea = await waitEditor(sa, alpha);
  const eb = await waitEditor(sa, beta);
  assert.notEqual(ea.id, eb.id);

  // With two editors and no choice, a call is refused and names both.
  const unrouted = await sc.call('increment_counter', { counter: 'route' });
  assert.equal(unrouted.isError, true, 'two editors and none chosen');
  assert.ok(textOf(unrouted).includes(ea.id) && textOf(unrouted).includes(eb.id), textOf(unrouted));

  for (const [s, e] of [[sa, ea], [sb, eb]]) {
    const r = await s.call('select_editor', { editor: e.id });
    assert.notEqual(r.isError, true, textOf(r));
  }
  const answers = { a: [], b: [], c: [] };
  const loop = async (s, list, n, args = {}) => {
    for (let i = 0; i < n; i++) list.push(counterAnswer(await s.call('increment_counter', { counter: 'route', ...args })));
  };
  // Interleaved, concurrently: a session pinned to each editor, and one naming the editor per call.
  await Promise.all([
    loop(sa, answers.a, 8),
    loop(sb, answers.b, 5),
    loop(sc, answers.c, 4, { editor: 'Beta' }),
  ]);
  assertExactlyOnce(alpha, 'route', answers.a);
  assertExactlyOnce(beta, 'route', [...answers.b, ...answers.c]);
  assert.equal(readCounter(alpha, 'route').value, 8);
  assert.equal(readCounter(beta, 'route').value, 9);

  const pa = await sa.call('get_project_info', {});
  const pb = await sb.call('get_project_info', {});
  assert.equal(JSON.parse(textOf(pa)).projectPath, alpha);
  assert.equal(JSON.parse(textOf(pb)).projectPath, beta);
  assert.deepEqual((await sa.listEditors()).session?.editor, ea.id);
  assert.deepEqual((await sb.listEditors()).session?.editor, eb.id);
});

for (const [signal, duringReload] of [['SIGTERM', false], ['SIGKILL', false], ['SIGKILL', true]]) {
  const when = duringReload ? ', while the editor reloads' : '';
  test(`a hub restart (${signal}${when}) is survived: the host finds the new hub through hub.json by itself`, T, async (t) => {
    const stateDir = tempDir(t, 'patchbay-e2e-state-');
    const hub1 = await startHub(t, { stateDir });
    const project = copyProject(t, { name: 'Restart' });
    const host = await startHost(t, { project, stateDir });
    const s1 = await connectClient(t, hub1);
    const e1 = await waitEditor(s1, project);
    const first = counterAnswer(await s1.call('increment_counter', { counter: 'restart' }));

    const from = host.lines.length;
    if (duringReload) host.send('reload');
    hub1.proc.kill(signal);
    await eventually(() => !hub1.alive(), { what: 'hub 1 exited' });
    if (duringReload) await host.waitLine(/^reloaded \d+$/, { from, what: 'the reload' });
    const hub2 = await startHub(t, { stateDir });
    assert.notEqual(hub2.port, hub1.port, 'the new hub has a new port');
    assert.notEqual(hub2.token, hub1.token, 'the new hub has a new token');

    const s2 = await connectClient(t, hub2);
    const e2 = await waitEditor(s2, project, { timeoutMs: scaled(45000) });
    assert.equal(e2.id, e1.id, 'same editor id after the hub restart');
    const second = counterAnswer(await s2.call('increment_counter', { counter: 'restart' }));
    assert.equal(second.value, 2);
    assertExactlyOnce(project, 'restart', [first, second]);
    assert.ok(host.alive());
    assert.doesNotMatch(host.stderr(), /Exception|fatal/i, 'no exception in the host log');
  });
}

test('a wrong token is reported clearly in the editor log; the hub keeps serving others', T, async (t) => {
  const hub = await startHub(t);
  const root = tempDir(t);
  const good = copyProject(t, { name: 'Good', root });
  const wrong = copyProject(t, { name: 'Wrong', root });
  await startHost(t, { project: good, stateDir: hub.stateDir });
  const bad = await startHost(t, {
    project: wrong, hub: `http://127.0.0.1:${hub.port}`, token: 'not-the-token',
  });
  const s = await connectClient(t, hub);
  await waitEditor(s, good);

  // The log says the hub refused the token, and what to do about it.
  await eventually(() => /token/i.test(bad.stderr()) && /(refused|rejected|401|unauthori[sz]ed)/i.test(bad.stderr()),
    { timeoutMs: scaled(20000), what: `a wrong-token message in the host log; stderr so far:\n${bad.stderr()}` });
  const msg = bad.stderr().split('\n').find((l) => /token/i.test(l) && /(refused|rejected|401|unauthori[sz]ed)/i.test(l));
  assert.match(msg, /(PATCHBAY_TOKEN|hub\.json|hubToken|--token)/, `the message says how to fix it: ${msg}`);
  // Once, not per attempt: let a few reconnect attempts go by.
  await new Promise((r) => setTimeout(r, scaled(4000)));
  const count = bad.stderr().split('\n').filter((l) => l === msg).length;
  assert.ok(count <= 2, `the same message is not repeated on every attempt (${count} times)`);

  assert.equal(await editorOf(s, wrong), undefined, 'the refused editor is not listed');
  assert.ok(hub.alive());
  const r = counterAnswer(await s.call('increment_counter', { counter: 'still' }));
  assert.equal(r.value, 1);
  assert.ok(bad.alive(), 'the refused editor keeps running');
});
