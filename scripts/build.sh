#!/usr/bin/env bash
# Configures and builds everything into build/ (Release): the hub (build/bin/patchbay), its unit
# tests and benchmarks, and — with mono — the Unity package and the headless editor host.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build build -j "${PATCHBAY_JOBS:-2}"
