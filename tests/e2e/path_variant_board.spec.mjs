// The solution path's small board draws the rules of the game (issue 27, item 4): box lines on a
// classic board, jigsaw regions instead of boxes, X's diagonals, killer cages with their sums, at
// 390 px and 1280 px, light and dark. Puzzles come from the real CLI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { shareUrl } from '../../web/game/share.js';
import { CLASSIC, openGame, shareLink } from './game_helpers.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
function cliPuzzle(kind, seed) {
  const line = execFileSync(CLI, ['generate', '--variant', kind, '--seed', String(seed), '--with-solution'], { encoding: 'utf8' }).trim();
  const [puzzle, solution, ...fields] = line.split(' ');
  return { puzzle, solution, fields: fields.join(' ') };
}

async function openPath(page) {
  await page.getByRole('button', { name: 'Solution path' }).click();
  await page.getByRole('dialog', { name: 'Show the solution path?' }).getByRole('button', { name: 'Show it' }).click();
  const board = page.getByTestId('path-board');
  await expect(board).toBeVisible();
  return board;
}

// Which cells have a thick line on their right (as the main board draws them), from the board's spans.
const thickRight = (board) => board.locator('span[data-cell]').evaluateAll((spans) => spans
  .filter((s) => s.hasAttribute('data-box-right')).map((s) => Number(s.dataset.cell)));

test('a classic path board has its box lines', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const board = await openPath(page);
  const right = await thickRight(board);
  expect(right).toHaveLength(18); // after columns 3 and 6, in each of 9 rows
  expect(right.slice(0, 2)).toEqual([2, 5]);
  expect(await board.locator('span[data-box-bottom]').count()).toBe(18);
});

for (const [kind, width, colorScheme] of [['jigsaw', 390, 'light'], ['killer', 1280, 'dark'], ['killer', 390, 'light'], ['x', 1280, 'light']]) {
  test(`a ${kind} path board at ${width} px, ${colorScheme}, draws the same rules as the main board`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    const game = cliPuzzle(kind, 5);
    await openGame(page, shareUrl('./', { puzzle: game.puzzle, fields: game.fields }));
    const mainRight = await page.locator('#board [role="gridcell"]').evaluateAll((cells) => cells
      .filter((c) => c.hasAttribute('data-box-right')).map((c) => Number(c.dataset.cell)));
    const board = await openPath(page);
    expect(await thickRight(board)).toEqual(mainRight);
    await expect(board).toHaveAttribute('data-variant', kind);
    if (kind === 'killer') {
      const sums = game.fields.replace(/^cages=/, '').split(',').map((c) => c.split(':')[0]);
      expect((await board.locator('.vx-sum').allTextContents()).sort()).toEqual(sums.slice().sort());
      expect(await board.locator('.vx-cage').count()).toBe(81);
    }
    if (kind === 'x') expect(await board.locator('.vx-diag').count()).toBe(18); // 9 on each diagonal (the centre has both)
    await board.scrollIntoViewIfNeeded();
    await board.screenshot({ path: `test-results/shots/path-${kind}-${width}-${colorScheme}.png` });
  });
}
