// The four defects of issue 29, each checked as a learner meets it: the partial solution before
// any choice, the picture against the engine's trace at every link step (arrows only for link
// writes, sizes as numbers, red only for the dead end the trace records, with a key), and the
// phone layout (a control bar on screen, the words beside the figure) with the tour's fixes.
// Expectations come from the trace's records (exact_cover_trace.hpp), never from the page's model.
import { expect, test } from '@playwright/test';
import { openViz, walkLinks } from './viz_helpers.mjs';


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
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 1 of 11');
  await expect(partial).toHaveText('No option chosen yet.');
  await page.getByTestId('language').selectOption('zh');
  await expect(partial).toHaveText('尚未选择任何选项。');
  expect(errors).toEqual([]);
});

async function choosePreset(page, id) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption(id);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}


for (const preset of ['knuth', 'queens', 'sudoku4']) {
  test(`defects 1 and 3, ${preset} at link granularity: every arrow is a link, every size the trace's, red only for the dead end, green exactly the partial solution`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openViz(page);
    if (preset !== 'knuth') await choosePreset(page, preset);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('granularity').selectOption('link');
    const result = await page.evaluate(walkLinks);
    expect(result.bad).toEqual([]);
    expect(result.end).toBe(true);
    if (preset === 'knuth') expect(result.steps).toBe(169);
    expect(result.greenSeen, 'some step shows a partial solution in green').toBeGreaterThan(2);
    expect(errors).toEqual([]);
  });
}

test('defect 3: the figure has a key that names each colour once, red for the dead end only; the Sudoku key and tour agree', async ({ page }) => {
  await openViz(page);
  const key = page.getByTestId('figure-key');
  await expect(key).toBeVisible();
  await expect(key.locator('li')).toHaveCount(10);
  await expect(key.locator('li[data-key="dead"]')).toContainText('✗ dead end');
  // The key's swatch is drawn by the figure's own rules: the same red as a dead-end header.
  const [swatch, figure] = await page.evaluate(async () => {
    const keyRect = document.querySelector('#figure-key li[data-key="dead"] .header.empty rect');
    return [getComputedStyle(keyRect).fill, getComputedStyle(document.querySelector('#figure-key li[data-key="current"] .header rect')).fill];
  });
  expect(swatch).not.toBe(figure);
  // Matrix (3), link step 119: G is at size 0 while B's option B G is about to cover it: no red.
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 0; k < 119; k++) await step(page);
  await expect(page.getByTestId('narration')).toContainText('S[G]');
  await expect(page.locator('#structure .header[data-item="7"] text.size')).toContainText('0');
  await expect(page.locator('#structure .header.empty')).toHaveCount(0);
  // The Sudoku maps: red is the dead end, size 0 is another swatch; the tour's stop says so too.
  await choosePreset(page, 'sudoku9');
  const sizeKey = page.getByTestId('size-key').locator('li');
  await expect(sizeKey.first()).toContainText('✗ dead end');
  const [deadBg, zeroBg] = await page.evaluate(() => ['dead', '0'].map((k) => getComputedStyle(document.querySelector(`#size-key .swatch[data-size="${k}"]`)).backgroundImage + getComputedStyle(document.querySelector(`#size-key .swatch[data-size="${k}"]`)).backgroundColor));
  expect(deadBg).not.toBe(zeroBg);
  await page.goto('dlx.html#tour=8');
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 8 of 11');
  await expect(page.locator('#tour-text')).toContainText('dead end, drawn red with ✗');
  await expect(page.locator('#tour-text')).not.toContainText('A size-0 item is a contradiction');
});

// A press where the finger is: at the Step button's place on the screen. (Playwright's own click
// first scrolls a sticky element to where it would sit unstuck, which a finger never does.)
async function tapStep(page) {
  const [x, y] = await page.locator('#step').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2];
  });
  await page.mouse.click(x, y);
}

// Where an element is on the screen now (viewport coordinates).
const box = (page, selector) => page.locator(selector).first().evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: innerHeight };
});

test('defect 4: on a 390 px phone the step bar stays on screen and the words sit right above the figure', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openViz(page);
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 0; k < 12; k++) await step(page);
  // Scrolled anywhere, from the top to the end of the page, the Step button is on screen.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const y of [0, 600, 1200, pageHeight]) {
    await page.evaluate((to) => scrollTo(0, to), y);
    const b = await box(page, '#step');
    expect(b.top, `Step at scroll ${y}`).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `Step at scroll ${y}`).toBeLessThanOrEqual(b.height);
  }
  // The words scrolled to just below the bar: the figure's item list is on the same screen.
  await page.getByTestId('narration').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const words = await box(page, '#narration');
  const items = await box(page, '#structure .header');
  expect(items.top - words.bottom).toBeLessThan(250);
  expect(items.bottom).toBeLessThanOrEqual(items.height);
  // And the Step in the bar is the one that steps, where it is.
  const before = await page.evaluate(() => globalThis.dlxViz.model.pos);
  await tapStep(page);
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});

test('defect 4: on a phone the tour\'s stop, the words and the figure share one screen, and Step is on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openViz(page);
  await page.getByTestId('tour-start').click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 1 of 11');
  await tapStep(page);
  await tapStep(page);
  await expect(page.getByTestId('tour-try')).toContainText('Done ✓');
  for (const selector of ['#step', '#tour-try', '#narration', '#structure .header[data-item="1"]']) {
    const b = await box(page, selector);
    expect(b.top, selector).toBeGreaterThanOrEqual(0);
    expect(b.bottom, selector).toBeLessThanOrEqual(b.height);
  }
  expect(errors).toEqual([]);
});

test('defect 4: tour stop 2 is the search\'s first uncover, not the end; stop 3\'s zoom try-it turns done', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('tour-start').click();
  // Stop 2: the search's first uncover, soon after stop 1, not its last at the very end.
  await page.getByTestId('tour-next').click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 2 of 11');
  const { pos, firstUncover, length, item } = await page.evaluate(() => {
    const t = globalThis.dlxViz.trace, n = t.records.length / t.width;
    let first = -1;
    for (let i = 0; i < n && first < 0; i++) if (t.records[i * t.width] === 6) first = i;
    return { pos: globalThis.dlxViz.model.pos, firstUncover: first, length: n, item: t.items[t.records[first * t.width + 1] - 1] };
  });
  expect(pos).toBe(firstUncover);
  expect(pos).toBeLessThan(length / 2);
  await expect(page.locator('#tour-text')).toContainText(`uncover(${item})`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tour-try')).toContainText('Done ✓');
  await expect(page.locator(`#structure .header[data-item="${await page.evaluate((name) => globalThis.dlxViz.trace.items.indexOf(name) + 1, item)}"]`)).not.toHaveClass(/\bout\b/);
  // Stop 3: zooming the picture is what its try-it asks, and it is noticed.
  await page.getByTestId('tour-next').click();
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 3 of 11');
  await expect(page.getByTestId('tour-try')).toContainText('Try it');
  await page.locator('#zoom-in').click();
  await expect(page.getByTestId('tour-try')).toContainText('Done ✓');
  expect(errors).toEqual([]);
});
