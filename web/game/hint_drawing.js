// What a hint draws on the board, as plain data (hint_overlay.js turns it into SVG; node tests
// read it): the house to look at as a thin outline, and marks on candidates — the candidates that
// prove the step (coloured: two colours for a colouring or a chain), the links between them (strong,
// weak, implies), the candidates to remove and the digit to place; and per cell what the hint marks
// there (hintMarks: the cells app/hint_controller.js names "hint", the roles the words describe).
// Nothing here touches the DOM. Siblings: words/hint_text.js (the same step in words),
// ui/hints/hint_overlay.js (the drawing).
//
// Links come from the step record (step.links: [{from, to, kind}], indices into step.candidates);
// a record without them (an engine from before links) links a chain's consecutive candidates:
// false -> true is a strong link, true -> false a weak one, anything else an implication.

/** Techniques whose candidates are a chain (or a colouring) in order: drawn with links. */
const CHAINS = new Set([
  'simple colouring', 'x-chain', 'xy-chain', 'forcing chain', 'forcing net', 'x-cycle', 'y-cycle', 'xy-cycle',
  'nishio', 'cell forcing chains', 'region forcing chains', 'dynamic contradiction', 'dynamic double forcing',
  'dynamic cell forcing', 'dynamic region forcing', 'nested forcing chain',
]);

export const isChain = (step) => CHAINS.has(step.technique) || (step.links?.length ?? 0) > 0;

/**
 * The houses a step reasons about; a step without houses (a naked single) points at its cell's
 * box, or in a jigsaw its region: the third house of a jigsaw's cell is no 3×3 box.
 */
export function areaOf(step, geometry) {
  if (step.houseRecords?.length) return step.houseRecords;
  if (step.cages?.length) return []; // a killer cage's step: the cage is the area (hintDrawing's cages)
  const cell = step.placements[0]?.[0] ?? step.eliminations[0]?.[0] ?? step.cells[0] ?? 0;
  const regions = geometry.variant?.regions ?? [];
  const [kind, index] = regions.length ? ['region', regions[cell]] : ['box', geometry.boxOf(cell)];
  return [{ house: 2 * geometry.size + index, houseKind: kind, houseIndex: index }];
}

// Two cells share a house of the board.
function sharesHouse(geometry, a, b) {
  return geometry.peers[a].includes(b);
}

/**
 * The links to draw: the record's own, or (older records) the chain's consecutive candidates; for a
 * colouring without links, each candidate to the first earlier one of the other colour it sees.
 * @returns {Array<{from: number, to: number, kind: 'strong'|'weak'|'implies'}>} indices into step.candidates
 */
export function linksOf(step, geometry) {
  const candidates = step.candidates ?? [];
  const colours = step.colours ?? [];
  if (step.links?.length) {
    return step.links.filter((l) => l.from >= 0 && l.to >= 0 && l.from < candidates.length && l.to < candidates.length);
  }
  if (!isChain(step) || candidates.length < 2) return [];
  const links = [];
  if (step.technique === 'simple colouring') {
    for (let i = 1; i < candidates.length; i += 1) {
      const j = candidates.findIndex((c, k) => k < i && colours[k] !== colours[i] && sharesHouse(geometry, c[0], candidates[i][0]));
      if (j >= 0) links.push({ from: j, to: i, kind: 'strong' });
    }
    return links;
  }
  for (let i = 0; i + 1 < candidates.length; i += 1) {
    const [a, b] = [colours[i], colours[i + 1]];
    // A forcing net's older records number its branches in `colours`: no link across branches.
    if (step.technique === 'forcing net' && a !== b) continue;
    let kind = 'implies';
    if (a === 0 && b === 1) kind = 'strong';
    else if (a === 1 && b === 0) kind = 'weak';
    links.push({ from: i, to: i + 1, kind });
  }
  return links;
}

/**
 * The marks of a hint at `stage` (1: the house only; 2: the whole step).
 * @returns {{houses: Array<{house: number, houseKind: string, houseIndex: number}>, cages: number[][],
 *   candidates: Array<{cell: number, digit: number, role: 'proof'|'on'|'off'|'remove'|'place'}>,
 *   links: Array<{from: {cell, digit}, to: {cell, digit}, kind: string}>, targets: number[], twoColours: boolean}}
 *   role 'on'/'off': the two colours (a chain's true and false candidates, or a colouring's two
 *   sides); 'proof' a candidate that proves a step without colours. targets: cells the step fills.
 */
export function hintDrawing(step, geometry, stage) {
  // Killer steps outline their cages (cells of each), at every stage.
  const cages = (step.cages ?? []).map((cage) => cage.cells ?? []);
  if (stage < 2) return { houses: areaOf(step, geometry), cages, candidates: [], links: [], targets: [], twoColours: false };
  // The whole step: its own houses only (a step without houses, a chain or a wing, was nudged
  // towards a box; once the step is shown its candidates say where it is).
  const houses = step.houseRecords?.length || step.placements.length ? areaOf(step, geometry) : [];
  const colours = step.colours ?? [];
  // A forcing net's records without links number its branches in `colours`: no truth values.
  const branches = step.technique === 'forcing net' && !step.links?.length;
  const twoColours = colours.length > 0 && colours.length === (step.candidates ?? []).length && !branches;
  const byKey = new Map();
  const put = (cell, digit, role) => {
    const key = `${cell}:${digit}`;
    // A candidate keeps its first colour; removing or placing it wins over proving.
    const seen = byKey.get(key);
    if (!seen || role === 'remove' || role === 'place') byKey.set(key, { cell, digit, role });
  };
  (step.candidates ?? []).forEach(([cell, digit], i) => {
    let role = 'proof';
    if (twoColours) role = colours[i] === 1 ? 'on' : 'off';
    put(cell, digit, role);
  });
  for (const [cell, digit] of step.eliminations) put(cell, digit, 'remove');
  for (const [cell, digit] of step.placements) put(cell, digit, 'place');
  const at = (i) => ({ cell: step.candidates[i][0], digit: step.candidates[i][1] });
  const links = linksOf(step, geometry)
    .map((l) => ({ from: at(l.from), to: at(l.to), kind: l.kind }))
    .filter((l) => l.from.cell !== l.to.cell || l.from.digit !== l.to.digit);
  const targets = [...new Set(step.placements.map(([cell]) => cell))];
  return { houses, cages, candidates: [...byKey.values()], links, targets, twoColours };
}

const unique = (values) => [...new Set(values)];

/** Cells of the area, for the board: the union of its houses. */
export function areaCells(step, geometry) {
  const cages = (step.cages ?? []).flatMap((cage) => cage.cells ?? []);
  return unique(areaOf(step, geometry).flatMap((h) => geometry.houses[h.house] ?? []).concat(cages));
}

// ---- the board's marks per cell -------------------------------------------------------------------

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
