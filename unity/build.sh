#!/usr/bin/env bash
# Builds the C# side with Roslyn, the compiler Unity uses, at Unity's C# 9 (unity/tools/roslyn.sh: the .NET SDK's
# csc through its compiler server), against mono's .NET Framework 4.x, which runs it: the headless editor stand-in (UnityEngine.dll,
# UnityEditor.dll), the Unity package's shared core and editor assembly and its tests, the headless editor host and
# its tests. Output: BUILD_DIR/unity/ and the wrapper BUILD_DIR/bin/patchbay-editor-host.
# Usage: unity/build.sh [BUILD_DIR]   (default: build/)
# PATCHBAY_UNITY_PROFILE=2021.3|6000.5 (default 2021.3) picks the Unity the stand-in plays: everything is
# compiled with the define symbols that Unity version sets, so the stand-in offers that version's API
# (docs/compatibility.md) and the package compiles against it exactly as it would in that editor.
# 2022.3, 6000.0, 6000.3 and 6000.4 are compile checks only: PATCHBAY_UNITY_BUILD=package builds the
# stand-in, the package and its tests, and stops (no host, no headless tests).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="$(mkdir -p "${1:-$root/build}" && cd "${1:-$root/build}" && pwd)"
out="$build/unity"
mkdir -p "$out" "$build/bin"

# shellcheck source=tools/roslyn.sh
. "$here/tools/roslyn.sh"
newtonsoft="${PATCHBAY_NEWTONSOFT_JSON:-/usr/lib/mono/gac/Newtonsoft.Json/6.0.0.0__b9a188c8922137c6/Newtonsoft.Json.dll}"
# NUnit 3.6.0, the closest on NuGet to the NUnit 3.5 of Unity's Test Framework (com.unity.ext.nunit), restored by
# scripts/install-deps.sh from unity/tools/nunit/packages.lock.json. It is copied next to the host, where the editor's
# domains find it (a project's test assemblies reference it, as in Unity).
nunit="${PATCHBAY_NUNIT_FRAMEWORK:-$root/.tools/nuget/nunit/3.6.0/lib/net45/nunit.framework.dll}"
for f in "$newtonsoft" "$nunit"; do
  [ -f "$f" ] || { echo "build.sh: missing $f (run scripts/install-deps.sh)" >&2; exit 1; }
done
cmp -s "$nunit" "$out/nunit.framework.dll" || cp "$nunit" "$out/nunit.framework.dll"

profile="${PATCHBAY_UNITY_PROFILE:-2021.3}"
# Every Unity release Unity defines UNITY_X_Y_OR_NEWER for, oldest first (the list stops at each profile).
releases=(5_3 2017_1 2017_2 2017_3 2017_4 2018_1 2018_2 2018_3 2018_4 2019_1 2019_2 2019_3 2019_4 2020_1 2020_2 2020_3
  2021_1 2021_2 2021_3 2022_1 2022_2 2022_3 2023_1 2023_2 2023_3 6000_0 6000_1 6000_2 6000_3 6000_4 6000_5)
case "$profile" in
  2021.3 | 2022.3 | 6000.0 | 6000.3 | 6000.4 | 6000.5) version="${profile/./_}" major="${profile%%.*}" ;;
  *) echo "build.sh: unknown PATCHBAY_UNITY_PROFILE '$profile' (2021.3 or 6000.5; 2022.3, 6000.0, 6000.3, 6000.4 to compile)" >&2; exit 2 ;;
esac
parts="${PATCHBAY_UNITY_BUILD:-all}"
case "$parts" in all | package) ;; *) echo "build.sh: PATCHBAY_UNITY_BUILD is all or package, not '$parts'" >&2; exit 2 ;; esac
# The patch release each profile plays (Application.unityVersion in the stand-in), for UNITY_X_Y_Z.
case "$profile" in 2021.3) patch=45 ;; 2022.3) patch=50 ;; 6000.0) patch=23 ;; *) patch=0 ;; esac
defines="UNITY_EDITOR;UNITY_EDITOR_64;UNITY_EDITOR_LINUX;UNITY_STANDALONE_LINUX;UNITY_STANDALONE;UNITY_${version}_$patch;UNITY_$version;UNITY_$major"
for r in "${releases[@]}"; do
  defines="$defines;UNITY_${r}_OR_NEWER"
  [ "$r" = "$version" ] && break
