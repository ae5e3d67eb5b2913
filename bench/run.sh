#!/usr/bin/env bash
# bench/run.sh: the benchmark suite. Native `dlx-sudoku bench` on the public puzzle lists (from
# ../shared/data, skipped when missing), whole-process runs of `solve`/`count` timed from outside,
# the 6x10 pentomino exact cover count, the WebAssembly module in node (if web/wasm is built) and
# qqwing as a reference. Environment: DLX_SUDOKU_CLI (default build/native/dlx-sudoku),
# DLX_DATA (default ../shared/data), DLX_WASM_DIR (default web/wasm), MIN_TIME (seconds per timed
# pass, default 0.5), PEERS_DIR (optional: where the peer programs live; with it set, the seeds'
# DLX is built there first from PEERS_SRC, default ../shared/peers; Knuth's and tdoku's are looked
# for there, see bench/README.md), RUNS (whole-process runs per table row, best kept; default 3),
# KILLER_SEEDS (seeds per killer level, default 7). The machine may be shared: the closing table
# (issue 30's) times whole processes by CPU time, ours and each peer interleaved, and prints the
# load average.
set -euo pipefail
cd "$(dirname "$0")/.."

CLI=${DLX_SUDOKU_CLI:-build/native/dlx-sudoku}
DATA=${DLX_DATA:-../shared/data}
WASM_DIR=${DLX_WASM_DIR:-web/wasm}
MIN_TIME=${MIN_TIME:-0.5}
step() { echo; echo "::: $*"; }

[[ -x "$CLI" ]] || { echo "run.sh: $CLI is missing: build it first (npm run build)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The peers this script can build: the seeds' DLX from ../shared/peers, as its README says (-O3
# -DFIRST, no -march=native). Knuth's and tdoku's come from other projects' repositories and are
# built by hand (bench/README.md): the table says "skipped" for any that is missing.
if [[ -n "${PEERS_DIR:-}" ]]; then
  PEERS_SRC=${PEERS_SRC:-../shared/peers}
  mkdir -p "$PEERS_DIR"
  seed_src="$PEERS_SRC/seed002_dlx.cpp"
  if [[ -f "$seed_src" && ( ! -x "$PEERS_DIR/dlx002_first" || "$seed_src" -nt "$PEERS_DIR/dlx002_first" ) ]]; then
    echo "run.sh: building the seeds' DLX: g++ -O3 -DFIRST -o $PEERS_DIR/dlx002_first $seed_src"
    g++ -O3 -DFIRST -o "$PEERS_DIR/dlx002_first" "$seed_src"
  elif [[ ! -f "$seed_src" ]]; then
    echo "run.sh: $seed_src not found: the seeds' DLX row will be skipped"
  fi
  for peer in knuth/dlx1 knuth/ssxc1 tdoku/solve; do
    [[ -x "$PEERS_DIR/$peer" ]] || echo "run.sh: $PEERS_DIR/$peer not built (bench/README.md says how): its row will be skipped"
  done
fi

files=()
for name in 17clue.txt top1465.txt forum_hardest_1905_sample5k.txt; do
  if [[ -f "$DATA/$name" ]]; then files+=("$DATA/$name"); else echo "run.sh: skipping $DATA/$name (not found)"; fi
done

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $("$CLI" --version)"

if ((${#files[@]})); then
  step "native: dlx-sudoku bench (solving only, repeated to >= ${MIN_TIME} s; plus one whole pass)"
  "$CLI" bench --min-time "$MIN_TIME" "${files[@]}"
  "$CLI" bench --json --min-time "$MIN_TIME" "${files[@]}" >"$tmp/native.json"

  step "native, whole process from outside (start-up + read + parse + solve + print)"
  for f in "${files[@]}"; do
    n=$(grep -cv -e '^[[:space:]]*$' -e '^[[:space:]]*#' "$f")
    for sub in solve count; do
      t0=$(date +%s%N)
      "$CLI" "$sub" "$f" >/dev/null
      t1=$(date +%s%N)
      awk -v f="$f" -v s="$sub" -v n="$n" -v ns=$((t1 - t0)) \
        'BEGIN { printf "  %-45s %-5s %8.2f µs/puzzle (%d puzzles, %.2f s)\n", f, s, ns / 1000 / n, n, ns / 1e9 }'
    done
  done
fi

step "exact cover: 6x10 pentominoes, every cover counted (expect solutions=9356)"
"$CLI" bench --exact-cover --min-time 0 bench/pentomino_6x10.dlx

if [[ -f "$WASM_DIR/dlx_sudoku.js" ]]; then
  # A long call can stay on V8's baseline tier (wasm has no on-stack replacement, so a hot loop
  # inside one call keeps its unoptimised code): run both ways.
  for flags in "" "--no-liftoff"; do
    step "WebAssembly in node ${flags:-(default tiers)}: one call per puzzle"
    # shellcheck disable=SC2086
    node $flags bench/wasm_bench.mjs --native "$tmp/native.json" --min-time "$MIN_TIME" \
      --wasm-dir "$WASM_DIR" --exact-cover bench/pentomino_6x10.dlx "${files[@]}"
  done
else
  step "WebAssembly: skipped ($WASM_DIR/dlx_sudoku.js not built)"
fi

if command -v qqwing >/dev/null && ((${#files[@]})); then
  step "reference: qqwing --solve (whole process; its own logic + guessing solver)"
  for f in "${files[@]}"; do
    n=$(grep -cv -e '^[[:space:]]*$' -e '^[[:space:]]*#' "$f")
    t0=$(date +%s%N)
    qqwing --solve --one-line <"$f" >/dev/null
    t1=$(date +%s%N)
    awk -v f="$f" -v n="$n" -v ns=$((t1 - t0)) \
      'BEGIN { printf "  %-45s %8.2f µs/puzzle (%d puzzles, %.2f s)\n", f, ns / 1000 / n, n, ns / 1e9 }'
  done
fi

step "issue 30's table: every row from this run (bench/table.mjs; peers from PEERS_DIR=${PEERS_DIR:-unset})"
DLX_SUDOKU_CLI="$CLI" DLX_DATA="$DATA" DLX_WASM_DIR="$WASM_DIR" node bench/table.mjs --runs "${RUNS:-3}" --seeds "${KILLER_SEEDS:-7}"
