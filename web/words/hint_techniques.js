// One explanation per technique without chains (hint_text.js): singles, locked candidates,
// naked and hidden subsets, fish, wings, unique rectangles and loops, BUG, simple colouring, and
// Sudoku Explainer's direct techniques and aligned exclusions. Pure functions over t().
// Siblings: hint_words.js (the vocabulary), hint_chains.js, hint_killer.js.
import { t } from '../i18n/i18n.js';
import { areaText, cellsOf, cellWords, digitsOf, houseName, listOf, listOr, sym, unique, word } from './hint_words.js';

// ---- one explanation per technique ----------------------------------------------------------

// Cells grouped with their digits, in the record's order: [{ cell, digits: [..] }].
export function byCell(candidates) {
  const groups = [];
  for (const [cell, digit] of candidates) {
    const last = groups[groups.length - 1];
    if (last?.cell === cell) last.digits.push(digit);
    else groups.push({ cell, digits: [digit] });
  }
  return groups;
}

export const SINGLE_KEYS = {
  'full house': 'hint.single.full_house',
  'naked single': 'hint.single.naked',
  'hidden single box': 'hint.single.hidden',
  'hidden single line': 'hint.single.hidden',
};
export const SUBSET_SIZE = { pair: 2, triple: 3, quad: 4 };

export function singleWhy(step, geometry) {
  const key = SINGLE_KEYS[step.technique];
  if (!key || step.placements.length !== 1 || step.eliminations.length) return null;
  const [cell, digit] = step.placements[0];
  return t(key, { digit: sym(digit), cell: cellWords(cell, geometry.size), area: areaText(step, geometry) });
}

export function lockedWhy(step, geometry) {
  const [first, second] = step.houseRecords ?? [];
  if (!first || !second || !step.candidates?.length) return null;
  const d = sym(step.candidates[0][1]);
  const cells = listOf(cellsOf(step.candidates).map((c) => cellWords(c, geometry.size)));
  return t(step.technique === 'pointing' ? 'hint.why.pointing' : 'hint.why.claiming', {
    d, cells, here: houseName(first), there: houseName(second),
  });
}

export function nakedWhy(step, geometry) {
  const cells = unique(step.cells);
  const digits = digitsOf(step.candidates ?? []);
  const n = cells.length;
  if (n < 2 || digits.length !== n) return null;
  return t('hint.why.naked', {
    cells: listOf(cells.map((c) => cellWords(c, geometry.size))), digits: listOf(digits.map(sym)), n: word(n),
    houses: listOf((step.houseRecords ?? []).map(houseName)),
  });
}

export function hiddenWhy(step, geometry) {
  const cells = unique(step.cells);
  const size = SUBSET_SIZE[step.technique.split(' ')[1]];
  // The subset's digits: those the cells share with no other cell of the house (the record's
  // candidates are the kept digits).
  const digits = digitsOf(step.candidates ?? []);
  const house = step.houseRecords?.[0];
  if (!house || digits.length !== size) return null;
  return t('hint.why.hidden', {
    house: houseName(house), digits: listOf(digits.map(sym)), cells: listOf(cells.map((c) => cellWords(c, geometry.size))), n: word(size),
  });
}

export function fishWhy(step) {
  const houses = step.houseRecords ?? [];
  const n = houses.length / 2;
  if (!Number.isInteger(n) || n < 2 || !step.candidates?.length) return null;
  const bases = houses.slice(0, n);
  const covers = houses.slice(n);
  return t('hint.why.fish', {
    d: sym(step.candidates[0][1]), n: word(n), bases: listOf(bases.map(houseName)), covers: listOf(covers.map(houseName)),
    lines: t(`hint.lines.${bases[0].houseKind}`, { n }), crossing: t(`hint.lines.${covers[0].houseKind}`, { n }),
  });
}

function wingCells(step) {
  const groups = byCell(step.candidates ?? []);
  return groups.length >= 3 ? groups : null;
}

