// SSE on Streamable HTTP: framing, priming and retry by negotiated version, which stream carries
// which message, Last-Event-ID resumption, the single GET stream, and 2025-03-26 batches.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { SUITE, test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import { assertHealthy, errorCodeOf, initializeMessage, newId, openSession } from './lib/rawhttp.mjs';

const isResponseTo = (id) => (m) => m.id === id && ('result' in m || 'error' in m);
const dataEvents = (events) => events.filter((e) => e.data !== undefined && e.data !== '');
// The hub answers a request as one JSON body when the answer is ready within --json-window with
// nothing sent before it; these settings make either choice certain however slow the machine.
const ALWAYS_STREAM = ['--json-window', '0'];
const LONG_WINDOW = ['--json-window', '60'];

describe('http: one JSON body or a stream', SUITE, () => {
  test('an answer ready within the window, with nothing before it, is one JSON body', async (t) => {
    const hub = await startHub(t, { args: LONG_WINDOW });
    const s = await openSession(hub.port, { version: '2025-11-25' });
    for (const [method, params] of [['ping', undefined], ['tools/list', undefined],
      ['tools/call', { name: 'test_simple_text', arguments: {} }]]) {
      const { res, msg } = await s.rpc(method, params);
      assert.equal(res.status, 200, `${method}: ${res.text}`);
      assert.match(res.contentType, /^application\/json/, `${method}: ${res.text}`);
      assert.ok(msg?.result, `${method}: ${res.text}`);
      assert.deepEqual(res.events, [], `${method}: no SSE framing`);
    }
  });

  test('anything sent before the answer makes it a stream, in order, with the answer last', async (t) => {
    const hub = await startHub(t, { args: LONG_WINDOW });
    const s = await openSession(hub.port, { version: '2025-11-25' });
    const logged = await s.rpc('tools/call', { name: 'test_tool_with_logging', arguments: {} });
    assert.match(logged.res.contentType, /^text\/event-stream/, logged.res.text);
    assert.equal(dataEvents(logged.res.events).length, 4, `three log messages and the result: ${logged.res.text}`);
    assert.ok(logged.msg?.result);
    const progress = await s.rpc('tools/call',
      { name: 'test_slow_operation', arguments: { duration_ms: 100, steps: 2 } }, { meta: { progressToken: 'p' } });
    assert.match(progress.res.contentType, /^text\/event-stream/, progress.res.text);
    assert.equal(progress.res.events[0].data ?? '', '', 'primed first (2025-11-25)');
    assert.deepEqual(progress.res.messages.map((m) => m.method ?? 'answer'),
      ['notifications/progress', 'notifications/progress', 'answer']);
  });

  test('an answer slower than the window streams: primed at once, then the answer', async (t) => {
    const hub = await startHub(t, { args: ['--json-window', '0.1'] });
    const s = await openSession(hub.port, { version: '2025-11-25' });
    const stream = await s.openRpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 3000, steps: 1 } });
    assert.equal(stream.status, 200);
    assert.match(stream.contentType, /^text\/event-stream/, 'headers are out before the answer');
    const msg = await stream.response(stream.id);
    assert.equal(msg.result?.content?.[0]?.text, 'slow operation finished after 3000 ms');
    assert.equal(stream.events[0].data ?? '', '', 'the priming event came first');
  });

  test('a request cancelled while its answer is held gets 202 and no answer', async (t) => {
    const hub = await startHub(t, { args: LONG_WINDOW });
    const s = await openSession(hub.port, { version: '2025-11-25' });
    const pending = s.rpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 30000, steps: 1 } }, { id: 'slow' });
    let answered = false;
    pending.finally(() => { answered = true; });
    // Until the hub has the call, a cancellation of it is ignored: send it until the POST ends.
    while (!answered) {
      const cancel = await s.post({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'slow', reason: 'test' } });
      assert.equal(cancel.status, 202);
      await sleep(200);
    }
    const { res, msg } = await pending;
    assert.equal(res.status, 202, res.text);
    assert.equal(msg, undefined);
    await assertHealthy(hub);
  });

  test('--json-window refuses values outside 0..60 seconds', async (t) => {
    for (const bad of ['-1', '61', 'soon']) {
      await assert.rejects(startHub(t, { args: ['--json-window', bad] }), /json-window/, bad);
    }
  });
});

