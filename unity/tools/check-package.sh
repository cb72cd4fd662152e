#!/usr/bin/env bash
# Source checks of the Unity package (com.patchbay.unity) that compiling the package does not make. unity/test.sh
# runs it first; it runs alone too. Each finding names the file (and line); exits 1 on any.
#
#   unity/tools/check-package.sh
#
# 1. The stand-in stays out of the package: no code under com.patchbay.unity names Patchbay.Headless, the
#    headless host's bridge inside the UnityEditor stand-in. A real editor has no such namespace, so the package
#    (or its test assembly, in a project's "testables") would not compile there (docs/compatibility.md). The
#    bridge is internal to the stand-in, so such code fails to compile here too, but a using directive alone
#    would not. Comments and string literals are not code: tests find the stand-in by reflection, by name, and
#    are ignored in a real editor.
# 2. Namespaces follow assembly and folders: Shared/<A>/<B>/X.cs declares namespace Patchbay.Shared.<A>.<B>,
#    Engine/<A>/<B>/X.cs Patchbay.Engine.<A>.<B>, Editor/<A>/<B>/X.cs Patchbay.Editor.<A>.<B> and Runtime/<A>/<B>/X.cs
#    Patchbay.Runtime.<A>.<B> (a development build's player code is never in Patchbay.Editor).
# 3. No circle among the folders of Shared/, Engine/, Editor/ and Runtime/: what a folder names of another (using
#    directives, qualified names, names relative to an enclosing namespace) is an arrow, and the arrows must not run
#    in a circle (docs/architecture.md draws them).
# 4. Shared/ (the engine-free folders: Patchbay.Shared.dll, which the editor and a development build's runtime part
#    build on) compiles without UnityEngine and UnityEditor, so it can be tested anywhere and has no editor API.
# 5. One name, one folder: no first-level folder name occurs in two of Shared/, Engine/, Editor/ and Runtime/ (a name
#    says what is inside, and one name is one place: Shared/MainThread, not a second EditorLoop).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="${PATCHBAY_PACKAGE_DIR:-$here/../com.patchbay.unity}"
package="$(cd "$package" && pwd)"
shared="$package/Shared"
assemblies=(Shared Engine Editor Runtime) # the package's assemblies, one folder each (Tests/ is not one of them)
# shellcheck source=roslyn.sh
. "$here/roslyn.sh" || exit 1
newtonsoft="${PATCHBAY_NEWTONSOFT_JSON:-/usr/lib/mono/gac/Newtonsoft.Json/6.0.0.0__b9a188c8922137c6/Newtonsoft.Json.dll}"
# The folders of Shared/, whose code must not touch Unity (docs/architecture.md); together they name only each other.
mapfile -t engine_free < <(cd "$shared" && find . -mindepth 1 -maxdepth 1 -type d | sed 's|^\./||' | LC_ALL=C sort)
status=0

fail() { echo "check-package: $*" >&2; status=1; }

cs_files() { # dirs -> their .cs files, one a line, sorted
  find "$@" -name '*.cs' -not -path '*/.*' -not -path '*~/*' 2>/dev/null | LC_ALL=C sort
}

# C# code of a line, with comments and the contents of string and character literals blanked (the quotes stay):
# // and /* */ comments, "..." with escapes, @"..." verbatim strings (across lines, "" inside), '...'.
strip_awk='
function code(s,   out, n, i, c, d, q) {
  out = ""; n = length(s); i = 1
  while (i <= n) {
    c = substr(s, i, 1); d = substr(s, i, 2)
    if (state == "block") {
      if (d == "*/") { state = ""; out = out "  "; i += 2 } else { out = out " "; i++ }
    } else if (state == "verbatim") {
      if (d == "\"\"") { out = out "  "; i += 2 }
      else if (c == "\"") { state = ""; out = out c; i++ }
      else { out = out " "; i++ }
    } else if (state == "string" || state == "char") {
      q = state == "string" ? "\"" : "\047"
      if (c == "\\") { out = out "  "; i += 2 }
      else if (c == q) { state = ""; out = out c; i++ }
      else { out = out " "; i++ }
    } else if (d == "//") { break }
    else if (d == "/*") { state = "block"; out = out "  "; i += 2 }
    else if (d == "@\"") { state = "verbatim"; out = out d; i += 2 }
    else if (c == "\"") { state = "string"; out = out c; i++ }
    else if (c == "\047") { state = "char"; out = out c; i++ }
    else { out = out c; i++ }
  }
  if (state == "string" || state == "char") state = ""
  return out
}
FNR == 1 { state = "" }
'

mapfile -t package_src < <(cs_files "$package")
mapfile -t assembly_src < <(cs_files "${assemblies[@]/#/$package/}")

# 1. The stand-in.
while IFS=$'\t' read -r file line text; do
  fail "com.patchbay.unity/${file#"$package"/}:$line names the headless stand-in (Patchbay.Headless), which a real" \
    "editor does not have: $text"
  echo "  Move the test to unity/headless/Tests, or find the stand-in by reflection (see Tests/Editor/Tools/ToolHarness.cs)." >&2
