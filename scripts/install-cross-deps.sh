#!/usr/bin/env bash
# Installs what the cross builds need on Debian 12, on top of scripts/install-deps.sh (whose headers
# the cross builds reuse and whose pinned npm tools include Zig 0.11 for macOS):
#   win  — mingw-w64 (posix threads) for patchbay.exe, and Wine to test it;
#   osx  — llvm (llvm-ar, llvm-lipo) next to the pinned Zig.
# Usage: scripts/install-cross-deps.sh [win] [osx]   (no argument: both). Idempotent.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
want=("$@")
((${#want[@]})) || want=(win osx)

bash "$root/scripts/install-deps.sh"

apt_packages=()
for w in "${want[@]}"; do
  case "$w" in
    win) apt_packages+=(g++-mingw-w64-x86-64-posix wine wine64) ;;
    osx) apt_packages+=(llvm-14) ;;
    *) echo "install-cross-deps: unknown component '$w' (win, osx)" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-cross-deps: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
