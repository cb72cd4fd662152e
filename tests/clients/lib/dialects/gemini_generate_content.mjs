// The Gemini API as Gemini CLI speaks it (GOOGLE_GEMINI_BASE_URL with an API key):
// POST /v1beta/models/<model>:streamGenerateContent?alt=sse (or :generateContent). MCP tools are
// offered as function declarations named `mcp_<server>_<tool>`; the model calls one with a
// `functionCall` part and the result comes back as a `functionResponse` part.
import { sseEvents } from '../scripted_model.mjs';

export const geminiGenerateContent = {
  name: 'Gemini generateContent',
  offeredName: (tool) => `mcp_unity_${tool}`,

  route(method, url) {
    const m = /^\/v1beta\/models\/([^:]+):(streamGenerateContent|generateContent|countTokens)/.exec(url);
    if (method !== 'POST' || !m) {
      return { kind: 'other', status: 404, body: { error: { code: 404, message: 'not scripted', status: 'NOT_FOUND' } } };
    }
    if (m[2] === 'countTokens') return { kind: 'other', expected: true, status: 200, body: { totalTokens: 1 } };
    return { kind: 'model', stream: m[2] === 'streamGenerateContent' };
  },

  toolsOffered: (request) => (request.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name)),

  toolResults(request) {
    const out = [];
    for (const c of request.contents ?? []) {
      for (const p of c.parts ?? []) {
        const r = p.functionResponse;
        if (!r) continue;
        const error = r.response?.error;
        out.push({ id: r.id ?? r.name, name: r.name, isError: error !== undefined, text: String(error ?? r.response?.output ?? JSON.stringify(r.response)) });
      }
    }
    return out;
  },

  answer({ route, call, text, n }) {
    const part = call
      ? { functionCall: { id: call.id, name: geminiGenerateContent.offeredName(call.name), args: call.input } }
      : { text };
    const chunk = {
      candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
      responseId: `r${n}`,
    };
    return route.stream
      ? { contentType: 'text/event-stream', body: sseEvents([[null, chunk]]) }
      : { contentType: 'application/json', body: JSON.stringify(chunk) };
  },
};
