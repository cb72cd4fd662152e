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
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="${PATCHBAY_PACKAGE_DIR:-$here/../com.patchbay.unity}"
package="$(cd "$package" && pwd)"
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

# 1. The stand-in.
while IFS=$'\t' read -r file line text; do
  fail "com.patchbay.unity/${file#"$package"/}:$line names the headless stand-in (Patchbay.Headless), which a real" \
    "editor does not have: $text"
  echo "  Move the test to unity/headless/Tests, or find the stand-in by reflection (see Tests/Editor/Tools/ToolHarness.cs)." >&2
done < <(awk "$strip_awk"'
  code($0) ~ /(^|[^A-Za-z0-9_])Patchbay[ \t]*\.[ \t]*Headless([^A-Za-z0-9_]|$)/ {
    text = $0; sub(/^[ \t]+/, "", text); print FILENAME "\t" FNR "\t" text
  }' "${package_src[@]}")

[ "$status" -eq 0 ] && echo "check-package: ok (nothing names the stand-in)" >&2
exit $status
