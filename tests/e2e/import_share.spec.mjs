// The import and share dialogs (web/ui/import_dialog.js, web/ui/share_dialog.js) in real Chromium with
// the real engine worker, mounted by tests/e2e/fixtures/dialogs.html. Puzzles come from
// tests/data/sudoku_cases.txt, and every claim the dialog makes about solutions is checked with the
// independent checker in tests/js/sudoku_check.mjs, not with strings typed in here.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { givensProblem, referenceCount, solutionProblem } from '../js/sudoku_check.mjs';
import { boxedGrid, openFixture, randomGivens, soloId, sudokuCases } from './fixtures/dialogs_page.mjs';

const cases = sudokuCases();
const UNIQUE = cases.find((c) => c.count === 1).puzzle;
const NONE = cases.find((c) => c.count === 0).puzzle;
const SEVERAL = cases.find((c) => typeof c.count === 'number' && c.count >= 2).puzzle;
const CONFLICT = `.5....5..${'.'.repeat(72)}`;
// 4x4 (boxes 2x2) with exactly one solution, checked below with the reference counter.
const SMALL = '1..4..1.2....3..';
// 6x6 with tall boxes (3 rows x 2 columns): one solution; read with the default wide boxes
// (2 x 3) it has none, so the shape must survive every step.
const TALL = '.2......56.....23.....6.4....361....';
// 25x25 with 250 givens and no repeated digit, on which counting to 2 runs out of its node budget
// (COUNT_NODE_BUDGET in import_dialog.js): about a second of search in the worker.
const SLOW = randomGivens(1, 5, 5, 250);

const importDialog = (page) => page.locator('#import-dialog');
const shareDialog = (page) => page.locator('#share-dialog');
const meter = (page) => importDialog(page).getByRole('status');
const puzzleText = (page) => importDialog(page).getByLabel('Puzzle text');

async function openImport(page) {
  await page.getByRole('button', { name: 'Import puzzle' }).click();
  await expect(importDialog(page)).toBeVisible();
  await expect(puzzleText(page)).toBeFocused();
}

async function importText(page, text) {
  await openImport(page);
  await puzzleText(page).fill(text);
}

async function played(page) {
  const text = await page.locator('#played').textContent();
  return JSON.parse(text);
}

/** The two preview boards as line strings, and which cells are marked as differing. */
function readPreview(page) {
  return importDialog(page).locator('.dlg-mini').evaluateAll((boards) => boards.map((board) => {
    const cells = [...board.children];
    return { line: cells.map((c) => c.textContent).join(''), marked: cells.flatMap((c, i) => (c.classList.contains('differs') ? [i] : [])) };
  }));
}

