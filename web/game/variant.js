// Sudoku variants for the game, as plain data: X (both diagonals), Windoku (the windows), jigsaw
// (regions instead of boxes) and killer (cages with sums). The engine owns the rules: it reads and
// checks puzzles, and its answers carry a variant's extra houses as data (parse, generate:
// variant.houses, engine_records.d.ts PuzzleVariant). This file checks what the page keeps
// (autosave) structurally, never by recomputing a rule, and gives cage candidates, the engine's
// text fields and a stable id. No DOM. Loaded on first need (geometry.js loadVariantRules), not
// with the page. Siblings: geometry.js (houses and peers), game.js.
//
//   { diagonals: bool, windows: bool, regions: [] | [region 0..N-1 of each cell], cages: [{ sum, cells }],
//     houses: [{ houseKind: 'diagonal' | 'window', houseIndex, cells }] (the diagonals, then the windows) }
//
// houses is optional in a save: a save from before the engine sent them has none, and the page asks
// the engine for them before it opens it (needsHouses; app/game_starter.js).

import { cellName, isClassic } from './cells.js';

export const CLASSIC = Object.freeze({ diagonals: false, windows: false, regions: [], cages: [], houses: [] });

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
  const diagonals = v.diagonals === true;
  const windows = v.windows === true;
  return { diagonals, windows, regions: [...regions], cages, houses: checkHouses(v.houses, diagonals, windows, size) };
}

// The kinds of house a variant adds as data, in the engine's order (regions stay `regions`).
const HOUSE_KINDS = ['diagonal', 'window'];

/**
 * Whether a variant's diagonals or windows come without their cells (a save from before the engine
 * sent them): the engine gives them (parse of the variant's fields), checkVariant refuses it.
 */
export function needsHouses(v) {
  if (!v || typeof v !== 'object') return false;
  const has = (kind) => Array.isArray(v.houses) && v.houses.some((h) => h?.houseKind === kind);
  return (v.diagonals === true && !has('diagonal')) || (v.windows === true && !has('window'));
}

/**
 * What the engine parses to give a variant's diagonals and windows (needsHouses): an empty board of
 * the variant's box shape under its rules. Its answer's variant.houses are the houses.
 */
export function housesQuery(v, boxRows, boxCols) {
  const rules = [v.diagonals === true && 'x', v.windows === true && 'windoku'].filter(Boolean).join(',');
  return `${'.'.repeat((boxRows * boxCols) ** 2)} box=${boxRows}x${boxCols} rules=${rules}`;
}

// A variant's houses, checked as data: a known kind, an index, N distinct cells of the board, no
// house twice, and the houses the flags say (two diagonals with X, windows with Windoku, no other).
// The cells are the engine's; which cells a rule gives is its business, not checked here.
function checkHouses(list, diagonals, windows, size) {
  const houses = [];
  for (const house of Array.isArray(list) ? list : []) {
    const kind = house?.houseKind;
    if (!HOUSE_KINDS.includes(kind)) throw new RangeError(`a house is of kind ${String(kind).slice(0, 20)}, not a diagonal or a window`);
    const index = house.houseIndex;
    if (!Number.isInteger(index) || index < 0 || index >= (kind === 'diagonal' ? 2 : size)) throw new RangeError(`a ${kind} is numbered ${String(index).slice(0, 12)}, not 0 to ${kind === 'diagonal' ? 1 : size - 1}`);
    const cells = Array.isArray(house.cells) ? house.cells : [];
    const bad = cells.find((c) => !Number.isInteger(c) || c < 0 || c >= size * size);
    if (bad !== undefined) throw new RangeError(`${kind} ${index + 1} names cell ${String(bad).slice(0, 12)}, outside the board`);
    if (cells.length !== size || new Set(cells).size !== size) throw new RangeError(`${kind} ${index + 1} has ${cellCount(new Set(cells).size)}, not ${size}`);
    if (houses.some((h) => h.houseKind === kind && h.houseIndex === index)) throw new RangeError(`${kind} ${index + 1} is given twice`);
    houses.push({ houseKind: kind, houseIndex: index, cells: [...cells].sort((a, b) => a - b) });
  }
  const count = (kind) => houses.filter((h) => h.houseKind === kind).length;
  if (diagonals ? count('diagonal') !== 2 : count('diagonal') !== 0) {
    throw new RangeError(diagonals ? `the diagonals come as ${count('diagonal')} houses, not 2` : 'diagonals are given without the X rule');
  }
  if (windows ? count('window') === 0 : count('window') !== 0) {
    throw new RangeError(windows ? 'the windows come without their cells' : 'windows are given without the Windoku rule');
  }
  return houses.sort((a, b) => HOUSE_KINDS.indexOf(a.houseKind) - HOUSE_KINDS.indexOf(b.houseKind) || a.houseIndex - b.houseIndex);
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
 * checked data, the extra houses (the engine's { houseKind, houseIndex, cells }: diagonals,
 * windows), the cages, each cell's cage and window (-1: none) and diagonals (a mask: 1 the main
 * one, 2 the anti-diagonal), the engine's fields, and the cages' candidates and sum conflicts.
 */
export function variantGeometry(variant, boxRows, boxCols) {
  const size = boxRows * boxCols;
  const v = checkVariant(variant, size);
  const cells = size * size;
  const windowOf = new Int8Array(cells).fill(-1);
  const diagonalOf = new Uint8Array(cells);
  for (const house of v.houses) {
    for (const c of house.cells) {
      if (house.houseKind === 'window') windowOf[c] = house.houseIndex;
      else diagonalOf[c] |= 1 << house.houseIndex;
    }
  }
  const cageOf = new Int16Array(cells).fill(-1);
  v.cages.forEach((cage, k) => { for (const c of cage.cells) cageOf[c] = k; });
  return {
    variant: v, houses: v.houses, windowOf, diagonalOf, cageOf, fields: variantFields(v, size),
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
