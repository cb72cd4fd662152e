// The hub suite's helpers: the shared harness (tests/lib/hub_harness.mjs: hubs on port 0, test
// editors, SDK sessions with Patchbay's routing headers and initialize _meta), the scripted test
// editor's tools, and this suite's time limit per test.
import { testWithTimeout } from '../../lib/hub_harness.mjs';
import { scaled } from '../../lib/time.mjs';

export {
  sleep, startHub, projectsRoot, makeProject, addEditor, connectReady, connectClient, textOf, answeredBy,
  eventually, assertHubHealthy,
} from '../../lib/hub_harness.mjs';
export { TestEditor, echoTool, blockTool, slowTool, failTool } from '../../editor-double/test_editor.mjs';

export const TEST_TIMEOUT_MS = scaled(30000);
export const test = testWithTimeout(TEST_TIMEOUT_MS);
