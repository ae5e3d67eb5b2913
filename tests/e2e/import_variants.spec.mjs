// Create / import with a variant puzzle (web/ui/import_dialog.js, givens_grid.js): the grid of
// givens draws the rules as the board will (variant_drawing.js: jigsaw regions as its thick edges,
// killer cages dashed with their sums) and names them in each cell; Play over a game in progress
// (after its question) puts the same puzzle under the same rules on the board. A jigsaw as Simon
// Tatham's Solo ID (tests/data/formats/solo_variants.txt, made by sgt-puzzles' solo), a killer as
// our text form made by the real CLI. Screenshots at 390 and 1280 px, light and dark; axe on the
// killer preview.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openGame, readBoard, status } from './game_helpers.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const SOLO_IDS = fileURLToPath(new URL('../data/formats/solo_variants.txt', import.meta.url));

const importDialog = (page) => page.locator('#import-dialog');
const givens = (page) => importDialog(page).getByRole('grid');

/** The first Solo ID of a 9×9 jigsaw ("9j:") in the file of IDs made by Solo itself. */
const soloJigsaw = () => readFileSync(SOLO_IDS, 'utf8').split('\n').find((line) => line.startsWith('9j:'));

/** The partition a list of names gives ("region 3" per cell), as sets of cells in first-seen order. */
function partition(names, pattern) {
  const groups = new Map();
  names.forEach((name, cell) => {
    const key = pattern.exec(name)?.[1];
    if (key === undefined) return;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(cell);
  });
  return [...groups.values()].map((cells) => cells.join(','));
}

const previewNames = (page) => givens(page).locator('input').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label')));
const previewLine = (page) => givens(page).locator('input').evaluateAll((inputs) => inputs.map((i) => i.value || '.').join(''));
const givensLine = (cells) => cells.map((c) => (c.given ? c.symbol : '.')).join('');

/** A digit in the first empty cell: a game in progress, which Play must ask about. */
async function makeAMove(page) {
  const empty = (await readBoard(page)).findIndex((c) => c.kind === 'empty');
  await page.locator(`#board [data-cell="${empty}"]`).focus();
  const symbol = (await readBoard(page)).find((c) => c.symbol !== '.').symbol;
  await page.keyboard.press(symbol);
}

