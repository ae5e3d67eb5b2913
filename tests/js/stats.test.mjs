// web/game/stats.js: games played and solved per level, best unassisted times, and repair of
// damaged statistics (recordGame never throws and never changes its input).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyStats, recordGame, repairStats, summary } from '../../web/game/stats.js';

test('empty statistics have no rows', () => {
  assert.deepEqual(summary(emptyStats()), []);
});

test('played, solved and the best time per level; input left unchanged', () => {
  let stats = emptyStats();
  const games = [
    { level: '30 clues', elapsedMs: 300_000, solved: true, assisted: false },
    { level: '30 clues', elapsedMs: 200_000, solved: true, assisted: false },
    { level: '30 clues', elapsedMs: 250_000, solved: true, assisted: false },
    { level: '30 clues', elapsedMs: 50_000, solved: false, assisted: false },
    { level: '24 clues', elapsedMs: 900_000, solved: true, assisted: false },
  ];
  for (const game of games) {
    const before = JSON.stringify(stats);
    const next = recordGame(stats, game);
    assert.equal(JSON.stringify(stats), before, 'recordGame returns a new object');
    assert.notEqual(next, stats);
    stats = next;
  }
  assert.deepEqual(summary(stats), [
    { level: '30 clues', played: 4, solved: 3, bestMs: 200_000 },
    { level: '24 clues', played: 1, solved: 1, bestMs: 900_000 },
  ]);
  // It survives JSON (it is saved through storage.js).
  assert.deepEqual(summary(JSON.parse(JSON.stringify(stats))), summary(stats));
});

test('assisted and unsolved games count as played but never set the best time', () => {
  let stats = emptyStats();
  stats = recordGame(stats, { level: 'easy', elapsedMs: 10_000, solved: true, assisted: true });
  stats = recordGame(stats, { level: 'easy', elapsedMs: 5_000, solved: false, assisted: false });
  assert.deepEqual(summary(stats), [{ level: 'easy', played: 2, solved: 1, bestMs: null }]);
  stats = recordGame(stats, { level: 'easy', elapsedMs: 60_000, solved: true, assisted: false });
  assert.deepEqual(summary(stats), [{ level: 'easy', played: 3, solved: 2, bestMs: 60_000 }]);
});

test('malformed statistics are repaired, not thrown', () => {
  for (const bad of [null, undefined, 42, 'stats', [], { levels: 'no' }, { version: 9, levels: [null, 7, 'x'] }]) {
    const stats = recordGame(bad, { level: 'easy', elapsedMs: 1_000, solved: true, assisted: false });
    assert.deepEqual(summary(stats), [{ level: 'easy', played: 1, solved: 1, bestMs: 1_000 }], JSON.stringify(bad));
  }
  const damaged = {
    version: 1,
    levels: [
      { level: 'easy', played: 2, solved: 5, assisted: 0, bestMs: -3 },     // solved > played, bad time
      { level: 'hard', played: -1, solved: 'x', bestMs: 1e3 },               // no solved game: no best time
      { level: 'easy', played: 1, solved: 1, assisted: 0, bestMs: 40_000 }, // duplicate: merged
      { played: 3, solved: 0 },                                             // no level name
      { level: 'odd', played: 1.5, solved: NaN, bestMs: Infinity },
    ],
  };
  assert.deepEqual(summary(damaged), [
    { level: 'easy', played: 3, solved: 3, bestMs: 40_000 },
    { level: 'hard', played: 0, solved: 0, bestMs: null },
    { level: 'other', played: 3, solved: 0, bestMs: null },
    { level: 'odd', played: 0, solved: 0, bestMs: null },
  ]);
  assert.equal(repairStats(damaged).version, 1);
});

test('a missing or strange game record still counts a game', () => {
  assert.deepEqual(summary(recordGame(emptyStats())), [{ level: 'other', played: 1, solved: 0, bestMs: null }]);
  const stats = recordGame(emptyStats(), { level: 17, elapsedMs: 'soon', solved: 'yes', assisted: false });
  assert.deepEqual(summary(stats), [{ level: '17', played: 1, solved: 0, bestMs: null }]);
});
