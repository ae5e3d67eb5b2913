// The game's catalogue: the board sizes, the levels each size and variant offers, the names a
// game's level is stored under, and the options engine.generate takes for each. Policy, not
// drawing: the New game dialog (ui/dialogs/new_game.js, ui/variants/variant_rules.js) draws it,
// the game starter (app/game_starter.js) and the puzzle pool follow it, the settings check against
// it. Siblings: engine/engine_names.js (the grader's level ids), i18n/catalog_levels.js (the words).
//
// On 9×9 the choice is one of the grader's six levels (engine/include/dlx/grader.hpp: easy ...
// diabolical, rated by the hardest technique a person needs). The other sizes keep levels by clue
// count: the grader's levels are calibrated on 9×9 only. X and jigsaw come in every size the classic
// game offers: at 9×9 every grader level (the classic techniques over their houses), at the other
// sizes the classic game's clue-count levels of that size. Windoku comes at 4×4, 6×6, 9×9 and 12×12
// (the engine draws its windows one cell in from the edge and one apart: one window at 4×4, two at
// 6×6, four at 9×9; it makes none at 16×16, "Windoku is made up to 12×12"). Killer comes at every
// side: at 9×9 from Hard up (every cage technique weighs 2.6 or more), at the others by clue count
// (no 12×12 or 16×16 "as few as possible": 8-23 s a puzzle). Expert and harder 9×9 killers may take the
// generator tens of seconds, so they have a stated wait (MAKING_WAITS), which New game says in
// words and which is also the longest the game waits for one. Every side and level here was
// measured in the real WebAssembly module (bench/game_levels.mjs): docs/players.md, "Variants in
// the game"; docs/grader.md, "Levels per variant".
import { LEVELS } from '../engine/engine_names.js';
import { levelHelpKey } from '../words/notation.js';
import { addCatalog, t } from '../i18n/i18n.js';
import levels from '../i18n/catalog_levels.js';

addCatalog(levels); // a level's label is read in the page's language when levelsFor is called

/** The rules New game offers; ids as the engine's `--variant`. */
export const VARIANT_KINDS = Object.freeze(['classic', 'x', 'windoku', 'jigsaw', 'killer', 'killer+x']);

export const SIZES = Object.freeze([
  { size: 4, boxRows: 2, boxCols: 2 },
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 12, boxRows: 3, boxCols: 4 },
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
  const out = [];
  const seen = new Set();
  for (const target of TARGETS) {
    let clues = Math.round(target.share * cells);
    // With 180-degree symmetry an even board's clues come in pairs.
    if (size % 2 === 0 && clues % 2 === 1) clues += 1;
    if (seen.has(clues)) continue;
    seen.add(clues);
    // name: the stored, language-independent form (statistics); label: what the player reads.
    out.push({
      id: target.id, graded: false, name: `${clues} clues${target.suffix}`,
      label: t(target.id === 'gentle' ? 'new.gentle' : 'new.clues_count', { clues }), options: { symmetry: 'rot180', clues },
    });
  }
  out.push({ id: 'minimal', graded: false, name: 'As few as possible (minimal)', label: t('new.minimal'), options: { minimal: true } });
  return out;
}

/** The levels offered for a board size: [{ id, label, graded, options }] (options go to engine.generate). */
export function levelsFor(size) {
  if (size !== GRADED_SIZE) return clueLevels(size);
  return LEVELS.map((id) => ({
    // help: what the level asks of a player, plain or with its SE range (words/notation.js).
    id, graded: true, label: t(`level.${id}`), help: t(levelHelpKey(`level.help.${id}`)), options: { difficulty: id, symmetry: 'rot180' },
  }));
}

export function levelFor(size, id) {
  const offered = levelsFor(size);
  return offered.find((l) => l.id === id) ?? offered[0];
}

/**
 * The name a game's level is stored under (meta.level, statistics): a graded level's id
 * ("easy"), so a language switch never splits the statistics; "9×9, 30 clues" for the others.
 */
export function levelName(size, level) {
  return level.graded ? level.id : `${size}×${size}, ${level.name ?? level.label}`;
}

// Where a given puzzle came from (the import dialog, a share link): its stored name is the English
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
export const CLUE_LEVELS = Object.freeze([...TARGETS.map((target) => target.id), 'minimal']);
const VARIANT_NAME = new RegExp(`^variant:([a-z+]+):(\\d+)(?::(${['imported', 'shared', ...LEVELS, ...CLUE_LEVELS].join('|')}))?$`);
const CLUE_NAME = /^(\d+)×(\d+), (?:(\d+) clues( \(gentle\))?|(As few as possible \(minimal\)))$/;

/** The stored level name of a variant game: id as variant.js's variantId; source: a level, or how it was given. */
export function variantLevelName(id, size, source = '') {
  return `variant:${id}:${size}${source ? `:${source}` : ''}`;
}

/**
 * A stored level name read back, for the words that name it (ui/level_words.js):
 *   { kind: 'variant', id, size, level }   "variant:x:9:medium" (level '' for older names)
 *   { kind: 'graded', level }              "medium"
 *   { kind: 'source', source, size, cols } "Imported 9×9" (source 'imported' or 'shared')
 *   { kind: 'clues', size, cols, clues, gentle, minimal }  "6×6, 14 clues"
 *   null                                   anything else (shown as it is)
 */
