#!/usr/bin/env bash
# Runs the interop, hub-with-editors and front-door suites (all the bad-input cases: garbage, floods,
# oversized bodies, slow clients, cancellations; editors reloading, vanishing and coming back; the stdio
# relay) against a hub built with AddressSanitizer, LeakSanitizer and UndefinedBehaviorSanitizer. Any
# memory error, leak or undefined behaviour fails the run: the suites' harnesses fail a test whose hub
# does not exit 0 when stopped (tests/lib/hub_harness.mjs stopCleanly).
#
# The hub is the test command's one clang configuration (build-clang/: clang++, ASan and UBSan,
# scripts/lib/clang-build.sh), whose unit tests scripts/test-clang.sh already runs under the same
# sanitizers; a second instrumented build cost a CI run ~15 minutes. For g++'s sanitizers instead:
#   PATCHBAY_SANITIZER_BUILD=gcc bash scripts/test-sanitizers.sh   (build-asan/, Debug -O1, unit tests too)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=86"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=87"
case "${PATCHBAY_SANITIZER_BUILD:-clang}" in
  clang)
    build=build-clang
    source scripts/lib/clang-build.sh
    configure_clang_build
    cmake --build build-clang -j "${PATCHBAY_JOBS:-2}" --target patchbay
    ;;
  gcc)
    build=build-asan
    generator=()
    command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
    if [ ! -f build-asan/CMakeCache.txt ]; then
      cmake -S . -B build-asan "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="-O1" \
        -DPATCHBAY_SANITIZE=ON -DPATCHBAY_BUILD_UNITY=OFF -DPATCHBAY_BUILD_BENCH=OFF >/dev/null
    fi
    cmake --build build-asan -j "${PATCHBAY_JOBS:-2}" --target patchbay patchbay_unit_tests
    bash scripts/lib/unit-tests.sh build-asan
    ;;
  *)
    echo "sanitizers: PATCHBAY_SANITIZER_BUILD must be clang or gcc, got '$PATCHBAY_SANITIZER_BUILD'" >&2
    exit 2
    ;;
esac
# Instrumented code runs several times slower: every test time limit is scaled (tests/lib/time.mjs).
export PATCHBAY_TEST_TIME_SCALE="${PATCHBAY_TEST_TIME_SCALE:-4}"
status=0
for suite in tests/interop tests/hub tests/frontdoor; do
  echo "--- $suite against the instrumented hub ($build/bin/patchbay)"
  PATCHBAY_BIN="$root/$build/bin/patchbay" bash "$suite/run.sh" || status=1
done
exit "$status"
