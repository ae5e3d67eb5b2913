// The Dancing Cells view's models (web/viz/cells_model.js, pair_model.js) on traces from the real
// WASM engine (exactCoverCellsTrace): the arrays the model replays equal the engine's own after
// every step record, forward then back at every step size retraces the same states, the counters
// are SSXC1's, and side by side Back returns both methods exactly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { CELLS_OP, CellsModel } from '../../web/viz/cells_model.js';
import { PairModel } from '../../web/viz/pair_model.js';
import { GRANULARITIES, TraceModel } from '../../web/viz/trace_model.js';
import { KNUTH_MATRIX, pentominoText, queensText, sudoku4Text } from '../../web/viz/presets.js';

const { engine } = await loadWasmEngine();

const PROBLEMS = [
  ['matrix (3)', KNUTH_MATRIX], ['queens 6', queensText(6)], ['queens 8', queensText(8)],
  ['pentominoes (the preset)', pentominoText(3, 5)], ['4x4 Sudoku', sudoku4Text()],
];

test('matrix (3): SSXC1 takes 5 nodes and 27 updates for its one solution', () => {
  const model = new CellsModel(engine.exactCoverCellsTrace(KNUTH_MATRIX));
  model.seek(model.length);
  assert.deepEqual(model.counters(), { nodes: 5, updates: 27, solutions: 1 });
});

test('the model\'s arrays equal the engine\'s at every step record, and the end counters the trace\'s', () => {
  for (const [name, text] of PROBLEMS) {
    const trace = engine.exactCoverCellsTrace(text, { states: true });
    const model = new CellsModel(trace);
    const width = trace.stateWidth;
    let k = 0;
    for (let i = 0; i < model.length; i++) {
      if (model.op(i) !== CELLS_OP.step) continue;
      model.seek(i + 1);
      const engineState = Array.from(trace.states.subarray(k * width, (k + 1) * width));
      assert.deepEqual(Array.from(model.state()), engineState, `${name}: step record ${k}`);
      k++;
    }
    assert.equal(k * width, trace.states.length, `${name}: a state for every step record`);
    assert.ok(k > 10, `${name}: the search took steps`);
    model.seek(model.length);
    assert.deepEqual(model.counters(), { nodes: trace.nodes, updates: trace.updates, solutions: trace.solutions }, name);
  }
});

test('forward then back at every step size retraces the same states, to the start', () => {
  for (const [name, text] of PROBLEMS) {
    const model = new CellsModel(engine.exactCoverCellsTrace(text));
    const start = Array.from(model.state());
    for (const g of GRANULARITIES) {
      model.seek(0);
      const states = [model.state().join()];
      while (!model.atEnd) {
        model.step(g);
        states.push(model.state().join());
      }
      for (let k = states.length - 2; k >= 0; k--) {
        model.back(g);
        assert.equal(model.state().join(), states[k], `${name}, ${g}, state ${k}`);
      }
      assert.equal(model.pos, 0);
      assert.deepEqual(Array.from(model.state()), start, `${name}, ${g}: back at the start`);
    }
  }
});

test('a link step is one write or one swap with its writes; a cover step a whole hide(i)', () => {
  const model = new CellsModel(engine.exactCoverCellsTrace(queensText(6)));
  const writes = (from, to) => { let n = 0; for (let i = from; i < to; i++) n += model.op(i) === CELLS_OP.write; return n; };
  let swaps = 0;
  while (!model.atEnd) {
    const from = model.pos;
    model.step('link');
    const ops = [];
    for (let i = from; i < model.pos; i++) ops.push(model.op(i));
    const hides = ops.filter((op) => op === CELLS_OP.hide).length;
    assert.ok(hides <= 1, `at most one swap per link step (at ${from})`);
    if (hides) {
      swaps++;
      assert.equal(writes(from, model.pos), 7, 'a hide comes with its seven writes');
    }
    if (ops.includes(CELLS_OP.deactivate)) assert.equal(writes(from, model.pos), 5, 'a deactivate with its five writes');
  }
  assert.ok(swaps > 100);
  model.seek(0);
  while (!model.atEnd) {
    const from = model.pos;
    model.step('cover');
    const next = model.pos < model.length ? model.op(model.pos) : -1;
    assert.notEqual(next, CELLS_OP.hide, `a cover step never stops inside hide(i) (at ${from})`);
  }
});

test('side by side: each decision moves both, Cells waits out Links\' late dead ends, Back returns both exactly', () => {
  let realignments = 0;
  for (const [name, text] of PROBLEMS.filter(([n]) => n !== 'queens 8')) {
    const links = new TraceModel(engine.exactCoverTrace(text));
    const cells = new CellsModel(engine.exactCoverCellsTrace(text));
    const pair = new PairModel(links, cells);
    const seen = [];
    let waits = 0, waited = false, realigned = 0;
    while (!pair.atEnd) {
      const before = [links.decisionsDone(), cells.decisionsDone()];
      seen.push([links.pos, cells.pos]);
      const wait = pair.cellsWaits();
      pair.step('decision');
      waits += wait;
      // Once Links has spent its two decisions on the dead end, both make the same next move
      // (the next option at that level, or back up from it): the wait put them back in step.
      // (Where a tie went to different items the trees differ, and so may the next move.)
      const samePath = Array.from(links.chosen.subarray(0, links.depth + 1)).every((item, k) => item === cells.chosen[k]);
      if (waited && !wait && samePath && !links.atEnd && !cells.atEnd) {
        const l = links.lastDecision();
        let c = cells.lastDecision();
        if (cells.op(c) === CELLS_OP.deadEnd) c = cells.lastDecision(c);  // its try failed while hiding
        assert.deepEqual([cells.op(c), cells.field(c, 1)], [links.op(l), links.field(l, 1)], `${name}: in step again after a wait`);
        realigned++;
      }
      waited = wait;
      assert.equal(links.decisionsDone(), Math.min(before[0] + 1, links.stops.decision.length - 1), `${name}: Links moved one decision`);
      assert.equal(cells.decisionsDone(), wait ? before[1] : Math.min(before[1] + 1, cells.stops.decision.length - 1), `${name}: Cells moved one, or waited`);
    }
    assert.equal(links.counters().nodes, engine.exactCoverTrace(text).nodes, `${name}: Links to its end`);
    assert.equal(cells.counters().nodes, cells.trace.nodes, `${name}: Cells to its end`);
    for (let k = seen.length - 1; k >= 0; k--) {
      pair.back('decision');
      assert.deepEqual([links.pos, cells.pos], seen[k], `${name}: back to press ${k}`);
    }
    assert.ok(pair.atStart);
    if (name === 'matrix (3)') assert.ok(waits > 0, 'matrix (3): Cells sees a dead end one level earlier at least once');
    realignments += realigned;
  }
  assert.ok(realignments > 0, 'somewhere the two searches agree on the path and a wait puts them back in step');
});
