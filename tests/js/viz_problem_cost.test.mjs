// The visualizer's cost of a DLX1 text of your own (web/viz/problem_cost.js): counted as the engine
// reads the text, so the page refuses a problem by its items and nodes rather than its bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dlx1Cost, MAX_DRAWN_ITEMS, MAX_DRAWN_NODES, overLimits } from '../../web/viz/problem_cost.js';

test('dlx1Cost: items, options and nodes, skipping comments and blank lines, any line ending', () => {
  const text = '| a comment A B C\r\n\r\nA B | x\r\n  | indented comment\nA x\rB\n\nA B\n';
  assert.deepEqual(dlx1Cost(text), { items: 3, options: 3, entries: 5, nodes: 8 });
  assert.deepEqual(dlx1Cost(''), { items: 0, options: 0, entries: 0, nodes: 0 });
});

test('the 240 KB problem of issue 33 is over the limits; one just inside them is not', () => {
  const big = `A B\n${'A\n'.repeat(60000)}${'B\n'.repeat(60000)}`;
  assert.ok(big.length < 256 * 1024);  // it passed the old byte limit
  const over = overLimits(dlx1Cost(big));
  assert.deepEqual(over, { items: 2, options: 120000, entries: 120000, nodes: 120002, maxItems: MAX_DRAWN_ITEMS, maxNodes: MAX_DRAWN_NODES });
  const items = Array.from({ length: MAX_DRAWN_ITEMS + 1 }, (_, i) => `i${i}`);
  assert.equal(overLimits(dlx1Cost(`${items.join(' ')}\n${items.join('\n')}\n`)).items, MAX_DRAWN_ITEMS + 1);
  assert.equal(overLimits(dlx1Cost(`A B\n${'A\n'.repeat(MAX_DRAWN_NODES - 2)}`)), null);
});
