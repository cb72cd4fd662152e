#!/usr/bin/env bash
# Regenerates docs/tools.md from the package's live tool list (name, group, annotations, description, token
# estimate, budget totals).
#   unity/tools/gen-tools-doc.sh [BUILD_DIR]           write docs/tools.md
#   unity/tools/gen-tools-doc.sh --check [BUILD_DIR]   exit 1 if docs/tools.md is stale
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
check=0
if [[ "${1:-}" == "--check" ]]; then check=1; shift; fi
build="${1:-$root/build}"
"$root/unity/build.sh" "$build" >/dev/null 2>&1 || { echo "gen-tools-doc: unity/build.sh failed" >&2; exit 1; }
build="$(cd "$build" && pwd)"
out="$build/unity"
newtonsoft="${PATCHBAY_NEWTONSOFT_JSON:-/usr/lib/mono/gac/Newtonsoft.Json/6.0.0.0__b9a188c8922137c6/Newtonsoft.Json.dll}"
# shellcheck source=roslyn.sh
. "$here/roslyn.sh"
roslyn_csc -langversion:9.0 -warnaserror -r:System.dll -out:"$out/ToolsDoc.exe" -r:"$out/Patchbay.Shared.dll" -r:"$out/Patchbay.Engine.dll" -r:"$out/Patchbay.Editor.dll" -r:"$out/UnityEditor.dll" \
  -r:"$out/UnityEngine.dll" -r:"$newtonsoft" -r:System.Core.dll "$here/tools-doc/ToolsDoc.cs"
generated="$(cd "$out" && mono ToolsDoc.exe)"
if ((check)); then
  if [[ "$generated" != "$(cat "$root/docs/tools.md" 2>/dev/null)" ]]; then
    echo "docs/tools.md is stale: run unity/tools/gen-tools-doc.sh" >&2
    exit 1
  fi
  echo "docs/tools.md is current"
else
  printf '%s\n' "$generated" > "$root/docs/tools.md"
  echo "wrote docs/tools.md"
fi
