// End to end (issue 31): the package's long tools as MCP tasks, real hub, real package on the headless host.
//   - a compile task across the domain reload it causes: tasks/get polled until completed, tasks/result gives
//     the compile's result, answered from the new domain;
//   - a test run cancelled half way: the run is held inside a [UnityTest] that waits for a file, tasks/cancel
//     then says the editor had started it, and the editor was told to stop: on Unity 6 (Test Framework 1.4+)
//     the tests after it never run; on 2021.3 (1.1.33, no way to cancel a run) the run goes on to its end;
//   - a test run as a task that outlives both its waitSeconds and the hub's call timeout: the hub follows the
//     job through get_job, and tasks/result is the run's summary, not the "still running, jobId" answer;
//   - a package change started by a 2026-07-28 client (tasks extension), polled from a new connection of
//     another client: a 2025-11-25 task belongs to its session, a task of the extension to no session, so
//     its id reaches it (docs/protocol-versions.md, "Reaching a task from a new connection").
// Half way is a chosen point (the test has started and waits), never a timer.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, sleep, e2eTest as test,
  DEFAULT_SETTINGS,
} from './lib/e2e.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const RELOADED = /^reloaded \d+$/;
const TASKS_EXTENSION = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

async function setup(t, name, settings, before, hubOptions = {}) {
  const hub = await startHub(t, hubOptions);
  const project = copyProject(t, { name, settings });
  if (before) before(project);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, project);
  return { hub, project, host, s, editor };
}

async function settled(tasks, id) {
  let last;
  await eventually(async () => {
    last = await tasks.get(id);
    return last.status !== 'working';
  }, { timeoutMs: scaled(120000), intervalMs: 200, what: `task ${id} to end` });
  return last;
}

test('a compile task outlives the domain reload it causes; tasks/result gives the compile result from the new domain', T, async (t) => {
  const { host, s } = await setup(t, 'TaskCompile', DEFAULT_SETTINGS);
  const tools = await s.listTools();
  assert.deepEqual(tools.find((x) => x.name === 'compile').execution, { taskSupport: 'optional' });
  const tasks = tasksOf(s);
  const from = host.lines.length;
  const created = await tasks.start('compile', {});
  assert.equal(created.task.status, 'working');
  // While it works, tasks/get says which stage the compile is at (its progress, issue 45).
  const stages = new Set();
  let done;
  await eventually(async () => {
    done = await tasks.get(created.task.taskId);
    if (done.statusMessage) stages.add(done.statusMessage);
    return done.status !== 'working';
  }, { timeoutMs: scaled(120000), intervalMs: 20, what: 'the compile task to end' });
  t.diagnostic(`status messages: ${[...stages].join(' | ')}`);
  assert.ok([...stages].some((m) => /compil/.test(m)), `a compile stage was shown: ${[...stages].join(' | ')}`);
  assert.equal(done.status, 'completed', JSON.stringify(done));
  const r = await tasks.result(created.task.taskId);
  assert.notEqual(r.isError, true, textOf(r));
  const compiled = r.structuredContent ?? JSON.parse(textOf(r));
  assert.equal(compiled.status, 'succeeded', JSON.stringify(compiled));
  assert.equal(compiled.domainReloaded, true, 'answered from the domain the compile loaded');
  assert.ok(host.lines.slice(from).some((l) => RELOADED.test(l)), 'the domain reloaded under the task');
  assert.equal(r._meta['io.modelcontextprotocol/related-task'].taskId, created.task.taskId);
});

