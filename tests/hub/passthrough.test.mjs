// What the hub passes between a client and an editor (protocol §4.4–4.6): progress with the hub's own
// token mapped back to the client's, cancellation with the link id, session end cancelling the
// session's calls, per-call deadlines.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, echoTool, blockTool, slowTool, eventually, sleep, connectReady,
} from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';

const LINK_ID = /^h-[0-9a-f]{8}-\d+$/;

test('progress: the editor gets the hub\'s token (the link id), the client its own, increasing, per session', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Progress', tools: [echoTool(), slowTool()] });
  const a = await connectClient(t, hub, { name: 'a' });
  const b = await connectClient(t, hub, { name: 'b' });
  // Both SDK clients number their requests the same way, so both use the same progress token.
  const seenA = [];
  const seenB = [];
  const [ra, rb] = await Promise.all([
    a.call('slow', { steps: 4, intervalMs: 20 }, { onprogress: (p) => seenA.push(p) }),
    b.call('slow', { steps: 7, intervalMs: 10 }, { onprogress: (p) => seenB.push(p) }),
  ]);
  assert.equal(textOf(ra), 'done 4 steps');
  assert.equal(textOf(rb), 'done 7 steps');
  assert.deepEqual(seenA.map((p) => p.progress), [1, 2, 3, 4]);
  assert.deepEqual(seenB.map((p) => p.progress), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(seenA.map((p) => p.total), [4, 4, 4, 4]);
  assert.equal(seenA[1].message, 'step 2/4');
  const tokenA = a.log.find((e) => e.dir === 'out' && e.msg.method === 'tools/call').msg.params._meta.progressToken;
  const tokenB = b.log.find((e) => e.dir === 'out' && e.msg.method === 'tools/call').msg.params._meta.progressToken;
  assert.equal(tokenA, tokenB, 'the two sessions used the same token');
  for (const [s, token] of [[a, tokenA], [b, tokenB]]) {
    const inProgress = s.log.filter((e) => e.dir === 'in' && e.msg.method === 'notifications/progress');
    assert.ok(inProgress.every((e) => e.msg.params.progressToken === token), 'mapped back to the client\'s token');
  }
  for (const c of ed.calls) {
    assert.match(c.msg.params._meta.progressToken, LINK_ID);
    assert.equal(c.msg.params._meta.progressToken, c.msg.id, 'the hub\'s token is the link call id');
  }
});

test('progress: no token asked, no _meta.progressToken forwarded', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'NoProgress', tools: [echoTool(), slowTool()] });
  const s = await connectClient(t, hub);
  await s.call('slow', { steps: 2, intervalMs: 5 });
  const [c] = ed.calls;
  assert.equal(c.msg.params._meta?.progressToken, undefined);
  assert.equal(s.log.filter((e) => e.dir === 'in' && e.msg.method === 'notifications/progress').length, 0);
});

test('cancellation: the client\'s notifications/cancelled reaches the editor with the link id', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Cancel', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const ac = new AbortController();
  const call = s.call('block', { key: 'forever' }, { signal: ac.signal });
  const sent = await ed.waitForCall('block');
  ac.abort('user pressed Esc');
  await assert.rejects(call);
  const cancelled = await ed.until(() => ed.cancellations.find((c) => c.requestId === sent.id), { what: 'notifications/cancelled' });
  assert.match(cancelled.requestId, LINK_ID);
  const note = ed.incoming('notifications/cancelled')[0];
  assert.deepEqual(Object.keys(note).sort(), ['jsonrpc', 'method', 'params']);
  for (const k of Object.keys(note.params)) assert.ok(['requestId', 'reason'].includes(k), `unexpected params.${k}`);
  // The editor's late "cancelled" result is discarded by the hub; the session keeps working.
  await ed.until(() => ed.record.get(sent.id)?.state === 'finished');
  const r = await s.call('echo', { n: 1 });
  assert.equal(r.structuredContent.args.n, 1);
});

test('session end (HTTP DELETE) cancels the session\'s calls on the editor, not other sessions\' calls', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Delete', tools: [echoTool(), blockTool()] });
  const doomed = await connectClient(t, hub, { name: 'doomed' });
  const other = await connectClient(t, hub, { name: 'other' });
  const d1 = doomed.call('block', { key: 'd1' }).catch(() => null);
  const d2 = doomed.call('block', { key: 'd2' }).catch(() => null);
  const o = other.call('block', { key: 'o' });
  await ed.until(() => ed.calls.length === 3, { what: 'three calls at the editor' });
  const idOf = (key) => ed.calls.find((c) => c.msg.params.arguments.key === key).msg.id;
  await doomed.terminate();
  await ed.until(() => ed.cancellations.length >= 2, { what: 'two cancellations' });
  assert.deepEqual(ed.cancellations.map((c) => c.requestId).sort(), [idOf('d1'), idOf('d2')].sort());
  await sleep(100);
  assert.ok(!ed.cancellations.some((c) => c.requestId === idOf('o')));
  ed.release('o');
  assert.equal(textOf(await o), 'released o');
  void d1; void d2;
});

