// Issue 29 on Windows (patchbay.exe under Wine, tests/windows/run.sh): a real Win32 modal dialog, found and
// answered by the hub. tests/windows/message_box.c (built here with mingw-w64) shows MessageBoxW "Scene
// Modified" with Yes, No and Cancel in the same Wine prefix as the hub, prints its Windows pid and, once closed,
// which button closed it. A test editor registers with that pid and answers the health probe with a main
// thread silent for minutes (blocked from its first probe: driven, not waited for). The hub names the dialog
// and its buttons, refuses with allowAnswerDialog off, refuses a wrong title and a wrong button listing what
// is there, and — since the editor's link is not that program's (it only names its pid) — presses nothing even
// once allowed (issue 44: a button is pressed only in the process that holds the editor's link). A second test
// links the editor through the dialog program itself (its --relay), so the OS confirms the pid and the hub presses
// the button asked for. Wine shows windows on an X display, so the tests run their own Xvfb.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { startHub, addEditor, connectClient, textOf, eventually, sleep } from '../hub/lib/harness.mjs';
import { blockTool } from '../editor-double/test_editor.mjs';
import { ElicitRequestSchema } from '../lib/sdk.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { startXvfb, haveProgram, lineReader } from '../lib/xvfb.mjs';
import { scaled } from '../lib/time.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BLOCKED = { lastUpdateMsAgo: 600000, playMode: 'edit', queued: 0 };
const MINGW = 'x86_64-w64-mingw32-gcc';

// Builds tests/windows/message_box.c with mingw-w64 into a temporary folder and starts an Xvfb for it. Returns
// { show(...args) } (one dialog program per call, its arguments after the exe), or { skip: why } without
// mingw-w64 or Xvfb.
async function messageBoxes(t) {
  if (!haveProgram(MINGW)) return { skip: `${MINGW} is not installed (scripts/install-cross-deps.sh win installs it)` };
  const x = await startXvfb(t);
  if (!x) return { skip: 'Xvfb is not installed (scripts/install-deps.sh installs it)' };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-msgbox-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const exe = path.join(dir, 'message_box.exe');
  const built = spawnSync(MINGW, ['-municode', '-O1', '-Wall', '-Werror', '-o', exe, path.join(here, 'message_box.c'), '-lws2_32'], { encoding: 'utf8' });
  assert.equal(built.status, 0, `building message_box.exe: ${built.stderr}`);
  // Only the dialog's program gets the display: the hub finds its windows through the wineserver. Wine's helper
  // processes (explorer.exe for the desktop) inherit the program's pipes and outlive it, so the test closes its
  // ends itself.
  const show = async (...args) => {
    const box = spawn('wine', [exe, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DISPLAY: x.display } });
    box.stderr.resume();
    t.after(() => {
      if (box.exitCode === null && box.signalCode === null) box.kill('SIGKILL');
      box.stdout.destroy();
      box.stderr.destroy();
    });
    const out = lineReader(box, 'message_box.exe');
    const winPid = Number(/^pid (\d+)$/.exec(await out.waitLine(/^pid \d+$/))[1]);
    return { out, winPid };
  };
  return { show };
}

