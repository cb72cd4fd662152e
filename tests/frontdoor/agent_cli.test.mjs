// The command line as agents drive it (issue 32): `patchbay tools` and `patchbay tools NAME`, a
// call's parameters as flags named after the schema and converted by its types, did-you-mean for
// unknown tools and flags, routing as `patchbay stdio` routes (working directory, --project,
// --editor), and the exit codes an agent branches on (0 ok, 1 tool error, 2 usage, 3 no hub or no
// editor, 4 several editors and none chosen).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  test, stateDir, minimalEnv, startServe, runCli, addTestEditor, echoTool, tempDir,
} from './lib/frontdoor.mjs';

// A tool with every kind of parameter; it answers with the arguments it got.
function shapeTool() {
  return {
    name: 'make_shape',
    description: 'Test double: make a shape from typed parameters. Answers with its arguments.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'The shape\'s name' },
        count: { type: 'integer', default: 1 },
        scale: { type: 'number' },
        force: { type: 'boolean' },
        position: { type: 'array', items: { type: 'number' } },
        tags: { type: 'array', items: { type: 'string' } },
        mode: { type: 'string', enum: ['Fast', 'Careful'] },
        extra: { type: 'object' },
        delayMs: { type: 'integer' },
      },
      required: ['name'],
    },
    _meta: { 'patchbay/group': 'shapes' },
    handler: (args) => ({ content: [{ type: 'text', text: JSON.stringify(args) }], isError: false }),
  };
}

// A listed tool the project's settings block.
function lockedTool() {
  return {
    name: 'write_thing',
    description: 'Test double: writes a file. Blocked until the project allows file writes.',
    inputSchema: { type: 'object', properties: {} },
    _meta: { 'patchbay/group': 'shapes', 'patchbay/security': 'file_write', 'patchbay/allowed': false },
    handler: () => ({ content: [{ type: 'text', text: 'wrote' }], isError: false }),
  };
}

async function oneEditor(t) {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  await startServe(t, dir, { env });
  const ed = await addTestEditor(t, dir, { project: 'Shapes', tools: [echoTool(), shapeTool(), lockedTool()] });
  const cli = (...args) => runCli([...args, '--state-dir', dir], { env });
  return { dir, env, ed, cli };
}

test('tools: one line a tool, grouped, blocked tools say which setting, switched-off groups named', async (t) => {
  const { cli, ed } = await oneEditor(t);
  const r = await cli('tools');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, new RegExp(`Tools of ${ed.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(only\\)`));
  assert.match(r.stdout, /^shapes:$/m);
  assert.match(r.stdout, /^ {2}make_shape +Test double: make a shape from typed parameters\.$/m, 'the first sentence only');
  assert.match(r.stdout, /^ {2}write_thing .*\[off: needs allowFileWrites\]$/m);
  assert.match(r.stdout, /^hub \(Patchbay's own\):$/m);
  assert.match(r.stdout, /^ {2}list_editors /m);
  assert.match(r.stdout, /Groups switched off in this project .*: core, scenes/);
  const j = await cli('tools', '--json');
  assert.equal(j.code, 0, j.stderr);
  assert.ok(JSON.parse(j.stdout).some((x) => x.name === 'make_shape'));
});

test('tools NAME: parameters with types, required, defaults and allowed values, and an example call', async (t) => {
  const { cli } = await oneEditor(t);
  const r = await cli('tools', 'make_shape');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^ {2}--name {2}string, required$/m);
  assert.match(r.stdout, /^ {6}The shape's name$/m);
  assert.match(r.stdout, /^ {2}--count {2}integer, default 1$/m);
  assert.match(r.stdout, /^ {2}--position {2}array of number$/m);
  assert.match(r.stdout, /One of: Fast, Careful/);
  assert.match(r.stdout, /^ {2}patchbay call make_shape --name text$/m);
  const bad = await cli('tools', 'make_shap');
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Did you mean make_shape\?/);
  assert.match(bad.stderr, /patchbay tools/);
  assert.equal(bad.stdout, '');
});

test('call: parameters as flags, converted by the schema; key=value and JSON still work', async (t) => {
  const { cli } = await oneEditor(t);
  const r = await cli('call', 'make_shape', '--name', 'Player', '--count', '3', '--scale', '2.5', '--force',
    '--position', '0,1,0', '--tags', 'a, b', '--mode', 'careful', '--extra', '{"k": [1]}', '--delay-ms', '7');
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), {
    name: 'Player', count: 3, scale: 2.5, force: true, position: [0, 1, 0], tags: ['a', 'b'], mode: 'Careful',
    extra: { k: [1] }, delayMs: 7,
  });
  const f = await cli('call', 'make_shape', '--name=123', '--force=false', '--json');
  assert.equal(f.code, 0, f.stderr);
  const text = JSON.parse(f.stdout).content[0].text;
  assert.deepEqual(JSON.parse(text), { name: '123', force: false }, 'a string stays a string; --json after the flags');
  const kv = await cli('call', 'make_shape', 'name=Cube', 'count=2');
  assert.deepEqual(JSON.parse(kv.stdout), { name: 'Cube', count: 2 });
  const js = await cli('call', 'make_shape', '{"name": "Json", "force": true}');
  assert.deepEqual(JSON.parse(js.stdout), { name: 'Json', force: true });
});

