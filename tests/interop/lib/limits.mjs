// Time bounds. run.sh also passes --test-timeout so every single test is bounded; SUITE bounds a
// whole describe block (node:test applies a describe timeout to the block, not to each test).
export const SUITE = { timeout: 300000 };
export const TEST_TIMEOUT_MS = 30000;
