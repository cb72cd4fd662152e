// The OpenAI Responses API as Codex speaks it (a custom model provider in config.toml whose base_url is
// this server, wire_api = "responses"): POST /v1/responses, streamed. Codex offers an MCP server's tools
// as a `namespace` tool named `mcp__<server>` holding one function per tool; the model calls one with a
// `function_call` item naming the namespace, and the result comes back as `function_call_output`.
import { sseEvents, resultText } from '../scripted_model.mjs';

const namespace = 'mcp__unity';

export const openaiResponses = {
  name: 'OpenAI Responses',
  offeredName: (tool) => `${namespace}/${tool}`,
  // The function Codex offers for running a command in its sandbox.
  shellTool: 'exec_command',

  route(method, url) {
    if (method === 'POST' && url.startsWith('/v1/responses')) return { kind: 'model' };
    return { kind: 'other', status: 404, body: { error: { type: 'not_found', message: 'not scripted' } } };
  },

  toolsOffered(request) {
    const out = [];
    for (const tool of request.tools ?? []) {
      if (tool.type === 'namespace') for (const f of tool.tools ?? []) out.push(`${tool.name}/${f.name}`);
      else if (tool.name) out.push(tool.name);
    }
    return out;
  },

  toolResults(request) {
    const names = new Map();
    const out = [];
    for (const item of request.input ?? []) {
      if (item.type === 'function_call') names.set(item.call_id, item.name);
      if (item.type === 'function_call_output') {
        const text = resultText(item.output);
        // Codex reports a failed MCP call in the text (it has no error flag on the wire).
        out.push({ id: item.call_id, name: names.get(item.call_id), isError: /^Error|"isError":\s*true/.test(text), text });
      }
    }
    return out;
  },

  answer({ call, text, n }) {
    const id = `resp_${n}`;
    const item = call?.shell
      ? { type: 'function_call', id: `fc_${n}`, call_id: call.id, name: 'exec_command', arguments: JSON.stringify({ cmd: call.shell }) }
      : call
      ? { type: 'function_call', id: `fc_${n}`, call_id: call.id, namespace, name: call.name, arguments: JSON.stringify(call.input) }
      : { type: 'message', id: `msg_${n}`, role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] };
    return {
      contentType: 'text/event-stream',
      body: sseEvents([
        ['response.created', { type: 'response.created', response: { id } }],
        ['response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }],
        ['response.completed', {
          type: 'response.completed',
          response: { id, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } },
        }],
      ]),
    };
  },
};
