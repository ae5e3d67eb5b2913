// Keys, pointer and touch -> semantic events ({ type: 'digit', digit, modifier } ...), so the
// controller never sees a KeyboardEvent. SudokuPad's conventions: Shift+arrows, Ctrl/Cmd+click,
// Shift+click and a drag select several cells, Escape one; Shift+digit a corner mark, Ctrl/Cmd+
// digit a centre mark; Z X C V the modes, Space the next mode. The grid gets navigation keys; digits, erase, notes and
// undo/redo also work while focus is on another control of the page (say a keypad button), but
// never while typing in a text field or working in a dialog.

const NAV_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
const MODE_KEYS = { z: 'digit', x: 'corner', c: 'centre', v: 'colour' };

/**
 * The digit a key stands for on a board of side `size`, or 0. Shift+1 types "!" on most layouts,
 * so the physical key (event.code) decides for the number row and the numeric keypad.
 */
export function digitOfKey(event, size) {
  const code = /^(?:Digit|Numpad)(\d)$/.exec(event.code ?? '');
  if (code) return Number(code[1]) <= size ? Number(code[1]) : 0;
  const key = event.key ?? '';
  if (/^[1-9]$/.test(key)) return Number(key) <= size ? Number(key) : 0;
  if (size > 9 && /^[a-z]$/i.test(key)) {
    const d = key.toUpperCase().charCodeAt(0) - 55; // A = 10
    return d <= size ? d : 0;
  }
  return 0;
}

/** The cell a navigation key moves to from `cell`, or -1 for keys that are not navigation. */
export function navigate(key, ctrl, cell, size) {
  const row = Math.floor(cell / size);
  const col = cell % size;
  switch (key) {
    case 'ArrowUp': return Math.max(row - 1, 0) * size + col;
    case 'ArrowDown': return Math.min(row + 1, size - 1) * size + col;
    case 'ArrowLeft': return row * size + Math.max(col - 1, 0);
    case 'ArrowRight': return row * size + Math.min(col + 1, size - 1);
    case 'Home': return ctrl ? 0 : row * size;
    case 'End': return ctrl ? size * size - 1 : row * size + size - 1;
    case 'PageUp': return col;
    case 'PageDown': return (size - 1) * size + col;
    default: return -1;
  }
}

function isTextEntry(element) {
  if (!element) return false;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(element.type);
}

/**
 * Listens on the document and the grid; calls dispatch(event) with semantic events:
 *   { type: 'select', cell, focus, extend, tap }  pointer or arrow keys chose a cell; extend:
 *                                           'add' (drag, Shift+arrow), 'toggle' (Ctrl/Cmd+click),
 *                                           'range' (Shift+click); tap: a plain tap or click
 *   { type: 'select-one' }                  Escape: back to one cell
 *   { type: 'digit', digit, modifier }      modifier: 'corner' (Shift held) or 'centre' (Ctrl/Cmd)
 *   { type: 'mode', mode }                  Z X C V, or 'next' (Space)
 *   { type: 'erase' } { type: 'toggle-notes' } { type: 'undo' } { type: 'redo' }
 *   { type: 'cell-activated', cell }        a tap or click on a cell (digit-first entry)
 * @param {{grid: HTMLElement, board: {cellOf(el: Element): number, geometry: object}, current: () => number,
 *   enabled: () => boolean, dispatch: (event: object) => void}} options
 */
