// Playing: a whole generated game by keyboard alone to "Solved", the grid's keyboard model (one
// Tab stop, arrows, Home/End, Ctrl+Home/End), placing and clearing, and rule conflicts.
import { expect, test } from '@playwright/test';
import { solutionProblem } from '../js/sudoku_check.mjs';
import {
  CLASSIC, boardLine, candidates, boardPuzzle, cellAt, openGame, readBoard, referenceSolve, shareLink, status,
} from './game_helpers.mjs';

const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Presses Tab until a grid cell has focus (the grid is one Tab stop); fails after 40 presses (the keypad's mode buttons added five stops). */
async function tabIntoGrid(page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) return;
  }
  throw new Error('Tab never reached the grid');
}

test('a whole generated game, played by keyboard alone, ends with "Solved" and is counted', async ({ page }) => {
  const problems = await openGame(page);
  await expect(status(page)).toHaveText(/^New game: (Easy|Medium|Hard|Expert|Extreme|Diabolical), 9×9 with \d+ clues\.$/);
  const level = /^New game: (\w+),/.exec(await status(page).textContent())[1];
  const { puzzle, cells } = await boardPuzzle(page);
  expect(cells.every((c) => c.kind !== 'unreadable')).toBe(true);
  expect(cells.filter((c) => c.given).every((c) => c.readonly)).toBe(true);
  const solution = referenceSolve(puzzle, 3, 3);
  expect(solution).not.toBeNull();

  await tabIntoGrid(page);
  await page.keyboard.press('Control+Home');
  expect(await focusedName(page)).toMatch(/^Row 1, Column 1, /);
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      const cell = row * 9 + col;
      if (puzzle[cell] === '.') await page.keyboard.press(solution[cell]);
      if (col < 8) await page.keyboard.press('ArrowRight');
    }
    if (row < 8) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\./);
  expect(solutionProblem(await boardLine(page), 3, 3)).toBe('');
  expect((await readBoard(page)).some((c) => c.invalid)).toBe(false);
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-disabled', 'true');

  await page.locator('#stats-panel summary').click();
  const row = page.getByRole('row', { name: new RegExp(`9×9, ${level}`) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '0', /^\d+:\d\d$/]);
  expect(problems).toEqual([]);
});

test('the grid is one Tab stop; arrows, Home, End, Ctrl+Home and Ctrl+End move the focus', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await expect(page.getByRole('grid')).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(9);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await tabIntoGrid(page);
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  expect(await focusedName(page)).toMatch(/^Row 1, Column 3, empty$/); // the first empty cell
  await page.keyboard.press('End');
  expect(await focusedName(page)).toMatch(/^Row 1, Column 9, empty$/);
  await page.keyboard.press('ArrowRight'); // stays at the edge
  expect(await focusedName(page)).toMatch(/^Row 1, Column 9,/);
  await page.keyboard.press('Control+End');
  expect(await focusedName(page)).toBe('Row 9, Column 9, given 9');
  await page.keyboard.press('Home');
  expect(await focusedName(page)).toBe('Row 9, Column 1, empty');
  await page.keyboard.press('ArrowUp');
  expect(await focusedName(page)).toBe('Row 8, Column 1, empty');
  await page.keyboard.press('Control+Home');
  expect(await focusedName(page)).toBe('Row 1, Column 1, given 5');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await focusedName(page)).toBe('Row 2, Column 2, empty');

  // Tab leaves the grid, Shift+Tab comes back to the same cell: still one stop.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('gridcell');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('Row 2, Column 2, empty');
  expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
});

test('keyboard only: a New game from the dialog, Pause and Resume, and a Hint, by Tab, arrows and Enter', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const focused = () => page.evaluate(() => document.activeElement?.textContent.trim() || document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('New game');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Classic/ })).toBeFocused(); // the rules come first
  await page.keyboard.press('Tab');                        // the sizes
  await expect(dialog.getByRole('radio', { name: '9×9' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');                  // 6x6
  await expect(dialog.getByRole('radio', { name: '6×6' })).toBeChecked();
  await page.keyboard.press('Tab');                        // the clue levels
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: /^\d+ clues$/ }).first()).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');                      // Start
  await expect(status(page)).toHaveText(/^New game: 6×6 with \d+ clues\.$/);
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  expect(await focusedName(page)).toMatch(/^Row \d, Column \d, empty$/); // the board has the focus

  await page.keyboard.press('Shift+Tab');                  // back to the Pause button, beside the clock
  expect(await focused()).toBe('Pause');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('paused')).toBeVisible();
  expect(await focused()).toBe('Resume');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  expect(await focusedName(page)).toMatch(/^Row \d, Column \d, /);

  await tabIntoGrid(page);
  for (let i = 0; i < 30 && (await focused()) !== 'Hint'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Hint: /);
});

