// New games and the "New game" dialog. On 9×9 the choice is one of the grader's six levels
// (engine/include/dlx/grader.hpp: easy ... diabolical, rated by the hardest technique a person
// needs); puzzles come from the pool (game/pool.js) or are generated on demand. The other sizes
// keep levels by clue count: the grader's levels are calibrated on 9×9 only. The rules come first:
// classic, or a variant (X, Windoku, jigsaw, killer), each at the sides and levels
// variant_new_game.js says, and the dialog says why.
import { LEVELS } from '../../engine/engine_names.js';
import { addCatalog, t } from '../../i18n/i18n.js';
import levels from '../../i18n/catalog_levels.js';
import { loadVariants, variantUi } from '../variants/variant_kit.js';

/** The rules New game offers (their sides and levels: variant_new_game.js); ids as the engine's `--variant`. */
export const VARIANT_KINDS = Object.freeze(['classic', 'x', 'windoku', 'jigsaw', 'killer']);
// A variant's name in the page's language once its words have loaded, its id until then.
const variantLabel = (id) => variantUi()?.variantLabel(id) ?? id;

addCatalog(levels);

export const SIZES = Object.freeze([
  { size: 4, boxRows: 2, boxCols: 2 },
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 16, boxRows: 4, boxCols: 4 },
]);

// The grader's levels, easiest first (the engine's list); their ids are stable (saved games and
// statistics).
export { LEVELS };
export const GRADED_SIZE = 9;

// Shares of the board left as clues on the other sizes: 36, 30 and 26 of 81 on a 9x9 board.
const TARGETS = [
  { id: 'gentle', share: 36 / 81, suffix: ' (gentle)' },
  { id: 'medium', share: 30 / 81, suffix: '' },
  { id: 'sparse', share: 26 / 81, suffix: '' },
];

export function shapeOf(size) {
  return SIZES.find((s) => s.size === size) ?? SIZES[2];
}

export const isGradedLevel = (id) => LEVELS.includes(id);

function clueLevels(size) {
  const cells = size * size;
  const levels = [];
  const seen = new Set();
  for (const target of TARGETS) {
    let clues = Math.round(target.share * cells);
    // With 180-degree symmetry an even board's clues come in pairs.
    if (size % 2 === 0 && clues % 2 === 1) clues += 1;
    if (seen.has(clues)) continue;
    seen.add(clues);
    // name: the stored, language-independent form (statistics); label: what the player reads.
    levels.push({
      id: target.id, graded: false, name: `${clues} clues${target.suffix}`,
      label: t(target.id === 'gentle' ? 'new.gentle' : 'new.clues_count', { clues }), options: { symmetry: 'rot180', clues },
    });
  }
  levels.push({ id: 'minimal', graded: false, name: 'As few as possible (minimal)', label: t('new.minimal'), options: { minimal: true } });
  return levels;
}

/** The levels offered for a board size: [{ id, label, graded, options }] (options go to engine.generate). */
export function levelsFor(size) {
  if (size !== GRADED_SIZE) return clueLevels(size);
  return LEVELS.map((id) => ({
    id, graded: true, label: t(`level.${id}`), help: t(`level.help.${id}`), options: { difficulty: id, symmetry: 'rot180' },
  }));
}

export function levelFor(size, id) {
  const levels = levelsFor(size);
  return levels.find((l) => l.id === id) ?? levels[0];
}

/**
 * The name a game's level is stored under (meta.level, statistics): a graded level's id
 * ("easy"), so a language switch never splits the statistics; "9×9, 30 clues" for the others.
 */
export function levelName(size, level) {
  return level.graded ? level.id : `${size}×${size}, ${level.name ?? level.label}`;
}

// Where a given puzzle came from (import_dialog.js, a share link): its stored name is the English
// "Imported 9×9" / "Shared 9×9", whatever the language (older Chinese saves wrote 导入 / 分享).
const SOURCES = { imported: 'Imported', shared: 'Shared' };
const SOURCE_NAME = /^(Imported|Shared|导入|分享) (\d+)×(\d+)$/;
const SOURCE_ID = { Imported: 'imported', Shared: 'shared', 导入: 'imported', 分享: 'shared' };

/** The stored level name of a given puzzle: source 'imported' or 'shared', board side `size`. */
export function sourceLevelName(source, size) {
  if (!(source in SOURCES)) throw new Error(`unknown puzzle source "${source}"`);
  return `${SOURCES[source]} ${size}×${size}`;
}

// A variant game's stored level name: "variant:killer:9:hard" (generated at a level; older games
// "variant:killer:9"), "variant:jigsaw:6:gentle" (another side: a clue-count level's id, as
// clueLevels names them), "variant:x:9:imported" or "...:shared" (given puzzles): the statistics
// keep each variant and side apart from classic levels.
const CLUE_LEVELS = [...TARGETS.map((target) => target.id), 'minimal'];
const VARIANT_NAME = new RegExp(`^variant:([a-z+]+):(\\d+)(?::(${['imported', 'shared', ...LEVELS, ...CLUE_LEVELS].join('|')}))?$`);