test('call: an unknown tool, an unknown flag or a wrong type is a usage error (2) that names it; nothing runs', async (t) => {
  const { cli, ed } = await oneEditor(t);
  const cases = [
    [['call', 'make_shap', '--name', 'x'], /no tool "make_shap".*Did you mean make_shape\?[\s\S]*patchbay tools/],
    [['call', 'make_shape', '--nmae', 'x'], /--nmae is not a parameter of make_shape\. Did you mean --name\?.*--count \(integer\)/],
    [['call', 'make_shape', '--name', 'x', '--count', 'three'], /--count \(integer\) expects an integer, got "three"/],
    [['call', 'make_shape', '--name', 'x', '--position', '0,up,0'], /--position \(array of number\) expects comma-separated values, each a number/],
    [['call', 'make_shape', '--name', 'x', '--mode', 'Slow'], /--mode \(string\) expects one of Fast, Careful, got "Slow"/],
    [['call', 'make_shape', '--name', 'x', '--extra', '[1]'], /--extra \(object\) expects a JSON object/],
    [['call', 'make_shape', '--name'], /--name needs a value \(string\)/],
    [['call', 'make_shape', 'oops'], /expected --name value, key=value or one JSON object/],
  ];
  for (const [args, pattern] of cases) {
    const r = await cli(...args);
    assert.equal(r.code, 2, `${args.join(' ')}: code ${r.code}\n${r.stderr}`);
    assert.match(r.stderr, pattern, args.join(' '));
    assert.equal(r.stdout, '', `${args.join(' ')}: nothing on stdout`);
  }
  assert.equal(ed.runCount('make_shape'), 0, 'no bad call reached the editor');
});

test('exit codes: 3 without a hub or an editor, 4 with several editors and none chosen, routing by directory and --project', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const cli = (args, opts = {}) => runCli([...args, '--state-dir', dir], { env, ...opts });
  for (const args of [['call', 'echo'], ['tools']]) {
    const r = await cli(args);
    assert.equal(r.code, 3, `${args.join(' ')} without a hub: ${r.stderr}`);
    assert.match(r.stderr, /patchbay serve/);
  }
  await startServe(t, dir, { env, args: ['--first-list-wait', '0.2'] });
  const noEditor = await cli(['call', 'echo']);
  assert.equal(noEditor.code, 3, `a hub without editors: ${noEditor.stderr}`);
  assert.match(noEditor.stderr, /no Unity editor has connected/);
  const noTools = await cli(['tools']);
  assert.equal(noTools.code, 3, `tools from a hub without editors: ${noTools.stderr}`);
  const root = fs.realpathSync(tempDir(t, 'patchbay-fd-agents-'));
  const alphaPath = path.join(root, 'Alpha');
  const betaPath = path.join(root, 'Beta');
  fs.mkdirSync(path.join(betaPath, 'Assets'), { recursive: true });
  const alpha = await addTestEditor(t, dir, { project: 'Alpha', projectPath: alphaPath });
  const beta = await addTestEditor(t, dir, { project: 'Beta', projectPath: betaPath });
  const several = await cli(['call', 'echo', '--text', 'hi']);
  assert.equal(several.code, 4, several.stderr);
  assert.ok(several.stderr.includes(alpha.id) && several.stderr.includes(beta.id), several.stderr);
  assert.match(several.stderr, /--editor/);
  const tools = await cli(['tools']);
  assert.equal(tools.code, 4, tools.stderr);
  assert.ok(tools.stderr.includes(alpha.id) && tools.stderr.includes(beta.id), tools.stderr);
  const inBeta = await cli(['call', 'echo', '--text', 'hi'], { cwd: path.join(betaPath, 'Assets') });
  assert.equal(inBeta.code, 0, inBeta.stderr);
  assert.equal(JSON.parse(inBeta.stdout).editor, beta.id, 'the working directory picks the editor');
  const listed = await cli(['tools'], { cwd: betaPath });
  assert.equal(listed.code, 0, listed.stderr);
  assert.ok(listed.stdout.includes(`Tools of ${beta.id} (cwd)`), listed.stdout);
  const pinned = await cli(['call', 'echo', '--project', alphaPath, '--text', 'hi']);
  assert.equal(pinned.code, 0, pinned.stderr);
  assert.equal(JSON.parse(pinned.stdout).editor, alpha.id, '--project picks the editor');
  const unknown = await cli(['call', 'echo', '--editor', 'Gamma']);
  assert.equal(unknown.code, 3, unknown.stderr);
  assert.match(unknown.stderr, /Gamma/);
  await alpha.close();
  await beta.close();
});

