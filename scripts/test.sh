#!/usr/bin/env bash
# Patchbay's test command (README): installs what is missing, builds everything, and runs every
# test suite — formatting, C++ unit and transcript tests, the Unity package and headless host
# tests (mono), the interop suites driving the real binary with the official MCP SDK, the hub's
# multi-editor, end-to-end and front-door suites, real MCP clients (Claude Code, Gemini CLI), the
# dashboard in headless Chromium, the demo
# walkthrough, the official MCP
# conformance suites, the release packing, the fuzz targets for a short while, the Windows hub
# cross-built and run under Wine, a
# clang++ build with warnings as errors, and the sanitizer run.
# Ends with one summary line; exits non-zero if anything failed.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

bash scripts/install-deps.sh || { echo "test: dependency installation failed" >&2; exit 1; }
bash scripts/build.sh || { echo "test: build failed" >&2; exit 1; }

passed=0
failed=0
failed_names=()
run_suite() {
  local name="$1"
  shift
  echo
  echo "=== $name ==="
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "=== $name: passed in $((SECONDS - start)) s (run so far $((SECONDS / 60)) min) ==="
  else
    failed=$((failed + 1))
    failed_names+=("$name")
    echo "=== $name: FAILED after $((SECONDS - start)) s (run so far $((SECONDS / 60)) min) ==="
  fi
}

# Two builds run beside the NUnit and Node suites: the Windows hub (mingw-w64) and the test
# command's clang configuration (build-clang/: the hub, the unit tests and the fuzz targets, instrumented; the
# fuzz, clang and sanitizer stages below use it). NUnit runs on one core and the Node suites mostly wait on
# processes and timers; while a build runs their time limits are raised (tests/lib/node-suite.sh reads
# PATCHBAY_BACKGROUND_BUILD_PID; the NUnit stage's are set below).
bg_dir="$(mktemp -d)"
# Both run at a lower priority (nice): the suites' processes get the cores first, and the builds take what the
# suites leave idle (they mostly wait on processes and timers). The clang build, the longer one, may run a
# second job, but only while the load average is below 3 (PATCHBAY_BUILD_MAX_LOAD): in practice once the
# cross-build has ended, so three compilers (~1.5 GB each) rarely run at once.
(nice -n 10 env PATCHBAY_JOBS=1 bash scripts/build-cross.sh win-x64 >"$bg_dir/cross.log" 2>&1
  echo $? >"$bg_dir/cross.rc") &
cross_pid=$!
(nice -n 10 env PATCHBAY_JOBS=2 PATCHBAY_BUILD_MAX_LOAD=3 bash scripts/test-clang.sh --build-only >"$bg_dir/clang.log" 2>&1
  echo $? >"$bg_dir/clang.rc") &
clang_pid=$!
export PATCHBAY_BACKGROUND_BUILD_PID="$cross_pid $clang_pid"
# Waits for a background build; shows its log's end when it failed.
background_build() {
  local pid="$1" name="$2" what="$3"
  wait "$pid" 2>/dev/null || true
  if [ "$(cat "$bg_dir/$name.rc" 2>/dev/null)" != "0" ]; then
    tail -40 "$bg_dir/$name.log"
    echo "$what failed (log above)" >&2
    return 1
  fi
}
windows_suite() {
  background_build "$cross_pid" cross "Windows cross-build" || return 1
  bash tests/windows/run.sh
}
# clang-tidy needs only build-clang's compile commands and generated files: once that build is done, one run
# of it (one job) goes beside the fuzz, Wine and sanitizer stages (one fuzz target at a time, the others mostly
# wait), and the clang stage starts a second run on the files the first has not claimed yet
# (PATCHBAY_TIDY_SHARE), so both cores check the rest.
tidy_pid=
tidy_share="$bg_dir/tidy-claims"
fuzz_suite() {
  background_build "$clang_pid" clang "clang build (build-clang/)" || return 1
  (PATCHBAY_TIDY_SHARE="$tidy_share" PATCHBAY_JOBS=1 bash scripts/clang-tidy.sh build-clang >"$bg_dir/tidy.log" 2>&1
    echo $? >"$bg_dir/tidy.rc") &
  tidy_pid=$!
  bash scripts/fuzz.sh 15
}
clang_suite() {
  local status=0
  bash scripts/test-clang.sh --no-tidy || status=1
  if [ -n "$tidy_pid" ]; then
    PATCHBAY_TIDY_SHARE="$tidy_share" PATCHBAY_JOBS=1 bash scripts/clang-tidy.sh build-clang || status=1
    wait "$tidy_pid" 2>/dev/null || true
    cat "$bg_dir/tidy.log"
    [ "$(cat "$bg_dir/tidy.rc" 2>/dev/null)" = "0" ] || status=1
  else
    bash scripts/clang-tidy.sh build-clang || status=1
  fi
  return "$status"
}

