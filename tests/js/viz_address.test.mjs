// The visualizer's address (web/viz/address.js): every position of a real trace, at every step
// size, is written as a link and read back to the same position; the old #tour= and #puzzle= links
// still read; every malformed part is refused with a reason, and reading never throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { GRANULARITIES, TraceModel } from '../../web/viz/trace_model.js';
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
  assert.deepEqual(read, { problem: { kind: 'dlx1', text: dlx1 }, rule: 'leftmost', detail: null, notation: null, at: { granularity: 'cover', step: 3, extra: 2 }, tour: null, problems: [] });
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
