// Variant support on demand: the rules (game/variant.js, through geometry.js) and the variant UI
// (variant_ui.js: drawing, words, hints, and its stylesheet variants.css) load when a variant is
// first met (New game's dialog, a variant puzzle imported, shared, saved or generated), not with
// the page, so the first visit stays within its budget (bench/web_budget.mjs). Until loaded,
// variantUi() is null and callers draw or say the classic parts only.
import { loadVariantRules } from '../../game/geometry.js';

let ui = null;
let loading = null;

/** The loaded variant UI module (variant_ui.js), or null before loadVariants() has finished. */
export const variantUi = () => ui;

/** Loads the variant rules and UI once; resolves with variant_ui.js. A failed load is retried next time. */
export function loadVariants() {
  loading ??= Promise.all([loadVariantRules(), import('./variant_ui.js')]).then(async ([, module]) => {
    await module.stylesReady;
    ui = module;
    return module;
  }, (error) => {
    loading = null;
    throw error;
  });
  return loading;
}
