// Board geometry for the front end: box shape, houses (rows, columns, boxes, and a variant's
// diagonals, windows or jigsaw regions), killer cages, and each cell's peers. Mirrors the
// engine's Rules (engine/include/dlx/sudoku_grid.hpp, variant.hpp); no DOM. A variant's part
// (variant.js) loads on first need (loadVariantRules), so a classic player's first visit does not
// download it; a variant board can only be made once it has loaded.

import { isClassic } from './cells.js';

// The cell facts live in cells.js (shared with variant.js without a circle); re-exported here,
// where the board's other facts are looked up.
export { boxEdges, cellName, isClassic, rowCol } from './cells.js';

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

const NONE = { variant: { diagonals: false, windows: false, regions: [], cages: [] }, houses: [], fields: '' };

/** @returns {{boxRows:number, boxCols:number, size:number, cells:number, houses:number[][],
 *   houseNames:string[], houseKinds:string[], peers:number[][], rowOf:(c:number)=>number, colOf:(c:number)=>number,
 *   boxOf:(c:number)=>number, variant:object, fields:string, cages:{sum:number, cells:number[]}[]}}
 *   boxOf: the classic box. variant: the checked variant (classic: all empty); fields: the engine's
 *   text fields for it ('' for classic). A variant board also has variant.js's variantGeometry
 *   parts: cageOf, windowOf (-1: none), cageCandidates(k, digitAt), cageSumConflicts(digitAt, bad). */
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
  const houseKinds = []; // 'row', 'column', 'box', 'region', 'window', 'diagonal_main', 'diagonal_anti'
  for (const [kind, of] of [['row', rowOf], ['column', colOf], regions.length ? ['region', (c) => regions[c]] : ['box', boxOf]]) {
    for (let h = 0; h < size; h += 1) {
      const house = [];
      for (let c = 0; c < cells; c += 1) if (of(c) === h) house.push(c);
      houses.push(house);
      houseNames.push(`${kind} ${h + 1}`);
      houseKinds.push(kind);
    }
  }
  for (const house of extra.houses) {
    houses.push(house.cells);
    houseNames.push(house.name);
    houseKinds.push(house.kind);
  }
  // A cage repeats no digit either, so its cells see each other too.
  const groups = houses.concat(cages.map((cage) => cage.cells));
  const member = Array.from({ length: cells }, () => []);
  groups.forEach((group) => { for (const c of group) member[c].push(group); });
  const peers = member.map((list, c) => [...new Set(list.flat())].filter((p) => p !== c).sort((a, b) => a - b));
  return { ...extra, boxRows, boxCols, size, cells, houses, houseNames, houseKinds, peers, rowOf, colOf, boxOf, cages };
}
