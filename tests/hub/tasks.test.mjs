// Editor tools as MCP tasks (issue 31; tasks.mdx of 2025-11-25): a tool the editor declares with
// execution.taskSupport "optional" answers a task-augmented call at once and runs through the
// forwarded path (held across a reload, run once); tasks/cancel reaches the editor and says whether
// the work had started; a task belongs to its session; each bad input gets the spec's error and
// changes nothing. A client that asks for no task sees the call as before.
import assert from 'node:assert/strict';
import {
  test, startHub, addEditor, connectClient, textOf, blockTool, echoTool, slowTool, eventually, sleep, connectReady,
} from './lib/harness.mjs';
import { scaled } from '../lib/time.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { makeStateDir } from '../lib/hub_harness.mjs';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TASKS_EXTENSION = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
const asTask = (tool) => ({ ...tool, execution: { taskSupport: 'optional' } });
const tools = () => [echoTool(), asTask(blockTool('long_block', { resumable: true })), asTask(slowTool('long_slow'))];

async function rejects(promise, code, pattern) {
  await assert.rejects(promise, (e) => {
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

test('tasks: the editor\'s long tool is listed with its taskSupport; the others are not', async (t) => {
  const hub = await startHub(t);
  await addEditor(t, hub, { project: 'Listed', tools: tools() });
  const s = await connectClient(t, hub);
  const listed = await s.listTools();
  assert.deepEqual(listed.find((x) => x.name === 'long_block').execution, { taskSupport: 'optional' });
  assert.equal(listed.find((x) => x.name === 'echo').execution, undefined);
});

test('tasks: a task-augmented call answers at once, the editor runs it once across a reload, tasks/result gives its result; cancel after completion is refused', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Tasked', tools: tools() });
  const s = await connectClient(t, hub);
  const tasks = tasksOf(s);
  const created = await tasks.start('long_block', { key: 'compile' });
  assert.equal(created.task.status, 'working');
  const id = created.task.taskId;
  const sent = await ed.waitForCall('long_block');
  assert.equal((await tasks.get(id)).status, 'working');
  // The domain reloads while the task's call runs: the hub holds it and re-sends it, once.
  await ed.beginReload();
  ed.release('compile', 'compiled'); // finishes while no link is open: the answer waits in the record
  await ed.until(() => ed.record.get(sent.id)?.state === 'finished');
  assert.equal((await tasks.get(id)).status, 'working', 'a reload does not end the task');
  ed.domain += 1;
  await connectReady(ed);
  await eventually(async () => (await tasks.get(id)).status === 'completed', { what: 'task completed' });
  const r = await tasks.result(id);
  assert.equal(textOf(r), 'released compile: compiled');
  assert.equal(r._meta['io.modelcontextprotocol/related-task'].taskId, id);
  assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
  // Cancel after completion: the spec's -32602, and the task keeps its result (the same again, for its ttl).
  await rejects(tasks.cancel(id), -32602, /already completed/);
  assert.equal((await tasks.get(id)).status, 'completed');
  assert.equal(textOf(await tasks.result(id)), 'released compile: compiled');
  assert.equal(ed.cancellations.length, 0, 'nothing was cancelled in the editor');
});

test('tasks: tasks/get shows the call\'s progress as the status message, though the client gave no progress token', async (t) => {
  const hub = await startHub(t);
  await addEditor(t, hub, { project: 'Progress', tools: tools() });
  const tasks = tasksOf(await connectClient(t, hub));
  const id = (await tasks.start('long_slow', { steps: 100000, intervalMs: 20 })).task.taskId;
  let last;
  await eventually(async () => {
    last = await tasks.get(id);
    return /^\d+% step \d+\/100000$/.test(last.statusMessage ?? '');
  }, { what: 'a progress status message' });
  assert.equal(last.status, 'working');
  assert.equal((await tasks.cancel(id)).status, 'cancelled');
});

test('tasks: each new progress of a task\'s work is told as notifications/tasks/status on the session\'s stream, then its end', async (t) => {
  const hub = await startHub(t);
  await addEditor(t, hub, { project: 'Notified', tools: tools() });
  const s = await connectClient(t, hub, { watchListChanged: true });
  const tasks = tasksOf(s);
  const id = (await tasks.start('long_slow', { steps: 100000, intervalMs: 20 })).task.taskId;
  const told = () => s.log.filter((e) => e.dir === 'in' && e.msg.method === 'notifications/tasks/status')
    .map((e) => e.msg.params);
  await eventually(() => told().filter((p) => p.status === 'working').length >= 3, { what: 'three progress notifications' });
  const working = told().filter((p) => p.status === 'working');
  for (const p of working) {
    assert.equal(p.taskId, id);
    assert.match(p.statusMessage, /^\d+% step \d+\/100000$/);
  }
  // Only changes are told: no two notifications in a row say the same.
  for (let i = 1; i < working.length; i++) assert.notEqual(working[i].statusMessage, working[i - 1].statusMessage);
  assert.equal((await tasks.cancel(id)).status, 'cancelled');
  await eventually(() => told().some((p) => p.status === 'cancelled'), { what: 'the cancelled notification' });
  const n = told().length;
  await sleep(scaled(300));
  assert.equal(told().length, n, 'nothing is told after the task ended');
});

test('tasks: a call without task, and a task for a tool that does not support one, behave as before', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Plain', tools: tools() });
  const s = await connectClient(t, hub);
  const plain = s.call('long_block', { key: 'p' });
  await ed.waitForCall('long_block');
  ed.release('p');
  assert.equal(textOf(await plain), 'released p');
  await rejects(tasksOf(s).start('echo', { n: 1 }), -32601, /cannot run as a task/);
  assert.equal(ed.runCount('echo'), 0, 'the refused call did not run');
  assert.deepEqual((await tasksOf(s).list()).tasks, []);
});

test('tasks: cancel reaches the editor and says the work had started; cancel again, unknown ids and bad params are errors', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Cancelled', tools: tools() });
  const s = await connectClient(t, hub);
  const tasks = tasksOf(s);
  const id = (await tasks.start('long_block', { key: 'tests' })).task.taskId;
  const sent = await ed.waitForCall('long_block');
  const cancelled = await tasks.cancel(id);
  assert.equal(cancelled.status, 'cancelled');
  assert.match(cancelled.statusMessage, /had started it and was asked to stop/);
  await eventually(() => ed.cancellations.some((c) => c.requestId === sent.id), { what: 'the editor told to cancel' });
  const got = await tasks.get(id);
  assert.equal(got.status, 'cancelled');
  assert.match(got.statusMessage, /had started it/);
  await rejects(tasks.result(id), -32800, /cancelled/);
  // Bad input: each the spec's error, and the task stays as it was.
  await rejects(tasks.cancel(id), -32602, /already cancelled/);
  await rejects(tasks.get('0123456789abcdef0123456789abcdef'), -32602, /Task not found/);
  await rejects(tasks.cancel('0123456789abcdef0123456789abcdef'), -32602, /Task not found/);
  await rejects(tasks.start('long_block', { key: 'x' }, 'soon'), -32602, /"task" must be an object/);
  await rejects(tasks.start('long_block', { key: 'x' }, { ttl: -5 }), -32602, /task.ttl/);
  // Issue 44: a ttl of 2^63 or more got 1 s; it gets the longest (24 h), like any long ttl.
  const huge = await tasks.start('long_block', { key: 'huge' }, { ttl: 2 ** 63 });
  assert.equal(huge.task.ttl, 24 * 3600 * 1000, JSON.stringify(huge));
  await tasks.cancel(huge.task.taskId);
  await sleep(scaled(200));
  assert.equal(ed.runCount('long_block'), 2, 'the malformed task requests did not run (the huge ttl\'s did)');
  assert.equal((await tasks.get(id)).status, 'cancelled');
});

