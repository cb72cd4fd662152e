// A scripted stand-in for a model API, so a real MCP client runs an agent loop with no network and no
// key: each request of the main loop (the one that offers the script's MCP tools) is answered with the
// script's next step — a call of an MCP tool, or the final text — in the wire shape of the API the
// client speaks (lib/dialects/). Any other request (titles, token counts, routing) gets a short answer.
// What the client sent back as tool results is kept for the test to read. 127.0.0.1 only.
//
// The script names Patchbay's tools as the server does (`get_editor_state`); each dialect knows how its
// client shows MCP tools to a model (Claude Code `mcp__unity__x`, Codex a namespace `mcp__unity`,
// Gemini CLI `mcp_unity_x`).
import http from 'node:http';
import { anthropicMessages } from './dialects/anthropic_messages.mjs';
import { openaiResponses } from './dialects/openai_responses.mjs';
import { geminiGenerateContent } from './dialects/gemini_generate_content.mjs';

export const dialects = { anthropicMessages, openaiResponses, geminiGenerateContent };

// script: [{tool: 'get_editor_state', input: {}}, ..., {text: 'done'}]; a step {shell: 'cmd'} asks
// the client to run a command (dialects with a shellTool: Codex's exec_command, Claude Code's Bash); a step
// {builtin: 'Name', input} calls one of the client's own tools by its name (Claude Code's
// ReadMcpResourceTool).
// Returns {url, requests, toolsOffered, toolResults: [{id, name, isError, text}], unexpected, step,
// lastMainRequest (the body of the last main-loop request, as the client sent it)}.
export async function startScriptedModel(t, script, dialect) {
  const model = { requests: [], toolResults: [], toolsOffered: [], step: 0, unexpected: [] };
  const wanted = script.filter((s) => s.tool || s.shell || s.builtin)
    .map((s) => (s.tool ? dialect.offeredName(s.tool) : s.builtin ?? dialect.shellTool));
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      model.requests.push({ method: req.method, url: req.url });
      const route = dialect.route(req.method, req.url);
      if (route.kind === 'other') {
        if (!route.expected) model.unexpected.push(`${req.method} ${req.url}`);
        res.writeHead(route.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(route.body));
        return;
      }
      let request;
      try { request = JSON.parse(body); } catch { request = {}; }
      const offered = dialect.toolsOffered(request);
      const mainLoop = wanted.some((name) => offered.includes(name));
      if (mainLoop) {
        model.toolsOffered = offered;
        model.lastMainRequest = body;
        for (const r of dialect.toolResults(request)) {
          if (!model.toolResults.some((x) => x.id === r.id)) model.toolResults.push(r);
        }
      }
      const step = mainLoop ? script[Math.min(model.step++, script.length - 1)] : { text: 'ok' };
      const n = model.requests.length;
      const call = step.tool ? { id: `call_${n}`, name: step.tool, input: step.input ?? {} }
        : step.builtin ? { id: `call_${n}`, builtin: step.builtin, input: step.input ?? {} }
          : step.shell ? { id: `call_${n}`, shell: step.shell } : null;
      const answer = dialect.answer({ request, route, call, text: step.text, n });
      res.writeHead(200, { 'content-type': answer.contentType, 'cache-control': 'no-cache' });
      res.end(answer.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.url = `http://127.0.0.1:${server.address().port}`;
  t.after(() => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }));
  return model;
}

// Server-sent events as the model APIs stream them.
export function sseEvents(events) {
  return events.map(([event, data]) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`).join('');
}

// The text of an MCP tool result as a client hands it back to the model (a string, or content blocks).
export function resultText(content) {
  if (typeof content === 'string') return content;
  return (content ?? []).map((c) => c.text ?? '').filter((s) => s !== '').join('\n');
}
