// The rules in the New game dialog (new_game.js), loaded with the variant UI (variant_kit.js):
// Classic, X-Sudoku, Windoku, Jigsaw, Killer, each with what it adds. A variant is 9×9 and has one
// honest level, the generator's (the grader rates classic puzzles only), and the dialog says so.
// newVariantGame makes the game (game_starter.js puts it on the board).
import { t } from '../i18n/i18n.js';
import { Game } from '../game/game.js';
import { variantId } from '../game/variant.js';
import { variantLabel } from './variant_labels.js';
import { variantLevelName } from './new_game.js';

const KINDS = ['classic', 'x', 'windoku', 'jigsaw', 'killer'];

function choice(name, value, label, checked, help = '') {
  const wrap = document.createElement('label');
  wrap.className = help ? 'choice rule-choice' : 'choice';
  const input = Object.assign(document.createElement('input'), { type: 'radio', name, value, checked });
  wrap.append(input, ` ${label}`);
  if (help) wrap.append(' ', Object.assign(document.createElement('small'), { textContent: help }));
  return wrap;
}

/**
 * Puts the rules before the sizes of New game's form. parts: { form, sizes, levels, legend, note,
 * showLevels(size, level) }. Returns { reset(variant, classicLevel), chosen(), classicLevel() }.
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
  const chosen = () => form.elements.variant?.value || 'classic';

  function show() {
    const classic = chosen() === 'classic';
    for (const input of sizes.querySelectorAll('input')) {
      input.disabled = !classic && input.value !== '9';
      if (!classic && input.value === '9') input.checked = true;
    }
    if (classic) {
      showLevels(Number(form.elements.size.value), classicLevel);
      return;
    }
    levels.replaceChildren(choice('level', 'variant', t('variant.level_none'), true));
    legend.textContent = t('variant.level_legend');
    note.hidden = false;
    note.textContent = t('variant.no_levels');
  }
  list.addEventListener('change', show);
  levels.addEventListener('change', () => {
    if (chosen() === 'classic') classicLevel = form.elements.level.value;
  });

  return {
    reset(variant, level) {
      classicLevel = level;
      title.textContent = t('variant.legend');
      list.replaceChildren(...KINDS.map((kind) => choice('variant', kind, variantLabel(kind), kind === variant, t(`variant.help.${kind}`))));
      show();
    },
    chosen,
    /** The classic level to remember: a variant game keeps the one chosen before. */
    classicLevel: () => (chosen() === 'classic' ? form.elements.level.value : classicLevel),
    focus: () => list.querySelector('input:checked')?.focus(),
  };
}

/**
 * A 9×9 variant game from the full engine's generator (dug while unique under its rules).
 * host: game_starter.js's { say, engineCall }. Resolves with { game, meta, message }.
 */
export async function newVariantGame(kind, { say, engineCall }) {
  say(t('variant.generating', { variant: variantLabel(kind) }));
  const result = await engineCall((engine) => engine.generate({ variant: kind, boxRows: 3, boxCols: 3 }));
  const game = new Game({
    puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution, variant: result.variant,
  });
  const id = variantId(game.variant);
  const cages = game.geometry.cages.length;
  const words = { variant: variantLabel(id), size: game.size, cages, clues: result.clues };
  const message = t(cages ? 'variant.started_killer' : 'variant.started', words);
  return { game, meta: { level: variantLevelName(id, game.size), checkable: true }, message };
}
