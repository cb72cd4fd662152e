#!/usr/bin/env bash
# End-to-end tests of the Unity package on the headless editor host through the real hub (issue 4):
# tests/e2e/*.test.mjs with the pinned Node 22 and the official MCP SDK client. Needs build/bin/patchbay
# (or $PATCHBAY_BIN), build/bin/patchbay-editor-host and build/unity/SampleProject (unity/build.sh;
# $PATCHBAY_EDITOR_HOST and $PATCHBAY_SAMPLE_PROJECT point elsewhere). Extra arguments go to
# `node --test`, e.g.
#   tests/e2e/run.sh tests/e2e/reload_contract.test.mjs
#   tests/e2e/run.sh --test-name-pattern='under load'
#   E2E_RELOADS=300 E2E_CLIENTS=4 tests/e2e/run.sh      # a longer reload stress (100 and 3 by default)
#   PATCHBAY_E2E_BACKGROUND=park tests/e2e/run.sh tests/e2e/first_call.test.mjs   # editors not focused
# Every test starts its own hub on 127.0.0.1:0 with a temporary state directory and its hosts on
# temporary copies of the sample project, and stops them afterwards. Exits non-zero when a test fails.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../lib/node-suite.sh"
# One file at a time: each host is a mono process that compiles the sample project when it starts,
# and the reload stress must not share the two cores with another file.
status=0
node_suite e2e 1 600000 host "$here"/*.test.mjs -- "$@" || status=$?
# The background pass (issue 27): the reload contract (without its 100-reload stress), the first call, the
# agent loop and step_game's play-tests (issue 47: a key let go after a step in a game without focus) again,
# with every editor host parked until woken (--background park), as Unity treats an editor that is not focused. Only on a whole run; PATCHBAY_E2E_BACKGROUND=park runs any file that way.
if [ "$#" -eq 0 ] && [ -z "${PATCHBAY_E2E_BACKGROUND:-}" ]; then
  echo "e2e: background pass (editors parked until woken)"
  PATCHBAY_E2E_BACKGROUND=park node_suite e2e 1 600000 host -- --test-skip-pattern='under load' \
    "$here"/reload_contract.test.mjs "$here"/first_call.test.mjs "$here"/agent_loop.test.mjs \
    "$here"/step_game.test.mjs || status=$?
fi
exit "$status"
