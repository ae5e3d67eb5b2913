#!/usr/bin/env bash
# bench/levels.sh: levelled generation, ours beside the two Debian peers, in one run. Ours:
# `dlx-sudoku bench-levels` (median ms per 9x9 puzzle per level, every puzzle checked unique and
# rated at its level). qqwing: `qqwing --generate N --difficulty D` (its own closing line "N puzzles
# generated in S seconds": mean per puzzle; its --timer lines count only the last try of each
# puzzle, not the discarded ones, so they are not used). Simon Tatham's Solo: `sgt-solo --generate N
# 3x3dX`, timed from outside (mean per puzzle, one process for N puzzles). Prints the table of the issue with ratios (peer / ours: how
# many times faster we are) and our target.
# Usage: bench/levels.sh [N]   (N puzzles per level, default 20; QQWING_N, default 10, for qqwing,
# whose simple level takes about half a second a puzzle). DLX_SUDOKU_CLI overrides the binary.
# The machine may be shared: run it three times and take the medians.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${1:-20}
QQWING_N=${QQWING_N:-10}
CLI=${DLX_SUDOKU_CLI:-build/native/dlx-sudoku}
SOLO=/usr/games/sgt-solo
[[ -x "$CLI" ]] || { echo "levels.sh: $CLI is missing: build it first (npm run build)" >&2; exit 1; }

missing=()
command -v qqwing >/dev/null || missing+=(qqwing)
[[ -x $SOLO ]] || missing+=(sgt-puzzles)
if ((${#missing[@]})); then
  echo "levels.sh: the peers are not installed; install them with:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  echo "levels.sh: measuring ours only" >&2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $("$CLI" --version); $N puzzles per level"

# Ours: one JSON line per level.
"$CLI" bench-levels --count "$N" --json >"$tmp/ours.json"
ours_median() { sed -n "s/.*\"level\":\"$1\".*\"median_ms\":\([0-9.]*\).*/\1/p" "$tmp/ours.json"; }
ours_grids() { sed -n "s/.*\"level\":\"$1\".*\"attempts\":\([0-9.]*\).*/\1/p" "$tmp/ours.json"; }

# qqwing: its closing line with --timer, "10 puzzles generated in 5.75 seconds.", per puzzle in ms.
qqwing_mean() {
  command -v qqwing >/dev/null || { echo "-"; return; }
  qqwing --generate "$QQWING_N" --difficulty "$1" --one-line --timer 2>/dev/null |
    sed -n 's/^\([0-9]*\) puzzles generated in \([0-9.e-]*\) seconds.*/\1 \2/p' |
    awk '{ printf "%.3f", $2 * 1000 / $1 } END { if (NR == 0) print "-" }'
}

# Solo: wall time of one process generating N puzzles, per puzzle.
solo_mean() {
  [[ -x $SOLO ]] || { echo "-"; return; }
  local t0 t1 lines
  t0=$(date +%s%N)
  lines=$("$SOLO" --generate "$N" "3x3d$1" | wc -l)
  t1=$(date +%s%N)
  awk -v ns=$((t1 - t0)) -v n="$lines" 'BEGIN { printf "%.3f", ns / 1e6 / n }'
}

ratio() { awk -v peer="$1" -v ours="$2" 'BEGIN { if (peer == "-" || ours == "" || ours == 0) print "-"; else printf "%.1fx", peer / ours }'; }

# our level | qqwing difficulty | Solo letter (t trivial, b basic, i intermediate, a advanced,
# e extreme, u unreasonable) | target ms
rows=(
  "easy simple t 1"
  "medium easy b 1.5"
  "hard intermediate i 10"
  "expert expert a 25"
  "extreme - e 30"
  "diabolical - u 80"
)
printf '\n| %-10s | %9s | %7s | %6s | %-12s | %9s | %7s | %-13s | %9s | %7s |\n' \
  level "ours ms" grids target "qqwing" "qqwing ms" ratio "Solo" "Solo ms" ratio
echo '|---|---:|---:|---:|---|---:|---:|---|---:|---:|'
for row in "${rows[@]}"; do
  read -r level qq solo target <<<"$row"
  ours=$(ours_median "$level")
  grids=$(ours_grids "$level")
  if [[ $qq == - ]]; then qq_ms=-; qq_name="(none)"; else qq_ms=$(qqwing_mean "$qq"); qq_name=$qq; fi
  solo_ms=$(solo_mean "$solo")
  case $solo in t) solo_name=trivial ;; b) solo_name=basic ;; i) solo_name=intermediate ;;
    a) solo_name=advanced ;; e) solo_name=extreme ;; u) solo_name=unreasonable ;; esac
  printf '| %-10s | %9.3f | %7s | <= %-3s | %-12s | %9s | %7s | %-13s | %9s | %7s |\n' "$level" "$ours" "$grids" \
    "$target" "$qq_name" "$qq_ms" "$(ratio "$qq_ms" "$ours")" "$solo_name" "$solo_ms" "$(ratio "$solo_ms" "$ours")"
done
echo
echo "ours: median of $N generate() calls per level (seeds 1..$N), checked; qqwing: mean over $QQWING_N puzzles"
echo "of one process; Solo: mean over $N puzzles of one process. ratio = peer time / our time."
