// What the stdio front end relays besides request/response: progress while a call runs (POST SSE
// stream), server-initiated notifications (the GET stream: list_changed), cancellation from the client.
import assert from 'node:assert/strict';
import {
  test, stateDir, minimalEnv, connectSdkStdio, waitHubJson, addTestEditor, slowTool, blockTool, echoTool,
  eventually,
} from './lib/frontdoor.mjs';
import { ToolListChangedNotificationSchema } from '../lib/sdk.mjs';
import { scaled } from '../lib/time.mjs';

test('progress reaches the client while the call is still running', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  await waitHubJson(dir);
  const ed = await addTestEditor(t, dir, { project: 'Slow', tools: [slowTool(), blockTool()] });
  let firstWhileRunning = null;
  const seen = [];
  const done = s.call('slow', { steps: 40, intervalMs: 50 }, {
    onprogress: (p) => {
      seen.push(p.progress);
      if (firstWhileRunning === null) firstWhileRunning = ed.running.size > 0;
    },
  });
  const r = await done;
  assert.notEqual(r.isError, true);
  assert.ok(seen.length > 0, `progress was relayed to onprogress; SDK errors: ${s.errors.map(String).join('; ')}`);
  assert.equal(firstWhileRunning, true, 'the first progress arrived while the editor was still running the tool (not buffered until the end)');
});

test('notifications/tools/list_changed reaches the client through the GET stream', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  await waitHubJson(dir);
  const changed = [];
  s.client.setNotificationHandler(ToolListChangedNotificationSchema, (n) => { changed.push(n); });
  const ed = await addTestEditor(t, dir, { project: 'Changing', tools: [echoTool()] });
  await s.listTools();
  const before = changed.length;
  ed.addTool(echoTool('brand_new_tool'));
  await eventually(() => changed.length > before, { timeoutMs: scaled(10000), what: 'list_changed relayed to the stdio client' });
  assert.ok((await s.listTools()).some((x) => x.name === 'brand_new_tool'));
});

test('the client cancels a call: the editor receives notifications/cancelled', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const s = await connectSdkStdio(t, { dir, env });
  await waitHubJson(dir);
  const ed = await addTestEditor(t, dir, { project: 'Blocked', tools: [blockTool()] });
  const ac = new AbortController();
  const from = ed.messages.length;
  const p = s.call('block', { key: 'never' }, { signal: ac.signal });
  const call = await ed.waitForCall('block', { from });
  ac.abort('test cancels');
  await assert.rejects(p);
  await ed.until(() => ed.cancellations.some((c) => c.requestId === call.id),
    { timeoutMs: scaled(5000), what: `cancelled for ${call.id}` });
  // The session is still usable.
  assert.ok(Array.isArray((await s.listEditors()).editors));
});
