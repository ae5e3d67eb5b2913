// The search tree as a tree (no DOM): one node per tree event of the engine's trace (choose, try,
// dead end, solution; TraceModel.treeIndex lists them in order), each with its parent, its depth in
// the picture, and the node the search is at for any position. Read once per trace in one pass
// (typed arrays: a hard Sudoku has thousands of nodes); tree_view.js draws it, panels.js lists it.
//
//   choose A (level 0)            a choose hangs under the option tried one level up
//   ├ try A D G                   a try, a dead end hang under the choose of their level
//   │ └ choose D (level 1)
//   │   └ ✗ dead end
//   └ try B C F …                 a solution hangs under the last option tried
import { OP } from './trace_model.js';

export const KIND = Object.freeze({ choose: 0, tryOption: 1, deadEnd: 2, solution: 3 });
const KIND_OF = new Map([[OP.choose, KIND.choose], [OP.tryOption, KIND.tryOption], [OP.deadEnd, KIND.deadEnd], [OP.solution, KIND.solution]]);

export class SearchTree {
  /** @param {import('./trace_model.js').TraceModel} model */
  constructor(model) {
    this.model = model;
    const idx = model.treeIndex, n = idx.length;
    this.length = n;
    this.kind = new Uint8Array(n);
    this.parent = new Int32Array(n).fill(-1);
    this.column = new Int32Array(n);     // depth in the picture: the root choose is 0
    this.lastChild = new Int32Array(n).fill(-1);
    const levels = model.itemCount + 2;
    const chooseAt = new Int32Array(levels).fill(-1), tryAt = new Int32Array(levels).fill(-1);
    let lastTry = -1;
    this.maxColumn = 0;
    // Running totals for the words under the picture: counts among the first k nodes in O(1).
    this.solutionsBefore = new Int32Array(n + 1);
    this.deadEndsBefore = new Int32Array(n + 1);
    this.deepestBefore = new Int32Array(n + 1);
    for (let k = 0; k < n; k++) {
      const i = idx[k], kind = KIND_OF.get(model.op(i));
      this.kind[k] = kind;
      let parent;
      if (kind === KIND.choose) {
        const level = model.field(i, 1);
        chooseAt[level] = k;
        parent = level > 0 ? tryAt[level - 1] : -1;
      } else if (kind === KIND.tryOption) {
        const level = model.field(i, 1);
        tryAt[level] = lastTry = k;
        parent = chooseAt[level];
      } else if (kind === KIND.deadEnd) {
        parent = chooseAt[model.field(i, 1)];
      } else {
        parent = lastTry;  // the option whose covers left no primary item
      }
      this.parent[k] = parent;
      if (parent >= 0) {
        this.column[k] = this.column[parent] + 1;
        this.lastChild[parent] = k;
      }
      if (this.column[k] > this.maxColumn) this.maxColumn = this.column[k];
      this.solutionsBefore[k + 1] = this.solutionsBefore[k] + (kind === KIND.solution);
      this.deadEndsBefore[k + 1] = this.deadEndsBefore[k] + (kind === KIND.deadEnd);
      this.deepestBefore[k + 1] = Math.max(this.deepestBefore[k], kind === KIND.choose ? model.field(i, 1) : 0);
    }
  }

  /** The trace record of node k. */
  record(k) { return this.model.treeIndex[k]; }

  /** How many nodes the records before `pos` hold (the tree as far as the search has grown it). */
  countAt(pos) { return this.model.treeCount(pos); }

  /**
   * The node the search is at, at a position: the last decision's node; after a backtrack the
   * choose of that level (it is about to try its next option); -1 before the first choice and
   * once level 0 has run out of options.
   */
  currentAt(pos) {
    const m = this.model;
    const d = m.lastDecision(pos);
    if (d < 0) return -1;
    const count = this.countAt(pos);
    if (m.op(d) !== OP.backtrack) return this.countAt(d + 1) - 1;
    if (m.pos === pos && m.depth === 0) return -1;  // level 0's uncover(c): every choice undone
    const level = m.field(d, 1);
    for (let k = count - 1; k >= 0; k--) if (this.kind[k] === KIND.choose && m.field(this.record(k), 1) === level) return k;
    return -1;
  }

  /** The nodes from the root down to node k (k included), root first. */
  pathTo(k) {
    const out = [];
    for (let a = k; a >= 0; a = this.parent[a]) out.push(a);
    return out.reverse();
  }

  /** The last child of node k among the first `count` nodes, or -1 (children come in order). */
  lastChildBefore(k, count) {
    const last = this.lastChild[k];
    if (last < count) return last;
    // The search is still inside k's subtree: its last child so far is on the path to the newest node.
    let a = count - 1;
    while (a >= 0 && this.parent[a] !== k) a = this.parent[a];
    return a;
  }

  /** Counts among the first `count` nodes, for the words under the picture. */
  summary(count) {
    return { nodes: count, solutions: this.solutionsBefore[count], deadEnds: this.deadEndsBefore[count], deepest: this.deepestBefore[count] };
  }
}
