// "How big is this search?" (issue 32, item 4): the visualizer's estimate panel animates Knuth's
// random probes of the real engine (a bar of degrees per probe, the running mean converging on the
// chart), then "Run the search" puts the real count beside the estimate; a new problem clears it;
// its words come in English and 简体中文; screenshots at 390 and 1280 px, light and dark, and axe.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openViz } from './viz_helpers.mjs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-est/';
const number = (text) => Number(text.replace(/[,\s]/g, ''));

async function choosePreset(page, id) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption(id);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

// The estimate row of a figure as numbers: "1,207 ± 6.1" -> { mean, spread }.
async function estimateOf(page, figure) {
  const [mean, spread] = (await page.getByTestId(`estimate-${figure}`).textContent()).split('±').map(number);
  return { mean, spread };
}

test('matrix (3): the probes play one after another, then the real count stands beside the estimate', async ({ page }) => {
  const errors = await openViz(page);
  const panel = page.getByTestId('estimate');
  await expect(panel).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('estimate-nodes')).toHaveText('–');
  await page.getByTestId('estimate-start').click();
  // 300 probes play over about three seconds: the panel is seen mid-way, then at the end.
  await expect(panel).toHaveAttribute('data-state', 'probing');
  await expect(page.getByTestId('estimate-status')).toContainText(/Probe \d+ of 300/);
  await expect(panel).toHaveAttribute('data-state', 'estimated');
  await expect(page.getByTestId('estimate-status')).toContainText('Probe 300 of 300');
  // Every probe of matrix (3) starts at A, which has 2 options.
  const first = page.locator('#estimate-bar .degree').first();
  await expect(first).toContainText('2');
  await expect(first).toContainText('A');
  await expect(page.locator('#estimate-bar .end')).toHaveCount(1);
  await expect(page.getByTestId('estimate-band')).toHaveCount(1);
  await expect(page.getByTestId('estimate-real-line')).toHaveCount(0);
  await page.getByTestId('estimate-run').click();
  await expect(panel).toHaveAttribute('data-state', 'done');
  // The real search is the trace's: the counters at the end of the trace say the same.
  await page.getByTestId('end').click();
  await expect(page.getByTestId('real-nodes')).toHaveText(await page.getByTestId('nodes').textContent());
  await expect(page.getByTestId('real-updates')).toHaveText(await page.getByTestId('updates').textContent());
  await expect(page.getByTestId('real-solutions')).toHaveText('1');
  await expect(page.getByTestId('estimate-real-line')).toHaveCount(1);
  await expect(page.getByTestId('estimate-verdict')).toContainText('standard errors from the estimate');
  expect(errors).toEqual([]);
});

test('8 queens typed in: the estimate of 1000 probes is within three standard errors of the real count', async ({ page }) => {
  const errors = await openViz(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });  // the probes are shown at once
  const queens = await page.evaluate(async () => (await import('./viz/presets.js')).queensText(8));
  await page.locator('#custom-box summary').click();
  await page.getByTestId('dlx1-text').fill(queens);
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.locator('#load-text').click();
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
  await page.getByTestId('estimate-probes').selectOption('1000');
  await page.getByTestId('estimate-start').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'estimated');
  await page.getByTestId('estimate-run').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'done');
  expect(number(await page.getByTestId('real-solutions').textContent())).toBe(92);
  const real = number(await page.getByTestId('real-nodes').textContent());
  const { mean, spread } = await estimateOf(page, 'nodes');
  expect(spread).toBeGreaterThan(0);
  expect(Math.abs(mean - real)).toBeLessThanOrEqual(3 * spread);
  await expect(page.getByTestId('estimate-verdict')).toContainText('within its spread');
  expect(errors).toEqual([]);
});

test('another problem clears the panel; the panel speaks 简体中文', async ({ page }) => {
  const errors = await openViz(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByTestId('estimate-start').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'estimated');
  await choosePreset(page, 'queens');
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('estimate-nodes')).toHaveText('–');
  await expect(page.locator('#estimate-bar .degree')).toHaveCount(0);
  await page.getByTestId('language').selectOption('zh');
  await expect(page.locator('#estimate-title')).toHaveText('这次搜索有多大？');
  await page.getByTestId('estimate-start').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'estimated');
  await expect(page.getByTestId('estimate-status')).toContainText('次探测');
  await expect(page.getByTestId('estimate-start')).toHaveText('估计');
  expect(errors).toEqual([]);
});

test('screenshots and axe: a hard Sudoku estimated and run, at 390 and 1280 px, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = await openViz(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await choosePreset(page, 'sudoku9');
  await page.getByTestId('estimate-probes').selectOption('1000');
  await page.getByTestId('estimate-start').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'estimated');
  await page.getByTestId('estimate-run').click();
  await expect(page.getByTestId('estimate')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('real-solutions')).toHaveText('1');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]]) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('estimate').scrollIntoViewIfNeeded();
      await page.getByTestId('estimate').screenshot({ path: `${SHOTS}estimate-${device}-${scheme}.png` });
      await page.screenshot({ path: `${SHOTS}page-${device}-${scheme}.png` });
      const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth);
      expect(overflow, `${device} ${scheme}: no sideways scroll`).toBe(false);
    }
    const results = await axeBuilder(page).include('#estimate').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
  }
  expect(errors).toEqual([]);
});
