// The middle end: owns the Game (game/game.js), the selection, the clock and the level, turns
// semantic events (input.js, keypad.js, the action buttons) into move records, and after every
// move pushes the model to the view (board_view.js, keypad.js), to storage and to the live region.
// The engine (a worker) answers questions; the game itself never leaves the main thread, so a
// crashed worker costs nothing but a retry.

import { Game } from '../game/game.js';
import { MoveError, digitFor, movesFromText, symbolFor } from '../game/moves.js';
import { Timer, formatTime } from '../game/timer.js';
import { emptyStats, recordGame } from '../game/stats.js';
import { cellViews } from './cell_views.js';
import { generateOptions, levelFor, levelName } from './new_game.js';
import { readSaveRecord, saveRecord } from './saved_game.js';

// Counting to two solutions takes a few hundred nodes for a sensible puzzle; this bounds the rare
// monster (a sparse 25x25) to about a second in the worker.
const COUNT_NODE_BUDGET = 1_000_000;
const where = (cell, size) => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A move in words, for "Undone: ..." and friends. */
export function describeMove(move, size) {
  switch (move.kind) {
    case 'place': return `${symbolFor(move.digit)} in ${where(move.cell, size)}`;
    case 'erase': return `clearing ${where(move.cell, size)}`;
    case 'note': return `note ${symbolFor(move.digit)} in ${where(move.cell, size)}`;
    case 'reveal': return `revealing ${where(move.cell, size)}`;
    case 'fill-notes': return 'filling in all notes';
    case 'solve': return 'solving the puzzle';
    case 'restart': return 'the restart';
    default: return move.kind;
  }
}

export class GameController {
  game = null;
  meta = null;      // { level, checkable, assisted, recorded }
  selected = 0;
  notesMode = false;
  brush = 0;        // the digit picked on the keypad in digit-first mode
  hint = null;      // { cells: Set } while a hint is shown
  paused = false;
  #timer = new Timer();
  #newGameToken = 0;

  /**
   * @param {object} deps
   * @param {import('../engine/engine_client.js').EngineClient} deps.engine
   * @param {import('../game/storage.js').Store} deps.store
   * @param {{value: object, setAvailable: Function}} deps.settings
   * @param {object} deps.view  board, keypad, announcer, and page-level callbacks (see app.js)
   */
  constructor({ engine, store, settings, view }) {
    this.engine = engine;
    this.store = store;
    this.settings = settings;
    this.view = view;
    const { value, error } = store.load('stats', { what: 'Your statistics', fallback: 'they start again from here' });
    this.stats = value ?? emptyStats();
    if (error) view.notice(error);
  }

