#!/usr/bin/env bash
# The dashboard in a real browser (issue 15): tests/dashboard/*.test.mjs drive Debian's headless
# Chromium (/usr/bin/chromium, or $PATCHBAY_CHROMIUM) with the pinned playwright-core against the
# real hub, two headless editor hosts and two MCP SDK sessions. Needs what tests/e2e/run.sh needs.
# PATCHBAY_DASHBOARD_SCREENSHOT=docs/dashboard.png also writes the README's screenshot (by default it
# goes to build/dashboard.png). Extra arguments go to `node --test`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
chromium="${PATCHBAY_CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || { echo "dashboard: $chromium missing; run scripts/install-deps.sh" >&2; exit 2; }
source "$here/../lib/node-suite.sh"
node_suite dashboard 1 600000 host "$here"/*.test.mjs -- "$@"
