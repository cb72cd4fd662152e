// Security of the HTTP endpoint (checklist §5 E): Origin and Host validation against DNS rebinding,
// the optional bearer token, and the refusal of non-loopback listening without one. Issue 26: what
// a web page could still do (look-alike Origins, a text/plain body read as JSON) and numbers out of
// a double's range. Another OS user: http_local_user.test.mjs.
import { describe } from 'node:test';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { SUITE, test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import { assertHealthy, errorCodeOf, initializeMessage, openSession, request } from './lib/rawhttp.mjs';

const ping = { jsonrpc: '2.0', id: 'p', method: 'ping' };
const rejectedHost = (status) => status === 421 || status === 403;
const hubToken = (hub) => JSON.parse(readFileSync(path.join(hub.stateDir, 'hub.json'), 'utf8')).token;

// Origins a page could send that are not loopback, however much they look it. Boost.URL 1.81 read
// the first one's host as 127.0.0.1, so it passed.
const lookAlikeOrigins = (port) => [
  'http://127.0.0.1.evil.example', `http://127.0.0.1.evil.example:${port}`, 'http://127.0.0.1.evil',
  'http://localhost.evil', `http://localhost.evil.com:${port}`, 'http://localhost.', `http://localhost.:${port}`,
  'http://127.0.0.1@evil.example', 'http://evil@127.0.0.1', `http://localhost:${port}@evil.example`,
  `http://127.0.0.1:${port}/`, 'http://127.0.0.1/x', 'http://127.0.0.1:99999', 'http://127.0.0.1:',
  'http://[::ffff:127.0.0.1]', 'http://[::ffff:7f00:1]', 'http://[0:0:0:0:0:0:0:1]',
  'http://0x7f.0.0.1', 'http://2130706433', 'http://127.1', 'http://0177.0.0.1', 'http://127.000.000.001',
  'HTTP://127.0.0.1.EVIL.EXAMPLE', 'ws://localhost', 'file://localhost', 'chrome-extension://abcdef', 'null',
];

describe('http: Origin validation', SUITE, () => {
  test('a non-loopback Origin is 403 on POST, GET and DELETE', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const origin of ['http://evil.example.com', 'https://attacker.test:8443', `http://localhost.evil.com:${hub.port}`]) {
      const headers = { origin };
      assert.equal((await request(hub.port, { body: initializeMessage(), headers })).status, 403, `initialize, Origin ${origin}`);
      assert.equal((await s.post(ping, { headers })).status, 403, `POST, Origin ${origin}`);
      const get = await s.openGet({ headers });
      get.close();
      assert.equal(get.status, 403, `GET, Origin ${origin}`);
      assert.equal((await request(hub.port, { method: 'DELETE', session: s.sid, headers })).status, 403, `DELETE, Origin ${origin}`);
    }
    assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'the session survived the rejected DELETE');
  });

  test('loopback Origins (any port) and no Origin are accepted', async (t) => {
    const hub = await startHub(t);
    for (const origin of [`http://localhost:${hub.port}`, 'http://localhost:5173', `http://127.0.0.1:${hub.port}`, 'http://[::1]:8080', undefined]) {
      const s = await openSession(hub.port, { headers: origin ? { origin } : {} });
      assert.deepEqual((await s.rpc('ping')).msg?.result, {}, `Origin ${origin}`);
    }
  });
});

describe('http: look-alike Origins (issue 26)', SUITE, () => {
  test('each is 403 on /mcp, the dashboard API and the editor link, and opens nothing', async (t) => {
    const hub = await startHub(t);
    const token = hubToken(hub);
    const s = await openSession(hub.port);
    for (const origin of lookAlikeOrigins(hub.port)) {
      const headers = { origin };
      const init = await request(hub.port, { body: initializeMessage(), headers });
      assert.equal(init.status, 403, `initialize, Origin ${origin}: ${init.text}`);
      assert.equal(init.headers['mcp-session-id'], undefined, `no session for Origin ${origin}`);
      assert.equal((await s.post(ping, { headers })).status, 403, `POST on a session, Origin ${origin}`);
      const status = await request(hub.port, { method: 'GET', path: '/api/status', headers: { ...headers, accept: 'application/json' } });
      assert.equal(status.status, 403, `GET /api/status, Origin ${origin}`);
      const editor = await request(hub.port, {
        method: 'GET', path: '/editor',
        headers: {
          ...headers, authorization: `Bearer ${token}`, connection: 'Upgrade', upgrade: 'websocket',
          'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', accept: null,
        },
      });
      assert.equal(editor.status, 403, `editor link with the token, Origin ${origin}`);
    }
    assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'the session survived');
  });

  test('POST /admin/shutdown with the token but a look-alike Origin does not stop the hub', async (t) => {
    const hub = await startHub(t);
    const token = hubToken(hub);
    for (const origin of lookAlikeOrigins(hub.port)) {
      const res = await request(hub.port, { method: 'POST', path: '/admin/shutdown', headers: { origin, authorization: `Bearer ${token}`, 'content-type': null, accept: null } });
      assert.equal(res.status, 403, `Origin ${origin}: ${res.status} ${res.text}`);
    }
    await assertHealthy(hub);
  });

  test('the spellings a browser writes for loopback still pass, in any case', async (t) => {
    const hub = await startHub(t);
    for (const origin of [`http://LOCALHOST:${hub.port}`, `HTTP://127.0.0.1:${hub.port}`, 'https://127.10.20.30', 'http://[::1]']) {
      const s = await openSession(hub.port, { headers: { origin } });
      assert.deepEqual((await s.rpc('ping')).msg?.result, {}, `Origin ${origin}`);
    }
  });
});

