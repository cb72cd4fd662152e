#!/usr/bin/env bash
# Builds the C# side (unity/build.sh) and runs every NUnit assembly with nunit-console (NUnit 2.6):
# the headless editor stand-in/host tests and, when present, the Unity package's tests.
# Ends with one line "N passed, M failed[, K skipped]" and exits non-zero on any failure.
# Usage: unity/test.sh [BUILD_DIR]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="${1:-$root/build}"
"$here/build.sh" "$build" || { echo "0 passed, 1 failed"; exit 1; }
build="$(cd "$build" && pwd)"
out="$build/unity"
results="$build/unity-test-results"
rm -rf "$results"
mkdir -p "$results"

assemblies=("$out/Patchbay.Headless.Tests.dll")
[ -f "$out/Patchbay.Editor.Tests.dll" ] && assemblies+=("$out/Patchbay.Editor.Tests.dll")

passed=0 failed=0 skipped=0 status=0
for asm in "${assemblies[@]}"; do
  name="$(basename "$asm" .dll)"
  echo "test.sh: running $name" >&2
  (cd "$out" && nunit-console -nologo -labels "$asm" -result="$results/$name.xml") >"$results/$name.log" 2>&1
  rc=$?
  if [ ! -f "$results/$name.xml" ]; then
    cat "$results/$name.log" >&2
    failed=$((failed + 1)); status=1; continue
  fi
  # Counts from the NUnit 2.6 result file: total excludes not-run tests.
  header="$(grep -o '<test-results [^>]*>' "$results/$name.xml" | head -1)"
  attr() { echo "$header" | sed -n "s/.* $1=\"\([0-9]*\)\".*/\1/p"; }
  t="$(attr total)" e="$(attr errors)" f="$(attr failures)" i="$(attr inconclusive)" n="$(attr not-run)"
  t=${t:-0} e=${e:-0} f=${f:-0} i=${i:-0} n=${n:-0}
  p=$((t - e - f - i))
  passed=$((passed + p)); failed=$((failed + e + f)); skipped=$((skipped + n + i))
  grep -E "^(\s*[0-9]+\) |Tests run:|  Not run:)" "$results/$name.log" >&2 || true
  if [ "$rc" -ne 0 ] || [ $((e + f)) -ne 0 ]; then
    status=1
    sed -n '/^Errors and Failures:/,/^Tests Not Run:/p' "$results/$name.log" | grep -v '^\s*at ' >&2 || true
  fi
done

summary="$passed passed, $failed failed"
[ "$skipped" -gt 0 ] && summary="$summary, $skipped skipped"
echo "$summary"
exit $status