test('tasks: cancelling a task whose call is held for a reloading editor says it did not run, and it never does', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Held', tools: tools() });
  const s = await connectClient(t, hub);
  const tasks = tasksOf(s);
  await ed.beginReload();
  await eventually(async () => (await s.listEditors()).editors[0]?.state === 'reloading', { what: 'reloading' });
  const id = (await tasks.start('long_block', { key: 'h' })).task.taskId;
  const cancelled = await tasks.cancel(id);
  assert.equal(cancelled.status, 'cancelled');
  assert.match(cancelled.statusMessage, /had not reached the Unity editor .* and did not run/);
  ed.domain += 1;
  await connectReady(ed);
  await sleep(scaled(300));
  assert.equal(ed.runCount('long_block'), 0);
});

test('tasks: a task belongs to its session; another session sees it as unknown and cannot cancel it', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Owned', tools: tools() });
  const a = tasksOf(await connectClient(t, hub, { name: 'client-a' }));
  const b = tasksOf(await connectClient(t, hub, { name: 'client-b' }));
  const id = (await a.start('long_block', { key: 'mine' })).task.taskId;
  await ed.waitForCall('long_block');
  assert.deepEqual((await b.list()).tasks, [], 'b lists none of a\'s tasks');
  await rejects(b.get(id), -32602, /Task not found/);
  await rejects(b.result(id), -32602, /Task not found/);
  await rejects(b.cancel(id), -32602, /Task not found/);
  assert.equal(ed.cancellations.length, 0, 'b\'s cancel reached nothing');
  assert.deepEqual((await a.list()).tasks.map((x) => [x.taskId, x.status]), [[id, 'working']]);
  ed.release('mine');
  await eventually(async () => (await a.get(id)).status === 'completed', { what: 'completed' });
  assert.equal(textOf(await a.result(id)), 'released mine');
});

