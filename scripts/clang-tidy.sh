#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy: the checks the code passes today, every warning an error) over the
# hub's sources with the compile commands of a build directory (default build-clang/, which
# scripts/test-clang.sh makes). Exits non-zero on any finding.
#   bash scripts/clang-tidy.sh [BUILD_DIR] [FILE...]
#   PATCHBAY_TIDY_SHARE=DIR bash scripts/clang-tidy.sh ...   (runs sharing DIR split the files between them)
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
# PATCHBAY_TIDY_SHARE=DIR: several runs given the same DIR share the file list. Each file is checked by the
# run that claims it first (mkdir is atomic), so a second run started later takes over part of the rest:
# the test command starts one run when the clang build is done and a second when a core is free.
share="${PATCHBAY_TIDY_SHARE:-}"
if [ -n "$share" ]; then
  mkdir -p "$share" || { echo "clang-tidy: cannot create $share" >&2; exit 2; }
  # One file per clang-tidy process; the claim is the file's index in the list, the same in every run.
  tidy_claimed() {
    local share="$1" build="$2" index="$3" file="$4"
    mkdir "$share/$index" 2>/dev/null || exit 0
    clang-tidy -p "$build" --quiet "$file"
  }
  export -f tidy_claimed
  if for i in "${!files[@]}"; do printf '%s\n%s\n' "$i" "${files[$i]}"; done |
    xargs -P "${PATCHBAY_JOBS:-2}" -n 2 -d '\n' bash -c 'tidy_claimed "$0" "$1" "$2" "$3"' "$share" "$build" \
      >"$log" 2>/dev/null; then
    echo "clang-tidy: the files this run claimed are clean ($(find "$share" -mindepth 1 -maxdepth 1 | wc -l) of ${#files[@]} claimed by all runs)"
    exit 0
  fi
elif printf '%s\n' "${files[@]}" |
  xargs -P "${PATCHBAY_JOBS:-2}" -n 4 clang-tidy -p "$build" --quiet >"$log" 2>/dev/null; then
  echo "clang-tidy: ${#files[@]} files clean"
  exit 0
fi
grep -E "(error|warning):" -A3 "$log" || cat "$log"
echo "clang-tidy: findings above (.clang-tidy lists the checks)" >&2
exit 1
