// The Dancing Cells view's model (no DOM): the engine's trace of the real CellsSearch (SSXC1's
// sparse sets, engine/include/dlx/cover/cells_trace.hpp) replayed forward and undone backward.
// It decides nothing: every array value comes from a write record, every choice from an event
// record. The Dancing Links twin is trace_model.js; siblings: cells_narration.js (words and code
// line), cells_view.js (the picture), pair_model.js (both methods side by side).
//
// The arrays, as the engine holds them (dancing_cells.hpp draws the layout):
//   set    per item a header [number, pos, size] then its set of nodes; the first `size` active
//   loc    per node, its index in its item's set (a spacer: its option's number)
//   item   the item list (handles): the first `active` items are active
//   trail  the handle of the item each hidden node left, `trailTop` entries in use
// Step sizes, matching the Dancing Links view's:
//   link      one write, or one swap (a hide or a deactivate) with its writes, or one decision
//   cover     one whole hide(i) with its swaps, one deactivate, one restore, or one decision
//   decision  one CellsSearch::step()
//   solution  up to the next solution (or the end)

import { StoppedTrace } from './stopped_trace.js';

export const CELLS_OP = Object.freeze({
  choose: 0, deadEnd: 1, tryOption: 2, deactivate: 3, hideItem: 4, hide: 5, restore: 6, write: 7,
  solution: 8, solutionOption: 9, backtrack: 10, step: 11, mark: 12,
});
// The arrays a write record names (its first field), as the engine numbers them.
export const CELLS_ARRAYS = Object.freeze(['set', 'loc', 'item', 'scalar', 'trail']);
export const SCALAR = Object.freeze({ active: 0, trailTop: 1 });
export const CELLS_STEP_EVENT = Object.freeze({ choose: 0, tryOption: 1, solution: 2, backtrack: 3, stopped: 4 });

const OP = CELLS_OP;
// Records that never start a Step: they belong to the event before them.
const ATTACHED = new Set([OP.write, OP.step, OP.mark, OP.solutionOption, OP.deadEnd]);
// The search's own decisions.
const DECISIONS = new Set([OP.choose, OP.deadEnd, OP.tryOption, OP.backtrack, OP.solution]);

export class CellsModel extends StoppedTrace {
  /** @param {object} trace  from exactCoverCellsTrace (cells_spec: records, structure, items, options) */
  constructor(trace) {
    super(trace);
    const s = trace.structure;
    this.initial = s;
    this.arrays = {
      set: Int32Array.from(s.set), loc: Int32Array.from(s.loc), item: Int32Array.from(s.item),
      scalar: Int32Array.of(s.active, 0), trail: new Int32Array(s.trail),
    };
    this.itm = s.itm;
    this.handle = s.handle;
    this.second = s.second;
    this.itemCount = s.handle.length - 1;
    this.primary = trace.primary ?? this.itemCount;
    this.initDecisions(this.itemCount);
    this.marks = new Int32Array(this.itemCount + 2).fill(-1);    // trail top each level marked
    this.stops = this.#computeStops();
  }

  get active() { return this.arrays.scalar[SCALAR.active]; }
  get trailTop() { return this.arrays.scalar[SCALAR.trailTop]; }
  isAttached(i) { return ATTACHED.has(this.op(i)); }

