// The demo's walkthrough: an MCP client (the official TypeScript SDK) connects to the hub named in
// hub.json, waits for the headless editor, and drives it a little, printing what it sees: the project, the
// editor's state, and the sample game's Arena scene opened.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, '.tools', 'package.json'));
const { Client } = await import(require.resolve('@modelcontextprotocol/sdk/client/index.js'));
const { StreamableHTTPClientTransport } = await import(
  require.resolve('@modelcontextprotocol/sdk/client/streamableHttp.js'));

const hub = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const client = new Client({ name: 'patchbay-demo', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(hub.mcp_url)));

const text = (r) => r.content.filter((c) => c.type === 'text').map((c) => c.text).join('\n');
let editors;
for (let i = 0; i < 150; i++) {
  editors = await client.callTool({ name: 'list_editors', arguments: {} });
  if (editors.structuredContent?.editors?.some((e) => e.state !== 'disconnected' && e.toolCount > 0)) break;
  await new Promise((r) => setTimeout(r, 200));
}
console.log('> list_editors\n' + text(editors) + '\n');
const tools = await client.listTools();
console.log(`> tools/list: ${tools.tools.length} tools: ${tools.tools.map((t) => t.name).join(', ')}\n`);
for (const [name, args] of [['get_project_info', {}], ['get_editor_state', {}]]) {
  if (!tools.tools.some((t) => t.name === name)) continue;
  const r = await client.callTool({ name, arguments: args });
  console.log(`> ${name}\n${text(r)}\n`);
}
// The sample project's game (Assets/Game): open its 3D scene and show what is in it, so the editor a client then
// connects to has a real-looking scene open.
if (tools.tools.some((t) => t.name === 'open_scene')) {
  const opened = await client.callTool({ name: 'open_scene', arguments: { path: 'Assets/Game/Scenes/Arena.unity' } });
  console.log(`> open_scene Assets/Game/Scenes/Arena.unity\n${text(opened)}\n`);
  const hierarchy = await client.callTool({ name: 'get_hierarchy', arguments: {} });
  const items = hierarchy.isError ? [] : JSON.parse(text(hierarchy)).items ?? [];
  console.log(`> get_hierarchy\n${items.map((i) => `  ${i.path}${i.prefab ? `  (prefab ${i.prefab})` : ''}`).join('\n')}\n`);
}
await client.close();
