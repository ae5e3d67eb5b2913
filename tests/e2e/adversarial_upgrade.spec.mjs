// The standing adversarial suite, the upgrade path (issue 33): two builds of dist/ with different
// service-worker versions, one game played in two tabs across the swap. Nothing may be lost, no tab
// may ask for files its version no longer has (404s), an old tab must not run on with old code
// under a new version, and one notice speaks at a time. Also the old tab facing a save written by
// a newer version (no false "the other tab has stopped", no older board shown over it).
// Also two tabs both in sight during the swap: both reload, at most one is frozen, nothing lost.
// Bounded: 4 cases, each building the site once or twice (about 55 s in all with one worker).
import { expect, test } from '@playwright/test';
import { encode } from '../../web/game/storage.js';
import { CLASSIC, cellAt, openGame, playOneMove, readBoard, shareLink, status } from './game_helpers.mjs';
import { controlled, versionedSite, workerVersion } from './site_versions.mjs';

// Each case builds dist/ once or twice and waits for a service worker to install and take over:
// seconds alone, but on a loaded 2-core CI machine with two test workers one case passed 60 s.
test.describe.configure({ timeout: 120_000 });

let site = null;
test.afterEach(() => {
  site?.stop();
  site = null;
});

/** Every response of `page` with status 404 (a file its version no longer finds). */
function missing(page) {
  const found = [];
  page.on('response', (response) => {
    if (response.status() === 404) found.push(response.url());
  });
  return found;
}

const entries = async (page) => (await readBoard(page)).filter((c) => c.kind === 'entered').map((c) => `${c.row}${c.col}${c.symbol}`).sort();
const visibleNotices = (page) => page.locator('#notices > .notice:visible');