  get elapsedMs() { return this.#timer.elapsedMs; }
  get running() { return this.#timer.running; }
  get ready() { return this.game !== null && !this.paused; }

  // --- starting games ---------------------------------------------------------------------

  /** Installs a game on the board. `meta`: { level, checkable, assisted, recorded }. */
  install(game, meta, { elapsedMs = 0, message = '', selected = -1 } = {}) {
    this.#recordAbandoned();
    this.game = game;
    this.meta = { assisted: false, recorded: false, ...meta };
    this.notesMode = false;
    this.brush = 0;
    this.hint = null;
    const first = [...Array(game.cellCount).keys()].find((c) => !game.digitAt(c)) ?? 0;
    this.selected = selected >= 0 && selected < game.cellCount ? selected : first;
    this.view.showGame(game, this.meta);
    this.settings.setAvailable('checkSolution', this.meta.checkable && game.solution !== null,
      'Not available: this puzzle does not have exactly one solution.');
    if (this.paused) {
      this.paused = false; // a new game starts on a visible board
      this.view.setPaused(false);
    }
    this.#timer = new Timer();
    this.#timer.start(elapsedMs);
    if (game.isSolved()) this.#timer.pause();
    this.render();
    this.save();
    if (message) this.view.announcer.say(message);
  }

  /** A new generated game. Resolves when it is on the board (or the engine failed, reported). */
  async newGame(size, levelId) {
    const token = ++this.#newGameToken;
    const level = levelFor(size, levelId);
    this.view.announcer.say(`Generating a ${size}×${size} puzzle…`);
    let result;
    try {
      result = await this.#engineCall((engine) => engine.generate(generateOptions(size, level.id)));
    } catch (error) {
      if (token === this.#newGameToken) this.view.announcer.say(`No new game: ${error.message}.`, 'bad');
      return false;
    }
    if (token !== this.#newGameToken) return false; // a newer request won
    const game = new Game({ puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution });
    this.install(game, { level: levelName(size, level), checkable: true },
      { message: `New game: ${size}×${size} with ${result.clues} clues.` });
    return true;
  }

  /**
   * A given puzzle (import, share link): finds its solution with the engine, replays `movesText`
   * if any. solutionCount may be known already (the import dialog counted: 2 means "two or more,
   * or not known to be unique"); otherwise the engine counts here, within a node budget.
   */
  async playPuzzle({ puzzle, boxRows, boxCols, solutionCount = null, movesText = null, level = 'Imported', message = '' }) {
    let solution = null;   // only a unique solution: it is what "check" and Reveal compare with
    let unique = false;
    let note = '';
    if (solutionCount !== 2) {
      try {
        const counted = await this.#engineCall((engine) => engine.count(puzzle, 2, COUNT_NODE_BUDGET));
        if (counted.count === 0 && counted.complete) {
          this.view.notice('That puzzle has no solution, so it was not opened.');
          return false;
        }
        unique = counted.count === 1 && counted.complete;
        if (unique) solution = counted.first;
        else if (counted.count < 2) note = ' The engine could not tell quickly whether its solution is unique, so checking against the solution is off.';
      } catch (error) {
        note = ` The engine could not check it (${error.message}), so checking against the solution is off.`;
      }
    }
    if (solutionCount === 2 || (!unique && !note)) note = ' It has more than one solution, so checking against the solution is off.';
    let game = new Game({ puzzle, boxRows, boxCols, solution });
    if (movesText) {
      try {
        movesFromText(movesText, game.size).forEach((move) => game.apply(move));
      } catch (error) {
        game = new Game({ puzzle, boxRows, boxCols, solution });
        this.view.notice(`The progress in the link could not be replayed (${error.message}); the puzzle starts from its givens.`);
      }
    }
    const size = boxRows * boxCols;
    this.install(game, { level: `${level} ${size}×${size}`, checkable: unique },
      { message: `${message || `${level} puzzle: ${size}×${size}.`}${note}` });
    return true;
  }

  /**
   * The first game of a page load: the share link if there is one (unless it is the saved game's
   * puzzle: then the save continues), else the autosave, else a new game.
   * @param {null|{puzzle: string, moves: string|null, boxRows?: number, boxCols?: number}} link
   */
  async boot(link) {
    const saved = this.loadSave();
    if (link && await this.openLink(link, saved)) return;
    if (saved) {
      this.#resume(saved);
      return;
    }
    await this.newGame(this.settings.value.size, this.settings.value.level);
  }

  /** Opens a share link; `current` is the game to compare with (default: the one on the board). */
  async openLink(link, current = this.game ? { game: this.game } : null) {
    let parsed;
    try {
      parsed = await this.#engineCall((engine) => engine.parse(link.puzzle));
    } catch (error) {
      this.view.notice(`The puzzle in this link could not be read: ${error.message}`);
      return false;
    }
    // The link's box shape wins: a bare line of 36 symbols does not say whether boxes are 2x3 or 3x2.
    const boxRows = link.boxRows ?? parsed.boxRows;
    const boxCols = link.boxCols ?? parsed.boxCols;
    const same = current && current.game.puzzle === parsed.puzzle
      && current.game.geometry.boxRows === boxRows && current.game.geometry.boxCols === boxCols;
    if (same) {
      const message = 'The link is for the puzzle you are playing: your game continues.';
      if (current.game === this.game) this.view.announcer.say(message);
      else this.#resume(current, message);
      return true;
    }
    return this.playPuzzle({
      puzzle: parsed.puzzle, boxRows, boxCols, movesText: link.moves, level: 'Shared',
    });
  }

  #resume(saved, message = '') {
    const time = formatTime(saved.elapsedMs);
    this.install(saved.game, saved.meta, {
      elapsedMs: saved.elapsedMs,
      selected: saved.selected,
      message: message || (saved.game.isSolved() ? `Solved in ${time}.` : `Welcome back: your game continues at ${time}.`),
    });
  }

  /** The autosave as { game, meta, elapsedMs, selected }, or null (corrupt data is reported). */
  loadSave() {
    const { value, error } = this.store.load('game', { what: 'Your saved game', fallback: 'a new game was started' });
    if (error) {
      this.view.notice(error); // the store has already set the damaged text aside
      return null;
    }
    if (value === null || value === undefined) return null;
    try {
      return readSaveRecord(value);
    } catch (e) {
      this.store.save('game.unreadable', value); // kept aside, in case someone can mend it
      this.view.notice(`Your saved game could not be read (${e.message}); a new game was started.`);
      return null;
    }
  }

  save() {
    if (!this.game) return;
    this.store.save('game', saveRecord({ game: this.game, meta: this.meta, elapsedMs: this.#timer.elapsedMs, selected: this.selected }));
    this.view.saved();
  }

  // --- events -----------------------------------------------------------------------------

  /** One semantic event from input.js, keypad.js or the buttons. */
  dispatch(event) {
    if (!this.game) return;
    if (this.paused && event.type !== 'pause') return;
    switch (event.type) {
      case 'select': return this.select(event.cell, event.focus);
      case 'digit': return this.enterDigit(event.digit, event.note);
      case 'keypad-digit':
        if (!this.settings.value.digitFirst) return this.enterDigit(event.digit, false);
        this.brush = this.brush === event.digit ? 0 : event.digit;
        this.render();
        return this.view.announcer.say(this.brush
          ? `${symbolFor(this.brush)} picked: choose cells to ${this.notesMode ? 'note' : 'place'} it.`
          : 'No digit picked.');
      case 'cell-activated':
        if (this.settings.value.digitFirst && this.brush) this.enterDigit(this.brush, false);
        return undefined;
      case 'erase': return this.erase();
      case 'toggle-notes':
        this.notesMode = !this.notesMode;
        this.render();
        return this.view.announcer.say(this.notesMode ? 'Notes mode on: digits toggle notes.' : 'Notes mode off: digits are placed.');
      case 'undo': return this.#step('undo');
      case 'redo': return this.#step('redo');
      case 'fill-notes': return this.apply({ kind: 'fill-notes' }, 'All candidates noted in every empty cell.');
      case 'restart': return this.apply({ kind: 'restart' }, 'Restarted: back to the givens. Undo brings your digits back.');
      case 'hint': return this.showHint();
      case 'reveal': return this.reveal();
      case 'solve': return this.solve();
      case 'pause': return this.setPaused(!this.paused);
      default: return undefined;
    }
  }

  select(cell, focus) {
    if (cell < 0 || cell >= this.game.cellCount) return;
    const moved = cell !== this.selected;
    this.selected = cell;
    if (moved) this.render();
    if (focus) this.view.board.focus(cell);
  }

  enterDigit(digit, note) {
    const { game, selected: cell } = this;
    const place = `${where(cell, game.size)}`;
    if (game.isGiven(cell)) return this.view.announcer.say(`${capital(place)} is a given; it cannot change.`);
    if (note !== this.notesMode) {
      if (game.values[cell]) return this.view.announcer.say(`${capital(place)} holds a digit; clear it to write notes.`);
      const had = game.hasNote(cell, digit);
      return this.apply({ kind: 'note', cell, digit }, `Note ${symbolFor(digit)} ${had ? 'removed from' : 'added to'} ${place}.`);
    }
    // Entering the digit a cell already holds clears it, as in most apps.
    if (game.values[cell] === digit) return this.apply({ kind: 'erase', cell }, `${capital(place)} cleared.`);
    const prune = this.settings.value.autoRemoveNotes;
    return this.apply({ kind: 'place', cell, digit, prune }, `${symbolFor(digit)} in ${place}.`);
  }

  erase() {
    const { game, selected: cell } = this;
    const place = where(cell, game.size);
    if (game.isGiven(cell)) return this.view.announcer.say(`${capital(place)} is a given; it cannot change.`);
    if (!game.values[cell] && !game.notes[cell]) return this.view.announcer.say(`${capital(place)} is already empty.`);
    return this.apply({ kind: 'erase', cell }, `${capital(place)} cleared.`);
  }

  /** Executes a move; `message` is announced (with what the board now says about the cell). */
  apply(move, message) {
    let changed;
    try {
      changed = this.game.apply(move);
    } catch (error) {
      if (!(error instanceof MoveError)) throw error;
      this.view.announcer.say(`That move is not possible: ${error.message}.`, 'bad');
      return;
    }
    if (changed.length === 0) {
      this.view.announcer.say('Nothing to change.');
      return;
    }
    if (move.kind === 'reveal' || move.kind === 'solve') this.meta.assisted = true;
    this.#afterChange(message + this.#verdict(move.cell));
  }

  #step(which) {
    const game = this.game;
    const index = which === 'undo' ? game.position - 1 : game.position;
    const entry = game.history[index];
    const changed = which === 'undo' ? game.undo() : game.redo();
    if (changed.length === 0) {
      this.view.announcer.say(which === 'undo' ? 'Nothing to undo: this is the start of the game.' : 'Nothing to redo.');
      return;
    }
    // Follow the change, so the player sees (and hears) where it happened.
    if (entry.move.cell !== undefined) this.selected = entry.move.cell;
    const left = which === 'undo' && !game.canUndo ? ' Back at the start.' : '';
    this.#afterChange(`${which === 'undo' ? 'Undone' : 'Redone'}: ${describeMove(entry.move, game.size)}.${left}`);
  }

  #verdict(cell) {
    if (cell === undefined || !this.game.digitAt(cell)) return '';
    const words = [];
    if (this.#conflicts().has(cell)) words.push(' It breaks a rule: the digit repeats in its row, column or box.');
    if (this.#mistakes().has(cell)) words.push(' It is not the solution\'s digit.');
    return words.join('');
  }

  #afterChange(message) {
    this.hint = null;
    const solvedNow = this.game.isSolved();
    if (solvedNow) {
      this.#timer.pause();
      this.render();
      this.#finish();
    } else {
      if (!this.#timer.running && !this.paused) this.#timer.resume();
      this.render();
      this.view.announcer.say(message);
    }
    this.save();
  }

  #finish() {
    const elapsedMs = this.#timer.elapsedMs;
    let best = '';
    if (!this.meta.recorded) {
      const before = this.#bestFor(this.meta.level);
      this.stats = recordGame(this.stats, { level: this.meta.level, elapsedMs, solved: true, assisted: this.meta.assisted });
      this.meta.recorded = true;
      this.store.save('stats', this.stats);
      const after = this.#bestFor(this.meta.level);
      if (before !== null && after !== null && after < before) best = ' A new best time!';
      this.view.statsChanged(this.stats);
    }
    const help = this.meta.assisted ? ' with help' : '';
    this.view.announcer.say(`Solved in ${formatTime(elapsedMs)}${help}.${best}`, 'good');
  }

  #bestFor(level) {
    const row = this.view.summary(this.stats).find((r) => r.level === level);
    return row ? row.bestMs : null;
  }

  // A game left unfinished with progress counts as played, not solved.
  #recordAbandoned() {
    if (!this.game || this.meta.recorded || this.game.history.length === 0) return;
    this.stats = recordGame(this.stats, { level: this.meta.level, elapsedMs: this.#timer.elapsedMs, solved: false, assisted: this.meta.assisted });
    this.meta.recorded = true;
    this.store.save('stats', this.stats);
    this.view.statsChanged(this.stats);
  }

  // --- the engine's help ------------------------------------------------------------------

  async showHint() {
    const game = this.game;
    let result;
    try {
      result = await this.#engineCall((engine) => engine.hint(game.toLine()));
    } catch (error) {
      const why = error.code === 'conflict' ? `the board breaks a rule: ${error.message}` : error.message;
      this.view.announcer.say(`No hint: ${why}.`, 'bad');
      return;
    }
    if (game !== this.game) return;
    if (result.none) {
      this.view.announcer.say('No hint: every cell is filled.');
      return;
    }
    this.meta.assisted = true;
    // The constraint's remaining options; when none is left, the cell or house that is stuck.
    const cells = new Set(result.options.map(([cell]) => cell));
    if (cells.size === 0) {
      if (result.kind === 'cell') cells.add(result.cell);
      else game.geometry.houses[game.geometry.houseNames.indexOf(result.house)]?.forEach((cell) => cells.add(cell));
    }
    this.hint = { cells };
    this.render();
    this.save();
    this.view.announcer.say(`Hint: ${result.text}.`);
  }

  async #solution() {
    const game = this.game;
    if (game.solution) return Array.from(game.solution, symbolFor).join('');
    // No unique solution is known: complete the board as it stands if possible, else the givens.
    for (const text of game.conflicts().size ? [game.puzzle] : [game.toLine(), game.puzzle]) {
      const result = await this.#engineCall((engine) => engine.solve(text));
      if (result.status === 'solved') return result.solution;
    }
    return null;
  }

  async reveal() {
    const game = this.game;
    const cell = this.selected;
    const place = where(cell, game.size);
    if (game.isGiven(cell)) return this.view.announcer.say(`${capital(place)} is a given.`);
    let solution;
    try {
      solution = await this.#solution();
    } catch (error) {
      return this.view.announcer.say(`Could not reveal: ${error.message}.`, 'bad');
    }
    if (game !== this.game) return undefined;
    if (!solution) return this.view.announcer.say('Could not reveal: the puzzle has no solution from here.', 'bad');
    return this.apply({ kind: 'reveal', cell, digit: digitFor(solution[cell]) }, `${capital(place)} revealed: ${solution[cell]}.`);
  }

  async solve() {
    const game = this.game;
    let solution;
    try {
      solution = await this.#solution();
    } catch (error) {
      return this.view.announcer.say(`Could not solve: ${error.message}.`, 'bad');
    }
    if (game !== this.game) return undefined;
    if (!solution) return this.view.announcer.say('Could not solve: the puzzle has no solution.', 'bad');
    return this.apply({ kind: 'solve', digits: solution }, 'Solved by the engine.');
  }

  // One retry when the worker died: the client starts a fresh one on the next call.
  async #engineCall(call) {
    try {
      return await call(this.engine);
    } catch (error) {
      if (error.code !== 'worker') throw error;
      this.view.announcer.say('The engine stopped; restarting it…');
      return call(this.engine);
    }
  }

  // --- pause and the clock ----------------------------------------------------------------

  setPaused(paused) {
    if (!this.game || paused === this.paused) return;
    if (paused && this.game.isSolved()) return;
    this.paused = paused;
    if (paused) this.#timer.pause();
    else if (!this.game.isSolved()) this.#timer.resume();
    this.view.setPaused(paused);
    this.save();
    this.view.announcer.say(paused ? `Paused at ${formatTime(this.#timer.elapsedMs)}. The board is hidden.` : 'Resumed.');
  }

  /** The page went out of sight (or back): the clock stops while nobody can play. */
  setVisible(visible) {
    if (!this.game || this.paused || this.game.isSolved()) return;
    if (visible) this.#timer.resume();
    else {
      this.#timer.pause();
      this.save();
    }
  }

  // --- the view ---------------------------------------------------------------------------

  #conflicts() {
    return this.settings.value.showConflicts ? this.game.conflicts() : new Set();
  }

  #mistakes() {
    const check = this.settings.value.checkSolution && this.meta.checkable;
    return check ? new Set(this.game.mistakes()) : new Set();
  }

  render() {
    const { game, selected } = this;
    const { highlight, digitFirst } = this.settings.value;
    const { views, remaining } = cellViews(game, {
      selected,
      highlight,
      focusDigit: (digitFirst && this.brush) || game.digitAt(selected),
      conflicts: this.#conflicts(),
      mistakes: this.#mistakes(),
      hintCells: this.hint?.cells ?? new Set(),
    });
    this.view.board.render(views, selected);
    this.view.keypad.update({
      notesMode: this.notesMode, brush: this.brush, digitFirst, canUndo: game.canUndo, canRedo: game.canRedo, remaining,
    });
    this.view.gameChanged({ solved: game.isSolved(), canUndo: game.canUndo, canRedo: game.canRedo });
  }
}
