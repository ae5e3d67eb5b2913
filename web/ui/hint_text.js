// Hints in words, in the page's language, built from the engine's step records (dlx_engine.d.ts
// Step), never from the engine's English sentence. Pure functions over t(): tested in node.
// Siblings: hint_overlay.js (the same step on the board), hint_panel.js (where the words appear).
import { addCatalog, t } from '../i18n/i18n.js';
import hints from '../i18n/catalog_hints.js';
import { symbolFor } from '../game/moves.js';

addCatalog(hints);

export const cellName = (cell, size) => t('cell.name', { row: Math.floor(cell / size) + 1, col: (cell % size) + 1 });

export function houseName(record) {
  return t(`house.${record.kind}`, { n: record.index + 1 });
}

/** The technique's name in the page's language; an unknown (newer) technique keeps the engine's name. */
export function techniqueName(name) {
  const key = `technique.${name}`;
  const text = t(key);
  return text === key ? name : text;
}

/** "a, b and c" in the page's language. */
export function listOf(items) {
  if (items.length <= 1) return items.join('');
  return t('list.and', { a: items.slice(0, -1).join(t('list.sep')), b: items[items.length - 1] });
}

const unique = (values) => [...new Set(values)];

/** The houses a step reasons about; a step without houses (a naked single) points at its cell's box. */
export function areaOf(step, geometry) {
  if (step.houseRecords?.length) return step.houseRecords;
  const cell = step.placements[0]?.[0] ?? step.eliminations[0]?.[0] ?? step.cells[0] ?? 0;
  const box = geometry.boxOf(cell);
  return [{ house: 2 * geometry.size + box, kind: 'box', index: box }];
}

/** Cells of the area, for the board: the union of its houses. */
export function areaCells(step, geometry) {
  return unique(areaOf(step, geometry).flatMap((h) => geometry.houses[h.house] ?? []));
}

const areaText = (step, geometry) => listOf(areaOf(step, geometry).map(houseName));

/** Stage 1: the technique and where to look. */
export function nudgeText(step, geometry) {
  return t('hint.nudge', { technique: techniqueName(step.technique), area: areaText(step, geometry) });
}

// Eliminations grouped by digit: [[digit, [cells]]].
function removalsByDigit(step) {
  const byDigit = new Map();
  for (const [cell, digit] of step.eliminations) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
  return [...byDigit];
}

function effectText(step, size) {
  const parts = step.placements.map(([cell, digit]) => t('hint.effect.place', { digit: symbolFor(digit), cell: cellName(cell, size) }));
  for (const [digit, cells] of removalsByDigit(step)) {
    parts.push(t('hint.effect.remove', { digit: symbolFor(digit), cells: listOf(cells.map((c) => cellName(c, size))) }));
  }
  return parts.join(' ');
}

// Singles read best as one plain sentence; the "look at ..., the candidates ... prove it" form is
// for steps that reason over several cells.
const SINGLE_KEYS = {
  'full house': 'hint.single.full_house',
  'naked single': 'hint.single.naked',
  'hidden single box': 'hint.single.hidden',
  'hidden single line': 'hint.single.hidden',
};

function singleText(step, geometry) {
  const key = SINGLE_KEYS[step.technique];
  if (!key || step.placements.length !== 1 || step.eliminations.length) return null;
  const [cell, digit] = step.placements[0];
  return t(key, {
    technique: techniqueName(step.technique), digit: symbolFor(digit), cell: cellName(cell, geometry.size), area: areaText(step, geometry),
  });
}

// Candidates as "r1c1 (2 7), r1c9 (2 7)": consecutive entries of one cell together, so a chain
// keeps its order.
function candidatesText(candidates, size) {
  const groups = [];
  for (const [cell, digit] of candidates) {
    const last = groups[groups.length - 1];
    if (last?.cell === cell) last.digits.push(symbolFor(digit));
    else groups.push({ cell, digits: [symbolFor(digit)] });
  }
  return listOf(groups.map((g) => `${cellName(g.cell, size)} (${g.digits.join(' ')})`));
}

/** Stage 2: the whole step, with what proves it and what it changes. */
export function stepText(step, geometry) {
  const single = singleText(step, geometry);
  if (single) return single;
  const { size } = geometry;
  const proof = [];
  const cells = unique(step.cells);
  if (cells.length) proof.push(t('hint.proof.cells', { cells: listOf(cells.map((c) => cellName(c, size))) }));
  if (step.candidates?.length) proof.push(t('hint.proof.candidates', { candidates: candidatesText(step.candidates, size) }));
  return t('hint.step', {
    technique: techniqueName(step.technique),
    area: areaText(step, geometry),
    proof: proof.join(t('list.sep')),
    effect: effectText(step, size),
  });
}

/** After stage 3: what the step changed. */
export function appliedText(step, geometry) {
  const { size } = geometry;
  const changes = step.placements.map(([cell, digit]) => t('hint.change.place', { digit: symbolFor(digit), cell: cellName(cell, size) }));
  for (const [digit, cells] of removalsByDigit(step)) {
    changes.push(t('hint.change.remove', { digit: symbolFor(digit), cells: listOf(cells.map((c) => cellName(c, size))) }));
  }
  return t('hint.applied', { changes: listOf(changes) });
}

/** A hintFor mistake in words: which cell contradicts the solution (never what the digit should be). */
export function mistakeText(result, game) {
  const cell = cellName(result.cell, game.size);
  if (result.reason === 'note') return t('hint.mistake.note', { cell });
  if (result.cells.length > 1) return t('hint.mistake.entries', { cell, more: result.cells.length - 1 });
  return t('hint.mistake.entry', { cell, digit: symbolFor(game.digitAt(result.cell)) });
}

export function noneText(reason) {
  return t(reason === 'solved' ? 'hint.none.solved' : 'hint.none.stuck');
}

/**
 * What the board shows for a hint at `stage`: per cell a role ('area' | 'proof' | 'target') and the
 * digits to mark ({ candidates, place, remove }). Stage 1 marks only the area.
 * @returns {Map<number, {role: string, candidates: number[], place: number, remove: number[]}>}
 */
export function hintMarks(step, geometry, stage) {
  const marks = new Map();
  const mark = (cell, role) => {
    const entry = marks.get(cell) ?? { role, candidates: [], place: 0, remove: [] };
    const rank = { area: 0, proof: 1, target: 2 };
    if (rank[role] > rank[entry.role]) entry.role = role;
    marks.set(cell, entry);
    return entry;
  };
  for (const cell of areaCells(step, geometry)) mark(cell, 'area');
  if (stage < 2) return marks;
  for (const cell of step.cells) mark(cell, 'proof');
  for (const [cell, digit] of step.candidates ?? []) mark(cell, 'proof').candidates.push(digit);
  for (const [cell, digit] of step.placements) mark(cell, 'target').place = digit;
  for (const [cell, digit] of step.eliminations) mark(cell, 'target').remove.push(digit);
  return marks;
}

/** A highlighted cell's role in words (its aria description): colour is never the only signal. */
export function markText(entry) {
  const parts = [t(`hint.role.${entry.role}`)];
  const digits = (list) => list.map(symbolFor).join(' ');
  if (entry.candidates.length) parts.push(t('hint.role.candidates', { digits: digits(entry.candidates) }));
  if (entry.place) parts.push(t('hint.role.place', { digit: symbolFor(entry.place) }));
  if (entry.remove.length) parts.push(t('hint.role.remove', { digits: digits(entry.remove) }));
  return parts.join(t('list.sep'));
}