describe('http: SSE framing', SUITE, () => {
  test('each message is one event: "event: message", an id, one data line; the stream ends after the response', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const { res } = await s.rpc('tools/call', { name: 'test_tool_with_logging', arguments: {} });
    assert.equal(res.status, 200);
    assert.match(res.contentType, /^text\/event-stream/);
    assert.equal(res.ended, true, 'the hub ended the stream after the response');
    assert.deepEqual(res.parseErrors, []);
    const events = dataEvents(res.events);
    assert.equal(events.length, 4, `three log messages and the result: ${res.text}`);
    for (const ev of events) {
      assert.equal(ev.event, 'message', `event type: ${ev.lines}`);
      assert.ok(ev.id, `event has an id: ${ev.lines}`);
      assert.equal(ev.lines.filter((l) => l.startsWith('data:')).length, 1, `one data line: ${ev.lines}`);
    }
    assert.ok(isResponseTo(res.messages.at(-1).id)(res.messages.at(-1)), 'the response is the last message');
    assert.ok(res.text.endsWith('\n\n'), 'the last event is terminated');
  });

  test('SSE responses are not buffered by proxies (X-Accel-Buffering: no, no-cache)', async (t) => {
    const hub = await startHub(t, { args: ALWAYS_STREAM });
    const s = await openSession(hub.port);
    const { res } = await s.rpc('ping');
    assert.equal(res.headers['x-accel-buffering'], 'no');
    assert.match(String(res.headers['cache-control'] ?? ''), /no-cache/);
  });

  test('event ids are unique across all streams of a session', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const get = await s.openGet();
    t.after(() => get.close());
    const results = await Promise.all([
      s.rpc('tools/call', { name: 'test_tool_with_logging', arguments: {} }),
      s.rpc('tools/list'),
      s.rpc('ping'),
      s.rpc('tools/call', { name: 'test_change_tools', arguments: { action: 'add' } }),
    ]);
    await get.waitFor((m) => m.method === 'notifications/tools/list_changed');
    const ids = [...results.flatMap((r) => r.res.events), ...get.events].map((e) => e.id).filter((x) => x !== undefined);
    assert.ok(ids.length >= 8, `ids: ${ids}`);
    assert.equal(new Set(ids).size, ids.length, `duplicate event ids: ${ids}`);
  });
});

describe('http: priming event and retry by negotiated version', SUITE, () => {
  test('2025-11-25: the first event primes (id, empty data) and retry is sent', async (t) => {
    const hub = await startHub(t, { args: ALWAYS_STREAM });
    const s = await openSession(hub.port, { version: '2025-11-25' });
    const { res } = await s.rpc('ping');
    const first = res.events[0];
    assert.ok(first, res.text);
    assert.ok(first.id, `priming event has an id: ${first.lines}`);
    assert.equal(first.data ?? '', '', `priming event has empty data: ${first.lines}`);
    assert.ok(res.events.some((e) => e.retry !== undefined && /^\d+$/.test(e.retry)), `a retry field: ${res.text}`);
  });

  for (const version of ['2025-06-18', '2025-03-26', '2024-11-05']) {
    test(`${version}: no priming event and no retry`, async (t) => {
      const hub = await startHub(t, { args: ALWAYS_STREAM });
      const s = await openSession(hub.port, { version });
      const { res, msg } = await s.rpc('ping');
      assert.deepEqual(msg?.result, {});
      assert.match(res.contentType, /^text\/event-stream/);
      for (const ev of res.events) {
        assert.ok(ev.data !== undefined && ev.data !== '', `no event without data: ${ev.lines}`);
        assert.equal(ev.retry, undefined, `no retry field: ${ev.lines}`);
      }
    });
  }
});

