// End to end (issue 26): an answer is final. When a fault cuts a call off from its client, the call is
// either answered once anyway or answered "outcome unknown" — and then its repeat is recognised as the
// same call, so it runs at most once (DESIGN.md §5, docs/protocol.md §6.1). Real hub, real package on the
// headless host, the increment_counter tool (each run adds one and logs its call id):
//   - `patchbay stdio` whose hub is killed (SIGKILL) or stopped (SIGTERM) mid-call: the front end sends the
//     call again to the next hub under the same call id; the editor's call record answers it;
//   - an editor stopped (SIGSTOP) mid-call past the hub's grace: the client is told the outcome is unknown;
//     the editor continues (SIGCONT) and finishes; the repeat returns that result, over stdio and HTTP;
//   - a call past its deadline: the hub cancels it in the editor; the repeat runs it once.
// Faults are driven at chosen points (the call's first progress, the unknown answer), never by a timer.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, eventually, tempDir,
  counterAnswer, readCounter, assertExactlyOnce, hubPid, connectStdio, startedCall, stoppedUntilAnswered, outcomeOf,
  e2eTest as test,
} from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

// A slow increment whose `started` resolves at its first progress (the tool is running in the editor).
function slowIncrement(s, counter, delayMs) {
  return startedCall(s, 'increment_counter', { counter, delayMs });
}

const T = { timeout: scaled(150000) };
// How long a stalled call waits before its effect. The host is stopped when the call's first progress reaches
// the client; the effect must still be ahead then, so the window grows with the machine's load (a busy run
// once delivered that progress after an unscaled 3 s had passed, and the effect was already there).
const STALL_MS = scaled(3000);

for (const signal of ['SIGKILL', 'SIGTERM']) {
  test(`patchbay stdio, hub ${signal === 'SIGKILL' ? 'killed (SIGKILL)' : 'stopped (SIGTERM)'} mid-call: the call goes to the next hub under its id and is answered once, with one effect`, T, async (t) => {
    const stateDir = tempDir(t, 'patchbay-e2e-state-');
    const hub1 = await startHub(t, { stateDir });
    const project = copyProject(t, { name: signal === 'SIGKILL' ? 'Phoenix' : 'Relay' });
    const host = await startHost(t, { project, stateDir });
    const s = await connectStdio(t, { stateDir, cwd: project });
    await waitEditor(s, project);

    const call = slowIncrement(s, 'hub', 6000);
    await call.started;
    hub1.proc.kill(signal);
    const r = await call.answer;
    assert.notEqual(r.isError, true, `the client is answered with the call's own result, not an error: ${textOf(r)}`);
    const first = counterAnswer(r);
    assert.equal(first.value, 1);
    assert.notEqual(hubPid(stateDir), hub1.proc.pid, 'a new hub answered');
    const next = counterAnswer(await s.call('increment_counter', { counter: 'hub' }));
    assert.equal(next.value, 2, 'the next call runs on the new hub');
    assertExactlyOnce(project, 'hub', [first, next]);
    assert.ok(host.alive());
  });
}

test('patchbay stdio, editor stopped (SIGSTOP) mid-call past the grace: "outcome unknown"; continued, it finishes; the repeat returns that result and nothing runs twice', T, async (t) => {
  const stateDir = tempDir(t, 'patchbay-e2e-state-');
  await startHub(t, { stateDir, heartbeat: 1, grace: 2 });
  const project = copyProject(t, { name: 'Sleeper' });
  const host = await startHost(t, { project, stateDir });
  const s = await connectStdio(t, { stateDir, cwd: project });
  await waitEditor(s, project);

  const { answer: r } = await stoppedUntilAnswered(host, slowIncrement(s, 'stall', STALL_MS));
  assert.equal(r.isError, true, `an editor that stopped answering fails the call: ${textOf(r)}`);
  assert.equal(outcomeOf(r), 'unknown', 'and says its outcome is unknown');
  assert.match(textOf(r), /same arguments/, `and how its repeat is recognised: ${textOf(r)}`);

  // Continued, the editor finishes the call nobody waits for any more: one effect.
  await eventually(() => readCounter(project, 'stall').lines.length === 1, { timeoutMs: scaled(30000), what: 'the stalled call finished' });
  await waitEditor(s, project, { timeoutMs: scaled(45000) });
  const again = await s.call('increment_counter', { counter: 'stall', delayMs: STALL_MS }, { timeout: scaled(60000) });
  const replayed = counterAnswer(again);
  assert.equal(replayed.value, 1, 'the repeat returns the first call\'s result');
  assert.equal(replayed.callId, readCounter(project, 'stall').lines[0].callId, 'the very call that ran');
  const fresh = counterAnswer(await s.call('increment_counter', { counter: 'stall', delayMs: STALL_MS }, { timeout: scaled(60000) }));
  assert.equal(fresh.value, 2, 'recognised once: the next identical call runs');
  assertExactlyOnce(project, 'stall', [replayed, fresh]);
});

test('HTTP client, editor stopped (SIGSTOP) mid-call: "outcome unknown"; a repeat while it is away is refused and remembered; after it finished, the repeat returns its result', T, async (t) => {
  const hub = await startHub(t, { heartbeat: 1, grace: 2 });
  const project = copyProject(t, { name: 'Napper' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);

  const { answer: r, whileAway } = await stoppedUntilAnswered(host, slowIncrement(s, 'nap', STALL_MS),
    () => s.call('increment_counter', { counter: 'nap', delayMs: STALL_MS }));
  assert.equal(outcomeOf(r), 'unknown', textOf(r));
  assert.equal(whileAway.isError, true, `a repeat while the editor is away cannot reach it: ${textOf(whileAway)}`);
  assert.equal(readCounter(project, 'nap').lines.length, 0, 'nothing ran yet');

  await eventually(() => readCounter(project, 'nap').lines.length === 1, { timeoutMs: scaled(30000), what: 'the stalled call finished' });
  await waitEditor(s, project, { timeoutMs: scaled(45000) });
  const replayed = counterAnswer(await s.call('increment_counter', { counter: 'nap', delayMs: STALL_MS }, { timeout: scaled(60000) }));
  assert.equal(replayed.value, 1, 'the repeat is the first call, answered from the editor\'s record');
  const other = counterAnswer(await s.call('increment_counter', { counter: 'nap' }));
  assert.equal(other.value, 2);
  assertExactlyOnce(project, 'nap', [replayed, other]);
});

test('a call past its deadline (its editor paused meanwhile): Patchbay asks the editor to cancel it and says the outcome is unknown; the repeat is answered once, whichever won', T, async (t) => {
  const deadline = Math.ceil(scaled(5000) / 1000);
  const hub = await startHub(t, { callTimeout: deadline, heartbeat: deadline });
  const project = copyProject(t, { name: 'Late' });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);

  const { answer: r } = await stoppedUntilAnswered(host, slowIncrement(s, 'late', scaled(1000)));
  assert.equal(outcomeOf(r), 'unknown', textOf(r));
  assert.match(textOf(r), /asked it to cancel/, textOf(r));
  // Continued, the editor gets the cancellation and the end of its wait at once: either may win. The
  // repeat is answered from the record (it finished) or runs (it was cancelled): one effect either way.
  const again = counterAnswer(await s.call('increment_counter', { counter: 'late', delayMs: scaled(1000) }, { timeout: scaled(60000) }));
  assert.equal(again.value, 1);
  assertExactlyOnce(project, 'late', [again]);
});
