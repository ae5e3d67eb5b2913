// The key to the linked structure (matrix_view.js), shown beside it as the Sudoku maps show theirs:
// one entry per colour or mark the figure uses, each drawn by the figure's own CSS classes (so the
// key cannot drift from the picture) and each with a shape or symbol besides its colour. Strings:
// i18n/catalog_viz_key.js, translated by data-i18n like the page's markup. Wired by viz_app.js.
import { localize } from '../i18n/i18n.js';

const NS = 'http://www.w3.org/2000/svg';

function el(name, attrs = {}, text = null) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

// Shapes at the figure's own sizes (matrix_view.js: a 40 x 26 header, nodes of radius 9).
const header = (cls, label, extra = []) => {
  const g = el('g', { class: `header ${cls}`, transform: 'translate(22 15)' });
  g.append(el('rect', { x: -20, y: -13, width: 40, height: 26, rx: 4 }), el('text', { class: 'name', y: -1 }, label), ...extra);
  return g;
};
const node = (cls, x = 22) => {
  const g = el('g', { class: `node ${cls}`, transform: `translate(${x} 15)` });
  g.append(el('circle', { r: 9 }));
  return g;
};
const arrow = (cls, marker, y = 15) => el('path', { class: `link ${cls}`, d: `M4 ${y}H40`, 'marker-end': `url(#arrow-${marker})` });

// Each entry: its string key, and the picture of it.
export const KEY = Object.freeze([
  ['current', () => [header('current', 'A')]],
  ['chosen', () => [node('chosen')]],
  ['out', () => [node('out')]],
  ['dead', () => [header('empty', 'E', [el('text', { class: 'size', y: 10 }, '0'), el('text', { class: 'dead-mark', x: 18, y: -1 }, '✗')])]],
  ['live', () => [arrow('', 'live')]],
  ['stale', () => [arrow('stale', 'stale')]],
  ['changing', () => [arrow('changing', 'changing', 10), arrow('ghost', 'ghost', 22)]],
  ['reading', () => [arrow('reading', 'reading')]],
  ['size', () => {
    const text = el('text', { class: 'size', y: 10 });
    text.append(el('tspan', { class: 'size-old' }, '3'), el('tspan', { class: 'size-new', dx: 3 }, '2'));
    return [header('', 'D', [text])];
  }],
  ['order', () => [node(''), el('text', { class: 'order', x: 32, y: 8 }, '1')]],
]);

/** Fills `list` (a <ul>) with the key: a small picture and its words per entry. */
export function drawFigureKey(list) {
  list.classList.add('figure-key');
  list.replaceChildren(...KEY.map(([id, draw]) => {
    const li = document.createElement('li');
    li.dataset.key = id;
    const svg = el('svg', { class: 'dlx-figure key-icon', viewBox: '0 0 44 30', width: 44, height: 30, 'aria-hidden': 'true' });
    svg.append(...draw());
    const words = document.createElement('span');
    words.dataset.i18n = `viz.key.${id}`;
    li.append(svg, words);
    return li;
  }));
}

// The words that name links by letter (the key's "a link" entry and the structure's description)
// have a TAOCP twin in the catalogues ("<key>.taocp"): the figure draws the same arrows either way,
// so only the names beside them change with the notation.
const NAMED_LINKS = Object.freeze(['viz.key.live', 'viz.structure_desc']);

/** Words the key (`list`) and the structure's description (`desc`) in a notation's link names. */
export function keyInNotation(list, desc, notation) {
  const suffix = notation === 'taocp' ? '.taocp' : '';
  const live = list.querySelector('[data-key="live"] [data-i18n]');
  for (const [el, key] of [[live, NAMED_LINKS[0]], [desc, NAMED_LINKS[1]]]) {
    if (el) localize(el, key + suffix);
  }
}