  /** Where a Step of each granularity may stop (positions = records applied). */
  #computeStops() {
    const n = this.length;
    const link = [0], cover = [0], decision = [0], solution = [0];
    let owner = -1;  // the event the writes at p belong to
    for (let p = 1; p <= n; p++) {
      const prev = this.op(p - 1);
      if (prev !== OP.write) owner = p - 1;
      const next = p < n ? this.op(p) : -1;
      const end = p === n;
      const starts = p < n && !ATTACHED.has(next);
      // A restore gives sizes back one write at a time: each is a link step of its own.
      const restoreWrite = next === OP.write && this.op(owner) === OP.restore && prev === OP.write;
      // hide(i) with swaps to come: its first swap shows with it.
      const opens = prev === OP.hideItem && next === OP.hide;
      if (end || ((starts || restoreWrite) && !opens)) link.push(p);
      if (end || (starts && next !== OP.hide)) cover.push(p);
      if (end || prev === OP.step) decision.push(p);
      if (end || (prev === OP.step && this.field(p - 1, 1) === CELLS_STEP_EVENT.solution)) solution.push(p);
    }
    const dedupe = (a) => Int32Array.from(a.filter((p, k) => k === 0 || p !== a[k - 1]));
    return { link: dedupe(link), cover: dedupe(cover), decision: dedupe(decision), solution: dedupe(solution) };
  }

  replay(i) {
    const r = this.records, b = i * this.width, op = r[b];
    switch (op) {
      case OP.write: this.arrays[CELLS_ARRAYS[r[b + 1]]][r[b + 2]] = r[b + 4]; return;
      case OP.choose: this.choose(r[b + 1], r[b + 2]); return;
      case OP.tryOption: this.tryNode(r[b + 1], r[b + 2]); return;
      case OP.backtrack: this.backtrackTo(r[b + 1]); return;
      case OP.mark: {
        const level = r[b + 1];
        this.undo.push(level, this.marks[level]);
        this.marks[level] = r[b + 2];
        return;
      }
      case OP.solution: this.hits.solution = true; return;
      case OP.deadEnd: this.hits.deadEnd = true; return;
      default:
    }
  }

  undoRecord(i) {
    const r = this.records, b = i * this.width, op = r[b];
    switch (op) {
      case OP.write: this.arrays[CELLS_ARRAYS[r[b + 1]]][r[b + 2]] = r[b + 3]; return;
      case OP.choose: case OP.tryOption: case OP.backtrack: this.undoDecision(); return;
      case OP.mark: {
        const mark = this.undo.pop(), level = this.undo.pop();
        this.marks[level] = mark;
        return;
      }
      default:
    }
  }

  /** SSXC1's counters after the records applied so far (carried on every record). */
  counters(pos = this.pos) {
    if (pos === 0) return { nodes: 0, updates: 0, solutions: 0 };
    let solutions = 0, i = pos - 1;
    for (; i >= 0 && this.op(i) !== OP.step; i--) if (this.op(i) === OP.solution) solutions++;
    if (i >= 0) solutions += this.field(i, 3);
    return { nodes: this.field(pos - 1, 5), updates: this.field(pos - 1, 6), solutions };
  }

  /** The last record before pos that is not a write, a step or a solution's option, or -1. */
  lastEvent(pos = this.pos) {
    for (let i = pos - 1; i >= 0; i--) {
      const op = this.op(i);
      if (op !== OP.write && op !== OP.step && op !== OP.solutionOption) return i;
    }
    return -1;
  }

  /** The last decision record (choose, dead end, try, backtrack, solution) before pos, or -1. */
  lastDecision(pos = this.pos) {
    for (let k = pos - 1; k >= 0; k--) if (DECISIONS.has(this.op(k))) return k;
    return -1;
  }

  /** The first decision record at or after pos, or -1. */
  nextDecision(pos = this.pos) {
    for (let k = pos; k < this.length; k++) if (DECISIONS.has(this.op(k))) return k;
    return -1;
  }

  // ---- reading the arrays --------------------------------------------------------------------
  numberOf(h) { return this.arrays.set[h - 3]; }
  posOf(h) { return this.arrays.set[h - 2]; }
  sizeOf(h) { return this.arrays.set[h - 1]; }
  /** How many set entries item number i has (its active and hidden nodes together). */
  setLength(i) {
    const h = this.handle[i];
    return (i < this.itemCount ? this.handle[i + 1] - 3 : this.arrays.set.length) - h;
  }
  isActive(i) { return this.posOf(this.handle[i]) < this.active; }
  /** The option (0-based) of a node: its spacer, further on, holds the option's number. */
  optionOf(x) {
    let y = x;
    while (this.itm[y] > 0) y++;
    return this.initial.loc[y];
  }
  /** The item number of a node. */
  itemOfNode(x) { return this.numberOf(this.itm[x]); }

  /** Active primary items, in the item list's current order. */
  activeItems() {
    const out = [];
    for (let k = 0; k < this.active; k++) {
      const h = this.arrays.item[k];
      if (h < this.second) out.push(this.numberOf(h));
    }
    return out;
  }

  /** Option numbers of the current partial solution O0..O(depth-1). */
  partialSolution() {
    return Array.from(this.choice.subarray(0, this.depth), (x) => this.optionOf(x));
  }

  /** The options of the solution record at index i, in the order the search chose them. */
  solutionAt(i) {
    const out = [];
    for (let k = 1; k <= this.field(i, 1); k++) out.push(this.field(i + k, 1));
    return out;
  }

  /**
   * The arrays as the engine's `states` hold them: set, loc, item, active, trailTop, trail. Past the
   * top the trail keeps what earlier pushes left there, in the engine and here alike (nothing
   * clears it: the top says what is in use).
   */
  state() {
    const a = this.arrays;
    return Int32Array.from([...a.set, ...a.loc, ...a.item, a.scalar[0], a.scalar[1], ...a.trail]);
  }
}
