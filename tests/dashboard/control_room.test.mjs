// The MCP App control room (issue 46) in a real browser: Debian's headless Chromium (playwright-core) loads a host
// page that speaks the MCP Apps protocol as the clients do (SEP-1865, 2026-01-26): it reads the resource the tool
// show_control_room names (`_meta.ui.resourceUri`), renders it in a sandboxed frame, answers ui/initialize, hands
// the view the tool's input and result, and proxies the view's tools/call to the hub over its own MCP session (the
// official SDK client, which declares the Apps extension). Every message between host and view is checked against
// the pinned @modelcontextprotocol/ext-apps 2.0.4's schema. The view shows the editor and a running test task; its
// Select and Cancel buttons go through select_editor and cancel_task with the hub's checks — the task is cancelled
// as its own client's tasks/cancel would, and another client's task is refused. A client without the extension is
// offered neither tool.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  e2eTest, startHub, startHost, copyProject, connectClient, waitEditor, eventually, textOf,
} from '../e2e/lib/e2e.mjs';
import { toolsModules } from '../lib/paths.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { scaled } from '../lib/time.mjs';

const chromiumPath = process.env.PATCHBAY_CHROMIUM ?? '/usr/bin/chromium';
const UI = 'io.modelcontextprotocol/ui';
const APP_MIME = 'text/html;profile=mcp-app';
const GATE_TESTS = `using System.Collections;
using System.IO;
using NUnit.Framework;
using UnityEngine.TestTools;

namespace SampleProject.Tests
{
    public class RoomGateTests
    {
        [UnityTest]
        public IEnumerator WaitsForTheGate()
        {
            File.AppendAllText("Library/gate-started", "x");
            while (!File.Exists("Library/gate-open"))
            {
                yield return null;
            }
        }
    }
}
`;

// The host page: the view in a frame whose sandbox has scripts only, the Apps protocol on postMessage. Every message
// either way is kept in window.__log for the schema check.
const HOST_PAGE = `<!DOCTYPE html><html><body><iframe id="view" sandbox="allow-scripts" style="width:900px;height:600px"></iframe>
<script>
window.__log = [];
const frame = document.getElementById('view');
const send = (m) => { window.__log.push({ dir: 'toView', m }); frame.contentWindow.postMessage(m, '*'); };
window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow) return;
  const m = event.data;
  window.__log.push({ dir: 'fromView', m });
  if (m.method === 'ui/initialize') {
    send({ jsonrpc: '2.0', id: m.id, result: {
      protocolVersion: '2026-01-26', hostInfo: { name: 'patchbay-test-host', version: '1' },
      hostCapabilities: { serverTools: {}, serverResources: {} },
      hostContext: { theme: 'light', displayMode: 'inline', availableDisplayModes: ['inline'] } } });
  } else if (m.method === 'ui/notifications/initialized') {
    send({ jsonrpc: '2.0', method: 'ui/notifications/tool-input', params: { arguments: {} } });
    send({ jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: window.__toolResult });
  } else if (m.method === 'tools/call' || m.method === 'resources/read') {
    const answer = await window.mcpRequest(m.method, m.params);
    send({ jsonrpc: '2.0', id: m.id, ...answer });
  }
});
window.__start = (html, toolResult) => { window.__toolResult = toolResult; frame.srcdoc = html; };
</script></body></html>`;

