// End to end (issue 12): things going wrong around the real package on the headless host, through the
// real hub. Each ends in a clear error or in transparent recovery (DESIGN.md §5), and every other session
// is still served:
//   - an editor killed with SIGKILL in the middle of a call (no close frame, no quitting event);
//   - two agents driving the same editor at once (both finish, neither starves);
//   - an editor whose main thread Unity throttles (not focused): calls still finish, and get_editor_state
//     tells the agent and what the user can change.
// The hub vanishing mid-call is in reload_contract.test.mjs and tests/frontdoor/restart.test.mjs; a link
// that stalls without closing in tests/hub/link_protocol.test.mjs (heartbeat).
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, tempDir,
  counterAnswer, readCounter, assertExactlyOnce,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };

test('an editor killed (SIGKILL) mid-call: the client gets a clear error; another editor\'s session is served throughout', T, async (t) => {
  const hub = await startHub(t, { grace: 2 });
  const root = tempDir(t);
  const doomed = copyProject(t, { name: 'Doomed', root });
  const steady = copyProject(t, { name: 'Steady', root });
  const victim = await startHost(t, { project: doomed, stateDir: hub.stateDir });
  await startHost(t, { project: steady, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  const other = await connectClient(t, hub);
  const doomedEditor = await waitEditor(s, doomed);
  const steadyEditor = await waitEditor(other, steady);
  await s.call('select_editor', { editor: doomedEditor.id });
  await other.call('select_editor', { editor: steadyEditor.id });

  let markStarted;
  const started = new Promise((r) => { markStarted = r; });
  const answer = s.call('increment_counter', { counter: 'killed', delayMs: 20000 }, { timeout: scaled(60000), onprogress: () => markStarted() });
  answer.catch(() => {});
  await started;
  // The other session keeps working while the first one's editor dies.
  const busy = (async () => {
    const values = [];
    for (let i = 0; i < 5; i++) values.push(counterAnswer(await other.call('increment_counter', { counter: 'steady' })));
    return values;
  })();
  victim.proc.kill('SIGKILL');

  const r = await answer;
  assert.equal(r.isError, true, `the call fails: ${JSON.stringify(r)}`);
  assert.match(textOf(r), /Doomed/, `the error names the editor: ${textOf(r)}`);
  assert.match(textOf(r), /(may have|partly|started)/i, `and says the call had started: ${textOf(r)}`);
  assert.equal(readCounter(doomed, 'killed').value, 0, 'the killed call had not incremented yet');

  const values = await busy;
  assertExactlyOnce(steady, 'steady', values);
  await eventually(async () => (await s.listEditors()).editors.every((e) => e.id !== doomedEditor.id || e.state !== 'ready'),
    { timeoutMs: scaled(20000), what: 'the killed editor no longer listed as ready' });
  const after = await s.call('increment_counter', { counter: 'killed', editor: steadyEditor.id });
  assert.notEqual(after.isError, true, `the first session can use the other editor: ${textOf(after)}`);
});

test('two agents driving the same editor at once both finish, and neither waits for the other to be done', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Shared' });
  await startHost(t, { project, stateDir: hub.stateDir });
  const a = await connectClient(t, hub);
  const b = await connectClient(t, hub);
  await waitEditor(a, project);
  const N = 25;
  const done = { a: 0, b: 0 };
  let bDoneWhenAFinished = -1;
  let aDoneWhenBFinished = -1;
  const loop = async (s, name) => {
    const answers = [];
    for (let i = 0; i < N; i++) {
      answers.push(counterAnswer(await s.call('increment_counter', { counter: name })));
      done[name]++;
    }
    if (name === 'a' && bDoneWhenAFinished < 0) bDoneWhenAFinished = done.b;
    if (name === 'b' && aDoneWhenBFinished < 0) aDoneWhenBFinished = done.a;
    return answers;
  };
  const [ra, rb] = await Promise.all([loop(a, 'a'), loop(b, 'b')]);
  assertExactlyOnce(project, 'a', ra);
  assertExactlyOnce(project, 'b', rb);
  // Whichever finished first, the other had made real progress by then: calls are served in turn.
  const progress = Math.max(bDoneWhenAFinished, aDoneWhenBFinished);
  assert.ok(progress >= N / 2, `the other agent had ${progress} of ${N} answers when the first finished (a: ${bDoneWhenAFinished}, b: ${aDoneWhenBFinished})`);
});

test('a throttled editor (not focused): calls still finish, and get_editor_state says so and what to change', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Background' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const state = async () => JSON.parse(textOf(await s.call('get_editor_state', {})));
  assert.equal((await state()).throttled, undefined, 'a normal editor is not reported throttled');

  const from = host.lines.length;
  host.send('throttle 400');
  await host.waitLine(/^throttle 400$/, { from });
  const slow = counterAnswer(await s.call('increment_counter', { counter: 'bg' }));
  assert.equal(slow.value, 1, 'a call to a throttled editor finishes');
  let seen;
  await eventually(async () => { seen = (await state()).throttled; return seen; },
    { timeoutMs: scaled(30000), intervalMs: 500, what: 'get_editor_state reporting the throttling' });
  assert.match(seen, /about [0-9]+ times a second/);
  assert.match(seen, /focus the Unity window/);
  assert.match(seen, /Interaction Mode/);

  host.send('throttle off');
  await eventually(async () => (await state()).throttled === undefined,
    { timeoutMs: scaled(30000), intervalMs: 500, what: 'the throttling report gone once the editor is fast again' });
  assertExactlyOnce(project, 'bg', [slow]);
});
