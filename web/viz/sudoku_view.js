// The Sudoku-scale view: the items as maps coloured by their current size (cell, row-digit,
// column-digit, box-digit; a variant adds its own: region-, diagonal- and window-digit, and its
// cages drawn where they lie), with axis numbers and a colour key; the board with the givens, the
// variant's marks (diagonals, windows, region borders, cages) and the partial solution; the search
// depth over time; and the item that emptied (why the branch fails). Which item sits where comes
// from sudoku_layout.js. Siblings: sudoku_names.js (the words), narration.js (the story it highlights).
import { t } from '../i18n/i18n.js';
import { sudokuLayout } from './sudoku_layout.js';
import { sudokuItemName } from './sudoku_names.js';
import { OP, STEP_EVENT } from './trace_model.js';

// 'dead' first: red is the dead end the search met, and nothing else (size 0 has its own stripes).
const KEY = ['dead', '0', '1', '2', '3', '4', 'c'];

function h(tag, cls = '', text = null) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== null) node.textContent = text;
  return node;
}

// A map's caption key: the engine's kinds, with the 'col' key the catalog had first.
const captionKey = (kind) => `viz.sudoku.map.${kind === 'column' ? 'col' : kind}`;

export class SudokuView {
  constructor(els, model, trace) {
    this.els = els;  // { title, maps, board, depth, why, singles, key }
    this.model = model;
    this.n = trace.size;
    this.puzzle = trace.puzzle;
    this.candidates = trace.candidates;
    this.layout = sudokuLayout(trace);
    const kinds = this.layout.maps.map((map) => map.kind).join();
    this.singlesKey = kinds.includes('cage') ? 'singles_killer' : kinds === 'cell,row,column,box' ? 'singles' : 'singles_variant';
    // itemCells[i]: the map cells that show item i (a cage shows in each of its cells).
    this.itemCells = Array.from({ length: this.layout.itemCount + 1 }, () => []);
    this.captions = [];
    const axis = (cls, labels) => {
      const line = h('div', `map-axis ${cls}`);
      for (const label of labels) line.append(h('span', '', label));
      return line;
    };
    const maps = this.layout.maps.map((map) => {
      const fig = h('figure', `item-map map-${map.kind}`);
      const caption = h('figcaption', '', t(captionKey(map.kind)));
      fig.append(caption);
      const frame = h('div', 'map-frame');
      frame.style.setProperty('--rows', String(map.rows));
      frame.style.setProperty('--cols', String(map.cols));
      const grid = h('div', 'map-grid');
      grid.setAttribute('role', 'img');
      grid.setAttribute('aria-label', t(captionKey(map.kind)));
      this.captions.push([caption, grid, map.kind]);
      for (const item of map.items) {
        const cell = h('span');
        if (item) {
          cell.dataset.item = String(item);
          this.itemCells[item].push(cell);
        } else {
          cell.dataset.size = 'none';
        }
        grid.append(cell);
      }
      frame.append(h('span', 'map-corner'), axis('map-x', Array.from({ length: map.cols }, (_, k) => String(k + 1))), axis('map-y', map.rowLabels), grid);
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
    this.#title();
    this.boardCells = drawBoard(els.board, trace);
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
  itemName(i) { return sudokuItemName(this.n, this.layout.info[i]); }

  optionName(k) {
    const cell = this.candidates[2 * k], digit = this.candidates[2 * k + 1];
    return t('viz.sudoku.option', { row: Math.floor(cell / this.n) + 1, col: (cell % this.n) + 1, digit });
  }

  /** @param {ReturnType<import('./narration.js').story>} story */
  render(story) {
    const m = this.model, n = this.n, size = m.links.size;
    let singles = 0;
    for (let i = 1; i <= this.layout.itemCount; i++) {
      const covered = m.covered[i] === 1;
      const s = size[i];
      const bucket = covered ? 'c' : s >= 4 ? '4' : String(s);
      for (const cell of this.itemCells[i]) if (cell.dataset.size !== bucket) cell.dataset.size = bucket;
      // A secondary item with one option left forces nothing: only primary items are singles.
      if (!covered && s === 1 && i <= this.layout.primaryCount) singles++;
    }
    const dead = m.deadEndItem();
    if (dead !== this.dead) {  // only what changed is written: the page keeps 60 fps while playing
      this.#mark(this.dead, 'dead-end', false);
      this.#mark(dead, 'dead-end', true);
      this.els.why.textContent = dead > 0 ? t('viz.sudoku.why_fails', { item: this.itemName(dead) }) : '';
      this.dead = dead;
    }
    const current = story?.item ?? -1;
    if (current !== this.current) {
      this.#mark(this.current, 'current', false);
      this.#mark(current, 'current', true);
      this.current = current;
    }
    const singlesText = t(`viz.sudoku.${this.singlesKey}`, { count: singles });
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
    this.itemCells.forEach((cells, item) => {
      cells.forEach((cell, k) => {
        if (on.has(item) && k === 0) {  // one button per item, on its first cell
          cell.setAttribute('role', 'button');
          cell.tabIndex = 0;
          cell.setAttribute('aria-label', this.itemName(item));
        } else if (cell.hasAttribute('role')) {
          cell.removeAttribute('role');
          cell.removeAttribute('tabindex');
          cell.removeAttribute('aria-label');
        }
      });
    });
  }

  /** Redraws everything on the next render (a new language or theme). */
  invalidate() {
    this.#mark(this.dead, 'dead-end', false);
    this.dead = -1;
    for (const [caption, grid, kind] of this.captions) {
      caption.textContent = t(captionKey(kind));
      grid.setAttribute('aria-label', t(captionKey(kind)));
    }
    this.els.key.querySelectorAll('li').forEach((li, k) => { li.lastChild.textContent = t(`viz.sudoku.key_${KEY[k]}`); });
    this.#title();
    this.depthK = 0;
    this.boardText = '';
  }

  #title() {
    this.els.title.textContent = t('viz.sudoku.maps', { count: this.layout.itemCount });
  }

  // Outlines every map cell of item i (0 or less: none).
  #mark(item, cls, on) {
    if (item > 0 && item <= this.layout.itemCount) for (const cell of this.itemCells[item]) cell.classList.toggle(cls, on);
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

// The board's cells with box lines (or a jigsaw's region borders) and the variant's marks: the
// diagonals, the windows, and each cage outlined with its sum in its first cell.
function drawBoard(board, trace) {
  const n = trace.size, puzzle = trace.puzzle;
  const regionOf = new Array(n * n).fill(-1), cageOf = new Array(n * n).fill(-1);
  trace.houses.forEach((house, h) => {
    if (house.houseKind === 'box' || house.houseKind === 'region') for (const cell of house.cells) regionOf[cell] = h;
  });
  trace.cages.forEach((cage, k) => { for (const cell of cage.cells) cageOf[cell] = k; });
  const marks = new Array(n * n).fill('');
  for (const house of trace.houses) {
    if (house.houseKind === 'diagonal' || house.houseKind === 'window') for (const cell of house.cells) marks[cell] += ` on-${house.houseKind}`;
  }
  board.style.setProperty('--n', String(n));
  board.classList.toggle('has-cages', trace.cages.length > 0);
  const cells = [];
  for (let k = 0; k < n * n; k++) {
    const cell = h('span', `${puzzle[k] && puzzle[k] !== '.' ? 'given' : ''}${marks[k]}`.trim());
    const r = Math.floor(k / n), c = k % n;
    if (r && regionOf[k - n] !== regionOf[k]) cell.classList.add('box-top');
    if (c && regionOf[k - 1] !== regionOf[k]) cell.classList.add('box-left');
    if (cageOf[k] >= 0) {
      const same = (other) => other >= 0 && cageOf[other] === cageOf[k];
      cell.classList.add('in-cage');
      if (!(r && same(k - n))) cell.classList.add('cage-top');
      if (!(c && same(k - 1))) cell.classList.add('cage-left');
      if (!(r < n - 1 && same(k + n))) cell.classList.add('cage-bottom');
      if (!(c < n - 1 && same(k + 1))) cell.classList.add('cage-right');
      const cage = trace.cages[cageOf[k]];
      if (cage.cells[0] === k) cell.dataset.sum = String(cage.sum);
    }
    cells.push(cell);
  }
  board.replaceChildren(...cells);
  return cells;
}
