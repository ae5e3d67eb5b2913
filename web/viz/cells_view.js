// The Dancing Cells picture as SVG, drawn from the model's arrays at every position, as Knuth draws
// sparse sets: the ITEM list (active prefix | removed suffix, the bar at ACTIVE), then one row per
// item with its header (SIZE, POS) and its SET (active prefix | hidden suffix, the bar at SIZE),
// every cell labelled with its SET index so that a node's LOC can be read off, and the TRAIL as a
// stack with each level's mark. A link step draws the swap it made: both cells lit and an arrow
// between them. Built once per trace; render() only rewrites what changed (a few hundred cells on
// the pentominoes). Siblings: cells_model.js (arrays), cells_narration.js (what to highlight),
// zoom.js (scale and pan, as for the Dancing Links figure).
import { t } from '../i18n/i18n.js';
import { CELLS_ARRAYS, CELLS_OP, SCALAR } from './cells_model.js';

const NS = 'http://www.w3.org/2000/svg';
const CELL = 30, BOX = 24, ROW = 38, LABEL = 118, TOP = 34;

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

// The highest the trail ever gets in the trace: the TRAIL row is drawn that long.
function trailReach(model) {
  let most = 0;
  for (let i = 0; i < model.length; i++) {
    if (model.op(i) === CELLS_OP.write && CELLS_ARRAYS[model.field(i, 1)] === 'scalar' && model.field(i, 2) === SCALAR.trailTop) most = Math.max(most, model.field(i, 4));
  }
  return most;
}

export class CellsView {
  /**
   * @param {HTMLElement} host
   * @param {import('./cells_model.js').CellsModel} model
   * @param {{ item: (i: number) => string, short?: (i: number) => string, option: (k: number) => string }} names
   */
  constructor(host, model, names) {
    this.host = host;
    this.model = model;
    this.names = names;
    this.short = names.short ?? names.item;
    const n = model.itemCount;
    this.reach = Math.max(1, trailReach(model));
    const longest = Math.max(...Array.from({ length: n }, (_, k) => model.setLength(k + 1)));
    const columns = Math.max(n, longest, this.reach);
    this.width = LABEL + columns * CELL + 16;
    this.yItems = TOP;
    this.ySets = TOP + ROW + 18;
    this.yTrail = this.ySets + n * ROW + 16;
    this.height = this.yTrail + BOX + 40;
    this.size = { width: this.width, height: this.height };
    this.svg = el('svg', { viewBox: `0 0 ${this.width} ${this.height}`, role: 'img', class: 'cells-figure', 'aria-labelledby': 'cells-title', 'aria-describedby': 'cells-desc' });
    this.svg.append(this.#markers());
    this.itemCells = this.#row(this.yItems, n, null);
    // The row names stay in sight while the frame scrolls sideways (#pin): a column of their own,
    // drawn last, on a background of its own.
    this.labels = el('g', { class: 'labels' });
    this.labels.append(el('rect', { class: 'labels-bg', x: 0, y: 0, width: LABEL - 8, height: this.height }));
    this.labels.append(el('text', { class: 'row-label', x: 4, y: this.yItems + 4 }, t('cells.item_list')));
    this.activeBar = this.#bar(this.yItems);
    this.activeLabel = el('text', { class: 'bar-label', y: this.yItems - BOX / 2 - 6 });
    this.svg.append(this.activeLabel);
    this.rows = [];
    for (let i = 1; i <= n; i++) {
      const h = model.handle[i], y = this.ySets + (i - 1) * ROW;
      const g = el('g', { class: i > model.primary ? 'set-row secondary' : 'set-row', 'data-item': i });
      g.append(el('rect', { class: 'row-band', x: 0, y: y - ROW / 2 + 1, width: this.width, height: ROW - 2 }));
      const label = el('g', { class: 'set-label', 'data-item': i });
      label.append(el('rect', { class: 'row-band', x: 0, y: y - ROW / 2 + 1, width: LABEL - 8, height: ROW - 2 }));
      const info = el('text', { class: 'row-info', x: 4, y: y + 11 });
      label.append(el('text', { class: 'row-name', x: 4, y: y - 2 }, this.short(i)), info);
      this.labels.append(label);
      this.svg.append(g);
      const cells = this.#row(y, model.setLength(i), (k) => h + k, g);
      this.rows.push({ g, label, info, cells, bar: this.#bar(y, g), h, shown: '' });
    }
    this.labels.append(el('text', { class: 'row-label', x: 4, y: this.yTrail + 4 }, t('cells.trail')));
    this.trailCells = this.#row(this.yTrail, this.reach, null);
    this.trailBar = this.#bar(this.yTrail);
    this.trailLabel = el('text', { class: 'bar-label', y: this.yTrail - BOX / 2 - 6 });
    this.marks = el('g', { class: 'marks' });
    this.swap = el('path', { class: 'swap-arrow', 'marker-start': 'url(#cells-arrow-start)', 'marker-end': 'url(#cells-arrow)', hidden: '' });
    this.svg.append(this.trailLabel, this.marks, this.swap, this.labels);
    host.replaceChildren(this.svg);
    host.onscroll = () => this.#pin();  // one handler per frame, whichever view it shows now
  }

  // Keeps the row names at the frame's left edge: the frame's scroll in figure units.
  #pin() {
    const scale = this.svg.getBoundingClientRect().width / this.width || 1;
    this.labels.setAttribute('transform', `translate(${this.host.scrollLeft / scale} 0)`);
  }

  #markers() {
    const defs = el('defs');
    for (const [id, d] of [['cells-arrow', 'M0,0 L8,4 L0,8 z'], ['cells-arrow-start', 'M8,0 L0,4 L8,8 z']]) {
      const m = el('marker', { id, viewBox: '0 0 8 8', refX: id.endsWith('start') ? 1 : 7, refY: 4, markerWidth: 7, markerHeight: 7, orient: 'auto' });
      m.append(el('path', { d }));
      defs.append(m);
    }
    return defs;
  }

  // A row of `count` cells centred on y; a SET row's cells carry their SET index above them (a
  // node's LOC is the index it sits under). The ITEM and TRAIL rows have their bar's label there.
  #row(y, count, info, parent = this.svg) {
    const cells = [];
    for (let k = 0; k < count; k++) {
      const x = LABEL + k * CELL;
      const g = el('g', { class: 'cell', transform: `translate(${x} ${y})` });
      if (info) g.append(el('text', { class: 'index', x: BOX / 2, y: -BOX / 2 - 2 }, String(info(k))));
      g.append(el('rect', { x: 0, y: -BOX / 2, width: BOX, height: BOX, rx: 3 }));
      const value = el('text', { class: 'value', x: BOX / 2, y: 4 });
      const title = el('title');
      g.append(value, title);
      parent.append(g);
      cells.push({ g, value, title, text: null, cls: '' });
    }
    return cells;
  }

