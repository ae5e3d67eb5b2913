// The search tree drawn (SVG): one row per node of search_tree.js, indented by its depth, joined to
// its parent by an elbow line; the path from the root to the node the search is at highlighted,
// dead ends and solutions marked, the tree growing as the search goes and scrolled to keep the
// current node in view. A node is a button: click, Enter or Space goes to that position.
// Only the rows in and near the scrolled window are in the DOM (a hard Sudoku has thousands), and
// they are kept by node between Steps: a Step changes classes, adds the new rows, drops the rows
// that left the window, and redraws the few lines of the window. Siblings: search_tree.js (the
// tree, no DOM), panels.js (calls render; keeps the last entries as a text list), viz_app.js (seeks).
import { t } from '../i18n/i18n.js';
import { KIND, SearchTree } from './search_tree.js';

const SVG = 'http://www.w3.org/2000/svg';
const ROW = 24, INDENT = 18, PAD = 10, R = 5;
const MARGIN_ROWS = 40;  // rows drawn above and below the visible ones, so a scroll rarely shows a gap
const CLASS = ['choose', 'try', 'dead-end', 'solution'];

const make = (name, attrs = {}) => {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};

export class TreeView {
  /**
   * @param {HTMLElement} host  the scrolling box the picture lives in
   * @param {{ summary: HTMLElement, onSeek: (k: number, tree: SearchTree) => void }} hooks
   */
  constructor(host, hooks) {
    this.host = host;
    this.hooks = hooks;
    this.tree = null;
    this.drawn = new Map();  // node -> its <g>
    this.svg = make('svg', { class: 'tree-figure', role: 'group' });
    this.svg.setAttribute('aria-labelledby', 'tree-title');
    this.edges = make('path', { class: 'edges' });
    this.pathEdges = make('path', { class: 'edges on-path' });
    this.nodes = make('g', { class: 'nodes' });
    this.svg.append(this.edges, this.pathEdges, this.nodes);
    host.replaceChildren(this.svg);
    this.framePending = false;
    host.addEventListener('scroll', () => {
      if (this.framePending || !this.tree) return;
      this.framePending = true;
      requestAnimationFrame(() => { this.framePending = false; this.#draw(); });
    });
    host.addEventListener('click', (event) => {
      const g = event.target.closest?.('[data-k]');
      if (g) this.hooks.onSeek(Number(g.dataset.k), this.tree);
    });
    host.addEventListener('keydown', (event) => this.#key(event));
  }

  /** Draws the tree as far as the model's position, for a trace (a new one starts afresh). */
  render(model, names, { rebuild = false } = {}) {
    if (rebuild || !this.tree || this.tree.model !== model) this.#attach(model, names);
    const tree = this.tree;
    this.count = tree.countAt(model.pos);
    const current = tree.currentAt(model.pos);
    this.path = new Set(current >= 0 ? tree.pathTo(current) : []);
    this.svg.setAttribute('height', String(Math.max(1, this.count) * ROW + 2 * PAD));
    if (current !== this.current) {
      this.current = current;
      this.#follow(current);
    }
    this.#draw();
    const s = tree.summary(this.count);
    this.hooks.summary.textContent = t('viz.tree.summary', s);
  }

  /** The box was just shown (it had no size while hidden): scroll to the current node and draw. */
  reveal() {
    if (!this.tree) return;
    this.#follow(this.current);
    this.#draw();
  }

  #attach(model, names) {
    this.tree = new SearchTree(model);
    this.names = names;
    this.current = -2;
    this.nodes.replaceChildren();
    this.drawn.clear();
    // Wide enough for the deepest row and the longest option name (monospace-ish estimate).
    // (A Sudoku's trace has no option list: its names, r1c2=3 and the like, are short.)
    const options = model.trace.options ?? [];
    let longest = 12;
    for (let k = 0; k < options.length; k++) longest = Math.max(longest, options[k].length);
    const width = 2 * PAD + this.tree.maxColumn * INDENT + 2 * R + 8 + Math.min(longest, 60) * 7.5;
    this.svg.setAttribute('width', String(Math.ceil(width)));
  }

  #x(k) { return PAD + R + this.tree.column[k] * INDENT; }
  #y(k) { return PAD + k * ROW + ROW / 2; }

  // Scrolls the box so that node k shows (the search moved there); nothing when the box is hidden.
  #follow(k) {
    const host = this.host;
    if (k < 0 || !host.clientHeight) return;
    const y = this.#y(k), x = this.#x(k);
    if (y - ROW < host.scrollTop || y + ROW > host.scrollTop + host.clientHeight) host.scrollTop = Math.max(0, y - host.clientHeight / 2);
    if (x - INDENT < host.scrollLeft || x + 8 * INDENT > host.scrollLeft + host.clientWidth) host.scrollLeft = Math.max(0, x - 2 * INDENT);
  }

  // The rows in the window: kept ones get their classes, new ones are made, others dropped; the
  // window's lines are written again (a few dozen elbows).
  #draw() {
    const host = this.host, count = this.count;
    const first = Math.max(0, Math.floor((host.scrollTop - PAD) / ROW) - MARGIN_ROWS);
    const visible = Math.ceil((host.clientHeight || 16 * ROW) / ROW);
    const end = Math.min(count, first + visible + 2 * MARGIN_ROWS);
    for (const [k, g] of this.drawn) {
      if (k < first || k >= end) {
        g.remove();
        this.drawn.delete(k);
      }
    }
    let before = null;
    for (let k = end - 1; k >= first; k--) {
      let g = this.drawn.get(k);
      if (!g) {
        g = this.#node(k);
        this.drawn.set(k, g);
        this.nodes.insertBefore(g, before);
      }
      before = g;
      const onPath = this.path.has(k), current = k === this.current;
      g.classList.toggle('on-path', onPath);
      g.classList.toggle('current', current);
      if (current) g.setAttribute('aria-current', 'step');
      else g.removeAttribute('aria-current');
    }
    this.#rove();
    this.#lines(first, end);
  }

