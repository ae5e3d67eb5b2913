// node --test: the DOM-free parts of the game page (web/ui/): key mapping, cell names and
// highlights, clue-count levels, the autosave record, and the game controller itself driven
// with a stand-in view and store and the real WebAssembly engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Game, GameDataError } from '../../web/game/game.js';
import { cellViews } from '../../web/app/cell_views.js';
import { cellLabel } from '../../web/ui/board/cell_label.js';
import { GameController, describeMove } from '../../web/app/game_controller.js';
import { digitOfKey, navigate } from '../../web/ui/board/input.js';
import { LEVELS, generateOptions, levelName, levelsFor } from '../../web/game/catalog.js';
import { levelLabel } from '../../web/ui/level_label.js';
import { readSaveRecord, saveRecord } from '../../web/game/saved_game.js';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../web/ui/chrome/settings.js';
import { referenceCount, solutionProblem } from './sudoku_check.mjs';
import { loadWasmEngine } from './wasm_engine.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('input: digits by physical key (Shift+1 is still 1), letters above 9, nothing beyond the board', () => {
  assert.equal(digitOfKey({ key: '!', code: 'Digit1' }, 9), 1);
  assert.equal(digitOfKey({ key: '7', code: 'Numpad7' }, 9), 7);
  assert.equal(digitOfKey({ key: '7', code: 'Digit7' }, 6), 0);
  assert.equal(digitOfKey({ key: 'c', code: 'KeyC' }, 16), 12);
  assert.equal(digitOfKey({ key: 'H', code: 'KeyH' }, 16), 0);
  assert.equal(digitOfKey({ key: 'c', code: 'KeyC' }, 9), 0);
});

test('input: arrows stop at the edges; Home/End by row, with Ctrl for the whole grid', () => {
  assert.equal(navigate('ArrowLeft', false, 9, 9), 9);
  assert.equal(navigate('ArrowUp', false, 3, 9), 3);
  assert.equal(navigate('ArrowDown', false, 3, 9), 12);
  assert.equal(navigate('End', false, 10, 9), 17);
  assert.equal(navigate('Home', false, 17, 9), 9);
  assert.equal(navigate('End', true, 10, 9), 80);
  assert.equal(navigate('Home', true, 40, 9), 0);
  assert.equal(navigate('PageDown', false, 4, 4), 12);
  assert.equal(navigate('x', false, 4, 9), -1);
});

test('cell views: names say position, kind, notes and marks; highlights follow the selection', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'place', cell: 2, digit: 5, prune: true });     // conflicts with r1c1
  game.apply({ kind: 'note', cell: 3, digit: 2 });
  game.apply({ kind: 'note', cell: 3, digit: 6 });
  const { views, remaining } = cellViews(game, {
    selected: 2, highlight: true, focusDigit: 5, conflicts: game.conflicts(), mistakes: new Set(game.mistakes()), hintCells: new Set([3]),
  });
  assert.equal(cellLabel(views[0]), 'Row 1, Column 1, given 5, conflict');
  assert.equal(cellLabel(views[2]), 'Row 1, Column 3, entered 5, conflict, incorrect');
  assert.equal(cellLabel(views[3]), 'Row 1, Column 4, empty, notes 2 6, hint');
  assert.equal(views[80].peer, false);
  assert.equal(views[8].peer, true);          // same row
  assert.equal(views[20].peer, true);         // same box
  assert.equal(views[0].same, true);          // another 5
  assert.equal(remaining[5], 9 - [...CLASSIC].filter((s) => s === '5').length - 1);
  assert.equal(views[3].noteHit, 0);          // notes 2 6: no 5 among them
  const quiet = cellViews(game, { selected: 2, highlight: false, digitFilter: false, focusDigit: 5, conflicts: new Set(), mistakes: new Set(), hintCells: new Set() });
  assert.ok(quiet.views.every((v) => !v.peer && !v.same && !v.noteHit && !v.conflict));
  // The digit filter alone (no row/column/box highlight): the chosen digit among the notes too.
  const filter = cellViews(game, { selected: 2, highlight: false, focusDigit: 6, conflicts: new Set(), mistakes: new Set(), hintCells: new Set() });
  assert.equal(filter.views[3].noteHit, 6);
  assert.equal(filter.views[8].peer, false);
  assert.ok(filter.views.filter((v) => v.same).every((v) => v.digit === 6));
});

