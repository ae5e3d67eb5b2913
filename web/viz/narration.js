// What the last Step did, from the records it applied: the words, the item they are about (the
// views highlight exactly that one), and where the pseudo-code is. One function of the model's
// position and the step size, so words, code and picture cannot disagree. Reads the trace only;
// siblings: trace_model.js (the span of a Step), panels.js and the views (drawing the story).
import { t } from '../i18n/i18n.js';
import { TAOCP_PSEUDOCODE, inNotation } from './notation.js';
import { CALLER, FIELDS, OP } from './trace_model.js';

// The pseudo-code the panel shows, one entry per line: [id, segments]. A string segment is plain
// text; a one-element array is a statement the trace can point at (link-update stepping lights the
// assignment it just did). Knuth's notation, not translated. The writes are in the engine's order.
export const PSEUDOCODE = Object.freeze([
  ['search', ['search(k):']],
  ['solved', ['  if R[root] = root: print O₀…Oₖ₋₁; return']],
  ['choose', ['  c ← an active item (fewest options, or leftmost)']],
  ['cover-c', ['  cover(c)']],
  ['try', ['  for r ← D[c], D[D[c]], … while r ≠ c:  Oₖ ← r']],
  ['cover-j', ['    for j ← R[r], … while j ≠ r: cover(C[j])']],
  ['recurse', ['    search(k + 1)']],
  ['uncover-j', ['    for j ← L[r], … while j ≠ r: uncover(C[j])']],
  ['uncover-c', ['  uncover(c); return']],
  ['cover', ['cover(c):  ', ['R[L[c]] ← R[c]'], ';  ', ['L[R[c]] ← L[c]']]],
  ['hide', ['  for i ← D[c] …, j ← R[i] …:  ', ['D[U[j]] ← D[j]'], '; ', ['U[D[j]] ← U[j]'], '; ', ['S[C[j]] −= 1']]],
  ['unhide', ['uncover(c):  for i ← U[c] …, j ← L[i] …:  ', ['D[U[j]] ← j'], '; ', ['U[D[j]] ← j'], '; ', ['S[C[j]] += 1']]],
  ['uncover', ['  ', ['R[L[c]] ← c'], ';  ', ['L[R[c]] ← c']]],
]);

/** The code panel's lines in a notation (notation.js has TAOCP's Algorithm X). */
export const pseudocode = (notation) => (notation === 'taocp' ? TAOCP_PSEUDOCODE : PSEUDOCODE);

const CALLER_LINE = { cover: ['cover-c', 'cover-c', 'cover-j'], uncover: ['uncover-c', 'uncover-c', 'uncover-j'] };
const MAX_LISTED = 4;

/**
 * Where the pseudo-code is at the position: the statement that finished last. Inside cover(c) or
 * uncover(c) that is the line of the link just written (and `caller` the search line that called
 * it); once the whole cover or uncover is done, the caller's line itself.
 * @returns {{ line: string, caller: string|null, statement: number }}
 */
export function codePosition(model, pos = model.pos) {
  const e = model.lastEvent(pos);
  if (e < 0) return { line: 'search', caller: null, statement: -1 };
  const op = model.op(e);
  const kind = op === OP.cover || op === OP.hide || op === OP.unlink ? 'cover' : 'uncover';
  switch (op) {
    case OP.choose: case OP.deadEnd: return { line: 'choose', caller: null, statement: -1 };
    case OP.tryOption: return { line: 'try', caller: null, statement: -1 };
    case OP.solution: return { line: 'solved', caller: null, statement: -1 };
    case OP.backtrack: return { line: 'recurse', caller: null, statement: -1 };
    case OP.cover: case OP.hide: case OP.unhide: case OP.uncover: case OP.unlink: case OP.relink: {
      const caller = CALLER_LINE[kind][model.callerOf[e]];
      if (model.groupDone(e, pos)) return { line: caller, caller: null, statement: -1 };
      // TAOCP order: the item's own writes follow unlink (cover's last) and relink (uncover's first).
      const line = { [OP.cover]: 'cover', [OP.hide]: 'hide', [OP.unhide]: 'unhide', [OP.uncover]: 'uncover', [OP.unlink]: 'cover', [OP.relink]: 'uncover' }[op];
      return { line, caller, statement: model.writesDone(e, pos) - 1 };
    }
    default: return { line: 'search', caller: null, statement: -1 };
  }
}

