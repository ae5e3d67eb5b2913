// Share offers Solo's game ID wherever Solo can hold the puzzle (issue 27, item 4): X, jigsaw and
// killer games made by the real CLI, at 390 px and 1280 px; the ID is checked by the CLI itself
// (it reads Solo IDs and must solve it to the same solution). Windoku, which Solo lacks, says why.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { shareUrl } from '../../web/game/share.js';
import { openGame } from './game_helpers.mjs';
import { axeBuilder } from './axe.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));

function cliPuzzle(kind, seed) {
  const line = execFileSync(CLI, ['generate', '--variant', kind, '--seed', String(seed), '--with-solution'], { encoding: 'utf8' }).trim();
  const [puzzle, solution, ...fields] = line.split(' ');
  return { puzzle, solution, fields: fields.join(' ') };
}
const cliSolve = (text) => execFileSync(CLI, ['solve'], { input: `${text}\n`, encoding: 'utf8' }).trim().split(/\s+/)[0];

const cases = [['x', 390, /^3x3x:/], ['jigsaw', 1280, /^9j:[^,]+,[^,]+$/], ['killer', 390, /^3x3k:[^,]*,[^,]+,[^,]+$/]];
for (const [kind, width, shape] of cases) {
  test(`Share a ${kind} game at ${width} px: Solo's game ID, which the CLI solves to the same solution`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const game = cliPuzzle(kind, 7);
    await openGame(page, shareUrl('./', { puzzle: game.puzzle, fields: game.fields }));
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this puzzle' });
    const field = dialog.getByRole('textbox', { name: 'Solo game ID' });
    await expect(field).toHaveValue(shape);
    await expect(dialog.getByRole('button', { name: 'Copy Solo ID' })).toBeVisible();
    const id = await field.inputValue();
    expect(cliSolve(id)).toBe(game.solution);
    expect((await axeBuilder(page).include('#share-dialog').analyze()).violations).toEqual([]);
  });
}

test('Share a Windoku game: no Solo ID, and the dialog says Solo has no Windoku', async ({ page }) => {
  const game = cliPuzzle('windoku', 3);
  await openGame(page, shareUrl('./', { puzzle: game.puzzle, fields: game.fields }));
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this puzzle' });
  await expect(dialog).toContainText('Solo has no Windoku, so this puzzle has no Solo game ID.');
  await expect(dialog.getByRole('textbox', { name: 'Solo game ID' })).toHaveCount(0);
});
