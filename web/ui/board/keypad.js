// The on-screen keypad: real <button>s (the modes Digit / Corner / Centre / Colour and Select
// several, 1..N, Erase, Undo, Redo), so touch players never see the phone keyboard and
// screen-reader users get named controls. It dispatches the same semantic events as the keyboard
// (input.js). In colour mode the digit keys are the palette's colours (game/palette.js). In
// digit-first mode a digit button picks the digit that taps on cells then place; otherwise it
// acts on the selected cells.

import { COLOUR_COUNT, symbolFor } from '../../game/moves.js';
import { colourName } from '../../game/palette.js';
import { t } from '../../i18n/i18n.js';

export function createKeypad(container, dispatch) {
  const digits = container.querySelector('[data-keypad-digits]');
  const buttons = {
    erase: container.querySelector('[data-action="erase"]'),
    modes: [...container.querySelectorAll('[data-action="mode"]')],
    several: container.querySelector('[data-action="select-several"]'),
    undo: container.querySelector('[data-action="undo"]'),
    redo: container.querySelector('[data-action="redo"]'),
  };
  let digitButtons = [];
  let shownAsColours = null;

  // Keep focus where it was (usually the selected cell) when the keypad is used with a mouse or
  // finger: the button still gets its click, and keyboard users can Tab to it as usual.
  container.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  const press = (button) => {
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    const { action, digit, mode } = button.dataset;
    if (digit) dispatch({ type: 'keypad-digit', digit: Number(digit) });
    else if (action === 'mode') dispatch({ type: 'mode', mode });
    else if (action) dispatch({ type: action });
  };
  // A finger's tap acts when it lifts over the key it went down on, not on the click after it:
  // Chromium drops that click when the tap lands while a quick swipe across the board is still
  // settling (the tap "stops the fling"), and a player who swipes a selection and taps a digit at
  // once must not lose the digit. The click that does follow such a tap is then swallowed, once;
  // a mouse, a pen and the keyboard (Enter, Space) act by click as before.
  let touched = null;
  let swallow = null;
  container.addEventListener('pointerdown', (event) => {
    touched = event.pointerType === 'touch' ? event.target.closest('button') : null;
    swallow = null;
  });
  container.addEventListener('pointercancel', () => { touched = null; });
  container.addEventListener('pointerup', (event) => {
    const button = touched;
    touched = null;
    if (!button || event.pointerType !== 'touch') return;
    if (document.elementFromPoint(event.clientX, event.clientY)?.closest('button') !== button) return;
    swallow = button;
    press(button);
  });
  container.addEventListener('keydown', () => { swallow = null; });
  container.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (button && button === swallow) { swallow = null; return; }
    press(button);
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
      shownAsColours = null;
    },
    /** @param {{mode: string, several: boolean, brush: number, digitFirst: boolean, canUndo: boolean, canRedo: boolean, remaining: number[]}} state */
    update({ mode = 'digit', several = false, brush, digitFirst, canUndo, canRedo, remaining }) {
      for (const button of buttons.modes) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
      buttons.several.setAttribute('aria-pressed', String(several));
      const colours = mode === 'colour';
      if (colours !== shownAsColours) {
        shownAsColours = colours;
        digitButtons.forEach((button, i) => {
          const d = i + 1;
          button.classList.toggle('colour-key', colours && d <= COLOUR_COUNT);
          if (colours && d <= COLOUR_COUNT) {
            button.replaceChildren(Object.assign(document.createElement('span'), { className: `colour colour-${d}` }),
              Object.assign(document.createElement('span'), { className: 'colour-number', textContent: String(d) }));
          } else button.textContent = symbolFor(d);
          button.hidden = colours && d > COLOUR_COUNT;
        });
      }
      if (colours) {
        digitButtons.forEach((button, i) => {
          button.removeAttribute('aria-pressed');
          button.classList.remove('done');
          const name = i < COLOUR_COUNT ? colourName(i + 1) : '';
          if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
        });
        return this.updateUndo(canUndo, canRedo);
      }
      this.updateUndo(canUndo, canRedo);
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
    updateUndo(canUndo, canRedo) {
      buttons.undo.setAttribute('aria-disabled', String(!canUndo));
      buttons.redo.setAttribute('aria-disabled', String(!canRedo));
    },
  };
}
