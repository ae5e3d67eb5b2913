// Player settings: their defaults, reading a saved copy defensively (a hand-edited or old save
// must not break the page), and the settings form (checkboxes named after the keys).
import { SIZES, VARIANT_KINDS } from '../../game/catalog.js';

export const DEFAULT_SETTINGS = Object.freeze({
  autoRemoveNotes: true,   // placing a digit removes it from the notes of its peers
  showConflicts: true,     // mark digits that break a rule
  checkSolution: false,    // mark digits that differ from the solution (needs a unique solution)
  highlight: true,         // the selected cell's row, column and box
  digitFilter: true,       // the chosen digit marked wherever it is placed and among every cell's notes
  digitFirst: false,       // pick a digit on the keypad, then tap cells
  expertNotation: false,   // r2c3, SE ratings and chain notation instead of plain words (words/notation.js)
  hintKeySeen: false,      // the hint's key to the marks was shown once (it opens by itself only then)
  theme: 'system',         // 'system' | 'light' | 'dark'
  size: 9,                 // the last new game's size and level
  level: 'gentle',
  variant: 'classic',      // the last new game's rules (game/catalog.js VARIANT_KINDS)
});

/** A complete settings object from anything: unknown keys dropped, wrong types replaced. */
export function normalizeSettings(saved) {
  const out = { ...DEFAULT_SETTINGS };
  if (!saved || typeof saved !== 'object') return out;
  for (const key of Object.keys(DEFAULT_SETTINGS)) {
    if (typeof saved[key] === typeof DEFAULT_SETTINGS[key]) out[key] = saved[key];
  }
  if (!['system', 'light', 'dark'].includes(out.theme)) out.theme = DEFAULT_SETTINGS.theme;
  // Only a board the New game dialog offers (a saved 38 once asked the engine for a 38x38).
  if (!SIZES.some((s) => s.size === out.size)) out.size = DEFAULT_SETTINGS.size;
  if (out.level.length > 40) out.level = DEFAULT_SETTINGS.level;
  // "killer" or, with its level, "killer:hard" (game/catalog.js).
  if (typeof out.variant !== 'string' || !VARIANT_KINDS.includes(out.variant.split(':')[0])) out.variant = DEFAULT_SETTINGS.variant;
  return out;
}

/**
 * Binds the checkboxes of `form` (input[name=<key>]) to the settings. onChange(key, settings) is
 * called after each change with the new settings object.
 */
export function createSettingsForm(form, initial, onChange) {
  let settings = initial;
  const boxes = [...form.querySelectorAll('input[type="checkbox"][name]')];
  const show = () => {
    for (const box of boxes) box.checked = Boolean(settings[box.name]);
  };
  form.addEventListener('change', (event) => {
    const box = event.target;
    if (!boxes.includes(box)) return;
    settings = { ...settings, [box.name]: box.checked };
    onChange(box.name, settings);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  show();
  return {
    get value() { return settings; },
    set(patch) {
      settings = { ...settings, ...patch };
      show();
    },
    /** Greys out a setting that does not apply (e.g. checking without a unique solution). */
    setAvailable(name, available, why = '') {
      const box = boxes.find((b) => b.name === name);
      if (!box) return;
      box.disabled = !available;
      const note = form.querySelector(`[data-why="${name}"]`);
      if (note) {
        note.textContent = available ? '' : why;
        note.hidden = available;
      }
    },
  };
}
