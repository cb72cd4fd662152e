#!/usr/bin/env bash
# Runs the hub's multi-editor end-to-end suites: the test editor's self-check
# (tests/editor-double/*.test.mjs, no hub needed) and tests/hub/*.test.mjs against build/bin/patchbay
# (or $PATCHBAY_BIN), with the pinned Node 22. Extra arguments go to `node --test`, e.g.
#   tests/hub/run.sh tests/hub/reload.test.mjs
#   tests/hub/run.sh --test-name-pattern='fan-out'
# Every test starts its own hub on 127.0.0.1:0 with a temporary state directory. Exits non-zero when
# any test fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../lib/node-suite.sh"
# Two files at a time (two cores); a file gets at most 5 minutes, each test 30 s (tests/hub/lib).
node_suite hub 2 300000 no "$here"/../editor-double/*.test.mjs "$here"/*.test.mjs -- "$@"
