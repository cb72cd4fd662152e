// End to end (issue 46): the editors as MCP resources, with the real package on the headless editor host and
// the sample project. A 2025-11-25 SDK client lists and reads them (the editors, an editor's state, console with
// its cursor, project, tools, the active scene's hierarchy and a GameObject of it), subscribes to the console and
// the hierarchy and is told when a log or a new GameObject changes them (the package's editor/changed counters),
// also after a domain reload; what cannot be followed or does not exist is refused, naming what there is. A
// 2026-07-28 client reads the same and follows the console on subscriptions/listen. The Agent Skill is a
// resource on both wires and a skill of the skills extension (digests that match what resources/read gives).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { ResourceUpdatedNotificationSchema, ResultSchema } from '../lib/sdk.mjs';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, sleep,
  e2eTest as test,
} from './lib/e2e.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const SETTINGS = { groups: { code: true, scenes: true }, autoStartHub: false, allowCodeExecution: true };
const RELOADED = /^reloaded \d+$/;

async function setup(t, name) {
  const hub = await startHub(t);
  const project = copyProject(t, { name, settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub, { watchListChanged: true });
  await waitEditor(s, project);
  const updated = [];
  s.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => { updated.push(n.params.uri); });
  const read = async (uri) => {
    const r = await s.client.readResource({ uri }, { timeout: scaled(60000) });
    assert.equal(r.contents.length, 1, JSON.stringify(r));
    const c = r.contents[0];
    assert.equal(c.uri, uri);
    return c.mimeType === 'application/json' ? JSON.parse(c.text) : c.text;
  };
  const refused = async (fn) => {
    try { await fn(); } catch (e) { return e; }
    assert.fail('expected an MCP error');
  };
  const log = async (text) => {
    const r = await s.call('execute_code', { code: `Debug.Log("${text}"); return 1;` }, { timeout: scaled(90000) });
    assert.notEqual(r.isError, true, textOf(r));
  };
  const { editors } = await read('patchbay://editors');
  assert.equal(editors.length, 1, JSON.stringify(editors));
  const base = `patchbay://editors/${encodeURIComponent(editors[0].id)}`;
  return { hub, project, host, s, read, refused, log, updated, base, editor: editors[0] };
}

