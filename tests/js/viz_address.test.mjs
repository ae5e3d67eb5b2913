// The visualizer's address (web/viz/address.js): every position of a real trace, at every step
// size, is written as a link and read back to the same position; the old #tour= and #puzzle= links
// still read; every malformed part is refused with a reason, and reading never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { GRANULARITIES, TraceModel } from '../../web/viz/trace_model.js';
import { CellsModel } from '../../web/viz/cells_model.js';
import { PairModel } from '../../web/viz/pair_model.js';
import { KNUTH_MATRIX, queensText } from '../../web/viz/presets.js';
import { formatAddress, parseAddress, positionOf, stepOf } from '../../web/viz/address.js';

const { engine } = await loadWasmEngine();

test('address: every position of matrix (3) and 4 queens, at every step size, reads back to itself', () => {
  for (const [id, text] of [['knuth', KNUTH_MATRIX], ['queens', queensText(4)]]) {
    const model = new TraceModel(engine.exactCoverTrace(text));
    for (const granularity of GRANULARITIES) {
      for (let pos = 0; pos <= model.length; pos++) {
        const at = { granularity, ...stepOf(model, granularity, pos) };
        const hash = formatAddress({ problem: { kind: 'preset', id }, at });
        const read = parseAddress(hash);
        assert.deepEqual(read.problems, [], hash);
        assert.deepEqual(read.problem, { kind: 'preset', id });
        assert.equal(positionOf(model, read.at).pos, pos, `${hash} is record ${pos}`);
      }
    }
  }
});

test('address: Dancing Cells links count its own Steps: every position of matrix (3) and 4 queens reads back', () => {
  for (const [id, text] of [['knuth', KNUTH_MATRIX], ['queens', queensText(4)]]) {
    const cells = new CellsModel(engine.exactCoverCellsTrace(text));
    for (const granularity of GRANULARITIES) {
      for (let pos = 0; pos <= cells.length; pos++) {
        const at = { granularity, ...stepOf(cells, granularity, pos) };
        const hash = formatAddress({ problem: { kind: 'preset', id }, method: 'cells', at });
        assert.match(hash, /&method=cells&at=/);
        const read = parseAddress(hash);
        assert.deepEqual(read.problems, [], hash);
        assert.equal(read.method, 'cells');
        assert.equal(positionOf(cells, read.at).pos, pos, `${hash} is cells record ${pos}`);
      }
    }
  }
  // Dancing Links is the default, left out; cells= is written only side by side.
  const links = formatAddress({ problem: { kind: 'preset', id: 'knuth' }, method: 'links', cellsAt: { granularity: 'link', step: 1, extra: 0 } });
  assert.equal(links, '#preset=knuth');
});

test('address: side by side, each side\'s place reads back, and seekTo reaches it so that Back retraces the way', () => {
  for (const text of [KNUTH_MATRIX, queensText(4)]) {
    const walk = new PairModel(new TraceModel(engine.exactCoverTrace(text)), new CellsModel(engine.exactCoverCellsTrace(text)));
    // Decisions with finer Steps of either side between them: the sides drift apart, as a teacher's may.
    const moves = ['decision', 'link', 'decision', 'cover', 'decision', 'decision', 'link', 'link'];
    for (let k = 0; !walk.atEnd && k < 400; k++) {
      walk.focus = k % 3 === 0 ? 'links' : 'cells';
      walk.step(moves[k % moves.length]);
      const g = moves[(k + 1) % moves.length];
      const hash = formatAddress({
        problem: { kind: 'preset', id: 'knuth' }, method: 'both', finer: walk.focus,
        at: { granularity: g, ...stepOf(walk.links, g, walk.links.pos) }, cellsAt: { granularity: g, ...stepOf(walk.cells, g, walk.cells.pos) },
      });
      const read = parseAddress(hash);
      assert.deepEqual(read.problems, [], hash);
      assert.equal(read.method, 'both');
      assert.equal(read.finer ?? 'cells', walk.focus);
      const opened = new PairModel(new TraceModel(walk.links.trace), new CellsModel(walk.cells.trace));
      opened.seekTo(positionOf(opened.links, read.at).pos, positionOf(opened.cells, read.cellsAt).pos);
      assert.deepEqual([opened.links.pos, opened.cells.pos], [walk.links.pos, walk.cells.pos], hash);
      // Back goes step by step to the start, each side never moving forward.
      let last = [opened.links.pos, opened.cells.pos];
      while (!opened.atStart) {
        opened.back();
        assert.ok(opened.links.pos <= last[0] && opened.cells.pos <= last[1], `${hash}: Back moved forward`);
        assert.notDeepEqual([opened.links.pos, opened.cells.pos], last, `${hash}: Back did nothing`);
        last = [opened.links.pos, opened.cells.pos];
      }
    }
  }
});

test('address: a Step position reads as the n-th Step, e.g. #preset=knuth&at=link:57', () => {
  const model = new TraceModel(engine.exactCoverTrace(KNUTH_MATRIX));
  for (let k = 0; k < 57; k++) model.step('link');
  const hash = formatAddress({ problem: { kind: 'preset', id: 'knuth' }, at: { granularity: 'link', ...stepOf(model, 'link', model.pos) } });
  assert.equal(hash, '#preset=knuth&at=link:57');
  // The spelling of matrix (3) reads as the preset.
  assert.deepEqual(parseAddress('#preset=knuth3&at=link:57').problem, { kind: 'preset', id: 'knuth' });
});

