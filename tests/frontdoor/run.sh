#!/usr/bin/env bash
# Runs the front-door end-to-end suites (issue 6: `patchbay stdio` against the shared hub, the CLI,
# one hub per state directory) against build/bin/patchbay (or $PATCHBAY_BIN) and the headless editor
# host build/bin/patchbay-editor-host, with the pinned Node 22. Extra arguments go to `node --test`:
#   tests/frontdoor/run.sh tests/frontdoor/cli.test.mjs
#   tests/frontdoor/run.sh --test-name-pattern='stdin EOF'
# Every test uses its own temporary state directory and PATCHBAY_LISTEN=127.0.0.1:0, and kills the
# hubs it caused to start. Exits non-zero when any test fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../lib/node-suite.sh"
# Two files at a time (two cores); a file gets at most 5 minutes, a test 60 s (lib/frontdoor.mjs).
node_suite frontdoor 2 300000 host "$here"/*.test.mjs -- "$@"
