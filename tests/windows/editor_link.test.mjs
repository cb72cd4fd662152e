// patchbay.exe under Wine (tests/windows/run.sh) with a real Unity package on the headless editor host
// (Linux, mono): the editor links to the Windows hub by URL and token (the package cannot use the
// Windows hub's hub.json on Linux: its pid is a Windows pid), registers, and an MCP client's calls
// reach it through the hub — also a call made while the editor reloads, which runs exactly once.
// PATCHBAY_BIN is the Wine wrapper; the hub helpers start it as they start the Linux hub.
import assert from 'node:assert/strict';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, counterAnswer, readCounter,
  assertExactlyOnce,
} from '../e2e/lib/e2e.mjs';
import { test } from 'node:test';
import { scaled } from '../lib/time.mjs';

const RELOADED = /^reloaded \d+$/;

test('a headless Unity editor links to patchbay.exe; calls, and a call during a domain reload, run once', { timeout: scaled(120000) }, async (t) => {
  const hub = await startHub(t);
  assert.match(hub.info.token ?? '', /^\S{16,}$/, 'the Windows hub wrote a token to hub.json');
  assert.notEqual(hub.info.pid, hub.proc.pid, 'hub.json holds a Windows pid, not the Linux one: this is patchbay.exe under Wine');
  const project = copyProject(t, { name: 'WinLinked' });
  const host = await startHost(t, { project, hub: `http://127.0.0.1:${hub.port}`, token: hub.token });
  const s = await connectClient(t, hub);
  const editor = await waitEditor(s, project, { timeoutMs: scaled(60000) });
  assert.equal(editor.projectName, 'WinLinked');
  assert.equal(editor.pid, host.proc.pid, 'the editor the Windows hub lists is the Linux host');

  const tools = (await s.listTools()).map((x) => x.name);
  for (const name of ['list_editors', 'get_hierarchy', 'increment_counter']) assert.ok(tools.includes(name), `${name}: ${tools.join(' ')}`);
  const hierarchy = await s.call('get_hierarchy', {});
  assert.notEqual(hierarchy.isError, true, textOf(hierarchy));
  assert.match(textOf(hierarchy), /Main Camera/);

  const first = counterAnswer(await s.call('increment_counter', { counter: 'win' }));
  const from = host.lines.length;
  host.send('reload');
  const during = s.call('increment_counter', { counter: 'win' }, { timeout: scaled(60000) });
  await host.waitLine(RELOADED, { from, what: 'the reload' });
  const second = counterAnswer(await during);
  assert.deepEqual([first.value, second.value], [1, 2]);
  assertExactlyOnce(project, 'win', [first, second]);

  const after = counterAnswer(await s.call('increment_counter', { counter: 'win' }));
  assert.equal(after.value, 3, 'the editor is linked again after its reload');
  assert.equal(readCounter(project, 'win').value, 3);
  assert.ok(hub.alive(), 'the Windows hub kept running');
  assert.doesNotMatch(host.stderr(), /Exception/, 'no exception in the host log');
});
