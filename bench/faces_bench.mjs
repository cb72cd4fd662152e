// What each face costs an agent in context (issue 32): MCP (tool schemas, server instructions, a
// call's JSON and its result) against the command line with the Agent Skill (the skill's metadata,
// the skill when used, `patchbay tools`, a `patchbay call` command line and what it prints). Counts
// characters and reports tokens as characters / 4, the approximation docs/tools.md uses; no model
// is run, so these are the bytes an agent's context receives, not a tokenizer's count.
//
//   node bench/faces_bench.mjs
//
// Runs the real package on the headless editor host (the default tool set) behind a real hub, and
// `patchbay setup claude-code` into a temporary home for the skill. Needs build/bin/patchbay,
// build/bin/patchbay-editor-host and build/unity/SampleProject.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hubBinary, deadline, startServe, post, openSession } from './lib/hub_client.mjs';
import { copyProject, startHost } from '../tests/e2e/lib/e2e.mjs';

const tokens = (s) => Math.round(s.length / 4);

// The same tasks through both faces: orient, build a little, read back, compile and read the console.
const tasks = [
  ['get_editor_state', {}],
  ['create_game_object', { name: 'Player', primitive: 'Capsule', position: [0, 1, 0] }],
  ['add_component', { target: 'Player', type: 'Rigidbody' }],
  ['get_game_object', { target: 'Player' }],
  ['get_hierarchy', {}],
  ['compile', {}],
  ['get_console_logs', {}],
];

// The command line an agent would type for a call.
function commandLine(name, args) {
  const flags = Object.entries(args).map(([k, v]) => `--${k} ${Array.isArray(v) ? v.join(',') : v}`);
  return ['patchbay', 'call', name, ...flags].join(' ');
}

function cli(args, { cwd, env }) {
  const r = spawnSync(hubBinary, args, { cwd, env, encoding: 'utf8', timeout: 120000 });
  if (r.status !== 0 && r.status !== 1) throw new Error(`patchbay ${args.join(' ')}: ${r.status} ${r.stderr}`);
  return r;
}

async function main() {
  console.log(`# faces_bench — ${new Date().toISOString()}, hub ${hubBinary}\n`);
  const hub = await startServe();
  const root = mkdtempSync(path.join(os.tmpdir(), 'patchbay-faces-'));
  const project = copyProject(undefined, { root, name: 'FacesProject', settings: { autoStartHub: false } });
  const host = await startHost(undefined, { project, stateDir: hub.stateDir });
  const home = path.join(root, 'home');
  const env = { ...process.env, PATCHBAY_SETUP_HOME: home };
  try {
    const { c, sid } = await openSession(hub.port);
    const init = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'faces', version: '0' } } });
    const { body: initBody } = await openSession(hub.port).then(({ c: c2 }) => c2.request(post(hub.port, init)));
    const instructions = JSON.parse(initBody).result.instructions ?? '';
    let tools = [];
    for (let i = 0; i < 100; i++) {
      const { body } = await deadline(c.request(post(hub.port, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', { sid })), 'tools/list');
      tools = JSON.parse(body).result.tools;
      if (tools.some((t) => t.name === 'compile')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const listJson = JSON.stringify(tools);
    const names = tools.map((t) => t.name).join('\n');

    cli(['setup', 'claude-code', '--state-dir', hub.stateDir], { cwd: project, env });
    const skill = readFileSync(path.join(home, '.claude', 'skills', 'patchbay-unity', 'SKILL.md'), 'utf8');
    const frontMatter = skill.slice(0, skill.indexOf('\n---\n', 4) + 5);
    const toolsOut = cli(['tools', '--state-dir', hub.stateDir], { cwd: project, env }).stdout;
    const toolHelp = cli(['tools', 'create_game_object', '--state-dir', hub.stateDir], { cwd: project, env }).stdout;

    console.log('## Loaded up front (every session)\n');
    console.log('| face | what | characters | ~tokens |\n|---|---|---:|---:|');
    console.log(`| MCP, schemas loaded | tools/list (${tools.length} tools) + instructions | ${listJson.length + instructions.length} | ${tokens(listJson) + tokens(instructions)} |`);
    console.log(`| MCP, schemas deferred (Claude Code) | tool names + instructions | ${names.length + instructions.length} | ${tokens(names) + tokens(instructions)} |`);
    console.log(`| CLI + skill | the skill's name and description | ${frontMatter.length} | ${tokens(frontMatter)} |`);
    console.log('\n## Loaded when needed\n');
    console.log('| face | what | characters | ~tokens |\n|---|---|---:|---:|');
    console.log(`| CLI + skill | SKILL.md, once the agent uses it | ${skill.length} | ${tokens(skill)} |`);
    console.log(`| CLI | \`patchbay tools\` | ${toolsOut.length} | ${tokens(toolsOut)} |`);
    console.log(`| CLI | \`patchbay tools create_game_object\` | ${toolHelp.length} | ${tokens(toolHelp)} |`);
    const schema = JSON.stringify(tools.find((t) => t.name === 'create_game_object'));
    console.log(`| MCP, deferred | create_game_object's schema (tool search) | ${schema.length} | ${tokens(schema)} |`);

    console.log('\n## Per call (the call as the agent writes it + the result it reads)\n');
    console.log('| tool | MCP call + result | CLI command + output |\n|---|---:|---:|');
    // Each face runs the whole task list on the same scene, MCP first; the object it made is deleted
    // before the command line makes its own, so both read the same answers.
    const mcp = [];
    let id = 10;
    const mcpCall = async (name, args) => {
      const { body } = await deadline(c.request(post(hub.port, JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name, arguments: args } }), { sid })), name, 120000);
      return JSON.parse(body).result;
    };
    await mcpCall('clear_console', {});
    for (const [name, args] of tasks) {
      const result = await mcpCall(name, args);
      const text = (result.content ?? []).map((b) => b.text ?? '').join('\n');
      mcp.push({ tokens: tokens(JSON.stringify({ name, arguments: args })) + tokens(text), error: result.isError });
    }
    await mcpCall('delete_game_object', { target: 'Player' });
    await mcpCall('clear_console', {});
    let mcpTotal = 0;
    let cliTotal = 0;
    tasks.forEach(([name, args], i) => {
      const line = commandLine(name, args);
      const r = cli([...line.split(' ').slice(1), '--state-dir', hub.stateDir], { cwd: project, env });
      const cl = tokens(line) + tokens(r.stdout + r.stderr);
      mcpTotal += mcp[i].tokens;
      cliTotal += cl;
      const failed = mcp[i].error || r.status !== 0 ? ' (tool error)' : '';
      console.log(`| \`${name}\`${failed} | ${mcp[i].tokens} | ${cl} |`);
    });
    console.log(`| **${tasks.length} calls** | **${mcpTotal}** | **${cliTotal}** |`);
  } finally {
    await host.stop?.();
    await hub.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
