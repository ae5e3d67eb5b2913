// The engine's help and the clock: a hint names a technique and marks the area to look at
// without placing anything (the stages: game_hints.spec.mjs); reveal one cell; Solve (asked first, and
// undone from the finish card); Restart (undoable); pause hides
// the board from sight and from assistive technology.
import { expect, test } from '@playwright/test';
import { solutionProblem } from '../js/sudoku_check.mjs';
import {
  CLASSIC, boardLine, cellAt, openGame, readBoard, referenceSolve, shareLink, status, solveByButton, useExpertNotation } from './game_helpers.mjs';

test('a hint names a technique and marks the area to look at, without placing a digit', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const before = await boardLine(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: .+\. (Look at|It changes a cell of) (row|column|box) \d.*\.$/);
  const cells = await readBoard(page);
  const marked = cells.filter((c) => / hint$|, hint,|, hint$/.test(c.name));
  expect(marked.length).toBeGreaterThan(0);
  // The area is a whole house (givens included), with at least one empty cell to work on.
  expect(marked.length % 9).toBe(0);
  expect(marked.some((c) => c.symbol === '.')).toBe(true);
  expect(await boardLine(page)).toBe(before);
  // The marks go with the next move.
  await cellAt(page, 2).click();
  await page.keyboard.press('Shift+Digit1');
  expect((await readBoard(page)).some((c) => c.name.endsWith(', hint'))).toBe(false);
});

test('a hint on a board with a wrong digit names that cell instead', async ({ page }) => {
  await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('5');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText("No hint: r1c3 holds 5, which is not the solution's digit. Fix it first (undo or erase it).");
});

test('Reveal cell shows the solution digit; Solve fills the board and is undoable; Restart too', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const solution = referenceSolve(CLASSIC, 3, 3);
  await cellAt(page, 2).click();
  await page.getByRole('button', { name: 'Reveal cell' }).click();
  await expect(cellAt(page, 2)).toHaveAccessibleName(`Row 1, Column 3, revealed ${solution[2]}`);

  await cellAt(page, 3).click();
  await page.keyboard.press('6');
  const midGame = await boardLine(page);
  await solveByButton(page);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\./);
  expect(await boardLine(page)).toBe(solution);
  expect(solutionProblem(await boardLine(page), 3, 3)).toBe('');
  // The board is locked now: Ctrl+Z says so; the finish card's "Undo the last move" takes Solve back.
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText(/^The puzzle is solved, so the board is locked\./);
  await page.getByRole('button', { name: 'Undo the last move' }).click();
  expect(await boardLine(page)).toBe(midGame);
  await expect(status(page)).toHaveText('Reopened: undone solving the puzzle. The clock runs again.');

  await page.getByRole('button', { name: 'Restart' }).click();
  expect(await boardLine(page)).toBe(CLASSIC);
  await expect(status(page)).toHaveText('Restarted: back to the givens. Undo brings your digits back.');
  await page.keyboard.press('Control+z');
  expect(await boardLine(page)).toBe(midGame);
});

test('Pause hides the board (not just visually) and shows "Paused"; keys do nothing until Resume', async ({ page }) => {
  await page.clock.install();
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.getByTestId('paused')).toContainText('Paused');
  await expect(page.getByRole('grid')).toHaveCount(0);     // gone from the accessibility tree
  await expect(page.getByRole('gridcell')).toHaveCount(0);
  await expect(page.getByTestId('board')).toBeHidden();
  await expect(page.getByTestId('keypad')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Solution path' })).toBeHidden();  // its boards are the board
  await expect(status(page)).toHaveText(/^Paused at \d+:\d\d\. The board is hidden\.$/);
  const shown = await page.getByTestId('clock').textContent();
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('clock')).toHaveText(shown);  // the clock stands still
  await page.keyboard.press('Control+z');
  await page.keyboard.press('7');

  // A reload while paused comes back paused, at the same time: the board stays hidden, the clock still.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(`Welcome back: your game is paused at ${shown}, as you left it. Resume when you are ready.`);
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.getByRole('gridcell')).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('clock')).toHaveText(shown);

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('gridcell')).toHaveCount(81);
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await expect(cellAt(page, 2)).toBeFocused();
  await expect(page.getByTestId('clock')).toHaveText(shown);
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('clock')).not.toHaveText(shown);
  // Resumed, the next reload finds the game running.
  await page.reload();
  await expect(status(page)).toHaveText(/^Welcome back: your game continues at \d+:\d\d\.$/);
  await expect(page.getByRole('gridcell')).toHaveCount(81);
});
