// node --test: the Share dialog's Solo game IDs (web/game/solo_id.js) are the engine's: every ID
// Debian's sgt-solo generated (tests/data/formats/solo_variants.txt) is read by the real engine
// and written back byte for byte; puzzles Solo cannot hold are refused with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { soloGameId } from '../../web/game/solo_id.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const { engine } = await loadWasmEngine();
const ids = readFileSync(new URL('../data/formats/solo_variants.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#'));

test("solo id: every Solo ID the engine reads (X, jigsaw, killer and their mixes, 4x4 to 9x9) is written back byte for byte", () => {
  assert.ok(ids.length >= 10);
  for (const id of ids) {
    const parsed = engine.parse(id);
    const written = soloGameId({ puzzle: parsed.puzzle, boxRows: parsed.boxRows, boxCols: parsed.boxCols, variant: parsed.variant });
    assert.deepEqual(written, { id }, id);
  }
});

test('solo id: a classic puzzle, and puzzles Solo cannot hold', () => {
  const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const { id } = soloGameId({ puzzle, boxRows: 3, boxCols: 3 });
  assert.equal(engine.parse(id).puzzle, puzzle);
  assert.match(id, /^3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9$/);
  const blank = '.'.repeat(81);
  const v = { diagonals: false, windows: true, regions: [], cages: [] };
  assert.deepEqual(soloGameId({ puzzle: blank, boxRows: 3, boxCols: 3, variant: v }), { reason: 'windoku' });
  const oneCell = { diagonals: false, windows: false, regions: [], cages: [{ sum: 5, cells: [0] }] };
  assert.deepEqual(soloGameId({ puzzle: blank, boxRows: 3, boxCols: 3, variant: oneCell }), { reason: 'single-cage' });
  const partial = { diagonals: false, windows: false, regions: [], cages: [{ sum: 3, cells: [0, 1] }] };
  assert.deepEqual(soloGameId({ puzzle: blank, boxRows: 3, boxCols: 3, variant: partial }), { reason: 'uncaged' });
});
