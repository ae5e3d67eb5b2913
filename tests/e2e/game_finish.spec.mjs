// The end of a game as a player meets it: a solved board is locked (tap a cell and a digit, type,
// erase, undo: nothing changes and the page says why), a reload keeps it solved with the clock
// stopped, the finish card says time, level, help and best time and offers New game, Watch the
// solver and the one explicit way back (Undo the last move); statistics keep "solved unaided"
// apart from "solved with help", and statistics saved by the older version are migrated.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { encode } from '../../web/game/storage.js';
import { CLASSIC, boardLine, cellAt, openGame, readBoard, referenceSolve, shareLink, solveByButton, status } from './game_helpers.mjs';

const SOLUTION = referenceSolve(CLASSIC, 3, 3);
const LOCKED = 'The puzzle is solved, so the board is locked. To change it, choose "Undo the last move" on the card that says it is solved.';
const card = (page) => page.getByRole('region', { name: /^Solved/ });

/** Types the solution into every empty cell by keyboard (the last one left when asked); returns the last empty cell. */
async function solveByKeyboard(page, { leaveLast = false } = {}) {
  const empty = [...CLASSIC].map((s, i) => (s === '.' ? i : -1)).filter((i) => i >= 0);
  const cells = leaveLast ? empty.slice(0, -1) : empty;
  await cellAt(page, cells[0]).click();
  for (const cell of cells) {
    await cellAt(page, cell).focus();
    await page.keyboard.press(SOLUTION[cell]);
  }
  return empty.at(-1);
}

async function axe(page, what, ...parts) {
  const builder = axeBuilder(page);
  for (const part of parts) builder.include(part);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

test('a solved board is locked against taps, keys, erase and undo; the finish card says how it went', async ({ page }) => {
  await page.clock.install();
  const problems = await openGame(page, shareLink(CLASSIC));
  const last = await solveByKeyboard(page, { leaveLast: true });
  await page.clock.fastForward(125_000);
  // The last digit by tap: the cell, then the keypad.
  await cellAt(page, last).click();
  await page.getByTestId('keypad').getByRole('button', { name: SOLUTION[last], exact: true }).click();
  await expect(status(page)).toHaveText(/^Solved in 2:\d\d\.$/);
  const solved = await boardLine(page);
  expect(solved).toBe(SOLUTION);

  // The finish card: time, level, help, best time; the keypad and the help buttons are gone.
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('heading')).toHaveText('Solved!');
  const time = await page.getByTestId('clock').textContent();
  await expect(card(page)).toContainText(`Time${time}`);
  await expect(card(page)).toContainText('LevelShared 9×9');
  await expect(card(page)).toContainText('Helpnone: solved unaided');
  await expect(card(page)).toContainText(`Best unaided time${time}: this game!`);
  await expect(page.getByTestId('keypad')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hint' })).toBeHidden();
  await page.screenshot({ path: 'test-results/screenshots/finish-card-desktop-light.png' });

  // Tap a cell and try every way to change it: nothing changes, and the page says why.
  await cellAt(page, 2).click();
  for (const key of ['1', 'Shift+Digit1', 'Backspace', 'Delete', 'Control+z', 'n']) {
    await page.evaluate(() => { document.querySelector('[role=status]').textContent = ''; });
    await page.keyboard.press(key);
    await expect(status(page), key).toHaveText(LOCKED);
  }
  expect(await boardLine(page)).toBe(solved);
  expect((await readBoard(page)).some((c) => c.notes.length)).toBe(false);

  // The clock stays stopped, and a reload keeps the board solved, locked and its clock stopped.
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('clock')).toHaveText(time);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(`Solved in ${time}.`);
  await expect(status(page)).toHaveAttribute('data-tone', 'good');
  expect(await boardLine(page)).toBe(solved);
  await expect(card(page)).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('clock')).toHaveText(time);
  await cellAt(page, 2).click();
  await page.keyboard.press('3');
  await expect(status(page)).toHaveText(LOCKED);
  expect(await boardLine(page)).toBe(solved);
  await axe(page, 'the finish card', '#finish-card');

  // Statistics: one game of that level, solved unaided, with its time as the best.
  await page.locator('#stats-panel summary').click();
  const row = page.getByRole('row', { name: /^Shared 9×9/ });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '0', time]);

  // Undo the last move: the one explicit way back. The board opens, the clock runs again, and
  // finishing again does not count the game twice.
  await card(page).getByRole('button', { name: 'Undo the last move' }).click();
  const [row9, col] = [Math.floor(last / 9) + 1, (last % 9) + 1];
  await expect(status(page)).toHaveText(`Reopened: undone ${SOLUTION[last]} in row ${row9}, column ${col}. The clock runs again.`);
  await expect(card(page)).toBeHidden();
  await expect(page.getByTestId('keypad')).toBeVisible();
  await expect(cellAt(page, last)).toHaveAccessibleName(`Row ${row9}, Column ${col}, empty`);
  await expect(page.locator(':focus')).toHaveAttribute('role', 'gridcell');
  await page.clock.fastForward(5_000);
  await expect(page.getByTestId('clock')).not.toHaveText(time);
  await page.keyboard.press(SOLUTION[last]);
  await expect(status(page)).toHaveText(/^Solved in /);
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '0', time]);
  expect(problems).toEqual([]);
});

