// The engine benchmark page (bench.html) in real Chromium with the real WebAssembly core: a shipped
// list runs to a results row with its answers tallied; a list with bad lines is refused with each
// line named and nothing timed; Stop ends a run without a row; the table follows a language switch;
// no accessibility violation on a phone in the dark theme. Figures are never checked against a
// speed: only that they are there and make sense (nodes, tallies).
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';

async function openBench(page) {
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('bench.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('min-time').selectOption('200');
  return problems;
}

const run = async (page) => {
  await page.locator('#run').click();
  await expect(page.locator('#run')).toBeEnabled({ timeout: 45_000 });
  // Run gave the focus to Stop while it ran, and had it back at the end: never the page's body.
  await expect(page.locator('#run')).toBeFocused();
};

test('a shipped list is timed to a row: figures, search nodes and 100 unique answers, checked', async ({ page }) => {
  const problems = await openBench(page);
  await expect(page.locator('#none-yet')).toBeVisible();
  await run(page);
  await expect(page.locator('#status')).toContainText('Every answer was checked');
  const row = page.locator('#results tbody tr');
  await expect(row).toHaveCount(1);
  const cells = await row.first().locator('th, td').allInnerTexts();
  expect(cells[0]).toBe('100 minimal 9×9 puzzles');
  const first = Number(cells[1].replace(/,/g, ''));
  const check = Number(cells[2].replace(/,/g, ''));
  expect(first).toBeGreaterThan(0);
  expect(check).toBeGreaterThan(0);
  expect(Number(cells[3])).toBeCloseTo(check / first, 1);
  const [nodesFirst, nodesCheck] = cells[4].split('/').map((s) => Number(s.trim().replace(/,/g, '')));
  // A minimal puzzle's search enters at least one level per empty cell; the check searches further.
  expect(nodesFirst).toBeGreaterThanOrEqual(81 - 40);
  expect(nodesCheck).toBeGreaterThanOrEqual(nodesFirst);
  expect(cells[5]).toBe('100 unique');
  await expect(page.locator('#environment')).toContainText('dlx-sudoku');
  expect(problems).toEqual([]);
});

test('your own list: every bad line is named with its line number and nothing is timed; a good list then runs', async ({ page }) => {
  await openBench(page);
  await page.getByTestId('set').selectOption('own');
  const good = '.6.4...5.3...9.87.7.1..3....572.....9...1....6.4....29...93..4.57.....63.........';
  await page.getByTestId('own-text').fill(['# my list', good, '1'.repeat(81), '', 'hello', good.slice(0, 3)].join('\n'));
  await run(page);
  const status = page.locator('#status');
  await expect(status).toContainText('3 lines of your list are not a puzzle the engine can time, so nothing was timed');
  await expect(page.getByTestId('own-text')).toHaveAttribute('aria-invalid', 'true');
  await expect(status.locator('li')).toHaveText([
    'Line 3: digit 1 appears twice in row 1: r1c1 and r1c2',
    /^Line 5, column 1: 'hello' is not a puzzle/,
    /^Line 6: 3 cells/,
  ]);
  await expect(page.locator('#results')).toBeHidden();

  await page.getByTestId('own-text').fill(`${good}\n\n${good.replace('.6.4', '....')}\n`);
  await run(page);
  await expect(page.locator('#results tbody tr th')).toHaveText(['Your list: 2 puzzles']);
  await expect(page.locator('#results tbody td').last()).toHaveText('1 unique, 1 with several solutions');

  await page.getByTestId('own-text').fill('\n# only a comment\n');
  await run(page);
  await expect(status).toHaveText('Your list has no puzzle in it: paste one puzzle per line, or read a file.');
});

test('Stop ends a run between slices and records nothing; the page answered meanwhile', async ({ page }) => {
  await openBench(page);
  await page.getByTestId('set').selectOption('size16');
  await page.getByTestId('min-time').selectOption('3000');
  await page.locator('#run').click();
  await expect(page.locator('#status')).toContainText('Timing the first solution of 20 puzzles');
  await expect(page.locator('#stop')).toBeEnabled();
  await expect(page.locator('#stop')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#status')).toHaveText('Stopped. Nothing from this run was recorded.');
  await expect(page.locator('#run')).toBeEnabled();
  await expect(page.locator('#run')).toBeFocused();
  await expect(page.locator('#results')).toBeHidden();
});

test('the results table follows a language switch; a phone in the dark theme has no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openBench(page);
  await page.getByTestId('set').selectOption('hardest');
  await run(page);
  await expect(page.locator('#results tbody td').last()).toHaveText('10 unique');
  // A phone shows each run as a card: every value beside its column's name, nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByTestId('set').selectOption('own');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'your own list\'s box and file button fit').toBeLessThanOrEqual(320);
  await page.getByTestId('set').selectOption('hardest');
  await page.getByTestId('language').selectOption('zh');
  await expect(page.locator('h1')).toHaveText('引擎性能测试');
  await expect(page.locator('#results tbody th')).toHaveText(['最难的 9×9 题中的 10 道']);
  await expect(page.locator('#results tbody td').last()).toHaveText('10 道唯一解');
  await expect(page.locator('#results tbody td').first()).toHaveAttribute('data-label', '第一个解，每题微秒');
  const scan = await axeBuilder(page).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