test('digits place; the same digit again clears; Backspace, Delete and 0 clear; givens stay', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const r1c3 = cellAt(page, 2);
  await r1c3.click();
  await page.keyboard.press('4');
  await expect(r1c3).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await expect(status(page)).toHaveText('4 in row 1, column 3.');
  await page.keyboard.press('4');
  await expect(r1c3).toHaveAccessibleName('Row 1, Column 3, empty');
  for (const key of ['Backspace', 'Delete', '0']) {
    await page.keyboard.press('2');
    await expect(r1c3).toHaveAccessibleName('Row 1, Column 3, entered 2');
    await page.keyboard.press(key);
    await expect(r1c3).toHaveAccessibleName('Row 1, Column 3, empty');
  }
  const given = cellAt(page, 0);
  await given.click();
  await page.keyboard.press('7');
  await expect(given).toHaveAccessibleName('Row 1, Column 1, given 5');
  await expect(status(page)).toHaveText('Row 1, column 1 is a given; it cannot change.');
  await expect(given).toHaveAttribute('aria-readonly', 'true');
});

test('conflicts are marked aria-invalid and named; checking against the solution is off until asked', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const solution = referenceSolve(CLASSIC, 3, 3);
  // 5 in r1c3 repeats the given 5 of r1c1.
  await cellAt(page, 2).click();
  await page.keyboard.press('5');
  await expect(cellAt(page, 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(cellAt(page, 0)).toHaveAttribute('aria-invalid', 'true');
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 5, conflict');
  await expect(cellAt(page, 0)).toHaveAccessibleName('Row 1, Column 1, given 5, conflict');
  await expect(status(page)).toContainText('It breaks a rule: 5 is also at row 1, column 1, in the same row.');
  // Not only colour: the digit is underlined and a badge is drawn.
  const marks = await cellAt(page, 2).evaluate((cell) => ({
    badge: getComputedStyle(cell, '::after').content,
    line: getComputedStyle(cell.querySelector('.digit')).textDecorationLine,
  }));
  expect(marks.badge).not.toBe('none');
  expect(marks.line).toContain('underline');

  await page.getByText('Settings').click();
  await page.getByLabel('Show rule conflicts').uncheck();
  await expect(cellAt(page, 2)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Show rule conflicts').check();
  await expect(cellAt(page, 2)).toHaveAttribute('aria-invalid', 'true');

  // A wrong digit that breaks no rule yet: only the solution check (off by default) marks it.
  await cellAt(page, 2).click();
  await page.keyboard.press('Backspace');
  const [wrongCell, harmless] = (() => {
    for (let cell = 3; cell < 81; cell++) {
      if (CLASSIC[cell] !== '.') continue;
      const wrong = candidates(CLASSIC, cell).find((d) => d !== solution[cell]);
      if (wrong) return [cell, wrong];
    }
    throw new Error('no wrong candidate found');
  })();
  await cellAt(page, wrongCell).click();
  await page.keyboard.press(harmless);
  await expect(cellAt(page, wrongCell)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Check against the solution')).not.toBeChecked();
  await page.getByLabel('Check against the solution').check();
  await expect(cellAt(page, wrongCell)).toHaveAttribute('aria-invalid', 'true');
  await expect(cellAt(page, wrongCell)).toHaveAccessibleName(new RegExp(`entered ${harmless}, incorrect$`));
  // Settings are remembered.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(cellAt(page, wrongCell)).toHaveAttribute('aria-invalid', 'true');
});

test('a digit typed while a link or a setting has the focus is not a shortcut: only the board and the keypad take it', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  const before = await boardLine(page);
  await page.locator('#watch-solver').focus();
  await page.keyboard.press('4');
  await page.keyboard.press('Backspace');
  expect(await boardLine(page)).toBe(before);
  // Back on the board, the same key places the digit.
  await cellAt(page, 2).focus();
  await page.keyboard.press('4');
  expect(await boardLine(page)).not.toBe(before);
});
