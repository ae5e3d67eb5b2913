// The game in another page's iframe (issue 28): index.html?embed=1 on a server that allows framing
// by one origin (serve.mjs --frame-ancestors), two framed games on one host page, each saving its
// own game (no "another tab" freeze), a reload bringing each back, and the compact layout at 390 and
// 1280 px, light and dark. The host page is the test's (page.route); the frames are the real site.
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CLASSIC, readBoard, referenceSolve } from './game_helpers.mjs';
import { startServer } from '../../bench/site_server.mjs';
import { shareUrl } from '../../web/game/share.js';

const web = fileURLToPath(new URL('../../web', import.meta.url));
const OTHER = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';

let server;
test.beforeAll(async () => { server = await startServer(web, { args: ['--frame-ancestors', "'self'"] }); });
test.afterAll(() => server?.stop());

// A host page of the site's own origin ('self') with the given frames; served by the test.
async function host(page, frames, width) {
  const url = `${server.url}__host.html`;
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><title>Host</title><body style="margin:0">${frames.map((src, i) => `<iframe title="Sudoku ${i + 1}" src="${src}" style="width:${width}px;height:900px;border:0"></iframe>`).join('')}</body>`,
  }));
  await page.goto(url);
  const framed = frames.map((_, i) => page.frameLocator(`iframe[title="Sudoku ${i + 1}"]`));
  for (const frame of framed) await expect(frame.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return framed;
}

// The first empty cell of `puzzle` gets its solution digit, by click and key.
async function playFirst(frame, puzzle) {
  const cell = puzzle.indexOf('.');
  const digit = referenceSolve(puzzle, 3, 3)[cell];
  await frame.getByRole('gridcell', { name: new RegExp(`^Row ${Math.floor(cell / 9) + 1}, Column ${(cell % 9) + 1},`) }).click();
  await frame.locator('body').press(digit);
  return { cell, digit };
}

test('two framed games on one page each keep their own save; a reload brings both back; nothing freezes', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1300, height: 950 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const srcs = [shareUrl(`${server.url}?embed=1`, { puzzle: CLASSIC }), shareUrl(`${server.url}?embed=1`, { puzzle: OTHER })];
  let [a, b] = await host(page, srcs, 640);
  const moveA = await playFirst(a, CLASSIC);
  const moveB = await playFirst(b, OTHER);
  for (const frame of [a, b]) {
    await expect(frame.getByTestId('notices')).not.toContainText(/another tab/i);
    await expect(frame.locator('body')).not.toHaveAttribute('data-locked', '');
  }
  // Each frame saved under its own slot; the full site's save is untouched.
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':game')));
  expect(keys.filter((k) => k.startsWith('dlx-sudoku:embed:')).length).toBe(2);
  expect(keys).not.toContain('dlx-sudoku:game');
  // A reload of the host page: each frame opens its own link again, finds its own save, and goes on.
  await page.reload();
  [a, b] = await host(page, srcs, 640);
  expect((await readBoard(a))[moveA.cell].symbol).toBe(moveA.digit);
  expect((await readBoard(b))[moveB.cell].symbol).toBe(moveB.digit);
  await expect(a.getByRole('status')).toHaveText('The link is for the puzzle you are playing: your game continues.');
  // A frame reloaded alone keeps its address, so its slot: its game goes on there too.
  await page.frames()[1].evaluate(() => location.reload());
  await expect(a.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // data-ready may still be the old document's: the board of the reloaded one is what counts.
  await expect.poll(async () => (await readBoard(a))[moveA.cell]?.symbol, { timeout: 30_000 }).toBe(moveA.digit);
  expect(problems).toEqual([]);
  await context.close();
});

test('frames named by slot= keep apart even on one puzzle; the full game opens from a frame with its moves', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1300, height: 950 } });
  const page = await context.newPage();
  const srcs = ['alice', 'bob'].map((slot) => shareUrl(`${server.url}?embed=1&slot=${slot}`, { puzzle: CLASSIC }));
  const [a, b] = await host(page, srcs, 640);
  const move = await playFirst(a, CLASSIC);
  await expect(b.getByTestId('notices')).not.toContainText(/another tab/i);
  expect((await readBoard(b))[move.cell].symbol).toBe('.'); // bob's board has not changed
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':game')).sort());
  expect(keys).toEqual(['dlx-sudoku:embed:alice:game', 'dlx-sudoku:embed:bob:game']);
  const [full] = await Promise.all([context.waitForEvent('page'), a.getByRole('link', { name: 'Open the full game' }).click()]);
  await expect(full.locator('body')).toHaveAttribute('data-ready', 'true');
  expect((await readBoard(full))[move.cell].symbol).toBe(move.digit);
  await context.close();
});

for (const [name, width] of [['phone', 390], ['desktop', 1280]]) {
  for (const scheme of ['light', 'dark']) {
    test(`the embed layout at ${width} px, ${scheme}: board, keypad and a short menu; no site chrome`, async ({ browser }, info) => {
      const context = await browser.newContext({ viewport: { width: width + 20, height: 950 }, colorScheme: scheme });
      const page = await context.newPage();
      const [frame] = await host(page, [shareUrl(`${server.url}?embed=1&slot=look`, { puzzle: CLASSIC })], width);
      await expect(frame.getByRole('grid')).toBeVisible();
      await expect(frame.getByRole('button', { name: 'New game' })).toBeVisible();
      await expect(frame.getByRole('link', { name: 'Open the full game' })).toBeVisible();
      for (const hidden of ['Create / import', 'Dark theme']) await expect(frame.getByRole('button', { name: hidden })).toBeHidden();
      await expect(frame.locator('footer')).toBeHidden();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(1); // for screen readers
      const grid = await frame.getByRole('grid').boundingBox();
      expect(grid.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: info.outputPath(`embed-${name}-${scheme}.png`) });
      await context.close();
    });
  }
}
