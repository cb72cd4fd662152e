// An agent's task end to end, counted (issue 17): "add a Player — a capsule at (0,1,0) with a Rigidbody of
// mass 2, tagged Player, moved by a new PlayerMove script (written with a mistake first, as agents do), with a
// camera behind it — and save the scene", through the official MCP SDK client → hub → headless editor.
// The plan below is what an agent needs today, each call right the first time; the test fails when a step
// needs more calls than planned (a call fails), or when results grow past their budget, so round trips and
// tokens cannot regress silently. Effects are checked from the saved scene file, not from the answers.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  testWithTimeout, startHub, connectClient, textOf, eventually, hostBinary as hostBin,
  sampleProject as sample,
} from '../lib/hub_harness.mjs';
import { scaled } from '../lib/time.mjs';

const test = testWithTimeout(scaled(30000));

// The budgets: calls the task may take, bytes any one answer may have, bytes all answers may have together
// (about 4 bytes a token: the whole task stays under ~600 tokens of results).
const PLANNED_CALLS = 6;
const MAX_ANSWER_BYTES = 1000;
const MAX_TOTAL_BYTES = 2500;

function copyProject(t) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-e2e-agent-'));
  cpSync(sample, dir, { recursive: true });
  rmSync(path.join(dir, 'Library'), { recursive: true, force: true });
  writeFileSync(path.join(dir, 'ProjectSettings/PatchbaySettings.json'), JSON.stringify({
    autoStartHub: false, groups: { scenes: true, assets: true },
  }));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function startEditor(t, hub, project) {
  const proc = spawn(hostBin, ['--project', project, '--state-dir', hub.stateDir, '--exit-on-stdin-eof'], {
    env: { ...process.env, PATCHBAY_HOST_QUIET: '1' }, stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.setEncoding('utf8');
  proc.stderr.on('data', (d) => { stderr += d; });
  proc.stdout.resume();
  t.after(() => new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', resolve);
    proc.stdin.end();
    setTimeout(() => proc.kill('SIGKILL'), scaled(20000)).unref();
  }));
  return { stderr: () => stderr };
}

const SCRIPT = (body) => `using UnityEngine;

public class PlayerMove : MonoBehaviour
{
    public float speed = 5f;

    void Update()
    {
${body}
    }
}
`;

test('agent loop: a Player with a Rigidbody, a script fixed once, a camera, saved — in the planned calls and budget',
  { timeout: scaled(240000) }, async (t) => {
    if (!existsSync(hostBin) || !existsSync(sample)) { t.skip('C# side not built (unity/build.sh)'); return; }
    const hub = await startHub(t);
    const project = copyProject(t);
    const editor = startEditor(t, hub, project);
    const s = await connectClient(t, hub, { name: 'agent-loop' });
    await eventually(async () => (await s.listTools()).some((tool) => tool.name === 'create_script'),
      { timeoutMs: scaled(60000), what: `editor tools listed; host stderr:\n${editor.stderr()}` });

    const answers = [];
    const call = async (name, args) => {
      const r = await s.call(name, args, { timeout: scaled(120000) });
      const text = textOf(r);
      answers.push({ name, bytes: Buffer.byteLength(text) });
      assert.notEqual(r.isError, true, `${name} needed another try: ${text}`);
      return text.startsWith('{') ? JSON.parse(text) : text;
    };

    // 1. orient
    const state = await call('get_editor_state', {});
    assert.equal(state.playMode ?? 'edit', 'edit');
    // 2. write the script with a mistake, compiling at once: the error comes back with file and line
    const broken = await call('create_script', {
      path: 'Assets/Scripts/PlayerMove.cs', compile: true,
      content: SCRIPT('        transform.Translate(Input.GetAxis("Horizontal") * speed * Time.deltaTime, 0f, 0f)\n        int jumps = "none";'),
    });
    const compileOf = (answer) => answer.compile ?? answer;
    const error = compileOf(broken).errors?.find((e) => e.file === 'Assets/Scripts/PlayerMove.cs');
    assert.ok(error && error.line > 0, `the compile error names the file and line: ${JSON.stringify(broken)}`);
    // 3. fix it: the same call again, the file updated and compiled
    const fixed = await call('create_script', {
      path: 'Assets/Scripts/PlayerMove.cs', compile: true,
      content: SCRIPT('        transform.Translate(Input.GetAxis("Horizontal") * speed * Time.deltaTime, 0f, 0f);'),
    });
    assert.equal(compileOf(fixed).status, 'succeeded', JSON.stringify(fixed));
    // 4. the Player with its components, its mass and its tag, in one call
    const player = await call('create_game_object', {
      name: 'Player', primitive: 'Capsule', position: { x: 0, y: 1, z: 0 }, components: ['Rigidbody', 'PlayerMove'],
      fields: { m_Mass: 2, tag: 'Player' },
    });
    // 5. the camera behind it, under the id the last answer gave (as a number)
    await call('create_game_object', { name: 'Follow Camera', parent: Number(player.id), position: '0,1.5,-4', components: ['Camera'] });
    // 6. save
    await call('save_scene', {});

    const total = answers.reduce((sum, a) => sum + a.bytes, 0);
    t.diagnostic(`${answers.length} calls, ${total} bytes of results: ${answers.map((a) => `${a.name} ${a.bytes}`).join(', ')}`);
    assert.equal(answers.length, PLANNED_CALLS);
    for (const a of answers) assert.ok(a.bytes <= MAX_ANSWER_BYTES, `${a.name} answered ${a.bytes} bytes (budget ${MAX_ANSWER_BYTES})`);
    assert.ok(total <= MAX_TOTAL_BYTES, `the task's results are ${total} bytes (budget ${MAX_TOTAL_BYTES})`);

    // The effects, from the scene file the editor saved.
    const scene = readFileSync(path.join(project, 'Assets/Scenes/Main.unity'), 'utf8');
    assert.match(scene, /"name":\s*"Player",\s*"tag":\s*"Player"/);
    assert.match(scene, /PlayerMove/);
    assert.match(scene, /"m_Mass":\s*2\b/);
    assert.match(scene, /"Follow Camera"/);
  });
