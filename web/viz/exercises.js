// Exercises made from the engine's trace (no DOM, no words): the worksheet's questions and answer
// key (worksheet.js prints them) and the scored quiz's questions (quiz_panel.js asks them). Every
// answer is read from the trace's own records (a cover's hides and writes, DLX1's counters on each
// record, the matching uncover's unhides), never written here, so a key cannot disagree with the
// search the page shows. Siblings: trace_model.js (the records), tests/js/viz_exercises.test.mjs.
import { formatAddress, matrixProblem, stepAt } from './address.js';
import { inNotation } from './notation.js';
import { FIELDS, OP } from './trace_model.js';

// Knuth's names for the link fields, as the narration writes them (L[x], R[x], U[x], D[x], S[x]).
export const LINK_LETTER = Object.freeze({ prev: 'L', next: 'R', up: 'U', down: 'D', size: 'S' });
export const QUIZ_KINDS = Object.freeze(['hide', 'size', 'restore', 'cost']);
const UPDATES = 6;  // the field of every record that holds DLX1's updates counter after it

const updatesBefore = (model, i) => (i > 0 ? model.field(i - 1, UPDATES) : 0);
const writeAt = (model, j) => ({ target: model.field(j, 1), field: FIELDS[model.field(j, 2)], old: model.field(j, 3), now: model.field(j, 4) });
const hideAt = (model, j) => ({ node: model.field(j, 1), item: model.field(j, 2), option: model.field(j, 3) });

/**
 * Every cover(i) of the trace: where it starts (the position before its record), where its last
 * write ends, its hides and its writes in order, and what DLX1 counted for it.
 * @param {import('./trace_model.js').TraceModel} model
 */
export function coverGroups(model) {
  const out = [];
  for (let i = 0; i < model.length; i++) {
    if (model.op(i) !== OP.cover) continue;
    const hides = [], writes = [];
    let j = i + 1;
    for (; j < model.length; j++) {
      const op = model.op(j);
      if (op === OP.write) writes.push(writeAt(model, j));
      else if (op === OP.hide && model.groupOf[j] === i) hides.push(hideAt(model, j));
      else if (op === OP.unlink && model.groupOf[j] === i) continue;  // TAOCP order: the item goes last
      else break;
    }
    // The step record that may end a Search::step() here changes nothing; the page's Steps stop
    // after it, so the answer is shown at that stop.
    out.push({ at: i, end: j, shown: atStop(model, j), item: model.field(i, 1), hides, writes, cost: model.field(j - 1, UPDATES) - updatesBefore(model, i) });
  }
  return out;
}

// The first position of a link Step at or after pos (records that only trail an event are skipped).
const atStop = (model, pos) => (model.stops.link.includes(pos) ? pos : model.stopFrom('link', 1, pos));

/**
 * The uncover(i) that undoes the cover starting at record `coverAt` (covers and uncovers nest like
 * brackets), with its unhides and writes in order; null when the trace ends first.
 */
export function matchingUncover(model, coverAt) {
  let depth = 0;
  for (let u = coverAt; u < model.length; u++) {
    const op = model.op(u);
    if (op === OP.cover) depth++;
    else if (op === OP.uncover && --depth === 0) {
      // Its unhides come before its record (uncover(c) runs them, then relinks c): walk back over
      // them and their writes, to the record before the first one.
      let start = u;
      for (let j = u - 1; j >= 0; j--) {
        const o = model.op(j);
        if ((o === OP.unhide || o === OP.relink) && model.groupOf[j] === u) start = j;
        else if (o !== OP.write) break;
      }
      const unhides = [], writes = [];
      let end = u + 1;
      for (let j = start; j < model.length; j++) {
        const o = model.op(j);
        if (j > u && o !== OP.write) break;  // after its record only its item-list writes
        if (o === OP.unhide) unhides.push(hideAt(model, j));
        else if (o === OP.write) writes.push(writeAt(model, j));
        end = j + 1;
      }
      return { at: start, uncoverAt: u, end, shown: atStop(model, end), item: model.field(u, 1), unhides, writes };
    }
  }
  return null;
}

/** The cover a worksheet asks about from position `pos`: the one under way there, else the next, else the last. */
export function coverFor(groups, pos) {
  return groups.find((g) => g.at < pos && pos < g.end) ?? groups.find((g) => g.at >= pos) ?? groups[groups.length - 1] ?? null;
}