test('tasks (2026-07-28): without sessions the task id is the capability: another client reaches a task by its id, never by listing; a session never sees it', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Sessionless', tools: tools() });
  const a = statelessClient(hub.port, { name: 'client-a', capabilities: TASKS_EXTENSION });
  const b = statelessClient(hub.port, { name: 'client-b', capabilities: TASKS_EXTENSION });
  const created = (await a.request('tools/call', { name: 'long_block', arguments: { key: 'ci' } })).answer.result;
  assert.equal(created?.resultType, 'task', JSON.stringify(created));
  const id = created.taskId;
  assert.match(id, /^[0-9a-f]{32}$/, '128 random bits');
  await ed.waitForCall('long_block');
  // There is no list to find it by (the extension has no tasks/list), and a guessed id is not found.
  assert.equal((await b.request('tasks/list', {})).answer.error?.code, -32601);
  const guessed = (await b.request('tasks/get', { taskId: `${id.slice(0, 31)}${id[31] === '0' ? '1' : '0'}` })).answer;
  assert.equal(guessed.error?.code, -32602, JSON.stringify(guessed));
  // The id is what a client holds: the one it was handed to (a CI step after the one that started it) reaches it.
  assert.equal((await b.request('tasks/get', { taskId: id })).answer.result?.status, 'working');
  // A 2025-11-25 session owns its own tasks only.
  const s = tasksOf(await connectClient(t, hub, { name: 'session-c' }));
  await rejects(s.get(id), -32602, /Task not found/);
  assert.deepEqual((await s.list()).tasks, []);
  ed.release('ci', 'done');
  let task;
  await eventually(async () => {
    task = (await a.request('tasks/get', { taskId: id })).answer.result;
    return task?.status === 'completed';
  }, { what: 'the task completed' });
  assert.equal(textOf(task.result), 'released ci: done');
  assert.equal(ed.runCount('long_block'), 1);
});

// A hub restart where the editor keeps running: killed (SIGKILL, no chance to say anything) or stopped.
function sharedStateDir(t) {
  const dir = makeStateDir();
  // Registered before the hubs that use it, so this runs while the last hub may still write its files
  // (a failed cleanup would also skip the hooks that stop the hubs): retried, and never a failure.
  t.after(() => {
    try { rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 }); } catch { /* a temp dir */ }
  });
  return dir;
}

