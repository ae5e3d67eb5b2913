#!/usr/bin/env bash
# Runs the libFuzzer targets (tests/fuzz/fuzz_*.cpp) for longer than npm test's smoke run does.
#   bash tests/fuzz/run.sh [SECONDS] [TARGET...]
# SECONDS per target (default 600); TARGET names such as fuzz_names (default: all), run one after
# the other (nice them on a shared machine: `nice bash tests/fuzz/run.sh 300`). Builds with
# clang++ into $FUZZ_BUILD (default build/fuzz-long) with ASan+UBSan and the engine instrumented
# for coverage (-fsanitize=fuzzer-no-link, CMakeLists.txt), like .ci/test.sh; new inputs
# go to $FUZZ_BUILD/corpus/<target> (the seed corpus in tests/fuzz/corpus is only read), crashes
# to $FUZZ_BUILD/artifacts/. Extra libFuzzer flags: FUZZ_FLAGS="-jobs=2 -workers=2" for instance.
# To replay a crash: $FUZZ_BUILD/<target> $FUZZ_BUILD/artifacts/<target>-crash-<sha>
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-600}
[[ $seconds =~ ^[0-9]+$ ]] || { echo "run.sh: SECONDS must be a whole number (got '$seconds')" >&2; exit 2; }
shift || true
build=${FUZZ_BUILD:-build/fuzz-long}

mkdir -p "$build"
if [[ ! -f $build/CMakeCache.txt ]]; then
  CXX=clang++ cmake -S . -B "$build" -DDLX_FUZZ=ON -DDLX_CLI=OFF -DBUILD_TESTING=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined" >"$build/configure.log" 2>&1 ||
    { cat "$build/configure.log" >&2; exit 1; }
fi
cmake --build "$build" -j2 >/dev/null

targets=("$@")
if ((${#targets[@]} == 0)); then
  for source in tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
mkdir -p "$build/artifacts"
for name in "${targets[@]}"; do
  [[ -x $build/$name ]] || { echo "run.sh: no target $name (tests/fuzz/$name.cpp)" >&2; exit 2; }
  corpus=("$build/corpus/$name")
  mkdir -p "${corpus[0]}"
  [[ -d tests/fuzz/corpus/$name ]] && corpus+=("tests/fuzz/corpus/$name")
  echo "run.sh: $name for ${seconds}s (log: $build/$name.log)"
  # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
  "$build/$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$name-" ${FUZZ_FLAGS:-} "${corpus[@]}" >"$build/$name.log" 2>&1 || {
    tail -n 60 "$build/$name.log" >&2
    echo "run.sh: $name found a failure; the input is in $build/artifacts/" >&2
    exit 1
  }
  grep -E 'DONE|^stat::number_of_executed_units' "$build/$name.log" || true
done