test('levels: the grader\'s six on 9×9, honest clue counts on other sizes, pairs on even boards', () => {
  assert.deepEqual(levelsFor(9).map((l) => l.id), LEVELS);
  assert.deepEqual(levelsFor(9).map((l) => l.label), ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme', 'Diabolical']);
  assert.deepEqual(levelsFor(6).map((l) => l.label), ['16 clues (gentle)', '14 clues', '12 clues', 'As few as possible (minimal)']);
  for (const size of [4, 6, 16]) {
    for (const level of levelsFor(size)) if (level.options.clues) assert.equal(level.options.clues % 2, 0, `${size}: ${level.label}`);
  }
  assert.equal(new Set(levelsFor(4).map((l) => l.label)).size, levelsFor(4).length);
  assert.deepEqual(generateOptions(9, 'medium', 7), { difficulty: 'medium', symmetry: 'rot180', boxRows: 3, boxCols: 3, seed: 7 });
  assert.deepEqual(generateOptions(6, 'minimal', 1), { minimal: true, boxRows: 2, boxCols: 3, seed: 1 });
  assert.deepEqual(generateOptions(6, 'medium', 2), { symmetry: 'rot180', clues: 14, boxRows: 2, boxCols: 3, seed: 2 });
  // Graded levels are stored by id (a language switch never splits the statistics) and shown by name.
  assert.equal(levelName(9, levelsFor(9)[1]), 'medium');
  assert.equal(levelLabel('medium'), '9×9, Medium');
  assert.equal(levelName(6, levelsFor(6)[1]), '6×6, 14 clues');
  assert.equal(levelLabel('6×6, 14 clues'), '6×6, 14 clues');
});

test('settings: unknown keys dropped, wrong types and values replaced by defaults', () => {
  assert.deepEqual(normalizeSettings(null), DEFAULT_SETTINGS);
  const s = normalizeSettings({ autoRemoveNotes: false, showConflicts: 'yes', theme: 'purple', extra: 1 });
  assert.equal(s.autoRemoveNotes, false);
  assert.equal(s.showConflicts, true);
  assert.equal(s.theme, 'system');
  assert.equal('extra' in s, false);
});

test('save record: round trip with clock and level; flaws become GameDataError with a reason', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  game.apply({ kind: 'note', cell: 3, digit: 6 });
  const record = JSON.parse(JSON.stringify(saveRecord({ game, meta: { level: 'Shared 9×9', checkable: true }, elapsedMs: 1234.6, selected: 3 })));
  const back = readSaveRecord(record);
  assert.equal(back.game.toLine(), game.toLine());
  assert.equal(back.game.notesAt(3), game.notesAt(3));
  assert.equal(back.elapsedMs, 1235);
  assert.deepEqual(back.meta, { level: 'Shared 9×9', checkable: true, assisted: false, recorded: false, help: { hints: 0, reveals: 0, solve: false, path: false, backs: 0 } });
  // The help used is kept; damaged counts read as none.
  const helped = readSaveRecord({ ...record, meta: { ...record.meta, assisted: true, help: { hints: 2, reveals: -1, solve: 'yes', path: true } } });
  assert.deepEqual(helped.meta.help, { hints: 2, reveals: 0, solve: false, path: true, backs: 0 });
  assert.equal(helped.meta.assisted, true);
  // Paused when saved comes back paused; an older save without the field, not.
  assert.equal(back.paused, false);
  assert.equal(readSaveRecord({ ...record, paused: true }).paused, true);
  assert.equal(readSaveRecord({ ...record, paused: 'yes' }).paused, false);
  assert.equal(back.selected, 3);
  for (const [bad, why] of [[[], /not a saved game/], [{ ...record, version: 3 }, /version 3/],
    [{ ...record, game: { ...record.game, moves: 'P0,1' } }, /is a given/], [{ ...record, game: 'x' }, /not an object/]]) {
    assert.throws(() => readSaveRecord(bad), (e) => e instanceof GameDataError && why.test(e.message));
  }
});

test('describeMove: moves in words for undo and redo', () => {
  assert.equal(describeMove({ kind: 'place', cell: 10, digit: 7 }, 9), '7 in row 2, column 2');
  assert.equal(describeMove({ kind: 'note', cell: 0, digit: 12 }, 16), 'note C in row 1, column 1');
  assert.equal(describeMove({ kind: 'solve', digits: SOLUTION }, 9), 'solving the puzzle');
});

