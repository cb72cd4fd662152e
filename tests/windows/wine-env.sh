# Sourced by tests/windows/run.sh: the Wine prefix (created once, by this file, under
# build-cross/wineprefix so a fresh CI machine needs nothing else) and a wrapper that runs
# patchbay.exe under Wine with the Linux hub's command line, so the Node and shell suites can use it
# as PATCHBAY_BIN.
#   wine_setup EXE  ->  sets WINE_PATCHBAY (the wrapper's path)
wine_setup() {
  local exe="$1" root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  export WINEPREFIX="${PATCHBAY_WINEPREFIX:-$root/build-cross/wineprefix}"
  export WINEDEBUG=-all
  # No Mono/Gecko installers: the hub needs neither, and CI has no display to answer their dialogs.
  export WINEDLLOVERRIDES="mscoree,mshtml="
  command -v wine >/dev/null || { echo "windows: wine missing; run scripts/install-cross-deps.sh win" >&2; return 2; }
  [ -f "$exe" ] || { echo "windows: $exe missing; run scripts/build-cross.sh win-x64" >&2; return 2; }
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    echo "windows: creating the Wine prefix $WINEPREFIX" >&2
    mkdir -p "$(dirname "$WINEPREFIX")"
    wineboot -i >/dev/null 2>&1 || { echo "windows: wineboot -i failed" >&2; return 1; }
    wineserver -w
  fi
  # One wineserver for the whole run: by default it exits 3 s after its last client, and a wine
  # started while it is exiting can die at once (exit 1, nothing on stderr), failing a random test.
  # run.sh ends it with wineserver -k.
  wineserver -k 2>/dev/null
  wineserver -p || { echo "windows: could not start a persistent wineserver" >&2; return 1; }
  # Start Wine's own services (services.exe, winedevice.exe…) now, on /dev/null. Otherwise the first
  # program of the run starts them, they inherit its stdout and stderr and hold them open after it
  # exits, and the test reading that program's output never sees it end: its file times out after
  # every test passed (CI, the interop suite's stdio_raw.test.mjs under Wine).
  wine cmd /c exit </dev/null >/dev/null 2>&1 || { echo "windows: wine could not run cmd /c exit" >&2; return 1; }
  WINE_PATCHBAY="$(dirname "$exe")/wine-patchbay"
  # exec: the wrapper's pid is the Windows process's, so signals and exit codes reach the hub.
  printf '#!/bin/sh\nexport WINEPREFIX="%s" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="\nexec wine "%s" "$@"\n' \
    "$WINEPREFIX" "$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")" >"$WINE_PATCHBAY"
  chmod +x "$WINE_PATCHBAY"
  export WINE_PATCHBAY
  # The harnesses' stopCleanly: SIGTERM ends wine, not a Windows program's shutdown (tests/lib/hub_harness.mjs).
  export PATCHBAY_WINE=1
}
