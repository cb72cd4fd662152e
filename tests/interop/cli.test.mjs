// The command line: --version, help, --help on every subcommand, unknown flags, refusing an
// unauthenticated non-loopback listen, hub.json, PATCHBAY_LISTEN, and clean exit on signals.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { SUITE, test } from './lib/limits.mjs';
import {
  LISTENING_RE, exitedWithin, makeStateDir, runCli, spawnHub, startHub, terminate,
} from './lib/hub.mjs';
import { assertHealthy, openSession } from './lib/rawhttp.mjs';
import { scaled } from '../lib/time.mjs';

function tempDir(t) {
  const dir = makeStateDir();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('cli: version and help', SUITE, () => {
  test('--version prints a version and exits 0', async () => {
    const r = await runCli(['--version']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout + r.stderr, /\d+\.\d+\.\d+/);
  });

  for (const args of [['help'], ['--help']]) {
    test(`${args.join(' ')} lists the subcommands and exits 0`, async () => {
      const r = await runCli(args);
      assert.equal(r.code, 0, r.stderr);
      const out = r.stdout + r.stderr;
      assert.match(out, /\bserve\b/);
      assert.match(out, /\bstdio\b/);
    });
  }

  for (const sub of ['serve', 'stdio']) {
    test(`${sub} --help describes its options and exits 0`, async () => {
      const r = await runCli([sub, '--help']);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!r.timedOut, 'it did not start the server');
      const out = r.stdout + r.stderr;
      assert.match(out, /--conformance-fixtures/);
      assert.match(out, /--max-message-bytes/);
      if (sub === 'serve') {
        for (const flag of ['--listen', '--state-dir', '--token', '--max-sessions', '--session-idle-timeout', '--header-timeout', '--allowed-host']) {
          assert.match(out, new RegExp(flag), `serve --help mentions ${flag}`);
        }
      }
    });
  }

  for (const args of [['--bogus'], ['serve', '--bogus'], ['stdio', '--standalone', '--bogus'], ['no-such-command']]) {
    test(`${args.join(' ')} exits non-zero with usage on stderr`, async () => {
      const r = await runCli(args, { timeoutMs: scaled(3000) });
      assert.ok(!r.timedOut, 'exited by itself');
      assert.notEqual(r.code, 0);
      assert.match(r.stderr, /usage|--help/i, `stderr: ${r.stderr}`);
      assert.equal(r.stdout, '', 'nothing on stdout');
    });
  }

  test('serve with a malformed --listen exits non-zero', async (t) => {
    const r = await runCli(['serve', '--listen', 'not-an-address', '--state-dir', tempDir(t)], { timeoutMs: scaled(3000) });
    assert.ok(!r.timedOut, 'exited by itself');
    assert.notEqual(r.code, 0);
    assert.ok(r.stderr.length > 0);
  });
});

describe('cli: serve', SUITE, () => {
  test('a non-loopback --listen without --token is refused with a clear message', async (t) => {
    const r = await runCli(['serve', '--listen', '0.0.0.0:0', '--state-dir', tempDir(t)], { timeoutMs: scaled(5000) });
    assert.ok(!r.timedOut, 'the hub did not start listening');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /token/i, `stderr: ${r.stderr}`);
  });

  test('hub.json is written with mode 0600 and the right contents', async (t) => {
    const hub = await startHub(t);
    const file = path.join(hub.stateDir, 'hub.json');
    const st = statSync(file);
    assert.equal(st.mode & 0o777, 0o600, `mode ${(st.mode & 0o777).toString(8)}`);
    const info = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(info.port, hub.port);
    assert.equal(info.url, `http://127.0.0.1:${hub.port}`);
    assert.equal(info.pid, hub.proc.pid);
    assert.equal(typeof info.token, 'string');
    assert.ok(info.token.length >= 16, 'a token of some strength');
    const v = await runCli(['--version']);
    assert.ok((v.stdout + v.stderr).includes(info.version), `hub.json version ${info.version} matches --version`);
    const other = await startHub(t);
    const otherInfo = JSON.parse(readFileSync(path.join(other.stateDir, 'hub.json'), 'utf8'));
    assert.notEqual(otherInfo.token, info.token, 'tokens are random');
  });

  test('PATCHBAY_LISTEN sets the address when --listen is absent', async (t) => {
    const dir = tempDir(t);
    const proc = spawnHub(['serve', '--state-dir', dir, '--conformance-fixtures'], {
      env: { ...process.env, PATCHBAY_LISTEN: '127.0.0.1:0' },
    });
    t.after(() => terminate(proc));
    let stderr = '';
    proc.stderr.setEncoding('utf8');
    const port = await new Promise((resolve, reject) => {
      proc.stderr.on('data', (d) => {
        stderr += d;
        const m = LISTENING_RE.exec(stderr);
        if (m) resolve(Number(m[1]));
      });
      proc.once('exit', () => reject(new Error(`exited: ${stderr}`)));
    });
    assert.notEqual(port, 3917, 'not the default port');
    assert.ok(port > 0);
    await assertHealthy({ port, alive: () => proc.exitCode === null, stderr: () => stderr });
  });

  test('serve --help names the default port 3917', async () => {
    const r = await runCli(['serve', '--help']);
    assert.match(r.stdout + r.stderr, /3917/);
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    test(`serve exits 0 on ${signal}, with sessions and streams open`, async (t) => {
      const hub = await startHub(t);
      const s = await openSession(hub.port);
      const get = await s.openGet();
      t.after(() => get.close());
      const slow = s.openRpc('tools/call', { name: 'test_slow_operation', arguments: { duration_ms: 10000, steps: 10 } });
      await slow;
      hub.proc.kill(signal);
      const status = await exitedWithin(hub.proc, scaled(5000));
      assert.ok(status, `exited within 5 s of ${signal}`);
      assert.equal(status.code, 0, `exit status ${JSON.stringify(status)}; stderr:\n${hub.stderr()}`);
      (await slow).close();
    });
  }

  test('nothing but logs: serve writes nothing to stdout', async (t) => {
    const hub = await startHub(t);
    await assertHealthy(hub);
    await hub.stop();
    assert.equal(hub.stdout(), '');
  });
});
