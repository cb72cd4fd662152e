// The tool list as an agent sees it, through the hub (built-ins, the editor's tools, the hub's
// `editor` argument): the default set must fit in 3,050 tokens and everything in 7,500 (issue 5, raised by
// issue 14 when scenes and prefabs became default, by issue 31 for the long tools' execution.taskSupport,
// about 10 tokens each, by issue 34 for the play group, by issue 43 for run_self_check and by issue 47 for step_game and the play-test tools; a token is counted as 4 bytes of compact
// JSON). The package's own ToolBudgetTests estimate the same from what the editor sends; this measures what reaches
// the client. "Every group" must really be every group: its count is checked against docs/tools.md, which
// is generated from the package.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startHub, startHost, copyProject, connectClient, waitEditor, e2eTest as test } from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };
const tokens = (tools) => Math.ceil(JSON.stringify({ tools }).length / 4);
const documented = (row) => Number(new RegExp(`^\\| ${row} \\| (\\d+) \\|`, 'm')
  .exec(readFileSync(new URL('../../docs/tools.md', import.meta.url), 'utf8'))[1]);

for (const [label, settings, budget, documentedTools] of [
  ['the default set', { autoStartHub: false }, 3050, documented('default set')],
  ['every group on', { groups: { assets: true, tests: true, search: true, menus: true, diagnostics: true, packages: true, editor: true, code: true, screenshots: true, materials: true, play: true }, autoStartHub: false }, 7500, documented('all groups on')],
]) {
  test(`tools/list of ${label} fits in ${budget} tokens as a client sees it`, T, async (t) => {
    const hub = await startHub(t);
    const project = copyProject(t, { name: 'Budget', settings });
    await startHost(t, { project, stateDir: hub.stateDir });
    const s = await connectClient(t, hub);
    // The editor is listed a moment before its tool list arrives; count once it has.
    const ed = await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
    const tools = await s.listTools();
    // The hub's play-test tools (run_playtest, record_playtest) are listed while an editor has step_game (issue 47).
    const hubTools = 2 + (settings.groups?.play ? 2 : 0);
    assert.equal(tools.length, ed.toolCount + hubTools, 'the built-ins and every editor tool are listed');
    assert.equal(tools.length, documentedTools + hubTools, `${label}: as many editor tools as docs/tools.md lists (regenerate it with unity/tools/gen-tools-doc.sh)`);
    const n = tokens(tools);
    t.diagnostic(`${tools.length} tools, ~${n} tokens`);
    assert.ok(n <= budget, `${label}: ~${n} tokens > ${budget}`);
    for (const tool of tools) {
      assert.match(tool.name, /^[a-z0-9_]{1,40}$/, 'snake_case, at most 40 characters');
      assert.ok(tool.description?.length > 0, `${tool.name} is described`);
      assert.ok(!JSON.stringify(tool.inputSchema).includes('$ref'), `${tool.name}: flat schema`);
    }
    assertSearchable(tools);
  });
}

// A client that defers schemas (Claude Code's tool search) finds a tool by its name and description, and
// `patchbay tools` shows the first sentence only: so the first sentence leads with what the tool does (a verb),
// ends with a full stop, is short, and no two tools share one; no two names are one another's plural or the
// same words in another order (issue 32). A new tool whose description starts with another verb adds it here.
const VERBS = new Set(['Add', 'Apply', 'Assign', 'Bring', 'Check', 'Clear', 'Close', 'Compile', 'Create', 'Delete',
  'Edit', 'Find', 'Import', 'Instantiate', 'List', 'Open', 'Play', 'Press', 'Query', 'Read', 'Remove', 'Render',
  'Run', 'Save', 'Select', 'Send', 'Set', 'Undo', 'Wait', 'Write']);
const MAX_FIRST_SENTENCE = 110;

// As src/app/tool_catalog.cpp's first_sentence: up to the first '.' followed by a space, a newline or the end.
function firstSentence(description) {
  const m = /^[\s\S]*?\.(?=\s|$)/.exec(description);
  return m ? m[0] : description.split('\n')[0];
}

function assertSearchable(tools) {
  const sentences = new Map();
  const shapes = new Map();
  for (const { name, description } of tools) {
    const first = firstSentence(description);
    assert.ok(first.endsWith('.'), `${name}: the first sentence ends with a full stop: "${first}"`);
    assert.ok(first.length <= MAX_FIRST_SENTENCE, `${name}: first sentence of ${first.length} > ${MAX_FIRST_SENTENCE} characters: "${first}"`);
    const verb = first.split(/[\s,:;]/)[0];
    assert.ok(VERBS.has(verb), `${name}: the first sentence starts with what it does (a verb), not "${verb}": "${first}"`);
    assert.ok(!sentences.has(first), `${name} and ${sentences.get(first)} share the first sentence "${first}"`);
    sentences.set(first, name);
    const shape = name.split('_').map((w) => w.replace(/s$/, '')).sort().join('_');
    assert.ok(!shapes.has(shape), `${name} and ${shapes.get(shape)} differ only by a plural or the order of words`);
    shapes.set(shape, name);
  }
}
