// End to end (issue 29, "several agents on one editor"): the editor lease. Tools that change the whole editor
// (compile, refresh_assets, run_tests, set_play_mode, the package tools, create_script, execute_code) declare it
// (`_meta["patchbay/wholeEditor"]`); the hub runs one such call per editor at a time, queues the others in order
// (bounded by --lease-queue and --lease-wait), and ends the ones past the bound with a `busy` error naming the holder.
// Calls that only read keep flowing. The headless editor drives the holder deterministically: `compile-gate close`
// keeps a compile running until `compile-gate open`; the tests then observe the queue (polling list_editors, never
// a fixed sleep) and release it.
//   - queued calls run in arrival order, each exactly once (execute_code appends a line each time it runs), while
//     reads are answered; list_editors, its text and `patchbay editors` show holder and queue;
//   - past --lease-wait, or beyond --lease-queue, a call ends `busy` naming holder, tool and since when; it never ran;
//   - a queued call cancelled by its client leaves the queue and never runs; the holder's session closing ends its
//     call, but the lease drains (shown as finishing) until the editor's compile is over, then the next call runs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, editorOf, eventually, textOf, errorKind,
  hubCli as cli, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const seconds = (ms) => String(scaled(ms) / 1000);
const SETTINGS = { groups: { code: true, diagnostics: true }, autoStartHub: false, allowCodeExecution: true };

// A snippet that appends `tag` to <project>/Library/lease.log each time it runs.
const marking = (tag) => ({ code: `System.IO.File.AppendAllText("Library/lease.log", "${tag}\\n"); return "${tag}";` });
const runsOf = (project) => {
  const p = path.join(project, 'Library', 'lease.log');
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8').split('\n').filter(Boolean) : [];
};