/**
 * The item the position is about (what the words name first and the picture highlights): the
 * chosen item, the covered or uncovered item, the item whose list a link step changes, the item
 * an option is tried for; none (-1) at the start and at a solution.
 */
export function focusItem(model, granularity, pos = model.pos) {
  const e = model.lastEvent(pos);
  if (e < 0) return -1;
  const f = (k) => model.field(e, k);
  switch (model.op(e)) {
    case OP.choose: case OP.deadEnd: case OP.backtrack: return f(2);
    case OP.cover: case OP.uncover: case OP.unlink: case OP.relink: return f(1);
    case OP.hide: case OP.unhide: {
      if (granularity === 'link') return f(2);
      const head = model.groupOf[e];
      return head >= 0 ? model.field(head, 1) : f(2);
    }
    case OP.tryOption: return model.top[f(2)];
    default: return -1;
  }
}

/** The sizes of items as they were just before record i (undoing the size writes of [i, pos)). */
function sizesBefore(model, i, pos = model.pos) {
  const size = Int32Array.from(model.links.size);
  for (let k = pos - 1; k >= i; k--) {
    const op = model.op(k);
    if (op === OP.write && FIELDS[model.field(k, 2)] === 'size') size[model.field(k, 1)] = model.field(k, 3);
    else if (op === OP.size) size[model.field(k, 1)] = model.field(k, 2);
  }
  return size;
}

/**
 * The other active primary items as small as the chosen one when record i chose it (under the
 * fewest-options rule the search took the leftmost of them).
 */
export function tiesAt(model, i, pos = model.pos) {
  const chosen = model.field(i, 2), size = sizesBefore(model, i, pos);
  const active = new Set(model.activeItems());
  active.add(chosen);  // covered since, within this step
  const out = [];
  for (const item of [...active].sort((a, b) => a - b)) {
    if (item !== chosen && item <= model.primary && size[item] === size[chosen]) out.push(item);
  }
  return out;
}

function list(names) {
  if (names.length <= MAX_LISTED) return names.join(', ');
  return t('viz.n.list_more', { list: names.slice(0, MAX_LISTED).join(', '), more: names.length - MAX_LISTED });
}

// The records of [start, pos) cut into pieces: decisions, and cover / uncover groups with the
// hides or unhides of them the span holds.
function piecesOf(model, start, pos) {
  const pieces = [];
  let group = null;
  for (let i = start; i < pos; i++) {
    const op = model.op(i);
    // (unlink and relink belong to the cover or uncover group around them: TAOCP order.)
    if (op === OP.write || op === OP.size || op === OP.step || op === OP.solutionOption || op === OP.unlink || op === OP.relink) continue;
    if (op === OP.hide || op === OP.unhide || op === OP.uncover) {
      const head = model.groupOf[i];
      if (!group || group.head !== head || group.kind !== (op === OP.hide ? 'cover' : 'uncover')) {
        group = { kind: op === OP.hide ? 'cover' : 'uncover', head, nodes: [], first: i };
        pieces.push(group);
      }
      if (op !== OP.uncover) group.nodes.push(i);
      group.last = i;
      continue;
    }
    if (op === OP.cover) {
      group = { kind: 'cover', head: i, nodes: [], first: i, last: i };
      pieces.push(group);
      continue;
    }
    group = null;
    pieces.push({ kind: op, i });
  }
  return pieces;
}

