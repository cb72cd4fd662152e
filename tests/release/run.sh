#!/usr/bin/env bash
# scripts/release.sh packs only linux-x64 from a built hub and the result is checked: the UPM tarball's npm
# layout, Hub~ (a "~" folder Unity does not import, without .meta files), the sums, the release assets, and
# the refusals (missing hub, hub of another version, unknown platform, package.json and CMakeLists.txt versions that differ).
#   PATCHBAY_BIN=/abs/build-x/bin/patchbay bash tests/release/run.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
[ -x "$bin" ] || { echo "release test: no hub at $bin (set PATCHBAY_BIN)" >&2; exit 2; }
version="$(sed -n 's/^[[:space:]]*"version"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$root/unity/com.patchbay.unity/package.json" | head -n1)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

mkdir -p "$tmp/hub/linux-x64"
cp "$bin" "$tmp/hub/linux-x64/patchbay"
bash "$root/scripts/release.sh" --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out" > "$tmp/log" 2>&1 || { cat "$tmp/log" >&2; fail "release.sh failed"; }
tarball="$tmp/out/com.patchbay.unity-$version.tgz"
if [ -f "$tarball" ]; then
  tar -tzf "$tarball" > "$tmp/list"
  if grep -v '^package/' "$tmp/list" | grep -q .; then fail "entries outside package/: $(grep -v '^package/' "$tmp/list" | head -3)"; else pass "every entry is under package/"; fi
  grep -qx 'package/package.json' "$tmp/list" && pass "package/package.json" || fail "no package/package.json"
  grep -qx 'package/Hub~/linux-x64/patchbay' "$tmp/list" && pass "Hub~/linux-x64/patchbay" || fail "no package/Hub~/linux-x64/patchbay"
  grep -qx 'package/Hub~/SHA256SUMS' "$tmp/list" && pass "Hub~/SHA256SUMS" || fail "no package/Hub~/SHA256SUMS"
  if grep -q '^package/Hub~.*\.meta$' "$tmp/list" || grep -qx 'package/Hub~.meta' "$tmp/list"; then fail "Hub~ has .meta files (Unity would import it)"; else pass "Hub~ has no .meta files"; fi
  grep -q '^package/Editor/HubProcess/HubProvider.cs$' "$tmp/list" && pass "package sources are packed" || fail "package sources missing"
  mkdir -p "$tmp/x" && tar -xzf "$tarball" -C "$tmp/x"
  (cd "$tmp/x/package/Hub~" && sha256sum --quiet -c SHA256SUMS) && pass "Hub~ sums match" || fail "Hub~ sums do not match"
  [ -x "$tmp/x/package/Hub~/linux-x64/patchbay" ] && pass "bundled hub is executable" || fail "bundled hub lost its executable bit"
  [ "$("$tmp/x/package/Hub~/linux-x64/patchbay" --version)" = "patchbay $version" ] && pass "bundled hub says patchbay $version" || fail "bundled hub version"
  [ "$(awk '{print $2}' "$tmp/x/package/Hub~/SHA256SUMS")" = "linux-x64/patchbay" ] && pass "only the packed platform is listed" || fail "SHA256SUMS names: $(cat "$tmp/x/package/Hub~/SHA256SUMS")"
else
  fail "no tarball at $tarball"
fi
release="$tmp/out/release"
[ -f "$release/patchbay-$version-linux-x64" ] && pass "release asset patchbay-$version-linux-x64" || fail "no release asset"
(cd "$release" && sha256sum --quiet -c SHA256SUMS) && pass "release sums match" || fail "release sums do not match"
[ "$(awk '{print $1}' "$release/SHA256SUMS")" = "$(awk '{print $1}' "$tmp/x/package/Hub~/SHA256SUMS")" ] && pass "asset and bundled hub have one checksum" || fail "asset and bundled hub differ"

expect_refusal() { # $1 = what, $2 = expected message part, rest = release.sh arguments
  local what="$1" expected="$2"
  shift 2
  if bash "$root/scripts/release.sh" "$@" > "$tmp/refused" 2>&1; then
    fail "$what: release.sh succeeded"
  elif grep -qF -- "$expected" "$tmp/refused"; then
    pass "$what refused"
  else
    fail "$what: message was: $(cat "$tmp/refused")"
  fi
}
expect_refusal "a missing hub" "win-x64 hub" --hub-dir "$tmp/hub" --platforms win-x64 --out "$tmp/out2"
expect_refusal "an unknown platform" "unknown platform" --hub-dir "$tmp/hub" --platforms riscv --out "$tmp/out2"
mkdir -p "$tmp/old/linux-x64"
printf '#!/bin/sh\necho "patchbay 0.0.0-old"\n' > "$tmp/old/linux-x64/patchbay"
chmod +x "$tmp/old/linux-x64/patchbay"
expect_refusal "a hub of another version" "says 'patchbay 0.0.0-old'" --hub-dir "$tmp/old" --platforms linux-x64 --out "$tmp/out2"
[ ! -e "$tmp/out2/com.patchbay.unity-$version.tgz" ] && pass "nothing packed after a refusal" || fail "a tarball was written after a refusal"

# The version has one source: package.json; a CMakeLists.txt that says otherwise stops the release.
mkdir -p "$tmp/repo/scripts" "$tmp/repo/unity/com.patchbay.unity"
cp "$root/scripts/release.sh" "$tmp/repo/scripts/"
cp "$root/unity/com.patchbay.unity/package.json" "$tmp/repo/unity/com.patchbay.unity/"
sed 's/^project(patchbay VERSION [0-9.]*/project(patchbay VERSION 99.0.0/' "$root/CMakeLists.txt" > "$tmp/repo/CMakeLists.txt"
if bash "$tmp/repo/scripts/release.sh" --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out3" > "$tmp/refused" 2>&1; then
  fail "versions that disagree: release.sh succeeded"
elif grep -qF "says version $version but CMakeLists.txt project(patchbay VERSION ...) says '99.0.0'" "$tmp/refused"; then
  pass "package.json and CMakeLists.txt versions that disagree refused"
else
  fail "versions that disagree: message was: $(cat "$tmp/refused")"
fi

((failures == 0)) || { echo "release test: $failures failure(s)" >&2; exit 1; }
echo "release test: all passed"