describe('http: Content-Type (issue 26)', SUITE, () => {
  // A page may POST text/plain, form or multipart bodies to any origin without a preflight; only
  // application/json needs one, which the hub never grants. So only the exact media type is JSON.
  test('a body a page can send without a preflight is 415, however its parameters read', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const type of [
      'text/plain; charset=application/json', 'text/plain;application/json', 'text/plain',
      'application/x-www-form-urlencoded', 'multipart/form-data; boundary=application/json',
      'application/jsonx', 'application/json-seq', 'text/application/json',
    ]) {
      const init = await request(hub.port, { body: initializeMessage(), headers: { 'content-type': type } });
      assert.equal(init.status, 415, `initialize as ${type}: ${init.text}`);
      assert.equal(init.headers['mcp-session-id'], undefined);
      assert.match(init.json?.error?.message ?? '', /Content-Type must be application\/json/, init.text);
      assert.equal((await s.post(ping, { headers: { 'content-type': type } })).status, 415, `POST as ${type}`);
    }
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json ; charset="UTF-8"']) {
      const ok = await openSession(hub.port, { headers: { 'content-type': type } });
      assert.deepEqual((await ok.rpc('ping')).msg?.result, {}, `Content-Type ${type}`);
    }
  });
});

describe('http: Host validation', SUITE, () => {
  test('a foreign Host is refused (421 or 403), also with a loopback Origin', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const host of ['evil.example.com', `evil.example.com:${hub.port}`, `localhost.evil.com:${hub.port}`, `127.0.0.1.nip.io:${hub.port}`, '10.0.0.1']) {
      const init = await request(hub.port, { body: initializeMessage(), headers: { host } });
      assert.ok(rejectedHost(init.status), `initialize with Host ${host}: ${init.status}`);
      assert.equal(init.headers['mcp-session-id'], undefined, 'no session for a rejected Host');
      const post = await s.post(ping, { headers: { host, origin: `http://localhost:${hub.port}` } });
      assert.ok(rejectedHost(post.status), `POST with Host ${host}: ${post.status}`);
    }
    // The conformance suite's exact probe.
    const probe = await request(hub.port, { body: initializeMessage(), headers: { host: 'evil.example.com', origin: 'http://evil.example.com' } });
    assert.ok(probe.status >= 400 && probe.status < 500);
  });

  test('localhost, 127.0.0.1 and [::1] are accepted with any port', async (t) => {
    const hub = await startHub(t);
    for (const host of ['localhost', `localhost:${hub.port}`, `127.0.0.1:${hub.port}`, '127.0.0.1:1', `[::1]:${hub.port}`, '[::1]']) {
      const s = await openSession(hub.port, { headers: { host } });
      assert.deepEqual((await s.rpc('ping')).msg?.result, {}, `Host ${host}`);
    }
  });

  test('--allowed-host adds a name', async (t) => {
    const hub = await startHub(t, { args: ['--allowed-host', 'patchbay.test'] });
    const s = await openSession(hub.port, { headers: { host: `patchbay.test:${hub.port}` } });
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
    const other = await request(hub.port, { body: initializeMessage(), headers: { host: 'other.test' } });
    assert.ok(rejectedHost(other.status), `Host other.test: ${other.status}`);
  });
});

