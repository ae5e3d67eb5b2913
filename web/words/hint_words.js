// The hint words' common vocabulary (hint_text.js and its parts): cells, houses and cages in the
// player's words, technique names, lists ("a, b and c"), small counts as words, the area a step
// looks at, and what a step removes and places. Pure functions over t(). Siblings: hint_text.js
// (the exported API), hint_techniques.js, hint_chains.js, hint_killer.js.
import { addCatalog, t } from '../i18n/i18n.js';
import hints from '../i18n/catalog_hints.js';
import { symbolFor } from '../game/moves.js';
import { houseKey, rowCol } from '../game/cells.js';
import { areaOf } from '../game/hint_drawing.js';
import { expertNotation } from './notation.js';

addCatalog(hints);

/**
 * A cell in the player's words ("row 3, column 5", "第3行第5列"), or with expert notation on "r3c5"
 * (notation.js); geometry.js's cellName is the engine's notation.
 */
export const cellWords = (cell, size) => t(expertNotation() ? 'cell.name_expert' : 'cell.name', rowCol(cell, size));

/** A step's house record ({ houseKind, houseIndex }) in the player's words: "row 3", "window 2", "the main diagonal". */
export function houseName(record) {
  const kind = houseKind(record);
  const index = record?.houseIndex ?? 0;
  if (kind === 'diagonal') return t(`house.${houseKey(kind, index)}`);
  return t(`house.${kind}`, { n: index + 1 });
}

/** A killer cage of a step's record ({cells, sum}) in the player's words: "r1c1–r2c1". */
export function cageWords(cage, size) {
  const cells = cage.cells ?? [];
  if (cells.length <= 1) return cellWords(cells[0] ?? 0, size);
  return `${cellWords(cells[0], size)}–${cellWords(cells[cells.length - 1], size)}`;
}

/** The technique's name in the page's language; an unknown (newer) technique keeps the engine's name. */
export function techniqueName(name) {
  const key = `technique.${name}`;
  const text = t(key);
  return text === key ? name : text;
}

/**
 * The kind of house a step's record names, as the engine says it (houseKind): 'row', 'column',
 * 'box', 'region', 'window' or 'diagonal'.
 */
export function houseKind(record) {
  return record?.houseKind ?? 'box';
}

// A step's title. The grader calls a single in any house that is not a box a "line" single: in a
// variant's region, window or diagonal the title says which, not "(row or column)".
export function stepTitle(step) {
  if (/^hidden single (line|box)$/.test(step.technique)) {
    const kind = houseKind(step.houseRecords?.[0]);
    if (kind === 'region' || kind === 'window' || kind === 'diagonal') return t(`technique.hidden single ${kind}`);
  }
  return techniqueName(step.technique);
}

/** "a, b and c" in the page's language. */
export function listOf(items) {
  if (items.length <= 1) return items.join('');
  return t('list.and', { a: items.slice(0, -1).join(t('list.sep')), b: items[items.length - 1] });
}

/** "a, b or c". */
export function listOr(items) {
  if (items.length <= 1) return items.join('');
  return t('list.or', { a: items.slice(0, -1).join(t('list.sep')), b: items[items.length - 1] });
}

export const unique = (values) => [...new Set(values)];
// 2, 3, 4 as words ("two cells for two digits"); other counts stay figures.
export const word = (n) => (n >= 2 && n <= 4 ? t(`hint.n.${n}`) : String(n));
export const Word = (n) => (n >= 2 && n <= 4 ? t(`hint.N.${n}`) : String(n));
export const sym = (digit) => symbolFor(digit);
export const digitsOf = (pairs) => unique(pairs.map(([, d]) => d)).sort((a, b) => a - b);
export const cellsOf = (pairs) => unique(pairs.map(([c]) => c));

// A killer step's cage (cage combination, or a cage overlap's cage) names the area; otherwise its houses.
export const cageArea = (step) => step.cages?.length === 1 && !step.houseRecords?.length;
export const areaText = (step, geometry) => (cageArea(step)
  ? t('house.cage', { name: cageWords(step.cages[0], geometry.size), sum: step.cages[0].sum })
  : listOf(areaOf(step, geometry).map(houseName)));

// ---- effects: what a step removes and places, grouped so it reads as one sentence -------------

// Eliminations as groups of cells that lose the same digits: [{ digits: [4, 7], cells: [c1, c2] }].
export function removalGroups(eliminations) {
  const byCell = new Map();
  for (const [cell, digit] of eliminations) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
  const groups = new Map();
  for (const [cell, digits] of byCell) {
    const key = digits.sort((a, b) => a - b).join(',');
    const group = groups.get(key) ?? { digits, cells: [] };
    group.cells.push(cell);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "4 and 7 from r2c1 and r2c9; 7 from r2c5" (in Chinese "从…删去…"). */
export function removalText(eliminations, size) {
  return removalGroups(eliminations)
    .map((g) => t('hint.rm.group', { digits: listOf(g.digits.map(sym)), cells: listOf(g.cells.map((c) => cellWords(c, size))) }))
    .join(t('hint.group.sep'));
}

function effectParts(step, size) {
  const parts = step.placements.map(([cell, digit]) => t('hint.apply.place', { digit: sym(digit), cell: cellWords(cell, size) }));
  if (step.eliminations.length) parts.push(t('hint.apply.remove', { list: removalText(step.eliminations, size) }));
  return parts;
}

/** Stage 2's last line: what "Apply it" (or a third press of Hint) will do to the board. */
export function applyText(step, geometry) {
  return t('hint.apply_line', { changes: effectParts(step, geometry.size).join(t('hint.group.sep')) });
}

/** After stage 3: what the step changed. */
export function appliedText(step, geometry) {
  return t('hint.applied', { changes: effectParts(step, geometry.size).join(t('hint.group.sep')) });
}
