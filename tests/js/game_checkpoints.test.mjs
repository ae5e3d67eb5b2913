// node --test: checkpoints in the game model (web/game/game.js, moves.js): a named point in the
// history as a move record, going back to it as an undoable move, and going back to the last
// position with no wrong digit; all of it through save/restore and the share link's text form.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Game } from '../../web/game/game.js';
import { MoveError, moveFromText, moveToText, movesFromText, movesToText } from '../../web/game/moves.js';
import { shareUrl, readShareHash } from '../../web/game/share.js';
import { patternGrid } from './sudoku_check.mjs';

// A valid solved grid by the shifted-rows pattern (no engine involved), and a puzzle from it.
const SOLUTION = patternGrid(3, 3);
const PUZZLE = SOLUTION.split('').map((d, i) => (i % 4 === 0 ? d : '.')).join('');
const sol = (cell) => Number(SOLUTION[cell]);
const wrong = (cell) => (sol(cell) % 9) + 1;
const fresh = () => new Game({ puzzle: PUZZLE, solution: SOLUTION });

test('checkpoints: records round-trip through text, names with ; % and spaces included', () => {
  const moves = [
    { kind: 'checkpoint', name: 'before the 7s; 50% sure' },
    { kind: 'checkpoint', name: '试 一下' },
    { kind: 'back', to: 3, reason: 'checkpoint' },
    { kind: 'back', to: 0, reason: 'mistake' },
  ];
  for (const move of moves) assert.deepEqual(moveFromText(moveToText(move), 9), move);
  assert.deepEqual(movesFromText(movesToText(moves), 9), moves);
  assert.equal(moveToText(moves[2]), 'B3');
  assert.equal(moveToText(moves[3]), 'M0');
});

test('checkpoints: a name must be there and short; spaces fold; a bad count is refused', () => {
  const game = fresh();
  assert.throws(() => game.apply({ kind: 'checkpoint', name: '  ' }), /needs a name/);
  assert.throws(() => game.apply({ kind: 'checkpoint', name: 'x'.repeat(41) }), /longer than 40/);
  assert.throws(() => moveFromText('K%E0%A4%A', 9), MoveError);
  game.apply({ kind: 'checkpoint', name: ' a \n  b ' });
  assert.deepEqual(game.checkpoints(), [{ name: 'a b', to: 1, moves: 0 }]);
  assert.throws(() => game.apply({ kind: 'back', to: 2 }), /not behind the current board/);
  assert.throws(() => game.apply({ kind: 'back', to: -1 }), /must be a move count/);
});

test('checkpoints: a checkpoint changes no cell but is one undoable move; back restores digits and notes, and Undo returns', () => {
  const game = fresh();
  game.apply({ kind: 'place', cell: 1, digit: sol(1) });
  game.apply({ kind: 'note', cell: 2, digit: 4 });
  assert.deepEqual(game.apply({ kind: 'checkpoint', name: 'A' }), []);
  assert.equal(game.position, 3);
  assert.deepEqual(game.checkpoints(), [{ name: 'A', to: 3, moves: 2 }]);
  game.apply({ kind: 'place', cell: 3, digit: sol(3) });
  game.apply({ kind: 'note', cell: 2, digit: 4 });  // removes the note
  game.apply({ kind: 'checkpoint', name: 'B' });
  assert.deepEqual(game.checkpoints()[1], { name: 'B', to: 6, moves: 4 });
  const atB = game.toLine();

  const changed = game.apply({ kind: 'back', to: 3, reason: 'checkpoint' });
  assert.deepEqual(changed.sort((a, b) => a - b), [2, 3]);
  assert.equal(game.digitAt(3), 0);
  assert.equal(game.hasNote(2, 4), 1);
  assert.equal(game.digitAt(1), sol(1));
  // The later checkpoint is still on the way: going forward to it is one more move.
  assert.deepEqual(game.checkpoints().map((c) => c.name), ['A', 'B']);
  game.apply({ kind: 'back', to: 6, reason: 'checkpoint' });
  assert.equal(game.toLine(), atB);
  game.undo();
  assert.equal(game.digitAt(3), 0);
  game.undo();
  assert.equal(game.toLine(), atB);
  // Undoing the checkpoint record removes it from the list; Redo brings it back.
  game.undo();
  assert.deepEqual(game.checkpoints().map((c) => c.name), ['A']);
  game.redo();
  assert.deepEqual(game.checkpoints().map((c) => c.name), ['A', 'B']);
});