describe('http: bearer token', SUITE, () => {
  test('with --token, a missing or wrong Authorization is 401, the right one works', async (t) => {
    const token = 'tok-3f9a2c1b-interop';
    const hub = await startHub(t, { args: ['--token', token] });
    const auth = { authorization: `Bearer ${token}` };
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${Buffer.from(`u:${token}`).toString('base64')}`, token, 'Bearer ']) {
      const res = await request(hub.port, { body: initializeMessage(), headers: authorization ? { authorization } : {} });
      assert.equal(res.status, 401, `Authorization: ${authorization}`);
      assert.equal(res.headers['mcp-session-id'], undefined);
    }
    const s = await openSession(hub.port, { headers: auth });
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
    // Every request of the session needs it, not just initialize.
    assert.equal((await s.post(ping, { headers: { authorization: null } })).status, 401, 'POST without token');
    const get = await s.openGet({ headers: { authorization: 'Bearer wrong' } });
    get.close();
    assert.equal(get.status, 401, 'GET with a wrong token');
    assert.equal((await request(hub.port, { method: 'DELETE', session: s.sid })).status, 401, 'DELETE without token');
    assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'the session is intact');
  });

  test('without --token no Authorization is needed', async (t) => {
    const hub = await startHub(t);
    await assertHealthy(hub);
  });

  test('a non-loopback listen with a token starts and enforces the token', async (t) => {
    const token = 'remote-editor-secret';
    const hub = await startHub(t, { listen: '0.0.0.0:0', args: ['--token', token] });
    const unauth = await request(hub.port, { body: initializeMessage() });
    assert.equal(unauth.status, 401);
    const s = await openSession(hub.port, { headers: { authorization: `Bearer ${token}` } });
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
  });
});

// Hostile JSON: nesting far deeper than any MCP message needs. The parser bounds the depth (64), so a
// deep message is a clear parse error, never a stack overflow, and the session and hub keep serving.
describe('http: hostile input', SUITE, () => {
  test('100,000 levels of nesting are a -32700 parse error; the session keeps working', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const depth = 100000;
    const body = `{"jsonrpc":"2.0","id":"deep","method":"tools/call","params":{"name":"test_simple_text","arguments":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}}`;
    const res = await s.post(body);
    assert.equal(res.status, 400, `status; body: ${res.text.slice(0, 300)}`);
    assert.equal(errorCodeOf(res), -32700, res.text.slice(0, 300));
    assert.match(res.messages.find((m) => m.error)?.error?.message ?? '', /nested deeper than 64 levels/, 'the message names the limit');
    assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'the session survived');
    await assertHealthy(hub);
  });

  test('a number beyond a double\'s range (1e999) is refused naming where it is; the call does not run', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const literal of ['1e999', '-1e999', `1${'0'.repeat(400)}`]) {
      const body = `{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"test_simple_text","arguments":{"count":${literal}}}}`;
      const res = await s.post(body);
      assert.equal(res.status, 400, `${literal.slice(0, 20)}: ${res.text.slice(0, 300)}`);
      assert.equal(errorCodeOf(res), -32700, res.text);
      const message = res.messages.find((m) => m.error)?.error?.message ?? '';
      assert.match(message, /params\.arguments\.count/, 'names the field');
      assert.match(message, new RegExp(`byte ${body.indexOf(literal)}\\b`), 'names the position');
      assert.match(message, /out of range/, 'says what is wrong');
      assert.ok(!res.messages.some((m) => 'result' in m), 'the tool did not run');
    }
    // Large but finite numbers are JSON numbers like any other.
    const big = await s.post('{"jsonrpc":"2.0","id":"ok","method":"tools/call","params":{"name":"test_simple_text","arguments":{"count":1e300}}}');
    assert.equal(big.status, 200, big.text);
    assert.ok(big.messages.find((m) => m.id === 'ok')?.result, big.text);
  });

  test('request headers over 16 KiB are 431; the hub keeps serving', async (t) => {
    const hub = await startHub(t);
    const reply = await new Promise((resolve, reject) => {
      const sock = net.connect(hub.port, '127.0.0.1', () => {
        sock.write(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${hub.port}\r\nX-Big: ${'a'.repeat(20000)}\r\nContent-Length: 0\r\n\r\n`);
      });
      let data = '';
      sock.setEncoding('latin1');
      sock.on('data', (d) => { data += d; });
      sock.on('close', () => resolve(data));
      sock.on('error', (e) => (data ? resolve(data) : reject(e)));
    });
    assert.match(reply, /^HTTP\/1\.1 431/, reply.slice(0, 200));
    await assertHealthy(hub);
  });
});
