// A killer hint's candidate tiles leave the cage sum readable (issue 27, item 4): in a cell that
// carries a cage's sum, no tile of the hint's drawing overlaps the sum's box, at 390 px and
// 1280 px, light and dark. The hints are walked (show, apply) until tiles have landed in such cells.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { shareUrl } from '../../web/game/share.js';
import { openGame } from './game_helpers.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
function cliPuzzle(kind, seed) {
  const line = execFileSync(CLI, ['generate', '--variant', kind, '--seed', String(seed), '--with-solution'], { encoding: 'utf8' }).trim();
  const [puzzle, solution, ...fields] = line.split(' ');
  return { puzzle, solution, fields: fields.join(' ') };
}

// Tiles in cells with a sum, each with whether it overlaps that sum's box.
const tilesOnSums = (page) => page.evaluate(() => {
  const out = [];
  for (const mark of document.querySelectorAll('.hint-layer .hint-mark')) {
    const sum = document.querySelector(`#board [data-cell="${mark.dataset.cell}"] .vx-sum`);
    if (!sum) continue;
    const a = mark.querySelector('rect').getBoundingClientRect();
    const b = sum.getBoundingClientRect();
    const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    out.push({ cell: mark.dataset.cell, digit: mark.dataset.digit, overlap });
  }
  return out;
});

for (const [width, colorScheme] of [[390, 'light'], [1280, 'dark']]) {
  test(`at ${width} px, ${colorScheme}: a killer hint's tiles never cover a cage sum`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    const game = cliPuzzle('killer', 11);
    await openGame(page, shareUrl('./', { puzzle: game.puzzle, fields: game.fields }));
    await page.getByRole('button', { name: 'Fill notes' }).click();
    const seen = [];
    for (let i = 0; i < 25 && seen.length < 3; i++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.getByRole('button', { name: 'Show the step' }).click();
      await expect(page.locator('.hint-layer .hint-mark').first()).toBeAttached();
      const now = await tilesOnSums(page);
      if (now.length && !seen.length) await page.locator('.board-frame').screenshot({ path: `test-results/shots/killer-hint-${width}-${colorScheme}.png` });
      seen.push(...now);
      await page.getByRole('button', { name: 'Apply it' }).click();
      await expect(page.locator('.hint-layer .hint-mark')).toHaveCount(0);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((t) => t.overlap)).toEqual([]);
  });
}
