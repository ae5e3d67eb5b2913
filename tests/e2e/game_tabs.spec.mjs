// Two tabs of one game (web/game/tab_sync.js, web/ui/other_tab.js): moves alternate between two
// pages of one browser context, one tab is closed, the other reloaded, and every move is still
// there; a tab that falls behind is frozen with a notice and changes nothing until the player
// chooses "Continue here", which brings the other tab's moves along. Storage that fills up and is
// freed again keeps every move too, and says so.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { CLASSIC, cellAt, openGame, shareLink, status } from './game_helpers.mjs';

async function place(page, cell, digit) {
  await page.bringToFront();
  await cellAt(page, cell).click();
  await page.keyboard.press(digit);
  await expect(cellAt(page, cell)).toHaveAccessibleName(new RegExp(`, entered ${digit}`));
}

async function continueHere(page) {
  await page.bringToFront();
  await page.getByTestId('tab-notice').getByRole('button', { name: 'Continue here' }).click();
  await expect(page.getByTestId('tab-notice')).toHaveCount(0);
}

/** Tab A plays 4 in r1c3, then tab B opens the same game and plays 6 in r1c4: A is frozen, in front. */
async function frozenTab(context) {
  const a = await context.newPage();
  await openGame(a, shareLink(CLASSIC));
  await place(a, 2, '4');
  const b = await context.newPage();
  await openGame(b);
  await place(b, 3, '6');
  await a.bringToFront();
  return { a, b };
}

const entered = (page, cells) => Promise.all(cells.map(async (cell) => {
  const name = await cellAt(page, cell).getAttribute('aria-label');
  return /, entered (\w)/.exec(name)?.[1] ?? '.';
}));

test('alternating moves in two tabs, one closed, the other reloaded: every move survives', async ({ context }) => {
  const a = await context.newPage();
  const problemsA = await openGame(a, shareLink(CLASSIC));
  await place(a, 2, '4');

  // Tab B opens the page: it resumes the saved game, with A's move, and A is told at once.
  const b = await context.newPage();
  const problemsB = await openGame(b);
  await expect(cellAt(b, 2)).toHaveAccessibleName(/, entered 4/);
  const notice = a.getByTestId('tab-notice');
  await expect(notice).toContainText('This game went on in another tab');
  await expect(notice.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(a.locator('body')).toHaveAttribute('data-locked', '');
  await a.screenshot({ path: 'test-results/tabs-frozen-desktop.png' });

  // A frozen tab takes no move: the board stays as it was, and says why. (Its board is
  // aria-disabled, which Playwright honours: the click is forced, as a player's tap is not stopped.)
  await a.bringToFront();
  await cellAt(a, 3).click({ force: true });
  await a.keyboard.press('9');
  await expect(status(a)).toHaveText(/This game is being played in another tab/);
  await expect(cellAt(a, 3)).toHaveAccessibleName(/, empty/);

  await place(b, 3, '6');
  await continueHere(a);                                   // A gets B's move first
  await expect(cellAt(a, 3)).toHaveAccessibleName(/, entered 6/);
  await expect(status(a)).toHaveText('Continuing here, with every move made in the other tab.');
  await expect(b.getByTestId('tab-notice')).toBeVisible(); // and B is frozen in turn
  await place(a, 5, '1');
  await continueHere(b);
  await expect(cellAt(b, 5)).toHaveAccessibleName(/, entered 1/);
  await place(b, 6, '2');
  await place(b, 7, '8');
  await b.close();                                         // the tab that played last goes away

  await continueHere(a);
  await place(a, 8, '3');
  await a.reload();
  await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await entered(a, [2, 3, 5, 6, 7, 8])).toEqual(['4', '6', '1', '2', '8', '3']);
  // The undo history holds all six moves, in the order they were made across both tabs.
  for (const cell of [8, 7, 6, 5, 3, 2]) {
    await a.keyboard.press('Control+z');
    await expect(cellAt(a, cell)).toHaveAccessibleName(/, empty/);
  }
  expect([...problemsA, ...problemsB]).toEqual([]);
});

test('a tab that never chooses loses nothing either: its refused moves were never made, the other tab\'s are saved', async ({ context }) => {
  const { a, b } = await frozenTab(context);
  await cellAt(a, 5).click({ force: true });               // the frozen board is aria-disabled
  await a.keyboard.press('1');                             // refused, not saved over B's move
  await a.close();                                         // closing runs the page's last save
  await b.reload();
  await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await entered(b, [2, 3, 5])).toEqual(['4', '6', '.']);
  await expect(b.getByTestId('tab-notice')).toHaveCount(0);
});

