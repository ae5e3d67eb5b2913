// The page in real Chromium with the real WebAssembly engine in its worker: solving, errors the
// user can act on, the accessibility scan, cancellation, and a host that gets the .wasm MIME wrong.
// Grids on screen are checked by the independent checker in tests/js/sudoku_check.mjs.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  blank, deadlyRectangle, digitOf, givensProblem, referenceCount, solutionProblem,
} from '../js/sudoku_check.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const GRID = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** The board as shown: each cell's digit (its first text node; the hidden notes are spans). */
function readBoard(page) {
  return page.locator('#board tbody td').evaluateAll((cells) => cells.map((td) => ({
    text: td.firstChild?.nodeType === Node.TEXT_NODE ? td.firstChild.data : '.',
    given: td.classList.contains('given'),
    weight: Number(getComputedStyle(td).fontWeight),
    decoration: getComputedStyle(td).textDecorationLine,
    marked: td.classList.contains('conflict') || td.classList.contains('differs'),
    note: td.querySelector('.visually-hidden')?.textContent ?? '',
  })));
}

async function ready(page, url = './') {
  const problems = [];
  page.on('console', (msg) => {
    if (['error', 'warning'].includes(msg.type())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  await expect(page.locator('#status')).toHaveText('Ready.');
  return problems;
}

async function run(page, button, puzzle) {
  await page.getByLabel('Puzzle', { exact: true }).fill(puzzle);
  await page.getByRole('button', { name: button }).click();
}

test('Solve: the 81 cells shown are a valid grid that keeps the givens, givens shown in bold', async ({ page }) => {
  const problems = await ready(page);
  await run(page, 'Solve', CLASSIC);
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Solved in \d+ nodes, \d+ updates\.$/);
  const cells = await readBoard(page);
  expect(cells).toHaveLength(81);
  const shown = cells.map((c) => c.text).join('');
  expect(solutionProblem(shown, 3, 3)).toBe('');
  expect(givensProblem(CLASSIC, shown)).toBe('');
  cells.forEach((cell, i) => {
    expect(cell.given, `cell ${i}`).toBe(CLASSIC[i] !== '.');
    // Not only colour: givens are heavier, underlined, and announced as given.
    if (cell.given) {
      expect(cell.weight).toBeGreaterThanOrEqual(700);
      expect(cell.decoration).toContain('underline');
      expect(cell.note).toContain('given');
    } else {
      expect(cell.weight).toBeLessThan(700);
    }
  });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'c9' })).toBeVisible();
  await page.screenshot({ path: 'test-results/solved.png', fullPage: true });
  expect(problems).toEqual([]);
});

