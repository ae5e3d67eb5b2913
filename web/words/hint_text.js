// Hints in words, in the page's language, built from the engine's step records (dlx_engine.d.ts
// Step), never from the engine's English sentence: the nudge (what to look for, and where), the
// whole step explained the way a teacher would for each technique, a chain in the usual (Eureka)
// notation as well as in words, and what "Apply it" will do. Pure functions over t(): tested in
// node. Siblings: game/hint_drawing.js (the same step on the board), ui/hints/hint_overlay.js, hint_panel.js.
//
// A technique without its own sentence (a newer engine's) gets the generic one: its name, the
// marked candidates, the chain's notation when it has links, and the effect.
//
// This file is the words' API (explain, stepText, nudgeText, mistakeText, markText, ...) and the
// table from technique to explanation; the explanations live in hint_techniques.js, hint_chains.js
// and hint_killer.js, their shared vocabulary in hint_words.js.
import { t } from '../i18n/i18n.js';
import { symbolFor } from '../game/moves.js';
import { areaCells, areaOf, hintMarks } from '../game/hint_drawing.js';
import { byLinks, chainNotation, chainWhy, cycleWhy, forcingWhy, netWhy, proofWhy, selfForcingWhy, trialWhy } from './hint_chains.js';
import { cageCombinationWhy, cageOverlapWhy, rule45Why } from './hint_killer.js';
import { alignedWhy, bugExtraWhy, bugWhy, colouringWhy, directHiddenWhy, directLockedWhy, fishWhy, hiddenWhy, lockedWhy, loopWhy, nakedWhy, rectangleWhy, SINGLE_KEYS, singleWhy, SUBSET_SIZE, wWingWhy, xyWingWhy, xyzWingWhy } from './hint_techniques.js';
import { applyText, areaText, cageArea, cellWords, houseName, listOf, stepTitle, unique, word, Word } from './hint_words.js';

// The marks are data (game/hint_drawing.js); exported here too, beside the words that describe them.
export { areaCells, areaOf, hintMarks };
export { cageWords, cellWords, houseKind, houseName, listOf, listOr, removalText, techniqueName, applyText, appliedText } from './hint_words.js';
export { chainNotation } from './hint_chains.js';

const EXPLAIN = {
  pointing: lockedWhy,
  claiming: lockedWhy,
  'naked pair': nakedWhy,
  'naked triple': nakedWhy,
  'naked quad': nakedWhy,
  'hidden pair': hiddenWhy,
  'hidden triple': hiddenWhy,
  'hidden quad': hiddenWhy,
  'x-wing': fishWhy,
  swordfish: fishWhy,
  jellyfish: fishWhy,
  'xy-wing': xyWingWhy,
  'xyz-wing': xyzWingWhy,
  'w-wing': wWingWhy,
  'unique rectangle': rectangleWhy,
  'bug+1': bugWhy,
  'simple colouring': colouringWhy,
  'x-chain': (step, geometry) => selfForcingWhy(step, geometry) ?? chainWhy(step, geometry),
  'xy-chain': chainWhy,
  'forcing chain': forcingWhy,
  'forcing net': netWhy,
  // Sudoku Explainer's techniques (the rated path).
  'direct pointing': directLockedWhy,
  'direct claiming': directLockedWhy,
  'direct hidden pair': directHiddenWhy,
  'direct hidden triple': directHiddenWhy,
  'unique loop': loopWhy,
  bug: bugExtraWhy,
  'aligned pair exclusion': alignedWhy,
  'aligned triple exclusion': alignedWhy,
  'x-cycle': cycleWhy,
  'y-cycle': cycleWhy,
  'xy-cycle': cycleWhy,
  nishio: proofWhy,
  'cell forcing chains': proofWhy,
  'region forcing chains': proofWhy,
  'dynamic contradiction': proofWhy,
  'dynamic double forcing': proofWhy,
  'dynamic cell forcing': proofWhy,
  'dynamic region forcing': proofWhy,
  'nested forcing chain': proofWhy,
  trial: trialWhy,
  // Killer (the engine's grader_killer.cpp).
  'cage combination': cageCombinationWhy,
  'cage unit overlap': cageOverlapWhy,
  innies: rule45Why,
  outies: rule45Why,
  'innie-outie difference': rule45Why,
};

export function explain(step, geometry) {
  const title = stepTitle(step);
  const why = singleWhy(step, geometry)
    ?? EXPLAIN[step.technique]?.(step, geometry)
    ?? byLinks(step, geometry)
    ?? t('hint.why.generic', { area: areaText(step, geometry) });
  return { title, why, notation: chainNotation(step, geometry), apply: applyText(step, geometry) };
}

/** The whole step in one line (the live region, the solution path): "Naked pair: … ." */
export function stepText(step, geometry) {
  const { title, why } = explain(step, geometry);
  return t('hint.step', { technique: title, why });
}

// ---- stage 1, mistakes, no hint -------------------------------------------------------------

