// node --test: the DOM-free game model (web/game/): moves as records, undo/redo to the start,
// notes and their automatic pruning, conflicts, completion, and save/restore by replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Game, GameDataError } from '../../web/game/game.js';
import { boxEdges, makeGeometry } from '../../web/game/geometry.js';
import { MoveError, moveFromText, moveToText, movesFromText, movesToText, validateMove } from '../../web/game/moves.js';
import { patternGrid } from './sudoku_check.mjs';

// A valid solved grid by the shifted-rows pattern (no engine involved), and a puzzle from it.
const SOLUTION = patternGrid(3, 3);
const PUZZLE = SOLUTION.split('').map((d, i) => (i % 4 === 0 ? d : '.')).join('');

test('moves: every kind round-trips through its text form', () => {
  const moves = [
    { kind: 'place', cell: 12, digit: 5, prune: true },
    { kind: 'place', cell: 0, digit: 9, prune: false },
    { kind: 'erase', cell: 80 },
    { kind: 'note', cell: 3, digit: 7 },
    { kind: 'reveal', cell: 4, digit: 2 },
    { kind: 'fill-notes' },
    { kind: 'restart' },
    { kind: 'solve', digits: SOLUTION },
  ];
  for (const move of moves) assert.deepEqual(moveFromText(moveToText(move), 9), move);
  assert.deepEqual(movesFromText(movesToText(moves), 9), moves);
});

test('moves: malformed records and texts are refused with a reason', () => {
  assert.throws(() => validateMove({ kind: 'place', cell: 81, digit: 1 }, 9), /: placing a digit: cell 81 is not on a board of 81 cells$/);
  assert.throws(() => validateMove({ kind: 'note', cell: 1, digit: 10 }, 9), /digit 10 is not between 1 and 9/);
  assert.throws(() => validateMove({ kind: 'jump' }, 9), /unknown move kind 'jump'/);
  assert.throws(() => moveFromText('<script>', 9), MoveError);
  assert.throws(() => movesFromText('P1,2;Q', 9), /move 2: 'Q' is not a move/);
  assert.throws(() => validateMove({ kind: 'solve', digits: '123' }, 9), /needs 81 digits/);
});

test('game: placing, erasing and undo/redo back to the very start', () => {
  const game = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  const empty = [...Array(81).keys()].filter((c) => !game.isGiven(c));
  const start = game.toLine();
  for (const cell of empty.slice(0, 10)) game.apply({ kind: 'place', cell, digit: Number(SOLUTION[cell]), prune: true });
  game.apply({ kind: 'erase', cell: empty[3] });
  assert.equal(game.digitAt(empty[3]), 0);
  assert.equal(game.position, 11);
  while (game.canUndo) game.undo();
  assert.equal(game.toLine(), start);
  while (game.canRedo) game.redo();
  assert.equal(game.digitAt(empty[0]), Number(SOLUTION[empty[0]]));
  assert.equal(game.digitAt(empty[3]), 0);
});

test('game: a new move after undo drops the redo branch; no-op moves are not recorded', () => {
  const game = new Game({ puzzle: PUZZLE });
  const cell = PUZZLE.indexOf('.');
  game.apply({ kind: 'place', cell, digit: 1, prune: false });
  game.apply({ kind: 'place', cell, digit: 2, prune: false });
  game.undo();
  game.apply({ kind: 'place', cell, digit: 3, prune: false });
  assert.equal(game.canRedo, false);
  assert.equal(game.history.length, 2);
  assert.deepEqual(game.apply({ kind: 'place', cell, digit: 3, prune: false }), []);
  assert.equal(game.history.length, 2);
});

test('game: givens cannot be written', () => {
  const game = new Game({ puzzle: PUZZLE });
  assert.throws(() => game.apply({ kind: 'place', cell: 0, digit: 1, prune: false }), /is a given/);
});

