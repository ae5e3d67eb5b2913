// What each cell shows, computed from the model without touching the DOM: digit, kind, notes,
// highlights and marks, and the cell's accessible name. board_view.js draws these snapshots;
// keeping them plain data makes them cheap to compare and easy to test in node.
import { symbolFor } from '../game/moves.js';
import { t } from '../i18n/i18n.js';
import { variantUi } from '../ui/variants/variant_kit.js';

/**
 * The accessible name of a cell: "Row 1, Column 3, empty, notes 2 5 7"; on a variant board the
 * houses and cage come after the position ("Row 1, Column 1, on the main diagonal, cage of 3 cells
 * summing to 11, empty"). In the page's language.
 */
export function cellLabel(view) {
  const parts = [t('cell.position', { row: view.row + 1, col: view.col + 1 })];
  // The variant's words load with its UI (variant_kit.js); a board drawn before that is named plainly.
  const words = view.geometry ? variantUi() : null;
  if (words) parts.push(...words.cellVariantParts(view.geometry, view.row * view.geometry.size + view.col));
  if (view.given) parts.push(t('cell.given', { digit: view.symbol }));
  else if (view.digit) parts.push(t(view.revealed ? 'cell.revealed' : 'cell.entered', { digit: view.symbol }));
  else parts.push(t('cell.empty'));
  if (view.notes.length) parts.push(t('cell.notes', { notes: view.notes.join(' ') }));
  if (view.conflict) parts.push(t('cell.conflict'));
  if (view.mistake) parts.push(t('cell.incorrect'));
  if (view.hint) parts.push(t('cell.hint'));
  return parts.join(t('cell.separator'));
}

/**
 * One view record per cell, and how many of each digit are still to place.
 * @param {import('../game/game.js').Game} game
 * @param {{selected: number, highlight: boolean, digitFilter?: boolean, focusDigit: number,
 *   conflicts: Set<number>, mistakes: Set<number>, hintCells: Set<number>}} state
 *   highlight: the selected cell's row, column and box; digitFilter: focusDigit (the chosen
 *   digit) marked wherever it is placed and among the notes of every cell
 * @returns {{views: object[], remaining: number[]}}
 */
export function cellViews(game, { selected, highlight, digitFilter = true, focusDigit, conflicts, mistakes, hintCells }) {
  const { size, peers } = game.geometry;
  const variant = game.isVariant ? game.geometry : null; // for the cells' names (variant_ui.js)
  const peerSet = highlight ? new Set(peers[selected]) : new Set();
  const filter = digitFilter && focusDigit ? focusDigit : 0;
  const remaining = new Array(size + 1).fill(size);
  const views = new Array(game.cellCount);
  for (let cell = 0; cell < game.cellCount; cell += 1) {
    const digit = game.digitAt(cell);
    if (digit) remaining[digit] -= 1;
    const notesMask = digit ? 0 : game.notes[cell];
    const notes = [];
    for (let d = 1; d <= size; d += 1) if (notesMask & (1 << (d - 1))) notes.push(symbolFor(d));
    views[cell] = {
      row: Math.floor(cell / size),
      col: cell % size,
      digit,
      symbol: symbolFor(digit),
      given: game.isGiven(cell),
      revealed: game.revealed[cell] === 1,
      notesMask,
      notes,
      selected: cell === selected,
      peer: peerSet.has(cell),
      same: filter !== 0 && digit === filter,
      noteHit: filter !== 0 && (notesMask >> (filter - 1)) & 1 ? filter : 0, // the chosen digit among the notes
      conflict: conflicts.has(cell),
      mistake: mistakes.has(cell),
      hint: hintCells.has(cell),
      geometry: variant,
    };
  }
  return { views, remaining };
}
