// Knuth's Figure 2 as SVG, drawn from the model's link arrays at every position: the root and
// item headers (with sizes) in a row, each option's nodes on a row below, and every link as its
// own arrow — R links above the header row's middle, L links below it; D links on the left of a
// column, U links on its right; wrap-arounds through the corridors beside a column. A removed item
// or node stays where it was, faded, and its own links still point at its old neighbours (the
// paper's Figures 3 and 4): that is what lets uncover put it back. A link step draws the link it
// wrote moving to its new target, with a ghost of the old one; nodes a cover or uncover has
// touched carry their order (uncover goes exactly backwards). Siblings: trace_model.js (arrays),
// narration.js (the story: what to highlight), zoom.js (scale and pan).
import { t } from '../i18n/i18n.js';

const NS = 'http://www.w3.org/2000/svg';
const W = 54;          // column pitch
const H = 34;          // option row pitch
const BOX_W = 40, BOX_H = 26, R = 9;
const Y_HEAD = 56;     // header row centre
const Y_ROW0 = Y_HEAD + BOX_H / 2 + 34;
const PAD_X = 44;      // room left of the root for the item list's wrap-around
const TRACK = 5;       // D links run at x - TRACK, U links at x + TRACK
const LIST_TRACK = 6;  // R links at y - LIST_TRACK, L links at y + LIST_TRACK
// Above this many nodes (a big DLX1 text of your own) the figure is drawn compact: the live lists
// as one path, no per-link arrows, and the nodes and option rows as a few paths (one per state:
// linked, removed, chosen, current) rather than an element each, so the figure holds a fixed
// number of elements beyond its headers whatever the number of options. Thousands of elements made
// every Step restyle and re-layer all of them (issue 33: seconds per Step), and nobody could
// read them anyway.
export const DETAILED_NODES = 1500;
// Nor with more items than this: each brings its arrows, and a Step at 500 items and 1,000 nodes
// drawn in detail took half a second. (The presets have at most 48.)
export const DETAILED_ITEMS = 100;

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

// A small arrowhead drawn with the link's own stroke, pointing (dx, dy) at (x, y).
function chevron(x, y, dx, dy) {
  if (dy) return `M${x - 3} ${y - 4 * dy}L${x} ${y}L${x + 3} ${y - 4 * dy}`;
  return `M${x - 4 * dx} ${y - 3}L${x} ${y}L${x - 4 * dx} ${y + 3}`;
}

