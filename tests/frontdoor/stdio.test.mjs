// `patchbay stdio` as MCP clients launch it: a minimal environment, an arbitrary working directory,
// no hub running. The front end starts the shared hub detached, relays one session to it, and exits
// promptly at stdin EOF, ending its session. Two clients share one hub. stdout carries MCP only.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  test, stateDir, minimalEnv, connectSdkStdio, waitHubJson, readHubJson, alive, projectCopy, startHost,
  waitEditor, textOf, spawnFront, addTestEditor, exitedWithin, hubLog, eventually, servesFor,
} from './lib/frontdoor.mjs';
import { scaled } from '../lib/time.mjs';

// Field 6 of /proc/PID/stat: the session id.
function sessionOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
}

function parentOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

test('the SDK client launches `patchbay stdio` with no hub running: a detached hub is started and used', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const project = projectCopy(t, 'Alpha');
  assert.equal(readHubJson(dir), null, 'no hub before the client starts');

  const s = await connectSdkStdio(t, { dir, env, cwd: project });
  const info = await waitHubJson(dir);
  assert.notEqual(info.pid, s.pid(), 'the hub is its own process, not the front end');
  assert.notEqual(sessionOf(info.pid), sessionOf(s.pid()), 'the hub runs in a session of its own (detached from the client)');
  assert.notEqual(sessionOf(info.pid), sessionOf(process.pid));
  assert.notEqual(parentOf(info.pid), s.pid(), 'the hub is not a child of the front end');
  assert.match(info.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.notEqual(info.port, 3917, 'PATCHBAY_LISTEN=127.0.0.1:0 is honoured by the auto-started hub');
  assert.match(hubLog(dir), /listening on/, 'the hub logs to DIR/hub.log');

  await startHost(t, { project, dir });
  await waitEditor(dir, env, project);
  const tools = (await s.listTools()).map((x) => x.name);
  for (const name of ['list_editors', 'select_editor', 'get_project_info']) assert.ok(tools.includes(name), `${name} in ${tools}`);
  const r = await s.call('get_project_info', {});
  assert.notEqual(r.isError, true, textOf(r));
  const projectInfo = JSON.parse(textOf(r)); // get_project_info answers JSON text
  assert.equal(projectInfo.projectPath, project);
  assert.equal(projectInfo.projectName, 'Alpha');

  // The client goes away; the hub stays for the next one.
  const front = s.transport._process;
  await s.client.close();
  assert.ok(await exitedWithin(front, scaled(5000)), 'the front end exits when the client closes');
  assert.ok(alive(info.pid), 'the hub survives its client');
  assert.equal(readHubJson(dir).pid, info.pid);
  const again = await connectSdkStdio(t, { dir, env, cwd: '/' });
  assert.equal((await again.listEditors()).editors.length, 1, 'a later client reaches the same hub and its editor');
  assert.equal(readHubJson(dir).pid, info.pid, 'no second hub was started');
});

test('PATCHBAY_STATE_DIR picks the state directory when --state-dir is not given', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t, { PATCHBAY_STATE_DIR: dir });
  const s = await connectSdkStdio(t, { env, cwd: '/' });
  const info = await waitHubJson(dir);
  assert.ok(alive(info.pid));
  const l = await s.listEditors();
  assert.deepEqual(l.editors, []);
});

test('two clients started at the same moment share one hub', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const [a, b] = await Promise.all([
    connectSdkStdio(t, { dir, env, name: 'client-a' }),
    connectSdkStdio(t, { dir, env, name: 'client-b' }),
  ]);
  const info = await waitHubJson(dir);
  const ed = await addTestEditor(t, dir, { project: 'Shared' });
  const [ra, rb] = await Promise.all([a.call('echo', { text: 'a' }), b.call('echo', { text: 'b' })]);
  assert.equal(ra.structuredContent?.args?.text, 'a', textOf(ra));
  assert.equal(rb.structuredContent?.args?.text, 'b', textOf(rb));
  assert.equal(ed.runCount('echo'), 2, 'both calls reached the one editor');
  assert.equal(readHubJson(dir).pid, info.pid);
  // Both sessions live in that hub: the editor is told about both clients.
  await ed.until(() => {
    const names = (ed.hubClients?.clients ?? []).map((c) => c.name);
    return names.includes('client-a') && names.includes('client-b');
  }, { what: `hub/clients with client-a and client-b; got ${JSON.stringify(ed.hubClients)}` });
  // Whatever lost the start race is gone: one serve process for this state directory.
  await eventually(() => servesFor(dir).length === 1, { what: `one serve for ${dir}; got ${servesFor(dir)}` });
  assert.deepEqual(servesFor(dir), [info.pid]);
});

test('stdin EOF: the front end exits within about a second and its hub session ends', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  await peer.request('initialize', {
    protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fd-eof', version: '1.0.0' },
  }, { timeoutMs: scaled(15000) });
  peer.notify('notifications/initialized');
  const ed = await addTestEditor(t, dir, { project: 'Watcher' });
  await ed.until(() => (ed.hubClients?.clients ?? []).some((c) => c.name === 'fd-eof' && c.sessions === 1),
    { what: `fd-eof attached; got ${JSON.stringify(ed.hubClients)}` });
  const hub = readHubJson(dir);

  peer.proc.stdin.end();
  const status = await exitedWithin(peer.proc, 3000); // the contract: 1 s; slack for a 2-core CI
  assert.ok(status, `front end still running 3 s after stdin EOF; stderr:\n${peer.stderr}`);
  assert.equal(status.code, 0, `exit code; stderr:\n${peer.stderr}`);
  // The session was ended (DELETE), not left to expire.
  await ed.until(() => !(ed.hubClients?.clients ?? []).some((c) => c.name === 'fd-eof'),
    { timeoutMs: scaled(5000), what: `fd-eof gone from hub/clients; got ${JSON.stringify(ed.hubClients)}` });
  assert.ok(alive(hub.pid), 'the hub itself keeps running');
  peer.assertOnlyMcpOnStdout();
});

