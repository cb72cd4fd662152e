#!/usr/bin/env bash
# Creates the .meta file Unity needs beside every file and folder of the package, with a GUID derived from
# the path (md5 of "com.patchbay.unity/<relative path>"), so regenerating never changes a committed GUID and
# two machines always agree. Folders whose name ends in "~" are invisible to Unity and get no metas.
#
#   unity/tools/gen-meta.sh           create missing metas
#   unity/tools/gen-meta.sh --check   exit 1 if a meta is missing or orphaned (CI)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="${PATCHBAY_PACKAGE_DIR:-$here/../com.patchbay.unity}"
package="$(cd "$package" && pwd)"
name="$(basename "$package")"
check=0
[[ "${1:-}" == "--check" ]] && check=1

guid_for() { printf '%s' "$name/$1" | md5sum | cut -c1-32; }

meta_body() { # $1 = relative path, $2 = guid
  local rel="$1" guid="$2" importer
  if [[ -d "$package/$rel" ]]; then
    printf 'fileFormatVersion: 2\nguid: %s\nfolderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n' "$guid"
    return
  fi
  case "$rel" in
    *.cs)
      printf 'fileFormatVersion: 2\nguid: %s\nMonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {instanceID: 0}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n' "$guid"
      return ;;
    *.asmdef) importer=AssemblyDefinitionImporter ;;
    package.json) importer=PackageManifestImporter ;;
    *.md|*.txt|*.json|*.xml|*.yaml|*.yml|*.html|*.csv|*.bytes) importer=TextScriptImporter ;;
    *) importer=DefaultImporter ;;
  esac
  printf 'fileFormatVersion: 2\nguid: %s\n%s:\n  externalObjects: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n' "$guid" "$importer"
}

missing=0
created=0
cd "$package"
# Every path except the root, metas, hidden entries and anything inside a "~" folder.
while IFS= read -r -d '' path; do
  rel="${path#./}"
  meta="$rel.meta"
  if [[ ! -e "$meta" ]]; then
    if (( check )); then
      echo "missing: $name/$meta" >&2
      missing=1
    else
      meta_body "$rel" "$(guid_for "$rel")" > "$meta"
      created=$((created + 1))
    fi
  fi
done < <(find . -mindepth 1 \( -name '.*' -o -name '*~' \) -prune -o ! -name '*.meta' -print0 | sort -z)

# A meta whose asset is gone makes Unity warn on every import.
while IFS= read -r -d '' meta; do
  rel="${meta#./}"
  if [[ ! -e "${rel%.meta}" ]]; then
    echo "orphaned: $name/$rel" >&2
    missing=1
  fi
done < <(find . -mindepth 1 \( -name '.*' -o -name '*~' \) -prune -o -name '*.meta' -print0)

# GUIDs must be unique across the package.
dupes="$(grep -rh --include='*.meta' '^guid:' . | sort | uniq -d)"
if [[ -n "$dupes" ]]; then
  echo "duplicate GUIDs: $dupes" >&2
  missing=1
fi

if (( check )); then
  (( missing )) && { echo "run unity/tools/gen-meta.sh to fix" >&2; exit 1; }
  echo "metas ok"
else
  echo "created $created meta files"
  (( missing )) && exit 1
fi
exit 0