/** Item sizes as the trace left them at `pos` (the model is moved there and back). */
function sizesAt(model, pos) {
  const was = model.pos;
  model.seek(pos);
  const sizes = Array.from(model.links.size), covered = Array.from(model.covered);
  model.seek(was);
  return { sizes, covered };
}

/**
 * The worksheet for position `pos`: one cover(i) and its uncover, with the answer of each question
 * computed from the records. Positions are record counts, as TraceModel.seek takes them.
 */
export function worksheet(model, pos) {
  const groups = coverGroups(model);
  const cover = coverFor(groups, pos);
  if (!cover) return null;
  const before = sizesAt(model, cover.at);
  // Every item's size once the cover has run: each hide takes one node from its item's list.
  const sizes = before.sizes.slice();
  for (const h of cover.hides) sizes[h.item]--;
  const covered = before.covered.slice();
  covered[cover.item] = 1;
  const items = [];
  for (let i = 1; i <= model.itemCount; i++) if (!covered[i]) items.push({ item: i, size: sizes[i] });
  const options = [];
  for (const h of cover.hides) if (!options.includes(h.option)) options.push(h.option);
  const uncover = matchingUncover(model, cover.at);
  return {
    cover, uncover,
    draw: { pos: cover.at, answerPos: cover.shown, writes: cover.writes },
    options: { pos: cover.at, answerPos: cover.shown, answer: options },
    sizes: { pos: cover.at, answerPos: cover.shown, answer: items },
    restore: uncover && { pos: uncover.at, answerPos: uncover.shown, answer: uncover.unhides.map((h) => h.node), options: uncover.unhides.map((h) => h.option) },
    cost: { pos: cover.at, answerPos: cover.shown, answer: cover.cost, hides: cover.hides.length },
    counters: { before: counterFields(model, cover.at), after: counterFields(model, cover.shown) },
  };
}

/** DLX1's nodes and updates counters after the first `pos` records (what the engine wrote on them). */
export function counterFields(model, pos) {
  return pos > 0 ? { nodes: model.field(pos - 1, 5), updates: model.field(pos - 1, UPDATES) } : { nodes: 0, updates: 0 };
}

/**
 * The scored quiz: questions at the moments of the trace where each makes sense, in trace order.
 * Covers that hide something take turns asking which nodes they hide, a size after them and what
 * they cost; the unhides of an uncover ask which link their first write restores (only with link
 * writes in the trace). At most `max` questions, the kinds spread over the search.
 */
export function quizQuestions(model, { max = 9 } = {}) {
  const covers = coverGroups(model).filter((g) => g.hides.length > 0);
  const out = [];
  const coverKinds = ['hide', 'size', 'cost'];
  covers.forEach((g, k) => {
    const kind = coverKinds[k % coverKinds.length];
    if (kind === 'hide') out.push({ kind, pos: g.at, revealPos: g.shown, item: g.item, answer: g.hides.map((h) => h.node), hides: g.hides });
    else if (kind === 'cost') out.push({ kind, pos: g.at, revealPos: g.shown, item: g.item, answer: g.cost, hides: g.hides });
    else {
      // Ask about the item this cover takes most nodes from (the first such, in hide order).
      const count = new Map();
      for (const h of g.hides) count.set(h.item, (count.get(h.item) ?? 0) + 1);
      const target = [...count].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      const before = sizesAt(model, g.at).sizes[target];
      const taken = g.hides.filter((h) => h.item === target);
      out.push({ kind, pos: g.at, revealPos: g.shown, item: g.item, target, before, answer: before - taken.length, hides: taken });
    }
  });
  // One restore question per uncover that puts nodes back (every other one, so they do not crowd
  // out the rest), asked before its first unhide.
  let uncovers = 0;
  for (let i = 0; i < model.length; i++) {
    if (model.op(i) !== OP.unhide || model.op(i + 1) !== OP.write) continue;
    const first = model.groupOf[i] >= 0 ? firstUnhide(model, model.groupOf[i]) : i;
    if (first !== i || uncovers++ % 2) continue;
    const writes = [];
    for (let j = i + 1; j < model.length && model.op(j) === OP.write; j++) writes.push(writeAt(model, j));
    const node = model.field(i, 1);
    // The hide that took this node out wrote the same field, bypassing it: the tempting wrong answer.
    const bypass = hideWriteOf(model, i, node);
    const choices = [...writes.map((w) => ({ field: w.field, target: w.target, value: w.now })),
      ...(bypass ? [{ field: bypass.field, target: bypass.target, value: bypass.now }] : [])];
    const unique = [...new Map(choices.map((c) => [`${c.field}:${c.target}:${c.value}`, c])).values()]
      .sort((a, b) => a.field.localeCompare(b.field) || a.target - b.target || a.value - b.value);
    const right = writes[0];
    out.push({
      kind: 'restore', pos: i, revealPos: i + 2, node, item: model.field(i, 2), option: model.field(i, 3), uncoverItem: model.field(model.groupOf[i], 1),
      choices: unique, answer: unique.findIndex((c) => c.field === right.field && c.target === right.target && c.value === right.now), old: right.old,
    });
  }
  out.sort((a, b) => a.pos - b.pos);
  return spread(out, max);
}

