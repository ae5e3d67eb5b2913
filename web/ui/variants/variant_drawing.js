// A variant drawn on the board (board_view.js builds the cells, this says what each one carries):
// jigsaw regions as thick borders where the boxes' would be, X-Sudoku's diagonals as lines, the
// Windoku windows shaded, killer cages as dashed outlines inside their cells with the sum in the
// cage's top-left cell. All of it is decoration (aria-hidden): the cell's accessible name says the
// same in words (words/variant_words.js). Styles: styles.css, "variants".

import { boxEdges } from '../../game/geometry.js';

const span = (className, data = {}) => {
  const el = document.createElement('span');
  el.className = className;
  el.setAttribute('aria-hidden', 'true');
  for (const [key, value] of Object.entries(data)) el.dataset[key] = value;
  return el;
};

/**
 * What a board of `geometry` draws per cell: { edgeRight(cell), edgeBottom(cell) } (a thick line
 * on that side: box or jigsaw region edges), classes(cell) (the cell's own classes) and decor(cell)
 * (new decoration elements, to go before the cell's digit or notes).
 */
export function variantDrawing(geometry) {
  const { size, boxRows, boxCols, variant } = geometry;
  const cages = geometry.cages ?? [];
  const cageOf = geometry.cageOf ?? [];
  const windowOf = geometry.windowOf ?? [];
  const diagonalOf = geometry.diagonalOf ?? [];
  const regions = variant?.regions ?? [];
  const regionOf = (c) => (regions.length ? regions[c] : geometry.boxOf(c));
  const row = (c) => Math.floor(c / size);
  const col = (c) => c % size;
  const { edgeRight, edgeBottom } = regions.length
    ? {
      edgeRight: (c) => col(c) + 1 < size && regionOf(c) !== regionOf(c + 1),
      edgeBottom: (c) => row(c) + 1 < size && regionOf(c) !== regionOf(c + size),
    }
    : boxEdges(size, boxRows, boxCols);
  const heads = new Set(cages.map((cage) => cage.cells[0])); // cells are ascending: the first is top-left

  // Whether the cell at (r, c) is in cage k (false off the board).
  const inCage = (k, r, c) => r >= 0 && c >= 0 && r < size && c < size && cageOf[r * size + c] === k;

  function cageDecor(cell) {
    const k = cageOf[cell];
    if (k < 0) return [];
    const r = row(cell);
    const c = col(cell);
    const sides = {};
    if (!inCage(k, r - 1, c)) sides.t = '';
    if (!inCage(k, r, c + 1)) sides.r = '';
    if (!inCage(k, r + 1, c)) sides.b = '';
    if (!inCage(k, r, c - 1)) sides.l = '';
    const out = [span('vx-cage', sides)];
    // Inner corners: the cage goes on both ways but not diagonally, so the outline turns inside this cell.
    const corners = [['tl', -1, -1], ['tr', -1, 1], ['bl', 1, -1], ['br', 1, 1]];
    for (const [at, dr, dc] of corners) {
      if (inCage(k, r + dr, c) && inCage(k, r, c + dc) && !inCage(k, r + dr, c + dc)) out.push(span('vx-corner', { at }));
    }
    if (heads.has(cell)) out.push(Object.assign(span('vx-sum'), { textContent: String(cages[k].sum) }));
    return out;
  }

  return {
    edgeRight,
    edgeBottom,
    classes(cell) {
      const list = [];
      if (heads.has(cell)) list.push('vx-head');
      if (windowOf[cell] >= 0) list.push('vx-window');
      return list;
    },
    decor(cell) {
      const out = [];
      if (windowOf[cell] >= 0) out.push(span('vx-tint'));
      // The engine's diagonals (geometry.diagonalOf: 1 the main one, 2 the anti-diagonal).
      if (diagonalOf[cell] & 1) out.push(span('vx-diag', { way: 'main' }));
      if (diagonalOf[cell] & 2) out.push(span('vx-diag', { way: 'anti' }));
      out.push(...cageDecor(cell));
      return out;
    },
  };
}
