// The official TypeScript SDK client against the real hub, over stdio and over Streamable HTTP: the
// path every SDK-based MCP client (Claude Code, Gemini CLI, VS Code, Cursor…) takes.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { SUITE, test } from './lib/limits.mjs';
import { startHub } from './lib/hub.mjs';
import { connectSdk } from './lib/sdkclient.mjs';
import { request } from './lib/rawhttp.mjs';
import {
  CallToolResultSchema, EmptyResultSchema, LoggingMessageNotificationSchema, McpError,
  ToolListChangedNotificationSchema,
} from '../lib/sdk.mjs';

const SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const SIMPLE_TEXT = 'This is a simple text response for testing.';

async function connect(t, kind, opts = {}) {
  const hub = kind === 'http' ? await startHub(t, { args: opts.hubArgs ?? [] }) : undefined;
  const c = await connectSdk(t, { kind, hub, ...opts });
  return { ...c, hub };
}

const lastOut = (c, method) => c.log.filter((e) => e.dir === 'out' && e.msg.method === method).at(-1);
const progressFor = (msgs, token) =>
  msgs.filter((m) => m.method === 'notifications/progress' && m.params?.progressToken === token);

async function expectMcpError(promise, code) {
  await assert.rejects(promise, (err) => {
    assert.ok(err instanceof McpError, `expected an McpError, got ${err}`);
    assert.equal(err.code, code, `error code; message: ${err.message}`);
    return true;
  });
}

