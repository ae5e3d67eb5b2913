// The Sudoku-scale view: the N*N*4 items as four N x N maps (cell, row-digit, column-digit,
// box-digit) coloured by their current size, the board with the givens and the partial solution,
// the search depth over time, and the item that emptied (why the branch fails). The item order is
// the engine's (sudoku_solver.hpp): cell c is item c+1, "house h holds digit d" is N*N + h*N + d.
import { t } from '../i18n/i18n.js';
import { OP, STEP_EVENT } from './trace_model.js';

const MAPS = ['cell', 'row', 'col', 'box'];

export class SudokuView {
  constructor(els, model, trace) {
    this.els = els;  // { maps, board, depth, why, singles }
    this.model = model;
    this.n = trace.size;
    this.puzzle = trace.puzzle;
    this.candidates = trace.candidates;
    this.boxRows = trace.boxRows;
    this.boxCols = trace.boxCols;
    const n = this.n;
    this.mapCells = [];
    const maps = MAPS.map((kind) => {
      const fig = document.createElement('figure');
      fig.className = 'item-map';
      const cap = document.createElement('figcaption');
      cap.textContent = t(`viz.sudoku.map.${kind}`);
      const grid = document.createElement('div');
      grid.className = 'map-grid';
      grid.setAttribute('role', 'img');
      grid.setAttribute('aria-label', t(`viz.sudoku.map.${kind}`));
      for (let k = 0; k < n * n; k++) {
        const cell = document.createElement('span');
        cell.dataset.item = String(this.mapCells.length + 1);
        grid.append(cell);
        this.mapCells.push(cell);
      }
      fig.append(cap, grid);
      return fig;
    });
    els.maps.replaceChildren(...maps);
    this.boardCells = [];
    for (let k = 0; k < n * n; k++) {
      const cell = document.createElement('span');
      cell.className = this.puzzle[k] && this.puzzle[k] !== '.' ? 'given' : '';
      this.boardCells.push(cell);
    }
    els.board.replaceChildren(...this.boardCells);
    els.board.setAttribute('aria-label', t('viz.sudoku.board'));
    // Depth per decision step, for the profile (precomputed from the trace's step records).
    this.depthAt = [];
    for (let i = 0; i < model.length; i++) {
      if (model.op(i) === OP.step) this.depthAt.push([i + 1, model.field(i, 2) + (model.field(i, 1) === STEP_EVENT.tryOption ? 1 : 0)]);
    }
    this.maxDepth = Math.max(1, ...this.depthAt.map(([, d]) => d));
    this.ctx = els.depth.getContext('2d');
    this.depthK = 0;  // depthAt entries drawn so far
    this.dead = -1;   // the item whose map cell is marked as the reason a branch fails
  }

  /** Words for matrix item i (1-based). */
  itemName(i) {
    const n = this.n, id = i - 1;
    if (id < n * n) return t('viz.sudoku.item_cell', { row: Math.floor(id / n) + 1, col: (id % n) + 1 });
    const house = Math.floor((id - n * n) / n), digit = ((id - n * n) % n) + 1;
    const kind = ['row', 'col', 'box'][Math.floor(house / n)] ?? 'box';
    return t(`viz.sudoku.item_${kind}`, { row: (house % n) + 1, col: (house % n) + 1, box: (house % n) + 1, digit });
  }

  optionName(k) {
    const cell = this.candidates[2 * k], digit = this.candidates[2 * k + 1];
    return t('viz.sudoku.option', { row: Math.floor(cell / this.n) + 1, col: (cell % this.n) + 1, digit });
  }

  render() {
    const m = this.model, n = this.n, size = m.links.size;
    let singles = 0;
    let empty = -1;
    for (let i = 1; i <= 4 * n * n; i++) {
      const cell = this.mapCells[i - 1];
      const covered = m.covered[i] === 1;
      const s = size[i];
      const bucket = covered ? 'c' : s >= 4 ? '4' : String(s);
      if (cell.dataset.size !== bucket) cell.dataset.size = bucket;
      if (!covered && s === 1) singles++;
      if (!covered && s === 0 && empty < 0) empty = i;
    }
    const event = m.lastEvent();
    const dead = event >= 0 && m.op(event) === OP.deadEnd ? m.field(event, 2) : -1;
    if (dead !== this.dead) {  // only what changed is written: the page keeps 60 fps while playing
      if (this.dead > 0) this.mapCells[this.dead - 1].classList.remove('why');
      if (dead > 0) this.mapCells[dead - 1].classList.add('why');
      this.els.why.textContent = dead > 0 ? t('viz.sudoku.why_fails', { item: this.itemName(dead) }) : '';
      this.dead = dead;
    }
    const singlesText = t('viz.sudoku.singles', { count: singles });
    if (this.els.singles.textContent !== singlesText) this.els.singles.textContent = singlesText;
    const digits = new Array(n * n).fill('');
    for (let k = 0; k < n * n; k++) if (this.puzzle[k] && this.puzzle[k] !== '.') digits[k] = this.puzzle[k];
    for (const option of m.partialSolution()) {
      if (option >= 0) digits[this.candidates[2 * option]] = String(this.candidates[2 * option + 1]);
    }
    for (let k = 0; k < n * n; k++) if (this.boardCells[k].textContent !== digits[k]) this.boardCells[k].textContent = digits[k];
    this.#depth();
  }

  /**
   * Predict mode: the cells of `items` (the active ones) become buttons named by their item, and
   * the maps stop being images; null turns it off. viz_app.js handles the clicks and keys.
   */
  setPickable(items) {
    const on = new Set(items ?? []);
    for (const grid of this.els.maps.querySelectorAll('.map-grid')) {
      grid.setAttribute('role', items ? 'group' : 'img');
    }
    this.mapCells.forEach((cell, k) => {
      if (on.has(k + 1)) {
        cell.setAttribute('role', 'button');
        cell.tabIndex = 0;
        cell.setAttribute('aria-label', this.itemName(k + 1));
      } else if (cell.hasAttribute('role')) {
        cell.removeAttribute('role');
        cell.removeAttribute('tabindex');
        cell.removeAttribute('aria-label');
      }
    });
  }

  /** Redraws everything on the next render (a new language or theme). */
  invalidate() {
    if (this.dead > 0) this.mapCells[this.dead - 1].classList.remove('why');
    this.dead = -1;
    this.depthK = 0;
  }

  // The depth profile up to the position. Forward, only the new segments are stroked; back, the
  // canvas is cleared and redrawn (the colour is read then, not every frame: it forces a style pass).
  #depth() {
    const canvas = this.els.depth, ctx = this.ctx, w = canvas.width, h = canvas.height;
    const pos = this.model.pos;
    let k = this.depthK;
    if (k > 0 && this.depthAt[k - 1][0] > pos) k = 0;
    if (k === 0) {
      ctx.clearRect(0, 0, w, h);
      ctx.strokeStyle = getComputedStyle(canvas).color;
    }
    const total = this.depthAt.length || 1;
    const point = (j) => [(j / total) * w, h - (this.depthAt[j][1] / this.maxDepth) * (h - 4) - 2];
    if (k < this.depthAt.length && this.depthAt[k][0] <= pos) {
      ctx.beginPath();
      ctx.moveTo(...point(Math.max(0, k - 1)));
      for (; k < this.depthAt.length && this.depthAt[k][0] <= pos; k++) ctx.lineTo(...point(k));
      ctx.stroke();
    }
    this.depthK = k;
  }
}