export function bindInput({ grid, board, current, enabled, dispatch }) {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || !enabled() || !board.geometry) return;
    const target = event.target;
    if (isTextEntry(target) || target.closest?.('dialog')) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    const lower = key.length === 1 ? key.toLowerCase() : key;
    const inGrid = grid.contains(target);
    const { size } = board.geometry;
    // Digits, N, 0, Backspace and Delete edit the board where they can mean nothing else: on the
    // board, on the keypad, or with nothing focused. On another control (a link, a summary, a
    // setting's checkbox) a typed digit is not taken as a shortcut (WCAG 2.1.4).
    const boardKeys = inGrid || target === document.body || target === document.documentElement || Boolean(target.closest?.('#keypad'));

    if (ctrl && !event.altKey && (lower === 'z' || lower === 'y')) {
      dispatch({ type: lower === 'y' || event.shiftKey ? 'redo' : 'undo' });
    } else if (NAV_KEYS.has(key)) {
      if (!inGrid || event.altKey || (ctrl && key !== 'Home' && key !== 'End')) return;
      const extend = event.shiftKey && key.startsWith('Arrow') ? 'add' : undefined;
      dispatch({ type: 'select', cell: navigate(key, ctrl, current(), size), focus: true, extend });
    } else if (ctrl && !event.altKey && boardKeys && /^(?:Digit|Numpad)[1-9]$/.test(event.code ?? '') && digitOfKey(event, size)) {
      dispatch({ type: 'digit', digit: digitOfKey(event, size), modifier: 'centre' }); // Ctrl/Cmd: centre mark
    } else if (ctrl || event.altKey) {
      return; // the browser's and the system's shortcuts stay theirs
    } else if (key === 'Escape' && inGrid) {
      dispatch({ type: 'select-one' });
    } else if (key === 'Enter' && inGrid) {
      dispatch({ type: 'cell-activated', cell: current() });
    } else if (key === ' ' && (inGrid || target === document.body || target === document.documentElement)) {
      dispatch({ type: 'mode', mode: 'next' });
    } else if (!boardKeys) {
      return;
    } else if (key === 'Backspace' || key === 'Delete' || event.code === 'Digit0' || event.code === 'Numpad0' || key === '0') {
      dispatch({ type: 'erase' });
    } else if (lower === 'n' && digitOfKey(event, size) === 0) {
      dispatch({ type: 'toggle-notes' });
    } else if (MODE_KEYS[lower] && digitOfKey(event, size) === 0) {
      dispatch({ type: 'mode', mode: MODE_KEYS[lower] }); // on 16×16, C is a digit: Space or the keypad
    } else {
      const digit = digitOfKey(event, size);
      if (!digit) return;
      // Shift means "a corner mark", for letter digits too (Caps Lock gives capitals without Shift).
      dispatch({ type: 'digit', digit, modifier: event.shiftKey ? 'corner' : undefined });
    }
    event.preventDefault();
  });

  // A press on a cell selects it at once (pointerdown), so touch feels immediate; the click that
  // follows activates it for digit-first entry. Cells are divs: no phone keyboard appears. Moving
  // while pressed (mouse, pen or finger: the board takes no pan, styles.css) adds every cell passed.
  let dragFrom = -1;
  let dragLast = -1;
  grid.addEventListener('pointerdown', (event) => {
    if (!enabled() || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const cell = board.cellOf(event.target);
    if (cell < 0) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const extend = ctrl ? 'toggle' : event.shiftKey ? 'range' : undefined;
    dispatch({ type: 'select', cell, focus: true, extend, tap: !extend });
    dragFrom = dragLast = cell;
  });
  grid.addEventListener('pointermove', (event) => {
    if (dragFrom < 0 || !enabled()) return;
    if (event.pointerType === 'mouse' && !(event.buttons & 1)) { dragFrom = -1; return; }
    // A touch keeps its first target (implicit capture), so ask which cell is under it now.
    const cell = board.cellOf(document.elementFromPoint(event.clientX, event.clientY));
    if (cell < 0 || cell === dragLast) return;
    if (dragLast === dragFrom) dispatch({ type: 'select', cell: dragFrom, focus: false, extend: 'add' });
    dragLast = cell;
    dispatch({ type: 'select', cell, focus: true, extend: 'add' });
  });
  const endDrag = () => { dragFrom = dragLast = -1; };
  document.addEventListener('pointerup', endDrag);
  document.addEventListener('pointercancel', endDrag);
  grid.addEventListener('click', (event) => {
    if (!enabled()) return;
    const cell = board.cellOf(event.target);
    if (cell >= 0) dispatch({ type: 'cell-activated', cell });
  });
  grid.addEventListener('focusin', (event) => {
    const cell = board.cellOf(event.target);
    if (cell >= 0 && cell !== current()) dispatch({ type: 'select', cell, focus: false });
  });
}
