#!/usr/bin/env bash
# Builds the C# side with mono's mcs (C# 7.2): the headless editor stand-in (UnityEngine.dll,
# UnityEditor.dll), the Unity package's editor assembly and its tests, the headless editor host and
# its tests. Output: BUILD_DIR/unity/ and the wrapper BUILD_DIR/bin/patchbay-editor-host.
# Usage: unity/build.sh [BUILD_DIR]   (default: build/)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="$(mkdir -p "${1:-$root/build}" && cd "${1:-$root/build}" && pwd)"
out="$build/unity"
mkdir -p "$out" "$build/bin"

MCS="${MCS:-mcs}"
newtonsoft="${PATCHBAY_NEWTONSOFT_JSON:-/usr/lib/mono/gac/Newtonsoft.Json/6.0.0.0__b9a188c8922137c6/Newtonsoft.Json.dll}"
nunit="${PATCHBAY_NUNIT_FRAMEWORK:-/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll}"
for f in "$newtonsoft" "$nunit"; do
  [ -f "$f" ] || { echo "build.sh: missing $f (run scripts/install-deps.sh)" >&2; exit 1; }
done
command -v "$MCS" >/dev/null || { echo "build.sh: mcs not found (run scripts/install-deps.sh)" >&2; exit 1; }

defines="UNITY_EDITOR;UNITY_EDITOR_64;UNITY_EDITOR_LINUX;UNITY_STANDALONE_LINUX;UNITY_STANDALONE;UNITY_2021_3;UNITY_2021;UNITY_5_3_OR_NEWER;UNITY_2017_1_OR_NEWER;UNITY_2018_1_OR_NEWER;UNITY_2019_1_OR_NEWER;UNITY_2020_1_OR_NEWER;UNITY_2021_1_OR_NEWER;UNITY_2021_2_OR_NEWER;UNITY_2021_3_OR_NEWER;NET_4_6;CSHARP_7_3_OR_NEWER;ENABLE_MONO"
common=(-langversion:7.2 -sdk:4.5 -nologo -debug -warnaserror)
# Serialized fields are written by reflection (CS0649/CS0414 are Unity idioms, Unity hides them too).
unity_nowarn=(-nowarn:0649,0414)

sources() { # dir -> NUL-free list of .cs files, sorted for reproducible builds
  find "$1" -name '*.cs' -not -path '*/.*' -not -path '*~/*' 2>/dev/null | LC_ALL=C sort
}

compile() { # name, then mcs args
  local name="$1"; shift
  echo "build.sh: $name" >&2
  "$MCS" "${common[@]}" "$@"
}

engine="$here/headless/Engine"
mapfile -t engine_src < <(sources "$engine/UnityEngine")
compile UnityEngine.dll -target:library "${unity_nowarn[@]}" -out:"$out/UnityEngine.dll" -r:"$newtonsoft" "${engine_src[@]}"
mapfile -t editor_src < <(sources "$engine/UnityEditor")
compile UnityEditor.dll -target:library "${unity_nowarn[@]}" -out:"$out/UnityEditor.dll" \
  -r:"$out/UnityEngine.dll" -r:"$newtonsoft" "${editor_src[@]}"

unity_refs=(-r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$newtonsoft" -r:System.dll -r:System.Core.dll
  -r:System.Xml.dll -r:System.Net.Http.dll -r:System.Runtime.Serialization.dll -r:System.IO.Compression.dll)

package="$here/com.patchbay.unity"
mapfile -t package_src < <(sources "$package/Editor")
if ((${#package_src[@]})); then
  compile Patchbay.Editor.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/Patchbay.Editor.dll" \
    "${unity_refs[@]}" "${package_src[@]}"
  mapfile -t package_test_src < <(sources "$package/Tests/Editor")
  if ((${#package_test_src[@]})); then
    compile Patchbay.Editor.Tests.dll -target:library "${unity_nowarn[@]}" -define:"$defines;UNITY_INCLUDE_TESTS" \
      -out:"$out/Patchbay.Editor.Tests.dll" "${unity_refs[@]}" -r:"$out/Patchbay.Editor.dll" -r:"$nunit" "${package_test_src[@]}"
  else
    rm -f "$out/Patchbay.Editor.Tests.dll"
  fi
else
  echo "build.sh: skipping Patchbay.Editor.dll: no .cs files under unity/com.patchbay.unity/Editor yet" >&2
  rm -f "$out/Patchbay.Editor.dll" "$out/Patchbay.Editor.Tests.dll"
fi

mapfile -t host_src < <(sources "$here/headless/Host")
compile patchbay-editor-host.exe -target:exe -out:"$out/patchbay-editor-host.exe" \
  -r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$newtonsoft" -r:Mono.Posix.dll -r:System.Net.Http.dll "${host_src[@]}"
# Runtime policy of the host (exceptions escaping background threads are survived, as in Unity).
cp "$here/headless/Host/patchbay-editor-host.exe.config" "$out/patchbay-editor-host.exe.config"

mapfile -t tests_src < <(sources "$here/headless/Tests")
compile Patchbay.Headless.Tests.dll -target:library "${unity_nowarn[@]}" -out:"$out/Patchbay.Headless.Tests.dll" \
  -r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$newtonsoft" -r:"$nunit" -r:System.dll -r:System.Core.dll "${tests_src[@]}"

# A pristine copy of the sample project next to the host: tests and demos copy it again to a
# temporary directory and never touch the repository.
rm -rf "$out/SampleProject"
cp -R "$here/headless/SampleProject" "$out/SampleProject"
rm -rf "$out/SampleProject/Library"

cat > "$build/bin/patchbay-editor-host" <<'WRAPPER'
#!/bin/sh
# Runs the headless Unity editor host (see unity/headless/README.md).
here="$(cd "$(dirname "$0")" && pwd)"
exec mono --debug "$here/../unity/patchbay-editor-host.exe" "$@"
WRAPPER
chmod +x "$build/bin/patchbay-editor-host"
echo "build.sh: done -> $out" >&2
