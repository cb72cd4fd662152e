#!/usr/bin/env bash
# Packs a Patchbay release (docs/install.md):
#   dist/com.patchbay.unity-<version>.tgz   the Unity package for "Add package from tarball" (npm layout:
#                                           package/...), with the hub for each platform in Hub~/<rid>/
#                                           (a ~ folder: Unity does not import it) and Hub~/SHA256SUMS
#   dist/release/patchbay-<version>-<rid>[.exe] and dist/release/SHA256SUMS
#                                           the assets a git-URL install downloads (checked against the
#                                           package's committed Hub~/SHA256SUMS)
# Usage: bash scripts/release.sh [--hub-dir DIR] [--platforms linux-x64,win-x64,osx] [--out DIR] [--write-package-sums]
#   --hub-dir DIR          take the binaries from DIR/<rid>/ (default dist/hub, built by scripts/build-cross.sh
#                          when missing; with another DIR a missing binary is an error)
#   --platforms LIST       pack only these (default: linux-x64,win-x64,osx)
#   --out DIR              write to DIR instead of dist/
#   --write-package-sums   also write unity/com.patchbay.unity/Hub~/SHA256SUMS (commit it with the release)
# The version is the package.json "version"; it must equal the hub's project(... VERSION ...) in CMakeLists.txt.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
package_src="unity/com.patchbay.unity"
hub_dir="dist/hub"
custom_hub_dir=0
platforms="linux-x64,win-x64,osx"
out="dist"
write_sums=0
die() { echo "release: $*" >&2; exit 1; }
while (($#)); do
  case "$1" in
    --hub-dir) hub_dir="${2:?--hub-dir needs a directory}"; custom_hub_dir=1; shift 2 ;;
    --platforms) platforms="${2:?--platforms needs a list}"; shift 2 ;;
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    --write-package-sums) write_sums=1; shift ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release: unknown option '$1' (--help)" >&2; exit 2 ;;
  esac
done

version="$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$package_src/package.json" | head -n 1)"
[ -n "$version" ] || die "no \"version\" in $package_src/package.json"
hub_version="$(sed -n 's/^project(patchbay VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt | head -n 1)"
[ "$version" = "$hub_version" ] ||
  die "$package_src/package.json says version $version but CMakeLists.txt project(patchbay VERSION ...) says '$hub_version'; make them equal"

# binaries_for PLATFORM -> "rid" lines whose binary exists under $hub_dir (osx: universal, else both halves)
exe_of() { case "$1" in win-*) echo patchbay.exe ;; *) echo patchbay ;; esac; }
present() { [ -f "$hub_dir/$1/$(exe_of "$1")" ]; }
rids_for() {
  case "$1" in
    osx)
      if present osx-universal; then echo osx-universal
      elif present osx-arm64 && present osx-x64; then printf '%s\n' osx-arm64 osx-x64; fi ;;
    *) present "$1" && echo "$1" ;;
  esac
  return 0
}

rids=()
IFS=',' read -r -a wanted <<<"$platforms"
for p in "${wanted[@]}"; do
  case "$p" in linux-x64 | win-x64 | osx) ;; *) echo "release: unknown platform '$p' (linux-x64, win-x64, osx)" >&2; exit 2 ;; esac
  found="$(rids_for "$p")"
  if [ -z "$found" ] && ((custom_hub_dir == 0)); then
    echo "release: no $p hub in $hub_dir; building it (scripts/build-cross.sh $p)" >&2
    bash scripts/build-cross.sh "$p"
    found="$(rids_for "$p")"
  fi
  [ -n "$found" ] || die "no $p hub in $hub_dir (expected $hub_dir/${p/osx/osx-universal}/$(exe_of "$p"))"
  mapfile -t -O "${#rids[@]}" rids <<<"$found"
done

# A Linux hub we can run must say the package's version (the package refuses any other).
for rid in "${rids[@]}"; do
  if [ "$rid" = linux-x64 ] && [ "$(uname -s)-$(uname -m)" = Linux-x86_64 ]; then
    said="$("$hub_dir/linux-x64/patchbay" --version 2>/dev/null || true)"
    [ "$said" = "patchbay $version" ] || die "$hub_dir/linux-x64/patchbay --version says '$said', not 'patchbay $version'"
  fi
done

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/package"
# The package as committed, minus anything in Hub~ (the release's binaries and sums replace it).
tar -C "$package_src" --exclude='./Hub~' -cf - . | tar -C "$stage/package" -xf -
mkdir -p "$stage/package/Hub~" "$out/release"
release_sums="$stage/release.sums"
: >"$release_sums"
for rid in "${rids[@]}"; do
  exe="$(exe_of "$rid")"
  mkdir -p "$stage/package/Hub~/$rid"
  cp "$hub_dir/$rid/$exe" "$stage/package/Hub~/$rid/$exe"
  chmod 755 "$stage/package/Hub~/$rid/$exe"
  asset="patchbay-$version-$rid${exe#patchbay}"
  cp "$hub_dir/$rid/$exe" "$out/release/$asset"
  chmod 755 "$out/release/$asset"
  (cd "$out/release" && sha256sum "$asset") >>"$release_sums"
done
(cd "$stage/package/Hub~" && for rid in "${rids[@]}"; do sha256sum "$rid/$(exe_of "$rid")"; done) >"$stage/package/Hub~/SHA256SUMS"
mv "$release_sums" "$out/release/SHA256SUMS"

tarball="$out/com.patchbay.unity-$version.tgz"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00:00Z' -czf "$tarball" package
if ((write_sums)); then
  mkdir -p "$package_src/Hub~"
  cp "$stage/package/Hub~/SHA256SUMS" "$package_src/Hub~/SHA256SUMS"
  echo "release: wrote $package_src/Hub~/SHA256SUMS (commit it with the release)" >&2
fi
echo "release: $tarball (hubs: ${rids[*]}); assets and SHA256SUMS in $out/release/" >&2