/** The stored level name of a variant game: id as variant.js's variantId; source: a level, or how it was given. */
export function variantLevelName(id, size, source = '') {
  return `variant:${id}:${size}${source ? `:${source}` : ''}`;
}

/** A stored level name for people: "9×9, Easy" for a graded id, the name itself otherwise. */
export function levelLabel(name) {
  const variant = VARIANT_NAME.exec(String(name));
  if (variant) {
    const game = `${variantLabel(variant[1])} ${variant[2]}×${variant[2]}`;
    const size = Number(variant[2]);
    // Off 9×9 a level is a clue count ("Jigsaw 6×6, 14 clues"); a given puzzle says where it came from.
    if (size !== GRADED_SIZE && CLUE_LEVELS.includes(variant[3])) {
      const clues = levelsFor(size).find((l) => l.id === variant[3]);
      return clues ? `${game}, ${clues.label}` : game;
    }
    return variant[3] ? `${t(`level.${variant[3]}`)} ${game}` : game;
  }
  if (isGradedLevel(name)) return t('level.game', { size: GRADED_SIZE, level: t(`level.${name}`) });
  const source = SOURCE_NAME.exec(String(name));
  if (source) return `${t(`level.${SOURCE_ID[source[1]]}`)} ${source[2]}×${source[3]}`;
  // The clue-count names of other sizes are stored in English ("6×6, 12 clues"): shown translated.
  const m = /^(\d+)×(\d+), (?:(\d+) clues( \(gentle\))?|(As few as possible \(minimal\)))$/.exec(String(name));
  if (!m) return name;
  const label = m[5] ? t('new.minimal') : t(m[4] ? 'new.gentle' : 'new.clues_count', { clues: m[3] });
  return `${m[1]}×${m[2]}, ${label}`;
}

/** Options for engine.generate: shape, level and seed. */
export function generateOptions(size, levelId, seed) {
  const { boxRows, boxCols } = shapeOf(size);
  return { ...levelFor(size, levelId).options, boxRows, boxCols, seed };
}

function radio(name, value, label, checked, extra = '') {
  const wrap = document.createElement('label');
  wrap.className = name === 'level' && extra ? 'choice level-choice' : 'choice';
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = name;
  input.value = value;
  input.checked = checked;
  wrap.append(input, ` ${label}`);
  if (extra) wrap.append(' ', Object.assign(document.createElement('small'), { textContent: extra }));
  return wrap;
}

/**
 * The New game dialog. open({size, level, inProgress, ready}) shows it (ready(levelId): puzzles
 * waiting in the pool); onStart({size, level}) is called when the player presses Start.
 */
export function createNewGameDialog(dialog, onStart) {
  const form = dialog.querySelector('form');
  const sizes = dialog.querySelector('[data-sizes]');
  const levels = dialog.querySelector('[data-levels]');
  const legend = dialog.querySelector('[data-levels-legend]');
  const note = dialog.querySelector('[data-levels-note]');
  const warning = dialog.querySelector('[data-warning]');
  let ready = () => 0;
  let rules = null; // variant_new_game.js's rules choice, once the variant UI has loaded
  const showLevels = (size, levelId) => {
    const choices = levelsFor(size);
    const chosen = choices.find((l) => l.id === levelId) ?? choices[0];
    const graded = size === GRADED_SIZE;
    levels.replaceChildren(...choices.map((l) => {
      // A puzzle waiting in the pool starts at once, which a player takes for granted; only a level
      // whose next puzzle must be made first says so.
      const extra = l.graded ? `(${l.help}${ready(l.id) ? '' : `; ${t('level.wait')}`})` : '';
      return radio('level', l.id, l.label, l === chosen, extra);
    }));
    if (legend) legend.textContent = graded ? t('level.legend') : t('new.clues');
    if (note) {
      note.hidden = !graded;
      note.textContent = t('level.note');
    }
  };
  sizes.addEventListener('change', () => {
    const size = Number(form.elements.size.value);
    showLevels(size, form.elements.level.value);
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'start') return;
    const variant = rules?.chosen() ?? 'classic';
    onStart({ size: Number(form.elements.size.value), level: rules?.classicLevel() ?? form.elements.level.value, variant });
  });

  return {
    /** Shows the dialog once the variant UI (the rules) has loaded (variant_kit.js; offline: classic only). */
    async open({ size, level, variant = 'classic', inProgress, ready: readyCount = () => 0 }) {
      const kit = await loadVariants().catch(() => null);
      rules ??= kit?.mountRules({ form, sizes, levels, legend, note, showLevels }) ?? null;
      ready = readyCount;
      const known = SIZES.some((s) => s.size === size) ? size : 9;
      sizes.replaceChildren(...SIZES.map((s) => radio('size', String(s.size), `${s.size}×${s.size}`, s.size === known)));
      showLevels(known, level);
      rules?.reset(VARIANT_KINDS.includes(String(variant).split(':')[0]) ? variant : 'classic', level, known);
      warning.hidden = !inProgress;
      dialog.returnValue = '';
      dialog.showModal();
      // Start on the chosen rules (the browser would pick the first radio, which is not the choice).
      if (rules) rules.focus();
      else sizes.querySelector('input:checked')?.focus();
    },
  };
}