test('a puzzle in another format (9 lines with borders) solves the same', async ({ page }) => {
  await ready(page);
  const rows = CLASSIC.match(/.{9}/g).map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`);
  const boxed = [rows.slice(0, 3), ['---+---+---'], rows.slice(3, 6), ['---+---+---'], rows.slice(6)].flat().join('\n');
  await run(page, 'Solve', boxed);
  await expect(page.getByRole('status')).toHaveText(/^Solved in/);
  const shown = (await readBoard(page)).map((c) => c.text).join('');
  expect(givensProblem(CLASSIC, shown)).toBe('');
  expect(solutionProblem(shown, 3, 3)).toBe('');
});

test('a conflicting puzzle names the digit, the house and both cells', async ({ page }) => {
  await ready(page);
  const puzzle = `.5....5..${'.'.repeat(72)}`;
  await run(page, 'Solve', puzzle);
  await expect(page.getByRole('status')).toHaveText('Not valid: digit 5 appears twice in row 1: r1c2 and r1c7');

  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Not valid: digit 5 appears twice in row 1: r1c2 and r1c7/);
  const cells = await readBoard(page);
  expect(cells.flatMap((c, i) => (c.marked ? [i] : []))).toEqual([1, 6]);
});

test('an unreadable puzzle says where and why', async ({ page }) => {
  await ready(page);
  await run(page, 'Solve', CLASSIC.slice(0, 40) + 'Z' + CLASSIC.slice(41));
  await expect(page.getByRole('status')).toHaveText(/^Could not read the puzzle: line 1, column 41.*'Z'/);
  await expect(page.locator('#board-section')).toBeHidden();
});

test('Count solutions: 1, 2 or more, and none', async ({ page }) => {
  await ready(page);
  const status = page.getByRole('status');
  await run(page, 'Count solutions', CLASSIC);
  await expect(status).toHaveText(/^Exactly one solution/);

  const rectangle = deadlyRectangle(GRID, 3, 3);
  const two = blank(GRID, rectangle);
  expect(referenceCount(two, 3, 3, 3)).toBe(2);
  await run(page, 'Count solutions', two);
  await expect(status).toHaveText(/^2 or more solutions: the first two differ at /);
  const marked = (await readBoard(page)).flatMap((c, i) => (c.marked ? [i] : []));
  expect(marked).toEqual([...rectangle].sort((a, b) => a - b));

  const none = `12345678.${'.'.repeat(27)}........9${'.'.repeat(36)}`;
  await run(page, 'Count solutions', none);
  await expect(status).toHaveText(/^No solution/);
});

test('Generate fills in a new unique puzzle that then solves', async ({ page }) => {
  await ready(page);
  await page.getByRole('button', { name: 'Generate' }).click();
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^New puzzle with \d+ clues \(seed \d+\)/);
  const puzzle = await page.getByLabel('Puzzle', { exact: true }).inputValue();
  expect(puzzle).toHaveLength(81);
  expect(referenceCount(puzzle, 3, 3, 2)).toBe(1);
  const clues = Number((await status.textContent()).match(/with (\d+) clues/)[1]);
  expect([...puzzle].filter((s) => s !== '.')).toHaveLength(clues);

  await page.getByRole('button', { name: 'Check' }).click();
  await expect(status).toHaveText('Valid: no rule is broken and the puzzle has exactly one solution.');
  await page.getByRole('button', { name: 'Solve' }).click();
  await expect(status).toHaveText(/^Solved in/);
  const shown = (await readBoard(page)).map((c) => c.text).join('');
  expect(givensProblem(puzzle, shown)).toBe('');
  expect(solutionProblem(shown, 3, 3)).toBe('');
});

test('16x16: letters for 10-16 on a 256-cell board', async ({ page }) => {
  await ready(page);
  // 16x16 boxes of 4x4 by the shifted-rows pattern, two thirds of the cells blank.
  let full = '';
  for (let r = 0; r < 16; r++) {
    for (let c = 0; c < 16; c++) full += '123456789ABCDEFG'[((r % 4) * 4 + Math.floor(r / 4) + c) % 16];
  }
  const puzzle = blank(full, [...Array(256).keys()].filter((cell) => cell % 3 !== 0));
  await run(page, 'Solve', puzzle);
  await expect(page.getByRole('status')).toHaveText(/^Solved in/);
  const shown = (await readBoard(page)).map((c) => c.text).join('');
  expect(shown).toHaveLength(256);
  expect(solutionProblem(shown, 4, 4)).toBe('');
  expect(givensProblem(puzzle, shown)).toBe('');
  expect([...shown].every((s) => digitOf(s) >= 1)).toBe(true);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violations (${colorScheme}, with a solved board shown)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await ready(page);
    const initial = await new AxeBuilder({ page }).analyze();
    expect(initial.violations).toEqual([]);
    await run(page, 'Check', `.5....5..${'.'.repeat(72)}`);
    await expect(page.getByRole('status')).toHaveText(/^Not valid/);
    await run(page, 'Solve', CLASSIC);
    await expect(page.getByRole('status')).toHaveText(/^Solved in/);
    const solved = await new AxeBuilder({ page }).analyze();
    expect(solved.violations).toEqual([]);
    expect(solved.passes.length).toBeGreaterThan(10);
    // The scan sees this page's DOM: take the textarea's label away and it must complain.
    await page.locator('label[for="puzzle"]').evaluate((label) => label.remove());
    const broken = await new AxeBuilder({ page }).analyze();
    expect(broken.violations.map((v) => v.id)).toContain('label');
  });
}

test('long work in the real worker is cancelled, and the engine answers again afterwards', async ({ page }) => {
  await ready(page);
  const outcome = await page.evaluate(async (puzzle) => {
    const { EngineClient } = await import('./engine/engine_client.js');
    const client = new EngineClient();
    await client.version();
    const controller = new AbortController();
    // Counting every completion of an empty board never ends: only the abort can stop it.
    const endless = client.count('.'.repeat(81), 0, 0, { signal: controller.signal }).then(
      () => 'finished', (error) => `${error.name}:${error.code}`);
    setTimeout(() => controller.abort(), 250);
    const code = await endless;
    const after = await client.solve(puzzle);
    client.terminate();
    return { code, status: after.status };
  }, CLASSIC);
  expect(outcome).toEqual({ code: 'EngineError:cancelled', status: 'solved' });
});

test('the Cancel button stops a search; a new action also replaces one in progress', async ({ page }) => {
  await ready(page);
  const cancel = page.getByRole('button', { name: 'Cancel' });
  const status = page.getByRole('status');
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  // An empty board has about 6.7e21 completions: counting to 10^15 cannot end before the test does.
  await page.getByLabel('Count solutions up to').fill('1000000000000000');
  await run(page, 'Count solutions', '.'.repeat(81));
  await expect(status).toHaveText('Working…');
  await expect(cancel).toHaveAttribute('aria-disabled', 'false');
  await cancel.click();
  await expect(status).toHaveText('Cancelled.');
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');

  await run(page, 'Count solutions', '.'.repeat(81));
  await expect(status).toHaveText('Working…');
  await run(page, 'Solve', CLASSIC);
  await expect(status).toHaveText(/^Solved in/);
  await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  const shown = (await readBoard(page)).map((c) => c.text).join('');
  expect(givensProblem(CLASSIC, shown)).toBe('');
});

test('still works when the server sends .wasm as application/octet-stream', async ({ page, request, baseURL }) => {
  const wrong = new URL(baseURL);
  wrong.port = String(Number(wrong.port) + 1);
  const wasm = await request.get(new URL('wasm/dlx_sudoku.wasm', wrong).href);
  expect(wasm.headers()['content-type']).toBe('application/octet-stream');
  const problems = await ready(page, wrong.href);
  await run(page, 'Solve', CLASSIC);
  await expect(page.getByRole('status')).toHaveText(/^Solved in/);
  const shown = (await readBoard(page)).map((c) => c.text).join('');
  expect(solutionProblem(shown, 3, 3)).toBe('');
  // The glue really took its fallback (compiling from an ArrayBuffer), and nothing else went wrong.
  expect(problems.some((p) => /falling back to ArrayBuffer instantiation/.test(p))).toBe(true);
  expect(problems.filter((p) => !/Incorrect response MIME type|falling back to ArrayBuffer/.test(p))).toEqual([]);
});
