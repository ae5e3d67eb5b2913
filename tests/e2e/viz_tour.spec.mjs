// The visualizer's guided tour (issue 12): reached and walked to its end by keyboard alone, each
// stop putting the live structure in its state (the example, the position in the engine's trace);
// a "try it" noticed when done; left at any stop with the state kept; in Chinese too; axe-clean
// in light and dark with the tour open.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openViz } from './viz_helpers.mjs';


// The first record of an op in the worker's trace (exact_cover_trace.hpp: 3 cover, 12 step).
const firstOf = (op) => {
  const t = globalThis.dlxViz.trace;
  for (let i = 0; i < t.records.length / t.width; i++) if (t.records[i * t.width] === op) return i;
  return -1;
};

test('the tour, by keyboard alone: opened with Tab and Enter, every stop in its state, a "try it" done, to the end', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = await openViz(page);
  const start = page.getByTestId('tour-start');
  for (let i = 0; i < 30 && !(await start.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  const tour = page.getByTestId('tour');
  await expect(tour).toBeVisible();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 1 of 11');
  await expect(page.locator('#tour-title')).toBeFocused();
  // Stop 1, the list trick: two Steps take A out of the item list; the tour notices.
  await expect(page.getByTestId('tour-try')).toContainText('Try it');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tour-try')).toContainText('Done ✓');
  await expect(page.locator('#structure .header[data-item="1"]')).toHaveClass(/\bout\b/);
  // On to the Next button by Tab, then Enter from stop to stop.
  for (let i = 0; i < 5 && !(await page.getByTestId('tour-next').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(page.getByTestId('tour-next')).toBeFocused();
  const titles = [];
  for (let stop = 2; stop <= 11; stop++) {
    await page.keyboard.press('Enter');
    await expect(page.locator('#tour-progress')).toHaveText(`Guided tour · stop ${stop} of 11`);
    titles.push(await page.locator('#tour-title').textContent());
    if (stop === 4) {
      // The cover stop: matrix (3) just after "choose A", so one Step shows cover(A).
      const at = await page.evaluate(firstOf, 3);
      expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(at);
      await expect(page.getByTestId('narration')).toContainText('choose item A');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('narration')).toContainText('cover(A)');
      await expect(page.getByTestId('tour-try')).toContainText("This is Knuth’s Figure 3");
    }
    if (stop === 8) await expect(page.getByTestId('sudoku-board')).toBeVisible();
    if (stop === 9) {
      // Dancing Cells beside Dancing Links on matrix (3): three decisions are the try-it.
      await expect(page.getByTestId('method')).toHaveValue('both');
      await expect(page.getByTestId('cells-section')).toBeVisible();
      for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('tour-try')).toContainText('Cells finishes with 5 nodes and 27 updates');
      await page.getByTestId('tour-next').focus();
    }
    if (stop === 10) {
      // How big is this search: Estimate, then Run the search, by keyboard; the stop notices.
      await expect(page.getByTestId('preset')).toHaveValue('pentomino');
      await expect(page.getByTestId('tour-try')).toContainText('press Estimate');
      await page.getByTestId('estimate-start').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'estimated', { timeout: 15_000 });
      await page.getByTestId('estimate-run').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('tour-try')).toContainText('Done ✓', { timeout: 30_000 });
      await expect(page.getByTestId('real-nodes')).toHaveText(/^\d+$/);
      await page.getByTestId('tour-next').focus();
    }
    await expect(page.getByTestId('tour-next')).toBeFocused();
  }
  expect(new Set(titles).size).toBe(10);
  await expect(page.getByTestId('tour-next')).toHaveText('Finish the tour');
  await page.keyboard.press('Enter');
  await expect(tour).toBeHidden();
  await expect(start).toBeFocused();
  expect(errors).toEqual([]);
});

test('leave the tour at any stop and keep exploring from there; in Chinese; axe-clean light and dark', async ({ page }) => {
  test.setTimeout(60_000);  // two full axe scans
  await openViz(page);
  await page.getByTestId('tour-start').click();
  await page.getByTestId('tour-next').click();
  await page.getByTestId('tour-next').click();
  await page.getByTestId('tour-next').click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 4 of 11');
  const pos = await page.evaluate(() => globalThis.dlxViz.model.pos);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`), scheme).toEqual([]);
  }
  await page.getByTestId('tour-leave').click();
  await expect(page.getByTestId('tour')).toBeHidden();
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(pos);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBeGreaterThan(pos);
  // In Chinese: the same tour, its own words.
  await page.getByTestId('language').selectOption('zh');
  await page.getByTestId('tour-start').click();
  await expect(page.locator('#tour-progress')).toHaveText('导览 · 第 1 站，共 11 站');
  await expect(page.locator('#tour-title')).toHaveText('诀窍：移出链表，再放回去');
  await expect(page.getByTestId('tour-next')).toHaveText('下一站');
  // A teacher's link: dlx.html#tour=5 opens the tour at the uncover stop.
  await page.goto('dlx.html#tour=5');
  await expect(page.locator('#tour-progress')).toHaveText('导览 · 第 5 站，共 11 站');
  await expect(page.getByTestId('tour-start')).toHaveAttribute('aria-expanded', 'true');
});

test('keyboard: Previous back to the first stop hands the focus to Next; Space on the "Your own problem" summary opens it, it does not play', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('tour-start').click();
  const next = page.getByRole('button', { name: 'Next stop' });
  const prev = page.getByRole('button', { name: 'Previous stop' });
  await next.click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 2 of 11');
  await prev.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 1 of 11');
  await expect(prev).toBeDisabled();
  await expect(next).toBeFocused();
  await page.getByRole('button', { name: 'Leave the tour' }).click();
  const own = page.locator('summary', { hasText: 'Your own problem' });
  const position = await page.locator('#position').textContent();
  await own.focus();
  await page.keyboard.press(' ');
  await expect(own.locator('xpath=..')).toHaveAttribute('open', '');
  await page.waitForTimeout(300);
  await expect(page.locator('#position')).toHaveText(position); // Space did not start Play
});

test('on a 320×640 phone every tour stop fits the width (no sideways scroll) and Step and Next stop are on screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const errors = await openViz(page);
  await page.getByTestId('tour-start').click();
  for (let stop = 1; stop <= 11; stop++) {
    await expect(page.locator('#tour-progress')).toContainText(`stop ${stop} of 11`);
    const fit = await page.evaluate(() => {
      const off = [...document.querySelectorAll('#tour *, .viz-bar *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
        .map((el) => el.id || el.className || el.localName).slice(0, 4);
      return { wide: document.scrollingElement.scrollWidth - innerWidth, off };
    });
    expect(fit, `stop ${stop}`).toEqual({ wide: 0, off: [] });
    await expect(page.getByTestId('step'), `stop ${stop}: Step`).toBeInViewport({ ratio: 1 });
    if (stop < 11) {
      const next = page.getByTestId('tour-next');
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('step'), `stop ${stop}: Step with Next in view`).toBeInViewport({ ratio: 1 });
      await next.click();
    }
  }
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots-tree/'}tour-320.png` });
  expect(errors).toEqual([]);
});