done
defines="$defines;NET_4_6;CSHARP_7_3_OR_NEWER;ENABLE_MONO"
echo "build.sh: Unity $profile profile" >&2
# C# 9: Unity 2021.2 and later compile with Roslyn at C# 9.0 (docs.unity3d.com 2021.3 and 6000.x Manual,
# "C# compiler"); the package must compile as Unity compiles it.
# mcs referenced System, System.Core and System.Xml by itself; csc references what it is told.
common=(-langversion:9.0 -debug:portable -warnaserror -r:System.dll -r:System.Core.dll -r:System.Xml.dll)
# Serialized fields are written by reflection (CS0649/CS0414 are Unity idioms, Unity hides them too).
unity_nowarn=(-nowarn:0649,0414)

sources() { # dir -> NUL-free list of .cs files, sorted for reproducible builds
  find "$1" -name '*.cs' -not -path '*/.*' -not -path '*~/*' 2>/dev/null | LC_ALL=C sort
}

compile() { # name, then csc args
  local name="$1"; shift
  echo "build.sh: $name" >&2
  roslyn_csc "${common[@]}" "$@"
}

engine="$here/headless/Engine"
mapfile -t engine_src < <(sources "$engine/UnityEngine")
compile UnityEngine.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/UnityEngine.dll" -r:"$newtonsoft" "${engine_src[@]}"
# The built-in modules a project can disable (issue 43), each its own assembly as in Unity (UnityEngine.PhysicsModule.dll,
# UnityEngine.Physics2DModule.dll, UnityEngine.ImageConversionModule.dll, UnityEngine.ScreenCaptureModule.dll;
# Engine/UnityEngine/Internal/EngineModules.cs):
# the editor always loads them; a project's scripts see only those its manifest lists (com.unity.modules.*).
modules=(PhysicsModule Physics2DModule ImageConversionModule ScreenCaptureModule)
module_refs=()
for m in "${modules[@]}"; do
  mapfile -t module_src < <(sources "$engine/$m")
  compile "UnityEngine.$m.dll" -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/UnityEngine.$m.dll" \
    -r:"$out/UnityEngine.dll" "${module_src[@]}"
  module_refs+=(-r:"$out/UnityEngine.$m.dll")
done
# The Input System package's stand-in (Unity.InputSystem.dll, com.unity.inputsystem's assembly name): projects whose
# manifest lists the package compile against it, and the package's input tool uses it (PATCHBAY_INPUT_SYSTEM).
mapfile -t input_src < <(sources "$engine/InputSystem")
compile Unity.InputSystem.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/Unity.InputSystem.dll" \
  -r:"$out/UnityEngine.dll" "${input_src[@]}"
# uGUI (com.unity.ugui's assembly, UnityEngine.UI.dll: namespaces UnityEngine.UI and UnityEngine.EventSystems): projects
# whose manifest lists the package compile against it, as they do against the Input System's.
mapfile -t ugui_src < <(sources "$engine/UGUI")
compile UnityEngine.UI.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/UnityEngine.UI.dll" \
  -r:"$out/UnityEngine.dll" "${ugui_src[@]}"
mapfile -t editor_src < <(sources "$engine/UnityEditor")
compile UnityEditor.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/UnityEditor.dll" \
  -r:"$out/UnityEngine.dll" -r:"$newtonsoft" "${editor_src[@]}"

unity_refs=(-r:"$out/UnityEngine.dll" "${module_refs[@]}" -r:"$out/UnityEditor.dll" -r:"$newtonsoft" -r:System.dll -r:System.Core.dll
  -r:System.Xml.dll -r:System.Net.Http.dll -r:System.Runtime.Serialization.dll -r:System.IO.Compression.dll)

package="$here/com.patchbay.unity"
# The shared core (Shared/, Patchbay.Shared.dll: the link, calls, tool model, schemas, security, settings, the
# main-thread dispatcher) uses no Unity API at all (noEngineReferences; unity/tools/check-package.sh). The editor
# assembly builds on it, and so does the runtime part in a development build (its asmdef's defineConstraints:
# UNITY_EDITOR, or DEVELOPMENT_BUILD and PATCHBAY_RUNTIME). First compiled as a development player compiles it (no
# UNITY_EDITOR: a compile check), then as the editor does.
player_defines="$(printf '%s' "$defines" | tr ';' '\n' | grep -v '^UNITY_EDITOR' | paste -sd ';');DEVELOPMENT_BUILD;PATCHBAY_RUNTIME"
shared_refs=(-r:"$newtonsoft" -r:System.dll -r:System.Core.dll -r:System.Net.Http.dll
  -r:System.Runtime.Serialization.dll)
mapfile -t shared_src < <(sources "$package/Shared")
compile "Patchbay.Shared.dll (as a development build compiles it)" -target:library "${unity_nowarn[@]}" \
  -define:"$player_defines" -out:"$out/.Patchbay.Shared.Player.dll" "${shared_refs[@]}" "${shared_src[@]}"