for (const kind of ['stdio', 'http']) {
  describe(`SDK client over ${kind}`, SUITE, () => {
    for (const version of SUPPORTED) {
      test(`negotiates ${version}, lists and calls tools`, async (t) => {
        const c = await connect(t, kind, { version });
        assert.equal(c.negotiated, version, 'the hub echoes a supported version');
        if (kind === 'http') assert.equal(c.transport.protocolVersion, version);
        const { tools } = await c.client.listTools();
        const names = tools.map((x) => x.name);
        for (const n of ['test_simple_text', 'test_slow_operation', 'test_change_tools']) {
          assert.ok(names.includes(n), `tools/list has ${n}; got ${names}`);
        }
        assert.equal(new Set(names).size, names.length, 'tool names are unique');
        for (const tool of tools) {
          assert.equal(tool.inputSchema?.type, 'object', `${tool.name} inputSchema root is an object`);
          assert.ok(tool.description, `${tool.name} has a description`);
        }
        const r = await c.client.callTool({ name: 'test_simple_text', arguments: {} });
        assert.deepEqual(r.content, [{ type: 'text', text: SIMPLE_TEXT }]);
      });
    }

    for (const requested of ['2026-07-28', '1.0.0']) {
      test(`answers an unsupported requested version (${requested}) with 2025-11-25`, async (t) => {
        const c = await connect(t, kind, { version: requested });
        assert.equal(c.negotiated, '2025-11-25');
        await c.client.ping();
      });
    }

    test('reports serverInfo and the capabilities it implements', async (t) => {
      const c = await connect(t, kind);
      const info = c.client.getServerVersion();
      assert.ok(info?.name && info?.version, `serverInfo has name and version: ${JSON.stringify(info)}`);
      const caps = c.client.getServerCapabilities();
      assert.equal(caps?.tools?.listChanged, true, 'tools.listChanged declared');
      for (const cap of ['logging', 'resources', 'prompts', 'completions']) {
        assert.ok(caps?.[cap], `fixtures mode declares ${cap}; got ${JSON.stringify(caps)}`);
      }
    });

    test('ping answers {}', async (t) => {
      const c = await connect(t, kind);
      assert.deepEqual(await c.client.ping(), {});
    });

    test('progress is strictly increasing, carries the token and stops at the result', async (t) => {
      const c = await connect(t, kind);
      const seen = [];
      const r = await c.client.callTool(
        { name: 'test_slow_operation', arguments: { duration_ms: 200, steps: 4 } },
        CallToolResultSchema,
        { onprogress: (p) => seen.push(p) },
      );
      assert.equal(r.content?.[0]?.text, 'slow operation finished after 200 ms');
      // The SDK dispatches notifications asynchronously, so it may drop a progress notification that
      // arrives right before the result; the wire count is checked below.
      assert.ok(seen.length >= 3 && seen.length <= 4, `progress reached onprogress: ${JSON.stringify(seen)}`);
      for (let i = 1; i < seen.length; i++) {
        assert.ok(seen[i].progress > seen[i - 1].progress, `progress increases: ${JSON.stringify(seen)}`);
      }
      const call = lastOut(c, 'tools/call').msg;
      const token = call.params._meta.progressToken;
      await c.client.ping(); // anything late would have arrived before this answer
      const incoming = c.incoming();
      const resultAt = incoming.findIndex((m) => m.id === call.id && 'result' in m);
      const progress = progressFor(incoming, token);
      assert.equal(progress.length, 4, `one progress notification per step on the wire: ${JSON.stringify(progress)}`);
      for (const p of progress) {
        assert.equal(typeof p.params.progressToken, typeof token, 'token type preserved');
        assert.ok(incoming.indexOf(p) < resultAt, 'no progress after the result');
      }
    });

    test('sends no progress when the request has no progress token', async (t) => {
      const c = await connect(t, kind);
      await c.client.callTool({ name: 'test_slow_operation', arguments: { duration_ms: 100, steps: 3 } });
      await c.client.ping();
      const progress = c.incoming().filter((m) => m.method === 'notifications/progress');
      assert.deepEqual(progress, []);
    });

    test('cancellation through AbortSignal stops the operation without a late response', async (t) => {
      const c = await connect(t, kind);
      const ac = new AbortController();
      let firstProgress;
      const started = new Promise((resolve) => { firstProgress = resolve; });
      const pending = c.client.callTool(
        { name: 'test_slow_operation', arguments: { duration_ms: 3000, steps: 30 } },
        CallToolResultSchema,
        { signal: ac.signal, onprogress: () => firstProgress() },
      );
      await started;
      ac.abort('interop test cancels');
      await assert.rejects(pending);
      const call = lastOut(c, 'tools/call').msg;
      const cancel = lastOut(c, 'notifications/cancelled');
      assert.equal(cancel?.msg.params.requestId, call.id, 'the SDK sent notifications/cancelled');
      await cancel.sent; // over HTTP: the hub has accepted the notification (202)
      await c.client.ping();
      const mark = c.log.length;
      // The follow-up runs for 5 of the cancelled operation's steps: if the hub kept going, its
      // progress (and soon its result) would show up in the meantime.
      const r = await c.client.callTool(
        { name: 'test_slow_operation', arguments: { duration_ms: 500, steps: 5 } },
        CallToolResultSchema,
        { onprogress: () => {} },
      );
      assert.equal(r.content?.[0]?.text, 'slow operation finished after 500 ms');
      const after = c.log.slice(mark).filter((e) => e.dir === 'in').map((e) => e.msg);
      assert.deepEqual(progressFor(after, call.params._meta.progressToken), [], 'no progress after the cancellation');
      const late = c.incoming().filter((m) => m.id === call.id && ('result' in m || 'error' in m));
      assert.deepEqual(late, [], 'no response for the cancelled request');
      assert.deepEqual(await c.client.ping(), {});
    });

    test('logging: default level lets info through, setLevel filters, bad level is -32602', async (t) => {
      const c = await connect(t, kind);
      const logs = [];
      c.client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => { logs.push(n.params); });
      await c.client.callTool({ name: 'test_tool_with_logging', arguments: {} });
      assert.equal(logs.filter((l) => l.level === 'info').length, 3, `three info messages by default; got ${JSON.stringify(logs)}`);

      logs.length = 0;
      assert.deepEqual(await c.client.setLoggingLevel('error'), {});
      await c.client.callTool({ name: 'test_tool_with_logging', arguments: {} });
      await c.client.ping();
      assert.deepEqual(logs, [], 'info messages are filtered at level error');

      logs.length = 0;
      await c.client.setLoggingLevel('debug');
      await c.client.callTool({ name: 'test_tool_with_logging', arguments: {} });
      assert.equal(logs.length, 3);

      await expectMcpError(
        c.client.request({ method: 'logging/setLevel', params: { level: 'loud' } }, EmptyResultSchema), -32602);
    });

    test('test_change_tools adds and removes a tool and announces it', async (t) => {
      const c = await connect(t, kind);
      let changes = 0;
      let wake = () => {};
      c.client.setNotificationHandler(ToolListChangedNotificationSchema, () => { changes++; wake(); });
      const nextChange = (n) => new Promise((resolve) => {
        wake = () => { if (changes >= n) resolve(); };
        wake();
      });
      await c.getStreamOpened; // HTTP: list_changed travels on the GET stream

      await c.client.callTool({ name: 'test_change_tools', arguments: { action: 'add' } });
      await nextChange(1);
      let names = (await c.client.listTools()).tools.map((x) => x.name);
      assert.ok(names.includes('test_dynamic_tool'), `added; got ${names}`);

      await c.client.callTool({ name: 'test_change_tools', arguments: { action: 'remove' } });
      await nextChange(2);
      names = (await c.client.listTools()).tools.map((x) => x.name);
      assert.ok(!names.includes('test_dynamic_tool'), `removed; got ${names}`);
    });

    test('tool errors: isError results for failing tools, -32602 for unknown tools', async (t) => {
      const c = await connect(t, kind);
      const r = await c.client.callTool({ name: 'test_error_handling', arguments: {} });
      assert.equal(r.isError, true);
      assert.ok(r.content?.[0]?.text, 'the error result explains itself');
      await expectMcpError(c.client.callTool({ name: 'no_such_tool', arguments: {} }), -32602);
      assert.deepEqual(await c.client.ping(), {});
    });

    test('resources: list, read text/binary/template, subscribe, not found', async (t) => {
      const c = await connect(t, kind);
      const { resources } = await c.client.listResources();
      const uris = resources.map((r) => r.uri);
      for (const u of ['test://static-text', 'test://static-binary']) {
        assert.ok(uris.includes(u), `resources/list has ${u}; got ${uris}`);
      }
      const text = await c.client.readResource({ uri: 'test://static-text' });
      assert.equal(text.contents[0].text, 'This is the content of the static text resource.');
      assert.equal(text.contents[0].mimeType, 'text/plain');
      const bin = await c.client.readResource({ uri: 'test://static-binary' });
      assert.equal(bin.contents[0].mimeType, 'image/png');
      assert.ok(Buffer.from(bin.contents[0].blob, 'base64').length > 0, 'blob is base64 data');
      const { resourceTemplates } = await c.client.listResourceTemplates();
      assert.ok(resourceTemplates.some((r) => r.uriTemplate === 'test://template/{id}/data'));
      const templ = await c.client.readResource({ uri: 'test://template/123/data' });
      assert.deepEqual(JSON.parse(templ.contents[0].text), { id: '123', templateTest: true, data: 'Data for ID: 123' });
      assert.deepEqual(await c.client.subscribeResource({ uri: 'test://watched-resource' }), {});
      assert.deepEqual(await c.client.unsubscribeResource({ uri: 'test://watched-resource' }), {});
      await expectMcpError(c.client.readResource({ uri: 'test://no-such-resource' }), -32002);
    });

    test('prompts: list, get with arguments, errors', async (t) => {
      const c = await connect(t, kind);
      const names = (await c.client.listPrompts()).prompts.map((p) => p.name);
      for (const n of ['test_simple_prompt', 'test_prompt_with_arguments']) {
        assert.ok(names.includes(n), `prompts/list has ${n}; got ${names}`);
      }
      const simple = await c.client.getPrompt({ name: 'test_simple_prompt' });
      assert.equal(simple.messages[0].role, 'user');
      const withArgs = await c.client.getPrompt({
        name: 'test_prompt_with_arguments', arguments: { arg1: 'hello', arg2: 'world' },
      });
      assert.equal(withArgs.messages[0].content.text, "Prompt with arguments: arg1='hello', arg2='world'");
      await expectMcpError(c.client.getPrompt({ name: 'no_such_prompt' }), -32602);
      await expectMcpError(c.client.getPrompt({ name: 'test_prompt_with_arguments', arguments: {} }), -32602);
    });

    test('completion/complete returns at most 100 values', async (t) => {
      const c = await connect(t, kind);
      const r = await c.client.complete({
        ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' },
        argument: { name: 'arg1', value: 'par' },
      });
      assert.ok(Array.isArray(r.completion.values));
      assert.ok(r.completion.values.length <= 100);
    });
  });
}

