// One Sudoku board as SVG for paper (the puzzle sheets, sheets_app.js): the grid with its box or
// jigsaw-region borders, X-Sudoku's diagonals, Windoku's windows, killer cages (dashed, set in from
// the cells' edges, the sum in the cage's first cell) and the digits. Vector, so it prints sharp at
// any size; black on white whatever the screen's theme. DOM only through createElementNS.
const SVG = 'http://www.w3.org/2000/svg';
const CELL = 40; // user units per cell; the SVG scales to the width the page gives it

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = text;
  return node;
}

// The house a cell's thick borders follow: its jigsaw region, else its box.
function regionOf(record, size) {
  const { boxRows, boxCols } = record;
  const regions = record.variant?.regions;
  if (regions?.length === size * size) return (cell) => regions[cell];
  return (cell) => Math.floor(Math.floor(cell / size) / boxRows) * (size / boxCols) + Math.floor((cell % size) / boxCols);
}

function gridLines(svg, size, region) {
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      const cell = r * size + c;
      // Each inner edge once: the right and bottom edge of every cell, thick between regions.
      if (c < size - 1) {
        const thick = region(cell) !== region(cell + 1);
        svg.append(el('line', { x1: (c + 1) * CELL, y1: r * CELL, x2: (c + 1) * CELL, y2: (r + 1) * CELL, class: thick ? 'sb-thick' : 'sb-thin' }));
      }
      if (r < size - 1) {
        const thick = region(cell) !== region(cell + size);
        svg.append(el('line', { x1: c * CELL, y1: (r + 1) * CELL, x2: (c + 1) * CELL, y2: (r + 1) * CELL, class: thick ? 'sb-thick' : 'sb-thin' }));
      }
    }
  }
  svg.append(el('rect', { x: 0, y: 0, width: size * CELL, height: size * CELL, class: 'sb-frame' }));
}

function windows(svg, record, size) {
  for (const house of record.variant?.houses ?? []) {
    if (house.houseKind !== 'window') continue;
    for (const cell of house.cells) {
      svg.append(el('rect', { x: (cell % size) * CELL, y: Math.floor(cell / size) * CELL, width: CELL, height: CELL, class: 'sb-window' }));
    }
  }
}

function diagonals(svg, record, size) {
  if (!record.variant?.diagonals) return;
  const end = size * CELL;
  svg.append(el('line', { x1: 0, y1: 0, x2: end, y2: end, class: 'sb-diagonal' }));
  svg.append(el('line', { x1: end, y1: 0, x2: 0, y2: end, class: 'sb-diagonal' }));
}

// A cage's outline: on every side of its cells where the neighbour is outside it, a dashed line set
// in from the cell's edge, so neighbouring cages never share a line.
function cages(svg, record, size) {
  const inset = CELL * 0.1;
  for (const cage of record.variant?.cages ?? []) {
    const inCage = new Set(cage.cells);
    for (const cell of cage.cells) {
      const [r, c] = [Math.floor(cell / size), cell % size];
      const [x0, y0, x1, y1] = [c * CELL, r * CELL, (c + 1) * CELL, (r + 1) * CELL];
      const open = { t: r > 0 && inCage.has(cell - size), b: r < size - 1 && inCage.has(cell + size), l: c > 0 && inCage.has(cell - 1), r: c < size - 1 && inCage.has(cell + 1) };
      const left = open.l ? x0 : x0 + inset;
      const right = open.r ? x1 : x1 - inset;
      const top = open.t ? y0 : y0 + inset;
      const bottom = open.b ? y1 : y1 - inset;
      if (!open.t) svg.append(el('line', { x1: left, y1: y0 + inset, x2: right, y2: y0 + inset, class: 'sb-cage' }));
      if (!open.b) svg.append(el('line', { x1: left, y1: y1 - inset, x2: right, y2: y1 - inset, class: 'sb-cage' }));
      if (!open.l) svg.append(el('line', { x1: x0 + inset, y1: top, x2: x0 + inset, y2: bottom, class: 'sb-cage' }));
      if (!open.r) svg.append(el('line', { x1: x1 - inset, y1: top, x2: x1 - inset, y2: bottom, class: 'sb-cage' }));
    }
    const head = Math.min(...cage.cells);
    svg.append(el('text', { x: (head % size) * CELL + inset * 1.4, y: Math.floor(head / size) * CELL + inset * 3.2, class: 'sb-sum' }, String(cage.sum)));
  }
}

function digits(svg, line, size, givens) {
  for (let cell = 0; cell < size * size; cell += 1) {
    const ch = line[cell];
    if (!ch || ch === '.' || ch === '0') continue;
    const given = givens === null || (givens[cell] && givens[cell] !== '.');
    svg.append(el('text', {
      x: (cell % size) * CELL + CELL / 2, y: Math.floor(cell / size) * CELL + CELL / 2, class: given ? 'sb-given' : 'sb-filled',
    }, ch));
  }
}

/**
 * The board of a generate() record ({ size, boxRows, boxCols, puzzle, solution, variant }) as an
 * <svg>: the puzzle (answer false) or its solution with the givens in bold (answer true).
 * label: the accessible name ("Puzzle 3").
 */
export function sheetBoard(record, { answer = false, label = '' } = {}) {
  const size = record.size ?? Math.round(Math.sqrt(record.puzzle.length));
  const svg = el('svg', { viewBox: `-2 -2 ${size * CELL + 4} ${size * CELL + 4}`, class: `sheet-board${answer ? ' sheet-answer' : ''}`, role: 'img', 'aria-label': label });
  windows(svg, record, size);
  diagonals(svg, record, size);
  gridLines(svg, size, regionOf(record, size));
  cages(svg, record, size);
  digits(svg, answer ? record.solution : record.puzzle, size, answer ? record.puzzle : null);
  return svg;
}
