// Notes (pencil marks): notes mode by N and by the keypad, Shift+digit for one note, "Fill notes"
// with every candidate, and automatic removal from peers when a digit is placed (one undo step).
import { expect, test } from '@playwright/test';
import { CLASSIC, candidates, cellAt, openGame, readBoard, shareLink, status } from './game_helpers.mjs';

test('N switches notes mode; Ctrl+digit toggles one note without it; the name lists the notes', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const cell = cellAt(page, 2);
  await cell.click();
  const notesKey = page.getByRole('button', { name: 'Centre', exact: true }); // notes are the centre marks
  await expect(notesKey).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('n');
  await expect(notesKey).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toHaveText('Notes mode on: digits toggle notes.');
  for (const key of ['7', '2', '5']) await page.keyboard.press(key);
  await expect(cell).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 5 7');
  await page.keyboard.press('5');
  await expect(cell).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 7');
  await page.keyboard.press('n');
  await expect(notesKey).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.press('Control+Digit4'); // Ctrl: one centre mark (Shift: a corner mark, issue 27)
  await expect(cell).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 4 7');
  await expect(status(page)).toHaveText('Note 4 added to row 1, column 3.');
  await page.keyboard.press('Control+Digit4');
  await expect(cell).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 7');
  // A digit replaces the notes; notes mode from the keypad button works the same as N.
  await page.keyboard.press('4');
  await expect(cell).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await notesKey.click();
  await expect(notesKey).toHaveAttribute('aria-pressed', 'true');
  await expect(cell).toBeFocused(); // the keypad does not take the focus from the board
});

test('"Fill notes" writes every candidate; placing a digit removes it from its peers in one undoable step', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('button', { name: 'Fill notes' }).click();
  await expect(status(page)).toHaveText('All candidates noted in every empty cell.');
  const filled = await readBoard(page);
  filled.forEach((cell, i) => {
    if (CLASSIC[i] === '.') expect(cell.notes, `cell ${i}`).toEqual(candidates(CLASSIC, i));
    else expect(cell.notes).toEqual([]);
  });

  // r1c3 can be 1, 2 or 4: place 4 there; every peer loses its note 4, nothing else changes.
  expect(filled[2].notes).toEqual(['1', '2', '4']);
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const after = await readBoard(page);
  const peers = new Set([...Array(81).keys()].filter((i) => i !== 2
    && (Math.floor(i / 9) === 0 || i % 9 === 2 || (Math.floor(i / 27) === 0 && Math.floor((i % 9) / 3) === 0))));
  after.forEach((cell, i) => {
    if (i === 2) expect(cell.symbol).toBe('4');
    else if (peers.has(i)) expect(cell.notes, `peer ${i}`).toEqual(filled[i].notes.filter((d) => d !== '4'));
    else expect(cell.notes, `cell ${i}`).toEqual(filled[i].notes);
  });
  expect(filled.filter((c, i) => peers.has(i) && c.notes.includes('4')).length).toBeGreaterThan(0);

  // One Ctrl+Z brings back the digit's cell and every pruned note.
  await page.keyboard.press('Control+z');
  expect((await readBoard(page)).map((c) => c.notes)).toEqual(filled.map((c) => c.notes));
  await expect(status(page)).toHaveText('Undone: 4 in row 1, column 3.');
});

test('with "Remove notes automatically" off, peers keep their notes', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByText('Settings').click();
  const setting = page.getByLabel('Remove notes automatically');
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await page.getByRole('button', { name: 'Fill notes' }).click();
  const before = await readBoard(page);
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const after = await readBoard(page);
  const rowPeersWith4 = [3, 4, 5, 6, 7, 8].filter((i) => before[i].notes.includes('4'));
  expect(rowPeersWith4.length).toBeGreaterThan(0);
  for (const i of rowPeersWith4) expect(after[i].notes).toEqual(before[i].notes);
});
