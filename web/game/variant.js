// Sudoku variants for the game, as plain data: X (both diagonals), Windoku (the windows), jigsaw
// (regions instead of boxes) and killer (cages with sums). Mirrors the engine's Variant
// (engine/include/dlx/sudoku_grid.hpp, variant.hpp): the engine reads and checks puzzles; this
// file checks what the page keeps (autosave) and gives the windows, cage candidates, the engine's
// text fields and a stable id. No DOM. Loaded on first need (geometry.js loadVariantRules), not
// with the page. Siblings: geometry.js (houses and peers), game.js.
//
//   { diagonals: bool, windows: bool, regions: [] | [region 0..N-1 of each cell], cages: [{ sum, cells }] }

import { cellName, isClassic } from './cells.js';

export const CLASSIC = Object.freeze({ diagonals: false, windows: false, regions: [], cages: [] });

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

// One test for 'classic', shared with geometry.js (cells.js).
export { isClassic };

/**
 * A stable id: 'classic', or the engine's request words joined by '+' in a fixed order
 * ('x', 'windoku', 'jigsaw', 'killer', 'jigsaw+x', 'killer+x', ...). Statistics and i18n keys use it.
 */
export function variantId(v) {
  if (isClassic(v)) return 'classic';
  const parts = [];
  if (v.regions?.length) parts.push('jigsaw');
  if (v.cages?.length) parts.push('killer');
  if (v.diagonals) parts.push('x');
  if (v.windows) parts.push('windoku');
  return parts.join('+');
}

/** The Windoku windows (engine's window_cells): boxes one cell in from the edge and one apart. */
export function windowCells(boxRows, boxCols) {
  const size = boxRows * boxCols;
  const windows = [];
  for (let top = 1; top + boxRows <= size; top += boxRows + 1) {
    for (let left = 1; left + boxCols <= size; left += boxCols + 1) {
      const cells = [];
      for (let r = 0; r < boxRows; r += 1) for (let c = 0; c < boxCols; c += 1) cells.push((top + r) * size + left + c);
      windows.push(cells);
    }
  }
  return windows;
}

// "1 cell", "3 cells": the messages below are read by people.
const cellCount = (n) => `${n} ${n === 1 ? 'cell' : 'cells'}`;

/**
 * A checked copy of a variant for a board of side `size` (from the engine or a save). Throws
 * RangeError saying what is wrong: a region list of the wrong length, a region of the wrong size,
 * a cage cell outside the board or in two cages, a sum no cage of that size can have.
 */
export function checkVariant(v, size) {
  if (v === null || v === undefined) return CLASSIC;
  if (typeof v !== 'object') throw new RangeError('the variant is not an object');
  const cells = size * size;
  const regions = Array.isArray(v.regions) ? v.regions : [];
  if (regions.length !== 0) {
    if (regions.length !== cells) throw new RangeError(`the jigsaw regions give ${cellCount(regions.length)}, not ${cells}`);
    const counts = new Array(size).fill(0);
    for (const r of regions) {
      if (!Number.isInteger(r) || r < 0 || r >= size) throw new RangeError(`a jigsaw region is numbered ${String(r).slice(0, 12)}, not 1 to ${size}`);
      counts[r] += 1;
    }
    const bad = counts.findIndex((n) => n !== size);
    if (bad >= 0) throw new RangeError(`jigsaw region ${bad + 1} has ${cellCount(counts[bad])}, not ${size}`);
  }
  const cages = [];
  const owner = new Map();
  for (const cage of Array.isArray(v.cages) ? v.cages : []) {
    const list = Array.isArray(cage?.cells) ? [...cage.cells].sort((a, b) => a - b) : [];
    if (list.length === 0 || list.length > size) throw new RangeError(`a cage has ${cellCount(list.length)} (1 to ${size} allowed)`);
    const max = (list.length * (2 * size - list.length + 1)) / 2;
    const min = (list.length * (list.length + 1)) / 2;
    if (!Number.isInteger(cage.sum) || cage.sum < min || cage.sum > max) {
      const digits = list.length === 1 ? 'one digit' : `${list.length} different digits`;
      throw new RangeError(`a cage of ${cellCount(list.length)} sums to ${String(cage.sum).slice(0, 12)}, which ${digits} cannot make`);
    }
    for (const c of list) {
      if (!Number.isInteger(c) || c < 0 || c >= cells) throw new RangeError(`a cage names cell ${String(c).slice(0, 12)}, outside the board`);
      if (owner.has(c)) throw new RangeError(`cell ${cellName(c, size)} is in two cages`);
      owner.set(c, cages.length);
    }
    cages.push({ sum: cage.sum, cells: list });
  }
  return { diagonals: v.diagonals === true, windows: v.windows === true, regions: [...regions], cages };
}