const LOOK_FOR = {
  'full house': 'hint.look.full_house',
  'naked single': 'hint.look.naked_single',
  'hidden single box': 'hint.look.hidden_single',
  'hidden single line': 'hint.look.hidden_single',
  pointing: 'hint.look.pointing',
  claiming: 'hint.look.claiming',
  'naked pair': 'hint.look.naked',
  'naked triple': 'hint.look.naked',
  'naked quad': 'hint.look.naked',
  'hidden pair': 'hint.look.hidden',
  'hidden triple': 'hint.look.hidden',
  'hidden quad': 'hint.look.hidden',
  'x-wing': 'hint.look.fish',
  swordfish: 'hint.look.fish',
  jellyfish: 'hint.look.fish',
  'xy-wing': 'hint.look.wing',
  'xyz-wing': 'hint.look.wing',
  'w-wing': 'hint.look.wing',
  'unique rectangle': 'hint.look.unique',
  'bug+1': 'hint.look.unique',
  'simple colouring': 'hint.look.colouring',
  'x-chain': 'hint.look.chain',
  'xy-chain': 'hint.look.chain',
  'forcing chain': 'hint.look.forcing',
  'forcing net': 'hint.look.forcing',
  'direct pointing': 'hint.look.pointing',
  'direct claiming': 'hint.look.claiming',
  'direct hidden pair': 'hint.look.hidden',
  'direct hidden triple': 'hint.look.hidden',
  'unique loop': 'hint.look.unique',
  bug: 'hint.look.unique',
  'aligned pair exclusion': 'hint.look.aligned',
  'aligned triple exclusion': 'hint.look.aligned',
  'x-cycle': 'hint.look.cycle',
  'y-cycle': 'hint.look.cycle',
  'xy-cycle': 'hint.look.cycle',
  nishio: 'hint.look.nishio',
  'cell forcing chains': 'hint.look.cell',
  'region forcing chains': 'hint.look.region',
  'dynamic contradiction': 'hint.look.dynamic',
  'dynamic double forcing': 'hint.look.dynamic',
  'dynamic cell forcing': 'hint.look.dynamic',
  'dynamic region forcing': 'hint.look.dynamic',
  'nested forcing chain': 'hint.look.dynamic',
  trial: 'hint.look.trial',
  'cage combination': 'hint.look.cage',
  'cage unit overlap': 'hint.look.overlap',
  innies: 'hint.look.innies',
  outies: 'hint.look.outies',
  'innie-outie difference': 'hint.look.difference',
};

/**
 * Stage 1 in parts: { title (the technique), rest (where to look, and what to look for) } —
 * nothing that gives the step away.
 */
export function nudgeParts(step, geometry) {
  const n = SUBSET_SIZE[step.technique.split(' ').at(-1)]
    ?? (step.technique.startsWith('aligned') ? unique(step.cells).length : (step.houseRecords?.length ?? 0) / 2);
  // Locked candidates (pointing, claiming) name their two houses: the digit's places in the first
  // all lie in the second. "One box" or "one row or column" was wrong when the second is a
  // variant's region or window.
  const records = step.houseRecords ?? [];
  const locked = ['hint.look.claiming', 'hint.look.pointing'].includes(LOOK_FOR[step.technique]) && records.length === 2;
  const look = locked ? 'hint.look.lies_in' : LOOK_FOR[step.technique];
  const where = step.houseRecords?.length || SINGLE_KEYS[step.technique] || cageArea(step) ? 'hint.nudge' : 'hint.nudge_near';
  const text = t(where, { area: areaText(step, geometry) });
  const total = (geometry.size * (geometry.size + 1)) / 2;
  const into = locked ? { a: houseName(records[0]), b: houseName(records[1]) } : {};
  return { title: stepTitle(step), rest: look ? `${text}${t('hint.sentence.sep')}${t(look, { n: word(n), N: Word(n), total, ...into })}` : text };
}

/** Stage 1 in one line (the live region): "Hint: Naked pair. Look at row 3. Two cells there …". */
export function nudgeText(step, geometry) {
  const { title, rest } = nudgeParts(step, geometry);
  return t('hint.nudge_line', { technique: title, rest });
}

/** A hintFor mistake in words: which cells contradict the solution (never what the digit should be). */
export function mistakeText(result, game) {
  const cell = cellWords(result.cell, game.size);
  if (result.reason === 'note') return t('hint.mistake.note', { cell });
  if (result.cells.length > 1) {
    const names = result.cells.map((c) => cellWords(c, game.size));
    const shown = names.length > 6 ? [...names.slice(0, 5), t('hint.more_cells', { n: names.length - 5 })] : names;
    return t('hint.mistake.entries', { cells: listOf(shown) });
  }
  return t('hint.mistake.entry', { cell, digit: symbolFor(game.digitAt(result.cell)) });
}

export function noneText(reason) {
  return t(reason === 'solved' ? 'hint.none.solved' : 'hint.none.stuck');
}

// ---- the board's marks in words ---------------------------------------------------------------

/** A highlighted cell's role in words (its aria description): colour is never the only signal. */
export function markText(entry) {
  const parts = [t(`hint.role.${entry.role}`)];
  const digits = (list) => list.map(symbolFor).join(' ');
  if (entry.proof.length) parts.push(t('hint.role.candidates', { digits: digits(entry.proof) }));
  const side = entry.chain ? 'hint.role.true' : 'hint.role.colour_on';
  if (entry.on.length) parts.push(t(side, { digits: digits(entry.on) }));
  if (entry.off.length) parts.push(t(entry.chain ? 'hint.role.false' : 'hint.role.colour_off', { digits: digits(entry.off) }));
  if (entry.place) parts.push(t('hint.role.place', { digit: symbolFor(entry.place) }));
  if (entry.remove.length) parts.push(t('hint.role.remove', { digits: digits(entry.remove) }));
  return parts.join(t('list.sep'));
}
