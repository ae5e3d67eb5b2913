// What the Dancing Links and Dancing Cells models share (no DOM): a trace of fixed-width records
// walked forward and back, and the stops where a Step of each granularity may end. Each model
// (trace_model.js, cells_model.js) says how one record is replayed and undone, and where its stops
// are; moving between stops is the same for both, so the two views can never step differently.

// The first index in a sorted array whose value is greater than pos.
function after(sorted, pos) {
  let lo = 0, hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export class StoppedTrace {
  /**
   * @param {{records: Int32Array, width: number}} trace
   * A subclass sets `this.stops` ({granularity: sorted positions}) and defines replay(i) and
   * undoRecord(i), which apply and take back record i.
   */
  constructor(trace) {
    this.trace = trace;
    this.width = trace.width;
    this.records = trace.records;
    this.length = trace.records.length / trace.width;
    this.pos = 0;
    this.hits = { solution: false, deadEnd: false };
  }

  /** The search state both models keep per level: the item branched on and the node tried. */
  initDecisions(itemCount) {
    this.depth = 0;
    this.choice = new Int32Array(itemCount + 2).fill(-1);  // node tried at each level
    this.chosen = new Int32Array(itemCount + 2).fill(0);   // item number branched on at each level
    this.undo = [];
  }

  // A decision record (choose, try, backtrack) replayed; each pushes what undoDecision() restores.
  #saveDecision(level) { this.undo.push(this.depth, level, this.choice[level], this.chosen[level]); }
  choose(level, item) {
    this.#saveDecision(level);
    this.depth = level;
    this.chosen[level] = item;
  }
  tryNode(level, node) {
    this.#saveDecision(level);
    this.choice[level] = node;
    this.depth = level + 1;
  }
  backtrackTo(level) {
    this.#saveDecision(level);
    this.depth = level + 1;
  }
  undoDecision() {
    const chosen = this.undo.pop(), choice = this.undo.pop(), level = this.undo.pop();
    this.depth = this.undo.pop();
    this.choice[level] = choice;
    this.chosen[level] = chosen;
  }

  op(i) { return this.records[i * this.width]; }
  field(i, k) { return this.records[i * this.width + k]; }
  get atStart() { return this.pos === 0; }
  get atEnd() { return this.pos === this.length; }

  /** Replays or undoes records until `target` records are applied. */
  seek(target) {
    const to = Math.max(0, Math.min(this.length, target));
    this.hits = { solution: false, deadEnd: false };
    while (this.pos < to) this.replay(this.pos++);
    while (this.pos > to) this.undoRecord(--this.pos);
    return this;
  }

  /** The next (dir 1) or previous (dir -1) stop of a granularity from a position (default: here). */
  stopFrom(granularity, dir, pos = this.pos) {
    const stops = this.stops[granularity];
    const lo = after(stops, pos);
    if (dir > 0) return lo < stops.length ? stops[lo] : this.length;
    let i = lo - 1;
    while (i >= 0 && stops[i] >= pos) i--;
    return i >= 0 ? stops[i] : 0;
  }

  step(granularity) { return this.seek(this.stopFrom(granularity, 1)); }
  back(granularity) { return this.seek(this.stopFrom(granularity, -1)); }

  /** The records one Step of `granularity` applied to arrive here: [start, pos). */
  span(granularity) {
    return [this.pos > 0 ? this.stopFrom(granularity, -1) : 0, this.pos];
  }

  /** How many search decisions (the engine's step() calls) the records applied so far hold. */
  decisionsDone() { return after(this.stops.decision, this.pos) - 1; }

  /** Moves to just after the `count`-th decision (the same point of the search at any detail). */
  seekDecision(count) {
    const stops = this.stops.decision;
    return this.seek(stops[Math.max(0, Math.min(stops.length - 1, count))]);
  }
}