async function signalled(hub, signal = 'SIGKILL') {
  hub.proc.kill(signal);
  await new Promise((r) => (hub.alive() ? hub.proc.once('exit', r) : r()));
}

async function startKeptTask(hub, ed, key) {
  const a = statelessClient(hub.port, { name: 'ci-step-1', capabilities: TASKS_EXTENSION });
  const created = (await a.request('tools/call', { name: 'long_block', arguments: { key } })).answer.result;
  assert.equal(created?.resultType, 'task', JSON.stringify(created));
  await ed.waitForCall('long_block');
  return created.taskId;
}

for (const signal of ['SIGKILL', 'SIGTERM']) {
  test(`tasks (2026-07-28): a task outlives a hub ${signal === 'SIGKILL' ? 'killed' : 'stopped'} (${signal}) while its editor runs it: the next hub re-sends it under its call id, the editor answers once`, async (t) => {
    const stateDir = sharedStateDir(t);
    const hub1 = await startHub(t, { stateDir });
    const ed = await addEditor(t, hub1, { project: 'Kept', tools: tools() });
    const id = await startKeptTask(hub1, ed, 'ci');
    await signalled(hub1, signal);
    const hub2 = await startHub(t, { stateDir });
    const b = statelessClient(hub2.port, { name: 'ci-step-2', capabilities: TASKS_EXTENSION });
    assert.equal((await b.request('tasks/get', { taskId: id })).answer.result?.status, 'working', 'reloaded');
    await ed.connect(); // the same editor process, to the new hub
    await eventually(() => ed.calls.filter((c) => c.msg.params?.name === 'long_block').length === 2, { what: 'the call sent again' });
    const [first, again] = ed.calls.filter((c) => c.msg.params?.name === 'long_block');
    assert.equal(again.msg.id, first.msg.id, 'under the same link id, so the call record knows it');
    ed.release('ci', 'done');
    let task;
    await eventually(async () => {
      task = (await b.request('tasks/get', { taskId: id })).answer.result;
      return task?.status === 'completed';
    }, { what: 'the task completed on the new hub' });
    assert.equal(textOf(task.result), 'released ci: done');
    assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
    assert.equal(ed.cancellations.length, 0, 'the editor was never told to stop it');
  });
}

test('tasks: a session\'s tasks are taken over only by naming a session of an earlier hub (Patchbay-Resume-Session), never a live one, a made-up one, or twice', async (t) => {
  const stateDir = sharedStateDir(t);
  const hub1 = await startHub(t, { stateDir });
  const ed = await addEditor(t, hub1, { project: 'Owned', tools: tools() });
  const a = await connectClient(t, hub1);
  const id = (await tasksOf(a).start('long_block', { key: 'own' })).task.taskId;
  await ed.waitForCall('long_block');
  const held = a.transport.sessionId;
  assert.match(held, /^[0-9a-f]{32}$/);
  const thief = await connectClient(t, hub1, { headers: { 'Patchbay-Resume-Session': held } });
  assert.deepEqual((await tasksOf(thief).list()).tasks, [], 'a live session keeps its own');
  assert.equal((await tasksOf(a).get(id)).status, 'working');
  await signalled(hub1);
  const hub2 = await startHub(t, { stateDir });
  await ed.connect(); // the same editor process, to the new hub
  const madeUp = await connectClient(t, hub2, { headers: { 'Patchbay-Resume-Session': 'f'.repeat(32) } });
  assert.deepEqual((await tasksOf(madeUp).list()).tasks, []);
  const plain = await connectClient(t, hub2);
  await rejects(tasksOf(plain).get(id), -32602);
  const heir = await connectClient(t, hub2, { headers: { 'Patchbay-Resume-Session': held } });
  assert.deepEqual((await tasksOf(heir).list()).tasks.map((x) => x.taskId), [id]);
  const again = await connectClient(t, hub2, { headers: { 'Patchbay-Resume-Session': held } });
  assert.deepEqual((await tasksOf(again).list()).tasks, [], 'taken over once');
  await eventually(() => ed.calls.filter((c) => c.msg.params?.name === 'long_block').length === 2, { what: 'the call sent again' });
  ed.release('own', 'done');
  await eventually(async () => (await tasksOf(heir).get(id)).status === 'completed', { what: 'the task completed' });
  assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
  const saved = JSON.parse(readFileSync(path.join(stateDir, 'tasks.json'), 'utf8'));
  assert.equal(saved.tasks.find((x) => x.id === id)?.owner, `http:${heir.transport.sessionId}`, 'kept under its new owner');
});