/**
 * The engine's text fields for a variant ("rules=x regions=… cages=11:r1c1.r2c1,…"), "" for
 * classic: appended to the line form, the engine plays the same rules (puzzle_format.hpp).
 */
export function variantFields(v, size) {
  if (isClassic(v)) return '';
  const fields = [];
  if (v.diagonals || v.windows) fields.push(`rules=${[v.diagonals && 'x', v.windows && 'windoku'].filter(Boolean).join(',')}`);
  if (v.regions?.length) fields.push(`regions=${v.regions.map((r) => SYMBOLS[r]).join('')}`);
  if (v.cages?.length) {
    fields.push(`cages=${v.cages.map((cage) => `${cage.sum}:${cage.cells.map((c) => cellName(c, size)).join('.')}`).join(',')}`);
  }
  return fields.join(' ');
}

/**
 * The digits a cage's empty cells can still take (a mask, bit d-1 = digit d): those of every set of
 * distinct digits with the cage's sum that holds the digits already in it. 0 when none fits.
 */
export function cageCandidates(cage, digitAt, size) {
  let placed = 0;
  for (const c of cage.cells) {
    const d = digitAt(c);
    if (!d) continue;
    if (placed & (1 << (d - 1))) return 0;
    placed |= 1 << (d - 1);
  }
  const all = (1 << size) - 1;
  if (size > 16) return all & ~placed; // 2^N digit sets are too many to list: no restriction
  let union = 0;
  const want = cage.cells.length;
  for (let set = 0; set <= all; set += 1) {
    if ((set & placed) !== placed) continue;
    let count = 0;
    let sum = 0;
    for (let d = 1; d <= size; d += 1) {
      if (set & (1 << (d - 1))) {
        count += 1;
        sum += d;
      }
    }
    if (count === want && sum === cage.sum) union |= set;
  }
  return union & ~placed;
}

/**
 * What geometry.js adds to a board for a variant (checked first: RangeError saying why): the
 * checked data, the extra houses ({ name, kind, cells }: diagonals, windows), the cages, each cell's
 * cage and window (-1: none), the engine's fields, and the cages' candidates and sum conflicts.
 */
export function variantGeometry(variant, boxRows, boxCols) {
  const size = boxRows * boxCols;
  const v = checkVariant(variant, size);
  const cells = size * size;
  const houses = [];
  if (v.diagonals) {
    houses.push({ name: 'the main diagonal', kind: 'diagonal_main', cells: Array.from({ length: size }, (_, i) => i * size + i) });
    houses.push({ name: 'the anti-diagonal', kind: 'diagonal_anti', cells: Array.from({ length: size }, (_, i) => (i + 1) * size - 1 - i).reverse() });
  }
  const windowOf = new Int8Array(cells).fill(-1);
  if (v.windows) {
    windowCells(boxRows, boxCols).forEach((house, w) => {
      houses.push({ name: `window ${w + 1}`, kind: 'window', cells: house });
      for (const c of house) windowOf[c] = w;
    });
  }
  const cageOf = new Int16Array(cells).fill(-1);
  v.cages.forEach((cage, k) => { for (const c of cage.cells) cageOf[c] = k; });
  return {
    variant: v, houses, windowOf, cageOf, fields: variantFields(v, size),
    cageCandidates: (k, digitAt) => cageCandidates(v.cages[k], digitAt, size),
    // The filled cells of each cage whose digits pass its sum, or fill it with another sum, into `bad`.
    cageSumConflicts(digitAt, bad) {
      for (const cage of v.cages) {
        const filled = cage.cells.filter((c) => digitAt(c));
        const sum = filled.reduce((total, c) => total + digitAt(c), 0);
        if (sum > cage.sum || (filled.length === cage.cells.length && sum !== cage.sum)) filled.forEach((c) => bad.add(c));
      }
    },
  };
}
