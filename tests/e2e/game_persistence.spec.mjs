// Nothing is lost: autosave on every move and resume on reload (board, notes, undo history,
// clock); corrupt saved data reported and replaced by a fresh game; storage that throws falls
// back to memory with a visible notice; share links open their puzzle (and progress).
import { expect, test } from '@playwright/test';
import { Game } from '../../web/game/game.js';
import { encode } from '../../web/game/storage.js';
import { saveRecord } from '../../web/game/saved_game.js';
import { CLASSIC, boardLine, cellAt, openGame, readBoard, shareLink, status } from './game_helpers.mjs';

const clockSeconds = async (page) => {
  const [m, s] = (await page.getByTestId('clock').textContent()).split(':').map(Number);
  return m * 60 + s;
};

test('a reload resumes exactly: board, notes, undo history and the clock', async ({ page }) => {
  await page.clock.install();
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+Digit2'); // centre marks: the notes
  await page.keyboard.press('Control+Digit6');
  await page.clock.fastForward(95_000);
  await expect(page.getByTestId('clock')).toHaveText(/^1:3\d$/);
  const before = await readBoard(page);
  const shownBefore = await clockSeconds(page);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(/^Welcome back: your game continues at 1:3\d\.$/);
  expect(await readBoard(page)).toEqual(before);
  expect(await clockSeconds(page)).toBeGreaterThanOrEqual(shownBefore);
  // The clock keeps running from there.
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('clock')).toHaveText(/^2:3\d$/);
  // The undo history came back too: two notes, then the digit, then the start.
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 2');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty');
  expect(await boardLine(page)).toBe(CLASSIC);
  await page.keyboard.press('Control+y');
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
});

test('saved data that is not JSON is reported and a fresh game starts', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem('dlx-sudoku:game', '{"version":1,"game":{"puz');
      sessionStorage.setItem('corrupted', '1');
    }
  });
  const problems = await openGame(page);
  await expect(page.getByTestId('notices')).toContainText('Your saved game could not be read');
  await expect(status(page)).toHaveText(/^New game: (Easy|Medium|Hard|Expert|Extreme|Diabolical), 9×9 with \d+ clues\.$/);
  expect((await readBoard(page)).filter((c) => c.given).length).toBeGreaterThan(16);
  expect(problems).toEqual([]);
});

test('a saved game whose moves do not fit its puzzle is reported, never half-loaded', async ({ page }) => {
  // A well-formed envelope (right checksum) around a game whose first move writes into a given.
  const record = saveRecord({ game: new Game({ puzzle: CLASSIC }), meta: { level: 'Shared 9×9' }, elapsedMs: 0, selected: 2 });
  const text = encode({ ...record, game: { ...record.game, moves: 'P0,1', position: 1 } });
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem('dlx-sudoku:game', saved);
      sessionStorage.setItem('planted', '1');
    }
  }, text);
  const problems = await openGame(page);
  await expect(page.getByTestId('notices')).toContainText(/Your saved game could not be read \(.*is a given.*\)/);
  await expect(status(page)).toHaveText(/^New game: \w+, 9×9/);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('notices')).toBeEmpty();
  expect(problems).toEqual([]);
});

test('when storage throws, a notice says progress is kept only in memory, and the game plays', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  const problems = await openGame(page, shareLink(CLASSIC));
  await expect(page.getByTestId('storage-notice')).toBeVisible();
  await expect(page.getByTestId('storage-notice')).toContainText('progress is kept only');
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  expect(problems).toEqual([]);
});

test('a share link opens its puzzle with its moves; a reload resumes it; the same link again keeps the progress', async ({ page }) => {
  // Moves: 4 in r1c3 (with pruning), a note 6 in r1c4.
  await openGame(page, shareLink(CLASSIC, 'P2,4;N3,6'));
  await expect(status(page)).toHaveText(/^Shared puzzle: 9×9\./);
  await expect(page).toHaveURL(/index\.html$|\/$/); // the hash is consumed
  await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, entered 4');
  await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 6');
  await page.keyboard.press('Control+z');
  await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty');
  await page.keyboard.press('Control+y');

  await cellAt(page, 4).click(); // a given: nothing changes
  await cellAt(page, 5).click();
  await page.keyboard.press('8');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(cellAt(page, 5)).toHaveAccessibleName('Row 1, Column 6, entered 8');

  // The same puzzle by link again: the player's progress wins over the link's.
  await page.goto(shareLink(CLASSIC));
  await expect(status(page)).toHaveText('The link is for the puzzle you are playing: your game continues.');
  await expect(cellAt(page, 5)).toHaveAccessibleName('Row 1, Column 6, entered 8');
});

test('a link to another puzzle replaces the game (when the player says so); a broken link is reported and the game stays', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const other = CLASSIC.replace('53', '..'); // still a valid puzzle, a different one
  await page.goto(shareLink(other));
  await page.getByRole('dialog', { name: 'Open the linked puzzle?' }).getByRole('button', { name: 'Open the linked puzzle' }).click();
  await expect(status(page)).toHaveText(/^Shared puzzle: 9×9\. It has more than one solution|^Shared puzzle: 9×9\.$/);
  expect(await boardLine(page)).toBe(other);

  await page.goto('./#puzzle=12345');
  await expect(page.getByTestId('notices')).toContainText('This link could not be opened');
  expect(await boardLine(page)).toBe(other);

  // Givens that break a rule (two 5s in row 1) are refused with the engine's reason; the game stays.
  const broken = `55${CLASSIC.slice(2)}`;
  await page.goto(shareLink(broken));
  await expect(page.getByTestId('notices')).toContainText(/That puzzle breaks the rules \(.*digit 5.*r1c1.*r1c2.*\), so it was not opened/);
  expect(await boardLine(page)).toBe(other);
  // Each failed link replaces the notice of the one before: the latest is the news, and they do not pile up.
  await expect(page.getByTestId('notices').locator('.notice')).toHaveCount(1);
  await page.goto('./#puzzle=123');
  await expect(page.getByTestId('notices')).toContainText('has 3 characters');
  await expect(page.getByTestId('notices').locator('.notice')).toHaveCount(1);
  // A link that then opens is the news: the failed one's notice goes.
  await page.goto(shareLink(CLASSIC));  // the game on the board has no moves: nothing to ask
  await expect(status(page)).toHaveText(/^Shared puzzle: 9×9/);
  expect(await boardLine(page)).toBe(CLASSIC);
  await expect(page.getByTestId('notices').locator('.notice')).toHaveCount(0);
});

test('a share link on a double-slash address opens its puzzle (the address is kept without the hash)', async ({ page }) => {
  await openGame(page);
  const { origin } = new URL(page.url());
  await page.goto(`${origin}//#puzzle=${CLASSIC}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await boardLine(page)).toBe(CLASSIC);
  expect(page.url()).toBe(`${origin}//`);
});
