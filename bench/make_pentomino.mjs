// Writes bench/pentomino_6x10.dlx: the 6x10 pentomino exact cover problem in Knuth's DLX1 format.
// Items: the 12 pieces (F I L N P T U V W X Y Z), then the 60 cells, named by row 0-5 and column
// 0-9 ("37" = row 3, column 7). Options: every placement of every piece in every distinct
// orientation (rotations and reflections). No symmetry is broken, so each of the 2339 essentially
// different tilings is found in all 4 of its board symmetries: 9356 covers.
// Usage: node bench/make_pentomino.mjs [OUT] [ROWSxCOLS]   (default: pentomino_6x10.dlx next to
// this script, 6x10). tests/data/pentomino_3x20.dlx is `... tests/data/pentomino_3x20.dlx 3x20`:
// 8 covers (2 up to symmetry); columns past 9 are named in base 36 ("0a" = row 0, column 10).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';


// Each piece drawn in one orientation; '#' = a square.
const PIECES = {
  F: ['.##', '##.', '.#.'],
  I: ['#####'],
  L: ['####', '#...'],
  N: ['##..', '.###'],
  P: ['##', '##', '#.'],
  T: ['###', '.#.', '.#.'],
  U: ['#.#', '###'],
  V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'],
  X: ['.#.', '###', '.#.'],
  Y: ['.#..', '####'],
  Z: ['##.', '.#.', '.##'],
};

function squaresOf(drawing) {
  const squares = [];
  drawing.forEach((row, r) => [...row].forEach((ch, c) => ch === '#' && squares.push([r, c])));
  return squares;
}

// Shifted so the smallest row and column are 0, sorted: equal orientations get equal keys.
function normalize(squares) {
  const minR = Math.min(...squares.map(([r]) => r));
  const minC = Math.min(...squares.map(([, c]) => c));
  return squares.map(([r, c]) => [r - minR, c - minC]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

// The distinct orientations among the 8 symmetries of the square (4 rotations, each mirrored).
function orientations(squares) {
  const seen = new Map();
  let current = squares;
  for (let turn = 0; turn < 4; turn++) {
    current = current.map(([r, c]) => [c, -r]);
    for (const shape of [current, current.map(([r, c]) => [r, -c])]) {
      const n = normalize(shape);
      seen.set(JSON.stringify(n), n);
    }
  }
  return [...seen.values()];
}

const cellName = (r, c) => `${r}${c.toString(36)}`;

export function pentominoDlx1(ROWS = 6, COLS = 10) {
  const cells = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) cells.push(cellName(r, c));
  const lines = [
    `| The ${ROWS}x${COLS} pentomino problem: every placement of every piece, no symmetry breaking.`,
    `| Written by bench/make_pentomino.mjs.${ROWS * COLS === 60 && ROWS === 6 ? ' Expected: 9356 exact covers (2339 up to symmetry).' : ''}`,
    [...Object.keys(PIECES), ...cells].join(' '),
  ];
  for (const [piece, drawing] of Object.entries(PIECES)) {
    for (const shape of orientations(squaresOf(drawing))) {
      const height = Math.max(...shape.map(([r]) => r)) + 1;
      const width = Math.max(...shape.map(([, c]) => c)) + 1;
      for (let r = 0; r + height <= ROWS; r++) {
        for (let c = 0; c + width <= COLS; c++) {
          lines.push([piece, ...shape.map(([dr, dc]) => cellName(r + dr, c + dc))].join(' '));
        }
      }
    }
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? fileURLToPath(new URL('./pentomino_6x10.dlx', import.meta.url));
  const [rows, cols] = (process.argv[3] ?? '6x10').split('x').map(Number);
  const text = pentominoDlx1(rows, cols);
  writeFileSync(out, text);
  console.log(`wrote ${out}: ${text.split('\n').length - 4} options`);
}
