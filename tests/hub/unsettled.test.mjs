// Calls whose outcome the hub cannot know when it must answer (issue 26; docs/protocol.md §6.1): a
// deadline that passed, an editor that went silent past its grace. The answer says so
// (`_meta["patchbay/outcome"]: "unknown"`), and the repeat of the same call — same client, editor,
// tool and arguments, once, within the documented lifetime — goes to the editor with
// `patchbay/retryOf` naming the first call, so the editor answers it from that call instead of running
// it twice. Clients that name their calls (`_meta["patchbay/callId"]`, what `patchbay stdio` sends)
// get link ids derived from the name: a request sent again joins the pending call.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, echoTool, blockTool, eventually, connectReady,
} from './lib/harness.mjs';
import { CallToolResultSchema } from '../lib/sdk.mjs';
import { scaled } from '../lib/time.mjs';

const tools = () => [echoTool(), blockTool()];
const outcomeOf = (r) => r?._meta?.['patchbay/outcome'];
const retryOfIn = (msg) => msg.params?._meta?.['patchbay/retryOf'];

function callNamed(s, name, args, meta, opts = {}) {
  return s.client.request({ method: 'tools/call', params: { name, arguments: args, _meta: meta } }, CallToolResultSchema,
    { timeout: scaled(30000), ...opts });
}

test('a call past its deadline is answered "outcome unknown"; its repeat names it (retryOf), once; the editor runs it again only because it was cancelled', async (t) => {
  const hub = await startHub(t, { callTimeout: 1 });
  const ed = await addEditor(t, hub, { project: 'Slowpoke', tools: tools() });
  const s = await connectClient(t, hub);

  const r = await s.call('block', { key: 'k' });
  assert.equal(r.isError, true);
  assert.equal(outcomeOf(r), 'unknown', `the answer says its outcome is unknown: ${JSON.stringify(r)}`);
  assert.match(textOf(r), /same arguments/);
  const first = ed.incoming('tools/call').at(-1);
  await eventually(() => ed.cancellations.some((c) => c.requestId === first.id), { what: 'the deadline cancelled it in the editor' });

  const other = await s.call('echo', { n: 1 });
  assert.equal(retryOfIn(ed.incoming('tools/call').at(-1)), undefined, 'another call is not a repeat');
  assert.notEqual(other.isError, true);

  const repeat = s.call('block', { key: 'k' }, { timeout: scaled(30000) });
  const second = await ed.waitForCall((m) => m.params?.name === 'block' && m.id !== first.id, { what: 'the repeat' });
  assert.equal(retryOfIn(second), first.id, 'the repeat names the first call');
  assert.notEqual(second.id, first.id, 'under a new link id: a late answer of the first is not taken for it');
  ed.release('k', 'done');
  const answered = await repeat;
  assert.equal(answered.isError, false, textOf(answered));
  assert.equal(textOf(answered), 'released k: done');

  // Recognised once: the next identical call is a call of its own.
  const third = s.call('block', { key: 'k2' });
  const thirdSent = await ed.waitForCall((m) => m.params?.arguments?.key === 'k2', { what: 'a fresh call' });
  assert.equal(retryOfIn(thirdSent), undefined);
  ed.release('k2');
  await third;
});

test('an editor silent past its grace: "outcome unknown"; back (same process) and finished, the repeat is answered from its record, not run again', async (t) => {
  const hub = await startHub(t, { grace: 0.5 });
  const ed = await addEditor(t, hub, { project: 'Sleepy', tools: tools() });
  const s = await connectClient(t, hub);
  const call = s.call('block', { key: 'nap' });
  const first = await ed.waitForCall('block');
  await ed.vanish();
  const r = await call;
  assert.equal(outcomeOf(r), 'unknown', textOf(r));
  assert.match(textOf(r), /stopped answering/);

  ed.release('nap', 'woke'); // the editor still runs it: it finishes while no link is open
  await ed.until(() => ed.record.get(first.id)?.state === 'finished');
  await connectReady(ed);
  const repeat = await s.call('block', { key: 'nap' });
  assert.equal(repeat.isError, false, textOf(repeat));
  assert.equal(textOf(repeat), 'released nap: woke', 'the first call\'s result');
  assert.equal(ed.runCount('block'), 1, 'it ran once');
  assert.deepEqual(ed.retriesAnswered.map((x) => x.retryOf), [first.id]);
});

test('an identical call from another session is not the repeat: it runs as its own', async (t) => {
  const hub = await startHub(t, { callTimeout: 1 });
  const ed = await addEditor(t, hub, { project: 'Strangers', tools: tools() });
  const a = await connectClient(t, hub);
  const b = await connectClient(t, hub);
  assert.equal(outcomeOf(await a.call('block', { key: 'x' })), 'unknown');
  const fromB = b.call('block', { key: 'x' });
  const sentB = await ed.waitForCall((m) => m.params?.name === 'block' && !ed.cancellations.some((c) => c.requestId === m.id), { what: 'b\'s call' });
  assert.equal(retryOfIn(sentB), undefined, 'another session\'s identical call is its own');
  ed.release('x');
  await fromB;
});

