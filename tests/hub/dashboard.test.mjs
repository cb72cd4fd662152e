// The hub's dashboard over HTTP (docs/dashboard.md): GET /api/status, the server-sent events of
// /api/events as editors connect, reload and go and as calls complete, the token → ticket → cookie
// sign-in, arguments only with --dashboard-show-args, and the errors (401, 404, 405, 421, 403, 503).
// The page itself in a real browser: tests/dashboard/dashboard.test.mjs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  test, startHub, addEditor, connectClient, echoTool, failTool, eventually,
} from './lib/harness.mjs';
import { hubBinary } from '../lib/paths.mjs';
import { scaled } from '../lib/time.mjs';

const HTML = { accept: 'text/html' };

function get(hub, path, { headers = {}, method = 'GET' } = {}) {
  return fetch(`http://127.0.0.1:${hub.port}${path}`, { method, headers, redirect: 'manual' });
}

async function status(hub, headers = {}) {
  const r = await get(hub, '/api/status', { headers });
  assert.equal(r.status, 200, await r.clone().text());
  return r.json();
}

// Reads /api/events as it arrives: `events` holds {event, data} in order; `waitFor` resolves with
// the first event from `from` on that satisfies pred.
async function openEvents(t, hub, headers = {}) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${hub.port}/api/events`, { headers, signal: controller.signal });
  assert.equal(res.status, 200, await (res.status === 200 ? '' : res.text()));
  assert.match(res.headers.get('content-type'), /^text\/event-stream/);
  const events = [];
  const waiters = new Set();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const ev = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) ev.event = line.slice(7);
            else if (line.startsWith('data: ')) ev.data += line.slice(6);
          }
          if (!ev.data) continue;
          ev.data = JSON.parse(ev.data);
          events.push(ev);
          for (const w of waiters) w();
        }
      }
    } catch { /* aborted */ }
  })();
  t.after(() => controller.abort());
  const stream = {
    events,
    close: () => controller.abort(),
    waitFor(pred, what, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(from).find(pred);
          if (hit) { waiters.delete(check); clearTimeout(timer); resolve(hit); }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${what} event within ${scaled(10000)} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, scaled(10000));
        waiters.add(check);
        check();
      });
    },
  };
  return stream;
}

const editorIn = (ev, id) => (ev.data.editors ?? []).find((e) => e.id === id);

test('GET /api/status: both editors and both sessions, which editor each session uses and why, no token', async (t) => {
  const hub = await startHub(t);
  const alpha = await addEditor(t, hub, { project: 'Alpha', alias: 'client', tools: [echoTool()] });
  const beta = await addEditor(t, hub, { project: 'Beta', tools: [echoTool()] });
  const a = await connectClient(t, hub, { name: 'agent-a', version: '1.2.3' });
  const b = await connectClient(t, hub, { name: 'agent-b' });
  await a.select('client');
  await b.call('echo', { editor: beta.id });
  const st = await status(hub);
  assert.deepEqual(st.editors.map((e) => e.id).sort(), [alpha.id, beta.id].sort());
  const ea = st.editors.find((e) => e.id === alpha.id);
  assert.equal(ea.alias, 'client');
  assert.equal(ea.projectName, 'Alpha');
  assert.equal(ea.state, 'ready');
  assert.equal(ea.presence, 'connected');
  assert.equal(ea.toolCount, 1);
  assert.equal(ea.sessions.length, 1, 'the session that selected it drives it');
  assert.equal(st.sessions.length, 2);
  const sa = st.sessions.find((s) => s.client.name === 'agent-a');
  assert.equal(sa.client.version, '1.2.3');
  assert.equal(sa.transport, 'http');
  assert.equal(sa.editor, alpha.id);
  assert.equal(sa.reason, 'selected');
  assert.deepEqual(ea.sessions, [sa.id]);
  const sb = st.sessions.find((s) => s.client.name === 'agent-b');
  assert.equal(sb.editor, null, 'two editors and no choice: none');
  assert.equal(sb.lastEditor, beta.id);
  assert.equal(sb.lastReason, 'argument');
  assert.equal(st.calls[0].tool, 'echo');
  assert.equal(st.calls[0].editor, beta.id);
  assert.equal(st.calls[0].outcome, 'ok');
  assert.equal(st.calls[0].arguments, undefined, 'arguments are hidden by default');
  const text = JSON.stringify(st);
  assert.ok(!text.includes(hub.token), 'the hub token never appears');
});

test('GET /api/events: a snapshot, then editors connecting, reloading, back, calls, and an editor gone', async (t) => {
  const hub = await startHub(t, { grace: 0.2 });
  const stream = await openEvents(t, hub);
  const first = await stream.waitFor((e) => e.event === 'snapshot', 'snapshot');
  assert.deepEqual(first.data.editors, []);
  const ed = await addEditor(t, hub, { project: 'Live', tools: [echoTool(), failTool()] });
  await stream.waitFor((e) => e.event === 'state' && editorIn(e, ed.id)?.presence === 'connected', 'editor connected');
  const s = await connectClient(t, hub, { name: 'watcher' });
  await stream.waitFor((e) => e.event === 'state' && e.data.sessions.some((x) => x.client.name === 'watcher'), 'session');

  const from = stream.events.length;
  await s.call('echo', { text: 'hi' });
  const call = await stream.waitFor((e) => e.event === 'call', 'call', from);
  assert.equal(call.data.tool, 'echo');
  assert.equal(call.data.editor, ed.id);
  assert.equal(call.data.reason, 'only');
  assert.equal(call.data.outcome, 'ok');
  assert.equal(typeof call.data.durationMs, 'number');
  await s.call('fail', {});
  const failed = await stream.waitFor((e) => e.event === 'call' && e.data.tool === 'fail', 'failed call', from);
  assert.equal(failed.data.outcome, 'error');
  assert.ok(failed.data.error.length > 0, 'the error text is shown');

  const beforeReload = stream.events.length;
  await ed.beginReload();
  await stream.waitFor((e) => e.event === 'state' && editorIn(e, ed.id)?.state === 'reloading', 'reloading', beforeReload);
  ed.finishReload();
  const back = await stream.waitFor((e) => e.event === 'state' && editorIn(e, ed.id)?.state === 'ready', 'ready again', beforeReload);
  assert.equal(editorIn(back, ed.id).reloads, 1);

  const beforeGone = stream.events.length;
  await ed.vanish();
  await stream.waitFor((e) => e.event === 'state' && editorIn(e, ed.id)?.presence === 'gone', 'gone', beforeGone);
});

test('with --dashboard-show-args the call log shows arguments', async (t) => {
  const hub = await startHub(t, { args: ['--dashboard-show-args'] });
  await addEditor(t, hub, { project: 'Args', tools: [echoTool()] });
  const s = await connectClient(t, hub);
  await s.call('echo', { text: 'visible' });
  const st = await status(hub);
  assert.equal(st.showArgs, true);
  assert.deepEqual(st.calls[0].arguments, { text: 'visible' });
});

test('with a token: 401 without it, Bearer works, a one-time ticket becomes an HttpOnly SameSite cookie', async (t) => {
  const hub = await startHub(t, { args: ['--token', 'dash-secret'] });
  for (const [path, headers] of [['/', HTML], ['/api/status', {}], ['/api/events', {}], ['/dashboard/dashboard.js', {}]]) {
    const r = await get(hub, path, { headers });
    assert.equal(r.status, 401, `${path} needs the token`);
    assert.match(await r.text(), /patchbay dashboard/, 'the 401 says what to do');
  }
  await status(hub, { authorization: 'Bearer dash-secret' });
  assert.equal((await get(hub, '/api/status', { headers: { authorization: 'Bearer wrong' } })).status, 401);

  assert.equal((await get(hub, '/api/ticket', { method: 'POST' })).status, 401, 'a ticket needs the token');
  const issued = await get(hub, '/api/ticket', { method: 'POST', headers: { authorization: `Bearer ${hub.token}` } });
  assert.equal(issued.status, 200);
  const { path, authRequired } = await issued.json();
  assert.equal(authRequired, true);
  assert.match(path, /^\/\?ticket=[0-9a-f]+$/);
  assert.ok(!path.includes(hub.token));

  const redeemed = await get(hub, path, { headers: HTML });
  assert.equal(redeemed.status, 303);
  assert.equal(redeemed.headers.get('location'), '/');
  assert.match(redeemed.headers.get('content-type') ?? '', /^text\/html; charset=utf-8$/, 'a redirect says what it carries');
  const setCookie = redeemed.headers.get('set-cookie');
  assert.match(setCookie, /HttpOnly/);
  assert.match(setCookie, /SameSite=Strict/);
  assert.ok(!setCookie.includes('dash-secret') && !setCookie.includes(hub.token), 'the cookie is not the token');
  const cookie = setCookie.split(';')[0];
  const page = await get(hub, '/', { headers: { ...HTML, cookie } });
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  const html = await page.text();
  assert.match(html, /<main>/);
  assert.ok(!html.includes('dash-secret') && !html.includes(hub.token), 'the page never carries a token');
  assert.equal((await status(hub, { cookie })).editors.length, 0);
  const js = await get(hub, '/dashboard/dashboard.js', { headers: { cookie } });
  assert.match(js.headers.get('content-type'), /javascript/);
  assert.match(await js.text(), /EventSource/);

  const again = await get(hub, path, { headers: HTML });
  assert.equal(again.status, 401, 'a ticket works once');
  assert.match(await again.text(), /used up or expired/);
  assert.equal((await get(hub, '/?ticket=0123', { headers: HTML })).status, 401, 'a made-up ticket is refused');
  assert.equal((await get(hub, '/api/status', { headers: { cookie: 'patchbay_dashboard=forged' } })).status, 401);
});

test('patchbay dashboard prints a one-time link; patchbay status --json carries the same snapshot', async (t) => {
  const hub = await startHub(t, { args: ['--token', 'cli-secret'] });
  const ed = await addEditor(t, hub, { project: 'Cli', tools: [echoTool()] });
  const s = await connectClient(t, hub, { name: 'cli-watcher', headers: { authorization: 'Bearer cli-secret' } });
  await s.call('echo', {});
  const run = (args) => new Promise((resolve) => {
    const p = spawn(hubBinary, [...args, '--state-dir', hub.stateDir], { env: { ...process.env, PATH: '/nonexistent' } });
    let stdout = '', stderr = '';
    p.stdout.on('data', (d) => { stdout += d; });
    p.stderr.on('data', (d) => { stderr += d; });
    p.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  const d = await run(['dashboard']);
  assert.equal(d.code, 0, d.stderr);
  const url = d.stdout.trim();
  assert.match(url, new RegExp(`^http://127\\.0\\.0\\.1:${hub.port}/\\?ticket=[0-9a-f]+$`));
  assert.match(d.stderr, /xdg-open not found|open the link/, 'no browser opener is not an error');
  const redeemed = await fetch(url, { headers: HTML, redirect: 'manual' });
  assert.equal(redeemed.status, 303);

  const st = await run(['status', '--json']);
  assert.equal(st.code, 0, st.stderr);
  const j = JSON.parse(st.stdout);
  assert.equal(j.running, true);
  const api = await status(hub, { authorization: 'Bearer cli-secret' });
  assert.deepEqual(j.editors, api.editors);
  assert.deepEqual(j.sessions.map((x) => x.id), api.sessions.map((x) => x.id));
  assert.equal(j.editors[0].id, ed.id);
  assert.equal(j.calls[0].tool, 'echo');
  assert.ok(!st.stdout.includes('cli-secret'));
});

