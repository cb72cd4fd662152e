#!/bin/sh
# The MCP Bundle's hub on a Mac when the release has one hub per processor: run the one for this Mac.
here="$(cd "$(dirname "$0")" && pwd)"
case "$(uname -m)" in
  arm64) exec "$here/../osx-arm64/patchbay" "$@" ;;
  *) exec "$here/../osx-x64/patchbay" "$@" ;;
esac
