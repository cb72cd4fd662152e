// The tool list as an agent sees it, through the hub (built-ins, the editor's tools, the hub's
// `editor` argument): the default set must fit in 3,050 tokens and everything in 6,100 (issue 5, raised by
// issue 14 when scenes and prefabs became default, and by issue 31 for the long tools'
// execution.taskSupport, about 10 tokens each; a token is counted as 4 bytes of compact JSON). The
// package's own ToolBudgetTests estimate the same from what the editor sends; this measures what reaches
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
  ['every group on', { groups: { assets: true, tests: true, search: true, menus: true, diagnostics: true, packages: true, editor: true, code: true, screenshots: true, materials: true }, autoStartHub: false }, 6100, documented('all groups on')],
]) {
  test(`tools/list of ${label} fits in ${budget} tokens as a client sees it`, T, async (t) => {
    const hub = await startHub(t);
    const project = copyProject(t, { name: 'Budget', settings });
    await startHost(t, { project, stateDir: hub.stateDir });
    const s = await connectClient(t, hub);
    // The editor is listed a moment before its tool list arrives; count once it has.
    const ed = await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
    const tools = await s.listTools();
    assert.equal(tools.length, ed.toolCount + 2, 'the built-ins and every editor tool are listed');
    assert.equal(tools.length, documentedTools + 2, `${label}: as many editor tools as docs/tools.md lists (regenerate it with unity/tools/gen-tools-doc.sh)`);
    const n = tokens(tools);
    t.diagnostic(`${tools.length} tools, ~${n} tokens`);
    assert.ok(n <= budget, `${label}: ~${n} tokens > ${budget}`);
    for (const tool of tools) {
      assert.match(tool.name, /^[a-z0-9_]{1,40}$/, 'snake_case, at most 40 characters');
      assert.ok(tool.description?.length > 0, `${tool.name} is described`);
      assert.ok(!JSON.stringify(tool.inputSchema).includes('$ref'), `${tool.name}: flat schema`);
    }
  });
}
