// The middle end: owns the Game (game/game.js), the clock and the level, turns
// semantic events (input.js, keypad.js, the action buttons) into move records, and after every
// move pushes the model to the view (ui/board/board_view.js, keypad.js), to storage and to the live region.
// How games arrive is game_starter.js's; hints, Reveal, Solve and the path are help_controller.js's
// (the hints' state hint_controller.js's); the selection and what a digit does there pen_controller.js's;
// checkpoints checkpoint_controller.js's; the statistics scorebook.js's; words move_words.js's.
// The engine (a worker) answers questions; the game itself never leaves the main thread, so a
// crashed worker costs nothing but a retry.

import { EngineScope } from './engine_scope.js';
import { MoveError } from '../game/moves.js';
import { samePuzzle } from '../game/game.js';
import { Timer, formatTime } from '../game/timer.js';
import { cellViews } from './cell_views.js';
import { GameStarter } from './game_starter.js';
import { GameOpener } from './game_opener.js';
import { HintController } from './hint_controller.js';
import { HelpController } from './help_controller.js';
import { CheckpointController } from './checkpoint_controller.js';
import { MODES, PenController } from './pen_controller.js';
import { Scorebook } from './scorebook.js';
import { describeMove, ruleBroken } from './move_words.js';
import { t } from '../i18n/i18n.js';
import { noHelp, saveRecord } from '../game/saved_game.js';

// A move in words (move_words.js): exported here too, where the controller's tests look for it.
export { describeMove };

// What a solved board still answers: choosing a cell (to look), the clock's button (refused
// anyway), and the finish card's explicit way back. Every other event meets the lock.
const OPEN_WHEN_SOLVED = new Set(['select', 'select-one', 'pause', 'reopen']);

// What a digit does (SudokuPad's modes): exported here too, where the page and the tests look for it.
export { MODES };

export class GameController {
  game = null;
  meta = null;      // { level, checkable, assisted, recorded, help: { hints, reveals, solve, path } }
  #hints;          // hint_controller.js: the three-stage hints
  #help;           // help_controller.js: hints carried out, Reveal, Solve, the solution path
  #scores;         // scorebook.js: the statistics
  #starter;        // game_starter.js: new, imported, shared and resumed games
  #opener;         // game_opener.js: which of them comes on the board, and when the player is asked
  #checkpoints;    // checkpoint_controller.js: save, back to a checkpoint, back to no mistake
  pen = new PenController(this); // pen_controller.js: the selection, the mode, the digit-first brush
  paused = false;
  #timer = new Timer();
  #locked = false;
  #scope;          // engine_scope.js: the engine as this game calls it (a new game stops its calls)

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
    this.#scope = new EngineScope(engine, (text) => view.announcer.say(text));
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
      engineCall: (call, options) => this.#engineCall(call, options),
      store,
      pool,   // game/pool.js: 9×9 puzzles per level, made ahead (optional)
      say: (text, kind) => this.view.announcer.say(text, kind),
      // A slow level's wait, shown with its Cancel (ui/chrome/making_panel.js); returns its close().
      showMaking: (what) => this.view.showMaking?.(what) ?? (() => {}),
      // What went wrong opening a puzzle (a link, a new game): the last attempt's notice stands.
      notice: (text) => this.view.notice(text, { topic: 'opening' }),
      loadVariantViews,
    });
    this.#checkpoints = new CheckpointController({ controller: this, helped: (kind) => this.#helped(kind) });
    this.#opener = new GameOpener({
      controller: this,
      starter: this.#starter,
      arrive: (arrival) => this.#arrive(arrival),
      refusedLocked: () => this.#refusedLocked(),
      abandonCalls: () => this.#abandonCalls(),
    });
  }

  // The pen's state, read by the page, help_controller.js and the tests as the controller's own.
  get selected() { return this.pen.selected; }
  set selected(cell) { this.pen.selected = cell; }
  get selection() { return this.pen.selection; }
  get targets() { return this.pen.targets; }
  get mode() { return this.pen.mode; }
  /** Notes mode of earlier versions: the centre marks mode (N and the tests still speak of it). */
  get notesMode() { return this.pen.mode === 'centre'; }

  /** The statistics (game/stats.js), as last read or changed. */
  get stats() { return this.#scores.stats; }
  /** The puzzle of the day's streak as of today (game/daily.js dailySummary). */
  get daily() { return this.#scores.daily(); }
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
    this.#hints.reset();
    const first = [...Array(game.cellCount).keys()].find((c) => !game.digitAt(c)) ?? 0;
    this.pen.reset(selected >= 0 && selected < game.cellCount ? selected : first);
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
  /** The puzzle of the day `key` ("2026-12-01"), asking nothing (see GameOpener.newDaily). */
  newDaily(key) { return this.#opener.newDaily(key); }
  /** A link to a day's puzzle: the same day goes on, another game in progress is asked about. */
  openDaily(key) { return this.#opener.openDaily(key); }
  /** Opens a share link (see GameOpener.openLink). */
  openLink(link, current = this.game ? { game: this.game } : null) { return this.#opener.openLink(link, current); }

  // While another tab holds the game, this one neither plays nor starts one (it could not save
  // it): the player is told to choose "Continue here" first.
  #refusedLocked() {
    if (this.#locked) this.view.announcer.say(t('tabs.locked'), 'bad');
    return this.#locked;
  }
  // The game on the board is being replaced: what the engine still does for it is cancelled.
  #abandonCalls() { this.#scope.abandon(); }
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
      case 'select': return this.pen.select(event.cell, event.focus, event.extend ?? (this.pen.severalMode && event.tap ? 'toggle' : undefined));
      case 'select-one': return this.pen.selectOne();
      case 'digit': return this.pen.enterDigit(event.digit, event.note, event.modifier);
      case 'mode': return this.pen.setMode(event.mode);
      case 'select-several': return this.pen.toggleSeveral();
      case 'keypad-digit': return this.pen.keypadDigit(event.digit);
      case 'cell-activated': return this.pen.cellActivated();
      case 'erase': return this.pen.erase();
      case 'toggle-notes': return this.pen.toggleNotes();
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
      case 'checkpoint': return this.#checkpoints.save(event.name);
      case 'back': return this.#checkpoints.backTo(event.to, event.name);
      case 'back-mistake': return this.#checkpoints.backToNoMistake();
      default: return undefined;
    }
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
    this.pen.follow(entry.move);
    this.#afterChange(t('ctl.reopened', { move: describeMove(entry.move, game.size) }));
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
    this.pen.follow(entry.move);
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

  // The engine, scoped to the game on the board (engine_scope.js: options { signal, background }).
  #engineCall(call, options) { return this.#scope.call(call, options); }

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
    const { mode, severalMode, brush, chosen } = this.pen;
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
      focusDigit: (digitFirst && brush) || game.digitAt(selected) || chosen,
      conflicts: this.#conflicts(),
      mistakes: this.#mistakes(),
      hintCells: hint.cells,
    });
    this.view.board.render(views, selected, this.selection.size);
    this.view.showHint?.(hint.panel);
    this.view.keypad.update({
      notesMode: mode === 'centre', mode, several: severalMode, brush, digitFirst, canUndo: game.canUndo, canRedo: game.canRedo, remaining,
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
