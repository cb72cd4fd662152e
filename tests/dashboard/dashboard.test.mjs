// The dashboard page in a real browser (Debian's headless Chromium, driven by the pinned
// playwright-core) against a hub with a token, two headless editor hosts and two MCP sessions: the
// one-time link signs the browser in, the page shows both editors and both sessions and which
// editor each uses, a call appears in the log at once (SSE, no reload), a host reload shows as
// reloading then ready, a killed host shows as gone, the log filters by editor, and a 2026-07-28
// client is one row for all its requests.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  e2eTest, startHub, startHost, copyProject, tempDir, connectClient, waitEditor, textOf, repoRoot,
} from '../e2e/lib/e2e.mjs';
import { toolsModules } from '../lib/paths.mjs';
import { statelessClient } from '../lib/stateless_client.mjs';
import { tasksOf } from '../lib/tasks.mjs';
import { scaled } from '../lib/time.mjs';

const chromiumPath = process.env.PATCHBAY_CHROMIUM ?? '/usr/bin/chromium';
const screenshotPath = path.resolve(repoRoot, process.env.PATCHBAY_DASHBOARD_SCREENSHOT ?? 'build/dashboard.png');
const TOKEN = 'dashboard-test-token';

async function launchBrowser(t) {
  const { chromium } = await import(pathToFileURL(path.join(toolsModules, 'playwright-core/index.mjs')).href);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    timeout: scaled(60000),
  });
  t.after(() => browser.close());
  return browser;
}

async function ticketUrl(hub) {
  const r = await fetch(`http://127.0.0.1:${hub.port}/api/ticket`, {
    method: 'POST', headers: { authorization: `Bearer ${hub.token}` },
  });
  assert.equal(r.status, 200, await r.clone().text());
  return `http://127.0.0.1:${hub.port}${(await r.json()).path}`;
}

const row = (page, id) => page.locator(`#editors tbody tr[data-editor-id="${id}"]`);

