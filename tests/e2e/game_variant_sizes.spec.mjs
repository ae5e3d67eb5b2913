// Variants at the classic game's other sides (web/ui/variant_new_game.js): New game makes a 6×6
// jigsaw and a 4×4 X in the page's worker, played to "Solved" by keyboard (the jigsaw through a
// reload mid-game, which keeps it, and its share link with the progress, which opens it elsewhere); the statistics count them per variant and side; a 16×16
// jigsaw made by the real CLI is drawn (its regions' borders, no others) and named, and Fill notes
// and Hint work on it; killer comes at every side, Windoku at 4×4, 6×6 and 9×9, with the reasons. Screenshots of the dialog and
// the boards at 320, 390 and 1280 px, light and dark. Solutions come from the real CLI
// (`dlx-sudoku solve` under the board's own rules, read from the cells' names): nothing typed in.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { shareUrl } from '../../web/game/share.js';
import { boardLine, openGame, readBoard, status } from './game_helpers.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Screenshots of `target` at 320, 390 and 1280 px, light and dark: SHOTS/<name>-<width>-<scheme>.png. */
async function shoot(page, target, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[320, 700], [390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await target.screenshot({ path: `${SHOTS}${name}-${width}-${colorScheme}.png` });
    }
  }
}
const SYMBOLS = '123456789ABCDEFG';
const cell = (page, index) => page.locator(`#board [data-cell="${index}"]`);

/** The board's puzzle under its rules, read from the cells' names only: "<givens> regions=…" or "… rules=x". */
async function boardRules(page) {
  const cells = await readBoard(page);
  const puzzle = cells.map((c) => (c.given ? c.symbol : '.')).join('');
  const regions = cells.map((c) => /, region (\d+), /.exec(c.name)?.[1]);
  if (regions.every(Boolean)) return { puzzle, size: Math.sqrt(cells.length), text: `${puzzle} regions=${regions.map((r) => SYMBOLS[r - 1]).join('')}`, regions };
  return { puzzle, size: Math.sqrt(cells.length), text: `${puzzle} rules=x` };
}

const cliSolve = (text) => execFileSync(CLI, ['solve'], { input: `${text}\n`, encoding: 'utf8' }).trim().split(' ')[0];

/** New game with the rules, side and (optionally) level chosen; waits for the game's words. */
async function newVariant(page, rules, size, level = null) {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: new RegExp(`^${rules}`) }).check();
  await dialog.getByRole('radio', { name: `${size}×${size}` }).check();
  if (level) await dialog.getByRole('radio', { name: level }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(new RegExp(`^New ${rules} game, ${size}×${size}, \\d+ clues?\\.$`), { timeout: 60_000 });
}

/** Types `solution` into the empty cells of `puzzle` from `from` on, by keyboard; returns how many. */
async function typeCells(page, puzzle, solution, { from = 0, count = Infinity } = {}) {
  const empty = [...puzzle].flatMap((s, i) => (s === '.' ? [i] : [])).slice(from, from + count);
  for (const index of empty) {
    await cell(page, index).focus();
    await page.keyboard.press(solution[index]);
  }
  return empty.length;
}

