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

echo "build: native (build/native, Release)"
configure native cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release
cmake --build build/native -j"$JOBS"

# Emscripten needs Debian's acorn at -O2+ (NODE_PATH, on these two commands only), and its default
# emulator passes a flag Node 20 rejects; Node's fetch must be off for the glue to read the .wasm.
echo "build: wasm (build/wasm, Release; module -> web/wasm/)"
configure wasm env NODE_PATH=/usr/share/nodejs emcmake cmake -S . -B build/wasm \
  -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CROSSCOMPILING_EMULATOR=$(command -v node);--no-experimental-fetch"
NODE_PATH=/usr/share/nodejs cmake --build build/wasm -j"$JOBS"

echo "build: static site (dist/)"
node .ci/build_dist.mjs

echo "build: done (CLI: build/native/dlx-sudoku, modules: web/wasm/dlx_sudoku_core.{js,wasm} (first load) and dlx_sudoku.{js,wasm} (full, on demand), site: dist/)"
