// The middle end: owns the Game (game/game.js), the selection, the clock and the level, turns
// semantic events (input.js, keypad.js, the action buttons) into move records, and after every
// move pushes the model to the view (ui/board/board_view.js, keypad.js), to storage and to the live region.
// How games arrive is game_starter.js's; hints, Reveal, Solve and the path are help_controller.js's
// (the hints' state hint_controller.js's); the statistics scorebook.js's; words move_words.js's.
// The engine (a worker) answers questions; the game itself never leaves the main thread, so a
// crashed worker costs nothing but a retry.

import { COLOUR_COUNT, MoveError, symbolFor } from '../game/moves.js';
import { colourName } from '../game/palette.js';
import { samePuzzle } from '../game/game.js';
import { Timer, formatTime } from '../game/timer.js';
import { cellViews } from './cell_views.js';
import { GameStarter } from './game_starter.js';
import { GameOpener } from './game_opener.js';
import { HintController } from './hint_controller.js';
import { HelpController } from './help_controller.js';
import { Scorebook } from './scorebook.js';
import { describeMove, ruleBroken, where, whereCap } from './move_words.js';
import { t } from '../i18n/i18n.js';
import { noHelp, saveRecord } from '../game/saved_game.js';

// A move in words (move_words.js): exported here too, where the controller's tests look for it.
export { describeMove };

// What a solved board still answers: choosing a cell (to look), the clock's button (refused
// anyway), and the finish card's explicit way back. Every other event meets the lock.
const OPEN_WHEN_SOLVED = new Set(['select', 'select-one', 'pause', 'reopen']);

/** What a digit does, as SudokuPad's modes: Z digit, X corner, C centre, V colour; Space cycles. */
export const MODES = ['digit', 'corner', 'centre', 'colour'];

export class GameController {
  game = null;
  meta = null;      // { level, checkable, assisted, recorded, help: { hints, reveals, solve, path } }
  selected = 0;     // the cursor: the focused cell, where the keyboard moves from
  selection = new Set([0]); // the chosen cells (the cursor among them, unless Ctrl+click took it out)
  anchor = 0;       // where Shift+click's rectangle starts
  mode = 'digit';   // MODES: what a digit (key or keypad) does
  severalMode = false; // the keypad's "Select several": a tap adds or removes a cell
  brush = 0;        // the digit picked on the keypad in digit-first mode
  chosen = 0;       // the digit last entered or noted: the digit filter's, when the selected cell holds none
  #hints;          // hint_controller.js: the three-stage hints
  #help;           // help_controller.js: hints carried out, Reveal, Solve, the solution path
  #scores;         // scorebook.js: the statistics
  #starter;        // game_starter.js: new, imported, shared and resumed games
  #opener;         // game_opener.js: which of them comes on the board, and when the player is asked
  paused = false;
  #timer = new Timer();
  #locked = false;
  // The current game's engine calls: a new game aborts the old one's (a long Solve must not make
  // the next game wait). See #engineCall.
  #calls = new AbortController();

