// The on-screen keypad: real <button>s (1..N, Erase, Notes, Undo, Redo), so touch players never
// see the phone keyboard and screen-reader users get named controls. It dispatches the same
// semantic events as the keyboard (input.js). In digit-first mode a digit button picks the digit
// that taps on cells then place; otherwise it acts on the selected cell.

import { symbolFor } from '../../game/moves.js';
import { t } from '../../i18n/i18n.js';

export function createKeypad(container, dispatch) {
  const digits = container.querySelector('[data-keypad-digits]');
  const buttons = {
    erase: container.querySelector('[data-action="erase"]'),
    notes: container.querySelector('[data-action="toggle-notes"]'),
    undo: container.querySelector('[data-action="undo"]'),
    redo: container.querySelector('[data-action="redo"]'),
  };
  let digitButtons = [];

  // Keep focus where it was (usually the selected cell) when the keypad is used with a mouse or
  // finger: the button still gets its click, and keyboard users can Tab to it as usual.
  container.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  container.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    const { action, digit } = button.dataset;
    if (digit) dispatch({ type: 'keypad-digit', digit: Number(digit) });
    else if (action) dispatch({ type: action });
  });

  return {
    build(size) {
      digits.dataset.size = String(size);
      digitButtons = [];
      for (let d = 1; d <= size; d += 1) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'key digit-key';
        button.dataset.digit = String(d);
        button.dataset.testid = `key-${d}`;
        button.textContent = symbolFor(d);
        digitButtons.push(button);
      }
      digits.replaceChildren(...digitButtons);
    },
    /** @param {{notesMode: boolean, brush: number, digitFirst: boolean, canUndo: boolean, canRedo: boolean, remaining: number[]}} state */
    update({ notesMode, brush, digitFirst, canUndo, canRedo, remaining }) {
      buttons.notes.setAttribute('aria-pressed', String(notesMode));
      buttons.undo.setAttribute('aria-disabled', String(!canUndo));
      buttons.redo.setAttribute('aria-disabled', String(!canRedo));
      digitButtons.forEach((button, i) => {
        const d = i + 1;
        // aria-pressed only exists in digit-first mode, where these buttons are a choice.
        if (digitFirst) button.setAttribute('aria-pressed', String(brush === d));
        else button.removeAttribute('aria-pressed');
        const left = remaining[d];
        button.classList.toggle('done', left <= 0);
        const name = left <= 0 ? t('keypad.all_placed', { digit: symbolFor(d) }) : symbolFor(d);
        if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
      });
    },
  };
}
