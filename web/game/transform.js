// Sudoku's symmetries, for puzzles: relabel the digits, swap bands and the rows inside a band, swap
// stacks and the columns inside a stack, transpose. Each maps a valid puzzle with one solution to
// another one, with the same logic to solve it — the grader's rating is invariant under all of them
// (tests/cpp/grader_levels_tests.cpp) — so one shipped starter puzzle gives 9!·6⁸·2 different first
// games. pool.js draws one for every starter it serves. No DOM; randomness is injected.

/** A random permutation of [0, n) from `random` (() => a number in [0, 1)), Fisher–Yates. */
function permutation(n, random) {
  const p = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

// Lines of a side of `box` bands of `box` lines: bands permuted, then the lines inside each band.
function linePermutation(box, random) {
  const bands = permutation(box, random);
  return bands.flatMap((band) => permutation(box, random).map((line) => band * box + line));
}

/**
 * A random symmetry of a board with square boxes of side `box` (3 for 9×9):
 * { digits: new digit of d at digits[d - 1], rows, cols: the old row/column shown at each new one, transpose }.
 */
export function randomSymmetry(box = 3, random = Math.random) {
  const size = box * box;
  return {
    digits: permutation(size, random).map((d) => d + 1),
    rows: linePermutation(box, random),
    cols: linePermutation(box, random),
    transpose: random() < 0.5,
  };
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** A line-form board (puzzle or solution, '.' for empty) under `symmetry`. */
export function applySymmetry(line, symmetry) {
  const size = symmetry.rows.length;
  if (line.length !== size * size) throw new RangeError(`a ${size}×${size} board has ${size * size} cells, not ${line.length}`);
  let out = '';
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      const [row, col] = symmetry.transpose ? [c, r] : [r, c];
      const symbol = line[symmetry.rows[row] * size + symmetry.cols[col]];
      const digit = SYMBOLS.indexOf(symbol) + 1;
      out += digit > 0 ? SYMBOLS[symmetry.digits[digit - 1] - 1] : '.';
    }
  }
  return out;
}
