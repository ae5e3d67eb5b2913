// The buttons around the board (Fill notes, Hint, Reveal cell, Restart, Solve, Pause) and the
// clock. Buttons become aria-disabled rather than disabled, so focus is never dropped, and while
// paused the board, keypad and actions are hidden (display: none: out of sight and out of the
// accessibility tree) and a "Paused" message stands in their place.
import { formatTime } from '../game/timer.js';
import { localize } from '../i18n/i18n.js';
import { createWatchSolver } from './watch_solver.js';

/**
 * @param {{actions: HTMLElement, pauseButton: HTMLButtonElement, clock: HTMLElement,
 *   pausedPanel: HTMLElement, hideWhilePaused: HTMLElement[], dispatch: Function, elapsedMs: () => number}} parts
 */
export function createControls({ actions, pauseButton, clock, pausedPanel, hideWhilePaused, dispatch, elapsedMs }) {
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
  const watchSolver = createWatchSolver(actions, document.getElementById('watch-solver'));
  return {
    tick,
    setPaused(paused) {
      localize(pauseButton, paused ? 'game.resume' : 'game.pause');
      pausedPanel.hidden = !paused;
      for (const element of hideWhilePaused) element.hidden = paused;
      tick();
    },
    gameChanged({ solved, puzzle }) {
      watchSolver.update({ puzzle, solved });
      pauseButton.setAttribute('aria-disabled', String(solved));
      for (const name of ['fill-notes', 'hint', 'reveal', 'solve']) byAction(name).setAttribute('aria-disabled', String(solved));
      tick();
    },
  };
}
