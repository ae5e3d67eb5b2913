// The smaller things a player meets: Shift+digit on a given says why nothing happened; the solution
// path numbers its steps once, follows a language switch, and its "Working out the steps…" goes
// when the steps come; player words instead of developer words (no "(2 ready)", no engine
// version); every first visit starts a different puzzle; Share exports the position with its
// candidates as SudokuWiki's 162-character ?bd= link.
import { expect, test } from '@playwright/test';
import { STARTER_POOL } from '../../web/game/starter_pool.js';
import { CLASSIC, boardPuzzle, cellAt, openGame, shareLink, status } from './game_helpers.mjs';

test('Shift+digit on a given says why nothing happened, and so does a digit', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 0).click();
  await page.keyboard.press('Shift+Digit3');
  await expect(status(page)).toHaveText('Row 1, column 1 is a given (5), so it takes no notes: notes go in empty cells.');
  await page.keyboard.press('3');
  await expect(status(page)).toHaveText('Row 1, column 1 is a given; it cannot change.');
  await expect(cellAt(page, 0)).toHaveAccessibleName('Row 1, Column 1, given 5');
});

test('the solution path: one numbering, no "Working out…" once done, and it follows a language switch', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('button', { name: 'Solution path' }).click();
  // During a game it asks first: its steps count as help.
  await page.getByRole('dialog', { name: 'Show the solution path?' }).getByRole('button', { name: 'Show it' }).click();
  const panel = page.locator('#path-panel');
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel).not.toContainText('Working out the steps');
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  const first = await panel.getByRole('listitem').first().textContent();
  expect(first).toMatch(/^Hidden single|^Full house|^Naked single/); // the list numbers it; the text does not
  expect(await panel.locator('ol').evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe('decimal');
  await panel.getByRole('listitem').nth(2).getByRole('button').click();
  await expect(panel).toContainText('The board after step 3 of');
  await page.getByTestId('language').selectOption('zh');
  await expect(panel.getByRole('heading')).toHaveText('解题路径');
  await expect(panel.getByRole('listitem').first()).toHaveText(/^(宫内排除|满宫|唯一余数|行列排除)：/);
  await expect(panel).toContainText('第3步（共');          // the same step stays chosen
  await expect(panel.getByRole('listitem').nth(2).getByRole('button')).toHaveAttribute('aria-current', 'step');
});

test('player words: no "(2 ready)" in New game, no engine version in the footer', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await expect(page.locator('footer')).not.toContainText(/Engine|dlx-sudoku|\d+\.\d+\.\d+|WebAssembly|Web Worker/);
  await expect(page.locator('footer')).toContainText("Knuth's Dancing Links");
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: '9×9' }).check();
  await expect(dialog).not.toContainText(/\d+ ready|ready\)/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('every first visit starts a different puzzle of the level, none of them the shipped starter as is', async ({ browser }) => {
  const puzzles = [];
  for (let visit = 0; visit < 3; visit++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openGame(page);
    await expect(status(page)).toHaveText(/^New game: Easy, 9×9 with \d+ clues\.$/);
    puzzles.push((await boardPuzzle(page)).puzzle);
    await context.close();
  }
  expect(new Set(puzzles).size).toBe(3);
  const shipped = new Set(Object.values(STARTER_POOL).flat().map((entry) => entry.puzzle));
  for (const puzzle of puzzles) expect(shipped.has(puzzle)).toBe(false);
});

test('Share gives the position with its candidates as SudokuWiki\'s 162-character ?bd= link', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit2');
  await page.keyboard.press('Shift+Digit6');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.locator('#share-dialog');
  const field = dialog.getByLabel('This position with its candidates (SudokuWiki)');
  const url = await field.inputValue();
  const m = /^https:\/\/www\.sudokuwiki\.org\/sudoku\.htm\?bd=([0-9a-v]{162})$/.exec(url);
  expect(m).not.toBeNull();
  // Decoded here, independently: two base-32 digits per cell, (mask << 1) | clue.
  const cells = m[1].match(/../g).map((pair) => {
    const n = parseInt(pair, 32);
    return { clue: n & 1, digits: [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (n >> 1) & (1 << (d - 1))) };
  });
  expect(cells[0]).toEqual({ clue: 1, digits: [5] });   // a given
  expect(cells[2]).toEqual({ clue: 0, digits: [4] });   // the digit placed
  expect(cells[3]).toEqual({ clue: 0, digits: [2, 6] }); // the notes
  expect(cells[4]).toEqual({ clue: 1, digits: [7] });
  await expect(dialog.getByRole('link', { name: 'Open this position in SudokuWiki’s solver' })).toHaveAttribute('href', url);
});