test('another tab updates: the old tab saves and reloads into the new version; every move of both tabs survives', async ({ context }) => {
  site = await versionedSite();
  const a = await context.newPage();
  const problemsA = await openGame(a, site.url);
  const lostA = missing(a);
  await controlled(a);
  await playOneMove(a);
  const b = await context.newPage();
  const problemsB = await openGame(b, site.url);
  const lostB = missing(b);
  await controlled(b);
  await playOneMove(b); // B holds the game now; A is told
  await expect(a.getByTestId('tab-notice')).toBeVisible();

  site.change();
  const second = site.publish();
  expect(second).not.toBe(site.first);
  for (const page of [a, b]) {
    await page.evaluate(() => {
      window.sameDocument = true; // gone once the page reloads
      document.dispatchEvent(new Event('visibilitychange')); // the page looks for a new version
    });
  }
  await expect(b.getByTestId('update-notice')).toBeVisible({ timeout: 15_000 });
  // A, frozen by B's moves and offered the update too, shows one notice: the most important.
  await expect(a.getByTestId('update-notice')).toBeAttached({ timeout: 15_000 });
  await expect(visibleNotices(a)).toHaveCount(1);
  await expect(visibleNotices(a)).toHaveAttribute('data-testid', 'tab-notice');

  // B updates while A is out of sight (a tab behind B). A, still on the old version, must not go
  // on with it: it reloads itself as soon as the player comes back to it, without a click.
  await a.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
  await Promise.all([b.waitForEvent('load'), b.getByTestId('update-notice').getByRole('button', { name: 'Reload to update' }).click()]);
  await expect(b.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(a.getByTestId('update-taken')).toBeAttached();
  await a.bringToFront();
  await a.evaluate(() => {
    delete document.visibilityState; // back to the real one: visible
    document.dispatchEvent(new Event('visibilitychange'));
  }).catch(() => {}); // the reload it starts may end this very call
  await expect.poll(() => a.evaluate(() => window.sameDocument ?? 'reloaded').catch(() => 'reloading'), { timeout: 15_000 }).toBe('reloaded');
  await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(a.getByTestId('update-applied')).toContainText('now runs the new version');
  expect(await workerVersion(a)).toBe(second);
  expect(await workerVersion(b)).toBe(second);

  // Both moves are on A's board, and A (in front, reloaded last) plays on with the new version's files.
  expect(await entries(a)).toHaveLength(2);
  await playOneMove(a);
  await a.getByRole('button', { name: 'Hint' }).click(); // hints load a chunk of their own
  await expect(status(a)).toHaveText(/^Hint: /);
  expect(await entries(a)).toHaveLength(3);
  // B, now behind A, continues here with all three moves.
  await b.bringToFront();
  await b.getByTestId('tab-notice').getByRole('button', { name: 'Continue here' }).click();
  expect(await entries(b)).toEqual(await entries(a));
  expect([...lostA, ...lostB]).toEqual([]);
  expect([...problemsA, ...problemsB].filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('two tabs in sight during an upgrade: both reload, at most one is frozen, a move in the other reaches it; nothing lost', async ({ context }) => {
  site = await versionedSite();
  const a = await context.newPage();
  await openGame(a, site.url);
  await controlled(a);
  await playOneMove(a);
  const b = await context.newPage();
  await openGame(b, site.url);
  await controlled(b);
  await playOneMove(b); // B holds the game, A is frozen: both moves are in the save
  await expect(a.getByTestId('tab-notice')).toBeVisible();
  site.change();
  const second = site.publish();
  for (const page of [a, b]) {
    await page.evaluate(() => {
      window.sameDocument = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }
  await expect(b.getByTestId('update-notice')).toBeVisible({ timeout: 15_000 });
  // Both stay in sight: B's button takes A too, and A reloads at once (offline.js).
  await Promise.all([a.waitForEvent('load'), b.waitForEvent('load'),
    b.getByTestId('update-notice').getByRole('button', { name: 'Reload to update' }).click()]);
  for (const page of [a, b]) {
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await page.evaluate(() => window.sameDocument ?? 'reloaded')).toBe('reloaded');
    expect(await workerVersion(page)).toBe(second);
    expect(await entries(page)).toHaveLength(2); // both moves, in both tabs
  }
  // Both hold the same board. Which tab holds the save is a race: the one whose save lands last
  // (B saves just before its reload, which may land after A has booted); the other is then frozen,
  // at most one, with one notice. Either way the next move made in the holder reaches the other.
  const frozenCount = async () => (await a.getByTestId('tab-notice').count()) + (await b.getByTestId('tab-notice').count());
  expect(await frozenCount()).toBeLessThanOrEqual(1);
  const [holder, frozen] = (await b.getByTestId('tab-notice').count()) ? [a, b] : [b, a];
  await holder.bringToFront();
  await playOneMove(holder);
  await expect(frozen.getByTestId('tab-notice')).toHaveText(/^This game went on in another tab, so this one has stopped \(nothing is lost\)\./);
  await expect(visibleNotices(frozen)).toHaveCount(1);
  await frozen.bringToFront();
  await frozen.getByTestId('tab-notice').getByRole('button', { name: 'Continue here' }).click();
  expect(await entries(frozen)).toHaveLength(3);
  expect(await entries(frozen)).toEqual(await entries(holder));
});

test('the old tab\'s own "Reload to update" works after another tab has updated', async ({ context }) => {
  site = await versionedSite();
  const a = await context.newPage();
  await openGame(a, site.url);
  await controlled(a);
  const cell = await playOneMove(a);
  site.change();
  const second = site.publish();
  // A looks for the update, then is held out of sight (as a tab in the background is) while B updates.
  await a.evaluate(() => {
    window.sameDocument = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(a.getByTestId('update-notice')).toBeVisible({ timeout: 15_000 });
  await a.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
  const b = await context.newPage();
  await openGame(b, site.url);
  await Promise.all([b.waitForEvent('load'), b.getByTestId('update-notice').getByRole('button', { name: 'Reload to update' }).click()]);
  // Out of sight, A waits: a tab in the background reloading would take the game from the tab in use.
  await expect(a.getByTestId('update-taken')).toContainText('Another tab has updated the game');
  await expect(visibleNotices(a)).toHaveAttribute('data-testid', 'update-taken'); // above B's taking the game
  expect(await a.evaluate(() => window.sameDocument)).toBe(true);
  // The player comes back to A, or presses its button: it reloads into the new version.
  await Promise.all([a.waitForEvent('load'), a.getByTestId('update-taken').getByRole('button', { name: 'Reload to update' }).click()]);
  await expect(a.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await workerVersion(a)).toBe(second);
  await expect(cellAt(a, cell)).toHaveAccessibleName(/, entered \d/);
});

test('an old tab facing a save by a newer version: no false "the other tab has stopped", a reload offered, the save untouched', async ({ context }) => {
  const a = await context.newPage();
  await openGame(a, shareLink(CLASSIC));
  await cellAt(a, 2).click();
  await a.keyboard.press('4');
  // Another tab, of a newer version, writes the game in a record this page cannot read.
  const newer = encode({ version: 99, game: { puzzle: CLASSIC }, note: 'from the future' }, { rev: 1000, tab: 'newer-tab' });
  const b = await context.newPage();
  await b.goto('./print.css'); // same origin, no game page: only the write below happens
  await b.evaluate((text) => localStorage.setItem('dlx-sudoku:game', text), newer);
  const notice = a.getByTestId('tab-notice');
  await expect(notice).toContainText('runs a newer version of the game');
  await expect(notice.getByRole('button', { name: 'Continue here' })).toHaveCount(0);
  await expect(visibleNotices(a)).toHaveCount(1);
  await expect(a.getByText(/the other tab has stopped/)).toHaveCount(0);
  // A plays nothing over it, and its moves do not overwrite the newer save.
  await cellAt(a, 3).click({ force: true });
  await a.keyboard.press('6');
  expect(await b.evaluate(() => localStorage.getItem('dlx-sudoku:game'))).toBe(newer);
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
});