// Items whose size the span changed and that are now active with at most one option left. Right
// after cover(c), an item may be at 0 only because c's options were its last ones: then the option
// tried next has to cover it, which is not yet a dead end, and the words say so. While an option's
// items are being covered, its own items still to come are covered next whatever their size.
function sizeNews(model, start, pos, names, toCover) {
  // Only sizes that went down are news: an uncover raising one back to 1 forces nothing new.
  const touched = new Set();
  for (let k = start; k < pos; k++) {
    const op = model.op(k);
    if (op === OP.write && FIELDS[model.field(k, 2)] === 'size' && model.field(k, 4) < model.field(k, 3)) touched.add(model.field(k, 1));
    else if (op === OP.size && model.field(k, 3) < model.field(k, 2)) touched.add(model.field(k, 1));
  }
  const chosen = chosenJustNow(model, pos);
  const through = chosen > 0 ? itemsOfOptions(model, model.columnNodes(chosen)) : new Set();
  const next = new Set(toCover);
  const single = [], empty = [], pending = [], coveredNext = [];
  for (const item of [...touched].sort((a, b) => a - b)) {
    if (item > model.primary || model.covered[item]) continue;
    const size = model.links.size[item];
    if (next.has(item)) {
      if (size === 0) coveredNext.push(names.item(item));
    } else if (size === 1) single.push(names.item(item));
    else if (size === 0) (through.has(item) ? pending : empty).push(names.item(item));
  }
  const out = [];
  if (single.length) out.push(t('viz.n.now_single', { items: list(single), count: single.length }));
  if (pending.length) out.push(t('viz.n.now_pending', { items: list(pending), count: pending.length, item: names.item(chosen) }));
  if (coveredNext.length) out.push(t('viz.n.now_covered_next', { items: list(coveredNext), count: coveredNext.length }));
  if (empty.length) out.push(t('viz.n.now_empty', { items: list(empty), count: empty.length }));
  return out;
}

// The item chosen and covered by the last decision, if no option of it has been tried yet; else 0.
// (After a dead end the last decision is the dead end: its item has no options to go through.)
function chosenJustNow(model, pos) {
  const d = model.lastDecision(pos);
  return d >= 0 && model.op(d) === OP.choose ? model.field(d, 2) : 0;
}

// The items of the options that the given nodes belong to.
function itemsOfOptions(model, nodes) {
  const out = new Set();
  for (const x of nodes) for (const item of model.itemsOfNode(x)) out.add(item);
  return out;
}

function optionsAndItems(model, nodes, names) {
  const options = [], items = [];
  for (const i of nodes) {
    const option = names.option(model.field(i, 3)), item = names.item(model.field(i, 2));
    if (!options.includes(option)) options.push(option);
    if (!items.includes(item)) items.push(item);
  }
  return { options: list(options), optionCount: options.length, items: list(items) };
}

function groupText(model, g, pos, names) {
  const head = g.head;
  const item = head >= 0 ? names.item(model.field(head, 1)) : '?';
  const detail = model.trace.detail === 'links';
  let text;
  if (g.kind === 'cover') {
    const size = head >= 0 ? model.links.size[model.field(head, 1)] : 0;
    if (g.nodes.length) text = t('viz.n.cover_hides', { item, count: g.nodes.length, ...optionsAndItems(model, g.nodes, names) });
    else if (!detail) text = size === 0 ? t('viz.n.cover_empty', { item }) : t('viz.n.cover_sizes', { item });
    else text = size === 0 ? t('viz.n.cover_empty', { item }) : t('viz.n.cover', { item });
  } else if (g.nodes.length) {
    text = t('viz.n.uncover_unhides', { item, count: g.nodes.length, ...optionsAndItems(model, g.nodes, names) });
  } else {
    text = detail ? t('viz.n.uncover', { item }) : t('viz.n.uncover_sizes', { item });
  }
  const last = g.last ?? g.first;
  if (!model.groupDone(last, pos)) text += ` ${t('viz.n.in_progress', { call: `${g.kind}(${item})` })}`;
  return text;
}

