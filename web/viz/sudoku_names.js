// Names of a Sudoku's exact-cover items and options, 1-based, the same for the Sudoku view (items
// described by sudoku_layout.js, any variant) and the 4x4 example (DLX1 names r1c2, r1#3, c2#3,
// b1#3, presets.js). Siblings: sudoku_view.js, viz_app.js.
import { t } from '../i18n/i18n.js';

/**
 * Words for an item of a Sudoku trace from its description (sudoku_layout.js): "cell r3c7",
 * "digit 5 in row 2", "digit 5 on diagonal r1c1–r9c9", "cage r1c1–r2c1 (sum 11)".
 */
export function sudokuItemName(n, info) {
  if (!info) return '';
  const at = (cell) => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
  switch (info.kind) {
    case 'cell': return t('viz.sudoku.item_cell', { row: Math.floor(info.cell / n) + 1, col: (info.cell % n) + 1 });
    case 'diagonal': return t('viz.sudoku.item_diagonal', { digit: info.digit, from: at(info.cells[0]), to: at(info.cells[info.cells.length - 1]) });
    case 'cage': return t('viz.sudoku.item_cage', { from: at(info.cage.cells[0]), to: at(info.cage.cells[info.cage.cells.length - 1]), sum: info.cage.sum });
    case 'cage_digit': return t('viz.sudoku.item_cage_digit', { digit: info.digit, from: at(info.cage.cells[0]), to: at(info.cage.cells[info.cage.cells.length - 1]) });
    default: return houseName(info.kind, info.index, info.digit);
  }
}

// 'row', 'column', 'box', 'region', 'window' (the engine's kinds; the 4x4 example's r/c/b too).
function houseName(kind, index, digit) {
  const key = kind === 'column' ? 'col' : kind;
  return t(`viz.sudoku.item_${key}`, { row: index, col: index, box: index, region: index, window: index, digit });
}

/** Words for a DLX1 item name of the 4x4 example ("r1c2", "r1#3", "c2#3", "b1#3"); others as they are. */
export function describeSudokuName(name) {
  let m = /^r(\d+)c(\d+)$/.exec(name);
  if (m) return t('viz.sudoku.item_cell', { row: m[1], col: m[2] });
  m = /^([rcb])(\d+)#(\d+)$/.exec(name);
  if (m) return houseName({ r: 'row', c: 'column', b: 'box' }[m[1]], m[2], m[3]);
  return name;
}

/** "r1c2=3" for a DLX1 option of the 4x4 example ("r1c2 r1#3 c2#3 b1#3"); others as they are. */
export function describeSudokuOption(text) {
  const m = /^r(\d+)c(\d+) r\d+#(\d+)/.exec(text);
  return m ? t('viz.sudoku.option', { row: m[1], col: m[2], digit: m[3] }) : text;
}
