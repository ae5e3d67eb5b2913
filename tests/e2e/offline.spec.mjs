// Offline and installable (issue 6), on the built site (dist/) served from a sub-path: the web app
// manifest and its icons, the service worker precaching everything so that after one visit the
// game starts, generates and plays with the network off, the update notice when a second build is
// published (the page waits for the player's "Reload to update"), and a browser without service
// workers still playing online.
import { expect, test } from '@playwright/test';
import { DIST_BASE, DIST_PORT } from './playwright.config.mjs';
import { boardPuzzle, openGame, playOneMove, readBoard, status } from './game_helpers.mjs';
import { controlled, versionedSite, workerVersion } from './site_versions.mjs';

const SITE = `http://127.0.0.1:${DIST_PORT}${DIST_BASE}`;

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the manifest makes the site installable: relative start and scope, standalone, real 192/512 and maskable icons', async ({ page, request }) => {
  await openGame(page, SITE);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('./manifest.webmanifest');
  const response = await request.get(new URL(href, SITE).href);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe('./');
  expect(manifest.scope).toBe('./');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(await page.locator('meta[name="theme-color"][media*="dark"]').count()).toBe(1);
  expect(await page.locator('meta[name="theme-color"][media*="light"]').count()).toBe(1);
  const icons = [];
  for (const icon of manifest.icons) {
    const bytes = await (await request.get(new URL(icon.src, new URL(href, SITE)).href)).body();
    const [w, h] = pngSize(bytes);
    expect(`${w}x${h}`).toBe(icon.sizes);
    icons.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
});

test('after one visit the game works offline: reload, a new game from the engine, a move, a lazily loaded dialog, a day\'s puzzle', async ({ page, context, browser }) => {
  const problems = await openGame(page, SITE);
  await controlled(page);
  // Everything the page will ever load is cached, including what it has not loaded yet.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('dlx-sudoku-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const files = JSON.parse(/const BUILD=\{version:"\w+",files:(\[[^\]]*\])\}/.exec(await (await page.request.get(`${SITE}sw.js`)).text())[1]);
  expect(files.some((file) => /^js\/import_dialog-\w+\.js$/.test(file))).toBe(true); // a lazily loaded chunk
  for (const file of ['index.html', 'wasm/dlx_sudoku.wasm', 'wasm/dlx_sudoku.js', 'engine/worker.js', 'ui/dialogs/dialogs.css', ...files]) {
    expect(cached).toContain(`${DIST_BASE}${file}`);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('#new-game-button').click();
  await page.locator('#new-game-dialog button[value="start"]').click();
  await expect(status(page)).toHaveText(/^New game: .*9×9 with \d+ clues\./);
  const cell = await playOneMove(page);
  expect((await readBoard(page))[cell].kind).toBe('entered');
  await page.locator('#import-button').click();
  await expect(page.locator('#import-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // A puzzle of the day by its link, made offline from its date: the one the server's page makes.
  const day = '2026-11-03';
  const online = await browser.newPage();
  await openGame(online, `./#daily=${day}`);
  await expect(online.locator('#game-info')).toHaveText(/^Puzzle of the day, Tuesday, 3 November 2026/);
  await page.goto(`${SITE}#daily=${day}`);
  // The game in progress (the move above) is replaced only when the player says so.
  await page.getByRole('dialog', { name: 'Open the linked puzzle?' }).getByRole('button', { name: 'Open the linked puzzle' }).click();
  await expect(page.locator('#game-info')).toHaveText(/^Puzzle of the day, Tuesday, 3 November 2026/, { timeout: 30_000 });
  expect((await boardPuzzle(page)).puzzle).toBe((await boardPuzzle(online)).puzzle);
  await online.close();
  // The visualizer was never visited, yet it works offline too: the whole site is cached.
  await page.goto(`${SITE}dlx.html`);
  await page.getByTestId('step').click();
  await page.getByTestId('end').click();
  await expect(page.getByTestId('solutions')).not.toHaveText('0');
  expect(problems).toEqual([]);
});

test('without service workers (blocked), the site still plays online', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = await openGame(page, SITE);
  await playOneMove(page);
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  // Playwright's own note that it blocked the registration is the only console message.
  expect(problems.filter((p) => !/registration blocked by Playwright/.test(p))).toEqual([]);
  await context.close();
});

test.describe('a second build published while a game is open', () => {
  let site = null;
  test.afterEach(() => site?.stop());

  test('shows "Reload to update", never reloads by itself, and the new version replaces the old cache', async ({ page }) => {
    site = await versionedSite();
    const { url, first } = site;

    const problems = await openGame(page, url);
    await controlled(page);
    expect(await workerVersion(page)).toBe(first);
    await expect(page.getByTestId('update-notice')).toHaveCount(0); // the first install is not an update
    const cell = await playOneMove(page);

    site.change();
    const second = site.publish();
    expect(second).not.toBe(first);
    // The player comes back to the tab: the page looks for a new version.
    await page.evaluate(() => {
      window.sameDocument = true; // gone if the page ever reloads
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const notice = page.getByTestId('update-notice');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => window.sameDocument)).toBe(true); // the same page: no reload by itself
    expect((await readBoard(page))[cell].kind).toBe('entered');
    expect(await workerVersion(page)).toBe(first);
    // The offer stays up while the player plays on: a language switch relabels it.
    await page.getByTestId('language').selectOption('zh');
    await expect(notice).toContainText('游戏有新版本可用');
    await expect(notice.getByRole('button', { name: '重新加载以更新' })).toBeVisible();
    await page.getByTestId('language').selectOption('en');

    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload to update' }).click()]);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await workerVersion(page)).toBe(second);
    expect(await page.evaluate(() => caches.keys())).toEqual([`dlx-sudoku-${second}`]);
    expect((await readBoard(page))[cell].kind).toBe('entered'); // the saved game continues
    expect(problems).toEqual([]);
  });
});
