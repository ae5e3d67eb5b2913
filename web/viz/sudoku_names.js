// Names of a Sudoku's exact-cover items and options, 1-based, the same for the 9x9 view (items in
// the engine's order: sudoku_solver.hpp) and the 4x4 example (DLX1 names r1c2, r1#3, c2#3, b1#3,
// presets.js). Siblings: sudoku_view.js, viz_app.js.
import { t } from '../i18n/i18n.js';

const HOUSES = ['row', 'col', 'box'];

/** Words for item i (1-based) of an n x n Sudoku in the engine's order: cells, then houses x digits. */
export function sudokuItemName(n, i) {
  const id = i - 1;
  if (id < n * n) return t('viz.sudoku.item_cell', { row: Math.floor(id / n) + 1, col: (id % n) + 1 });
  const house = Math.floor((id - n * n) / n), digit = ((id - n * n) % n) + 1;
  return houseName(HOUSES[Math.floor(house / n)] ?? 'box', (house % n) + 1, digit);
}

function houseName(kind, index, digit) {
  return t(`viz.sudoku.item_${kind}`, { row: index, col: index, box: index, digit });
}

/** Words for a DLX1 item name of the 4x4 example ("r1c2", "r1#3", "c2#3", "b1#3"); others as they are. */
export function describeSudokuName(name) {
  let m = /^r(\d+)c(\d+)$/.exec(name);
  if (m) return t('viz.sudoku.item_cell', { row: m[1], col: m[2] });
  m = /^([rcb])(\d+)#(\d+)$/.exec(name);
  if (m) return houseName({ r: 'row', c: 'col', b: 'box' }[m[1]], m[2], m[3]);
  return name;
}

/** "r1c2=3" for a DLX1 option of the 4x4 example ("r1c2 r1#3 c2#3 b1#3"); others as they are. */
export function describeSudokuOption(text) {
  const m = /^r(\d+)c(\d+) r\d+#(\d+)/.exec(text);
  return m ? t('viz.sudoku.option', { row: m[1], col: m[2], digit: m[3] }) : text;
}
