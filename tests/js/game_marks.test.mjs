// node --test: the marks of issue 27 in the model. Corner marks, centre marks (the notes of
// earlier versions) and colours as move records; a move on several cells as one group record
// (one undo, one text form for saves and links); saves and share links of the version before
// marks (literal fixtures written by that version's own code) open with their notes as centre
// marks; hints read centre marks, else corner marks; auto-clean takes a digit from both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from '../../web/game/game.js';
import { moveFromText, moveToText, movesFromText, movesToText, validateMove, MoveError } from '../../web/game/moves.js';
import { readSaveRecord, saveRecord } from '../../web/game/saved_game.js';
import { Store, decode } from '../../web/game/storage.js';
import { readShareHash, positionCells } from '../../web/game/share.js';
import { colourName } from '../../web/game/palette.js';
import { cellViews } from '../../web/app/cell_views.js';
import { cellLabel } from '../../web/ui/board/cell_label.js';
import { describeMove } from '../../web/app/move_words.js';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

// Written by the version before marks (commit 357b7c2, web/game/{game,storage,saved_game,share}.js):
// notes N2,1 N2,2 N2,4 N3,2 N3,6, Fill notes, P2,4 (removing 4 from the peers' notes), N3,6.
const OLD_AUTOSAVE = "{\"format\":1,\"checksum\":\"f3090720\",\"data\":{\"version\":1,\"game\":{\"version\":1,\"puzzle\":\"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\",\"boxRows\":3,\"boxCols\":3,\"solution\":\"534678912672195348198342567859761423426853791713924856961537284287419635345286179\",\"moves\":\"N2,1;N2,2;N2,4;N3,2;N3,6;F;P2,4;N3,6\",\"position\":8},\"meta\":{\"level\":\"Easy\",\"checkable\":true},\"elapsedMs\":61000,\"selected\":3,\"paused\":false}}";
const OLD_LINK = "https://example.org/index.html#puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79&moves=N2%2C1%3BN2%2C2%3BN2%2C4%3BN3%2C2%3BN3%2C6%3BF%3BP2%2C4%3BN3%2C6";
const OLD_NOTES = [0,0,0,2,0,162,385,259,130,0,66,66,0,0,0,204,14,202,3,0,0,6,12,10,93,0,74,0,19,275,336,0,73,344,282,0,0,18,306,0,16,0,336,274,0,0,17,277,272,0,9,408,280,0,261,0,341,84,20,64,0,0,8,6,194,70,0,0,0,36,4,0,7,27,23,54,0,34,45,0,0];

const state = (game) => ({
  values: [...game.values], notes: [...game.notes], corners: [...game.corners], colours: [...game.colours], revealed: [...game.revealed],
});

test('marks: a saved game of the version before marks opens with its notes as centre marks', () => {
  const decoded = decode(OLD_AUTOSAVE);
  assert.equal(decoded.value.version, 1);
  const { game } = readSaveRecord(decoded.value);
  assert.deepEqual([...game.notes], OLD_NOTES);
  assert.deepEqual([...game.corners], new Array(81).fill(0));
  assert.deepEqual([...game.colours], new Array(81).fill(0));
  assert.equal(game.digitAt(2), 4);
  // Through the real store as the page reads it (localStorage stand-in).
  const backing = new Map([['dlx-sudoku:game', OLD_AUTOSAVE]]);
  const storage = { getItem: (k) => backing.get(k) ?? null, setItem: (k, v) => backing.set(k, v), removeItem: (k) => backing.delete(k), key: (i) => [...backing.keys()][i] ?? null, get length() { return backing.size; } };
  const store = new Store({ storage, prefix: 'dlx-sudoku:' });
  const { value, error } = store.load('game', { version: 2 });
  assert.equal(error ?? null, null);
  assert.deepEqual([...readSaveRecord(value).game.notes], OLD_NOTES);
  // Undo still walks back through the old moves: the fill, then the notes one by one.
  while (game.canUndo) game.undo();
  assert.deepEqual([...game.notes], new Array(81).fill(0));
  // Written again, it is version 2 and reads back the same.
  const again = readSaveRecord(JSON.parse(JSON.stringify(saveRecord({ game: readSaveRecord(decoded.value).game, meta: {}, elapsedMs: 0, selected: 0 }))));
  assert.deepEqual([...again.game.notes], OLD_NOTES);
});

