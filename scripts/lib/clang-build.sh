# The one clang configuration of the test command (sourced by scripts/test-clang.sh and scripts/fuzz.sh):
# build-clang/, clang++, -O1 with assertions and line tables, warnings as errors, every library instrumented for libFuzzer
# coverage, ASan and UBSan (-DPATCHBAY_FUZZ=ON), the unit tests included. One build serves the clang
# warnings check, the unit tests under clang's sanitizers, clang-tidy's compile commands and the fuzz
# targets and the hub the sanitizer stage drives (separate configurations built the same sources two and
# three times: ~20 minutes of a CI run).
configure_clang_build() {
  local generator=()
  command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
  command -v clang++ >/dev/null || { echo "clang build: clang++ missing; run scripts/install-deps.sh" >&2; return 2; }
  if [ ! -f build-clang/CMakeCache.txt ] || ! grep -q '^PATCHBAY_FUZZ:BOOL=ON' build-clang/CMakeCache.txt ||
    ! grep -q '^CMAKE_BUILD_TYPE:STRING=Debug' build-clang/CMakeCache.txt; then
    rm -rf build-clang
    cmake -S . -B build-clang "${generator[@]}" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1" -DCMAKE_CXX_COMPILER=clang++ \
      -DPATCHBAY_WERROR=ON -DPATCHBAY_FUZZ=ON -DPATCHBAY_BUILD_TESTS=ON -DPATCHBAY_BUILD_BENCH=OFF \
      -DPATCHBAY_BUILD_UNITY=OFF >/dev/null ||
      { echo "clang build: configure failed" >&2; return 1; }
  fi
}