test('a frozen tab starts nothing and shows no solution path: the help could not be saved there', async ({ context }) => {
  const { a, b } = await frozenTab(context);
  await expect(a.getByTestId('tab-notice')).toBeVisible();
  const locked = 'This game is being played in another tab. Choose "Continue here" above to play in this tab.';
  // The tools (keypad, actions, the solution path, settings) are inert, not only greyed: they
  // cannot be reached or pressed, and the board says it is disabled.
  expect(await a.locator('.tools').evaluate((tools) => tools.inert)).toBe(true);
  await expect(a.locator('#board')).toHaveAttribute('aria-disabled', 'true');
  expect(await a.locator('#path-button').evaluate((button) => {
    button.focus();
    return document.activeElement === button;
  })).toBe(false);
  await expect(a.locator('#path-panel')).toBeHidden();
  // New game is refused at once, not after its dialog's Start.
  await a.getByRole('button', { name: 'New game' }).click();
  await expect(status(a)).toHaveText(locked);
  await expect(a.getByRole('dialog')).toHaveCount(0);
  expect(await entered(a, [2, 3])).toEqual(['4', '.']);   // still the frozen game
  // Continue here: the focus goes to the board (the notice and its button are gone), the tools
  // come back, and the path may be asked for again, counting in the game that is saved.
  await continueHere(a);
  expect(await a.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  expect(await a.locator('.tools').evaluate((tools) => tools.inert)).toBe(false);
  await expect(a.locator('#board')).not.toHaveAttribute('aria-disabled', /.*/);
  await a.getByRole('button', { name: 'Solution path' }).click();
  await a.getByRole('dialog', { name: 'Show the solution path?' }).getByRole('button', { name: 'Show it' }).click();
  await expect(a.locator('#path-panel').getByRole('listitem').first()).toBeVisible();
  await b.bringToFront();
  await b.reload();
  await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await b.evaluate(() => JSON.parse(localStorage.getItem('dlx-sudoku:game')).data.meta.help.path)).toBe(true);
});

test('another tab starting a different game: Continue here keeps this game, the other tab is frozen', async ({ context }) => {
  const a = await context.newPage();
  await openGame(a, shareLink(CLASSIC));
  await place(a, 2, '4');
  const b = await context.newPage();
  await openGame(b);
  await b.getByRole('button', { name: 'New game' }).click();
  const dialog = b.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: '4×4' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(b.getByRole('gridcell')).toHaveCount(16);
  await expect(a.getByTestId('tab-notice')).toContainText('Another tab started a different game');
  await continueHere(a);
  await expect(status(a)).toHaveText('Continuing this game here; the other tab has stopped.');
  await expect(b.getByTestId('tab-notice')).toBeVisible();
  await a.reload();
  await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(a.getByRole('gridcell')).toHaveCount(81);
  expect(await entered(a, [2])).toEqual(['4']);
});

test('storage that fills up and is freed again: a notice while it is full, every move kept, and a word when saving works again', async ({ page }) => {
  await page.addInitScript(() => {
    const realSet = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(key, value) {
      if (window.__full && key.startsWith('dlx-sudoku:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realSet.call(this, key, value);
    };
  });
  await openGame(page, shareLink(CLASSIC));
  await place(page, 2, '4');
  await page.evaluate(() => { window.__full = true; });
  await place(page, 3, '6');
  await expect(page.getByTestId('storage-notice')).toContainText('storage for this page is full');
  await place(page, 5, '1');
  await page.evaluate(() => { window.__full = false; });   // the player frees some space
  await place(page, 6, '2');
  await expect(page.getByTestId('storage-notice')).toHaveCount(0);
  await expect(page.getByTestId('storage-recovered')).toContainText('Saving works again');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await entered(page, [2, 3, 5, 6])).toEqual(['4', '6', '1', '2']);
});

for (const [width, colorScheme] of [[320, 'dark'], [390, 'light']]) {
  test(`the frozen tab's notice on a ${width} px phone (${colorScheme}): readable, its button within reach`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, colorScheme });
    const a = await context.newPage();
    await openGame(a, shareLink(CLASSIC));
    await place(a, 2, '4');
    const b = await context.newPage();
    await openGame(b);
    const notice = a.getByTestId('tab-notice');
    await expect(notice).toBeVisible();
    const button = notice.getByRole('button', { name: 'Continue here' });
    const box = await button.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await a.bringToFront();
    await a.screenshot({ path: `test-results/tabs-frozen-${width}-${colorScheme}.png` });
    // Frozen, the greyed tools are inert (not live controls of low contrast) and the board's
    // aria-disabled is a valid "true": no axe violation.
    const scan = await axeBuilder(a).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await context.close();
  });
}
