// app/next_puzzle.js: a slow level's next puzzle, made ahead and kept in the game's Store. What is
// kept comes back once for its choice (level and side) and is then gone; other choices keep
// theirs; a reload (a new Store on the same storage) finds it; damaged or foreign records are
// dropped, never trusted. The puzzles here are the real engine's (a 6×6 killer, quick to make).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Store } from '../../web/game/storage.js';
import { NextPuzzles } from '../../web/app/next_puzzle.js';
import { loadWasmEngine } from './wasm_engine.mjs';

// localStorage as far as Store uses it.
function memoryStorage() {
  const map = new Map();
  return {
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => { map.set(key, String(value)); },
    removeItem: (key) => { map.delete(key); },
  };
}

let engine;
before(async () => {
  ({ engine } = await loadWasmEngine());
});
const made = (seed) => engine.generate({ variant: 'killer', boxRows: 2, boxCols: 3, minimal: true, seed });

test('a puzzle kept for a choice comes back once, whole, and survives a reload; other choices keep theirs', () => {
  const storage = memoryStorage();
  const ahead = new NextPuzzles(new Store({ storage }));
  const first = made(1);
  const second = made(2);
  assert.equal(ahead.take('killer:expert@9'), null);
  ahead.keep('killer:expert@9', first);
  ahead.keep('killer:extreme@9', second);
  assert.equal(ahead.has('killer:expert@9'), true);
  // A reload: a new Store on the same storage.
  const again = new NextPuzzles(new Store({ storage }));
  const taken = again.take('killer:expert@9');
  for (const field of ['puzzle', 'solution', 'variantFields', 'boxRows', 'boxCols', 'clues', 'seed']) assert.deepEqual(taken[field], first[field], field);
  assert.deepEqual(taken.variant.cages, first.variant.cages);
  assert.equal(again.take('killer:expert@9'), null, 'taken once');
  assert.equal(again.take('killer:extreme@9').puzzle, second.puzzle);
});

test('a damaged or foreign record is dropped, not trusted', () => {
  const storage = memoryStorage();
  const store = new Store({ storage });
  const ahead = new NextPuzzles(store);
  store.save('next', { version: 1, puzzles: { 'killer:expert@9': { puzzle: 42, solution: null } } });
  assert.equal(ahead.has('killer:expert@9'), false);
  assert.equal(ahead.take('killer:expert@9'), null);
  assert.equal(ahead.has('killer:expert@9'), false, 'and gone');
  store.save('next', ['not', 'a', 'record']);
  assert.equal(ahead.take('killer:expert@9'), null);
  ahead.keep('killer:expert@9', made(3)); // writes a good record over it
  assert.equal(ahead.has('killer:expert@9'), true);
});
