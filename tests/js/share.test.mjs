// web/game/share.js: share links round-trip a puzzle and the moves of a real game; malformed
// links are refused with a sentence a player can read; SudokuWiki links only for 9x9.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_HASH_LENGTH, ShareError, defaultBox, readShareHash, shareLine, shareUrl, sudokuWikiPositionUrl, sudokuWikiUrl } from '../../web/game/share.js';
import { loadWasmEngine } from './wasm_engine.mjs';
import '../../web/words/variant_words.js'; // its catalog: the refusal's words
import { Game } from '../../web/game/game.js';
import { movesFromText, movesToText } from '../../web/game/moves.js';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const PAGE = 'https://example.org/games/sudoku/index.html?lang=en';

function shareError(fn, pattern) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof ShareError, `expected ShareError, got ${error}`);
    assert.match(error.message, pattern);
    return true;
  });
}

test('a puzzle alone: page URL (its own fragment dropped) + #puzzle=, and back', () => {
  const url = shareUrl(`${PAGE}#puzzle=old`, { puzzle: CLASSIC });
  assert.equal(url, `${PAGE}#puzzle=${CLASSIC}`);
  assert.deepEqual(readShareHash(new URL(url).hash), { puzzle: CLASSIC, moves: null, boxRows: 3, boxCols: 3, fields: '' });
});

test('the moves of a played game survive the link and replay to the same board', () => {
  const game = new Game({ puzzle: CLASSIC });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  game.apply({ kind: 'note', cell: 3, digit: 6 });
  game.apply({ kind: 'note', cell: 3, digit: 2 });
  game.apply({ kind: 'fill-notes' });
  game.apply({ kind: 'erase', cell: 2 });
  const moves = movesToText(game.appliedMoves());
  const url = shareUrl(new URL(PAGE), { puzzle: game.puzzle, moves });
  assert.ok(!/[;,]/.test(new URL(url).hash), 'separators are percent-encoded');
  const shared = readShareHash(new URL(url).hash);
  assert.equal(shared.moves, moves);
  const replay = new Game({ puzzle: shared.puzzle, boxRows: shared.boxRows, boxCols: shared.boxCols });
  movesFromText(shared.moves, replay.size).forEach((m) => replay.apply(m));
  assert.equal(replay.toLine(), game.toLine());
  assert.deepEqual(Array.from(replay.notes), Array.from(game.notes));
});

test("'0' blanks and lower-case letters are normalised; other boards keep their size", () => {
  assert.equal(readShareHash(`#puzzle=${CLASSIC.replace(/\./g, '0')}`).puzzle, CLASSIC);
  const sixteen = 'a'.padEnd(256, '.');
  assert.deepEqual(readShareHash(`puzzle=${sixteen}`), { puzzle: 'A'.padEnd(256, '.'), moves: null, boxRows: 4, boxCols: 4, fields: '' });
  const four = '1234341221434321';
  assert.equal(readShareHash(`#puzzle=${four}`).boxRows, 2);
});

test('box shapes other than the default travel as &box=RxC', () => {
  const six = '1'.padEnd(36, '.');
  assert.deepEqual(defaultBox(6), [2, 3]);
  assert.equal(shareUrl(PAGE, { puzzle: six, boxRows: 2, boxCols: 3 }), `${PAGE}#puzzle=${six}`);
  const tall = shareUrl(PAGE, { puzzle: six, boxRows: 3, boxCols: 2 });
  assert.match(tall, /&box=3x2$/);
  assert.deepEqual(readShareHash(new URL(tall).hash), { puzzle: six, moves: null, boxRows: 3, boxCols: 2, fields: '' });
  shareError(() => shareUrl(PAGE, { puzzle: six, boxRows: 3, boxCols: 3 }), /does not fit a 6×6/);
  shareError(() => readShareHash(`#puzzle=${six}&box=3x3`), /box shape "3x3" does not fit a 6×6 puzzle/);
  shareError(() => readShareHash(`#puzzle=${six}&box=tall`), /box shape "tall"/);
});

test('no puzzle parameter: null (an ordinary visit or an in-page anchor)', () => {
  for (const hash of ['', '#', '#top', '#moves=P1,2', '#foo=bar&baz', undefined]) {
    assert.equal(readShareHash(hash), null, JSON.stringify(hash));
  }
});

