#!/usr/bin/env bash
# Keeps docs/architecture.md true with the code (issue 51). Fails, naming what is wrong, when:
#   - a layer (a folder of src/) is not named in it;
#   - a room of the hub (src/hub/*.hpp) or of the transport (src/transport/*.hpp) is not named in it as
#     `name`, or a room its hub table names (first column) no longer has a header;
#   - a folder of the Unity package's assemblies (Shared/, Engine/, Editor/, Runtime/) is not named as `Folder`.
# About a second; run by scripts/test.sh. Usage: bash scripts/check-architecture.sh
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
doc="$root/docs/architecture.md"
problems=()

named() { grep -qF -- "\`$1\`" "$doc"; }

for dir in "$root"/src/*/; do
  layer="$(basename "$dir")"
  grep -qE "^ +(│ └─▶ )?$layer( |$)|\b$layer \(|^ *(leaves|beside).*\b$layer\b" "$doc" ||
    problems+=("the layer src/$layer is not in the layers drawing")
done
for area in hub transport; do
  for h in "$root"/src/$area/*.hpp; do
    name="$(basename "$h" .hpp)"
    named "$name" || problems+=("src/$area/$name.hpp is a room not named (\`$name\`)")
  done
done
# The hub table's rooms must exist: its rows start "| `name` |" (or "| `a`, `b` |").
hub_rows="$(sed -n '/^## The hub'"'"'s domain/,/^## /p' "$doc" | grep -E '^\| `[a-z_]+`')"
while IFS= read -r row; do
  first="$(echo "$row" | cut -d'|' -f2)"
  for name in $(echo "$first" | grep -oE '`[a-z_]+`' | tr -d '`'); do
    [ -f "$root/src/hub/$name.hpp" ] || problems+=("docs/architecture.md names the hub room $name, which has no src/hub/$name.hpp")
  done
done <<<"$hub_rows"
package="$root/unity/com.patchbay.unity"
for asm in Shared Engine Editor Runtime; do
  for dir in "$package/$asm"/*/; do
    [ -d "$dir" ] || continue
    folder="$(basename "$dir")"
    [ "$folder" = Tools ] && folder="Tools/"  # documented per area: `Tools/<Area>`
    grep -qF -- "\`$folder" "$doc" || problems+=("the package folder $asm/$folder is not named (\`$folder\`)")
  done
done

if ((${#problems[@]})); then
  echo "check-architecture: docs/architecture.md has drifted from the code:" >&2
  printf '  %s\n' "${problems[@]}" >&2
  exit 1
fi
echo "check-architecture: docs/architecture.md names every layer, room and package folder"
