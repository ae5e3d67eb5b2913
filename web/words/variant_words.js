// Words for a variant's rules: its name ("X-Sudoku", "Killer"), the houses it adds ("window 2",
// "the main diagonal") and what a cell belongs to, for its accessible name ("cage of 3 cells
// summing to 11"). DOM-free, like all of words/ (what the game says, shared by app/ and ui/).
// Siblings: ui/variants/variant_drawing.js (the same facts drawn), ui/board/cell_label.js.
import { addCatalog, t } from '../i18n/i18n.js';
import variants from '../i18n/catalog_variants.js';
import { houseKey } from '../game/cells.js';

addCatalog(variants);

/** A variant id (variant.js's variantId: 'x', 'killer+x', ...) in the page's language. */
export function variantLabel(id) {
  return String(id).split('+').map((part) => t(`variant.${part}`)).join(t('variant.join'));
}

/** The houses and cage a cell is in beyond its row and column, as words for its name (in order). */
export function cellVariantParts(geometry, cell) {
  const v = geometry.variant;
  if (!v) return [];
  const parts = [];
  if (v.regions.length) parts.push(t('cell.region', { n: v.regions[cell] + 1 }));
  const diagonals = geometry.diagonalOf?.[cell] ?? 0; // the engine's diagonals (variant.js)
  for (const index of [0, 1]) if (diagonals & (1 << index)) parts.push(t(`cell.${houseKey('diagonal', index)}`));
  if (geometry.windowOf[cell] >= 0) parts.push(t('cell.window', { n: geometry.windowOf[cell] + 1 }));
  const k = geometry.cageOf[cell];
  if (k >= 0) {
    const cage = geometry.cages[k];
    parts.push(t('cell.cage', { cells: cage.cells.length, sum: cage.sum }));
  }
  return parts;
}

/** A house of geometry.houses in words: "row 3", "region 5", "the main diagonal", "window 2". */
export function houseLabel(geometry, house) {
  const kind = geometry.houseKinds[house];
  const index = geometry.houseIndexes[house];
  if (kind === undefined) return '';
  return kind === 'diagonal' ? t(`vhouse.${houseKey(kind, index)}`) : t(`vhouse.${kind}`, { n: index + 1 });
}
