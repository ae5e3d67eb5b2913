#!/usr/bin/env bash
# Variant figures, side by side: our generator, solve and uniqueness per 9x9 variant
# (`dlx-sudoku bench-variants`, every puzzle checked), then Simon Tatham's Solo generating the same
# variants at each of its levels (`sgt-solo --generate N <params>`, Debian's sgt-puzzles; timed
# per process and divided by N). Usage: bench/variants.sh [N] (default 10). Prints the load average,
# since wall-clock times on a shared machine depend on it.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-10}
CLI=build/native/dlx-sudoku
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== ours (dlx-sudoku bench-variants --count $N): ms per generated puzzle, µs per solve / uniqueness check"
"$CLI" bench-variants --count "$N"
SOLO=$(command -v sgt-solo || echo /usr/games/sgt-solo)
if [[ ! -x $SOLO ]]; then
  echo "sgt-solo not installed (apt-get install sgt-puzzles): no Solo figures"
  exit 0
fi
echo "== Solo ($SOLO --generate $N <params>): ms per puzzle; levels t(rivial) b(asic) i(ntermediate) a(dvanced) e(xtreme)"
printf '%-10s %-8s' variant params
for level in t b i a e; do printf ' %9s' "d$level"; done
echo
for pair in x:3x3x jigsaw:9j killer:3x3k killer+x:3x3xk jigsaw+x:9jx; do
  name=${pair%%:*} params=${pair#*:}
  printf '%-10s %-8s' "$name" "$params"
  for level in t b i a e; do
    start=$(date +%s%N)
    timeout 120 "$SOLO" --generate "$N" "${params}d${level}" >/dev/null 2>&1 || { printf ' %9s' 'timeout'; continue; }
    end=$(date +%s%N)
    printf ' %9.1f' "$(echo "($end - $start) / 1000000 / $N" | bc -l)"
  done
  echo
done
echo "windoku: Solo has none"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
