// The game page with the import and share dialogs mounted (the dialogs themselves are tested in
// import_share.spec.mjs): a pasted puzzle in another format starts a game, a puzzle with several
// solutions turns the solution check off, and the Share link round-trips the game with its progress
// into a fresh browser profile.
import { expect, test } from '@playwright/test';
import { CLASSIC, boardLine, cellAt, openGame, readBoard, status, solveByButton } from './game_helpers.mjs';
import { blank, deadlyRectangle } from '../js/sudoku_check.mjs';

const GRID = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

async function importPuzzle(page, text, meterText) {
  await page.getByRole('button', { name: 'Create / import' }).click();
  const dialog = page.locator('#import-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Puzzle text').fill(text);
  await expect(dialog.getByRole('status').first()).toContainText(meterText);
  await dialog.getByRole('button', { name: 'Play' }).click();
  await expect(dialog).toBeHidden();
}

test('a boxed grid pasted into "Create / import" starts a game; Share round-trips it with the progress', async ({ page, browser }) => {
  const problems = await openGame(page);
  const rows = CLASSIC.match(/.{9}/g).map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`);
  const boxed = [rows.slice(0, 3), ['---+---+---'], rows.slice(3, 6), ['---+---+---'], rows.slice(6)].flat().join('\n');
  await importPuzzle(page, boxed, 'Exactly one solution');
  await expect(status(page)).toHaveText('Imported puzzle: 9×9.');
  expect(await boardLine(page)).toBe(CLASSIC);
  await expect(cellAt(page, 2)).toBeFocused();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+Digit6'); // a centre mark (Shift: a corner mark since issue 27)

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.locator('#share-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Include my progress').check();
  const link = await dialog.getByLabel('Link to this puzzle').inputValue();
  expect(link).toMatch(/#puzzle=53\.\.7/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A fresh profile (no saved game): the link alone brings back the puzzle and both moves.
  const context = await browser.newContext();
  const other = await context.newPage();
  await openGame(other, link);
  await expect(status(other)).toHaveText('Shared puzzle: 9×9.');
  await expect(cellAt(other, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await expect(cellAt(other, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 6');
  await context.close();
  expect(problems).toEqual([]);
});

test('a puzzle with two solutions can be played, with the solution check off and saying why', async ({ page }) => {
  await openGame(page);
  const two = blank(GRID, deadlyRectangle(GRID, 3, 3));
  await importPuzzle(page, two, 'solutions');
  await expect(status(page)).toHaveText('Imported puzzle: 9×9. It has more than one solution, so checking against the solution is off.');
  await page.getByText('Settings').click();
  await expect(page.getByLabel('Check against the solution')).toBeDisabled();
  await expect(page.getByText('Not available: this puzzle does not have exactly one solution.')).toBeVisible();
  // Solve still fills the board with one of its solutions.
  await solveByButton(page);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\./);
  expect((await readBoard(page)).every((c) => c.symbol !== '.')).toBe(true);
});