test('unknown parameters are ignored, so later versions can add some', () => {
  assert.equal(readShareHash(`#v=2&puzzle=${CLASSIC}&theme=dark`).puzzle, CLASSIC);
});

test('malformed links throw ShareError with a reason a player can read', () => {
  shareError(() => readShareHash(`#puzzle=${CLASSIC.slice(1)}`), /80 characters.*81 for 9×9/);
  shareError(() => readShareHash('#puzzle='), /empty/);
  shareError(() => readShareHash(`#puzzle=${'.'.repeat(49)}`), /49 characters/); // 7x7 has no box shape
  shareError(() => readShareHash(`#puzzle=${CLASSIC.replace('7', 'x')}`), /"x" in row 1, column 5.*uses 1-9/);
  shareError(() => readShareHash(`#puzzle=${'5'.padEnd(16, '.')}`), /"5" in row 1, column 1; a 4×4 puzzle uses 1-4/);
  shareError(() => readShareHash(`#puzzle=${'H'.padEnd(256, '.')}`), /uses 1-9 or A-G/);
  shareError(() => readShareHash(`#puzzle=${CLASSIC}&puzzle=${CLASSIC}`), /"puzzle" more than once/);
  shareError(() => readShareHash(`#puzzle=${CLASSIC}&moves=P1,2&moves=E1`), /"moves" more than once/);
  shareError(() => readShareHash(`#puzzle=${CLASSIC}&moves=%E0%A4%A`), /damaged/);
  shareError(() => readShareHash(`#puzzle=${CLASSIC}&moves=${'N3,7;'.repeat(MAX_HASH_LENGTH / 5)}`), /too long \(20,0\d\d characters; a share link has at most 20,000/);
});

test('shareUrl refuses a puzzle it could not read back', () => {
  shareError(() => shareUrl(PAGE, { puzzle: 'abc' }), /The puzzle has 3 characters/);
});

test('SudokuWiki link: 81 digits with 0 for blanks; null unless 9x9 and readable', () => {
  const url = sudokuWikiUrl(CLASSIC);
  assert.equal(url, `https://www.sudokuwiki.org/sudoku.htm?bd=${CLASSIC.replace(/\./g, '0')}`);
  assert.match(new URL(url).searchParams.get('bd'), /^[0-9]{81}$/);
  assert.equal(sudokuWikiUrl('1234341221434321'), null);
  assert.equal(sudokuWikiUrl('1'.padEnd(256, '.')), null);
  assert.equal(sudokuWikiUrl(CLASSIC.replace('5', 'Z')), null);
  assert.equal(sudokuWikiUrl(null), null);
});

test('SudokuWiki position link: 162 characters the engine reads back as the same givens, digits and candidates', async () => {
  const { loadWasmEngine } = await import('./wasm_engine.mjs');
  const { engine } = await loadWasmEngine();
  const game = new Game({ puzzle: CLASSIC });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  game.apply({ kind: 'note', cell: 3, digit: 2 });
  game.apply({ kind: 'note', cell: 3, digit: 6 });
  game.apply({ kind: 'note', cell: 3, digit: 5 }); // 5 is given in its row: not a candidate, left out
  const cells = Array.from({ length: 81 }, (_, cell) => ({
    given: game.givens[cell], digit: game.digitAt(cell),
    candidates: game.notes[cell] ? game.notes[cell] & game.candidates(cell) : game.candidates(cell),
  }));
  const url = sudokuWikiPositionUrl(cells);
  assert.match(url, /^https:\/\/www\.sudokuwiki\.org\/sudoku\.htm\?bd=[0-9a-v]{162}$/);
  const parsed = engine.parse(url);
  assert.equal(parsed.format, 'sudokuwiki-candidates');
  assert.equal(parsed.puzzle, CLASSIC);                      // the givens, and only them, are the puzzle
  assert.equal(parsed.candidates[2], 1 << 3);                 // the placed 4: one candidate, no clue bit
  assert.equal(parsed.candidates[3], (1 << 1) | (1 << 5));    // the notes 2 and 6
  assert.equal(parsed.candidates[0], 1 << 4);                 // the given 5
  assert.equal(parsed.candidates[4], 1 << 6);                 // the given 7
  assert.equal(parsed.candidates[5], game.candidates(5));     // no notes: every candidate
  assert.equal(sudokuWikiPositionUrl(cells.slice(1)), null);  // 9x9 only
});

test('a variant travels as the engine\'s fields: rules=, regions=, cages= and back', () => {
  const regions = '111222333'.repeat(3) + '444555666'.repeat(3) + '777888999'.repeat(3);
  const fields = `rules=x regions=${regions} cages=11:r1c1.r2c1,9:r1c2.r1c3`;
  const url = shareUrl(PAGE, { puzzle: CLASSIC, moves: 'P12,5', fields });
  assert.match(url, /&rules=x&regions=1{3}2{3}.*&cages=11:r1c1\.r2c1,9:r1c2\.r1c3$/);
  const link = readShareHash(new URL(url).hash);
  assert.equal(link.fields, fields);
  assert.equal(link.moves, 'P12,5');
  // Parameters in any order come back in the engine's order; an empty one is refused with the reason.
  assert.equal(readShareHash(`#cages=3:r1c1.r1c2&puzzle=${CLASSIC}&rules=windoku`).fields, 'rules=windoku cages=3:r1c1.r1c2');
  for (const param of ['rules=', 'cages=3:r1c1%20r1c2']) {
    assert.throws(() => readShareHash(`#puzzle=${CLASSIC}&${param}`), (error) => error instanceof ShareError && /is empty or holds a space/.test(error.message));
  }
});

test('shareLine: the puzzle as a line the engine reads back as the same puzzle, tall boxes and rules included', async () => {
  const { engine } = await loadWasmEngine();
  const tall = '.......1.36.4.1.....5..6.....2..24..';
  assert.equal(shareLine({ puzzle: tall, boxRows: 3, boxCols: 2 }), `${tall} box=3x2`);
  assert.equal(shareLine({ puzzle: tall, boxRows: 2, boxCols: 3 }), tall, 'the default box is not written');
  const back = engine.parse(shareLine({ puzzle: tall, boxRows: 3, boxCols: 2 }));
  assert.deepEqual([back.boxRows, back.boxCols, back.puzzle], [3, 2, tall]);
  const x = '.'.repeat(81);
  assert.equal(shareLine({ puzzle: x, boxRows: 3, boxCols: 3, fields: 'rules=x' }), `${x} rules=x`);
  assert.equal(engine.parse(shareLine({ puzzle: x, boxRows: 3, boxCols: 3, fields: 'rules=x' })).variant.diagonals, true);
});

// Issue 33, findings 7 and 8: hostile characters in a link are counted as characters and named,
// never echoed raw into the sentence.
test('a link of mathematical bold digits is counted in characters, not UTF-16 units', () => {
  const bold = '𝟏'.repeat(50);  // 100 UTF-16 units
  shareError(() => readShareHash(`#puzzle=${encodeURIComponent(bold)}`), /has 50 characters, but a puzzle has one per cell/);
  // 81 of them are a 9x9's worth of characters: refused for the symbol, at its row and column.
  shareError(() => readShareHash(`#puzzle=${encodeURIComponent('𝟏'.repeat(81))}`), /has "\u2068𝟏\u2069" in row 1, column 1; a 9×9 puzzle uses 1-9/);
});

test('a right-to-left override in a link puzzle or its moves is named, not echoed', () => {
  const puzzle = `${'.'.repeat(4)}\u202E${'.'.repeat(76)}`;
  shareError(() => readShareHash(`#puzzle=${encodeURIComponent(puzzle)}`), /^(?!.*\u202E).*has "<U\+202E RIGHT-TO-LEFT OVERRIDE>" in row 1, column 5/);
  const bad = decodeURIComponent('P1%2C5%3BP2%2C3%E2%80%AEX');
  assert.throws(() => movesFromText(bad, 9), (e) => /move 2: 'P2,3<U\+202E RIGHT-TO-LEFT OVERRIDE>X' is not a move/.test(e.message) && !e.message.includes('\u202E'));
  // A checkpoint's name is percent-encoded in the text: decoded, an override in it is refused too.
  assert.throws(() => movesFromText('Kmy%E2%80%AEname', 9), /its name holds U\+202E RIGHT-TO-LEFT OVERRIDE at character 3/);
});
