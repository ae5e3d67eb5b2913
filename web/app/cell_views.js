// What each cell shows, computed from the model by the controller without touching the DOM: digit,
// kind, notes, highlights and marks. ui/board/board_view.js draws these snapshots and names each
// cell with ui/board/cell_label.js; keeping them plain data makes them cheap to compare and easy
// to test in node.
import { symbolFor } from '../game/moves.js';

/**
 * One view record per cell, and how many of each digit are still to place.
 * @param {import('../game/game.js').Game} game
 * @param {{selected: number, highlight: boolean, digitFilter?: boolean, focusDigit: number,
 *   conflicts: Set<number>, mistakes: Set<number>, hintCells: Set<number>}} state
 *   highlight: the selected cell's row, column and box; digitFilter: focusDigit (the chosen
 *   digit) marked wherever it is placed and among the notes of every cell
 * @returns {{views: object[], remaining: number[]}}
 */
export function cellViews(game, { selected, selection = new Set([selected]), highlight, digitFilter = true, focusDigit, conflicts, mistakes, hintCells }) {
  const { size, peers } = game.geometry;
  const variant = game.isVariant ? game.geometry : null; // for the cells' names (ui/board/cell_label.js)
  const peerSet = highlight ? new Set(peers[selected]) : new Set();
  const filter = digitFilter && focusDigit ? focusDigit : 0;
  const remaining = new Array(size + 1).fill(size);
  const views = new Array(game.cellCount);
  for (let cell = 0; cell < game.cellCount; cell += 1) {
    const digit = game.digitAt(cell);
    if (digit) remaining[digit] -= 1;
    const notesMask = digit ? 0 : game.notes[cell];     // the centre marks
    const cornerMask = digit ? 0 : game.corners[cell];
    const notes = [];
    const corners = [];
    for (let d = 1; d <= size; d += 1) {
      if (notesMask & (1 << (d - 1))) notes.push(symbolFor(d));
      if (cornerMask & (1 << (d - 1))) corners.push(symbolFor(d));
    }
    views[cell] = {
      row: Math.floor(cell / size),
      col: cell % size,
      digit,
      symbol: symbolFor(digit),
      given: game.isGiven(cell),
      revealed: game.revealed[cell] === 1,
      notesMask,
      notes,
      cornerMask,
      corners,
      colours: game.colours[cell],         // bitmask: colour k is bit k-1 (game/palette.js)
      selected: cell === selected,         // the cursor
      chosen: selection.has(cell),         // in the selection (aria-selected)
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
