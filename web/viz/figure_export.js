// The linked-structure figure as a file a teacher can put on a slide or a worksheet: SVG (the
// figure's own elements, each with the colours, strokes and type the page's stylesheet gives it
// now, so light or dark theme and every highlight come out as on screen) and PNG (that SVG drawn
// on a canvas at twice its size). A colour key beside the figure, when there is one, is drawn
// below it. Siblings: matrix_view.js (draws the figure), export.js (download, DLX1 and trace).
import { download } from './export.js';

const NS = 'http://www.w3.org/2000/svg';
// What the stylesheet sets on the figure's elements; everything else is in their attributes.
const PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity', 'stroke-linecap',
  'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'text-decoration-line', 'visibility', 'display'];
const KEY_ROW = 24;
const KEY_FONT = 11;

/**
 * The visible key next to the figure, one row per list item: its small picture (an SVG icon, as
 * figure_key.js draws them) or its colour swatch, and its words.
 */
function keyRows(key) {
  if (!key || !key.getClientRects().length) return [];
  return [...key.querySelectorAll('li')].map((li) => {
    const icon = li.querySelector('svg');
    const swatch = li.querySelector('.swatch, [data-swatch]');
    const style = swatch ? getComputedStyle(swatch) : getComputedStyle(li, '::before');
    const colour = style.backgroundColor !== 'rgba(0, 0, 0, 0)' ? style.backgroundColor : style.borderColor;
    // The words only: an icon's own letters ("A", "E 0 ✗") are part of its picture.
    const text = [...li.childNodes].filter((n) => n !== icon).map((n) => n.textContent).join('').trim();
    return { icon, colour, border: style.borderColor, text };
  });
}

/** A copy of `svg` whose every element carries the stylesheet's look of now as its own style. */
function styledCopy(svg) {
  const clone = svg.cloneNode(true);
  const live = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  live.forEach((node, k) => {
    const style = getComputedStyle(node);
    for (const prop of PROPS) copies[k].style.setProperty(prop, style.getPropertyValue(prop));
  });
  return clone;
}

/**
 * The figure as an SVG document (text), as it is drawn now, at its natural size.
 * @param {SVGSVGElement} svg  the live figure
 * @param {{ key?: Element|null, background?: string }} options
 */
export function figureSvg(svg, { key = null, background = null } = {}) {
  const clone = styledCopy(svg);
  const [x0, y0, width, height] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
  const rows = keyRows(key);
  const fullHeight = height + (rows.length ? rows.length * KEY_ROW + 12 : 0);
  // The key's longest line decides the width when it is wider than the figure (~0.6 em a character).
  const keyWidth = rows.length ? 48 + Math.max(...rows.map((r) => r.text.length)) * KEY_FONT * 0.6 + 8 : 0;
  const fullWidth = Math.max(width, Math.ceil(keyWidth));
  clone.setAttribute('xmlns', NS);
  clone.setAttribute('viewBox', `${x0} ${y0} ${fullWidth} ${fullHeight}`);
  clone.setAttribute('width', String(fullWidth));
  clone.setAttribute('height', String(fullHeight));
  // An image file has no page around it: the title the figure refers to goes in with it.
  for (const attr of ['aria-labelledby', 'aria-describedby', 'tabindex']) clone.removeAttribute(attr);
  const title = document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent;
  if (title) clone.prepend(Object.assign(document.createElementNS(NS, 'title'), { textContent: title }));
  const bg = document.createElementNS(NS, 'rect');
  for (const [k, v] of Object.entries({ x: x0, y: y0, width: fullWidth, height: fullHeight })) bg.setAttribute(k, String(v));
  bg.style.setProperty('fill', background ?? getComputedStyle(svg.parentElement ?? svg).backgroundColor);
  clone.querySelector('title') ? clone.querySelector('title').after(bg) : clone.prepend(bg);
  const textColour = getComputedStyle(svg).color;
  const font = getComputedStyle(svg).fontFamily;
  rows.forEach((row, k) => {
    const y = y0 + height + 6 + k * KEY_ROW;
    let picture;
    if (row.icon) {
      // The key's own picture, at its size; its arrows use the figure's markers (same document).
      picture = styledCopy(row.icon);
      for (const [a, v] of Object.entries({ x: x0 + 8, y: y - 4, width: 33, height: 22.5 })) picture.setAttribute(a, String(v));
      picture.removeAttribute('aria-hidden');
    } else {
      picture = document.createElementNS(NS, 'rect');
      for (const [a, v] of Object.entries({ x: x0 + 12, y, width: 14, height: 14 })) picture.setAttribute(a, String(v));
      picture.style.setProperty('fill', row.colour);
      picture.style.setProperty('stroke', row.border);
    }
    const text = document.createElementNS(NS, 'text');
    for (const [a, v] of Object.entries({ x: x0 + 48, y: y + 11 })) text.setAttribute(a, String(v));
    text.style.setProperty('fill', textColour);
    text.style.setProperty('font-family', font);
    text.style.setProperty('font-size', `${KEY_FONT}px`);
    text.style.setProperty('text-anchor', 'start');
    text.textContent = row.text;
    clone.append(picture, text);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}\n`;
}

/**
 * The SVG drawn on a canvas, as PNG bytes. The image comes from a data: URL, which the page's
 * policy allows for images (img-src 'self' data:), where a blob: URL would be refused.
 */
export async function figurePng(svgText, scale = 2) {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  const context = canvas.getContext('2d');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

export function saveFigureSvg(name, svg, options) {
  download(`${name}.svg`, figureSvg(svg, options), 'image/svg+xml');
}

export async function saveFigurePng(name, svg, options) {
  download(`${name}.png`, await figurePng(figureSvg(svg, options)), 'image/png');
}