done < <(awk "$strip_awk"'
  code($0) ~ /(^|[^A-Za-z0-9_])Patchbay[ \t]*\.[ \t]*Headless([^A-Za-z0-9_]|$)/ {
    text = $0; sub(/^[ \t]+/, "", text); print FILENAME "\t" FNR "\t" text
  }' "${package_src[@]}")

# 2. Namespaces follow assembly and folders; 3. the arrows between folders (each folder its namespace,
# Patchbay.<Assembly>.<Folder>...).
known="$(for asm in "${assemblies[@]}"; do
  (cd "$package/$asm" && find . -mindepth 1 -type d -not -name '*~' | sed "s|^\./|Patchbay.$asm.|; s|/|.|g")
done | tr '\n' ' ')"
analysis="$(awk -v package="$package/" -v known="$known" "$strip_awk"'
  BEGIN { n = split(known, list, " "); for (i = 1; i <= n; i++) isknown[list[i]] = 1 }
  # The longest package folder namespace that name starts with, or "".
  function folder(name,   p, k, i, best, cand) {
    k = split(name, p, "."); best = ""; cand = p[1]
    for (i = 2; i <= k; i++) { cand = cand "." p[i]; if (cand in isknown) best = cand }
    return best
  }
  function done_file() {
    if (rel != "" && own != "" && declared != own) print "namespace\t" rel "\t" (declared == "" ? "none" : declared) "\t" own
  }
  FNR == 1 {
    done_file()
    rel = substr(FILENAME, length(package) + 1); declared = "" # Shared/..., Engine/..., Editor/... or Runtime/...
    asm = rel; sub(/\/.*$/, "", asm)
    dir = rel; sub(/^[^\/]*\//, "", dir); sub(/\/?[^\/]*$/, "", dir)
    own = dir == "" ? "" : "Patchbay." asm "." dir; gsub(/\//, ".", own)
    depth = split(own, parts, ".")
  }
  own == "" { next } # AssemblyInfo.cs: assembly attributes only
  {
    line = code($0)
    if (declared == "" && match(line, /^[ \t]*namespace[ \t]+[A-Za-z0-9_.]+/)) {
      declared = substr(line, RSTART, RLENGTH); sub(/^[ \t]*namespace[ \t]+/, "", declared)
      next
    }
    while (match(line, /[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+/)) {
      name = substr(line, RSTART, RLENGTH)
      before = RSTART > 1 ? substr(line, RSTART - 1, 1) : ""
      line = substr(line, RSTART + RLENGTH)
      if (before == ".") continue # a member access
      ns = ""
      if (name ~ /^Patchbay\.(Shared|Engine|Editor|Runtime)\./) ns = folder(name)
      else
        for (d = depth; d >= 1 && ns == ""; d--) { # from the innermost enclosing namespace out, as C# resolves it
          prefix = parts[1]
          for (j = 2; j <= d; j++) prefix = prefix "." parts[j]
          hit = folder(prefix "." name)
          if (length(hit) > length(prefix)) ns = hit
        }
      if (ns != "" && ns != own && !((own SUBSEP ns) in seen)) { seen[own, ns] = 1; print "arrow\t" own "\t" ns "\t" rel }
    }
  }
  END { done_file() }' "${assembly_src[@]}")"

while IFS=$'\t' read -r kind rel declared own; do
  [ "$kind" = namespace ] && fail "com.patchbay.unity/$rel declares namespace $declared; its folder says $own."
done <<<"$analysis"

# One circle, arrow by arrow, with a file that makes each arrow (depth-first search over the arrows).
circle="$(awk -F'\t' '
  $1 == "arrow" { out[$2] = out[$2] SUBSEP $3; by[$2, $3] = $4; node[$2] = 1 }
  function visit(v,   k, n, list, w) {
    colour[v] = 1; path[++depth] = v
    n = split(substr(out[v], 2), list, SUBSEP)
    for (k = 1; k <= n && found == ""; k++) {
      w = list[k]
      if (colour[w] == 1) found = w
      else if (colour[w] == 0) visit(w)
    }
    if (found == "") { colour[v] = 2; depth-- }
  }
  END {
    for (v in node) if (found == "" && colour[v] == 0) visit(v)
    if (found == "") exit
    for (k = 1; path[k] != found; k++);
    for (; k <= depth; k++) { to = k < depth ? path[k + 1] : found; print "  " path[k] " -> " to "  (" by[path[k], to] ")" }
  }' <<<"$analysis")"
if [ -n "$circle" ]; then
  fail "folders of Shared/, Engine/, Editor/ and Runtime/ depend on each other in a circle; turn one arrow around or move the type it needs:"
  echo "$circle" >&2
fi

# 4. Engine-free folders, compiled alone without Unity's assemblies.
mapfile -t free_src < <(cs_files "$shared")
scratch="$(mktemp -d)"
if ! out="$(roslyn_csc -langversion:9.0 -target:library -nowarn:0649,0414 -out:"$scratch/EngineFree.dll" \
  -r:"$newtonsoft" -r:System.dll -r:System.Core.dll -r:System.Net.Http.dll "${free_src[@]}" 2>&1)"; then
  fail "the engine-free folders (${engine_free[*]}) must use neither Unity's API nor the other folders; compiled alone:"
  grep -E 'error' <<<"$out" | sed "s|^$package/|  com.patchbay.unity/|" >&2
fi
rm -rf "$scratch"

# 5. One name, one folder.
while read -r name; do
  fail "the folder name $name occurs in more than one assembly ($(for asm in "${assemblies[@]}"; do
    [ -d "$package/$asm/$name" ] && printf '%s/%s ' "$asm" "$name"; done | sed 's/ $//')); rename one to say what it holds."
done < <(for asm in "${assemblies[@]}"; do
  (cd "$package/$asm" && find . -mindepth 1 -maxdepth 1 -type d -not -name '*~' | sed 's|^\./||')
done | LC_ALL=C sort | uniq -d)

[ "$status" -eq 0 ] && echo "check-package: ok (nothing names the stand-in, namespaces follow assembly and folders, no" \
  "circles among folders, ${engine_free[*]} engine-free, no folder name in two assemblies)" >&2
exit $status
