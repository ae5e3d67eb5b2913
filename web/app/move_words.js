// What the controller says about moves and the cells they touch, in the page's language: where
// a cell is ("row 1, column 3"), a move in words for "Undone: …", and which rule a digit breaks.
// Pure functions over t(). Siblings: game_controller.js (announces these), game/moves.js.
import { t } from '../i18n/i18n.js';
import { symbolFor } from '../game/moves.js';
import { rowCol } from '../game/cells.js';

export const where = (cell, size) => t('ctl.where', rowCol(cell, size));        // "row 1, column 3"
export const whereCap = (cell, size) => t('ctl.where_cap', rowCol(cell, size)); // a sentence's start

/** A move in words, for "Undone: ..." and friends. */
export function describeMove(move, size) {
  switch (move.kind) {
    case 'place': return t('move.place', { digit: symbolFor(move.digit), where: where(move.cell, size) });
    case 'erase': return t('move.erase', { where: where(move.cell, size) });
    case 'note': return t('move.note', { digit: symbolFor(move.digit), where: where(move.cell, size) });
    case 'corner': return t('move.corner', { digit: symbolFor(move.digit), where: where(move.cell, size) });
    case 'colour': return t('move.colour', { where: where(move.cell, size) });
    case 'group': {
      const more = move.moves.length - 1;
      return more === 0 ? describeMove(move.moves[0], size) : t('move.group', { move: describeMove(move.moves[0], size), more });
    }
    case 'reveal': return t('move.reveal', { where: where(move.cell, size) });
    case 'fill-notes': return t('move.fill_notes');
    case 'solve': return t('move.solve');
    case 'restart': return t('move.restart');
    case 'hint': return move.stage === 0 ? t('move.hint_close') : t('move.hint_stage', { stage: move.stage });
    case 'step': return t('move.step');
    case 'checkpoint': return t('move.checkpoint', { name: move.name });
    case 'back': return move.reason === 'mistake' ? t('move.back_clean') : t('move.back', { n: move.to });
    default: return move.kind;
  }
}

/**
 * Which rule the digit in `cell` breaks, in words: the house it repeats in (a variant's own ones
 * too) and where the other one is, or the killer sum it passes.
 * @param {import('../game/game.js').Game} game
 */
export function ruleBroken(game, cell) {
  const reason = game.conflictOf(cell);
  if (!reason) return t('ctl.breaks_rule');
  if (reason.kind === 'sum') return t(reason.full ? 'ctl.breaks_sum_full' : 'ctl.breaks_sum', { sum: reason.sum, total: reason.total });
  const { size } = game;
  return t('ctl.breaks_in', {
    digit: symbolFor(game.digitAt(cell)), row: Math.floor(reason.other / size) + 1, col: (reason.other % size) + 1,
    where: t(`ctl.where.${reason.where}`),
  });
}
