// Board geometry for the front end: box shape, houses (rows, columns, boxes, and a variant's
// diagonals, windows or jigsaw regions), killer cages, and each cell's peers. The engine owns the
// rules: a variant's diagonals and windows are the houses its answers carry (variant.houses, kept
// with the game and checked by variant.js), never computed here. Rows, columns and boxes (and a
// jigsaw's regions, from the variant's region of each cell) are computed from the box shape: the
// first classic board paints before any engine has loaded. No DOM. A variant's part (variant.js)
// loads on first need (loadVariantRules), so a classic player's first visit does not download it;
// a variant board can only be made once it has loaded.

import { isClassic } from './cells.js';

// The cell facts live in cells.js (shared with variant.js without a circle); re-exported here,
// where the board's other facts are looked up.
export { boxEdges, cellName, houseKey, isClassic, rowCol } from './cells.js';

let rules = null; // variant.js, once loaded
let loading = null;

/** Loads variant.js (what makeGeometry needs for a variant board); resolves with the module. */
export function loadVariantRules() {
  loading ??= import('./variant.js').then((module) => {
    rules = module;
    return module;
  }, (error) => {
    loading = null; // a later call tries again
    throw error;
  });
  return loading;
}

/** Whether loadVariantRules has finished: a variant board can be made now. */
export const variantRulesLoaded = () => rules !== null;
/** variant.js once loaded (loadVariantRules), else null. */
export const variantRules = () => rules;

const NONE = { variant: { diagonals: false, windows: false, regions: [], cages: [], houses: [] }, houses: [], fields: '' };

/** @returns {{boxRows:number, boxCols:number, size:number, cells:number, houses:number[][],
 *   houseNames:string[], houseKinds:string[], houseIndexes:number[], peers:number[][], rowOf:(c:number)=>number,
 *   colOf:(c:number)=>number, boxOf:(c:number)=>number, variant:object, fields:string, cages:{sum:number, cells:number[]}[]}}
 *   houseKinds, houseIndexes: each house as the engine names it ('row', 'column', 'box', 'region',
 *   'window', 'diagonal'; 0-based within its kind, diagonal 0 the main one from r1c1); houseNames:
 *   English, for messages only. boxOf: the classic box. variant: the checked variant (classic: all
 *   empty); fields: the engine's text fields for it ('' for classic). A variant board also has
 *   variant.js's variantGeometry parts: cageOf, windowOf (-1: none), diagonalOf (mask: 1 main, 2
 *   anti), cageCandidates(k, digitAt), cageSumConflicts(digitAt, bad). */
export function makeGeometry(boxRows, boxCols, variant = null) {
  const size = boxRows * boxCols;
  if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || size < 4 || size > 25) {
    throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (4 to 25 digits)`);
  }
  // As the engine's Shape::make: a box one cell tall or wide would only repeat a row or a column.
  if (boxRows < 2 || boxCols < 2) throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (boxes are at least 2x2)`);
  if (!isClassic(variant) && !rules) throw new RangeError('the variant rules are not loaded yet (loadVariantRules)');
  const extra = isClassic(variant) ? NONE : rules.variantGeometry(variant, boxRows, boxCols);
  const { regions, cages } = extra.variant;
  const cells = size * size;
  const rowOf = (c) => Math.floor(c / size);
  const colOf = (c) => c % size;
  const boxOf = (c) => Math.floor(rowOf(c) / boxRows) * boxRows + Math.floor(colOf(c) / boxCols);
  const houses = [];
  const houseNames = [];
  const houseKinds = [];
  const houseIndexes = [];
  const add = (kind, index, house) => {
    houses.push(house);
    houseKinds.push(kind);
    houseIndexes.push(index);
    houseNames.push(kind === 'diagonal' ? ['the main diagonal', 'the anti-diagonal'][index] : `${kind} ${index + 1}`);
  };
  for (const [kind, of] of [['row', rowOf], ['column', colOf], regions.length ? ['region', (c) => regions[c]] : ['box', boxOf]]) {
    for (let h = 0; h < size; h += 1) {
      const house = [];
      for (let c = 0; c < cells; c += 1) if (of(c) === h) house.push(c);
      add(kind, h, house);
    }
  }
  for (const house of extra.houses) add(house.houseKind, house.houseIndex, house.cells);
  // A cage repeats no digit either, so its cells see each other too.
  const groups = houses.concat(cages.map((cage) => cage.cells));
  const member = Array.from({ length: cells }, () => []);
  groups.forEach((group) => { for (const c of group) member[c].push(group); });
  const peers = member.map((list, c) => [...new Set(list.flat())].filter((p) => p !== c).sort((a, b) => a - b));
  return { ...extra, boxRows, boxCols, size, cells, houses, houseNames, houseKinds, houseIndexes, peers, rowOf, colOf, boxOf, cages };
}
