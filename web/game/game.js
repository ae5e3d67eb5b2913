// The game model: givens, the player's digits and notes, and the history of moves. No DOM, no
// storage, no engine: it only executes move records (moves.js) and answers questions about the
// board, so the same object serves the view, undo/redo, autosave and share links.
// Siblings: geometry.js (houses and peers), variant.js (X, Windoku, jigsaw, killer rules),
// moves.js (the records), storage.js, share.js.

import { isClassic, makeGeometry } from './geometry.js';
import { houseKey } from './cells.js';
import { MoveError, digitFor, symbolFor, validateMove, movesFromText, movesToText } from './moves.js';

/** Saved or shared game data that cannot be trusted: says what is wrong with it. */
/**
 * Same givens, same box shape, same rules: `a` is a Game, `b` a Game or { puzzle, boxRows, boxCols,
 * fields } (a link's or an import's reading; the engine's fields and the model's are written alike).
 */
export function samePuzzle(a, b) {
  const shape = b.geometry ?? b;
  return a.puzzle === b.puzzle && a.geometry.boxRows === shape.boxRows && a.geometry.boxCols === shape.boxCols
    && a.geometry.fields === (shape.fields ?? '');
}

export class GameDataError extends Error {
  constructor(message) {
    super(message);
    this.name = 'GameDataError';
  }
}

const SAVE_VERSION = 1;

function parseDigits(text, size, what) {
  const cells = size * size;
  if (typeof text !== 'string' || text.length !== cells) {
    throw new GameDataError(`${what} must be ${cells} symbols (got ${typeof text === 'string' ? text.length : typeof text})`);
  }
  const digits = new Uint8Array(cells);
  for (let i = 0; i < cells; i += 1) {
    const c = text[i];
    if (c === '.' || c === '0') continue;
    const d = digitFor(c);
    if (d < 1 || d > size) throw new GameDataError(`${what}: '${c}' at cell ${i} is not a digit 1-${size} or '.'`);
    digits[i] = d;
  }
  return digits;
}

export class Game {
  /**
   * @param {{puzzle: string, boxRows?: number, boxCols?: number, solution?: string|null, variant?: object|null}} options
   *   puzzle: N*N symbols, '.' or '0' for empty cells (the engine's line form); variant: variant.js's
   *   data (null or absent: classic rules; else geometry.js's loadVariantRules must have run).
   */
  constructor({ puzzle, boxRows = 3, boxCols = 3, solution = null, variant = null }) {
    this.geometry = makeGeometry(boxRows, boxCols, variant ?? undefined);
    const { size, cells } = this.geometry;
    this.size = size;
    this.puzzle = puzzle;
    this.givens = parseDigits(puzzle, size, 'the puzzle');
    this.solution = solution === null ? null : parseDigits(solution, size, 'the solution');
    this.values = new Uint8Array(cells);
    this.notes = new Uint32Array(cells);   // centre marks (bit d-1 for digit d): the notes of earlier versions
    this.corners = new Uint32Array(cells); // corner marks, the same way
    this.colours = new Uint16Array(cells); // the player's colours: bit k-1 for colour k (moves.js COLOUR_COUNT)
    this.revealed = new Uint8Array(cells);
    this.history = [];  // entries { move, changes: [[cell, before, after], ...], hint: [before, after] }; a state is [value, notes, revealed, corners, colours]
    this.position = 0;  // history[0..position) is applied
    this.hintStage = 0; // 0 no hint; 1 nudge, 2 the whole step shown (moves.js 'hint'); any other move resets it
  }