test('Windows: the hub finds a real MessageBox of a blocked editor\'s process, and presses nothing in a process that does not hold the editor\'s link', { timeout: scaled(180000) }, async (t) => {
  const boxes = await messageBoxes(t);
  if (boxes.skip) return t.skip(boxes.skip);
  const { out, winPid } = await boxes.show();

  const hub = await startHub(t, { heartbeat: scaled(500) / 1000 });
  const ed = await addEditor(t, hub, { project: 'WinModal', pid: winPid, health: BLOCKED });
  const s = await connectClient(t, hub);

  const listed = await eventually(async () => {
    const r = await s.call('list_editors', {});
    const e = r.structuredContent.editors.find((e2) => e2.projectName === 'WinModal');
    return e?.health?.modal?.dialogs?.length ? { r, e } : false;
  }, { timeoutMs: scaled(60000), intervalMs: 250, what: 'the MessageBox in list_editors' });
  const { health } = listed.e;
  assert.equal(health.state, 'blocked');
  assert.deepEqual(health.modal.dialogs.map((d) => [d.title, d.buttons]), [['Scene Modified', ['Yes', 'No', 'Cancel']]]);
  assert.equal(health.modal.dialogs[0].message, 'The scene has been modified. Save the changes?');
  assert.match(health.summary, /behind the modal dialog 'Scene Modified'/);
  assert.equal(health.remedy, 'Unity shows a modal dialog \'Scene Modified\' ("The scene has been modified. Save the changes?") with the buttons Yes, No, Cancel: ask the user, or call answer_dialog.');
  assert.match(textOf(listed.r), /with the buttons Yes, No, Cancel: ask the user, or call answer_dialog/);

  const call = (args) => s.call('answer_dialog', { editor: 'WinModal', ...args }, { timeout: scaled(60000) });
  const off = await call({ title: 'Scene Modified', button: 'No' });
  assert.equal(off.isError, true, textOf(off));
  assert.match(textOf(off), /allowAnswerDialog/);
  assert.match(textOf(off), /Window > Patchbay/);

  await ed.setState({ allowAnswerDialog: true }, { all: false });
  const title = await eventually(async () => {
    const r = await call({ title: 'Scene modified', button: 'No' });
    return /answer_dialog is off/.test(textOf(r)) ? false : r;  // until the setting has reached the hub
  }, { timeoutMs: scaled(30000), intervalMs: 100, what: 'the setting at the hub' });
  assert.equal(title.isError, true);
  assert.match(textOf(title), /No modal dialog is titled 'Scene modified'.*Unity shows 'Scene Modified' \(buttons Yes, No, Cancel\)/s);
  const button = await call({ title: 'Scene Modified', button: 'Save' });
  assert.equal(button.isError, true);
  assert.match(textOf(button), /has no button 'Save'; its buttons are Yes, No, Cancel/);
  assert.ok(!out.lines.some((l) => l.startsWith('answered')), `nothing was pressed: ${out.lines}`);

  // Issue 44: the pid is the editor's own word. This test editor's link is a Node process; it names the
  // MessageBox program's pid, which does not hold the link: the hub presses only in a process the OS says
  // holds the editor's connection, so it presses nothing here — which is what a token holder naming the real
  // Unity's pid gets too.
  const claimed = await call({ title: 'Scene Modified', button: 'No' });
  assert.equal(claimed.isError, true, textOf(claimed));
  assert.match(textOf(claimed), /presses only in the editor's own process/);
  assert.match(textOf(claimed), /Nothing was pressed/);
  assert.ok(!out.lines.some((l) => l.startsWith('answered')), `nothing was pressed: ${out.lines}`);
});

// The positive case through the real binary: the editor's link is held by the dialog's own process (the test editor
// links through message_box.exe's relay, as Unity's link is held by the process that shows Unity's dialogs), so the
// OS confirms the pid and patchbay.exe presses the button asked for in the real MessageBox.
test('Windows: answer_dialog presses a real MessageBox button in the process that holds the editor\'s link', { timeout: scaled(180000) }, async (t) => {
  const boxes = await messageBoxes(t);
  if (boxes.skip) return t.skip(boxes.skip);
  const hub = await startHub(t, { heartbeat: scaled(500) / 1000 });
  const { out, winPid } = await boxes.show('Scene Modified', '--relay', String(hub.port));
  const relay = Number(/^relay (\d+)$/.exec(await out.waitLine(/^relay \d+$/))[1]);

  const ed = await addEditor(t, hub, { project: 'WinRelay', pid: winPid, health: BLOCKED, url: `ws://127.0.0.1:${relay}/editor`, token: hub.token });
  await ed.setState({ allowAnswerDialog: true }, { all: false });
  const s = await connectClient(t, hub);
  await eventually(async () => {
    const r = await s.call('list_editors', {});
    const e = r.structuredContent.editors.find((e2) => e2.projectName === 'WinRelay');
    return e?.health?.modal?.dialogs?.length && e.health.modal.canPress ? e : false;
  }, { timeoutMs: scaled(60000), intervalMs: 250, what: 'the MessageBox in list_editors, pressable' });

  const pressed = await eventually(async () => {
    const r = await s.call('answer_dialog', { editor: 'WinRelay', title: 'Scene Modified', button: 'No' }, { timeout: scaled(60000) });
    return /answer_dialog is off/.test(textOf(r)) ? false : r;  // until the setting has reached the hub
  }, { timeoutMs: scaled(30000), intervalMs: 100, what: 'the setting at the hub' });
  assert.notEqual(pressed.isError, true, textOf(pressed));
  assert.match(textOf(pressed), /No/);
  await out.waitLine(/^answered No$/);
});

// Issue 46: a real MessageBox blocks a task's work. The task's client (it declares elicitation) is asked which
// button while the task is input_required, its answer is pressed in the real dialog through answer_dialog's
// checks, and the task works on to its result. A client that declines gets nothing pressed, and the task ends
// as a blocked call does.
test('Windows: a real MessageBox that blocks a task\'s work is the task\'s question, and the answer is pressed', { timeout: scaled(240000) }, async (t) => {
  const boxes = await messageBoxes(t);
  if (boxes.skip) return t.skip(boxes.skip);
  const hub = await startHub(t, { heartbeat: scaled(500) / 1000, args: ['--hold-timeout', '1'] });
  const { out, winPid } = await boxes.show('Scene Modified', '--relay', String(hub.port));
  const relay = Number(/^relay (\d+)$/.exec(await out.waitLine(/^relay \d+$/))[1]);
  const tool = { ...blockTool('long_block'), execution: { taskSupport: 'optional' } };
  const ed = await addEditor(t, hub, { project: 'WinTask', pid: winPid, health: BLOCKED, tools: [tool], url: `ws://127.0.0.1:${relay}/editor`, token: hub.token });
  await ed.setState({ allowAnswerDialog: true }, { all: false });

  const s = await connectClient(t, hub, { capabilities: { elicitation: {} } });
  const tasks = tasksOf(s);
  const asked = [];
  let answer = { action: 'decline' };
  s.client.setRequestHandler(ElicitRequestSchema, async (req) => {
    const taskId = req.params._meta?.['io.modelcontextprotocol/related-task']?.taskId;
    asked.push({ params: req.params, status: taskId ? (await tasks.get(taskId)).status : null });
    // Unity's main thread runs again once its dialog is closed; the test editor's probe answers say so
    // from the moment its button is chosen.
    if (answer.action === 'accept') ed.health = { lastUpdateMsAgo: 20, playMode: 'edit', queued: 0 };
    return answer;
  });
  await eventually(async () => {
    const r = await s.call('list_editors', {});
    const e = r.structuredContent.editors.find((e2) => e2.projectName === 'WinTask');
    return e?.health?.modal?.dialogs?.length && e.health.modal.canPress ? e : false;
  }, { timeoutMs: scaled(60000), intervalMs: 250, what: 'the MessageBox in list_editors, pressable' });

  // Declined: nothing pressed, and the task's call ends as a blocked one would (docs/protocol-versions.md).
  const first = (await tasks.start('long_block', { key: 'declined' })).task.taskId;
  await ed.waitForCall('long_block');
  await eventually(() => asked.length === 1, { timeoutMs: scaled(60000), what: 'the first question' });
  assert.equal(asked[0].status, 'input_required', JSON.stringify(asked[0]));
  assert.match(asked[0].params.message, /blocked by its dialog 'Scene Modified'/);
  assert.deepEqual(asked[0].params.requestedSchema.properties.button.enum, ['Yes', 'No', 'Cancel']);
  assert.equal(asked[0].params._meta['io.modelcontextprotocol/related-task'].taskId, first);
  await eventually(async () => (await tasks.get(first)).status === 'failed', { what: 'the declined task ended' });
  const declined = await tasks.result(first);
  assert.equal(declined.isError, true);
  assert.match(textOf(declined), /Scene Modified/);
  assert.ok(!out.lines.some((l) => l.startsWith('answered')), `nothing was pressed: ${out.lines}`);
  ed.release('declined', 'late');

  // Answered: No is pressed in the real dialog, and the task ends with its result.
  answer = { action: 'accept', content: { button: 'No' } };
  const second = (await tasks.start('long_block', { key: 'answered' })).task.taskId;
  await out.waitLine(/^answered No$/, { timeoutMs: scaled(60000) });
  assert.equal(asked[1].status, 'input_required');
  await sleep(scaled(1500));
  assert.equal(asked.length, 2, `the closed dialog is not asked about again: ${JSON.stringify(asked.map((a) => a.params.message))}`);
  assert.equal((await tasks.get(second)).status, 'working');
  ed.release('answered', 'done');
  await eventually(async () => (await tasks.get(second)).status === 'completed', { what: 'the second task completed' });
  assert.equal(textOf(await tasks.result(second)), 'released answered: done');
});