e2eTest('the dashboard shows two editors and two sessions live: calls, a reload, a killed host', { timeout: scaled(300000) }, async (t) => {
  const hub = await startHub(t, { grace: 1, args: ['--token', TOKEN] });
  assert.equal(hub.token, TOKEN);
  const root = tempDir(t, 'patchbay-dashboard-');
  const alphaProject = copyProject(t, { name: 'Alpha', root });
  const betaProject = copyProject(t, { name: 'Beta', root });
  const alphaHost = await startHost(t, { project: alphaProject, stateDir: hub.stateDir });
  const betaHost = await startHost(t, { project: betaProject, stateDir: hub.stateDir });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const one = await connectClient(t, hub, { name: 'claude-code', version: '2.1.0', headers });
  const two = await connectClient(t, hub, { name: 'cursor', version: '1.7.0', headers });
  const alpha = await waitEditor(one, alphaProject);
  const beta = await waitEditor(one, betaProject);
  assert.notEqual((await one.select(alpha.id)).isError, true);
  assert.notEqual((await two.select(beta.id)).isError, true);

  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(scaled(10000));
  // Without the link the page says how to sign in.
  const refused = await page.goto(`http://127.0.0.1:${hub.port}/`);
  assert.equal(refused.status(), 401);
  assert.match(await page.textContent('main'), /patchbay dashboard/);

  await page.goto(await ticketUrl(hub));
  assert.equal(new URL(page.url()).search, '', 'the ticket is gone from the address bar');
  await page.locator('#connection[data-state="live"]').waitFor();
  await row(page, alpha.id).waitFor();
  await row(page, beta.id).waitFor();
  assert.equal(await page.locator('#editors tbody tr').count(), 2);
  await page.locator('#sessions tbody tr').nth(1).waitFor();
  const sessions = await page.locator('#sessions tbody').innerText();
  assert.match(sessions, /claude-code 2\.1\.0/);
  assert.match(sessions, /cursor 1\.7\.0/);
  assert.match(sessions, /selected/, 'why each session uses its editor');
  // A 2026-07-28 client (no session) is one row however many requests it sends.
  const client = statelessClient(hub.port, { name: 'claude-code', version: '2.1.332', headers });
  await client.call('list_editors');
  await client.listTools();
  const stateless = page.locator('#sessions tbody tr', { hasText: 'claude-code 2.1.332' });
  await stateless.filter({ hasText: '2026-07-28 · 2 requests' }).waitFor();
  assert.equal(await stateless.count(), 1, await page.locator('#sessions tbody').innerText());
  assert.match(await stateless.innerText(), /last request/);
  assert.match(await row(page, alpha.id).innerText(), /ready/);
  assert.match(await row(page, alpha.id).innerText(), /Alpha/);
  assert.equal(await row(page, alpha.id).locator('td').nth(7).innerText() !== '—', true, 'who drives the editor');
  const html = await page.content();
  assert.ok(!html.includes(TOKEN), 'the page never shows the token');

  // A call appears in the log pushed by the hub, without reloading the page.
  const r = await one.call('get_editor_state', {});
  assert.notEqual(r.isError, true, textOf(r));
  await page.locator('#calls tbody tr', { hasText: 'get_editor_state' }).first().waitFor({ timeout: scaled(1000) });
  const r2 = await two.call('get_project_info', {});
  assert.notEqual(r2.isError, true, textOf(r2));
  await page.locator('#calls tbody tr', { hasText: 'get_project_info' }).first().waitFor({ timeout: scaled(1000) });
  assert.match(await page.locator('#calls tbody tr').first().innerText(), /ok/);

  // The log filters by editor (keyboard-operable select).
  await page.selectOption('#filter-editor', alpha.id);
  await page.locator('#calls tbody tr', { hasText: 'get_project_info' }).waitFor({ state: 'detached' });
  assert.equal(await page.locator('#calls tbody tr', { hasText: 'get_editor_state' }).count(), 1);
  await page.selectOption('#filter-editor', '');
  await page.locator('#calls tbody tr').nth(1).waitFor();

  mkdirSync(path.dirname(screenshotPath), { recursive: true });
  await page.screenshot({ path: screenshotPath, fullPage: true });

  // A reload: the page shows reloading, then ready. Every state the row goes through is recorded in
  // the page, so a quick reload is not missed between two looks.
  await page.evaluate((id) => {
    window.seenStates = [];
    const note = () => {
      const tr = document.querySelector(`#editors tbody tr[data-editor-id="${id}"]`);
      const s = tr?.dataset.state;
      if (s && window.seenStates.at(-1) !== s) window.seenStates.push(s);
    };
    new MutationObserver(note).observe(document.querySelector('#editors tbody'), { subtree: true, childList: true, attributes: true });
    note();
  }, beta.id);
  await betaHost.reload();
  await page.waitForFunction(() => window.seenStates.includes('reloading') && window.seenStates.at(-1) === 'ready', null, { timeout: scaled(30000) });
  const seen = await page.evaluate(() => window.seenStates);
  assert.ok(seen.indexOf('reloading') < seen.lastIndexOf('ready'), `states: ${seen}`);
  assert.match(await row(page, beta.id).innerText(), /\b1\b/, 'one reload counted');

  // A killed host: disconnected (as list_editors and `patchbay editors` say, issue 45), dimmed once its grace
  // period ends and it is gone.
  alphaHost.proc.kill('SIGKILL');
  await page.locator(`#editors tbody tr.gone[data-editor-id="${alpha.id}"][data-state="disconnected"]`).waitFor({ timeout: scaled(15000) });
  assert.match(await row(page, alpha.id).innerText(), /disconnected/);
  assert.doesNotMatch(await row(page, alpha.id).innerText(), /\bgone\b/);
  await row(page, beta.id).locator('.state-ready').waitFor();
});

