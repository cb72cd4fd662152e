// Calls that outlive a domain reload (DESIGN §5, protocol §6): held while the editor reloads, re-sent
// with the same id after a register with the same runId (each tool runs once), failed with "restarted"
// after a register with a new runId, failed after the grace period when an editor vanishes (saying
// whether the call had started), failed at once when the editor quits, failed at the reload deadline.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, answeredBy, echoTool, blockTool, eventually, sleep, connectReady,
} from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';

const tools = () => [echoTool(), blockTool(), blockTool('resumable_block', { resumable: true })];

async function editorState(s, ed) {
  return (await s.listEditors()).editors.find((e) => e.id === ed.id)?.state;
}

test('reload: the call in flight and the calls made during the reload are all answered, each tool ran once', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Reloader', tools: tools() });
  const s = await connectClient(t, hub);
  const inFlight = s.call('resumable_block', { key: 'compile' });
  const sent = await ed.waitForCall('resumable_block');
  await ed.beginReload();
  await eventually(async () => (await editorState(s, ed)) === 'reloading', { what: 'state reloading' });
  const during = [1, 2, 3].map((n) => s.call('echo', { n }));
  await sleep(100);
  assert.equal(ed.runCount('echo'), 0, 'nothing reaches a reloading editor');
  ed.release('compile', 'compiled'); // finishes while no link is open: the response waits in the record
  await ed.until(() => ed.record.get(sent.id)?.state === 'finished');
  const resendsFrom = ed.calls.length;
  ed.domain += 1;
  await connectReady(ed);

  const r = await inFlight;
  assert.equal(r.isError, false, textOf(r));
  assert.equal(textOf(r), 'released compile: compiled');
  const answers = await Promise.all(during);
  assert.deepEqual(answers.map((a) => a.structuredContent.args.n), [1, 2, 3]);
  assert.equal(ed.runCount('resumable_block'), 1);
  assert.equal(ed.runCount('echo'), 3);
  const resent = ed.calls.slice(resendsFrom).find((c) => c.msg.id === sent.id);
  assert.ok(resent, 'the pending call was re-sent with the same id');
  assert.deepEqual(resent.msg.params.name, sent.params.name);
  assert.deepEqual(resent.msg.params.arguments, sent.params.arguments);
  assert.ok(ed.answeredFromRecord.includes(sent.id), 'the re-send was answered from the record');
  assert.equal(await editorState(s, ed), 'ready');
});

test('reload: a call that finished on the new link before its re-send is answered once to the client', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Reloader2', tools: tools() });
  const s = await connectClient(t, hub);
  const inFlight = s.call('resumable_block', { key: 'k' });
  await ed.waitForCall('resumable_block');
  await ed.reload();
  ed.release('k');
  const r = await inFlight;
  assert.equal(textOf(r), 'released k');
  assert.equal(ed.runCount('resumable_block'), 1);
  // The client saw exactly one response to its request.
  const reqId = s.log.find((e) => e.dir === 'out' && e.msg.method === 'tools/call').msg.id;
  assert.equal(s.log.filter((e) => e.dir === 'in' && e.msg.id === reqId).length, 1);
});

test('reload: a non-resumable call killed by the reload comes back as the editor\'s interrupted result', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Interrupted', tools: tools() });
  const s = await connectClient(t, hub);
  const inFlight = s.call('block', { key: 'b' });
  await ed.waitForCall('block');
  await ed.reload();
  const r = await inFlight;
  assert.equal(r.isError, true);
  assert.match(textOf(r), /interrupted/i);
  assert.equal(ed.runCount('block'), 1);
});

test('restart (new runId): calls already sent fail as "restarted, may have partly run"; held calls are sent', async (t) => {
  const hub = await startHub(t, { grace: 20 });
  const ed = await addEditor(t, hub, { project: 'Restarter', tools: tools() });
  const s = await connectClient(t, hub);
  const started = s.call('block', { key: 'never' });
  await ed.waitForCall('block');
  await ed.vanish();
  await eventually(async () => (await editorState(s, ed)) !== 'ready', { what: 'the hub noticed the vanished editor' });
  const held = s.call('echo', { n: 7 });
  await sleep(100);
  const before = ed.calls.length;
  await ed.restart({ how: 'drop', reconnect: false });
  await connectReady(ed);
  const r = await started;
  assert.equal(r.isError, true);
  assert.match(textOf(r), /restart/i);
  assert.match(textOf(r), /partly|may have/i);
  const h = await held;
  assert.equal(h.structuredContent.args.n, 7);
  assert.equal(ed.runCount('block'), 1, 'the sent call was not sent to the new process');
  assert.ok(!ed.calls.slice(before).some((c) => c.msg.params.name === 'block'));
});

