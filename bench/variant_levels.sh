#!/usr/bin/env bash
# Levelled generation per variant: for each 9x9 variant and level, N puzzles (seeds 1..N) made by
# `dlx-sudoku generate --variant V --difficulty L`, each re-checked by `dlx-sudoku rate` (which
# refuses a puzzle without exactly one solution) to rate at that level. Prints per cell the median
# and the slowest ms per puzzle, and how many failed (budget out, or a check failed). Usage:
# bench/variant_levels.sh [N] [VARIANT...] (default 5; x windoku jigsaw killer killer+x jigsaw+x).
# Wall-clock times on a shared machine depend on the load average, printed before and after.
set -uo pipefail
cd "$(dirname "$0")/.."
N=${1:-5}
shift || true
VARIANTS=("$@")
[[ ${#VARIANTS[@]} -gt 0 ]] || VARIANTS=(x windoku jigsaw killer killer+x jigsaw+x)
CLI=build/native/dlx-sudoku
LEVELS=(easy medium hard expert extreme diabolical)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s' variant
for level in "${LEVELS[@]}"; do printf ' %17s' "$level"; done
echo
for variant in "${VARIANTS[@]}"; do
  printf '%-10s' "$variant"
  for level in "${LEVELS[@]}"; do
    times=() failed=0
    for seed in $(seq 1 "$N"); do
      start=$(date +%s%N)
      line=$(timeout 120 "$CLI" generate --variant "$variant" --difficulty "$level" --seed "$seed" 2>/dev/null)
      status=$?
      end=$(date +%s%N)
      if [[ $status -ne 0 ]]; then failed=$((failed + 1)); continue; fi
      rated=$(echo "$line" | "$CLI" rate 2>/dev/null | cut -d' ' -f1)
      [[ $rated == "$level" ]] || { failed=$((failed + 1)); continue; }
      times+=($(((end - start) / 1000000)))
    done
    if [[ ${#times[@]} -eq 0 ]]; then
      printf ' %17s' "none ($failed fail)"
      continue
    fi
    sorted=($(printf '%s\n' "${times[@]}" | sort -n))
    median=${sorted[$(((${#sorted[@]} - 1) / 2))]}
    slowest=${sorted[-1]}
    cell="$median/$slowest"
    [[ $failed -gt 0 ]] && cell="$cell ${failed}f"
    printf ' %17s' "$cell"
  done
  echo
done
echo "(median/slowest ms per puzzle; Nf = N seeds failed)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
