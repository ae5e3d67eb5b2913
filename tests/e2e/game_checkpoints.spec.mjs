// Checkpoints (issue 27, item 3): save the position by name, go back to any checkpoint as a move
// that Undo takes back, and back to the last position with no mistake (help unless the solution is
// being checked), at 390 px and 1280 px, light and dark, by keyboard and pointer, after a reload,
// in a share link and at the finish.
import { expect, test } from '@playwright/test';
import { movesToText } from '../../web/game/moves.js';
import { CLASSIC, cellAt, openGame, readBoard, referenceSolve, shareLink, status } from './game_helpers.mjs';
import { axeBuilder } from './axe.mjs';

const SOLUTION = referenceSolve(CLASSIC, 3, 3);
const wrong = (cell) => String((Number(SOLUTION[cell]) % 9) + 1);
const panel = (page) => page.getByTestId('checkpoints-panel');
const line = async (page) => (await readBoard(page)).map((c) => c.symbol).join('');

async function openPanelByKeyboard(page) {
  await panel(page).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
}

async function place(page, cell, digit) {
  await cellAt(page, cell).click();
  await page.keyboard.press(digit);
}

async function solveTheRest(page) {
  const board = await readBoard(page);
  for (let cell = 0; cell < 81; cell++) {
    if (board[cell].symbol === '.') await place(page, cell, SOLUTION[cell]);
  }
}

for (const [width, colorScheme] of [[390, 'light'], [390, 'dark'], [1280, 'light'], [1280, 'dark']]) {
  test(`checkpoints at ${width} px, ${colorScheme}: save by keyboard, back by pointer, Undo returns, a reload keeps them, the mistake button counts as help`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme });
    const problems = await openGame(page, shareLink(CLASSIC));
    await place(page, 2, SOLUTION[2]);
    await openPanelByKeyboard(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('before the 6s');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Checkpoint “before the 6s” saved.');
    const back = panel(page).getByRole('button', { name: 'Back to “before the 6s” after 1 move' });
    await expect(back).toBeVisible();
    await expect(panel(page).locator('summary')).toHaveText('Checkpoints (1)');
    const atCheckpoint = await line(page);

    await place(page, 3, wrong(3));
    await place(page, 5, SOLUTION[5]);
    const later = await line(page);
    await back.click();
    await expect(status(page)).toHaveText('Back to checkpoint “before the 6s”. Undo returns to where you were.');
    expect(await line(page)).toBe(atCheckpoint);
    await page.keyboard.press('Control+z');
    expect(await line(page)).toBe(later);

    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await line(page)).toBe(later);
    await panel(page).locator('summary').click();
    await expect(back).toBeVisible();
    const mistake = panel(page).getByRole('button', { name: 'Back to the last position with no mistake' });
    await expect(mistake).toHaveAccessibleDescription(/counts as help/);
    expect((await axeBuilder(page).include('#checkpoints-panel').analyze()).violations).toEqual([]);
    // Fits the phone: nothing in the panel is wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);

    await mistake.click();
    await expect(status(page)).toHaveText('Back to the last position with no mistake. Undo returns to where you were.');
    const board = await readBoard(page);
    expect([board[2].symbol, board[3].symbol, board[5].symbol]).toEqual([SOLUTION[2], '.', '.']);

    await solveTheRest(page);
    const card = page.getByTestId('finish-card');
    await expect(card).toBeVisible();
    await expect(card.locator('.finish-help')).toHaveText('1 return to the last position with no mistake');
    await expect(panel(page)).toBeHidden();
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(card.locator('.finish-help')).toHaveText('1 return to the last position with no mistake');
    await expect(page.getByTestId('stats')).toContainText('1');
    expect(problems).toEqual([]);
  });
}

test('back to the last position with no mistake is free while the solution is checked; the finish says unaided', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.locator('#settings-panel summary').click();
  await page.getByRole('checkbox', { name: 'Check against the solution' }).check();
  await place(page, 3, wrong(3));
  await place(page, 2, SOLUTION[2]);
  await panel(page).locator('summary').click();
  const mistake = panel(page).getByRole('button', { name: 'Back to the last position with no mistake' });
  await expect(mistake).toHaveAccessibleDescription(/is not counted as help/);
  await mistake.focus();
  await page.keyboard.press('Enter');
  const board = await readBoard(page);
  expect([board[2].symbol, board[3].symbol]).toEqual(['.', '.']);
  await solveTheRest(page);
  await expect(page.getByTestId('finish-card').locator('.finish-help')).toHaveText('none: solved unaided');
});

test('a share link carries checkpoints: the list shows them and going back works', async ({ page }) => {
  const moves = movesToText([
    { kind: 'place', cell: 2, digit: Number(SOLUTION[2]), prune: true },
    { kind: 'checkpoint', name: 'shared; 50%' },
    { kind: 'place', cell: 3, digit: Number(SOLUTION[3]), prune: true },
  ]);
  await openGame(page, shareLink(CLASSIC, moves));
  await panel(page).locator('summary').click();
  await panel(page).getByRole('button', { name: 'Back to “shared; 50%” after 1 move' }).click();
  const board = await readBoard(page);
  expect([board[2].symbol, board[3].symbol]).toEqual([SOLUTION[2], '.']);
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 3)).toHaveAccessibleName(new RegExp(`entered ${SOLUTION[3]}`));
});
