#!/usr/bin/env bash
# Builds everything, incrementally: build/native (Release: CLI at build/native/dlx-sudoku, Catch2
# suite), build/wasm (the two embind modules, core and full, into web/wasm/; the Catch2 suite as
# wasm for node), and
# dist/ (the static site: web/ without its development files, plus the module; .ci/build_dist.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
export DLX_SETUP_DONE=1

JOBS=$(nproc 2>/dev/null || echo 2)
mkdir -p build

configure() { # name command...: runs a cmake configure quietly, shows its log if it fails
  local log="build/$1-configure.log"
  shift
  "$@" >"$log" 2>&1 || { cat "$log" >&2; echo "build: configure failed (log: $log)" >&2; exit 1; }
}

# The native and the WebAssembly builds run side by side: each ends in a long single-threaded
# link (the Catch2 suite, the modules' Binaryen passes), and the other build fills that core.
# Their output goes to build/{native,wasm}-build.log; a failing build's log is shown.
build_in_background() { # name command...: runs a build, output to its log; the exit code to build/NAME.rc
  local name=$1
  shift
  ( if "$@" >"build/$name-build.log" 2>&1; then echo 0; else echo $?; fi >"build/$name.rc" ) &
}
report() { # name: after wait, says how that build went; shows its log if it failed
  local rc
  rc=$(cat "build/$1.rc")
  rm -f "build/$1.rc"
  if [[ $rc != 0 ]]; then
    cat "build/$1-build.log" >&2
    echo "build: $1 failed (exit $rc; log: build/$1-build.log)" >&2
    return 1
  fi
  echo "build: $1 done ($(grep -c 'Building CXX' "build/$1-build.log" || true) files compiled; log: build/$1-build.log)"
}

echo "build: native (build/native, Release) and wasm (build/wasm, Release; module -> web/wasm/), side by side"
configure native cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release
# Emscripten needs Debian's acorn at -O2+ (NODE_PATH, on these two commands only), and its default
# emulator passes a flag Node 20 rejects; Node's fetch must be off for the glue to read the .wasm.
configure wasm env NODE_PATH=/usr/share/nodejs emcmake cmake -S . -B build/wasm \
  -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
build_in_background native cmake --build build/native -j"$JOBS"
build_in_background wasm env NODE_PATH=/usr/share/nodejs cmake --build build/wasm -j"$JOBS"
wait
status=0
report native || status=1
report wasm || status=1
((status == 0)) || exit 1

echo "build: static site (dist/)"
node .ci/build_dist.mjs

echo "build: done (CLI: build/native/dlx-sudoku, modules: web/wasm/dlx_sudoku_core.{js,wasm} (first load) and dlx_sudoku.{js,wasm} (full, on demand), site: dist/)"
