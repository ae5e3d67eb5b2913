// The problem itself, drawn beside the linked structure and in step with it: Knuth's 0/1 matrix
// (his Figure 1: covered items' columns and removed options' rows greyed, chosen rows marked),
// the queens on their board, the pentominoes in their box, or the 4x4 Sudoku with its candidates.
// Every picture is read from the model at the position: the partial solution (chosen options),
// which items are covered, which options are still linked. Siblings: matrix_view.js, presets.js.
import { t } from '../i18n/i18n.js';

// The 0/1 matrix is drawn up to this many entries (options x items).
const MAX_MATRIX_CELLS = 6000;

function h(tag, cls = '', text = null) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== null) node.textContent = text;
  return node;
}

export class ProblemView {
  /**
   * @param {HTMLElement} host
   * @param {import('./trace_model.js').TraceModel} model
   * @param {{ picture: string, puzzle?: string }} preset  picture: matrix | queens | pentomino | sudoku
   */
  constructor(host, model, preset) {
    this.host = host;
    this.model = model;
    this.trace = model.trace;
    this.kind = preset.picture;
    this.puzzle = preset.puzzle ?? '';
    this.options = this.trace.options.map((text) => text.split(' '));
    this.itemIndex = new Map(this.trace.items.map((name, i) => [name, i + 1]));
    // The nodes of each option, from the spacers (top <= 0 before each option).
    const top = model.top, n = model.itemCount;
    this.optionNodes = this.options.map(() => []);
    let option = 0;
    for (let x = n + 1; x < top.length; x++) {
      if (top[x] <= 0) option = -top[x];
      else this.optionNodes[option].push(x);
    }
    this.root = h('figure', `problem problem-${this.kind}`);
    const caption = h('figcaption', '', t(`viz.picture.${this.kind}`));
    this.root.append(caption);
    this.body = h('div', 'problem-body');
    this.root.append(this.body, this.legend = h('p', 'problem-legend', t(`viz.picture.${this.kind}_legend`)));
    ({ matrix: () => this.#buildMatrix(), queens: () => this.#buildQueens(), pentomino: () => this.#buildPentomino(),
      sudoku: () => this.#buildSudoku() })[this.kind]();
    host.replaceChildren(this.root);
  }

  // ---- Knuth's Figure 1: the 0/1 matrix --------------------------------------------------------
  #buildMatrix() {
    const cells = this.options.length * this.trace.items.length;
    if (cells > MAX_MATRIX_CELLS) {  // a big problem of your own: say so rather than freeze the page
      this.rows = null;
      this.legend.textContent = t('viz.picture.matrix_too_big', { options: this.options.length, items: this.trace.items.length });
      return;
    }
    const table = h('table', 'zero-one');
    const head = table.createTHead().insertRow();
    head.append(h('td'));
    this.colHeads = this.trace.items.map((name, i) => {
      const th = h('th', i >= this.model.primary ? 'secondary' : '', name);
      th.scope = 'col';
      th.dataset.item = String(i + 1);
      head.append(th);
      return th;
    });
    const body = table.createTBody();
    this.rows = this.options.map((names, k) => {
      const tr = body.insertRow();
      tr.dataset.option = String(k);
      const th = h('th', '', String(k + 1));
      th.scope = 'row';
      tr.append(th);
      const set = new Set(names);
      for (const name of this.trace.items) tr.insertCell().textContent = set.has(name) ? '1' : '0';
      return tr;
    });
    const frame = h('div', 'zero-one-frame');
    frame.append(table);
    this.body.append(frame);
  }

  // ---- n queens: r<i> c<j> a<i+j> b<i-j> ------------------------------------------------------
  #buildQueens() {
    this.n = this.trace.items.filter((name) => /^r\d+$/.test(name)).length;
    this.cells = this.#board(this.n, this.n, 'queens-board');
    this.cellOption = new Int32Array(this.n * this.n).fill(-1);
    this.options.forEach((names, k) => {
      const r = Number(names.find((s) => /^r\d+$/.test(s))?.slice(1)), c = Number(names.find((s) => /^c\d+$/.test(s))?.slice(1));
      if (r && c) this.cellOption[(r - 1) * this.n + (c - 1)] = k;
    });
  }

