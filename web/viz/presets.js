// The visualizer's example problems, as DLX1 text (the engine parses them; formats.md describes
// the format). Only the problems are built here; the search over them is the engine's.

export const KNUTH_MATRIX = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

/** n-queens as in TAOCP 7.2.2.1: rows and columns primary, both diagonals secondary. */
export function queensText(n = 4) {
  const rows = Array.from({ length: n }, (_, i) => `r${i + 1}`);
  const cols = Array.from({ length: n }, (_, j) => `c${j + 1}`);
  const sums = Array.from({ length: 2 * n - 1 }, (_, s) => `a${s + 2}`);
  const diffs = Array.from({ length: 2 * n - 1 }, (_, d) => `b${d - n + 1}`);
  const lines = [`${[...rows, ...cols].join(' ')} | ${[...sums, ...diffs].join(' ')}`];
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= n; j++) lines.push(`r${i} c${j} a${i + j} b${i - j}`);
  }
  return `${lines.join('\n')}\n`;
}

// Three pentominoes (L, N, V as cell lists) tiling a 3 x 5 box: 44 placements and 4 tilings
// (one and its mirror images), small enough to watch every link.
const PIECES = {
  L: [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1]],
  N: [[0, 0], [1, 0], [1, 1], [2, 1], [3, 1]],
  V: [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2]],
};

function orientations(cells) {
  const seen = new Map();
  let shape = cells;
  for (let flip = 0; flip < 2; flip++) {
    for (let turn = 0; turn < 4; turn++) {
      shape = shape.map(([r, c]) => [c, -r]);
      const minR = Math.min(...shape.map(([r]) => r)), minC = Math.min(...shape.map(([, c]) => c));
      const norm = shape.map(([r, c]) => [r - minR, c - minC]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      seen.set(JSON.stringify(norm), norm);
    }
    shape = shape.map(([r, c]) => [r, -c]);
  }
  return [...seen.values()];
}

/** Pieces L, N, V on a rows x cols box: one item per piece and per cell. */
export function pentominoText(rows = 3, cols = 5) {
  const names = Object.keys(PIECES);
  const cell = (r, c) => `${r}${String.fromCharCode(97 + c)}`;
  const items = [...names];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) items.push(cell(r, c));
  const lines = [items.join(' ')];
  for (const name of names) {
    for (const shape of orientations(PIECES[name])) {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const placed = shape.map(([dr, dc]) => [r + dr, c + dc]);
          if (placed.every(([pr, pc]) => pr < rows && pc < cols)) {
            lines.push([name, ...placed.map(([pr, pc]) => cell(pr, pc))].join(' '));
          }
        }
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export const SUDOKU4 = '1...' + '..3.' + '.4..' + '...2';

/**
 * A 4x4 Sudoku as exact cover, givens already applied (options that clash with a given, and the
 * items a given fills, are left out, so the drawing stays small). puzzle: 16 chars, '.' empty.
 * Items are named as the 9x9 view names them, 1-based: r1c2 (the cell is filled), r1#3 (row 1
 * holds a 3), c2#3 (column 2), b1#3 (box 1); sudoku_names.js reads them back.
 */
export function sudoku4Text(puzzle = SUDOKU4) {
  const box = (r, c) => 2 * Math.floor(r / 2) + Math.floor(c / 2);
  const given = [...puzzle].map((ch) => (/[1-4]/.test(ch) ? Number(ch) : 0));
  const cell = (r, c) => `r${r + 1}c${c + 1}`;
  const house = (kind, h, d) => `${kind}${h + 1}#${d}`;
  const used = new Set();
  for (let k = 0; k < 16; k++) {
    if (!given[k]) continue;
    const r = Math.floor(k / 4), c = k % 4, d = given[k];
    used.add(cell(r, c)).add(house('r', r, d)).add(house('c', c, d)).add(house('b', box(r, c), d));
  }
  const items = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) items.push(cell(r, c));
  for (const kind of ['r', 'c', 'b']) for (let h = 0; h < 4; h++) for (let d = 1; d <= 4; d++) items.push(house(kind, h, d));
  const lines = [items.filter((name) => !used.has(name)).join(' ')];
  for (let k = 0; k < 16; k++) {
    if (given[k]) continue;
    const r = Math.floor(k / 4), c = k % 4;
    for (let d = 1; d <= 4; d++) {
      const option = [cell(r, c), house('r', r, d), house('c', c, d), house('b', box(r, c), d)];
      if (option.every((name) => !used.has(name))) lines.push(option.join(' '));
    }
  }
  return `${lines.join('\n')}\n`;
}

// A hard 9x9 puzzle for the Sudoku view (from the forum's "hardest" list in tests/data): proving
// its one solution unique takes DLX 3,650 nodes and 64,804 updates.
export const HARD_SUDOKU = '........1.....2.3...4.5.6....75......4..7...88....67...3.9....2.95.6.8..1......9.';

// Each example names the picture drawn beside the structure (problem_view.js).
export const PRESETS = Object.freeze([
  { id: 'knuth', text: () => KNUTH_MATRIX, picture: 'matrix' },
  { id: 'queens', text: () => queensText(4), picture: 'queens' },
  { id: 'pentomino', text: () => pentominoText(3, 5), picture: 'pentomino' },
  { id: 'sudoku4', text: () => sudoku4Text(), picture: 'sudoku', puzzle: SUDOKU4 },
]);
