// The colours a player can paint cells with (moves.js 'colour'): SudokuPad's nine, in its order,
// each with a pattern too, so no colour is told by hue alone (colour-blind players, grey-scale
// screens). The name a screen reader hears says all three: "colour 6 (orange, dots)". The look
// itself is styles.css's (.colour-1 ... .colour-9, light and dark themes).
import { COLOUR_COUNT } from './moves.js';
import { t } from '../i18n/i18n.js';

/** Per colour 1..COLOUR_COUNT: its hue word and its pattern word (keys of catalog_game.js). */
export const PALETTE = [
  { hue: 'grey', pattern: 'plain' },
  { hue: 'dark_grey', pattern: 'dots' },
  { hue: 'black', pattern: 'grid' },
  { hue: 'green', pattern: 'stripes' },
  { hue: 'purple', pattern: 'back_stripes' },
  { hue: 'orange', pattern: 'rings' },
  { hue: 'red', pattern: 'cross' },
  { hue: 'yellow', pattern: 'h_bars' },
  { hue: 'blue', pattern: 'v_bars' },
];
if (PALETTE.length !== COLOUR_COUNT) throw new Error('palette.js: one entry per colour');

/** "colour 6 (orange, dots)", in the page's language. */
export function colourName(colour) {
  const entry = PALETTE[colour - 1];
  return t('colour.name', { n: colour, hue: t(`colour.hue.${entry.hue}`), pattern: t(`colour.pattern.${entry.pattern}`) });
}

/** The colours of a bitmask, 1-based. */
export function coloursOf(mask) {
  const list = [];
  for (let k = 1; k <= COLOUR_COUNT; k += 1) if (mask & (1 << (k - 1))) list.push(k);
  return list;
}
