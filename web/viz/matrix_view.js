// Knuth's Figure 2 as SVG: the root and item headers (with sizes) in a row, each option's nodes on
// a row below, and the model's current links drawn from its arrays: the item list along the top,
// up/down lists as vertical lines, wrap-arounds as dashed arcs. Covering fades an item and lifts
// its options' nodes out of the other lists; the picture is redrawn from the arrays each frame.
// The current link arrays are also written to data-* attributes (for tests and the curious).
import { t } from '../i18n/i18n.js';
import { OP } from './trace_model.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 44, H = 30, PAD = 24;

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

export class MatrixView {
  /** @param {HTMLElement} host  @param {import('./trace_model.js').TraceModel} model  @param {string[]} itemNames */
  constructor(host, model, itemNames) {
    this.host = host;
    this.model = model;
    this.names = itemNames;
    const n = model.itemCount;
    const top = model.top;
    // Which option each node belongs to (spacers carry -(index of the option after them)).
    this.optionOf = new Int32Array(top.length).fill(-1);
    let option = 0, options = 0;
    for (let x = n + 1; x < top.length; x++) {
      if (top[x] <= 0) {
        option = -top[x];
        options = Math.max(options, option);
      } else {
        this.optionOf[x] = option;
      }
    }
    this.optionCount = options;
    const width = PAD * 2 + (n + 1) * W, height = PAD * 2 + (options + 1) * H + 12;
    // Drawn at 1.5x: a projector in a classroom is the main audience.
    this.svg = el('svg', { viewBox: `0 0 ${width} ${height}`, width: width * 1.5, height: height * 1.5, role: 'img', class: 'dlx-figure',
      'aria-labelledby': 'structure-title', 'aria-describedby': 'structure-desc' });
    this.linkPath = el('path', { class: 'links' });
    this.wrapPath = el('path', { class: 'links wrap' });
    this.itemPath = el('path', { class: 'links items' });
    this.svg.append(this.linkPath, this.wrapPath, this.itemPath);
    this.cells = [];
    const rowGroup = el('g', { class: 'rows' });
    for (let k = 0; k < options; k++) {
      const nodes = this.#nodesOf(k);
      const xs = nodes.map((x) => this.x(top[x]));
      rowGroup.append(el('line', { class: 'option-line', x1: Math.min(...xs), x2: Math.max(...xs), y1: this.y(k), y2: this.y(k) }));
    }
    this.svg.append(rowGroup);
    this.headers = [];
    for (let i = 0; i <= n; i++) {
      const g = el('g', { class: i > model.trace.primary ? 'header secondary' : 'header', transform: `translate(${this.x(i)} ${PAD})`, 'data-item': i });
      g.append(el('rect', { x: -W / 2 + 3, y: -12, width: W - 6, height: 24, rx: 4 }));
      g.append(el('text', { y: -1, class: 'name' }, i === 0 ? t('viz.root') : itemNames[i - 1]));
      const size = el('text', { y: 9, class: 'size' }, '');
      g.append(size);
      this.headers.push({ g, size });
      this.svg.append(g);
    }
    this.nodes = new Map();
    for (let x = n + 1; x < top.length; x++) {
      if (top[x] <= 0) continue;
      const c = el('circle', { cx: this.x(top[x]), cy: this.y(this.optionOf[x]), r: 7, class: 'node' });
      this.nodes.set(x, c);
      this.svg.append(c);
    }
    host.replaceChildren(this.svg);
  }

  /** Predict mode: the headers of `items` become buttons named by their item; null turns it off. */
  setPickable(items) {
    const on = new Set(items ?? []);
    this.svg.setAttribute('role', items ? 'group' : 'img');
    for (let i = 1; i < this.headers.length; i++) {
      const g = this.headers[i].g;
      g.classList.toggle('pickable', on.has(i));
      if (on.has(i)) {
        g.setAttribute('role', 'button');
        g.setAttribute('tabindex', '0');
        g.setAttribute('aria-label', this.names[i - 1]);
      } else {
        for (const a of ['role', 'tabindex', 'aria-label']) g.removeAttribute(a);
      }
    }
  }

  x(item) { return PAD + item * W + W / 2; }
  y(option) { return PAD + (option + 1) * H + 12; }
  yOf(x) { return x <= this.model.itemCount ? PAD : this.y(this.optionOf[x]); }

  #nodesOf(k) {
    const out = [];
    for (let x = this.model.itemCount + 1; x < this.model.top.length; x++) if (this.optionOf[x] === k && this.model.top[x] > 0) out.push(x);
    return out;
  }

  render() {
    const m = this.model, L = m.links, n = m.itemCount;
    let links = '', wraps = '';
    const linked = new Set();
    for (let i = 1; i <= n; i++) {
      let from = i;
      for (let x = L.down[i], guard = 0; x !== i && guard < L.down.length; x = L.down[x], guard++) {
        linked.add(x);
        links += `M${this.x(i)} ${this.yOf(from) + (from === i ? 12 : 7)}V${this.yOf(x) - 7}`;
        from = x;
      }
      // The wrap-around: from the last node (or the header itself) back up to the header.
      const bottom = this.yOf(from) + (from === i ? 12 : 7);
      wraps += `M${this.x(i) + 4} ${bottom}C${this.x(i) + 16} ${bottom + 14},${this.x(i) + 16} ${PAD - 4},${this.x(i) + 10} ${PAD - 10}`;
    }
    let items = '';
    const chain = [0, ...m.activeItems()];
    for (let k = 0; k + 1 < chain.length; k++) items += `M${this.x(chain[k]) + W / 2 - 3} ${PAD}H${this.x(chain[k + 1]) - W / 2 + 3}`;
    const last = chain[chain.length - 1];
    items += `M${this.x(last) + W / 2 - 3} ${PAD - 4}C${this.x(last) + W} ${PAD - 22},${this.x(0)} ${PAD - 22},${this.x(0)} ${PAD - 12}`;
    this.linkPath.setAttribute('d', links);
    this.wrapPath.setAttribute('d', wraps);
    this.itemPath.setAttribute('d', items);
    const event = m.lastEvent();
    const focusNode = event >= 0 && [OP.hide, OP.unhide].includes(m.op(event)) ? m.field(event, 1) : -1;
    const focusItem = event >= 0 && [OP.cover, OP.uncover, OP.choose, OP.deadEnd].includes(m.op(event)) ? m.field(event, m.op(event) <= OP.deadEnd ? 2 : 1) : -1;
    const chosen = new Set(m.partialSolution());
    for (const [x, c] of this.nodes) {
      c.classList.toggle('hidden-node', !linked.has(x));
      c.classList.toggle('current', x === focusNode);
      c.classList.toggle('chosen', chosen.has(this.optionOf[x]));
    }
    for (let i = 1; i <= n; i++) {
      const h = this.headers[i];
      h.size.textContent = String(L.size[i]);
      h.g.classList.toggle('covered', m.covered[i] === 1);
      h.g.classList.toggle('current', i === focusItem);
      h.g.classList.toggle('empty', L.size[i] === 0 && m.covered[i] === 0);
    }
    const ds = this.host.dataset;
    ds.prev = L.prev.join(',');
    ds.next = L.next.join(',');
    ds.up = L.up.join(',');
    ds.down = L.down.join(',');
    ds.size = L.size.join(',');
    ds.covered = m.covered.join(',');
  }
}