test('an SDK client lists and reads the editor, its console with a cursor, its project, tools, hierarchy and a GameObject', T, async (t) => {
  const { s, read, refused, log, base, editor } = await setup(t, 'Readings');
  assert.equal(editor.state, 'ready');

  const { resources } = await s.client.listResources();
  const uris = resources.map((r) => r.uri);
  for (const kind of ['state', 'console', 'project', 'tools'])
    assert.ok(uris.includes(`${base}/${kind}`), `${kind} is listed: ${uris.join(', ')}`);
  const hierarchyUri = uris.find((u) => u.startsWith(`${base}/scenes/`) && u.endsWith('/hierarchy'));
  assert.ok(hierarchyUri, `the active scene's hierarchy is listed: ${uris.join(', ')}`);
  assert.ok(resources.every((r) => r.name && r.description && r.mimeType), JSON.stringify(resources));
  const { resourceTemplates } = await s.client.listResourceTemplates();
  assert.ok(resourceTemplates.some((r) => r.uriTemplate === 'patchbay://editors/{editor}/objects/{object}'));

  const state = await read(`${base}/state`);
  assert.equal(state.id, editor.id);
  assert.equal(state.editorState.playMode, 'edit', JSON.stringify(state));
  assert.equal(typeof state.editorState.consoleErrors, 'number');

  const project = await read(`${base}/project`);
  assert.ok(JSON.stringify(project).includes('Readings'), JSON.stringify(project));

  const tools = await read(`${base}/tools`);
  const core = tools.groups.find((g) => g.group === 'core');
  assert.ok(core?.tools.includes('get_game_object'), JSON.stringify(tools));
  assert.ok(tools.groups.find((g) => g.group === 'code')?.tools.includes('execute_code'));

  // The console, then only what came after its lastId.
  await log('resource reading one');
  const first = await read(`${base}/console`);
  assert.ok(first.entries.some((e) => e.message === 'resource reading one'), JSON.stringify(first));
  await log('resource reading two');
  const after = await read(`${base}/console/after/${first.lastId}`);
  assert.deepEqual(after.entries.map((e) => e.message), ['resource reading two'], JSON.stringify(after));

  // The sample scene's hierarchy, and one of its GameObjects with its components' fields.
  const hierarchy = await read(hierarchyUri);
  assert.ok(hierarchy.items?.length > 0, `a hierarchy: ${JSON.stringify(hierarchy).slice(0, 400)}`);
  const target = hierarchy.items.find((i) => i.path.includes('/'))?.path ?? hierarchy.items[0].path;
  const object = await read(`${base}/objects/${encodeURIComponent(target)}`);
  assert.ok(JSON.stringify(object).includes('Transform'), JSON.stringify(object).slice(0, 400));

  // Bad URIs: the spec's not-found error, naming what there is; nothing reaches another editor.
  const gone = await refused(() => s.client.readResource({ uri: 'patchbay://editors/Elsewhere%400000/console' }));
  assert.equal(gone.code, -32002);
  assert.match(gone.message, new RegExp(`the editors are: ${editor.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const shape = await refused(() => s.client.readResource({ uri: `${base}/logs` }));
  assert.equal(shape.code, -32002);
  assert.match(shape.message, /resources\/templates\/list/);
  const missing = await refused(() => s.client.readResource({ uri: `${base}/objects/NoSuchObject` }));
  assert.equal(missing.code, -32002);
  assert.match(missing.message, /NoSuchObject/);
});

test('subscriptions follow the console and the hierarchy, across a reload; what cannot be followed is refused', T, async (t) => {
  const { s, host, project, read, refused, log, updated, base } = await setup(t, 'Following');
  const consoleUri = `${base}/console`;
  const { resources } = await s.client.listResources();
  const hierarchyUri = resources.map((r) => r.uri).find((u) => u.endsWith('/hierarchy'));
  assert.deepEqual(await s.client.subscribeResource({ uri: consoleUri }), {});
  assert.deepEqual(await s.client.subscribeResource({ uri: hierarchyUri }), {});
  for (const uri of [`${base}/objects/Main%20Camera`, `${base}/console/after/1`, `${base}/project`]) {
    const e = await refused(() => s.client.subscribeResource({ uri }));
    assert.equal(e.code, -32602, uri);
    assert.match(e.message, /Cannot subscribe to .*(subscribe to|read it again)/, e.message);
  }
  const unknown = await refused(() => s.client.subscribeResource({ uri: 'patchbay://editors/Nobody%401/console' }));
  assert.equal(unknown.code, -32002);

  const count = (uri) => updated.filter((u) => u === uri).length;
  // The link's first counters (sent after its register) may still arrive: settle first.
  await sleep(scaled(1500));
  const c0 = count(consoleUri);
  await log('followed');
  await eventually(() => count(consoleUri) > c0, { timeoutMs: scaled(10000), what: 'resources/updated for the console' });
  assert.ok((await read(consoleUri)).entries.some((e) => e.message === 'followed'));

  const h0 = count(hierarchyUri);
  const made = await s.call('create_game_object', { name: 'FollowedObject' });
  assert.notEqual(made.isError, true, textOf(made));
  await eventually(() => count(hierarchyUri) > h0, { timeoutMs: scaled(10000), what: 'resources/updated for the hierarchy' });

  // A domain reload: the subscription holds, and the next log is told.
  const from = host.lines.length;
  host.send('reload');
  await host.waitLine(RELOADED, { from });
  await waitEditor(s, project);
  const c1 = count(consoleUri);
  await log('after the reload');
  await eventually(() => count(consoleUri) > c1, { timeoutMs: scaled(15000), what: 'resources/updated after the reload' });

  // Unsubscribed: no more updates for it.
  await s.client.unsubscribeResource({ uri: consoleUri });
  await sleep(scaled(1000));
  const c2 = count(consoleUri);
  await log('unfollowed');
  await sleep(scaled(2000));
  assert.equal(count(consoleUri), c2, 'no update after unsubscribe');
});

test('2026-07-28: the same reads, the console followed on subscriptions/listen, the Agent Skill as a skill', T, async (t) => {
  const { hub, s, read, log, base, editor } = await setup(t, 'Stateless');
  const c = statelessClient(hub.port);

  const { answer: discovered } = await c.request('server/discover');
  const caps = discovered.result.capabilities;
  assert.deepEqual(caps.resources, { subscribe: true, listChanged: true });
  assert.ok(caps.extensions['io.modelcontextprotocol/skills'], JSON.stringify(caps));

  const { answer: listed } = await c.request('resources/list');
  assert.ok(listed.result.resources.some((r) => r.uri === `${base}/console`), JSON.stringify(listed));
  assert.equal(listed.result.cacheScope, 'private');
  const { answer: state } = await c.request('resources/read', { uri: `${base}/state` });
  assert.equal(JSON.parse(state.result.contents[0].text).id, editor.id);
  const { answer: unknown } = await c.request('resources/read', { uri: 'patchbay://editors/Nobody%401/state' });
  assert.equal(unknown.error.code, -32602, JSON.stringify(unknown));

  const listen = await c.start('subscriptions/listen', {
    notifications: { resourceSubscriptions: [`${base}/console`, `${base}/objects/Main%20Camera`] },
  });
  t.after(() => listen.close());
  const ack = await listen.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged', scaled(10000), 'acknowledged');
  assert.deepEqual(ack.params.notifications.resourceSubscriptions, [`${base}/console`],
    'the GameObject, which cannot be followed, is left out of the acknowledged filter');
  await sleep(scaled(1500));
  const seen = () => listen.messages.filter((m) => m.method === 'notifications/resources/updated').length;
  const before = seen();
  await log('listened');
  await listen.waitFor(() => seen() > before, scaled(10000), 'resources/updated on the listen stream');

  // The Agent Skill: skills/list gives its entry, whose digest and size are those of the text resources/read gives.
  const { answer: skills } = await c.request('skills/list');
  assert.equal(skills.result.skills.length, 1, JSON.stringify(skills));
  const skill = skills.result.skills[0];
  assert.equal(skill.uri, 'skill://patchbay-unity/SKILL.md');
  assert.equal(skill.frontmatter.name, 'patchbay-unity');
  const { answer: body } = await c.request('resources/read', { uri: skill.uri });
  const text = body.result.contents[0].text;
  assert.equal(body.result.contents[0].mimeType, 'text/markdown');
  assert.equal(skill.resources[0].digest, `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`);
  assert.equal(skill.resources[0].size, Buffer.byteLength(text, 'utf8'));
  assert.match(text, /execute_code/, 'the skill lists the live tools');
  assert.match(text, new RegExp(`^---\\nname: patchbay-unity\\ndescription: "${skill.frontmatter.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\n---`));
  const { answer: got } = await c.request('skills/get', { uri: skill.uri });
  assert.deepEqual(got.result.skill, skill);
  const { answer: none } = await c.request('skills/get', { uri: 'skill://other/SKILL.md' });
  assert.equal(none.error.code, -32602);
  assert.match(none.error.message, /skill:\/\/patchbay-unity\/SKILL\.md/);

  // On 2025-11-25 the skill is an ordinary resource, and skills/* are not methods.
  assert.match(await read(skill.uri), /^---\nname: patchbay-unity/);
  await assert.rejects(s.client.request({ method: 'skills/list', params: {} }, ResultSchema),
    (e) => e.code === -32601);
});

test('an editor that quit: its resources answer why, then leave the list', T, async (t) => {
  const hub = await startHub(t, { args: ['--gone-listed-for', '3'] });
  const project = copyProject(t, { name: 'Leaving', settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const { contents } = await s.client.readResource({ uri: 'patchbay://editors' });
  const id = JSON.parse(contents[0].text).editors[0].id;
  const base = `patchbay://editors/${encodeURIComponent(id)}`;
  await host.stop();
  const state = await eventually(async () => {
    const r = await s.client.readResource({ uri: `${base}/state` });
    const v = JSON.parse(r.contents[0].text);
    return v.editorState === null ? v : false;
  }, { timeoutMs: scaled(20000), what: 'the state of an editor that quit' });
  assert.match(state.why, /not connected/);
  await eventually(async () => {
    try { await s.client.readResource({ uri: `${base}/console` }); return false; } catch (e) { return e.code === -32002; }
  }, { timeoutMs: scaled(20000), what: 'not found once it is no longer listed' });
});