test('restart after editor/reloading (new runId): the same rule applies', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'CrashInReload', tools: tools() });
  const s = await connectClient(t, hub);
  const started = s.call('resumable_block', { key: 'x' });
  await ed.waitForCall('resumable_block');
  await ed.restart({ how: 'reloading', reconnect: false });
  const held = s.call('echo', { n: 1 });
  await sleep(100);
  await connectReady(ed);
  const r = await started;
  assert.equal(r.isError, true);
  assert.match(textOf(r), /restart/i);
  assert.equal((await held).structuredContent.args.n, 1);
  assert.equal(ed.runCount('resumable_block'), 1);
});

test('vanished editor: after the grace period its calls fail, saying whether each had started', async (t) => {
  const hub = await startHub(t, { grace: 0.5 });
  const ed = await addEditor(t, hub, { project: 'Vanisher', tools: tools() });
  const s = await connectClient(t, hub);
  const started = s.call('block', { key: 'never' });
  await ed.waitForCall('block');
  await ed.vanish();
  await eventually(async () => (await editorState(s, ed)) !== 'ready', { what: 'the hub noticed the vanished editor' });
  const notStarted = s.call('echo', { n: 1 });
  const [a, b] = await Promise.all([started, notStarted]);
  assert.equal(a.isError, true);
  assert.equal(b.isError, true);
  const ta = textOf(a);
  const tb = textOf(b);
  assert.match(ta, /disconnect/i);
  assert.match(tb, /disconnect/i);
  const neverStarted = /\bnot\b[^.]*\b(start|sent|run)|never\b[^.]*\b(start|sent|ran|run)|did(n't| not) (start|run)/i;
  assert.match(tb, neverStarted, `the held call says it never started: ${tb}`);
  assert.doesNotMatch(ta, neverStarted, `the sent call does not claim it never started: ${ta}`);
  assert.match(ta, /started|sent|may have|partly/i, `the sent call says it had started: ${ta}`);
  assert.equal(ed.runCount('echo'), 0);
  assert.equal(await editorState(s, ed), 'disconnected');
});

test('vanished editor back within the grace period (same runId): its pending call is re-sent and answered', async (t) => {
  const hub = await startHub(t, { grace: 20 });
  const ed = await addEditor(t, hub, { project: 'Blip', tools: tools() });
  const s = await connectClient(t, hub);
  const call = s.call('block', { key: 'b' });
  const sent = await ed.waitForCall('block');
  await ed.vanish();
  await eventually(async () => (await editorState(s, ed)) !== 'ready', { what: 'the hub noticed' });
  await connectReady(ed); // same process, same domain: the call is still running there
  await ed.waitForCall((m) => m.id === sent.id, { from: ed.messages.length - 1 }).catch(() => {});
  ed.release('b');
  const r = await call;
  assert.equal(textOf(r), 'released b');
  assert.equal(ed.runCount('block'), 1);
});

test('an editor that quits (close 1001) fails its pending calls at once, without the grace period', async (t) => {
  const hub = await startHub(t, { grace: 60 });
  const ed = await addEditor(t, hub, { project: 'Quitter', tools: tools() });
  const s = await connectClient(t, hub);
  const call = s.call('block', { key: 'never' }, { timeout: scaled(15000) });
  await ed.waitForCall('block');
  await ed.quit();
  const r = await call; // the test timeout (30 s) is far below the 60 s grace
  assert.equal(r.isError, true);
  assert.match(textOf(r), /quit|disconnect|closed/i);
});

test('reload deadline: calls held for an editor that never comes back fail after --reload-timeout', async (t) => {
  const hub = await startHub(t, { reloadTimeout: 0.5, grace: 60 });
  const ed = await addEditor(t, hub, { project: 'Stuck', tools: tools() });
  const s = await connectClient(t, hub);
  await ed.beginReload();
  await eventually(async () => (await editorState(s, ed)) === 'reloading', { what: 'reloading' });
  const r = await s.call('echo', {}, { timeout: scaled(15000) });
  assert.equal(r.isError, true);
  assert.match(textOf(r), /reload/i);
  assert.equal(ed.runCount('echo'), 0);
});

test('a second call after a reload reaches the editor normally (nothing stays parked)', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Again', tools: tools() });
  const s = await connectClient(t, hub);
  for (let i = 0; i < 3; i++) {
    await ed.reload();
    assert.equal(answeredBy(await s.call('echo', { n: i })), ed.id);
  }
  assert.equal(ed.runCount('echo'), 3);
});