test('address: custom problems, rule and detail survive the round trip; defaults are left out', () => {
  const dlx1 = 'A B | c\nA c\nB\n# a comment & more=1\n';
  const hash = formatAddress({ problem: { kind: 'dlx1', text: dlx1 }, rule: 'leftmost', detail: 'links', defaultDetail: 'links', at: { granularity: 'cover', step: 3, extra: 2 } });
  assert.doesNotMatch(hash, /detail=/);
  const read = parseAddress(hash);
  assert.deepEqual(read, {
    problem: { kind: 'dlx1', text: dlx1 }, rule: 'leftmost', detail: null, notation: null, method: null,
    at: { granularity: 'cover', step: 3, extra: 2 }, cellsAt: null, finer: null, tour: null, problems: [],
  });
  // The paper's notation is the default, left out; TAOCP's is kept.
  assert.doesNotMatch(formatAddress({ problem: { kind: 'preset', id: 'knuth' }, notation: 'paper' }), /notation/);
  const taocp = formatAddress({ problem: { kind: 'preset', id: 'knuth' }, notation: 'taocp', at: { granularity: 'link', step: 20, extra: 0 } });
  assert.equal(taocp, '#preset=knuth&notation=taocp&at=link:20');
  assert.equal(parseAddress(taocp).notation, 'taocp');
  const sudoku = parseAddress(formatAddress({ problem: { kind: 'puzzle', text: '1...' }, detail: 'links', defaultDetail: 'decisions' }));
  assert.equal(sudoku.detail, 'links');
});

test('address: the old links still read: #tour, #tour=N, #puzzle= with a variant\'s fields', () => {
  assert.equal(parseAddress('#tour').tour, 1);
  assert.equal(parseAddress('#tour=4').tour, 4);
  const old = parseAddress('#puzzle=1...&rules=x&box=2x2');
  assert.deepEqual(old.problems, []);
  assert.deepEqual(old.problem, { kind: 'puzzle', text: '1... box=2x2 rules=x' });
});

test('address: every malformed part is refused with its reason, and the rest still reads', () => {
  const cases = [
    ['#preset=nope', 'bad_preset'], ['#preset=', 'bad_preset'], ['#dlx1=%20', 'empty'], ['#at=link', 'bad_at'],
    ['#at=link:-3', 'bad_at'], ['#at=link:1e5', 'bad_at'], ['#at=jump:3', 'bad_granularity'], ['#rule=random', 'bad_rule'],
    ['#detail=all', 'bad_detail'], ['#notation=knuth', 'bad_notation'], ['#tour=two', 'bad_tour'], ['#zoom=3', 'unknown_key'], ['#rules=x', 'variant_without_puzzle'],
    ['#preset=knuth&preset=queens', 'twice'], ['#preset=knuth&dlx1=A', 'two_problems'], ['#at=link:99999999999', 'bad_at'],
    ['#method=dancing', 'bad_method'], ['#cells=link:3', 'side_without_both'], ['#method=cells&cells=link:1', 'side_without_both'],
    ['#method=both&cells=jump:1', 'bad_granularity'], ['#method=both&cells=link', 'bad_at'], ['#finer=links', 'side_without_both'],
    ['#method=both&finer=left', 'bad_finer'],
  ];
  for (const [hash, why] of cases) {
    const read = parseAddress(hash);
    assert.ok(read.problems.some((p) => p.why === why), `${hash}: ${JSON.stringify(read.problems)}`);
    for (const p of read.problems) assert.ok(p.part.length > 0, `${hash}: the part is named`);
  }
  const mixed = parseAddress('#preset=queens&at=nowhere&rule=leftmost');
  assert.deepEqual(mixed.problem, { kind: 'preset', id: 'queens' });
  assert.equal(mixed.rule, 'leftmost');
  assert.equal(mixed.at, null);
  for (const junk of ['%', '#%E0%A4%A', '#&&&=', '#at=link:5.', null, undefined, `#dlx1=${'x'.repeat(100000)}`]) {
    assert.doesNotThrow(() => parseAddress(junk), String(junk).slice(0, 20));
  }
});

test('address: a step past the end of the trace is refused, not clamped', () => {
  const model = new TraceModel(engine.exactCoverTrace(KNUTH_MATRIX));
  const steps = model.stops.link.length - 1;
  assert.equal(positionOf(model, { granularity: 'link', step: steps, extra: 0 }).pos, model.length);
  const past = positionOf(model, { granularity: 'link', step: steps + 1, extra: 0 });
  assert.equal(past.problem.why, 'past_end');
  assert.equal(past.problem.values.count, steps);
  assert.equal(positionOf(model, { granularity: 'decision', step: 1, extra: 10_000 }).problem.why, 'past_step');
});

test('address: a variant Sudoku\'s fields are written as the share link writes them (&rules=x&cages=…)', () => {
  const hash = formatAddress({ problem: { kind: 'puzzle', text: '1...2... rules=x cages=ab,10' } });
  assert.equal(hash, '#puzzle=1...2...&rules=x&cages=ab%2C10');
  assert.equal(parseAddress(hash).problem.text, '1...2... rules=x cages=ab,10');
});
