// Variants in the visualizer (dlx.html), in real Chromium on the real engine: a variant's rule is
// just more items, so each kind of item gets its own map (diagonal-, region-, window-digit, and the
// cages drawn where they lie), the board shows the rule (diagonals, region borders, cages with their
// sums), the search runs to its one solution, the words follow a language switch, axe finds
// nothing. Puzzles are Solo's own game IDs (tests/data/formats/solo_variants.txt). Screenshots of
// the killer X view at 390 and 1280 px, light and dark, go to test-results/screenshots/viz-variant-*.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { shareUrl } from '../../web/game/share.js';
import { openGame } from './game_helpers.mjs';

const SOLO = Object.fromEntries(readFileSync(new URL('../data/formats/solo_variants.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => [line.slice(0, line.indexOf(':')), line]));

async function openPuzzle(page, hash) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`dlx.html#${hash}`);
  await expect(page.getByTestId('sudoku-board')).toBeVisible();
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  return errors;
}

const mapKinds = (page) => page.locator('#maps figure').evaluateAll((figs) => figs.map((f) => f.className.replace('item-map map-', '')));
const captions = (page) => page.locator('#maps figcaption').allTextContents();

test('killer X by link: its diagonals and cages are maps of their own, the board draws them, the search ends solved', async ({ page }) => {
  const errors = await openPuzzle(page, `puzzle=${encodeURIComponent(SOLO['3x3xk'])}`);
  expect(await mapKinds(page)).toEqual(['cell', 'row', 'column', 'box', 'diagonal', 'cage']);
  expect(await captions(page)).toEqual(expect.arrayContaining(['Diagonal has digit: diagonal ↓, digit →', 'Cage filled: each cage where it lies']));
  // The heading counts the items the maps draw (a cage is drawn in each of its cells, counted once).
  const items = await page.locator('#maps [data-item]').evaluateAll((cells) => new Set(cells.map((c) => c.dataset.item)).size);
  await expect(page.locator('#maps-title')).toHaveText(`The ${items} items, coloured by size`);
  const trace = await page.evaluate(() => ({ items: globalThis.dlxViz.trace.items.length, cages: globalThis.dlxViz.trace.cages }));
  expect(items).toBe(trace.items);
  // The diagonal map: 2 diagonals x 9 digits, square cells.
  await expect(page.locator('.map-diagonal .map-grid span')).toHaveCount(18);
  // Every cage's sum is written once on the board, in its first cell; every caged cell is outlined.
  const sums = await page.locator('#sudoku-board [data-sum]').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sum)));
  expect(sums.sort((a, b) => a - b)).toEqual(trace.cages.map((c) => c.sum).sort((a, b) => a - b));
  await expect(page.locator('#sudoku-board .in-cage')).toHaveCount(trace.cages.reduce((n, c) => n + c.cells.length, 0));
  await expect(page.locator('#sudoku-board .on-diagonal')).toHaveCount(17);  // the centre is on both
  // Predict mode: a cage is one button (on its first cell), and a click on any of its cells picks it.
  await page.getByTestId('predict').check();
  const cage = page.locator('.map-cage [data-item]:not([role])').first();
  const cageItem = await cage.getAttribute('data-item');
  await expect(page.locator(`.map-cage [data-item="${cageItem}"][role="button"]`)).toHaveCount(1);
  await cage.click();
  await expect(page.locator('#predict-result')).toContainText(/cage r\dc\d–r\dc\d \(sum \d+\)/);
  await page.getByTestId('predict').uncheck();
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
  // A language switch re-words the maps too.
  await page.getByTestId('language').selectOption('zh');
  expect(await captions(page)).toEqual(expect.arrayContaining(['对角线有数字：对角线 ↓，数字 →', '笼已填：每个笼画在它所在的位置']));
  await expect(page.locator('#maps-title')).toHaveText(`${items} 个项，按大小着色`);
  expect(errors).toEqual([]);
});

test('a jigsaw typed in: its regions replace the boxes, as a map and as the board\'s thick lines', async ({ page }) => {
  await page.goto('dlx.html');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await page.getByText('Your own problem: DLX1 text or a Sudoku').click();
  await page.getByTestId('puzzle-text').fill(SOLO['9j']);
  await page.getByRole('button', { name: 'Watch the solver' }).click();
  await expect(page.locator('#maps figure')).toHaveCount(4);
  expect(await mapKinds(page)).toEqual(['cell', 'row', 'column', 'region']);
  // Thick lines where the region changes: not the 3x3 boxes' straight lines.
  const left = await page.locator('#sudoku-board span').evaluateAll((cells) => cells.map((c) => c.classList.contains('box-left')));
  const boxLines = Array.from({ length: 81 }, (_, k) => k % 9 === 3 || k % 9 === 6);
  expect(left).not.toEqual(boxLines);
  expect(left.filter(Boolean).length).toBeGreaterThan(0);
  // Picking in predict mode names a region's item by its region.
  await page.getByTestId('predict').check();
  await expect(page.locator('#maps .map-region [role="button"]').first()).toHaveAttribute('aria-label', /^digit \d in region \d$/);
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
});

test('the share link\'s form: #puzzle=<cells>&rules=x adds the diagonals', async ({ page }) => {
  const cells = SOLO['3x3x'];  // a Solo ID; the link form needs the cells, so ask the engine for them
  await openPuzzle(page, `puzzle=${encodeURIComponent(cells)}`);
  const line = await page.evaluate(() => globalThis.dlxViz.trace.puzzle);
  await page.goto('about:blank');
  await openPuzzle(page, `puzzle=${line}&rules=x`);
  expect(await mapKinds(page)).toEqual(['cell', 'row', 'column', 'box', 'diagonal']);
  await expect(page.getByTestId('puzzle-text')).toHaveValue(`${line} rules=x`);
});

test('from a killer game, "Watch the solver" opens the visualizer under the game\'s rules', async ({ page }) => {
  // A killer puzzle from the real CLI, opened in the game by its share link.
  const cli = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
  const [puzzle, ...fields] = execFileSync(cli, ['generate', '--variant', 'killer', '--seed', '5'], { encoding: 'utf8' }).trim().split(' ');
  await openGame(page, shareUrl('./', { puzzle, fields: fields.join(' ') }));
  const watch = page.locator('#watch-solver');
  await expect(watch).toHaveAttribute('href', /&cages=/);
  await watch.click();
  await expect(page).toHaveURL(/dlx\.html#puzzle=.*&cages=/);
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  // A cage of more than 720 fillings is encoded by its combinations, with "cage holds d" items of
  // its own: the engine says which, and the page draws them as one more map.
  const combos = await page.evaluate(() => globalThis.dlxViz.trace.cages.filter((cage) => cage.byCombinations).length);
  expect(await mapKinds(page)).toEqual(['cell', 'row', 'column', 'box', 'cage', ...(combos ? ['cage_digit'] : [])]);
  if (combos) await expect(page.locator('#maps figure').last()).toBeVisible();
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
});

for (const colorScheme of ['light', 'dark']) {
  test(`killer X view: axe finds no violations (${colorScheme}); screenshots at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(60_000);  // a full axe scan; a loaded machine can take 30 s
    await page.emulateMedia({ colorScheme });
    await openPuzzle(page, `puzzle=${encodeURIComponent(SOLO['3x3xk'])}`);
    for (let k = 0; k < 12; k++) await page.getByRole('button', { name: 'Step', exact: true }).click();
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#sudoku-section').screenshot({ path: `test-results/screenshots/viz-variant-${width}-${colorScheme}.png` });
    }
  });
}
