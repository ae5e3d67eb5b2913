// Dancing Links and Dancing Cells side by side (no DOM): two models of the same problem, stepped
// together one search decision at a time, and what their difference at the position is. The
// controls step it like one model (step, back, seek, atStart, atEnd, hits). Back returns both
// exactly: every Step remembers the two positions it left. Siblings: trace_model.js and
// cells_model.js (the two traces), method_switch.js (draws the comparison).
//
// Keeping them in step: each Step of a search decision moves each side by one decision, except
// where Dancing Cells has seen a dead end while hiding (the option failed with no new level):
// Dancing Links then enters that level, chooses the dead item and backs up, two decisions that
// Cells never makes, so Cells waits for them. Finer step sizes move the focused side only.
import { OP as LINKS_OP } from './trace_model.js';
import { CELLS_OP } from './cells_model.js';

export class PairModel {
  /**
   * @param {import('./trace_model.js').TraceModel} links
   * @param {import('./cells_model.js').CellsModel} cells
   */
  constructor(links, cells) {
    this.links = links;
    this.cells = cells;
    this.focus = 'cells';
    this.history = [];
    this.hits = { solution: false, deadEnd: false };
    this.waited = false;  // the last Step moved Links alone
  }

  get atStart() { return this.links.atStart && this.cells.atStart; }
  get atEnd() { return this.links.atEnd && this.cells.atEnd; }
  get length() { return this.links.length + this.cells.length; }
  get pos() { return this.history.length; }

  // Whether the last decision of the Cells side was a try whose hiding met a dead end.
  #cellsDeadTry() {
    const c = this.cells, d = c.lastDecision();
    return d >= 0 && c.op(d) === CELLS_OP.deadEnd && c.op(c.lastDecision(d)) === CELLS_OP.tryOption;
  }

  // Whether Links' next decision is one Cells skipped: the choice of an item with no options
  // (then Links backs up, its second skipped decision).
  #linksOwesDeadEnd() {
    const l = this.links, next = nextDecisionOf(l, l.pos);
    if (next < 0) return false;
    if (l.op(next) === LINKS_OP.choose) return next + 1 < l.length && l.op(next + 1) === LINKS_OP.deadEnd;
    const last = l.lastDecision();
    return l.op(next) === LINKS_OP.backtrack && last >= 0 && l.op(last) === LINKS_OP.deadEnd;
  }

  // The item of Links' dead end Cells waits on: the one it is about to choose, or just chose.
  #linksDeadItem() {
    const l = this.links, next = nextDecisionOf(l, l.pos);
    if (next >= 0 && l.op(next) === LINKS_OP.choose) return l.field(next, 2);
    for (let k = l.pos - 1; k >= 0; k--) if (l.op(k) === LINKS_OP.deadEnd) return l.field(k, 2);
    return -1;
  }

  /** Whether the next Step of a decision moves Links alone (Cells waits). */
  cellsWaits() { return !this.links.atEnd && this.#cellsDeadTry() && this.#linksOwesDeadEnd(); }

  #decision() {
    const wait = this.cellsWaits();
    this.links.step('decision');
    if (!wait) this.cells.step('decision');
    this.waited = wait;
    this.hits = {
      solution: this.links.hits.solution || this.cells.hits.solution,
      deadEnd: this.links.hits.deadEnd || this.cells.hits.deadEnd,
    };
  }

  step(granularity) {
    if (this.atEnd) return this;
    this.history.push([this.links.pos, this.cells.pos, this.waited]);
    if (granularity === 'decision') this.#decision();
    else {
      const side = this.focus === 'links' ? this.links : this.cells;
      side.step(granularity);
      this.waited = false;
      this.hits = side.hits;
    }
    return this;
  }

  back() {
    const last = this.history.pop();
    if (!last) return this;
    this.links.seek(last[0]);
    this.cells.seek(last[1]);
    this.waited = last[2];
    this.hits = { solution: false, deadEnd: false };
    return this;
  }

  /** 0: both to the start; anything past the end: decision by decision to the end of both. */
  seek(target) {
    if (target <= 0) {
      this.history = [];
      this.links.seek(0);
      this.cells.seek(0);
      this.waited = false;
    } else if (target >= this.length) {
      while (!this.atEnd) this.step('decision');
    }
    this.hits = { solution: false, deadEnd: false };
    return this;
  }

  /**
   * Each side at a position of its own (a link to a step side by side), reached as Steps of a
   * decision reach it as far as they go, then one Step to the exact places: Back retraces them.
   */
  seekTo(linksPos, cellsPos) {
    this.seek(0);
    while (!this.atEnd) {
      const before = this.history.length;
      this.step('decision');
      if (this.links.pos > linksPos || this.cells.pos > cellsPos) {
        this.back();
        break;
      }
      if (this.history.length === before) break;
    }
    if (this.links.pos !== linksPos || this.cells.pos !== cellsPos) {
      this.history.push([this.links.pos, this.cells.pos, this.waited]);
      this.links.seek(linksPos);
      this.cells.seek(cellsPos);
      this.waited = false;
    }
    this.hits = { solution: false, deadEnd: false };
    return this;
  }

  /**
   * What the two sides did at their last decisions, for the words: 'same' (both chose at the
   * same level and the same item), 'differ' (the same level, other items), 'waits' (Cells waits
   * on Links' dead end), 'ended' (one side is done), or null.
   */
  comparison() {
    const l = this.links, c = this.cells;
    if (this.waited || (this.#cellsDeadTry() && this.cellsWaits())) {
      const d = c.lastDecision();
      return { kind: 'waits', cellsItem: c.field(d, 2), linksItem: this.#linksDeadItem() };
    }
    if (l.atEnd !== c.atEnd) return { kind: 'ended', side: l.atEnd ? 'links' : 'cells' };
    const ld = l.lastDecision(), cd = c.lastDecision();
    if (ld < 0 || cd < 0) return null;
    const lc = lastChoose(l, LINKS_OP.choose), cc = lastChoose(c, CELLS_OP.choose);
    if (lc < 0 || cc < 0 || l.field(lc, 1) !== c.field(cc, 1)) return null;
    const level = l.field(lc, 1);
    return l.field(lc, 2) === c.field(cc, 2) ? { kind: 'same', level } : { kind: 'differ', level, links: l.field(lc, 2), cells: c.field(cc, 2) };
  }
}

function nextDecisionOf(model, pos) {
  const decisions = new Set([LINKS_OP.choose, LINKS_OP.tryOption, LINKS_OP.backtrack, LINKS_OP.solution, LINKS_OP.deadEnd]);
  for (let k = pos; k < model.length; k++) if (decisions.has(model.op(k))) return k;
  return -1;
}

// The last choose record of the decision just made (within the last decision's step), or -1.
function lastChoose(model, op) {
  const [start] = model.span('decision');
  for (let k = model.pos - 1; k >= start; k--) if (model.op(k) === op) return k;
  return -1;
}
