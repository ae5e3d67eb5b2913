#!/usr/bin/env bash
# Variant figures of our engine per 9x9 variant: generation, solve and uniqueness, and the killer
# encoding's options per cage (`dlx-sudoku bench-variants`, every puzzle checked). Generation per
# level beside Simon Tatham's Solo at its levels is bench/variant_levels.sh. Usage:
# bench/variants.sh [N] (default 10). Prints the load average, since wall-clock times on a shared
# machine depend on it.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-10}
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== ours (dlx-sudoku bench-variants --count $N): ms per generated puzzle, µs per solve / uniqueness check"
build/native/dlx-sudoku bench-variants --count "$N"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