test('game: notes toggle, fill with candidates, and placing prunes peers in one undoable step', () => {
  const game = new Game({ puzzle: PUZZLE });
  const cell = PUZZLE.indexOf('.');
  game.apply({ kind: 'note', cell, digit: 4 });
  assert.equal(game.hasNote(cell, 4), 1);
  game.apply({ kind: 'note', cell, digit: 4 });
  assert.equal(game.hasNote(cell, 4), 0);
  game.apply({ kind: 'fill-notes' });
  for (let c = 0; c < 81; c += 1) {
    if (!game.isGiven(c)) assert.equal(game.notesAt(c), game.candidates(c), `cell ${c}`);
  }
  const digit = Number(SOLUTION[cell]);
  const peersWithNote = game.geometry.peers[cell].filter((p) => game.hasNote(p, digit));
  assert.ok(peersWithNote.length > 0);
  const changed = game.apply({ kind: 'place', cell, digit, prune: true });
  assert.ok(peersWithNote.every((p) => !game.hasNote(p, digit)));
  assert.equal(changed.length, peersWithNote.length + 1);
  game.undo();
  assert.ok(peersWithNote.every((p) => game.hasNote(p, digit)));
  assert.equal(game.digitAt(cell), 0);
});

test('game: conflicts mark both cells; a full correct board is solved', () => {
  const game = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  const row0 = [...Array(9).keys()].filter((c) => !game.isGiven(c));
  const clash = Number(SOLUTION[0]);  // r1c1 is a given with this digit
  game.apply({ kind: 'place', cell: row0[0], digit: clash, prune: false });
  assert.deepEqual([...game.conflicts()].sort((a, b) => a - b), [0, row0[0]]);
  assert.deepEqual(game.mistakes(), [row0[0]]);
  game.apply({ kind: 'solve', digits: SOLUTION });
  assert.equal(game.conflicts().size, 0);
  assert.ok(game.isSolved());
  game.undo();
  assert.ok(!game.isSolved());
});

test('game: a solved board is locked in the model: every move is refused; undo reopens it; old saves still load', () => {
  const game = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  const open = [...Array(81).keys()].filter((c) => !game.isGiven(c));
  for (const cell of open) game.apply({ kind: 'place', cell, digit: Number(SOLUTION[cell]), prune: true });
  assert.ok(game.isSolved());
  const moves = [{ kind: 'place', cell: open[0], digit: 1, prune: true }, { kind: 'erase', cell: open[0] },
    { kind: 'note', cell: open[0], digit: 1 }, { kind: 'fill-notes' }, { kind: 'restart' }, { kind: 'hint', stage: 1 },
    { kind: 'reveal', cell: open[0], digit: 1 }, { kind: 'solve', digits: SOLUTION }];
  for (const move of moves) {
    assert.throws(() => game.apply(move), (e) => e instanceof MoveError && e.code === 'solved' && /solved/.test(e.message), move.kind);
  }
  assert.equal(game.toLine(), SOLUTION);
  assert.equal(game.history.length, open.length);
  game.undo();                                   // the one way back
  assert.ok(!game.isSolved());
  game.apply({ kind: 'place', cell: open.at(-1), digit: Number(SOLUTION[open.at(-1)]), prune: true });
  assert.ok(game.isSolved());
  // A save written before the lock may hold moves made after the board was solved: it still loads.
  const old = { ...game.serialize(), moves: `${game.serialize().moves};E${open[0]}`, position: open.length + 1 };
  const loaded = Game.deserialize(old);
  assert.equal(loaded.digitAt(open[0]), 0);
  assert.ok(!loaded.isSolved());
});

test('game: serialize and deserialize resume exactly, undo history included', () => {
  const game = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  const empty = [...Array(81).keys()].filter((c) => !game.isGiven(c));
  game.apply({ kind: 'fill-notes' });
  game.apply({ kind: 'place', cell: empty[0], digit: Number(SOLUTION[empty[0]]), prune: true });
  game.apply({ kind: 'note', cell: empty[1], digit: 1 });
  game.apply({ kind: 'reveal', cell: empty[2], digit: Number(SOLUTION[empty[2]]) });
  game.undo();
  const copy = Game.deserialize(JSON.parse(JSON.stringify(game.serialize())));
  assert.equal(copy.toLine(), game.toLine());
  assert.deepEqual([...copy.notes], [...game.notes]);
  assert.equal(copy.position, game.position);
  copy.redo();
  game.redo();
  assert.deepEqual([...copy.revealed], [...game.revealed]);
  while (copy.canUndo) copy.undo();
  assert.equal(copy.toLine(), PUZZLE);
});