export function xyWingWhy(step, geometry) {
  const groups = wingCells(step);
  if (!groups || step.eliminations.length === 0) return null;
  const { size } = geometry;
  const [pivot, a, b] = groups;
  const z = step.eliminations[0][1];
  const shared = (pincer) => pincer.digits.find((d) => d !== z);
  const say = (g) => t('hint.cell_digits', { cell: cellWords(g.cell, size), digits: listOr(g.digits.map(sym)) });
  return t('hint.why.xy_wing', {
    p: cellWords(pivot.cell, size), x: sym(shared(a)), y: sym(shared(b)), z: sym(z),
    a: cellWords(a.cell, size), b: cellWords(b.cell, size), pa: say(a), pb: say(b),
  });
}

export function xyzWingWhy(step, geometry) {
  const groups = wingCells(step);
  if (!groups || step.eliminations.length === 0) return null;
  const { size } = geometry;
  const [pivot, a, b] = groups;
  const say = (g) => t('hint.cell_digits', { cell: cellWords(g.cell, size), digits: listOr(g.digits.map(sym)) });
  return t('hint.why.xyz_wing', { p: say(pivot), a: say(a), b: say(b), z: sym(step.eliminations[0][1]) });
}

export function wWingWhy(step, geometry) {
  const groups = byCell(step.candidates ?? []);
  const house = step.houseRecords?.[0];
  if (groups.length < 4 || !house || step.eliminations.length === 0) return null;
  const { size } = geometry;
  const [a, b, u, v] = groups;
  const x = u.digits[0];
  const y = step.eliminations[0][1];
  return t('hint.why.w_wing', {
    a: cellWords(a.cell, size), b: cellWords(b.cell, size), x: sym(x), y: sym(y), house: houseName(house),
    u: cellWords(u.cell, size), v: cellWords(v.cell, size),
  });
}

export function rectangleWhy(step, geometry) {
  const corners = unique(step.cells);
  const odd = step.eliminations[0]?.[0];
  // Type 1: one corner holds more, and loses both digits; other types are said as a loop.
  if (corners.length !== 4 || odd === undefined || !corners.includes(odd)) return loopWhy(step, geometry);
  const digits = digitsOf(step.eliminations);
  if (digits.length !== 2 || step.eliminations.some(([c]) => c !== odd)) return loopWhy(step, geometry);
  const { size } = geometry;
  return t('hint.why.rectangle', {
    three: listOf(corners.filter((c) => c !== odd).map((c) => cellWords(c, size))), odd: cellWords(odd, size),
    x: sym(digits[0]), y: sym(digits[1]),
  });
}

export function bugWhy(step, geometry) {
  let [cell, digit] = step.placements[0] ?? [];
  // Sudoku Explainer's BUG+1 removes the cell's other candidates instead of placing the digit.
  if (cell === undefined && step.eliminations.length) {
    cell = step.eliminations[0][0];
    const kept = (step.candidates ?? []).filter(([c, d]) => c === cell && !step.eliminations.some(([ec, ed]) => ec === c && ed === d));
    if (kept.length !== 1 || step.eliminations.some(([c]) => c !== cell)) return null;
    digit = kept[0][1];
  }
  if (cell === undefined) return null;
  return t('hint.why.bug', { cell: cellWords(cell, geometry.size), d: sym(digit) });
}

