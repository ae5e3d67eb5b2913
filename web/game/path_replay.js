// The board at any point of a solution path: the givens plus the placements of the grader's first
// k steps (engine solutionPath, dlx_engine.d.ts Step). Pure data, so the path view can show any
// step without touching the player's game. Siblings: game.js, moves.js.
import { digitFor } from './moves.js';

/**
 * @param {string} puzzle  line form of the givens
 * @param {Array<{placements: Array<[number, number]>}>} steps
 * @returns {(k: number) => {values: Uint8Array, changed: Set<number>}}  the board after step k
 *   (0 = the givens) and the cells step k filled
 */
export function pathBoards(puzzle, steps) {
  const start = Uint8Array.from([...puzzle], (s) => (s === '.' || s === '0' ? 0 : digitFor(s)));
  return (k) => {
    const values = start.slice();
    const upTo = Math.max(0, Math.min(k, steps.length));
    for (let i = 0; i < upTo; i += 1) for (const [cell, digit] of steps[i].placements) values[cell] = digit;
    const changed = new Set(upTo > 0 ? steps[upTo - 1].placements.map(([cell]) => cell) : []);
    return { values, changed };
  };
}