// --- the controller, with the real engine and stand-ins for the page ----------------------------

class MemoryStore {
  data = new Map();
  persistent = true;
  notice = null;
  load(name) { return { value: this.data.has(name) ? JSON.parse(this.data.get(name)) : null, error: null }; }
  save(name, value) { this.data.set(name, JSON.stringify(value)); }
  remove(name) { this.data.delete(name); }
}

function harness(engine, settingsPatch = {}) {
  const said = [];
  const notices = [];
  let views = null;
  const settings = { value: { ...DEFAULT_SETTINGS, ...settingsPatch }, setAvailable() {} };
  const view = {
    board: { render(v) { views = v; }, focus() {} },
    keypad: { update() {} },
    announcer: { say: (text) => said.push(text) },
    notice: (text) => notices.push(text),
    statsChanged() {},
    setPaused() {},
    showGame() {},
    gameChanged() {},
    saved() {},
  };
  const store = new MemoryStore();
  const controller = new GameController({ engine, store, settings, view });
  return { controller, store, said, notices, last: () => said.at(-1), views: () => views };
}

const { engine } = await loadWasmEngine();

test('controller: a generated game is unique; playing it to the end says "Solved" and counts it once', async () => {
  const h = harness(engine);
  assert.equal(await h.controller.newGame(9, 'medium'), true);
  const { game } = h.controller;
  assert.match(h.last(), /^New game: (Easy|Medium|Hard|Expert|Extreme|Diabolical), 9×9 with \d+ clues\.$/);
  assert.equal(referenceCount(game.puzzle, 3, 3, 2), 1);
  const level = h.controller.meta.level;
  assert.ok(LEVELS.includes(level));
  assert.equal((await engine.rate(game.puzzle)).level, level);
  for (let cell = 0; cell < 81; cell++) {
    if (game.isGiven(cell)) continue;
    h.controller.dispatch({ type: 'select', cell });
    h.controller.dispatch({ type: 'digit', digit: game.solution[cell], note: false });
  }
  assert.match(h.last(), /^Solved in \d+:\d\d\.$/);
  assert.equal(solutionProblem(game.toLine(), 3, 3), '');
  const stats = JSON.parse(h.store.data.get('stats'));
  assert.deepEqual(stats.levels.map((l) => [l.level, l.played, l.unaided, l.helped]), [[level, 1, 1, 0]]);
  const finish = h.controller.finishInfo();
  assert.equal(finish.level, level);
  assert.equal(finish.assisted, false);
  assert.equal(finish.bestMs, stats.levels[0].bestMs);
  assert.equal(finish.isBest, true);
  // Reopening (the finish card's explicit undo) and solving again: still one game in the statistics.
  h.controller.dispatch({ type: 'reopen' });
  assert.match(h.last(), /^Reopened: undone \d in row \d, column \d\. The clock runs again\.$/);
  assert.equal(h.controller.finishInfo(), null);
  h.controller.dispatch({ type: 'redo' });
  assert.match(h.last(), /^Solved in/);
  assert.equal(JSON.parse(h.store.data.get('stats')).levels[0].played, 1);
});

test('controller: a solved board is locked: digits, notes, erase, undo, hints, reveal and Solve are refused and said', async () => {
  const h = harness(engine);
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  for (let cell = 0; cell < 81; cell++) {
    if (c.game.isGiven(cell)) continue;
    c.dispatch({ type: 'select', cell });
    c.dispatch({ type: 'digit', digit: Number(SOLUTION[cell]), note: false });
  }
  assert.equal(c.game.isSolved(), true);
  const moves = c.game.history.length;
  const locked = 'The puzzle is solved, so the board is locked. To change it, choose "Undo the last move" on the card that says it is solved.';
  c.dispatch({ type: 'select', cell: 2 });
  for (const event of [{ type: 'digit', digit: 1, note: false }, { type: 'digit', digit: 1, note: true }, { type: 'erase' },
    { type: 'undo' }, { type: 'redo' }, { type: 'toggle-notes' }, { type: 'fill-notes' }, { type: 'restart' }, { type: 'hint' }, { type: 'solve' }]) {
    h.said.length = 0;
    c.dispatch(event);
    assert.equal(h.last(), locked, JSON.stringify(event));
  }
  await c.reveal();
  assert.equal(h.last(), locked);
  assert.equal(c.notesMode, false);
  assert.equal(c.game.toLine(), SOLUTION);
  assert.equal(c.game.history.length, moves);
  // The model itself refuses: the lock is not only in the controller.
  assert.throws(() => c.game.apply({ kind: 'erase', cell: 2 }), (e) => e.code === 'solved');
  // After a reload it is still solved, with the clock stopped.
  const again = harness(engine);
  again.store.data = h.store.data;
  await again.controller.boot(null);
  assert.equal(again.controller.game.isSolved(), true);
  assert.equal(again.controller.running, false);
  assert.equal(again.controller.elapsedMs, Math.round(c.elapsedMs));
  assert.match(again.last(), /^Solved in \d+:\d\d\.$/);
  again.controller.dispatch({ type: 'digit', digit: 1, note: false });
  assert.equal(again.last(), locked);
});

