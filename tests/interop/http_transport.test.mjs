// Streamable HTTP at the byte level: lifecycle, sessions, status codes and JSON-RPC errors
// (mcp-notes §1.5, checklist §5 B and D).
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { SUITE, test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import {
  assertHealthy, errorCodeOf, initializeMessage, newId, open, openSession, request,
} from './lib/rawhttp.mjs';
import { scaled } from '../lib/time.mjs';

const SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const ping = (id = newId()) => ({ jsonrpc: '2.0', id, method: 'ping' });

describe('http: lifecycle and sessions', SUITE, () => {
  for (const version of SUPPORTED) {
    test(`initialize echoes ${version} and issues a visible-ASCII session id`, async (t) => {
      const hub = await startHub(t);
      const s = await openSession(hub.port, { version });
      assert.equal(s.version, version);
      assert.match(s.sid, /^[\x21-\x7e]+$/);
      assert.ok(s.initResult.serverInfo?.name && s.initResult.serverInfo?.version);
    });
  }

  for (const version of ['2026-07-28', '1.0.0']) {
    test(`initialize with unsupported ${version} is answered with 2025-11-25`, async (t) => {
      const hub = await startHub(t);
      const s = await openSession(hub.port, { version });
      assert.equal(s.version, '2025-11-25');
    });
  }

  test('session ids differ between sessions', async (t) => {
    const hub = await startHub(t);
    const ids = new Set();
    for (let i = 0; i < 5; i++) ids.add((await openSession(hub.port)).sid);
    assert.equal(ids.size, 5);
  });

  // Claude Code's probe as recorded (mcp-notes §2.7; the bodies and headers below are those of Claude
  // Code 2.1.332 captured against the hub, docs/protocol-versions.md): the hub answers it, so the client
  // stays on 2026-07-28 — it opens subscriptions/listen, then lists tools, with _meta and no session id.
  test('Claude Code probe: server/discover gets a result and the session runs on 2026-07-28', async (t) => {
    const hub = await startHub(t);
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': {
        name: 'claude-code', title: 'Claude Code', version: '2.1.332',
        description: "Anthropic's agentic coding tool", websiteUrl: 'https://claude.com/claude-code',
      },
      'io.modelcontextprotocol/clientCapabilities': { roots: { listChanged: true }, elicitation: { form: {}, url: {} } },
    };
    const headers = (method, name) => ({
      'mcp-method': method, 'mcp-protocol-version': '2026-07-28', ...(name ? { 'mcp-name': name } : {}),
      'user-agent': 'claude-code/2.1.332 (sdk-cli)', 'accept-encoding': 'identity',
    });
    const discover = await request(hub.port, {
      body: { jsonrpc: '2.0', id: 'server-discover-probe-1', method: 'server/discover', params: { _meta: meta } },
      headers: headers('server/discover'),
    });
    assert.equal(discover.status, 200, discover.text);
    assert.equal(discover.json?.id, 'server-discover-probe-1');
    assert.ok(discover.json?.result?.supportedVersions?.includes('2026-07-28'), discover.text);
    assert.ok(discover.json?.result?.supportedVersions?.includes('2025-11-25'), discover.text);
    assert.equal(discover.json?.result?.resultType, 'complete');
    assert.ok(discover.json?.result?._meta?.['io.modelcontextprotocol/serverInfo']?.name, discover.text);
    assert.equal(discover.headers?.['mcp-session-id'], undefined, 'no session is made');
    const listen = await open(hub.port, {
      body: {
        jsonrpc: '2.0', id: 'listen:0', method: 'subscriptions/listen',
        params: { _meta: meta, notifications: { toolsListChanged: true } },
      },
      headers: headers('subscriptions/listen'),
    });
    t.after(() => listen.close());
    assert.equal(listen.status, 200);
    assert.match(listen.contentType, /^text\/event-stream/);
    const ack = await listen.waitFor(() => true, scaled(10000), 'the first message on the listen stream');
    assert.equal(ack.method, 'notifications/subscriptions/acknowledged', 'nothing comes before the acknowledgement');
    assert.equal(ack.params._meta['io.modelcontextprotocol/subscriptionId'], 'listen:0');
    const list = await request(hub.port, {
      body: { jsonrpc: '2.0', id: 0, method: 'tools/list', params: { _meta: meta } },
      headers: headers('tools/list'),
    });
    assert.equal(list.status, 200, list.text);
    // JSON or SSE (a first list may wait for editors): the answer is among the messages.
    const listed = list.messages.find((m) => m.id === 0);
    assert.ok(listed?.result?.tools?.some((x) => x.name === 'test_simple_text'), list.text);
    const call = await request(hub.port, {
      body: {
        jsonrpc: '2.0', id: 1, method: 'tools/call',
        params: { name: 'test_simple_text', arguments: {}, _meta: { ...meta, 'claudecode/toolUseId': 'toolu_2', progressToken: 1 } },
      },
      headers: headers('tools/call', 'test_simple_text'),
    });
    assert.equal(call.status, 200, call.text);
    assert.equal(call.messages.find((m) => m.id === 1)?.result?.resultType, 'complete', call.text);
    const removed = await request(hub.port, {
      body: { jsonrpc: '2.0', id: 4, method: 'ping', params: { _meta: meta } },
      headers: headers('ping'),
    });
    assert.equal(removed.status, 404, removed.text);
    assert.equal(removed.json?.error?.code, -32601);
    await assertHealthy(hub);
  });

  test('a legacy client sees no change: initialize, then requests on its session', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    assert.equal(s.version, '2025-11-25');
    const { msg } = await s.rpc('tools/list');
    assert.ok(Array.isArray(msg?.result?.tools), JSON.stringify(msg));
    assert.equal(msg?.result?.resultType, undefined, 'legacy results carry no resultType');
  });

  test('a request without a session id is 400', async (t) => {
    const hub = await startHub(t);
    const res = await request(hub.port, { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    assert.equal(res.status, 400, res.text);
    const get = await request(hub.port, { method: 'GET', timeoutMs: scaled(5000) });
    assert.equal(get.status, 400, 'GET without a session id');
  });

  test('an unknown session id is 404 for POST, GET and DELETE', async (t) => {
    const hub = await startHub(t);
    const session = 'no-such-session-0123456789';
    const post = await request(hub.port, { body: ping(), session, version: '2025-11-25' });
    assert.equal(post.status, 404, post.text);
    const get = await request(hub.port, { method: 'GET', session, timeoutMs: scaled(5000) });
    assert.equal(get.status, 404);
    const del = await request(hub.port, { method: 'DELETE', session });
    assert.equal(del.status, 404);
  });

  test('requests after the initialize response work before notifications/initialized', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { initialized: false });
    const { res, msg } = await s.rpc('tools/list');
    assert.equal(res.status, 200);
    assert.ok(Array.isArray(msg?.result?.tools), res.text);
  });

  test('notifications and responses are accepted with 202 and no body', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { initialized: false });
    const ack = await s.notify('notifications/initialized');
    assert.equal(ack.status, 202);
    assert.equal(ack.text, '');
    const resp = await s.post({ jsonrpc: '2.0', id: 'srv-1', result: {} });
    assert.equal(resp.status, 202, 'a JSON-RPC response from the client');
    const unknown = await s.notify('notifications/made_up');
    assert.equal(unknown.status, 202, 'an unknown notification');
  });

  test('re-initialize on a live session is 400 -32600', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const res = await s.post(initializeMessage());
    assert.equal(res.status, 400, res.text);
    assert.equal(errorCodeOf(res), -32600);
    assert.deepEqual((await s.rpc('ping')).msg?.result, {}, 'the session still works');
  });

  test('DELETE ends the session: 2xx, then 404; other sessions unaffected', async (t) => {
    const hub = await startHub(t);
    const a = await openSession(hub.port);
    const b = await openSession(hub.port);
    const del = await a.delete();
    assert.ok(del.status >= 200 && del.status < 300, `DELETE status ${del.status}`);
    assert.equal((await a.post(ping())).status, 404);
    assert.equal((await a.delete()).status, 404, 'second DELETE');
    const get = await a.openGet();
    assert.equal(get.status, 404, 'GET on the ended session');
    get.close();
    assert.deepEqual((await b.rpc('ping')).msg?.result, {});
  });

  test('DELETE closes the session GET stream', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const get = await s.openGet();
    assert.equal(get.status, 200);
    await s.delete();
    await get.done; // resolves when the hub ends the stream
  });
});

