// Nothing is thrown away without asking: Create / import → Play and a #puzzle= link for another
// puzzle ask before they replace a game in progress, and both answers work (keep: the game goes on,
// untouched; replace: the new puzzle starts and the old game is recorded as abandoned). Solve asks
// too. A game without moves is replaced without a question. Screenshots of the questions on phone
// and desktop, light and dark, and an axe scan of the dialog.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { CLASSIC, boardLine, cellAt, openGame, shareLink, status } from './game_helpers.mjs';

// Another puzzle with one solution (the first Easy starter).
const OTHER = '2...7.35..4.6.....7......96..72.9.34..2...6..61.3.57..12......8.....2.6..93.5...7';
const SHOTS = 'test-results/screenshots';

async function startImport(page, text) {
  await page.getByRole('button', { name: 'Create / import' }).click();
  const dialog = page.locator('#import-dialog');
  await dialog.getByLabel('Puzzle text').fill(text);
  await expect(dialog.getByRole('status').first()).toContainText('Exactly one solution');
  await dialog.getByRole('button', { name: 'Play' }).click();
  return dialog;
}

const question = (page, name) => page.getByRole('dialog', { name });

async function statsRow(page, level) {
  const panel = page.locator('#stats-panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  return page.getByRole('row', { name: new RegExp(`^${level}`) }).getByRole('cell');
}

test('Create / import → Play asks before replacing a game in progress; both answers work', async ({ page }) => {
  const problems = await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const mine = await boardLine(page);

  // Keep my game: the question closes, the import dialog stays with its text, the game is untouched.
  const imp = await startImport(page, OTHER);
  const ask = question(page, 'Replace the game in progress?');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/Your game \(Shared 9×9, \d+:\d\d, 1 move\) will count as abandoned in the statistics\./);
  await expect(ask.getByRole('button', { name: 'Keep my game' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await expect(ask).toBeHidden();
  await expect(imp).toBeVisible();
  await expect(imp.getByLabel('Puzzle text')).toHaveValue(OTHER);
  await imp.getByRole('button', { name: 'Cancel' }).click();
  expect(await boardLine(page)).toBe(mine);

  // Play the new puzzle: it replaces the game, which is recorded as abandoned (played, not solved).
  await startImport(page, OTHER);
  await question(page, 'Replace the game in progress?').getByRole('button', { name: 'Play the new puzzle' }).click();
  // The dialog's meter is a second role=status until the dialog closes (it can lag on a loaded machine).
  await expect(imp).toBeHidden();
  await expect(status(page)).toHaveText('Imported puzzle: 9×9.');
  expect(await boardLine(page)).toBe(OTHER);
  await expect(await statsRow(page, 'Shared 9×9')).toHaveText(['1', '0', '0', '–']);

  // No move yet on the new game: another import replaces it without a question.
  await startImport(page, CLASSIC);
  // The status already says "Imported puzzle" (the import before): wait for the board itself.
  await expect.poll(() => boardLine(page)).toBe(CLASSIC);
  await expect(imp).toBeHidden();
  await expect(status(page)).toHaveText('Imported puzzle: 9×9.');
  await expect(question(page, 'Replace the game in progress?')).toBeHidden();
  expect(problems).toEqual([]);
});

test('importing the puzzle you are playing, however it is written, continues the game: no question, nothing abandoned', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const mine = await boardLine(page);
  const imp = await startImport(page, CLASSIC.replaceAll('.', '0'));
  await expect(imp).toBeHidden();
  await expect(question(page, 'Replace the game in progress?')).toBeHidden();
  await expect(status(page)).toHaveText('That is the puzzle you are playing: your game continues.');
  expect(await boardLine(page)).toBe(mine);
  await page.keyboard.press('Control+z');
  expect(await boardLine(page)).toBe(CLASSIC); // its undo history is the game's own, kept
  // No game was played out or abandoned: the statistics have no row for it (a replaced game would be 1 played).
  await expect(await statsRow(page, 'Shared 9×9')).toHaveCount(0);
});

test('a link for another puzzle asks before replacing a game in progress; keep and open both work', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const mine = await boardLine(page);

  // Opened from the address bar: the saved game is on the board behind the question.
  await page.goto(shareLink(OTHER));
  const ask = question(page, 'Open the linked puzzle?');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(/Your game \(Shared 9×9, \d+:\d\d, 1 move\)/);
  expect(await boardLine(page)).toBe(mine);
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText('The linked puzzle was not opened; your game continues.');
  expect(await boardLine(page)).toBe(mine);
  expect(new URL(page.url()).hash).toBe('');
  await page.reload(); // the link is gone from the address: a reload resumes the game
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await boardLine(page)).toBe(mine);

  // A link pasted while the page is open asks the same; this time the linked puzzle opens.
  await page.evaluate((hash) => { location.hash = hash; }, shareLink(OTHER).slice(shareLink(OTHER).indexOf('#')));
  await question(page, 'Open the linked puzzle?').getByRole('button', { name: 'Open the linked puzzle' }).click();
  await expect(status(page)).toHaveText('Shared puzzle: 9×9.');
  expect(await boardLine(page)).toBe(OTHER);
  await expect(await statsRow(page, 'Shared 9×9')).toHaveText(['1', '0', '0', '–']);
});

