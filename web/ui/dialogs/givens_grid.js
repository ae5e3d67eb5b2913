// The import dialog's boards: an editable grid of givens (a WAI-ARIA grid of inputs with one Tab
// stop, arrows / Home / End, digits to place, Backspace / Delete / 0 / . to clear) and the small
// read-only preview of two solutions that differ. A variant puzzle's rules are drawn on the grid
// the way the board draws them (variant_drawing.js, handed in by import_dialog.js: one drawing
// code) and said in each cell's name. Also the text forms the grid writes back into
// the dialog's textarea. Used by import_dialog.js; the engine's own formats are in
// engine/include/dlx/puzzle_format.hpp.
import { boxEdges } from '../../game/geometry.js';
import { defaultBox } from '../../game/share.js';
import { h } from './dialog_kit.js';
import { addCatalog, t } from '../../i18n/i18n.js';
import dialogs from '../../i18n/catalog_dialogs.js';

// The dialogs' strings load with them (lazily), not with the page.
addCatalog(dialogs);

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** Box shapes offered for an empty grid: [boxRows, boxCols]; wide boxes are the engine's default. */
export const GRID_SHAPES = [[2, 2], [2, 3], [3, 2], [2, 4], [4, 2], [3, 3], [3, 4], [4, 3], [4, 4], [5, 5]];

/** "9 × 9 (3 × 3 boxes)", "6 × 6 (tall 3 × 2 boxes)": rows × columns, as everywhere else here. */
export function shapeName(boxRows, boxCols) {
  const n = boxRows * boxCols;
  const kind = boxRows === boxCols ? 'givens.shape' : boxRows > boxCols ? 'givens.shape_tall' : 'givens.shape_wide';
  return t(kind, { n, rows: boxRows, cols: boxCols });
}

/** Line form ('.' blanks, 1-9 then A-P) -> digits 0..N. */
export function lineToDigits(line) {
  return Uint8Array.from(line, (symbol) => SYMBOLS.indexOf(symbol.toUpperCase()) + 1);
}

/**
 * The text for a grid: the line form when the engine reads that back with the same box shape,
 * otherwise Simon Tatham's Solo game ID ("3x2:..."), whose params carry the shape (box columns x
 * rows; in the description a-z are runs of 1-26 blanks and '_' separates adjacent numbers).
 */
export function gridText({ boxRows, boxCols, digits }) {
  const size = boxRows * boxCols;
  const [standardRows, standardCols] = defaultBox(size);
  if (standardRows === boxRows && standardCols === boxCols) {
    return Array.from(digits, (d) => (d ? SYMBOLS[d - 1] : '.')).join('');
  }
  let text = `${boxRows}x${boxCols}:`;  // Solo's "c x r": boxes c rows tall, r columns wide
  let run = 0;
  let afterNumber = false;
  const flush = () => {
    while (run > 0) {
      const part = Math.min(run, 26);
      text += String.fromCharCode(96 + part);
      run -= part;
    }
  };
  for (const digit of digits) {
    if (!digit) {
      run += 1;
      continue;
    }
    if (run > 0) flush();
    else if (afterNumber) text += '_';
    text += String(digit);
    afterNumber = true;
  }
  flush();
  return text;
}

function symbolToDigit(symbol, size) {
  const digit = SYMBOLS.indexOf(symbol.toUpperCase()) + 1;
  return digit >= 1 && digit <= size ? digit : -1;
}

const CLEAR_KEYS = new Set(['Backspace', 'Delete', '0', '.', ' ']);

/** The editable board of givens. `onChange()` runs after every edit the user makes in it. */
export class GivensGrid {
  #table;
  #inputs = [];
  #digits = new Uint8Array(81);
  #boxRows = 3;
  #boxCols = 3;
  #active = 0;
  #invalid = new Set();
  #onChange;
  #rules = null; // { drawing, name, partsOf }: a variant's rules as drawn (drawRules)

