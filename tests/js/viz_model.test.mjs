// The visualizer's model (web/viz/trace_model.js) on traces from the real WASM engine: stepping
// forward and back at every granularity is exact, the counters are the engine's, solutions read
// in the CLI's order, and the Sudoku export gives the same search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { GRANULARITIES, OP, TraceModel } from '../../web/viz/trace_model.js';
import { HARD_SUDOKU, KNUTH_MATRIX, PRESETS, queensText } from '../../web/viz/presets.js';
import { sudokuDlx1, traceJson } from '../../web/viz/export.js';

const { engine } = await loadWasmEngine();

const snapshot = (m) => Object.fromEntries(['prev', 'next', 'up', 'down', 'size'].map((k) => [k, Array.from(m.links[k])]));

test('matrix (3): the trace ends with the CLI figures and the one cover in choice order', () => {
  const trace = engine.exactCoverTrace(KNUTH_MATRIX);
  const model = new TraceModel(trace);
  model.seek(model.length);
  assert.deepEqual(model.counters(), { nodes: 6, updates: 30, solutions: 1 });
  const solution = [...Array(model.length).keys()].find((i) => model.op(i) === OP.solution);
  assert.deepEqual(model.solutionAt(solution).map((k) => trace.options[k]), ['A D', 'C E F', 'B G']);
  assert.ok(model.isInitial(), 'a complete search leaves the structure as it found it');
});

test('every preset: stepping forward then back at each granularity retraces the same states', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    for (const g of GRANULARITIES) {
      model.seek(0);
      const states = [snapshot(model)];
      while (!model.atEnd) {
        model.step(g);
        states.push(snapshot(model));
      }
      for (let k = states.length - 2; k >= 0; k--) {
        model.back(g);
        assert.deepEqual(snapshot(model), states[k], `${preset.id}, ${g}, state ${k}`);
      }
      assert.equal(model.pos, 0);
      assert.ok(model.isInitial(), `${preset.id}, ${g}: back at the start`);
    }
  }
});

test('the covered items never appear in the active list, and sizes equal column lengths', () => {
  const model = new TraceModel(engine.exactCoverTrace(queensText(4)));
  while (!model.atEnd) {
    model.step('link');
    const active = new Set(model.activeItems());
    for (let i = 1; i <= model.trace.primary; i++) assert.equal(active.has(i), model.covered[i] === 0, `item ${i} at ${model.pos}`);
    for (let i = 1; i <= model.itemCount; i++) assert.equal(model.columnNodes(i).length, model.links.size[i]);
  }
});

test('leftmost and fewest-options branching find the same covers with different trees', () => {
  const fewest = engine.exactCoverTrace(queensText(4), { branching: 'fewest' });
  const leftmost = engine.exactCoverTrace(queensText(4), { branching: 'leftmost' });
  assert.equal(fewest.solutions, 2);
  assert.equal(leftmost.solutions, 2);
  // A has three options and B one: leftmost branches three ways at the root, MRV does not.
  const text = 'A B\nA\nA\nA\nB\n';
  assert.equal(engine.exactCoverTrace(text, { branching: 'fewest' }).nodes, 5);
  assert.equal(engine.exactCoverTrace(text, { branching: 'leftmost' }).nodes, 7);
});

test('bad input is refused by the engine with a position', () => {
  assert.throws(() => engine.exactCoverTrace('A B\nA C\n'), (e) => e.code === 'parse' && /line 2/.test(e.message));
  assert.throws(() => engine.exactCoverTrace(KNUTH_MATRIX, { branching: 'random' }), (e) => e.code === 'argument');
  assert.throws(() => engine.sudokuTrace('11' + '.'.repeat(79)), (e) => e.code === 'conflict');
});

test('a hard Sudoku: decision steps replay sizes exactly, and its DLX1 export gives the same search', () => {
  const trace = engine.sudokuTrace(HARD_SUDOKU);
  assert.equal(trace.detail, 'decisions');
  const model = new TraceModel(trace);
  const sizes = [Array.from(model.links.size)];
  while (!model.atEnd) {
    model.step('decision');
    sizes.push(Array.from(model.links.size));
  }
  assert.equal(model.counters().solutions, 1);
  for (let k = sizes.length - 2; k >= 0; k -= 97) {
    model.seek(model.stops.decision[k]);
    assert.deepEqual(Array.from(model.links.size), sizes[k]);
  }
  const counted = engine.count(HARD_SUDOKU, 0);
  assert.equal(trace.nodes, counted.nodes);
  assert.equal(trace.updates, counted.updates);
  const again = engine.exactCover(sudokuDlx1(trace));
  assert.equal(again.count, 1);
  assert.equal(again.nodes, trace.nodes);
  assert.equal(again.updates, trace.updates);
  const json = JSON.parse(traceJson(engine.exactCoverTrace(KNUTH_MATRIX)));
  assert.equal(json.records[0][0], 'choose');
});

test('a hard Sudoku at links detail is the same search: same decisions, same sizes at each of them', () => {
  const coarse = new TraceModel(engine.sudokuTrace(HARD_SUDOKU));
  const fine = new TraceModel(engine.sudokuTrace(HARD_SUDOKU, { detail: 'links' }));
  assert.equal(fine.trace.detail, 'links');
  assert.ok(fine.length > coarse.length, 'links detail writes every link');
  assert.equal(fine.stops.decision.length, coarse.stops.decision.length);
  const last = coarse.stops.decision.length - 1;
  for (const d of [0, 1, 7, Math.floor(last / 2), last]) {
    coarse.seekDecision(d);
    fine.seekDecision(d);
    assert.equal(fine.decisionsDone(), d);
    assert.deepEqual(Array.from(fine.links.size), Array.from(coarse.links.size), `sizes after decision ${d}`);
    assert.deepEqual(fine.counters(), coarse.counters(), `counters after decision ${d}`);
    assert.deepEqual(fine.partialSolution(), coarse.partialSolution());
  }
  fine.seek(0);
  assert.ok(fine.isInitial());
});

test('the tree count is the number of choose, try, solution and dead-end records before a position', () => {
  const model = new TraceModel(engine.sudokuTrace(HARD_SUDOKU));
  const tree = new Set([OP.choose, OP.tryOption, OP.solution, OP.deadEnd]);
  for (const pos of [0, 1, 500, Math.floor(model.length / 3), model.length]) {
    let count = 0;
    for (let i = 0; i < pos; i++) if (tree.has(model.op(i))) count++;
    assert.equal(model.treeCount(pos), count, `at ${pos}`);
    const last = model.treeEvents(pos, 5);
    assert.ok(last.length === Math.min(5, count) && last.every((i) => i < pos && tree.has(model.op(i))));
  }
});
