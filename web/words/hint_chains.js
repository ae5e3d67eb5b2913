// Chains in the hint's words (hint_text.js): the Eureka notation of a step's links, the chain walked
// in words, cycles, forcing chains and nets, and the proofs of Sudoku Explainer's contradiction
// techniques (Nishio, cell and region forcing, dynamic and nested chains, trial), read from the
// record's links. Pure functions over t(). Siblings: hint_words.js, hint_techniques.js.
import { t } from '../i18n/i18n.js';
import { linksOf } from '../game/hint_drawing.js';
import { cellWords, houseName, listOf, listOr, removalGroups, sym, unique } from './hint_words.js';

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

export function cycleWhy(step, geometry) {
  const candidates = step.candidates ?? [];
  if (candidates.length < 4 || !step.eliminations.length) return null;
  return t('hint.why.cycle', { walk: chainWalk(step, geometry) });
}

// A chain that starts and ends on the same candidate with opposite truth values: SE's forcing
// X-chain and forcing chain ("if r3c4 is 6, … then r3c4 is not 6").
export function selfForcingWhy(step, geometry) {
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

export function proofWhy(step, geometry) {
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
export function trialWhy(step, geometry) {
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
export function byLinks(step, geometry) {
  const shape = linkShape(step, geometry);
  if (shape === 'line') return selfForcingWhy(step, geometry) ?? chainWhy(step, geometry);
  if (shape === 'star' && step.eliminations.length === 1 && step.eliminations[0][0] === step.candidates[0][0]) return forcingWhy(step, geometry);
  if (step.links?.length) return netWhy(step, geometry);
  return null;
}

export function chainWhy(step, geometry) {
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

export function forcingWhy(step, geometry) {
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

export function netWhy(step, geometry) {
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
