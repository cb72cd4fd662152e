// Time bounds. Every test gets TEST_TIMEOUT_MS through this `test` wrapper; SUITE bounds a whole
// describe block (node:test applies a describe timeout to the block, not to each test), and run.sh
// bounds each file with --test-timeout (which node applies to the file as a whole, too).
import { testWithTimeout } from '../../lib/hub_harness.mjs';
import { scaled } from '../../lib/time.mjs';

export const TEST_TIMEOUT_MS = scaled(30000);
export const SUITE = { timeout: scaled(300000) };
export const test = testWithTimeout(TEST_TIMEOUT_MS);