test('checkpoints: back to the last position with no wrong digit', () => {
  const game = fresh();
  assert.equal(game.lastPositionWithoutMistake(), null);
  game.apply({ kind: 'place', cell: 1, digit: sol(1) });
  game.apply({ kind: 'place', cell: 2, digit: wrong(2) });
  game.apply({ kind: 'place', cell: 3, digit: sol(3) });
  game.apply({ kind: 'note', cell: 5, digit: 1 });
  assert.deepEqual(game.mistakes(), [2]);
  assert.equal(game.lastPositionWithoutMistake(), 1);
  game.apply({ kind: 'back', to: game.lastPositionWithoutMistake(), reason: 'mistake' });
  assert.deepEqual(game.mistakes(), []);
  assert.equal(game.digitAt(1), sol(1));
  assert.equal(game.digitAt(3), 0);
  assert.equal(game.notesAt(5), 0);
  assert.equal(game.lastPositionWithoutMistake(), null);
  // A wrong digit erased later makes that later board clean again.
  game.undo();
  game.apply({ kind: 'erase', cell: 2 });
  game.apply({ kind: 'place', cell: 6, digit: wrong(6) });
  assert.equal(game.lastPositionWithoutMistake(), 5);
  // No solution known: nothing to judge by.
  const unknown = new Game({ puzzle: PUZZLE });
  unknown.apply({ kind: 'place', cell: 2, digit: wrong(2) });
  assert.equal(unknown.lastPositionWithoutMistake(), null);
});

test('checkpoints: survive serialize/deserialize and a share link exactly', () => {
  const game = fresh();
  game.apply({ kind: 'place', cell: 1, digit: sol(1) });
  game.apply({ kind: 'checkpoint', name: 'before; the 5s & 6s' });
  game.apply({ kind: 'place', cell: 2, digit: wrong(2) });
  game.apply({ kind: 'back', to: 2, reason: 'checkpoint' });
  game.apply({ kind: 'place', cell: 3, digit: sol(3) });
  const back = Game.deserialize(JSON.parse(JSON.stringify(game.serialize())));
  assert.equal(back.toLine(), game.toLine());
  assert.deepEqual(back.checkpoints(), game.checkpoints());
  assert.deepEqual(back.appliedMoves(), game.appliedMoves());

  const url = shareUrl('https://example.org/index.html', { puzzle: PUZZLE, moves: movesToText(game.appliedMoves()) });
  const link = readShareHash(new URL(url).hash);
  const shared = new Game({ puzzle: PUZZLE, solution: SOLUTION });
  shared.replay(movesFromText(link.moves, 9));
  assert.equal(shared.toLine(), game.toLine());
  assert.deepEqual(shared.checkpoints(), [{ name: 'before; the 5s & 6s', to: 2, moves: 1 }]);
});

test('checkpoints: back restores corner marks and colours too, a given\'s colour included; Undo returns them', () => {
  const game = fresh();
  const given = 0; // PUZZLE keeps every fourth cell: cell 0 is a given
  assert.ok(game.isGiven(given));
  game.apply({ kind: 'corner', cell: 1, digit: 3 });
  game.apply({ kind: 'colour', cell: 2, colours: 0b10 });
  game.apply({ kind: 'colour', cell: given, colours: 0b1 });
  game.apply({ kind: 'checkpoint', name: 'coloured' });
  game.apply({ kind: 'corner', cell: 1, digit: 3 });           // removes the corner mark
  game.apply({ kind: 'colour', cell: 2, colours: 0b100 });
  game.apply({ kind: 'colour', cell: given, colours: 0 });
  game.apply({ kind: 'back', to: 4, reason: 'checkpoint' });
  assert.ok(game.hasCorner(1, 3));
  assert.equal(game.colours[2], 0b10);
  assert.equal(game.colours[given], 0b1);
  assert.equal(game.digitAt(given), sol(given));
  game.undo();
  assert.ok(!game.hasCorner(1, 3));
  assert.equal(game.colours[2], 0b100);
  assert.equal(game.colours[given], 0);
});
