// End to end (issue 27): PlayMode tests through the real hub and the headless editor host. A PlayMode run enters
// play mode, which reloads the scripting domain (Unity's default); the Test Framework's callbacks end at a reload,
// so the tests report to the callbacks the play-mode domain registers. The package's collector, registered at every
// domain load, and its resumable job bring the results to the agent: the waiting call answers with them, or
// get_job does, each run's tests run once, and EditMode runs are unchanged.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, eventually, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };
const SETTINGS = { autoStartHub: false, allowTests: true, groups: { tests: true, scenes: true } };
const RUNS = 'Library/playmode-runs.log';

// A PlayMode test assembly (its asmdef builds for players too: no includePlatforms). Each test appends its name to
// Library/playmode-runs.log when it runs, so the test can count runs.
function writePlayModeTests(project) {
  const dir = path.join(project, 'Assets/Tests/PlayMode');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'SampleProject.Tests.PlayMode.asmdef'), JSON.stringify({
    name: 'SampleProject.Tests.PlayMode',
    references: ['UnityEngine.TestRunner', 'UnityEditor.TestRunner'],
    includePlatforms: [],
    overrideReferences: true,
    precompiledReferences: ['nunit.framework.dll'],
    autoReferenced: false,
    defineConstraints: ['UNITY_INCLUDE_TESTS'],
  }, null, 2));
  writeFileSync(path.join(dir, 'PlayTests.cs'), `using System.Collections;
using System.IO;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.TestTools;

public class PlayTests
{
    [UnityTest]
    public IEnumerator RunsInPlayMode()
    {
        File.AppendAllText("${RUNS}", "RunsInPlayMode playing=" + Application.isPlaying + "\\n");
        Assert.IsTrue(Application.isPlaying);
        yield return null;
        yield return null;
        Assert.IsTrue(Application.isPlaying);
    }

    // Runs until play mode ends while Library/block-play exists (the second test stops play mode under it).
    [UnityTest, Category("Blocking")]
    public IEnumerator WaitsWhileBlocked()
    {
        while (File.Exists("Library/block-play")) yield return null;
    }

    [Test]
    public void FailsInPlayMode()
    {
        File.AppendAllText("${RUNS}", "FailsInPlayMode playing=" + Application.isPlaying + "\\n");
        Assert.AreEqual(1, 2, "play mode failure");
    }
}
`);
}

async function setup(t) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'PlayModeProject', settings: SETTINGS });
  writePlayModeTests(project);
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  return { project, host, ...toolCaller(s) };
}

// The run's summary: the call's own answer, or get_job's once the call handed back a job id.
async function summaryOf(json, answer) {
  let result = answer;
  while (result.status === 'running') {
    assert.match(result.jobId, /^tests-/);
    result = await json('get_job', { jobId: result.jobId, waitSeconds: 45 });
  }
  return result;
}

function runs(project) {
  const file = path.join(project, RUNS);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
}

function assertPlayModeSummary(summary) {
  assert.equal(summary.status, 'failed', JSON.stringify(summary));
  assert.equal(summary.total, 3, JSON.stringify(summary));
  assert.equal(summary.passed, 2);
  assert.equal(summary.failed, 1);
  assert.equal(summary.failures.length, 1);
  assert.equal(summary.failures[0].name, 'PlayTests.FailsInPlayMode');
  assert.match(summary.failures[0].message, /play mode failure/);
}

test('a PlayMode run whose play mode reloads the domain answers with its results, once; get_job after the reloads; EditMode runs unchanged', T, async (t) => {
  const { project, host, json, fails } = await setup(t);

  // The call waits across play mode's domain reload and answers from the new domain.
  const reloadsBefore = host.lines.filter((l) => l.startsWith('reloaded')).length;
  const first = await json('run_tests', { mode: 'PlayMode', waitSeconds: 45 });
  const summary = await summaryOf(json, first);
  assertPlayModeSummary(summary);
  assert.ok(host.lines.filter((l) => l.startsWith('reloaded')).length > reloadsBefore, 'entering play mode reloaded the domain');
  assert.deepEqual(runs(project), ['FailsInPlayMode playing=True', 'RunsInPlayMode playing=True'], 'each test ran once, in play mode');

  // A run handed back as a job at once: get_job answers with the results after the reloads, and again later.
  const second = await json('run_tests', { mode: 'PlayMode', waitSeconds: 0 });
  assert.equal(second.status, 'running', JSON.stringify(second));
  await fails('run_tests', { mode: 'PlayMode' }, 'invalid_state'); // one run at a time (or: play mode is on)
  const viaJob = await summaryOf(json, second);
  assertPlayModeSummary(viaJob);
  assert.equal(viaJob.jobId, second.jobId);
  assertPlayModeSummary(await json('get_job', { jobId: second.jobId, waitSeconds: 0 }));
  assert.equal(runs(project).length, 4, 'the second run ran each test once more');

  // Back in edit mode, EditMode runs run the EditMode tests only.
  const edit = await summaryOf(json, await json('run_tests', { waitSeconds: 45 }));
  assert.equal(edit.status, 'passed', JSON.stringify(edit));
  assert.ok(edit.passed > 0);
  assert.equal(runs(project).length, 4, 'no PlayMode test ran in the EditMode run');
});

test('a PlayMode run whose play mode is stopped in the editor ends its job as cancelled, and the next run starts; none with compile errors', T, async (t) => {
  const { project, json, fails } = await setup(t);
  writeFileSync(path.join(project, 'Library/block-play'), '');
  const started = await json('run_tests', { mode: 'PlayMode', categories: ['Blocking'], waitSeconds: 0 });
  assert.equal(started.status, 'running', JSON.stringify(started));
  await eventually(async () => (await json('get_editor_state')).playMode === 'playing', { timeoutMs: scaled(120000), what: 'play mode' });
  assert.equal((await json('set_play_mode', { action: 'stop' })).playMode, 'edit');
  const ended = await summaryOf(json, await json('get_job', { jobId: started.jobId, waitSeconds: 45 }));
  assert.equal(ended.status, 'cancelled', JSON.stringify(ended));
  assert.match(ended.message, /Play mode ended before the PlayMode test run finished|cancelled/);
  rmSync(path.join(project, 'Library/block-play'));
  assertPlayModeSummary(await summaryOf(json, await json('run_tests', { mode: 'PlayMode', waitSeconds: 45 })));

  // Unity does not enter play mode with compile errors: refused, so no run waits for a play mode that never comes.
  writeFileSync(path.join(project, 'Assets/Scripts/Broken.cs'), 'public class Broken { int x = "no"; }\n');
  assert.equal((await json('compile')).status, 'failed');
  await fails('run_tests', { mode: 'PlayMode' }, 'invalid_state', /compile errors/);
  rmSync(path.join(project, 'Assets/Scripts/Broken.cs'));
  assert.equal((await json('compile')).status, 'succeeded');
  assertPlayModeSummary(await summaryOf(json, await json('run_tests', { mode: 'PlayMode', waitSeconds: 45 })));
});
