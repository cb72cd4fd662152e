#!/usr/bin/env bash
# Runs the end-to-end interop suites (tests/interop/*.test.mjs) against build/bin/patchbay (or
# $PATCHBAY_BIN) with the pinned Node 22. Extra arguments go to `node --test`, e.g.
#   tests/interop/run.sh --test-name-pattern='stdio'
#   tests/interop/run.sh tests/interop/cli.test.mjs
# Exits non-zero when any test fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../lib/node-suite.sh"
# Two files at a time: each test starts its own hub, and the CI machine has two cores.
node_suite interop 2 120000 no "$here"/*.test.mjs -- "$@"