test.describe('import dialog', () => {
  let problems;
  test.beforeEach(async ({ page, request }) => {
    problems = await openFixture(page, request);
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });

  test('a puzzle with one solution: the meter says so and Play starts it with solutionCount 1', async ({ page }) => {
    expect(referenceCount(UNIQUE, 3, 3, 2)).toBe(1);
    await importText(page, UNIQUE);
    await expect(meter(page)).toContainText('Exactly one solution');
    await expect(meter(page)).toContainText(`Read as a one-line puzzle: 9 × 9, ${[...UNIQUE].filter((s) => s !== '.').length} givens.`);
    await expect(importDialog(page).locator('.dlg-solutions')).toBeHidden();
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
    expect(await played(page)).toEqual({
      puzzle: UNIQUE, boxRows: 3, boxCols: 3, variant: null, solutionCount: 1, countComplete: true, format: 'line', fields: '', movesText: '',
    });
    await expect(page.getByRole('button', { name: 'Import puzzle' })).toBeFocused();
  });

  test('a puzzle with no solution: the meter says so and Play is refused', async ({ page }) => {
    expect(referenceCount(NONE, 3, 3, 2)).toBe(0);
    await importText(page, NONE);
    await expect(meter(page)).toContainText('No solution');
    await expect(meter(page)).toContainText('the givens cannot be completed');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page).getByRole('alert')).toHaveText('This puzzle has no solution, so it cannot be played.');
    await expect(importDialog(page)).toBeVisible();
    await expect(page.locator('#played')).toHaveText('None yet.');
  });

  test('two or more solutions: where the first two differ, in words and in a preview; Play allowed', async ({ page }) => {
    expect(referenceCount(SEVERAL, 3, 3, 2)).toBe(2);
    await importText(page, SEVERAL);
    await expect(meter(page)).toContainText('Two or more solutions');
    const detail = await meter(page).locator('.dlg-detail').textContent();
    const listed = [...detail.match(/The first two solutions differ at (.+)\. You can still play/)[1]
      .matchAll(/r(\d+)c(\d+) \((\w) or (\w)\)/g)]
      .map(([, r, c, a, b]) => ({ cell: (r - 1) * 9 + (c - 1), a, b }));
    expect(listed.length).toBeGreaterThanOrEqual(2);

    // The preview shows two different valid solutions of this puzzle, marked where they differ,
    // and those are exactly the cells (and digits) the text lists.
    const [first, second] = await readPreview(page);
    for (const board of [first, second]) {
      expect(solutionProblem(board.line, 3, 3)).toBe('');
      expect(givensProblem(SEVERAL, board.line)).toBe('');
    }
    const differ = [...first.line].flatMap((s, i) => (s !== second.line[i] ? [i] : []));
    expect(differ.length).toBeGreaterThan(0);
    expect(first.marked).toEqual(differ);
    expect(second.marked).toEqual(differ);
    expect(listed).toEqual(differ.map((cell) => ({ cell, a: first.line[cell], b: second.line[cell] })));

    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
    expect(await played(page)).toMatchObject({ puzzle: SEVERAL, solutionCount: 2, countComplete: true });
  });

  test('unreadable text: the engine says where (line and column) and why; Play is refused', async ({ page }) => {
    const bad = `${UNIQUE.slice(0, 40)}Z${UNIQUE.slice(41)}`;
    await importText(page, bad);
    await expect(meter(page)).toContainText('Cannot read this puzzle');
    await expect(meter(page)).toContainText(/Line 1, column 41, r5c5: 'Z' is not a digit/);
    await expect(puzzleText(page)).toHaveAttribute('aria-invalid', 'true');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page).getByRole('alert')).toHaveText(/^This puzzle cannot be played: line 1, column 41/);
    await expect(page.locator('#played')).toHaveText('None yet.');

    // A second puzzle on a new line is a list, not one puzzle: said so, with the lines.
    await puzzleText(page).fill(`${UNIQUE}\n${NONE}`);
    await expect(meter(page)).toContainText(/2 puzzles, one per line \(lines 1, 2\)/);
  });

  test('unreadable text sets the grid aside: it takes no digit that would write over the text, and comes back once the text reads', async ({ page }) => {
    await importText(page, UNIQUE);
    await expect(meter(page)).toContainText('Exactly one solution');
    const grid = importDialog(page).getByRole('grid', { name: 'Givens, 9 by 9' });
    const bad = `${UNIQUE.slice(0, 40)}Z${UNIQUE.slice(41)}`;
    await puzzleText(page).fill(bad);
    await expect(meter(page)).toContainText('Cannot read this puzzle');
    await expect(importDialog(page)).toContainText('The text above cannot be read, so the grid is set aside');
    // Inert: out of the Tab order and the accessibility tree, and a click types nothing into it.
    const stale = importDialog(page).locator('.dlg-stale');
    await expect(stale).toHaveJSProperty('inert', true);
    await stale.locator('[aria-label="Row 9, Column 9"]').click({ force: true });
    await page.keyboard.type('8');
    await expect(puzzleText(page)).toHaveValue(bad);
    await puzzleText(page).fill(UNIQUE);
    await expect(meter(page)).toContainText('Exactly one solution');
    await expect(grid.getByLabel('Row 9, Column 9')).toBeEditable();
    await expect(importDialog(page)).not.toContainText('set aside');
  });

  test('a Solo X-Sudoku ID (sgt-solo --generate) is read with its rules and played under them', async ({ page }) => {
    await importText(page, '3x3x:a7d4c4b2a7a9c8b2c5a6_9_1c9b2a7b5c5_4_3a7c7b9c5a3a6b2c6d9a');
    await expect(meter(page)).toContainText('Exactly one solution');
    await expect(meter(page)).toContainText('Rules: X-Sudoku.');
    await expect(meter(page)).not.toContainText(/classic Sudoku only|cannot/);
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
    const game = await played(page);
    expect(game.variant.diagonals).toBe(true);
    expect(game.solutionCount).toBe(1);
  });

  test('links that carry a position: our share link\'s moves are replayed by Play; SudokuWiki\'s candidates are said to stay behind', async ({ page }) => {
    const free = UNIQUE.indexOf('.');
    await importText(page, `https://example.org/sudoku/index.html#puzzle=${UNIQUE}&moves=${encodeURIComponent(`P${free},4`)}`);
    await expect(meter(page)).toContainText('Read as a share link');
    await expect(meter(page)).toContainText('Play replays its progress too (1 move).');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
    expect(await played(page)).toMatchObject({ puzzle: UNIQUE, movesText: `P${free},4` });

    // SudokuWiki's 162-character form: per cell two base-32 characters, the candidates shifted left
    // by one with a low "given" bit. Givens from UNIQUE; every empty cell with candidates 1 and 2.
    const b32 = (n) => '0123456789abcdefghijklmnopqrstuv'[n >> 5] + '0123456789abcdefghijklmnopqrstuv'[n & 31];
    const bd = [...UNIQUE].map((ch) => b32(ch === '.' ? 0b11 << 1 : ((1 << (Number(ch) - 1)) << 1) | 1)).join('');
    await importText(page, `https://www.sudokuwiki.org/sudoku.htm?bd=${bd}`);
    await expect(meter(page)).toContainText('Read as a SudokuWiki link with candidates');
    await expect(meter(page)).toContainText('Only its givens are imported: the digits placed and the candidates in the link are not.');
  });

  test('two solutions of a 25x25 on a 320 px phone: both previews fit inside the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await importText(page, '.'.repeat(625));
    await expect(meter(page)).toContainText('Two or more solutions', { timeout: 20_000 });
    const dialog = await importDialog(page).boundingBox();
    for (const mini of await importDialog(page).locator('.dlg-mini').all()) {
      const box = await mini.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(dialog.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
    }
  });

  test('a 10x10 read from text (2x5 boxes, a shape the menu lacks) is named in the Size menu, not left blank', async ({ page }) => {
    await importText(page, '.'.repeat(100));
    await expect(meter(page)).toContainText('10 × 10');
    const size = importDialog(page).getByLabel('Size');
    await expect(size).toHaveValue('2x5');
    expect((await size.locator('option:checked').textContent()).trim()).not.toBe('');
  });

  test('a repeated digit names the digit and both cells, and marks them in the grid', async ({ page }) => {
    await importText(page, CONFLICT);
    await expect(meter(page)).toContainText('A rule is broken');
    await expect(meter(page)).toContainText('Digit 5 appears twice in row 1: r1c2 and r1c7.');
    const grid = importDialog(page).getByRole('grid');
    await expect(grid.getByLabel('Row 1, Column 2')).toHaveAttribute('aria-invalid', 'true');
    await expect(grid.getByLabel('Row 1, Column 7')).toHaveAttribute('aria-invalid', 'true');
    await expect(grid.locator('[aria-invalid="true"]')).toHaveCount(2);
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page).getByRole('alert'))
      .toHaveText('This puzzle cannot be played: digit 5 appears twice in row 1: r1c2 and r1c7.');
  });

  test('other formats: a boxed grid, a Solo game ID, a SudokuWiki link and an .sdk file give the same puzzle', async ({ page }) => {
    const inputs = [
      ['a boxed grid', boxedGrid(UNIQUE)],
      ['a Solo game ID', soloId(UNIQUE, 3, 3)],
      ['a SudokuWiki link', `https://www.sudokuwiki.org/sudoku.htm?bd=${UNIQUE.replaceAll('.', '0')}`],
      ['a SadMan .sdk file', `#AA test\n[Puzzle]\n${UNIQUE.match(/.{9}/g).join('\n')}`],
    ];
    for (const [name, text] of inputs) {
      await importText(page, text);
      await expect(meter(page), name).toContainText(`Read as ${name}: 9 × 9`);
      await expect(meter(page), name).toContainText('Exactly one solution');
      await puzzleText(page).press('Control+Enter');
      await expect(importDialog(page)).toBeHidden();
      expect(await played(page), name).toMatchObject({ puzzle: UNIQUE, boxRows: 3, boxCols: 3, solutionCount: 1 });
    }
  });

  test('typing givens in the grid writes the text, and the meter follows', async ({ page }) => {
    await openImport(page);
    const grid = importDialog(page).getByRole('grid', { name: 'Givens, 9 by 9' });
    await expect(grid.getByRole('textbox')).toHaveCount(81);
    // One Tab stop: Tab from the text box lands on the first cell.
    await page.keyboard.press('Tab');
    await expect(grid.getByLabel('Row 1, Column 1')).toBeFocused();
    await page.keyboard.type('5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('7');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('x'); // not a digit: ignored
    await expect(grid.getByLabel('Row 2, Column 3')).toBeFocused();
    await expect(grid.getByLabel('Row 2, Column 3')).toHaveValue('');
    await expect(puzzleText(page)).toHaveValue(`5.7${'.'.repeat(78)}`);
    await expect(meter(page)).toContainText('Two or more solutions');
    await page.keyboard.press('Control+End');
    await expect(grid.getByLabel('Row 9, Column 9')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(grid.getByLabel('Row 9, Column 1')).toBeFocused();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('5'); // r1c1 is 5 already
    await expect(meter(page)).toContainText('Digit 5 appears twice in row 1: r1c1 and r1c3.');
    await expect(grid.getByLabel('Row 1, Column 3')).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Backspace');
    await expect(puzzleText(page)).toHaveValue(`5${'.'.repeat(80)}`);
    await expect(meter(page)).toContainText('Two or more solutions');

    // And the other way: text typed above fills the grid, in the shape the engine read.
    expect(referenceCount(SMALL, 2, 2, 2)).toBe(1);
    await puzzleText(page).fill(SMALL);
    const small = importDialog(page).getByRole('grid', { name: 'Givens, 4 by 4' });
    await expect(meter(page)).toContainText('Exactly one solution');
    await expect(small.getByRole('textbox')).toHaveCount(16);
    expect(await small.getByRole('textbox').evaluateAll((cells) => cells.map((c) => c.value || '.').join(''))).toBe(SMALL);
    await expect(importDialog(page).getByLabel('Size')).toHaveValue('2x2');

    // An empty 6x6 grid (boxes 2x3), filled by typing.
    await importDialog(page).getByLabel('Size').selectOption('2x3');
    await importDialog(page).getByRole('button', { name: 'Start an empty grid' }).click();
    const six = importDialog(page).getByRole('grid', { name: 'Givens, 6 by 6' });
    await expect(six.getByLabel('Row 1, Column 1')).toBeFocused();
    await page.keyboard.type('7'); // 7 is not a digit of a 6x6 board
    await page.keyboard.type('6');
    await expect(puzzleText(page)).toHaveValue(`6${'.'.repeat(35)}`);
    await expect(meter(page)).toContainText('Read as a one-line puzzle: 6 × 6, 1 given.');
  });

  test('a count that runs out of its node budget says so, and the game may start (not checked)', async ({ page }) => {
    expect(SLOW).toHaveLength(625);
    expect([...SLOW].filter((s) => s !== '.')).toHaveLength(250);
    await importText(page, SLOW);
    await expect(meter(page)).toContainText('Not decided', { timeout: 20_000 });
    await expect(meter(page)).toContainText('The search stopped after 1,000,000 nodes without finding a solution.');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
    expect(await played(page)).toMatchObject({ puzzle: SLOW, boxRows: 5, boxCols: 5, solutionCount: 2, countComplete: false });
  });

  test('new text cancels a count still running; requests never pile up in the worker', async ({ page }) => {
    const calls = () => page.evaluate(() => globalThis.fixture.calls.map(({ name, text, pendingBefore, state }) => ({
      name, slow: text.length === 625, pendingBefore, state })));
    // The new text arrives as the slow count is asked for, in the same task, so the count is surely
    // still running (on a quiet machine its million nodes take a quarter of a second: a test that
    // waited to see it pending, then typed, could come too late).
    await page.evaluate((unique) => {
      globalThis.fixture.onCall = (call) => {
        if (call.name !== 'count' || call.text.length !== 625) return;
        globalThis.fixture.onCall = null;
        globalThis.fixture.meterWhileCounting = document.querySelector('#import-dialog [role="status"]').textContent;
        const text = document.querySelector('#import-dialog textarea');
        text.value = unique;
        text.dispatchEvent(new Event('input', { bubbles: true }));
      };
    }, UNIQUE);
    await importText(page, SLOW);
    await expect(meter(page)).toContainText('Exactly one solution');
    // While the first text was counted, the meter said so (not "nothing to count").
    expect(await page.evaluate(() => globalThis.fixture.meterWhileCounting)).toContain('Reading the puzzle and counting its solutions');
    const seen = await calls();
    expect(seen.filter((c) => c.slow && c.name === 'count')).toEqual([{ name: 'count', slow: true, pendingBefore: 0, state: 'cancelled' }]);
    // Typing character by character: each keystroke restarts the wait, and every call the dialog
    // makes finds the worker idle (the one before it finished or was cancelled).
    await puzzleText(page).fill('');
    await expect(meter(page)).toContainText('Nothing to count yet');
    await puzzleText(page).pressSequentially(NONE);
    await expect(meter(page)).toContainText('No solution');
    const all = await calls();
    expect(all.map((c) => c.pendingBefore)).toEqual(all.map(() => 0));
    expect(all.filter((c) => c.state === 'pending')).toEqual([]);
  });

  test('tall boxes (a Solo 3x2 ID) keep their shape in the grid, in the text the grid writes, and in Play', async ({ page }) => {
    expect(referenceCount(TALL, 3, 2, 2)).toBe(1);
    expect(referenceCount(TALL, 2, 3, 2)).toBe(0);
    await importText(page, soloId(TALL, 3, 2));
    await expect(meter(page)).toContainText('Exactly one solution');
    const givens = [...TALL].filter((s) => s !== '.').length;
    await expect(meter(page)).toContainText(`Read as a Solo game ID: 6 × 6, ${givens} givens.`);
    const grid = importDialog(page).getByRole('grid', { name: 'Givens, 6 by 6' });
    await expect(importDialog(page).getByLabel('Size')).toHaveValue('3x2');
    // Box borders: after columns 2 and 4, and below row 3.
    expect(await grid.locator('tr').first().locator('td.box-right').count()).toBe(2);
    expect(await grid.locator('tr:has(td.box-bottom)').count()).toBe(1);
    expect(await grid.locator('tr:nth-child(3) td.box-bottom').count()).toBe(6);
    // Edit in the grid: the text becomes a Solo ID again (a bare line would lose the shape).
    expect(TALL[1]).toBe('2');
    await grid.getByLabel('Row 1, Column 2').click();
    await page.keyboard.press('Backspace');
    await expect(puzzleText(page)).toHaveValue(soloId(`${TALL[0]}.${TALL.slice(2)}`, 3, 2));
    await expect(meter(page)).toContainText(`Read as a Solo game ID: 6 × 6, ${givens - 1} givens.`);
    await page.keyboard.type('2');
    await expect(puzzleText(page)).toHaveValue(soloId(TALL, 3, 2));
    await expect(meter(page)).toContainText(`Read as a Solo game ID: 6 × 6, ${givens} givens.`);
    await expect(meter(page)).toContainText('Exactly one solution');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    expect(await played(page)).toMatchObject({ puzzle: TALL, boxRows: 3, boxCols: 2, solutionCount: 1 });
  });

  test('a whole puzzle pasted into a grid cell goes to the text box and is read there', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    await openImport(page);
    await page.evaluate((text) => navigator.clipboard.writeText(text), boxedGrid(UNIQUE));
    await importDialog(page).getByRole('grid').getByLabel('Row 5, Column 5').click();
    await page.keyboard.press('Control+V');
    await expect(puzzleText(page)).toHaveValue(boxedGrid(UNIQUE));
    await expect(meter(page)).toContainText('Exactly one solution');
    const cells = importDialog(page).getByRole('grid').getByRole('textbox');
    expect(await cells.evaluateAll((inputs) => inputs.map((c) => c.value || '.').join(''))).toBe(UNIQUE);
  });

  test('text over 100 KB is refused with a clear message', async ({ page }) => {
    await importText(page, `${UNIQUE}\n${'#'.repeat(110 * 1024)}`);
    await expect(meter(page)).toContainText('Text too large');
    await expect(meter(page)).toContainText('only texts up to 100 KB are read');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page).getByRole('alert')).toHaveText('This text is too large to be a puzzle.');
  });

  test('Escape and Cancel close without starting a game; focus returns to the opener', async ({ page }) => {
    await importText(page, UNIQUE);
    await page.keyboard.press('Escape');
    await expect(importDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import puzzle' })).toBeFocused();
    await openImport(page);
    await importDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(importDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import puzzle' })).toBeFocused();
    await expect(page.locator('#played')).toHaveText('None yet.');
  });

  test('keyboard only: Enter opens, Tab reaches every control in order, Enter on Play starts the game', async ({ page }) => {
    await page.getByRole('button', { name: 'Import puzzle' }).focus();
    await page.keyboard.press('Enter');
    await expect(puzzleText(page)).toBeFocused();
    await page.keyboard.type(UNIQUE);
    await expect(meter(page)).toContainText('Exactly one solution');
    const order = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => {
        const el = document.activeElement;
        return el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent;
      }));
    }
    expect(order).toEqual(['Row 1, Column 1', 'Size', 'Start an empty grid', 'Play', 'Cancel']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(importDialog(page)).toBeHidden();
    expect(await played(page)).toMatchObject({ puzzle: UNIQUE, solutionCount: 1 });
    await expect(page.getByRole('button', { name: 'Import puzzle' })).toBeFocused();
  });
});