  /**
   * @param {{id: string, describedBy: string, onChange: () => void, onPaste: (text: string) => void}} options
   *   onPaste gets text of more than one character pasted into a cell (a whole puzzle, usually).
   */
  constructor({ id, describedBy, onChange, onPaste }) {
    this.#onChange = onChange;
    this.#table = h('table', { id, className: 'dlg-grid', attrs: { role: 'grid', 'aria-describedby': describedBy } });
    this.#table.addEventListener('keydown', (event) => this.#onKey(event));
    this.#table.addEventListener('input', (event) => this.#onInput(event));
    this.#table.addEventListener('paste', (event) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim().length > 1) {
        event.preventDefault();
        onPaste?.(text);
      }
    });
    this.#table.addEventListener('focusin', (event) => {
      const index = this.#inputs.indexOf(event.target);
      if (index >= 0) this.#setActive(index, false);
    });
    this.#build();
  }

  get element() { return this.#table; }
  get size() { return this.#boxRows * this.#boxCols; }
  /** { boxRows, boxCols, size, digits } — digits is a copy. */
  get state() {
    return { boxRows: this.#boxRows, boxCols: this.#boxCols, size: this.size, digits: this.#digits.slice() };
  }
  get text() { return gridText(this.state); }

  /** Shows a puzzle (line form) with its box shape; rebuilds the cells only when the shape changes. */
  show({ boxRows, boxCols, puzzle }) {
    if (boxRows !== this.#boxRows || boxCols !== this.#boxCols) {
      this.#boxRows = boxRows;
      this.#boxCols = boxCols;
      this.#build();
    }
    this.#digits = lineToDigits(puzzle);
    this.#inputs.forEach((input, cell) => this.#render(cell));
  }

  /** An empty board of the given shape. */
  clear(boxRows, boxCols) {
    this.show({ boxRows, boxCols, puzzle: '.'.repeat((boxRows * boxCols) ** 2) });
  }

  /**
   * Draws a variant's rules on the grid, or the plain boxes again (null). rules: { id, name,
   * drawing, partsOf }: id the variant's id for the stylesheet ("jigsaw", "killer+x"), name its
   * words for the grid's name, drawing variant_drawing.js's for this board, partsOf(cell) the
   * words of a cell's houses and cage (words/variant_words.js). Kept across show() of the same shape.
   */
  drawRules(rules) {
    this.#rules = rules;
    this.#decorate();
  }

  /** The variant drawing shown (drawRules), or null: the plain boxes. */
  get drawing() { return this.#rules?.drawing ?? null; }

  #decorate() {
    const size = this.size;
    const rules = this.#rules;
    const drawing = rules?.drawing;
    const base = t('givens.label', { size });
    this.#table.setAttribute('aria-label', rules ? `${base}${t('cell.separator')}${rules.name}` : base);
    if (rules) this.#table.dataset.variant = rules.id;
    else delete this.#table.dataset.variant;
    const edges = drawing ?? boxEdges(size, this.#boxRows, this.#boxCols);
    this.#inputs.forEach((input, cell) => {
      const td = input.parentElement;
      const [r, c] = [Math.floor(cell / size), cell % size];
      const right = edges.edgeRight(cell);
      const bottom = edges.edgeBottom(cell);
      td.className = [right && 'box-right', bottom && 'box-bottom', ...(drawing ? drawing.classes(cell) : [])].filter(Boolean).join(' ');
      // The old drawing goes, the input stays (it may have the focus: a grid edit redraws).
      for (const old of [...td.children]) if (old !== input) old.remove();
      if (drawing) td.append(...drawing.decor(cell));
      const position = t('cell.position', { row: r + 1, col: c + 1 });
      const parts = rules ? rules.partsOf(cell) : [];
      input.setAttribute('aria-label', [position, ...parts].join(t('cell.separator')));
    });
  }

  /** Marks cells (indices) as breaking a rule: aria-invalid and a dashed outline. */
  markInvalid(cells = []) {
    this.#invalid = new Set(cells);
    this.#inputs.forEach((input, cell) => {
      if (this.#invalid.has(cell)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  }

  focus() { this.#inputs[this.#active]?.focus(); }

  #build() {
    const size = this.size;
    this.#digits = new Uint8Array(size * size);
    this.#invalid.clear();
    this.#active = 0;
    this.#table.replaceChildren();
    this.#table.style.setProperty('--n', String(size));
    const body = h('tbody');
    this.#inputs = [];
    for (let r = 0; r < size; r += 1) {
      const row = h('tr');
      for (let c = 0; c < size; c += 1) {
        const input = h('input', {
          type: 'text',
          tabIndex: r === 0 && c === 0 ? 0 : -1,
          autocomplete: 'off',
          spellcheck: false,
          attrs: {
            'aria-label': t('cell.position', { row: r + 1, col: c + 1 }),
            inputmode: size <= 9 ? 'numeric' : 'text',
            autocapitalize: 'characters',
            enterkeyhint: 'done',
          },
        });
        this.#inputs.push(input);
        row.append(h('td', {}, input)); // its edges and the rules' drawing: #decorate

      }
      body.append(row);
    }
    this.#table.append(body);
    this.#rules = null; // another shape: the rules drawn before were for the old one
    this.#decorate();
  }

  #render(cell) {
    const digit = this.#digits[cell];
    const input = this.#inputs[cell];
    input.value = digit ? SYMBOLS[digit - 1] : '';
    input.classList.toggle('filled', digit > 0);
  }

  #setActive(index, focus = true) {
    this.#inputs[this.#active].tabIndex = -1;
    this.#active = index;
    this.#inputs[index].tabIndex = 0;
    if (focus) this.#inputs[index].focus();
  }

  #set(cell, digit) {
    if (this.#digits[cell] === digit) {
      this.#render(cell);
      return;
    }
    this.#digits[cell] = digit;
    this.#render(cell);
    this.#onChange?.();
  }

  #onKey(event) {
    const cell = this.#inputs.indexOf(event.target);
    if (cell < 0 || event.altKey || event.metaKey) return;
    const size = this.size;
    const [row, col] = [Math.floor(cell / size), cell % size];
    const ctrl = event.ctrlKey;
    const moves = {
      ArrowLeft: () => row * size + Math.max(0, col - 1),
      ArrowRight: () => row * size + Math.min(size - 1, col + 1),
      ArrowUp: () => Math.max(0, row - 1) * size + col,
      ArrowDown: () => Math.min(size - 1, row + 1) * size + col,
      Home: () => (ctrl ? 0 : row * size),
      End: () => (ctrl ? size * size - 1 : row * size + size - 1),
    };
    if (moves[event.key] && (!ctrl || event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      this.#setActive(moves[event.key]());
      return;
    }
    if (ctrl) return; // Ctrl+C, Ctrl+V, ... keep their meaning
    if (CLEAR_KEYS.has(event.key)) {
      event.preventDefault();
      this.#set(cell, 0);
      return;
    }
    if (event.key.length === 1) {
      // Every printable key is ours: a digit of this board goes in, anything else is ignored.
      event.preventDefault();
      const digit = symbolToDigit(event.key, size);
      if (digit > 0) this.#set(cell, digit);
    }
  }

  // Keyboards that do not send usable keydown events (most phone keyboards, IMEs, paste) end up
  // here: keep the last symbol typed if it is a digit of this board, else restore the cell.
  #onInput(event) {
    const cell = this.#inputs.indexOf(event.target);
    if (cell < 0) return;
    const typed = [...event.target.value].reverse().map((s) => symbolToDigit(s, this.size)).find((d) => d > 0);
    if (event.target.value === '') this.#set(cell, 0);
    else if (typed) this.#set(cell, typed);
    else this.#render(cell);
  }
}

