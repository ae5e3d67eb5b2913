// The puzzle sheets (issue 28): sheets.html makes N puzzles with the real engine and lays them out
// 1, 2, 4 or 6 a page with the answer key on pages of its own; on paper (print media and
// page.pdf()) there are exactly those pages and no control; killer cages and jigsaw regions are
// drawn as the puzzle's own rules say; each puzzle's link is printed as text and opens it.
import { expect, test } from '@playwright/test';
import { readShareHash } from '../../web/game/share.js';

const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

async function makeSheet(page, { count, perPage, rules = 'classic', level = 'easy', key = true }) {
  await page.goto('sheets.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('Puzzles').fill(String(count));
  await page.getByLabel('A page holds').selectOption(String(perPage));
  await page.getByLabel('Rules').selectOption(rules);
  await page.getByLabel('Level').selectOption(level);
  if (!key) await page.getByLabel('Answer key on the last page').uncheck();
  await page.getByRole('button', { name: 'Make the sheet' }).click();
  await expect(page.getByTestId('sheet-status')).toHaveText(new RegExp(`^${count} puzzles? on \\d+ pages?`), { timeout: 60_000 });
}

// On paper: the visible controls (none), each page's break, and the PDF's page count per format.
async function paper(page) {
  await page.emulateMedia({ media: 'print' });
  const seen = await page.evaluate(() => {
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    return {
      controls: [...document.querySelectorAll('button, select, input, a, label')].filter(shown).map((el) => el.textContent.trim()),
      breaks: [...document.querySelectorAll('.sheet-page')].map((p) => getComputedStyle(p).breakAfter),
    };
  });
  const pdfs = { A4: pageCount(await page.pdf({ format: 'A4' })), Letter: pageCount(await page.pdf({ format: 'Letter' })) };
  await page.emulateMedia({ media: 'screen' });
  return { ...seen, pdfs };
}

// The thick lines a board should have: between cells of different regions (jigsaw) or boxes.
function thickEdges(regionOf) {
  let n = 0;
  for (let r = 0; r < 9; r += 1) {
    for (let c = 0; c < 9; c += 1) {
      if (c < 8 && regionOf(r * 9 + c) !== regionOf(r * 9 + c + 1)) n += 1;
      if (r < 8 && regionOf(r * 9 + c) !== regionOf(r * 9 + c + 9)) n += 1;
    }
  }
  return n;
}

test('4 classic puzzles, 4 a page: one page of puzzles, the key on its own page, no controls on paper; links open the puzzles', async ({ page, context }, info) => {
  await makeSheet(page, { count: 4, perPage: 4 });
  const pages = page.locator('.sheet-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0).locator('svg.sheet-board')).toHaveCount(4);
  await expect(pages.nth(1)).toHaveClass(/key-page/);
  await expect(pages.nth(1).locator('svg.sheet-answer')).toHaveCount(4);
  const printed = await paper(page);
  expect(printed.controls).toEqual([]);
  expect(printed.breaks).toEqual(['page', 'auto']);
  expect(printed.pdfs).toEqual({ A4: 2, Letter: 2 });
  // Each puzzle's link is its own puzzle (the givens drawn on its board), and the game opens it.
  const links = await page.locator('.sheet-link').allTextContents();
  expect(links).toHaveLength(4);
  const given = await pages.nth(0).locator('svg.sheet-board').first().locator('.sb-given').count();
  const linked = readShareHash(new URL(links[0]).hash);
  expect(linked.puzzle.replace(/\./g, '').length).toBe(given);
  const game = await context.newPage();
  await game.goto(links[0]);
  await expect(game.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(game.locator('#game-info')).toHaveText('Shared 9×9');
  await page.screenshot({ path: info.outputPath('sheet-4-light.png'), fullPage: true });
});

test('6 killers, 6 a page: every cage drawn with its sum; 2 pages on paper', async ({ page }) => {
  await makeSheet(page, { count: 6, perPage: 6, rules: 'killer', level: 'hard' });
  await expect(page.locator('.sheet-page')).toHaveCount(2);
  const links = await page.locator('.sheet-link').allTextContents();
  const boards = page.locator('.sheet-page').nth(0).locator('svg.sheet-board');
  for (let i = 0; i < 6; i += 1) {
    // The cages the link's rules carry, each a sum on the board.
    const { fields } = readShareHash(new URL(links[i]).hash);
    const cages = /cages=(\S+)/.exec(fields)[1].split(',').map((cage) => Number(cage.split(':')[0]));
    const sums = await boards.nth(i).locator('.sb-sum').allTextContents();
    expect(sums.map(Number).sort((a, b) => a - b)).toEqual(cages.sort((a, b) => a - b));
    expect(await boards.nth(i).locator('.sb-cage').count()).toBeGreaterThanOrEqual(cages.length * 4);
  }
  const printed = await paper(page);
  expect(printed.controls).toEqual([]);
  expect(printed.pdfs).toEqual({ A4: 2, Letter: 2 });
});

test('jigsaw, 2 a page without a key: each board\'s thick lines are its regions\' borders', async ({ page }) => {
  await makeSheet(page, { count: 3, perPage: 2, rules: 'jigsaw', level: 'medium', key: false });
  await expect(page.locator('.sheet-page')).toHaveCount(2);
  await expect(page.locator('.key-page')).toHaveCount(0);
  const links = await page.locator('.sheet-link').allTextContents();
  const boards = page.locator('svg.sheet-board');
  for (let i = 0; i < 3; i += 1) {
    const { fields } = readShareHash(new URL(links[i]).hash);
    const regions = /regions=(\d{81})/.exec(fields)[1];
    expect(await boards.nth(i).locator('.sb-thick').count()).toBe(thickEdges((cell) => regions[cell]));
  }
  expect((await paper(page)).pdfs).toEqual({ A4: 2, Letter: 2 });
});

test('a count out of range is refused in words; nothing is made', async ({ page }) => {
  await page.goto('sheets.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByLabel('Puzzles').evaluate((input) => { input.removeAttribute('max'); input.value = '40'; });
  await page.getByRole('button', { name: 'Make the sheet' }).click();
  await expect(page.getByTestId('sheet-status')).toHaveText('The number of puzzles must be a whole number from 1 to 24 (it is "40").');
  await expect(page.locator('.sheet-page')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print…' })).toBeDisabled();
});

for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the sheet page at ${viewport.width} px, ${scheme}: the form and the pages fit; screenshots`, async ({ browser }, info) => {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await makeSheet(page, { count: 2, perPage: 2, rules: 'x', level: 'easy' });
      const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.sheet-page, form')].map((el) => el.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: info.outputPath(`sheet-${name}-${scheme}.png`) });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: info.outputPath(`sheet-${name}-${scheme}-print.png`), fullPage: true });
      await context.close();
    });
  }
}
