// Shared pieces of the visualizer's Playwright tests: opening dlx.html and collecting what the
// page reports as an error, so a spec fails on any console error or uncaught exception.
import { expect } from '@playwright/test';

/**
 * Opens the visualizer at `where` ('' or a '#…' hash after dlx.html, or a path such as
 * 'dlx.html?embed=1#…') and returns the list its errors are collected in. atStart: wait until it
 * shows the first record (a plain visit); otherwise until the page is ready (a link to a step).
 */
export async function openViz(page, where = '', { atStart = true } = {}) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(where === '' || where.startsWith('#') ? `dlx.html${where}` : where);
  if (atStart) await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  else await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return errors;
}
