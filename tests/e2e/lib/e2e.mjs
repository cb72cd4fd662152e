// Helpers for the end-to-end tests of the Unity package through the real hub: copies of the sample
// project, headless editor hosts (build/bin/patchbay-editor-host) driven over stdin, and the hub and
// SDK-client helpers of the shared harness (tests/lib/hub_harness.mjs). Every process started here is
// stopped after its test, also when the test fails, and at the latest when this Node process exits.
// Nothing leaves 127.0.0.1.
import { spawn, execFile } from 'node:child_process';
import {
  cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync, appendFileSync, existsSync, realpathSync, mkdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hubBinary } from '../../lib/paths.mjs';
import {
  exitedWithin, exited, track, hostBinary, sampleProject, startHub as harnessStartHub, connectClient, textOf,
  eventually, sleep, terminate,
} from '../../lib/hub_harness.mjs';
import { Client, StdioClientTransport, CallToolResultSchema } from '../../lib/sdk.mjs';
import { scaled } from '../../lib/time.mjs';

export { connectClient, textOf, eventually, sleep };
export { repoRoot, hostBinary, sampleProject } from '../../lib/hub_harness.mjs';

// The diagnostics group holds increment_counter and ping (scenes is on by default now; named to keep the
// tests independent of that). No auto-started hub: the tests decide when a hub runs.
export const DEFAULT_SETTINGS = { groups: { diagnostics: true, scenes: true }, autoStartHub: false };

// Hosts and hubs still to stop before a temporary directory they write to is removed (t.after hooks
// run in the order they were added, and the directory is made first).
const stoppers = new Set();
function stopFirst(owner, dir, stop) {
  const entry = { dir, stop };
  stoppers.add(entry);
  owner.stop = async () => { stoppers.delete(entry); return stop(); };
}

// A private temporary directory, removed after the test once the hosts and hubs using it are stopped.
export function tempDir(t, prefix = 'patchbay-e2e-') {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
  if (t) {
    // Every process is stopped even when stopping one fails (a hub that did not exit cleanly): one left
    // running would keep the test file alive forever. The first failure is reported after.
    t.after(async () => {
      let failure = null;
      for (const e of [...stoppers]) {
        if (e.dir === dir || e.dir.startsWith(dir + path.sep)) {
          stoppers.delete(e);
          try { await e.stop(); } catch (err) { failure ??= err; }
        }
      }
      rmSync(dir, { recursive: true, force: true });
      if (failure) throw failure;
    });
  }
  return dir;
}

// startHub of tests/hub/lib, with its state directory's removal waiting for it.
export async function startHub(t, options = {}) {
  const hub = await harnessStartHub(t, options);
  stopFirst(hub, hub.stateDir, hub.stop.bind(hub));
  return hub;
}

