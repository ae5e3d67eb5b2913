// The starter pool (web/game/starter_pool.js, made by tools/make_starter_pool.mjs) and how
// web/game/pool.js serves it: each starter is a real puzzle of its level (unique, rated at that
// level by the real engine), served after the stored puzzles and once per browser; and the
// background fill stays asleep until the player starts a second game (the first load needs no
// full engine module).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_POOL } from '../../web/game/starter_pool.js';
import { PuzzlePool } from '../../web/game/pool.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const { engine } = await loadWasmEngine();
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical'];

class MemoryStore {
  data = new Map();
  load(name) { return { value: this.data.has(name) ? JSON.parse(this.data.get(name)) : null }; }
  save(name, value) { this.data.set(name, JSON.stringify(value)); }
}

test('starter pool: two puzzles per level, each unique, with its solution, rated at its level by the engine', () => {
  assert.deepEqual(Object.keys(STARTER_POOL), LEVELS);
  const seen = new Set();
  for (const level of LEVELS) {
    assert.equal(STARTER_POOL[level].length, 2, level);
    for (const entry of STARTER_POOL[level]) {
      assert.equal(entry.level, level);
      assert.ok(!seen.has(entry.puzzle), 'each starter is a different puzzle');
      seen.add(entry.puzzle);
      const counted = engine.count(entry.puzzle, 2);
      assert.equal(counted.count, 1, `${level}: exactly one solution`);
      assert.ok(counted.complete);
      assert.equal(counted.first, entry.solution);
      const rated = engine.rate(entry.puzzle);
      assert.equal(rated.level, level);
      assert.equal(rated.score, entry.score);
      assert.equal([...entry.puzzle].filter((c) => c !== '.').length, entry.clues);
    }
  }
});

test('pool: stored puzzles first, then each starter once, remembered across reloads', () => {
  const store = new MemoryStore();
  const pool = new PuzzlePool({ store, engine, levels: LEVELS });
  const stored = engine.generate({ seed: 7, difficulty: 'easy', symmetry: 'rot180' });
  assert.equal(pool.count('easy'), 2);
  assert.equal(pool.add(stored), true);
  assert.equal(pool.count('easy'), 3);
  assert.equal(pool.take('easy').puzzle, stored.puzzle);
  assert.equal(pool.take('easy').puzzle, STARTER_POOL.easy[0].puzzle);
  const reloaded = new PuzzlePool({ store, engine, levels: LEVELS });
  assert.equal(reloaded.count('easy'), 1);
  assert.equal(reloaded.take('easy').puzzle, STARTER_POOL.easy[1].puzzle);
  assert.equal(reloaded.take('easy'), null);
  assert.equal(reloaded.count('hard'), 2); // other levels keep theirs
});

test('pool: the background fill sleeps through the first game, and wakes with the second', async () => {
  const calls = [];
  const counting = { generate: (options) => { calls.push(options); return engine.generate({ ...options, seed: 40 + calls.length }); } };
  const pool = new PuzzlePool({ store: new MemoryStore(), engine: counting, levels: ['easy'], perLevel: 3 });
  await pool.fill();
  assert.equal(calls.length, 0);
  assert.ok(pool.take('easy'));  // the page's first game
  await pool.fill();
  assert.equal(calls.length, 0);
  assert.equal(pool.awake, false);
  assert.ok(pool.take('easy'));  // the player asks for another: now refill
  assert.equal(pool.awake, true);
  await pool.fill({ maxMisses: 2, pauseMs: 0 });
  assert.ok(calls.length > 0);
  assert.ok(calls.every((o) => o.difficulty === 'easy'));
});
