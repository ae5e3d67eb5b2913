// The hint panel and the solution path as the page hosts them: each module loads on first use
// (its words and board overlay are not first-paint code), through one lazy() loader that tries
// again after a failed download. Siblings: hint_panel.js, solution_path.js; app.js wires these to
// the controller (showHint is the view host's; the path opens from its button).
import { t } from '../../i18n/i18n.js';
import { lazy } from '../../app/lazy.js';
import { loadFailure } from '../chrome/notices.js';

/**
 * showHint(state) for the controller's view host. parts: { panel, grid, hintButton, dispatch,
 * focusBoard, render (the controller draws again once the panel is there), notices, keySeen,
 * markKeySeen }.
 */
export function createHintHost({ render, notices, ...parts }) {
  let hintPanel = null;
  const load = lazy(() => import('./hint_panel.js').then(({ createHintPanel }) => {
    hintPanel = createHintPanel(parts);
  }));
  return function showHint(state) {
    if (hintPanel) return hintPanel.show(state);
    if (!state) return undefined;
    return load().then(render, (error) => {
      notices.add(t('notice.hint_failed', { reason: loadFailure(error) })); // the next hint tries again
    });
  };
}

/**
 * The solution path's button: loads the panel on first use; opening it during a game asks first
 * and counts as help (mayShow), closing it never asks. Returns { reset, relabel } for a new game
 * and a new language (nothing to do before it has loaded).
 */
export function bindPathButton({ button, panel, engine, getGame, mayShow, notices }) {
  let path = null;
  const load = lazy(() => import('./solution_path.js').then(({ createSolutionPath }) => {
    path = createSolutionPath({ panel, button, engine, getGame });
  }));
  button.addEventListener('click', async () => {
    try {
      await load();
      if (panel.hidden && !(await mayShow())) return;
      path.toggle();
    } catch (error) {
      notices.add(t('notice.path_failed', { reason: loadFailure(error) }));
    }
  });
  return {
    reset: () => path?.reset(),
    relabel: () => path?.relabel(),
  };
}
