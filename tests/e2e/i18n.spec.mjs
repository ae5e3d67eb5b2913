// The page in Simplified Chinese (issue 6, "languages"): chosen from the browser's language
// (a zh-CN context), switched by the header's language control and remembered across a reload;
// the key flows (a new game, moves, notes, undo, an import error, play to "solved") read in
// Chinese, accessible names included; no English words left on the main screen; axe finds nothing.
// Cells are found by their data-cell index here, since their names are Chinese.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { CLASSIC, openGame, referenceSolve, shareLink, status } from './game_helpers.mjs';

test.use({ locale: 'zh-CN' });

// Words that stay in Latin letters in the Chinese UI: names of things (the engine, the algorithm,
// other sites) and key caps.
const ALLOWED = new Set(['DLX', 'Dancing', 'Links', 'WebAssembly', 'Web', 'Worker', 'Ctrl', 'Shift', 'Home', 'End',
  'Backspace', 'Delete', 'Enter', 'Tab', 'SudokuWiki', 'Sudoku', 'Exchange', 'Solo', 'ID', 'sdk', 'dlx', 'sudoku', 'English']);

/** Latin words in visible text and accessible names of the main screen, minus the allowed ones. */
function englishLeftovers(page) {
  return page.evaluate((allowed) => {
    const found = new Set();
    const scan = (text, where) => {
      for (const word of String(text ?? '').match(/[A-Za-z]{2,}/g) ?? []) {
        if (!allowed.includes(word)) found.add(`${where}: ${word}`);
      }
    };
    scan(document.body.innerText, 'text');
    scan(document.title, 'title');
    for (const el of document.querySelectorAll('[aria-label]')) {
      if (el.closest('[hidden], dialog:not([open])')) continue;
      scan(el.getAttribute('aria-label'), `aria-label of ${el.id || el.tagName}`);
    }
    return [...found];
  }, [...ALLOWED]);
}

const cell = (page, index) => page.locator(`[role="gridcell"][data-cell="${index}"]`);

/** The givens on the board, line form, read from the cells' classes and text (names are Chinese). */
const boardGivens = (page) => page.locator('[role="gridcell"]').evaluateAll((cells) =>
  cells.map((c) => (c.classList.contains('given') ? c.textContent.trim() : '.')).join(''));

test('a zh-CN browser gets the Chinese page: title, menu, board names, live region; no English words left', async ({ page }) => {
  const problems = await openGame(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.locator('h1')).toHaveText('舞蹈链数独');
  await expect(page.getByRole('button', { name: '新游戏' })).toBeVisible();
  await expect(page.getByTestId('language')).toHaveValue('zh');
  await expect(cell(page, 0)).toHaveAttribute('aria-label', /^第 1 行，第 1 列，/);
  await expect(status(page)).toContainText('新游戏');
  expect(await englishLeftovers(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('zh: a new game, a move, a note, undo and redo are said in Chinese', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: '新游戏' }).click();
  await expect(page.getByRole('heading', { name: '新游戏' })).toBeVisible();
  await page.getByRole('button', { name: '开始', exact: true }).click();
  await expect(status(page)).toContainText('新游戏');
  const puzzle = await boardGivens(page);
  const solution = referenceSolve(puzzle, 3, 3);
  const empty = puzzle.indexOf('.');
  await cell(page, empty).click();
  await page.keyboard.press(solution[empty]);
  await expect(status(page)).toContainText(`填入 ${solution[empty]}`);
  await expect(cell(page, empty)).toHaveAttribute('aria-label', new RegExp(`已填 ${solution[empty]}`));

  const other = puzzle.indexOf('.', empty + 1);
  await cell(page, other).click();
  await page.keyboard.press('Control+Digit1'); // a centre mark, the note (Shift: a corner mark since issue 27)
  await expect(status(page)).toContainText('笔记 1');
  await expect(cell(page, other)).toHaveAttribute('aria-label', /笔记 1/);
  await page.getByRole('button', { name: '中标', exact: true }).click(); // the notes are the centre marks (issue 27)
  await expect(status(page)).toHaveText('中标模式：数字切换中标（笔记）。');

  await page.keyboard.press('Control+z');
  await expect(status(page)).toContainText('已撤销');
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(status(page)).toContainText('已撤销');
  await expect(cell(page, empty)).toHaveAttribute('aria-label', /，空$/);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(status(page)).toContainText('已重做');
  expect(await englishLeftovers(page)).toEqual([]);
});

test('zh: a shared puzzle played to the end says it is solved, in Chinese', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const solution = referenceSolve(CLASSIC, 3, 3);
  await cell(page, 0).click();
  for (let i = 0; i < 81; i++) {
    if (CLASSIC[i] !== '.') continue;
    await cell(page, i).click();
    await page.keyboard.press(solution[i]);
  }
  await expect(status(page)).toHaveText(/^用时 \d+:\d\d (在帮助下)?解出。/);
  await expect(page.getByRole('button', { name: '暂停' })).toHaveAttribute('aria-disabled', 'true');
});

test('zh: an unreadable import says so in Chinese, with the engine\'s detail; Play is refused', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: '创建 / 导入' }).click();
  const dialog = page.getByRole('dialog', { name: '创建或导入题目' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('题目文本').fill('12?4');
  await expect(dialog.getByRole('status')).toContainText('无法读取这道题');
  await dialog.getByRole('button', { name: '开始游戏' }).click();
  await expect(dialog.getByRole('alert')).toContainText('这道题无法开始：');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('zh: the axe scan finds no violations, on the page and in the import dialog', async ({ page }) => {
  await openGame(page);
  const scan = async (what) => {
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), what).toEqual([]);
  };
  await scan('page');
  await page.getByRole('button', { name: '创建 / 导入' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan('import dialog');
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the language switch changes the page at once and is remembered across a reload', async ({ page }) => {
    await openGame(page);
    await expect(page.locator('h1')).toHaveText('Dancing Links Sudoku');
    await expect(cell(page, 0)).toHaveAttribute('aria-label', /^Row 1, Column 1, /);
    await page.getByLabel('Language').selectOption('zh');
    await expect(page.locator('h1')).toHaveText('舞蹈链数独');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(cell(page, 0)).toHaveAttribute('aria-label', /^第 1 行，第 1 列，/);
    await expect(page.getByRole('button', { name: '暂停' })).toBeVisible();
    expect(await englishLeftovers(page)).toEqual([]);

    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('h1')).toHaveText('舞蹈链数独');
    await expect(page.getByTestId('language')).toHaveValue('zh');

    await page.getByLabel('语言').selectOption('en');
    await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Dancing Links Sudoku');
  });

  test('a switch relabels the game title of a shared puzzle (its level is stored as an id)', async ({ page }) => {
    await openGame(page, shareLink(CLASSIC));
    await expect(page.locator('#game-info')).toHaveText('Shared 9×9');
    await page.getByLabel('Language').selectOption('zh');
    await expect(page.locator('#game-info')).toHaveText('分享 9×9');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#game-info')).toHaveText('分享 9×9');
  });
});

test('switching the language keeps the status line: it says where the game stands in the new language, and again on switching back', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await expect(status(page)).not.toHaveText('');
  await page.getByTestId('language').selectOption('en');
  await expect(status(page)).toHaveText(/^51 cells to fill; time \d+:\d\d\.$/);
  await page.getByTestId('language').selectOption('zh');
  await expect(status(page)).toHaveText(/^还有 51 格要填；用时 \d+:\d\d。$/);
});
