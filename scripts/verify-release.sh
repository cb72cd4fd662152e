#!/usr/bin/env bash
# Checks downloaded release files (docs/install.md, "Checking a download") and changes nothing. It passes
# (exit 0) only when all of these hold, and otherwise names each failure and exits non-zero:
#   - SHA256SUMS carries the release key's signature (SHA256SUMS.minisig, minisign);
#   - the signed part of that signature (its trusted comment, "patchbay X.Y.Z: SHA256SUMS of the release",
#     written by scripts/release.sh) names the release you asked for: an older signed release served in
#     place of the one you wanted is refused ("this is the signed release 0.1.9, not 0.2.0");
#   - every file checked is listed in SHA256SUMS and has the checksum it gives.
# Two ways to call it:
#   verify-release.sh --version X.Y.Z [DIR]   a whole release folder (default .): EVERY file in DIR must be
#       listed in SHA256SUMS and match, and every file SHA256SUMS lists must be there. A file the sums do
#       not list is an error (it is not part of the release, so nothing vouches for it), and so is a
#       listed file that is missing. --version is required: names in a folder come with the download and
#       cannot tell which release you asked for.
#   verify-release.sh [--version X.Y.Z] FILE...   only the named files (all in one folder, beside its
#       SHA256SUMS and SHA256SUMS.minisig): each must be there, listed and match; other files are not
#       looked at. Without --version the version is the one in the names you give
#       (patchbay-X.Y.Z-<rid>[.exe], com.patchbay.unity-X.Y.Z.tgz, patchbay-X.Y.Z.mcpb); with it, a
#       name that says another version is refused.
#   --public-key FILE   the release's public key (default keys/patchbay-release.pub of this repository)
# Exit status: 0 verified; 1 a file, the sums or the signature failed (do not use the files); 2 bad usage.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
public_key="$root/keys/patchbay-release.pub"
want=""
targets=()
usage() {
  echo "verify-release: $*" >&2
  echo "usage: verify-release.sh [--public-key FILE] --version X.Y.Z [DIR]   (a whole release folder)" >&2
  echo "       verify-release.sh [--public-key FILE] [--version X.Y.Z] FILE...   (only these files)" >&2
  exit 2
}
while (($#)); do
  case "$1" in
    --public-key)
      [ $# -ge 2 ] && [ -n "$2" ] || usage "--public-key needs the release's public key file"
      public_key="$2"; shift 2 ;;
    --version)
      [ $# -ge 2 ] && [ -n "$2" ] || usage "--version needs the version of the release you meant to download (X.Y.Z)"
      want="${2#v}"; shift 2 ;;
    -h | --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --) shift; targets+=("$@"); break ;;
    -*) usage "unknown option '$1' (--help)" ;;
    *) targets+=("$1"); shift ;;
  esac
done

# Text from the download (file names, the comment) is shown with anything unprintable as '?'.
shown() { printf '%s' "$1" | LC_ALL=C tr -c ' -~' '?'; }
version_re='^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)([-+][0-9A-Za-z.+-]+)?$'
if [ -n "$want" ] && ! [[ "$want" =~ $version_re ]]; then
  usage "--version '$(shown "$want")' is not a release version (X.Y.Z, e.g. 0.2.0)"
fi
# name_version NAME -> the version a release file's name carries (empty when it carries none)
name_version() {
  local name="$1" v=""
  local asset_re='^patchbay-(.+)-(linux-x64|win-x64|osx-universal|osx-arm64|osx-x64)(\.exe)?$'
  local tgz_re='^com\.patchbay\.unity-(.+)\.tgz$' mcpb_re='^patchbay-(.+)\.mcpb$'
  if [[ "$name" =~ $asset_re ]] || [[ "$name" =~ $tgz_re ]] || [[ "$name" =~ $mcpb_re ]]; then
    v="${BASH_REMATCH[1]}"
  fi
  if [[ "$v" =~ $version_re ]]; then printf '%s' "$v"; fi
}