// The editor lease (issue 29): another agent's compile holds the editor (kept running by the host's
// `compile-gate close`), a second agent's refresh_assets waits; the editor's row shows holder and queue, and
// both go once the compile is let through.
e2eTest('the dashboard shows who holds an editor\'s lease and who waits', { timeout: scaled(240000) }, async (t) => {
  const hub = await startHub(t, { args: ['--token', TOKEN, '--lease-wait', String(scaled(180000) / 1000)] });
  const project = copyProject(t, { name: 'Leased', settings: { groups: { assets: true }, autoStartHub: false } });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const one = await connectClient(t, hub, { name: 'claude-code', version: '2.1.0', headers });
  const two = await connectClient(t, hub, { name: 'cursor', version: '1.7.0', headers });
  const editor = await waitEditor(one, project);

  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(scaled(30000));
  await page.goto(await ticketUrl(hub));
  await page.locator('#connection[data-state="live"]').waitFor();
  await row(page, editor.id).waitFor();
  assert.equal(await row(page, editor.id).locator('.lease').count(), 0, 'no lease shown while it is free');

  await host.command('compile-gate close', /^compile-gate close$/);
  const compiling = one.call('compile', { waitSeconds: 45 }, { timeout: scaled(180000) });
  const waiting = two.call('refresh_assets', {}, { timeout: scaled(180000) });
  const lease = row(page, editor.id).locator('.lease');
  await lease.filter({ hasText: 'waiting: refresh_assets (cursor' }).waitFor();
  assert.match(await lease.innerText(), /compile held by claude-code \(s-\d+\) since/);

  const from = host.lines.length;
  host.send('compile-gate open');
  await host.waitLine(/^compiled ok$/, { from });
  for (const r of [await compiling, await waiting]) assert.notEqual(r.isError, true, textOf(r));
  await lease.waitFor({ state: 'detached' });
});

// MCP tasks (issue 31): a compile started as a task, kept running by the host's `compile-gate close`, is listed
// under its editor (page and /api/status) while it runs, and gone once it completed.
e2eTest('the dashboard lists the tasks running in each editor', { timeout: scaled(240000) }, async (t) => {
  const hub = await startHub(t, { args: ['--token', TOKEN] });
  const project = copyProject(t, { name: 'Tasked', settings: { autoStartHub: false } });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const one = await connectClient(t, hub, { name: 'claude-code', version: '2.1.0', headers });
  const editor = await waitEditor(one, project);
  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(scaled(30000));
  await page.goto(await ticketUrl(hub));
  await page.locator('#connection[data-state="live"]').waitFor();
  await row(page, editor.id).waitFor();
  assert.equal(await row(page, editor.id).locator('.tasks').count(), 0, 'no tasks shown while none runs');

  await host.command('compile-gate close', /^compile-gate close$/);
  const tasks = tasksOf(one, { timeoutMs: scaled(60000) });
  const id = (await tasks.start('compile', {})).task.taskId;
  const shown = row(page, editor.id).locator(`.tasks .task[data-task-id="${id}"]`);
  await shown.waitFor();
  assert.match(await shown.innerText(), new RegExp(`compile \\(${id.slice(0, 8)}…, s-\\d+\\) since`));
  const status = await (await fetch(`http://127.0.0.1:${hub.port}/api/status`, { headers })).json();
  const listed = status.editors.find((e) => e.id === editor.id).tasks;
  assert.deepEqual(listed.map((k) => [k.taskId, k.tool, k.started]), [[id, 'compile', true]]);

  const from = host.lines.length;
  host.send('compile-gate open');
  await host.waitLine(/^compiled ok$/, { from });
  await shown.waitFor({ state: 'detached' });
  const done = await tasks.result(id);
  assert.notEqual(done.isError, true, textOf(done));
});

e2eTest('the page fits a narrow window and is keyboard reachable', { timeout: scaled(120000) }, async (t) => {
  const hub = await startHub(t);
  const browser = await launchBrowser(t);
  const page = await browser.newPage({ viewport: { width: 420, height: 800 } });
  page.setDefaultTimeout(scaled(10000));
  await page.goto(`http://127.0.0.1:${hub.port}/`);
  await page.locator('#connection[data-state="live"]').waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px (tables scroll inside their box)`);
  assert.equal(await page.locator('h1').innerText(), 'Patchbay');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  // Tab reaches the log's filter (scrollable tables before it are focusable stops too).
  let focused = '';
  for (let i = 0; i < 8 && focused !== 'filter-editor'; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.id ?? '');
  }
  assert.equal(focused, 'filter-editor', 'the filter is reachable with Tab');
});
