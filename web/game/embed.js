// The game in another page's iframe (index.html?embed=1): a compact layout, and a save slot of its
// own, so two framed games on one page (or a framed game and the full site) never take each other's
// saved game, statistics or settings. The slot is the frame's `slot=` parameter when the site owner
// names one (letters, digits, - and _), else a hash of the frame's own address (its puzzle link),
// so two frames showing different puzzles get different slots without being told. DOM-free;
// docs/site-owners.md "Embedding" shows the iframe and the CSP line that allows it.

import { fnv1a } from './hash.js';

const SLOT = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * What the address says about embedding: null for the full site, else { slot, prefix } (prefix:
 * the storage prefix of this frame's slot). Throws nothing: a slot name that is not allowed falls
 * back to the address's hash, as if none were given.
 * @param {string} search  location.search  @param {string} hashText  location.hash (read before
 *   the page strips a link from it)
 */
export function readEmbed(search, hashText = '') {
  const params = new URLSearchParams(search);
  if (params.get('embed') !== '1') return null;
  const named = params.get('slot');
  params.delete('slot');
  const slot = named && SLOT.test(named) ? named : `a${fnv1a(`${params.toString()}${hashText}`).toString(36)}`;
  return { slot, prefix: `dlx-sudoku:embed:${slot}:` };
}
