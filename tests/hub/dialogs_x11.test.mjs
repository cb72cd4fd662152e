// Issue 29 on Linux: a blocked editor's modal dialog, found with X11 by the hub (build/bin/patchbay) under Xvfb.
// A real dialog window stands for Unity's (tests/hub/fixtures/x11_dialog.c: a top-level window with the
// properties GTK sets on a modal dialog, built here with cc; zenity would bring a web engine and a sandbox helper
// through apt): the test editor registers with its pid and answers the health probe with a main thread silent for minutes, so the
// editor is blocked from its first probe (driven, not waited for). The hub names the dialog's title in
// list_editors, in `patchbay editors` and in a held call's editor_blocked error, says that X11 does not show
// its buttons, and answer_dialog refuses (pressing needs the buttons) and presses nothing.
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHub, addEditor, connectClient, textOf, eventually, blockTool, test } from './lib/harness.mjs';
import { hubBinary, repoRoot } from '../lib/paths.mjs';
import { startXvfb, haveProgram, lineReader } from '../lib/xvfb.mjs';
import { scaled } from '../lib/time.mjs';

const BLOCKED = { lastUpdateMsAgo: 600000, playMode: 'edit', queued: 0 };

test('X11: the hub names the modal dialog of a blocked editor and refuses to press what it cannot see', { timeout: scaled(120000) }, async (t) => {
  if (!haveProgram('cc')) return t.skip('no C compiler (scripts/install-deps.sh installs build-essential)');
  const x = await startXvfb(t);
  if (!x) return t.skip('Xvfb is not installed (scripts/install-deps.sh installs it)');
  process.env.DISPLAY = x.display;

  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-x11-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const program = path.join(dir, 'x11_dialog');
  execFileSync('cc', ['-o', program, path.join(repoRoot, 'tests/hub/fixtures/x11_dialog.c'), '-ldl']);
  const dialog = spawn(program, ['Scene Modified'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env } });
  t.after(() => { if (dialog.exitCode === null) dialog.kill('SIGTERM'); });
  await lineReader(dialog, 'x11_dialog').waitLine(/^shown \d+$/);

  const hub = await startHub(t, { heartbeat: scaled(500) / 1000, args: ['--hold-timeout', String(scaled(1000) / 1000)] });
  const ed = await addEditor(t, hub, { project: 'Modal', pid: dialog.pid, health: BLOCKED, tools: [blockTool()] });
  await ed.setState({ allowAnswerDialog: true }, { all: false });
  const s = await connectClient(t, hub);

  const listed = await eventually(async () => {
    const r = await s.call('list_editors', {});
    const e = r.structuredContent.editors.find((x) => x.projectName === 'Modal');
    return e?.health?.modal?.dialogs?.length ? { r, e } : false;
  }, { timeoutMs: scaled(60000), intervalMs: 200, what: 'the dialog in list_editors' });
  const { health } = listed.e;
  assert.equal(health.state, 'blocked');
  assert.equal(health.modal.dialogs[0].title, 'Scene Modified');
  assert.deepEqual(health.modal.dialogs[0].buttons, [], 'X11 does not expose GTK\'s buttons');
  assert.match(health.modal.limitation, /X11 gives a dialog's title but not its text or buttons/);
  assert.equal(health.modal.canPress, false);
  assert.match(health.summary, /^blocked: main thread silent for \d+ (s|min) behind the modal dialog 'Scene Modified'/);
  assert.match(health.remedy, /^Unity shows a modal dialog 'Scene Modified': ask the user to answer it in Unity \(X11/);
  assert.match(textOf(listed.r), /Unity shows a modal dialog 'Scene Modified'/, 'the text names it too');

  const cli = await new Promise((resolve) => {
    execFile(hubBinary, ['editors', '--state-dir', hub.stateDir], { timeout: scaled(30000) },
      (err, stdout, stderr) => resolve({ code: err ? err.code : 0, stdout, stderr }));
  });
  assert.equal(cli.code, 0, cli.stderr);
  assert.match(cli.stdout, /Unity shows a modal dialog 'Scene Modified'/, cli.stdout);

  const held = await s.call('block', { key: 'k' }, { timeout: scaled(60000) });
  assert.equal(held.isError, true);
  assert.equal(held._meta?.['patchbay/error']?.patchbay, 'editor_blocked', textOf(held));
  assert.match(textOf(held), /Unity shows a modal dialog 'Scene Modified'/);

  const refused = await s.call('answer_dialog', { editor: 'Modal', title: 'Scene Modified', button: 'Yes' });
  assert.equal(refused.isError, true);
  assert.match(textOf(refused), /cannot see the buttons of the dialog 'Scene Modified'/);
  assert.match(textOf(refused), /Nothing was pressed/);
  assert.equal(dialog.exitCode, null, 'the dialog is still open');
});
