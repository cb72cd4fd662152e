// `patchbay stdio --standalone` driven through raw pipes, the way MCP clients launch it: a minimal
// environment (PATH and HOME only), cwd "/", newline-delimited JSON-RPC. Every test also checks that
// nothing but JSON-RPC reached stdout.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { SUITE, test } from './lib/limits.mjs';
import { exited, exitedWithin, spawnStdio } from './lib/hub.mjs';
import { StdioPeer, newId } from './lib/rawstdio.mjs';
import { scaled } from '../lib/time.mjs';

// The issue asks for exit within 1 s of EOF; the CI machine has 2 busy cores, so allow slack.
const EXIT_BOUND_MS = scaled(3000);

function start(t, opts) {
  const peer = new StdioPeer(spawnStdio(t, opts));
  t.after(() => peer.assertOnlyMcpOnStdout());
  return peer;
}

const isResponseTo = (id) => (m) => m.id === id && ('result' in m || 'error' in m);

describe('stdio: lifecycle', SUITE, () => {
  for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
    test(`initialize echoes ${version}`, async (t) => {
      const peer = start(t);
      const result = await peer.initialize(version);
      assert.equal(result.protocolVersion, version);
      assert.ok(result.serverInfo?.name && result.serverInfo?.version, 'serverInfo name + version');
      assert.equal(typeof result.capabilities, 'object');
    });
  }

  for (const version of ['2026-07-28', '1.0.0', '2024-10-07']) {
    test(`initialize with unsupported ${version} is answered with 2025-11-25`, async (t) => {
      const peer = start(t);
      const result = await peer.initialize(version);
      assert.equal(result.protocolVersion, '2025-11-25');
    });
  }

  test('before initialize: ping answered, server/discover without _meta -32601, other requests refused', async (t) => {
    const peer = start(t);
    const ping = await peer.request('ping');
    assert.deepEqual(ping.result, {});
    const discover = await peer.request('server/discover', {});
    assert.equal(discover.error?.code, -32601, `legacy server/discover before initialize: ${JSON.stringify(discover)}`);
    const list = await peer.request('tools/list');
    assert.ok(list.error, `tools/list before initialize is an error: ${JSON.stringify(list)}`);
    const result = await peer.initialize();
    assert.equal(result.protocolVersion, '2025-11-25', 'initialize still works afterwards');
  });

  // Claude Code's probe as recorded (mcp-notes §2.7): answered, so the client stays on
  // 2026-07-28 through the stdio front end; every later request carries _meta, no initialize.
  test('Claude Code probe: server/discover gets a result and the session runs on 2026-07-28', async (t) => {
    const peer = start(t);
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'claude-code', version: '2.1.330' },
      'io.modelcontextprotocol/clientCapabilities': { roots: { listChanged: true }, elicitation: { form: {}, url: {} } },
    };
    const discover = await peer.request('server/discover', { _meta: meta }, { id: 'server-discover-probe-1' });
    assert.equal(discover.id, 'server-discover-probe-1');
    assert.ok(discover.result?.supportedVersions?.includes('2026-07-28'), JSON.stringify(discover));
    assert.equal(discover.result?.resultType, 'complete');
    const list = await peer.request('tools/list', { _meta: meta });
    assert.ok(list.result?.tools?.some((x) => x.name === 'test_simple_text'), JSON.stringify(list));
    const call = await peer.request('tools/call', { name: 'test_simple_text', arguments: {}, _meta: meta });
    assert.equal(call.result?.resultType, 'complete', JSON.stringify(call));
    const unsupported = await peer.request('tools/list', {
      _meta: { ...meta, 'io.modelcontextprotocol/protocolVersion': '1999-01-01' },
    });
    assert.equal(unsupported.error?.code, -32022, JSON.stringify(unsupported));
    assert.deepEqual(unsupported.error?.data?.requested, '1999-01-01');
  });

  test('requests after the initialize response work before notifications/initialized', async (t) => {
    const peer = start(t);
    await peer.initialize('2025-11-25', { initialized: false });
    const list = await peer.request('tools/list');
    assert.ok(Array.isArray(list.result?.tools), JSON.stringify(list));
  });

  test('unknown client capability keys are ignored', async (t) => {
    const peer = start(t);
    const result = await peer.initialize('2025-11-25', {
      capabilities: { extensions: { 'io.example/x': {} }, tasks: {}, roots: { listChanged: true }, elicitation: { form: {} } },
    });
    assert.equal(result.protocolVersion, '2025-11-25');
  });

  test('tools/list without fixtures has none of the test tools', async (t) => {
    const peer = start(t, { fixtures: false });
    await peer.initialize();
    const list = await peer.request('tools/list');
    const names = list.result.tools.map((x) => x.name);
    assert.deepEqual(names.filter((n) => n.startsWith('test_')), []);
  });
});

