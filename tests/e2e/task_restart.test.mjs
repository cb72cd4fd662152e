// End to end (issue 31): a task outlives a hub restart where the editor keeps running. A 2026-07-28 client
// starts a test run as a task (the tasks extension: it belongs to no session), the run is held inside a
// [UnityTest] that waits for a file, and the hub is killed (SIGKILL). A new hub on the same state directory
// reloads the task from tasks.json, the editor reconnects to it, and the hub sends the call again under the
// task's call id: the package answers from the run it still has, so the tests run once. Another client polls
// the task on the new hub to its end. Half way is a chosen point (the test has started and waits), never a
// timer.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, tempDir, e2eTest as test,
} from './lib/e2e.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const TASKS_EXTENSION = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

const GATE_TESTS = `using System.IO;
using System.Collections;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace SampleProject.Tests
{
    public class GateTests
    {
        [UnityTest]
        public IEnumerator A_WaitsForTheGate()
        {
            File.AppendAllText("Library/gate-started", "x");
            while (!File.Exists("Library/gate-open"))
            {
                yield return null;
            }
        }

        [Test]
        public void B_RunsAfterTheGate()
        {
            File.AppendAllText("Library/gate-after", "x");
        }
    }
}
`;

test('a session-less task outlives its hub killed (SIGKILL) while the editor runs it: the next hub re-attaches, the work runs once, tasks/get reaches the result', T, async (t) => {
  const stateDir = tempDir(t, 'patchbay-e2e-state-');
  const hub1 = await startHub(t, { stateDir });
  const settings = { autoStartHub: false, allowTests: true, groups: { tests: true } };
  const project = copyProject(t, { name: 'TaskRestart', settings });
  writeFileSync(path.join(project, 'Assets', 'Tests', 'EditMode', 'GateTests.cs'), GATE_TESTS);
  const lib = (f) => path.join(project, 'Library', f);
  const host = await startHost(t, { project, stateDir });
  await waitEditor(await connectClient(t, hub1), project);

  const starter = statelessClient(hub1.port, { name: 'ci-step-1', capabilities: TASKS_EXTENSION });
  const { answer } = await starter.request('tools/call', { name: 'run_tests', arguments: { names: ['GateTests'] } });
  assert.equal(answer.result?.resultType, 'task', JSON.stringify(answer));
  const id = answer.result.taskId;
  await eventually(() => existsSync(lib('gate-started')), { timeoutMs: scaled(60000), what: 'the first test running' });

  // The hub keeps the task in its state directory, private to the user.
  const file = path.join(stateDir, 'tasks.json');
  const kept = JSON.parse(readFileSync(file, 'utf8')).tasks.find((x) => x.id === id);
  assert.equal(kept?.status, 'working', JSON.stringify(kept));
  assert.equal(kept.tool, 'run_tests');
  if (process.platform !== 'win32') assert.equal(statSync(file).mode & 0o777, 0o600);

  hub1.proc.kill('SIGKILL');
  await new Promise((r) => (hub1.alive() ? hub1.proc.once('exit', r) : r()));
  const hub2 = await startHub(t, { stateDir });
  const poller = statelessClient(hub2.port, { name: 'ci-step-2', capabilities: TASKS_EXTENSION });
  const reloaded = (await poller.request('tasks/get', { taskId: id })).answer;
  assert.equal(reloaded.result?.status, 'working', JSON.stringify(reloaded));
  // The editor reconnects to the new hub, which sends the call again under the task's call id.
  await waitEditor(await connectClient(t, hub2), project);
  writeFileSync(lib('gate-open'), 'x');
  let task;
  await eventually(async () => {
    task = (await poller.request('tasks/get', { taskId: id })).answer.result;
    return task && task.status !== 'working';
  }, { timeoutMs: scaled(120000), intervalMs: 250, what: 'the task to end on the new hub' });
  assert.equal(task.status, 'completed', JSON.stringify(task));
  assert.notEqual(task.result.isError, true, textOf(task.result));
  const summary = task.result.structuredContent ?? JSON.parse(textOf(task.result));
  assert.equal(summary.status, 'passed', JSON.stringify(summary));
  assert.equal(summary.total, 2, JSON.stringify(summary));
  assert.equal(readFileSync(lib('gate-started'), 'utf8'), 'x', 'the gated test ran once');
  assert.equal(readFileSync(lib('gate-after'), 'utf8'), 'x', 'the test after it ran once');
  assert.ok(host.alive(), 'the editor kept running');
  // The ended task is kept too: a third hub would still answer it (until its ttl).
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).tasks.find((x) => x.id === id)?.status, 'completed');
});