describe('http: which stream carries what', SUITE, () => {
  test('progress goes on the originating POST stream, before the response, and not on the GET stream', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const get = await s.openGet();
    t.after(() => get.close());
    assert.equal(get.status, 200);
    assert.match(get.contentType, /^text\/event-stream/);
    const { res, msg } = await s.rpc('tools/call',
      { name: 'test_slow_operation', arguments: { duration_ms: 200, steps: 4 } }, { meta: { progressToken: 'pt' } });
    assert.ok(msg?.result);
    const progress = res.messages.filter((m) => m.method === 'notifications/progress');
    assert.equal(progress.length, 4);
    assert.ok(res.messages.indexOf(msg) > res.messages.indexOf(progress.at(-1)));
    await s.rpc('ping');
    assert.deepEqual(get.messages.filter((m) => m.method === 'notifications/progress'), []);
  });

  test('list_changed goes on the GET stream of every session, not on POST streams', async (t) => {
    const hub = await startHub(t);
    const a = await openSession(hub.port);
    const b = await openSession(hub.port, { version: '2025-06-18' });
    const getA = await a.openGet();
    const getB = await b.openGet();
    t.after(() => { getA.close(); getB.close(); });
    const { res } = await a.rpc('tools/call', { name: 'test_change_tools', arguments: { action: 'add' } });
    await getA.waitFor((m) => m.method === 'notifications/tools/list_changed');
    await getB.waitFor((m) => m.method === 'notifications/tools/list_changed');
    assert.deepEqual(res.messages.filter((m) => m.method === 'notifications/tools/list_changed'), [], 'not on the POST stream');
    for (const g of [getA, getB]) {
      assert.equal(g.messages.filter((m) => 'result' in m || 'error' in m).length, 0, 'no responses on a GET stream');
    }
  });

  test('a second concurrent GET stream on a session is 409', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const first = await s.openGet();
    t.after(() => first.close());
    assert.equal(first.status, 200);
    const second = await s.openGet();
    second.close();
    assert.equal(second.status, 409);
    const other = await openSession(hub.port);
    const otherGet = await other.openGet();
    otherGet.close();
    assert.equal(otherGet.status, 200, 'another session has its own GET stream');
  });

  test('GET without Accept: text/event-stream is 406', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    const get = await s.openGet({ headers: { accept: 'application/json' } });
    get.close();
    assert.equal(get.status, 406);
  });
});

describe('http: resumption with Last-Event-ID', SUITE, () => {
  test('a dropped POST stream is resumed by GET Last-Event-ID with that stream only', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-11-25' });
    const stream = await s.openRpc('tools/call',
      { name: 'test_slow_operation', arguments: { duration_ms: 800, steps: 8 } }, { meta: { progressToken: 'resume' } });
    assert.equal(stream.status, 200);
    let count = 0;
    await stream.waitFor((m) => m.method === 'notifications/progress' && ++count >= 2, 10000, 'two progress notifications');
    const seen = stream.messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params.progress);
    const lastId = [...stream.events].reverse().find((e) => e.id)?.id;
    assert.ok(lastId, 'events carry ids');
    stream.close(); // a disconnect is not a cancellation: the call keeps running

    // Traffic on other streams of the session while the client is away.
    const other = await s.rpc('tools/call', { name: 'test_simple_text', arguments: {} });
    assert.ok(other.msg?.result);
    await sleep(1200); // let the slow call finish while nobody listens

    const resumed = await s.openGet({ headers: { 'last-event-id': lastId } });
    t.after(() => resumed.close());
    assert.equal(resumed.status, 200, resumed.text);
    const result = await resumed.response(stream.id);
    assert.equal(result.result?.content?.[0]?.text, 'slow operation finished after 800 ms');
    const replayedProgress = resumed.messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params.progress);
    for (const p of replayedProgress) assert.ok(p > seen.at(-1), `no replay of already seen progress: seen ${seen}, replayed ${replayedProgress}`);
    assert.equal(seen.length + replayedProgress.length, 8, `every progress exactly once: seen ${seen}, replayed ${replayedProgress}`);
    assert.ok(!resumed.messages.some((m) => m.id === other.msg.id), 'nothing from another stream');
    const replayedData = resumed.events.filter((e) => e.data !== undefined && e.data !== '');
    assert.ok(!replayedData.some((e) => e.id === lastId), 'the Last-Event-ID event itself is not replayed');
    const seenIds = new Set(stream.events.filter((e) => e.data).map((e) => e.id));
    assert.ok(!replayedData.some((e) => seenIds.has(e.id)), 'no message the client already had is replayed');
  });

  test('garbage Last-Event-ID values do not hurt the hub', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port);
    for (const id of ['garbage', '99999999999999999999999', '', 'x/../../y', '-1']) {
      const g = await s.openGet({ headers: { 'last-event-id': id } });
      g.close();
      assert.ok(g.status < 500, `status ${g.status} for ${JSON.stringify(id)}`);
    }
    await assertHealthy(hub);
  });
});