describe('stdio: framing and JSON-RPC errors', SUITE, () => {
  test('\\r\\n line endings are tolerated', async (t) => {
    const peer = start(t);
    const init = await peer.request('initialize', {
      protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'crlf', version: '1' },
    }, { eol: '\r\n' });
    assert.equal(init.result?.protocolVersion, '2025-11-25');
    peer.writeRaw('{"jsonrpc":"2.0","method":"notifications/initialized"}\r\n');
    const ping = await peer.request('ping', undefined, { eol: '\r\n' });
    assert.deepEqual(ping.result, {});
  });

  test('a garbage line gets -32700 with id null and the server keeps going', async (t) => {
    const peer = start(t);
    await peer.initialize();
    peer.writeRaw('this is not json\n');
    const err = await peer.waitFor((m) => m.error?.code === -32700, { what: '-32700' });
    assert.equal(err.id, null);
    peer.writeRaw('{"jsonrpc":"2.0","id":1,"method":"ping"\n'); // truncated object
    await peer.waitFor((m) => m.error?.code === -32700 && m !== err, { what: 'second -32700' });
    const ping = await peer.request('ping');
    assert.deepEqual(ping.result, {});
  });

  test('invalid requests get -32600', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const cases = [
      { jsonrpc: '1.0', id: 'v1', method: 'ping' },
      { jsonrpc: '2.0', id: 'nomethod' },
      { jsonrpc: '2.0', id: 'badmethod', method: 42 },
    ];
    for (const c of cases) {
      peer.send(c);
      const reply = await peer.waitFor((m) => m.error?.code === -32600 && (m.id === c.id || m.id === null),
        { what: `-32600 for ${JSON.stringify(c)}` });
      assert.ok(reply.error.message);
    }
    peer.send({ jsonrpc: '2.0', id: null, method: 'ping' });
    await peer.waitFor((m) => m.error?.code === -32600 && m.id === null, { what: '-32600 for id null' });
    assert.deepEqual((await peer.request('ping')).result, {});
  });

  test('unknown method -32601, bad params -32602', async (t) => {
    const peer = start(t);
    await peer.initialize();
    assert.equal((await peer.request('no/such/method')).error?.code, -32601);
    assert.equal((await peer.request('tools/call', {})).error?.code, -32602, 'tools/call without name');
    assert.equal((await peer.request('tools/call', { name: 'no_such_tool', arguments: {} })).error?.code, -32602);
    assert.equal((await peer.request('resources/read', {})).error?.code, -32602, 'resources/read without uri');
    assert.equal((await peer.request('tools/call', { name: 42 })).error?.code, -32602, 'non-string tool name');
  });

  test('request ids are echoed exactly (type preserved)', async (t) => {
    const peer = start(t);
    await peer.initialize();
    for (const id of [0, -1, 9007199254740991, 'x-1', '0', '']) {
      const reply = await peer.request('ping', undefined, { id });
      assert.strictEqual(reply.id, id);
      assert.deepEqual(reply.result, {});
    }
  });

  test('notifications, known or not, are never answered', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const before = peer.messages.length;
    peer.notify('notifications/made_up', { x: 1 });
    peer.notify('notifications/cancelled', { requestId: 'never-sent' });
    peer.notify('notifications/roots/list_changed');
    peer.send({ jsonrpc: '2.0', method: 'tools/list' }); // a request method sent as a notification
    const id = newId();
    await peer.request('ping', undefined, { id });
    assert.deepEqual(peer.messages.slice(before).map((m) => m.id), [id], 'only the ping was answered');
  });

  test('messages larger than --max-message-bytes are refused without harm', async (t) => {
    const peer = start(t, { args: ['--max-message-bytes', '4096'] });
    await peer.initialize();
    const id = newId('big');
    peer.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'test_simple_text', arguments: { pad: 'x'.repeat(8192) } } });
    const ping = await peer.request('ping');
    assert.deepEqual(ping.result, {}, 'still serving');
    assert.ok(!peer.messages.some((m) => m.id === id && 'result' in m), 'the oversized request was not executed');
  });

  test('deeply nested JSON (100,000 levels) is a -32700 parse error; the session keeps working', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const depth = 100000;
    peer.proc.stdin.write(`{"jsonrpc":"2.0","id":"deep","method":"tools/call","params":{"name":"test_simple_text","arguments":{"x":${'['.repeat(depth)}${']'.repeat(depth)}}}}\n`);
    const ping = await peer.request('ping');
    assert.deepEqual(ping.result, {}, 'still serving');
    const error = peer.messages.find((m) => m.error?.code === -32700);
    assert.ok(error, `a parse error was sent: ${JSON.stringify(peer.messages).slice(0, 300)}`);
    assert.match(error.error.message, /nested deeper than 64 levels/, 'the message names the limit');
    assert.ok(!peer.messages.some((m) => m.id === 'deep' && 'result' in m), 'the deep request was not executed');
  });

  test('a number beyond a double\'s range (1e999) is a -32700 error for that request, naming the field', async (t) => {
    const peer = start(t);
    await peer.initialize();
    peer.proc.stdin.write('{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"test_simple_text","arguments":{"count":1e999}}}\n');
    const reply = await peer.waitFor(isResponseTo('big'), { what: 'the answer to "big"' });
    assert.equal(reply.error?.code, -32700, JSON.stringify(reply));
    assert.match(reply.error.message, /1e999 at params\.arguments\.count \(byte \d+\) is out of range/);
    assert.deepEqual((await peer.request('ping')).result, {}, 'still serving');
  });

  test('output stays one message per line for values with newlines and unicode', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const uri = 'test://template/line1\nline2 ünï/data';
    const reply = await peer.request('resources/read', { uri });
    assert.ok(reply.result || reply.error, 'answered');
    const prompt = await peer.request('prompts/get', {
      name: 'test_prompt_with_arguments', arguments: { arg1: 'a\nb', arg2: '😀"\\' },
    });
    assert.equal(prompt.result?.messages?.[0]?.content?.text, "Prompt with arguments: arg1='a\nb', arg2='😀\"\\'");
  });
});

