// TAOCP's notation as an option (issue 29, item 7): the words, the code panel (with Algorithm X's
// steps X1–X8) and the formulas in TAOCP 7.2.2.1's names, and cover in TAOCP's order (hide the
// options, then unlink the item), read from the engine's own trace; every link step of matrix (3)
// and 4-queens checked as the defects test does; a step link keeps the notation, the page
// remembers it, and DLX1's counters stay the same.
import { expect, test } from '@playwright/test';
import { openViz, shown, walkLinks } from './viz_helpers.mjs';

async function chooseNotation(page, notation) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('notation').selectOption(notation);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

const step = (page) => page.getByRole('button', { name: 'Step', exact: true }).click();

test('TAOCP notation: names, code with X1–X8, and cover hides before it unlinks, as the engine traced it', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('granularity').selectOption('link');
  // The paper's order first: cover(A)'s first write is R[L[A]] ← R[A].
  await step(page);
  await step(page);
  await expect(page.getByTestId('narration')).toContainText('R[L[A]] ← R[A]');
  await expect(page.getByTestId('code')).toContainText('R[L[c]] ← R[c]');
  await chooseNotation(page, 'taocp');
  const code = page.getByTestId('code');
  for (const label of ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']) await expect(code).toContainText(label);
  await expect(code).toContainText('RLINK(l) ← r');
  await expect(code).toContainText('LEN(x) ← LEN(x) − 1');
  await expect(code).not.toContainText('R[L[c]]');
  // The engine's records: the first cover's hides come before its unlink.
  const order = await page.evaluate(() => {
    const { trace } = globalThis.dlxViz, W = trace.width, R = trace.records;
    const ops = [];
    const first = [...Array(R.length / W).keys()].find((i) => R[i * W] === 3);
    for (let i = first; ops.length < 12 && i < R.length / W; i++) if (R[i * W] !== 7) ops.push(R[i * W]);
    return { order: trace.order, ops, nodes: trace.nodes, updates: trace.updates };
  });
  expect(order.order).toBe('taocp');
  expect(order.ops.slice(0, 5)).toEqual([3, 4, 4, 4, 13]);  // cover(A), three hides, unlink(A)
  expect([order.nodes, order.updates]).toEqual([6, 30]);  // DLX1's counters, unchanged
  // Stepping: the words follow that order, in TAOCP's names (the new trace opened at the start).
  await expect(page.locator('#position')).toContainText(/record 0 of/);
  const words = [];
  for (let k = 0; k < 12; k++) {
    await step(page);
    words.push(await page.getByTestId('narration').textContent());
  }
  const firstHide = words.findIndex((w) => w.includes('DLINK(ULINK('));
  const unlink = words.findIndex((w) => w.includes('RLINK(LLINK(A)) ← RLINK(A)'));
  expect(firstHide).toBeGreaterThan(0);
  expect(unlink).toBeGreaterThan(firstHide);
  expect(words.join(' ')).not.toMatch(/\b[LRUDS]\[/);
  await expect(page.locator('#code li.current')).toHaveAttribute('data-line', 'cover-c');
  await page.getByTestId('end').click();
  await expect(page.getByTestId('nodes')).toHaveText('6');
  await expect(page.getByTestId('updates')).toHaveText('30');
  expect(errors).toEqual([]);
});

for (const preset of ['knuth', 'queens']) {
  test(`TAOCP order, ${preset} at link granularity: every arrow is a link, every size the trace's, green the partial solution`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openViz(page, `#preset=${preset}&notation=taocp`, { atStart: false });
    await expect(page.getByTestId('notation')).toHaveValue('taocp');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('granularity').selectOption('link');
    const result = await page.evaluate(walkLinks);
    expect(result.bad).toEqual([]);
    expect(result.end).toBe(true);
    // The paper's matrix (3) has 169 link steps; TAOCP's order has the same writes, so as many.
    if (preset === 'knuth') expect(result.steps).toBe(169);
    expect(errors).toEqual([]);
  });
}

test('a step link keeps the notation and reopens it; the page remembers the choice; a link without one is the paper\'s', async ({ page, browser }) => {
  const errors = await openViz(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });  // no link caught mid-slide on either page
  await chooseNotation(page, 'taocp');
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 0; k < 20; k++) await step(page);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#preset=knuth&notation=taocp&at=link:20');
  const byHand = await shown(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.emulateMedia({ reducedMotion: 'reduce' });
  const otherErrors = await openViz(other, 'dlx.html#preset=knuth&notation=taocp&at=link:20', { atStart: false });
  await expect(other.getByTestId('notation')).toHaveValue('taocp');
  await expect(other.locator('#position')).toHaveText(byHand.position);
  expect(await shown(other)).toEqual(byHand);
  // A plain link in that fresh browser (nothing remembered there) is the paper's.
  await other.goto('dlx.html#preset=knuth&at=link:2');
  await expect(other.getByTestId('narration')).toContainText('R[L[A]] ← R[A]');
  expect(otherErrors).toEqual([]);
  await fresh.close();
  // Here the choice was remembered: a plain visit opens in TAOCP's notation.
  await page.goto('dlx.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('notation')).toHaveValue('taocp');
  await expect(page.getByTestId('code')).toContainText('X4 [Cover i.]');
  // And in Chinese the formulas keep TAOCP's names.
  await page.getByTestId('language').selectOption('zh');
  await page.getByTestId('granularity').selectOption('link');
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await expect(page.getByTestId('narration')).toContainText('DLINK(ULINK(');
  expect(errors).toEqual([]);
});

test('the figure\'s key and the structure\'s description name the links in the chosen notation, in both languages', async ({ page }) => {
  const errors = await openViz(page);
  const live = page.locator('#figure-key [data-key="live"]');
  const desc = page.locator('#structure-desc');
  await expect(live).toContainText('R, L above and below');
  await expect(desc).toContainText('R above L along the item list');
  await chooseNotation(page, 'taocp');
  await expect(live).toContainText('RLINK, LLINK above and below the item list; DLINK, ULINK beside a column');
  await expect(desc).toContainText('RLINK above LLINK along the item list, DLINK on the left and ULINK on the right');
  await expect(desc).toContainText('LEN');
  await expect(desc).toContainText('TOP');
  await page.getByTestId('language').selectOption('zh');
  await expect(live).toContainText('RLINK、LLINK 在项列表上方和下方；DLINK、ULINK 在列旁边');
  await expect(desc).toContainText('项列表上 RLINK 在上、LLINK 在下');
  // Back to the paper's notation: its single letters again, still in Chinese.
  await chooseNotation(page, 'paper');
  await expect(live).toContainText('R、L 在项列表上方和下方');
  await expect(desc).toContainText('项列表上 R 在上、L 在下');
  expect(errors).toEqual([]);
});

test('screenshots: TAOCP notation at 390 and 1280 px, light and dark', async ({ page }) => {
  const shots = process.env.SHOTS_DIR ?? '/tmp/shots-tree/';
  const errors = await openViz(page, '#preset=knuth&notation=taocp&at=link:14', { atStart: false });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [device, width] of [['phone', 390], ['desktop', 1280]]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('code').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}taocp-${device}-${scheme}.png` });
      expect(await page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth), `${device} ${scheme}`).toBe(false);
    }
  }
  expect(errors).toEqual([]);
});
