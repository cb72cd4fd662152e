// The editor lease is fair per agent (issue 44): one session could fill the whole lease queue
// (--lease-queue) with its whole-editor calls and lock every other agent out ("busy: its queue is
// full"). When the queue is full, the session with the most places gives its newest one up to
// another agent's call (that call is told why and did not run); an agent alone may still use the
// whole queue.
import assert from 'node:assert/strict';
import { test, startHub, addEditor, connectClient, textOf, blockTool, eventually } from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';

const whole = (tool) => ({ ...tool, _meta: { ...tool._meta, 'patchbay/wholeEditor': true } });

test('a full lease queue: the agent with the most places gives its newest up to another agent', async (t) => {
  const hub = await startHub(t, { args: ['--lease-queue', '2', '--lease-wait', String(scaled(60000) / 1000)] });
  const ed = await addEditor(t, hub, { project: 'Fair', tools: [whole(blockTool('build'))] });
  const greedy = await connectClient(t, hub, { name: 'greedy' });
  const other = await connectClient(t, hub, { name: 'other' });
  const opts = { timeout: scaled(90000) };
  const holder = greedy.call('build', { key: 'g0' }, opts);
  await ed.waitForCall('build');
  const g1 = greedy.call('build', { key: 'g1' }, opts);
  const g2 = greedy.call('build', { key: 'g2' }, opts);
  await eventually(async () => (await greedy.listEditors()).editors[0]?.lease?.queue?.length === 2, { what: 'greedy fills the queue' });
  const o1 = other.call('build', { key: 'o1' }, opts);
  const evicted = await g2;
  assert.equal(evicted.isError, true);
  assert.equal(evicted._meta?.['patchbay/error']?.patchbay, 'busy', textOf(evicted));
  assert.match(textOf(evicted), /gave its place to another agent's call .* and did not run/);
  const queue = (await other.listEditors()).editors[0].lease.queue;
  assert.deepEqual(queue.map((w) => w.client), ['greedy', 'other'], JSON.stringify(queue));
  // Now each has one place: a third call of greedy's finds the queue full, and waits nowhere.
  const g3 = await greedy.call('build', { key: 'g3' }, opts);
  assert.match(textOf(g3), /queue is full/);

  for (const key of ['g0', 'g1', 'o1']) {
    await ed.waitForCall((m) => m.params?.arguments?.key === key, { what: `${key} sent` });
    ed.release(key, 'ran');
  }
  assert.equal(textOf(await holder), 'released g0: ran');
  assert.equal(textOf(await g1), 'released g1: ran');
  assert.equal(textOf(await o1), 'released o1: ran');
  assert.equal(ed.incoming('tools/call').filter((m) => ['g2', 'g3'].includes(m.params?.arguments?.key)).length, 0,
    'the refused calls never reached the editor');
});

// Issue 45: a crashed agent kept the lease. Its compile came back as a job (the lease moves to the job) and its
// client then went away without a word, so nobody asked get_job again: the job hold lasted its whole bound (minutes)
// after the compile had finished, and every other agent's whole-editor call waited or was told `busy`. The editor's
// health probe now names the jobs it finished; a job hold for one of them ends at that probe.
test('a lease held for a job ends when the editor says the job finished, though its agent never asks again', async (t) => {
  const hub = await startHub(t, { heartbeat: scaled(500) / 1000, args: ['--lease-wait', String(scaled(60000) / 1000)] });
  const jobText = (o) => ({ content: [{ type: 'text', text: JSON.stringify(o) }], isError: false });
  const compile = whole({
    name: 'compile_job', description: 'Test double: starts job j7 and answers that it still runs.',
    inputSchema: { type: 'object' },
    handler: () => jobText({ status: 'running', jobId: 'j7', message: 'Call get_job with this jobId.' }),
  });
  const ed = await addEditor(t, hub, {
    project: 'Jobs', tools: [compile, whole(blockTool('refresh'))],
    health: { lastUpdateMsAgo: 0, playMode: 'edit', queued: 0, finishedJobs: [] },
  });
  const crashed = await connectClient(t, hub, { name: 'crashed-agent' });
  const started = await crashed.call('compile_job', {});
  assert.equal(JSON.parse(textOf(started)).jobId, 'j7', textOf(started));
  const other = await connectClient(t, hub, { name: 'other-agent' });
  await eventually(async () => (await other.listEditors()).editors[0]?.lease?.holder?.jobId === 'j7', { what: 'the lease held for the job' });
  // The other agent's whole-editor call waits behind the job...
  const waiting = other.call('refresh', { key: 'r1' }, { timeout: scaled(90000) });
  await eventually(async () => (await other.listEditors()).editors[0]?.lease?.queue?.length === 1, { what: 'the refresh queued' });
  assert.equal(ed.incoming('tools/call').filter((m) => m.params?.name === 'refresh').length, 0, 'not sent while the job holds the lease');
  // ...until the editor's probe says the compile ended (nobody called get_job).
  ed.health = { lastUpdateMsAgo: 0, playMode: 'edit', queued: 0, finishedJobs: ['j3', 'j7'] };
  await ed.waitForCall('refresh');
  ed.release('r1', 'ran');
  assert.equal(textOf(await waiting), 'released r1: ran');
  assert.equal((await other.listEditors()).editors[0]?.lease?.holder, undefined, 'the views show it free');
});
