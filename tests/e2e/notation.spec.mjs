// Plain words first (issue 27, item 4): by default New game's levels say what they ask of a
// player without SE figures, and hints name cells "row 3, column 5"; the "Expert notation" setting
// (off by default, kept across a reload) brings back r3c5, the SE ranges and chain notation.
import { expect, test } from '@playwright/test';
import { CLASSIC, openGame, shareLink } from './game_helpers.mjs';

for (const width of [390, 1280]) {
  test(`at ${width} px: plain levels and hint words by default; Expert notation brings the precise form, and stays after a reload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openGame(page, shareLink(CLASSIC));
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(dialog.getByText('also: the one digit left for a cell, a digit kept to one line of a box')).toBeVisible();
    await expect(dialog).not.toContainText(/SE \d/);
    await expect(dialog).not.toContainText('direct pointing');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Show the step' }).click();
    const panel = page.getByTestId('hint-panel');
    await expect(panel).toContainText(/row \d, column \d/);
    await expect(panel.locator('[data-hint-text]')).not.toContainText(/\br\dc\d/);

    await page.locator('#settings-panel summary').click();
    const box = page.getByRole('checkbox', { name: /^Expert notation/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(panel.locator('[data-hint-text]')).toContainText(/\br\dc\d/);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(panel.locator('[data-hint-text]')).toContainText(/\br\dc\d/);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(dialog).toContainText('naked singles, direct pointing · SE 1.6–2.5');
  });
}
