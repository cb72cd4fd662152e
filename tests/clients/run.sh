#!/usr/bin/env bash
# Real MCP clients against Patchbay (issues 16 and 33): Claude Code, Codex and Gemini CLI, pinned by
# tests/clients/package-lock.json and installed once into .tools/clients/ (or PATCHBAY_CLIENTS_DIR), each
# run agent loops whose model is a local script (no network, no key) against the real hub and the real
# package on the headless editor host. Extra arguments go to `node --test`:
#   tests/clients/run.sh --test-name-pattern=HTTP
#   tests/clients/run.sh tests/clients/codex.test.mjs
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
dest="${PATCHBAY_CLIENTS_DIR:-$root/.tools/clients}"
claude="$dest/node_modules/@anthropic-ai/claude-code-linux-x64/claude"
codex_native="$dest/node_modules/@openai/codex-linux-x64/vendor/x86_64-unknown-linux-musl/bin/codex"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "clients: the pinned Claude Code and Codex binaries here are linux-x64; this machine is $(uname -s)-$(uname -m)" >&2
  exit 2
fi
if [ ! -x "$claude" ] || [ ! -x "$codex_native" ] || ! cmp -s "$here/package-lock.json" "$dest/package-lock.json"; then
  echo "clients: installing the pinned clients into $dest" >&2
  mkdir -p "$dest"
  cp "$here/package.json" "$here/package-lock.json" "$dest/"
  (cd "$dest" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
export PATCHBAY_CLIENTS_DIR="$dest"
export PATCHBAY_CLAUDE_CODE="$claude"
source "$here/../lib/node-suite.sh"
node_suite clients 1 300000 host "$here"/*.test.mjs -- "$@"
