// Share links: a puzzle (and optionally the moves played) in the page's URL fragment, so a link
// opens that game and nothing is sent to a server. Also the SudokuWiki link for 9x9 puzzles.
// Siblings: moves.js (the compact move text this carries unchanged), game.js, storage.js.
//
//   index.html#puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//   index.html#puzzle=<N*N symbols>&moves=P12%2C5%3BN3%2C7&box=2x3
//
// puzzle: N*N symbols, row by row; '.' (or '0') for an empty cell, 1-9 then A-P for 10-25, as the
// engine's line form. N is 4, 6, 8, 9, 10, 12, ... 25 (any side that has a box shape).
// moves:  movesToText() of moves.js, percent-encoded. box: "RxC" (box rows x box columns), only
// when the shape is not the engine's default for N (the most square one with rows <= columns).
// rules, regions, cages: a variant's rules, as the engine's text fields (docs/players.md, "Variants in text"):
//   index.html#puzzle=<81 symbols>&rules=x&cages=11:r1c1.r2c1,9:r1c2.r1c3
// kept as text here (link.fields, "rules=x cages=…"); the engine reads and checks them.

/** A share link that cannot be read; `message` is a sentence for the player. */
import { t } from '../i18n/i18n.js';
import { showUserText } from '../words/format_controls.js';

export class ShareError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ShareError';
  }
}

export const MAX_HASH_LENGTH = 20_000;
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const MIN_SIZE = 4;
const MAX_SIZE = 25;
const VARIANT_PARAMS = ['rules', 'regions', 'cages'];
const KNOWN_PARAMS = ['puzzle', 'moves', 'box', ...VARIANT_PARAMS];

/** The engine's default box for a side (Shape::for_size): [rows, cols], or null when there is none. */
export function defaultBox(size) {
  let rows = 0;
  for (let r = 2; r * r <= size; r += 1) if (size % r === 0) rows = r;
  return rows === 0 ? null : [rows, size / rows];
}

/**
 * The puzzle as one line of text, the way the engine reads it back (and `dlx-sudoku generate`
 * writes it): the symbols, then " box=RxC" when the boxes are not the side's default (a 6×6 of
 * tall 3×2 boxes would otherwise come back with wide 2×3 ones, another puzzle), then the variant's
 * fields ("rules=x", "cages=..."), if any.
 */
export function shareLine({ puzzle, boxRows, boxCols, fields = '' }) {
  const [rows, cols] = defaultBox(boxRows * boxCols) ?? [boxRows, boxCols];
  const box = boxRows !== rows || boxCols !== cols ? `box=${boxRows}x${boxCols}` : '';
  return [puzzle, box, fields].filter(Boolean).join(' ');
}

function sideOf(cells) {
  const side = Math.round(Math.sqrt(cells));
  return side * side === cells && side >= MIN_SIZE && side <= MAX_SIZE && defaultBox(side) ? side : 0;
}

/**
 * Player text quoted in a message: at most 24 characters, so a hostile link cannot flood the page,
 * its invisible characters named, and set apart from the sentence (showUserText).
 */
const quote = (text) => `"${showUserText(text)}"`;

function describeLength(length) {
  return t('link.chars', { n: length.toLocaleString('en-US'), count: length });
}

/**
 * Checks a puzzle's symbols; returns it normalised ('.' for blanks, upper case), or throws
 * ShareError saying what is wrong and where.
 */
export function normalizePuzzle(puzzle, what = t('link.puzzle')) {
  if (typeof puzzle !== 'string' || puzzle.length === 0) throw new ShareError(t('link.empty', { what }));
  // Characters, not UTF-16 units: a mathematical bold digit is one character of two units.
  const chars = Array.from(puzzle);
  const size = sideOf(chars.length);
  if (!size) {
    throw new ShareError(t('link.length', { what, length: describeLength(chars.length) }));
  }
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i];
    if (c === '.' || c === '0') {
      out += '.';
      continue;
    }
    const digit = SYMBOLS.indexOf(c.toUpperCase()) + 1;
    if (digit < 1 || digit > size) {
      const allowed = size <= 9 ? `1-${size}` : t('link.letters', { last: SYMBOLS[size - 1] });
      throw new ShareError(t('link.symbol', { what, c: showUserText(c), row: Math.floor(i / size) + 1, col: (i % size) + 1, size, allowed }));
    }
    out += SYMBOLS[digit - 1];
  }
  return out;
}

/**
 * The link that opens `puzzle` (and replays `moves`) on this page.
 * @param {string|URL} pageUrl  usually location.href; its own fragment is dropped
 * @param {{puzzle: string, moves?: string|null, boxRows?: number, boxCols?: number, fields?: string}} game
 *   fields: a variant's rules as the engine's text fields (variant.js variantFields), '' for classic
 */