test('marks: a share link of the version before marks replays its notes as centre marks', () => {
  const link = readShareHash(new URL(OLD_LINK).hash);
  const game = new Game({ puzzle: link.puzzle });
  game.replay(movesFromText(link.moves, 9));
  assert.deepEqual([...game.notes], OLD_NOTES);
});

test('marks: corner, colour and group records check their fields and round-trip their text', () => {
  const group = { kind: 'group', moves: [{ kind: 'corner', cell: 2, digit: 5 }, { kind: 'note', cell: 3, digit: 5 }, { kind: 'colour', cell: 0, colours: 0b100000100 }, { kind: 'place', cell: 4, digit: 6, prune: true }, { kind: 'erase', cell: 5 }] };
  assert.equal(moveToText(group), 'G[C2,5|N3,5|K0,260|P4,6|E5]');
  assert.deepEqual(moveFromText('G[C2,5|N3,5|K0,260|P4,6|E5]', 9), group);
  assert.deepEqual(movesFromText(movesToText([group, { kind: 'corner', cell: 80, digit: 9 }]), 9), [group, { kind: 'corner', cell: 80, digit: 9 }]);
  assert.throws(() => validateMove({ kind: 'colour', cell: 1, colours: 512 }, 9), MoveError);
  assert.throws(() => validateMove({ kind: 'corner', cell: 1, digit: 10 }, 9), MoveError);
  assert.throws(() => validateMove({ kind: 'group', moves: [] }, 9), MoveError);
  assert.throws(() => validateMove({ kind: 'group', moves: [{ kind: 'fill-notes' }] }, 9), /cannot hold/);
  assert.throws(() => moveFromText('G[G[C1,1]]', 9), MoveError);
  assert.throws(() => moveFromText('G[C81,1]', 9), /not on a board of 81 cells/);
});

test('marks: a group is one move: applied, undone and redone whole', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  const cells = [2, 3, 5, 6];
  const before = state(game);
  game.apply({ kind: 'group', moves: cells.map((cell) => ({ kind: 'corner', cell, digit: 1 })) });
  game.apply({ kind: 'group', moves: [0, ...cells].map((cell) => ({ kind: 'colour', cell, colours: 4 })) });
  const marked = state(game);
  assert.equal(game.history.length, 2);
  assert.ok(cells.every((c) => game.hasCorner(c, 1) && game.hasColour(c, 3)));
  assert.equal(game.hasColour(0, 3), 1); // a given takes colours
  game.undo();
  assert.ok(cells.every((c) => game.hasCorner(c, 1) && !game.colours[c]));
  game.undo();
  assert.deepEqual(state(game), before);
  game.redo();
  game.redo();
  assert.deepEqual(state(game), marked);
  // A given takes no corner mark, and a group that tries fails whole.
  assert.throws(() => game.apply({ kind: 'group', moves: [{ kind: 'corner', cell: 7, digit: 2 }, { kind: 'corner', cell: 0, digit: 2 }] }), /given/);
  assert.equal(game.hasCorner(7, 2), 0);
});

test('marks: a digit clears its cell\'s marks but not its colours; auto-clean takes it from peers\' corner and centre marks', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'group', moves: [{ kind: 'corner', cell: 2, digit: 4 }, { kind: 'note', cell: 3, digit: 4 }, { kind: 'corner', cell: 3, digit: 2 }, { kind: 'note', cell: 10, digit: 4 }, { kind: 'corner', cell: 29, digit: 4 }] });
  game.apply({ kind: 'colour', cell: 2, colours: 1 });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  assert.equal(game.corners[2], 0);
  assert.equal(game.colours[2], 1);
  assert.equal(game.hasNote(3, 4), 0);     // row peer, centre mark
  assert.equal(game.hasCorner(3, 2), 1);   // another digit stays
  assert.equal(game.hasNote(10, 4), 0);    // box peer (r2c2), centre mark
  assert.equal(game.hasCorner(29, 4), 0);  // column peer (r4c3), corner mark
  game.undo();                             // one undo puts the digit's peers' marks back
  assert.equal(game.hasNote(3, 4) && game.hasCorner(29, 4) && game.hasCorner(2, 4), 1);
});

