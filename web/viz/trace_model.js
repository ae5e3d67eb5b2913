// The visualizer's model (no DOM): the engine's trace of the real C++ search replayed forward and
// undone backward. It decides nothing: every link, size, choice and counter comes from a record
// the engine wrote (engine/include/dlx/exact_cover_trace.hpp lists them). Siblings: narration.js
// (words for a record), matrix_view.js / sudoku_view.js / panels.js (drawing), controls.js.

export const OP = Object.freeze({
  choose: 0, deadEnd: 1, tryOption: 2, cover: 3, hide: 4, unhide: 5, uncover: 6, write: 7,
  solution: 8, solutionOption: 9, backtrack: 10, size: 11, step: 12,
});
export const FIELDS = Object.freeze(['prev', 'next', 'up', 'down', 'size']);
// Search::step()'s EventKind, as the step record carries it.
export const STEP_EVENT = Object.freeze({ choose: 0, tryOption: 1, solution: 2, backtrack: 3, stopped: 4 });
export const GRANULARITIES = Object.freeze(['link', 'cover', 'decision', 'solution']);

// Records that never stand alone as a step: they belong to the record before them.
const ATTACHED = new Set([OP.write, OP.solutionOption, OP.size, OP.step]);

export class TraceModel {
  /** @param {import('../engine/dlx_engine.js').TraceResult} trace  from exactCoverTrace / sudokuTrace */
  constructor(trace) {
    this.trace = trace;
    this.width = trace.width;
    this.records = trace.records;
    this.length = trace.records.length / trace.width;
    const s = trace.structure;
    this.initial = s;
    this.links = {
      prev: Int32Array.from(s.prev), next: Int32Array.from(s.next), up: Int32Array.from(s.up),
      down: Int32Array.from(s.down), size: Int32Array.from(s.size),
    };
    this.covered = Int32Array.from(s.covered);
    this.top = s.top;
    this.itemCount = s.size.length - 1;
    this.pos = 0;
    this.depth = 0;
    this.choice = new Int32Array(this.itemCount + 2).fill(-1);  // option tried at each level
    this.chosen = new Int32Array(this.itemCount + 2).fill(0);   // item branched on at each level
    this.undo = [];
    this.hits = { solution: false, deadEnd: false };
    this.stops = this.#computeStops();
    this.uncoverOf = this.#computeUncoverOf();
    this.treeIndex = this.#computeTreeIndex();
  }

  op(i) { return this.records[i * this.width]; }
  field(i, k) { return this.records[i * this.width + k]; }
  get atStart() { return this.pos === 0; }
  get atEnd() { return this.pos === this.length; }

