// MCP tasks (issue 31; tasks.mdx of 2025-11-25) through `patchbay stdio`, as a client that launches the front
// end sees them: the official SDK client's task-augmented tools/call is answered at once with its task, and
// tasks/get, tasks/result, tasks/list and tasks/cancel reach it through the relay, against a scripted test
// editor. Each bad input gets the spec's error and leaves the other tasks as they were. A task outlives its
// hub killed while the editor runs it: the front end's next session takes it over, so its id keeps answering.
import assert from 'node:assert/strict';
import {
  test, stateDir, minimalEnv, startServe, connectSdkStdio, addTestEditor, echoTool, blockTool, textOf, eventually,
  waitHubJson,
} from './lib/frontdoor.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { GetTaskResultSchema } from '../lib/sdk.mjs';

const asTask = (tool) => ({ ...tool, execution: { taskSupport: 'optional' } });

async function setup(t) {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'StdioTasks', tools: [echoTool(), asTask(blockTool('long_block'))] });
  const s = await connectSdkStdio(t, { dir, env });
  return { ed, s, tasks: tasksOf(s) };
}

async function rejects(promise, code, pattern) {
  await assert.rejects(promise, (e) => {
    assert.equal(e.code, code, e.message);
    if (pattern) assert.match(e.message, pattern);
    return true;
  });
}

test('stdio: a task-augmented call answers with its task; tasks/get, /list and /result follow it through the front end', async (t) => {
  const { ed, s, tasks } = await setup(t);
  const listed = await s.listTools();
  assert.deepEqual(listed.find((x) => x.name === 'long_block').execution, { taskSupport: 'optional' });
  const created = await tasks.start('long_block', { key: 'build' });
  assert.equal(created.task.status, 'working');
  const id = created.task.taskId;
  await ed.waitForCall('long_block');
  assert.equal((await tasks.get(id)).status, 'working');
  assert.deepEqual((await tasks.list()).tasks.map((x) => x.taskId), [id]);
  const result = tasks.result(id); // waits for the end
  ed.release('build', 'built');
  const r = await result;
  assert.equal(textOf(r), 'released build: built');
  assert.equal(r._meta['io.modelcontextprotocol/related-task'].taskId, id);
  assert.equal((await tasks.get(id)).status, 'completed');
  assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
});

test('stdio: tasks/cancel stops the work in the editor; bad input gets the spec\'s error and changes nothing', async (t) => {
  const { ed, s, tasks } = await setup(t);
  const keep = (await tasks.start('long_block', { key: 'keep' })).task.taskId;
  const stop = (await tasks.start('long_block', { key: 'stop' })).task.taskId;
  await eventually(() => ed.runCount('long_block') === 2, { what: 'both tasks running in the editor' });
  const cancelled = await tasks.cancel(stop);
  assert.equal(cancelled.status, 'cancelled');
  assert.match(cancelled.statusMessage, /the Unity editor .* had started it and was asked to stop/);
  await ed.until(() => ed.cancellations.length === 1, { what: 'the editor told to cancel' });
  await rejects(tasks.result(stop), -32800);
  // A cancel after the end, an unknown id, a malformed task: -32602 each.
  await rejects(tasks.cancel(stop), -32602, /already cancelled/);
  await rejects(tasks.get('0123456789abcdef0123456789abcdef'), -32602, /Task not found/);
  await rejects(tasks.cancel('0123456789abcdef0123456789abcdef'), -32602, /Task not found/);
  await rejects(s.client.request({ method: 'tasks/get', params: {} }, GetTaskResultSchema), -32602, /taskId/);
  await rejects(tasks.start('long_block', { key: 'never' }, 5), -32602);
  assert.equal(ed.runCount('long_block'), 2, 'the malformed task ran nothing');
  // The other task is untouched and still completes.
  assert.equal((await tasks.get(keep)).status, 'working');
  ed.release('keep', 'kept');
  assert.equal(textOf(await tasks.result(keep)), 'released keep: kept');
  assert.equal(ed.cancellations.length, 1);
});

test('stdio: a task outlives its hub killed (SIGKILL): the front end\'s next session takes it over; get and result reach it, the work ran once', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env }); // starts its own hub
  const first = await waitHubJson(dir);
  const ed = await addTestEditor(t, dir, { project: 'KeptSession', tools: [asTask(blockTool('long_block'))] });
  const tasks = tasksOf(s);
  const id = (await tasks.start('long_block', { key: 'ci' })).task.taskId;
  await ed.waitForCall('long_block');
  const other = await connectSdkStdio(t, { dir, env, name: 'another-client' });
  await rejects(tasksOf(other).get(id), -32602); // not another session's, before ...
  process.kill(first.pid, 'SIGKILL');
  await waitHubJson(dir, { notPid: first.pid }); // the front end started the next hub
  await ed.connect(); // the same editor process, to the new hub
  await eventually(async () => (await tasks.get(id)).status === 'working', { what: 'the task known to the next hub' });
  assert.deepEqual((await tasks.list()).tasks.map((x) => x.taskId), [id]);
  await ed.until(() => ed.calls.filter((c) => c.msg.params?.name === 'long_block').length === 2, { what: 'the call sent again' });
  const result = tasks.result(id);
  ed.release('ci', 'done');
  assert.equal(textOf(await result), 'released ci: done');
  assert.equal((await tasks.get(id)).status, 'completed');
  assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
  assert.equal(ed.cancellations.length, 0, 'the editor was never told to stop it');
  await rejects(tasksOf(other).get(id), -32602); // ... nor after: the other client's session took nothing over
});