test('marks: hints read centre marks, else corner marks, else none; a hint\'s removals go where the marks are', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'group', moves: [{ kind: 'note', cell: 2, digit: 1 }, { kind: 'note', cell: 2, digit: 2 }, { kind: 'corner', cell: 2, digit: 4 }, { kind: 'corner', cell: 3, digit: 2 }, { kind: 'corner', cell: 3, digit: 6 }] });
  const marks = game.candidateMarks();
  assert.equal(marks[2], 0b11);        // centre marks win
  assert.equal(marks[3], 0b100010);    // corner marks when there are no centre marks
  assert.equal(marks[5], 0);           // none
  assert.equal(positionCells(game)[3].candidates, 0b100010 & game.candidates(3));
  game.apply({ kind: 'step', placements: [], eliminations: [[3, 6], [2, 2]] });
  assert.equal(game.corners[3], 0b10);
  assert.equal(game.notes[3], 0);
  assert.equal(game.notes[2], 0b1);
});

test('marks: a game with corner marks, centre marks and colours on 20 cells serialises and replays exactly', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  const empty = [...CLASSIC].map((s, i) => (s === '.' ? i : -1)).filter((i) => i >= 0).slice(0, 20);
  for (let g = 0; g < 5; g++) {
    const cells = empty.slice(g * 4, g * 4 + 4);
    game.apply({ kind: 'group', moves: cells.map((cell) => ({ kind: 'corner', cell, digit: g + 1 })) });
    game.apply({ kind: 'group', moves: cells.map((cell) => ({ kind: 'note', cell, digit: 9 - g })) });
    game.apply({ kind: 'group', moves: cells.map((cell) => ({ kind: 'colour', cell, colours: 1 << g })) });
  }
  game.apply({ kind: 'group', moves: [{ kind: 'place', cell: empty[0], digit: 4, prune: true }, { kind: 'place', cell: empty[5], digit: 1, prune: true }] });
  game.undo();
  const back = Game.deserialize(JSON.parse(JSON.stringify(game.serialize())));
  assert.deepEqual(state(back), state(game));
  assert.equal(back.position, game.position);
  assert.equal(back.history.length, game.history.length);
  back.redo();
  game.redo();
  assert.deepEqual(state(back), state(game));
  // Every move walks back to the givens.
  let steps = 0;
  while (back.canUndo) { back.undo(); steps++; }
  assert.equal(steps, 16);
  assert.deepEqual(state(back), state(new Game({ puzzle: CLASSIC })));
});

test('marks: a solved board refuses a group like any move', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'solve', digits: SOLUTION });
  assert.throws(() => game.apply({ kind: 'group', moves: [{ kind: 'colour', cell: 0, colours: 1 }] }), (e) => e.code === 'solved');
});

test('marks: names and words say each kind of mark, colours with hue, pattern and number', () => {
  const game = new Game({ puzzle: CLASSIC });
  game.apply({ kind: 'group', moves: [{ kind: 'note', cell: 2, digit: 2 }, { kind: 'corner', cell: 2, digit: 7 }, { kind: 'colour', cell: 2, colours: 0b101 }] });
  const { views } = cellViews(game, { selected: 2, selection: new Set([2, 3]), highlight: false, focusDigit: 0, conflicts: new Set(), mistakes: new Set(), hintCells: new Set() });
  assert.equal(cellLabel(views[2]), 'Row 1, Column 3, empty, notes 2, corner marks 7, colour 1 (grey, plain), colour 3 (black, grid)');
  assert.equal(views[3].chosen, true);
  assert.equal(views[4].chosen, false);
  assert.equal(colourName(6), 'colour 6 (orange, rings)');
  assert.equal(describeMove(game.history[0].move, 9), 'note 2 in row 1, column 3 and 2 more changes');
  assert.equal(describeMove({ kind: 'corner', cell: 0, digit: 3 }, 9), 'corner mark 3 in row 1, column 1');
});
