// The variant UI, loaded on demand by variant_kit.js: how a variant board is drawn
// (variant_drawing.js), named and spoken of (words/variant_words.js), New game's rules (variant_rules.js), and its stylesheet (variants.css, linked once; stylesReady resolves when it applies).
export { variantDrawing } from './variant_drawing.js';
export { cellVariantParts, houseLabel, variantLabel } from '../../words/variant_words.js';
export { variantId } from '../../game/variant.js';
export { mountRules } from './variant_rules.js';

function linkStyles() {
  if (typeof document === 'undefined') return Promise.resolve(); // node tests: no page
  const href = new URL('./variants.css', import.meta.url).href;
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const ready = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error(`could not load ${href}`));
  });
  document.head.append(link);
  return ready;
}

export const stylesReady = linkStyles();
