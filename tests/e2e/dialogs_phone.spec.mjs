// New game and Create / import on a 390 px phone (issue 27, item 4): their main button (Start,
// Play) is on screen when the dialog opens, no scrolling needed; the import help names no key
// chord a touch device does not have; and the grid's help says what the grid shows.
import { expect, test } from '@playwright/test';
import { CLASSIC, openGame } from './game_helpers.mjs';

const importDialog = (page) => page.locator('#import-dialog');

test.describe('a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const colorScheme of ['light', 'dark']) {
    test(`${colorScheme}: New game's Start and Import's Play are on screen when their dialogs open`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openGame(page);
      await page.getByRole('button', { name: 'New game' }).tap();
      const start = page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start' });
      await expect(start).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `test-results/shots/new-game-390-${colorScheme}.png` });
      await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Cancel' }).tap();
      await page.getByRole('button', { name: 'Create / import' }).tap();
      const play = importDialog(page).getByRole('button', { name: 'Play', exact: true });
      await expect(play).toBeVisible();
      await expect(play).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `test-results/shots/import-390-${colorScheme}.png` });
    });
  }

  test('the import help names no Ctrl+Enter on a touch device', async ({ page }) => {
    await openGame(page);
    await page.getByRole('button', { name: 'Create / import' }).tap();
    await expect(importDialog(page).getByLabel('Puzzle text')).toBeVisible();
    await expect(importDialog(page)).not.toContainText('Ctrl+Enter');
    await expect(importDialog(page)).toContainText('Blanks may be . or 0');
  });
});

test('at 1280 px with a keyboard, the import help still offers Ctrl+Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openGame(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  await expect(importDialog(page)).toContainText('Ctrl+Enter plays.');
});

test('the grid help says the grid is empty when no puzzle was read, and that it keeps the last one once one was', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  const text = importDialog(page).getByLabel('Puzzle text');
  await text.fill('hello');
  await expect(importDialog(page)).toContainText('so the grid is set aside (it is empty: no puzzle has been read yet)');
  await expect(importDialog(page)).not.toContainText('still shows the last puzzle read');
  await text.fill(CLASSIC);
  await expect(importDialog(page)).not.toContainText('set aside');
  await text.fill(`${CLASSIC}?`);
  await expect(importDialog(page)).toContainText('still shows the last puzzle read');
});
