// Words for the record the model stopped after, and which pseudo-code line it is (the panels
// highlight it). Reads the trace only; siblings: trace_model.js, panels.js.
import { t } from '../i18n/i18n.js';
import { OP } from './trace_model.js';

// The pseudo-code the panel shows, one entry per line: [id, text]. Knuth's notation, not translated.
export const PSEUDOCODE = Object.freeze([
  ['search', 'search(k):'],
  ['solved', '  if R[root] = root: print O₀…Oₖ₋₁; return'],
  ['choose', '  c ← an active item (fewest options | leftmost)'],
  ['cover-c', '  cover(c)'],
  ['try', '  for r ← D[c], D[D[c]], … while r ≠ c:  Oₖ ← r'],
  ['cover-j', '    for j ← R[r], … while j ≠ r: cover(C[j])'],
  ['recurse', '    search(k + 1)'],
  ['uncover-j', '    for j ← L[r], … while j ≠ r: uncover(C[j])'],
  ['uncover-c', '  uncover(c); return'],
  ['cover', 'cover(c):  R[L[c]] ← R[c];  L[R[c]] ← L[c]'],
  ['hide', '  for i ← D[c] …: for j ← R[i] …: D[U[j]] ← D[j]; U[D[j]] ← U[j]; S[C[j]] −= 1'],
  ['unhide', 'uncover(c):  for i ← U[c] …: for j ← L[i] …: S[C[j]] += 1; D[U[j]] ← j; U[D[j]] ← j'],
  ['uncover', '  R[L[c]] ← c;  L[R[c]] ← c'],
]);

/**
 * @param {import('./trace_model.js').TraceModel} model
 * @param {{ item: (i: number) => string, option: (k: number) => string, rule: string }} names
 * @returns {{ text: string, line: string|null, solution: number[]|null, event: number }}
 */
export function narrate(model, names) {
  const i = model.pos > 0 && model.op(model.pos - 1) === OP.step ? decisionEvent(model) : model.lastEvent();
  if (i < 0) return { text: t('viz.n.start'), line: 'search', solution: null, event: -1 };
  const f = (k) => model.field(i, k);
  const item = names.item;
  switch (model.op(i)) {
    case OP.choose: return line(i, 'choose', t('viz.n.choose', {
      level: f(1), item: item(f(2)), size: f(3), rule: t(names.rule === 'leftmost' ? 'viz.n.rule.leftmost' : 'viz.n.rule.fewest'),
    }));
    case OP.deadEnd: return line(i, 'choose', t('viz.n.dead_end', { item: item(f(2)) }));
    case OP.tryOption: return line(i, 'try', t('viz.n.try', { level: f(1), option: names.option(f(3)) }));
    case OP.cover: return line(i, coverLine(model, i), t('viz.n.cover', { item: item(f(1)) }));
    case OP.hide: {
      const cover = enclosingCover(model, i);
      return line(i, 'hide', t('viz.n.hide', {
        cover: cover > 0 ? item(cover) : '?', option: names.option(f(3)), item: item(f(2)), size: model.links.size[f(2)],
      }));
    }
    case OP.unhide: {
      const closing = model.uncoverOf[i];
      return line(i, 'unhide', t('viz.n.unhide', {
        cover: closing >= 0 ? item(model.field(closing, 1)) : '?', option: names.option(f(3)), item: item(f(2)),
        size: model.links.size[f(2)],
      }));
    }
    case OP.uncover: return line(i, 'uncover', t('viz.n.uncover', { item: item(f(1)) }));
    case OP.solution: {
      const options = model.solutionAt(i);
      const c = model.counters();
      return { text: t('viz.n.solution', { count: c.solutions, options: options.map(names.option).join(', ') }),
        line: 'solved', solution: options, event: i };
    }
    case OP.backtrack: return line(i, 'uncover-j', t('viz.n.backtrack', { level: f(1), item: item(f(2)) }));
    default: return line(i, null, '');
  }
}

function line(event, id, text) {
  return { text, line: id, solution: null, event };
}

// A cover right after a choose covers the chosen item c; any other covers an option's item.
function coverLine(model, i) {
  for (let k = i - 1; k >= 0; k--) {
    const op = model.op(k);
    if (op === OP.choose || op === OP.deadEnd) return 'cover-c';
    if (op === OP.tryOption) return 'cover-j';
  }
  return 'cover-c';
}

function enclosingCover(model, i) {
  for (let k = i - 1; k >= 0; k--) if (model.op(k) === OP.cover) return model.field(k, 1);
  return 0;
}

// After a whole Search::step(), the words are about the decision (choose, try, solution,
// backtrack), not the last link it wrote.
const DECISIONS = new Set([OP.choose, OP.deadEnd, OP.tryOption, OP.solution, OP.backtrack]);
function decisionEvent(model) {
  for (let k = model.pos - 2; k >= 0 && model.op(k) !== OP.step; k--) if (DECISIONS.has(model.op(k))) return k;
  return model.lastEvent();
}