  // One Tab stop in the tree: the current node (else the first drawn); the arrows move from it.
  #rove() {
    const stop = this.drawn.get(this.current) ?? this.drawn.values().next().value;
    for (const g of this.drawn.values()) g.setAttribute('tabindex', g === stop ? '0' : '-1');
  }

  #node(k) {
    const tree = this.tree, kind = tree.kind[k], i = tree.record(k), m = tree.model, names = this.names;
    const g = make('g', { class: `tnode ${CLASS[kind]}`, 'data-k': k, 'data-record': i, role: 'button', transform: `translate(${this.#x(k)},${this.#y(k)})` });
    const short = names.short ?? names.item;
    let label, words;
    if (kind === KIND.choose) {
      label = `${short(m.field(i, 2))} (${m.field(i, 3)})`;
      words = t('viz.tree.choose', { level: m.field(i, 1), item: names.item(m.field(i, 2)), size: m.field(i, 3) });
      g.append(make('circle', { r: R }));
    } else if (kind === KIND.tryOption) {
      label = names.option(m.field(i, 3));
      words = t('viz.tree.try', { option: names.option(m.field(i, 3)) });
      g.append(make('rect', { x: -R, y: -R, width: 2 * R, height: 2 * R, rx: 1.5 }));
    } else if (kind === KIND.deadEnd) {
      label = '✗';
      words = t('viz.tree.dead_end', { item: names.item(m.field(i, 2)) });
    } else {
      label = '✓';
      words = t('viz.tree.solution');
    }
    const text = make('text', { x: kind === KIND.deadEnd || kind === KIND.solution ? -R : R + 5, y: 4 });
    text.textContent = label;
    g.append(text);
    g.setAttribute('aria-label', words);
    return g;
  }

  // The elbows of the window: each drawn row's line from its parent's trunk, and the trunks of its
  // parents (down to their last child so far) and of the rows above the window it hangs under.
  #lines(first, end) {
    const tree = this.tree, count = this.count;
    let all = '', onPath = '';
    const trunks = new Set();
    for (let k = first; k < end; k++) {
      const p = tree.parent[k];
      if (p < 0) continue;
      trunks.add(p);
      const seg = `M${this.#x(p)} ${this.#y(k)}H${this.#x(k) - R - 1}`;
      if (this.path.has(k)) onPath += seg;
      else all += seg;
    }
    if (first < end) for (let a = tree.parent[first]; a >= 0; a = tree.parent[a]) trunks.add(a);
    for (const p of trunks) {
      const last = tree.lastChildBefore(p, count);
      if (last < 0) continue;
      all += `M${this.#x(p)} ${this.#y(p) + R + 1}V${this.#y(last)}`;
      // The current path runs down the trunk as far as its own child.
      const child = [...this.path].find((c) => tree.parent[c] === p);
      if (child !== undefined) onPath += `M${this.#x(p)} ${this.#y(p) + R + 1}V${this.#y(child)}`;
    }
    this.edges.setAttribute('d', all || 'M0 0');
    this.pathEdges.setAttribute('d', onPath || 'M0 0');
  }

  // Arrows move between rows (the window follows), Home/End to the first and the newest node;
  // Enter and Space go to the focused node's position.
  #key(event) {
    const g = event.target.closest?.('[data-k]');
    if (!g) return;
    const k = Number(g.dataset.k);
    const to = { ArrowDown: k + 1, ArrowUp: k - 1, Home: 0, End: this.count - 1 }[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();  // not also the page's Space = play
      this.hooks.onSeek(k, this.tree);
      return;
    }
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();  // the arrows step the search elsewhere on the page
    const target = Math.max(0, Math.min(this.count - 1, to));
    this.#scrollTo(target);
    this.#draw();
    this.drawn.get(target)?.focus();
  }

  #scrollTo(k) {
    const host = this.host, y = this.#y(k);
    if (y - ROW < host.scrollTop) host.scrollTop = y - ROW;
    else if (y + ROW > host.scrollTop + host.clientHeight) host.scrollTop = y + ROW - host.clientHeight;
  }

  /** The drawn node of k, if it is in the window (focus returns there after a seek). */
  nodeOf(k) { return this.drawn.get(k) ?? null; }
}
