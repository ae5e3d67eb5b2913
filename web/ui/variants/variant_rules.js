// The rules in the New game dialog (new_game.js), loaded with the variant UI (variant_kit.js):
// Classic, X-Sudoku, Windoku, Jigsaw, Killer, each with what it adds, the sizes it comes in and the
// levels it has there (README "which levels exist per variant"). X and jigsaw come in every size
// the classic game offers: at 9×9 every grader level (the classic techniques over their houses),
// at the other sizes the classic game's clue-count levels of that size (the grader's levels are
// calibrated on 9×9). Windoku is 9×9 only: its four windows are 3×3 boxes of a 9×9 board. Killer
// is 9×9 at Hard (every cage technique weighs 2.6 or more; harder killers take the generator far
// longer than a player should wait; its only level is a grader level, so no other size has one).
// The choice travels as "kind:level" ("killer:hard") with the size beside it, the form
// new_game.js and the settings keep. newVariantGame makes the game (game_starter.js puts it on the
// board).
import { t } from '../../i18n/i18n.js';
import { Game } from '../../game/game.js';
import { variantId } from '../../game/variant.js';
import { variantLabel } from '../../words/variant_words.js';
import { GRADED_SIZE, generateOptions, levelsFor, variantLevelName } from '../dialogs/new_game.js';
import { LEVELS as ALL_LEVELS } from '../../engine/engine_names.js';

/** The levels New game offers per variant on a 9×9 board, easiest first. */
export const VARIANT_LEVELS = Object.freeze({
  x: ALL_LEVELS, windoku: ALL_LEVELS, jigsaw: ALL_LEVELS, killer: ['hard'],
});

/** The board sides New game offers per variant (new_game.js SIZES are the classic game's). */
export const VARIANT_SIZES = Object.freeze({
  x: [4, 6, 9, 16], windoku: [9], jigsaw: [4, 6, 9, 16], killer: [9],
});

// Levels a side leaves out: a minimal 16×16 jigsaw took the generator about a minute (56 s
// natively at load 13; the page's generate call gives up at 30 s), against 0.2-13 s for its
// clue-count levels in the page (README, "In the game").
const LEFT_OUT = Object.freeze({ jigsaw: { 16: ['minimal'] } });

/** The level ids a variant offers at a side, easiest first ([]: not at that side). */
export function variantLevels(kind, size = GRADED_SIZE) {
  if (!VARIANT_SIZES[kind]?.includes(size)) return [];
  if (size === GRADED_SIZE) return VARIANT_LEVELS[kind];
  const out = LEFT_OUT[kind]?.[size] ?? [];
  return levelsFor(size).map((level) => level.id).filter((id) => !out.includes(id));
}

/** A side the variant offers: `size` when it does, else 9 (every variant's). */
export const variantSize = (kind, size) => (VARIANT_SIZES[kind]?.includes(size) ? size : GRADED_SIZE);

/**
 * "killer:hard" -> { kind: 'killer', level: 'hard' } (a level the kind offers at `size`; its first
 * otherwise).
 */
export function variantChoice(value, size = GRADED_SIZE) {
  const [kind, level] = String(value ?? '').split(':');
  const levels = variantLevels(kind, size);
  return { kind, level: levels.includes(level) ? level : (levels[0] ?? '') };
}

/**
 * What engine.generate takes for a variant game: at 9×9 the grader level asked for; at the other
 * sides the classic game's clue count (or minimal) and symmetry for that level (new_game.js).
 */
export function variantGenerateOptions(kind, size, level) {
  if (size === GRADED_SIZE) return { variant: kind, difficulty: level, boxRows: 3, boxCols: 3 };
  return { ...generateOptions(size, level), variant: kind };
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

// The note under a variant's levels: why its sizes and levels are what they are.
function levelsNote(kind, size) {
  if (kind === 'killer') return t('variant.levels_killer');
  if (kind === 'windoku') return t('variant.levels_windoku');
  if (size === GRADED_SIZE) return t('variant.levels_houses');
  const note = t('variant.levels_clues', { size });
  return kind === 'jigsaw' && size === 16 ? `${note}${t('variant.sentence_gap')}${t('variant.slow_jigsaw_16')}` : note;
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
        const help = t(kind() === 'killer' ? `variant.level_help.killer_${level}` : `level.help.${level}`);
        return choice('level', level, t(`level.${level}`), level === current, `(${help})`);
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
      list.replaceChildren(...KINDS.map((id) => choice('variant', id, variantLabel(id), id === known, t(`variant.help.${id}`))));
      show();
    },
    /** 'classic', or the variant and its level as "kind:level" (the side is the form's size). */
    chosen: () => (kind() === 'classic' ? 'classic' : `${kind()}:${form.elements.level.value}`),
    /** The classic level to remember: a variant game keeps the one chosen before. */
    classicLevel: () => (kind() === 'classic' ? form.elements.level.value : classicLevel),
    focus: () => list.querySelector('input:checked')?.focus(),
  };
}

/**
 * A variant game from the full engine's generator: at 9×9 at a grader level (rated under its
 * rules), at the other sides at the classic game's clue count. choice: "kind:level" (a bare kind
 * takes its first level). host: game_starter.js's { say, engineCall }. Resolves with
 * { game, meta, message }.
 */
export async function newVariantGame(choiceText, size, { say, engineCall }) {
  const side = variantSize(String(choiceText).split(':')[0], size);
  const { kind, level } = variantChoice(choiceText, side);
  const graded = side === GRADED_SIZE;
  const levelWords = graded ? t(`level.${level}`) : levelsFor(side).find((l) => l.id === level).label;
  say(t(graded ? 'variant.generating' : 'variant.generating_size', { variant: variantLabel(kind), level: levelWords, size: side }));
  const result = await engineCall((engine) => engine.generate(variantGenerateOptions(kind, side, level)));
  const game = new Game({
    puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution, variant: result.variant,
  });
  const id = variantId(game.variant);
  const cages = game.geometry.cages.length;
  const words = { variant: variantLabel(id), size: game.size, cages, clues: result.clues, level: levelWords };
  const message = t(cages ? 'variant.started_killer' : graded ? 'variant.started' : 'variant.started_size', words);
  return { game, meta: { level: variantLevelName(id, game.size, level), checkable: true }, message };
}