describe('stdio: concurrency, progress, cancellation, notifications', SUITE, () => {
  test('a slow call does not block later requests (answered out of order)', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const slow = newId('slow');
    peer.send({ jsonrpc: '2.0', id: slow, method: 'tools/call', params: { name: 'test_slow_operation', arguments: { duration_ms: 1000, steps: 2 } } });
    const fastIds = [newId('fast'), newId('fast')];
    peer.send({ jsonrpc: '2.0', id: fastIds[0], method: 'ping' });
    peer.send({ jsonrpc: '2.0', id: fastIds[1], method: 'tools/call', params: { name: 'test_simple_text', arguments: {} } });
    const slowReply = await peer.response(slow);
    assert.equal(slowReply.result?.content?.[0]?.text, 'slow operation finished after 1000 ms');
    const order = peer.messages.filter((m) => 'result' in m || 'error' in m).map((m) => m.id);
    assert.ok(order.indexOf(fastIds[0]) < order.indexOf(slow), `ping before slow: ${order}`);
    assert.ok(order.indexOf(fastIds[1]) < order.indexOf(slow), `simple before slow: ${order}`);
  });

  for (const token of ['tok-1', 0]) {
    test(`progress with token ${JSON.stringify(token)}: increasing, type preserved, none after the result`, async (t) => {
      const peer = start(t);
      await peer.initialize();
      const id = newId('p');
      peer.send({
        jsonrpc: '2.0', id, method: 'tools/call',
        params: { name: 'test_slow_operation', arguments: { duration_ms: 300, steps: 3 }, _meta: { progressToken: token } },
      });
      await peer.response(id);
      await peer.request('ping');
      const progress = peer.messages.filter((m) => m.method === 'notifications/progress');
      assert.equal(progress.length, 3, JSON.stringify(progress));
      const resultAt = peer.messages.findIndex(isResponseTo(id));
      progress.forEach((p, i) => {
        assert.strictEqual(p.params.progressToken, token);
        if (i > 0) assert.ok(p.params.progress > progress[i - 1].params.progress);
        assert.ok(peer.messages.indexOf(p) < resultAt, 'before the result');
      });
    });
  }

  test('fixture progress tool reports 0..100 of 100', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const id = newId();
    peer.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'test_tool_with_progress', arguments: {}, _meta: { progressToken: 'progress-test-1' } } });
    await peer.response(id);
    const values = peer.messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params.progress);
    assert.ok(values.length >= 3, `at least three progress notifications: ${values}`);
  });

  test('no progress without a progress token', async (t) => {
    const peer = start(t);
    await peer.initialize();
    await peer.request('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 200, steps: 4 } });
    await peer.request('ping');
    assert.deepEqual(peer.messages.filter((m) => m.method === 'notifications/progress'), []);
  });

  test('notifications/cancelled stops the work and suppresses the response', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const id = newId('c');
    peer.send({
      jsonrpc: '2.0', id, method: 'tools/call',
      params: { name: 'test_slow_operation', arguments: { duration_ms: 3000, steps: 30 }, _meta: { progressToken: 'cancel-me' } },
    });
    await peer.waitFor((m) => m.method === 'notifications/progress' && m.params.progressToken === 'cancel-me');
    peer.notify('notifications/cancelled', { requestId: id, reason: 'test' });
    await peer.request('ping'); // the hub has read the cancellation by now
    const mark = peer.messages.length;
    const follow = await peer.request('tools/call', {
      name: 'test_slow_operation', arguments: { duration_ms: 500, steps: 5 }, _meta: { progressToken: 'follow' },
    });
    assert.equal(follow.result?.content?.[0]?.text, 'slow operation finished after 500 ms');
    const late = peer.messages.slice(mark).filter((m) => m.params?.progressToken === 'cancel-me');
    assert.deepEqual(late, [], 'no progress after cancellation');
    assert.deepEqual(peer.messages.filter(isResponseTo(id)), [], 'no response to the cancelled request');
    // Cancelling again (finished / unknown id) is harmless.
    peer.notify('notifications/cancelled', { requestId: id });
    peer.notify('notifications/cancelled', { requestId: 'unknown' });
    assert.deepEqual((await peer.request('ping')).result, {});
  });

  test('ping is answered while a long tool runs', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const slow = newId('slow');
    peer.send({ jsonrpc: '2.0', id: slow, method: 'tools/call', params: { name: 'test_slow_operation', arguments: { duration_ms: 2000, steps: 2 } } });
    const ping = await peer.request('ping');
    assert.deepEqual(ping.result, {});
    assert.ok(!peer.messages.some(isResponseTo(slow)), 'ping answered before the slow call finished');
  });

  test('test_change_tools announces list_changed on stdout', async (t) => {
    const peer = start(t);
    await peer.initialize();
    await peer.request('tools/call', { name: 'test_change_tools', arguments: { action: 'add' } });
    await peer.waitFor((m) => m.method === 'notifications/tools/list_changed');
    const list = await peer.request('tools/list');
    assert.ok(list.result.tools.some((x) => x.name === 'test_dynamic_tool'));
    const mark = peer.messages.length;
    await peer.request('tools/call', { name: 'test_change_tools', arguments: { action: 'remove' } });
    await peer.waitFor((m) => m.method === 'notifications/tools/list_changed', { from: mark });
    const after = await peer.request('tools/list');
    assert.ok(!after.result.tools.some((x) => x.name === 'test_dynamic_tool'));
  });

  test('test_tool_with_logging sends three info messages before its result', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const id = newId();
    peer.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'test_tool_with_logging', arguments: {} } });
    await peer.response(id);
    const logs = peer.messages.filter((m) => m.method === 'notifications/message');
    assert.equal(logs.length, 3);
    for (const l of logs) assert.equal(l.params.level, 'info');
  });
});

