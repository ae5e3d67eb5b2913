// Hints in words, in the page's language, built from the engine's step records (dlx_engine.d.ts
// Step), never from the engine's English sentence: the nudge (what to look for, and where), the
// whole step explained the way a teacher would for each technique, a chain in the usual (Eureka)
// notation as well as in words, and what "Apply it" will do. Pure functions over t(): tested in
// node. Siblings: hint_drawing.js (the same step on the board), hint_overlay.js, hint_panel.js.
//
// A technique without its own sentence (a newer engine's) gets the generic one: its name, the
// marked candidates, the chain's notation when it has links, and the effect.
import { addCatalog, t } from '../i18n/i18n.js';
import hints from '../i18n/catalog_hints.js';
import { symbolFor } from '../game/moves.js';
import { rowCol } from '../game/geometry.js';
import { areaOf, hintDrawing, linksOf } from '../game/hint_drawing.js';

addCatalog(hints);

export { areaOf };

/** A cell in the player's words ("r3c5", "第3行第5列"); geometry.js's cellName is the engine's notation. */
export const cellWords = (cell, size) => t('cell.name', rowCol(cell, size));

export function houseName(record) {
  const kind = houseKind(record);
  if (kind === 'diagonal_main' || kind === 'diagonal_anti') return t(`house.${kind}`);
  const m = record.kind === 'extra' ? /^(?:window|region) (\d+)$/.exec(record.name ?? '') : null;
  if (m) return t(`house.${kind}`, { n: Number(m[1]) });
  return t(`house.${record.kind}`, { n: record.index + 1 });
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
 * The kind of house a step's record names, as geometry.houseKinds says it: 'row', 'column', 'box',
 * 'region', 'window', 'diagonal_main' or 'diagonal_anti'. A variant's house is named by the engine
 * in English: "diagonal r1c1–r9c9" (the main one, from the top-left corner), "window 2", "region 3".
 */
export function houseKind(record) {
  if (record?.kind !== 'extra') return record?.kind ?? 'box';
  const name = record.name ?? '';
  if (/^diagonal r1c1\u2013/.test(name)) return 'diagonal_main';
  if (/^diagonal /.test(name)) return 'diagonal_anti';
  return /^window /.test(name) ? 'window' : 'region';
}

// A step's title. The grader calls a single in any house that is not a box a "line" single: in a
// variant's region, window or diagonal the title says which, not "(row or column)".
function stepTitle(step) {
  if (/^hidden single (line|box)$/.test(step.technique)) {
    const kind = houseKind(step.houseRecords?.[0]).replace(/^diagonal_.*/, 'diagonal');
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

const unique = (values) => [...new Set(values)];
// 2, 3, 4 as words ("two cells for two digits"); other counts stay figures.
const word = (n) => (n >= 2 && n <= 4 ? t(`hint.n.${n}`) : String(n));
const Word = (n) => (n >= 2 && n <= 4 ? t(`hint.N.${n}`) : String(n));
const sym = (digit) => symbolFor(digit);
const digitsOf = (pairs) => unique(pairs.map(([, d]) => d)).sort((a, b) => a - b);
const cellsOf = (pairs) => unique(pairs.map(([c]) => c));

/** Cells of the area, for the board: the union of its houses. */
export function areaCells(step, geometry) {
  const cages = (step.cages ?? []).flatMap((cage) => cage.cells ?? []);
  return unique(areaOf(step, geometry).flatMap((h) => geometry.houses[h.house] ?? []).concat(cages));
}

// A killer step's cage (cage combination, or a cage overlap's cage) names the area; otherwise its houses.
const cageArea = (step) => step.cages?.length === 1 && !step.houseRecords?.length;
const areaText = (step, geometry) => (cageArea(step)
  ? t('house.cage', { name: cageWords(step.cages[0], geometry.size), sum: step.cages[0].sum })
  : listOf(areaOf(step, geometry).map(houseName)));

// ---- effects: what a step removes and places, grouped so it reads as one sentence -------------

// Eliminations as groups of cells that lose the same digits: [{ digits: [4, 7], cells: [c1, c2] }].
function removalGroups(eliminations) {
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

// ---- the chain's notation -------------------------------------------------------------------

const OPERATOR = { strong: ' = ', weak: ' – ', implies: ' → ' };

/**
 * A chain in Eureka notation, "(5)r1c2 = (5)r1c7 – (5)r3c9 = (5)r3c1 ⇒ r2c1≠5", with a cell's own
 * strong link folded in ("(4=7)r1c1"); a forcing chain's nodes as "r3c4=6 → r3c5=2 → …". Null when
 * the step is no chain, or its links are not one line (a net: its words say it).
 */
export function chainNotation(step, geometry) {
  const links = linksOf(step, geometry);
  const candidates = step.candidates ?? [];
  if (!links.length || links.length !== candidates.length - 1) return null;
  const line = links.every((l, i) => l.from === i && l.to === i + 1);
  // An assumption and what it forces at once (a forcing chain's singles): "r2c7=8 → r7c7=7, r2c8=5".
  const star = !line && links.every((l, i) => l.from === 0 && l.to === i + 1 && l.kind === 'implies');
  if (!line && !star) return null;
  const { size } = geometry;
  // The notation is the same in every language: r1c2, never a translated cell name.
  const rc = (cell) => `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
  const name = (i) => rc(candidates[i][0]);
  const colours = step.colours ?? [];
  const implication = links.every((l) => l.kind === 'implies');
  const state = ([cell, digit], i) => `${rc(cell)}${colours[i] === 0 ? '≠' : '='}${sym(digit)}`;
  let text = '';
  if (star) {
    text = `${state(candidates[0], 0)}${OPERATOR.implies}${candidates.slice(1).map((c, i) => state(c, i + 1)).join(', ')}`;
  } else if (implication) {
    text = candidates.map(state).join(OPERATOR.implies);
  } else {
    for (let i = 0; i < candidates.length; i += 1) {
      const [cell, digit] = candidates[i];
      const next = candidates[i + 1];
      // (4=7)r1c1: two digits of one cell joined by its strong link.
      if (next && next[0] === cell && links[i].kind === 'strong') {
        text += `(${sym(digit)}=${sym(next[1])})${name(i)}`;
        if (i + 2 < candidates.length) text += OPERATOR[links[i + 1].kind];
        i += 1;
        continue;
      }
      text += `(${sym(digit)})${name(i)}`;
      if (i + 1 < candidates.length) text += OPERATOR[links[i].kind];
    }
  }
  const result = [
    ...step.placements.map(([cell, digit]) => `${rc(cell)}=${sym(digit)}`),
    ...removalGroups(step.eliminations).map((g) => `${g.cells.map(rc).join(',')}≠${g.digits.map(sym).join('')}`),
  ];
  return `${text} ⇒ ${result.join(', ')}`;
}

// ---- the chain in words ---------------------------------------------------------------------

// "if r1c1 is not 4, then it is 7, so r1c5 is not 7, then it is 9, …": the chain's line, each node
// said with the truth value it takes, "it" for the cell just named.
function chainWalk(step, geometry) {
  const { size } = geometry;
  const candidates = step.candidates;
  const colours = step.colours ?? [];
  const parts = [];
  candidates.forEach(([cell, digit], i) => {
    const on = colours[i] === 1;
    const vars = { cell: cellWords(cell, size), d: sym(digit) };
    if (i === 0) parts.push(t(on ? 'hint.walk.if_on' : 'hint.walk.if_off', vars));
    else {
      const same = candidates[i - 1][0] === cell;
      parts.push(t(`hint.walk.${same ? 'it_' : ''}${on ? 'on' : 'off'}`, vars));
    }
  });
  return parts.join(t('hint.walk.sep'));
}

// ---- one explanation per technique ----------------------------------------------------------

// Cells grouped with their digits, in the record's order: [{ cell, digits: [..] }].
function byCell(candidates) {
  const groups = [];
  for (const [cell, digit] of candidates) {
    const last = groups[groups.length - 1];
    if (last?.cell === cell) last.digits.push(digit);
    else groups.push({ cell, digits: [digit] });
  }
  return groups;
}

const SINGLE_KEYS = {
  'full house': 'hint.single.full_house',
  'naked single': 'hint.single.naked',
  'hidden single box': 'hint.single.hidden',
  'hidden single line': 'hint.single.hidden',
};
const SUBSET_SIZE = { pair: 2, triple: 3, quad: 4 };

function singleWhy(step, geometry) {
  const key = SINGLE_KEYS[step.technique];
  if (!key || step.placements.length !== 1 || step.eliminations.length) return null;
  const [cell, digit] = step.placements[0];
  return t(key, { digit: sym(digit), cell: cellWords(cell, geometry.size), area: areaText(step, geometry) });
}

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

function cageCombinationWhy(step, geometry) {
  const [cage] = step.cages ?? [];
  if (!cage) return null;
  return t('hint.why.cage_combination', { cage: cageWords(cage, geometry.size), sum: cage.sum, combos: combosText(step.combinations) });
}

function cageOverlapWhy(step, geometry) {
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
function rule45Why(step, geometry) {
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

function lockedWhy(step, geometry) {
  const [first, second] = step.houseRecords ?? [];
  if (!first || !second || !step.candidates?.length) return null;
  const d = sym(step.candidates[0][1]);
  const cells = listOf(cellsOf(step.candidates).map((c) => cellWords(c, geometry.size)));
  return t(step.technique === 'pointing' ? 'hint.why.pointing' : 'hint.why.claiming', {
    d, cells, here: houseName(first), there: houseName(second),
  });
}

function nakedWhy(step, geometry) {
  const cells = unique(step.cells);
  const digits = digitsOf(step.candidates ?? []);
  const n = cells.length;
  if (n < 2 || digits.length !== n) return null;
  return t('hint.why.naked', {
    cells: listOf(cells.map((c) => cellWords(c, geometry.size))), digits: listOf(digits.map(sym)), n: word(n),
    houses: listOf((step.houseRecords ?? []).map(houseName)),
  });
}

function hiddenWhy(step, geometry) {
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

function fishWhy(step) {
  const houses = step.houseRecords ?? [];
  const n = houses.length / 2;
  if (!Number.isInteger(n) || n < 2 || !step.candidates?.length) return null;
  const bases = houses.slice(0, n);
  const covers = houses.slice(n);
  return t('hint.why.fish', {
    d: sym(step.candidates[0][1]), n: word(n), bases: listOf(bases.map(houseName)), covers: listOf(covers.map(houseName)),
    lines: t(`hint.lines.${bases[0].kind}`, { n }), crossing: t(`hint.lines.${covers[0].kind}`, { n }),
  });
}

function wingCells(step) {
  const groups = byCell(step.candidates ?? []);
  return groups.length >= 3 ? groups : null;
}

function xyWingWhy(step, geometry) {
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

function xyzWingWhy(step, geometry) {
  const groups = wingCells(step);
  if (!groups || step.eliminations.length === 0) return null;
  const { size } = geometry;
  const [pivot, a, b] = groups;
  const say = (g) => t('hint.cell_digits', { cell: cellWords(g.cell, size), digits: listOr(g.digits.map(sym)) });
  return t('hint.why.xyz_wing', { p: say(pivot), a: say(a), b: say(b), z: sym(step.eliminations[0][1]) });
}

function wWingWhy(step, geometry) {
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

function rectangleWhy(step, geometry) {
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

function bugWhy(step, geometry) {
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

function colouringWhy(step, geometry) {
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
function directLockedWhy(step, geometry) {
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
function directHiddenWhy(step, geometry) {
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
function loopWhy(step, geometry) {
  const cells = unique(step.cells);
  const digits = digitsOf(step.candidates ?? []);
  if (cells.length < 4 || digits.length !== 2 || !step.eliminations.length) return null;
  return t('hint.why.loop', {
    cells: listOf(cells.map((c) => cellWords(c, geometry.size))), n: cells.length, x: sym(digits[0]), y: sym(digits[1]),
  });
}

// BUG types 2 and 4: cells with extra candidates on a bivalue grave.
function bugExtraWhy(step, geometry) {
  const cells = unique(step.cells);
  if (!cells.length || !step.eliminations.length) return null;
  return t('hint.why.bug_extra', { cells: listOf(cells.map((c) => cellWords(c, geometry.size))), n: cells.length });
}

// Aligned pair/triple exclusion: the combinations of the base cells that survive.
function alignedWhy(step, geometry) {
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
function cycleWhy(step, geometry) {
  const candidates = step.candidates ?? [];
  if (candidates.length < 4 || !step.eliminations.length) return null;
  return t('hint.why.cycle', { walk: chainWalk(step, geometry) });
}

// A chain that starts and ends on the same candidate with opposite truth values: SE's forcing
// X-chain and forcing chain ("if r3c4 is 6, … then r3c4 is not 6").
function selfForcingWhy(step, geometry) {
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  const last = candidates.length - 1;
  if (last < 2 || colours.length !== candidates.length) return null;
  const [first, end] = [candidates[0], candidates[last]];
  if (first[0] !== end[0] || first[1] !== end[1] || colours[0] === colours[last]) return null;
  return t(colours[0] === 1 ? 'hint.why.self_off' : 'hint.why.self_on', {
    walk: chainWalk(step, geometry), cell: cellWords(first[0], geometry.size), d: sym(first[1]),
  });
}

// The proof of a step with several branches or an implication graph (nets, Nishio, cell and
// region forcing, dynamic and nested forcing chains), read from its links: its assumptions (the
// candidates no link leads to), grouped by candidate and truth value, and what each one forces.
function proofRoots(step) {
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  const into = new Set((step.links ?? []).map((l) => l.to));
  const roots = new Map();
  candidates.forEach(([cell, digit], i) => {
    if (into.has(i)) return;
    const key = `${cell}:${digit}:${colours[i] ?? 1}`;
    const root = roots.get(key) ?? { cell, digit, on: (colours[i] ?? 1) === 1, starts: [] };
    root.starts.push(i);
    roots.set(key, root);
  });
  return [...roots.values()];
}

// What a root forces, in the record's order (parents first): the candidates it reaches.
function reached(step, starts) {
  const seen = new Set(starts);
  const order = [...starts];
  for (let k = 0; k < order.length; k += 1) {
    for (const l of step.links) {
      if (l.from === order[k] && !seen.has(l.to)) {
        seen.add(l.to);
        order.push(l.to);
      }
    }
  }
  return order.sort((a, b) => a - b);
}

// "r8c2=7, r9c3=4 and 6 more": the digits a branch places (what it removes is too long to say).
function placedText(step, indices, geometry) {
  const colours = step.colours ?? [];
  const keys = unique(indices.filter((i) => colours[i] === 1).map((i) => `${step.candidates[i][0]}:${step.candidates[i][1]}`));
  const placed = keys.map((k) => k.split(':').map(Number)).map(([c, d]) => `${cellWords(c, geometry.size)}=${sym(d)}`);
  return listOf(placed.length > 8 ? [...placed.slice(0, 8), t('hint.more', { n: placed.length - 8 })] : placed);
}

// The candidate a contradiction branch makes both true and false, or null.
function clashOf(step, indices) {
  const colours = step.colours ?? [];
  const seen = new Map();
  for (const i of indices) {
    const [cell, digit] = step.candidates[i];
    const key = `${cell}:${digit}`;
    if (seen.has(key) && seen.get(key) !== colours[i]) return [cell, digit];
    seen.set(key, colours[i]);
  }
  return null;
}

function conclusionText(step, geometry) {
  const { size } = geometry;
  if (step.placements.length) return t('hint.net.is', { cell: cellWords(step.placements[0][0], size), d: sym(step.placements[0][1]) });
  const groups = removalGroups(step.eliminations);
  return listOf(groups.map((g) => t('hint.proof.not', { n: g.cells.length, cells: listOf(g.cells.map((c) => cellWords(c, size))), digits: listOr(g.digits.map(sym)) })));
}

function proofWhy(step, geometry) {
  if (!step.links?.length) return step.technique === 'nishio' ? forcingWhy(step, geometry) : null;
  const shape = linkShape(step, geometry);
  if (shape === 'line') return selfForcingWhy(step, geometry) ?? chainWhy(step, geometry);
  const { size } = geometry;
  const roots = proofRoots(step);
  const conclusion = conclusionText(step, geometry);
  const said = (root) => (root.on ? 'hint.proof.is' : 'hint.proof.isnt');
  const forced = (root) => {
    const indices = reached(step, root.starts);
    const placed = placedText(step, indices.filter((i) => !root.starts.includes(i)), geometry);
    return { indices, placed };
  };
  if (roots.length === 1) {
    // One assumption that ends in a contradiction: a candidate both true and false.
    const [root] = roots;
    const { indices, placed } = forced(root);
    const clash = clashOf(step, indices);
    if (!clash) return null;
    return t(placed ? 'hint.why.contradiction' : 'hint.why.contradiction_at_once', {
      assume: t(said(root), { cell: cellWords(root.cell, size), d: sym(root.digit) }), placed,
      x: cellWords(clash[0], size), e: sym(clash[1]), conclusion,
    });
  }
  const cases = roots.map((root) => {
    const { placed } = forced(root);
    const assume = t(said(root), { cell: cellWords(root.cell, size), d: sym(root.digit) });
    return t(placed ? 'hint.proof.case' : 'hint.proof.case_direct', { assume, placed, conclusion });
  });
  const joined = cases.join(t('hint.group.sep'));
  const [a, b] = roots;
  // Double forcing: one candidate true and false lead to the same.
  if (roots.length === 2 && a.cell === b.cell && a.digit === b.digit && a.on !== b.on) {
    return t('hint.why.double', { cell: cellWords(a.cell, size), d: sym(a.digit), cases: joined, conclusion });
  }
  if (roots.every((r) => r.on && r.cell === a.cell)) {
    return t('hint.why.cell_forcing', { cell: cellWords(a.cell, size), digits: listOr(roots.map((r) => sym(r.digit))), cases: joined, conclusion });
  }
  if (roots.every((r) => r.on && r.digit === a.digit)) {
    const house = step.houseRecords?.[0];
    return t('hint.why.region_forcing', {
      d: sym(a.digit), house: house ? houseName(house) : t('hint.proof.house'), cells: listOr(roots.map((r) => cellWords(r.cell, size))), cases: joined, conclusion,
    });
  }
  return t('hint.why.branches', { cases: joined, conclusion });
}

// The safety net: an assumption followed, case by case, to a contradiction in every case. The
// record's branches each open with the assumption (true, nothing linked into it): a branch that
// ends in a candidate both true and false is a case (its other roots are the case's own
// assumptions); one that does not narrows the cell the next cases split. A record without links
// (an exhaustive search, said in words) keeps the older sentence.
function trialWhy(step, geometry) {
  const [cell, digit] = step.eliminations[0] ?? [];
  if (cell === undefined) return null;
  const { size } = geometry;
  const name = (c) => cellWords(c, size);
  if (!step.links?.length) return t('hint.why.trial', { cell: name(cell), d: sym(digit) });
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  const into = new Set(step.links.map((l) => l.to));
  const isStart = (i) => candidates[i][0] === cell && candidates[i][1] === digit && colours[i] === 1 && !into.has(i);
  const branches = [];
  candidates.forEach((_, i) => {
    if (isStart(i) || !branches.length) branches.push([]);
    branches[branches.length - 1].push(i);
  });
  // The digits each split cell's cases assume, in the order the cases come.
  const caseRoots = (indices) => indices.filter((i) => !into.has(i) && !isStart(i));
  const splits = new Map();
  for (const indices of branches) {
    for (const i of caseRoots(indices)) {
      const [c, d] = candidates[i];
      if (!splits.has(c)) splits.set(c, []);
      if (!splits.get(c).includes(d)) splits.get(c).push(d);
    }
  }
  const parts = [t('hint.trial.start', { cell: name(cell), d: sym(digit) })];
  const introduced = new Set();
  const introduce = (c, placed) => {
    if (introduced.has(c) || !splits.has(c)) return;
    introduced.add(c);
    const digits = listOr(splits.get(c).map(sym));
    parts.push(t(placed ? 'hint.trial.split' : 'hint.trial.split_at_once', { placed, x: name(c), digits }));
  };
  for (const indices of branches) {
    const clash = clashOf(step, indices);
    const roots = caseRoots(indices);
    const placed = placedText(step, indices.filter((i) => into.has(i)), geometry);
    if (!clash) {
      // A narrowing: its ends are the split cell's other candidates, turned off.
      const ends = indices.filter((i) => into.has(i) && !step.links.some((l) => l.from === i));
      if (ends.length) introduce(candidates[ends[0]][0], placed);
      continue;
    }
    for (const i of roots) introduce(candidates[i][0], '');
    const assume = listOf(roots.map((i) => t('hint.proof.is', { cell: name(candidates[i][0]), d: sym(candidates[i][1]) })));
    const key = roots.length ? (placed ? 'hint.trial.case' : 'hint.trial.case_at_once') : (placed ? 'hint.trial.direct' : 'hint.trial.direct_at_once');
    parts.push(t(key, { assume, placed, x: name(clash[0]), e: sym(clash[1]) }));
  }
  const cases = branches.filter((indices) => clashOf(step, indices)).length;
  parts.push(t(cases > 1 ? 'hint.trial.end_cases' : 'hint.trial.end', { cell: name(cell), d: sym(digit) }));
  return parts.join(t('hint.sentence.sep'));
}

// How a step's links are laid out: 'line' (each candidate to the next, strong and weak links: an
// X-/XY-chain or any alternating chain), 'star' (an assumption forcing each of the others), or null.
function linkShape(step, geometry) {
  const links = linksOf(step, geometry);
  const n = (step.candidates ?? []).length;
  if (!links.length || links.length !== n - 1) return null;
  if (links.every((l, i) => l.from === i && l.to === i + 1 && l.kind !== 'implies')) return 'line';
  if (links.every((l, i) => l.from === 0 && l.to === i + 1 && l.kind === 'implies')) return 'star';
  return null;
}

// A technique without its own sentence (a newer engine's) is explained by the shape of its links.
function byLinks(step, geometry) {
  const shape = linkShape(step, geometry);
  if (shape === 'line') return selfForcingWhy(step, geometry) ?? chainWhy(step, geometry);
  if (shape === 'star' && step.eliminations.length === 1 && step.eliminations[0][0] === step.candidates[0][0]) return forcingWhy(step, geometry);
  if (step.links?.length) return netWhy(step, geometry);
  return null;
}

function chainWhy(step, geometry) {
  const candidates = step.candidates ?? [];
  if (candidates.length < 4 || !step.eliminations.length) return null;
  // The walk reads a line of strong and weak links; anything else is not this kind of chain.
  if (step.links?.length && linkShape(step, geometry) !== 'line') return null;
  const { size } = geometry;
  const [start, end] = [candidates[0], candidates[candidates.length - 1]];
  const z = step.eliminations[0][1];
  return t('hint.why.chain', {
    walk: chainWalk(step, geometry), start: cellWords(start[0], size), end: cellWords(end[0], size), z: sym(z),
  });
}

function forcingWhy(step, geometry) {
  const candidates = step.candidates ?? [];
  // An assumption and what it forces (links from the first candidate); a record of another shape
  // (an alternating chain under this name) is said by its links instead.
  if (step.links?.length && linkShape(step, geometry) !== 'star') return selfForcingWhy(step, geometry) ?? chainWhy(step, geometry);
  const [cell, digit] = candidates[0] ?? [];
  if (cell === undefined) return null;
  const { size } = geometry;
  const placed = candidates.slice(1).map(([c, d]) => `${cellWords(c, size)}=${sym(d)}`);
  const shown = placed.length > 10 ? [...placed.slice(0, 10), t('hint.more', { n: placed.length - 10 })] : placed;
  return t(placed.length ? 'hint.why.forcing' : 'hint.why.forcing_at_once', {
    cell: cellWords(cell, size), d: sym(digit), placed: listOf(shown),
  });
}

// A net's branches: each assumption (a candidate no link leads to) with what it forces, in order.
// Records without links number the branches in `colours` instead.
function netBranches(step) {
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  if (step.links?.length) {
    const into = new Set(step.links.map((l) => l.to));
    return candidates.map((c, i) => i).filter((i) => !into.has(i)).map((root) => {
      const seen = new Set([root]);
      const order = [root];
      for (let k = 0; k < order.length; k += 1) {
        for (const l of step.links) {
          if (l.from === order[k] && !seen.has(l.to)) {
            seen.add(l.to);
            order.push(l.to);
          }
        }
      }
      // Only what the branch places ("r8c2=7"); what it removes is said by the conclusion.
      return order.filter((i, k) => k === 0 || colours[i] !== 0).map((i) => candidates[i]);
    });
  }
  if (colours.length !== candidates.length) return [];
  const branches = [];
  candidates.forEach((c, i) => {
    if (i === 0 || colours[i] !== colours[i - 1]) branches.push([]);
    branches[branches.length - 1].push(c);
  });
  return branches;
}

function netWhy(step, geometry) {
  const branches = netBranches(step);
  if (branches.length < 2) return null;
  const { size } = geometry;
  const fork = branches[0][0][0];
  if (!branches.every((b) => b[0][0] === fork)) return null;
  const conclusion = step.placements.length
    ? t('hint.net.is', { cell: cellWords(step.placements[0][0], size), d: sym(step.placements[0][1]) })
    : t('hint.net.not', { cell: cellWords(step.eliminations[0][0], size), d: sym(step.eliminations[0][1]) });
  const cases = branches.map((b) => t(b.length > 1 ? 'hint.net.case' : 'hint.net.case_direct', {
    d: sym(b[0][1]), placed: listOf(b.slice(1).map(([c, d]) => `${cellWords(c, size)}=${sym(d)}`)), conclusion,
  }));
  return t('hint.why.net', {
    cell: cellWords(fork, size), digits: listOr(branches.map((b) => sym(b[0][1]))), cases: cases.join(t('hint.group.sep')), conclusion,
  });
}

/**
 * The whole step, in parts for the hint panel: { title, why, notation (or null), apply }.
 * title: the technique; why: the reasoning in sentences; notation: a chain in Eureka notation;
 * apply: what "Apply it" will do.
 */
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

/**
 * Per cell, what the hint at `stage` marks there, for words (aria descriptions) and for the cells
 * the view names "hint": { role: 'area' | 'proof' | 'target', on: [], off: [], proof: [], place, remove: [] }.
 * @returns {Map<number, object>}
 */
export function hintMarks(step, geometry, stage) {
  const drawing = hintDrawing(step, geometry, stage);
  const marks = new Map();
  const rank = { area: 0, proof: 1, target: 2 };
  const mark = (cell, role) => {
    const entry = marks.get(cell) ?? { role, on: [], off: [], proof: [], place: 0, remove: [], twoColours: drawing.twoColours, chain: step.technique !== 'simple colouring' };
    if (rank[role] > rank[entry.role]) entry.role = role;
    marks.set(cell, entry);
    return entry;
  };
  for (const cell of areaCells(step, geometry)) mark(cell, 'area');
  if (stage < 2) return marks;
  for (const cell of step.cells) mark(cell, 'proof');
  for (const c of drawing.candidates) {
    const entry = mark(c.cell, c.role === 'place' || c.role === 'remove' ? 'target' : 'proof');
    if (c.role === 'place') entry.place = c.digit;
    else if (c.role === 'remove') entry.remove.push(c.digit);
    else entry[c.role].push(c.digit);
  }
  return marks;
}

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
