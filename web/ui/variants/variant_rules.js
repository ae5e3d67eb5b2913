// The rules in the New game dialog (../dialogs/new_game.js), loaded with the variant UI
// (variant_kit.js): Classic, X-Sudoku, Windoku, Jigsaw, Killer, each with what it adds, and the
// sizes and levels it has there as the catalogue says (game/catalog.js: VARIANT_SIZES,
// variantLevels). The choice travels as "kind:level" ("killer:hard") with the size beside it.
import { t } from '../../i18n/i18n.js';
import { levelHelpKey } from '../../words/notation.js';
import {
  GRADED_SIZE, MAKING_WAITS, VARIANT_KINDS, VARIANT_LEVELS, VARIANT_SIZES, isKillerKind, makingWait, variantChoice, variantLevels, variantSize,
} from '../../game/catalog.js';
import { variantLabel } from '../../words/variant_words.js';

function choice(name, value, label, checked, help = '') {
  const wrap = document.createElement('label');
  wrap.className = help ? 'choice rule-choice' : 'choice';
  const input = Object.assign(document.createElement('input'), { type: 'radio', name, value, checked });
  wrap.append(input, ` ${label}`);
  if (help) wrap.append(' ', Object.assign(document.createElement('small'), { textContent: help }));
  return wrap;
}

// The note under a variant's levels: why its sizes and levels are what they are, and how long
// its slow levels may take to make (catalog.js MAKING_WAITS: the game waits that long, no longer).
function levelsNote(kind, size) {
  const gap = t('variant.sentence_gap');
  if (size === GRADED_SIZE) {
    if (!isKillerKind(kind)) return t(kind === 'windoku' ? 'variant.levels_windoku' : 'variant.levels_houses');
    const slow = MAKING_WAITS[kind];
    return slow ? `${t('variant.levels_killer')}${gap}${t(slow.words, { seconds: slow.seconds })}` : t('variant.levels_killer');
  }
  const note = t('variant.levels_clues', { size });
  const slow = isKillerKind(kind) ? { 12: 'variant.slow_killer_12', 16: 'variant.slow_killer_16' }[size]
    : size === 16 && { jigsaw: 'variant.slow_jigsaw_16' }[kind];
  return slow ? `${note}${gap}${t(slow)}` : note;
}

/**
 * Puts the rules before the sizes of New game's form. parts: { form, sizes, levels, legend, note,
 * showLevels(size, level) }. Returns { reset(variant, classicLevel, size), chosen(), classicLevel() }.
 */
export function mountRules({ form, sizes, levels, legend, note, showLevels }) {
  const list = document.createElement('div');
  list.className = 'choices';
  list.dataset.variants = '';
  const title = document.createElement('legend');
  const set = document.createElement('fieldset');
  set.append(title, list);
  sizes.closest('fieldset').before(set);
  let classicLevel = '';
  let classicSize = GRADED_SIZE; // the side chosen for classic, back when classic is chosen again
  const variantLevel = {}; // per kind and side ("x@6"), the level last chosen
  const kind = () => form.elements.variant?.value || 'classic';
  const size = () => Number(form.elements.size.value);

  function show() {
    const classic = kind() === 'classic';
    const wanted = classic ? classicSize : variantSize(kind(), size());
    for (const input of sizes.querySelectorAll('input')) {
      input.disabled = !classic && !VARIANT_SIZES[kind()].includes(Number(input.value));
      input.checked = Number(input.value) === wanted;
    }
    if (classic) {
      showLevels(wanted, classicLevel);
      return;
    }
    const current = variantChoice(`${kind()}:${variantLevel[`${kind()}@${wanted}`] ?? ''}`, wanted).level;
    if (wanted === GRADED_SIZE) {
      levels.replaceChildren(...VARIANT_LEVELS[kind()].map((level) => {
        const help = t(levelHelpKey(isKillerKind(kind()) ? `variant.level_help.killer_${level}` : `level.help.${level}`));
        const seconds = makingWait(kind(), wanted, level);
        const wait = seconds ? `; ${t('variant.level_wait', { seconds })}` : '';
        return choice('level', level, t(`level.${level}`), level === current, `(${help}${wait})`);
      }));
      legend.textContent = t('variant.level_legend');
    } else {
      showLevels(wanted, current); // the classic game's clue-count levels of that side, less those left out
      const offered = variantLevels(kind(), wanted);
      for (const input of levels.querySelectorAll('input')) {
        if (!offered.includes(input.value)) input.closest('label').remove();
      }
    }
    note.hidden = false;
    note.textContent = levelsNote(kind(), wanted);
  }
  list.addEventListener('change', show);
  // After new_game.js's own listener (registered first), so a variant's levels win.
  sizes.addEventListener('change', () => {
    if (kind() === 'classic') classicSize = size();
    else show();
  });
  levels.addEventListener('change', () => {
    if (kind() === 'classic') classicLevel = form.elements.level.value;
    else variantLevel[`${kind()}@${size()}`] = form.elements.level.value;
  });

  return {
    reset(variant, level, side = GRADED_SIZE) {
      classicLevel = level;
      const { kind: k } = variantChoice(variant);
      const known = VARIANT_SIZES[k] ? k : 'classic';
      classicSize = side; // the last game's side (a variant's too: classic then opens at it)
      if (known !== 'classic') {
        const at = variantSize(k, side);
        const { level: l } = variantChoice(variant, at);
        if (l) variantLevel[`${k}@${at}`] = l;
        sizes.querySelector(`input[value="${at}"]`).checked = true;
      }
      title.textContent = t('variant.legend');
      list.replaceChildren(...VARIANT_KINDS.map((id) => choice('variant', id, variantLabel(id), id === known, t(`variant.help.${id}`))));
      show();
    },
    /** 'classic', or the variant and its level as "kind:level" (the side is the form's size). */
    chosen: () => (kind() === 'classic' ? 'classic' : `${kind()}:${form.elements.level.value}`),
    /** The classic level to remember: a variant game keeps the one chosen before. */
    classicLevel: () => (kind() === 'classic' ? form.elements.level.value : classicLevel),
    focus: () => list.querySelector('input:checked')?.focus(),
  };
}