describe('http: JSON-RPC batches', SUITE, () => {
  test('2025-03-26: array in, array out, notifications omitted', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-03-26' });
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/made_up' },
      { jsonrpc: '2.0', id: 'b', method: 'tools/call', params: { name: 'test_simple_text', arguments: {} } },
    ];
    const res = await s.post(batch, { headers: { accept: 'application/json' } });
    assert.equal(res.status, 200, res.text);
    assert.ok(Array.isArray(res.json), `an array: ${res.text}`);
    assert.deepEqual(res.json.map((m) => m.id).sort(), ['a', 'b']);
    assert.deepEqual(res.json.find((m) => m.id === 'a').result, {});
    assert.equal(res.json.find((m) => m.id === 'b').result.content[0].text, 'This is a simple text response for testing.');

    const sse = await s.post(batch.map((m) => ({ ...m, ...(m.id ? { id: `${m.id}2` } : {}) })));
    assert.equal(sse.status, 200);
    assert.deepEqual(sse.messages.filter((m) => 'result' in m).map((m) => m.id).sort(), ['a2', 'b2'], 'also over SSE');
  });

  test('2025-03-26: a batch of notifications only is 202', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-03-26', initialized: false });
    const res = await s.post([{ jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', method: 'notifications/made_up' }]);
    assert.equal(res.status, 202);
  });

  test('2025-03-26: empty batch is -32600; invalid entries get their own error', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-03-26' });
    const empty = await s.post('[]', { headers: { accept: 'application/json' } });
    assert.equal(errorCodeOf(empty), -32600, empty.text);
    const mixed = await s.post([1, { jsonrpc: '2.0', id: 'ok', method: 'ping' }], { headers: { accept: 'application/json' } });
    assert.ok(Array.isArray(mixed.json), mixed.text);
    assert.equal(mixed.json.length, 2);
    assert.deepEqual(mixed.json.find((m) => m.id === 'ok')?.result, {});
    assert.equal(mixed.json.find((m) => m.error)?.error.code, -32600);
  });

  test('2025-03-26: a batch containing initialize is an error', async (t) => {
    const hub = await startHub(t);
    const s = await openSession(hub.port, { version: '2025-03-26' });
    const init = initializeMessage('2025-03-26', 'init-in-batch');
    const res = await s.post([init, { jsonrpc: '2.0', id: 'p', method: 'ping' }], { headers: { accept: 'application/json' } });
    assert.ok(res.messages.some((m) => m.error), `an error: ${res.status} ${res.text}`);
    assert.ok(!res.messages.some((m) => m.result?.protocolVersion), 'initialize was not executed');
    const noSession = await s.post([initializeMessage('2025-03-26')], { session: null, headers: { accept: 'application/json', 'mcp-session-id': null } });
    assert.ok(noSession.status >= 400 || noSession.messages.some((m) => m.error), `batched initialize without a session: ${noSession.status} ${noSession.text}`);
    assert.equal(noSession.headers['mcp-session-id'], undefined, 'no session is created');
  });

  for (const version of ['2025-11-25', '2025-06-18']) {
    test(`${version}: batches are rejected with -32600`, async (t) => {
      const hub = await startHub(t);
      const s = await openSession(hub.port, { version });
      const res = await s.post([{ jsonrpc: '2.0', id: 'a', method: 'ping' }], { headers: { accept: 'application/json' } });
      assert.equal(errorCodeOf(res), -32600, `${res.status} ${res.text}`);
      assert.ok(!res.messages.some((m) => 'result' in m));
      assert.equal(res.messages.find((m) => m.error).id, null);
    });
  }
});