  get cellCount() { return this.geometry.cells; }
  /** The rules beyond rows, columns and boxes (variant.js), and whether there are none. */
  get variant() { return this.geometry.variant; }
  get isVariant() { return !isClassic(this.geometry.variant); }
  /** The puzzle as the engine reads it under these rules: the line form and the variant's fields. */
  get puzzleText() { return this.#withRules(this.puzzle); }
  /** The board as it stands (givens and digits), under these rules, for the engine. */
  boardText() { return this.#withRules(this.toLine()); }
  #withRules(line) {
    const { fields } = this.geometry;
    return fields ? `${line} ${fields}` : line;
  }
  isGiven(cell) { return this.givens[cell] !== 0; }
  /** The digit shown in a cell: its given or the player's digit (0 when empty). */
  digitAt(cell) { return this.givens[cell] || this.values[cell]; }
  notesAt(cell) { return this.notes[cell]; }
  hasNote(cell, digit) { return (this.notes[cell] >> (digit - 1)) & 1; }
  hasCorner(cell, digit) { return (this.corners[cell] >> (digit - 1)) & 1; }
  hasColour(cell, colour) { return (this.colours[cell] >> (colour - 1)) & 1; }

  /**
   * The player's candidates per cell, for hints and exports: a cell's centre marks if it has any,
   * else its corner marks, else none (0: the hint then counts every digit no peer shows).
   */
  candidateMarks() {
    const marks = new Uint32Array(this.cellCount);
    for (let i = 0; i < marks.length; i += 1) marks[i] = this.notes[i] || this.corners[i];
    return marks;
  }
  get canUndo() { return this.position > 0; }
  get canRedo() { return this.position < this.history.length; }

  /**
   * Digits no peer of `cell` shows, as a bitmask (bit d-1 for digit d); in a killer cage, only
   * digits that some set of distinct digits with the cage's sum (holding the digits placed) has.
   */
  candidates(cell) {
    let used = 0;
    for (const peer of this.geometry.peers[cell]) {
      const d = this.digitAt(peer);
      if (d) used |= 1 << (d - 1);
    }
    let allowed = (1 << this.size) - 1;
    const cage = this.geometry.cageOf?.[cell] ?? -1;
    if (cage >= 0) allowed = this.geometry.cageCandidates(cage, (c) => this.digitAt(c));
    return allowed & ~used;
  }

  /**
   * Cells whose digit appears more than once in one of their houses (or killer cages), and the
   * filled cells of a cage whose digits already pass its sum, or fill it with another sum.
   */
  conflicts() {
    const bad = new Set();
    const { houses, cages } = this.geometry;
    for (const house of houses.concat(cages.map((cage) => cage.cells))) {
      const seen = new Map();
      for (const cell of house) {
        const d = this.digitAt(cell);
        if (!d) continue;
        if (seen.has(d)) {
          bad.add(cell);
          bad.add(seen.get(d));
        } else {
          seen.set(d, cell);
        }
      }
    }
    this.geometry.cageSumConflicts?.((cell) => this.digitAt(cell), bad);
    return bad;
  }

  /**
   * Why the digit in `cell` breaks a rule, the first reason found, or null: { kind: 'house', where,
   * other } for a digit that repeats (where: cells.js houseKey of the house, 'row', 'column', 'box',
   * 'region', 'window', 'diagonal_main', 'diagonal_anti', or 'cage'; other: the cell that holds it too), or
   * { kind: 'sum', sum, total, full } for a killer cage its digits pass (or, full, miss).
   */
  conflictOf(cell) {
    const d = this.digitAt(cell);
    if (!d) return null;
    const { houses, houseKinds, houseIndexes, cages } = this.geometry;
    for (let h = 0; h < houses.length; h += 1) {
      if (!houses[h].includes(cell)) continue;
      const other = houses[h].find((c) => c !== cell && this.digitAt(c) === d);
      if (other !== undefined) return { kind: 'house', where: houseKey(houseKinds[h], houseIndexes[h]), other };
    }
    for (const cage of cages) {
      if (!cage.cells.includes(cell)) continue;
      const other = cage.cells.find((c) => c !== cell && this.digitAt(c) === d);
      if (other !== undefined) return { kind: 'house', where: 'cage', other };
      const filled = cage.cells.filter((c) => this.digitAt(c));
      const total = filled.reduce((sum, c) => sum + this.digitAt(c), 0);
      const full = filled.length === cage.cells.length;
      if (total > cage.sum || (full && total !== cage.sum)) return { kind: 'sum', sum: cage.sum, total, full };
    }
    return null;
  }

  isFull() {
    for (let i = 0; i < this.cellCount; i += 1) if (!this.digitAt(i)) return false;
    return true;
  }

  /** Full and breaking no rule: a solution (the solution, when the puzzle is unique). */
  isSolved() {
    return this.isFull() && this.conflicts().size === 0;
  }

  /** Cells whose digit differs from the known solution (empty when no solution is known). */
  mistakes() {
    const wrong = [];
    if (!this.solution) return wrong;
    for (let i = 0; i < this.cellCount; i += 1) {
      if (this.values[i] && this.values[i] !== this.solution[i]) wrong.push(i);
    }
    return wrong;
  }

  /** The board as the engine's line form: givens and the player's digits. */
  toLine() {
    let line = '';
    for (let i = 0; i < this.cellCount; i += 1) line += symbolFor(this.digitAt(i));
    return line;
  }

  // --- executing moves ----------------------------------------------------------------------

  /**
   * Executes a move record, records it for undo (dropping any redo branch) and returns the cells
   * it changed. A move that changes nothing is not recorded. Throws MoveError for a malformed
   * move or one the board does not allow (writing into a given), and with code 'solved' for any
   * move on a solved board: a finished game is locked, and only undo() reopens it.
   */
  apply(move) {
    const valid = validateMove(move, this.size);
    if (this.isSolved()) throw new MoveError('the puzzle is solved, so the board is locked; undo the last move to change it', 'solved');
    return this.#execute(valid);
  }

  /**
   * Executes moves that were played before (a saved game, a share link's progress) without the
   * lock: saves written before the lock existed may hold moves made on a solved board, and they
   * must still load. Throws MoveError like apply() for anything else.
   */
  replay(moves) {
    for (const move of moves) this.#execute(validateMove(move, this.size));
  }

  #execute(valid) {
    const changes = this.#changesOf(valid);
    const hint = [this.hintStage, valid.kind === 'hint' ? valid.stage : 0];
    // A checkpoint changes no cell but is kept: it is a named point in the history.
    if (changes.length === 0 && valid.kind !== 'checkpoint' && (valid.kind !== 'hint' || hint[0] === hint[1])) return [];
    this.history.length = this.position;
    this.history.push({ move: valid, changes, hint });
    this.position += 1;
    this.#write(changes, 2);
    this.hintStage = hint[1];
    return changes.map((c) => c[0]);
  }

