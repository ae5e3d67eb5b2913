// The built site, dist/, as a host would serve it: from a sub-path (/games/sudoku/), by a server
// that may get the .wasm MIME type wrong. The game must load with every request inside the
// sub-path, play a puzzle to "Solved" by keyboard, and its engine worker must report progress,
// cancel, and recover from being killed mid-request. dist/ is rebuilt from web/ when the
// Playwright servers start (playwright.config.mjs).
import { expect, test } from '@playwright/test';
import { DIST_BASE, DIST_PORT, DIST_WRONG_MIME_PORT } from './playwright.config.mjs';
import { CLASSIC, boardLine, boardPuzzle, openGame, readBoard, referenceSolve, status } from './game_helpers.mjs';
import { solutionProblem } from '../js/sudoku_check.mjs';

const SITE = `http://127.0.0.1:${DIST_PORT}${DIST_BASE}`;
const WRONG_MIME_SITE = `http://127.0.0.1:${DIST_WRONG_MIME_PORT}${DIST_BASE}`;

/**
 * Every request the page and its worker make, with the status each got. Filed synchronously from
 * the response event: an awaited request.response() could settle after the test closed its page,
 * and its rejection was then charged to whichever test ran next in that worker (seen in CI).
 */
function recordRequests(page) {
  const seen = [];
  page.on('response', (response) => {
    seen.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  page.on('requestfailed', (request) => seen.push({ url: request.url(), status: 0, failure: request.failure()?.errorText }));
  return seen;
}

test('dist/ under a sub-path: everything loads from inside it, and a puzzle plays to "Solved" by keyboard', async ({ page }) => {
  const requests = recordRequests(page);
  const problems = await openGame(page, `${SITE}#puzzle=${CLASSIC}`);
  const { puzzle } = await boardPuzzle(page);
  expect(puzzle).toBe(CLASSIC);
  const solution = referenceSolve(puzzle, 3, 3);

  // Click the first cell, then walk the grid with the arrow keys, typing each missing digit.
  await page.getByRole('gridcell').first().click();
  await page.keyboard.press('Control+Home');
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] === '.') await page.keyboard.press(solution[cell]);
    if (cell % 9 < 8) await page.keyboard.press('ArrowRight');
    else if (cell < 80) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  await expect(status(page)).toContainText('Solved');
  expect(solutionProblem(await boardLine(page), 3, 3)).toBe('');
  expect((await readBoard(page)).some((c) => c.invalid)).toBe(false);

  const urls = requests.map((r) => r.url);
  // Loading and playing a game needs only the core module; the full one (grader, traces) is lazy.
  expect(urls.filter((u) => u.endsWith('/wasm/dlx_sudoku_core.wasm'))).toHaveLength(1);
  expect(urls.some((u) => u.endsWith('/wasm/dlx_sudoku.wasm'))).toBe(false);
  expect(urls.some((u) => u.endsWith('/engine/worker.js'))).toBe(true);
  for (const request of requests) {
    expect(request.url.startsWith(SITE) || request.url.startsWith('data:'), request.url).toBe(true);
    expect(request.status, `${request.url} ${request.failure ?? ''}`).toBeLessThan(400);
  }
  expect(problems).toEqual([]);
});

