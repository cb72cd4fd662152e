#!/usr/bin/env bash
# Builds the hub and its unit tests with clang++ (build-clang/) with warnings as errors, and runs the
# unit tests: the hub must build warning-free with both g++ 12 and clang++ 14. Then clang-tidy runs over
# the sources with those compile commands (scripts/clang-tidy.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v clang++ >/dev/null || { echo "test-clang: clang++ missing; run scripts/install-deps.sh" >&2; exit 2; }
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
if [ ! -f build-clang/CMakeCache.txt ]; then
  cmake -S . -B build-clang "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
    -DPATCHBAY_WERROR=ON -DPATCHBAY_BUILD_UNITY=OFF -DPATCHBAY_BUILD_BENCH=OFF >/dev/null
fi
cmake --build build-clang -j "${PATCHBAY_JOBS:-2}" --target patchbay patchbay_unit_tests
build-clang/bin/patchbay_unit_tests --gtest_brief=1
# The same compile commands drive clang-tidy (.clang-tidy; warnings are errors).
bash scripts/clang-tidy.sh build-clang
