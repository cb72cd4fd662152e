// The hub under hostile or heavy HTTP traffic: concurrency, slow and broken clients, session
// limits and expiry, malformed bytes. After each, the hub must still be running and serving.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SUITE, test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import { assertHealthy, initializeMessage, newId, openSession, request } from './lib/rawhttp.mjs';
import { scaled } from '../lib/time.mjs';

// Opens a TCP connection, writes `bytes`, and resolves with everything read until the peer closes
// (or with closed:false after timeoutMs).
function rawExchange(port, bytes, { timeoutMs = scaled(10000), endInput = false } = {}) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => { sock.destroy(); resolve({ data, closed: false }); }, timeoutMs);
    sock.setEncoding('latin1');
    sock.on('data', (d) => { data += d; });
    sock.on('error', () => {}); // a reset is one way of closing
    sock.on('close', () => { clearTimeout(timer); resolve({ data, closed: true }); });
    sock.on('connect', () => {
      if (bytes) sock.write(bytes);
      if (endInput) sock.end();
    });
    sock.on('timeout', reject);
  });
}

const statusOf = (data) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0);

describe('http: concurrency', SUITE, () => {
  test('concurrent POSTs on one session all succeed', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const calls = [];
    for (let i = 0; i < 24; i++) {
      const id = `c${i}`;
      if (i % 3 === 0) calls.push(s.rpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 200, steps: 2 } }, { id }));
      else if (i % 3 === 1) calls.push(s.rpc('tools/list', undefined, { id }));
      else calls.push(s.rpc('tools/call', { name: 'test_simple_text', arguments: {} }, { id }));
    }
    const results = await Promise.all(calls);
    results.forEach(({ res, msg }, i) => {
      assert.equal(res.status, 200, `request ${i}`);
      assert.equal(msg?.id, `c${i}`);
      assert.ok(msg.result, JSON.stringify(msg));
    });
  });

  test('many sessions in parallel keep their answers apart', async (t) => {
    const hub = await startHub(t);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => openSession(hub.port)));
    const results = await Promise.all(sessions.flatMap((s, i) => [0, 1, 2].map(async (j) => {
      const id = `s${i}-${j}`;
      const { msg } = await s.rpc('tools/call', { name: 'test_simple_text', arguments: {} }, { id });
      return msg?.id === id && !!msg.result;
    })));
    assert.ok(results.every(Boolean));
  });

  test('requests reuse a keep-alive connection', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    t.after(() => agent.destroy());
    let reused = 0;
    for (let i = 0; i < 5; i++) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: i, method: 'ping' });
      const text = await new Promise((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1', port: hub.port, path: '/mcp', method: 'POST', agent,
          headers: {
            'content-type': 'application/json', accept: 'application/json',
            'mcp-session-id': s.sid, 'mcp-protocol-version': s.version, 'content-length': Buffer.byteLength(body),
          },
        }, (res) => {
          let b = '';
          res.setEncoding('utf8').on('data', (d) => { b += d; }).on('end', () => resolve(b));
        });
        req.on('error', reject);
        if (req.reusedSocket) reused++;
        req.end(body);
      });
      assert.deepEqual(JSON.parse(text), { jsonrpc: '2.0', id: i, result: {} });
    }
    assert.ok(reused >= 4, `the connection was reused (${reused} of 4)`);
  });

  test('pipelined requests on one connection are answered in order', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const one = (id) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });
      return `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n`
        + `Mcp-Session-Id: ${s.sid}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    };
    const lastBody = JSON.stringify({ jsonrpc: '2.0', id: 'p3', method: 'ping' });
    const last = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\nContent-Type: application/json\r\nAccept: application/json\r\n`
      + `Connection: close\r\nMcp-Session-Id: ${s.sid}\r\nContent-Length: ${Buffer.byteLength(lastBody)}\r\n\r\n${lastBody}`;
    const { data, closed } = await rawExchange(hub.port, one('p1') + one('p2') + last);
    assert.ok(closed, 'Connection: close was honoured');
    const ids = [...data.matchAll(/"id":"(p\d)"/g)].map((m) => m[1]);
    assert.deepEqual(ids, ['p1', 'p2', 'p3'], data);
  });
});

