// Moves are data: one serialisable record per player action. Undo/redo, autosave and share links
// all use this one form (siblings: game.js applies moves; share.js and storage.js carry them).
//
// Record                                   Text form   Meaning
// { kind: 'place', cell, digit, prune }     P12,5 / p12,5  put digit in cell; P also removes that digit
//                                                      from the notes of the cell's peers (prune)
// { kind: 'erase', cell }                   E12        clear the cell's digit and marks (centre and
//                                                      corner; its colours stay)
// { kind: 'note', cell, digit }             N12,5      toggle one centre mark (the "notes" of earlier
//                                                      versions: their saves and links read as centre marks)
// { kind: 'corner', cell, digit }           C12,5      toggle one corner mark
// { kind: 'colour', cell, colours }         K12,5      set the cell's colours: a bitmask, bit k-1 for
//                                                      colour k of the palette (0 clears them)
// { kind: 'group', moves }                  G[P3,5|P4,5]  one player action on several selected cells:
//                                                      the single-cell records above (place, erase,
//                                                      note, corner, colour) done as ONE move, so one
//                                                      undo takes them all back
// { kind: 'fill-notes' }                    F          every candidate in every empty cell
// { kind: 'reveal', cell, digit }           R12,5      the solution's digit, marked as revealed
// { kind: 'solve', digits }                 S<digits>  every cell from the solution (N*N symbols)
// { kind: 'restart' }                       X          back to the givens (undoable)
// { kind: 'hint', stage }                   H1 H2 H0   a hint shown: 1 the nudge, 2 the whole step, 0 closed.
//                                                      Changes no cell; the game keeps the stage
//                                                      so undo/redo walk the hint's stages too
// { kind: 'step', placements, eliminations } T12=5,14-3  a hint's step carried out: each [cell, digit]
//                                                      placed (peers' notes pruned) or removed from
//                                                      the cell's notes (a cell without notes gets its
//                                                      candidates first, as the hint assumed)
// { kind: 'checkpoint', name }              K<name>    a named point in the history: changes no cell;
//                                                      the name percent-encoded (so ';' cannot split it)
// { kind: 'back', to, reason }              B12 / M12  the board as it was after the first `to` moves
//                                                      (every open cell's digit, notes and reveal);
//                                                      reason 'checkpoint' (B) or 'mistake' (M: the last
//                                                      position with no wrong digit). Undoable like any
//                                                      move, and the moves after `to` stay in the
//                                                      history, so later checkpoints stay reachable
//
// Cells are 0-based row-major indices; digits 1..N. Symbols in S: 1-9 then A-P, as the engine's
// line form.

import { findFormatControl, showUserText } from '../words/format_controls.js';

export const MOVE_KINDS = ['place', 'erase', 'note', 'corner', 'colour', 'group', 'fill-notes', 'reveal', 'solve', 'restart', 'hint', 'step', 'checkpoint', 'back'];
/** The kinds a group may hold: the single-cell edits a player makes on a selection. */
export const GROUP_KINDS = ['place', 'erase', 'note', 'corner', 'colour'];
/** How many colours the palette has (ui/board/palette.js names and draws them). */
export const COLOUR_COUNT = 9;
/** A checkpoint's name is at most this long (a save and a link carry it). */
export const CHECKPOINT_NAME_MAX = 40;
const KIND_WORDS = {
  place: 'placing a digit', erase: 'erasing a cell', note: 'a note', corner: 'a corner mark', colour: 'a colour',
  group: 'a move on several cells', 'fill-notes': 'filling the notes',
  reveal: 'revealing a cell', solve: 'Solve', restart: 'Restart', hint: 'a hint', step: "a hint's step",
  checkpoint: 'a checkpoint', back: 'going back',
};

/**
 * A move whose text or fields cannot be read, or that the board refuses. `code` says which when
 * the caller must tell them apart: 'solved' (the board is solved and locked: game.js), else 'move'.
 */
