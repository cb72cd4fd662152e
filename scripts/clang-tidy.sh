#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: the checks the code passes today, every warning an error) over the
# hub's sources with the compile commands of a build directory (default build-clang/, which
# scripts/test-clang.sh makes). Exits non-zero on any finding.
#   bash scripts/clang-tidy.sh [BUILD_DIR] [FILE...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="${1:-build-clang}"
shift || true
command -v clang-tidy >/dev/null || { echo "clang-tidy: missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -f "$build/compile_commands.json" ] ||
  { echo "clang-tidy: $build/compile_commands.json missing; build there first (scripts/test-clang.sh)" >&2; exit 2; }
files=("$@")
((${#files[@]})) || mapfile -t files < <(find src -name '*.cpp' | sort)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if printf '%s\n' "${files[@]}" |
  xargs -P "${PATCHBAY_JOBS:-2}" -n 4 clang-tidy -p "$build" --quiet >"$log" 2>/dev/null; then
  echo "clang-tidy: ${#files[@]} files clean"
else
  grep -E "(error|warning):" -A3 "$log" || cat "$log"
  echo "clang-tidy: findings above (.clang-tidy lists the checks)" >&2
  exit 1
fi
