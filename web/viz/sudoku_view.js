// The Sudoku-scale view: the N*N*4 items as four N x N maps (cell, row-digit, column-digit,
// box-digit) coloured by their current size, with axis numbers and a colour key; the board with
// the givens and the partial solution (box lines, fixed rows); the search depth over time; and
// the item that emptied (why the branch fails). The item order is the engine's
// (sudoku_solver.hpp): cell c is item c+1, "house h holds digit d" is N*N + h*N + d.
// Siblings: sudoku_names.js (the words), narration.js (the story it highlights).
import { t } from '../i18n/i18n.js';
import { sudokuItemName } from './sudoku_names.js';
import { OP, STEP_EVENT } from './trace_model.js';

const MAPS = ['cell', 'row', 'col', 'box'];
const KEY = ['0', '1', '2', '3', '4', 'c'];

function h(tag, cls = '', text = null) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== null) node.textContent = text;
  return node;
}

export class SudokuView {
  constructor(els, model, trace) {
    this.els = els;  // { maps, board, depth, why, singles, key }
    this.model = model;
    this.n = trace.size;
    this.puzzle = trace.puzzle;
    this.candidates = trace.candidates;
    this.boxRows = trace.boxRows;
    this.boxCols = trace.boxCols;
    const n = this.n;
    this.mapCells = [];
    const axis = (cls) => {
      const line = h('div', `map-axis ${cls}`);
      for (let k = 1; k <= n; k++) line.append(h('span', '', String(k)));
      return line;
    };
    const maps = MAPS.map((kind) => {
      const fig = h('figure', 'item-map');
      fig.append(h('figcaption', '', t(`viz.sudoku.map.${kind}`)));
      const frame = h('div', 'map-frame');
      frame.style.setProperty('--n', String(n));
      const grid = h('div', 'map-grid');
      grid.setAttribute('role', 'img');
      grid.setAttribute('aria-label', t(`viz.sudoku.map.${kind}`));
      for (let k = 0; k < n * n; k++) {
        const cell = h('span');
        cell.dataset.item = String(this.mapCells.length + 1);
        grid.append(cell);
        this.mapCells.push(cell);
      }
      frame.append(h('span', 'map-corner'), axis('map-x'), axis('map-y'), grid);
      fig.append(frame);
      return fig;
    });
    els.maps.replaceChildren(...maps);
    els.key.replaceChildren(...KEY.map((size) => {
      const li = h('li');
      const swatch = h('span', 'swatch');
      swatch.dataset.size = size;
      li.append(swatch, t(`viz.sudoku.key_${size}`));
      return li;
    }));
    this.boardCells = [];
    els.board.style.setProperty('--n', String(n));
    for (let k = 0; k < n * n; k++) {
      const cell = h('span', this.puzzle[k] && this.puzzle[k] !== '.' ? 'given' : '');
      const r = Math.floor(k / n), c = k % n;
      if (r && r % this.boxRows === 0) cell.classList.add('box-top');
      if (c && c % this.boxCols === 0) cell.classList.add('box-left');
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
    this.current = -1;
    this.boardText = '';
  }

  /** Words for matrix item i (1-based). */
  itemName(i) { return sudokuItemName(this.n, i); }

  optionName(k) {
    const cell = this.candidates[2 * k], digit = this.candidates[2 * k + 1];
    return t('viz.sudoku.option', { row: Math.floor(cell / this.n) + 1, col: (cell % this.n) + 1, digit });
  }

  /** @param {ReturnType<import('./narration.js').story>} story */
  render(story) {
    const m = this.model, n = this.n, size = m.links.size;
    let singles = 0;
    for (let i = 1; i <= 4 * n * n; i++) {
      const cell = this.mapCells[i - 1];
      const covered = m.covered[i] === 1;
      const s = size[i];
      const bucket = covered ? 'c' : s >= 4 ? '4' : String(s);
      if (cell.dataset.size !== bucket) cell.dataset.size = bucket;
      if (!covered && s === 1) singles++;
    }
    const event = m.lastEvent();
    const dead = event >= 0 && m.op(event) === OP.deadEnd ? m.field(event, 2) : -1;
    if (dead !== this.dead) {  // only what changed is written: the page keeps 60 fps while playing
      if (this.dead > 0) this.mapCells[this.dead - 1].classList.remove('why');
      if (dead > 0) this.mapCells[dead - 1].classList.add('why');
      this.els.why.textContent = dead > 0 ? t('viz.sudoku.why_fails', { item: this.itemName(dead) }) : '';
      this.dead = dead;
    }
    const current = story?.item ?? -1;
    if (current !== this.current) {
      if (this.current > 0) this.mapCells[this.current - 1].classList.remove('current');
      if (current > 0 && current <= this.mapCells.length) this.mapCells[current - 1].classList.add('current');
      this.current = current;
    }
    const singlesText = t('viz.sudoku.singles', { count: singles });
    if (this.els.singles.textContent !== singlesText) this.els.singles.textContent = singlesText;
    const digits = new Array(n * n).fill('');
    for (let k = 0; k < n * n; k++) if (this.puzzle[k] && this.puzzle[k] !== '.') digits[k] = this.puzzle[k];
    for (const option of m.partialSolution()) {
      if (option >= 0) digits[this.candidates[2 * option]] = symbol(this.candidates[2 * option + 1]);
    }
    for (let k = 0; k < n * n; k++) if (this.boardCells[k].textContent !== digits[k]) this.boardCells[k].textContent = digits[k];
    const boardText = digits.map((d) => d || '.').join('');
    if (boardText !== this.boardText) {
      this.boardText = boardText;
      this.els.board.dataset.line = boardText;
      this.els.board.setAttribute('aria-label', `${t('viz.sudoku.board')}: ${boardText}`);
    }
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
    this.boardText = '';
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

// A digit as the line form writes it: 1-9, then A-P for 10-25.
function symbol(d) {
  return d <= 9 ? String(d) : String.fromCharCode(55 + d);
}
