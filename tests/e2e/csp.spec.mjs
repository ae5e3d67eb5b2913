// The page's Content-Security-Policy (issue 6, "locked down"): the <meta http-equiv> policy is
// there and strict (no 'unsafe-eval', no 'unsafe-inline' scripts, nothing from other origins), it
// alone is enough (the test strips the header web/serve.mjs also sends), and a whole game - loading
// the engine, a new game, a hint, notes, the lazily loaded dialogs, playing to "Solved" - reports
// no CSP violation and makes no request outside the site. The visualizer page (dlx.html) too.
// Hostile share links and import text change nothing, run nothing, and always get a message.
import { expect, test } from '@playwright/test';
import { CLASSIC, boardLine, boardPuzzle, cellAt, openGame, referenceSolve, shareLink, status } from './game_helpers.mjs';

/** The policy of the page's meta tag, as { directive: [sources] }. */
async function metaPolicy(page) {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const policy = {};
  for (const part of content.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

/** Collects securitypolicyviolation events (page) and CSP console reports (page and worker). */
async function watchViolations(page) {
  const seen = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  page.on('worker', (worker) => worker.on?.('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) seen.push(`worker console: ${msg.text()}`);
  }));
  return async () => [...seen, ...(await page.evaluate(() => window.__cspViolations))];
}

test('the CSP meta tag is present and strict', async ({ page }) => {
  await openGame(page);
  const policy = await metaPolicy(page);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  for (const [directive, sources] of Object.entries(policy)) {
    for (const source of sources) {
      expect(["'unsafe-eval'", "'unsafe-inline'", '*'], `${directive} ${source}`).not.toContain(source);
      expect(source, `${directive} allows another origin`).not.toMatch(/^(https?:|\*\.|\/\/)/);
    }
  }
});

test('a whole game under the meta policy alone reports no CSP violation and fetches only the site', async ({ page, baseURL }) => {
  // Serve the page without serve.mjs's CSP header, so only the meta tag protects it.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations = await watchViolations(page);

  const problems = await openGame(page, shareLink(CLASSIC));
  const { puzzle } = await boardPuzzle(page);
  expect(puzzle).toBe(CLASSIC);

  // The lazily loaded dialogs (module import + stylesheet link) open and close.
  await page.locator('#import-button').click();
  await expect(page.locator('#import-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('#share-button').click();
  await expect(page.locator('#share-dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // A hint, a note, then the whole solution by keyboard.
  await page.locator('#actions [data-action="hint"]').click();
  const solution = referenceSolve(puzzle, 3, 3);
  await page.locator('[role="gridcell"]').first().click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+1');
  await page.keyboard.press('Control+Home');
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] === '.') {
      await page.keyboard.press('Backspace');
      await page.keyboard.press(solution[cell]);
    }
    if (cell % 9 < 8) await page.keyboard.press('ArrowRight');
    else if (cell < 80) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  await expect(status(page)).toContainText(/Solved|已解/);

  // A freshly generated game (the engine in its worker again).
  await page.locator('#new-game-button').click();
  await page.locator('#new-game-dialog button[value="start"]').click();
  await expect(page.locator('#new-game-dialog')).toBeHidden();
  await expect(page.locator('[role="gridcell"]').first()).toBeVisible();

  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
  const origin = new URL(baseURL).origin;
  for (const url of requests) expect(url.startsWith(`${origin}/`) || url.startsWith('data:'), url).toBe(true);
});

test('the visualizer page has the same policy and runs a search to the end without a CSP violation', async ({ page, baseURL }) => {
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations = await watchViolations(page);
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('dlx.html');
  const policy = await metaPolicy(page);
  expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await page.getByTestId('end').click();
  await expect(page.getByTestId('solutions')).not.toHaveText('0');
  await page.getByTestId('back').click();
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
  const origin = new URL(baseURL).origin;
  for (const url of requests) expect(url.startsWith(`${origin}/`) || url.startsWith('data:'), url).toBe(true);
});

test('the worksheet page has the same policy and makes its sheet without a CSP violation', async ({ page, baseURL }) => {
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const violations = await watchViolations(page);
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('worksheet.html#preset=knuth&at=cover:8');
  const policy = await metaPolicy(page);
  expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  await expect(page.locator('.sheet-key .sheet-figure svg')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
  const origin = new URL(baseURL).origin;
  for (const url of requests) expect(url.startsWith(`${origin}/`) || url.startsWith('data:'), url).toBe(true);
});

const HOSTILE_HASHES = [
  '#puzzle=<img src=x onerror="window.pwned=1">',
  '#puzzle=%E0%A4%A',
  `#puzzle=${'9'.repeat(30_000)}`,
  `#puzzle=${CLASSIC}&puzzle=${CLASSIC}`,
  `#puzzle=${CLASSIC}&box=<script>window.pwned=1</script>`,
  '#puzzle=\u0000\u0000',
];

test('hostile links and import text change nothing, run nothing and always say why', async ({ page }) => {
  const problems = await openGame(page, shareLink(CLASSIC));
  const { puzzle } = await boardPuzzle(page);
  const empty = puzzle.indexOf('.');
  await cellAt(page, empty).click();
  await page.keyboard.press(referenceSolve(puzzle, 3, 3)[empty]);
  const board = await boardLine(page);
  const saved = () => page.evaluate(() => localStorage.getItem('dlx-sudoku:game'));
  const before = await saved();

  for (const hash of HOSTILE_HASHES) {
    // Dismissed first, so each link's own notice is seen to arrive (a new one replaces the last).
    for (const dismiss of await page.getByTestId('notices').getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
    await page.evaluate((h) => { location.hash = h; }, hash);
    await expect(page.getByTestId('notices').locator('.notice')).toHaveCount(1);
    await expect(page.getByTestId('notices').locator('.notice').last()).toContainText('This link could not be opened');
    expect(await boardLine(page)).toBe(board);
    expect(await saved()).toBe(before);
  }

  await page.locator('#import-button').click();
  const dialog = page.getByRole('dialog');
  for (const text of ['<script>window.pwned=1</script>', '<img src=x onerror="window.pwned=1">', '\u0000'.repeat(100), '%'.repeat(5000)]) {
    await dialog.getByLabel('Puzzle text').fill(text);
    await expect(dialog.getByRole('status')).toContainText(/Cannot read this puzzle/);
    await dialog.getByRole('button', { name: 'Play' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This puzzle cannot be played');
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await boardLine(page)).toBe(board);
  expect(await saved()).toBe(before);
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], script:not([src])').count()).toBe(0);
  expect(problems).toEqual([]);
});