  /** Steps back one move; returns the changed cells (empty when there is nothing to undo). */
  undo() {
    if (!this.canUndo) return [];
    this.position -= 1;
    const { changes, hint } = this.history[this.position];
    this.#write(changes, 1);
    this.hintStage = hint[0];
    return changes.length ? changes.map((c) => c[0]) : [this.#hintCell()];
  }

  redo() {
    if (!this.canRedo) return [];
    const { changes, hint } = this.history[this.position];
    this.position += 1;
    this.#write(changes, 2);
    this.hintStage = hint[1];
    return changes.length ? changes.map((c) => c[0]) : [this.#hintCell()];
  }

  /**
   * The checkpoints on the way to the current board, oldest first: { name, to, moves } where `to`
   * is the move count a 'back' move returns to (the checkpoint's own record included) and `moves`
   * the moves before it that are not checkpoints (what a player would count).
   */
  checkpoints() {
    const list = [];
    for (let i = 0; i < this.position; i += 1) {
      const { move } = this.history[i];
      if (move.kind === 'checkpoint') list.push({ name: move.name, to: i + 1, moves: i - list.length });
    }
    return list;
  }

  /**
   * The largest move count k <= position after which no player's digit differs from the known
   * solution (notes are not judged); null when no solution is known or the board has no mistake.
   */
  lastPositionWithoutMistake() {
    if (!this.solution || this.mistakes().length === 0) return null;
    const values = new Uint8Array(this.cellCount);
    let wrong = 0;
    let best = 0;
    for (let i = 0; i < this.position; i += 1) {
      for (const [cell, , after] of this.history[i].changes) {
        const was = values[cell] !== 0 && values[cell] !== this.solution[cell];
        values[cell] = after[0];
        const is = values[cell] !== 0 && values[cell] !== this.solution[cell];
        wrong += Number(is) - Number(was);
      }
      if (wrong === 0) best = i + 1;
    }
    return best;
  }

  // Each open cell's [value, notes, revealed] after the first `count` moves (a 'back' move's target).
  #stateAfter(count) {
    const states = new Map();
    for (let i = 0; i < count; i += 1) {
      for (const [cell, , after] of this.history[i].changes) states.set(cell, after);
    }
    return (cell) => states.get(cell) ?? [0, 0, 0, 0, 0];
  }

  /** The moves that lead from the givens to the current board. */
  appliedMoves() {
    return this.history.slice(0, this.position).map((h) => h.move);
  }

  // A hint stage changes no cell, but undo/redo report a change: the board's first empty cell.
  #hintCell() {
    for (let i = 0; i < this.cellCount; i += 1) if (!this.digitAt(i)) return i;
    return 0;
  }

