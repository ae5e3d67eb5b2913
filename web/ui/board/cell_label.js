// A cell's accessible name, in the page's language, from its view record (app/cell_views.js):
// what board_view.js puts on each cell for screen readers. A variant board's houses and cage come
// from the variant words, once they have loaded (../variants/variant_kit.js).
import { t } from '../../i18n/i18n.js';
import { variantUi } from '../variants/variant_kit.js';
import { colourName, coloursOf } from '../../game/palette.js';

/**
 * The accessible name of a cell: "Row 1, Column 3, empty, notes 2 5 7"; on a variant board the
 * houses and cage come after the position ("Row 1, Column 1, on the main diagonal, cage of 3 cells
 * summing to 11, empty"). In the page's language.
 */
export function cellLabel(view) {
  const parts = [t('cell.position', { row: view.row + 1, col: view.col + 1 })];
  // The variant's words load with its UI (variant_kit.js); a board drawn before that is named plainly.
  const words = view.geometry ? variantUi() : null;
  if (words) parts.push(...words.cellVariantParts(view.geometry, view.row * view.geometry.size + view.col));
  if (view.given) parts.push(t('cell.given', { digit: view.symbol }));
  else if (view.digit) parts.push(t(view.revealed ? 'cell.revealed' : 'cell.entered', { digit: view.symbol }));
  else parts.push(t('cell.empty'));
  // Centre marks keep the name notes had ("notes 2 5 7": they are the notes of earlier versions).
  if (view.notes.length) parts.push(t('cell.notes', { notes: view.notes.join(' ') }));
  if (view.corners?.length) parts.push(t('cell.corners', { marks: view.corners.join(' ') }));
  if (view.colours) parts.push(...coloursOf(view.colours).map(colourName));
  if (view.conflict) parts.push(t('cell.conflict'));
  if (view.mistake) parts.push(t('cell.incorrect'));
  if (view.hint) parts.push(t('cell.hint'));
  return parts.join(t('cell.separator'));
}