describe('SDK client over http: sessions', SUITE, () => {
  test('terminateSession sends DELETE; the ended session is then 404', async (t) => {
    const hub = await startHub(t);
    const c = await connectSdk(t, { kind: 'http', hub });
    const other = await connectSdk(t, { kind: 'http', hub });
    const sid = c.transport.sessionId;
    assert.ok(sid);
    await c.transport.terminateSession();
    const res = await request(hub.port, {
      body: { jsonrpc: '2.0', id: 1, method: 'ping' }, session: sid, version: '2025-11-25',
    });
    assert.equal(res.status, 404, `ended session answers 404; body ${res.text}`);
    assert.deepEqual(await other.client.ping(), {}, 'the other session is unaffected');
  });

  test('list_changed reaches every session on its GET stream', async (t) => {
    const hub = await startHub(t);
    const clients = await Promise.all([0, 1, 2].map(() => connectSdk(t, { kind: 'http', hub })));
    const got = clients.map((c) => new Promise((resolve) => {
      c.client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve());
    }));
    await Promise.all(clients.map((c) => c.getStreamOpened));
    await clients[0].client.callTool({ name: 'test_change_tools', arguments: { action: 'add' } });
    await Promise.all(got);
    const names = (await clients[2].client.listTools()).tools.map((x) => x.name);
    assert.ok(names.includes('test_dynamic_tool'));
  });
});