test('New game offers X, jigsaw and killer at every side, Windoku up to 12×12, with the reasons', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  for (const rules of ['X-Sudoku', 'Jigsaw']) {
    await dialog.getByRole('radio', { name: new RegExp(`^${rules}`) }).check();
    for (const size of [4, 6, 9, 12, 16]) await expect(dialog.getByRole('radio', { name: `${size}×${size}` })).toBeEnabled();
    await dialog.getByRole('radio', { name: '6×6' }).check();
    // The classic game's levels of that side, by clue count, and the note says why.
    await expect(dialog.getByRole('radio', { name: /^16 clues \(gentle\)/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^As few as possible/ })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Easy / })).toHaveCount(0);
    await expect(dialog).toContainText('At 6×6 a variant puzzle is dug by clue count');
    await dialog.getByRole('radio', { name: '9×9' }).check();
    await expect(dialog.getByRole('radio', { name: /^Diabolical / })).toBeVisible();
  }
  // A 16×16 jigsaw says it takes longest, and leaves out the minimal level (about a minute).
  await dialog.getByRole('radio', { name: '16×16' }).check();
  await expect(dialog).toContainText('A 16×16 jigsaw takes longest to make');
  await expect(dialog.getByRole('radio', { name: /^As few as possible/ })).toHaveCount(0);
  // Killer at every side too: at 16×16 without "as few as possible" (8-16 s a puzzle), said.
  await dialog.getByRole('radio', { name: /^Killer cages/ }).check();
  for (const size of [4, 6, 9, 12, 16]) await expect(dialog.getByRole('radio', { name: `${size}×${size}` })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: '16×16' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^As few as possible/ })).toHaveCount(0);
  await expect(dialog).toContainText('a 16×16 killer took 8 to 16 seconds to make that way');
  // At 12×12 without it too (11-23 s a puzzle).
  await dialog.getByRole('radio', { name: '12×12' }).check();
  await expect(dialog.getByRole('radio', { name: /^As few as possible/ })).toHaveCount(0);
  await expect(dialog).toContainText('a 12×12 killer took 11 to 23 seconds to make that way');
  await dialog.getByRole('radio', { name: '6×6' }).check();
  await expect(dialog.getByRole('radio', { name: /^As few as possible/ })).toBeVisible();
  await expect(dialog).toContainText('At 6×6 a variant puzzle is dug by clue count');
  // Windoku at 4×4, 6×6, 9×9 and 12×12: the engine makes none at 16×16, and the note says so.
  await dialog.getByRole('radio', { name: '16×16' }).check();
  await dialog.getByRole('radio', { name: /^Windoku/ }).check();
  await expect(dialog.getByRole('radio', { name: '9×9' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '16×16' })).toBeDisabled();
  for (const size of [4, 6, 12]) await expect(dialog.getByRole('radio', { name: `${size}×${size}` })).toBeEnabled();
  await expect(dialog).toContainText('There is no 16×16 Windoku');
  // Classic again: every side open, at the side it had.
  await dialog.getByRole('radio', { name: /^Classic/ }).check();
  for (const size of [4, 6, 9, 12, 16]) await expect(dialog.getByRole('radio', { name: `${size}×${size}` })).toBeEnabled();
  // The dialog with a jigsaw at 6×6 (and at 16×16, its longest note), phone and desktop, light and dark.
  await dialog.getByRole('radio', { name: /^Jigsaw/ }).check();
  await dialog.getByRole('radio', { name: '6×6' }).check();
  await shoot(page, dialog, 'variant-size-dialog-jigsaw-6');
  await dialog.getByRole('radio', { name: '16×16' }).check();
  await page.setViewportSize({ width: 320, height: 1100 }); // tall enough for the whole note
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.screenshot({ path: `${SHOTS}variant-size-dialog-jigsaw-16-320-light.png` });
});