rm -f "$out/.Patchbay.Shared.Player.dll" "$out/.Patchbay.Shared.Player.dll.mdb"
compile Patchbay.Shared.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/Patchbay.Shared.dll" \
  "${shared_refs[@]}" "${shared_src[@]}"
unity_refs+=(-r:"$out/Patchbay.Shared.dll")
# The tools an editor and a development build's player both offer (Engine/, Patchbay.Engine.dll, issue 34): UnityEngine,
# never UnityEditor (not referenced here, so a use fails to compile). First as a development player compiles it
# without the Input System package and without the built-in modules a project may disable (a compile check: its
# asmdef's versionDefines leave PATCHBAY_PHYSICS_MODULE, PATCHBAY_PHYSICS2D_MODULE, PATCHBAY_IMAGE_CONVERSION_MODULE and PATCHBAY_SCREEN_CAPTURE_MODULE unset), then as the
# editor does, with them all (PATCHBAY_INPUT_SYSTEM).
engine_refs=(-r:"$out/UnityEngine.dll" -r:"$out/Patchbay.Shared.dll" "${shared_refs[@]}")
module_defines="PATCHBAY_PHYSICS_MODULE;PATCHBAY_PHYSICS2D_MODULE;PATCHBAY_IMAGE_CONVERSION_MODULE;PATCHBAY_SCREEN_CAPTURE_MODULE"
mapfile -t engine_pkg_src < <(sources "$package/Engine")
compile "Patchbay.Engine.dll (as a development build without com.unity.inputsystem and the physics, physics 2D, image conversion and screen capture modules compiles it)" \
  -target:library "${unity_nowarn[@]}" -define:"$player_defines" -out:"$out/.Patchbay.Engine.Player.dll" "${engine_refs[@]}" "${engine_pkg_src[@]}"
rm -f "$out/.Patchbay.Engine.Player.dll" "$out/.Patchbay.Engine.Player.dll.mdb"
compile Patchbay.Engine.dll -target:library "${unity_nowarn[@]}" -define:"$defines;PATCHBAY_INPUT_SYSTEM;$module_defines" -out:"$out/Patchbay.Engine.dll" \
  "${engine_refs[@]}" "${module_refs[@]}" -r:"$out/Unity.InputSystem.dll" "${engine_pkg_src[@]}"