test.describe('share dialog', () => {
  let problems;
  test.beforeEach(async ({ page, request }) => {
    problems = await openFixture(page, request);
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });

  async function play(page, text) {
    await importText(page, text);
    await expect(meter(page)).toContainText(/Exactly one solution|Two or more/);
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();
  }

  test('link, progress, string and SudokuWiki link are those of the imported puzzle; the link reads back', async ({ page, baseURL }) => {
    await play(page, boxedGrid(UNIQUE));
    const moves = 'P0,4;N3,7;E0';
    await page.getByLabel('Moves of the current game').fill(moves);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Share this puzzle' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeFocused();

    const pageUrl = new URL('fixtures/dialogs.html', baseURL).href;
    const link = dialog.getByLabel('Link to this puzzle');
    await expect(link).toHaveValue(`${pageUrl}#puzzle=${UNIQUE}`);
    await dialog.getByLabel('Include my progress').check();
    await expect(link).toHaveValue(`${pageUrl}#puzzle=${UNIQUE}&moves=${encodeURIComponent(moves)}`);
    await expect(dialog).toContainText('Adds your 3 moves to the link');
    await dialog.getByLabel('Include my progress').uncheck();
    await expect(link).toHaveValue(`${pageUrl}#puzzle=${UNIQUE}`);

    await expect(dialog.getByLabel('Puzzle as a string of 81 characters')).toHaveValue(UNIQUE);
    const wiki = dialog.getByLabel('SudokuWiki link');
    await expect(wiki).toHaveValue(`https://www.sudokuwiki.org/sudoku.htm?bd=${UNIQUE.replaceAll('.', '0')}`);
    await expect(dialog.getByRole('link', { name: /Open this puzzle in SudokuWiki/ }))
      .toHaveAttribute('href', await wiki.inputValue());

    // Round trip: each exported form, pasted into the import dialog, is the same puzzle.
    const exported = [await link.inputValue(), await wiki.inputValue(), await dialog.getByLabel(/Puzzle as a string of/).inputValue()];
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
    for (const text of exported) await play(page, text);
    expect(await played(page)).toMatchObject({ puzzle: UNIQUE });
  });

  test('tall boxes: the link and the string carry the shape (&box=3x2, box=3x2), and the string imports as the same puzzle', async ({ page, baseURL }) => {
    await play(page, soloId(TALL, 3, 2));
    await page.getByRole('button', { name: 'Share' }).click();
    const pageUrl = new URL('fixtures/dialogs.html', baseURL).href;
    await expect(shareDialog(page).getByLabel('Link to this puzzle')).toHaveValue(`${pageUrl}#puzzle=${TALL}&box=3x2`);
    // Without its box field the string read back as wide 2x3 boxes: another puzzle.
    const line = shareDialog(page).getByLabel('Puzzle as a string of 44 characters');
    await expect(line).toHaveValue(`${TALL} box=3x2`);
    await page.keyboard.press('Escape');
    await play(page, `${TALL} box=3x2`);
    expect(await played(page)).toMatchObject({ puzzle: TALL, boxRows: 3, boxCols: 2 });
  });

  test('progress too long for a link: the box is off and says why, the link holds the puzzle', async ({ page }) => {
    await page.getByLabel('Moves of the current game').fill(Array(3000).fill('N0,1').join(';'));
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await expect(dialog.getByLabel('Include my progress')).toBeDisabled();
    await expect(dialog).toContainText('Your 3000 moves do not fit in a link, so it holds the puzzle only.');
    const link = await dialog.getByLabel('Link to this puzzle').inputValue();
    expect(link).toMatch(/#puzzle=[1-9.]{81}$/);
  });

  test('a 4x4 puzzle: a 16-character string, and no SudokuWiki link, with the reason', async ({ page }) => {
    await play(page, SMALL);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await expect(dialog.getByLabel('Puzzle as a string of 16 characters')).toHaveValue(SMALL);
    await expect(dialog.getByLabel('SudokuWiki link')).toHaveCount(0);
    await expect(dialog).toContainText('SudokuWiki’s solver only takes 9 × 9 puzzles, so there is no SudokuWiki link for this 4 × 4 puzzle.');
    await expect(dialog.getByLabel('Include my progress')).toBeDisabled();
    await expect(dialog).toContainText('You have made no moves yet');
  });

  test('Copy puts the link on the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    await play(page, UNIQUE);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('The link is copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.getByLabel('Link to this puzzle').inputValue());
    await dialog.getByRole('button', { name: 'Copy string' }).click();
    await expect(dialog.getByRole('status')).toHaveText('The puzzle string is copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(UNIQUE);
    // Said right under the row copied from, so a phone shows it beside the button pressed.
    const below = await dialog.getByRole('button', { name: 'Copy string' }).evaluate((button) =>
      button.closest('.dlg-copy-row').nextElementSibling.getAttribute('role'));
    expect(below).toBe('status');
  });

  test('without a clipboard, Copy selects the text and says how to copy it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    });
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await play(page, UNIQUE);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page);
    await dialog.getByRole('button', { name: 'Copy string' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      /^The clipboard is not available here\. The puzzle string is selected: press (Ctrl\+C|⌘C) to copy it\.$/);
    const field = dialog.getByLabel(/Puzzle as a string of/);
    await expect(field).toBeFocused();
    expect(await field.evaluate((input) => input.value.slice(input.selectionStart, input.selectionEnd))).toBe(UNIQUE);
  });

  test('keyboard only: Enter opens, Space ticks progress, Escape closes and focus returns', async ({ page }) => {
    await page.getByLabel('Moves of the current game').fill('P0,4');
    await page.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const dialog = shareDialog(page);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Include my progress')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Link to this puzzle')).toHaveValue(/&moves=P0%2C4$/);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/Puzzle as a string of/)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
  });
});

