// Undo and redo: Ctrl+Z all the way back to the givens, Ctrl+Y and Ctrl+Shift+Z all the way
// forward again, the keypad's Undo/Redo buttons, and a new move dropping the redo branch.
import { expect, test } from '@playwright/test';
import { CLASSIC, cellAt, openGame, readBoard, shareLink, status } from './game_helpers.mjs';

const snapshot = async (page) => (await readBoard(page)).map((c) => `${c.symbol}:${c.notes.join('')}`);

test('Ctrl+Z undoes every move back to the start; Ctrl+Y and Ctrl+Shift+Z redo them all', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const start = await snapshot(page);
  const states = [];
  await cellAt(page, 2).click();
  await page.keyboard.press('4');                // place
  states.push(await snapshot(page));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit6');     // note
  states.push(await snapshot(page));
  await page.getByRole('button', { name: 'Fill notes' }).click();
  states.push(await snapshot(page));
  await page.keyboard.press('2');                // place with pruning
  states.push(await snapshot(page));
  await page.keyboard.press('Backspace');        // erase
  states.push(await snapshot(page));

  for (let i = states.length - 2; i >= -1; i--) {
    await page.keyboard.press('Control+z');
    expect(await snapshot(page)).toEqual(i >= 0 ? states[i] : start);
  }
  await expect(status(page)).toHaveText(/Back at the start\.$/);
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText('Nothing to undo: this is the start of the game.');
  expect(await snapshot(page)).toEqual(start);

  for (let i = 0; i < states.length; i++) {
    await page.keyboard.press(i % 2 ? 'Control+Shift+Z' : 'Control+y');
    expect(await snapshot(page)).toEqual(states[i]);
  }
  await page.keyboard.press('Control+y');
  await expect(status(page)).toHaveText('Nothing to redo.');
});

test('the keypad Undo and Redo buttons work and say when there is nothing to do', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await cellAt(page, 2).click();
  await page.getByRole('button', { name: '4', exact: true }).click();
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await undo.click();
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty');
  await expect(redo).toHaveAttribute('aria-disabled', 'false');
  await redo.click();
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  // A new move after an undo drops what could have been redone.
  await undo.click();
  await page.keyboard.press('1');
  await expect(redo).toHaveAttribute('aria-disabled', 'true');
});

test('the focus follows the selection: Ctrl+Z of a move in another cell takes the keyboard there too', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('Shift+7'); // a note in r1c3
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(cellAt(page, 20)).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 2)).toBeFocused();
  await expect(cellAt(page, 2)).toHaveAttribute('tabindex', '0');
  await expect(cellAt(page, 20)).toHaveAttribute('tabindex', '-1');
});
