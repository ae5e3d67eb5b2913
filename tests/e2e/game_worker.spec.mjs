// The engine's worker dying never loses the game: the game lives on the main thread, and the
// engine client starts a fresh worker. The crash is staged at the browser level: the page's
// Worker constructor is wrapped so the test can kill the worker when a chosen request is sent
// (terminate it, then fire the error event a crashed worker fires). No hook in the app itself.
import { expect, test } from '@playwright/test';
import { CLASSIC, boardLine, cellAt, openGame, readBoard, shareLink, status } from './game_helpers.mjs';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    window.__workers = [];
    window.__kill = { name: null, times: 0 }; // kill the worker when it is sent `name`, `times` times
    window.Worker = class extends RealWorker {
      constructor(...args) {
        super(...args);
        window.__workers.push(this);
      }
      postMessage(message, ...rest) {
        super.postMessage(message, ...rest);
        if (window.__kill.times > 0 && message?.name === window.__kill.name) {
          window.__kill.times -= 1;
          this.terminate(); // at once: the request can never be answered
          setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'killed by the test' })), 0);
        }
      }
    };
  });
});

const arm = (page, name, times = 1) => page.evaluate(([n, t]) => { window.__kill = { name: n, times: t }; }, [name, times]);

test('the worker killed during a hint: the hint still comes, from a new worker, and the board is intact', async ({ page }) => {
  const problems = await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Digit6');
  const before = await readBoard(page);
  const workersBefore = await page.evaluate(() => window.__workers.length);

  await expect(page.locator('body')).toHaveAttribute('data-pool', 'idle', { timeout: 25_000 }); // no background generation to kill instead
  await arm(page, 'hintFor');
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  expect(await page.evaluate(() => window.__workers.length)).toBe(workersBefore + 1);
  const after = await readBoard(page);
  expect(after.map((c) => [c.symbol, c.notes])).toEqual(before.map((c) => [c.symbol, c.notes]));
  await page.keyboard.press('Control+z');                  // the hint's nudge is a move too
  await expect(status(page)).toHaveText('Undone: hint stage 1.');
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 3)).toHaveAccessibleName(/^Row 1, Column 4, empty/);
  expect(problems).toEqual([]);
});

test('the worker killed mid-generation, twice: the game in progress stays, and the next try works', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const line = await boardLine(page);
  await expect(page.locator('body')).toHaveAttribute('data-pool', 'idle', { timeout: 25_000 }); // no background generation to kill instead

  // 6×6: generated on request (9×9 levels may come from the pool without a generate call).
  const start = async () => {
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('radio', { name: '6×6' }).check();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
  };
  await arm(page, 'generate', 2); // the request and its one retry
  await start();
  await expect(status(page)).toHaveText(/^No new game: .*killed by the test/);
  expect(await boardLine(page)).toBe(line);
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty');

  await arm(page, 'generate', 1); // killed once: the retry on a fresh worker succeeds
  await start();
  await expect(status(page)).toHaveText(/^New game: 6×6 with \d+ clues\.$/);
  expect(await boardLine(page)).not.toBe(CLASSIC);
});

test('a first visit plays from the core module; the full one loads once, on the first hint, and serves the rest', async ({ page }) => {
  const wasm = [];
  page.on('request', (request) => {
    const name = /\/wasm\/([^/?#]+\.wasm)/.exec(request.url())?.[1];
    if (name) wasm.push(name);
  });
  const problems = await openGame(page); // no saved game: a starter puzzle, no generate call
  await expect(status(page)).toHaveText(/^New game: \w+, 9×9 with \d+ clues\.$/);
  await cellAt(page, 0).click();
  await page.keyboard.press('ArrowRight');
  // The first touch starts the engine: its core module arrives a moment later, and only it.
  await expect.poll(() => wasm).toEqual(['dlx_sudoku_core.wasm']);
  expect(await page.evaluate(() => window.__workers.length)).toBe(1);

  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  // A second full-module call (no question first: the hint already made this a game with help).
  await page.getByRole('button', { name: /solution path/i }).click();
  await expect(page.getByRole('region', { name: /solution path/i })).toBeVisible();
  expect(wasm).toEqual(['dlx_sudoku_core.wasm', 'dlx_sudoku.wasm']);
  expect(problems).toEqual([]);
});
