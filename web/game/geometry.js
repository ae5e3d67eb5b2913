// Board geometry for the front end: box shape, houses (rows, columns, boxes) and each cell's
// peers. Mirrors the engine's Rules (engine/include/dlx/sudoku_grid.hpp); no DOM.

/** @returns {{boxRows:number, boxCols:number, size:number, cells:number, houses:number[][],
 *   houseNames:string[], peers:number[][], rowOf:(c:number)=>number, colOf:(c:number)=>number,
 *   boxOf:(c:number)=>number}} */
export function makeGeometry(boxRows, boxCols) {
  const size = boxRows * boxCols;
  if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || size < 4 || size > 25) {
    throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (4 to 25 digits)`);
  }
  // As the engine's Shape::make: a box one cell tall or wide would only repeat a row or a column.
  if (boxRows < 2 || boxCols < 2) throw new RangeError(`box shape ${boxRows}x${boxCols} is not supported (boxes are at least 2x2)`);
  const cells = size * size;
  const rowOf = (c) => Math.floor(c / size);
  const colOf = (c) => c % size;
  const boxOf = (c) => Math.floor(rowOf(c) / boxRows) * boxRows + Math.floor(colOf(c) / boxCols);
  const houses = [];
  const houseNames = [];
  for (const [kind, of] of [['row', rowOf], ['column', colOf], ['box', boxOf]]) {
    for (let h = 0; h < size; h += 1) {
      const house = [];
      for (let c = 0; c < cells; c += 1) if (of(c) === h) house.push(c);
      houses.push(house);
      houseNames.push(`${kind} ${h + 1}`);
    }
  }
  const peers = [];
  for (let c = 0; c < cells; c += 1) {
    const set = new Set();
    for (const house of houses) {
      if (house.includes(c)) house.forEach((p) => { if (p !== c) set.add(p); });
    }
    peers.push([...set].sort((a, b) => a - b));
  }
  return { boxRows, boxCols, size, cells, houses, houseNames, peers, rowOf, colOf, boxOf };
}
