#!/usr/bin/env bash
# Regenerates the reference declarations docs/surface.md is measured against (issue 42): for each tag, the public
# members that Unity's C# reference (Unity-Technologies/UnityCsReference) declares for the public types the
# stand-in's UnityEngine.dll and UnityEditor.dll have (both profiles), as unity/headless/Surface/unity-<tag>.txt
# (format: unity/tools/surface/Format.md), then docs/surface.md (unity/tools/gen-surface-report.sh).
# A manual step: the mirror is not in CI, and the committed files are what CI compares against. Run it when the
# stand-in gains a type (its members are not in the files until then: docs/surface.md lists such types).
#   unity/tools/surface/extract.sh GIT_DIR [BUILD_DIR]
# GIT_DIR: a clone or bare mirror of UnityCsReference with its tags. PATCHBAY_SURFACE_TAGS (default
# "2021.3.0f1 6000.5.2f1": the oldest Unity the stand-in plays and the newest 6000.x release, 6000.5 being the newest
# profile) picks the tags: one 2021.3.* and one 6000.*. Needs the .NET SDK (Roslyn, scripts/install-deps.sh) and
# builds offline (no NuGet: the SDK's own Microsoft.CodeAnalysis*.dll).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
git_dir="${1:?usage: unity/tools/surface/extract.sh GIT_DIR [BUILD_DIR]}"
git_dir="$(cd "$git_dir" && pwd)"
build="${2:-$root/build}"
tags="${PATCHBAY_SURFACE_TAGS:-2021.3.0f1 6000.5.2f1}"
PATCHBAY_UNITY_PROFILE=2021.3 "$root/unity/build.sh" "$build" >/dev/null 2>&1 || { echo "extract.sh: unity/build.sh failed (2021.3)" >&2; exit 1; }
PATCHBAY_UNITY_PROFILE=6000.5 "$root/unity/build.sh" "$build/unity-6000.5" >/dev/null 2>&1 || { echo "extract.sh: unity/build.sh failed (6000.5)" >&2; exit 1; }
build="$(cd "$build" && pwd)"
out="$build/unity"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# shellcheck source=../roslyn.sh
. "$root/unity/tools/roslyn.sh"
roslyn_csc -langversion:9.0 -warnaserror -r:System.dll -r:System.Core.dll -out:"$out/SurfaceReport.exe" "$here/SurfaceReport.cs"
mono "$out/SurfaceReport.exe" types "$out" "$build/unity-6000.5/unity" > "$work/types.txt"
dotnet build "$here/extract/SurfaceExtract.csproj" -c Release --nologo -v quiet --artifacts-path "$work/artifacts" >&2
extract="$(find "$work/artifacts/bin" -name SurfaceExtract.dll | head -1)"
# The format's own test: Roslyn must read fixture/SurfaceFixture.cs as expected.txt says (gen-surface-report.sh checks
# that reflection reads it so too).
mkdir -p "$work/fixture"
roslyn_csc -langversion:9.0 -unsafe -target:library -warnaserror -nowarn:0067,0649,0169,0660,0661 -r:System.dll -r:System.Core.dll \
  -out:"$work/fixture/UnityEngine.dll" "$here/fixture/SurfaceFixture.cs"
mono "$out/SurfaceReport.exe" types "$work/fixture" > "$work/fixture-types.txt"
dotnet "$extract" "$here/fixture" "$work/fixture-types.txt" fixture - "$MONO_LIB" "$work/fixture.txt" 2>/dev/null
if ! grep -v '^#' "$work/fixture.txt" | diff "$here/fixture/expected.txt" - >&2; then
  echo "extract.sh: SurfaceExtract reads unity/tools/surface/fixture/SurfaceFixture.cs otherwise than expected.txt (above)" >&2
  exit 1
fi
surface="$root/unity/headless/Surface"
mkdir -p "$surface"
rm -f "$surface"/unity-*.txt
for tag in $tags; do
  commit="$(git --git-dir="$git_dir" rev-parse "$tag^{commit}")"
  mkdir -p "$work/$tag"
  git --git-dir="$git_dir" archive "$commit" | tar -x -C "$work/$tag"
  dotnet "$extract" "$work/$tag" "$work/types.txt" "$tag" "$commit" "$MONO_LIB" "$surface/unity-$tag.txt"
  rm -rf "${work:?}/$tag"
done
PATCHBAY_SURFACE_BUILT=1 "$root/unity/tools/gen-surface-report.sh" "$build"
