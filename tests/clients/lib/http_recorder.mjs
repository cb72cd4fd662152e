// A recording HTTP proxy in front of the hub: a client whose HTTP entry points here reaches the hub
// unchanged (every header and byte relayed, streams as they come), and the test reads every exchange
// as it was — the client's requests, and the hub's status, headers and body for each. 127.0.0.1 only.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { badContentTypes } from '../../lib/content_type.mjs';

// Returns {port, url(path), exchanges: [{method, path, requestHeaders, requestBody, status, headers, body}]}.
export async function startHttpRecorder(t, upstreamPort) {
  const exchanges = [];
  const server = http.createServer((req, res) => {
    const exchange = {
      method: req.method, path: req.url, requestHeaders: req.headers, requestBody: '',
      status: null, headers: null, body: '',
    };
    exchanges.push(exchange);
    const chunks = [];
    req.on('data', (d) => chunks.push(d));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      exchange.requestBody = body.toString('utf8');
      const upstream = http.request({
        host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers,
      }, (up) => {
        exchange.status = up.statusCode;
        exchange.headers = up.headers;
        res.writeHead(up.statusCode, up.rawHeaders);
        up.on('data', (d) => { exchange.body += d.toString('utf8'); res.write(d); });
        up.on('end', () => res.end());
        up.on('error', () => res.destroy());
      });
      upstream.on('error', (err) => {
        exchange.status = 502;
        exchange.body = `recorder: ${err.message}`;
        res.destroy();
      });
      res.on('close', () => upstream.destroy());
      upstream.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  t.after(() => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }));
  return { port, url: (p) => `http://127.0.0.1:${port}${p}`, exchanges };
}

// The JSON-RPC messages of the recorded exchanges, both ways: requests' bodies (one message or a
// batch) and answers' JSON bodies or SSE `data:` lines.
export function jsonRpcTraffic(exchanges) {
  const sent = [];
  const received = [];
  const take = (into, text) => {
    try {
      const v = JSON.parse(text);
      into.push(...(Array.isArray(v) ? v : [v]));
    } catch { /* not JSON */ }
  };
  for (const x of exchanges) {
    if (x.requestBody) take(sent, x.requestBody);
    const type = String(x.headers?.['content-type'] ?? '');
    if (type.startsWith('application/json')) take(received, x.body);
    if (type.startsWith('text/event-stream')) {
      for (const line of x.body.split('\n')) if (line.startsWith('data:')) take(received, line.slice(5).trim());
    }
  }
  return { sent, received };
}

// With PATCHBAY_CLIENTS_RECORD_DIR set, the requests of a run are kept as a replay fixture
// (tests/fixtures/clients/, replayed without the client by tests/interop/client_replay.test.mjs):
// method, path, the MCP headers that shape the answer (not the project pin, a temporary path), and
// the body.
export function saveRecording(exchanges, name, client) {
  const dir = process.env.PATCHBAY_CLIENTS_RECORD_DIR;
  if (!dir) return;
  const keep = ['accept', 'content-type', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'];
  const requests = exchanges.map((x) => ({
    method: x.method,
    path: x.path,
    headers: Object.fromEntries(Object.entries(x.requestHeaders).filter(([k]) => keep.includes(k))),
    body: x.requestBody,
    recordedStatus: x.status,
  }));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ client, requests }, null, 1)}\n`);
}

// The checks every recorded HTTP run gets: saved as a replay fixture when asked (fixture: its file
// name and the client's description), every answer with a correct Content-Type, every request the
// client sent answered without a JSON-RPC error. Returns the traffic and a one-line-per-exchange
// summary for further assertions.
export function checkRecording(recorder, fixture) {
  const x = recorder.exchanges;
  saveRecording(x, fixture.name, fixture.client);
  const summary = x.map((e) => `${e.method} ${e.path} -> ${e.status} ${e.headers?.['content-type'] ?? '(none)'}`).join('\n');
  assert.deepEqual(badContentTypes(x), [], `every answer says what it carries:\n${summary}`);
  const { sent, received } = jsonRpcTraffic(x);
  assertAllAnswered(sent, received, summary);
  return { sent, received, summary };
}

// Each request among `sent` has an answer among `received`, and none is an error.
export function assertAllAnswered(sent, received, where) {
  assert.ok(sent.some((m) => m.method === 'initialize'), `the client initialized: ${where}`);
  for (const m of sent.filter((x) => x.id !== undefined && x.method)) {
    const answer = received.find((x) => x.id === m.id && (x.result || x.error));
    assert.ok(answer && !answer.error, `${m.method} answered without error: ${JSON.stringify(answer)}\n${where}`);
  }
}
