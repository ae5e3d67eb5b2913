// The starter pool (web/game/starter_pool.js, made by tools/make_starter_pool.mjs) and how
// web/game/pool.js serves it: each starter is a real puzzle of its level (unique, rated at that
// level by the real engine), served after the stored puzzles and once per browser; and the
// background fill stays asleep until the player starts a second game (the first load needs no
// full engine module).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STARTER_POOL } from '../../web/game/starter_pool.js';
import { PuzzlePool } from '../../web/game/pool.js';
import { applySymmetry, randomSymmetry } from '../../web/game/transform.js';
import { solutionProblem } from './sudoku_check.mjs';
import { loadWasmEngine } from './wasm_engine.mjs';
import { LEVELS } from '../../web/engine/engine_names.js';

const { engine } = await loadWasmEngine();

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

// A random source whose every permutation is the identity (Fisher–Yates picks j = i) and that never
// transposes: the starters come out as shipped.
const IDENTITY = () => 0.9999999;

// A seeded random source (mulberry32), so a failure can be replayed.
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('pool: stored puzzles first, then each starter once, remembered across reloads', () => {
  const store = new MemoryStore();
  const pool = new PuzzlePool({ store, engine, levels: LEVELS, random: IDENTITY });
  const stored = engine.generate({ seed: 7, difficulty: 'easy', symmetry: 'rot180' });
  assert.equal(pool.count('easy'), 2);
  assert.equal(pool.add(stored), true);
  assert.equal(pool.count('easy'), 3);
  assert.equal(pool.take('easy').puzzle, stored.puzzle);
  assert.equal(pool.take('easy').puzzle, STARTER_POOL.easy[0].puzzle);
  const reloaded = new PuzzlePool({ store, engine, levels: LEVELS, random: IDENTITY });
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

test('symmetries: every starter, relabelled, turned and shuffled, keeps one solution and its exact rating', () => {
  const random = seeded(20261123);
  for (const level of LEVELS) {
    for (const entry of STARTER_POOL[level]) {
      for (let k = 0; k < 3; k += 1) {
        const symmetry = randomSymmetry(3, random);
        const puzzle = applySymmetry(entry.puzzle, symmetry);
        const solution = applySymmetry(entry.solution, symmetry);
        assert.equal(solutionProblem(solution, 3, 3), '', `${level}: the image of a solution is a solution`);
        for (let i = 0; i < 81; i += 1) if (puzzle[i] !== '.') assert.equal(puzzle[i], solution[i]);
        assert.equal([...puzzle].filter((c) => c !== '.').length, entry.clues);
        const counted = engine.count(puzzle, 2);
        assert.equal(counted.count, 1, `${level}: still exactly one solution`);
        assert.equal(counted.first, solution);
        const rated = engine.rate(puzzle);
        assert.deepEqual([rated.level, rated.score], [level, entry.score], `${level}: the same rating`);
      }
    }
  }
});

test('pool: every first visit gets a different first puzzle of the level chosen, not a shipped one', () => {
  const random = seeded(7);
  const firsts = new Set();
  for (let visit = 0; visit < 6; visit += 1) {
    const pool = new PuzzlePool({ store: new MemoryStore(), engine, levels: LEVELS, random }); // a fresh browser
    const entry = pool.take('medium');
    assert.equal(entry.level, 'medium');
    assert.equal(engine.count(entry.puzzle, 2).first, entry.solution);
    assert.ok(!STARTER_POOL.medium.some((s) => s.puzzle === entry.puzzle));
    firsts.add(entry.puzzle);
  }
  assert.equal(firsts.size, 6);
});