export class MatrixView {
  /**
   * @param {HTMLElement} host
   * @param {import('./trace_model.js').TraceModel} model
   * @param {{ item: (i: number) => string, short?: (i: number) => string }} names
   */
  constructor(host, model, names) {
    this.host = host;
    this.model = model;
    this.names = names;
    const n = model.itemCount, top = model.top;
    this.n = n;
    this.hasSecondary = model.primary < n;
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
    // Where each column's nodes are drawn: a link that passes one of them bows around it.
    this.columnYs = Array.from({ length: n + 2 }, () => []);
    for (let x = n + 1; x < top.length; x++) if (top[x] > 0) this.columnYs[top[x]].push(this.yOf(x));
    const columns = n + 1 + (this.hasSecondary ? 1 : 0);
    this.width = PAD_X + columns * W + 30;
    this.height = Y_ROW0 + options * H + 16;
    this.svg = el('svg', {
      viewBox: `0 0 ${this.width} ${this.height}`, role: 'img', class: 'dlx-figure',
      'aria-labelledby': 'structure-title', 'aria-describedby': 'structure-desc',
    });
    this.svg.append(this.#markers());
    this.compact = top.length - n > DETAILED_NODES || n > DETAILED_ITEMS;
    this.svg.classList.toggle('compact', this.compact);
    const nodesOf = Array.from({ length: options }, () => []);
    for (let x = n + 1; x < top.length; x++) if (top[x] > 0) nodesOf[this.optionOf[x]].push(x);
    const rows = el('g', { class: 'rows' });
    this.nodesOf = nodesOf;
    if (this.compact) this.#compactShapes(rows);
    for (let k = 0; k < (this.compact ? 0 : options); k++) {
      const xs = nodesOf[k].map((x) => this.x(top[x]));
      const y = this.y(k);
      const row = el('line', { class: 'option-line', x1: Math.min(...xs), x2: Math.max(...xs), y1: y, y2: y, 'data-option': k });
      rows.append(row);
      if (!this.compact) rows.append(el('text', { class: 'row-number', x: this.x(0), y: y + 3 }, String(k + 1)));
    }
    this.rowLines = [...rows.querySelectorAll('line')];
    this.linkLayer = el('g', { class: 'link-layer' });
    this.ghost = el('path', { class: 'link ghost', 'marker-end': 'url(#arrow-ghost)' });
    this.svg.append(rows, this.linkLayer);
    this.headers = [];
    for (let i = 0; i <= n + 1; i++) {
      if (i === n + 1 && !this.hasSecondary) break;
      const cls = i === 0 || i === n + 1 ? 'header root' : i > model.primary ? 'header secondary' : 'header';
      const g = el('g', { class: cls, transform: `translate(${this.x(i)} ${Y_HEAD})`, 'data-item': i });
      g.append(el('rect', { x: -BOX_W / 2, y: -BOX_H / 2, width: BOX_W, height: BOX_H, rx: 4 }));
      const label = i === 0 ? t('viz.root') : i === n + 1 ? t('viz.root2') : (names.short ?? names.item)(i);
      g.append(el('text', { y: i === 0 || i === n + 1 ? 3 : -1, class: 'name' }, label));
      const size = el('text', { y: 10, class: 'size' }, '');
      g.append(size);
      // The dead end's mark: a symbol as well as the red, so colour is not the only signal.
      if (i >= 1 && i <= n) g.append(el('text', { class: 'dead-mark', x: BOX_W / 2 - 2, y: -1, 'aria-hidden': 'true' }, '✗'));
      this.headers.push({ g, size, shown: '' });
      this.svg.append(g);
    }
    this.nodes = new Map();
    for (let x = n + 1; x < (this.compact ? 0 : top.length); x++) {
      if (top[x] <= 0) continue;
      const g = el('g', { class: 'node', transform: `translate(${this.x(top[x])} ${this.yOf(x)})`, 'data-node': x });
      g.append(el('circle', { r: R }));
      const badge = el('text', { class: 'order', x: R + 1, y: -R + 2 }, '');
      if (!this.compact) g.append(el('text', { y: 3, class: 'index' }, String(x)), badge);
      this.nodes.set(x, { g, badge });
      this.svg.append(g);
    }
    // One arrow per link: R and L of the root, every item (and the secondary head), U and D of
    // every header and node. Built once; render() only rewrites what changed.
    this.links = [];
    const add = (from, field) => {
      const path = el('path', { class: 'link', 'data-from': from, 'data-field': field });
      this.linkLayer.append(path);
      this.links.push({ from, field, path, cls: '', to: -1 });
    };
    if (this.compact) {
      this.compactPath = el('path', { class: 'link' });
      this.linkLayer.append(this.compactPath);
    } else {
      for (let i = 0; i <= n + 1; i++) {
        if (i === n + 1 && !this.hasSecondary) break;
        add(i, 'next');
        add(i, 'prev');
      }
      for (let x = 1; x < top.length; x++) {
        if (x > n && top[x] <= 0) continue;
        add(x, 'down');
        add(x, 'up');
      }
    }
    this.linkLayer.append(this.ghost);
    if (this.compact) this.svg.append(this.dots);
    this.anim = 0;
    host.replaceChildren(this.svg);
  }

  #markers() {
    const defs = el('defs');
    for (const kind of ['live', 'stale', 'reading', 'changing', 'ghost']) {
      const marker = el('marker', {
        id: `arrow-${kind}`, class: `arrow-${kind}`, viewBox: '0 0 8 8', refX: 7, refY: 4,
        markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse', markerUnits: 'strokeWidth',
      });
      marker.append(el('path', { d: 'M0 0L8 4L0 8z' }));
      defs.append(marker);
    }
    return defs;
  }