run_suite "format (clang-format)" bash scripts/check-format.sh
run_suite "architecture map (docs/architecture.md names every room)" bash scripts/check-architecture.sh
run_suite "C++ unit and transcript tests (ctest)" \
  ctest --test-dir build --output-on-failure --timeout 120 -j2
if [ -x unity/test.sh ] || [ -f unity/test.sh ]; then
  # Its time limits (TestTime) x3 while the two builds run beside it, as tests/lib/node-suite.sh does.
  run_suite "Unity package and headless host (NUnit on mono; Unity 2021.3 and 6000.5 profiles)" \
    env PATCHBAY_TEST_TIME_SCALE="${PATCHBAY_TEST_TIME_SCALE:-3}" bash unity/test.sh build
fi
run_suite "interop (official MCP SDK client, raw HTTP and stdio)" bash tests/interop/run.sh
if [ -f tests/hub/run.sh ]; then
  run_suite "hub with editors (scripted test editor, official MCP SDK client)" bash tests/hub/run.sh
fi
for suite in tests/e2e tests/frontdoor; do
  if [ -f "$suite/run.sh" ]; then
    run_suite "$suite (real hub, headless Unity editor, official MCP SDK client)" bash "$suite/run.sh"
  fi
done
run_suite "real MCP clients (Claude Code with a scripted model, Gemini CLI; real hub and headless editor)" \
  bash tests/clients/run.sh
run_suite "dashboard in headless Chromium (playwright-core; hub, two headless editors, two sessions)" \
  bash tests/dashboard/run.sh
run_suite "demo walkthrough (hub + headless Unity editor)" bash scripts/demo.sh --once
run_suite "MCP conformance suites" bash tests/conformance/run.sh
run_suite "counted benchmark, smoke run (valgrind: instructions and allocations per call; reports, never fails on a figure)" \
  bash bench/run.sh counted --smoke
run_suite "release packing (scripts/release.sh: UPM tarball with Hub~, release assets, signed sums)" bash tests/release/run.sh

# One clang configuration (build-clang/, built beside the Node suites) serves the fuzz targets, the clang
# stage and the sanitizer stage below.
run_suite "fuzzing (libFuzzer + ASan/UBSan, 15 s per target; docs/fuzzing.md)" fuzz_suite

# The Windows hub: cross-built with mingw-w64 (-Werror) beside the suites above, then run under Wine
# (docs/platforms.md).
run_suite "Windows hub under Wine (conformance, interop, front door, setup, a headless editor linked)" \
  windows_suite

run_suite "sanitizers (ASan, LSan, UBSan): interop, hub and front-door suites against the instrumented clang hub" \
  bash scripts/test-sanitizers.sh
run_suite "clang++ build, warnings as errors, unit tests under ASan and UBSan, clang-tidy" clang_suite

rm -rf "$bg_dir"
echo
if ((failed)); then
  echo "Failed suites: ${failed_names[*]}"
fi
echo "suites: $passed passed, $failed failed ($((SECONDS / 60)) min)"
((failed == 0))