async function shoot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await importDialog(page).screenshot({ path: `${SHOTS}import-${name}-${width}-${colorScheme}.png` });
      // The grid itself, scrolled into view (on a phone the dialog scrolls).
      await givens(page).screenshot({ path: `${SHOTS}import-${name}-grid-${width}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Play, and "Play the new puzzle" when asked about the game in progress. */
async function playOver(page) {
  await importDialog(page).getByRole('button', { name: 'Play' }).click();
  await page.getByRole('dialog', { name: 'Replace the game in progress?' }).getByRole('button', { name: 'Play the new puzzle' }).click();
  await expect(importDialog(page)).toBeHidden();
}

test('a jigsaw Solo ID imported over a game in progress: the preview draws and names its regions; Play gives the same board', async ({ page }) => {
  test.setTimeout(90_000);
  const id = soloJigsaw();
  // The regions as the engine reads them (the CLI's answer carries them in our text form).
  const regions = execFileSync(CLI, ['solve'], { input: `${id}\n`, encoding: 'utf8' }).trim().split(' ')[1].replace(/^regions=/, '');
  expect(regions).toMatch(/^[1-9]{81}$/);
  const rightEdges = [...regions].filter((r, i) => i % 9 < 8 && r !== regions[i + 1]).length;
  const bottomEdges = [...regions].filter((r, i) => i < 72 && r !== regions[i + 9]).length;
  const problems = await openGame(page);
  await makeAMove(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  await importDialog(page).getByLabel('Puzzle text').fill(id);
  await expect(importDialog(page).getByRole('status').first()).toContainText('Exactly one solution');
  await expect(importDialog(page).getByRole('status').first()).toContainText('Rules: Jigsaw.');
  // Drawn: thick edges where the regions meet, not where boxes would; named: each cell its region.
  await expect(givens(page)).toHaveAttribute('data-variant', 'jigsaw');
  await expect(givens(page)).toHaveAccessibleName('Givens, 9 by 9, Jigsaw');
  // The size menu beside it names the regions, not boxes the grid does not have.
  await expect(importDialog(page).locator('select option:checked')).toHaveText('9\u00a0×\u00a09 (jigsaw regions)');
  await expect(givens(page).locator('td.box-right')).toHaveCount(rightEdges);
  await expect(givens(page).locator('td.box-bottom')).toHaveCount(bottomEdges);
  const names = await previewNames(page);
  expect(names[0]).toMatch(/^Row 1, Column 1, region \d$/);
  const byRegion = partition([...regions].map((r) => `region ${r}`), /region (\d)/);
  expect(partition(names, /, region (\d)$/)).toEqual(byRegion);
  const shown = await previewLine(page);
  await shoot(page, 'jigsaw-solo');

  await playOver(page);
  await expect(status(page)).toContainText('Rules: Jigsaw.');
  await expect(page.locator('#board')).toHaveAttribute('data-variant', 'jigsaw');
  await expect(page.locator('#board [data-box-right]')).toHaveCount(rightEdges);
  await expect(page.locator('#board [data-box-bottom]')).toHaveCount(bottomEdges);
  const board = await readBoard(page);
  expect(partition(board.map((c) => c.name), /, region (\d), /)).toEqual(byRegion);
  expect(givensLine(board)).toBe(shown);
  expect(problems).toEqual([]);
});

test('a jigsaw with two solutions: the two solutions are drawn with its regions, not boxes', async ({ page }) => {
  const id = soloJigsaw();
  const [solution, fields] = execFileSync(CLI, ['solve'], { input: `${id}\n`, encoding: 'utf8' }).trim().split(' ');
  const regions = fields.replace(/^regions=/, '');
  // Seven givens of its solution: at most seven digits given, so swapping two absent ones is a
  // second solution.
  const kept = new Set([0, 10, 20, 30, 40, 50, 60]);
  const puzzle = [...solution].map((s, i) => (kept.has(i) ? s : '.')).join('');
  await openGame(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  await importDialog(page).getByLabel('Puzzle text').fill(`${puzzle} regions=${regions}`);
  await expect(importDialog(page).getByRole('status').first()).toContainText('Two or more solutions');
  const rightEdges = [...regions].filter((r, i) => i % 9 < 8 && r !== regions[i + 1]).length;
  const bottomEdges = [...regions].filter((r, i) => i < 72 && r !== regions[i + 9]).length;
  const minis = importDialog(page).locator('.dlg-mini');
  await expect(minis).toHaveCount(2);
  for (const mini of await minis.all()) {
    await expect(mini.locator('.box-right')).toHaveCount(rightEdges);
    await expect(mini.locator('.box-bottom')).toHaveCount(bottomEdges);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  mkdirSync(SHOTS, { recursive: true });
  await importDialog(page).screenshot({ path: `${SHOTS}import-jigsaw-two-solutions-1280-light.png` });
});

test('a killer text form imported over a game in progress: the preview draws its cages and sums, named; Play gives the same board', async ({ page }) => {
  test.setTimeout(90_000);
  // Our text form, from the real CLI: "<cells> cages=SUM:r1c1.r1c2,...".
  const text = execFileSync(CLI, ['generate', '--variant', 'killer', '--seed', '5'], { encoding: 'utf8' }).trim();
  const cages = text.split(' ').find((f) => f.startsWith('cages=')).slice('cages='.length).split(',').map((c) => {
    const [sum, cells] = c.split(':');
    return { sum, cells: cells.split('.') };
  });
  const problems = await openGame(page);
  await makeAMove(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  await importDialog(page).getByLabel('Puzzle text').fill(text);
  await expect(importDialog(page).getByRole('status').first()).toContainText('Exactly one solution');
  await expect(givens(page)).toHaveAttribute('data-variant', 'killer');
  // Every cage drawn once with its sum (in its top-left cell), each of its cells named with it.
  await expect(givens(page).locator('.vx-sum')).toHaveCount(cages.length);
  await expect(givens(page).locator('.vx-cage')).toHaveCount(81);
  const names = await previewNames(page);
  for (const cage of cages.slice(0, 10)) {
    const words = new RegExp(`, cage of ${cage.cells.length} cells? summing to ${cage.sum}$`);
    for (const at of cage.cells) {
      const [, r, c] = /^r(\d)c(\d)$/.exec(at);
      expect(names[(r - 1) * 9 + (c - 1)], at).toMatch(words);
    }
    const [, r, c] = /^r(\d)c(\d)$/.exec(cage.cells[0]);
    await expect(givens(page).locator('td').nth((r - 1) * 9 + (c - 1)).locator('.vx-sum')).toHaveText(cage.sum);
  }
  // The dashes and sums never take a click from the cell's input.
  await givens(page).locator('td').nth(0).click({ position: { x: 4, y: 4 } });
  await expect(givens(page).locator('input').nth(0)).toBeFocused();
  const shown = await previewLine(page);
  await shoot(page, 'killer-text');
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    const results = await axeBuilder(page).include('#import-dialog [role="grid"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await playOver(page);
  await expect(status(page)).toContainText('Rules: Killer.');
  await expect(page.locator('#board .vx-sum')).toHaveCount(cages.length);
  const board = await readBoard(page);
  expect(givensLine(board)).toBe(shown);
  // Each cell in a cage of the same size and sum on the board as in the preview.
  expect(board.map((c) => /cage of (\d+) cells? summing to (\d+)/.exec(c.name)?.slice(1).join(':'))).toEqual(
    names.map((n) => /cage of (\d+) cells? summing to (\d+)/.exec(n)?.slice(1).join(':')));
  expect(problems).toEqual([]);
});
