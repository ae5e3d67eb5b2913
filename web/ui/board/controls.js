// The buttons around the board (Fill notes, Hint, Reveal cell, Restart, Solve, Pause) and the
// clock. Buttons become aria-disabled rather than disabled, so focus is never dropped, and while
// paused the board, keypad and actions are hidden (display: none: out of sight and out of the
// accessibility tree) and a "Paused" message stands in their place. Once the board is solved the
// keypad and actions go the same way and the finish card (finish_card.js) takes their place.
import { formatTime } from '../../game/timer.js';
import { localize } from '../../i18n/i18n.js';
import { createWatchSolver } from '../chrome/watch_solver.js';

/**
 * @param {{actions: HTMLElement, pauseButton: HTMLButtonElement, clock: HTMLElement,
 *   pausedPanel: HTMLElement, hideWhilePaused: HTMLElement[], hideWhileSolved: HTMLElement[],
 *   dispatch: Function, elapsedMs: () => number}} parts
 */
export function createControls({ actions, pauseButton, clock, pausedPanel, hideWhilePaused, hideWhileSolved = [], dispatch, elapsedMs }) {
  // Like the keypad: a mouse or finger on these buttons leaves the focus on the board.
  actions.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  actions.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-action]');
    if (button && button.getAttribute('aria-disabled') !== 'true') dispatch({ type: button.dataset.action });
  });
  pauseButton.addEventListener('click', () => {
    if (pauseButton.getAttribute('aria-disabled') !== 'true') dispatch({ type: 'pause' });
  });

  let shown = '';
  const tick = () => {
    const text = formatTime(elapsedMs());
    if (text !== shown) clock.textContent = shown = text;
  };
  setInterval(tick, 250);

  const byAction = (name) => actions.querySelector(`[data-action="${name}"]`);
  const watchSolver = createWatchSolver(document.getElementById('watch-solver'));
  let paused = false;
  let solved = false;
  const showParts = () => {
    for (const element of hideWhilePaused) element.hidden = paused;
    for (const element of hideWhileSolved) element.hidden = paused || solved;
  };
  return {
    tick,
    setPaused(now) {
      paused = now;
      localize(pauseButton, paused ? 'game.resume' : 'game.pause');
      pausedPanel.hidden = !paused;
      showParts();
      tick();
    },
    gameChanged(state) {
      solved = state.solved;
      watchSolver.update(state);
      showParts();
      pauseButton.setAttribute('aria-disabled', String(solved));
      for (const name of ['fill-notes', 'hint', 'reveal', 'solve']) byAction(name).setAttribute('aria-disabled', String(solved));
      tick();
    },
  };
}