  // ---- pentominoes: a piece name, then cells <row digit><column letter> -------------------------
  #buildPentomino() {
    const cells = this.trace.items.filter((name) => /^\d+[a-z]$/.test(name));
    this.rowsN = Math.max(...cells.map((s) => Number(s.slice(0, -1)))) + 1;
    this.colsN = Math.max(...cells.map((s) => s.charCodeAt(s.length - 1) - 97)) + 1;
    this.cells = this.#board(this.rowsN, this.colsN, 'pentomino-box');
    this.pieces = this.trace.items.filter((name) => !/^\d+[a-z]$/.test(name));
    const list = h('ul', 'pieces');
    this.pieceItems = this.pieces.map((name) => {
      const li = h('li', `piece piece-${name}`);
      list.append(li);
      return li;
    });
    this.body.append(list);
  }

  // ---- the 4x4 Sudoku: r<r>c<c> cells, givens from the preset's puzzle --------------------------
  #buildSudoku() {
    this.n = Math.round(Math.sqrt(this.puzzle.length)) || 4;
    this.cells = this.#board(this.n, this.n, 'sudoku-mini');
    this.box = Math.round(Math.sqrt(this.n));
    this.cells.forEach((cell, k) => {
      const r = Math.floor(k / this.n), c = k % this.n;
      if (r % this.box === 0 && r) cell.classList.add('box-top');
      if (c % this.box === 0 && c) cell.classList.add('box-left');
      const ch = this.puzzle[k];
      if (ch && ch !== '.') {
        cell.classList.add('given');
        cell.textContent = ch;
      }
    });
  }

  #board(rows, cols, cls) {
    const grid = h('div', `picture-board ${cls}`);
    grid.style.setProperty('--cols', String(cols));
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', t(`viz.picture.${this.kind}`));
    const out = [];
    for (let k = 0; k < rows * cols; k++) {
      const cell = h('span');
      cell.dataset.cell = String(k);
      out.push(cell);
      grid.append(cell);
    }
    this.body.append(grid);
    return out;
  }

  /** Options whose every node is still in its item's list (the rest were removed by covers). */
  #liveOptions() {
    const linked = this.model.linkedNodes();
    return this.optionNodes.map((nodes) => nodes.every((x) => linked[x] === 1));
  }

  /** @param {ReturnType<import('./narration.js').story>} story */
  render(story) {
    const chosen = this.model.partialSolution();
    const live = this.#liveOptions();
    const covered = (name) => this.model.covered[this.itemIndex.get(name)] === 1;
    this.root.dataset.chosen = chosen.join(',');
    ({
      matrix: () => this.#renderMatrix(chosen, live, story),
      queens: () => this.#renderQueens(chosen, live, story, covered),
      pentomino: () => this.#renderPentomino(chosen, live, story, covered),
      sudoku: () => this.#renderSudoku(chosen, story),
    })[this.kind]();
  }

  #renderMatrix(chosen, live, story) {
    if (!this.rows) return;
    const picked = new Set(chosen);
    this.colHeads.forEach((th, i) => th.classList.toggle('covered', this.model.covered[i + 1] === 1));
    this.rows.forEach((tr, k) => {
      tr.classList.toggle('chosen', picked.has(k));
      tr.classList.toggle('out', !live[k] && !picked.has(k));
      tr.classList.toggle('current', k === story.option);
      [...tr.cells].forEach((td, j) => td.classList.toggle('covered', this.model.covered[j + 1] === 1));
    });
  }

  #renderQueens(chosen, live, story, covered) {
    const picked = new Set(chosen);
    this.cells.forEach((cell, k) => {
      const option = this.cellOption[k];
      const r = Math.floor(k / this.n) + 1, c = (k % this.n) + 1;
      const queen = option >= 0 && picked.has(option);
      const state = queen ? 'queen' : option >= 0 && live[option] ? 'free' : 'attacked';
      cell.dataset.state = state;
      cell.textContent = queen ? '♛' : state === 'free' ? '·' : '';
      cell.classList.toggle('current', option >= 0 && option === story.option);
      cell.classList.toggle('line-covered', covered(`r${r}`) || covered(`c${c}`));
    });
    const queens = chosen.map((k) => this.cellOption.indexOf(k)).filter((k) => k >= 0)
      .map((k) => `r${Math.floor(k / this.n) + 1}c${(k % this.n) + 1}`);
    this.cells[0].parentElement.setAttribute('aria-label', t('viz.picture.queens_summary', {
      queens: queens.join(', ') || '—', free: this.cells.filter((c) => c.dataset.state === 'free').length,
    }));
  }

  #renderPentomino(chosen, live, story, covered) {
    const owner = new Array(this.cells.length).fill('');
    const mark = (k, cls) => {
      for (const name of this.options[k].slice(1)) {
        const r = Number(name.slice(0, -1)), c = name.charCodeAt(name.length - 1) - 97;
        owner[r * this.colsN + c] = cls;
      }
    };
    for (const k of chosen) mark(k, this.options[k][0]);
    this.cells.forEach((cell, k) => {
      const piece = owner[k];
      if (cell.dataset.piece !== piece) cell.dataset.piece = piece;
      cell.textContent = piece;
      cell.classList.remove('current');
    });
    if (story.option >= 0) {
      for (const name of this.options[story.option].slice(1)) {
        const r = Number(name.slice(0, -1)), c = name.charCodeAt(name.length - 1) - 97;
        this.cells[r * this.colsN + c].classList.add('current');
      }
    }
    this.pieces.forEach((name, k) => {
      const item = this.itemIndex.get(name);
      const placed = covered(name) && chosen.some((o) => this.options[o][0] === name);
      this.pieceItems[k].textContent = placed
        ? t('viz.picture.piece_placed', { piece: name })
        : t('viz.picture.piece_left', { piece: name, count: this.model.links.size[item] });
      this.pieceItems[k].classList.toggle('placed', placed);
    });
    void live;
  }

  #renderSudoku(chosen, story) {
    const n = this.n;
    const digit = new Array(n * n).fill('');
    const candidates = Array.from({ length: n * n }, () => []);
    const cellOf = (names) => {
      const m = /^r(\d+)c(\d+)$/.exec(names[0]);
      return m ? (Number(m[1]) - 1) * n + Number(m[2]) - 1 : -1;
    };
    const digitOf = (names) => Number(/#(\d+)$/.exec(names[1] ?? '')?.[1] ?? 0);
    for (const k of chosen) digit[cellOf(this.options[k])] = String(digitOf(this.options[k]));
    // A cell's candidates are the options still in its own item's list: a cell just chosen (and
    // covered) keeps the options the search is about to try; an option removed by another item's
    // cover has left it.
    const linked = this.model.linkedNodes(), top = this.model.top;
    this.options.forEach((names, k) => {
      const cellItem = this.itemIndex.get(names[0]);
      if (this.optionNodes[k].some((x) => top[x] === cellItem && linked[x] === 1)) candidates[cellOf(names)].push(digitOf(names));
    });
    const current = story.option >= 0 ? cellOf(this.options[story.option]) : -1;
    this.cells.forEach((cell, k) => {
      cell.classList.toggle('current', k === current);
      if (cell.classList.contains('given')) return;
      if (digit[k]) {
        cell.className = cell.className.replace(/\bcandidates\b/, '').trim();
        cell.classList.add('placed');
        if (cell.textContent !== digit[k]) cell.textContent = digit[k];
      } else {
        cell.classList.remove('placed');
        cell.classList.add('candidates');
        const text = candidates[k].join(' ');
        if (cell.textContent !== text) cell.textContent = text;
      }
    });
    const placed = chosen.map((k) => `${this.options[k][0]}=${digitOf(this.options[k])}`);
    this.cells[0].parentElement.setAttribute('aria-label', t('viz.picture.sudoku_summary', { placed: placed.join(', ') || '—' }));
  }
}
