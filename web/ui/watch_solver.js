// "Watch the solver": the game's ways into the Dancing Links visualizer (dlx.html) with the game's
// own puzzle loaded (dlx.html#puzzle=<line>, which viz_app.js reads). A link appears beside Solve
// once the board is solved (by Solve or by the player), and the footer link always carries the
// current puzzle. Sibling: controls.js owns the buttons and calls update() when the game changes.
import { addCatalog, localize } from '../i18n/i18n.js';
import vizLink from '../i18n/catalog_viz_link.js';

addCatalog(vizLink);

/** The visualizer's address for a puzzle in the engine's line form ('.' for empty cells). */
export function watchSolverHref(puzzle) {
  return `./dlx.html#puzzle=${encodeURIComponent(puzzle)}`;
}

/**
 * @param {HTMLElement} actions  the row holding the Solve button
 * @param {HTMLAnchorElement|null} footerLink  the footer's link to dlx.html, if the page has one
 */
export function createWatchSolver(actions, footerLink) {
  const link = document.createElement('a');
  link.className = 'watch-solver';
  link.dataset.testid = 'watch-solver';
  link.href = './dlx.html';
  link.hidden = true;
  localize(link, 'viz.link.watch_this');
  const solve = actions.querySelector('[data-action="solve"]');
  if (solve) solve.after(link);
  else actions.append(link);
  return {
    /** @param {{ puzzle?: string, solved: boolean }} state */
    update({ puzzle, solved }) {
      if (!puzzle) return;
      const href = watchSolverHref(puzzle);
      if (link.getAttribute('href') !== href) link.href = href;
      if (footerLink && footerLink.getAttribute('href') !== href) footerLink.href = href;
      link.hidden = !solved;
    },
  };
}