test('stdin EOF before initialize (hub being started): the front end still exits promptly', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  peer.proc.stdin.end();
  const status = await exitedWithin(peer.proc, scaled(13000)); // may first wait for the hub it is starting (≤ 10 s)
  assert.ok(status, 'exited');
  assert.equal(status.code, 0);
  assert.equal(peer.messages.length + peer.badLines.length, 0, 'nothing on stdout');
});

test('stdout carries JSON-RPC only, while starting the hub and after it restarts', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const peer = spawnFront(t, { dir, env });
  await peer.request('initialize', {
    protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fd-purity', version: '1.0.0' },
  }, { timeoutMs: scaled(15000) });
  peer.notify('notifications/initialized');
  const tl = await peer.request('tools/list', {}, { timeoutMs: scaled(15000) });
  assert.ok(tl.result?.tools?.length > 0, JSON.stringify(tl));
  const first = await waitHubJson(dir);
  process.kill(first.pid, 'SIGKILL');
  let le = await peer.request('tools/call', { name: 'list_editors', arguments: {} }, { timeoutMs: scaled(20000) });
  if (le.error) {
    // Sent before the front end noticed the kill, the request went to the dead hub: that is the documented
    // in-flight error (never silence), and the retry it asks for is answered by the new hub.
    assert.match(le.error.message, /went away while this request was in flight.*retry/, JSON.stringify(le));
    le = await peer.request('tools/call', { name: 'list_editors', arguments: {} }, { timeoutMs: scaled(20000) });
  }
  assert.ok(le.result, `list_editors after the restart answers; got ${JSON.stringify(le)}`);
  const second = await waitHubJson(dir, { notPid: first.pid });
  assert.notEqual(second.pid, first.pid);
  const pong = await peer.request('ping', {}, { timeoutMs: scaled(10000) });
  assert.deepEqual(pong.result, {});
  peer.proc.stdin.end();
  await exitedWithin(peer.proc, scaled(3000));
  await new Promise((r) => (peer.closed ? r() : peer.proc.stdout.once('close', r)));
  peer.assertOnlyMcpOnStdout();
  // Every line was a message we can account for: responses to our ids, or notifications.
  for (const m of peer.messages) assert.ok('id' in m || 'method' in m, JSON.stringify(m));
  const ids = peer.messages.filter((m) => 'id' in m && !('method' in m)).map((m) => m.id);
  assert.equal(new Set(ids).size, ids.length, `no duplicate responses: ${JSON.stringify(ids)}`);
  assert.ok(ids.every((id) => typeof id === 'string' && id.startsWith('s-')), `only answers to our requests: ${JSON.stringify(ids)}`);
});

// A hub that answers a call on an SSE stream and dies before ending it: the client already has its
// answer, so the front end must not add the "went away while in flight" error for the same id (seen as
// a duplicate response when a loaded machine pushed an answer past --json-window before a SIGKILL).
test('an answer that arrived before the hub went away is the only answer', async (t) => {
  const { createServer } = await import('node:http');
  const { writeFileSync } = await import('node:fs');
  const dir = stateDir(t);
  const env = minimalEnv(t);
  let calls = 0;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/') {
      // It proves it holds hub.json's token (docs/protocol.md §2), as a real hub does.
      const challenge = req.headers['patchbay-challenge'];
      const { port: own } = server.address();
      if (challenge) res.setHeader('patchbay-proof', crypto.createHmac('sha256', 'fake-token-0123456789').update(`patchbay-hub-proof/1 ${own} ${challenge}`).digest('hex'));
      res.end('Patchbay hub (test double)');
      return;
    }
    if (req.method === 'GET') { res.writeHead(200, { 'content-type': 'text/event-stream' }); res.write(': open\n\n'); return; }
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      const msg = JSON.parse(body);
      if (msg.method === 'initialize') {
        res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'fake-session' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: {
          protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'fake-hub', version: '0' } } }));
      } else if (!('id' in msg)) {
        res.writeHead(202); res.end();
      } else if (msg.method === 'tools/call') {
        calls++;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: 'done' }] } })}\n\n`);
        setTimeout(() => res.socket.destroy(), 50); // the stream never ends: the hub died
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: {} }));
      }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => { server.closeAllConnections(); server.close(); });
  const { port } = server.address();
  writeFileSync(`${dir}/hub.json`, JSON.stringify({ url: `http://127.0.0.1:${port}`, mcp_url: `http://127.0.0.1:${port}/mcp`,
    port, pid: process.pid, version: '0', token: 'fake-token-0123456789', linkProtocol: 'patchbay-link/1' }));
  const peer = spawnFront(t, { dir, env });
  await peer.request('initialize', {
    protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fd-once', version: '1.0.0' },
  }, { timeoutMs: scaled(15000) });
  peer.notify('notifications/initialized');
  const r = await peer.request('tools/call', { name: 'anything', arguments: {} }, { timeoutMs: scaled(15000) });
  assert.equal(r.result?.content?.[0]?.text, 'done', JSON.stringify(r));
  // Give a second (wrong) answer time to arrive, then count the answers to that id.
  await peer.request('ping', {}, { timeoutMs: scaled(15000) });
  await new Promise((res) => setTimeout(res, scaled(500)));
  assert.equal(calls, 1, 'the call was sent once');
  const answers = peer.messages.filter((m) => m.id === r.id && !('method' in m));
  assert.equal(answers.length, 1, `one answer to the call: ${JSON.stringify(answers)}`);
});
