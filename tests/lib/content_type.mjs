// Issue 33: a client may rely on every HTTP answer saying what it carries. Codex's HTTP client gives
// up before `initialize` when an answer (an OAuth discovery probe's 404 included) has no Content-Type.
// The rule: a Content-Type that says what the body is (JSON bodies application/json, streams
// text/event-stream, the dashboard's pages their own type). Only answers that carry no body by
// definition go without: 101 (the editor link), 202 (MCP's "accepted, no body"), 204 and 304.
// exchanges: [{method, path, status, headers, body}]. Returns the ones that break the rule, described
// for an assertion message.
export function badContentTypes(exchanges) {
  const bad = [];
  for (const x of exchanges) {
    if (x.status === null || [101, 202, 204, 304].includes(x.status)) continue;
    const type = String(x.headers?.['content-type'] ?? '');
    const describe = `${x.method} ${x.path} -> ${x.status} Content-Type ${type || '(none)'}; body ${JSON.stringify(x.body.slice(0, 200))}`;
    if (!type) { bad.push(describe); continue; }
    if (type.startsWith('application/json')) {
      try { JSON.parse(x.body); } catch { bad.push(`${describe} (not JSON)`); }
    } else if (type.startsWith('text/event-stream')) {
      if (x.body !== '' && !/^(event|data|id|retry|:)/m.test(x.body)) bad.push(`${describe} (not an event stream)`);
    }
  }
  return bad;
}
