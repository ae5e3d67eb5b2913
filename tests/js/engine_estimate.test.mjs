// estimateSearch on the real WebAssembly module: Knuth's random probes (engine/bindings/estimate.cpp)
// give paths the search would take, running means that are the means of the probes so far, an
// estimate within its reported spread of the real search's counters, and refusals in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { HARD_SUDOKU, KNUTH_MATRIX, queensText } from '../../web/viz/presets.js';

const { engine } = await loadWasmEngine();

test('matrix (3): every probe starts at A (2 options) and the running mean is the mean so far', () => {
  const r = engine.estimateSearch(KNUTH_MATRIX, { probes: 40, seed: 3 });
  assert.equal(r.probes.length, 40);
  let sum = 0;
  r.probes.forEach((p, i) => {
    assert.deepEqual({ item: p.path[0].item, size: p.path[0].size }, { item: 'A', size: 2 });
    assert.ok([1, 3].includes(p.path[0].option), 'A D G or A D');
    sum += p.nodes;
    assert.ok(Math.abs(p.mean.nodes - sum / (i + 1)) < 1e-9);
  });
  assert.equal(r.mean.nodes, r.probes.at(-1).mean.nodes);
  // Both paths of matrix (3) are met, so the probes' estimates differ and the spread is positive.
  assert.ok(r.stderr.nodes > 0);
});

test('the same seed gives the same probes; another seed other probes', () => {
  const a = engine.estimateSearch(queensText(8), { probes: 30, seed: 5 });
  const b = engine.estimateSearch(queensText(8), { probes: 30, seed: 5 });
  const c = engine.estimateSearch(queensText(8), { probes: 30, seed: 6 });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a.probes.map((p) => p.nodes), c.probes.map((p) => p.nodes));
});

for (const [name, text, kind] of [['queens 8', queensText(8), 'dlx1'], ['a hard Sudoku', HARD_SUDOKU, 'sudoku']]) {
  test(`${name}: the mean of 2,000 probes is within 3 standard errors of the real search`, () => {
    const r = engine.estimateSearch(text, { kind, probes: 2000, seed: 11, run: true });
    assert.equal(r.real.complete, true);
    for (const f of ['nodes', 'updates', 'solutions']) {
      assert.ok(Math.abs(r.mean[f] - r.real[f]) <= 3 * r.stderr[f] + 1e-9,
        `${f}: ${r.mean[f]} +- ${r.stderr[f]} vs real ${r.real[f]}`);
    }
  });
}

test('the real run follows the branching rule asked for, as the trace does', () => {
  const leftmost = engine.estimateSearch(queensText(6), { probes: 0, run: true, branching: 'leftmost' });
  const trace = engine.exactCoverTrace(queensText(6), { branching: 'leftmost', detail: 'decisions' });
  assert.equal(leftmost.real.nodes, trace.nodes);
  assert.equal(leftmost.real.updates, trace.updates);
  assert.equal(leftmost.probes.length, 0);
});

test('bad input is refused with what, where and why', () => {
  const refusal = (text, options) => {
    try {
      engine.estimateSearch(text, options);
    } catch (e) {
      return e;
    }
    assert.fail('accepted');
  };
  const probes = refusal(KNUTH_MATRIX, { probes: 0 });
  assert.equal(probes.code, 'argument');
  assert.match(probes.message, /probes/);
  assert.equal(refusal(KNUTH_MATRIX, { probes: 10001 }).code, 'argument');
  assert.match(refusal(KNUTH_MATRIX, { kind: 'chess' }).message, /kind.*"dlx1" or "sudoku"/);
  assert.match(refusal('A B\nA C\n').message, /line 2/);
  assert.equal(refusal('11' + '.'.repeat(79), { kind: 'sudoku' }).code, 'conflict');
});
