#!/usr/bin/env bash
# Regenerates docs/surface.md: the stand-in's public API surface against Unity's (issue 42). For each profile the
# stand-in plays, the public members of the types it models, read by reflection from the build, against those
# UnityCsReference declares (unity/headless/Surface/unity-<tag>.txt, written by unity/tools/surface/extract.sh):
# the 2021.3 build (BUILD_DIR/unity) against unity-2021.3.*.txt, the 6000.5 build (BUILD_DIR/unity-6000.5/unity,
# where unity/test.sh builds it) against unity-6000.*.txt.
#   unity/tools/gen-surface-report.sh [BUILD_DIR]           write docs/surface.md
#   unity/tools/gen-surface-report.sh --check [BUILD_DIR]   exit 1 if docs/surface.md is stale
# Builds both profiles first, unless PATCHBAY_SURFACE_BUILT=1 says they are built (unity/test.sh, which just built them).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
build="${1:-$root/build}"
if [[ "${PATCHBAY_SURFACE_BUILT:-}" != 1 ]]; then
  PATCHBAY_UNITY_PROFILE=2021.3 "$root/unity/build.sh" "$build" >/dev/null 2>&1 || { echo "gen-surface-report: unity/build.sh failed (2021.3)" >&2; exit 1; }
  PATCHBAY_UNITY_PROFILE=6000.5 "$root/unity/build.sh" "$build/unity-6000.5" >/dev/null 2>&1 || { echo "gen-surface-report: unity/build.sh failed (6000.5)" >&2; exit 1; }
fi
build="$(cd "$build" && pwd)"
out="$build/unity"
surface="$root/unity/headless/Surface"
ref2021="$(find "$surface" -maxdepth 1 -name 'unity-2021.3.*.txt' | sort -V | tail -1)"
ref6000="$(find "$surface" -maxdepth 1 -name 'unity-6000.*.txt' | sort -V | tail -1)"
[[ -n "$ref2021" && -n "$ref6000" ]] || { echo "gen-surface-report: no reference files in $surface (unity/tools/surface/extract.sh)" >&2; exit 1; }
# shellcheck source=roslyn.sh
. "$here/roslyn.sh"
roslyn_csc -langversion:9.0 -warnaserror -r:System.dll -r:System.Core.dll -out:"$out/SurfaceReport.exe" "$here/surface/SurfaceReport.cs"
# The format's own test: the reflection side must read unity/tools/surface/fixture/SurfaceFixture.cs, compiled, as the
# Roslyn side reads its source (expected.txt; unity/tools/surface/extract.sh checks that side).
fixture="$build/unity-surface-fixture"
mkdir -p "$fixture"
roslyn_csc -langversion:9.0 -unsafe -target:library -warnaserror -nowarn:0067,0649,0169,0660,0661 -r:System.dll -r:System.Core.dll \
  -out:"$fixture/UnityEngine.dll" "$here/surface/fixture/SurfaceFixture.cs"
if ! mono "$out/SurfaceReport.exe" dump "$fixture" | diff "$here/surface/fixture/expected.txt" - >&2; then
  echo "gen-surface-report: SurfaceReport.cs reads unity/tools/surface/fixture/SurfaceFixture.cs otherwise than expected.txt (above)" >&2
  exit 1
fi
generated="$(mono "$out/SurfaceReport.exe" report 2021.3 "$ref2021" "$out" 6000.5 "$ref6000" "$build/unity-6000.5/unity")"
if ((check)); then
  if [[ "$generated" != "$(cat "$root/docs/surface.md" 2>/dev/null)" ]]; then
    echo "docs/surface.md is stale: run unity/tools/gen-surface-report.sh" >&2
    exit 1
  fi
  echo "docs/surface.md is current"
else
  printf '%s\n' "$generated" > "$root/docs/surface.md"
  echo "wrote docs/surface.md"
fi
