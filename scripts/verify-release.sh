#!/usr/bin/env bash
# Checks downloaded release files (docs/install.md, "Checking a download"): SHA256SUMS must carry the
# release key's signature (SHA256SUMS.minisig, minisign), and every file of the release found beside
# it must have the checksum SHA256SUMS gives. Exit 0 only when both hold; otherwise says which file
# failed and why, and that it must not be used.
# Usage: bash scripts/verify-release.sh [--public-key FILE] [DIR]   (DIR: where the files are, default .)
#   --public-key FILE   the release's public key (default keys/patchbay-release.pub of this repository)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
public_key="$root/keys/patchbay-release.pub"
dir="."
while (($#)); do
  case "$1" in
    --public-key) public_key="${2:?--public-key needs a file}"; shift 2 ;;
    -h | --help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "verify-release: unknown option '$1' (--help)" >&2; exit 2 ;;
    *) dir="$1"; shift ;;
  esac
done
bad() { echo "verify-release: $*" >&2; exit 1; }
command -v minisign >/dev/null 2>&1 || bad "minisign is not installed (Debian/Ubuntu: apt-get install minisign; macOS: brew install minisign; Windows: scoop install minisign)"
[ -r "$public_key" ] || bad "cannot read the public key $public_key"
[ -f "$dir/SHA256SUMS" ] || bad "no SHA256SUMS in $dir: download it from the release page with the files"
[ -f "$dir/SHA256SUMS.minisig" ] || bad "no SHA256SUMS.minisig in $dir: without the signature the sums prove nothing; download it from the release page"
if ! said="$(minisign -V -p "$public_key" -m "$dir/SHA256SUMS" -x "$dir/SHA256SUMS.minisig" 2>&1)"; then
  bad "the signature does not verify: $dir/SHA256SUMS was changed after it was signed, or signed with another key than $public_key (minisign: ${said//$'\n'/ }). Do not use these files."
fi
checked=0
while read -r sum name; do
  name="${name#\*}"
  [ -f "$dir/$name" ] || continue
  actual="$(sha256sum "$dir/$name" | awk '{print $1}')"
  [ "$actual" = "$sum" ] || bad "$name does not have the checksum the signed SHA256SUMS gives (it was changed or damaged). Do not use it."
  echo "ok: $name"
  checked=$((checked + 1))
done <"$dir/SHA256SUMS"
((checked > 0)) || bad "none of the files SHA256SUMS lists is in $dir"
echo "verify-release: the signature is the release key's and $checked file(s) match"