export function parseLevelName(name) {
  const text = String(name);
  const variant = VARIANT_NAME.exec(text);
  if (variant) return { kind: 'variant', id: variant[1], size: Number(variant[2]), level: variant[3] ?? '' };
  if (isGradedLevel(name)) return { kind: 'graded', level: name };
  const source = SOURCE_NAME.exec(text);
  if (source) return { kind: 'source', source: SOURCE_ID[source[1]], size: source[2], cols: source[3] };
  const m = CLUE_NAME.exec(text);
  if (m) return { kind: 'clues', size: m[1], cols: m[2], clues: m[3], gentle: Boolean(m[4]), minimal: Boolean(m[5]) };
  return null;
}

/** Options for engine.generate: shape, level and seed. */
export function generateOptions(size, levelId, seed) {
  const { boxRows, boxCols } = shapeOf(size);
  return { ...levelFor(size, levelId).options, boxRows, boxCols, seed };
}

// ---- variants ---------------------------------------------------------------------------------
// The choice travels as "kind:level" ("killer:hard") with the size beside it, the form the New
// game dialog and the settings keep.

// Killer's levels, and Killer X's (cages and diagonals): from Hard (their cage techniques). A
// diabolical Killer X took up to a minute to make until the rule of 45 became search items (then
// 0.8-11 s, seeds 1-10, bench/game_levels.mjs): it states its wait, as killer's slow levels do.
const KILLER_LEVELS = Object.freeze(['hard', 'expert', 'extreme', 'diabolical']);

/** The levels New game offers per variant on a 9×9 board, easiest first. */
export const VARIANT_LEVELS = Object.freeze({
  x: LEVELS, windoku: LEVELS, jigsaw: LEVELS, killer: KILLER_LEVELS, 'killer+x': KILLER_LEVELS,
});

/** The board sides New game offers per variant (SIZES are the classic game's). */
export const VARIANT_SIZES = Object.freeze({
  x: [4, 6, 9, 12, 16], windoku: [4, 6, 9, 12], jigsaw: [4, 6, 9, 12, 16], killer: [4, 6, 9, 12, 16],
  'killer+x': [4, 6, 9, 12, 16],
});

/** Whether a variant kind has cages (killer, killer X): its levels and words are killer's. */
export const isKillerKind = (kind) => String(kind).split('+').includes('killer');

// Levels a side leaves out: a minimal 16×16 jigsaw took the generator about a minute (56 s
// natively at load 13; the page's generate call gives up at 30 s), against 0.2-13 s for its
// clue-count levels in the page; a minimal 16×16 killer 8-16 s in WebAssembly, against 0.2 s for
// its others, and a minimal 12×12 killer 11-23 s (5 seeds), against 0.03 s for its others
// (docs/players.md, "Variants in the game").
const LEFT_OUT = Object.freeze({
  jigsaw: { 16: ['minimal'] }, killer: { 12: ['minimal'], 16: ['minimal'] }, 'killer+x': { 12: ['minimal'], 16: ['minimal'] },
});

// Levels that may take long to make, and the seconds New game states for them: the longest the
// game waits for one (its engine call's deadline, from Start, retries included), so the words and
// the wait cannot disagree. Measured in the real WebAssembly module, seeds 1-10 (node,
// bench/game_levels.mjs; docs/players.md "Variants in the game"): the slowest seed of each level
// well inside it. Every other level is made within a few seconds, under the engine call's own
// default deadline (engine/engine_calls.js: 30 s), and states no wait. `words`: the note's sentence.
// Killer's expert, extreme and diabolical: medians 1.8-3.8 s, slowest 9-14 s; Killer X's
// diabolical: median 5.1 s, slowest 11.1 s (its other levels: a few seconds).
export const MAKING_WAITS = Object.freeze({
  killer: Object.freeze({ size: GRADED_SIZE, levels: Object.freeze(['expert', 'extreme', 'diabolical']), seconds: 60, words: 'variant.wait_killer' }),
  'killer+x': Object.freeze({ size: GRADED_SIZE, levels: Object.freeze(['diabolical']), seconds: 60, words: 'variant.wait_killer_x' }),
});

/** The seconds New game states a level may take to make (0: it is quick, and states none). */
export function makingWait(kind, size, level) {
  const slow = MAKING_WAITS[kind];
  return slow && slow.size === size && slow.levels.includes(level) ? slow.seconds : 0;
}

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
  const offered = variantLevels(kind, size);
  return { kind, level: offered.includes(level) ? level : (offered[0] ?? '') };
}

/**
 * What engine.generate takes for a variant game: at 9×9 the grader level asked for; at the other
 * sides the classic game's clue count (or minimal) and symmetry for that level.
 */
export function variantGenerateOptions(kind, size, level) {
  if (size === GRADED_SIZE) return { variant: kind, difficulty: level, boxRows: 3, boxCols: 3 };
  return { ...generateOptions(size, level), variant: kind };
}
