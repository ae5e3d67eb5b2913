// Invisible format characters (Unicode category Cf: the bidi overrides and isolates, the marks, the
// zero-width ones) found in text a user typed, pasted or linked, with their names: U+202E placed in
// a name reverses the sentence around it on screen, so names holding one are refused, and the
// refusal names the character and where it is (issue 33, finding 7). No DOM; used by the
// visualizer's DLX1 text and grid, the import dialog and the share links.

// The Unicode names of the ones met in practice; any other Cf character is named by its code alone.
const NAMES = new Map([
  [0x00ad, 'SOFT HYPHEN'], [0x061c, 'ARABIC LETTER MARK'], [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 'ZERO WIDTH SPACE'], [0x200c, 'ZERO WIDTH NON-JOINER'], [0x200d, 'ZERO WIDTH JOINER'],
  [0x200e, 'LEFT-TO-RIGHT MARK'], [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'], [0x202b, 'RIGHT-TO-LEFT EMBEDDING'], [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'], [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2060, 'WORD JOINER'], [0x2066, 'LEFT-TO-RIGHT ISOLATE'], [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'], [0x2069, 'POP DIRECTIONAL ISOLATE'], [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
]);

const FORMAT = /\p{Cf}/u;

/** "U+202E RIGHT-TO-LEFT OVERRIDE" for one code point ("U+E0001" alone when unnamed). */
export function describeCodePoint(cp) {
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return NAMES.has(cp) ? `${code} ${NAMES.get(cp)}` : code;
}

/**
 * The first format character in `text`, or null: { char: its description, line, column } with
 * lines and columns counted from 1, columns in characters (code points), as an editor shows them.
 * `skipBom`: a U+FEFF at the very start is a byte-order mark, which readers skip, not a name's;
 * `skipLine(line)`: lines that hold no names (a DLX1 comment) are not searched.
 */
export function findFormatControl(text, { skipBom = false, skipLine = () => false } = {}) {
  if (!FORMAT.test(text)) return null;  // the common case: one scan, no splitting
  const lines = text.split(/\r\n|\r|\n/);
  for (let l = 0; l < lines.length; l++) {
    if (skipLine(lines[l])) continue;
    let column = 0;
    for (const ch of lines[l]) {
      column++;
      const cp = ch.codePointAt(0);
      if (l === 0 && column === 1 && skipBom && cp === 0xfeff) continue;
      if (FORMAT.test(ch)) return { char: describeCodePoint(cp), line: l + 1, column };
    }
  }
  return null;
}

/** How many characters (code points, not UTF-16 units) a text has: what a person would count. */
export const codePointLength = (text) => Array.from(text).length;

const HIDDEN = /[\p{Cf}\p{Cc}]/u;

/**
 * User text as a message quotes it: at most `max` characters, every control or format character
 * shown by its code and name instead of acting on the sentence, and the whole set apart from the
 * sentence around it (FSI ... PDI, the plain-text <bdi>) so right-to-left letters in it cannot
 * reorder the words and numbers beside it. Printable ASCII needs no isolating and gets none.
 */
export function showUserText(text, max = 24) {
  const chars = Array.from(String(text));
  const cut = chars.length > max ? [...chars.slice(0, max), '…'] : chars;
  const shown = cut.map((ch) => (HIDDEN.test(ch) ? `<${describeCodePoint(ch.codePointAt(0))}>` : ch)).join('');
  return /^[\x20-\x7e]*$/.test(shown) ? shown : `\u2068${shown}\u2069`;
}

// Right-to-left scripts (Hebrew, Arabic with its digits, Syriac, Thaana, NKo, ... and their
// presentation forms, and the historic ones beyond the BMP).
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * An English message of the engine's that may quote the user's text raw (a name, a line of a
 * puzzle): each run of non-ASCII characters holding right-to-left letters or digits is set apart
 * (FSI ... PDI), so it cannot reorder the words and numbers around it. The engine's own × and …
 * stay as they are.
 */
export const isolateQuoted = (message) => String(message).replace(/[^\x20-\x7e]+/g, (run) => (RTL.test(run) ? `\u2068${run}\u2069` : run));
