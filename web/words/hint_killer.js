// Killer steps in the hint's words (hint_text.js): a cage's combinations, a cage overlapping a
// house, and the rule of 45 (innies, outies and their difference, as the engine's
// grader_killer.cpp reasons). Pure functions over t(). Siblings: hint_words.js, hint_techniques.js.
import { t } from '../i18n/i18n.js';
import { cageWords, cellsOf, cellWords, houseName, listOf, listOr, sym } from './hint_words.js';

// ---- killer: cages, their combinations and the rule of 45 ---------------------------------------

/** Digit sets (masks, bit d-1 = digit d) as "2+9 or 3+8"; more than six as a count. */
function combosText(masks) {
  const sets = (masks ?? []).map((mask) => {
    const digits = [];
    for (let d = 1; mask >> (d - 1); d += 1) if (mask & (1 << (d - 1))) digits.push(sym(d));
    return digits.join('+');
  });
  return listOr(sets);
}

export function cageCombinationWhy(step, geometry) {
  const [cage] = step.cages ?? [];
  if (!cage) return null;
  return t('hint.why.cage_combination', { cage: cageWords(cage, geometry.size), sum: cage.sum, combos: combosText(step.combinations) });
}

export function cageOverlapWhy(step, geometry) {
  const [cage] = step.cages ?? [];
  const [house] = step.houseRecords ?? [];
  if (!cage || !house || !step.candidates?.length) return null;
  const { size } = geometry;
  const d = sym(step.candidates[0][1]);
  const cells = listOf(cellsOf(step.candidates).map((c) => cellWords(c, size)));
  // The cage's digit leaves the house (eliminations outside the cage), or the house's digit keeps
  // only the cage's combinations with it (eliminations inside).
  const inside = new Set(cage.cells);
  const fromCage = step.eliminations.some(([cell]) => !inside.has(cell));
  return t(fromCage ? 'hint.why.overlap_cage' : 'hint.why.overlap_house', {
    cage: cageWords(cage, size), sum: cage.sum, combos: combosText(step.combinations), d, cells, house: houseName(house),
  });
}

// The rule of 45 (grader_killer.cpp): the houses add up to {total}; the counted cages, less their
// cells outside the houses, plus the houses' cells outside them, make the same. The step's cells
// inside the houses are innies, the rest outies; its sum is the innies' total less the outies'
// (the outies' own total for "outies"), so what placed digits account for follows from the sums.
export function rule45Why(step, geometry) {
  const houses = step.houseRecords ?? [];
  const cages = step.cages ?? [];
  if (!houses.length || !step.cells.length) return null;
  const { size } = geometry;
  const total = houses.length * (size * (size + 1)) / 2;
  const cagesum = cages.reduce((sum, cage) => sum + cage.sum, 0);
  const inUnion = new Set(houses.flatMap((h) => geometry.houses[h.house] ?? []));
  const innies = step.cells.filter((c) => inUnion.has(c));
  const outies = step.cells.filter((c) => !inUnion.has(c));
  const difference = step.technique === 'outies' ? -step.sum : step.sum;
  // The digits placed in the houses outside the counted cages, less those placed in the cages
  // outside the houses.
  const placed = total - cagesum - difference;
  const inside = cages.every((cage) => cage.cells.every((c) => inUnion.has(c)));
  const cellsText = (cells) => listOf(cells.map((c) => cellWords(c, size)));
  const words = {
    area: listOf(houses.map(houseName)),
    total,
    n: sym(size),
    cages: listOf(cages.map((cage) => cageWords(cage, size))),
    cagesum,
    extra: cagesum - total,
    placed: '',
    cells: cellsText(step.cells),
    sum: step.sum,
  };
  let lead;
  if (step.technique === 'innies' && inside && placed >= 0) {
    lead = 'hint.why.innies';
    if (placed) words.placed = t('hint.why.placed_in', { n: placed });
  } else if (step.technique === 'outies' && placed <= 0) {
    lead = 'hint.why.outies';
    if (placed) words.placed = t('hint.why.placed_out', { n: -placed });
  } else {
    lead = 'hint.why.counted';
    if (placed) words.placed = t(placed > 0 ? 'hint.why.placed_more' : 'hint.why.placed_less', { n: Math.abs(placed) });
  }
  let rest;
  if (step.technique === 'innie-outie difference') {
    const key = difference > 0 ? 'hint.why.difference_more' : difference < 0 ? 'hint.why.difference_less' : 'hint.why.difference_same';
    rest = t(key, { innies: cellsText(innies), outies: cellsText(outies), d: Math.abs(difference) });
  } else if (lead === 'hint.why.counted') {
    rest = t(step.technique === 'innies' ? 'hint.why.left_inside' : 'hint.why.sticking_out', words);
    if (step.cells.length === 1) rest += t('hint.why.one_cell', { cell: words.cells, sum: step.sum });
  } else if (step.cells.length === 1) {
    rest = t('hint.why.one_cell', { cell: words.cells, sum: step.sum });
  } else {
    rest = '';
  }
  if (step.cells.length > 1 && step.technique !== 'innie-outie difference') {
    rest += step.combinations?.length
      ? t('hint.why.two_cells', { pairs: combosText(step.combinations), sum: step.sum })
      : t('hint.why.cells_sum', { sum: step.sum });
  }
  return t(lead, words) + rest;
}
