// Writes the MCP Bundle's manifest.json (stdout) from manifest.template.json for the hubs a release
// packs: the bundle runs `patchbay stdio` with the hub of the platform Claude Desktop runs on
// (mcp_config.platform_overrides, keyed by Node's process.platform) and declares only the platforms
// it carries. scripts/release.sh stages the files it names (server/<rid>/patchbay[.exe]; for a Mac
// release of two single-architecture hubs, server/osx/patchbay picks one) and validates the result
// with the official tool.
//   node manifest.mjs VERSION RID...      RID: linux-x64 win-x64 osx-universal osx-arm64 osx-x64
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [version, ...rids] = process.argv.slice(2);
if (!version || rids.length === 0) {
  console.error('manifest.mjs: usage: node manifest.mjs VERSION RID...');
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'manifest.template.json'), 'utf8'));

// process.platform -> the file under server/ that runs there.
// Claude Desktop's own platforms first: the first one is the default command.
const entries = new Map();
if (rids.includes('osx-universal')) entries.set('darwin', 'server/osx-universal/patchbay');
else if (rids.includes('osx-arm64') && rids.includes('osx-x64')) entries.set('darwin', 'server/osx/patchbay');
if (rids.includes('win-x64')) entries.set('win32', 'server/win-x64/patchbay.exe');
if (rids.includes('linux-x64')) entries.set('linux', 'server/linux-x64/patchbay');
const unknown = rids.filter((r) => !['linux-x64', 'win-x64', 'osx-universal', 'osx-arm64', 'osx-x64'].includes(r));
if (unknown.length > 0 || entries.size === 0) {
  console.error(`manifest.mjs: no bundle for ${rids.join(' ')}`);
  process.exit(2);
}

const [first, ...others] = [...entries];
manifest.version = version;
manifest.server.entry_point = first[1];
manifest.server.mcp_config.command = `\${__dirname}/${first[1]}`;
if (others.length > 0) {
  manifest.server.mcp_config.platform_overrides = Object.fromEntries(
    others.map(([platform, file]) => [platform, { command: `\${__dirname}/${file}` }]),
  );
}
manifest.compatibility.platforms = [...entries.keys()];
process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
