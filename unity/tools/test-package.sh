#!/usr/bin/env bash
# Builds com.patchbay.unity against the headless UnityEngine/UnityEditor stand-in and runs its NUnit tests
# with mono, warnings as errors. A package-only check for quick iteration; unity/build.sh and unity/test.sh
# build and test the whole headless setup.
#
#   unity/tools/test-package.sh [nunit-console options, e.g. -run=Patchbay.Editor.Tests.CallRecordTests]
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$repo/build/unity-package"
engine="$repo/unity/headless/Engine"
package="$repo/unity/com.patchbay.unity"
newtonsoft="${NEWTONSOFT_DLL:-/usr/lib/mono/gac/Newtonsoft.Json/6.0.0.0__b9a188c8922137c6/Newtonsoft.Json.dll}"
nunit="${NUNIT_DLL:-/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll}"
# shellcheck source=roslyn.sh
. "$repo/unity/tools/roslyn.sh"
mcs=(roslyn_csc -langversion:9.0 -target:library -r:System.dll -r:System.Core.dll -r:System.Xml.dll)
strict=(-warnaserror+)  # the package is held to zero warnings; the stand-in is not ours to police

mkdir -p "$out"
cp "$newtonsoft" "$out/"
"${mcs[@]}" -nowarn:414,649,1591 -r:"$newtonsoft" -out:"$out/UnityEngine.dll" $(find "$engine/UnityEngine" -name "*.cs")
"${mcs[@]}" -nowarn:414,649,1591 -r:"$newtonsoft" -r:System.Xml.Linq.dll -r:"$out/UnityEngine.dll" \
  -out:"$out/UnityEditor.dll" $(find "$engine/UnityEditor" -name "*.cs")
"${mcs[@]}" "${strict[@]}" -r:"$newtonsoft" -r:System.Net.Http.dll -r:System.Runtime.Serialization.dll -r:"$out/UnityEngine.dll" \
  -out:"$out/Patchbay.Shared.dll" $(find "$package/Shared" -name "*.cs")
"${mcs[@]}" "${strict[@]}" -r:"$newtonsoft" -r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$out/Patchbay.Shared.dll" \
  -out:"$out/Patchbay.Editor.dll" $(find "$package/Editor" -name "*.cs")
"${mcs[@]}" "${strict[@]}" -r:"$newtonsoft" -r:"$nunit" -r:"$out/UnityEngine.dll" -r:"$out/UnityEditor.dll" -r:"$out/Patchbay.Shared.dll" -r:"$out/Patchbay.Editor.dll" \
  -out:"$out/Patchbay.Editor.Tests.dll" $(find "$package/Tests/Editor" -name "*.cs")
bash "$repo/unity/tools/gen-meta.sh" --check
cd "$out"
nunit-console -nologo -nodots Patchbay.Editor.Tests.dll -xml="$out/results.xml" "$@"