unity_refs+=(-r:"$out/Patchbay.Engine.dll")
mapfile -t package_src < <(sources "$package/Editor")
if ((${#package_src[@]})); then
  # First as in a project without the Input System package (its asmdef's versionDefines leave PATCHBAY_INPUT_SYSTEM
  # unset and the Unity.InputSystem reference unresolved): a compile check only. Then with it, the assembly tests use.
  compile "Patchbay.Editor.dll (without com.unity.inputsystem)" -target:library "${unity_nowarn[@]}" -define:"$defines" \
    -out:"$out/.Patchbay.Editor.NoInputSystem.dll" "${unity_refs[@]}" "${package_src[@]}"
  rm -f "$out/.Patchbay.Editor.NoInputSystem.dll" "$out/.Patchbay.Editor.NoInputSystem.dll.mdb"
  compile Patchbay.Editor.dll -target:library "${unity_nowarn[@]}" -define:"$defines;PATCHBAY_INPUT_SYSTEM;$module_defines" -out:"$out/Patchbay.Editor.dll" \
    "${unity_refs[@]}" -r:"$out/Unity.InputSystem.dll" "${package_src[@]}"
  mapfile -t package_test_src < <(sources "$package/Tests/Editor")
  if ((${#package_test_src[@]})); then
    compile Patchbay.Editor.Tests.dll -target:library "${unity_nowarn[@]}" -define:"$defines;UNITY_INCLUDE_TESTS;$module_defines" \
      -out:"$out/Patchbay.Editor.Tests.dll" "${unity_refs[@]}" -r:"$out/Patchbay.Editor.dll" -r:"$out/Unity.InputSystem.dll" -r:"$nunit" "${package_test_src[@]}"
  else
    rm -f "$out/Patchbay.Editor.Tests.dll"
  fi
else
  echo "build.sh: skipping Patchbay.Editor.dll: no .cs files under unity/com.patchbay.unity/Editor yet" >&2
  rm -f "$out/Patchbay.Editor.dll" "$out/Patchbay.Editor.Tests.dll"
fi

# The runtime part (Runtime/, Patchbay.Runtime.dll) as a development build that turned it on compiles it: no
# UNITY_EDITOR, DEVELOPMENT_BUILD and PATCHBAY_RUNTIME defined, no UnityEditor.dll (its asmdef excludes the editor).
mapfile -t runtime_src < <(sources "$package/Runtime")
compile Patchbay.Runtime.dll -target:library "${unity_nowarn[@]}" -define:"$player_defines;$module_defines" -out:"$out/Patchbay.Runtime.dll" \
  -r:"$out/UnityEngine.dll" "${module_refs[@]}" -r:"$out/Patchbay.Shared.dll" -r:"$out/Patchbay.Engine.dll" "${shared_refs[@]}" "${runtime_src[@]}"

if [ "$parts" = package ]; then
  echo "build.sh: done (package only) -> $out" >&2
  exit 0
fi

# The corpus (headless/Corpus, issue 42): ordinary scripts as users and agents write them, compiled as Unity compiles
# a project's scripts (C# 9, Unity's warnings, not as errors), for the stand-in's tests to drive them in play mode.
corpus="$here/headless/Corpus/Assets"
mapfile -t corpus_runtime < <(sources "$corpus" | grep -v '/Editor/')
mapfile -t corpus_editor < <(sources "$corpus" | grep '/Editor/')
corpus_common=(-langversion:9.0 -debug:portable -nowarn:0169,0649,1701,1702 -define:"$defines;ENABLE_LEGACY_INPUT_MANAGER;ENABLE_INPUT_SYSTEM"
  -r:System.dll -r:System.Core.dll -r:System.Xml.dll -r:System.Xml.Linq.dll -r:System.Data.dll -r:System.Numerics.dll
  -r:System.Runtime.Serialization.dll -r:System.Net.Http.dll -r:"$out/UnityEngine.dll" "${module_refs[@]}" -r:"$out/Unity.InputSystem.dll" -r:"$newtonsoft")
for extra in UnityEngine.UI.dll; do [ -f "$out/$extra" ] && corpus_common+=(-r:"$out/$extra"); done
if ((${#corpus_runtime[@]})); then
  echo "build.sh: Corpus.Runtime.dll (${#corpus_runtime[@]} scripts)" >&2
  # In the editor, runtime scripts see UnityEditor.dll too (#if UNITY_EDITOR blocks), as Assembly-CSharp does.
  roslyn_csc -target:library "${corpus_common[@]}" -r:"$out/UnityEditor.dll" -out:"$out/Corpus.Runtime.dll" "${corpus_runtime[@]}"
fi
if ((${#corpus_editor[@]})); then
  echo "build.sh: Corpus.Editor.dll (${#corpus_editor[@]} scripts)" >&2
  roslyn_csc -target:library "${corpus_common[@]}" -r:"$out/UnityEditor.dll" -r:"$out/Corpus.Runtime.dll" \
    -out:"$out/Corpus.Editor.dll" "${corpus_editor[@]}"
fi
rm -rf "$out/Corpus"
cp -R "$here/headless/Corpus" "$out/Corpus"

mapfile -t host_src < <(sources "$here/headless/Host")
compile patchbay-editor-host.exe -target:exe -define:"$defines" -out:"$out/patchbay-editor-host.exe" \
  -r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$newtonsoft" -r:Mono.Posix.dll -r:System.Net.Http.dll "${host_src[@]}"
# Runtime policy of the host (exceptions escaping background threads are survived, as in Unity).
cp "$here/headless/Host/patchbay-editor-host.exe.config" "$out/patchbay-editor-host.exe.config"

# The stand-in's tests, and the package's few tests that drive the stand-in's internals (Patchbay.Headless is
# internal to UnityEditor.dll, visible to the host and these tests only: the package's own tests must compile
# in a real editor).
mapfile -t tests_src < <(sources "$here/headless/Tests")
compile Patchbay.Headless.Tests.dll -target:library "${unity_nowarn[@]}" -define:"$defines" -out:"$out/Patchbay.Headless.Tests.dll" \
  -r:"$out/UnityEngine.dll" "${module_refs[@]}" -r:"$out/UnityEditor.dll" -r:"$out/Patchbay.Shared.dll" -r:"$out/Patchbay.Engine.dll" -r:"$out/Patchbay.Editor.dll" -r:"$out/Patchbay.Runtime.dll" -r:"$out/Unity.InputSystem.dll" -r:"$out/UnityEngine.UI.dll" -r:"$newtonsoft" -r:"$nunit" \
  -r:"$out/Corpus.Runtime.dll" -r:"$out/Corpus.Editor.dll" -r:System.dll -r:System.Core.dll "${tests_src[@]}"

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