  x(item) { return PAD_X + item * W + W / 2; }
  y(option) { return Y_ROW0 + option * H; }
  yOf(x) { return x <= this.n ? Y_HEAD : this.y(this.optionOf[x]); }
  get size() { return { width: this.width, height: this.height }; }

  // The column a node or header stands in, and the top and bottom of its shape.
  #col(x) { return x <= this.n ? x : this.model.top[x]; }
  #topEdge(x) { return x <= this.n ? Y_HEAD - BOX_H / 2 : this.yOf(x) - R; }
  #bottomEdge(x) { return x <= this.n ? Y_HEAD + BOX_H / 2 : this.yOf(x) + R; }

  // Whether any node of column c is drawn strictly between rows y1 and y2: then a link between
  // them bows out around it, so a link that skips a removed node is visibly not touching it.
  #between(c, y1, y2) {
    for (const y of this.columnYs[c]) if (y > y1 + 1 && y < y2 - 1) return true;
    return false;
  }

  // A vertical link (D when down, U when up) from node a to node b of column c.
  #verticalPath(a, b, down) {
    const c = this.#col(a), X = this.x(c), side = down ? -1 : 1, x = X + side * TRACK;
    const ya = this.yOf(a), yb = this.yOf(b);
    const normal = down ? yb > ya : yb < ya;
    if (normal) {
      const y1 = down ? this.#bottomEdge(a) : this.#topEdge(a), y2 = down ? this.#topEdge(b) : this.#bottomEdge(b);
      const lo = Math.min(ya, yb), hi = Math.max(ya, yb);
      if (!this.#between(c, lo, hi)) return `M${x} ${y1}V${y2}`;
      const bow = X + side * (TRACK + 9);
      return `M${x} ${y1}C${bow} ${y1 + (down ? 12 : -12)},${bow} ${y2 + (down ? -12 : 12)},${x} ${y2}`;
    }
    // Wrap-around, drawn as Knuth draws it: the link leaves one end of the list (a chevron
    // shows which way) and comes back in at the other.
    const yTop = Y_HEAD - BOX_H / 2 - 14;
    if (down) {
      const yOut = this.#bottomEdge(a) + 12;
      return `M${x} ${this.#bottomEdge(a)}V${yOut}${chevron(x, yOut, 0, 1)}M${x} ${yTop}V${this.#topEdge(b)}`;
    }
    const yIn = this.#bottomEdge(b) + 12;
    return `M${x} ${this.#topEdge(a)}V${yTop}${chevron(x, yTop, 0, -1)}M${x} ${yIn}V${this.#bottomEdge(b)}`;
  }

  // An item-list link (R when right, L when left) from list node a to b.
  #listPath(a, b, right) {
    const xa = this.x(a), xb = this.x(b), side = right ? -1 : 1, y = Y_HEAD + side * LIST_TRACK;
    const normal = right ? xb > xa : xb < xa;
    const fromX = xa + (right ? BOX_W / 2 : -BOX_W / 2), toX = xb + (right ? -BOX_W / 2 : BOX_W / 2);
    if (normal) {
      if (Math.abs(xb - xa) <= W + 1) return `M${fromX} ${y}H${toX}`;
      // Skipping removed items: an arc over (R) or under (L) them.
      const lift = y + side * (BOX_H / 2 + 4);
      return `M${fromX} ${y}C${fromX + (right ? 14 : -14)} ${lift},${toX + (right ? -14 : 14)} ${lift},${toX} ${y}`;
    }
    // Wrap-around: out past one end of the list, back in at the other.
    const dir = right ? 1 : -1, out = fromX + dir * 11, back = toX - dir * 11;
    return `M${fromX} ${y}H${out}${chevron(out, y, dir, 0)}M${back} ${y}H${toX}`;
  }

  #path(from, field, to) {
    if (field === 'down' || field === 'up') return this.#verticalPath(from, to, field === 'down');
    return this.#listPath(from, to, field === 'next');
  }

  // Where a link leaves its node (source) or arrives at its target, when the target lies the way
  // the link points (no wrap-around); null otherwise.
  #anchor(from, field, to) {
    if (field === 'down' || field === 'up') {
      const x = this.x(this.#col(from)) + (field === 'down' ? -TRACK : TRACK), down = field === 'down';
      if (down ? this.yOf(to) <= this.yOf(from) : this.yOf(to) >= this.yOf(from)) return null;
      return { x1: x, y1: down ? this.#bottomEdge(from) : this.#topEdge(from), x2: x, y2: down ? this.#topEdge(to) : this.#bottomEdge(to) };
    }
    const right = field === 'next', y = Y_HEAD + (right ? -LIST_TRACK : LIST_TRACK);
    if (right ? this.x(to) <= this.x(from) : this.x(to) >= this.x(from)) return null;
    return { x1: this.x(from) + (right ? BOX_W / 2 : -BOX_W / 2), y1: y, x2: this.x(to) + (right ? -BOX_W / 2 : BOX_W / 2), y2: y };
  }

  // A link step: the written link's arrow slides from its old target to its new one, then takes
  // its drawn shape. Wrap-arounds (and reduced motion) keep the CSS draw-in instead.
  #slide(link, change) {
    this.#stopSlide();
    if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const a = this.#anchor(change.target, change.field, change.old), b = this.#anchor(change.target, change.field, change.now);
    if (!a || !b) return;
    const final = link.path.getAttribute('d'), start = performance.now(), ms = 450;
    link.path.classList.add('sliding');
    const frame = (now) => {
      const k = Math.min(1, (now - start) / ms), e = 1 - (1 - k) ** 3;
      link.path.setAttribute('d', `M${a.x1} ${a.y1}L${a.x2 + (b.x2 - a.x2) * e} ${a.y2 + (b.y2 - a.y2) * e}`);
      if (k < 1) this.sliding.frame = requestAnimationFrame(frame);
      else this.#stopSlide();
    };
    this.sliding = { link, final, frame: requestAnimationFrame(frame) };
  }

  #stopSlide() {
    if (!this.sliding) return;
    cancelAnimationFrame(this.sliding.frame);
    this.sliding.link.path.setAttribute('d', this.sliding.final);
    this.sliding.link.path.classList.remove('sliding');
    this.sliding = null;
  }

  // The compact figure's rows and nodes: one path per state, redrawn by #compactNodes().
  #compactShapes(rows) {
    const path = (cls) => el('path', { class: cls });
    this.shapes = {
      rows: path('option-line'), chosenRows: path('option-line chosen'),
      in: path('node-dots'), out: path('node-dots out'), chosen: path('node-dots chosen'), current: path('node-dots current'),
    };
    this.shapeD = {};
    rows.append(this.shapes.rows, this.shapes.chosenRows);
    this.dots = el('g', { class: 'node-layer' });
    this.dots.append(this.shapes.in, this.shapes.out, this.shapes.chosen, this.shapes.current);
  }

  // A dot per node, in the path of its state; a line per option row, chosen ones apart.
  #compactNodes(isIn, chosen, current) {
    // A dot is a zero-length line with round caps (viz.css): a few bytes of path, and cheap to
    // parse and measure where thousands of arcs took half a second of layout on each Step.
    const dot = (x) => `M${this.x(this.model.top[x])} ${this.yOf(x)}h0`;
    const d = { rows: [], chosenRows: [], in: [], out: [], chosen: [], current: [] };
    const top = this.model.top;
    this.nodesOf.forEach((xs, k) => {
      if (!xs.length) return;
      let lo = Infinity, hi = -Infinity;
      for (const x of xs) {
        lo = Math.min(lo, top[x]);
        hi = Math.max(hi, top[x]);
        (x === current ? d.current : chosen.has(k) ? d.chosen : isIn(x) ? d.in : d.out).push(dot(x));
      }
      (chosen.has(k) ? d.chosenRows : d.rows).push(`M${this.x(lo)} ${this.y(k)}H${this.x(hi)}`);
    });
    for (const [name, parts] of Object.entries(d)) {
      const text = parts.join('');
      if (text === this.shapeD[name]) continue;
      this.shapeD[name] = text;
      this.shapes[name].setAttribute('d', text);
    }
  }

  // Compact figure: every live list (the item list and each item's nodes) as one path.
  #compactLinks() {
    const m = this.model, L = m.links, n = this.n;
    let d = '';
    for (let i = 1; i <= n; i++) {
      if (L.down[i] === i) continue;
      let last = i;
      for (let x = L.down[i], guard = 0; x !== i && guard < L.down.length; x = L.down[x], guard++) last = x;
      d += `M${this.x(i)} ${Y_HEAD + BOX_H / 2}V${this.yOf(last)}`;
    }
    const chain = [0, ...m.activeItems()];
    d += `M${this.x(chain[0])} ${Y_HEAD}H${this.x(chain[chain.length - 1])}`;
    if (d !== this.compactD) {
      this.compactD = d;
      this.compactPath.setAttribute('d', d);
    }
  }

  // A header's size; at the step that writes it, the old value struck through before the new.
  #showSize(h, size, old) {
    const key = old === null ? String(size) : `${old}>${size}`;
    if (key === h.shown) return;
    h.shown = key;
    if (old === null) {
      h.size.textContent = String(size);
      return;
    }
    h.size.replaceChildren(el('tspan', { class: 'size-old' }, String(old)), el('tspan', { class: 'size-new', dx: 3 }, String(size)));
  }

  /** Predict mode: the headers of `items` become buttons named by their item; null turns it off. */
  setPickable(items) {
    const on = new Set(items ?? []);
    this.svg.setAttribute('role', items ? 'group' : 'img');
    for (let i = 1; i <= this.n; i++) {
      const g = this.headers[i].g;
      g.classList.toggle('pickable', on.has(i));
      if (on.has(i)) {
        g.setAttribute('role', 'button');
        g.setAttribute('tabindex', '0');
        g.setAttribute('aria-label', this.names.item(i));
      } else {
        for (const a of ['role', 'tabindex', 'aria-label']) g.removeAttribute(a);
      }
    }
  }

  /** The centre of the node (or header) x in figure units: for following the action. */
  centre(x) { return { x: this.x(this.#col(x)), y: this.yOf(x) }; }

  /** @param {ReturnType<import('./narration.js').story>} story */
  render(story) {
    const m = this.model, L = m.links, n = this.n;
    // What is in: items reachable along the item lists, nodes reachable down their columns.
    const inList = new Uint8Array(n + 2);
    for (const head of this.hasSecondary ? [0, n + 1] : [0]) {
      inList[head] = 1;
      for (let i = L.next[head], guard = 0; i !== head && guard <= n + 1; i = L.next[i], guard++) inList[i] = 1;
    }
    const linked = m.linkedNodes();
    const isIn = (x) => (x <= n + 1 ? inList[x] === 1 || x > n : linked[x] === 1);
    const isInHeader = (x) => x <= n;
    // A size is a number, not a link: its write is drawn on the header (old struck through, new
    // beside it), never as an arrow; only a link write moves an arrow and leaves a ghost.
    const changing = story.link && story.link.field !== 'size' ? story.link : null;
    const sizeWrite = story.link?.field === 'size' ? story.link : null;
    this.#stopSlide();
    let slid = null;
    if (this.compact) this.#compactLinks();
    for (const link of this.links) {
      const { from, field } = link;
      const arr = field === 'next' ? L.next : field === 'prev' ? L.prev : field === 'up' ? L.up : L.down;
      const to = arr[from];
      const vertical = field === 'up' || field === 'down';
      const live = vertical ? (isInHeader(from) || linked[from] === 1) : inList[from] === 1;
      const now = changing && changing.target === from && changing.field === field;
      const read = story.reads.some((r) => r.from === from && r.field === field);
      const cls = `${now ? 'link changing' : live ? 'link' : 'link stale'}${read ? ' reading' : ''}`;
      if (to !== link.to) {  // a link's shape depends only on its two ends
        link.to = to;
        link.path.setAttribute('data-to', String(to));
        link.path.setAttribute('d', this.#path(from, field, to));
      }
      if (cls !== link.cls) {
        link.cls = cls;
        link.path.setAttribute('class', cls);
        link.path.setAttribute('marker-end', `url(#arrow-${now ? 'changing' : read ? 'reading' : live ? 'live' : 'stale'})`);
      }
      if (now) slid = link;
      if (now) {
        // Restart the drawing-in animation on every link step (two names, one keyframes rule
        // each); pathLength 1 lets one dash of length 1 be the whole link, whatever its length.
        this.anim ^= 1;
        link.path.dataset.anim = String(this.anim);
        link.path.setAttribute('pathLength', '1');
      } else if (link.path.dataset.anim) {
        delete link.path.dataset.anim;
        link.path.removeAttribute('pathLength');
      }
    }
    if (slid) this.#slide(slid, changing);
    // The compact figure has no arrows to leave a ghost of; an animated ghost among thousands of
    // nodes also made the compositor re-layer all of them on every link step.
    if (changing && !this.compact) {
      this.ghost.setAttribute('d', this.#path(changing.target, changing.field, changing.old));
      this.ghost.setAttribute('data-from', String(changing.target));
      this.ghost.setAttribute('data-field', changing.field);
      this.ghost.setAttribute('data-to', String(changing.old));
      this.ghost.dataset.anim = String(this.anim);
    }
    this.ghost.toggleAttribute('hidden', !changing || this.compact);
    const chosen = new Set(m.partialSolution());
    if (this.compact) this.#compactNodes(isIn, chosen, story.node);
    const order = new Map((story.group?.nodes ?? []).map((x, k) => [x, k + 1]));
    for (const [x, { g, badge }] of this.nodes) {
      g.classList.toggle('out', !isIn(x));
      g.classList.toggle('current', x === story.node);
      g.classList.toggle('chosen', chosen.has(this.optionOf[x]));
      const o = order.get(x);
      const text = o ? String(o) : '';
      if (badge.textContent !== text) badge.textContent = text;
    }
    this.svg.classList.toggle('uncovering', story.group?.kind === 'uncover');
    for (const line of this.rowLines) {
      const k = Number(line.dataset.option);
      line.classList.toggle('chosen', chosen.has(k));
      line.classList.toggle('current', k === story.option);
    }
    // Red means one thing: the dead end the search has met (its choice found no option), until it
    // backs up past it. An item at size 0 for any other reason (its last option is about to cover
    // it, or an uncover is still putting its options back) only shows the number 0.
    const dead = m.deadEndItem();
    for (let i = 0; i < this.headers.length; i++) {
      const h = this.headers[i];
      if (i >= 1 && i <= n) this.#showSize(h, L.size[i], sizeWrite?.target === i ? sizeWrite.old : null);
      h.g.classList.toggle('out', !inList[i]);
      h.g.classList.toggle('current', i === story.item);
      h.g.classList.toggle('context', i === story.context);
      h.g.classList.toggle('empty', i >= 1 && i === dead);
    }
    const ds = this.host.dataset;
    ds.deadEnd = String(dead);
    // The link arrays as text, for the tests of the detailed figure; a compact one would write
    // hundreds of kilobytes of attributes on every Step.
    if (this.compact) return;
    ds.prev = L.prev.join(',');
    ds.next = L.next.join(',');
    ds.up = L.up.join(',');
    ds.down = L.down.join(',');
    ds.size = L.size.join(',');
    ds.covered = m.covered.join(',');
  }
}