// The copy uses the Input System (issue 34): the package in its manifest, Active Input Handling = Both.
export function useInputSystem(project) {
  const manifestPath = path.join(project, 'Packages/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['com.unity.inputsystem'] = '1.8.2';
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  appendFileSync(path.join(project, 'ProjectSettings/ProjectSettings.asset'), '  activeInputHandler: 2\n');
}

// A copy of build/unity/SampleProject named `name` (the project name the editor id starts with), with
// ProjectSettings/PatchbaySettings.json = settings. Never the repository's copy.
export function copyProject(t, { name = 'SampleProject', settings = DEFAULT_SETTINGS, root } = {}) {
  assert.ok(existsSync(path.join(sampleProject, 'Assets')), `${sampleProject} missing; run unity/build.sh`);
  const dir = path.join(root ?? tempDir(t), name);
  cpSync(sampleProject, dir, { recursive: true });
  mkdirSync(path.join(dir, 'ProjectSettings'), { recursive: true });
  if (settings) writeFileSync(path.join(dir, 'ProjectSettings', 'PatchbaySettings.json'), JSON.stringify(settings, null, 2));
  return dir;
}

// Counter files of increment_counter (Library/Patchbay/counters/<name>.{txt,log}).
export function readCounter(project, name) {
  const dir = path.join(project, 'Library', 'Patchbay', 'counters');
  const txt = path.join(dir, `${name}.txt`);
  const log = path.join(dir, `${name}.log`);
  const value = existsSync(txt) ? Number(readFileSync(txt, 'utf8').trim()) : 0;
  const lines = existsSync(log)
    ? readFileSync(log, 'utf8').split('\n').filter((l) => l !== '').map((l) => {
      const i = l.indexOf(' ');
      return { value: Number(l.slice(0, i)), callId: l.slice(i + 1) };
    })
    : [];
  return { value, lines };
}

// Starts the headless editor host on `project` and waits for "ready N".
//   stateDir: --state-dir (the package finds the hub through hub.json there)
//   hub, token: --hub URL --token T instead
//   background: --background MS|park, the frame length of an editor that is not focused ('park': no update
//     until woken); defaults to $PATCHBAY_E2E_BACKGROUND, which run.sh sets for its background pass
// Returns {proc, command(cmd, answerRe), waitLine(re), stdout(), stderr(), stop()}.
export async function startHost(t, {
  project, stateDir, hub, token, args = [], env = {}, readyTimeoutMs = scaled(60000),
  background = process.env.PATCHBAY_E2E_BACKGROUND || undefined,
} = {}) {
  const argv = ['--project', project];
  if (stateDir) argv.push('--state-dir', stateDir);
  if (hub) argv.push('--hub', hub, '--token', token);
  if (background && !args.includes('--background')) argv.push('--background', String(background));
  argv.push(...args);
  const childEnv = { ...process.env };
  for (const k of ['PATCHBAY_HUB_URL', 'PATCHBAY_TOKEN', 'PATCHBAY_STATE_DIR', 'PATCHBAY_HOST_QUIET', 'PATCHBAY_EDITOR_PREFS']) delete childEnv[k];
  // A private HOME: the package must never find (or start) the user's own hub in ~/.patchbay.
  childEnv.HOME = path.join(path.dirname(project), 'home');
  mkdirSync(childEnv.HOME, { recursive: true });
  Object.assign(childEnv, env);
  const proc = spawn(hostBinary, argv, { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv, cwd: project });
  track(proc);
  proc.stdin.on('error', () => {});
  const lines = [];
  let stderr = '';
  let partial = '';
  const waiters = new Set();
  proc.stdout.setEncoding('utf8').on('data', (d) => {
    partial += d;
    let i;
    while ((i = partial.indexOf('\n')) >= 0) {
      lines.push(partial.slice(0, i));
      partial = partial.slice(i + 1);
    }
    for (const w of [...waiters]) w();
  });
  proc.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
  proc.once('exit', () => { for (const w of [...waiters]) w(); });

  // Resolves with the first stdout line at index >= from that matches re.
  function waitLine(re, { from = 0, timeoutMs = scaled(60000), what } = {}) {
    return new Promise((resolve, reject) => {
      let timer;
      const check = () => {
        for (let i = from; i < lines.length; i++) {
          if (re.test(lines[i])) { done(); resolve({ line: lines[i], index: i }); return; }
        }
        if (proc.exitCode !== null || proc.signalCode !== null) {
          done();
          reject(new Error(`host exited (${proc.exitCode ?? proc.signalCode}) before ${what ?? re}; stdout:\n${lines.join('\n')}\nstderr tail:\n${stderr.slice(-3000)}`));
        }
      };
      const done = () => { clearTimeout(timer); waiters.delete(check); };
      timer = setTimeout(() => {
        done();
        reject(new Error(`host printed no ${what ?? re} within ${timeoutMs} ms; stdout:\n${lines.join('\n')}\nstderr tail:\n${stderr.slice(-3000)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  const host = {
    proc,
    project,
    lines,
    stdout: () => lines.join('\n'),
    stderr: () => stderr,
    alive: () => proc.exitCode === null && proc.signalCode === null,
    waitLine,
    // Sends one stdin command and resolves with its answer line (the first line after it matching answer).
    async command(cmd, answer, opts = {}) {
      const from = lines.length;
      proc.stdin.write(`${cmd}\n`);
      return (await waitLine(answer, { from, what: `answer to '${cmd}'`, ...opts })).line;
    },
    send(cmd) { proc.stdin.write(`${cmd}\n`); },
    async reload(opts) { return host.command('reload', /^reloaded \d+$/, opts); },
    async status() {
      const line = await host.command('status', /^status /);
      const out = {};
      for (const m of line.slice(7).matchAll(/(\w+)=(\S*)/g)) out[m[1]] = m[2];
      return out;
    },
    async stop() {
      if (!host.alive()) return exited(proc);
      try { proc.stdin.write('quit\n'); } catch { /* closed */ }
      let status = await exitedWithin(proc, 10000);
      if (!status) { proc.kill('SIGTERM'); status = await exitedWithin(proc, 5000); }
      if (!status) { proc.kill('SIGKILL'); status = await exited(proc); }
      return status;
    },
  };
  stopFirst(host, project, host.stop);
  if (t) {
    t.after(() => host.stop());
    if (!hostsOfTest.has(t)) hostsOfTest.set(t, []);
    hostsOfTest.get(t).push(host);
  }
  await waitLine(/^ready \d+$/, { timeoutMs: readyTimeoutMs, what: 'ready' });
  return host;
}

const hostsOfTest = new WeakMap();

// node:test's test(), with the stdout and the end of the stderr of every host the test started added
// to a failure's message (what the editor did is usually the explanation).
export function e2eTest(name, options, fn) {
  return test(name, options, async (t) => {
    try {
      await fn(t);
    } catch (err) {
      for (const h of hostsOfTest.get(t) ?? []) {
        const note = `\n--- host ${path.basename(h.project)} (pid ${h.proc.pid}, ${h.alive() ? 'running' : `exited ${h.proc.exitCode ?? h.proc.signalCode}`}) stdout:\n${h.stdout()}\n--- stderr (end):\n${h.stderr().slice(-4000)}`;
        if (err && typeof err === 'object') {
          try { err.message = `${err.message}${note}`; } catch { /* read-only */ }
        }
      }
      throw err;
    }
  });
}

// The editor entry of list_editors whose projectPath is `project` (undefined when not listed).
export async function editorOf(session, project) {
  const l = await session.listEditors();
  return l.editors.find((e) => e.projectPath === project);
}

// Waits until the hub lists the editor of `project` in state `state` (default 'ready'); returns it.
export async function waitEditor(session, project, { state = 'ready', timeoutMs = scaled(30000), extra } = {}) {
  let last;
  try {
    return await eventually(async () => {
      const e = await editorOf(session, project);
      last = e;
      return e && (state === undefined || e.state === state) && (!extra || extra(e)) ? e : false;
    }, { timeoutMs, what: `editor of ${project} in state ${state}${extra ? ` matching ${extra}` : ''}` });
  } catch (err) {
    err.message += `\nlast listed: ${JSON.stringify(last)}`;
    throw err;
  }
}

// The patchbay error kind of a failed tool result (its _meta or the text).
export function errorKind(result) {
  return result?._meta?.['patchbay/error']?.patchbay;
}

// Two ways to call a tool on `session` that assert the outcome:
//   json(tool, args): must succeed; answers its text, parsed when it is JSON;
//   fails(tool, args, kind, pattern): must fail with that patchbay error kind (and text matching pattern);
//   answers the text.
// Arguments and texts in assertion messages are cut to 500 characters (some tests send huge ones).
export function toolCaller(session, { timeoutMs = scaled(90000) } = {}) {
  const cut = (x) => (x.length > 500 ? `${x.slice(0, 500)}…` : x);
  const json = async (tool, args = {}) => {
    const r = await session.call(tool, args, { timeout: timeoutMs });
    assert.notEqual(r.isError, true, `${tool} ${cut(JSON.stringify(args))}: ${cut(textOf(r))}`);
    const text = textOf(r);
    return text.startsWith('{') ? JSON.parse(text) : text;
  };
  const fails = async (tool, args, kind, pattern) => {
    const r = await session.call(tool, args, { timeout: timeoutMs });
    assert.equal(r.isError, true, `${tool} ${cut(JSON.stringify(args))} should fail: ${cut(textOf(r))}`);
    assert.equal(errorKind(r), kind, `${tool}: ${cut(textOf(r))}`);
    if (pattern) assert.match(textOf(r), pattern);
    return textOf(r);
  };
  return { json, fails };
}

// increment_counter's structured answer; asserts success.
export function counterAnswer(result) {
  assert.notEqual(result.isError, true, `increment_counter failed: ${textOf(result)}`);
  const sc = result.structuredContent ?? JSON.parse(result.content[0].text);
  assert.equal(typeof sc.value, 'number');
  assert.equal(typeof sc.callId, 'string');
  return sc;
}

// Checks the counter's files against the answers the clients got: every successful call id logged
// exactly once with the value it returned, no call id twice, values 1..N without gaps or repeats,
// the stored value equal to the number of lines, and at most `mayHaveRun` extra lines (calls answered
// "interrupted", which may have partly run).
export function assertExactlyOnce(project, counter, successes, { mayHaveRun = 0, baseline = 0 } = {}) {
  const { value, lines } = readCounter(project, counter);
  const fresh = lines.slice(baseline);
  const seen = new Map();
  for (const l of fresh) {
    assert.ok(!seen.has(l.callId), `call id ${l.callId} logged twice (values ${seen.get(l.callId)} and ${l.value})`);
    seen.set(l.callId, l.value);
  }
  lines.forEach((l, i) => assert.equal(l.value, i + 1, `log line ${i + 1} has value ${l.value}`));
  assert.equal(value, lines.length, 'the stored value equals the number of logged increments');
  const ids = new Set();
  for (const s of successes) {
    assert.ok(!ids.has(s.callId), `two answers carry call id ${s.callId}`);
    ids.add(s.callId);
    assert.equal(seen.get(s.callId), s.value, `successful call ${s.callId} (value ${s.value}) is in the log once with its value`);
  }
  const extra = fresh.length - successes.length;
  assert.ok(extra >= 0 && extra <= mayHaveRun,
    `${fresh.length} increments logged for ${successes.length} successful calls; at most ${mayHaveRun} interrupted calls could account for the rest`);
  return { value, lines: lines.length, extra };
}

// Runs the patchbay command line (`patchbay editors`, `status --json`, ...) against `hub`'s state directory;
// resolves {code, stdout, stderr}. opts.cwd: the directory it runs in (routing by working directory).
export function hubCli(hub, args, { cwd } = {}) {
  return new Promise((resolve) => {
    execFile(hubBinary, [...args, '--state-dir', hub.stateDir], { timeout: scaled(30000), cwd }, (err, stdout, stderr) => {
      resolve({ code: err ? err.code : 0, stdout, stderr });
    });
  });
}

// Exactly-once helpers (issue 26, shared with the player's tests of issue 34).

// The "outcome unknown" mark of a failed call (docs/protocol.md §6.1).
export const outcomeOf = (r) => r?._meta?.['patchbay/outcome'];

// The pid in the state directory's hub.json (undefined while there is none).
export function hubPid(stateDir) {
  try {
    return JSON.parse(readFileSync(path.join(stateDir, 'hub.json'), 'utf8')).pid;
  } catch {
    return undefined;
  }
}

// `patchbay stdio` as an MCP client launches it (working directory: the project), with the official SDK
// client. Hubs it starts are not the test's children: the last one is stopped after the test.
export async function connectStdio(t, { stateDir, cwd }) {
  const home = tempDir(t, 'patchbay-e2e-home-');
  const transport = new StdioClientTransport({
    command: hubBinary,
    args: ['stdio', '--state-dir', stateDir],
    env: { PATH: process.env.PATH, HOME: home, PATCHBAY_LISTEN: '127.0.0.1:0' },
    cwd,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.setEncoding('utf8').on('data', (d) => { stderr += d; });
  const client = new Client({ name: 'exactly-once', version: '1.0.0' }, { capabilities: {} });
  client.onerror = () => {};
  const firstHub = hubPid(stateDir);
  t.after(async () => {
    const p = transport._process;
    await client.close().catch(() => {});
    if (p) await terminate(p, 2000);
    const last = hubPid(stateDir);
    if (last && last !== firstHub) {
      try { process.kill(last, 'SIGTERM'); } catch { /* gone */ }
    }
  });
  await client.connect(transport, { timeout: scaled(20000) });
  const s = {
    client,
    stderr: () => stderr,
    call(name, args = {}, opts = {}) {
      return client.request({ method: 'tools/call', params: { name, arguments: args } }, CallToolResultSchema,
        { timeout: scaled(30000), ...opts });
    },
    async listEditors() {
      const r = await s.call('list_editors', {});
      assert.notEqual(r.isError, true, textOf(r));
      return r.structuredContent;
    },
  };
  return s;
}

// A call whose `started` resolves at its first progress (the tool is running in the editor or player).
export function startedCall(s, name, args, { timeout = scaled(120000) } = {}) {
  let markStarted;
  const started = new Promise((r) => { markStarted = r; });
  const answer = s.call(name, args, { timeout, onprogress: () => markStarted() });
  answer.catch(() => {});
  return { started, answer };
}

// Stops the host (SIGSTOP) once the call runs, and continues it (SIGCONT) once the call was answered
// (and `meanwhile`, if given, was answered too, the host still stopped).
export async function stoppedUntilAnswered(host, call, meanwhile) {
  await call.started;
  host.proc.kill('SIGSTOP');
  try {
    const answer = await call.answer;
    return { answer, whileAway: meanwhile ? await meanwhile() : undefined };
  } finally {
    host.proc.kill('SIGCONT');
  }
}
