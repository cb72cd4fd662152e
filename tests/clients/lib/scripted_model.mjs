// A scripted stand-in for the Anthropic Messages API, so a real Claude Code runs an agent loop with
// no network and no key: each request of the main loop (the one offering MCP tools) is answered with
// the script's next step — a tool_use of an MCP tool, or the final text — streamed the way the API
// streams. Any other request (titles, quotas) gets a short text. What Claude Code sent back as tool
// results is kept for the test to read. 127.0.0.1 only.
import http from 'node:http';

// script: [{tool: 'mcp__unity__get_editor_state', input: {}}, ..., {text: 'done'}]
export async function startScriptedModel(t, script) {
  const model = { requests: [], toolResults: [], toolsOffered: [], step: 0, unexpected: [] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      model.requests.push({ method: req.method, url: req.url });
      if (req.method !== 'POST' || !req.url.startsWith('/v1/messages') || req.url.startsWith('/v1/messages/count_tokens')) {
        const counting = req.url.startsWith('/v1/messages/count_tokens');
        if (!counting) model.unexpected.push(`${req.method} ${req.url}`);
        res.writeHead(counting ? 200 : 404, { 'content-type': 'application/json' });
        res.end(counting ? '{"input_tokens":1}' : '{"type":"error","error":{"type":"not_found_error","message":"not scripted"}}');
        return;
      }
      let request;
      try { request = JSON.parse(body); } catch { request = {}; }
      const tools = (request.tools ?? []).map((x) => x.name);
      const mainLoop = script.some((s) => s.tool && tools.includes(s.tool));
      if (mainLoop) {
        model.toolsOffered = tools;
        for (const m of request.messages ?? []) {
          if (m.role !== 'user' || !Array.isArray(m.content)) continue;
          for (const c of m.content) {
            if (c.type === 'tool_result' && !model.toolResults.some((r) => r.id === c.tool_use_id)) {
              const text = typeof c.content === 'string' ? c.content
                : (c.content ?? []).filter((x) => x.type === 'text').map((x) => x.text).join('\n');
              model.toolResults.push({ id: c.tool_use_id, isError: c.is_error === true, text });
            }
          }
        }
      }
      const step = mainLoop ? script[Math.min(model.step++, script.length - 1)] : { text: 'ok' };
      answer(res, request, step, model.requests.length);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.url = `http://127.0.0.1:${server.address().port}`;
  t.after(() => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }));
  return model;
}

function answer(res, request, step, n) {
  const message = {
    id: `msg_${n}`, type: 'message', role: 'assistant', model: request.model ?? 'scripted', content: [],
    stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 },
  };
  const block = step.tool
    ? { type: 'tool_use', id: `toolu_${n}`, name: step.tool, input: {} }
    : { type: 'text', text: '' };
  const delta = step.tool
    ? { type: 'input_json_delta', partial_json: JSON.stringify(step.input ?? {}) }
    : { type: 'text_delta', text: step.text };
  const stop = step.tool ? 'tool_use' : 'end_turn';
  if (!request.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({
      ...message,
      content: [step.tool ? { ...block, input: step.input ?? {} } : { type: 'text', text: step.text }],
      stop_reason: stop,
    }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const events = [
    ['message_start', { type: 'message_start', message }],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: block }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    ['message_delta', { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 1 } }],
    ['message_stop', { type: 'message_stop' }],
  ];
  for (const [event, data] of events) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  res.end();
}