test('game: corrupt saves are reported, never half-loaded', () => {
  const good = new Game({ puzzle: PUZZLE }).serialize();
  const cases = [
    [null, /not an object/],
    [{ ...good, version: 99 }, /version 99/],
    [{ ...good, puzzle: 'abc' }, /81 symbols/],
    [{ ...good, moves: 'P0,5' }, /is a given/],
    [{ ...good, moves: 'P1,5;zz' }, /move 2/],
    [{ ...good, moves: 'P1,5', position: 7 }, /^saved game position 7 is outside its 1 move$/],
    [{ ...good, moves: 'P1,5;P2,3', position: 7 }, /^saved game position 7 is outside its 2 moves$/],
  ];
  for (const [data, message] of cases) {
    assert.throws(() => Game.deserialize(data), (error) => error instanceof GameDataError && message.test(error.message));
  }
});

test('game: other sizes work the same way (4x4)', () => {
  const game = new Game({ puzzle: '1234341221434321'.replace(/[24]/g, '.'), boxRows: 2, boxCols: 2, solution: '1234341221434321' });
  game.apply({ kind: 'solve', digits: '1234341221434321' });
  assert.ok(game.isSolved());
  assert.throws(() => new Game({ puzzle: '12', boxRows: 1, boxCols: 2 }), /not supported/);
});

test('boxEdges: a thick line right of / below a cell exactly where the next cell is in another box, never on the outer edge', () => {
  for (const [boxRows, boxCols] of [[2, 2], [2, 3], [3, 2], [3, 3], [3, 4], [4, 4], [5, 5]]) {
    const { size, boxOf } = makeGeometry(boxRows, boxCols);
    const { edgeRight, edgeBottom } = boxEdges(size, boxRows, boxCols);
    let lines = 0;
    for (let cell = 0; cell < size * size; cell += 1) {
      const lastCol = cell % size === size - 1;
      const lastRow = cell >= size * (size - 1);
      assert.equal(edgeRight(cell), !lastCol && boxOf(cell) !== boxOf(cell + 1), `${boxRows}x${boxCols} cell ${cell} right`);
      assert.equal(edgeBottom(cell), !lastRow && boxOf(cell) !== boxOf(cell + size), `${boxRows}x${boxCols} cell ${cell} bottom`);
      lines += edgeRight(cell) + edgeBottom(cell);
    }
    // Inner box lines: (size/boxCols - 1) vertical and (size/boxRows - 1) horizontal, each size cells long.
    assert.equal(lines, size * (size / boxCols - 1) + size * (size / boxRows - 1), `${boxRows}x${boxCols} line count`);
  }
});

test('game: Reveal and Solve records must put the solution\'s digits (a hand-made link cannot fill in wrong ones)', () => {
  const game = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  const open = PUZZLE.indexOf('.');
  const wrong = String((Number(SOLUTION[open]) % 9) + 1);
  assert.throws(() => game.apply({ kind: 'reveal', cell: open, digit: Number(wrong) }),
    (error) => error instanceof MoveError && /revealing a cell: row 1, column \d would be \d, which is not the solution's digit there/.test(error.message));
  const ones = '1'.repeat(81);
  assert.throws(() => game.apply({ kind: 'solve', digits: ones }), /solving: row \d, column \d would be 1, which is not the solution's digit there/);
  assert.equal(game.position, 0, 'nothing applied');
  game.apply({ kind: 'solve', digits: SOLUTION });
  assert.ok(game.isSolved());
  // Without a known solution (a puzzle of several), the record is taken as it is.
  const free = new Game({ puzzle: '.'.repeat(81) });
  free.apply({ kind: 'reveal', cell: 0, digit: 5 });
  assert.equal(free.digitAt(0), 5);
});
