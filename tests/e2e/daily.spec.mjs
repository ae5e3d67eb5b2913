// The puzzle of the day (issue 28): the same puzzle in two fresh browsers on one date and another on
// the next, a past day by its link (and a bad link refused in words), the streak across days with a
// fixed clock, and how it looks at 390 and 1280 px, light and dark. The offline case is in
// offline.spec.mjs (the built site with its service worker).
import { expect, test } from '@playwright/test';
import { boardPuzzle, cellAt, openGame, referenceSolve, status } from './game_helpers.mjs';

// Local noon, so the date is the same whatever the machine's time zone.
const at = (day) => new Date(`${day}T12:00:00`);

async function openOn(browser, day, url = './', viewport = { width: 1280, height: 900 }, colorScheme = 'light') {
  const context = await browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  await page.clock.setFixedTime(at(day));
  const problems = await openGame(page, url);
  return { context, page, problems };
}

// Chooses the puzzle of the day in the New game dialog; waits until the day's (`date` in words) is on the board.
async function playDaily(page, date) {
  await page.locator('#new-game-button').click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Puzzle of the day' }).click();
  await expect(page.locator('#game-info')).toHaveText(new RegExp(`^Puzzle of the day, ${date} · `), { timeout: 30_000 });
}

// Solves the board by typing the reference solution into every empty cell, by keyboard (a row at a
// time: Home, then a digit or ArrowRight along it).
async function solveByHand(page) {
  const { puzzle, size } = await boardPuzzle(page);
  const solution = referenceSolve(puzzle, 3, 3);
  await cellAt(page, 0).click();
  for (let row = 0; row < size; row += 1) {
    await page.keyboard.press('Home');
    for (let col = 0; col < size; col += 1) {
      const cell = row * size + col;
      if (puzzle[cell] === '.') await page.keyboard.press(solution[cell]);
      if (col < size - 1) await page.keyboard.press('ArrowRight');
    }
    if (row < size - 1) await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByTestId('finish-card')).toBeVisible();
}

test('two fresh browsers get the same puzzle on one date, another on the next; its title names the day', async ({ browser }) => {
  const a = await openOn(browser, '2026-12-01');
  const b = await openOn(browser, '2026-12-01');
  const c = await openOn(browser, '2026-12-02');
  await playDaily(a.page, 'Tuesday, 1 December 2026');
  await playDaily(b.page, 'Tuesday, 1 December 2026');
  await playDaily(c.page, 'Wednesday, 2 December 2026');
  const [pa, pb, pc] = await Promise.all([a, b, c].map(({ page }) => boardPuzzle(page)));
  expect(pa.puzzle).toBe(pb.puzzle);
  expect(pc.puzzle).not.toBe(pa.puzzle);
  // Tuesday is Medium, Wednesday Hard (daily.js), said in the title beside the date.
  await expect(a.page.locator('#game-info')).toHaveText('Puzzle of the day, Tuesday, 1 December 2026 · 9×9, Medium');
  await expect(c.page.locator('#game-info')).toHaveText('Puzzle of the day, Wednesday, 2 December 2026 · 9×9, Hard');
  await expect(status(a.page)).toContainText('Puzzle of the day, Tuesday, 1 December 2026.');
  // The dialog tells the day and its level before the player chooses.
  await b.page.locator('#new-game-button').click();
  await expect(b.page.locator('#daily-help')).toHaveText(/^Tuesday, 1 December 2026: 9×9, Medium\./);
  // Choosing it again while it is on the board only says so; the game goes on.
  await b.page.getByRole('button', { name: 'Puzzle of the day' }).click();
  await expect(status(b.page)).toHaveText('This is the puzzle of Tuesday, 1 December 2026: the game goes on.');
  // A reload keeps the day's game (its date is saved with it).
  await a.page.reload();
  await expect(a.page.locator('#game-info')).toHaveText(/^Puzzle of the day, Tuesday, 1 December 2026/);
  expect((await boardPuzzle(a.page)).puzzle).toBe(pa.puzzle);
  for (const run of [a, b, c]) {
    expect(run.problems).toEqual([]);
    await run.context.close();
  }
});