test('the finish card after help counts the help; its buttons start a new game and open the visualizer', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.getByRole('button', { name: 'Reveal cell' }).click();
  await expect(status(page)).toHaveText(/^Row 1, column 3 revealed/);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Solve the puzzle?' }).getByRole('button', { name: 'Solve it' }).click();
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\.$/);
  const finished = await status(page).innerText();
  await expect(card(page).getByRole('heading')).toHaveText('Solved, with help');
  await expect(card(page)).toContainText('Help1 revealed cell, Solve');
  await expect(card(page)).toContainText('Best unaided timenone yet at this level');
  // A reload greets the game as its finish did: the same words, help included, in the same tone.
  const tone = await status(page).getAttribute('data-tone');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(finished);
  await expect(status(page)).toHaveAttribute('data-tone', tone);
  await expect(card(page).getByRole('heading')).toHaveText('Solved, with help');
  await page.locator('#stats-panel summary').click();
  await expect(page.getByRole('row', { name: /^Shared 9×9/ }).getByRole('cell')).toHaveText(['1', '0', '1', '–']);

  const watch = card(page).getByRole('link', { name: 'Watch the solver on this puzzle' });
  await expect(watch).toHaveAttribute('href', `./dlx.html#puzzle=${encodeURIComponent(CLASSIC)}`);
  await card(page).getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('This replaces the game in progress')).toBeHidden(); // a solved game is not in progress
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New game: /);
  await expect(card(page)).toBeHidden();
  await expect(page.getByTestId('keypad')).toBeVisible();
});

test('the solution path during a game asks first and counts as help; after the finish it is free', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const pathButton = page.getByRole('button', { name: 'Solution path' });
  const panel = page.locator('#path-panel');
  const question = page.getByRole('dialog', { name: 'Show the solution path?' });
  // Cancel: no panel, and no help counted.
  await pathButton.click();
  await expect(question).toContainText('count as solved with help');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  // Show it: the panel opens; closing and opening it again does not ask twice, nor after a reload.
  await pathButton.click();
  await question.getByRole('button', { name: 'Show it' }).click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await pathButton.click();
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await pathButton.click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(question).toBeHidden();
  await pathButton.click();
  // Typed to the end by hand, the game still counts the path as help.
  await solveByKeyboard(page);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\.$/);
  await expect(card(page)).toContainText('Helpthe solution path');
  await expect(card(page)).toContainText('Best unaided timenone yet at this level');
  await page.locator('#stats-panel summary').click();
  await expect(page.getByRole('row', { name: /^Shared 9×9/ }).getByRole('cell')).toHaveText(['1', '0', '1', '–']);
});

test('statistics saved by the older version are migrated: solved with help apart, nothing lost', async ({ page }) => {
  const v1 = { version: 1, levels: [{ level: 'easy', played: 5, solved: 4, assisted: 1, bestMs: 95_000 }] };
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('dlx-sudoku:stats', text);
      sessionStorage.setItem('seeded', '1');
    }
  }, encode(v1));
  await openGame(page, shareLink(CLASSIC));
  await page.locator('#stats-panel summary').click();
  await expect(page.getByRole('columnheader')).toHaveText(['Level', 'Played', 'Solved unaided', 'Solved with help', 'Best time (unaided)']);
  await expect(page.getByRole('row', { name: /^9×9, Easy/ }).getByRole('cell')).toHaveText(['5', '3', '1', '1:35']);
});

test('on a 320 px phone the statistics of a finished game fit the screen: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openGame(page, shareLink(CLASSIC));
  await solveByButton(page);
  await expect(page.locator('.finish-card')).toBeVisible();
  const panel = page.locator('#stats-panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await expect(page.locator('table.stats tbody tr')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

for (const width of [390, 1280]) {
  test(`at ${width} px: after "Undo the last move" on a game solved with help, New game and Import say it stays counted as solved with help, and the statistics agree`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openGame(page, shareLink(CLASSIC));
    await solveByButton(page);
    await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\.$/);
    await card(page).getByRole('button', { name: 'Undo the last move' }).click();
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(dialog.locator('[data-warning]')).toHaveText('This replaces the game in progress; it is already counted as solved with help, and stays so.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The question before a link replaces it says the same.
    await page.goto(shareLink('2...7.35..4.6.....7......96..72.9.34..2...6..61.3.57..12......8.....2.6..93.5...7'));
    const ask = page.getByRole('dialog', { name: 'Open the linked puzzle?' });
    await expect(ask).toContainText(/Your game \(Shared 9×9, \d+:\d\d, \d+ moves?\) is already counted as solved with help, and stays so\./);
    await ask.getByRole('button', { name: 'Open the linked puzzle' }).click();
    await expect(cellAt(page, 0)).toHaveAccessibleName('Row 1, Column 1, given 2');
    await page.locator('#stats-panel summary').click();
    const row = page.getByRole('row', { name: /^Shared 9×9/ });
    await expect(row.getByRole('cell')).toHaveText(['1', '0', '1', '–']);
  });
}