test('a 6×6 jigsaw from New game plays to "Solved" by keyboard, through a reload mid-game and its share link; counted per variant and side', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const problems = await openGame(page);
  await newVariant(page, 'Jigsaw', 6, /^14 clues/);
  await expect(page.locator('#board')).toHaveAttribute('data-variant', 'jigsaw');
  await expect(page.locator('#game-info')).toHaveText('Jigsaw 6×6, 14 clues');
  const { puzzle, text, regions } = await boardRules(page);
  expect(new Set(regions).size).toBe(6);
  // Thick lines where regions meet and nowhere else (not the 2×3 boxes').
  const borders = regions.filter((r, i) => i % 6 < 5 && r !== regions[i + 1]).length;
  await expect(page.locator('#board [data-box-right]')).toHaveCount(borders);
  const solution = cliSolve(text);
  expect(solution).toMatch(/^[1-6]{36}$/);
  // Some cells, then a reload: the same board, rules and level.
  const typed = await typeCells(page, puzzle, solution, { count: 8 });
  const before = await readBoard(page);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(/^Welcome back/);
  expect(await readBoard(page)).toEqual(before);
  await expect(page.locator('#game-info')).toHaveText('Jigsaw 6×6, 14 clues');
  await expect(page.locator('#board [data-box-right]')).toHaveCount(borders);
  // Share: the link with the progress opens the same 6×6 jigsaw, with the same regions and digits, in a fresh browser.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.locator('#share-dialog');
  await share.getByLabel('Include my progress').check();
  const shared = await share.getByLabel('Link to this puzzle').inputValue();
  expect(shared).toMatch(/[#&]regions=/);
  // The string holds the rules after the cells, and its help says so.
  await expect(share.getByLabel(/Puzzle as a string of/)).toHaveValue(/^[1-6.]{36} regions=/);
  await expect(share.getByText('Row by row, a dot for each blank. After the cells come the variant’s rules (such as cages=…), which Import reads back.')).toBeVisible();
  await share.getByRole('button', { name: 'Close' }).click();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openGame(otherPage, shared);
  await expect(otherPage.locator('#game-info')).toHaveText('Shared Jigsaw 6×6');
  expect((await readBoard(otherPage)).map((c) => [c.name.replace(/, (given|entered) .*|, empty.*/, ''), c.symbol])).toEqual(
    before.map((c) => [c.name.replace(/, (given|entered) .*|, empty.*/, ''), c.symbol]));
  await other.close();
  await typeCells(page, puzzle, solution, { from: typed });
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\.$/);
  expect(await boardLine(page)).toBe(solution);
  await expect(page.locator('table.stats th[data-level="variant:jigsaw:6:medium"]')).toHaveText('Jigsaw 6×6, 14 clues');
  await shoot(page, page.locator('#board'), 'variant-size-jigsaw-6');
  expect(problems).toEqual([]);
});

test('a 4×4 X-Sudoku from New game is drawn with its diagonals, named, and plays to "Solved" by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await openGame(page);
  await newVariant(page, 'X-Sudoku', 4);
  await expect(page.locator('#board')).toHaveAttribute('data-variant', 'x');
  await expect(page.locator('#board .vx-diag')).toHaveCount(8); // 4 cells on each diagonal
  await expect(cell(page, 0)).toHaveAccessibleName(/^Row 1, Column 1, on the main diagonal, /);
  await expect(cell(page, 3)).toHaveAccessibleName(/^Row 1, Column 4, on the anti-diagonal, /);
  const { puzzle, text } = await boardRules(page);
  const solution = cliSolve(text);
  expect(solution).toMatch(/^[1-4]{16}$/);
  await typeCells(page, puzzle, solution);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\.$/);
  expect(await boardLine(page)).toBe(solution);
  await expect(page.locator('#game-info')).toHaveText(/^X-Sudoku 4×4, /);
  expect(problems).toEqual([]);
});

