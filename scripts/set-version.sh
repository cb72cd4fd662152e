#!/usr/bin/env bash
# Sets the release version everywhere it is written (docs/install.md, "Checklist"): the Unity package's
# package.json (its version and the tag its documentation links name) and PatchbayInfo.PackageVersion, the hub's project(patchbay VERSION …) in CMakeLists.txt
# (what `patchbay --version` says), the package CHANGELOG's open section ("## [X.Y.Z] - unreleased"),
# and the versions the install instructions pin (the package README, docs/install.md).
# The root CHANGELOG's "Unreleased" section is dated by hand at release time.
# Usage: bash scripts/set-version.sh X.Y.Z
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="${1:-}"
# X.Y.Z only: CMake's project VERSION takes numbers, and the hub must say the package's version.
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  { echo "set-version: give a version X.Y.Z (numbers only), not '$version'" >&2; exit 2; }
package="$root/unity/com.patchbay.unity"
sed -i -E "0,/\"version\": *\"[^\"]*\"/s//\"version\": \"$version\"/" "$package/package.json"
# The documentation, changelog and licence links name the release's tag.
sed -i -E "s#/blob/v[0-9][^/]*/#/blob/v$version/#g" "$package/package.json"
sed -i -E "s/^(project\(patchbay VERSION )[0-9.]+/\1$version/" "$root/CMakeLists.txt"
sed -i -E "s/(public const string PackageVersion = )\"[^\"]*\";/\1\"$version\";/" "$package/Shared/Core/PatchbayInfo.cs"
sed -i -E "0,/^## \[[^]]*\] - unreleased/s//## [$version] - unreleased/" "$package/CHANGELOG.md"
# The install instructions that pin a version: the package README's git URLs, docs/install.md's registry.
sed -i -E "s/(com\.patchbay\.unity#v)[0-9.]+/\1$version/g" "$package/README.md"
sed -i -E "s/(\"com\.patchbay\.unity\": \")[0-9.]+\"/\1$version\"/" "$root/docs/install.md"
grep -q "\"version\": \"$version\"" "$package/package.json" &&
  grep -q "^project(patchbay VERSION $version" "$root/CMakeLists.txt" &&
  grep -q "PackageVersion = \"$version\"" "$package/Shared/Core/PatchbayInfo.cs" ||
  { echo "set-version: could not write $version everywhere; see git diff" >&2; exit 1; }
echo "set-version: $version in package.json, PatchbayInfo.cs, CMakeLists.txt and the package CHANGELOG"
