#!/usr/bin/env bash
# Builds the C# side (unity/build.sh) and runs every NUnit assembly with nunit3-console (NUnit 3.6 on mono, restored
# by scripts/install-deps.sh into .tools/nuget):
# the headless editor stand-in/host tests and, when present, the Unity package's tests.
# First the package's source checks (unity/tools/check-package.sh: nothing names the stand-in, namespaces follow
# assembly and folders, no circle among the folders, the engine-free folders compile without Unity, no folder name
# in two assemblies).
# Runs it once per Unity profile the stand-in plays (docs/compatibility.md): the oldest (2021.3) in
# BUILD_DIR itself, where the Node suites find it, and the newest (6000.5) in BUILD_DIR/unity-6000.5, so
# the next API Unity removes fails here. Before that, the package and its tests are compiled (not run)
# for the versions in between, whose guards the two profiles do not reach: 2022.3, 6000.0, 6000.3, 6000.4
# (BUILD_DIR/unity-compile-<version>). Then docs/surface.md is checked against both builds
# (unity/tools/gen-surface-report.sh --check). PATCHBAY_UNITY_PROFILE=<p> runs that one profile in BUILD_DIR (no surface check).
# Ends with one line "N passed, M failed[, K skipped]" (all profiles) and exits non-zero on any failure.
# Usage: unity/test.sh [BUILD_DIR]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build_root="${1:-$root/build}"

passed=0 failed=0 skipped=0 status=0

nunit_console="${PATCHBAY_NUNIT_CONSOLE:-$root/.tools/nuget/nunit.consolerunner/3.6.0/tools/nunit3-console.exe}"
[ -f "$nunit_console" ] || { echo "test.sh: missing $nunit_console (run scripts/install-deps.sh)" >&2; exit 1; }

run_profile() { # profile, build dir, then extra nunit3-console options
  local profile="$1" build="$2"
  shift 2
  if ! PATCHBAY_UNITY_PROFILE="$profile" "$here/build.sh" "$build"; then
    echo "test.sh: Unity $profile profile does not build" >&2
    failed=$((failed + 1)); status=1; return
  fi
  build="$(cd "$build" && pwd)"
  local out="$build/unity" results="$build/unity-test-results"
  rm -rf "$results"
  mkdir -p "$results"
  local assemblies=("$out/Patchbay.Headless.Tests.dll")
  [ -f "$out/Patchbay.Editor.Tests.dll" ] && assemblies+=("$out/Patchbay.Editor.Tests.dll")
  local asm
  for asm in "${assemblies[@]}"; do
    run_assembly "$profile" "$out" "$results" "$asm" "$@"
  done
}

run_assembly() { # profile, out dir, results dir, assembly, then extra nunit3-console options
  local profile="$1" out="$2" results="$3" asm="$4"
  shift 4
  local name rc header t p f i k
  name="$(basename "$asm" .dll)"
  echo "test.sh: running $name (Unity $profile)" >&2
  # In process, as NUnit 2.6 ran: NUnit 3.6's agent process once lost its remoting link at the end of a run
  # (RemoteTestAgent.Stop: "Connection closed") and wrote no result file.
  (cd "$out" && mono "$nunit_console" --noheader --inprocess --labels=All --work="$results" "$@" "$asm" --result="$results/$name.xml") \
    >"$results/$name.log" 2>&1
  rc=$?
  if [ ! -f "$results/$name.xml" ]; then
    cat "$results/$name.log" >&2
    failed=$((failed + 1)); status=1; return
  fi
  # Counts from the NUnit 3 result file's <test-run>; its total includes skipped (ignored, explicit) tests.
  header="$(grep -o '<test-run [^>]*>' "$results/$name.xml" | head -1)"
  t="$(attr "$header" total)" p="$(attr "$header" passed)" f="$(attr "$header" failed)"
  i="$(attr "$header" inconclusive)" k="$(attr "$header" skipped)"
  t=${t:-0} p=${p:-0} f=${f:-0} i=${i:-0} k=${k:-0}
  passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + k + i))
  grep -E "^  (Test Count|Overall result):" "$results/$name.log" >&2 || true
  if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ] || [ "$t" -eq 0 ]; then
    status=1
    sed -n '/^Errors, Failures and Warnings/,/^Run Settings/p' "$results/$name.log" | grep -v '^\s*at ' >&2 || true
  fi
}

attr() { echo "$1" | sed -n "s/.* $2=\"\([0-9]*\)\".*/\1/p"; }

compile_profile() { # profile, build dir
  if PATCHBAY_UNITY_PROFILE="$1" PATCHBAY_UNITY_BUILD=package "$here/build.sh" "$2"; then
    passed=$((passed + 1))
  else
    echo "test.sh: the package does not compile for Unity $1" >&2
    failed=$((failed + 1)); status=1
  fi
}

if bash "$here/tools/check-package.sh"; then
  passed=$((passed + 1))
else
  echo "test.sh: the package's source checks failed (above)" >&2
  failed=$((failed + 1)); status=1
fi

if [ -n "${PATCHBAY_UNITY_PROFILE:-}" ]; then
  run_profile "$PATCHBAY_UNITY_PROFILE" "$build_root"
else
  for version in 2022.3 6000.0 6000.3 6000.4; do
    compile_profile "$version" "$build_root/unity-compile-$version"
  done
  run_profile 2021.3 "$build_root"
  # The host process tests (HostProcess) do not change with the profile; the package's tests, including its
  # agent loop through the host, all run again.
  run_profile 6000.5 "$build_root/unity-6000.5" --where "cat != HostProcess"
  # docs/surface.md, the stand-in's API surface against Unity's (issue 42), must be current for both builds just made
  # (unity/tools/gen-surface-report.sh; like check-package.sh, one check: about a second).
  if PATCHBAY_SURFACE_BUILT=1 bash "$here/tools/gen-surface-report.sh" --check "$build_root"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); status=1
  fi
fi

summary="$passed passed, $failed failed"
[ "$skipped" -gt 0 ] && summary="$summary, $skipped skipped"
echo "$summary"
exit $status
