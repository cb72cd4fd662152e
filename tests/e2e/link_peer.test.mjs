// End to end (issue 29): the package's health probe answers only the hub that accepted its register. A server on
// the hub's port that took the editor's WebSocket but has not answered editor/register (a foreign or stale process
// that grabbed the port) gets `not_registered` for every request — no health of the main thread, no tool list, no
// call run — while the real hub's probe, after register, carries the health. The test plays that server with a raw
// WebSocket endpoint and drives the real package on the headless host.
import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import { startHost, copyProject, readCounter, e2eTest as test } from './lib/e2e.mjs';
import { acceptUpgrade } from '../editor-double/ws.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };

// A WebSocket endpoint that records what the editor sends and answers nothing by itself.
async function listener(t) {
  const server = http.createServer((req, res) => res.writeHead(404).end());
  const links = [];
  const arrived = new Set();
  server.on('upgrade', (req, socket, head) => {
    const conn = acceptUpgrade(req, socket, head);
    if (!conn) return;
    const link = { conn, messages: [], waiters: new Set() };
    conn.on('text', (s) => {
      link.messages.push(JSON.parse(s));
      for (const w of [...link.waiters]) w();
    });
    links.push(link);
    for (const w of [...arrived]) w();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.after(() => { for (const l of links) l.conn.destroy(); server.close(); });
  const firstLink = () => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the editor never connected')), scaled(60000));
    const check = () => { if (links.length) { clearTimeout(timer); arrived.delete(check); resolve(links[0]); } };
    arrived.add(check);
    check();
  });
  return { url: `http://127.0.0.1:${server.address().port}`, firstLink };
}

function waitMessage(link, pred, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what}; got ${JSON.stringify(link.messages)}`)), scaled(30000));
    const check = () => {
      const m = link.messages.find(pred);
      if (m) { clearTimeout(timer); link.waiters.delete(check); resolve(m); }
    };
    link.waiters.add(check);
    check();
  });
}

const send = (link, msg) => link.conn.send(JSON.stringify({ jsonrpc: '2.0', ...msg }));
const answerTo = (id) => (m) => m.id === id && !m.method;

test('a server that has not accepted the register gets no health, no tools and runs nothing', T, async (t) => {
  const project = copyProject(t);
  const server = await listener(t);
  await startHost(t, { project, hub: server.url, token: 'not-a-hub-token' });
  const link = await server.firstLink();
  const register = await waitMessage(link, (m) => m.method === 'editor/register', 'editor/register');

  send(link, { id: 'x-1', method: 'ping', params: {} });
  const ping = await waitMessage(link, answerTo('x-1'), 'answer to the ping');
  assert.equal(ping.error?.code, -32040, JSON.stringify(ping));
  assert.equal(ping.error?.data?.patchbay, 'not_registered');
  assert.equal(ping.result, undefined, 'no health before the register is accepted');

  send(link, { id: 'x-2', method: 'tools/list', params: {} });
  assert.equal((await waitMessage(link, answerTo('x-2'), 'answer to tools/list')).error?.code, -32040);
  send(link, { id: 'x-3', method: 'tools/call', params: { name: 'increment_counter', arguments: { counter: 'peer' } } });
  assert.equal((await waitMessage(link, answerTo('x-3'), 'answer to tools/call')).error?.code, -32040);

  // Accepted: now the probe carries what the main thread is doing, and calls run.
  send(link, {
    id: register.id,
    result: { editorId: 'SampleProject@00000000', protocolVersion: register.params.protocolVersion, heartbeatIntervalMs: 60000, maxMessageBytes: 8388608 },
  });
  send(link, { id: 'h-1', method: 'ping', params: {} });
  const probe = await waitMessage(link, answerTo('h-1'), 'answer to the hub\'s ping');
  assert.equal(typeof probe.result?.health?.playMode, 'string', JSON.stringify(probe));
  send(link, { id: 'h-2', method: 'tools/call', params: { name: 'increment_counter', arguments: { counter: 'peer' } } });
  const call = await waitMessage(link, answerTo('h-2'), 'answer to the registered call');
  assert.notEqual(call.result?.isError, true, JSON.stringify(call));
  assert.equal(readCounter(project, 'peer').value, 1, 'the call refused before the register never ran; the accepted one ran once');
});