test('errors: unknown paths 404, other methods 405, foreign Host 421 and Origin 403, too many streams 503', async (t) => {
  const hub = await startHub(t);
  assert.equal((await get(hub, '/api/nothing')).status, 404);
  assert.equal((await get(hub, '/dashboard/nothing.js')).status, 404);
  const post = await get(hub, '/api/status', { method: 'POST' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get('allow'), 'GET, HEAD');
  assert.equal((await get(hub, '/api/ticket')).status, 405);
  assert.equal((await get(hub, '/api/ticket')).headers.get('allow'), 'POST');
  assert.equal((await get(hub, '/', { method: 'DELETE', headers: HTML })).status, 405);
  // fetch sets Host itself: a raw request for the rebinding case.
  const raw = await new Promise((resolve) => {
    import('node:net').then(({ default: net }) => {
      const sock = net.connect(hub.port, '127.0.0.1', () => sock.write('GET /api/status HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n'));
      let got = '';
      sock.on('data', (d) => { got += d; });
      sock.on('close', () => resolve(got));
    });
  });
  assert.match(raw, /^HTTP\/1\.1 421/);
  assert.equal((await get(hub, '/api/status', { headers: { origin: 'http://attacker.example' } })).status, 403);
  assert.equal((await get(hub, '/', { headers: { ...HTML, origin: 'http://attacker.example' } })).status, 403);
  // Probes without Accept: text/html keep the plain-text status line.
  const probe = await get(hub, '/');
  assert.match(await probe.text(), /^Patchbay hub /);

  // HEAD gets the headers a page would and holds no stream: twenty probes on connections kept open
  // leave every slot free.
  const { default: net } = await import('node:net');
  const probes = [];
  for (let i = 0; i < 20; i++) {
    const sock = net.connect(hub.port, '127.0.0.1');
    t.after(() => sock.destroy());
    const head = await new Promise((resolve, reject) => {
      let got = '';
      sock.on('data', (d) => { got += d; if (got.includes('\r\n\r\n')) resolve(got); });
      sock.once('error', reject);
      sock.write(`HEAD /api/events HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\n\r\n`);
    });
    assert.match(head, /^HTTP\/1\.1 200/, `HEAD ${i + 1}: ${head}`);
    assert.match(head, /content-type: text\/event-stream/i);
    probes.push(sock);
  }
  // Issue 44: another site's page loading /api/events as an image or a script sends no Origin, but
  // does send Fetch Metadata. Sixteen such loads held every stream; now each is refused, holds
  // nothing, and the dashboard gets all sixteen slots. A link from another site still opens the page.
  for (const dest of ['image', 'script', 'style', 'empty']) {
    for (let i = 0; i < 4; i++) {
      const sub = await get(hub, '/api/events', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': dest } });
      assert.equal(sub.status, 403, `a cross-site ${dest} load of /api/events`);
      assert.match(await sub.text(), /serve only the dashboard itself/);
    }
  }
  assert.equal((await get(hub, '/api/status', { headers: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' } })).status, 403);
  // node:http, not fetch: fetch sets Sec-Fetch-Mode itself (cors), as a browser's fetch() does.
  const { default: http } = await import('node:http');
  const linked = await new Promise((resolve, reject) => {
    http.get({
      host: '127.0.0.1', port: hub.port, path: '/', agent: false,
      headers: { ...HTML, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    }, (res) => { res.resume(); resolve(res.statusCode); }).once('error', reject);
  });
  assert.equal(linked, 200, 'a link from another site opens the page');
  const streams = [];
  for (let i = 0; i < 16; i++) streams.push(await openEvents(t, hub, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }));
  const refused = await get(hub, '/api/events');
  assert.equal(refused.status, 503);
  assert.match(await refused.text(), /16 dashboard pages/);
  streams[0].close();
  await eventually(async () => {
    const r = await get(hub, '/api/events');
    const ok = r.status === 200;
    await r.body?.cancel();
    return ok;
  }, { what: 'a stream slot after one page closed' });
});

// MCP 2026-07-28 (issue 16): a client with no session is one row (c-<n>) for all its requests, and
// editors see it attached between requests until --client-idle after its last one.
test('a 2026-07-28 client is one stateless row across its requests, attached until --client-idle', async (t) => {
  const idleS = scaled(3000) / 1000;  // a slow machine still reads the row before it ends
  const hub = await startHub(t, { args: ['--client-idle', String(idleS)] });
  const ed = await addEditor(t, hub, { project: 'Stateless', tools: [echoTool()] });
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'claude-code', version: '2.1.330' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const post = async (id, method, params, name) => {
    const r = await fetch(`http://127.0.0.1:${hub.port}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json', accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } }),
    });
    assert.equal(r.status, 200, await r.clone().text());
    return r.text();
  };
  await post(1, 'tools/list', {});
  assert.match(await post(2, 'tools/call', { name: 'echo', arguments: { text: 'one' } }, 'echo'), /one/);
  assert.match(await post(3, 'tools/call', { name: 'echo', arguments: { text: 'two' } }, 'echo'), /two/);
  const st = await status(hub);
  assert.equal(st.sessions.length, 1, JSON.stringify(st.sessions));
  const row = st.sessions[0];
  assert.match(row.id, /^c-\d+$/);
  assert.equal(row.stateless, true);
  assert.equal(row.client.name, 'claude-code');
  assert.equal(row.requests, 3);
  assert.equal(row.inFlight, 0);
  assert.equal(row.calls, 2);
  assert.equal(row.editor, ed.id);
  assert.ok(st.calls.every((c) => c.session === row.id), JSON.stringify(st.calls));
  assert.deepEqual(st.editors[0].sessions, [row.id]);
  await eventually(() => ed.hubClients?.clients?.some((c) => c.name === 'claude-code'),
    { what: 'the editor told of the attached client' });
  // Gone from the page and from the editor's list --client-idle after the last request.
  const within = { timeoutMs: scaled(10000) + idleS * 1000 };
  await eventually(async () => (await status(hub)).sessions.length === 0, { ...within, what: 'the row gone after --client-idle' });
  await eventually(() => ed.hubClients?.clients?.length === 0, { ...within, what: 'the editor told the client left' });
});