test('call deadline: --call-timeout fails a call the editor never answers, and tells the editor', async (t) => {
  const hub = await startHub(t, { callTimeout: 0.5 });
  const ed = await addEditor(t, hub, { project: 'Deadline', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const r = await s.call('block', { key: 'never' });
  assert.equal(r.isError, true);
  assert.match(textOf(r), /time|deadline/i);
  const sent = ed.calls.find((c) => c.msg.params.name === 'block').msg;
  await ed.until(() => ed.cancellations.some((c) => c.requestId === sent.id), { what: 'cancellation of the timed-out call' });
  assert.equal((await s.call('echo', { n: 2 })).structuredContent.args.n, 2);
});

test('call deadline: a tool\'s _meta["patchbay/timeoutMs"] overrides the default', async (t) => {
  const hub = await startHub(t, { callTimeout: 300 });
  const quick = blockTool('quick_deadline');
  quick._meta = { ...quick._meta, 'patchbay/timeoutMs': 300 };
  const ed = await addEditor(t, hub, { project: 'ToolDeadline', tools: [echoTool(), quick] });
  const s = await connectClient(t, hub);
  const r = await s.call('quick_deadline', { key: 'never' }, { timeout: scaled(20000) });
  assert.equal(r.isError, true);
  assert.match(textOf(r), /time|deadline/i);
  assert.equal(ed.runCount('quick_deadline'), 1);
});

test('a late response after a cancellation or deadline is discarded; the next call is unaffected', async (t) => {
  const hub = await startHub(t, { callTimeout: 0.3 });
  const ed = await addEditor(t, hub, { project: 'Late', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const r = await s.call('block', { key: 'late' });
  assert.equal(r.isError, true);
  ed.release('late');
  await eventually(() => ed.record.get(ed.calls[0].msg.id)?.state === 'finished');
  const next = await s.call('echo', { n: 3 });
  assert.equal(next.structuredContent.args.n, 3);
  const ids = s.log.filter((e) => e.dir === 'in' && 'id' in e.msg).map((e) => e.msg.id);
  assert.equal(new Set(ids).size, ids.length, 'no request answered twice');
});

test('a held call cancelled by the client (or whose session ends) is never sent to the editor', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'HeldCancel', tools: [echoTool(), blockTool()] });
  const s = await connectClient(t, hub);
  const other = await connectClient(t, hub);
  await ed.beginReload();
  await eventually(async () => (await s.listEditors()).editors[0].state === 'reloading', { what: 'reloading' });
  const ac = new AbortController();
  const cancelled = s.call('echo', { n: 1 }, { signal: ac.signal });
  const orphan = other.call('echo', { n: 2 }).catch(() => null);
  await sleep(100);
  ac.abort('changed my mind');
  await assert.rejects(cancelled);
  await other.terminate();
  void orphan;
  ed.domain += 1;
  const from = ed.calls.length;
  await connectReady(ed);
  const r = await s.call('echo', { n: 3 });
  assert.equal(r.structuredContent.args.n, 3);
  assert.deepEqual(ed.calls.slice(from).map((c) => c.msg.params.arguments.n), [3], 'only the live call reached the editor');
});

test('a sent call cancelled while its editor reloads: the editor learns of it after the re-register', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'ReloadCancel', tools: [echoTool(), blockTool('tests_run', { resumable: true })] });
  const s = await connectClient(t, hub);
  const ac = new AbortController();
  const call = s.call('tests_run', { key: 'long' }, { signal: ac.signal });
  const sent = await ed.waitForCall('tests_run');
  await ed.beginReload();
  ac.abort('user stopped the test run');
  await assert.rejects(call);
  await sleep(100);
  ed.domain += 1;
  await connectReady(ed);
  // Either the hub re-sends it and then cancels it, or it only cancels it; the resumed call must be told.
  await ed.until(() => ed.cancellations.some((c) => c.requestId === sent.id),
    { timeoutMs: scaled(3000), what: `notifications/cancelled for ${sent.id} after the re-register` });
});