const GATE_TESTS = `using System.Collections;
using System.IO;
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

test('a test run as a task cancelled half way: the status says it had started, the editor is told to stop it', T, async (t) => {
  const settings = { autoStartHub: false, allowTests: true, groups: { tests: true } };
  const { project, s, editor } = await setup(t, 'TaskTests', settings, (p) => {
    writeFileSync(path.join(p, 'Assets', 'Tests', 'EditMode', 'GateTests.cs'), GATE_TESTS);
  });
  const lib = (f) => path.join(project, 'Library', f);
  const tasks = tasksOf(s);
  const id = (await tasks.start('run_tests', { names: ['GateTests'] })).task.taskId;
  await eventually(() => existsSync(lib('gate-started')), { timeoutMs: scaled(60000), what: 'the first test running' });
  assert.equal((await tasks.get(id)).status, 'working');
  const cancelled = await tasks.cancel(id);
  assert.equal(cancelled.status, 'cancelled');
  assert.match(cancelled.statusMessage, /the Unity editor .* had started it and was asked to stop/);
  await assert.rejects(tasks.result(id), (e) => e.code === -32800);
  // Opening the gate now lets a run that was not stopped go on to B. Test Framework 1.4+ (Unity 6) can stop a
  // run (TestRunnerApi.CancelTestRun): B never runs. 1.1.33 (Unity 2021.3, the stand-in's oldest profile) has no
  // way to, so the run goes on to its end there, as in Unity (RunTestsTool; docs/protocol-versions.md).
  const canStop = /^6\d{3}\./.test(editor.unityVersion ?? '');
  t.diagnostic(`Unity ${editor.unityVersion}: the Test Framework ${canStop ? 'can' : 'cannot'} stop a run`);
  if (!canStop) {
    // Another run meanwhile is told the truth: the cancelled call's run goes on, why, and where its summary comes (issue 45).
    const blocked = await s.call('run_tests', { names: ['MathTests'] }, { timeout: scaled(30000) });
    assert.equal(blocked.isError, true, textOf(blocked));
    assert.match(textOf(blocked), /already in progress \(job [^;]+; use get_job\)\. Its call was cancelled, but this editor's Test Framework \(1\.1, Unity 2021\.3\) cannot stop a run/);
    const job = /job ([^;]+);/.exec(textOf(blocked))[1];
    // Other tools are not held by the run.
    const state = await s.call('get_editor_state', {}, { timeout: scaled(30000) });
    assert.notEqual(state.isError, true, textOf(state));
    writeFileSync(lib('gate-open'), 'x');
    let summary;
    await eventually(async () => {
      const r = await s.call('get_job', { jobId: job }, { timeout: scaled(30000) });
      summary = JSON.parse(textOf(r));
      return summary.status !== 'running';
    }, { timeoutMs: scaled(60000), intervalMs: 200, what: 'the cancelled call\'s run to end in its job' });
    assert.equal(summary.total, 2, JSON.stringify(summary));
  }
  writeFileSync(lib('gate-open'), 'x');
  if (canStop) {
    await sleep(scaled(1500));
    assert.equal(existsSync(lib('gate-after')), false, 'the run stopped: the test after the gate never ran');
  } else {
    await eventually(() => existsSync(lib('gate-after')), { timeoutMs: scaled(30000), what: 'the run going on to its end' });
  }
  assert.equal(readFileSync(lib('gate-started'), 'utf8'), 'x', 'the gated test ran once');
  // The editor is free again: the next run (the sample's own tests) is answered.
  const next = await s.call('run_tests', { names: ['MathTests'] }, { timeout: scaled(90000) });
  assert.notEqual(next.isError, true, textOf(next));
});

// waitSeconds 1: the tool itself answers "running, jobId" while the gate holds the run, and the hub follows
// the job; the default (30 s): the hub's call deadline passes first, and no longer cuts the task's work short.
for (const waitSeconds of [1, undefined]) {
  test(`a test run as a task outlives ${waitSeconds ? 'its waitSeconds and ' : ''}the hub's call timeout: ${waitSeconds ? 'the hub follows the job to its summary' : 'the task waits on'}`, T, async (t) => {
    const settings = { autoStartHub: false, allowTests: true, groups: { tests: true } };
    const callTimeout = 2;
    const { project, s } = await setup(t, 'TaskFollow', settings, (p) => {
      writeFileSync(path.join(p, 'Assets', 'Tests', 'EditMode', 'GateTests.cs'), GATE_TESTS);
    }, { callTimeout });
    const lib = (f) => path.join(project, 'Library', f);
    const tasks = tasksOf(s);
    const id = (await tasks.start('run_tests', { names: ['GateTests'], ...(waitSeconds ? { waitSeconds } : {}) })).task.taskId;
    await eventually(() => existsSync(lib('gate-started')), { timeoutMs: scaled(60000), what: 'the first test running' });
    // The run is held by the gate, not by time: waiting past both bounds only lets them pass.
    await sleep((callTimeout + 2) * 1000);
    const held = await tasks.get(id);
    assert.equal(held.status, 'working', JSON.stringify(held));
    writeFileSync(lib('gate-open'), 'x');
    const done = await settled(tasks, id);
    assert.equal(done.status, 'completed', JSON.stringify(done));
    const r = await tasks.result(id);
    assert.notEqual(r.isError, true, textOf(r));
    const summary = r.structuredContent ?? JSON.parse(textOf(r));
    assert.equal(summary.status, 'passed', JSON.stringify(summary));
    assert.equal(summary.total, 2, JSON.stringify(summary));
    assert.equal(summary.passed, 2, JSON.stringify(summary));
    assert.equal(readFileSync(lib('gate-started'), 'utf8'), 'x', 'the gated test ran once');
    assert.equal(readFileSync(lib('gate-after'), 'utf8'), 'x', 'the test after it ran once');
  });
}

test('a package change started by a 2026-07-28 client is polled to its end from a new connection of another client', T, async (t) => {
  const settings = { groups: { core: true, packages: true }, autoStartHub: false, allowPackageChanges: true };
  const { hub, project } = await setup(t, 'TaskPackages', settings);
  const starter = statelessClient(hub.port, { name: 'ci-step-1', capabilities: TASKS_EXTENSION });
  const { answer } = await starter.request('tools/call', { name: 'add_package', arguments: { id: 'com.unity.textmeshpro@3.0.7' } });
  assert.equal(answer.result?.resultType, 'task', JSON.stringify(answer));
  const id = answer.result.taskId;
  // The first client is gone; another one, on its own connection, names the task.
  const poller = statelessClient(hub.port, { name: 'ci-step-2', capabilities: TASKS_EXTENSION });
  let task;
  await eventually(async () => {
    task = (await poller.request('tasks/get', { taskId: id })).answer.result;
    return task && task.status !== 'working';
  }, { timeoutMs: scaled(120000), intervalMs: 250, what: 'the package task to end' });
  assert.equal(task.status, 'completed', JSON.stringify(task));
  const added = JSON.parse(textOf(task.result));
  assert.equal(added.status, 'succeeded', JSON.stringify(added));
  assert.equal(added.domainReloaded, true);
  const manifest = JSON.parse(readFileSync(path.join(project, 'Packages', 'manifest.json'), 'utf8'));
  assert.equal(manifest.dependencies['com.unity.textmeshpro'], '3.0.7');
  // Without the extension the same id is refused (-32021), and an unknown one is not found.
  const plain = statelessClient(hub.port, { name: 'ci-step-3' });
  assert.equal((await plain.request('tasks/get', { taskId: id })).answer.error?.code, -32021);
  assert.equal((await poller.request('tasks/get', { taskId: '0'.repeat(32) })).answer.error?.code, -32602);
});
