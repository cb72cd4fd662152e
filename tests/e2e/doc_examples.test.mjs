// Issue 45, "commands that do not work as written": every `patchbay call` example that the README, docs/, the
// Agent Skill `patchbay setup` writes and `patchbay call --help` show is run, as written, against the real hub and
// the real package on the headless editor, from inside the sample project. An example that names a parameter the
// tool does not have (`get_job --id`, `set_play_mode '{"mode": …}'`) or breaks in any other way fails the test
// command. Examples with placeholders (TOOL, ID, `…`) are not commands; `MyGame` stands for the project's editor.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, tempDir, repoRoot, DEFAULT_SETTINGS,
  e2eTest as test,
} from './lib/e2e.mjs';
import { hubBinary } from '../lib/paths.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(300000) };

function run(args, { cwd, env } = {}) {
  return new Promise((resolve) => {
    execFile(hubBinary, args, { timeout: scaled(120000), cwd, env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? (err.code ?? 1) : 0, stdout, stderr });
    });
  });
}

// The words of a shell command line: single and double quotes group, as sh reads these examples.
function words(line) {
  const out = [];
  let cur = '';
  let quote = null;
  let any = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null; else cur += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      any = true;
    } else if (/\s/.test(ch)) {
      if (cur || any) out.push(cur);
      cur = '';
      any = false;
    } else {
      cur += ch;
    }
  }
  if (cur || any) out.push(cur);
  return out;
}

// `patchbay call …` examples in a text: in code blocks and inline code, up to a comment, a closing backtick or `)`.
function examplesIn(text, source) {
  const found = [];
  for (const m of text.matchAll(/patchbay call ([^`\n#]*)/g)) {
    let line = m[1].replace(/\)\s*$/, '').trim();
    if (!/^[a-z][a-z0-9_]*(\s|$)/.test(line)) continue;  // an option first: a pattern
    // A pattern, not a command: its parameter names are still checked against the tool's schema.
    const pattern = /\bTOOL\b|\bID\b|…|\.\.\.|\bPATH\b|\[|<|\$/.test(line);
    found.push({ source, line, pattern });
  }
  return found;
}

test('every `patchbay call` example in the README, docs/, the skill and --help runs as written', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'MyGame', settings: { ...DEFAULT_SETTINGS, groups: { ...DEFAULT_SETTINGS.groups, assets: true } } });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });

  const examples = [];
  examples.push(...examplesIn(readFileSync(path.join(repoRoot, 'README.md'), 'utf8'), 'README.md'));
  for (const f of readdirSync(path.join(repoRoot, 'docs')).filter((n) => n.endsWith('.md')).sort())
    examples.push(...examplesIn(readFileSync(path.join(repoRoot, 'docs', f), 'utf8'), `docs/${f}`));
  const help = await run(['call', '--help']);
  examples.push(...examplesIn(help.stdout, 'patchbay call --help'));
  const home = tempDir(t);
  const setup = await run(['setup', 'claude-code', '--scope', 'project', '--state-dir', hub.stateDir], { cwd: project, env: { PATCHBAY_SETUP_HOME: home } });
  assert.equal(setup.code, 0, setup.stdout + setup.stderr);
  const skill = readFileSync(path.join(project, '.claude', 'skills', 'patchbay-unity', 'SKILL.md'), 'utf8');
  examples.push(...examplesIn(skill, 'the Agent Skill'));
  assert.ok(examples.some((e) => e.source === 'the Agent Skill') && examples.some((e) => e.source === 'patchbay call --help')
    && examples.some((e) => e.source === 'README.md'), `examples from every source: ${JSON.stringify(examples)}`);

  // Entering play mode goes last: the tools that change the scene refuse in play mode.
  const order = (e) => (/^set_play_mode/.test(e.line) ? 1 : 0);
  examples.sort((a, b) => order(a) - order(b));
  // What is a command: its first word a tool this session lists, or named like one (snake_case with an
  // underscore: a wrong tool name fails). Prose ("patchbay call is a value") is not; nor is the bare mention of a
  // tool the hub lists only where a setting allows it ("`patchbay call answer_dialog` where the project allows it").
  const listed = new Set((await s.listTools()).map((x) => x.name));
  const failures = [];
  const seen = new Set();
  for (const e of examples) {
    const [tool, ...rest] = words(e.line);
    if (!listed.has(tool) && (!tool.includes('_') || (rest.length === 0 && ['answer_dialog'].includes(tool)))) continue;
    if (seen.has(e.line)) continue;
    seen.add(e.line);
    if (e.pattern) {
      // `get_job --id ID`: each --flag must be one of the tool's parameters (as the CLI finds them: --delay-ms is delayMs).
      const schema = (await s.listTools()).find((x) => x.name === tool)?.inputSchema?.properties ?? {};
      const own = new Set(['editor', 'project', 'json', 'timeout', 'state-dir', 'retry', 'detach']);
      const camel = (f) => f.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      for (const w of rest.filter((x) => x.startsWith('--')).map((x) => x.slice(2).split('=')[0]))
        if (!own.has(w) && !(w in schema) && !(camel(w) in schema))
          failures.push(`${e.source}: patchbay call ${e.line}\n  --${w} is not a parameter of ${tool} (${Object.keys(schema).join(', ')})`);
      continue;
    }
    const args = ['call', ...words(e.line), '--state-dir', hub.stateDir];
    const r = await run(args, { cwd: project });
    let ok = r.code === 0;
    if (ok && args.includes('--detach')) {
      const waited = await run(['task', r.stdout.trim(), '--wait', '--state-dir', hub.stateDir], { cwd: project });
      ok = waited.code === 0;
      if (!ok) r.stderr += `\n(task --wait: ${waited.code} ${waited.stdout}${waited.stderr})`;
    }
    if (!ok) failures.push(`${e.source}: patchbay call ${e.line}\n  exit ${r.code}: ${(r.stderr || r.stdout).trim().slice(0, 400)}`);
  }
  assert.deepEqual(failures, [], `examples that do not work as written:\n${failures.join('\n')}`);
  assert.ok(seen.size >= 6, `ran ${seen.size} examples: ${[...seen].join(' | ')}`);
});