export function shareUrl(pageUrl, { puzzle, moves = null, boxRows, boxCols, fields = '' }) {
  const clean = normalizePuzzle(puzzle, 'The puzzle');
  const base = String(pageUrl).split('#')[0];
  let url = `${base}#puzzle=${clean}`;
  if (moves) url += `&moves=${encodeURIComponent(moves)}`;
  if (boxRows !== undefined || boxCols !== undefined) {
    const size = Math.sqrt(clean.length);
    const [rows, cols] = defaultBox(size);
    if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || boxRows * boxCols !== size) {
      throw new ShareError(`A ${boxRows}x${boxCols} box does not fit a ${size}×${size} puzzle.`);
    }
    if (boxRows !== rows || boxCols !== cols) url += `&box=${boxRows}x${boxCols}`;
  }
  // "rules=x cages=11:r1c1.r2c1" -> "&rules=x&cages=11:r1c1.r2c1" (':', ',' and '.' stay readable).
  for (const field of String(fields).split(' ').filter(Boolean)) {
    const eq = field.indexOf('=');
    url += `&${field.slice(0, eq)}=${encodeURIComponent(field.slice(eq + 1)).replace(/%3A/g, ':').replace(/%2C/g, ',')}`;
  }
  return url;
}

/**
 * Reads a share fragment (location.hash, with or without '#').
 * @returns {null | {puzzle: string, moves: string|null, boxRows: number, boxCols: number, fields: string}}
 *   null when there is no puzzle parameter (an ordinary visit); puzzle normalised; moves
 *   decoded but not parsed (movesFromText does that, with the board size); fields: the variant's
 *   rules as the engine's text fields ("rules=x cages=…"), '' for classic (the engine checks them).
 * @throws {ShareError} when the link is malformed: too long, bad encoding, a parameter given
 *   twice, a puzzle of the wrong length or with a symbol the board cannot hold, a bad box.
 */
export function readShareHash(hash) {
  if (typeof hash !== 'string') return null;
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text.length > MAX_HASH_LENGTH) {
    throw new ShareError(t('link.too_long', { length: describeLength(text.length), max: describeLength(MAX_HASH_LENGTH) }));
  }
  const params = new Map();
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    if (!KNOWN_PARAMS.includes(rawName)) continue; // other fragments (#top) and future parameters
    if (params.has(rawName)) throw new ShareError(t('link.twice', { name: rawName }));
    let value;
    try {
      value = decodeURIComponent((eq < 0 ? '' : part.slice(eq + 1)).replace(/\+/g, ' '));
    } catch {
      throw new ShareError(t('link.damaged', { name: rawName }));
    }
    params.set(rawName, value);
  }
  if (!params.has('puzzle')) return null;

  const puzzle = normalizePuzzle(params.get('puzzle'));
  const size = Math.sqrt(puzzle.length);
  let [boxRows, boxCols] = defaultBox(size);
  if (params.has('box')) {
    const m = /^(\d{1,2})x(\d{1,2})$/.exec(params.get('box'));
    const rows = m ? Number(m[1]) : 0;
    const cols = m ? Number(m[2]) : 0;
    if (!m || rows < 2 || cols < 2 || rows * cols !== size) {
      throw new ShareError(t('link.box', { box: quote(params.get('box')), size, rows: boxRows, cols: boxCols }));
    }
    [boxRows, boxCols] = [rows, cols];
  }
  const moves = params.get('moves') || null;
  // A value with a space would end the field in the engine's text: no rule, region or cage has one.
  const fields = VARIANT_PARAMS.filter((name) => params.has(name)).map((name) => {
    const value = params.get(name);
    if (/\s/.test(value) || value === '') throw new ShareError(t('link.rules_bad', { name }));
    return `${name}=${value}`;
  }).join(' ');
  return { puzzle, moves, boxRows, boxCols, fields };
}

/** The puzzle on SudokuWiki's solver (https://www.sudokuwiki.org/sudoku.htm?bd=...), or null unless 9x9. */
export function sudokuWikiUrl(line) {
  if (typeof line !== 'string' || line.length !== 81) return null;
  let puzzle;
  try {
    puzzle = normalizePuzzle(line);
  } catch {
    return null;
  }
  return `https://www.sudokuwiki.org/sudoku.htm?bd=${puzzle.replace(/\./g, '0')}`;
}

const BASE32 = '0123456789abcdefghijklmnopqrstuv';

/**
 * SudokuWiki's link to a position with its candidates: ?bd= and 162 characters, two base-32 digits
 * per cell of n = (mask << 1) | clue, mask bit d-1 for digit d (engine/src/puzzle_format_links.cpp
 * reads the same form). `cells` holds 81 { given, digit, candidates }: a given is its digit with the
 * clue bit, a digit the player placed is that digit alone, an empty cell its candidates (a mask).
 * Null for any other board size.
 */
export function sudokuWikiPositionUrl(cells) {
  if (!Array.isArray(cells) || cells.length !== 81) return null;
  let text = '';
  for (const { given, digit, candidates } of cells) {
    const mask = digit ? 1 << (digit - 1) : candidates & 0x1ff;
    const n = (mask << 1) | (given ? 1 : 0);
    text += BASE32[n >> 5] + BASE32[n & 31];
  }
  return `https://www.sudokuwiki.org/sudoku.htm?bd=${text}`;
}

/**
 * The position for SudokuWiki's candidate link (sudokuWikiPositionUrl): givens, the player's
 * digits, and per empty cell its marks (centre, else corner) as far as the board allows them (a cell without notes:
 * all its candidates).
 * @param {import('./game.js').Game} game
 */
export function positionCells(game) {
  const marks = game.candidateMarks(); // centre marks, else corner marks (game.js)
  return Array.from({ length: game.cellCount }, (_, cell) => {
    const allowed = game.candidates(cell);
    return {
      given: game.givens[cell],
      digit: game.digitAt(cell),
      candidates: marks[cell] ? marks[cell] & allowed : allowed,
    };
  });
}