async function servePage(t) {
  const server = http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end(HOST_PAGE); });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${server.address().port}/`;
}

async function appsSchema() {
  const schema = JSON.parse(readFileSync(path.join(toolsModules, '@modelcontextprotocol/ext-apps/dist/src/generated/schema.json'), 'utf8'));
  const { default: Ajv2020 } = await import(pathToFileURL(path.join(toolsModules, 'ajv/dist/2020.js')).href);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // Each definition is a schema of its own (its $refs are to its own $defs).
  const compiled = new Map();
  // A request's or notification's schema is its method and params (the JSON-RPC envelope is MCP's).
  return (name, value) => {
    if (!compiled.has(name)) compiled.set(name, ajv.compile(schema.$defs[name]));
    const validate = compiled.get(name);
    const { jsonrpc, id, ...message } = value ?? {};
    const ok = validate(name.endsWith('Result') ? value : message);
    const errors = ajv.errorsText(validate.errors);
    assert.ok(ok, `${name}: ${errors} in ${JSON.stringify(value).slice(0, 400)}`);
  };
}

e2eTest('the control room as an MCP App: rendered from ui://, live, its Select and Cancel through the hub\'s checks', { timeout: scaled(300000) }, async (t) => {
  const valid = await appsSchema();
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Room', settings: { autoStartHub: false, allowTests: true, groups: { tests: true } } });
  writeFileSync(path.join(project, 'Assets', 'Tests', 'EditMode', 'RoomGateTests.cs'), GATE_TESTS);
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub, { name: 'apps-host', capabilities: { extensions: { [UI]: { mimeTypes: [APP_MIME] } } } });
  const editor = await waitEditor(s, project);

  // What the client is offered: the two tools, linked to the App; a client without the extension sees neither.
  const tools = await s.listTools();
  const show = tools.find((x) => x.name === 'show_control_room');
  const cancel = tools.find((x) => x.name === 'cancel_task');
  assert.equal(show?._meta?.ui?.resourceUri, 'ui://patchbay/control-room', JSON.stringify(show));
  assert.deepEqual(cancel?._meta?.ui?.visibility, ['app'], 'cancel_task is the App\'s, not the model\'s');
  const plain = await connectClient(t, hub, { name: 'plain' });
  const plainTools = (await plain.listTools()).map((x) => x.name);
  assert.ok(!plainTools.includes('show_control_room') && !plainTools.includes('cancel_task'), plainTools.join(','));

  // The App's resource, as a host reads it.
  const { contents } = await s.client.readResource({ uri: show._meta.ui.resourceUri });
  assert.equal(contents[0].mimeType, APP_MIME);
  assert.match(contents[0].text, /^<!DOCTYPE html>/);
  assert.doesNotMatch(contents[0].text, /<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!json-schema)/, 'the page fetches nothing');

  // A test run as a task, held inside its test: a task the view shows and can cancel.
  const tasks = tasksOf(s);
  const taskId = (await tasks.start('run_tests', { names: ['RoomGateTests'] })).task.taskId;
  await eventually(() => existsSync(path.join(project, 'Library', 'gate-started')), { timeoutMs: scaled(60000), what: 'the test running' });

  // The model calls show_control_room; the host renders the App with that result.
  const result = await s.call('show_control_room', {});
  assert.notEqual(result.isError, true, textOf(result));
  assert.equal(result.structuredContent.editors[0].id, editor.id);

  const { chromium } = await import(pathToFileURL(path.join(toolsModules, 'playwright-core/index.mjs')).href);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], timeout: scaled(60000) });
  t.after(() => browser.close());
  const page = await browser.newPage();
  const proxied = [];
  await page.exposeFunction('mcpRequest', async (method, params) => {
    proxied.push({ method, params });
    try {
      if (method === 'tools/call') {
        // A host refuses a view's call of a tool whose visibility leaves the App out (SEP-1865).
        const tool = tools.find((x) => x.name === params.name);
        const visibility = tool?._meta?.ui?.visibility ?? ['model', 'app'];
        if (!visibility.includes('app')) return { error: { code: -32602, message: `${params.name} is not the App's` } };
        return { result: await s.call(params.name, params.arguments ?? {}) };
      }
      return { result: await s.client.readResource(params) };
    } catch (e) {
      return { error: { code: e.code ?? -32603, message: e.message } };
    }
  });
  await page.goto(await servePage(t));
  await page.evaluate(([html, r]) => window.__start(html, r), [contents[0].text, result]);
  const view = page.frameLocator('#view');
  const row = view.locator(`#editors tr[data-editor-id="${editor.id}"]`);
  await row.waitFor({ timeout: scaled(20000) });
  assert.match(await row.textContent(), /ready|busy/);
  const taskRow = view.locator(`#tasks tr[data-task-id="${taskId}"]`);
  await taskRow.waitFor({ timeout: scaled(20000) });
  assert.match(await taskRow.textContent(), /run_tests/);

  // Select: select_editor through the host, for this session.
  await row.locator('button.select').click();
  await eventually(async () => (await s.listEditors()).editors.find((e) => e.id === editor.id)?.selected === true,
    { timeoutMs: scaled(15000), what: 'the editor selected by the App' });
  // Cancel: cancel_task, as this client's tasks/cancel.
  await taskRow.locator('button.cancel').click();
  await eventually(async () => (await tasks.get(taskId)).status === 'cancelled', { timeoutMs: scaled(20000), what: 'the task cancelled by the App' });
  await view.locator('#status', { hasText: `Cancelled the task ${taskId}` }).waitFor({ timeout: scaled(10000) });
  // The view refreshes through show_control_room: the task leaves its table.
  await view.locator(`#tasks tr[data-task-id="${taskId}"]`).waitFor({ state: 'detached', timeout: scaled(20000) });
  assert.ok(proxied.some((p) => p.params?.name === 'show_control_room'), 'the view refreshes by calling show_control_room');

  // Another client's task is not this client's to cancel: refused, and it runs on.
  const other = await connectClient(t, hub, { name: 'other' });
  const otherTask = (await tasksOf(other).start('run_tests', { names: ['RoomGateTests'] })).task.taskId;
  const refused = await s.call('cancel_task', { taskId: otherTask });
  assert.equal(refused.isError, true, textOf(refused));
  assert.match(textOf(refused), /Nothing was cancelled/);
  assert.notEqual((await tasksOf(other).get(otherTask)).status, 'cancelled');
  writeFileSync(path.join(project, 'Library', 'gate-open'), 'x');

  // The conversation between host and view, against the pinned Apps schema.
  const log = await page.evaluate(() => window.__log);
  const fromView = log.filter((x) => x.dir === 'fromView').map((x) => x.m);
  const toView = log.filter((x) => x.dir === 'toView').map((x) => x.m);
  valid('McpUiInitializeRequest', fromView.find((m) => m.method === 'ui/initialize'));
  valid('McpUiInitializedNotification', fromView.find((m) => m.method === 'ui/notifications/initialized'));
  for (const m of fromView.filter((x) => x.method === 'ui/notifications/size-changed')) valid('McpUiSizeChangedNotification', m);
  valid('McpUiInitializeResult', toView.find((m) => m.result?.protocolVersion).result);
  valid('McpUiToolInputNotification', toView.find((m) => m.method === 'ui/notifications/tool-input'));
  valid('McpUiToolResultNotification', toView.find((m) => m.method === 'ui/notifications/tool-result'));
  assert.ok(fromView.every((m) => m.method === undefined || m.method.startsWith('ui/') || m.method === 'tools/call'),
    `the view sends only ui/* and tools/call: ${[...new Set(fromView.map((m) => m.method))].join(', ')}`);
});