test('a past day opens by its link, the same puzzle as on its day; a future or broken day is refused in words', async ({ browser }) => {
  const then = await openOn(browser, '2026-11-30');
  await playDaily(then.page, 'Monday, 30 November 2026');
  const onItsDay = (await boardPuzzle(then.page)).puzzle;
  const later = await openOn(browser, '2026-12-05', './#daily=2026-11-30');
  await expect(later.page.locator('#game-info')).toHaveText(/^Puzzle of the day, Monday, 30 November 2026 · 9×9, Easy$/);
  expect((await boardPuzzle(later.page)).puzzle).toBe(onItsDay);
  // The address no longer holds the link: a reload continues the game instead of opening it again.
  expect(new URL(later.page.url()).hash).toBe('');
  // A day still to come, and a day that is none, by a hash change on the open page.
  await later.page.evaluate(() => { location.hash = 'daily=2026-12-09'; });
  await expect(later.page.getByTestId('notices')).toContainText(
    'This link to a puzzle of the day could not be opened: the puzzle of 2026-12-09 is not out yet (today is 2026-12-05).');
  await later.page.evaluate(() => { location.hash = 'daily=2026-02-30'; });
  await expect(later.page.getByTestId('notices')).toContainText('there is no day 2026-02-30 in the calendar');
  expect((await boardPuzzle(later.page)).puzzle).toBe(onItsDay); // the game on the board stays
  for (const run of [then, later]) await run.context.close();
});

test('the streak: days solved on their date count, the statistics and the finish card say so', async ({ browser }) => {
  test.setTimeout(120_000); // three boards solved key by key on a shared machine
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(at('2026-11-30'));
  await openGame(page);
  await playDaily(page, 'Monday, 30 November 2026');
  await solveByHand(page);
  await expect(page.getByTestId('finish-daily')).toHaveText('Puzzle of the day solved: 1 day in a row (best 1 day).');
  // The next day (the same browser, its storage kept): the streak stands while today is open.
  await page.clock.setFixedTime(at('2026-12-01'));
  await page.reload();
  await page.locator('#stats-panel summary').click();
  await expect(page.getByTestId('stats-daily')).toHaveText("Puzzle of the day: 1 day in a row (best 1 day). Today's puzzle is not solved yet.");
  await playDaily(page, 'Tuesday, 1 December 2026');
  await solveByHand(page);
  await expect(page.getByTestId('finish-daily')).toHaveText('Puzzle of the day solved: 2 days in a row (best 2 days).');
  await expect(page.getByTestId('stats-daily')).toHaveText(/^Puzzle of the day: 2 days in a row \(best 2 days\)\. Today's puzzle solved in \d+:\d\d\.$/);
  // A day missed breaks it; a missed day played later by its link does not mend it.
  await page.clock.setFixedTime(at('2026-12-03'));
  await page.goto('./#daily=2026-12-02');
  await expect(page.locator('#game-info')).toHaveText(/Wednesday, 2 December 2026/, { timeout: 30_000 });
  await solveByHand(page);
  await expect(page.getByTestId('finish-daily')).toHaveText('A past day solved: only a day solved on its own date counts for the streak.');
  await expect(page.getByTestId('stats-daily')).toHaveText(/^Puzzle of the day: 0 days in a row \(best 2 days\)\./);
  await context.close();
});

for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the daily choice and title at ${viewport.width} px, ${scheme}: nothing cut off, screenshots`, async ({ browser }, info) => {
      const { context, page } = await openOn(browser, '2026-12-03', './', viewport, scheme);
      await page.locator('#new-game-button').click();
      const button = page.getByRole('button', { name: 'Puzzle of the day' });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: info.outputPath(`daily-dialog-${name}-${scheme}.png`) });
      await button.click();
      // Thursday: a variant at Hard.
      await expect(page.locator('#game-info')).toHaveText(/^Puzzle of the day, Thursday, 3 December 2026 · Hard (X-Sudoku|Windoku|Jigsaw|Killer)/, { timeout: 30_000 });
      const title = await page.locator('#game-info').boundingBox();
      expect(title.x + title.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: info.outputPath(`daily-game-${name}-${scheme}.png`) });
      await context.close();
    });
  }
}
