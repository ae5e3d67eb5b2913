// What the last Step of the Dancing Cells view did, from the records it applied: the words, the
// SSXC1-style pseudo-code line, and what the picture highlights (the swap just made, the item
// the words are about). One function of the model's position and the step size, so words, code
// and picture cannot disagree. Reads the trace only; siblings: cells_model.js, cells_view.js.
// The Dancing Links twin is narration.js.
import { t } from '../i18n/i18n.js';
import { CELLS_ARRAYS, CELLS_OP as OP, SCALAR } from './cells_model.js';

// SSXC1's search (TAOCP 7.2.2.3) in a few lines: [id, text]. Knuth's names, not translated.
export const CELLS_PSEUDOCODE = Object.freeze([
  ['search', 'search(k):'],
  ['solved', '  if no primary item is active: visit O₀…Oₖ₋₁; return'],
  ['choose', '  i ← the active primary item of least SIZE (first in ITEM order)'],
  ['hide-i', '  deactivate(i); hide(i)'],
  ['mark', '  mark level k: TRAIL top, ACTIVE'],
  ['try', '  for each o in SET[i .. i + SIZE(i)):  Oₖ ← o'],
  ['restore', '    restore level k’s mark (TRAIL gives sizes back; ACTIVE)'],
  ['hide-j', '    deactivate each other item j of o; then hide(j) for each'],
  ['dead', '    if an active primary item lost its last option: next o'],
  ['recurse', '    search(k + 1)'],
  ['deactivate', 'deactivate(j): ACTIVE −= 1; swap ITEM[POS(j)] ↔ ITEM[ACTIVE]'],
  ['hide', 'hide(i): for each active o ∋ i, each other node x of o, in item j:'],
  ['swap', '  s ← SIZE(j) − 1; swap SET[LOC(x)] ↔ SET[j + s]; SIZE(j) ← s; push j on TRAIL'],
]);

const MAX_LISTED = 4;
const list = (names) => (names.length <= MAX_LISTED ? names.join(', ')
  : t('viz.n.list_more', { list: names.slice(0, MAX_LISTED).join(', '), more: names.length - MAX_LISTED }));

// The decision an event belongs to (the last choose, try or backtrack before it).
function decisionBefore(model, i) {
  for (let k = i; k >= 0; k--) {
    const op = model.op(k);
    if (op === OP.choose || op === OP.tryOption || op === OP.backtrack || op === OP.solution) return k;
  }
  return -1;
}

/** Where the code is: the line of the last event, and at link steps the search line that called it. */
export function cellsCodeLine(model, granularity, pos = model.pos) {
  const e = model.lastEvent(pos);
  if (e < 0) return { line: 'search', caller: null };
  const fromChoose = () => model.op(decisionBefore(model, e)) === OP.choose;
  switch (model.op(e)) {
    case OP.choose: return { line: 'choose', caller: null };
    case OP.deadEnd: return { line: fromChoose() ? 'choose' : 'dead', caller: null };
    case OP.tryOption: return { line: 'try', caller: null };
    case OP.restore: return { line: 'restore', caller: null };
    case OP.mark: return { line: 'mark', caller: null };
    case OP.solution: return { line: 'solved', caller: null };
    case OP.backtrack: return { line: 'recurse', caller: null };
    case OP.deactivate: case OP.hideItem: case OP.hide: {
      const caller = fromChoose() ? 'hide-i' : 'hide-j';
      if (granularity !== 'link') return { line: caller, caller: null };
      const sub = { [OP.deactivate]: 'deactivate', [OP.hideItem]: 'hide', [OP.hide]: 'swap' }[model.op(e)];
      return { line: sub, caller };
    }
    default: return { line: 'search', caller: null };
  }
}

// The writes of event e (its records up to the next event).
function writesOf(model, e) {
  const out = [];
  for (let k = e + 1; k < model.length && model.op(k) === OP.write; k++) out.push(k);
  return out;
}

// The two places a hide (in a set) or a deactivate (in the item list) swapped, read from its writes:
// a hide writes the size and then the two set entries; a deactivate the two item list entries.
function swapOf(model, e) {
  const hide = model.op(e) === OP.hide;
  const item = model.field(e, hide ? 2 : 1);
  const sizeAt = model.handle[item] - 1;
  const places = writesOf(model, e)
    .filter((k) => model.field(k, 1) === (hide ? 0 : 2) && !(hide && model.field(k, 2) === sizeAt))
    .map((k) => model.field(k, 2));
  return { kind: hide ? 'set' : 'item', item, places };
}

function nameOfHandle(model, names, h) { return names.item(model.numberOf(h)); }

