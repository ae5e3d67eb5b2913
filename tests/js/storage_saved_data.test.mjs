// Saved data that passes its checksum but could not have been written by this app: the readers
// refuse it with a reason (saved game), keep to what the page offers (settings), stay bounded
// (statistics), and data from a newer version of the app is explained and left alone. Also the
// import dialog's size check, which must count UTF-8 bytes exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, GameDataError } from '../../web/game/game.js';
import { Store, encode } from '../../web/game/storage.js';
import { MAX_LEVELS, STATS_VERSION, emptyStats, recordGame, repairStats, summary } from '../../web/game/stats.js';
import { MAX_ELAPSED_MS, SAVE_VERSION, readSaveRecord, saveRecord } from '../../web/game/saved_game.js';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../web/ui/chrome/settings.js';
import { MAX_TEXT_BYTES, utf8Length } from '../../web/ui/dialogs/import_dialog.js';
import { makeGeometry } from '../../web/game/geometry.js';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const record = (change = () => {}) => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  const value = JSON.parse(JSON.stringify(saveRecord({ game, meta: { level: 'easy' }, elapsedMs: 61_000, selected: 2 })));
  change(value);
  return value;
};

const refused = (value, why) => {
  assert.throws(() => readSaveRecord(value), (error) => error instanceof GameDataError && why.test(error.message), String(why));
};

test('a good record reads back', () => {
  const saved = readSaveRecord(record());
  assert.equal(saved.game.toLine()[2], '4');
  assert.equal(saved.elapsedMs, 61_000);
});

test('boxes of one row or one column are refused, in the model as in the engine', () => {
  refused(record((v) => { v.game.boxRows = 1; v.game.boxCols = 9; }), /1x9 is not supported \(boxes are at least 2x2\)/);
  refused(record((v) => { v.game.boxRows = 9; v.game.boxCols = 1; }), /9x1/);
  assert.throws(() => makeGeometry(1, 4), /at least 2x2/);
  refused(record((v) => { v.game.boxRows = 38; }), /38x3 is not supported/);
});

test('givens that break a rule are refused, with the rule', () => {
  refused(record((v) => { v.game.puzzle = `55${CLASSIC.slice(2)}`; v.game.solution = null; v.game.moves = ''; v.game.position = 0; }),
    /its givens break a rule: digit 5 appears twice in row 1/);
});

test('a stored solution that is no solution of the puzzle is refused', () => {
  const swapped = `${SOLUTION[1]}${SOLUTION[0]}${SOLUTION.slice(2)}`; // r1c1 and r1c2 swapped: breaks the givens
  refused(record((v) => { v.game.solution = swapped; }), /does not keep the given 5 of cell 1/);
  const repeated = `${SOLUTION.slice(0, 77)}${SOLUTION[78]}${SOLUTION.slice(78)}`; // r9c6 (not a given) repeats r9c7
  refused(record((v) => { v.game.solution = repeated; }), /repeats a digit in row 9/);
  refused(record((v) => { v.game.solution = `${SOLUTION.slice(0, 80)}.`; }), /empty cell \(cell 81\)/);
});

test('an impossible clock is refused; a missing one reads as 0', () => {
  for (const elapsedMs of [1e300, -1, MAX_ELAPSED_MS + 1, '61000', null]) {
    refused(record((v) => { v.elapsedMs = elapsedMs; }), /its clock says .* which no game can have taken/);
  }
  assert.equal(readSaveRecord(record((v) => { delete v.elapsedMs; })).elapsedMs, 0);
  assert.equal(readSaveRecord(record((v) => { v.meta.level = 'x'.repeat(5000); })).meta.level.length, 80);
});

test('a saved game in a newer version is explained and kept, not moved aside or overwritten', () => {
  const storage = new Map();
  const fake = { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, String(v)), removeItem: (k) => storage.delete(k) };
  const newer = encode({ ...record(), version: SAVE_VERSION + 1 });
  storage.set('dlx-sudoku:game', newer);
  const store = new Store({ storage: fake });
  const { value, error } = store.load('game', { version: SAVE_VERSION });
  assert.equal(value, null);
  assert.match(error, new RegExp(`was saved by a newer version of this app \\(it has version ${SAVE_VERSION + 1}; this version of the app reads up to version ${SAVE_VERSION}\\)`));
  store.save('game', record());
  assert.equal(storage.get('dlx-sudoku:game'), newer, 'left as it was');
  assert.equal(storage.has('dlx-sudoku:game.corrupt'), false);
  // Statistics of a newer version likewise.
  storage.set('dlx-sudoku:stats', encode({ version: STATS_VERSION + 1, levels: [] }));
  assert.match(new Store({ storage: fake }).load('stats', { what: 'Statistics', version: STATS_VERSION }).error, /newer version/);
});

test('settings: only a board size the page offers; a runaway level name falls back', () => {
  for (const size of [38, 0, -9, 1e9, 25, 8]) assert.equal(normalizeSettings({ size }).size, DEFAULT_SETTINGS.size, String(size));
  for (const size of [4, 6, 9, 12, 16]) assert.equal(normalizeSettings({ size }).size, size);
  assert.equal(normalizeSettings({ level: 'x'.repeat(1000) }).level, DEFAULT_SETTINGS.level);
});

test('statistics stay bounded: 50,000 levels read as at most MAX_LEVELS, a new level evicts the least played', () => {
  const levels = Array.from({ length: 50_000 }, (_, i) => ({ level: `level ${i}`, played: 1 + (i % 7), unaided: 1, helped: 0, bestMs: 1000 + i }));
  const repaired = repairStats({ version: 2, levels });
  assert.equal(repaired.levels.length, MAX_LEVELS);
  assert.deepEqual(repaired.levels.slice(0, 3).map((l) => l.level), ['level 0', 'level 1', 'level 2'], 'the first played are kept');
  assert.equal(summary({ version: 2, levels }).length, MAX_LEVELS);
  // Full: the next new level takes the place of the least played one (level 0 has played 1).
  const after = recordGame(repaired, { level: 'easy', elapsedMs: 5000, solved: true, assisted: false });
  assert.equal(after.levels.length, MAX_LEVELS);
  assert.ok(after.levels.some((l) => l.level === 'easy'));
  assert.ok(!after.levels.some((l) => l.level === 'level 0'));
  // Below the cap nothing is dropped.
  assert.equal(recordGame(emptyStats(), { level: 'easy', solved: false }).levels.length, 1);
});

test('the import size check counts UTF-8 bytes exactly (100 KB is 100 KB, not 301 KB)', () => {
  assert.equal(utf8Length('a'.repeat(MAX_TEXT_BYTES + 1)), MAX_TEXT_BYTES + 1);
  const samples = ['', 'abc', 'é', '数独', '😀', 'a😀b', '\ud800', '\udc00x', '\ud83d', `${'1'.repeat(81)}\r\n`, 'ÿ€\u0800\uffff'];
  for (const text of samples) {
    assert.equal(utf8Length(text), new TextEncoder().encode(text).length, JSON.stringify(text));
  }
  let random = 7;
  for (let n = 0; n < 200; n += 1) {
    let text = '';
    for (let i = 0; i < 40; i += 1) {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      text += String.fromCharCode(random % 4 === 0 ? random % 0x10000 : random % 200);
    }
    assert.equal(utf8Length(text), new TextEncoder().encode(text).length);
  }
});
