// The small facts about a board that both geometry.js (houses and peers) and variant.js (the
// variant rules, loaded later) need: a cell's row and column, its name, the box edges, and whether
// a variant is classic. A leaf module, so the two can share them without importing each other.

/** A cell's row and column, both counted from 1. */
export const rowCol = (cell, size) => ({ row: Math.floor(cell / size) + 1, col: (cell % size) + 1 });

/** "r1c2": a cell's name in the engine's messages and the puzzle formats (the words a player
 * reads, in their language, are the hint words' cellWords). */
export function cellName(cell, size) {
  const { row, col } = rowCol(cell, size);
  return `r${row}c${col}`;
}

/** The classic board's thick lines: whether a box edge lies right of / below a cell (never on the
 * board's outer edge). One rule for the board, the import grid and the variant drawing's plain
 * boxes; a variant drawing has edgeRight/edgeBottom of the same shape for its regions. */
export function boxEdges(size, boxRows, boxCols) {
  return {
    edgeRight: (cell) => (cell % size + 1) % boxCols === 0 && cell % size + 1 < size,
    edgeBottom: (cell) => (Math.floor(cell / size) + 1) % boxRows === 0 && Math.floor(cell / size) + 1 < size,
  };
}

/** True for no variant at all (null, or no diagonals, windows, regions or cages). */
export const isClassic = (v) => !v || (!v.diagonals && !v.windows && !(v.regions?.length) && !(v.cages?.length));

/** A house's word key from the engine's houseKind and houseIndex: its kind, or for a diagonal
 * 'diagonal_main' (index 0, from r1c1) or 'diagonal_anti', as the i18n keys name them. */
export const houseKey = (kind, index) => (kind === 'diagonal' ? (index === 0 ? 'diagonal_main' : 'diagonal_anti') : kind);
