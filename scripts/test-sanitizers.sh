#!/usr/bin/env bash
# Builds the hub with AddressSanitizer, LeakSanitizer and UndefinedBehaviorSanitizer (build-asan/)
# and runs the C++ unit/transcript tests and the interop, hub-with-editors and front-door suites (all
# the bad-input cases: garbage, floods, oversized bodies, slow clients, cancellations; editors
# reloading, vanishing and coming back; the stdio relay) against the instrumented binary. Any memory
# error, leak or undefined behaviour fails the run: the suites' harnesses fail a test whose hub does
# not exit 0 when stopped (tests/interop/lib/hub.mjs stopCleanly).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
if [ ! -f build-asan/CMakeCache.txt ]; then
  cmake -S . -B build-asan "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="-O1" -DPATCHBAY_SANITIZE=ON \
    -DPATCHBAY_BUILD_UNITY=OFF -DPATCHBAY_BUILD_BENCH=OFF >/dev/null
fi
cmake --build build-asan -j "${PATCHBAY_JOBS:-2}" --target patchbay patchbay_unit_tests
# Instrumented code runs several times slower: every test time limit is scaled (tests/lib/time.mjs).
export PATCHBAY_TEST_TIME_SCALE="${PATCHBAY_TEST_TIME_SCALE:-4}"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=86"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=87"
bash scripts/lib/unit-tests.sh build-asan
status=0
for suite in tests/interop tests/hub tests/frontdoor; do
  echo "--- $suite against the instrumented hub"
  PATCHBAY_BIN="$root/build-asan/bin/patchbay" bash "$suite/run.sh" || status=1
done
exit "$status"
