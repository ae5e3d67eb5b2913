// The wait for a slow level's new puzzle (app/making.js): seconds gone against the wait New game
// stated, as a bar and in words, and a Cancel that stops the making (the game on the board stays
// and can be played meanwhile). The status line (announcer.js) says what is being made; this
// panel is what can be seen and pressed while it is. No game logic: cancel() is the caller's.
import { t } from '../../i18n/i18n.js';

/**
 * panel: the #making element (a <p data-making-time>, a <progress>, a Cancel button inside).
 * Returns show({ text, seconds, cancel }) -> close(): one wait at a time (a newer one replaces it).
 */
export function createMakingPanel(panel) {
  const time = panel.querySelector('[data-making-time]');
  const bar = panel.querySelector('progress');
  const button = panel.querySelector('button');
  let current = null; // { cancel, timer, started }

  const draw = () => {
    const gone = Math.min(current.seconds, Math.floor((performance.now() - current.started) / 1000));
    time.textContent = t('making.time', { gone, seconds: current.seconds });
    bar.value = gone;
  };
  const close = (which) => {
    if (current !== which) return; // a newer wait replaced it
    clearInterval(which.timer);
    current = null;
    panel.hidden = true;
  };
  button.addEventListener('click', () => current?.cancel());

  return function show({ text, seconds, cancel }) {
    if (current) close(current);
    const wait = { cancel, seconds, started: performance.now(), timer: 0 };
    current = wait;
    panel.setAttribute('aria-label', text);
    bar.setAttribute('aria-label', text); // the bar's name; its value is said by the words beside it
    bar.max = seconds;
    draw();
    wait.timer = setInterval(draw, 1000);
    panel.hidden = false;
    return () => close(wait);
  };
}
