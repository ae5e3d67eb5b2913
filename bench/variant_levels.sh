#!/usr/bin/env bash
# Levelled generation per variant, ours beside Simon Tatham's Solo in one run. For each 9x9 variant
# and level: N puzzles (seeds 1..N) made by `dlx-sudoku generate --variant V --difficulty L`, each
# re-checked by `dlx-sudoku rate` (which refuses a puzzle without exactly one solution) to rate at
# that level; then `sgt-solo --generate N <params>d<letter>` (Debian's sgt-puzzles) at the Solo
# level paired with it, timed per process and divided by N. Prints per cell our median and slowest
# ms per puzzle (and how many seeds failed: budget out, or a check failed), and Solo's mean ms.
# The pairing is approximate: Solo grades by its own solver's techniques, not SE's scale.
#   ours   easy     medium  hard          expert    extreme  diabolical
#   Solo   trivial  basic   intermediate  advanced  extreme  unreasonable   (d t b i a e u)
# Solo's killer grading also uses a fixed killer-deduction level (kdiff, not in its parameter
# string); the letter sets the rest. Windoku: Solo has none. Then, if killer is among the variants,
# the killer hint latency of the real WebAssembly module in node (bench/killer_hint_wasm.mjs).
# Usage: bench/variant_levels.sh [N] [VARIANT...] (default 5; x windoku jigsaw killer killer+x
# jigsaw+x). Wall-clock times on a shared machine depend on the load average, printed before and
# after.
set -uo pipefail
cd "$(dirname "$0")/.."
N=${1:-5}
shift || true
VARIANTS=("$@")
[[ ${#VARIANTS[@]} -gt 0 ]] || VARIANTS=(x windoku jigsaw killer killer+x jigsaw+x)
CLI=build/native/dlx-sudoku
SOLO=$(command -v sgt-solo || echo /usr/games/sgt-solo)
LEVELS=(easy medium hard expert extreme diabolical)
SOLO_LEVELS=(t b i a e u)
declare -A SOLO_PARAMS=([x]=3x3x [jigsaw]=9j [killer]=3x3k [killer+x]=3x3xk [jigsaw+x]=9jx)
TIMEOUT=120

# Ours at one variant and level: "median/slowest" ms, with " Nf" when seeds failed.
ours_cell() {
  local variant=$1 level=$2 times=() failed=0 seed start end line status rated
  for seed in $(seq 1 "$N"); do
    start=$(date +%s%N)
    line=$(timeout "$TIMEOUT" "$CLI" generate --variant "$variant" --difficulty "$level" --seed "$seed" 2>/dev/null)
    status=$?
    end=$(date +%s%N)
    if [[ $status -ne 0 ]]; then failed=$((failed + 1)); continue; fi
    rated=$(echo "$line" | "$CLI" rate 2>/dev/null | cut -d' ' -f1)
    [[ $rated == "$level" ]] || { failed=$((failed + 1)); continue; }
    times+=($(((end - start) / 1000000)))
  done
  if [[ ${#times[@]} -eq 0 ]]; then
    echo "none ($failed fail)"
    return
  fi
  local sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  local cell="${sorted[$(((${#sorted[@]} - 1) / 2))]}/${sorted[-1]}"
  [[ $failed -gt 0 ]] && cell="$cell ${failed}f"
  echo "$cell"
}

# Solo at one parameter string: mean ms per puzzle over N, or "timeout".
solo_cell() {
  local params=$1 start end
  start=$(date +%s%N)
  timeout "$TIMEOUT" "$SOLO" --generate "$N" "$params" >/dev/null 2>&1 || { echo "timeout"; return; }
  end=$(date +%s%N)
  echo $(((end - start) / 1000000 / N))
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
[[ -x $SOLO ]] || echo "sgt-solo not installed (apt-get install sgt-puzzles): no Solo rows"
printf '%-17s' "variant (N=$N)"
for i in "${!LEVELS[@]}"; do printf ' %17s' "${LEVELS[$i]}/d${SOLO_LEVELS[$i]}"; done
echo
for variant in "${VARIANTS[@]}"; do
  printf '%-17s' "$variant ours"
  for level in "${LEVELS[@]}"; do printf ' %17s' "$(ours_cell "$variant" "$level")"; done
  echo
  params=${SOLO_PARAMS[$variant]:-}
  if [[ -z $params ]]; then
    echo "$variant Solo: Solo has none"
    continue
  fi
  [[ -x $SOLO ]] || continue
  printf '%-17s' "$variant Solo $params"
  for letter in "${SOLO_LEVELS[@]}"; do printf ' %17s' "$(solo_cell "${params}d${letter}")"; done
  echo
done
echo "(ours: median/slowest ms per puzzle, Nf = N seeds failed or over ${TIMEOUT} s; Solo: mean ms per puzzle)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
if printf '%s\n' "${VARIANTS[@]}" | grep -qx killer; then
  echo "== killer hints in WebAssembly (node bench/killer_hint_wasm.mjs --count $N)"
  node bench/killer_hint_wasm.mjs --count "$N"
fi
