// The visualizer with problems of the player's own that are too big to draw: the DLX1 text is
// refused before the engine is asked, by what it would cost to draw (items and nodes, in words with
// the limits), and the example on screen stays usable; a problem within the limits is drawn as the
// compact figure, whose element count does not grow with its options, so every Step stays cheap
// (issue 33, finding 3: 240 KB of one-item options used to freeze the page for minutes). Parsing
// itself is linear in the engine (tests/cpp/dlx1_format_tests.cpp).
import { expect, test } from '@playwright/test';
import { openViz } from './viz_helpers.mjs';

async function loadText(page, text) {
  await page.evaluate((s) => { document.getElementById('dlx1-text').value = s; }, text);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

test('a problem over the limits is refused by its items and nodes, not its bytes; a small one still loads after it', async ({ page }) => {
  const errors = await openViz(page);
  await page.locator('#custom-box summary').click();
  // Issue 33's problem: 240 KB, under the old 256 KB limit, 120,002 nodes.
  await loadText(page, `A B\n${'A\n'.repeat(60000)}${'B\n'.repeat(60000)}`);
  await expect(page.getByTestId('error')).toHaveText(/^This problem has 2 items and 120002 nodes \(120000 in its 120000 options, one per item of each\); the visualizer draws problems of up to 500 items and 10000 nodes\./);
  await expect(page.locator('#position')).toContainText('record 0 of');  // the example is still drawn
  const names = Array.from({ length: 600 }, (_, i) => `i${i}`);
  await loadText(page, `${names.join(' ')}\n${names.join('\n')}\n`);
  await expect(page.getByTestId('error')).toHaveText(/^This problem has 600 items and 1200 nodes .* up to 500 items and 10000 nodes\./);
  await loadText(page, 'A B C\nA B\nC\nA\nB C\n');
  await expect(page.getByTestId('error')).toHaveText('');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  expect(errors).toEqual([]);
});

test('a problem at the limits is drawn compact: a bounded number of elements, whatever its options, and it steps', async ({ page }) => {
  const errors = await openViz(page);
  await page.locator('#custom-box summary').click();
  const drawn = async () => page.locator('#structure *').count();
  await loadText(page, `A B\n${'A\n'.repeat(2000)}${'B\n'.repeat(2000)}`);
  await page.waitForFunction(() => globalThis.dlxViz.trace?.options.length === 4000);
  await expect(page.locator('#structure svg.compact')).toHaveCount(1);
  const few = await drawn();
  await loadText(page, `A B\n${'A\n'.repeat(4998)}${'B\n'.repeat(4998)}`);
  await page.waitForFunction(() => globalThis.dlxViz.trace.options.length === 9996);
  await expect(page.locator('#position')).toContainText('of 500000');  // its trace is cut short too
  await expect(page.locator('#truncated')).toBeVisible();
  expect(await drawn()).toBe(few);  // 2.5 times the options, not one element more
  expect(few).toBeLessThan(60);
  // The state is drawn in the paths: once the search goes on past its first option, that option's
  // dot is among the chosen.
  await page.getByTestId('granularity').selectOption('decision');
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.locator('#position')).toContainText('record 12 of 500000');
  await expect(page.locator('#structure path.node-dots.chosen')).toHaveAttribute('d', /^M/);
  expect(errors).toEqual([]);
});
