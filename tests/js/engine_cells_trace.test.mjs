// The Dancing Cells trace through the real WebAssembly module (exactCoverCellsTrace,
// engine/include/dlx/cover/cells_trace.hpp): SSXC1's counters on matrix (3), queens 8 and the
// 3x20 pentominoes; the writes replayed in JS give the engine's own arrays after every step; bad
// options and bad text are refused in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadWasmEngine } from './wasm_engine.mjs';
import { KNUTH_MATRIX, pentominoText, queensText, sudoku4Text } from '../../web/viz/presets.js';

const { engine } = await loadWasmEngine();
const OP = { write: 7, step: 11 };

/** Replays every write onto the initial arrays; at each step record compares them with the engine's. */
function replay(trace) {
  const s = trace.structure;
  const starts = [0, s.set.length, s.set.length + s.loc.length, s.set.length + s.loc.length + s.item.length];
  starts.push(starts[3] + 2);
  const state = Int32Array.from([...s.set, ...s.loc, ...s.item, s.active, 0, ...new Int32Array(s.trail)]);
  assert.equal(state.length, trace.stateWidth);
  const W = trace.width, R = trace.records;
  let steps = 0, badOld = 0, badState = -1;
  for (let i = 0; i < R.length; i += W) {
    if (R[i] === OP.write) {
      const at = starts[R[i + 1]] + R[i + 2];
      if (state[at] !== R[i + 3]) badOld++;
      state[at] = R[i + 4];
    } else if (R[i] === OP.step) {
      const engineState = trace.states.subarray(steps * trace.stateWidth, (steps + 1) * trace.stateWidth);
      if (badState < 0 && !state.every((v, k) => v === engineState[k])) badState = steps;
      steps++;
    }
  }
  return { steps, badOld, badState, last: R.subarray(R.length - W) };
}

for (const [name, text, nodes, updates, solutions] of [
  ['matrix (3)', KNUTH_MATRIX, 5, 27, 1],
  ['queens 6', queensText(6), null, null, 4],
  ['queens 8', queensText(8), 890, 18412, 92],
  ['the L, N, V pentominoes', pentominoText(), null, null, 4],
  ['the 4x4 Sudoku', sudoku4Text(), null, null, 1],
]) {
  test(`${name}: the writes replayed give the engine's arrays after every step; the counters are the search's`, () => {
    const trace = engine.exactCoverCellsTrace(text, { states: true });
    assert.equal(trace.status, 'complete');
    assert.equal(trace.statesTruncated, false);
    assert.equal(trace.solutions, solutions);
    if (nodes !== null) assert.deepEqual([trace.nodes, trace.updates], [nodes, updates], 'SSXC1 prints these');
    const r = replay(trace);
    assert.equal(r.badOld, 0, 'every write\'s old value is what the replay held');
    assert.equal(r.badState, -1, 'the replay equals the engine after every step');
    assert.equal(trace.states.length, r.steps * trace.stateWidth);
    assert.deepEqual([r.last[0], r.last[5], r.last[6]], [OP.step, trace.nodes, trace.updates]);
  });
}

// The figures above and below are what Knuth's SSXC1 prints on the same DLX1 text.
test('the 3x20 pentominoes at decisions detail: SSXC1\'s 9,058 nodes and 8,905,598 updates', () => {
  const pentominoes = readFileSync(new URL('../data/pentomino_3x20.dlx', import.meta.url), 'utf8');
  const big = engine.exactCoverCellsTrace(pentominoes, { detail: 'decisions' });
  assert.deepEqual([big.status, big.truncated, big.solutions, big.nodes, big.updates], ['complete', false, 8, 9058, 8905598]);
  const links = engine.exactCoverCellsTrace(pentominoes, { maxRecords: 200000 });
  assert.equal(links.truncated, true);
});

test('bad options and bad text are refused in words', () => {
  assert.throws(() => engine.exactCoverCellsTrace('A B\nA C\n'), (e) => e.code === 'parse' && /line 2/.test(e.message));
  assert.throws(() => engine.exactCoverCellsTrace(KNUTH_MATRIX, { states: 'yes' }), (e) => e.code === 'argument' && /states/.test(e.message));
  assert.throws(() => engine.exactCoverCellsTrace(KNUTH_MATRIX, { branching: 'random' }), (e) => e.code === 'argument' && /branching/.test(e.message));
  assert.throws(() => engine.exactCoverCellsTrace(KNUTH_MATRIX, 42), (e) => e.code === 'argument');
});