  #state(cell) {
    return [this.values[cell], this.notes[cell], this.revealed[cell], this.corners[cell], this.colours[cell]];
  }

  #write(changes, which) {
    for (const change of changes) {
      const [value, notes, revealed, corners, colours] = change[which];
      const cell = change[0];
      this.values[cell] = value;
      this.notes[cell] = notes;
      this.revealed[cell] = revealed;
      this.corners[cell] = corners;
      this.colours[cell] = colours;
    }
  }

  // Computes [cell, before, after] for every cell the move changes, without changing anything.
  #changesOf(move) {
    const after = new Map();
    // A digit (placed, revealed or cleared) clears the cell's marks; its colours stay.
    const set = (cell, value, notes, revealed, corners = 0) => after.set(cell, [value, notes, revealed, corners, current(cell)[4]]);
    const current = (cell) => after.get(cell) ?? this.#state(cell);
    const requireOpen = (cell) => {
      if (this.isGiven(cell)) {
        throw new MoveError(`row ${Math.floor(cell / this.size) + 1}, column ${(cell % this.size) + 1} is a given, which no move changes`);
      }
    };
    // Reveal and Solve put the solution's digits: a record that says otherwise (a hand-made link)
    // is refused, when the solution is known, rather than shown as the solution.
    const requireSolution = (cell, digit, what) => {
      if (this.solution && this.solution[cell] !== digit) {
        throw new MoveError(`${what}: row ${Math.floor(cell / this.size) + 1}, column ${(cell % this.size) + 1} would be ${symbolFor(digit)}, which is not the solution's digit there`);
      }
    };
    // Centre and corner marks alike.
    const prunePeers = (cell, digit) => {
      const bit = 1 << (digit - 1);
      for (const peer of this.geometry.peers[cell]) {
        const [value, notes, revealed, corners] = current(peer);
        if ((notes | corners) & bit) set(peer, value, notes & ~bit, revealed, corners & ~bit);
      }
    };
    const one = (move) => {
      switch (move.kind) {
        case 'place':
          requireOpen(move.cell);
          set(move.cell, move.digit, 0, 0);
          if (move.prune) prunePeers(move.cell, move.digit);
          break;
        case 'reveal':
          requireOpen(move.cell);
          requireSolution(move.cell, move.digit, 'revealing a cell');
          set(move.cell, move.digit, 0, 1);
          prunePeers(move.cell, move.digit);
          break;
        case 'erase':
          requireOpen(move.cell);
          set(move.cell, 0, 0, 0);
          break;
        case 'note': {
          requireOpen(move.cell);
          const [value, notes, revealed, corners] = current(move.cell);
          if (value === 0) set(move.cell, 0, notes ^ (1 << (move.digit - 1)), revealed, corners);
          break;
        }
        case 'corner': {
          requireOpen(move.cell);
          const [value, notes, revealed, corners] = current(move.cell);
          if (value === 0) set(move.cell, 0, notes, revealed, corners ^ (1 << (move.digit - 1)));
          break;
        }
        case 'colour': {
          // Any cell takes colours, a given too (players colour givens to track digits).
          const [value, notes, revealed, corners] = current(move.cell);
          after.set(move.cell, [value, notes, revealed, corners, move.colours]);
          break;
        }
        case 'group':
          for (const inner of move.moves) one(inner);
          break;
        case 'fill-notes':
          for (let cell = 0; cell < this.cellCount; cell += 1) {
            if (!this.isGiven(cell) && this.values[cell] === 0) set(cell, 0, this.candidates(cell), 0, this.corners[cell]);
          }
          break;
        case 'solve':
          for (let cell = 0; cell < this.cellCount; cell += 1) {
            if (this.isGiven(cell)) continue;
            requireSolution(cell, digitFor(move.digits[cell]), 'solving');
            set(cell, digitFor(move.digits[cell]), 0, this.revealed[cell]);
          }
          break;
        case 'restart':
          for (let cell = 0; cell < this.cellCount; cell += 1) {
            if (!this.isGiven(cell)) set(cell, 0, 0, 0);
            if (this.colours[cell]) after.set(cell, [...current(cell).slice(0, 4), 0]);
          }
          break;
        case 'hint':
        case 'checkpoint':
          break;
        case 'back': {
          if (move.to > this.position) {
            throw new MoveError(`going back: move ${move.to} is not behind the current board (${this.position} moves played)`);
          }
          // The whole position then: digits, marks and colours (a given keeps its digit; its
          // colours go back too).
          const then = this.#stateAfter(move.to);
          for (let cell = 0; cell < this.cellCount; cell += 1) {
            if (!this.isGiven(cell)) after.set(cell, then(cell));
            else if (then(cell)[4] !== current(cell)[4]) after.set(cell, [...current(cell).slice(0, 4), then(cell)[4]]);
          }
          break;
        }
        case 'step':
          // Removals first, on the marks the hint reasoned with (candidateMarks: the centre marks,
          // else the corner marks; a cell with neither: its candidates, written as centre marks).
          for (const [cell, digit] of move.eliminations) {
            requireOpen(cell);
            const [value, notes, revealed, corners] = current(cell);
            if (value !== 0) continue;
            const bit = 1 << (digit - 1);
            if (notes === 0 && corners !== 0) {
              set(cell, 0, 0, revealed, corners & ~bit);
              continue;
            }
            const base = after.has(cell) || notes !== 0 ? notes : this.candidates(cell);
            set(cell, 0, base & ~bit, revealed, corners);
          }
          for (const [cell, digit] of move.placements) {
            requireOpen(cell);
            set(cell, digit, 0, 0);
            prunePeers(cell, digit);
          }
          break;
        default:
          throw new MoveError(`unknown move kind '${move.kind}'`);
      }
    };
    one(move);
    const changes = [];
    for (const [cell, state] of after) {
      const before = this.#state(cell);
      if (state.some((part, i) => part !== before[i])) changes.push([cell, before, state]);
    }
    return changes;
  }

  // --- saving and restoring -------------------------------------------------------------------

  /** A plain, JSON-ready record of the whole game, redo branch included. */
  serialize() {
    return {
      version: SAVE_VERSION,
      puzzle: this.puzzle,
      boxRows: this.geometry.boxRows,
      boxCols: this.geometry.boxCols,
      solution: this.solution ? Array.from(this.solution, symbolFor).join('') : null,
      // Absent for classic rules, so saves stay as they were; else variant.js's data.
      ...(this.isVariant ? { variant: this.geometry.variant } : {}),
      moves: movesToText(this.history.map((h) => h.move)),
      position: this.position,
    };
  }

  /** Rebuilds a game from serialize()'s record by replaying its moves; GameDataError if corrupt. */
  static deserialize(data) {
    if (!data || typeof data !== 'object') throw new GameDataError('saved game is not an object');
    if (data.version !== SAVE_VERSION) throw new GameDataError(`saved game has version ${data.version}; this app reads version ${SAVE_VERSION}`);
    let game;
    try {
      game = new Game({ puzzle: data.puzzle, boxRows: data.boxRows, boxCols: data.boxCols, solution: data.solution ?? null, variant: data.variant ?? null });
    } catch (error) {
      throw new GameDataError(`saved game: ${error.message}`);
    }
    let moves;
    try {
      moves = movesFromText(typeof data.moves === 'string' ? data.moves : '', game.size);
      game.replay(moves);
    } catch (error) {
      throw new GameDataError(`saved game moves: ${error.message}`);
    }
    if (!Number.isInteger(data.position) || data.position < 0 || data.position > game.history.length) {
      const moves = game.history.length === 1 ? '1 move' : `${game.history.length} moves`;
      throw new GameDataError(`saved game position ${data.position} is outside its ${moves}`);
    }
    while (game.position > data.position) game.undo();
    return game;
  }
}
