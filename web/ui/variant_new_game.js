// The rules in the New game dialog (new_game.js), loaded with the variant UI (variant_kit.js):
// Classic, X-Sudoku, Windoku, Jigsaw, Killer, each with what it adds, and the levels that variant
// has (README "which levels exist per variant"): X, Windoku and jigsaw every level (the classic
// techniques over their houses), killer hard (every cage technique weighs 2.6 or more; harder
// killers take the generator far longer than a player should wait). The choice travels as
// "kind:level" ("killer:hard"), the form new_game.js and the settings keep. newVariantGame makes
// the game (game_starter.js puts it on the board).
import { t } from '../i18n/i18n.js';
import { Game } from '../game/game.js';
import { variantId } from '../game/variant.js';
import { variantLabel } from './variant_labels.js';
import { variantLevelName } from './new_game.js';
import { LEVELS as ALL_LEVELS } from '../engine/engine_names.js';

/** The levels New game offers per variant, easiest first. */
export const VARIANT_LEVELS = Object.freeze({
  x: ALL_LEVELS, windoku: ALL_LEVELS, jigsaw: ALL_LEVELS, killer: ['hard'],
});

/** "killer:hard" -> { kind: 'killer', level: 'hard' } (a level the kind offers; its first otherwise). */
export function variantChoice(value) {
  const [kind, level] = String(value ?? '').split(':');
  const levels = VARIANT_LEVELS[kind] ?? [];
  return { kind, level: levels.includes(level) ? level : (levels[0] ?? '') };
}

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
  const variantLevel = {}; // per kind, the level last chosen
  const kind = () => form.elements.variant?.value || 'classic';

  function show() {
    const classic = kind() === 'classic';
    for (const input of sizes.querySelectorAll('input')) {
      input.disabled = !classic && input.value !== '9';
      if (!classic && input.value === '9') input.checked = true;
    }
    if (classic) {
      showLevels(Number(form.elements.size.value), classicLevel);
      return;
    }
    const offered = VARIANT_LEVELS[kind()];
    const current = variantChoice(`${kind()}:${variantLevel[kind()] ?? ''}`).level;
    levels.replaceChildren(...offered.map((level) => {
      const help = t(kind() === 'killer' ? `variant.level_help.killer_${level}` : `level.help.${level}`);
      return choice('level', level, t(`level.${level}`), level === current, `(${help})`);
    }));
    legend.textContent = t('variant.level_legend');
    note.hidden = false;
    note.textContent = t(kind() === 'killer' ? 'variant.levels_killer' : 'variant.levels_houses');
  }
  list.addEventListener('change', show);
  levels.addEventListener('change', () => {
    if (kind() === 'classic') classicLevel = form.elements.level.value;
    else variantLevel[kind()] = form.elements.level.value;
  });

  return {
    reset(variant, level) {
      classicLevel = level;
      const { kind: k, level: l } = variantChoice(variant);
      if (l) variantLevel[k] = l;
      title.textContent = t('variant.legend');
      list.replaceChildren(...KINDS.map((id) => choice('variant', id, variantLabel(id), id === (VARIANT_LEVELS[k] ? k : 'classic'), t(`variant.help.${id}`))));
      show();
    },
    /** 'classic', or the variant and its level as "kind:level". */
    chosen: () => (kind() === 'classic' ? 'classic' : `${kind()}:${form.elements.level.value}`),
    /** The classic level to remember: a variant game keeps the one chosen before. */
    classicLevel: () => (kind() === 'classic' ? form.elements.level.value : classicLevel),
    focus: () => list.querySelector('input:checked')?.focus(),
  };
}

/**
 * A 9×9 variant game at a level from the full engine's generator (rated under its rules).
 * choice: "kind:level" (a bare kind takes its first level). host: game_starter.js's { say,
 * engineCall }. Resolves with { game, meta, message }.
 */
export async function newVariantGame(choiceText, { say, engineCall }) {
  const { kind, level } = variantChoice(choiceText);
  say(t('variant.generating', { variant: variantLabel(kind), level: t(`level.${level}`) }));
  const result = await engineCall((engine) => engine.generate({ variant: kind, difficulty: level, boxRows: 3, boxCols: 3 }));
  const game = new Game({
    puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution, variant: result.variant,
  });
  const id = variantId(game.variant);
  const cages = game.geometry.cages.length;
  const words = { variant: variantLabel(id), size: game.size, cages, clues: result.clues, level: t(`level.${level}`) };
  const message = t(cages ? 'variant.started_killer' : 'variant.started', words);
  return { game, meta: { level: variantLevelName(id, game.size, level), checkable: true }, message };
}
