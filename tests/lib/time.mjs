// One setting for every time limit in the Node suites: PATCHBAY_TEST_TIME_SCALE (default 1) multiplies each
// test's timeout and each wait for a process, line or message. Instrumented builds (the sanitizer run sets 4)
// and slow or loaded machines raise it; a test never fails only because the machine is slow.
export const timeScale = (() => {
  const value = Number(process.env.PATCHBAY_TEST_TIME_SCALE ?? 1);
  return Number.isFinite(value) && value >= 1 ? value : 1;
})();

// A duration in milliseconds, scaled.
export function scaled(ms) {
  return Math.round(ms * timeScale);
}
