// The visualizer's model (no DOM): the engine's trace of the real C++ search replayed forward and
// undone backward. It decides nothing: every link, size, choice and counter comes from a record
// the engine wrote (engine/include/dlx/exact_cover_trace.hpp lists them). Siblings: narration.js
// (what the records between two stops did, in words, and where the pseudo-code is),
// matrix_view.js / sudoku_view.js / problem_view.js / panels.js (drawing), controls.js.
//
// One Step moves from one stop to the next stop of its granularity; everything the views show is
// a function of the position alone (and of the granularity, for what "just changed"), so the
// words, the code line, the counters and the picture can never describe different states.
//   link      one link or size written (a hide's first write carries the hide), or one decision
//   cover     one whole cover(c) (its hides included), one whole uncover(c), or one decision
//   decision  one Search::step(): choose and cover, try and cover, solution, backtrack
//   solution  up to the next solution (or the end)

import { StoppedTrace } from './stopped_trace.js';

export const OP = Object.freeze({
  choose: 0, deadEnd: 1, tryOption: 2, cover: 3, hide: 4, unhide: 5, uncover: 6, write: 7,
  solution: 8, solutionOption: 9, backtrack: 10, size: 11, step: 12,
  // TAOCP order only (trace option order: 'taocp'): cover's item unlink after its hides, and
  // uncover's relink before its unhides, each followed by its two writes.
  unlink: 13, relink: 14,
});
export const FIELDS = Object.freeze(['prev', 'next', 'up', 'down', 'size']);
// Search::step()'s EventKind, as the step record carries it.
export const STEP_EVENT = Object.freeze({ choose: 0, tryOption: 1, solution: 2, backtrack: 3, stopped: 4 });
export const GRANULARITIES = Object.freeze(['link', 'cover', 'decision', 'solution']);

// Records that never stand alone: they belong to the event before them (a write to its cover,
// hide, unhide or uncover; the others to whatever the step ended with).
const ATTACHED = new Set([OP.write, OP.solutionOption, OP.size, OP.step]);
// Records that come after their event and never start a Step of their own.
const TRAILING = new Set([OP.solutionOption, OP.size, OP.step]);
// Events whose link writes follow them.
const ANNOUNCES = new Set([OP.cover, OP.hide, OP.unhide, OP.uncover, OP.unlink, OP.relink]);
// The search's own decisions (Search::step's events, and a choice's dead end).
const DECISIONS = new Set([OP.choose, OP.deadEnd, OP.tryOption, OP.backtrack, OP.solution]);

// Where a cover or uncover was called from (the pseudo-code line of search(k) that called it).
export const CALLER = Object.freeze({ none: 0, chosen: 1, option: 2 });

export class TraceModel extends StoppedTrace {
  /** @param {import('../engine/dlx_engine.js').TraceResult} trace  from exactCoverTrace / sudokuTrace */
  constructor(trace) {
    super(trace);
    const s = trace.structure;
    this.initial = s;
    this.links = {
      prev: Int32Array.from(s.prev), next: Int32Array.from(s.next), up: Int32Array.from(s.up),
      down: Int32Array.from(s.down), size: Int32Array.from(s.size),
    };
    this.covered = Int32Array.from(s.covered);
    this.top = s.top;
    this.itemCount = s.size.length - 1;
    this.primary = trace.primary ?? this.itemCount;
    this.initDecisions(this.itemCount);
    this.#index();
    this.stops = this.#computeStops();
    this.treeIndex = this.#computeTreeIndex();
  }

  isAttached(i) { return ATTACHED.has(this.op(i)); }