describe('http: slow and broken clients', SUITE, () => {
  test('a client sending headers slower than --header-timeout is disconnected', async (t) => {
    const hub = await startHub(t, { args: ['--header-timeout', '1'] });
    const slow = rawExchange(hub.port, `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\n`, { timeoutMs: scaled(15000) });
    const silent = rawExchange(hub.port, '', { timeoutMs: scaled(15000) });
    await assertHealthy(hub); // the hub serves others meanwhile
    const [a, b] = await Promise.all([slow, silent]);
    assert.ok(a.closed, 'the slow-header connection was closed by the hub');
    assert.ok(b.closed, 'the silent connection was closed by the hub');
    await assertHealthy(hub);
  });

  test('a body shorter than its Content-Length does not stall the hub', async (t) => {
    const hub = await startHub(t, { args: ['--header-timeout', '1'] });
    const partial = rawExchange(hub.port,
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"`,
      { timeoutMs: scaled(3000), endInput: true });
    await assertHealthy(hub);
    await partial;
    await assertHealthy(hub);
  });

  test('garbage bytes, then a valid request on the same server', async (t) => {
    const hub = await startHub(t);
    const garbage = [
      'GARBAGE\r\n\r\n',
      '\x00\x01\x02\x03\xff\xfe\r\n\r\n',
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n`,
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n`,
      `GET /mcp HTTP/9.9\r\n\r\n`,
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100000)}\r\n\r\n`,
    ];
    for (const bytes of garbage) {
      const { data, closed } = await rawExchange(hub.port, bytes, { timeoutMs: scaled(5000) });
      const status = statusOf(data);
      assert.ok(closed || (status >= 400 && status < 500), `answered 4xx or closed for ${JSON.stringify(bytes.slice(0, 40))}: ${data.slice(0, 80)}`);
      assert.ok(status === 0 || status < 500, `no 5xx for garbage: ${status}`);
    }
    const s = await openSession(hub.port);
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
  });

  test('hostile JSON bodies get JSON-RPC errors, never a crash', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const bodies = [
      '['.repeat(50000),
      `{"a":${'['.repeat(20000)}`,
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), // invalid UTF-8
      '{"jsonrpc":"2.0","id":1,"method":"ping"}{"jsonrpc":"2.0","id":2,"method":"ping"}',
      '{"jsonrpc":"2.0","id":1e400,"method":"ping"}',
      '{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}',
      '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":[1,2,3]}',
      '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"test_simple_text","arguments":"nope"}}',
      '{"jsonrpc":"2.0","id":5,"method":"ping","jsonrpc":"2.0"}',
      'null',
    ];
    for (const body of bodies) {
      const res = await s.post(body);
      assert.ok(res.status < 500, `status ${res.status} for ${String(body).slice(0, 40)}`);
      assert.ok(hub.alive(), `hub died on ${String(body).slice(0, 40)}`);
    }
    await assertHealthy(hub);
  });
});

describe('http: session limits', SUITE, () => {
  test('sessions beyond --max-sessions get 503 with a JSON-RPC error; ending one frees a slot', async (t) => {
    const hub = await startHub(t, { args: ['--max-sessions', '3'] });
    const sessions = [];
    // Each used once: a session counts against --max-sessions from its first request.
    for (let i = 0; i < 3; i++) {
      const s = await openSession(hub.port);
      assert.deepEqual((await s.rpc('ping')).msg?.result, {});
      sessions.push(s);
    }
    for (let i = 0; i < 5; i++) {
      const res = await request(hub.port, { body: initializeMessage() });
      assert.equal(res.status, 503, res.text);
      assert.equal(res.headers['mcp-session-id'], undefined);
      assert.ok(Number.isInteger(res.json?.error?.code), `JSON-RPC error body: ${res.text}`);
    }
    for (const s of sessions) assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'existing sessions unaffected');
    await sessions[0].delete();
    const again = await openSession(hub.port);
    assert.deepEqual((await again.rpc('ping')).msg?.result, {});
  });

  // Issue 26: sessions that never finish initializing counted against --max-sessions, so anything
  // that could send initialize (a page past the Origin check, a runaway script) locked the user's
  // own clients out with 503. They now have their own cap, where the oldest makes room.
  test('a flood of initializes that never finish does not lock the user out; the oldest make room', async (t) => {
    const hub = await startHub(t, { args: ['--max-sessions', '2', '--max-uninitialized-sessions', '4'] });
    // 96 at once, then 4 one after another: the hub meets concurrent requests in whatever order
    // their connections are served (a busy machine reorders them), so only the last 4 have a known
    // age. They are the 4 the cap keeps.
    const flood = await Promise.all(Array.from({ length: 96 }, () => request(hub.port, { body: initializeMessage() })));
    for (let i = 0; i < 4; i++) flood.push(await request(hub.port, { body: initializeMessage() }));
    assert.deepEqual([...new Set(flood.map((r) => r.status))], [200], 'no initialize is refused');
    const mine = await openSession(hub.port); // initialize + notifications/initialized
    assert.deepEqual((await mine.rpc('ping')).msg?.result, {}, "the user's client got in");
    // A session is finished by a request on it (here ping), not by a notification (issue 44).
    const finish = (r) => request(hub.port, {
      body: { jsonrpc: '2.0', id: 'p', method: 'ping' }, session: r.headers['mcp-session-id'], version: '2025-11-25',
    });
    assert.equal((await finish(flood[0])).status, 404, 'the oldest unfinished sessions were ended');
    // 4 unfinished sessions at most: the last 3 of the flood are left (the user's took a place).
    assert.equal((await finish(flood[96])).status, 404);
    assert.equal((await finish(flood[97])).status, 200, 'an unfinished session still in the cap can finish');
    const third = await finish(flood[98]);
    assert.equal(third.status, 503, `--max-sessions still bounds finished sessions: ${third.text}`);
    assert.match(third.json?.error?.message ?? '', /too many MCP sessions \(2\)/);
    assert.ok(hub.alive());
  });

  // Issue 44: notifications/initialized used to finish a session, so a flood of initialize +
  // notifications/initialized pairs filled --max-sessions and locked the user's clients out with 503.
  test('a flood of sessions that only say notifications/initialized does not lock the user out', async (t) => {
    const hub = await startHub(t, { args: ['--max-sessions', '2', '--max-uninitialized-sessions', '4'] });
    for (let i = 0; i < 40; i++) {
      const r = await request(hub.port, { body: initializeMessage() });
      assert.equal(r.status, 200);
      const said = await request(hub.port, {
        body: { jsonrpc: '2.0', method: 'notifications/initialized' }, session: r.headers['mcp-session-id'], version: '2025-11-25',
      });
      assert.ok([202, 404].includes(said.status), `${said.status} ${said.text}`);
    }
    const mine = await openSession(hub.port);
    assert.deepEqual((await mine.rpc('ping')).msg?.result, {}, "the user's client got in");
    const second = await openSession(hub.port);
    assert.deepEqual((await second.rpc('ping')).msg?.result, {}, 'and a second one: the flood holds no place');
    assert.ok(hub.alive());
  });

  test('a session that stays uninitialized ends after --uninitialized-session-timeout', async (t) => {
    const hub = await startHub(t, { args: ['--uninitialized-session-timeout', '0.2'] });
    const unfinished = await request(hub.port, { body: initializeMessage() });
    assert.equal(unfinished.status, 200);
    const finished = await openSession(hub.port);
    // The hub says when it ends one; waiting for that line is waiting for the event, not for time.
    const deadline = Date.now() + scaled(10000);
    while (!/did not finish initializing/.test(hub.stderr())) {
      assert.ok(Date.now() < deadline, `no expiry logged; stderr:\n${hub.stderr()}`);
      await sleep(50);
    }
    const late = await request(hub.port, {
      body: { jsonrpc: '2.0', method: 'notifications/initialized' }, session: unfinished.headers['mcp-session-id'], version: '2025-11-25',
    });
    assert.equal(late.status, 404, 'the unfinished session was ended');
    assert.deepEqual((await finished.rpc('ping')).msg?.result, {}, 'a finished session is not subject to it');
  });

  test('sessions idle longer than --session-idle-timeout are ended; active ones stay', async (t) => {
    const hub = await startHub(t, { args: ['--session-idle-timeout', '1'] });
    const idle = await openSession(hub.port);
    const active = await openSession(hub.port);
    // Keep `active` busy for longer than the timeout; there is no event to wait for, so time passes.
    const until = Date.now() + 3500;
    while (Date.now() < until) {
      assert.deepEqual((await active.rpc('ping')).msg?.result, {}, 'an active session is not expired');
      await sleep(250);
    }
    const res = await idle.post({ jsonrpc: '2.0', id: newId(), method: 'ping' });
    assert.equal(res.status, 404, 'the idle session was ended');
  });
});
