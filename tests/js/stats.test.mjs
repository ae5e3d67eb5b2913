// web/game/stats.js: games played per level, solved unaided apart from solved with help, best
// unaided times, version 1 migrated, and repair of damaged statistics (recordGame never throws and
// never changes its input).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bestTime, emptyStats, recordGame, repairStats, summary } from '../../web/game/stats.js';

const row = (level, played, unaided, helped, bestMs) => ({ level, played, unaided, helped, abandoned: played - unaided - helped, bestMs });

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
  assert.deepEqual(summary(stats), [row('30 clues', 4, 3, 0, 200_000), row('24 clues', 1, 1, 0, 900_000)]);
  assert.equal(bestTime(stats, '30 clues'), 200_000);
  assert.equal(bestTime(stats, 'never played'), null);
  // It survives JSON (it is saved through storage.js).
  assert.deepEqual(summary(JSON.parse(JSON.stringify(stats))), summary(stats));
});

test('solved with help is kept apart from solved unaided; helped and abandoned games never set the best time', () => {
  let stats = emptyStats();
  stats = recordGame(stats, { level: 'easy', elapsedMs: 10_000, solved: true, assisted: true });
  stats = recordGame(stats, { level: 'easy', elapsedMs: 5_000, solved: false, assisted: false });
  assert.deepEqual(summary(stats), [row('easy', 2, 0, 1, null)]);
  assert.equal(summary(stats)[0].abandoned, 1);
  stats = recordGame(stats, { level: 'easy', elapsedMs: 60_000, solved: true, assisted: false });
  assert.deepEqual(summary(stats), [row('easy', 3, 1, 1, 60_000)]);
  assert.equal(stats.version, 2);
});

test('version 1 statistics are migrated: solved with help from "assisted", the rest unaided, nothing lost', () => {
  const v1 = {
    version: 1,
    levels: [
      { level: 'easy', played: 5, solved: 4, assisted: 1, bestMs: 90_000 },
      { level: 'Shared 9×9', played: 2, solved: 2, assisted: 2, bestMs: null },
      { level: 'hard', played: 1, solved: 0, assisted: 0, bestMs: null },
    ],
  };
  assert.deepEqual(summary(v1), [row('easy', 5, 3, 1, 90_000), row('Shared 9×9', 2, 0, 2, null), row('hard', 1, 0, 0, null)]);
  const next = recordGame(v1, { level: 'easy', elapsedMs: 80_000, solved: true, assisted: false });
  assert.deepEqual(next.levels[0], { level: 'easy', played: 6, unaided: 4, helped: 1, bestMs: 80_000 });
  assert.equal(next.version, 2);
  // A version 2 object read again is unchanged.
  assert.deepEqual(repairStats(next), next);
});

test('malformed statistics are repaired, not thrown', () => {
  for (const bad of [null, undefined, 42, 'stats', [], { levels: 'no' }, { version: 9, levels: [null, 7, 'x'] }]) {
    const stats = recordGame(bad, { level: 'easy', elapsedMs: 1_000, solved: true, assisted: false });
    assert.deepEqual(summary(stats), [row('easy', 1, 1, 0, 1_000)], JSON.stringify(bad));
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
    row('easy', 3, 3, 0, 40_000),
    row('hard', 0, 0, 0, null),
    row('other', 3, 0, 0, null),
    row('odd', 0, 0, 0, null),
  ]);
  assert.equal(repairStats(damaged).version, 2);
  // Version 2 entries are clamped the same way: never more solved than played.
  assert.deepEqual(summary({ version: 2, levels: [{ level: 'x', played: 2, unaided: 2, helped: 3, bestMs: 5 }] }), [row('x', 2, 0, 2, null)]);
});

test('a missing or strange game record still counts a game', () => {
  assert.deepEqual(summary(recordGame(emptyStats())), [row('other', 1, 0, 0, null)]);
  const stats = recordGame(emptyStats(), { level: 17, elapsedMs: 'soon', solved: 'yes', assisted: false });
  assert.deepEqual(summary(stats), [row('17', 1, 0, 0, null)]);
});
