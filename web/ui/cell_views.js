// What each cell shows, computed from the model without touching the DOM: digit, kind, notes,
// highlights and marks, and the cell's accessible name. board_view.js draws these snapshots;
// keeping them plain data makes them cheap to compare and easy to test in node.
import { symbolFor } from '../game/moves.js';

/** The accessible name of a cell: "Row 1, Column 3, empty, notes 2 5 7". */
export function cellLabel(view) {
  const parts = [`Row ${view.row + 1}, Column ${view.col + 1}`];
  if (view.given) parts.push(`given ${view.symbol}`);
  else if (view.digit) parts.push(`${view.revealed ? 'revealed' : 'entered'} ${view.symbol}`);
  else parts.push('empty');
  if (view.notes.length) parts.push(`notes ${view.notes.join(' ')}`);
  if (view.conflict) parts.push('conflict');
  if (view.mistake) parts.push('incorrect');
  if (view.hint) parts.push('hint');
  return parts.join(', ');
}

/**
 * One view record per cell, and how many of each digit are still to place.
 * @param {import('../game/game.js').Game} game
 * @param {{selected: number, highlight: boolean, focusDigit: number, conflicts: Set<number>,
 *   mistakes: Set<number>, hintCells: Set<number>}} state
 * @returns {{views: object[], remaining: number[]}}
 */
export function cellViews(game, { selected, highlight, focusDigit, conflicts, mistakes, hintCells }) {
  const { size, peers } = game.geometry;
  const peerSet = highlight ? new Set(peers[selected]) : new Set();
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
      same: highlight && focusDigit !== 0 && digit === focusDigit,
      conflict: conflicts.has(cell),
      mistake: mistakes.has(cell),
      hint: hintCells.has(cell),
    };
  }
  return { views, remaining };
}