  // One pass over the records: for each cover/hide record the cover that opened its group, for
  // each unhide/uncover the uncover that closes it, where each group was called from, and which
  // option an uncover of the search's recover phase undoes, and which uncover returns from a level
  // whose options are all tried. Typed arrays: a hard Sudoku at links detail has ~500k records.
  #index() {
    const n = this.length;
    this.groupOf = new Int32Array(n).fill(-1);
    this.callerOf = new Uint8Array(n);
    this.undoneOption = new Int32Array(n).fill(-1);
    this.leavesLevel = new Uint8Array(n);
    const chosenAt = new Int32Array(this.itemCount + 2);
    const tried = new Int32Array(this.itemCount + 2).fill(-1);
    let level = 0, lastDecision = -1, lastStep = -1, cover = -1;
    this.firstTry = n;
    for (let i = 0; i < n; i++) {
      const op = this.op(i);
      if (op === OP.tryOption && this.firstTry === n) this.firstTry = i;
      if (op === OP.choose) {
        level = this.field(i, 1);
        chosenAt[level] = this.field(i, 2);
        lastDecision = lastStep = OP.choose;
      } else if (op === OP.tryOption) {
        level = this.field(i, 1);
        tried[level] = this.field(i, 3);
        lastDecision = lastStep = OP.tryOption;
      } else if (op === OP.backtrack || op === OP.solution) {
        if (op === OP.backtrack) level = this.field(i, 1);
        lastDecision = lastStep = op;
      } else if (op === OP.cover) {
        cover = i;
        this.groupOf[i] = i;
        // The first cover after a choose is cover(c) of the chosen item; the others cover an
        // option's items.
        this.callerOf[i] = lastDecision === OP.choose ? CALLER.chosen : CALLER.option;
        lastDecision = OP.cover;
      } else if (op === OP.hide || op === OP.unlink) {
        this.groupOf[i] = cover;
      } else if (op === OP.uncover) {
        // The uncover of the item chosen at this level is the backup; the others undo an option.
        const item = this.field(i, 1);
        this.callerOf[i] = item === chosenAt[level] ? CALLER.chosen : CALLER.option;
        if (this.callerOf[i] === CALLER.option) this.undoneOption[i] = tried[level];
        // After its last option, the level's own uncover(c) drops that option from the partial
        // solution. A backtrack record does so for deeper levels too, but none follows level 0's.
        else if (lastStep !== OP.choose) this.leavesLevel[i] = 1;
      }
    }
    let closing = -1;
    for (let i = n - 1; i >= 0; i--) {
      const op = this.op(i);
      if (op === OP.uncover) {
        closing = i;
        this.groupOf[i] = i;
      } else if (op === OP.unhide || op === OP.relink) {
        this.groupOf[i] = closing;
        this.callerOf[i] = closing >= 0 ? this.callerOf[closing] : CALLER.none;
        this.undoneOption[i] = closing >= 0 ? this.undoneOption[closing] : -1;
      } else if (!ATTACHED.has(op)) {
        closing = -1;
      }
    }
    for (let i = 0; i < n; i++) {
      const op = this.op(i);
      if ((op === OP.hide || op === OP.unlink) && this.groupOf[i] >= 0) this.callerOf[i] = this.callerOf[this.groupOf[i]];
    }
  }

  /**
   * Whether record i trails the Step before it: a solution's options, a size, a step record, and
   * (TAOCP order) an uncover record with no writes after it, which only says the unhides are done.
   */
  trails(i) {
    const op = this.op(i);
    return TRAILING.has(op) || (op === OP.uncover && (i + 1 >= this.length || this.op(i + 1) !== OP.write));
  }

  /** Where a step at each granularity may stop (sorted positions = records applied). */
  #computeStops() {
    const n = this.length;
    const link = [0], cover = [0], decision = [0], solution = [0];
    let lastEvent = -1;  // op of the last record before p that stands alone
    for (let p = 1; p <= n; p++) {
      const prev = this.op(p - 1);
      if (!ATTACHED.has(prev)) lastEvent = prev;
      const next = p < n ? this.op(p) : -1;
      const end = p === n;
      // link: every write ends a Step; an event ends one unless its writes follow.
      const announced = ANNOUNCES.has(prev) && !(prev === OP.uncover && this.trails(p - 1));
      if (end || (!(p < n && this.trails(p)) && next !== OP.deadEnd && !announced)) link.push(p);
      // cover: a group runs from its cover to its last hide (TAOCP: to its unlink's writes), or
      // from its first unhide (TAOCP: its relink) to its uncover's writes.
      const inUncover = (lastEvent === OP.unhide || lastEvent === OP.relink) && (next === OP.unhide || next === OP.uncover);
      if (end || (!ATTACHED.has(next) && next !== OP.hide && next !== OP.unlink && next !== OP.deadEnd && !inUncover)) cover.push(p);
      if (end || prev === OP.step) decision.push(p);
      if (end || (prev === OP.step && this.field(p - 1, 1) === STEP_EVENT.solution)) solution.push(p);
    }
    // Each list is pushed in order, so a repeat can only follow its twin: one linear pass (a Set
    // of two million positions took half a second of the Load).
    const dedupe = (a) => Int32Array.from(a.filter((p, k) => k === 0 || p !== a[k - 1]));
    return { link: dedupe(link), cover: dedupe(cover), decision: dedupe(decision), solution: dedupe(solution) };
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

  replay(i) {
    const w = this.width, r = this.records, b = i * w, op = r[b];
    switch (op) {
      case OP.write: this.links[FIELDS[r[b + 2]]][r[b + 1]] = r[b + 4]; return;
      case OP.size: this.links.size[r[b + 1]] = r[b + 3]; return;
      case OP.cover: this.covered[r[b + 1]] = 1; return;
      case OP.uncover:
        this.covered[r[b + 1]] = 0;
        this.depth -= this.leavesLevel[i];
        return;
      case OP.choose: this.choose(r[b + 1], r[b + 2]); return;
      case OP.tryOption: this.tryNode(r[b + 1], r[b + 3]); return;
      case OP.backtrack: this.backtrackTo(r[b + 1]); return;
      case OP.solution: this.hits.solution = true; return;
      case OP.deadEnd: this.hits.deadEnd = true; return;
      default:
    }
  }

  undoRecord(i) {
    const w = this.width, r = this.records, b = i * w, op = r[b];
    switch (op) {
      case OP.write: this.links[FIELDS[r[b + 2]]][r[b + 1]] = r[b + 3]; return;
      case OP.size: this.links.size[r[b + 1]] = r[b + 2]; return;
      case OP.cover: this.covered[r[b + 1]] = 0; return;
      case OP.uncover:
        this.covered[r[b + 1]] = 1;
        this.depth += this.leavesLevel[i];
        return;
      case OP.choose: case OP.tryOption: case OP.backtrack: this.undoDecision(); return;
      default:
    }
  }

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

  /** The index of the last record before `pos` that stands alone (an event), or -1. */
  lastEvent(pos = this.pos) {
    for (let i = pos - 1; i >= 0; i--) if (!ATTACHED.has(this.op(i))) return i;
    return -1;
  }

  /** How many of event i's link writes are applied at the position (0 when none follow it). */
  writesDone(i, pos = this.pos) {
    let k = 0;
    while (i + 1 + k < pos && this.op(i + 1 + k) === OP.write) k++;
    return k;
  }

  /**
   * Whether the cover or uncover group of event i is finished at the position: every write of
   * it applied, and (for a cover) no hide of it still to come.
   */
  groupDone(i, pos = this.pos) {
    const op = this.op(i);
    // Unhides and a relink: done once their uncover record is applied (and its writes, if any).
    if ((op === OP.unhide || op === OP.relink) && !(this.groupOf[i] >= 0 && pos > this.groupOf[i])) return false;
    if (pos < this.length && this.op(pos) === OP.write) return false;
    const next = pos < this.length ? this.op(pos) : -1;
    if ((op === OP.cover || op === OP.hide) && (next === OP.hide || next === OP.unlink)) return false;
    return true;
  }

  /**
   * Whether the search has tried an option yet: before that an empty partial solution means
   * nothing is chosen yet (an item may be chosen, but no option); after it, every choice undone.
   */
  get triedAny() { return this.pos > this.firstTry; }

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

  /** The items of the option that node x belongs to (read from the structure's tops). */
  itemsOfNode(x) {
    const top = this.top, out = [];
    let a = x;
    while (top[a - 1] > 0 && a - 1 > this.itemCount) a--;
    for (let b = a; b < top.length && top[b] > 0; b++) out.push(top[b]);
    return out;
  }

  /**
   * The primary items still to be covered by the option being tried now (its loop of cover(C[j])
   * is under way); empty outside that loop. Such an item may show no options left only because
   * this option was its last one, which is no dead end: the option is about to cover it.
   */
  pendingItems() {
    const d = this.lastDecision();
    if (d < 0 || this.op(d) !== OP.tryOption) return [];
    return this.itemsOfNode(this.field(d, 2)).filter((i) => i <= this.primary && !this.covered[i]);
  }

  /**
   * The item whose emptiness ended the branch the search is in (its choice found no option), until
   * the search backs up past it; else -1. A Step may end after the cover and uncover that follow.
   */
  deadEndItem() {
    const d = this.lastDecision();
    return d >= 0 && this.op(d) === OP.deadEnd ? this.field(d, 2) : -1;
  }

  /** The index of the last decision record (choose, dead end, try, backtrack, solution) before pos, or -1. */
  lastDecision(pos = this.pos) {
    for (let k = pos - 1; k >= 0; k--) if (DECISIONS.has(this.op(k))) return k;
    return -1;
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

  /** Which nodes are linked into their item's list now (1) and which are out (0). */
  linkedNodes() {
    const linked = new Uint8Array(this.top.length);
    for (let i = 1; i <= this.itemCount; i++) for (const x of this.columnNodes(i)) linked[x] = 1;
    return linked;
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
