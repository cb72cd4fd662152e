// Stopping the hub (SIGTERM, as `patchbay stop`, a service manager or a test does) is orderly: a
// request still running is answered with a clear error on its own stream (JSON or SSE), idle
// keep-alive connections and GET streams end, and the process exits 0 promptly (http_server::stop,
// serve_command's shutdown).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startHub, exited } from './lib/hub.mjs';
import { openSession, ACCEPT_BOTH } from './lib/rawhttp.mjs';
import { scaled } from '../lib/time.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (const [mode, accept] of [['JSON', 'application/json'], ['SSE', ACCEPT_BOTH]]) {
  test(`a request still running when the hub stops is answered with an error (${mode})`, async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-06-18' });
    // A JSON answer's head comes only with the answer: do not wait for it before stopping the hub.
    const opening = s.openRpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 60000 } },
      { headers: { accept } });
    await sleep(200);
    hub.proc.kill('SIGTERM');
    const slow = await opening;
    const answer = await slow.response(slow.id, scaled(10000));
    assert.equal(answer.error?.code, -32000, JSON.stringify(answer));
    assert.match(answer.error.message, /hub is stopping; this request did not finish/);
    const status = await exited(hub.proc);
    assert.deepEqual(status, { code: 0, signal: null }, hub.stderr());
  });
}

test('idle keep-alive connections and GET streams end when the hub stops, and it exits 0', async (t) => {
  const hub = await startHub(t);
  const s = await openSession(hub.port);
  const get = await s.openGet({ headers: { accept: 'text/event-stream' } });
  assert.equal(get.status, 200);
  // A raw keep-alive connection that has made one request and now waits for the next.
  const sock = net.connect(hub.port, '127.0.0.1');
  await new Promise((r) => sock.once('connect', r));
  let received = '';
  const ended = new Promise((r) => { sock.on('data', (d) => { received += d; }); sock.once('end', () => r('end')); sock.once('close', () => r('close')); });
  sock.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  while (!received.includes('Patchbay hub')) await sleep(10);
  const started = Date.now();
  hub.proc.kill('SIGTERM');
  assert.ok(await ended, 'the idle connection was closed');
  await get.done;
  assert.ok(get.ended, 'the GET stream ended');
  const status = await exited(hub.proc);
  assert.deepEqual(status, { code: 0, signal: null }, hub.stderr());
  // Everything closed by itself: the hub did not wait out its 2 s bound for open connections.
  assert.doesNotMatch(hub.stderr(), /connections still open/);
  sock.destroy();
  t.diagnostic(`stopped in ${Date.now() - started} ms`);
});
