// Loopback means this user (issue 26, docs/security.md "Another local user"): a process of another
// OS user on the same machine reaches 127.0.0.1 like anyone local, so the hub asks the OS who owns
// each loopback connection and serves another user's process only with the hub token (hub.json).
// The hub runs as the test's user (root here); the second user is uid/gid 65534 (nobody), its
// client a Node process started through setpriv. Without root and setpriv the tests are skipped.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUITE, test } from './lib/limits.mjs';
import { OTHER_UID, asOtherUserArgv, cannotActAsAnotherUser } from '../lib/other_user.mjs';
import { startHub } from './lib/hub.mjs';
import { initializeMessage, openSession, request } from './lib/rawhttp.mjs';
import { scaled } from '../lib/time.mjs';

const node = process.execPath;

// Runs in the other user's Node: each request on its own connection (node:http, no agent), exactly
// the headers given; prints its uid and [{status, headers, body}] as JSON.
const CLIENT = `
import http from 'node:http';
const { port, requests } = JSON.parse(process.env.PB_REQUESTS);
const out = [];
for (const r of requests) {
  out.push(await new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, headers: r.headers, agent: false });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', (e) => resolve({ status: 0, error: String(e) }));
    if (r.body !== undefined) req.write(r.body);
    req.end();
  }));
}
process.stdout.write(JSON.stringify({ uid: process.getuid(), out }));
`;

// Sends `requests` from a process of uid 65534 and returns its results, in order.
async function asOtherUser(port, requests) {
  const [setpriv, ...args] = asOtherUserArgv([node, '--input-type=module', '-e', CLIENT]);
  const child = spawn(setpriv, args, { cwd: '/', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PB_REQUESTS: JSON.stringify({ port, requests }) } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
  child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  const code = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`the other user's client did not finish; stderr: ${stderr}`)); }, scaled(20000));
    child.once('exit', (c) => { clearTimeout(timer); resolve(c); });
  });
  assert.equal(code, 0, `the other user's client failed: ${stderr}`);
  const { uid, out } = JSON.parse(stdout);
  assert.equal(uid, OTHER_UID, 'the client really ran as the other user');
  return out;
}

function hubToken(hub) {
  return JSON.parse(readFileSync(path.join(hub.stateDir, 'hub.json'), 'utf8')).token;
}

const json = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialize = (headers = {}) => ({ method: 'POST', path: '/mcp', headers: { ...json, ...headers }, body: JSON.stringify(initializeMessage()) });
const upgrade = (headers = {}) => ({
  method: 'GET',
  path: '/editor',
  headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
});

function assertRefusedAsOtherUser(r, what) {
  assert.equal(r.status, 403, `${what}: ${r.status} ${r.body}`);
  const body = JSON.parse(r.body);
  assert.equal(body.jsonrpc, '2.0', `${what}: a JSON-RPC error body`);
  assert.match(body.error?.message ?? '', /another OS user/, `${what} says why: ${r.body}`);
  assert.match(body.error.message, /Authorization: Bearer/, `${what} says how to allow it`);
  assert.match(body.error.message, /hub\.json/, `${what} says where the token is`);
}

describe('http: another local user', SUITE, () => {
  test('another OS user\'s process is refused on every surface without the token; the hub\'s own user is served', async (t) => {
    const why = cannotActAsAnotherUser();
    if (why) return t.skip(why);
    const hub = await startHub(t);
    // A session of the hub's own user: knowing its id must not help the other user either.
    const own = await openSession(hub.port);
    const call = { jsonrpc: '2.0', id: 'c1', method: 'tools/call', params: { name: 'test_simple_text', arguments: {} } };
    const results = await asOtherUser(hub.port, [
      initialize(),
      { method: 'GET', path: '/api/status', headers: {} },
      { method: 'GET', path: '/', headers: { accept: 'text/html' } },
      { method: 'GET', path: '/', headers: {} },
      { method: 'POST', path: '/admin/shutdown', headers: {} },
      upgrade(),
      initialize({ authorization: 'Bearer wrong' }),
      {
        method: 'POST', path: '/mcp', body: JSON.stringify(call),
        headers: { ...json, 'mcp-session-id': own.sid, 'mcp-protocol-version': own.version },
      },
    ]);
    const names = ['POST /mcp initialize', 'GET /api/status', 'GET / (dashboard page)', 'GET / (status line)',
      'POST /admin/shutdown', 'GET /editor (upgrade)', 'POST /mcp with a wrong token',
      "tools/call on the hub user's session"];
    results.forEach((r, i) => assertRefusedAsOtherUser(r, names[i]));
    assert.equal(results[0].headers['mcp-session-id'], undefined, 'no session was opened');
    assert.ok(hub.alive(), 'the hub was not stopped');
    assert.match(hub.stderr(), /another OS user's process/, 'the hub logs the refused connection');

    // The hub's own user needs no token on loopback, as before.
    assert.equal((await own.rpc('tools/call', call.params)).msg?.result?.content?.[0]?.type, 'text');
    const fresh = await request(hub.port, { body: initializeMessage() });
    assert.equal(fresh.status, 200, fresh.text);
  });

  test('with the token of hub.json the other user\'s process is served', async (t) => {
    const why = cannotActAsAnotherUser();
    if (why) return t.skip(why);
    const hub = await startHub(t);
    const auth = { authorization: `Bearer ${hubToken(hub)}` };
    const [init, status] = await asOtherUser(hub.port, [
      initialize(auth),
      { method: 'GET', path: '/api/status', headers: auth },
    ]);
    assert.equal(init.status, 200, init.body);
    assert.ok(init.headers['mcp-session-id'], 'a session was opened');
    assert.ok(JSON.parse(init.body).result?.serverInfo, init.body);
    assert.equal(status.status, 200, status.body);
  });

  test('a hub started with --token serves the other user with that token', async (t) => {
    const why = cannotActAsAnotherUser();
    if (why) return t.skip(why);
    const secret = 'local-user-secret-3f9a';
    const hub = await startHub(t, { args: ['--token', secret] });
    const [without, withToken] = await asOtherUser(hub.port, [
      initialize(),
      initialize({ authorization: `Bearer ${secret}` }),
    ]);
    assertRefusedAsOtherUser(without, 'without the token');
    assert.equal(withToken.status, 200, withToken.body);
  });
});