test('tasks (2026-07-28): a kept task whose editor never comes back ends with a message that says so', async (t) => {
  const stateDir = sharedStateDir(t);
  const hub1 = await startHub(t, { stateDir });
  const ed = await addEditor(t, hub1, { project: 'Orphan', tools: tools() });
  const id = await startKeptTask(hub1, ed, 'lost');
  await signalled(hub1);
  await ed.close();
  const hub2 = await startHub(t, { stateDir, grace: 0.5 });
  const b = statelessClient(hub2.port, { name: 'ci-step-2', capabilities: TASKS_EXTENSION });
  let task;
  await eventually(async () => {
    task = (await b.request('tasks/get', { taskId: id })).answer.result;
    return task && task.status !== 'working';
  }, { what: 'the task to end' });
  assert.equal(task.status, 'completed', JSON.stringify(task));
  assert.equal(task.result.isError, true);
  assert.match(textOf(task.result), /Orphan/, 'names the editor');
  assert.equal(ed.runCount('long_block'), 1);
});

test('tasks: a corrupt task file: the hub starts, says so, sets it aside, and serves as before', async (t) => {
  const stateDir = sharedStateDir(t);
  writeFileSync(path.join(stateDir, 'tasks.json'), '{"kind": "patchbay-tasks", "tasks": [tru');
  const hub = await startHub(t, { stateDir });
  await eventually(() => /tasks\.json.*not a Patchbay task file.*set aside/.test(hub.stderr()), { what: 'the warning' });
  assert.ok(existsSync(path.join(stateDir, 'tasks.json.unreadable')), 'kept for a person to look at');
  const ed = await addEditor(t, hub, { project: 'Fresh', tools: tools() });
  const id = await startKeptTask(hub, ed, 'new');
  const saved = JSON.parse(readFileSync(path.join(stateDir, 'tasks.json'), 'utf8'));
  assert.deepEqual(saved.tasks.map((x) => [x.id, x.status]), [[id, 'working']]);
  ed.release('new');
});

// A tool that hands its work to a job, as compile and run_tests do once their waitSeconds run out, and the
// package's get_job, which here waits for the test to release the job.
const META = { 'patchbay/group': 'test', 'patchbay/security': 'none', 'patchbay/origin': 'package', 'patchbay/allowed': true };
const jobText = (o) => ({ content: [{ type: 'text', text: JSON.stringify(o) }], isError: false });
const jobTools = () => [
  asTask({
    name: 'long_job', description: 'Test double: starts job j1 and answers that it is still running.',
    inputSchema: { type: 'object' }, _meta: META,
    handler: () => jobText({ status: 'running', jobId: 'j1', message: 'Call get_job with this jobId.' }),
  }),
  {
    name: 'get_job', description: 'Test double: waits for the test to end job j1.',
    inputSchema: { type: 'object', properties: { jobId: { type: 'string' }, waitSeconds: { type: 'integer' } }, required: ['jobId'] },
    _meta: META,
    handler: async (args, ctx) => {
      const value = await ctx.editor.waitRelease(args.jobId, ctx.signal);
      return typeof value === 'string' ? jobText({ jobId: args.jobId, status: value, total: 2 })
        : jobText({ jobId: args.jobId, status: 'running', message: 'Not finished yet; call get_job again.' });
    },
  },
];

