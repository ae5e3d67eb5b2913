// The selection and the pen, for the game controller: which cells are chosen (cursor, drag,
// Ctrl/Cmd+click, Shift+click, "Select several") and what a digit does on them (SudokuPad's modes:
// Z digit, X corner, C centre, V colour; the keypad's digit-first brush). What a digit, mark,
// colour or Erase makes of the chosen cells is selection_edits.js's (data); the controller carries
// the moves out (apply). Siblings: game_controller.js (dispatches here), checkpoint_controller.js
// and help_controller.js (the same pattern).
import { symbolFor } from '../game/moves.js';
import { t } from '../i18n/i18n.js';
import { where, whereCap } from './move_words.js';
import { eraseEdit, rectangle, selectionEdit } from './selection_edits.js';

/** What a digit does, as SudokuPad's modes: Z digit, X corner, C centre, V colour; Space cycles. */
export const MODES = ['digit', 'corner', 'centre', 'colour'];

export class PenController {
  selected = 0;     // the cursor: the focused cell, where the keyboard moves from
  selection = new Set([0]); // the chosen cells (the cursor among them, unless Ctrl+click took it out)
  anchor = 0;       // where Shift+click's rectangle starts
  mode = 'digit';   // MODES: what a digit (key or keypad) does
  severalMode = false; // the keypad's "Select several": a tap adds or removes a cell
  brush = 0;        // the digit picked on the keypad in digit-first mode
  chosen = 0;       // the digit last entered or noted: the digit filter's, when the selected cell holds none
  #controller;

  /** @param {import('./game_controller.js').GameController} controller  game, settings, view, apply, render */
  constructor(controller) {
    this.#controller = controller;
  }

  get #game() { return this.#controller.game; }
  #say(text) { this.#controller.view.announcer.say(text); }

  /** A new game on the board: one cell chosen (`cell`), digit mode, no brush. */
  reset(cell) {
    this.mode = 'digit';
    this.brush = 0;
    this.chosen = 0;
    this.selected = cell;
    this.selection = new Set([cell]);
    this.anchor = cell;
  }

  /** The selected cells in board order. */
  get targets() { return [...this.selection].sort((a, b) => a - b); }