test('controller: the same digit clears, notes mode toggles notes, givens refuse, every move is saved', async () => {
  const h = harness(engine);
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  c.dispatch({ type: 'select', cell: 2 });
  c.dispatch({ type: 'digit', digit: 4, note: false });
  assert.equal(c.game.digitAt(2), 4);
  c.dispatch({ type: 'digit', digit: 4, note: false });
  assert.equal(c.game.digitAt(2), 0);
  assert.equal(h.last(), 'Row 1, column 3 cleared.');
  c.dispatch({ type: 'toggle-notes' });
  c.dispatch({ type: 'digit', digit: 1, note: false });
  c.dispatch({ type: 'digit', digit: 2, note: false });
  c.dispatch({ type: 'digit', digit: 9, note: true }); // Shift in notes mode places
  assert.equal(c.game.digitAt(2), 9);
  c.dispatch({ type: 'select', cell: 0 });
  c.dispatch({ type: 'digit', digit: 1, note: false }); // notes mode is on: a note, which a given refuses
  assert.equal(h.last(), 'Row 1, column 1 is a given (5), so it takes no notes: notes go in empty cells.');
  c.dispatch({ type: 'toggle-notes' });
  c.dispatch({ type: 'digit', digit: 1, note: false });
  assert.equal(h.last(), 'Row 1, column 1 is a given; it cannot change.');
  const saved = readSaveRecord(JSON.parse(h.store.data.get('game')));
  assert.equal(saved.game.toLine(), c.game.toLine());
  assert.equal(saved.game.history.length, c.game.history.length);
});

test('controller: hint, reveal, solve; abandoning a game with moves counts it as played', async () => {
  const h = harness(engine);
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  await c.advanceHint();
  assert.match(h.last(), /^Hint: .+\. (Look at|It changes a cell of) (row|column|box) \d.*\.$/);
  assert.ok(h.views().some((v) => v.hint));
  assert.equal(c.game.toLine(), CLASSIC);
  c.dispatch({ type: 'undo' });
  assert.equal(c.game.hintStage, 0);
  c.dispatch({ type: 'redo' });
  assert.equal(c.game.hintStage, 1);
  c.dispatch({ type: 'select', cell: 2 });
  await c.reveal();
  assert.equal(c.game.digitAt(2), Number(SOLUTION[2]));
  assert.equal(c.game.revealed[2], 1);
  await c.solve();
  assert.equal(c.game.toLine(), SOLUTION);
  assert.match(h.last(), /^Solved in \d+:\d\d with help\./);
  assert.deepEqual(c.finishInfo().help, { hints: 1, reveals: 1, solve: true, path: false, backs: 0 });
  assert.equal(c.finishInfo().assisted, true);
  assert.equal(c.finishInfo().isBest, false);

  await c.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  c.dispatch({ type: 'select', cell: 2 });
  c.dispatch({ type: 'digit', digit: 1, note: false });
  await c.newGame(4, 'gentle');
  const levels = JSON.parse(h.store.data.get('stats')).levels.map((l) => [l.level, l.played, l.unaided, l.helped]);
  assert.deepEqual(levels, [['Shared 9×9', 2, 0, 1]]);
});

