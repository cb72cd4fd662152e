// The tool list as an agent sees it, through the hub (built-ins, the editor's tools, the hub's
// `editor` argument): the default set must fit in 2,000 tokens and everything in 6,000 (issue 5, raised by issue 14;
// a token is counted as 4 bytes of compact JSON). The package's own ToolBudgetTests measure what the
// editor sends; this measures what reaches the client.
import assert from 'node:assert/strict';
import { startHub, startHost, copyProject, connectClient, waitEditor, e2eTest as test } from './lib/e2e.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(120000) };
const tokens = (tools) => Math.ceil(JSON.stringify({ tools }).length / 4);

for (const [label, settings, budget, minTools] of [
  ['the default set', { autoStartHub: false }, 2000, 15],
  ['every group on', { groups: { scenes: true, assets: true, tests: true, search: true, menus: true, diagnostics: true, packages: true, editor: true, code: true, prefabs: true, screenshots: true, materials: true }, autoStartHub: false }, 6000, 30],
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
    assert.ok(tools.length >= minTools, `${tools.length} tools listed`);
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