# What is checked: one folder (every file in it), or named files of one folder.
mode=folder
dir="."
if ((${#targets[@]} == 1)) && [ -d "${targets[0]}" ]; then
  dir="${targets[0]}"
elif ((${#targets[@]} > 0)); then
  mode=files
  dir=""
  for t in "${targets[@]}"; do
    [ -d "$t" ] && usage "give one release folder, or files of one release, not both ('$(shown "$t")' is a folder)"
    case "${t##*/}" in
      SHA256SUMS | SHA256SUMS.minisig)
        usage "$(shown "$t") is what the files are checked against: name the release's files (or give its folder)" ;;
      '') usage "'$(shown "$t")' is not a file name" ;;
    esac
    if [ ! -e "$t" ] && [ ! -L "$t" ]; then
      echo "verify-release: $(shown "$t"): no such file or folder (nothing was checked)" >&2; exit 1
    fi
    d="$(dirname -- "$t")"
    d="$(cd -- "$d" && pwd -P)"
    if [ -z "$dir" ]; then dir="$d"
    elif [ "$d" != "$dir" ]; then
      usage "the files must be in one folder, beside their SHA256SUMS ($(shown "$dir") and $(shown "$d") are two)"
    fi
  done
fi
if [ -z "$want" ]; then
  if [ "$mode" = folder ]; then
    usage "give --version X.Y.Z, the release you meant to download: the names in a folder come with the download and cannot tell which release you asked for (or name the files to check: verify-release.sh DIR/patchbay-X.Y.Z-linux-x64 ...)"
  fi
  for t in "${targets[@]}"; do
    v="$(name_version "${t##*/}")"
    [ -n "$v" ] || usage "cannot tell which release $(shown "${t##*/}") is of from its name: give --version X.Y.Z, the release you meant to download"
    if [ -z "$want" ]; then want="$v"
    elif [ "$v" != "$want" ]; then
      usage "the files you named are of two releases ($(shown "$want") and $(shown "$v")): check one release at a time"
    fi
  done
elif [ "$mode" = files ]; then
  for t in "${targets[@]}"; do
    v="$(name_version "${t##*/}")"
    if [ -n "$v" ] && [ "$v" != "$want" ]; then
      echo "verify-release: you asked for release $want, but $(shown "${t##*/}") is named for release $(shown "$v"). Do not use it as $want." >&2
      exit 1
    fi
  done
fi

bad() { echo "verify-release: $*" >&2; exit 1; }
command -v minisign >/dev/null 2>&1 || bad "minisign is not installed (Debian/Ubuntu: apt-get install minisign; macOS: brew install minisign; Windows: scoop install minisign)"
if command -v sha256sum >/dev/null 2>&1; then sha256() { sha256sum -- "$1" | awk '{print $1}'; }
elif command -v shasum >/dev/null 2>&1; then sha256() { shasum -a 256 -- "$1" | awk '{print $1}'; }
else bad "neither sha256sum nor shasum is installed"; fi
[ -r "$public_key" ] || bad "cannot read the public key $public_key"
[ -d "$dir" ] || bad "no such folder: $(shown "$dir")"
where="$(shown "$dir")"
[ -f "$dir/SHA256SUMS" ] || bad "no SHA256SUMS in $where: download it from the release page with the files"
[ -f "$dir/SHA256SUMS.minisig" ] || bad "no SHA256SUMS.minisig in $where: without the signature the sums prove nothing; download it from the release page"

# 1. The signature, and the release it was made for (the trusted comment is covered by the signature).
if ! said="$(minisign -V -p "$public_key" -m "$dir/SHA256SUMS" -x "$dir/SHA256SUMS.minisig" 2>&1)"; then
  bad "the signature does not verify: $where/SHA256SUMS was changed after it was signed, or signed with another key than $public_key (minisign: ${said//$'\n'/ }). Do not use these files."
fi
comment="$(printf '%s\n' "$said" | sed -n 's/^Trusted comment: //p' | head -n 1)"
comment_re='^patchbay ([^ :]+): SHA256SUMS of the release$'
if ! [[ "$comment" =~ $comment_re ]] || ! [[ "${BASH_REMATCH[1]}" =~ $version_re ]]; then
  bad "the signed SHA256SUMS names no release version (its signed comment is '$(shown "$comment")', not 'patchbay X.Y.Z: SHA256SUMS of the release' as scripts/release.sh signs it), so it cannot show that these are the files of release $want. Do not use these files."
fi
signed="$(printf '%s' "$comment" | sed 's/^patchbay \([^ :]*\):.*/\1/')"
[ "$signed" = "$want" ] ||
  bad "this is the signed release $signed, not $want: SHA256SUMS and its signature are those of another release (an older one served in place of $want, or the wrong download). Do not use these files as $want."

# 2. The signed list: one "<sha256>  <file name>" a line, plain names of this folder, each once.
listed_names=()
listed_sums=()
line_re='^([0-9a-f]{64}) [ *](.+)$'
n=0
while IFS= read -r line || [ -n "$line" ]; do
  n=$((n + 1))
  [ -n "$line" ] || continue
  [[ "$line" =~ $line_re ]] || bad "line $n of the signed SHA256SUMS is not '<sha256>  <file name>': '$(shown "$line")'. Do not use these files."
  sum="${BASH_REMATCH[1]}"
  name="${BASH_REMATCH[2]}"
  case "$name" in
    */* | \\* | . | .. | SHA256SUMS | SHA256SUMS.minisig)
      bad "the signed SHA256SUMS lists '$(shown "$name")', which is not a file name of a release. Do not use these files." ;;
  esac
  for other in ${listed_names[@]+"${listed_names[@]}"}; do
    [ "$other" != "$name" ] || bad "the signed SHA256SUMS lists $(shown "$name") twice. Do not use these files."
  done
  listed_names+=("$name")
  listed_sums+=("$sum")
done <"$dir/SHA256SUMS"
((${#listed_names[@]} > 0)) || bad "the signed SHA256SUMS lists no file"
# listed_sum NAME -> its checksum in SHA256SUMS (status 1 when not listed)
listed_sum() {
  local i
  for ((i = 0; i < ${#listed_names[@]}; i++)); do
    if [ "${listed_names[$i]}" = "$1" ]; then printf '%s' "${listed_sums[$i]}"; return 0; fi
  done
  return 1
}

# 3. The files: each listed, each matching; in a folder, every file there and every file listed.
problems=0
problem() { echo "verify-release: $*" >&2; problems=$((problems + 1)); }
checked=0
check() { # $1 = path, $2 = its name in the release
  local path="$1" name="$2" shown_name expected
  shown_name="$(shown "$name")"
  if ! expected="$(listed_sum "$name")"; then
    problem "$shown_name is not listed in the signed SHA256SUMS of release $want: it is not a file of the release and nothing vouches for it. Do not install it."; return
  fi
  if [ ! -f "$path" ]; then
    problem "$shown_name is not a regular file (SHA256SUMS lists a file of that name). Do not use it."; return
  fi
  if [ "$(sha256 "$path")" != "$expected" ]; then
    problem "$shown_name does not have the checksum the signed SHA256SUMS gives (it was changed or damaged). Do not use it."; return
  fi
  echo "ok: $shown_name"
  checked=$((checked + 1))
}
if [ "$mode" = folder ]; then
  shopt -s nullglob dotglob
  for path in "$dir"/*; do
    name="${path##*/}"
    case "$name" in SHA256SUMS | SHA256SUMS.minisig) continue ;; esac
    check "$path" "$name"
  done
  shopt -u nullglob dotglob
  for name in "${listed_names[@]}"; do
    if [ ! -e "$dir/$name" ] && [ ! -L "$dir/$name" ]; then
      problem "$(shown "$name") is listed in the signed SHA256SUMS but missing from $where: the download is incomplete (download it from the release page, or name only the files you mean to check: verify-release.sh --version $want $where/FILE ...)"
    fi
  done
else
  for t in "${targets[@]}"; do check "$dir/${t##*/}" "${t##*/}"; done
fi
if ((problems > 0)); then
  bad "$problems problem(s): NOT verified as release $want; do not install from $where"
fi
if [ "$mode" = folder ]; then
  echo "verify-release: the signed release $want: the signature is the release key's and $checked file(s) match; the folder holds every file of the release and nothing else"
else
  echo "verify-release: the signed release $want: the signature is the release key's and $checked file(s) match"
fi
