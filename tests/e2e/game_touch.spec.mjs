// Touch and pointer: tapping cells and the on-screen keypad (real buttons, no text inputs that
// would summon a phone keyboard), digit-first entry, and boards of other sizes from the New game
// dialog (4x4 played to the end by taps alone, 6x6 and 16x16 laid out and named correctly).
import { expect, test } from '@playwright/test';
import { CLASSIC, boardPuzzle, cellAt, openGame, readBoard, referenceSolve, shareLink, status } from './game_helpers.mjs';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

async function newGame(page, size, level) {
  await page.getByRole('button', { name: 'New game' }).tap();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: `${size}×${size}` }).check();
  if (level) await dialog.getByRole('radio', { name: level }).check();
  await dialog.getByRole('button', { name: 'Start' }).tap();
  await expect(status(page)).toHaveText(new RegExp(`^New game: ${size}×${size} with \\d+ clues\\.$`));
}

test('tap a cell, tap a keypad digit: placed; no text input anywhere on the board or keypad', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const editable = await page.locator('input:not([type=checkbox]):not([type=radio]), textarea, [contenteditable]')
    // The checkpoint panel's name field is the one text box outside a dialog: it is neither board nor keypad.
    .evaluateAll((els) => els.filter((el) => !el.closest('dialog') && !el.closest('#checkpoints-panel')).length);
  expect(editable).toBe(0);
  await expect(page.getByTestId('keypad').getByRole('button')).toHaveText(['Digit', 'Corner', 'Centre', 'Colour', 'Select several', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase', 'Undo', 'Redo']);

  await cellAt(page, 2).tap();
  await page.getByTestId('key-4').tap();
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await page.getByRole('button', { name: 'Centre', exact: true }).tap();
  await cellAt(page, 3).tap();
  await page.getByTestId('key-2').tap();
  await page.getByTestId('key-6').tap();
  await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 2 6');
  await page.getByRole('button', { name: 'Erase' }).tap();
  await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty');
});

test('digit first: pick a digit on the keypad, then tap cells to place it', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByText('Settings').tap();
  await page.getByLabel('Digit first: pick a digit, then tap cells').check();
  const four = page.getByTestId('key-4');
  await four.tap();
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('4 picked: choose cells to place it.');
  await cellAt(page, 2).tap();
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await cellAt(page, 5).tap();
  await expect(cellAt(page, 5)).toHaveAccessibleName('Row 1, Column 6, entered 4, conflict');
  await cellAt(page, 5).tap(); // the same digit again clears it
  await expect(cellAt(page, 5)).toHaveAccessibleName('Row 1, Column 6, empty');
  // Every 4 on the board is highlighted while 4 is picked (a class, the name does not change).
  const same = await page.locator('[role="gridcell"].same').count();
  expect(same).toBe([...CLASSIC].filter((s) => s === '4').length + 1);
});

test('a 4x4 game from the New game dialog, played to "Solved" by taps on the keypad', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await newGame(page, 4);
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('gridcell')).toHaveCount(16);
  await expect(page.getByTestId('keypad').getByTestId(/^key-\d+$/)).toHaveCount(4);
  const { puzzle } = await boardPuzzle(page);
  const solution = referenceSolve(puzzle, 2, 2);
  for (let cell = 0; cell < 16; cell++) {
    if (puzzle[cell] !== '.') continue;
    await cellAt(page, cell, 4).tap();
    await page.getByTestId(`key-${solution[cell]}`).tap();
  }
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\./);
});

test('6x6 and 16x16 boards: rows, cells, names, boxes and letter digits', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await newGame(page, 6);
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('gridcell')).toHaveCount(36);
  await expect(page.getByRole('gridcell').last()).toHaveAccessibleName(/^Row 6, Column 6, /);
  // 2x3 boxes: a thick line after every third column and every second row.
  const edges = await page.getByRole('gridcell').evaluateAll((cells) => cells.slice(0, 12).map((c) => [
    parseFloat(getComputedStyle(c).borderRightWidth), parseFloat(getComputedStyle(c).borderBottomWidth)]));
  expect(edges[2][0]).toBeGreaterThan(edges[1][0]);
  expect(edges[6][1]).toBeGreaterThan(edges[0][1]);

  await newGame(page, 16, '114 clues (gentle)');
  await expect(page.getByRole('gridcell')).toHaveCount(256);
  const cells = await readBoard(page);
  expect(cells.every((c) => c.kind !== 'unreadable')).toBe(true);
  expect(cells.filter((c) => c.given).length).toBeGreaterThanOrEqual(114);
  expect(cells.some((c) => /[A-G]/.test(c.symbol))).toBe(true);
  const empty = cells.findIndex((c) => !c.given);
  await cellAt(page, empty, 16).tap();
  await page.getByTestId('key-12').tap();
  await expect(cellAt(page, empty, 16)).toHaveAccessibleName(/entered C/);
  // Every cell is on screen and square at phone width.
  const box = await cellAt(page, 255, 16).boundingBox();
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
});
