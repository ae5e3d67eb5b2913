// What an input does to the selected cells, as data (no DOM, no state of its own): the moves a
// digit, a mark, a colour or Erase makes on them and the words that say so, or the words that say
// why nothing happens. game_controller.js carries the answer out; SudokuPad's conventions decide it.
// Siblings: pen_controller.js (the selection and the mode), move_words.js (cells in words).
import { COLOUR_COUNT, symbolFor } from '../game/moves.js';
import { colourName } from '../game/palette.js';
import { t } from '../i18n/i18n.js';
import { where, whereCap } from './move_words.js';

/** The cells of the rectangle from `anchor` to `cell` (Shift+click), on a board of side `size`. */
export function rectangle(size, anchor, cell) {
  const [r0, c0, r1, c1] = [Math.floor(anchor / size), anchor % size, Math.floor(cell / size), cell % size];
  const cells = new Set();
  for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r += 1) {
    for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c += 1) cells.add(r * size + c);
  }
  return cells;
}

// "row 1, column 3" for one cell, "5 cells" for several.
const whereAll = (cells, size) => (cells.length === 1 ? where(cells[0], size) : t('ctl.n_cells', { count: cells.length }));

/**
 * A digit, corner mark, centre mark or colour on every cell of `cells` (board order), by `mode`
 * ('digit', 'corner', 'centre', 'colour'). As SudokuPad: a mark (or colour, or digit) that every
 * cell it can go in already has is removed from them all; else it is added where it is missing.
 * Returns { moves, message } (moves may be empty: nothing to do) or { say } when nothing can.
 * `prune`: placing a digit also removes it from its peers' marks (the setting).
 */
export function selectionEdit(game, cells, digit, mode, prune) {
  const count = cells.length;
  const one = count === 1 ? whereCap(cells[0], game.size) : '';
  const say = (key, values = {}) => ({ say: t(key, { count, where: one, ...values }) });
  if (mode === 'colour') {
    if (digit > COLOUR_COUNT) return say('ctl.no_colour', { colour: digit, colours: COLOUR_COUNT });
    const bit = 1 << (digit - 1);
    const all = cells.every((c) => game.colours[c] & bit);
    const moves = cells.filter((c) => all || !(game.colours[c] & bit))
      .map((cell) => ({ kind: 'colour', cell, colours: all ? game.colours[cell] & ~bit : game.colours[cell] | bit }));
    return { moves, message: t(all ? 'ctl.colour_removed' : 'ctl.colour_added', { colour: colourName(digit), where: whereAll(cells, game.size) }) };
  }
  const symbol = symbolFor(digit);
  const open = cells.filter((c) => !game.isGiven(c));
  if (mode === 'digit') {
    if (open.length === 0) return say(count === 1 ? 'ctl.is_given' : 'ctl.all_given');
    const all = open.every((c) => game.values[c] === digit);
    const moves = all ? open.map((cell) => ({ kind: 'erase', cell }))
      : open.filter((c) => game.values[c] !== digit).map((cell) => ({ kind: 'place', cell, digit, prune }));
    return { moves, message: all ? t('ctl.cleared', { where: whereCap(open[0], game.size) }) : t('ctl.placed', { digit: symbol, where: whereAll(open, game.size) }) };
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
  return { moves, message: t(key, { digit: symbol, where: whereAll(free, game.size) }) };
}

/**
 * Erase (Backspace, Delete, 0) on `cells`, one layer per press as SudokuPad: the digits of the
 * cells that have one; else their corner and centre marks; else their colours. The same answer as
 * selectionEdit.
 */
export function eraseEdit(game, cells) {
  const Place = whereCap(cells[0], game.size);
  const open = cells.filter((c) => !game.isGiven(c));
  const withDigit = open.filter((c) => game.values[c]);
  const withMarks = open.filter((c) => game.notes[c] || game.corners[c]);
  const withColour = cells.filter((c) => game.colours[c]);
  const clear = (list) => list.map((cell) => ({ kind: 'erase', cell }));
  const said = (list) => (list.length === 1 ? t('ctl.cleared', { where: whereCap(list[0], game.size) }) : t('ctl.cleared_n', { count: list.length }));
  if (withDigit.length) return { moves: clear(withDigit), message: said(withDigit) };
  if (withMarks.length) return { moves: clear(withMarks), message: said(withMarks) };
  if (withColour.length) {
    return { moves: withColour.map((cell) => ({ kind: 'colour', cell, colours: 0 })), message: t('ctl.colours_cleared', { where: whereAll(withColour, game.size) }) };
  }
  if (cells.length === 1 && game.isGiven(cells[0])) return { say: t('ctl.is_given', { where: Place }) };
  return { say: cells.length === 1 ? t('ctl.already_empty', { where: Place }) : t('ctl.all_empty') };
}