test('controller: the solution path asks once during a game, counts as help when shown, is kept by the save, and is free after the end', async () => {
  const h = harness(engine);
  const asked = [];
  let answer = false;
  h.controller.view.confirm = async (kind) => { asked.push(kind); return answer; };
  const c = h.controller;
  await c.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  assert.equal(await c.mayShowPath(), false);
  assert.deepEqual(asked, ['path']);
  assert.equal(c.meta.assisted, false);
  answer = true;
  assert.equal(await c.mayShowPath(), true);
  assert.equal(c.meta.help.path, true);
  assert.equal(c.meta.assisted, true);
  assert.equal(await c.mayShowPath(), true);
  assert.deepEqual(asked, ['path', 'path'], 'not asked again for the same game');
  const saved = JSON.parse(h.store.data.get('game'));
  assert.equal(saved.meta.help.path, true, 'saved at once, so a reload keeps it');
  // A finished unaided game shows it without asking or counting anything.
  await c.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  for (let cell = 0; cell < 81; cell++) {
    if (CLASSIC[cell] !== '.') continue;
    c.dispatch({ type: 'select', cell });
    c.dispatch({ type: 'digit', digit: Number(SOLUTION[cell]), note: false });
  }
  assert.equal(c.game.isSolved(), true);
  assert.equal(await c.mayShowPath(), true);
  assert.deepEqual(asked, ['path', 'path']);
  assert.equal(c.finishInfo().assisted, false);
  // A game that has had help already counts as helped: the path is added without a question.
  await c.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  await c.advanceHint();
  assert.equal(await c.mayShowPath(), true);
  assert.deepEqual(asked, ['path', 'path']);
  assert.deepEqual(c.meta.help, { hints: 1, reveals: 0, solve: false, path: true, backs: 0 });
});

test('controller: a share link for the saved puzzle resumes the save; another puzzle replaces it', async () => {
  const first = harness(engine);
  await first.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  first.controller.dispatch({ type: 'select', cell: 2 });
  first.controller.dispatch({ type: 'digit', digit: 4, note: false });

  const again = harness(engine);
  again.store.data = first.store.data;
  await again.controller.boot({ puzzle: CLASSIC, moves: null, boxRows: 3, boxCols: 3 });
  assert.equal(again.controller.game.digitAt(2), 4);
  assert.equal(again.last(), 'The link is for the puzzle you are playing: your game continues.');

  const other = CLASSIC.replace('53', '..');
  await again.controller.boot({ puzzle: other, moves: 'P0,5', boxRows: 3, boxCols: 3 });
  assert.equal(again.controller.game.puzzle, other);
  assert.equal(again.controller.game.digitAt(0), 5);
  // Moves that do not fit are reported; the puzzle still opens, from its givens.
  await again.controller.openLink({ puzzle: CLASSIC, moves: 'P0,1', boxRows: 3, boxCols: 3 });
  assert.equal(again.controller.game.toLine(), CLASSIC);
  assert.match(again.notices.at(-1), /could not be replayed/);
});