export class MoveError extends Error {
  constructor(message, code = 'move') {
    super(message);
    this.name = 'MoveError';
    this.code = code;
  }
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

export function symbolFor(digit) {
  return digit === 0 ? '.' : SYMBOLS[digit - 1];
}

export function digitFor(symbol) {
  const i = SYMBOLS.indexOf(symbol.toUpperCase());
  return i < 0 ? 0 : i + 1;
}

function checkCell(cell, cells, where) {
  if (!Number.isInteger(cell) || cell < 0 || cell >= cells) {
    throw new MoveError(`${where}: cell ${String(cell).slice(0, 12)} is not on a board of ${cells} cells`);
  }
}

function checkDigit(digit, size, where) {
  if (!Number.isInteger(digit) || digit < 1 || digit > size) {
    throw new MoveError(`${where}: digit ${digit} is not between 1 and ${size}`);
  }
}

/**
 * Checks a move record against a board of side `size`; throws MoveError saying what is wrong.
 * Returns the move, normalised (a fresh plain object with only the known fields).
 */
export function validateMove(move, size) {
  const cells = size * size;
  if (!move || typeof move !== 'object') throw new MoveError('a move must be an object');
  // Said in words: a broken share link or save reaches a player with these messages.
  const where = KIND_WORDS[move.kind] ?? `a move of kind '${String(move.kind).slice(0, 20)}'`;
  switch (move.kind) {
    case 'place':
      checkCell(move.cell, cells, where);
      checkDigit(move.digit, size, where);
      return { kind: 'place', cell: move.cell, digit: move.digit, prune: Boolean(move.prune) };
    case 'erase':
      checkCell(move.cell, cells, where);
      return { kind: 'erase', cell: move.cell };
    case 'note':
    case 'corner':
    case 'reveal':
      checkCell(move.cell, cells, where);
      checkDigit(move.digit, size, where);
      return { kind: move.kind, cell: move.cell, digit: move.digit };
    case 'colour':
      checkCell(move.cell, cells, where);
      if (!Number.isInteger(move.colours) || move.colours < 0 || move.colours >= (1 << COLOUR_COUNT)) {
        throw new MoveError(`${where}: colours must be a set of colours 1-${COLOUR_COUNT}`);
      }
      return { kind: 'colour', cell: move.cell, colours: move.colours };
    case 'group': {
      if (!Array.isArray(move.moves) || move.moves.length === 0 || move.moves.length > 4 * cells) {
        throw new MoveError(`${where}: it must hold between 1 and ${4 * cells} moves`);
      }
      return {
        kind: 'group',
        moves: move.moves.map((inner) => {
          if (!GROUP_KINDS.includes(inner?.kind)) throw new MoveError(`${where}: it cannot hold ${KIND_WORDS[inner?.kind] ?? 'that'}`);
          return validateMove(inner, size);
        }),
      };
    }
    case 'fill-notes':
    case 'restart':
      return { kind: move.kind };
    case 'hint':
      if (![0, 1, 2].includes(move.stage)) throw new MoveError(`${where}: stage must be 0, 1 or 2 (got ${move.stage})`);
      return { kind: 'hint', stage: move.stage };
    case 'step': {
      const pairs = (list, name) => {
        if (!Array.isArray(list)) throw new MoveError(`${where}: ${name} must be a list of [cell, digit]`);
        return list.map((pair) => {
          if (!Array.isArray(pair) || pair.length !== 2) throw new MoveError(`${where}: ${name} must be a list of [cell, digit]`);
          checkCell(pair[0], cells, where);
          checkDigit(pair[1], size, where);
          return [pair[0], pair[1]];
        });
      };
      const placements = pairs(move.placements ?? [], 'placements');
      const eliminations = pairs(move.eliminations ?? [], 'eliminations');
      if (placements.length + eliminations.length === 0) throw new MoveError(`${where}: a step must place or remove something`);
      return { kind: 'step', placements, eliminations };
    }
    case 'checkpoint': {
      // Spaces folded, control characters dropped: a name is one short line a list can show.
      const name = typeof move.name === 'string' ? [...move.name].filter((ch) => ch >= ' ' && ch !== '\u007f').join('').replace(/\s+/g, ' ').trim() : '';
      if (name === '') throw new MoveError(`${where}: needs a name`);
      const control = findFormatControl(name);
      if (control) throw new MoveError(`${where}: its name holds ${control.char} at character ${control.column}, an invisible character that changes how the text around it is shown`);
      if (name.length > CHECKPOINT_NAME_MAX) throw new MoveError(`${where}: the name is longer than ${CHECKPOINT_NAME_MAX} characters`);
      return { kind: 'checkpoint', name };
    }
    case 'back':
      if (!Number.isSafeInteger(move.to) || move.to < 0) throw new MoveError(`${where}: 'to' must be a move count (got ${String(move.to).slice(0, 12)})`);
      return { kind: 'back', to: move.to, reason: move.reason === 'mistake' ? 'mistake' : 'checkpoint' };
    case 'solve': {
      if (typeof move.digits !== 'string' || move.digits.length !== cells) {
        throw new MoveError(`${where}: needs ${cells} digits`);
      }
      for (let i = 0; i < cells; i += 1) {
        const d = digitFor(move.digits[i]);
        if (d < 1 || d > size) throw new MoveError(`${where}: '${move.digits[i]}' at cell ${i} is not a digit 1-${size}`);
      }
      return { kind: 'solve', digits: move.digits.toUpperCase() };
    }
    default:
      throw new MoveError(`unknown move kind '${move.kind}' (known: ${MOVE_KINDS.join(', ')})`);
  }
}

/** The compact text form of a (valid) move. */
export function moveToText(move) {
  switch (move.kind) {
    case 'place': return `${move.prune ? 'P' : 'p'}${move.cell},${move.digit}`;
    case 'erase': return `E${move.cell}`;
    case 'note': return `N${move.cell},${move.digit}`;
    case 'corner': return `C${move.cell},${move.digit}`;
    case 'colour': return `K${move.cell},${move.colours}`;
    case 'group': return `G[${move.moves.map(moveToText).join('|')}]`;
    case 'reveal': return `R${move.cell},${move.digit}`;
    case 'fill-notes': return 'F';
    case 'restart': return 'X';
    case 'solve': return `S${move.digits}`;
    case 'hint': return `H${move.stage}`;
    case 'checkpoint': return `K${encodeURIComponent(move.name)}`;
    case 'back': return `${move.reason === 'mistake' ? 'M' : 'B'}${move.to}`;
    case 'step': return `T${[...move.placements.map(([c, d]) => `${c}=${d}`), ...move.eliminations.map(([c, d]) => `${c}-${d}`)].join(',')}`;
    default: throw new MoveError(`unknown move kind '${move.kind}'`);
  }
}

const TEXT_FORMS = [
  [/^([Pp])(\d+),(\d+)$/, (m) => ({ kind: 'place', cell: +m[2], digit: +m[3], prune: m[1] === 'P' })],
  [/^E(\d+)$/, (m) => ({ kind: 'erase', cell: +m[1] })],
  [/^N(\d+),(\d+)$/, (m) => ({ kind: 'note', cell: +m[1], digit: +m[2] })],
  [/^C(\d+),(\d+)$/, (m) => ({ kind: 'corner', cell: +m[1], digit: +m[2] })],
  [/^K(\d+),(\d+)$/, (m) => ({ kind: 'colour', cell: +m[1], colours: +m[2] })],
  // The inner forms have no '[' of their own, so a group never nests.
  [/^G\[([^[\]]+)\]$/, (m) => ({ kind: 'group', moves: m[1].split('|').map((part) => moveFromText(part, Infinity)) })],
  [/^R(\d+),(\d+)$/, (m) => ({ kind: 'reveal', cell: +m[1], digit: +m[2] })],
  [/^F$/, () => ({ kind: 'fill-notes' })],
  [/^X$/, () => ({ kind: 'restart' })],
  [/^S([1-9A-Pa-p]+)$/, (m) => ({ kind: 'solve', digits: m[1] })],
  [/^H(\d)$/, (m) => ({ kind: 'hint', stage: +m[1] })],
  [/^K(.+)$/, (m) => {
    let name;
    try {
      name = decodeURIComponent(m[1]);
    } catch {
      throw new MoveError('a checkpoint: its name is not percent-encoded text');
    }
    return { kind: 'checkpoint', name };
  }],
  [/^([BM])(\d+)$/, (m) => ({ kind: 'back', to: +m[2], reason: m[1] === 'M' ? 'mistake' : 'checkpoint' })],
  [/^T(\d+[=-]\d+(?:,\d+[=-]\d+)*)$/, (m) => {
    const items = m[1].split(',').map((item) => /^(\d+)([=-])(\d+)$/.exec(item));
    return {
      kind: 'step',
      placements: items.filter((i) => i[2] === '=').map((i) => [+i[1], +i[3]]),
      eliminations: items.filter((i) => i[2] === '-').map((i) => [+i[1], +i[3]]),
    };
  }],
];

/** Parses one move's text form for a board of side `size`; throws MoveError on anything else. */
export function moveFromText(text, size) {
  for (const [pattern, build] of TEXT_FORMS) {
    const m = pattern.exec(text);
    if (m) return validateMove(build(m), size);
  }
  // Said to a player whose link or save broke: what was found, not the move syntax; its invisible
  // characters (a right-to-left override would reverse the sentence) named, not acted on.
  throw new MoveError(`'${showUserText(text, 20)}' is not a move this app writes`);
}

/** Moves joined by ';' and back (share links and saves). */
export function movesToText(moves) {
  return moves.map(moveToText).join(';');
}

export function movesFromText(text, size) {
  if (text === '') return [];
  return text.split(';').map((part, i) => {
    try {
      return moveFromText(part, size);
    } catch (error) {
      throw new MoveError(`move ${i + 1}: ${error.message}`);
    }
  });
}
