// The two notations the visualizer speaks (no DOM): the 2000 paper's "Dancing Links" (L[x], R[x],
// U[x], D[x], S[x], C[x]; cover unlinks the item, then hides its options) and TAOCP 7.2.2.1's
// (LLINK(x), RLINK(x), ULINK(x), DLINK(x), LEN(x), TOP(x); Algorithm X's steps X1–X8; cover hides
// the options, then unlinks the item). The order is the engine's: a TAOCP trace is asked for with
// order 'taocp' (exact_cover_trace.hpp), never reordered here. Siblings: narration.js (the words
// and the paper's pseudo-code), panels.js (the code panel), address.js (notation= in a step link).

export const NOTATIONS = Object.freeze(['paper', 'taocp']);
/** The engine's cover order for a notation (the trace option `order`). */
export const orderOf = (notation) => (notation === 'taocp' ? 'taocp' : 'paper');

const TAOCP_NAMES = Object.freeze({ L: 'LLINK', R: 'RLINK', U: 'ULINK', D: 'DLINK', S: 'LEN', C: 'TOP' });

/**
 * Rewrites the paper's link formulas in a text into TAOCP's names: "R[L[A]] ← R[A]" becomes
 * "RLINK(LLINK(A)) ← RLINK(A)", "S[a5] −= 1" "LEN(a5) −= 1". Other brackets stay as they are.
 */
export function inNotation(text, notation) {
  if (notation !== 'taocp' || !text) return text;
  let out = '';
  const open = [];  // for each "[" seen: whether it was a link's (closed with ")")
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const name = TAOCP_NAMES[c];
    if (name && text[i + 1] === '[' && !/[\p{L}\p{N}_]/u.test(text[i - 1] ?? '')) {
      out += `${name}(`;
      open.push(true);
      i++;
    } else if (c === '[') {
      out += c;
      open.push(false);
    } else if (c === ']' && open.length) {
      out += open.pop() ? ')' : ']';
    } else {
      out += c;
    }
  }
  return out;
}

// TAOCP's Algorithm X (7.2.2.1), as the code panel shows it: the same line ids as the paper's
// pseudo-code (narration.js PSEUDOCODE), so the trace lights the same places, with X's step
// labels beside the lines; cover(i) and uncover(i) in TAOCP's order ((12)-(15) there).
export const TAOCP_PSEUDOCODE = Object.freeze([
  ['search', ['X1 [Initialize.] l ← 0']],
  ['solved', ['X2 [Enter level l.] if RLINK(0) = 0: visit x₀…xₗ₋₁, go to X8']],
  ['choose', ['X3 [Choose i.] i ← an active item (fewest options, or leftmost)']],
  ['cover-c', ['X4 [Cover i.] cover(i); xₗ ← DLINK(i)']],
  ['try', ['X5 [Try xₗ.] if xₗ = i, go to X7']],
  ['cover-j', ['   for p ← xₗ + 1, … ≠ xₗ: cover(TOP(p)); l ← l + 1, go to X2']],
  ['recurse', ['X8 [Leave level l.] if l = 0 stop; l ← l − 1, go to X6']],
  ['uncover-j', ['X6 [Try again.] for p ← xₗ − 1, … ≠ xₗ: uncover(TOP(p)); xₗ ← DLINK(xₗ), go to X5']],
  ['uncover-c', ['X7 [Backtrack.] uncover(i), go to X8']],
  ['hide', ['cover(i): for p ← DLINK(i) … ≠ i: hide(p): for q ← p + 1 … ≠ p, x ← TOP(q), u ← ULINK(q), d ← DLINK(q):  ',
    ['DLINK(u) ← d'], '; ', ['ULINK(d) ← u'], '; ', ['LEN(x) ← LEN(x) − 1']]],
  ['cover', ['  then l ← LLINK(i), r ← RLINK(i):  ', ['RLINK(l) ← r'], ';  ', ['LLINK(r) ← l']]],
  ['uncover', ['uncover(i): l ← LLINK(i), r ← RLINK(i):  ', ['RLINK(l) ← i'], ';  ', ['LLINK(r) ← i']]],
  ['unhide', ['  then for p ← ULINK(i) … ≠ i: unhide(p): for q ← p − 1 … ≠ p:  ',
    ['DLINK(u) ← q'], '; ', ['ULINK(d) ← q'], '; ', ['LEN(x) ← LEN(x) + 1']]],
]);

const STORAGE_KEY = 'dlx-viz-notation';

/** The notation the learner chose last time ('paper' when none, or when storage is blocked). */
export function storedNotation() {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return NOTATIONS.includes(value) ? value : 'paper';
  } catch {
    return 'paper';
  }
}

export function rememberNotation(notation) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, notation);
  } catch {
    // not remembered; the page still switches
  }
}