export function colouringWhy(step, geometry) {
  const { size } = geometry;
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  if (!candidates.length || colours.length !== candidates.length || !step.eliminations.length) return null;
  const d = sym(candidates[0][1]);
  const intro = t('hint.why.colouring', { d });
  const colourOf = new Map(candidates.map(([cell], i) => [cell, colours[i]]));
  const removed = cellsOf(step.eliminations);
  // Wrap: the eliminated cells are all of one colour (two of them see each other); trap: outside cells.
  if (removed.every((c) => colourOf.has(c))) {
    const colour = colourOf.get(removed[0]);
    const same = candidates.map(([c]) => c).filter((c) => colourOf.get(c) === colour);
    let pair = null;
    for (let i = 0; i < same.length && !pair; i += 1) {
      for (let j = i + 1; j < same.length && !pair; j += 1) if (geometry.peers[same[i]].includes(same[j])) pair = [same[i], same[j]];
    }
    if (!pair) return null;
    return `${intro}${t('hint.sentence.sep')}${t('hint.why.colour_wrap', {
      colour: t(colour === 1 ? 'hint.colour.on' : 'hint.colour.off'), a: cellWords(pair[0], size), b: cellWords(pair[1], size), d,
    })}`;
  }
  return `${intro}${t('hint.sentence.sep')}${t('hint.why.colour_trap', { cells: listOf(removed.map((c) => cellWords(c, size))), n: removed.length, d })}`;
}

// ---- Sudoku Explainer's own techniques ------------------------------------------------------

// Direct pointing/claiming: locked candidates that leave a third house one place for the digit.
export function directLockedWhy(step, geometry) {
  const [first, second, third] = step.houseRecords ?? [];
  const [cell, digit] = step.placements[0] ?? [];
  if (!third || cell === undefined || !step.candidates?.length) return null;
  const { size } = geometry;
  return t('hint.why.direct_locked', {
    d: sym(digit), cells: listOf(cellsOf(step.candidates).map((c) => cellWords(c, size))),
    here: houseName(first), there: houseName(second), third: houseName(third), cell: cellWords(cell, size),
  });
}

// Direct hidden pair/triple: a hidden subset that leaves another digit one place in the house.
export function directHiddenWhy(step, geometry) {
  const house = step.houseRecords?.[0];
  const [cell, digit] = step.placements[0] ?? [];
  const digits = digitsOf(step.candidates ?? []);
  const cells = cellsOf(step.candidates ?? []);
  if (!house || cell === undefined || digits.length !== cells.length || digits.length < 2) return null;
  const { size } = geometry;
  return t('hint.why.direct_hidden', {
    house: houseName(house), digits: listOf(digits.map(sym)), cells: listOf(cells.map((c) => cellWords(c, size))),
    n: word(digits.length), d: sym(digit), cell: cellWords(cell, size),
  });
}

// Unique rectangles (types 2-4) and loops: the deadly pattern, and that its way out is forced.
export function loopWhy(step, geometry) {
  const cells = unique(step.cells);
  const digits = digitsOf(step.candidates ?? []);
  if (cells.length < 4 || digits.length !== 2 || !step.eliminations.length) return null;
  return t('hint.why.loop', {
    cells: listOf(cells.map((c) => cellWords(c, geometry.size))), n: cells.length, x: sym(digits[0]), y: sym(digits[1]),
  });
}

// BUG types 2 and 4: cells with extra candidates on a bivalue grave.
export function bugExtraWhy(step, geometry) {
  const cells = unique(step.cells);
  if (!cells.length || !step.eliminations.length) return null;
  return t('hint.why.bug_extra', { cells: listOf(cells.map((c) => cellWords(c, geometry.size))), n: cells.length });
}

// Aligned pair/triple exclusion: the combinations of the base cells that survive.
export function alignedWhy(step, geometry) {
  const bases = unique(step.cells);
  const others = cellsOf(step.candidates ?? []).filter((c) => !bases.includes(c));
  if (bases.length < 2 || !others.length || !step.eliminations.length) return null;
  const { size } = geometry;
  const names = (cells) => listOf(cells.map((c) => cellWords(c, size)));
  return t('hint.why.aligned', {
    cells: names(bases), n: word(bases.length), others: names(others.length > 8 ? others.slice(0, 8) : others),
    more: others.length > 8 ? t('hint.more_cells', { n: others.length - 8 }) : '',
    removed: listOr(step.eliminations.map(([c, d]) => t('hint.cell_is', { cell: cellWords(c, size), d: sym(d) }))),
  });
}

// A bidirectional cycle: a closed loop of strong and weak links.
