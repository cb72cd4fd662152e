// `patchbay call --detach` and `patchbay task` (issue 31) through the real binary, against a scripted test
// editor: the call starts as a task of the 2026-07-28 tasks extension (no session, so each later command
// reaches it by its id), `task` shows its status and progress, `--wait` prints the result with call's exit
// codes, `--cancel` stops the work in the editor; bad input exits 2 and changes nothing. A detached task outlives
// its hub killed while the editor runs it: the next hub on the same state directory picks it up.
import assert from 'node:assert/strict';
import {
  test, stateDir, minimalEnv, startServe, runCli, addTestEditor, echoTool, blockTool,
} from './lib/frontdoor.mjs';

const asTask = (tool) => ({ ...tool, execution: { taskSupport: 'optional' } });

async function setup(t) {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'Detached', tools: [echoTool(), asTask(blockTool('long_block'))] });
  const cli = (...args) => runCli([...args, '--state-dir', dir], { env });
  return { ed, cli };
}

test('call --detach prints a task id at once; task shows it working, --wait prints its result (exit 0)', async (t) => {
  const { ed, cli } = await setup(t);
  const started = await cli('call', 'long_block', 'key=build', '--detach');
  assert.equal(started.code, 0, started.stderr);
  const id = started.stdout.trim();
  assert.match(id, /^[0-9a-f]{32}$/, started.stdout);
  assert.match(started.stderr, new RegExp(`patchbay task ${id}`));
  await ed.waitForCall('long_block');
  const shown = await cli('task', id);
  assert.equal(shown.code, 0, shown.stderr);
  assert.match(shown.stdout, /^working/);
  const waiting = cli('task', id, '--wait');
  ed.release('build', 'built');
  const waited = await waiting;
  assert.equal(waited.code, 0, waited.stderr);
  assert.equal(waited.stdout.trim(), 'released build: built');
  assert.match((await cli('task', id)).stdout, /^completed/);
  const json = JSON.parse((await cli('task', id, '--json')).stdout);
  assert.equal(json.taskId, id);
  assert.equal(json.status, 'completed');
  assert.equal(ed.runCount('long_block'), 1);
});

test('task --cancel stops the work in the editor and says it had started; --wait then exits 1', async (t) => {
  const { ed, cli } = await setup(t);
  const id = (await cli('call', 'long_block', 'key=tests', '--detach')).stdout.trim();
  const sent = await ed.waitForCall('long_block');
  const cancelled = await cli('task', id, '--cancel');
  assert.equal(cancelled.code, 0, cancelled.stderr);
  assert.match(cancelled.stdout, /^cancelled: cancelled by the client: the Unity editor .* had started it/);
  await ed.until(() => ed.cancellations.some((c) => c.requestId === sent.id), { what: 'the editor told to cancel' });
  const waited = await cli('task', id, '--wait');
  assert.equal(waited.code, 1, waited.stdout + waited.stderr);
  assert.match(waited.stdout, /^cancelled/);
  // Cancelling again is an acknowledgement (SEP-2663): the task stays cancelled.
  assert.equal((await cli('task', id, '--cancel')).code, 0);
});

test('bad input: an unknown task id exits 2; --detach of a tool that cannot be a task exits 2 and runs nothing', async (t) => {
  const { ed, cli } = await setup(t);
  const unknown = await cli('task', '0123456789abcdef0123456789abcdef');
  assert.equal(unknown.code, 2, unknown.stdout + unknown.stderr);
  assert.match(unknown.stderr, /Task not found/);
  const forbidden = await cli('call', 'echo', 'n=1', '--detach');
  assert.equal(forbidden.code, 2, forbidden.stdout + forbidden.stderr);
  assert.match(forbidden.stderr, /echo cannot run as a task.*without --detach/s);
  assert.equal(ed.runCount('echo'), 0);
});

test('a detached task outlives its hub killed (SIGKILL): the next hub on the state directory picks it up, task --wait gets the result', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const first = await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'Restarted', tools: [asTask(blockTool('long_block'))] });
  const cli = (...args) => runCli([...args, '--state-dir', dir], { env });
  const id = (await cli('call', 'long_block', 'key=ci', '--detach')).stdout.trim();
  await ed.waitForCall('long_block');
  first.proc.kill('SIGKILL');
  await new Promise((r) => (first.proc.exitCode === null && first.proc.signalCode === null ? first.proc.once('exit', r) : r()));
  await startServe(t, dir, { env });
  assert.match((await cli('task', id)).stdout, /^working/);
  await ed.connect(); // the same editor process, to the new hub
  const waiting = cli('task', id, '--wait');
  await ed.until(() => ed.calls.filter((c) => c.msg.params?.name === 'long_block').length === 2, { what: 'the call sent again' });
  ed.release('ci', 'done');
  const waited = await waiting;
  assert.equal(waited.code, 0, waited.stdout + waited.stderr);
  assert.equal(waited.stdout.trim(), 'released ci: done');
  assert.equal(ed.runCount('long_block'), 1, 'the work ran once');
});
