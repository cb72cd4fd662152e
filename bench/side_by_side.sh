#!/usr/bin/env bash
# Times the path users run for two hub binaries in one sitting, alternating them run by run so a drift in
# the machine's speed touches both alike (issue 30: "measured side by side with the old binary").
#   bash bench/side_by_side.sh OLD_PATCHBAY [RUNS=3] [relay_bench arguments...]
# NEW is build/bin/patchbay (or $PATCHBAY_BIN). Each run is bench/run.sh relay; quote the medians.
# An old binary: git worktree add --detach /tmp/old <commit> && cmake -S /tmp/old -B /tmp/old/build -G Ninja
# -DCMAKE_BUILD_TYPE=Release && cmake --build /tmp/old/build --target patchbay
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
old="${1:?usage: bench/side_by_side.sh OLD_PATCHBAY [RUNS] [relay_bench arguments]}"
runs="${2:-3}"
shift $(($# >= 2 ? 2 : 1))
new="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
args=("$@")
((${#args[@]})) || args=(--calls 3000 --warmup 300 --clients 8 --seconds 5)
for ((i = 1; i <= runs; i++)); do
  for which in new old; do
    bin="$new"
    [ "$which" = old ] && bin="$old"
    echo "=== run $i of $runs: $which ($bin)"
    PATCHBAY_BIN="$bin" bash "$root/bench/run.sh" relay "${args[@]}"
  done
done