function chooseText(model, i, pos, names, deadEnd) {
  const item = model.field(i, 2), size = model.field(i, 3);
  let rule;
  if (names.rule === 'leftmost') rule = t('viz.n.rule.leftmost');
  else {
    const ties = tiesAt(model, i, pos);
    rule = ties.length ? t('viz.n.rule.tie', { ties: list(ties.map(names.item)), size }) : t('viz.n.rule.fewest');
  }
  const text = t('viz.n.choose', { level: model.field(i, 1), item: names.item(item), size, rule });
  return deadEnd ? `${text} ${t('viz.n.dead_end', { item: names.item(item) })}` : text;
}

// After a backtrack at record i: whether the level tries another option (true), or returns
// because that was its last (false); null when the trace ends first (a budget cut it short).
function nextOptionAfter(model, i) {
  for (let k = i + 1; k < model.length; k++) {
    const op = model.op(k);
    if (op === OP.tryOption) return true;
    if (op === OP.uncover && model.callerOf[k] === CALLER.chosen) return false;
    if (op === OP.choose || op === OP.backtrack || op === OP.solution) return false;
  }
  return null;
}

function decisionText(model, piece, pos, names) {
  const i = piece.i, f = (k) => model.field(i, k);
  switch (piece.kind) {
    case OP.choose: return chooseText(model, i, pos, names, i + 1 < model.length && model.op(i + 1) === OP.deadEnd);
    case OP.deadEnd: return '';
    case OP.tryOption: return t('viz.n.try', { level: f(1), option: names.option(f(3)), item: names.item(model.top[f(2)]) });
    case OP.solution: return t('viz.n.solution', { count: model.counters().solutions, options: model.solutionAt(i).map(names.option).join(', ') });
    case OP.backtrack: {
      const level = f(1), option = model.choice[level];
      const key = nextOptionAfter(model, i) === false ? 'viz.n.backtrack_last' : 'viz.n.backtrack';
      return t(key, { level, deeper: level + 1, item: names.item(f(2)), option: option >= 0 ? names.option(option) : '?' });
    }
    default: return '';
  }
}

// One link written, in words, with the statement it is (the code panel lights the same one).
function linkText(model, e, w, names) {
  const f = (k) => model.field(e, k);
  const field = FIELDS[model.field(w, 2)];
  const n = model.itemCount;
  const listName = (i) => (i === 0 ? t('viz.root') : i === n + 1 ? t('viz.root2') : names.item(i));
  const nodeName = (x) => (x <= n ? t('viz.header', { item: names.item(x) }) : t('viz.node', { x }));
  const k = w - e - 1;  // which write of the event
  switch (model.op(e)) {
    case OP.cover: case OP.unlink: {
      const item = names.item(f(1)), l = model.links.prev[f(1)], r = model.links.next[f(1)];
      const vars = { item, left: listName(l), right: listName(r) };
      return t(k === 0 ? 'viz.n.link.cover_next' : 'viz.n.link.cover_prev', vars);
    }
    case OP.uncover: case OP.relink: {
      const item = names.item(f(1)), l = model.links.prev[f(1)], r = model.links.next[f(1)];
      return t(k === 0 ? 'viz.n.link.uncover_next' : 'viz.n.link.uncover_prev', { item, left: listName(l), right: listName(r) });
    }
    case OP.hide: case OP.unhide: {
      const x = f(1), hide = model.op(e) === OP.hide;
      const head = model.groupOf[e];
      const cover = head >= 0 ? names.item(model.field(head, 1)) : '?';
      const vars = {
        cover, x, item: names.item(f(2)), option: names.option(f(3)), up: nodeName(model.links.up[x]),
        down: nodeName(model.links.down[x]), size: model.links.size[f(2)],
      };
      if (!hide) Object.assign(vars, unhideOrder(model, e));
      const key = field === 'size' ? 'size' : field === 'down' ? 'down' : 'up';
      return t(`viz.n.link.${hide ? 'hide' : 'unhide'}_${key}`, vars);
    }
    default: return '';
  }
}