describe('http: JSON-RPC errors', SUITE, () => {
  test('malformed JSON is -32700 with id null', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const body of ['{"jsonrpc":"2.0","id":1,"method":"ping"', 'not json at all', '']) {
      const res = await s.post(body);
      assert.ok([200, 400].includes(res.status), `status ${res.status} for ${JSON.stringify(body)}`);
      assert.equal(errorCodeOf(res), -32700, `body for ${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.messages.find((m) => m.error).id, null);
    }
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
  });

  test('invalid requests are -32600', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const body of [
      { jsonrpc: '1.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: null, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 7 },
      '42',
      '"a string"',
    ]) {
      const res = await s.post(body);
      assert.equal(errorCodeOf(res), -32600, `${JSON.stringify(body)} → ${res.status} ${res.text}`);
    }
  });

  test('unknown method -32601, bad params -32602, unknown resource -32002', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    assert.equal((await s.rpc('no/such/method')).msg?.error?.code, -32601);
    assert.equal((await s.rpc('tools/call', {})).msg?.error?.code, -32602);
    assert.equal((await s.rpc('tools/call', { name: 'no_such_tool', arguments: {} })).msg?.error?.code, -32602);
    assert.equal((await s.rpc('resources/read', { uri: 'test://nope' })).msg?.error?.code, -32002);
    assert.equal((await s.rpc('prompts/get', { name: 'nope' })).msg?.error?.code, -32602);
    assert.equal((await s.rpc('tools/list', { cursor: 'not-a-cursor-we-issued' })).msg?.error?.code, -32602, 'invalid cursor');
  });

  test('request ids are echoed with their type', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const id of [0, -7, 9007199254740991, 'abc', '1']) {
      const { msg } = await s.rpc('ping', undefined, { id });
      assert.strictEqual(msg?.id, id);
    }
  });
});

describe('http: request headers', SUITE, () => {
  test('MCP-Protocol-Version: unsupported is 400, absent or any supported value is fine', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const bad of ['1999-01-01', 'banana', '2026-07-28']) {
      const res = await s.post(ping(), { headers: { 'mcp-protocol-version': bad } });
      assert.equal(res.status, 400, `MCP-Protocol-Version: ${bad}`);
    }
    const absent = await s.post(ping(), { headers: { 'mcp-protocol-version': null } });
    assert.equal(absent.status, 200, 'absent header');
    for (const v of SUPPORTED) {
      const res = await s.post(ping(), { headers: { 'mcp-protocol-version': v } });
      assert.equal(res.status, 200, `supported value ${v} on a 2025-11-25 session`);
    }
  });

  test('Accept: json-only gives JSON, sse-only gives SSE, neither gives 406', async (t) => {
    const hub = await startHub(t, { args: ['--json-window', '0'] });
    const s = await openSession(hub.port);
    const json = await s.post(ping('j'), { headers: { accept: 'application/json' } });
    assert.equal(json.status, 200);
    assert.match(json.contentType, /^application\/json/);
    assert.deepEqual(json.json, { jsonrpc: '2.0', id: 'j', result: {} });
    const sse = await s.post(ping('s'), { headers: { accept: 'text/event-stream' } });
    assert.equal(sse.status, 200);
    assert.match(sse.contentType, /^text\/event-stream/);
    assert.deepEqual(sse.messages.find((m) => m.id === 's')?.result, {});
    const both = await s.post(ping('b'));
    assert.match(both.contentType, /^text\/event-stream/, 'SSE when Accept allows it (--json-window 0)');
    for (const accept of ['text/html', 'image/png']) {
      const res = await s.post(ping(), { headers: { accept } });
      assert.equal(res.status, 406, `Accept: ${accept}`);
    }
    for (const accept of [null, '*/*']) {
      const res = await s.post(ping('x'), { headers: { accept } });
      assert.equal(res.status, 200, `Accept: ${accept}`);
      assert.deepEqual(res.messages.find((m) => m.id === 'x')?.result, {});
    }
  });

  test('Content-Type other than JSON is 415; JSON with charset is fine', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const ct of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await s.post(ping(), { headers: { 'content-type': ct } });
      assert.equal(res.status, 415, `Content-Type: ${ct}`);
    }
    const ok = await s.post(ping(), { headers: { 'content-type': 'application/json; charset=utf-8' } });
    assert.equal(ok.status, 200);
  });

  test('a body over --max-message-bytes is 413; the hub keeps serving', async (t) => {
    const hub = await startHub(t, { args: ['--max-message-bytes', '4096'] });
    const s = await openSession(hub.port);
    const big = { jsonrpc: '2.0', id: 'big', method: 'tools/call', params: { name: 'test_simple_text', arguments: { pad: 'x'.repeat(8192) } } };
    const res = await s.post(big).catch((err) => assert.fail(`no HTTP response to an oversized body (${err.code ?? err.message}); expected 413`));
    assert.equal(res.status, 413);
    const small = { jsonrpc: '2.0', id: 'small', method: 'tools/call', params: { name: 'test_simple_text', arguments: { pad: 'x'.repeat(1000) } } };
    const ok = await s.post(small);
    assert.equal(ok.status, 200);
    await assertHealthy(hub);
  });

  test('unknown paths are 404, unsupported methods on /mcp are 405', async (t) => {
    const hub = await startHub(t);
    assert.equal((await request(hub.port, { method: 'GET', path: '/no-such-path' })).status, 404);
    const put = await request(hub.port, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    assert.equal(put.status, 405);
  });

  test('OAuth and OpenID discovery URLs are 404', async (t) => {
    const hub = await startHub(t);
    for (const path of [
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-authorization-server/mcp',
      '/.well-known/openid-configuration',
      '/.well-known/openid-configuration/mcp',
    ]) {
      const res = await request(hub.port, { method: 'GET', path, headers: { 'mcp-protocol-version': '2024-11-05', accept: '*/*' } });
      assert.equal(res.status, 404, path);
    }
  });
});

describe('http: streaming a response body that is cut', SUITE, () => {
  test('a client that drops a POST stream does not hurt the session', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const stream = await s.openRpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 400, steps: 4 } });
    assert.equal(stream.status, 200);
    stream.close();
    const { msg } = await s.rpc('tools/call', { name: 'test_simple_text', arguments: {} });
    assert.equal(msg?.result?.content?.[0]?.text, 'This is a simple text response for testing.');
    await assertHealthy(hub);
  });

  test('initialize with an integer id and no session works', async (t) => {
    const hub = await startHub(t);
    const res = await open(hub.port, { body: initializeMessage('2025-06-18', 7) });
    await res.done;
    assert.equal(res.status, 200);
    assert.equal(res.messages.find((m) => m.id === 7)?.result?.protocolVersion, '2025-06-18');
  });
});

describe('http: test tools, per-session logging, cancellation', SUITE, () => {
  test('test_slow_operation defaults to 1000 ms in 10 steps', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const { res, msg } = await s.rpc('tools/call', { name: 'test_slow_operation', arguments: {} }, { meta: { progressToken: 7 } });
    assert.equal(msg?.result?.content?.[0]?.text, 'slow operation finished after 1000 ms');
    const progress = res.messages.filter((m) => m.method === 'notifications/progress');
    assert.equal(progress.length, 10);
    for (const p of progress) assert.strictEqual(p.params.progressToken, 7);
  });

  test('test_change_tools with an unknown action is an error, not a crash', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const { msg } = await s.rpc('tools/call', { name: 'test_change_tools', arguments: { action: 'explode' } });
    assert.ok(msg?.error || msg?.result?.isError, JSON.stringify(msg));
    await assertHealthy(hub);
  });

  test('without --conformance-fixtures the test tools are absent', async (t) => {
    const hub = await startHub(t, { fixtures: false });
    const s = await openSession(hub.port);
    const { msg } = await s.rpc('tools/list');
    assert.deepEqual(msg.result.tools.map((x) => x.name).filter((n) => n.startsWith('test_')), []);
    const call = await s.rpc('tools/call', { name: 'test_simple_text', arguments: {} });
    assert.equal(call.msg?.error?.code, -32602);
  });

  test('logging/setLevel applies to its own session only', async (t) => {
    const hub = await startHub(t);
    const quiet = await openSession(hub.port);
    const chatty = await openSession(hub.port);
    assert.deepEqual((await quiet.rpc('logging/setLevel', { level: 'error' })).msg?.result, {});
    const q = await quiet.rpc('tools/call', { name: 'test_tool_with_logging', arguments: {} });
    const c = await chatty.rpc('tools/call', { name: 'test_tool_with_logging', arguments: {} });
    assert.equal(q.res.messages.filter((m) => m.method === 'notifications/message').length, 0);
    assert.equal(c.res.messages.filter((m) => m.method === 'notifications/message').length, 3);
  });

  test('notifications/cancelled: no response, the stream is closed, the session goes on', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const stream = await s.openRpc('tools/call',
      { name: 'test_slow_operation', arguments: { duration_ms: 5000, steps: 50 } }, { meta: { progressToken: 'c' } });
    await stream.waitFor((m) => m.method === 'notifications/progress');
    const ack = await s.notify('notifications/cancelled', { requestId: stream.id, reason: 'test' });
    assert.equal(ack.status, 202);
    let timer;
    const closed = await Promise.race([
      stream.done.then(() => true),
      new Promise((resolve) => { timer = setTimeout(() => resolve(false), scaled(5000)); }),
    ]);
    clearTimeout(timer);
    stream.close();
    assert.ok(closed, 'the hub ended the POST stream of the cancelled request');
    assert.ok(!stream.messages.some((m) => m.id === stream.id), `no response: ${JSON.stringify(stream.messages.at(-1))}`);
    assert.deepEqual((await s.rpc('ping')).msg?.result, {});
  });
});