function eventText(model, e, names, granularity) {
  const f = (k) => model.field(e, k);
  switch (model.op(e)) {
    case OP.choose: {
      const rule = names.rule === 'leftmost' ? t('cells.n.rule.leftmost') : t('cells.n.rule.fewest');
      const text = t('cells.n.choose', { level: f(1), item: names.item(f(2)), size: f(3), rule });
      return f(3) === 0 ? `${text} ${t('cells.n.choose_dead', { item: names.item(f(2)) })}` : text;
    }
    case OP.deadEnd: {
      const d = decisionBefore(model, e);
      if (d >= 0 && model.op(d) === OP.choose) return '';
      const option = d >= 0 ? names.option(model.field(d, 3)) : '?';
      return t('cells.n.dead', { item: names.item(f(2)), option, level: f(1), deeper: f(1) + 1 });
    }
    case OP.tryOption: return t('cells.n.try', { level: f(1), option: names.option(f(3)), item: names.item(model.itemOfNode(f(2))) });
    case OP.deactivate: {
      const w = writesOf(model, e);
      const active = w.length ? model.field(w[0], 4) : model.active;
      return t('cells.n.deactivate', { item: names.item(f(1)), active });
    }
    case OP.hideItem: {
      const h = model.handle[f(1)];
      return t('cells.n.hide_item', { item: names.item(f(1)), size: model.sizeOf(h) });
    }
    case OP.hide: {
      const h = model.handle[f(2)];
      const w = writesOf(model, e);
      const size = w.length ? model.field(w[0], 4) : model.sizeOf(h);
      return granularity === 'link'
        ? t('cells.n.hide', { x: f(1), option: names.option(f(3)), item: names.item(f(2)), size })
        : '';
    }
    case OP.restore: return t('cells.n.restore', { level: f(1), count: Math.max(0, writesOf(model, e).length - 2), active: model.active });
    case OP.solution: return t('cells.n.solution', { count: model.counters().solutions, options: model.solutionAt(e).map(names.option).join(', ') });
    case OP.backtrack: return t('cells.n.backtrack', { level: f(1), item: names.item(f(2)) });
    default: return '';
  }
}

// One write of a restore, in words: a size given back, the trail top, the active count.
function restoreWriteText(model, w, names) {
  const array = CELLS_ARRAYS[model.field(w, 1)], index = model.field(w, 2), now = model.field(w, 4);
  if (array === 'set') return t('cells.n.give_back', { item: nameOfHandle(model, names, index + 1), size: now });
  if (array === 'scalar' && index === SCALAR.trailTop) return t('cells.n.trail_back', { top: now });
  return t('cells.n.active_back', { active: now });
}

/**
 * The story of the position at a step size: text, code line, the item the words are about
 * (item number, or -1), the swap to draw ({kind: 'set'|'item', places: [a, b]}) at link steps.
 */
export function cellsStory(model, granularity, names) {
  const pos = model.pos;
  const code = cellsCodeLine(model, granularity, pos);
  const base = { text: '', item: -1, swap: null, ...code };
  if (pos === 0) return { ...base, text: t('cells.n.start') };
  const e = model.lastEvent(pos);
  const op = model.op(e);
  if (op === OP.hide) base.item = model.field(e, 2);
  else if (op === OP.choose || op === OP.deactivate || op === OP.hideItem || op === OP.deadEnd || op === OP.backtrack) base.item = model.field(e, op === OP.deactivate || op === OP.hideItem ? 1 : 2);
  else if (op === OP.tryOption) base.item = model.itemOfNode(model.field(e, 2));
  if (granularity === 'link' && (op === OP.hide || op === OP.deactivate)) base.swap = swapOf(model, e);
  // A restore's writes, one by one at link steps.
  if (granularity === 'link' && op === OP.restore && pos - 1 > e + 0 && model.op(pos - 1) === OP.write && pos - 1 > e + 1) {
    return { ...base, text: restoreWriteText(model, pos - 1, names) };
  }
  let [start] = model.span(granularity);
  if (granularity === 'solution') start = Math.max(start, model.span('decision')[0]);
  return { ...base, text: spanText(model, start, pos, names, granularity) };
}

// The events of [start, pos) in words; a run of swaps in one hide(i) is told once, with its count.
function spanText(model, start, pos, names, granularity) {
  const parts = [];
  const hidden = [], deactivated = [];
  let swaps = 0;
  const flush = () => {
    if (deactivated.length) parts.push(t('cells.n.deactivated', { items: list(deactivated), count: deactivated.length }));
    // (A hide that met a dead end before its first swap is told by the dead end's words.)
    if (hidden.length && swaps) parts.push(t('cells.n.hidden', { items: list(hidden), count: swaps }));
    hidden.length = 0;
    deactivated.length = 0;
    swaps = 0;
  };
  const summarise = granularity === 'decision' || granularity === 'solution';
  for (let i = start; i < pos; i++) {
    const op = model.op(i);
    if (op === OP.write || op === OP.step || op === OP.solutionOption || op === OP.mark) continue;
    if (summarise && op === OP.deactivate) {
      deactivated.push(names.item(model.field(i, 1)));
      continue;
    }
    if (summarise && op === OP.hideItem) {
      hidden.push(names.item(model.field(i, 1)));
      continue;
    }
    if (op === OP.hide) {
      swaps++;
      if (granularity === 'link') parts.push(eventText(model, i, names, granularity));
      continue;
    }
    if (summarise && op !== OP.restore) flush();
    const text = eventText(model, i, names, granularity);
    if (text) parts.push(text);
  }
  if (summarise) flush();
  else if (swaps && granularity === 'cover') parts.push(t('cells.n.swaps', { count: swaps }));
  return parts.join(' ');
}
