// "Watch the solver": the game's ways into the Dancing Links visualizer (dlx.html) with the game's
// own puzzle loaded (dlx.html#puzzle=<line>, which viz_app.js reads). The footer link always
// carries the current puzzle; once the board is solved the finish card (finish_card.js) offers
// the same link. Sibling: controls.js calls update() when the game changes.
import { addCatalog } from '../../i18n/i18n.js';
import vizLink from '../../i18n/catalog_viz_link.js';
import { shareUrl } from '../../game/share.js';

addCatalog(vizLink);

/**
 * The visualizer's address for a puzzle in the engine's line form ('.' for empty cells), with its
 * rules as a share link writes them (&box=, and a variant's &rules=, &regions=, &cages=), so the
 * visualizer searches the puzzle under the rules it is played by.
 * @param {string} puzzle
 * @param {{boxRows?: number, boxCols?: number, fields?: string}} [rules]
 */
export function watchSolverHref(puzzle, rules = {}) {
  return shareUrl('./dlx.html', { puzzle, boxRows: rules.boxRows, boxCols: rules.boxCols, fields: rules.fields ?? '' });
}

/** @param {HTMLAnchorElement|null} footerLink  the footer's link to dlx.html, if the page has one */
export function createWatchSolver(footerLink) {
  return {
    /** @param {{ puzzle?: string, rules?: object }} state */
    update({ puzzle, rules }) {
      if (!puzzle || !footerLink) return;
      const href = watchSolverHref(puzzle, rules);
      if (footerLink.getAttribute('href') !== href) footerLink.href = href;
    },
  };
}
