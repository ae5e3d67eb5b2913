// The Hint button on a variant board (X, Windoku, jigsaw, killer). The engine's grader reasons
// under classic rules only, so its steps could be wrong here; this gives only what is true under
// the variant's own houses and cages, from the board as it stands: a digit that differs from the
// solution, else a cell with one candidate left, else a digit with one place left in a house, else
// it says that hints by technique are for classic Sudoku and points to Reveal.
// Sibling: hint_controller.js (which calls it), variant_labels.js (the houses' names).
import { symbolFor } from '../game/moves.js';
import { t } from '../i18n/i18n.js';
import { houseLabel, variantLabel } from './variant_labels.js';
import { variantId } from '../game/variant.js';

const where = (game, cell) => t('ctl.where', { row: Math.floor(cell / game.size) + 1, col: (cell % game.size) + 1 });
const single = (mask) => mask !== 0 && (mask & (mask - 1)) === 0;
const digitOf = (mask) => 31 - Math.clz32(mask) + 1;

/**
 * @param {import('../game/game.js').Game} game
 * @returns {{text: string, cell: number, digit: number, bad: boolean}} cell: the cell to select (-1:
 *   none); digit: the digit the hint says goes there (0: none)
 */
export function variantHint(game) {
  if (game.isSolved()) return { text: t('vhint.solved'), cell: -1, digit: 0, bad: false };
  const wrong = game.mistakes();
  if (wrong.length === 1) return { text: t('vhint.mistake', { where: where(game, wrong[0]) }), cell: wrong[0], digit: 0, bad: true };
  if (wrong.length > 1) {
    return { text: t('vhint.mistakes', { where: where(game, wrong[0]), more: wrong.length - 1 }), cell: wrong[0], digit: 0, bad: true };
  }
  // Candidates under every house and cage of the variant (game.candidates): a single among them is
  // forced by the variant's own rules.
  const candidates = Array.from({ length: game.cellCount }, (_, cell) => (game.digitAt(cell) ? 0 : game.candidates(cell)));
  const naked = candidates.findIndex(single);
  if (naked >= 0) {
    const digit = digitOf(candidates[naked]);
    return { text: t('vhint.single', { where: where(game, naked), digit: symbolFor(digit) }), cell: naked, digit, bad: false };
  }
  const { houses } = game.geometry;
  for (let h = 0; h < houses.length; h += 1) {
    for (let d = 1; d <= game.size; d += 1) {
      const bit = 1 << (d - 1);
      if (houses[h].some((cell) => game.digitAt(cell) === d)) continue;
      const places = houses[h].filter((cell) => candidates[cell] & bit);
      if (places.length === 1) {
        return {
          text: t('vhint.hidden', { house: houseLabel(game.geometry, h), where: where(game, places[0]), digit: symbolFor(d) }),
          cell: places[0],
          digit: d,
          bad: false,
        };
      }
    }
  }
  return { text: t('vhint.none', { variant: variantLabel(variantId(game.variant)) }), cell: -1, digit: 0, bad: false };
}
