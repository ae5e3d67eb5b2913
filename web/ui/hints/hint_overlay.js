// A hint drawn on the board's candidates: one SVG layer over the board (never inside its cells,
// which board_view.js owns) with the house to look at as a thin outline, the proving candidates on
// coloured tiles (two colours for a colouring or a chain), the links between them (strong: solid,
// weak: dashed, implies: an arrow), the candidates to remove on red tiles, struck through, and the
// digit to place on a green tile in an outlined cell. Each candidate sits where the board's notes
// put it (the same slots as .notes in styles.css), so the drawing lines up with the player's notes.
// The layer is aria-hidden: each marked cell also gets its role in words (aria-describedby).
// Siblings: game/hint_drawing.js (what to draw), hint_text.js (markText), hint_panel.js.
import { symbolFor } from '../../game/moves.js';
import { markText } from '../../words/hint_text.js';

const NS = 'http://www.w3.org/2000/svg';
const NOTES_INSET = 1.5; // px above the first and below the last row of notes (styles.css .notes)
const TILE = 1.2;        // a candidate's tile, as a share of its note slot's smaller side

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== null) node.textContent = text;
  return node;
}

const round = (n) => Math.round(n * 10) / 10;

/**
 * @param {HTMLElement} grid  the board (role=grid), inside a positioned frame
 * @param {HTMLElement} descriptions  a hidden element that holds the per-cell descriptions
 */
// Whether `cells` fill the rectangle of rows and columns they span.
function isRectangle(cells, { rowOf, colOf }) {
  const rows = cells.map(rowOf);
  const cols = cells.map(colOf);
  const height = Math.max(...rows) - Math.min(...rows) + 1;
  const width = Math.max(...cols) - Math.min(...cols) + 1;
  return height * width === new Set(cells).size;
}

// The edges of `cells` that no other cell of them shares, as one SVG path: the outline of any
// set of cells (a region's border; each cell of a diagonal, which meet only at corners).
function outlinePath(cells, { rowOf, colOf, size }, boxOf) {
  const inside = new Set(cells);
  const has = (r, c) => r >= 0 && c >= 0 && r < size && c < size && inside.has(r * size + c);
  const d = [];
  for (const cell of cells) {
    const [r, c] = [rowOf(cell), colOf(cell)];
    const b = boxOf(cell);
    const [x1, y1, x2, y2] = [round(b.x + 1), round(b.y + 1), round(b.x + b.w - 1), round(b.y + b.h - 1)];
    if (!has(r - 1, c)) d.push(`M${x1} ${y1}H${x2}`);
    if (!has(r + 1, c)) d.push(`M${x1} ${y2}H${x2}`);
    if (!has(r, c - 1)) d.push(`M${x1} ${y1}V${y2}`);
    if (!has(r, c + 1)) d.push(`M${x2} ${y1}V${y2}`);
  }
  return d.join('');
}