test('controller: a selection of many cells takes each input as one move; modes, Shift and Ctrl; erase one layer per press', async () => {
  const h = harness(engine);
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  const { game } = c;
  c.dispatch({ type: 'select', cell: 2 });
  c.dispatch({ type: 'select', cell: 3, extend: 'add' });
  c.dispatch({ type: 'select', cell: 0, extend: 'toggle' });   // a given
  assert.equal(h.last(), '3 cells selected.');
  c.dispatch({ type: 'select', cell: 0, extend: 'toggle' });   // out again
  assert.deepEqual(c.targets, [2, 3]);
  c.dispatch({ type: 'select', cell: 20, extend: 'range' });   // anchor r1c1 (the last toggled) to r3c3
  assert.deepEqual(c.targets, [0, 1, 2, 9, 10, 11, 18, 19, 20]);
  c.dispatch({ type: 'select', cell: 2 });
  c.dispatch({ type: 'select', cell: 3, extend: 'add' });
  const moves = game.history.length;
  c.dispatch({ type: 'digit', digit: 1, modifier: 'corner' });
  c.dispatch({ type: 'digit', digit: 2, modifier: 'centre' });
  c.dispatch({ type: 'mode', mode: 'colour' });
  c.dispatch({ type: 'digit', digit: 4 });
  c.dispatch({ type: 'mode', mode: 'next' });                  // colour -> digit
  assert.equal(c.mode, 'digit');
  assert.equal(game.history.length, moves + 3);
  assert.ok([2, 3].every((cell) => game.hasCorner(cell, 1) && game.hasNote(cell, 2) && game.hasColour(cell, 4)));
  assert.equal(game.history.at(-1).move.kind, 'group');
  // The same corner mark on cells that all have it: removed from all.
  c.dispatch({ type: 'digit', digit: 1, modifier: 'corner' });
  assert.ok([2, 3].every((cell) => !game.hasCorner(cell, 1)));
  c.dispatch({ type: 'digit', digit: 4 });                     // digit mode: 4 in both (one move)
  assert.equal(game.digitAt(2), 4);
  assert.equal(game.digitAt(3), 4);
  c.dispatch({ type: 'erase' });                               // the digits
  assert.equal(game.digitAt(2) + game.digitAt(3), 0);
  assert.ok(game.colours[2] && game.colours[3]);
  c.dispatch({ type: 'erase' });                               // then the colours (the digit took the marks)
  assert.equal(game.colours[2] + game.colours[3], 0);
  c.dispatch({ type: 'erase' });
  assert.equal(h.last(), 'The selected cells are already empty.');
  // Undo follows the group: the selection becomes the cells it changed.
  c.dispatch({ type: 'select', cell: 40 });
  c.dispatch({ type: 'undo' });
  assert.deepEqual(c.targets, [2, 3]);
  assert.match(h.last(), /^Undone: colouring row 1, column 3 and 1 more change\.$/);
  c.dispatch({ type: 'select-one' });
  assert.equal(c.selection.size, 1);
  const saved = readSaveRecord(JSON.parse(h.store.data.get('game')));
  assert.deepEqual([...saved.game.colours], [...game.colours]);
  assert.deepEqual([...saved.game.corners], [...game.corners]);
});

test('controller: checkpoints are moves; back to the last position with no mistake is help only when the solution is not being checked', async () => {
  for (const checkSolution of [false, true]) {
    const h = harness(engine, { checkSolution });
    await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
    const c = h.controller;
    const wrongDigit = (cell) => (Number(SOLUTION[cell]) % 9) + 1;
    c.dispatch({ type: 'select', cell: 2 });
    c.dispatch({ type: 'digit', digit: Number(SOLUTION[2]), note: false });
    c.dispatch({ type: 'checkpoint', name: '' });
    assert.equal(h.last(), 'Checkpoint “Checkpoint 1” saved.');
    c.dispatch({ type: 'select', cell: 3 });
    c.dispatch({ type: 'digit', digit: wrongDigit(3), note: false });
    c.dispatch({ type: 'back', to: 2 });
    assert.equal(h.last(), 'Back to checkpoint “Checkpoint 1”. Undo returns to where you were.');
    assert.equal(c.game.digitAt(3), 0);
    c.dispatch({ type: 'undo' });
    assert.equal(c.game.digitAt(3), wrongDigit(3));
    assert.equal(c.meta.assisted, false);
    c.dispatch({ type: 'back-mistake' });
    assert.equal(c.game.digitAt(3), 0);
    assert.equal(c.game.digitAt(2), Number(SOLUTION[2]));
    assert.equal(c.meta.help.backs, checkSolution ? 0 : 1);
    assert.equal(c.meta.assisted, !checkSolution);
    c.dispatch({ type: 'back-mistake' });
    assert.equal(h.last(), 'No digit on the board is wrong: nothing to go back to.');
    // The save keeps the checkpoint and the count; the finish card and the statistics agree.
    const saved = readSaveRecord(JSON.parse(h.store.data.get('game')));
    assert.deepEqual(saved.game.checkpoints().map((p) => p.name), ['Checkpoint 1']);
    assert.equal(saved.meta.help.backs, checkSolution ? 0 : 1);
    for (let cell = 0; cell < 81; cell++) {
      if (c.game.isGiven(cell) || c.game.digitAt(cell)) continue;
      c.dispatch({ type: 'select', cell });
      c.dispatch({ type: 'digit', digit: Number(SOLUTION[cell]), note: false });
    }
    assert.equal(c.finishInfo().assisted, !checkSolution);
    const stats = JSON.parse(h.store.data.get('stats'));
    assert.deepEqual(stats.levels.map((l) => [l.played, l.unaided, l.helped]), [[1, checkSolution ? 1 : 0, checkSolution ? 0 : 1]]);
  }
});