  #bar(y, parent = this.svg) {
    const bar = el('line', { class: 'bar', y1: y - BOX / 2 - 3, y2: y + BOX / 2 + 3 });
    parent.append(bar);
    return bar;
  }

  #placeBar(bar, k) {
    const x = LABEL + k * CELL - (CELL - BOX) / 2;
    bar.setAttribute('x1', String(x));
    bar.setAttribute('x2', String(x));
    return x;
  }

  #cell(cell, text, cls, title) {
    if (cell.text !== text) {
      cell.value.textContent = text;
      cell.text = text;
      // A long name (a Sudoku's r1c2, b3#2) is squeezed into its cell rather than spilling over.
      if (text.length > 3) {
        cell.value.setAttribute('textLength', String(BOX - 3));
        cell.value.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      } else cell.value.removeAttribute('textLength');
    }
    if (cell.cls !== cls) {
      cell.g.setAttribute('class', `cell ${cls}`.trim());
      cell.cls = cls;
    }
    if (title !== undefined && cell.title.textContent !== title) cell.title.textContent = title;
  }

  /** Where the story happens (for zoom.follow): the ITEM row for a deactivate, else the item's row. */
  focusPoint(story) {
    if (story.swap?.kind === 'item') return { x: LABEL + Math.max(...story.swap.places) * CELL, y: this.yItems };
    if (story.item <= 0) return { x: 0, y: this.yItems };
    // A cell near the row's start is shown with the frame scrolled fully left, clear of the
    // pinned names (which would cover it at any other scroll).
    const places = story.swap?.places ?? [];
    const x = places.length ? LABEL + (Math.max(...places) - this.rows[story.item - 1].h) * CELL : 0;
    return { x: x > 3 * LABEL ? x : 0, y: this.ySets + (story.item - 1) * ROW };
  }

  /** Draws the model's arrays at its position, with the story's highlights. */
  render(story) {
    const m = this.model, a = m.arrays, active = m.active, top = m.trailTop;
    const swap = story.swap;
    const lit = (kind, index) => swap && swap.kind === kind && swap.places.includes(index);
    const chosen = new Set(Array.from(m.chosen.subarray(0, m.depth + 1)).filter((i) => i > 0));
    for (let k = 0; k < this.itemCells.length; k++) {
      const i = m.numberOf(a.item[k]);
      const cls = [k >= active ? 'out' : '', lit('item', k) ? 'swapped' : '', i === story.item ? 'current' : ''].join(' ');
      this.#cell(this.itemCells[k], this.short(i), cls);
    }
    const ax = this.#placeBar(this.activeBar, active);
    this.activeLabel.setAttribute('x', String(ax));
    this.activeLabel.textContent = t('cells.active', { active });
    for (let r = 0; r < this.rows.length; r++) {
      const row = this.rows[r], i = r + 1, h = row.h, size = a.set[h - 1], pos = a.set[h - 2];
      const info = t('cells.size_pos', { size, pos });
      if (row.shown !== info) {
        row.info.textContent = info;
        row.shown = info;
      }
      const rowCls = `set-row${i > m.primary ? ' secondary' : ''}${pos >= active ? ' out' : ''}${i === story.item ? ' current' : ''}${chosen.has(i) ? ' chosen' : ''}`;
      if (row.g.getAttribute('class') !== rowCls) {
        row.g.setAttribute('class', rowCls);
        row.label.setAttribute('class', rowCls.replace('set-row', 'set-label'));
      }
      for (let k = 0; k < row.cells.length; k++) {
        const x = a.set[h + k];
        const cls = [k >= size ? 'out' : '', lit('set', h + k) ? 'swapped' : ''].join(' ');
        this.#cell(row.cells[k], String(x), cls, t('cells.node_title', { x, option: this.names.option(m.optionOf(x)), loc: a.loc[x] }));
      }
      this.#placeBar(row.bar, size);
    }
    for (let k = 0; k < this.trailCells.length; k++) {
      const on = k < top;
      this.#cell(this.trailCells[k], on ? this.short(m.numberOf(a.trail[k])) : '', on ? '' : 'empty');
    }
    const tx = this.#placeBar(this.trailBar, top);
    this.trailLabel.setAttribute('x', String(tx));
    this.trailLabel.textContent = t('cells.trail_top', { top });
    this.#marks();
    this.#swapArrow(swap);
  }

  // Each level's mark: where its part of the TRAIL begins (going back to it pops to there).
  #marks() {
    const m = this.model, out = [];
    for (let level = 0; level <= Math.min(m.depth, m.marks.length - 1); level++) {
      const at = m.marks[level];
      if (at < 0) continue;
      const x = LABEL + at * CELL - (CELL - BOX) / 2;
      const y = this.yTrail + BOX / 2 + 4;
      out.push(el('path', { class: 'mark', d: `M${x} ${y}l-4 8h8z` }), el('text', { class: 'mark-label', x, y: y + 20 }, t('cells.level', { level })));
    }
    this.marks.replaceChildren(...out);
  }

  #swapArrow(swap) {
    if (!swap || swap.places.length < 2 || swap.places[0] === swap.places[1]) {
      this.swap.setAttribute('hidden', '');
      return;
    }
    const [p, q] = swap.places;
    let y, x1, x2;
    if (swap.kind === 'item') {
      y = this.yItems;
      x1 = LABEL + p * CELL + BOX / 2;
      x2 = LABEL + q * CELL + BOX / 2;
    } else {
      const row = this.rows[swap.item - 1];
      y = this.ySets + (swap.item - 1) * ROW;
      x1 = LABEL + (p - row.h) * CELL + BOX / 2;
      x2 = LABEL + (q - row.h) * CELL + BOX / 2;
    }
    const lift = Math.min(16, 6 + Math.abs(x2 - x1) / 8);
    const yy = y - BOX / 2 - 1;
    this.swap.setAttribute('d', `M${x1} ${yy}C${x1} ${yy - lift} ${x2} ${yy - lift} ${x2} ${yy}`);
    this.swap.removeAttribute('hidden');
  }
}
