// Where things live, resolved from this file so tests run from any working directory (a leaf: the
// SDK loader and the hub harness import it).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// PATCHBAY_BIN lets a caller point the suites at another build (e.g. build-clang/bin/patchbay).
export const hubBinary = process.env.PATCHBAY_BIN
  ? path.resolve(process.env.PATCHBAY_BIN)
  : path.join(repoRoot, 'build/bin/patchbay');

// The headless editor host and the sample project it opens (unity/build.sh builds both).
export const hostBinary = process.env.PATCHBAY_EDITOR_HOST
  ? path.resolve(process.env.PATCHBAY_EDITOR_HOST)
  : path.join(repoRoot, 'build/bin/patchbay-editor-host');
export const sampleProject = process.env.PATCHBAY_SAMPLE_PROJECT
  ? path.resolve(process.env.PATCHBAY_SAMPLE_PROJECT)
  : path.join(repoRoot, 'build/unity/SampleProject');

// The pinned Node packages (scripts/install-deps.sh): the MCP SDK, playwright-core.
export const toolsModules = path.join(repoRoot, '.tools/node_modules');
