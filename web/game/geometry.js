// Board geometry for the front end: box shape, houses (rows, columns, boxes, and a variant's
// diagonals, windows or jigsaw regions), killer cages, and each cell's peers. Mirrors the
// engine's Rules (engine/include/dlx/sudoku_grid.hpp, variant.hpp); no DOM. The variant itself is
// variant.js's data.

import { CLASSIC, checkVariant, windowCells } from './variant.js';

/** @returns {{boxRows:number, boxCols:number, size:number, cells:number, houses:number[][],
 *   houseNames:string[], peers:number[][], rowOf:(c:number)=>number, colOf:(c:number)=>number,
 *   boxOf:(c:number)=>number, variant:object, cages:{sum:number, cells:number[]}[],
 *   cageOf:Int16Array, regionOf:(c:number)=>number, windowOf:Int8Array}}
 *   boxOf: the classic box; regionOf: the house that stands in for it (a jigsaw region or the box).
 *   cageOf / windowOf: the cage / window index of each cell, -1 for none. */
export function makeGeometry(boxRows, boxCols, variant = CLASSIC) {
  const size = boxRows * boxCols;
  if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || size < 4 || size > 25) {
    throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (4 to 25 digits)`);
  }
  // As the engine's Shape::make: a box one cell tall or wide would only repeat a row or a column.
  if (boxRows < 2 || boxCols < 2) throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (boxes are at least 2x2)`);
  const rules = checkVariant(variant, size);
  const cells = size * size;
  const rowOf = (c) => Math.floor(c / size);
  const colOf = (c) => c % size;
  const boxOf = (c) => Math.floor(rowOf(c) / boxRows) * boxRows + Math.floor(colOf(c) / boxCols);
  const regionOf = rules.regions.length ? (c) => rules.regions[c] : boxOf;
  const houses = [];
  const houseNames = [];
  const kinds = [['row', rowOf], ['column', colOf], [rules.regions.length ? 'region' : 'box', regionOf]];
  for (const [kind, of] of kinds) {
    for (let h = 0; h < size; h += 1) {
      const house = [];
      for (let c = 0; c < cells; c += 1) if (of(c) === h) house.push(c);
      houses.push(house);
      houseNames.push(`${kind} ${h + 1}`);
    }
  }
  if (rules.diagonals) {
    houses.push(Array.from({ length: size }, (_, i) => i * size + i));
    houseNames.push('the main diagonal');
    houses.push(Array.from({ length: size }, (_, i) => i * size + (size - 1 - i)).sort((a, b) => a - b));
    houseNames.push('the anti-diagonal');
  }
  const windowOf = new Int8Array(cells).fill(-1);
  if (rules.windows) {
    windowCells(boxRows, boxCols).forEach((house, w) => {
      houses.push(house);
      houseNames.push(`window ${w + 1}`);
      for (const c of house) windowOf[c] = w;
    });
  }
  const cageOf = new Int16Array(cells).fill(-1);
  rules.cages.forEach((cage, k) => { for (const c of cage.cells) cageOf[c] = k; });
  const peers = [];
  const member = Array.from({ length: cells }, () => []);
  houses.forEach((house, h) => { for (const c of house) member[c].push(h); });
  for (let c = 0; c < cells; c += 1) {
    const set = new Set();
    for (const h of member[c]) for (const p of houses[h]) if (p !== c) set.add(p);
    // A cage repeats no digit either, so its cells see each other.
    if (cageOf[c] >= 0) for (const p of rules.cages[cageOf[c]].cells) if (p !== c) set.add(p);
    peers.push([...set].sort((a, b) => a - b));
  }
  return {
    boxRows, boxCols, size, cells, houses, houseNames, peers, rowOf, colOf, boxOf,
    variant: rules, cages: rules.cages, cageOf, regionOf, windowOf,
  };
}