test('dist/: an English visit never downloads the Chinese strings; switching loads them, and a Chinese browser starts in Chinese', async ({ browser }) => {
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  const requests = recordRequests(page);
  const problems = await openGame(page, SITE);
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  const ZH = /\/js\/catalog_\w+\.zh-\w+\.js$/; // the Chinese strings' chunks (.ci/build_dist.mjs)
  expect(requests.filter((r) => ZH.test(r.url))).toEqual([]);
  // The first visit's scripts are the page's bundles and the chunks it preloads: no engine (its
  // first game comes from the puzzle pool, solution known), no dialog, hint, variant or other
  // later part.
  const html = await (await page.request.get(SITE)).text();
  const firstScreen = ['js/app.js', 'js/worker_start.js', ...[...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)">/g)].map((m) => m[1])]
    .map((f) => `${SITE}${f}`);
  const scripts = () => requests.map((r) => r.url).filter((u) => /\.(js|wasm)$/.test(u));
  await page.waitForLoadState('networkidle');
  expect(scripts().sort()).toEqual(firstScreen.sort());
  expect(requests.some((r) => /variant/.test(r.url))).toBe(false);
  // The player's first touch starts the engine: the worker, the core module's glue and .wasm.
  await page.getByRole('gridcell').first().click();
  await expect.poll(() => scripts().sort()).toEqual([...firstScreen, ...['engine/worker.js', 'wasm/dlx_sudoku_core.js', 'wasm/dlx_sudoku_core.wasm'].map((f) => `${SITE}${f}`)].sort());
  await expect(page.locator('#engine-version')).toHaveAttribute('data-version', /\S/);
  await page.getByTestId('language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('button', { name: '新游戏' })).toBeVisible();
  expect(requests.filter((r) => ZH.test(r.url)).length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await english.close();

  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const zhPage = await chinese.newPage();
  const zhProblems = await openGame(zhPage, `${SITE}#puzzle=${CLASSIC}`);
  await expect(zhPage.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(zhPage.getByRole('button', { name: '新游戏' })).toBeVisible();
  await expect(zhPage.getByTestId('board')).toHaveAttribute('aria-label', /数独/);
  await expect(zhPage.getByRole('gridcell').first()).toHaveAttribute('aria-label', /^第 1 行，第 1 列，/);
  expect(zhProblems).toEqual([]);
  await chinese.close();
});

test('dist/ with .wasm served as application/octet-stream: the engine loads from one download, without warnings', async ({ page, request }) => {
  const head = await request.get(`${WRONG_MIME_SITE}wasm/dlx_sudoku.wasm`);
  expect(head.headers()['content-type']).toBe('application/octet-stream');

  const requests = recordRequests(page);
  const problems = await openGame(page, `${WRONG_MIME_SITE}#puzzle=${CLASSIC}`);
  // Ask the engine something through the UI: a hint needs a working worker.
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  // Both modules, the core at start and the full one for the hint, each from one download.
  for (const name of ['dlx_sudoku_core.wasm', 'dlx_sudoku.wasm']) {
    const wasm = () => requests.filter((r) => r.url.endsWith(`/wasm/${name}`));
    // recordRequests files a request when its response event reaches the test, which can be after
    // the worker has used the module (seen on a loaded machine): wait for the record.
    await expect.poll(() => wasm().length, name).toBeGreaterThan(0);
    expect(wasm()).toHaveLength(1);
    expect(wasm()[0].type).toBe('application/octet-stream');
  }
  expect(problems).toEqual([]);
});

/**
 * Runs `body` in the dist page with an EngineClient whose workers the test can kill. `body` sees
 * client, workers, kill(worker, message), outcome(promise) and argument. It travels as source text
 * (Playwright evaluates an expression; the page's CSP forbids building functions from strings).
 */
async function withClient(page, body, argument) {
  await page.goto(SITE);
  return page.evaluate(`(async () => {
    const { EngineClient } = await import('./engine/engine_client.js');
    const workers = [];
    const client = new EngineClient({
      createWorker: (url) => {
        const worker = new Worker(url);
        workers.push(worker);
        return worker;
      },
    });
    // What the browser does when a worker crashes: the thread is gone and an error event fires.
    const kill = (worker, message) => {
      worker.terminate();
      worker.dispatchEvent(new ErrorEvent('error', { message }));
    };
    const outcome = (promise) => promise.then(
      (value) => ({ ok: true, value }),
      (error) => ({ ok: false, name: error.name, code: error.code, message: error.message }),
    );
    const argument = ${JSON.stringify(argument)};
    try {
      return await (${body.toString()})();
    } finally {
      client.terminate();
    }
  })()`);
}

test('the dist worker reports count progress, and cancelling mid-search leaves the next call working', async ({ page }) => {
  const result = await withClient(page, async () => {
    const EMPTY = '.'.repeat(81);
    const reports = [];
    const budgeted = await client.count(EMPTY, 0, 100000, { onProgress: (p) => reports.push(p) });
    const controller = new AbortController();
    let seen = 0;
    const cancelled = await outcome(client.count(EMPTY, 0, 0, {
      signal: controller.signal,
      onProgress: () => { if (++seen === 1) controller.abort(); },
    }));
    const after = await client.count(argument, 2);
    return { reports, budgeted, cancelled, seen, after, workersStarted: client.workersStarted };
  }, CLASSIC);
  expect(result.budgeted.budgetExhausted).toBe(true);
  expect(result.reports.length).toBe(4);
  result.reports.forEach((r, i) => {
    expect(r.nodes).toBeGreaterThanOrEqual(20000 * (i + 1));
    if (i > 0) expect(r.solutions).toBeGreaterThanOrEqual(result.reports[i - 1].solutions);
  });
  expect(result.cancelled).toMatchObject({ ok: false, name: 'EngineError', code: 'cancelled' });
  expect(result.seen).toBe(1);
  expect(result.after.count).toBe(1);
  expect(result.workersStarted).toBe(2);
});

test('a dist worker killed mid-request: that request rejects with "worker", the queued one and the next call work', async ({ page }) => {
  const result = await withClient(page, async () => {
    await client.version(); // the engine is loaded: a later death is a crash, not a failed start
    let killed = false;
    const running = outcome(client.count('.'.repeat(81), 0, 0, {
      onProgress: () => {
        if (!killed) kill(workers[0], 'killed by the test');
        killed = true;
      },
    }));
    const queued = outcome(client.solve(argument));
    const [first, second] = await Promise.all([running, queued]);
    const next = await outcome(client.count(argument, 2));
    return { first, second, next, workers: workers.length, pending: client.pendingCount };
  }, CLASSIC);
  expect(result.first).toMatchObject({ ok: false, name: 'EngineError', code: 'worker' });
  expect(result.first.message).toMatch(/stopped while running count: killed by the test/);
  expect(result.second.ok).toBe(true);
  expect(solutionProblem(result.second.value.solution, 3, 3)).toBe('');
  expect(result.next).toMatchObject({ ok: true, value: { count: 1, complete: true } });
  expect(result.workers).toBe(2);
  expect(result.pending).toBe(0);
});