function firstUnhide(model, uncoverAt) {
  let first = uncoverAt;
  for (let j = uncoverAt - 1; j >= 0; j--) {
    const o = model.op(j);
    if (o === OP.unhide && model.groupOf[j] === uncoverAt) first = j;
    else if (o !== OP.write) break;
  }
  return first;
}

// The first write of the hide record (before `before`) that took `node` out of its list.
function hideWriteOf(model, before, node) {
  for (let j = before - 1; j >= 0; j--) {
    if (model.op(j) === OP.hide && model.field(j, 1) === node) return model.op(j + 1) === OP.write ? writeAt(model, j + 1) : null;
  }
  return null;
}

// At most `max` questions, every kind present kept where possible: the first of each kind, then
// the rest in trace order.
function spread(questions, max) {
  if (questions.length <= max) return questions;
  const keep = new Set();
  for (const kind of QUIZ_KINDS) {
    const q = questions.find((x) => x.kind === kind);
    if (q) keep.add(q);
  }
  for (const q of questions) if (keep.size < max) keep.add(q);
  return questions.filter((q) => keep.has(q));
}

/** Whole numbers in a learner's answer ("14, 15 22", "14，15、22"); null when something else is there. */
export function parseNumbers(text) {
  const parts = String(text).trim().split(/[\s,;，、；]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,7}$/.test(p))) return null;
  return parts.map(Number);
}

/**
 * Grades an answer: { right, given, why } where why says what kind of wrong it is ('order': the
 * right nodes in another order, 'value', 'unreadable').
 */
export function grade(question, raw) {
  if (question.kind === 'restore') {
    if (!/^\d+$/.test(String(raw)) || Number(raw) >= question.choices.length) return { right: false, given: null, why: 'unreadable' };
    const given = Number(raw);
    return { right: given === question.answer, given, why: given === question.answer ? null : 'value' };
  }
  const given = parseNumbers(raw);
  if (!given) return { right: false, given: null, why: 'unreadable' };
  if (question.kind !== 'hide') {
    const right = given.length === 1 && given[0] === question.answer;
    return { right, given, why: right ? null : 'value' };
  }
  const right = given.length === question.answer.length && given.every((x, k) => x === question.answer[k]);
  if (right) return { right, given, why: null };
  const same = [...given].sort((a, b) => a - b).join() === [...question.answer].sort((a, b) => a - b).join();
  return { right, given, why: same ? 'order' : 'value' };
}

/** A link or size write as the narration writes it: "D[F] ← 11", "S[F] ← 1"; in TAOCP's notation "DLINK(F) ← 11". */
export function writeLabel(write, nodeName, notation = 'paper') {
  const value = write.field === 'size' ? String(write.value ?? write.now) : nodeName(write.value ?? write.now);
  return inNotation(`${LINK_LETTER[write.field]}[${nodeName(write.target)}] ← ${value}`, notation);
}

/**
 * The worksheet page's address for a position of the page: a step link's fields (address.js), the
 * step counted in the page's own step size when the position is one of its stops, and the notation
 * the trace was made in (its cover order names it), so the sheet asks in the same order and names.
 */
export function worksheetHref(model, pos, { preset, source, rule, granularity }) {
  const at = stepAt(model, pos, [granularity, 'cover', 'link']);
  const notation = notationOf(model);
  return `worksheet.html${formatAddress({ problem: matrixProblem(preset, source), rule, notation, at })}`;
}

/** The notation a trace was made in: TAOCP's when the engine traced TAOCP's cover order. */
export const notationOf = (model) => (model.trace?.order === 'taocp' ? 'taocp' : 'paper');
