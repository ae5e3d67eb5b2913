// Independent checks for the engine tests: a grid validator and a tiny backtracking solution
// counter that share no code with the engine (no exact cover, no DLX), so the tests compare the
// engine with a second opinion instead of with answers typed in by hand.

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** Line-form symbol -> digit (0 for an empty cell). */
export function digitOf(symbol) {
  if (symbol === '.' || symbol === '0') return 0;
  const digit = SYMBOLS.indexOf(symbol.toUpperCase()) + 1;
  if (digit === 0) throw new Error(`not a cell symbol: ${JSON.stringify(symbol)}`);
  return digit;
}

export function symbolOf(digit) {
  return digit === 0 ? '.' : SYMBOLS[digit - 1];
}

/** The houses (rows, columns, boxes) of a board with boxes boxRows x boxCols, as cell lists. */
export function houses(boxRows, boxCols) {
  const n = boxRows * boxCols;
  const result = [];
  for (let i = 0; i < n; i++) {
    const row = [], col = [], box = [];
    const top = Math.floor(i / boxRows) * boxRows, left = (i % boxRows) * boxCols;
    for (let j = 0; j < n; j++) {
      row.push(i * n + j);
      col.push(j * n + i);
      box.push((top + Math.floor(j / boxCols)) * n + left + (j % boxCols));
    }
    result.push(row, col, box);
  }
  return result;
}

/** Why `line` is not a completed valid grid, or '' when it is one. */
export function solutionProblem(line, boxRows, boxCols) {
  const n = boxRows * boxCols;
  if (typeof line !== 'string' || line.length !== n * n) return `expected ${n * n} symbols, got ${line?.length}`;
  const digits = [...line].map(digitOf);
  const empty = digits.indexOf(0);
  if (empty >= 0) return `cell ${empty} is empty`;
  for (const house of houses(boxRows, boxCols)) {
    const seen = new Set(house.map((cell) => digits[cell]));
    if (seen.size !== n || [...seen].some((d) => d < 1 || d > n)) return `house ${house.join(',')} is not 1..${n}`;
  }
  return '';
}

/** Why `solution` does not keep the givens of `puzzle`, or ''. */
export function givensProblem(puzzle, solution) {
  if (puzzle.length !== solution.length) return 'lengths differ';
  for (let cell = 0; cell < puzzle.length; cell++) {
    if (puzzle[cell] !== '.' && digitOf(puzzle[cell]) !== digitOf(solution[cell])) {
      return `cell ${cell}: given ${puzzle[cell]} but solution has ${solution[cell]}`;
    }
  }
  return '';
}

/** Pairs of equal givens in one house: [{digit, cells: [a, b]}], by a plain scan. */
export function repeatedGivens(puzzle, boxRows, boxCols) {
  const digits = [...puzzle].map(digitOf);
  const found = [];
  for (const house of houses(boxRows, boxCols)) {
    for (let i = 0; i < house.length; i++) {
      for (let j = i + 1; j < house.length; j++) {
        const [a, b] = [house[i], house[j]];
        if (digits[a] !== 0 && digits[a] === digits[b]) found.push({ digit: digits[a], cells: [a, b] });
      }
    }
  }
  return found;
}

/** Solutions of `puzzle`, counted by cell-by-cell backtracking (fewest candidates first), up to `limit`. */
export function referenceCount(puzzle, boxRows, boxCols, limit = 2) {
  const n = boxRows * boxCols;
  const digits = [...puzzle].map(digitOf);
  const all = (1 << n) - 1;
  const houseList = houses(boxRows, boxCols);
  const housesOf = Array.from({ length: n * n }, () => []);
  houseList.forEach((house, h) => house.forEach((cell) => housesOf[cell].push(h)));
  const used = new Array(houseList.length).fill(0);
  for (let cell = 0; cell < n * n; cell++) {
    const d = digits[cell];
    if (!d) continue;
    for (const h of housesOf[cell]) {
      if (used[h] & (1 << (d - 1))) return 0; // repeated given
      used[h] |= 1 << (d - 1);
    }
  }
  let count = 0;
  const search = () => {
    let best = -1, bestMask = 0, bestSize = n + 1;
    for (let cell = 0; cell < n * n; cell++) {
      if (digits[cell]) continue;
      let mask = all;
      for (const h of housesOf[cell]) mask &= ~used[h];
      let size = 0;
      for (let m = mask; m; m &= m - 1) size++;
      if (size < bestSize) [best, bestMask, bestSize] = [cell, mask, size];
      if (size === 0) return;
    }
    if (best < 0) {
      count++;
      return;
    }
    for (let d = 1; d <= n && count < limit; d++) {
      const bit = 1 << (d - 1);
      if (!(bestMask & bit)) continue;
      digits[best] = d;
      for (const h of housesOf[best]) used[h] |= bit;
      search();
      for (const h of housesOf[best]) used[h] &= ~bit;
      digits[best] = 0;
    }
  };
  search();
  return count;
}

/** A valid completed grid by the shifted-rows pattern (no search involved). */
export function patternGrid(boxRows, boxCols) {
  const n = boxRows * boxCols;
  let line = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) line += symbolOf(((r % boxRows) * boxCols + Math.floor(r / boxRows) + c) % n + 1);
  }
  return line;
}

/**
 * Four cells of `grid` forming a "deadly rectangle" (values a b / b a, in two rows of one band):
 * swapping a and b there gives a second valid grid. Returns the four cell indices, or null.
 */
export function deadlyRectangle(grid, boxRows, boxCols) {
  const n = boxRows * boxCols;
  const at = (r, c) => grid[r * n + c];
  for (let r1 = 0; r1 < n; r1++) {
    for (let r2 = r1 + 1; r2 < n; r2++) {
      if (Math.floor(r1 / boxRows) !== Math.floor(r2 / boxRows)) continue;
      for (let c1 = 0; c1 < n; c1++) {
        for (let c2 = c1 + 1; c2 < n; c2++) {
          if (at(r1, c1) === at(r2, c2) && at(r1, c2) === at(r2, c1)) {
            return [r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2];
          }
        }
      }
    }
  }
  return null;
}

export function blank(line, cells) {
  const chars = [...line];
  for (const cell of cells) chars[cell] = '.';
  return chars.join('');
}
