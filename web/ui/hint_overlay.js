// A hint on the board: outlines by role (dashed = area, solid = proof, double = changed) and the
// step's digits marked inside cells (boxed = proves it, underlined = place, struck = remove), each
// also said in words through the cell's aria-describedby. It decorates board_view.js's gridcells
// after each render and never touches what board_view owns (classes it toggles, names, digits).
// Siblings: hint_text.js (hintMarks, markText), hint_panel.js.
import { symbolFor } from '../game/moves.js';
import { markText } from './hint_text.js';

const ROLES = ['hint-area', 'hint-proof', 'hint-target'];

/**
 * @param {HTMLElement} grid  the board (role=grid)
 * @param {HTMLElement} descriptions  a hidden element that holds the per-cell descriptions
 */
export function createHintOverlay(grid, descriptions) {
  let marked = [];

  function clear() {
    for (const el of marked) {
      el.classList.remove(...ROLES);
      el.removeAttribute('aria-describedby');
      el.querySelector('.hint-marks')?.remove();
    }
    marked = [];
    descriptions.replaceChildren();
  }

  function digitsElement(entry, size) {
    const box = document.createElement('span');
    box.className = 'hint-marks';
    box.setAttribute('aria-hidden', 'true');
    for (let d = 1; d <= size; d += 1) {
      const slot = document.createElement('span');
      if (entry.place === d) slot.className = 'mark-place';
      else if (entry.remove.includes(d)) slot.className = 'mark-remove';
      else if (entry.candidates.includes(d)) slot.className = 'mark-proof';
      slot.textContent = slot.className ? symbolFor(d) : '';
      box.append(slot);
    }
    return box;
  }

  return {
    clear,
    /** Shows `marks` (hint_text.js hintMarks) on a board of side `size`; an empty map clears. */
    show(marks, size) {
      clear();
      for (const [cell, entry] of marks) {
        const el = grid.querySelector(`[data-cell="${cell}"]`);
        if (!el) continue;
        el.classList.add(`hint-${entry.role}`);
        const description = document.createElement('span');
        description.id = `hint-cell-${cell}`;
        description.textContent = markText(entry);
        descriptions.append(description);
        el.setAttribute('aria-describedby', description.id);
        if (entry.place || entry.remove.length || entry.candidates.length) el.append(digitsElement(entry, size));
        marked.push(el);
      }
    },
  };
}