  /**
   * Moves the cursor to `cell`. extend: undefined, the selection becomes that one cell; 'add' (a
   * drag, Shift+arrows) adds it; 'toggle' (Ctrl/Cmd+click, a tap in "Select several") adds or
   * removes it; 'range' (Shift+click) selects the rectangle from the anchor to it.
   */
  select(cell, focus, extend) {
    if (cell < 0 || cell >= this.#game.cellCount) return;
    const before = this.#selectionKey();
    const moved = cell !== this.selected;
    this.selected = cell;
    if (extend === 'add') this.selection.add(cell);
    else if (extend === 'toggle') {
      if (this.selection.has(cell) && this.selection.size > 1) this.selection.delete(cell);
      else this.selection.add(cell);
      this.anchor = cell;
    } else if (extend === 'range') {
      this.selection = rectangle(this.#game.size, this.anchor, cell);
    } else {
      this.selection = new Set([cell]);
      this.anchor = cell;
    }
    const changed = before !== this.#selectionKey();
    if (moved || changed) this.#controller.render();
    if (changed && (this.selection.size > 1 || extend)) this.#say(t('ctl.selected_count', { count: this.selection.size }));
    if (focus) this.#controller.view.board.focus(cell);
  }

  /** Escape: back to the one cell under the cursor. */
  selectOne() {
    if (this.selection.size === 1 && this.selection.has(this.selected)) return;
    this.select(this.selected, false);
    this.#say(t('ctl.selected_count', { count: 1 }));
  }

  #selectionKey() { return [...this.selection].join(','); }

  /** After an undo or redo the selection is the cells the move touched (all of a group's). */
  follow(move) {
    const cells = move.kind === 'group' ? move.moves.map((m) => m.cell) : (move.cell !== undefined ? [move.cell] : []);
    if (cells.length === 0) return;
    this.selected = cells[0];
    this.selection = new Set(cells);
    this.anchor = cells[0];
  }

  /** Z, X, C, V or (with 'next') Space. */
  setMode(mode) {
    const next = mode === 'next' ? MODES[(MODES.indexOf(this.mode) + 1) % MODES.length] : mode;
    if (!MODES.includes(next)) return;
    this.mode = next;
    this.#controller.render();
    this.#say(t(`ctl.mode.${next}`));
  }

  /** The Notes button (and N): centre marks on or off. */
  toggleNotes() {
    this.mode = this.mode === 'centre' ? 'digit' : 'centre';
    this.#controller.render();
    this.#say(t(this.mode === 'centre' ? 'ctl.notes_on' : 'ctl.notes_off'));
  }

  /** The keypad's "Select several". */
  toggleSeveral() {
    this.severalMode = !this.severalMode;
    this.#controller.render();
    this.#say(t(this.severalMode ? 'ctl.several_on' : 'ctl.several_off'));
  }

  /** A keypad key: a digit entered, or in digit-first mode the brush picked (or put down). */
  keypadDigit(digit) {
    if (!this.#controller.settings.value.digitFirst || this.mode === 'colour') return this.enterDigit(digit, false);
    this.brush = this.brush === digit ? 0 : digit;
    this.#controller.render();
    const key = this.mode === 'centre' ? 'ctl.picked_note' : 'ctl.picked_place';
    return this.#say(this.brush ? t(key, { digit: symbolFor(this.brush) }) : t('ctl.no_pick'));
  }

  /** A tap on a cell: in digit-first mode it takes the brush's digit. */
  cellActivated() {
    if (this.#controller.settings.value.digitFirst && this.brush) this.enterDigit(this.brush, false);
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
    const { selected: cell } = this;
    const game = this.#game;
    const apply = (move, words) => this.#controller.apply(move, words);
    this.chosen = digit;
    const place = where(cell, game.size);
    const Place = whereCap(cell, game.size);
    // A given takes neither digits nor notes: say which was tried, so Shift+digit is not met by silence.
    if (game.isGiven(cell)) {
      const key = note ? 'ctl.is_given_note' : 'ctl.is_given';
      return this.#say(t(key, { where: Place, digit: symbolFor(game.digitAt(cell)) }));
    }
    if (note) {
      if (game.values[cell]) return this.#say(t('ctl.holds_digit', { where: Place }));
      const had = game.hasNote(cell, digit);
      return apply({ kind: 'note', cell, digit }, t(had ? 'ctl.note_removed' : 'ctl.note_added', { digit: symbolFor(digit), where: place }));
    }
    // Entering the digit a cell already holds clears it, as in most apps.
    if (game.values[cell] === digit) return apply({ kind: 'erase', cell }, t('ctl.cleared', { where: Place }));
    const prune = this.#controller.settings.value.autoRemoveNotes;
    return apply({ kind: 'place', cell, digit, prune }, t('ctl.placed', { digit: symbolFor(digit), where: place }));
  }

  // A digit, mark or colour on every selected cell, as one move (selection_edits.js decides).
  #enterOnSelection(digit, mode) {
    if (mode !== 'colour') this.chosen = digit;
    return this.#carryOut(selectionEdit(this.#game, this.targets, digit, mode, this.#controller.settings.value.autoRemoveNotes));
  }

  /** Erase (Backspace, Delete, 0) on the selection, one layer per press (selection_edits.js). */
  erase() {
    return this.#carryOut(eraseEdit(this.#game, this.targets));
  }

  // An edit's answer: words instead of moves, nothing to do, or one move (a group for several).
  #carryOut(edit) {
    if (edit.say) return this.#say(edit.say);
    if (edit.moves.length === 0) return this.#say(t('ctl.nothing'));
    return this.#controller.apply(edit.moves.length === 1 ? edit.moves[0] : { kind: 'group', moves: edit.moves }, edit.message);
  }
}
