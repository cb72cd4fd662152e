// The official TypeScript SDK client, connected to a hub over stdio or Streamable HTTP, with a tap on
// the transport: `log` records every message in both directions, in order, so tests can check what
// the SDK itself would hide (late responses, progress after a result). `version` rewrites the
// protocolVersion of the SDK's initialize request, so every supported revision can be negotiated.
import { Client, StdioClientTransport, StreamableHTTPClientTransport } from '../../lib/sdk.mjs';
import { hubBinary } from '../../lib/paths.mjs';
import { trackPid } from '../../lib/hub_harness.mjs';
import { scaled } from '../../lib/time.mjs';

function tap(transport, version) {
  const log = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    let m = message;
    if (version && m.method === 'initialize') {
      m = { ...m, params: { ...m.params, protocolVersion: version } };
    }
    const entry = { dir: 'out', msg: m };
    log.push(entry);
    entry.sent = send(m, options);
    return entry.sent;
  };
  let handler;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => handler,
    set: (h) => {
      handler = h && ((msg, extra) => {
        log.push({ dir: 'in', msg });
        h(msg, extra);
      });
    },
  });
  return log;
}

// Resolves the returned `getStreamOpened` promise when the SDK's standalone GET stream is open; the
// hub sends list_changed there, so tests wait for it instead of sleeping.
function watchingFetch() {
  let opened;
  const getStreamOpened = new Promise((resolve) => { opened = resolve; });
  const f = async (url, init) => {
    const res = await fetch(url, init);
    if ((init?.method ?? 'GET') === 'GET' && res.status === 200) opened();
    return res;
  };
  return { fetch: f, getStreamOpened };
}

export async function connectSdk(t, {
  kind, hub, version, capabilities = {}, args = [], fixtures = true, clientName = 'patchbay-interop',
}) {
  let transport;
  let getStreamOpened = Promise.resolve();
  let stderr = '';
  if (kind === 'stdio') {
    const argv = ['stdio', '--standalone'];
    if (fixtures) argv.push('--conformance-fixtures');
    transport = new StdioClientTransport({
      command: hubBinary,
      args: [...argv, ...args],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
      cwd: '/',
      stderr: 'pipe',
    });
    transport.stderr?.setEncoding('utf8').on('data', (d) => { stderr += d; });
  } else {
    const w = watchingFetch();
    getStreamOpened = w.getStreamOpened;
    transport = new StreamableHTTPClientTransport(new URL(hub.url), { fetch: w.fetch });
  }
  const log = tap(transport, version);
  const client = new Client({ name: clientName, version: '0.0.0' }, { capabilities });
  const errors = [];
  client.onerror = (err) => { errors.push(err); };
  if (t) t.after(() => client.close().catch(() => {}));
  try {
    await client.connect(transport, { timeout: scaled(5000) }); // a hub that never answers fails fast
  } finally {
    // The SDK spawns stdio hubs itself: make sure they die with the test process.
    if (kind === 'stdio' && transport.pid) trackPid(transport.pid, transport._process);
  }
  const initReply = log.find((e) => e.dir === 'in' && e.msg.result?.protocolVersion)?.msg;
  return {
    client,
    transport,
    log,
    errors,
    stderr: () => stderr,
    negotiated: initReply?.result.protocolVersion,
    getStreamOpened,
    incoming: () => log.filter((e) => e.dir === 'in').map((e) => e.msg),
  };
}
