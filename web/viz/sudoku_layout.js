// Which items make each of a Sudoku's maps, read from the rules the trace carries (its houses and
// cages), so that a variant's rule shows as its own map: a learner sees that a new rule is only new
// items. The order is the engine's (sudoku_solver.hpp): cells; "house h holds digit d" for every
// house in the solver's order; one item per cage; then N secondary "cage holds d" items for each
// cage encoded by its digit combinations. Siblings: sudoku_view.js draws the maps, sudoku_names.js
// says the items in words.

/**
 * @typedef {{ kind: string, rows: number, cols: number, items: number[], rowLabels: string[] }} ItemMap
 *   items[r * cols + c] is the 1-based item drawn at row r, column c (0: nothing there).
 * @typedef {{ kind: string, index: number, digit: number, cell: number, cage: object|null }} ItemInfo
 *   kind is 'cell', a house kind ('row', 'column', 'box', 'region', 'diagonal', 'window'), 'cage'
 *   or 'cage_digit'; index is 1-based within its kind.
 */

/** The maps and a description of every item of an n x n Sudoku trace. */
export function sudokuLayout(trace) {
  const n = trace.size;
  const houses = trace.houses, cages = trace.cages;
  /** @type {ItemInfo[]} */
  const info = [null];  // 1-based
  const maps = [];
  const range = (k) => Array.from({ length: k }, (_, i) => String(i + 1));

  const cellItems = [];
  for (let cell = 0; cell < n * n; cell++) {
    info.push({ kind: 'cell', index: cell + 1, digit: 0, cell, cage: null });
    cellItems.push(cell + 1);
  }
  maps.push({ kind: 'cell', rows: n, cols: n, items: cellItems, rowLabels: range(n) });

  // Houses of one kind come together in the solver's order (rows, columns, boxes or regions,
  // diagonals, windows): one map each, house down, digit across.
  // A house is named by the engine's houseKind and houseIndex (0-based; here 1-based, as shown).
  houses.forEach((house, h) => {
    const kind = house.houseKind, index = house.houseIndex + 1;
    let map = maps[maps.length - 1];
    if (map.kind !== kind) {
      map = { kind, rows: 0, cols: n, items: [], rowLabels: [] };
      maps.push(map);
    }
    map.rows++;
    map.rowLabels.push(String(index));
    for (let d = 1; d <= n; d++) {
      const item = n * n + h * n + d;
      map.items.push(item);
      info[item] = { kind, index, digit: d, cell: house.cells[0], cells: house.cells, cage: null };
    }
  });

  // Cages: one primary item each, drawn where the cage lies on the board.
  const firstCage = n * n + houses.length * n + 1;
  if (cages.length) {
    const onBoard = new Array(n * n).fill(0);
    cages.forEach((cage, k) => {
      info[firstCage + k] = { kind: 'cage', index: k + 1, digit: 0, cell: cage.cells[0], cage };
      for (const cell of cage.cells) onBoard[cell] = firstCage + k;
    });
    maps.push({ kind: 'cage', rows: n, cols: n, items: onBoard, rowLabels: range(n) });
  }
  let next = firstCage + cages.length;
  const byCombinations = cages.filter((cage) => cage.byCombinations);
  if (byCombinations.length) {
    const map = { kind: 'cage_digit', rows: byCombinations.length, cols: n, items: [], rowLabels: [] };
    for (const cage of byCombinations) {
      map.rowLabels.push(String(cages.indexOf(cage) + 1));
      for (let d = 1; d <= n; d++) {
        info[next] = { kind: 'cage_digit', index: cages.indexOf(cage) + 1, digit: d, cell: cage.cells[0], cage };
        map.items.push(next++);
      }
    }
    maps.push(map);
  }
  return { maps, info, itemCount: next - 1, primaryCount: firstCage + cages.length - 1 };
}

