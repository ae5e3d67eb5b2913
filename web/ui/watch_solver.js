// "Watch the solver": the game's ways into the Dancing Links visualizer (dlx.html) with the game's
// own puzzle loaded (dlx.html#puzzle=<line>, which viz_app.js reads). The footer link always
// carries the current puzzle; once the board is solved the finish card (finish_card.js) offers
// the same link. Sibling: controls.js calls update() when the game changes.
import { addCatalog } from '../i18n/i18n.js';
import vizLink from '../i18n/catalog_viz_link.js';

addCatalog(vizLink);

/** The visualizer's address for a puzzle in the engine's line form ('.' for empty cells). */
export function watchSolverHref(puzzle) {
  return `./dlx.html#puzzle=${encodeURIComponent(puzzle)}`;
}

/** @param {HTMLAnchorElement|null} footerLink  the footer's link to dlx.html, if the page has one */
export function createWatchSolver(footerLink) {
  return {
    /** @param {{ puzzle?: string }} state */
    update({ puzzle }) {
      if (!puzzle || !footerLink) return;
      const href = watchSolverHref(puzzle);
      if (footerLink.getAttribute('href') !== href) footerLink.href = href;
    },
  };
}
