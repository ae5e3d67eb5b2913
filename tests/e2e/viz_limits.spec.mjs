// The visualizer with problems of the player's own that are too big to draw: the DLX1 text is
// refused before the engine is asked, with its size and the limit in words, and the example on
// screen stays usable. (Parsing itself is linear in the engine: one option naming 200,000 items
// took 16 s before; tests/cpp/dlx1_format_tests.cpp.)
import { expect, test } from '@playwright/test';

test('a problem of your own over 256 KB is refused with its size; a small one still loads after it', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('dlx.html');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await page.locator('#custom-box summary').click();
  const names = Array.from({ length: 40000 }, (_, i) => `i${i}`).join(' ');
  await page.getByTestId('dlx1-text').fill(`${names}\n${names}\n`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('error')).toHaveText(/^This problem is \d+ KB of text; the visualizer draws problems of up to 256 KB\./);
  await page.getByTestId('dlx1-text').fill('A B C\nA B\nC\nA\nB C\n');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('error')).toHaveText('');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  expect(errors).toEqual([]);
});
