#!/usr/bin/env bash
# Builds the hub and its unit tests with clang++ with warnings as errors in the test command's one clang
# configuration (build-clang/, instrumented with ASan and UBSan: scripts/lib/clang-build.sh), and runs
# the unit tests there: the hub must build warning-free with both g++ 12 and clang++ 14. Then clang-tidy
# runs over the sources with those compile commands (scripts/clang-tidy.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# --build-only: configure and build the hub, the unit tests and the fuzz targets, nothing more (the test
# command runs that beside its Node suites). --no-tidy: everything but clang-tidy (the test command runs
# clang-tidy beside its last stages).
build_only=0 tidy=1
case "${1:-}" in
  --build-only) build_only=1 ;;
  --no-tidy) tidy=0 ;;
  "") ;;
  *) echo "test-clang: unknown option '$1' (--build-only, --no-tidy)" >&2; exit 2 ;;
esac
source scripts/lib/clang-build.sh
configure_clang_build
if ((build_only)); then
  # PATCHBAY_BUILD_MAX_LOAD: start no further job while the load average is above it (ninja's and make's -l),
  # so a build beside other work takes its second core only when that core is idle.
  load=()
  [ -n "${PATCHBAY_BUILD_MAX_LOAD:-}" ] && load=(-- -l "$PATCHBAY_BUILD_MAX_LOAD")
  exec cmake --build build-clang -j "${PATCHBAY_JOBS:-2}" --target patchbay patchbay_unit_tests patchbay_fuzz_targets \
    "${load[@]}"
fi
cmake --build build-clang -j "${PATCHBAY_JOBS:-2}" --target patchbay patchbay_unit_tests
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=86"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=87"
bash scripts/lib/unit-tests.sh build-clang
# The same compile commands drive clang-tidy (.clang-tidy; warnings are errors).
if ((tidy)); then bash scripts/clang-tidy.sh build-clang; fi