// Two editors of different projects whose tools differ: one has a tool the other lacks, and both
// have make_shape with different parameters (the hub's tools/list holds only the first editor's).
test('tools and call use the routed editor\'s own tools: directory, --editor and --project pick it; a name matching none is exit 3', async (t) => {
  const dir = stateDir(t);
  const env = minimalEnv(t);
  const cli = (args, opts = {}) => runCli([...args, '--state-dir', dir], { env, ...opts });
  await startServe(t, dir, { env });
  const root = fs.realpathSync(tempDir(t, 'patchbay-fd-agents-'));
  const alphaPath = path.join(root, 'Alpha');
  const betaPath = path.join(root, 'Beta');
  for (const p of [alphaPath, betaPath]) fs.mkdirSync(p, { recursive: true });
  const alphaOnly = {
    name: 'alpha_only', description: 'Test double: only Alpha has it.', inputSchema: { type: 'object', properties: {} },
    _meta: { 'patchbay/group': 'shapes' }, handler: () => ({ content: [{ type: 'text', text: 'alpha' }], isError: false }),
  };
  const betaShape = shapeTool();
  betaShape.inputSchema = { type: 'object', properties: { size: { type: 'integer' } }, required: ['size'] };
  const alpha = await addTestEditor(t, dir, { project: 'Alpha', projectPath: alphaPath, tools: [echoTool(), shapeTool(), alphaOnly] });
  const beta = await addTestEditor(t, dir, { project: 'Beta', projectPath: betaPath, tools: [echoTool(), betaShape, lockedTool()] });
  assert.ok(alpha.id < beta.id, 'Alpha wins the shared name in the hub\'s union');

  const inAlpha = await cli(['tools'], { cwd: alphaPath });
  assert.equal(inAlpha.code, 0, inAlpha.stderr);
  assert.ok(inAlpha.stdout.includes(`Tools of ${alpha.id} (cwd)`), inAlpha.stdout);
  assert.match(inAlpha.stdout, /^ {2}alpha_only /m);
  assert.doesNotMatch(inAlpha.stdout, /write_thing/, 'Beta\'s tools are not Alpha\'s');
  const inBeta = await cli(['tools'], { cwd: betaPath });
  assert.equal(inBeta.code, 0, inBeta.stderr);
  assert.ok(inBeta.stdout.includes(`Tools of ${beta.id} (cwd)`), inBeta.stdout);
  assert.doesNotMatch(inBeta.stdout, /alpha_only/, 'Alpha\'s tools are not Beta\'s');
  assert.match(inBeta.stdout, /^ {2}write_thing .*\[off: needs allowFileWrites\]$/m, 'off in Beta, with the setting');
  assert.match(inBeta.stdout, /^ {2}list_editors /m, 'the hub\'s own tools are listed too');
  const json = await cli(['tools', '--json'], { cwd: betaPath });
  assert.deepEqual(JSON.parse(json.stdout).map((x) => x.name).sort(),
    ['echo', 'list_editors', 'make_shape', 'select_editor', 'write_thing']);

  for (const pick of [['--editor', beta.id], ['--editor', 'Beta'], ['--project', betaPath]]) {
    const r = await cli(['tools', 'make_shape', ...pick], { cwd: alphaPath });
    assert.equal(r.code, 0, `${pick.join(' ')}: ${r.stderr}`);
    assert.match(r.stdout, /^ {2}--size {2}integer, required$/m, `${pick.join(' ')} shows Beta's make_shape`);
    const list = await cli(['tools', ...pick], { cwd: alphaPath });
    assert.ok(list.stdout.includes(`Tools of ${beta.id} (pinned)`), list.stdout);
  }

  // Flags are converted by the routed editor's schema, and did-you-mean uses its names.
  const sized = await cli(['call', 'make_shape', '--size', '3'], { cwd: betaPath });
  assert.equal(sized.code, 0, sized.stderr);
  assert.deepEqual(JSON.parse(sized.stdout), { size: 3 });
  const wrong = await cli(['call', 'make_shape', '--size', '3'], { cwd: alphaPath });
  assert.equal(wrong.code, 2, wrong.stderr);
  assert.match(wrong.stderr, /--size is not a parameter of make_shape/);
  const missing = await cli(['call', 'alpha_only'], { cwd: betaPath });
  assert.equal(missing.code, 2, missing.stderr);
  assert.ok(missing.stderr.includes(`no tool "alpha_only" in the editor this command routes to (${beta.id})`), missing.stderr);
  assert.match(missing.stderr, /Another editor the hub knows has it.*--editor/);
  assert.equal(alpha.runCount('alpha_only'), 0);
  const there = await cli(['call', 'alpha_only', '--editor', 'Alpha'], { cwd: betaPath });
  assert.equal(there.code, 0, there.stderr);
  assert.equal(there.stdout.trim(), 'alpha');

  for (const pick of [['--editor', 'Gamma'], ['--project', path.join(root, 'Gamma')]]) {
    const r = await cli(['tools', ...pick], { cwd: alphaPath });
    assert.equal(r.code, 3, `${pick.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /Gamma/);
    assert.ok(r.stderr.includes(alpha.id) && r.stderr.includes(beta.id), `the editors are listed: ${r.stderr}`);
    assert.match(r.stderr, /patchbay editors/);
    assert.equal(r.stdout, '', 'no other editor\'s tools');
  }
});
