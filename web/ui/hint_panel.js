// The hint panel beside the board: the hint's words (hint_text.js), the buttons for the next stage
// (Show the step, Apply it, Close) and the board overlay (hint_overlay.js). It shows what the
// controller hands it and sends the buttons back as semantic events; the stages themselves are
// moves in the game (moves.js 'hint' and 'step'), so undo and redo walk through them.
import { t } from '../i18n/i18n.js';
import { createHintOverlay } from './hint_overlay.js';
import { hintMarks, nudgeText, stepText } from './hint_text.js';

/**
 * @param {{panel: HTMLElement, grid: HTMLElement, dispatch: Function}} parts  panel holds
 *   [data-hint-text], [data-hint-legend], [data-hint-action] buttons and #hint-descriptions
 */
export function createHintPanel({ panel, grid, dispatch }) {
  const text = panel.querySelector('[data-hint-text]');
  const legend = panel.querySelector('[data-hint-legend]');
  const buttons = [...panel.querySelectorAll('[data-hint-action]')];
  const overlay = createHintOverlay(grid, panel.querySelector('#hint-descriptions'));
  const label = { 'hint-show': 'hint.show', 'hint-apply': 'hint.apply', 'hint-close': 'hint.close' };

  panel.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault(); // the focus stays on the board
  });
  panel.addEventListener('click', (event) => {
    const button = event.target.closest('[data-hint-action]');
    if (button) dispatch({ type: button.dataset.hintAction });
  });

  const showButtons = (visible) => {
    for (const button of buttons) {
      button.textContent = t(label[button.dataset.hintAction]);
      button.hidden = !visible.includes(button.dataset.hintAction);
    }
  };

  return {
    /**
     * null hides the panel; { message } shows words only (a mistake, no hint); { stage, step,
     * geometry } shows a hint at stage 1 (nudge) or 2 (the whole step).
     */
    show(state) {
      if (!state) {
        panel.hidden = true;
        overlay.clear();
        return;
      }
      panel.hidden = false;
      if (state.message) {
        text.textContent = state.message;
        legend.hidden = true;
        showButtons(['hint-close']);
        overlay.clear();
        return;
      }
      const { stage, step, geometry } = state;
      text.textContent = stage === 1 ? nudgeText(step, geometry) : stepText(step, geometry);
      legend.textContent = t('hint.legend');
      legend.hidden = stage < 2;
      showButtons(stage === 1 ? ['hint-show', 'hint-close'] : ['hint-apply', 'hint-close']);
      overlay.show(hintMarks(step, geometry, stage), geometry.size);
    },
  };
}