// axe scans of both dialogs in each state worth seeing, and screenshots to look at (kept in
// test-results/ with the other pages' screenshots, or in $SCREENSHOT_DIR).
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
for (const [theme, how] of [['light', 'media'], ['dark', 'media'], ['dark', 'attribute'], ['light', 'attribute']]) {
  test(`axe: no violations in either dialog (${theme} theme by ${how === 'media' ? 'prefers-color-scheme' : 'data-theme'})`, async ({ page, request }) => {
    // By attribute: the system says the opposite, and data-theme on <html> must win.
    await page.emulateMedia({ colorScheme: how === 'media' ? theme : theme === 'dark' ? 'light' : 'dark' });
    const problems = await openFixture(page, request);
    if (how === 'attribute') await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
    const scan = async (label) => {
      const results = await axeBuilder(page).analyze();
      expect(results.violations, label).toEqual([]);
      expect(results.passes.length, label).toBeGreaterThan(10);
    };
    const shot = async (name) => {
      if (how !== 'media') return;
      for (const [width, height, size] of [[320, 720, 'phone'], [320, 2000, 'phone-full'], [1100, 900, 'desktop']]) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${SHOTS}/dialogs-${name}-${size}-${theme}.png` });
      }
    };
    await importText(page, SEVERAL);
    await expect(meter(page)).toContainText('Two or more solutions');
    expect(await importDialog(page).evaluate((d) => getComputedStyle(d).backgroundColor))
      .toBe(theme === 'dark' ? 'rgb(29, 32, 39)' : 'rgb(255, 255, 255)');
    await scan('import, two solutions');
    await shot('import-several');
    await puzzleText(page).fill(CONFLICT);
    await expect(meter(page)).toContainText('A rule is broken');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page).getByRole('alert')).toContainText('cannot be played');
    await scan('import, conflict and refusal');
    await shot('import-conflict');
    await puzzleText(page).fill(UNIQUE);
    await expect(meter(page)).toContainText('Exactly one solution');
    await importDialog(page).getByRole('button', { name: 'Play' }).click();
    await expect(importDialog(page)).toBeHidden();

    await page.getByLabel('Moves of the current game').fill('P2,4;N3,7');
    await page.getByRole('button', { name: 'Share' }).click();
    await shareDialog(page).getByLabel('Include my progress').check();
    await shareDialog(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(shareDialog(page).getByRole('status')).not.toBeEmpty();
    await scan('share');
    await shot('share');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
}
