// The page as a whole in real Chromium: no console errors, the axe-core scan in light and dark
// and at 320 px (with notes, conflicts, a hint, the dialog and the paused state on screen), the
// theme toggle, relative URLs only, and a host that serves .wasm with the wrong MIME type.
// Screenshots at phone and desktop sizes are kept in test-results/ for people to look at.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { solutionProblem } from '../js/sudoku_check.mjs';
import { CLASSIC, boardLine, cellAt, openGame, referenceSolve, shareLink, status, solveByButton } from './game_helpers.mjs';

async function expectNoAxeViolations(page, what, include = null) {
  const builder = axeBuilder(page);
  if (include) builder.include(include); // a part that changed: quicker than the whole page again
  const results = await builder.analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(found, what).toEqual([]);
  return results;
}

/** A board with an entry, notes, a conflict and a hint showing. */
async function busyBoard(page) {
  await cellAt(page, 2).click();
  await page.keyboard.press('5');                 // conflicts with r1c1
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^No hint: row 1, column 3 holds 5, which is not the solution's digit/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit2');      // notes
  await page.keyboard.press('Shift+Digit6');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(referenceSolve(CLASSIC, 3, 3)[21]); // a right entry
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^No hint: row 1, column 3 holds 5/);
  await cellAt(page, 2).click();
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  await page.getByRole('button', { name: 'Show the step' }).click();      // the whole step on the board
}

for (const [colorScheme, width, more] of [['light', 1280, true], ['dark', 1280, false], ['light', 320, false], ['dark', 320, true]]) {
  test(`axe finds no violations (${colorScheme}, ${width} px)${more ? ': playing, the New game dialog, paused' : ''}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 320 ? 720 : 900 });
    await page.emulateMedia({ colorScheme });
    const problems = await openGame(page, shareLink(CLASSIC));
    await busyBoard(page);
    await page.getByText('Settings').click();
    await page.locator('#stats-panel summary').click();
    const results = await expectNoAxeViolations(page, 'playing');
    // Nothing sticks out sideways, even at 320 px: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(results.passes.length).toBeGreaterThan(10);
    await page.screenshot({ path: `test-results/screenshots/game-${colorScheme}-${width}.png`, fullPage: true });
    if (more) {
      await page.getByRole('button', { name: 'New game' }).click();
      await expect(page.getByRole('dialog', { name: 'New game' })).toBeVisible();
      await expectNoAxeViolations(page, 'new game dialog', '#new-game-dialog');
      await page.screenshot({ path: `test-results/screenshots/new-game-${colorScheme}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByTestId('paused')).toBeVisible();
      await expectNoAxeViolations(page, 'paused', '.board-column');
      await page.screenshot({ path: `test-results/screenshots/paused-${colorScheme}-${width}.png` });
    }
    expect(problems).toEqual([]);
  });
}

test('the scan sees this page: a row that loses its role breaks the grid', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('row').first().evaluate((row) => row.removeAttribute('role'));
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => v.id)).toContain('aria-required-parent');
});

test('the theme follows the system, and the toggle is remembered across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openGame(page, shareLink(CLASSIC));
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const light = await background();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  expect(await background()).not.toBe(light);
});

test('prefers-reduced-motion: no transitions or animations on the board and the status line', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGame(page, shareLink(CLASSIC));
  const motion = () => page.evaluate(() => [document.querySelector('[role="gridcell"]'), document.querySelector('[role="status"]')]
    .map((el) => [getComputedStyle(el).transitionDuration, getComputedStyle(el).animationName]));
  expect(await motion()).toEqual([['0s', 'none'], ['0s', 'none']]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await motion())[0][0]).not.toBe('0s');
});

test('index.html and its scripts use relative URLs only, so the site works from any sub-path', () => {
  const root = new URL('../../web/', import.meta.url);
  const html = readFileSync(new URL('index.html', root), 'utf8');
  const urls = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(1);
  for (const url of urls) expect(url, url).toMatch(/^(\.\/|data:|#)/);
  for (const file of ['app.js', 'app/game_controller.js', 'app/game_starter.js', 'app/hint_controller.js', 'engine/engine_client.js', 'engine/worker.js']) {
    const text = readFileSync(new URL(file, root), 'utf8');
    expect(text, file).not.toMatch(/(?:import|fetch|Worker|importScripts)\s*\(\s*['"]\//);
    expect(text, file).not.toMatch(/from\s+['"]\//);
  }
});

test('still works when the server sends .wasm as application/octet-stream', async ({ page, request, baseURL }) => {
  const wrong = new URL(baseURL);
  wrong.port = String(Number(wrong.port) + 1);
  const wasm = await request.get(new URL('wasm/dlx_sudoku.wasm', wrong).href);
  expect(wasm.headers()['content-type']).toBe('application/octet-stream');
  const problems = await openGame(page, new URL(shareLink(CLASSIC), wrong).href);
  await solveByButton(page);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\./);
  expect(solutionProblem(await boardLine(page), 3, 3)).toBe('');
  // The worker reads the bytes itself when streaming compilation is refused: not even a warning.
  expect(problems).toEqual([]);
});