  /** Where a step at each granularity may stop (sorted positions = records applied). */
  #computeStops() {
    const n = this.length;
    const link = [0], cover = [0], decision = [0], solution = [0];
    let lastEvent = -1;  // op of the last record before p that stands alone
    for (let p = 1; p <= n; p++) {
      const prev = this.op(p - 1);
      if (!ATTACHED.has(prev)) lastEvent = prev;
      const next = p < n ? this.op(p) : -1;
      if (p === n || !ATTACHED.has(next)) link.push(p);
      const inUncover = lastEvent === OP.unhide && (next === OP.unhide || next === OP.uncover);
      if (p === n || (!ATTACHED.has(next) && next !== OP.hide && !inUncover)) cover.push(p);
      if (p === n || prev === OP.step) decision.push(p);
      if (p === n || (prev === OP.step && this.field(p - 1, 1) === STEP_EVENT.solution)) solution.push(p);
    }
    const dedupe = (a) => Int32Array.from(new Set(a));
    return { link: dedupe(link), cover: dedupe(cover), decision: dedupe(decision), solution: dedupe(solution) };
  }

  // For each unhide record, the uncover record that closes its group (to name the item in words);
  // -1 elsewhere. A typed array, not a Map: a hard Sudoku at links detail has ~500k records.
  #computeUncoverOf() {
    const out = new Int32Array(this.length).fill(-1);
    let closing = -1;
    for (let i = this.length - 1; i >= 0; i--) {
      const op = this.op(i);
      if (op === OP.uncover) closing = i;
      else if (op === OP.unhide) out[i] = closing;
      else if (!ATTACHED.has(op)) closing = -1;
    }
    return out;
  }

  // Record indices of the search tree's events (choose, try, solution, dead end), in order.
  #computeTreeIndex() {
    const out = [];
    for (let i = 0; i < this.length; i++) {
      const op = this.op(i);
      if (op === OP.choose || op === OP.tryOption || op === OP.solution || op === OP.deadEnd) out.push(i);
    }
    return Int32Array.from(out);
  }

  #forward(i) {
    const w = this.width, r = this.records, b = i * w, op = r[b];
    switch (op) {
      case OP.write: this.links[FIELDS[r[b + 2]]][r[b + 1]] = r[b + 4]; return;
      case OP.size: this.links.size[r[b + 1]] = r[b + 3]; return;
      case OP.cover: this.covered[r[b + 1]] = 1; return;
      case OP.uncover: this.covered[r[b + 1]] = 0; return;
      case OP.choose: case OP.tryOption: case OP.backtrack: {
        const level = r[b + 1];
        this.undo.push(this.depth, level, this.choice[level], this.chosen[level]);
        if (op === OP.choose) {
          this.depth = level;
          this.chosen[level] = r[b + 2];
        } else if (op === OP.tryOption) {
          this.choice[level] = r[b + 3];
          this.depth = level + 1;
        } else {
          this.depth = level + 1;
        }
        return;
      }
      case OP.solution: this.hits.solution = true; return;
      case OP.deadEnd: this.hits.deadEnd = true; return;
      default:
    }
  }

  #backward(i) {
    const w = this.width, r = this.records, b = i * w, op = r[b];
    switch (op) {
      case OP.write: this.links[FIELDS[r[b + 2]]][r[b + 1]] = r[b + 3]; return;
      case OP.size: this.links.size[r[b + 1]] = r[b + 2]; return;
      case OP.cover: this.covered[r[b + 1]] = 0; return;
      case OP.uncover: this.covered[r[b + 1]] = 1; return;
      case OP.choose: case OP.tryOption: case OP.backtrack: {
        const chosen = this.undo.pop(), choice = this.undo.pop(), level = this.undo.pop();
        this.depth = this.undo.pop();
        this.choice[level] = choice;
        this.chosen[level] = chosen;
        return;
      }
      default:
    }
  }

  /** Replays or undoes records until `target` records are applied. */
  seek(target) {
    const to = Math.max(0, Math.min(this.length, target));
    this.hits = { solution: false, deadEnd: false };
    while (this.pos < to) this.#forward(this.pos++);
    while (this.pos > to) this.#backward(--this.pos);
    return this;
  }

  /** The next (dir 1) or previous (dir -1) stop of a granularity from the current position. */
  stopFrom(granularity, dir) {
    const stops = this.stops[granularity];
    let lo = 0, hi = stops.length;  // first index with stops[i] > pos
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (stops[mid] > this.pos) hi = mid;
      else lo = mid + 1;
    }
    if (dir > 0) return lo < stops.length ? stops[lo] : this.length;
    let i = lo - 1;
    while (i >= 0 && stops[i] >= this.pos) i--;
    return i >= 0 ? stops[i] : 0;
  }

  step(granularity) { return this.seek(this.stopFrom(granularity, 1)); }

  /** How many search decisions (Search::step() calls) the records applied so far hold. */
  decisionsDone() {
    const stops = this.stops.decision;
    let lo = 0, hi = stops.length;  // first stop > pos
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (stops[mid] > this.pos) hi = mid;
      else lo = mid + 1;
    }
    return lo - 1;
  }

  /** Moves to just after the `count`-th decision (the same point of the search at any detail). */
  seekDecision(count) {
    const stops = this.stops.decision;
    return this.seek(stops[Math.max(0, Math.min(stops.length - 1, count))]);
  }
  back(granularity) { return this.seek(this.stopFrom(granularity, -1)); }

  /** DLX1's counters after the records applied so far (the engine's, carried on each record). */
  counters() {
    if (this.pos === 0) return { nodes: 0, updates: 0, solutions: 0 };
    let solutions = 0;
    for (let i = this.pos - 1; i >= 0; i--) {
      if (this.op(i) === OP.step) {
        solutions = this.field(i, 3);
        break;
      }
    }
    // A solution found since that step is already counted in nodes; count it in solutions too.
    for (let i = this.pos - 1; i >= 0 && this.op(i) !== OP.step; i--) if (this.op(i) === OP.solution) solutions++;
    return { nodes: this.field(this.pos - 1, 5), updates: this.field(this.pos - 1, 6), solutions };
  }

  /** The index of the last record that stands alone (the event the view narrates), or -1. */
  lastEvent() {
    for (let i = this.pos - 1; i >= 0; i--) if (!ATTACHED.has(this.op(i))) return i;
    return -1;
  }

  /** Option indices of the current partial solution O0..O(depth-1). */
  partialSolution() {
    return Array.from(this.choice.subarray(0, this.depth));
  }

  /** The options of the solution record at index i, in the order the search chose them. */
  solutionAt(i) {
    const out = [];
    for (let k = 1; k <= this.field(i, 1); k++) out.push(this.field(i + k, 1));
    return out;
  }

  /** Active primary items, walking the current item list from the root. */
  activeItems() {
    const out = [];
    const next = this.links.next;
    for (let i = next[0], guard = 0; i !== 0 && guard <= this.itemCount; i = next[i], guard++) out.push(i);
    return out;
  }

  /** The nodes now linked into item i's vertical list, top to bottom. */
  columnNodes(i) {
    const out = [];
    const down = this.links.down;
    for (let x = down[i], guard = 0; x !== i && guard < down.length; x = down[x], guard++) out.push(x);
    return out;
  }

  /** How many search tree events (choose, try, solution, dead end) the first `limit` records hold. */
  treeCount(limit = this.pos) {
    const idx = this.treeIndex;
    let lo = 0, hi = idx.length;  // first entry >= limit
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (idx[mid] < limit) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The record indices of the last `max` search tree events among the first `limit` records. */
  treeEvents(limit = this.pos, max = Infinity) {
    const end = this.treeCount(limit);
    return Array.from(this.treeIndex.subarray(Math.max(0, end - max), end));
  }

  /** True when the link arrays and sizes equal the structure the engine started from. */
  isInitial() {
    const same = (a, b) => a.length === b.length && a.every((v, k) => v === b[k]);
    const s = this.initial;
    return same(this.links.prev, s.prev) && same(this.links.next, s.next) && same(this.links.up, s.up)
      && same(this.links.down, s.down) && same(this.links.size, s.size) && same(this.covered, s.covered);
  }
}