test('Solve asks first; Cancel leaves the board as it was', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  const mine = await boardLine(page);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const ask = question(page, 'Solve the puzzle?');
  await expect(ask).toContainText('counted as solved with help');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  expect(await boardLine(page)).toBe(mine);
  // By keyboard: the focus was on Solve, which goes with the help buttons; it moves to the card.
  await page.getByRole('button', { name: 'Solve', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab'); // from Cancel to "Solve it"
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d with help\.$/);
  await expect(page.getByRole('heading', { name: 'Solved, with help' })).toBeFocused();
});

for (const scheme of ['light', 'dark']) {
  for (const width of [320, 390, 1280]) {
    test(`the questions and the finish card on screen: ${width} px, ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 700 : 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await openGame(page, shareLink(CLASSIC));
      await cellAt(page, 2).click();
      await page.keyboard.press('4');
      await startImport(page, OTHER);
      const ask = question(page, 'Replace the game in progress?');
      await expect(ask).toBeVisible();
      const box = await ask.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/confirm-import-${width}-${scheme}.png` });
      if (width === 390) {
        const results = await axeBuilder(page).include('#confirm-dialog').analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      }
      await ask.getByRole('button', { name: 'Keep my game' }).click();
      await page.locator('#import-dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await expect(question(page, 'Solve the puzzle?')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/confirm-solve-${width}-${scheme}.png` });
      await question(page, 'Solve the puzzle?').getByRole('button', { name: 'Solve it' }).click();
      await expect(page.getByRole('region', { name: /^Solved/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/finish-card-${width}-${scheme}.png` });
      // On a phone the card comes into view with its buttons.
      const buttons = await page.getByRole('region', { name: /^Solved/ }).getByRole('button', { name: 'New game' }).boundingBox();
      const viewport = page.viewportSize();
      expect(buttons.y + buttons.height).toBeLessThanOrEqual(viewport.height);
      expect(buttons.y).toBeGreaterThanOrEqual(0);
    });
  }
}

test('a link whose progress cannot be replayed says so, and the notice stays once the puzzle is open', async ({ page }) => {
  await openGame(page, `./#puzzle=${CLASSIC}&moves=ZZZ`);
  const notices = page.getByTestId('notices');
  await expect(notices).toContainText("The progress in the link could not be replayed (move 1: 'ZZZ' is not a move this app writes)");
  expect(await boardLine(page)).toBe(CLASSIC);
  // The game's arrival used to clear the notice a few milliseconds after it was posted.
  await page.waitForTimeout(500);
  await expect(notices).toContainText('could not be replayed');
});

test('a share link pasted into Create / import plays with its progress, as opening it does', async ({ page }) => {
  await openGame(page, shareLink(OTHER));
  const link = new URL(shareLink(CLASSIC, `P${CLASSIC.indexOf('.')},4`), page.url()).href;
  await startImport(page, link);
  await expect.poll(() => boardLine(page)).toBe(`${CLASSIC.slice(0, CLASSIC.indexOf('.'))}4${CLASSIC.slice(CLASSIC.indexOf('.') + 1)}`);
  await page.keyboard.press('Control+z');
  await expect.poll(() => boardLine(page)).toBe(CLASSIC); // the replayed move is the game's own, undoable
});

test('a game with every move undone is still asked about, and the question says Redo would bring the moves back', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('4');
  await page.keyboard.press('Control+z');
  expect(await boardLine(page)).toBe(CLASSIC);
  await startImport(page, OTHER);
  const ask = question(page, 'Replace the game in progress?');
  await expect(ask).toContainText(/Your game \(Shared 9×9, \d+:\d\d, every move undone: Redo would bring back 1 move\) will count as abandoned/);
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await page.locator('#import-dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('Control+y');
  expect(await boardLine(page)).not.toBe(CLASSIC); // the move came back
});