  /**
   * @param {object} deps
   * @param {import('../engine/engine_client.js').EngineClient} deps.engine
   * @param {import('../game/storage.js').Store} deps.store
   * @param {{value: object, setAvailable: Function}} deps.settings
   * @param {object} deps.view  board, keypad, announcer, and page-level callbacks (see app.js)
   * @param {import('../game/pool.js').PuzzlePool} [deps.pool]
   * @param {() => Promise<unknown>} [deps.loadVariantViews]  the views' part of a variant board
   *   (app.js: the variant UI), loaded with the rules when a variant is first met
   */
  constructor({ engine, store, settings, view, pool = null, loadVariantViews }) {
    this.engine = engine;
    this.store = store;
    this.settings = settings;
    this.view = view;
    this.#scores = new Scorebook(store, (text) => view.notice(text));
    this.#hints = new HintController({ engineCall: (call) => this.#engineCall(call) });
    this.#help = new HelpController({
      controller: this,
      hints: this.#hints,
      engineCall: (call) => this.#engineCall(call),
      helped: (kind) => this.#helped(kind),
      refusedLocked: () => this.#refusedLocked(),
      sayLocked: () => this.#sayLocked(),
      progress: () => this.#progress(),
      afterChange: (message) => this.#afterChange(message),
    });
    this.#starter = new GameStarter({
      engineCall: (call) => this.#engineCall(call),
      store,
      pool,   // game/pool.js: 9×9 puzzles per level, made ahead (optional)
      say: (text, kind) => this.view.announcer.say(text, kind),
      // What went wrong opening a puzzle (a link, a new game): the last attempt's notice stands.
      notice: (text) => this.view.notice(text, { topic: 'opening' }),
      loadVariantViews,
    });
    this.#opener = new GameOpener({
      controller: this,
      starter: this.#starter,
      arrive: (arrival) => this.#arrive(arrival),
      refusedLocked: () => this.#refusedLocked(),
      abandonCalls: () => this.#abandonCalls(),
    });
  }

  /** Notes mode of earlier versions: the centre marks mode (N and the tests still speak of it). */
  get notesMode() { return this.mode === 'centre'; }
  set notesMode(on) { this.mode = on ? 'centre' : 'digit'; }

  /** The statistics (game/stats.js), as last read or changed. */
  get stats() { return this.#scores.stats; }
  get elapsedMs() { return this.#timer.elapsedMs; }
  get running() { return this.#timer.running; }
  get ready() { return this.game !== null && !this.paused; }

  /** True while another tab holds the game (ui/chrome/other_tab.js): no move is taken, the clock stops. */
  get locked() { return this.#locked; }

  setLocked(locked) {
    if (locked === this.#locked) return;
    this.#locked = locked;
    if (!this.game) return;
    if (locked) this.#timer.pause();
    else if (!this.paused && !this.game.isSolved()) this.#timer.resume();
    this.view.setLocked?.(locked);
  }

  // --- starting games ---------------------------------------------------------------------

  /** Installs a game on the board. `meta`: { level, checkable, assisted, recorded, help }. */
  install(game, meta, { elapsedMs = 0, message = '', tone = 'info', selected = -1, replacing = true, paused = false } = {}) {
    if (replacing) this.#recordAbandoned(); // not when the same game comes back from another tab
    this.game = game;
    this.meta = { assisted: false, recorded: false, ...meta, help: { ...noHelp(), ...meta.help } };
    this.notesMode = false;
    this.brush = 0;
    this.chosen = 0;
    this.#hints.reset();
    const first = [...Array(game.cellCount).keys()].find((c) => !game.digitAt(c)) ?? 0;
    this.selected = selected >= 0 && selected < game.cellCount ? selected : first;
    this.selection = new Set([this.selected]);
    this.anchor = this.selected;
    this.view.showGame(game, this.meta);
    this.settings.setAvailable('checkSolution', this.meta.checkable && game.solution !== null,
      t('settings.not_unique'));
    // A new game starts on a visible board; a saved game paused when it was left comes back paused.
    const pausedNow = paused && !game.isSolved();
    if (this.paused !== pausedNow) {
      this.paused = pausedNow;
      this.view.setPaused(pausedNow);
    }
    this.#timer = new Timer();
    this.#timer.start(elapsedMs, { running: !game.isSolved() && !pausedNow }); // a finished game's clock stays stopped
    this.render();
    this.save();
    if (message) this.view.announcer.say(message, tone);
  }

  // Making, importing and resuming games: game_starter.js, which returns what arrives; the
  // controller puts it on the board (install).

  /** Installs an Arrival from game_starter.js ({ game, meta, options }); false for none. */
  #arrive(arrival) {
    if (!arrival) return false;
    this.install(arrival.game, arrival.meta, arrival.options);
    return true;
  }

  // Which game comes on the board (game_opener.js): a new one, a given one, a share link, the first of a page load.

  /** A new generated game (variant: 'classic', 'x', ...): true once it is on the board. */
  newGame(size, levelId, variant = 'classic') { return this.#opener.newGame(size, levelId, variant); }
  /** A given puzzle (import, share link); see GameStarter.playPuzzle for the options. */
  playPuzzle(options) { return this.#opener.playPuzzle(options); }
  /** The first game of a page load: the share link, else the autosave, else a new game. */
  boot(link) { return this.#opener.boot(link); }
  /** Opens a share link (see GameOpener.openLink). */
  openLink(link, current = this.game ? { game: this.game } : null) { return this.#opener.openLink(link, current); }

  // While another tab holds the game, this one neither plays nor starts one (it could not save
  // it): the player is told to choose "Continue here" first.
  #refusedLocked() {
    if (this.#locked) this.view.announcer.say(t('tabs.locked'), 'bad');
    return this.#locked;
  }
  // The game on the board is being replaced: what the engine still does for it is cancelled.
  #abandonCalls() {
    this.#calls.abort();
    this.#calls = new AbortController();
  }
  /**
   * Whether `puzzle` ({ puzzle, boxRows, boxCols, fields }) is the one on the board, unfinished:
   * then importing it continues the game (as its link does) instead of starting it again.
   */
  isPlaying(puzzle) {
    return this.game !== null && !this.game.isSolved() && samePuzzle(this.game, puzzle);
  }

  /** The autosave as { game, meta, elapsedMs, selected }, or null (corrupt data is reported). */
  loadSave() { return this.#starter.loadSave(); }

  /** A game with moves that is not solved yet: replacing it loses something, so the page asks. */
  get inProgress() {
    const game = this.game;
    return Boolean(game && game.history.length > 0 && !game.isSolved());
  }

  /**
   * Whether the game on the board may be replaced (kind: 'import' or 'link', what replaces it):
   * yes at once when nothing is in progress, else the player's answer (view.confirm). A game
   * replaced after a yes is recorded as abandoned (install).
   */
  async mayReplace(kind) {
    if (!this.inProgress || !this.view.confirm) return true;
    return this.view.confirm(kind, this.#progress());
  }

  #progress() {
    // Moves on the board, and those undone that Redo would bring back: both go with the game.
    return {
      level: this.meta.level, elapsedMs: this.#timer.elapsedMs, moves: this.game.position, undone: this.game.history.length - this.game.position,
      counted: this.countedAs,
    };
  }

  /**
   * How the statistics already count the game on the board: 'unaided' or 'helped' once it was
   * solved (a game reopened by "Undo the last move" stays counted so, and replacing it changes
   * nothing), else null (replacing it counts it as abandoned).
   */
  get countedAs() {
    if (!this.game || !this.meta?.recorded || this.game.history.length === 0) return null;
    return this.meta.assisted ? 'helped' : 'unaided';
  }

  save() {
    if (!this.game) return;
    this.store.save('game', saveRecord({ game: this.game, meta: this.meta, elapsedMs: this.#timer.elapsedMs, selected: this.selected, paused: this.paused }));
    this.view.saved();
  }

  // --- events -----------------------------------------------------------------------------

  /** One semantic event from input.js, keypad.js or the buttons. */
  dispatch(event) {
    if (!this.game) return;
    if (event.type !== 'select' && this.#refusedLocked()) return;
    if (this.paused && event.type !== 'pause') return;
    if (this.game.isSolved() && !OPEN_WHEN_SOLVED.has(event.type)) {
      // A tap on a cell of a finished board only looks; anything that would change it is refused.
      if (event.type !== 'cell-activated') this.#sayLocked();
      return;
    }
    switch (event.type) {
      case 'select': return this.select(event.cell, event.focus, event.extend ?? (this.severalMode && event.tap ? 'toggle' : undefined));
      case 'select-one': return this.selectOne();
      case 'digit': return this.enterDigit(event.digit, event.note, event.modifier);
      case 'mode': return this.setMode(event.mode === 'next' ? MODES[(MODES.indexOf(this.mode) + 1) % MODES.length] : event.mode);
      case 'select-several':
        this.severalMode = !this.severalMode;
        this.render();
        return this.view.announcer.say(t(this.severalMode ? 'ctl.several_on' : 'ctl.several_off'));
      case 'keypad-digit':
        if (!this.settings.value.digitFirst || this.mode === 'colour') return this.enterDigit(event.digit, false);
        this.brush = this.brush === event.digit ? 0 : event.digit;
        this.render();
        return this.view.announcer.say(this.brush
          ? t(this.notesMode ? 'ctl.picked_note' : 'ctl.picked_place', { digit: symbolFor(this.brush) })
          : t('ctl.no_pick'));
      case 'cell-activated':
        if (this.settings.value.digitFirst && this.brush) this.enterDigit(this.brush, false);
        return undefined;
      case 'erase': return this.erase();
      case 'toggle-notes':
        this.notesMode = !this.notesMode;
        this.render();
        return this.view.announcer.say(t(this.notesMode ? 'ctl.notes_on' : 'ctl.notes_off'));
      case 'undo': return this.#step('undo');
      case 'redo': return this.#step('redo');
      case 'fill-notes': return this.apply({ kind: 'fill-notes' }, t('ctl.filled_notes'));
      case 'restart': return this.apply({ kind: 'restart' }, t('ctl.restarted'));
      case 'hint': return this.advanceHint();
      case 'hint-show': return this.advanceHint(2);
      case 'hint-apply': return this.advanceHint(3);
      case 'hint-close': return this.closeHint();
      case 'reveal': return this.reveal();
      case 'solve': return this.askSolve();
      case 'pause': return this.setPaused(!this.paused);
      case 'reopen': return this.reopen();
      case 'checkpoint': return this.saveCheckpoint(event.name);
      case 'back': return this.backTo(event.to, event.name);
      case 'back-mistake': return this.backToNoMistake();
      default: return undefined;
    }
  }

  /**
   * Moves the cursor to `cell`. extend: undefined, the selection becomes that one cell; 'add' (a
   * drag, Shift+arrows) adds it; 'toggle' (Ctrl/Cmd+click, a tap in "Select several") adds or
   * removes it; 'range' (Shift+click) selects the rectangle from the anchor to it.
   */
  select(cell, focus, extend) {
    if (cell < 0 || cell >= this.game.cellCount) return;
    const before = this.#selectionKey();
    const moved = cell !== this.selected;
    this.selected = cell;
    if (extend === 'add') this.selection.add(cell);
    else if (extend === 'toggle') {
      if (this.selection.has(cell) && this.selection.size > 1) this.selection.delete(cell);
      else this.selection.add(cell);
      this.anchor = cell;
    } else if (extend === 'range') {
      const { size } = this.game;
      const [r0, c0, r1, c1] = [Math.floor(this.anchor / size), this.anchor % size, Math.floor(cell / size), cell % size];
      this.selection = new Set();
      for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r += 1) {
        for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c += 1) this.selection.add(r * size + c);
      }
    } else {
      this.selection = new Set([cell]);
      this.anchor = cell;
    }
    const changed = before !== this.#selectionKey();
    if (moved || changed) this.render();
    if (changed && (this.selection.size > 1 || extend)) this.view.announcer.say(t('ctl.selected_count', { count: this.selection.size }));
    if (focus) this.view.board.focus(cell);
  }

  /** Escape: back to the one cell under the cursor. */
  selectOne() {
    if (this.selection.size === 1 && this.selection.has(this.selected)) return;
    this.select(this.selected, false);
    this.view.announcer.say(t('ctl.selected_count', { count: 1 }));
  }

  #selectionKey() { return [...this.selection].join(','); }

  /** The selected cells in board order. */
  get targets() { return [...this.selection].sort((a, b) => a - b); }

  setMode(mode) {
    if (!MODES.includes(mode)) return;
    this.mode = mode;
    this.render();
    this.view.announcer.say(t(`ctl.mode.${mode}`));
  }

  /**
   * A digit key or keypad key. note (legacy, the node tests): toggle between digits and centre
   * marks for this key; modifier: 'corner' (Shift held) or 'centre' (Ctrl or Cmd held), the mode
   * for this key only, as SudokuPad.
   */
  enterDigit(digit, note, modifier) {
    const mode = modifier ?? (note ? (this.mode === 'centre' ? 'digit' : 'centre') : this.mode);
    if (this.selection.size > 1 || mode === 'corner' || mode === 'colour') return this.#enterOnSelection(digit, mode);
    return this.#enterOnCell(digit, mode === 'centre');
  }

  #enterOnCell(digit, note) {
    const { game, selected: cell } = this;
    this.chosen = digit;
    const place = where(cell, game.size);
    const Place = whereCap(cell, game.size);
    // A given takes neither digits nor notes: say which was tried, so Shift+digit is not met by silence.
    if (game.isGiven(cell)) {
      const key = note ? 'ctl.is_given_note' : 'ctl.is_given';
      return this.view.announcer.say(t(key, { where: Place, digit: symbolFor(game.digitAt(cell)) }));
    }
    if (note) {
      if (game.values[cell]) return this.view.announcer.say(t('ctl.holds_digit', { where: Place }));
      const had = game.hasNote(cell, digit);
      return this.apply({ kind: 'note', cell, digit }, t(had ? 'ctl.note_removed' : 'ctl.note_added', { digit: symbolFor(digit), where: place }));
    }
    // Entering the digit a cell already holds clears it, as in most apps.
    if (game.values[cell] === digit) return this.apply({ kind: 'erase', cell }, t('ctl.cleared', { where: Place }));
    const prune = this.settings.value.autoRemoveNotes;
    return this.apply({ kind: 'place', cell, digit, prune }, t('ctl.placed', { digit: symbolFor(digit), where: place }));
  }

  /**
   * A digit, corner mark, centre mark or colour on every selected cell, as one move (a group when
   * several cells change). As SudokuPad: a mark (or colour, or digit) that every cell it can go in
   * already has is removed from them all; else it is added where it is missing.
   */
  #enterOnSelection(digit, mode) {
    const { game } = this;
    const cells = this.targets;
    const count = cells.length;
    const one = count === 1 ? whereCap(cells[0], game.size) : '';
    const say = (key, values = {}) => this.view.announcer.say(t(key, { count, where: one, ...values }));
    if (mode === 'colour') {
      if (digit > COLOUR_COUNT) return say('ctl.no_colour', { colour: digit, colours: COLOUR_COUNT });
      const bit = 1 << (digit - 1);
      const all = cells.every((c) => game.colours[c] & bit);
      const moves = cells.filter((c) => all || !(game.colours[c] & bit))
        .map((cell) => ({ kind: 'colour', cell, colours: all ? game.colours[cell] & ~bit : game.colours[cell] | bit }));
      const name = colourName(digit);
      return this.#applyAll(moves, t(all ? 'ctl.colour_removed' : 'ctl.colour_added', { colour: name, where: this.#whereAll(cells) }));
    }
    this.chosen = digit;
    const symbol = symbolFor(digit);
    const open = cells.filter((c) => !game.isGiven(c));
    if (mode === 'digit') {
      if (open.length === 0) return say(count === 1 ? 'ctl.is_given' : 'ctl.all_given');
      const all = open.every((c) => game.values[c] === digit);
      const prune = this.settings.value.autoRemoveNotes;
      const moves = all ? open.map((cell) => ({ kind: 'erase', cell }))
        : open.filter((c) => game.values[c] !== digit).map((cell) => ({ kind: 'place', cell, digit, prune }));
      return this.#applyAll(moves, all ? t('ctl.cleared', { where: whereCap(open[0], game.size) }) : t('ctl.placed', { digit: symbol, where: this.#whereAll(open) }));
    }
    const kind = mode === 'corner' ? 'corner' : 'note';
    const free = open.filter((c) => !game.values[c]);
    if (free.length === 0) {
      if (count === 1 && game.isGiven(cells[0])) return say('ctl.is_given_note', { digit: symbolFor(game.digitAt(cells[0])) });
      return say(count === 1 ? 'ctl.holds_digit' : 'ctl.no_empty');
    }
    const has = (c) => (kind === 'corner' ? game.hasCorner(c, digit) : game.hasNote(c, digit));
    const all = free.every(has);
    const moves = free.filter((c) => all || !has(c)).map((cell) => ({ kind, cell, digit }));
    const key = `ctl.${kind === 'corner' ? 'corner' : 'note'}_${all ? 'removed' : 'added'}`;
    return this.#applyAll(moves, t(key, { digit: symbol, where: this.#whereAll(free) }));
  }

  // "row 1, column 3" for one cell, "5 cells" for several.
  #whereAll(cells) {
    return cells.length === 1 ? where(cells[0], this.game.size) : t('ctl.n_cells', { count: cells.length });
  }

  #applyAll(moves, message) {
    if (moves.length === 0) return this.view.announcer.say(t('ctl.nothing'));
    return this.apply(moves.length === 1 ? moves[0] : { kind: 'group', moves }, message);
  }

  /**
   * Erase (Backspace, Delete, 0) on the selection, one layer per press as SudokuPad: the digits
   * of the cells that have one; else their corner and centre marks; else their colours.
   */
  erase() {
    const { game } = this;
    const cells = this.targets;
    const Place = whereCap(cells[0], game.size);
    const open = cells.filter((c) => !game.isGiven(c));
    const withDigit = open.filter((c) => game.values[c]);
    const withMarks = open.filter((c) => game.notes[c] || game.corners[c]);
    const withColour = cells.filter((c) => game.colours[c]);
    const clear = (list) => list.map((cell) => ({ kind: 'erase', cell }));
    const said = (list) => (list.length === 1 ? t('ctl.cleared', { where: whereCap(list[0], game.size) }) : t('ctl.cleared_n', { count: list.length }));
    if (withDigit.length) return this.#applyAll(clear(withDigit), said(withDigit));
    if (withMarks.length) return this.#applyAll(clear(withMarks), said(withMarks));
    if (withColour.length) {
      return this.#applyAll(withColour.map((cell) => ({ kind: 'colour', cell, colours: 0 })), t('ctl.colours_cleared', { where: this.#whereAll(withColour) }));
    }
    if (cells.length === 1 && game.isGiven(cells[0])) return this.view.announcer.say(t('ctl.is_given', { where: Place }));
    return this.view.announcer.say(cells.length === 1 ? t('ctl.already_empty', { where: Place }) : t('ctl.all_empty'));
  }

  /** Executes a move; `message` is announced (with what the board now says about the cell). */
  apply(move, message) {
    let changed;
    try {
      changed = this.game.apply(move);
    } catch (error) {
      if (!(error instanceof MoveError)) throw error;
      this.view.announcer.say(t('ctl.impossible', { reason: error.message }), 'bad');
      return;
    }
    if (changed.length === 0 && move.kind !== 'checkpoint') { // a checkpoint changes no cell, yet is kept
      this.view.announcer.say(t('ctl.nothing'));
      return;
    }
    if (move.kind === 'reveal' || move.kind === 'solve') this.#helped(move.kind);
    const placed = move.kind === 'group' ? move.moves.filter((m) => m.kind === 'place').map((m) => m.cell) : [move.cell];
    const verdicts = [...new Set(placed.map((cell) => this.#verdict(cell)).filter(Boolean))];
    this.#afterChange(message + verdicts.join(''));
  }

  /**
   * The finish card's "Undo the last move": the one way to change a solved board. The game stays
   * counted as solved (once); the clock runs again from the time it showed.
   */
  reopen() {
    const game = this.game;
    if (!game.isSolved() || !game.canUndo) return;
    const entry = game.history[game.position - 1];
    game.undo();
    this.#follow(entry.move);
    this.#afterChange(t('ctl.reopened', { move: describeMove(entry.move, game.size) }));
  }

  // After an undo or redo the selection is the cells the move touched (all of a group's).
  #follow(move) {
    const cells = move.kind === 'group' ? move.moves.map((m) => m.cell) : (move.cell !== undefined ? [move.cell] : []);
    if (cells.length === 0) return;
    this.selected = cells[0];
    this.selection = new Set(cells);
    this.anchor = cells[0];
  }

  /** Where the game stands, in words (after a language switch the last words were in the other language). */
  restate() {
    if (!this.game) return;
    const time = formatTime(this.#timer.elapsedMs);
    if (this.game.isSolved()) return this.view.announcer.say(t(this.meta.assisted ? 'ctl.solved_help' : 'ctl.solved', { time }));
    if (this.paused) return this.view.announcer.say(t('ctl.paused', { time }));
    let empty = 0;
    for (let cell = 0; cell < this.game.cellCount; cell += 1) if (!this.game.digitAt(cell)) empty += 1;
    return this.view.announcer.say(t('ctl.restate', { n: empty, time }));
  }

  // --- checkpoints (moves.js 'checkpoint' and 'back') ------------------------------------------

  /** Saves the position as a checkpoint (a blank name becomes "Checkpoint n"). */
  saveCheckpoint(name = '') {
    const given = String(name).replace(/\s+/g, ' ').trim().slice(0, 40);
    const chosen = given || t('cp.default', { n: this.game.checkpoints().length + 1 });
    this.apply({ kind: 'checkpoint', name: chosen }, t('cp.saved', { name: chosen }));
  }

  /**
   * Back to the board after `to` moves (a checkpoint). A move, not a jump in the history: Undo
   * returns to where the player was, and the moves after the checkpoint stay in the history, so a
   * player who tries another line from it can still come back to the first one (a jump would make
   * the next move drop them as a redo branch).
   */
  backTo(to, name = '') {
    const point = this.game.checkpoints().find((c) => c.to === to);
    if (!point) return;
    const before = this.game.position;
    this.apply({ kind: 'back', to, reason: 'checkpoint' }, t('cp.went_back', { name: point.name }));
    if (this.game.position === before) this.view.announcer.say(t('cp.same', { name: name || point.name }));
  }

  /**
   * Back to the last position with no wrong digit: the engine's solution decides, so it is help
   * unless the player already asked for checking against the solution (then the wrong digits were
   * shown anyway, and undoing to them by hand would have been free).
   */
  backToNoMistake() {
    const { game } = this;
    if (!game.solution) return this.view.announcer.say(t('cp.no_solution'));
    const to = game.lastPositionWithoutMistake();
    if (to === null) return this.view.announcer.say(t('cp.no_mistake'));
    if (!(this.settings.value.checkSolution && this.meta.checkable)) this.#helped('back');
    return this.apply({ kind: 'back', to, reason: 'mistake' }, t('cp.went_back_clean'));
  }

  #sayLocked() {
    this.view.announcer.say(t('ctl.locked'));
  }

  /**
   * Help was used: a hint ('hint', counted once per hint), a reveal, Solve, the solution path, or
   * (null) a hint's next stage.
   */
  #helped(kind) {
    this.meta.assisted = true;
    if (kind === 'hint') this.meta.help.hints += 1;
    else if (kind === 'reveal') this.meta.help.reveals += 1;
    else if (kind === 'solve') this.meta.help.solve = true;
    else if (kind === 'path') this.meta.help.path = true;
    else if (kind === 'back') this.meta.help.backs = (this.meta.help.backs ?? 0) + 1;
  }

  #step(which) {
    const game = this.game;
    const index = which === 'undo' ? game.position - 1 : game.position;
    const entry = game.history[index];
    const changed = which === 'undo' ? game.undo() : game.redo();
    if (changed.length === 0) {
      this.view.announcer.say(t(which === 'undo' ? 'ctl.nothing_undo' : 'ctl.nothing_redo'));
      return;
    }
    // Follow the change, so the player sees (and hears) where it happened.
    this.#follow(entry.move);
    const left = which === 'undo' && !game.canUndo ? t('ctl.at_start') : '';
    this.#afterChange(`${t(which === 'undo' ? 'ctl.undone' : 'ctl.redone', { move: describeMove(entry.move, game.size) })}${left}`);
  }

  #verdict(cell) {
    if (cell === undefined || !this.game.digitAt(cell)) return '';
    const words = [];
    if (this.#conflicts().has(cell)) words.push(ruleBroken(this.game, cell));
    if (this.#mistakes().has(cell)) words.push(t('ctl.not_solution'));
    return words.join('');
  }

  #afterChange(message) {
    this.#hints.changed();
    this.view.moved?.(); // the player is playing: app.js lets the puzzle pool work now
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
    const recorded = this.#scores.recordSolved(this.meta, elapsedMs);
    if (recorded) this.view.statsChanged(this.stats);
    const solved = t(this.meta.assisted ? 'ctl.solved_help' : 'ctl.solved', { time: formatTime(elapsedMs) });
    this.view.announcer.say(`${solved}${recorded?.best ? t('ctl.best') : ''}`, 'good');
    this.view.finished?.();
  }

  // The rules beside the cells, for links that open this puzzle elsewhere (the visualizer).
  #rules() {
    const { boxRows, boxCols, fields } = this.game.geometry;
    return { boxRows, boxCols, fields: fields ?? '' };
  }

  /** What the finish card shows for a solved board, or null (scorebook.js finishInfo). */
  finishInfo() {
    return this.#scores.finishInfo(this.game, this.meta, this.#timer.elapsedMs, this.game ? this.#rules() : null);
  }

  // A game left unfinished with progress counts as played, not solved.
  #recordAbandoned() {
    if (this.#scores.recordAbandoned(this.game, this.meta, this.#timer.elapsedMs)) this.view.statsChanged(this.stats);
  }

  // --- the engine's help ------------------------------------------------------------------

  // help_controller.js's, kept here as the controller's own verbs (the page and the tests call them).

  /** Moves the hint on to `target` (1 nudge, 2 the whole step, 3 apply it); default: the next stage. */
  advanceHint(target) { return this.#help.advanceHint(target); }
  closeHint() { return this.#help.closeHint(); }
  reveal() { return this.#help.reveal(); }
  /** Whether to show the solution path (asks first during a game, and counts as help). */
  mayShowPath() { return this.#help.mayShowPath(); }
  /** The Solve button: asks first (view.confirm), then solves. */
  askSolve() { return this.#help.askSolve(); }
  solve() { return this.#help.solve(); }

  // One retry when the worker died: the client starts a fresh one on the next call.
  async #engineCall(call) {
    // Scoped to the game on the board (engine_client.js): a new game cancels these calls.
    const engine = this.engine.scoped?.(this.#calls.signal) ?? this.engine;
    try {
      return await call(engine);
    } catch (error) {
      if (error.code !== 'worker') throw error;
      this.view.announcer.say(t('ctl.engine_restart'));
      return call(engine);
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
    this.view.announcer.say(paused ? t('ctl.paused', { time: formatTime(this.#timer.elapsedMs) }) : t('ctl.resumed'));
  }

  /** The page went out of sight (or back): the clock stops while nobody can play. */
  setVisible(visible) {
    if (!this.game || this.paused || this.#locked || this.game.isSolved()) return;
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
    const { highlight, digitFilter, digitFirst } = this.settings.value;
    const hint = this.#hints.view(game);
    hint.later?.then((outcome) => this.#help.perform(game, outcome));
    const { views, remaining } = cellViews(game, {
      selected,
      selection: this.selection,
      highlight,
      digitFilter,
      // The digit filter follows the digit picked (digit first), else the selected cell's digit,
      // else the digit last entered or noted (so noting 5s shows where the other 5s are).
      focusDigit: (digitFirst && this.brush) || game.digitAt(selected) || this.chosen,
      conflicts: this.#conflicts(),
      mistakes: this.#mistakes(),
      hintCells: hint.cells,
    });
    this.view.board.render(views, selected, this.selection.size);
    this.view.showHint?.(hint.panel);
    this.view.keypad.update({
      notesMode: this.notesMode, mode: this.mode, several: this.severalMode, brush: this.brush, digitFirst, canUndo: game.canUndo, canRedo: game.canRedo, remaining,
    });
    this.view.gameChanged({
      solved: game.isSolved(), canUndo: game.canUndo, canRedo: game.canRedo, puzzle: game.puzzle, rules: this.#rules(),
      finish: this.finishInfo(),
    });
    this.view.checkpoints?.update({
      checkpoints: game.checkpoints(), solutionKnown: game.solution !== null,
      checking: Boolean(this.settings.value.checkSolution && this.meta.checkable),
    });
  }
}