export function createHintOverlay(grid, descriptions) {
  const layer = svg('svg', { class: 'hint-layer', 'aria-hidden': 'true', focusable: 'false' });
  grid.after(layer);
  let shown = null;       // { drawing, marks, geometry }
  let described = [];

  // Cell boxes in the layer's pixels (the cell's padding box: its grid lines are borders).
  const cellBox = (cell, origin) => {
    const el = grid.querySelector(`[data-cell="${cell}"]`);
    const r = el.getBoundingClientRect();
    // A killer cage's sum sits in its cell's top-left corner, and the notes below it (variants.css):
    // the candidates' slots start under the sum too, so no tile covers it.
    const sum = el.querySelector('.vx-sum')?.getBoundingClientRect();
    const notesTop = sum ? sum.bottom - r.top : 0;
    return { x: r.left - origin.left, y: r.top - origin.top, w: el.clientWidth, h: el.clientHeight, notesTop };
  };
  const slot = (box, digit, geometry) => {
    const { boxRows, boxCols } = geometry;
    let top = Math.max(NOTES_INSET, box.notesTop ?? 0);
    const w = box.w / boxCols;
    let h = (box.h - top - NOTES_INSET) / boxRows;
    if (box.notesTop) {
      // A tile is larger than its slot (TILE): the first row's must still clear the sum, by a pixel.
      top += Math.max(0, (Math.min(w, h) * TILE - h) / 2) + 1;
      h = (box.h - top - NOTES_INSET) / boxRows;
    }
    const col = (digit - 1) % boxCols;
    const row = Math.floor((digit - 1) / boxCols);
    return { x: box.x + col * w, y: box.y + top + row * h, w, h };
  };

  function draw() {
    const { drawing, geometry } = shown;
    const origin = layer.getBoundingClientRect();
    // A hidden board (paused) has no size: nothing to draw until it shows again (the observer).
    if (grid.hidden || grid.getBoundingClientRect().width === 0) {
      layer.replaceChildren();
      return;
    }
    layer.setAttribute('viewBox', `0 0 ${round(origin.width)} ${round(origin.height)}`);
    const boxes = new Map();
    const boxOf = (cell) => {
      if (!boxes.has(cell)) boxes.set(cell, cellBox(cell, origin));
      return boxes.get(cell);
    };
    const parts = [];
    const unit = boxOf(0).w / geometry.boxCols; // a note slot's width: sizes scale with the board
    layer.style.setProperty('--u', `${round(unit)}px`);

    // The arrowhead of implications.
    const marker = svg('marker', { id: 'hint-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' });
    marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'hint-arrowhead' }));
    const defs = svg('defs');
    defs.append(marker);
    parts.push(defs);

    // The houses: a thin outline around each one. Rows, columns, boxes and windows are rectangles;
    // a diagonal or a jigsaw region is outlined along its own cells' edges (its bounding rectangle
    // would take in cells that are not in it: the whole board, for a diagonal).
    for (const house of drawing.houses) {
      const cells = geometry.houses[house.house] ?? [];
      if (!cells.length) continue;
      const rects = cells.map(boxOf);
      const x1 = Math.min(...rects.map((r) => r.x));
      const y1 = Math.min(...rects.map((r) => r.y));
      const x2 = Math.max(...rects.map((r) => r.x + r.w));
      const y2 = Math.max(...rects.map((r) => r.y + r.h));
      if (isRectangle(cells, geometry)) {
        parts.push(svg('rect', {
          class: 'hint-house', x: round(x1 + 1.5), y: round(y1 + 1.5), width: round(x2 - x1 - 3), height: round(y2 - y1 - 3), rx: 3,
        }));
      } else {
        parts.push(svg('path', { class: 'hint-house', d: outlinePath(cells, geometry, boxOf) }));
      }
    }
    // The cells the step fills: outlined, so a placement is seen even among many notes.
    for (const cell of drawing.targets) {
      const b = boxOf(cell);
      parts.push(svg('rect', { class: 'hint-target', x: round(b.x + 1.5), y: round(b.y + 1.5), width: round(b.w - 3), height: round(b.h - 3), rx: 2 }));
    }
    // Links, under the tiles: from the edge of one candidate's tile to the edge of the next.
    drawing.links.forEach((link, i) => {
      const a = slot(boxOf(link.from.cell), link.from.digit, geometry);
      const b = slot(boxOf(link.to.cell), link.to.digit, geometry);
      const [ax, ay, bx, by] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
      const length = Math.hypot(bx - ax, by - ay);
      if (length < 1) return;
      const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
      const trim = Math.min(a.w, a.h) * TILE * 0.55;
      const [sx, sy, ex, ey] = [ax + ux * trim, ay + uy * trim, bx - ux * trim, by - uy * trim];
      // A gentle bow, so links along one line stay apart and never run through the tiles between.
      const bow = Math.min(length * 0.18, unit * 1.6) * (i % 2 ? -1 : 1);
      const [cx, cy] = [(sx + ex) / 2 - uy * bow, (sy + ey) / 2 + ux * bow];
      const path = svg('path', {
        class: `hint-link hint-link-${link.kind}`,
        d: `M${round(sx)},${round(sy)} Q${round(cx)},${round(cy)} ${round(ex)},${round(ey)}`,
      });
      if (link.kind === 'implies') path.setAttribute('marker-end', 'url(#hint-arrow)');
      parts.push(path);
    });
    // The candidates: a tile per candidate, with its digit (drawn even where the player has no notes).
    // Tiles are a little larger than a note's slot (TILE), centred on it: a marked candidate must
    // read at a glance on a phone, and the few it overlaps are its own cell's neighbours.
    for (const mark of drawing.candidates) {
      const s = slot(boxOf(mark.cell), mark.digit, geometry);
      const side = Math.min(s.w, s.h) * TILE;
      const [cx, cy] = [s.x + s.w / 2, s.y + s.h / 2];
      const [x, y] = [cx - side / 2, cy - side / 2];
      const g = svg('g', { class: `hint-mark hint-${mark.role}`, 'data-cell': mark.cell, 'data-digit': mark.digit });
      g.append(svg('rect', { x: round(x), y: round(y), width: round(side), height: round(side), rx: round(side * 0.22) }));
      g.append(svg('text', { x: round(cx), y: round(cy + side * 0.04), 'font-size': round(side * 0.8) }, symbolFor(mark.digit)));
      if (mark.role === 'remove') {
        g.append(svg('line', { x1: round(x + side * 0.18), y1: round(y + side * 0.82), x2: round(x + side * 0.82), y2: round(y + side * 0.18) }));
      }
      parts.push(g);
    }
    // A killer step's cages, over the tiles: the cage's outline (the edges of its cells that no
    // other cell of it shares), along the cells' borders, where the tiles leave room.
    for (const cells of drawing.cages ?? []) {
      const inCage = new Set(cells);
      const edges = [];
      for (const cell of cells) {
        const b = boxOf(cell);
        const [x1, y1, x2, y2] = [round(b.x + 1.5), round(b.y + 1.5), round(b.x + b.w - 1.5), round(b.y + b.h - 1.5)];
        const row = Math.floor(cell / geometry.size);
        const col = cell % geometry.size;
        if (row === 0 || !inCage.has(cell - geometry.size)) edges.push(`M${x1},${y1}H${x2}`);
        if (row === geometry.size - 1 || !inCage.has(cell + geometry.size)) edges.push(`M${x1},${y2}H${x2}`);
        if (col === 0 || !inCage.has(cell - 1)) edges.push(`M${x1},${y1}V${y2}`);
        if (col === geometry.size - 1 || !inCage.has(cell + 1)) edges.push(`M${x2},${y1}V${y2}`);
      }
      if (edges.length) parts.push(svg('path', { class: 'hint-cage', d: edges.join('') }));
    }
    layer.replaceChildren(...parts);
    layer.hidden = false;
  }

  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { if (shown) draw(); }) : null;
  observer?.observe(grid);

  function clear() {
    shown = null;
    layer.replaceChildren();
    layer.hidden = true;
    for (const el of described) el.removeAttribute('aria-describedby');
    described = [];
    descriptions.replaceChildren();
  }

  return {
    clear,
    /**
     * Shows a hint: `drawing` from hint_drawing.js, `marks` (hint_text.js hintMarks: per cell its
     * role in words) on a board of `geometry`.
     */
    show(drawing, marks, geometry) {
      clear();
      shown = { drawing, geometry };
      for (const [cell, entry] of marks) {
        const el = grid.querySelector(`[data-cell="${cell}"]`);
        if (!el) continue;
        const description = document.createElement('span');
        description.id = `hint-cell-${cell}`;
        description.textContent = markText(entry);
        descriptions.append(description);
        el.setAttribute('aria-describedby', description.id);
        described.push(el);
      }
      draw();
    },
  };
}