test('client call ids: the link id derives from them; a request sent again joins the pending call; a retry names it; reuse for another tool and malformed ids are refused', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Named', tools: tools() });
  const s = await connectClient(t, hub);
  const other = await connectClient(t, hub);

  const one = callNamed(s, 'block', { key: 'j' }, { 'patchbay/callId': 'front-1' });
  const sent = await ed.waitForCall('block');
  assert.equal(sent.id, `k-front-1/${ed.id}`);
  // Sent again (its first request's connection is gone, as after a front end reconnect): joins.
  const again = callNamed(other, 'block', { key: 'j' }, { 'patchbay/callId': 'front-1' });
  const clash = await callNamed(other, 'echo', {}, { 'patchbay/callId': 'front-1' });
  assert.equal(clash.isError, true);
  assert.match(textOf(clash), /already names a call of block/);
  ed.release('j', 'once');
  const [a, b] = await Promise.all([one, again]);
  assert.equal(textOf(a), 'released j: once');
  assert.equal(textOf(b), 'released j: once');
  assert.equal(ed.runCount('block'), 1);
  assert.equal(ed.incoming('tools/call').filter((m) => m.params?.name === 'block').length, 1, 'the editor got it once');

  const retry = await callNamed(s, 'block', { key: 'j' }, { 'patchbay/callId': 'front-1', 'patchbay/retry': true });
  const retried = ed.incoming('tools/call').at(-1);
  assert.equal(retryOfIn(retried), `k-front-1/${ed.id}`);
  assert.equal(textOf(retry), 'released j: once', 'answered from the first call');
  assert.equal(ed.runCount('block'), 1);

  for (const bad of [42, '', 'has space', 'x'.repeat(97)]) {
    await assert.rejects(callNamed(s, 'echo', {}, { 'patchbay/callId': bad }), (err) => {
      assert.equal(err.code, -32602);
      assert.match(err.message, /patchbay\/callId/);
      return true;
    }, `callId ${JSON.stringify(bad)}`);
  }
  await assert.rejects(callNamed(s, 'echo', {}, { 'patchbay/retry': 'yes' }), /patchbay\/retry/);
});

// Issue 44: two agents of the same 2026-07-28 client (two Claude Code instances over HTTP: same name,
// version, working directory) look the same to the hub. After agent A's "outcome unknown", agent B's
// identical call is B's own and must run; the advice A gets must not promise what the hub cannot tell.
test('two agents of one sessionless client: B\'s call after A\'s "outcome unknown" runs, and A is told a repeat runs again', async (t) => {
  const { statelessClient } = await import('../lib/stateless_client.mjs');
  const hub = await startHub(t, { callTimeout: 1 });
  const ed = await addEditor(t, hub, { project: 'Twins', tools: tools() });
  const agentA = statelessClient(hub.port, { name: 'claude-code', version: '2.1.332' });
  const agentB = statelessClient(hub.port, { name: 'claude-code', version: '2.1.332' });

  const a = await agentA.call('block', { key: 'same' });
  assert.equal(a.isError, true);
  assert.equal(outcomeOf(a), 'unknown', JSON.stringify(a));
  assert.match(textOf(a), /cannot tell its repeat from another agent's call: calling block again runs it again/, textOf(a));
  assert.doesNotMatch(textOf(a), /returns this call's result/);
  const first = ed.incoming('tools/call').at(-1);

  const b = agentB.call('block', { key: 'same' }, { timeoutMs: scaled(30000) });
  const sent = await ed.waitForCall((m) => m.params?.name === 'block' && m.id !== first.id, { what: "agent B's call" });
  assert.equal(retryOfIn(sent), undefined, "B's call is its own, not A's repeat");
  ed.release('same', 'B ran');
  assert.equal(textOf(await b), 'released same: B ran');
});

// Issue 44: every `patchbay call` is a session of its own, so "call it again with the same arguments"
// was not true for it (the repeat ran twice). The CLI names each call; after "outcome unknown" the hub
// tells it the exact command (--retry ID), which is answered from the first call; a call without
// --retry is a new call, as the advice says.
test('patchbay call: "outcome unknown" names the call; --retry ID is answered from it, never run twice', async (t) => {
  const { runCli } = await import('../lib/hub_harness.mjs');
  const hub = await startHub(t, { callTimeout: 1 });
  const ed = await addEditor(t, hub, { project: 'Shell', tools: tools() });
  const env = { ...process.env, PATCHBAY_STATE_DIR: hub.stateDir };
  const first = await runCli(['call', 'block', '--key', 'cli', '--editor', ed.id], { env, timeoutMs: scaled(20000) });
  assert.equal(first.code, 1, first.stdout + first.stderr);
  const said = first.stdout + first.stderr;
  const id = /--retry (cli-[0-9a-f]+)/.exec(said)?.[1];
  assert.ok(id, `the answer names the call and the flag: ${said}`);
  assert.match(said, /A patchbay call without --retry is a new call/);
  const sent = ed.incoming('tools/call').at(-1);
  assert.equal(sent.id, `k-${id}/${ed.id}`, 'the link id derives from the CLI\'s call id');

  const retry = runCli(['call', 'block', '--key', 'cli', '--editor', ed.id, '--retry', id], { env, timeoutMs: scaled(20000) });
  const again = await ed.waitForCall((m) => m.params?.name === 'block' && m.id !== sent.id, { what: 'the retry' });
  assert.equal(retryOfIn(again), sent.id, 'the retry names the first call: the editor answers it from there');
  ed.release('cli', 'once');
  const answered = await retry;
  assert.equal(answered.code, 0, answered.stdout + answered.stderr);
  assert.match(answered.stdout, /released cli: once/);
});