// For an unhide: it is the k-th of m nodes its uncover puts back, and cover took it out (m-k+1)-th.
function unhideOrder(model, e) {
  let k = 1, m = 0;
  const head = model.groupOf[e];
  for (let i = e - 1; i >= 0 && (model.isAttached(i) || (model.op(i) === OP.unhide && model.groupOf[i] === head)); i--) {
    if (model.op(i) === OP.unhide) k++;
  }
  for (let i = e + 1; i < model.length && (model.isAttached(i) || (model.op(i) === OP.unhide && model.groupOf[i] === head)); i++) {
    if (model.op(i) === OP.unhide) m++;
  }
  m += k;
  return { k, m, back: m - k + 1 };
}

/**
 * The story of the position at a step size: the words for what the last Step did, the item and
 * node they are about, the code position, (link steps) the one link that changed, and the items
 * the option being tried has still to cover (toCover: no dead end, whatever their size).
 * @param {import('./trace_model.js').TraceModel} model
 * @param {'link'|'cover'|'decision'|'solution'} granularity
 * @param {{ item: (i: number) => string, option: (k: number) => string, rule: string, notation?: string }} names  (notation: 'taocp' words it in TAOCP's names)
 */
export function story(model, granularity, names) {
  const s = storyOf(model, granularity, names);
  s.text = inNotation(s.text, names.notation);
  return s;
}

function storyOf(model, granularity, names) {
  const pos = model.pos;
  const code = codePosition(model, pos);
  const base = { text: '', item: -1, context: -1, node: -1, option: -1, link: null, reads: [], group: null, solution: null, toCover: [], ...code };
  if (pos === 0) return { ...base, text: t('viz.n.start') };
  base.toCover = model.pendingItems();  // the tried option's items still to cover: for the words and matrix_view.js
  const e = model.lastEvent(pos);
  base.item = focusItem(model, granularity, pos);
  const op = model.op(e);
  if (op === OP.hide || op === OP.unhide) {
    base.node = model.field(e, 1);
    base.option = model.field(e, 3);
    const head = model.groupOf[e];
    base.context = head >= 0 ? model.field(head, 1) : -1;
  } else if (op === OP.tryOption) {
    base.node = model.field(e, 2);
    base.option = model.field(e, 3);
  } else if (op === OP.solution) {
    base.solution = model.solutionAt(e);
  }
  base.group = groupAt(model, e, pos);
  // Link steps: the one write, or the one decision, in detail.
  const w = pos - 1 - trailingCount(model, pos);
  if (granularity === 'link' && w >= 0 && model.op(w) === OP.write) {
    const writeEvent = model.lastEvent(w + 1);
    base.link = { target: model.field(w, 1), field: FIELDS[model.field(w, 2)], old: model.field(w, 3), now: model.field(w, 4) };
    base.reads = linksRead(model, writeEvent, w - writeEvent - 1);
    let text = linkText(model, writeEvent, w, names);
    if (model.groupDone(writeEvent, pos) && base.group) {
      text += ` ${t(`viz.n.${base.group.kind}_done`, { item: names.item(base.group.item) })}`;
    }
    return { ...base, text };
  }
  let [start] = model.span(granularity);
  if (granularity === 'solution') start = Math.max(start, model.span('decision')[0]);
  const pieces = piecesOf(model, start, pos);
  const parts = granularity === 'decision' || granularity === 'solution' ? summary(model, pieces, pos, names) : pieces.map((p) => pieceText(model, p, pos, names));
  if (granularity !== 'link') parts.push(...sizeNews(model, start, pos, names, base.toCover));
  return { ...base, text: parts.filter(Boolean).join(' ') };
}