/**
 * Two solutions side by side, cells where they differ marked (outline, weight and underline, not
 * colour alone). Hidden from assistive technology: the dialog's live text lists the same cells
 * with both digits. drawing: a variant's (variant_drawing.js), whose edges (jigsaw regions) are
 * drawn instead of the boxes'. Returns the differing cell indices.
 */
export function renderSolutionPair(container, { boxRows, boxCols, puzzle, first, second, drawing = null }) {
  const size = boxRows * boxCols;
  const edges = drawing ?? boxEdges(size, boxRows, boxCols);
  const differ = [];
  for (let cell = 0; cell < first.length; cell += 1) if (first[cell] !== second[cell]) differ.push(cell);
  const board = (title, line) => {
    const grid = h('div', { className: 'dlg-mini' });
    grid.style.setProperty('--n', String(size));
    for (let cell = 0; cell < line.length; cell += 1) {
      const classes = ['dlg-mini-cell'];
      if (edges.edgeRight(cell)) classes.push('box-right');
      if (edges.edgeBottom(cell)) classes.push('box-bottom');
      if (puzzle[cell] !== '.') classes.push('given');
      if (first[cell] !== second[cell]) classes.push('differs');
      grid.append(h('span', { className: classes.join(' ') }, line[cell]));
    }
    return h('figure', { className: 'dlg-solution' }, h('figcaption', {}, title), grid);
  };
  container.replaceChildren(board(t('givens.solution', { n: 1 }), first), board(t('givens.solution', { n: 2 }), second));
  container.setAttribute('aria-hidden', 'true');
  container.hidden = false;
  return differ;
}