test('a 16×16 jigsaw is drawn (its regions\' borders only) and named; Fill notes and Hint work on it; a 16×16 X from New game; screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  // Made by the real CLI at the 16×16 gentle level's clue count (seed 1: its regions fill quickly).
  const line = execFileSync(CLI, ['generate', '--variant', 'jigsaw', '--size', '16', '--seed', '1', '--clues', '114', '--symmetry', 'rot180'], { encoding: 'utf8' }).trim();
  const [puzzle, fields] = line.split(' ');
  const problems = await openGame(page, shareUrl('./', { puzzle, fields }));
  await expect(page.locator('#board')).toHaveAttribute('data-variant', 'jigsaw');
  await expect(page.locator('#board')).toHaveAttribute('aria-label', 'Sudoku board, 16 by 16, Shared Jigsaw 16×16');
  const cells = await readBoard(page);
  expect(cells).toHaveLength(256);
  expect(cells.every((c) => c.kind !== 'unreadable'), cells.find((c) => c.kind === 'unreadable')?.name).toBe(true);
  // Each cell named with the region the link gives it (regions=…: one symbol per cell).
  const regions = fields.replace(/^regions=/, '');
  for (const i of [0, 17, 128, 255]) {
    await expect(cell(page, i)).toHaveAccessibleName(new RegExp(`^Row ${Math.floor(i / 16) + 1}, Column ${(i % 16) + 1}, region ${SYMBOLS.indexOf(regions[i]) + 1}, `));
  }
  const right = [...regions].filter((r, i) => i % 16 < 15 && r !== regions[i + 1]).length;
  const bottom = [...regions].filter((r, i) => i < 240 && r !== regions[i + 16]).length;
  await expect(page.locator('#board [data-box-right]')).toHaveCount(right);
  await expect(page.locator('#board [data-box-bottom]')).toHaveCount(bottom);
  // Fill notes: every empty cell gets notes, and the notes never hold a digit its region holds.
  await page.getByRole('button', { name: 'Fill notes' }).click();
  const noted = await readBoard(page);
  const empty = noted.filter((c) => c.kind === 'empty');
  expect(empty.every((c) => c.notes.length > 0)).toBe(true);
  for (const c of empty.slice(0, 20)) {
    const index = (c.row - 1) * 16 + (c.col - 1);
    const inRegion = noted.filter((o, j) => regions[j] === regions[index] && o.given).map((o) => o.symbol);
    expect(c.notes.filter((n) => inRegion.includes(n)), c.name).toEqual([]);
  }
  // A hint under the jigsaw's rules, as on a classic 16×16 board.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.getByTestId('hint-panel')).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).not.toHaveText(/unavailable|could not/i);
  await shoot(page, page.locator('#board'), 'variant-size-jigsaw-16');
  // A 16×16 X-Sudoku from New game (the page's worker): its diagonals drawn, 16 cells each.
  await newVariant(page, 'X-Sudoku', 16);
  await expect(page.locator('#board .vx-diag')).toHaveCount(32);
  await expect(cell(page, 255)).toHaveAccessibleName(/^Row 16, Column 16, on the main diagonal, /);
  await expect(page.locator('#game-info')).toHaveText('X-Sudoku 16×16, 114 clues (gentle)');
  await shoot(page, page.locator('#board'), 'variant-size-x-16');
  expect(problems).toEqual([]);
});

test('12×12 (boxes of 3 rows by 4 columns): a classic game and a Windoku from New game, drawn, named, keyed 1-9 and A-C, and played to "Solved" by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = await openGame(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: /^Classic/ }).check();
  await dialog.getByRole('radio', { name: '12×12' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New game: 12×12 with \d+ clues\.$/, { timeout: 60_000 });
  await expect(page.locator('#board')).toHaveAttribute('aria-label', 'Sudoku board, 12 by 12');
  const cells = await readBoard(page);
  expect(cells).toHaveLength(144);
  expect(cells.every((c) => c.kind !== 'unreadable'), cells.find((c) => c.kind === 'unreadable')?.name).toBe(true);
  // Boxes of 3 rows by 4 columns: a thick line after every 4th column and every 3rd row.
  await expect(page.locator('#board [data-box-right]')).toHaveCount(12 * 2);
  await expect(page.locator('#board [data-box-bottom]')).toHaveCount(12 * 3);
  await expect(page.getByTestId('keypad').locator('.digit-key')).toHaveText([...'123456789ABC']);
  const { puzzle } = await boardRules(page);
  const solution = execFileSync(CLI, ['solve'], { input: `${puzzle}\n`, encoding: 'utf8' }).trim().split(' ')[0];
  expect(solution).toMatch(/^[1-9A-C]{144}$/);
  await shoot(page, page.locator('.board-column'), 'variant-size-classic-12');
  await typeCells(page, puzzle, solution);
  await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\.$/);
  expect(await boardLine(page)).toBe(solution);
  // A 12×12 Windoku, from the finish card: six windows of 3×4 cells, each cell named with its window.
  await page.getByTestId('finish-card').getByRole('button', { name: 'New game' }).click();
  await dialog.getByRole('radio', { name: /^Windoku/ }).check();
  await dialog.getByRole('radio', { name: '12×12' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New Windoku game, 12×12, \d+ clues\.$/, { timeout: 60_000 });
  await expect(page.locator('#board')).toHaveAttribute('data-variant', 'windoku');
  const named = await readBoard(page);
  const windows = new Set(named.map((c) => /, window (\d+), /.exec(c.name)?.[1]).filter(Boolean));
  expect(windows.size).toBe(6);
  expect(named.filter((c) => /, window \d+, /.test(c.name))).toHaveLength(6 * 12);
  await shoot(page, page.locator('#board'), 'variant-size-windoku-12');
  expect(problems).toEqual([]);
});