async function setup(t, name, args = []) {
  const hub = await startHub(t, { args });
  const project = copyProject(t, { name, settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const agents = [];
  for (const n of ['agent-a', 'agent-b', 'agent-c', 'agent-d']) agents.push(await connectClient(t, hub, { name: n }));
  await waitEditor(agents[0], project);
  return { hub, project, host, agents };
}

// agent-a's compile, held open by the host's compile gate until `release()`, which answers the compile's result.
// A compile that outlived its 45 s wait (a very slow machine) came back as a job that still holds the lease: then
// get_job waits for it, which ends the hold (docs/protocol.md §6.3).
async function holdWithCompile(host, a, project) {
  await host.command('compile-gate close', /^compile-gate close$/);
  const compiling = a.call('compile', { waitSeconds: 45 }, { timeout: scaled(180000) });
  // The hold is the editor's compile, not only the hub's lease: on a loaded machine the lease can be granted
  // before the editor's main thread has run the call, and a session closed in that gap cancels a compile that
  // never started (then nothing waits at the gate). Wait until the editor is compiling.
  await eventually(async () => (await editorOf(a, project))?.state === 'compiling',
    { timeoutMs: scaled(60000), intervalMs: 100, what: 'the editor compiles, held at the gate' });
  return {
    compiling,
    release: async () => {
      const from = host.lines.length;
      host.send('compile-gate open');
      await host.waitLine(/^compiled ok$/, { from });
      const r = await compiling;
      const text = textOf(r);
      const job = text.startsWith('{') ? JSON.parse(text) : {};
      if (job.status === 'running') return a.call('get_job', { jobId: job.jobId, waitSeconds: 45 }, { timeout: scaled(180000) });
      return r;
    },
  };
}

// Polls list_editors until the editor's lease matches `pred`; returns the editor entry.
async function waitLease(s, project, pred, what) {
  let last;
  try {
    return await eventually(async () => {
      last = await editorOf(s, project);
      return last && pred(last.lease) ? last : false;
    }, { timeoutMs: scaled(60000), intervalMs: 100, what });
  } catch (err) {
    err.message += `\nlast listed: ${JSON.stringify(last)}`;
    throw err;
  }
}

test('queued whole-editor calls run in arrival order, once each, while reads flow', T, async (t) => {
  const { hub, project, host, agents } = await setup(t, 'LeaseQueue', ['--lease-wait', seconds(180000)]);
  const [a, b, c, d] = agents;
  // The package declares it (`_meta["patchbay/wholeEditor"]`, the NUnit ToolRegistryTests); the hub acts on it and
  // keeps it out of the list its clients see (every byte of it is in every agent's context).
  const tools = await a.listTools();
  assert.ok(tools.some((x) => x.name === 'compile'));
  for (const tool of tools) assert.equal(tool._meta?.['patchbay/wholeEditor'], undefined, tool.name);

  const held = await holdWithCompile(host, a, project);
  await waitLease(a, project, (l) => l?.holder?.tool === 'compile', 'compile holds the lease');
  const second = b.call('execute_code', marking('b'), { timeout: scaled(180000) });
  await waitLease(a, project, (l) => l?.queue?.length === 1, 'b queued');
  const third = c.call('execute_code', marking('c'), { timeout: scaled(180000) });
  const listed = await waitLease(a, project, (l) => l?.queue?.length === 2, 'b and c queued');
  assert.equal(listed.lease.holder.client, 'agent-a');
  assert.match(listed.lease.holder.session, /^s-\d+$/);
  assert.deepEqual(listed.lease.queue.map((q) => q.client), ['agent-b', 'agent-c'], 'in arrival order');
  assert.match(textOf(await d.call('list_editors', {})), /lease: compile held by agent-a \(session s-\d+\) for \d+ s; 2 waiting: execute_code \(s-\d+\) execute_code \(s-\d+\)/);
  const printed = await cli(hub, ['editors']);
  assert.equal(printed.code, 0, printed.stderr);
  assert.match(printed.stdout, /lease: compile held by agent-a/, `patchbay editors shows the holder:\n${printed.stdout}`);
  const status = JSON.parse((await cli(hub, ['status', '--json'])).stdout);
  assert.equal(status.editors[0].lease.queue.length, 2, 'the dashboard status carries the queue');

  // Reads (and ordinary calls) are answered while the lease is held.
  const state = await d.call('get_editor_state', {}, { timeout: scaled(60000) });
  assert.notEqual(state.isError, true, textOf(state));
  const counted = await d.call('increment_counter', { counter: 'reads' }, { timeout: scaled(60000) });
  assert.notEqual(counted.isError, true, textOf(counted));
  assert.deepEqual(runsOf(project), [], 'nothing queued has run');

  const ra = await held.release();
  const [rb, rc] = await Promise.all([second, third]);
  for (const r of [ra, rb, rc]) assert.notEqual(r.isError, true, textOf(r));
  assert.deepEqual(runsOf(project), ['b', 'c'], 'each queued call ran once, in arrival order');
  await waitLease(a, project, (l) => l === undefined, 'the lease is free');
});

test('past --lease-wait or beyond --lease-queue a call ends busy naming the holder; it never ran', T, async (t) => {
  const { project, host, agents } = await setup(t, 'LeaseBusy', ['--lease-wait', seconds(2000), '--lease-queue', '1']);
  const [a, b, c] = agents;
  const held = await holdWithCompile(host, a, project);
  await waitLease(a, project, (l) => l?.holder?.tool === 'compile', 'compile holds the lease');
  const waited = b.call('execute_code', marking('b'), { timeout: scaled(60000) });
  await waitLease(a, project, (l) => l?.queue?.length === 1, 'b queued');
  const full = await c.call('execute_code', marking('c'), { timeout: scaled(60000) });
  assert.equal(full.isError, true, textOf(full));
  assert.equal(errorKind(full), 'busy');
  assert.match(textOf(full), /queue is full \(1 calls, the hub's --lease-queue\)/);

  const late = await waited;  // the compile is still gated: b waits its full bound, whatever the machine's speed
  assert.equal(late.isError, true, textOf(late));
  assert.equal(errorKind(late), 'busy');
  const text = textOf(late);
  assert.match(text, /^busy: the Unity editor \S+ is running a call that changes the whole editor/);
  assert.match(text, /compile started by agent-a \(session s-\d+\) at \d{4}-\d\d-\d\dT/);
  assert.match(text, /--lease-wait/);
  assert.match(text, /This call did not run\. Retry in about \d+ s/);
  const err = late._meta['patchbay/error'];
  assert.equal(err.holder.tool, 'compile');
  assert.equal(err.holder.client, 'agent-a');
  assert.equal(typeof err.retryAfterMs, 'number');

  assert.notEqual((await held.release()).isError, true);
  assert.deepEqual(runsOf(project), [], 'the busy calls never ran');
  const again = await b.call('execute_code', marking('retry'), { timeout: scaled(60000) });
  assert.notEqual(again.isError, true, textOf(again));
  assert.deepEqual(runsOf(project), ['retry']);
});

test('a cancelled queued call never runs; the holder\'s session closing drains the lease until the editor is idle', T, async (t) => {
  const { project, host, agents } = await setup(t, 'LeaseCancel', ['--lease-wait', seconds(180000)]);
  const [a, b, c] = agents;
  const held = await holdWithCompile(host, a, project);
  await waitLease(a, project, (l) => l?.holder?.tool === 'compile', 'compile holds the lease');
  const abort = new AbortController();
  const cancelled = b.call('execute_code', marking('cancelled'), { timeout: scaled(180000), signal: abort.signal })
    .then(() => 'answered', () => 'aborted');
  await waitLease(c, project, (l) => l?.queue?.length === 1, 'b queued');
  const next = c.call('execute_code', marking('c'), { timeout: scaled(180000) });
  await waitLease(c, project, (l) => l?.queue?.length === 2, 'b and c queued');
  abort.abort();
  assert.equal(await cancelled, 'aborted');
  await waitLease(c, project, (l) => l?.queue?.length === 1 && l.queue[0].client === 'agent-c', 'b left the queue');

  // The holder's session ends: its compile call is cancelled, but the editor goes on compiling (the gate is still
  // closed), so the lease drains — shown as finishing — and c still waits; it runs once the editor is idle again.
  const holderCall = held.compiling.then(() => 'answered', () => 'closed');
  await a.terminate();
  await a.close();
  assert.equal(await holderCall, 'closed', 'the holder\'s call ended with its session');
  await waitLease(c, project, (l) => l?.holder?.finishing === true && l.queue.length === 1 && l.queue[0].client === 'agent-c',
    'the compile drains; c waits');
  assert.match(textOf(await c.call('list_editors', {})), /the editor is finishing the work/);
  const from = host.lines.length;
  host.send('compile-gate open');
  await host.waitLine(/^compiled ok$/, { from });
  const rc = await next;
  assert.notEqual(rc.isError, true, textOf(rc));
  assert.deepEqual(runsOf(project), ['c'], 'the cancelled call never ran; c ran once, after the compile');
  await waitLease(c, project, (l) => l === undefined, 'the lease is free');
});

// Issue 44: the lease did not survive a hub killed with SIGKILL. Agent A's compile still runs in the
// editor (held at the compile gate); on the next hub, agent B's execute_code (which changes the whole
// editor too) was sent at once, into the compile, and killed by its reload. The new hub does not know
// what the editor runs, so it holds the lease until the editor's health says it runs nothing: B's call
// waits for the compile and then runs, once.
test('a hub killed (SIGKILL) mid-compile: the next hub holds the lease until the editor is idle; the other agent\'s call then runs once', T, async (t) => {
  const { tempDir } = await import('./lib/e2e.mjs');
  const stateDir = tempDir(t, 'patchbay-e2e-lease-');
  const hub1 = await startHub(t, { stateDir });
  const project = copyProject(t, { name: 'LeaseKill', settings: SETTINGS });
  const host = await startHost(t, { project, stateDir });
  const a = await connectClient(t, hub1, { name: 'agent-a' });
  await waitEditor(a, project);
  await host.command('compile-gate close', /^compile-gate close$/);
  const compiling = a.call('compile', { waitSeconds: 45 }, { timeout: scaled(180000) }).catch((e) => e);
  await eventually(async () => (await editorOf(a, project))?.state === 'compiling',
    { timeoutMs: scaled(60000), intervalMs: 100, what: 'the editor compiles, held at the gate' });
  hub1.proc.kill('SIGKILL');
  await eventually(() => !hub1.alive(), { what: 'hub 1 killed' });
  await compiling;

  const hub2 = await startHub(t, { stateDir });
  const b = await connectClient(t, hub2, { name: 'agent-b' });
  await eventually(async () => (await editorOf(b, project))?.state === 'compiling',
    { timeoutMs: scaled(45000), intervalMs: 100, what: 'the editor linked to hub 2, still compiling' });
  const bCall = b.call('execute_code', marking('b'), { timeout: scaled(180000) });
  const held = await waitLease(b, project, (l) => l?.holder && l.queue?.length === 1, "B's call queued behind what the editor runs");
  assert.equal(held.lease.holder.session, 'an earlier hub', JSON.stringify(held.lease));
  assert.deepEqual(runsOf(project), [], 'B\'s call has not run while the compile runs');

  const from = host.lines.length;
  host.send('compile-gate open');
  await host.waitLine(/^compiled ok$/, { from });
  const r = await bCall;
  assert.notEqual(r.isError, true, textOf(r));
  assert.equal(JSON.parse(textOf(r)).result, 'b');
  assert.deepEqual(runsOf(project), ['b'], 'B\'s call ran once, after the compile');
});
