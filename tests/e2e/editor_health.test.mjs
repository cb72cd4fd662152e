// End to end (issue 29): the hub knows what an editor's main thread is doing even when that thread is stuck, and a
// call to an editor that cannot run it ends with the cause and what to do, never a bare timeout.
// The package answers the hub's ping (the health probe, docs/protocol.md §4.7) from its socket thread with a
// snapshot its main thread publishes. The headless editor drives the states: `compile-gate close` keeps a compile
// running until `compile-gate open`; `hang` blocks the main thread (a script stuck in an endless loop) until
// `release`. The tests drive a state, then wait for the hub to show it (polling a query, never a fixed sleep).
//   - a compile in progress: list_editors and `patchbay editors` say busy: compiling;
//   - a main thread hung in play mode: blocked, and a call held past --hold-timeout ends with the cause and the
//     remedy (outcome unknown: it had been sent); released, the next call works and the held call never ran (its
//     repeat under the same identity ran once).
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, editorOf, eventually, textOf, readCounter,
  hubCli as cli, e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const outcomeOf = (r) => r?._meta?.['patchbay/outcome'];
const seconds = (ms) => String(scaled(ms) / 1000);

// A hub that probes every 0.5 s (scaled), calls an editor blocked after 3 s without an update, and holds a call
// for 3 s before answering with the cause. Both bounds only decide when the answer comes, not which answer:
// the host stays hung until the test releases it.
async function setup(t, name, settings = {}) {
  const hub = await startHub(t, {
    heartbeat: seconds(500),
    args: ['--blocked-after', seconds(3000), '--hold-timeout', seconds(3000)],
  });
  const project = copyProject(t, { name, settings: { autoStartHub: false, groups: { diagnostics: true }, ...settings } });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  return { hub, project, host, s };
}

// Polls list_editors until the editor's health is `state` (and its summary matches `summary`).
async function waitHealth(s, project, state, summary) {
  let last;
  try {
    return await eventually(async () => {
      last = await editorOf(s, project);
      return last?.health?.state === state && (!summary || summary.test(last.health.summary)) ? last : false;
    }, { timeoutMs: scaled(60000), intervalMs: 200, what: `health ${state} ${summary ?? ''}` });
  } catch (err) {
    err.message += `\nlast listed: ${JSON.stringify(last)}`;
    throw err;
  }
}

test('a compile in progress shows as busy in list_editors and patchbay editors', T, async (t) => {
  const { hub, project, host, s } = await setup(t, 'HealthCompile');
  const ready = await waitHealth(s, project, 'ready');
  assert.equal(ready.health.summary, 'ready');
  assert.equal(typeof ready.health.probe.lastUpdateMsAgo, 'number', 'the probe says when the main thread last ran');
  assert.equal(ready.allowAnswerDialog, false, 'the package reports allowAnswerDialog, off by default');
  assert.equal(ready.health.modal, undefined, 'a ready editor\'s windows are not searched');

  await host.command('compile-gate close', /^compile-gate close$/);
  host.send('compile');
  const busy = await waitHealth(s, project, 'busy', /^busy: compiling since \d+ s$/);
  assert.equal(typeof busy.health.probe.compilingForMs, 'number');
  const listed = textOf(await s.call('list_editors', {}));
  assert.match(listed, /busy: compiling since \d+ s/, 'the text of list_editors says it too');

  const printed = await cli(hub, ['editors']);
  assert.equal(printed.code, 0, printed.stderr);
  assert.match(printed.stdout, /busy: compiling since \d+ s/, `patchbay editors prints the state:\n${printed.stdout}`);
  const asJson = JSON.parse((await cli(hub, ['editors', '--json'])).stdout);
  assert.equal(asJson.find((e) => e.projectPath === project).health.state, 'busy');

  const from = host.lines.length;
  host.send('compile-gate open');
  await host.waitLine(/^compiled ok$/, { from });
  await waitHealth(s, project, 'ready');
});

test('a main thread hung in play mode is blocked; a held call ends with the cause, runs at most once', T, async (t) => {
  const { project, host, s } = await setup(t, 'HealthHang', { allowAnswerDialog: true });
  host.send('play');
  await waitEditor(s, project, { state: 'playing' });
  await waitHealth(s, project, 'ready');

  await host.command('hang', /^hanging$/);
  const blocked = await waitHealth(s, project, 'blocked', /^blocked: main thread silent for \d+ s during play mode/);
  assert.match(blocked.health.remedy, /likely an endless loop in a script: ask the user to stop play mode/);
  assert.equal(blocked.health.probe.playMode, 'playing');
  // Issue 29: the hub looked for modal dialogs of the editor's process (the headless host shows none) and
  // knows the project's allowAnswerDialog from the package's settings file.
  assert.deepEqual(blocked.health.modal?.dialogs, [], JSON.stringify(blocked.health));
  assert.equal(blocked.allowAnswerDialog, true);

  // The call goes to the editor (its link thread takes it), waits behind the hung main thread, and is answered
  // once it has waited --hold-timeout: with the cause, the remedy, and the outcome left unknown (it had been sent).
  const args = { counter: 'held' };
  const held = await s.call('increment_counter', args, { timeout: scaled(60000) });
  assert.equal(held.isError, true, textOf(held));
  assert.equal(held._meta?.['patchbay/error']?.patchbay, 'editor_blocked', textOf(held));
  assert.match(textOf(held), /cannot run it now \(blocked: main thread silent for \d+ s during play mode/);
  assert.match(textOf(held), /likely an endless loop in a script: ask the user to stop play mode/);
  assert.match(textOf(held), /had been sent to the editor/);
  assert.doesNotMatch(textOf(held), /did not finish .* within/, 'not a bare timeout');
  assert.equal(outcomeOf(held), 'unknown');
  assert.equal(readCounter(project, 'held').value, 0, 'nothing ran while the main thread was hung');

  host.send('release');
  await host.waitLine(/^released$/);
  await waitHealth(s, project, 'ready');
  // The repeat (same session, tool and arguments) is recognised: the first call was dropped before it started, so
  // the repeat runs, once.
  const again = await s.call('increment_counter', args, { timeout: scaled(60000) });
  assert.notEqual(again.isError, true, textOf(again));
  const next = await s.call('increment_counter', { counter: 'after' }, { timeout: scaled(60000) });
  assert.notEqual(next.isError, true, textOf(next));
  const counter = readCounter(project, 'held');
  assert.equal(counter.value, 1, `the held call and its repeat ran once in all: ${JSON.stringify(counter.lines)}`);
  assert.equal(readCounter(project, 'after').value, 1);
});
