// Limits of the editor side (issue 12, docs/security.md "Limits"): editors registered at once
// (--max-editors), editor calls in flight per MCP session (--max-calls-per-session) and calls waiting for
// or running in one editor (--max-pending-per-editor). Each is answered with a clear error that names the
// limit, and nothing already accepted is lost: the calls in flight finish, the editors registered keep
// working, and once there is room again the refused work goes through.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, answeredBy, echoTool, blockTool, eventually,
} from './lib/harness.mjs';
import { TestEditor } from '../editor-double/test_editor.mjs';

const tools = () => [echoTool(), blockTool()];

// Starts `block` calls that stay running until released; resolves once the editor has run `total` block
// calls in all (the test double runs calls concurrently unless serial).
async function blocked(s, ed, keys, total) {
  const answers = keys.map((key) => s.call('block', { key }));
  await eventually(() => ed.runCount('block') >= total, { what: `${total} block calls running` });
  return answers;
}

test('--max-editors: one more editor is refused with -32042 and close 4004; the others keep working; room again lets it in', async (t) => {
  const hub = await startHub(t, { args: ['--max-editors', '2'] });
  const a = await addEditor(t, hub, { project: 'A', tools: tools() });
  const b = await addEditor(t, hub, { project: 'B', tools: tools() });
  const c = new TestEditor({ hubStateDir: hub.stateDir, project: 'C', tools: tools() });
  t.after(() => c.close());
  const err = await c.connect().then(() => null, (e) => e);
  assert.ok(err?.rpcError, `register refused: ${err}`);
  assert.equal(err.rpcError.code, -32042);
  assert.equal(err.rpcError.data.patchbay, 'too_many_editors');
  assert.equal(err.rpcError.data.maxEditors, 2);
  assert.match(err.rpcError.message, /already serves 2 Unity editors \(--max-editors 2\).*close one of them/);
  const close = await c.waitForClose();
  assert.equal(close.code, 4004);

  const s = await connectClient(t, hub);
  assert.deepEqual((await s.listEditors()).editors.map((e) => e.projectName).sort(), ['A', 'B'], 'the two editors are untouched');
  assert.equal(answeredBy(await s.call('echo', { editor: a.id })), a.id);
  // A registered editor that reloads always comes back, even at the limit.
  await b.reload();
  assert.equal(answeredBy(await s.call('echo', { editor: b.id })), b.id);

  await a.quit();
  // Quitting (close 1001) frees its place at once; a vanished editor keeps it through its grace period.
  await eventually(async () => (await s.listEditors()).editors.find((e) => e.projectName === 'A')?.state === 'disconnected',
    { what: 'editor A disconnected' });
  await c.connect();
  assert.equal(answeredBy(await s.call('echo', { editor: c.id })), c.id, 'with room again, the third editor registers');
});

test('--max-calls-per-session: a call beyond the limit is a tool error naming it; the calls in flight finish; then there is room', async (t) => {
  const hub = await startHub(t, { args: ['--max-calls-per-session', '2'] });
  const ed = await addEditor(t, hub, { project: 'Busy', tools: tools() });
  const s = await connectClient(t, hub);
  const other = await connectClient(t, hub);
  const running = await blocked(s, ed, ['k1', 'k2'], 2);

  const refused = await s.call('echo', { text: 'third' });
  assert.equal(refused.isError, true, textOf(refused));
  assert.match(textOf(refused), /This session already has 2 calls in flight; wait for some to finish/);
  assert.equal(ed.runCount('echo'), 0, 'the refused call never reached the editor');
  assert.equal(answeredBy(await other.call('echo', {})), ed.id, 'another session is not limited by this one');

  ed.release('k1');
  ed.release('k2');
  for (const r of await Promise.all(running)) assert.notEqual(r.isError, true, textOf(r));
  assert.equal(answeredBy(await s.call('echo', { text: 'now' })), ed.id, 'with the calls done, the session calls again');
});

test('--max-pending-per-editor: a call beyond the editor\'s queue is a tool error naming the editor; the queued calls run', async (t) => {
  const hub = await startHub(t, { args: ['--max-pending-per-editor', '2'] });
  const ed = await addEditor(t, hub, { project: 'Queue', tools: tools() });
  const s1 = await connectClient(t, hub);
  const s2 = await connectClient(t, hub);
  const s3 = await connectClient(t, hub);
  const first = await blocked(s1, ed, ['q1'], 1);
  const second = await blocked(s2, ed, ['q2'], 2);

  const refused = await s3.call('echo', {});
  assert.equal(refused.isError, true, textOf(refused));
  assert.match(textOf(refused), new RegExp(`The Unity editor ${ed.id.replace(/[.@]/g, '\\$&')} already has 2 calls waiting; retry when some have finished`));
  assert.equal(ed.runCount('echo'), 0);

  ed.release('q1');
  ed.release('q2');
  for (const r of await Promise.all([...first, ...second])) assert.notEqual(r.isError, true, textOf(r));
  assert.equal(answeredBy(await s3.call('echo', {})), ed.id, 'the retry goes through');
});
