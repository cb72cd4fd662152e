#!/usr/bin/env bash
# Runs every unit-test executable of a build directory (one per layer: BUILD_DIR/bin/patchbay_<layer>_tests),
# each with --gtest_brief; exits non-zero when any fails or none is found. Extra arguments go to each.
#   bash scripts/lib/unit-tests.sh build-asan [--gtest_filter=...]
set -uo pipefail
dir="${1:?usage: unit-tests.sh BUILD_DIR [gtest args]}"
shift
shopt -s nullglob
tests=("$dir"/bin/patchbay_*_tests)
((${#tests[@]})) || { echo "unit tests: none in $dir/bin (build the patchbay_unit_tests target)" >&2; exit 2; }
status=0
for t in "${tests[@]}"; do
  echo "--- $(basename "$t")"
  "$t" --gtest_brief=1 "$@" || status=1
done
exit "$status"