describe('stdio: shutdown', SUITE, () => {
  test('exits promptly on stdin EOF', async (t) => {
    const peer = start(t);
    await peer.initialize();
    const t0 = Date.now();
    peer.proc.stdin.end();
    const status = await exitedWithin(peer.proc, EXIT_BOUND_MS);
    assert.ok(status, `exited within ${EXIT_BOUND_MS} ms of EOF`);
    assert.equal(status.code, 0, `exit code; stderr:\n${peer.stderr}`);
    t.diagnostic(`exit after EOF took ${Date.now() - t0} ms`);
  });

  test('exits promptly on stdin EOF while a slow call is running', async (t) => {
    const peer = start(t);
    await peer.initialize();
    peer.send({ jsonrpc: '2.0', id: 'slow', method: 'tools/call', params: { name: 'test_slow_operation', arguments: { duration_ms: 20000, steps: 20 } } });
    await peer.request('ping');
    peer.proc.stdin.end();
    const status = await exitedWithin(peer.proc, EXIT_BOUND_MS);
    assert.ok(status, `exited within ${EXIT_BOUND_MS} ms of EOF`);
  });

  test('exits on EOF before any message', async (t) => {
    const peer = start(t);
    peer.proc.stdin.end();
    const status = await exitedWithin(peer.proc, EXIT_BOUND_MS);
    assert.ok(status, 'exited');
    assert.equal(status.code, 0);
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    test(`exits on ${signal}`, async (t) => {
      const peer = start(t);
      await peer.initialize();
      peer.proc.kill(signal);
      const status = await exitedWithin(peer.proc, EXIT_BOUND_MS);
      assert.ok(status, `exited within ${EXIT_BOUND_MS} ms of ${signal}`);
    });
  }

  test('starts with a minimal environment and cwd /', async (t) => {
    const peer = start(t, { env: {}, cwd: '/' });
    const result = await peer.initialize();
    assert.equal(result.protocolVersion, '2025-11-25');
    peer.proc.stdin.end();
    await exited(peer.proc);
  });
});
