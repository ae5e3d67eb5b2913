// Nothing in the page waits forever on the engine (web/engine/engine_client.js): a long Solve is
// cancelled when the player asks for a new game, and a worker that hangs or closes itself without
// a word is found by the watchdog and replaced, the call that waited for it answered by the new
// one. The hang is staged with Playwright's handle on the real worker (an endless loop, or
// self.close()), the app has no hook for it; new workers are counted by wrapping Worker.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CLASSIC, cellAt, openGame, shareLink, status } from './game_helpers.mjs';

// A 25×25 whose search goes on for minutes (bench/hostile_25x25.txt, second puzzle).
const HOSTILE = readFileSync(new URL('../../bench/hostile_25x25.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line.length === 625)[1];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    window.__workers = 0;
    window.__sent = [];
    window.Worker = class extends RealWorker {
      constructor(...args) {
        super(...args);
        window.__workers += 1;
      }
      postMessage(message, ...rest) {
        if (message?.name) window.__sent.push(message.name);
        super.postMessage(message, ...rest);
      }
    };
  });
});

const workers = (page) => page.evaluate(() => window.__workers);

test('a new game asked for during a long Solve comes at once: the Solve is cancelled, not waited for', async ({ page }) => {
  const problems = await openGame(page, shareLink(HOSTILE));
  await expect(page.getByRole('gridcell')).toHaveCount(625);
  await expect(status(page)).toHaveText(/25×25/);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Solve the puzzle?' }).getByRole('button', { name: 'Solve it' }).click();
  // The Solve is under way in the worker (on this puzzle it would run for minutes).
  await expect.poll(() => page.evaluate(() => window.__sent.includes('solve'))).toBe(true);
  const before = await workers(page);

  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: '4×4' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  // Without the cancel the worker would be busy until the Solve's deadline (20 s).
  await expect(page.getByRole('gridcell')).toHaveCount(16, { timeout: 10_000 });
  await expect(status(page)).toHaveText(/^New game: 4×4 with \d+ clues\.$/);
  expect(await workers(page)).toBe(before + 1); // the busy worker was replaced
  // The old Solve never lands on the new board, and no failure is announced for it.
  await page.waitForTimeout(500);
  await expect(status(page)).toHaveText(/^New game: 4×4/);
  expect(problems).toEqual([]);
});

for (const [how, stage] of [
  ['hangs in an endless loop', () => { for (;;) { /* the worker's event loop never comes back */ } }],
  ['closes itself without a word', () => { self.close(); }],
]) {
  test(`a worker that ${how} is found and replaced; the hint that waited for it comes`, async ({ page }) => {
    const problems = await openGame(page, shareLink(CLASSIC));
    await cellAt(page, 2).click();
    await page.keyboard.press('4');
    await expect(page.locator('body')).toHaveAttribute('data-pool', 'idle', { timeout: 25_000 });
    const before = await workers(page);
    const [worker] = page.workers();
    worker.evaluate(stage).catch(() => {}); // never answers (the loop) or the worker is gone (close)
    await page.getByRole('button', { name: 'Hint' }).click();
    // The watchdog pings an idle worker after 1 s and gives up on it 5 s later.
    await expect(status(page)).toHaveText(/^Hint: /, { timeout: 20_000 });
    expect(await workers(page)).toBe(before + 1);
    await expect(cellAt(page, 2)).toHaveAccessibleName(/, entered 4/);
    expect(problems.filter((p) => !/Worker|worker/.test(p))).toEqual([]);
  });
}

test('the first hint offline says so in words (no raw key, no unhandled error), and works once back online', async ({ page, context }) => {
  const problems = await openGame(page, shareLink(CLASSIC)); // plays from the core module: no hint code loaded yet
  await expect(page.locator('body')).toHaveAttribute('data-pool', 'idle', { timeout: 25_000 });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText('No hint: hints need a part of the page that could not be downloaded (are you offline?). Try again once you are online.');
  await expect(page.getByText('hint.unavailable')).toHaveCount(0);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  expect(problems.filter((p) => /pageerror|Failed to fetch dynamically imported module|Uncaught/.test(p))).toEqual([]);
});

// Issue 33, finding 8: the worker's full module (the hints' code) stalls while loading; the watchdog
// rightly gives a loading worker 30 s, but the Hint says within a few seconds what it waits for.
test('a Hint waiting on the full module says so within seconds instead of staying silent', async ({ page }) => {
  const problems = await openGame(page, shareLink(CLASSIC)); // plays from the core module: no hint code loaded yet
  await expect(page.locator('body')).toHaveAttribute('data-pool', 'idle', { timeout: 25_000 });
  const stalled = [];
  await page.route(/\/wasm\/dlx_sudoku\.(js|wasm)$/, (route) => { stalled.push(route); });  // never answered
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText('Still loading the engine’s hint and solving module; your request runs as soon as it is ready…', { timeout: 6_000 });
  expect(stalled.length).toBeGreaterThan(0);
  expect(problems.filter((p) => /pageerror|Uncaught/.test(p))).toEqual([]);
});
