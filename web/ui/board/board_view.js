// The board as a WAI-ARIA grid (grid -> row -> gridcell), never a canvas. It knows the DOM and
// nothing else: the controller (game_controller.js) hands it a snapshot of what to show, and it
// touches only the cells whose look or name changed. Input is input.js's job; this file only
// says which cell an element is (cellOf) and moves the one Tab stop (roving tabindex).

import { symbolFor } from '../../game/moves.js';
import { cellLabel } from './cell_label.js';
import { language } from '../../i18n/i18n.js';
import { boxEdges, isClassic } from '../../game/geometry.js';
import { variantUi } from '../variants/variant_kit.js';
import { coloursOf } from '../../game/palette.js';

// Up to this many centre marks are written on one centred line that shrinks to fit (SudokuPad's
// look); a cell with more shows them in the fixed candidate layout of earlier versions, where each
// digit keeps its place (a 9-digit line is unreadable in a 40 px cell; four already reach a
// killer cage's dashed line on a 320 px phone) and hint tiles line up.
const CENTRE_LINE_MAX = 3;
// Corner marks, SudokuPad's way: the four corners in order, then the edges' middles.
const CORNER_SLOTS = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr'];

export function createBoardView(grid) {
  let geometry = null;
  let cells = [];     // gridcell elements, by cell index
  let shown = [];     // the last rendered key per cell, to skip unchanged cells
  let decor = [];     // per cell, the variant's decoration (variant_drawing.js), kept through renders
  let tabStop = 0;

  function build(nextGeometry) {
    geometry = nextGeometry;
    const { size, boxRows, boxCols } = geometry;
    grid.style.setProperty('--n', size);
    grid.style.setProperty('--note-cols', boxCols);
    grid.style.setProperty('--note-rows', boxRows);
    grid.dataset.size = String(size);
    const variant = !isClassic(geometry.variant);
    // A variant board is drawn by variant_drawing.js: the page loads the variant UI (variant_kit.js)
    // before it makes a variant game, so it is there (a board without it is drawn plain).
    const drawing = variant ? variantUi()?.variantDrawing(geometry) : null;
    if (variant) grid.dataset.variant = variantUi()?.variantId(geometry.variant) ?? ''; // "x", "jigsaw+x", ...
    else delete grid.dataset.variant;
    const { edgeRight, edgeBottom } = drawing ?? boxEdges(size, boxRows, boxCols);
    const rows = [];
    cells = [];
    decor = [];
    for (let r = 0; r < size; r += 1) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < size; c += 1) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        cell.tabIndex = -1;
        const index = r * size + c;
        cell.dataset.cell = String(index);
        // Box (or jigsaw region) edges as data, so the stylesheet draws thick lines for any shape.
        if (edgeRight(index)) cell.dataset.boxRight = '';
        if (edgeBottom(index)) cell.dataset.boxBottom = '';
        if (drawing) cell.classList.add(...drawing.classes(index));
        decor.push(drawing ? drawing.decor(index) : []);
        cell.append(...decor[index]);
        row.append(cell);
        cells.push(cell);
      }
      rows.push(row);
    }
    grid.replaceChildren(...rows);
    grid.setAttribute('aria-multiselectable', 'true');
    shown = new Array(cells.length).fill('');
    tabStop = 0;
    cells[0].tabIndex = 0;
  }

  // Notes are one text run per cell, laid out by a monospace font (rows of the box shape, a
  // space for an absent note): a 16x16 board full of notes is 256 text runs, not 4,096 boxes. The
  // digit filter's note (hit) is its own span inside the run: same font, so nothing moves.
  // withCorners: the corners are taken, so the centre marks stay in the middle whatever their number
  // (a small block that wraps), clear of the corner marks.
  function notesElement(mask, hit, withCorners = false) {
    const { size, boxCols } = geometry;
    const count = [...Array(size).keys()].filter((i) => mask & (1 << i)).length;
    if (count <= CENTRE_LINE_MAX || withCorners) {
      const line = document.createElement('span');
      line.className = 'notes centre-line';
      line.dataset.count = String(Math.min(count, CENTRE_LINE_MAX + 1)); // 1, 2, 3, or many (styles.css)
      for (let d = 1; d <= size; d += 1) {
        if (!(mask & (1 << (d - 1)))) continue;
        if (d === hit) line.append(Object.assign(document.createElement('span'), { className: 'note-hit', textContent: symbolFor(d) }));
        else line.append(symbolFor(d));
      }
      return line;
    }
    const parts = [''];
    for (let d = 1; d <= size; d += 1) {
      const symbol = mask & (1 << (d - 1)) ? symbolFor(d) : ' ';
      if (d === hit) parts.push(Object.assign(document.createElement('span'), { className: 'note-hit', textContent: symbol }), '');
      else parts[parts.length - 1] += symbol;
      if (d % boxCols === 0 && d < size) parts[parts.length - 1] += '\n';
    }
    const box = document.createElement('span');
    box.className = 'notes';
    box.append(...parts.filter((part) => part !== ''));
    return box;
  }

  function cornersElement(mask) {
    const box = document.createElement('span');
    box.className = 'corners';
    const digits = [];
    for (let d = 1; d <= geometry.size; d += 1) if (mask & (1 << (d - 1))) digits.push(symbolFor(d));
    // Past eight marks (16×16 boards), the last slot holds the rest.
    const slots = digits.slice(0, CORNER_SLOTS.length - 1);
    if (digits.length >= CORNER_SLOTS.length) slots.push(digits.slice(CORNER_SLOTS.length - 1).join(''));
    box.append(...slots.map((text, i) => Object.assign(document.createElement('span'), { className: `corner ${CORNER_SLOTS[i]}`, textContent: text })));
    return box;
  }

  // Colours as bands side by side (one per colour), each with its own fill and pattern.
  function coloursElement(mask) {
    const box = document.createElement('span');
    box.className = 'colours';
    box.append(...coloursOf(mask).map((k) => Object.assign(document.createElement('span'), { className: `colour colour-${k}` })));
    return box;
  }

  /**
   * Shows a snapshot from app/cell_views.js (one record per cell). Only cells whose record changed
   * are touched, so a move costs a handful of DOM writes, not a new board.
   */
  function render(views, selected, chosenCount = 1) {
    grid.dataset.several = String(chosenCount > 1);
    for (let i = 0; i < views.length; i += 1) {
      const v = views[i];
      // The language is part of the key: after a switch every cell gets its name in the new one.
      const content = `${v.digit}/${v.notesMask}/${v.noteHit}/${v.cornerMask ?? 0}/${v.colours ?? 0}`;
      const key = `${content}|${v.given}|${v.revealed}|${v.selected}|${v.chosen}|${v.peer}|${v.same}|${v.conflict}|${v.mistake}|${v.hint}|${language()}`;
      if (key === shown[i]) continue;
      const [oldContent] = shown[i].split('|');
      shown[i] = key;
      const el = cells[i];
      if (oldContent !== content) {
        // Colours first: the variant's decoration (cages, sums) and the digit or marks paint over them.
        const parts = v.colours ? [coloursElement(v.colours), ...decor[i]] : [...decor[i]];
        if (v.digit) parts.push(Object.assign(document.createElement('span'), { className: 'digit', textContent: v.symbol }));
        else {
          if (v.notesMask) parts.push(notesElement(v.notesMask, v.noteHit, v.cornerMask !== 0));
          if (v.cornerMask) parts.push(cornersElement(v.cornerMask));
        }
        el.replaceChildren(...parts);
        for (const child of el.children) child.setAttribute('aria-hidden', 'true');
      }
      el.classList.toggle('chosen', Boolean(v.chosen ?? v.selected));
      el.setAttribute('aria-selected', String(Boolean(v.chosen ?? v.selected)));
      el.classList.toggle('given', v.given);
      el.classList.toggle('entered', !v.given && v.digit !== 0 && !v.revealed);
      el.classList.toggle('revealed', v.revealed);
      el.classList.toggle('selected', v.selected);
      el.classList.toggle('peer', v.peer);
      el.classList.toggle('same', v.same);
      el.classList.toggle('conflict', v.conflict);
      el.classList.toggle('mistake', v.mistake);
      el.classList.toggle('hint', v.hint);
      const label = cellLabel(v);
      // Highlights change often; the name only when the cell does (no needless accessibility events).
      if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
      if (v.given) el.setAttribute('aria-readonly', 'true');
      else el.removeAttribute('aria-readonly');
      if (v.conflict || v.mistake) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    }
    // The focus follows the selection while it is on the board: an undo or redo elsewhere moves
    // both (it moved the selection alone, leaving a second ring and the screen reader behind).
    const focusOnBoard = grid.contains(document.activeElement);
    setTabStop(selected);
    if (focusOnBoard && cells[selected] && document.activeElement !== cells[selected]) cells[selected].focus({ preventScroll: true });
  }

  function setTabStop(cell) {
    if (cell === tabStop || !cells[cell]) return;
    cells[tabStop].tabIndex = -1;
    cells[cell].tabIndex = 0;
    tabStop = cell;
  }

  return {
    build,
    render,
    /** The cell index of an element inside the grid, or -1. */
    cellOf(element) {
      const cell = element?.closest?.('[role="gridcell"]');
      return cell && grid.contains(cell) ? Number(cell.dataset.cell) : -1;
    },
    focus(cell) {
      setTabStop(cell);
      cells[cell]?.focus({ preventScroll: false });
    },
    hasFocus() {
      return grid.contains(document.activeElement);
    },
    get geometry() { return geometry; },
  };
}
