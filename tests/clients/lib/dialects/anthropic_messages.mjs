// The Anthropic Messages API as Claude Code speaks it (ANTHROPIC_BASE_URL): POST /v1/messages, streamed
// or not; MCP tools are offered as `mcp__<server>__<tool>`, tool results come back as `tool_result`
// blocks of the next user message. A shell step is Claude Code's own `Bash` tool.
import { sseEvents, resultText } from '../scripted_model.mjs';

export const anthropicMessages = {
  name: 'Anthropic Messages',
  offeredName: (tool) => `mcp__unity__${tool}`,
  shellTool: 'Bash',

  route(method, url) {
    if (url.startsWith('/v1/messages/count_tokens')) {
      return { kind: 'other', expected: true, status: 200, body: { input_tokens: 1 } };
    }
    if (method === 'POST' && url.startsWith('/v1/messages')) return { kind: 'model' };
    return { kind: 'other', status: 404, body: { type: 'error', error: { type: 'not_found_error', message: 'not scripted' } } };
  },

  toolsOffered: (request) => (request.tools ?? []).map((x) => x.name),

  toolResults(request) {
    const names = new Map();
    const out = [];
    for (const m of request.messages ?? []) {
      if (!Array.isArray(m.content)) continue;
      for (const c of m.content) {
        if (m.role === 'assistant' && c.type === 'tool_use') names.set(c.id, c.name);
        if (m.role === 'user' && c.type === 'tool_result') {
          out.push({ id: c.tool_use_id, name: names.get(c.tool_use_id), isError: c.is_error === true, text: resultText(c.content) });
        }
      }
    }
    return out;
  },

  answer({ request, call, text, n }) {
    const message = {
      id: `msg_${n}`, type: 'message', role: 'assistant', model: request.model ?? 'scripted', content: [],
      stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
    };
    const name = call && (call.shell ? 'Bash' : call.builtin ?? anthropicMessages.offeredName(call.name));
    const input = call?.shell ? { command: call.shell, description: 'Run a patchbay command' } : call?.input;
    const stop = call ? 'tool_use' : 'end_turn';
    if (!request.stream) {
      const content = call ? { type: 'tool_use', id: call.id, name, input } : { type: 'text', text };
      return { contentType: 'application/json', body: JSON.stringify({ ...message, content: [content], stop_reason: stop }) };
    }
    const block = call ? { type: 'tool_use', id: call.id, name, input: {} } : { type: 'text', text: '' };
    const delta = call
      ? { type: 'input_json_delta', partial_json: JSON.stringify(input) }
      : { type: 'text_delta', text };
    return {
      contentType: 'text/event-stream',
      body: sseEvents([
        ['message_start', { type: 'message_start', message }],
        ['content_block_start', { type: 'content_block_start', index: 0, content_block: block }],
        ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
        ['content_block_stop', { type: 'content_block_stop', index: 0 }],
        ['message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 1 } }],
        ['message_stop', { type: 'message_stop' }],
      ]),
    };
  },
};
