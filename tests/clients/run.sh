#!/usr/bin/env bash
# Real MCP clients against Patchbay (issue 16): Claude Code, pinned by tests/clients/package-lock.json and
# installed into .tools/clients/, runs agent loops whose model is a local script (no network, no key) against
# the real hub and the real package on the headless editor host. Extra arguments go to `node --test`:
#   tests/clients/run.sh --test-name-pattern=HTTP
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dest="$root/.tools/clients"
claude="$dest/node_modules/@anthropic-ai/claude-code-linux-x64/claude"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "clients: the pinned Claude Code binary here is linux-x64; this machine is $(uname -s)-$(uname -m)" >&2
  exit 2
fi
if [ ! -x "$claude" ] || ! cmp -s "$here/package-lock.json" "$dest/package-lock.json"; then
  echo "clients: installing the pinned clients into .tools/clients/" >&2
  mkdir -p "$dest"
  cp "$here/package.json" "$here/package-lock.json" "$dest/"
  (cd "$dest" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
export PATCHBAY_CLAUDE_CODE="$claude"
source "$here/../lib/node-suite.sh"
node_suite clients 1 300000 host "$here"/*.test.mjs -- "$@"
