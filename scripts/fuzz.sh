#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz in the test command's one clang configuration (build-clang/:
# every library instrumented for coverage, ASan and UBSan; scripts/lib/clang-build.sh) and runs each for SECONDS (default 20) on a copy of its committed seed corpus
# (tests/fuzz/corpus/<target>/), so a run never writes into the repository. Prints one line per target:
#   fuzz <target>: <execs> executions in <s> s, corpus <n> inputs, 0 crashes
# and exits non-zero on a crash, leak, UB report or timeout, naming the reproducer it kept.
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]      e.g. bash scripts/fuzz.sh 3600 (the long run)
# A crash found here becomes a regression test (docs/fuzzing.md); reproduce with
#   build-clang/bin/<target> <crash-file>
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-20}"
shift || true
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }
all=(jsonrpc_fuzz mcp_session_fuzz http_request_fuzz http_head_fuzz editor_link_fuzz setup_json_fuzz setup_toml_fuzz playtest_fuzz)
targets=("$@")
((${#targets[@]})) || targets=("${all[@]}")
for t in "${targets[@]}"; do
  [[ " ${all[*]} " == *" $t "* ]] || { echo "fuzz: unknown target '$t' (${all[*]})" >&2; exit 2; }
done
source scripts/lib/clang-build.sh
configure_clang_build || { echo "fuzz: configure failed" >&2; exit 1; }
cmake --build build-clang -j "${PATCHBAY_JOBS:-2}" --target "${targets[@]}" || { echo "fuzz: build failed" >&2; exit 1; }

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=()
for t in "${targets[@]}"; do
  mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
  cp -r "tests/fuzz/corpus/$t/." "$work/$t/corpus/" 2>/dev/null || true
  log="$work/$t/log"
  build-clang/bin/"$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/$t/artifacts/" "$work/$t/corpus" >"$log" 2>&1
  status=$?
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  inputs="$(find "$work/$t/corpus" -type f | wc -l)"
  crashes="$(find "$work/$t/artifacts" -type f | wc -l)"
  echo "fuzz $t: ${execs:-?} executions in $seconds s, corpus $inputs inputs, $crashes crashes"
  if ((status != 0 || crashes > 0)); then
    failed+=("$t")
    mkdir -p build-clang/findings/"$t"
    cp "$work/$t/artifacts/"* build-clang/findings/"$t"/ 2>/dev/null || true
    grep -E "ERROR|SUMMARY|runtime error|Test unit written" "$log" | head -20 >&2
    echo "fuzz $t: FAILED (exit $status); reproducers kept in build-clang/findings/$t/" >&2
  fi
done
if ((${#failed[@]})); then
  echo "fuzz: failed: ${failed[*]}" >&2
  exit 1
fi
