#!/usr/bin/env bash
# Installs what the build and tests need, or says exactly what to install and stops.
# Called by start.sh, build.sh and test.sh (DLX_SETUP_DONE=1 skips a second run). On Debian as
# root it installs missing packages itself (apt-get, no prompts); otherwise it prints the commands.
# DLX_SKIP_SETUP=1: you installed the equivalents yourself (another distribution); trust that.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ "${DLX_SETUP_DONE:-}" == 1 || "${DLX_SKIP_SETUP:-}" == 1 ]] && exit 0

# node-acorn comes with emscripten (emcc's JS optimizer needs it); it is listed so a missing one is named.
PACKAGES=(cmake g++ make catch2 emscripten node-acorn libcli11-dev clang libclang-rt-14-dev clang-format chromium)
APT_LINE="apt-get update && apt-get install -y ${PACKAGES[*]}"

stop() { # message...
  printf 'setup: %s\n' "$@" >&2
  exit 1
}

# Node >= 20 (Playwright 1.65 needs it; Debian 12's own nodejs is 18, so it comes from elsewhere).
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  stop "node and npm are needed (Node.js 20 or newer) and were not found on PATH."
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if ((node_major < 20)); then
  stop "Node.js $(node --version) is too old: Playwright needs Node.js 20 or newer." \
       "Install Node.js 20+ (for example from nodesource), then run this again."
fi

if [[ ! -f /etc/debian_version ]] || ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
  stop "this machine is not Debian, so setup cannot check or install the system packages." \
       "On Debian 12, as root:" "  $APT_LINE" "  npm ci" \
       "Elsewhere, install the equivalents (CMake, g++, make, Catch2 v2, Emscripten 3.1.x, CLI11," \
       "clang 14 with compiler-rt and clang-format, Chromium at /usr/bin/chromium), run 'npm ci'," \
       "and then run again with DLX_SKIP_SETUP=1."
fi

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    stop "missing Debian packages: ${missing[*]}" \
         "Install them as root (for example with sudo), then run npm start or npm test again:" \
         "  apt-get update && apt-get install -y ${missing[*]}" "  npm ci"
  fi
  echo "setup: installing ${missing[*]} (apt-get, a minute or two on a fresh machine)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  # Recommends stay on: that is the form tested for chromium on this kind of machine.
  apt-get install -y -q "${missing[@]}" </dev/null
fi

# npm ci when node_modules is missing or older than the lock file.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
fi
