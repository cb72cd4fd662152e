// Where things live, resolved from this file so tests run from any working directory.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// PATCHBAY_BIN lets a caller point the suites at another build (e.g. build-clang/bin/patchbay).
export const hubBinary = process.env.PATCHBAY_BIN
  ? path.resolve(process.env.PATCHBAY_BIN)
  : path.join(repoRoot, 'build/bin/patchbay');

export const toolsModules = path.join(repoRoot, '.tools/node_modules');
