#!/usr/bin/env bash
# Fails when a C++ file differs from .clang-format. Fix with: scripts/check-format.sh --fix
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' 2>/dev/null || find src tests bench -name '*.[ch]pp')
((${#files[@]})) || exit 0
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if clang-format --dry-run -Werror "${files[@]}"; then
  echo "format: ${#files[@]} C++ files match .clang-format"
else
  echo "format: run scripts/check-format.sh --fix" >&2
  exit 1
fi