test('tasks: a task whose tool answers "running, jobId" follows the job through get_job; its result is the job\'s end', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'Jobs', tools: jobTools() });
  const tasks = tasksOf(await connectClient(t, hub));
  const id = (await tasks.start('long_job', {})).task.taskId;
  const asked = await ed.waitForCall('get_job');
  assert.equal(asked.params.arguments.jobId, 'j1');
  assert.equal((await tasks.get(id)).status, 'working', 'the job id is not the task\'s result');
  ed.release('j1', 'passed');
  const r = await tasks.result(id);
  assert.deepEqual(JSON.parse(textOf(r)), { jobId: 'j1', status: 'passed', total: 2 });
  assert.equal(ed.runCount('long_job'), 1);
});

test('tasks: a task cancelled while the hub follows its job says the job runs on to its end', async (t) => {
  const hub = await startHub(t);
  const ed = await addEditor(t, hub, { project: 'JobsCancelled', tools: jobTools() });
  const tasks = tasksOf(await connectClient(t, hub));
  const id = (await tasks.start('long_job', {})).task.taskId;
  await ed.waitForCall('get_job');
  const cancelled = await tasks.cancel(id);
  assert.equal(cancelled.status, 'cancelled');
  assert.match(cancelled.statusMessage, /was running it as job j1, which runs on to its end/);
  await rejects(tasks.result(id), -32800);
  assert.equal(ed.runCount('long_job'), 1);
});

// Issue 44: on a full disk a task promised to outlive the hub was answered "working" but never written,
// and the failed writes left empty temporary files. The hub runs here on a state directory of 8 KiB
// (a tmpfs in a mount namespace of its own: hub.json takes its only free page); a task is refused
// with why and its work never starts, nothing is left behind, and calls without a task still work.
test('tasks on a full disk: refused with why, never started, no temporary file left', async (t) => {
  const { execFileSync, spawn } = await import('node:child_process');
  const { readdirSync } = await import('node:fs');
  const { hubBinary, LISTENING_RE } = await import('../lib/hub_harness.mjs');
  try {
    execFileSync('unshare', ['-m', 'true'], { stdio: 'ignore' });
  } catch {
    return t.skip('needs unshare -m (root) for a small file system of its own');
  }
  const dir = makeStateDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = `mount -t tmpfs -o size=8k,mode=0700 tmpfs "$1" && exec "$2" serve --listen 127.0.0.1:0 --state-dir "$1"`;
  const proc = spawn('unshare', ['-m', 'sh', '-c', script, 'sh', dir, hubBinary], { stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => proc.kill('SIGKILL'));
  let stderr = '';
  proc.stderr.setEncoding('utf8');
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), scaled(10000));
    proc.stderr.on('data', (d) => {
      stderr += d;
      const m = LISTENING_RE.exec(stderr);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
  });
  const inside = `/proc/${proc.pid}/root${dir}`;  // the hub's own view of its state directory
  await eventually(() => existsSync(path.join(inside, 'hub.json')), { what: 'hub.json on the small disk' });
  const hub = { port, stateDir: inside };
  const ed = await addEditor(t, hub, { project: 'FullDisk', tools: tools() });
  const client = statelessClient(port, { name: 'full-disk', capabilities: TASKS_EXTENSION });
  const { answer } = await client.request('tools/call', { name: 'long_block', arguments: { key: 'full' } });
  assert.equal(answer.error?.code, -32603, JSON.stringify(answer));
  assert.match(answer.error.message, /cannot keep this task \(cannot write .*tasks\.json: No space left on device\), so it did not start it: nothing ran/);
  await sleep(scaled(200));
  assert.equal(ed.runCount('long_block'), 0, 'its work never started');
  assert.deepEqual(readdirSync(inside).filter((f) => f.includes('.tmp-')), [], 'no temporary file left behind');
  // A call without a task does not need the disk.
  const plain = await client.call('echo', { text: 'still here' });
  assert.notEqual(plain.isError, true, JSON.stringify(plain));
});
