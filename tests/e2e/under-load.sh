#!/usr/bin/env bash
# Runs a test command N times in a row while stress-ng keeps the machine busy (issue 18: a test must
# never fail only because the machine is slow). Stops at the first failure and says which run failed.
#   tests/e2e/under-load.sh [RUNS] [-- COMMAND...]
#   tests/e2e/under-load.sh 10                                    # the e2e reload stress, 10 times
#   tests/e2e/under-load.sh 3 -- bash scripts/test.sh             # the whole test command, 3 times
# Load: `stress-ng --cpu N --io 1 --vm 1 --vm-bytes 512M` with N = the number of cores (every core is
# contended). UNDER_LOAD_STRESS="..." replaces the stress-ng options. stress-ng comes from Debian's apt.
# Logs: $UNDER_LOAD_LOGS (default build/under-load/), one file per run; one summary line at the end.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
runs="${1:-10}"
shift || true
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "under-load: RUNS must be a positive number, not '$runs'" >&2; exit 2; }
[ "${1:-}" = "--" ] && shift
command=("$@")
((${#command[@]})) || command=(bash tests/e2e/run.sh tests/e2e/reload_contract.test.mjs)

if ! command -v stress-ng >/dev/null; then
  echo "under-load: installing stress-ng" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq stress-ng >/dev/null ||
    { echo "under-load: could not install stress-ng" >&2; exit 2; }
fi

logs="${UNDER_LOAD_LOGS:-$root/build/under-load}"
mkdir -p "$logs"
read -r -a stress <<<"${UNDER_LOAD_STRESS:---cpu $(nproc) --io 1 --vm 1 --vm-bytes 512M}"
stress-ng "${stress[@]}" --quiet &
stress_pid=$!
trap 'kill "$stress_pid" 2>/dev/null; wait "$stress_pid" 2>/dev/null' EXIT
echo "under-load: stress-ng ${stress[*]} (pid $stress_pid); running: ${command[*]}"

for ((i = 1; i <= runs; i++)); do
  start=$(date +%s)
  "${command[@]}" >"$logs/run-$i.log" 2>&1
  rc=$?
  secs=$(($(date +%s) - start))
  load="$(cut -d' ' -f1 /proc/loadavg)"
  if ((rc)); then
    echo "under-load: run $i/$runs FAILED (exit $rc, ${secs} s, load $load); log: $logs/run-$i.log"
    tail -n 30 "$logs/run-$i.log"
    echo "under-load: $((i - 1)) of $runs passed before a failure"
    exit 1
  fi
  echo "under-load: run $i/$runs passed (${secs} s, load $load)"
done
echo "under-load: $runs of $runs passed in a row"
