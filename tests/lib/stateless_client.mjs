// An MCP 2026-07-28 client over HTTP for the Node suites (no SDK speaks this revision yet): each
// request is a POST of its own carrying the stateless `_meta` (version, clientInfo, capabilities) and the
// MCP-Protocol-Version / Mcp-Method / Mcp-Name headers; no initialize, no session id. Answers come as
// one JSON body or an SSE stream of the request's notifications and then its answer (raw HTTP, so the
// tests see both).
import assert from 'node:assert/strict';
import { open } from '../interop/lib/rawhttp.mjs';
import { scaled } from './time.mjs';

export const STATELESS_VERSION = '2026-07-28';

// `headers`: extra HTTP headers on every request (e.g. Patchbay-Cwd).
export function statelessClient(port, {
  name = 'patchbay-tests', version = '1.0.0', capabilities = {}, headers = {},
} = {}) {
  let next = 1;
  const meta = (extra = {}) => ({
    'io.modelcontextprotocol/protocolVersion': STATELESS_VERSION,
    'io.modelcontextprotocol/clientInfo': { name, version },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    ...extra,
  });
  const headersFor = (method, params) => {
    const nameKey = method === 'tools/call' || method === 'prompts/get' ? 'name'
      : method === 'resources/read' ? 'uri' : null;
    return {
      'mcp-protocol-version': STATELESS_VERSION,
      'mcp-method': method,
      ...(nameKey && params[nameKey] !== undefined ? { 'mcp-name': params[nameKey] } : {}),
      ...headers,
    };
  };

  const client = {
    // Sends a request and resolves once the answer's head arrived; its messages keep coming
    // (`stream.messages`, `stream.waitFor`, `stream.response(id)`, `stream.close()` cancels it).
    async start(method, params = {}, { id = `m-${next++}`, progressToken, timeoutMs = scaled(60000) } = {}) {
      const body = {
        jsonrpc: '2.0', id, method,
        params: { ...params, _meta: meta(progressToken === undefined ? {} : { progressToken }) },
      };
      const stream = await open(port, { body, headers: headersFor(method, params), timeoutMs });
      stream.id = id;
      return stream;
    },
    // A whole exchange: {status, answer, messages}, every message the request brought.
    async request(method, params = {}, { timeoutMs = scaled(60000), ...opts } = {}) {
      const stream = await client.start(method, params, { timeoutMs, ...opts });
      const answer = await stream.response(stream.id, timeoutMs);
      return { status: stream.status, answer, messages: stream.messages, stream };
    },
    // tools/call; resolves with the result (asserts it is one, of resultType "complete").
    async call(tool, args = {}, opts = {}) {
      const { answer } = await client.request('tools/call', { name: tool, arguments: args }, opts);
      assert.ok(answer.result, `${tool}: ${JSON.stringify(answer)}`);
      assert.equal(answer.result.resultType, 'complete', JSON.stringify(answer.result));
      return answer.result;
    },
    async listTools(opts) {
      const { answer } = await client.request('tools/list', {}, opts);
      assert.ok(answer.result?.tools, JSON.stringify(answer));
      return answer.result.tools;
    },
  };
  return client;
}
