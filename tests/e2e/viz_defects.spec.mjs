// The four defects of issue 29, each checked as a learner meets it: the partial solution before
// any choice, the picture against the engine's trace at every link step (arrows only for link
// writes, sizes as numbers, red only for the dead end the trace records, with a key), and the
// phone layout (a control bar on screen, the words beside the figure) with the tour's fixes.
// Expectations come from the trace's records (exact_cover_trace.hpp), never from the page's model.
import { expect, test } from '@playwright/test';

async function openViz(page, hash = '') {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`dlx.html${hash}`);
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  return errors;
}

const step = (page) => page.getByRole('button', { name: 'Step', exact: true }).click();

test('defect 2: before the first option is tried the partial solution says nothing is chosen yet, not that every choice was undone', async ({ page }) => {
  const errors = await openViz(page);
  const partial = page.getByTestId('partial');
  // Matrix (3), link steps 1-12: choose A and cover(A); no option is tried before step 13.
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 1; k <= 12; k++) {
    await step(page);
    await expect(partial, `link step ${k}`).toHaveText('No option chosen yet.');
  }
  await step(page);  // step 13: try A D G
  await expect(partial).toHaveText(/^O0: /);
  // Cover steps 1-2 and decision step 1.
  for (const [granularity, steps] of [['cover', 2], ['decision', 1]]) {
    await page.getByTestId('reset').click();
    await page.getByTestId('granularity').selectOption(granularity);
    for (let k = 1; k <= steps; k++) {
      await step(page);
      await expect(partial, `${granularity} step ${k}`).toHaveText('No option chosen yet.');
    }
  }
  // At the end the search has undone every choice: that sentence is kept for then.
  await page.getByTestId('end').click();
  await expect(partial).toHaveText('None: the search has undone every choice.');
  // Tour stop 1, and in Chinese.
  await page.getByTestId('tour-start').click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 1 of 9');
  await expect(partial).toHaveText('No option chosen yet.');
  await page.getByTestId('language').selectOption('zh');
  await expect(partial).toHaveText('尚未选择任何选项。');
  expect(errors).toEqual([]);
});