// The removed node's (or item's) own links a write reads: D[U[x]] <- D[x] reads both of x's links,
// D[U[x]] <- x only U[x]. On the way back these are the stale links that make uncover work.
function linksRead(model, e, k) {
  const x = model.field(e, 1);
  switch (model.op(e)) {
    case OP.hide: return k < 2 ? [{ from: x, field: 'up' }, { from: x, field: 'down' }] : [];
    case OP.unhide: return k === 0 ? [{ from: x, field: 'up' }] : k === 1 ? [{ from: x, field: 'down' }] : [];
    case OP.cover: case OP.unlink: return [{ from: x, field: 'prev' }, { from: x, field: 'next' }];
    case OP.uncover: case OP.relink: return [{ from: x, field: k === 0 ? 'prev' : 'next' }];
    default: return [];
  }
}

function pieceText(model, piece, pos, names) {
  return piece.kind === 'cover' || piece.kind === 'uncover' ? groupText(model, piece, pos, names) : decisionText(model, piece, pos, names);
}

// A whole Search::step() in a few sentences: the covers an option makes, and the uncovers that
// undo one, are listed together.
function summary(model, pieces, pos, names) {
  const out = [];
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k];
    if (p.kind === 'uncover' && model.callerOf[p.head] === CALLER.chosen && p.head >= 0) {
      // cover(c) leaves c's own list and size alone: a size of 0 here means c never had an option.
      const item = model.field(p.head, 1);
      out.push(t(model.links.size[item] === 0 ? 'viz.n.backup_empty' : 'viz.n.backup', { item: names.item(item) }));
    } else if (p.kind === 'uncover' && model.callerOf[p.head] === CALLER.option) {
      const items = [];
      const option = model.undoneOption[p.head];
      while (k < pieces.length && pieces[k].kind === 'uncover' && model.callerOf[pieces[k].head] === CALLER.option) {
        items.push(names.item(model.field(pieces[k].head, 1)));
        k++;
      }
      k--;
      out.push(t('viz.n.undo_option', { option: option >= 0 ? names.option(option) : '?', items: list(items) }));
    } else if (p.kind === OP.tryOption && pieces[k + 1]?.kind === 'cover') {
      const items = [];
      while (pieces[k + 1]?.kind === 'cover') {
        k++;
        items.push(names.item(model.field(pieces[k].head, 1)));
      }
      out.push(`${decisionText(model, p, pos, names)} ${t('viz.n.cover_items', { items: list(items), count: items.length })}`);
    } else {
      out.push(pieceText(model, p, pos, names));
    }
  }
  return out;
}

function trailingCount(model, pos) {
  let k = 0;
  while (pos - 1 - k >= 0 && model.trails(pos - 1 - k)) k++;
  return k;
}

// The cover or uncover group the last event belongs to: its item and the nodes it has hidden or
// put back so far, in order (the picture numbers them: uncover goes in exactly the reverse order).
function groupAt(model, e, pos) {
  const op = model.op(e);
  if (![OP.cover, OP.hide, OP.unhide, OP.uncover, OP.unlink, OP.relink].includes(op)) return null;
  const kind = op === OP.cover || op === OP.hide || op === OP.unlink ? 'cover' : 'uncover';
  const head = model.groupOf[e];
  const nodes = [];
  if (kind === 'cover') {
    for (let i = head + 1; i < pos; i++) if (model.op(i) === OP.hide) nodes.push(model.field(i, 1));
  } else {
    let i = op === OP.uncover ? e - 1 : e;
    const found = [];
    for (; i >= 0 && (model.isAttached(i) || model.op(i) === OP.unhide); i--) {
      if (model.op(i) === OP.unhide && model.groupOf[i] === head) found.push(model.field(i, 1));
      else if (model.op(i) === OP.unhide) break;
    }
    nodes.push(...found.reverse());
  }
  const item = head >= 0 ? model.field(head, 1) : (op === OP.unhide ? model.field(e, 2) : -1);
  return { kind, item, nodes, done: model.groupDone(e, pos) };
}
