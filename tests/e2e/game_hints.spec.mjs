// Hints in three stages on a fresh Easy game (nudge, the whole step, apply it, undo it), a wrong
// digit named instead of a hint, the six-level New game menu with statistics by level, the
// solution path view, and axe scans of the hint and path UI. Answers are checked against the
// independent backtracking solver in game_helpers.mjs, never typed in.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { CLASSIC, boardLine, cellAt, openGame, readBoard, referenceSolve, shareLink, status, solveByButton, useExpertNotation } from './game_helpers.mjs';

const LEVEL_NAMES = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme', 'Diabolical'];

// Scoped to the parts these tests add (app.spec.mjs scans the whole page): quicker on a busy machine.
async function axe(page, what, ...parts) {
  const builder = axeBuilder(page);
  for (const part of parts) builder.include(part);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

async function newGame(page, size, level) {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: `${size}×${size}` }).check();
  if (level) await dialog.getByRole('radio', { name: new RegExp(`^${level}\\b`) }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
}

const hintPanel = (page) => page.getByRole('region', { name: 'Hint' });

test('a fresh Easy game: the nudge, the whole step, apply it, undo it; no digit until asked', async ({ page }) => {
  await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
  const problems = await openGame(page);
  await newGame(page, 9, 'Easy');
  await expect(status(page)).toHaveText(/^New game: Easy, 9×9 with \d+ clues\.$/);
  const start = await boardLine(page);
  const solution = referenceSolve(start, 3, 3);

  await page.getByRole('button', { name: 'Hint' }).click();                 // 1: the nudge
  await expect(status(page)).toHaveText(/^Hint: .+\. Look at (row|column|box) \d\. .+\.$/);
  await expect(hintPanel(page)).toBeVisible();
  await expect(hintPanel(page)).toContainText(/Look at (row|column|box) \d/);
  await expect(page.locator('.hint-layer .hint-house')).toHaveCount(1);      // the house: a thin outline
  expect(await boardLine(page)).toBe(start);
  const area = (await readBoard(page)).filter((c) => /, hint(,|$)/.test(c.name));
  expect(area.length).toBeGreaterThanOrEqual(9);                           // a whole house, in words

  await hintPanel(page).getByRole('button', { name: 'Show the step' }).click(); // 2: the whole step
  await expect(hintPanel(page)).toContainText(/so \d goes in r\dc\d/);
  await expect(hintPanel(page)).toContainText(/Hint again \(or Apply it\): \d goes in r\dc\d\./); // what the next press does
  await expect(hintPanel(page).locator('details.hint-key')).toContainText('the house to look at'); // the key, shown once
  expect(await boardLine(page)).toBe(start);
  const described = page.locator('[role="gridcell"][aria-describedby^="hint-cell-"]');
  expect(await described.count()).toBeGreaterThan(0);
  const words = await described.evaluateAll((cells) => cells.map((c) => document.getElementById(c.getAttribute('aria-describedby')).textContent));
  expect(words.some((w) => /changed by the step.*(place|remove) \d/.test(w))).toBe(true);
  await axe(page, 'the hint at its second stage', '#hint-panel', '#board');

  await hintPanel(page).getByRole('button', { name: 'Apply it' }).click();  // 3: apply it
  await expect(status(page)).toHaveText(/^Hint applied: /);
  const applied = await boardLine(page);
  expect(applied).not.toBe(start);
  for (let i = 0; i < 81; i++) if (applied[i] !== '.') expect(applied[i]).toBe(solution[i]);
  await expect(hintPanel(page)).toBeHidden();

  await page.keyboard.press('Control+z');                                   // undo: back to stage 2
  await expect(status(page)).toHaveText("Undone: the hint's step.");
  expect(await boardLine(page)).toBe(start);
  await expect(hintPanel(page)).toContainText(/so \d goes in r\dc\d/);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(hintPanel(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('a wrong digit is named instead of a hint, and the hint does not correct it', async ({ page }) => {
  await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
  await openGame(page, shareLink(CLASSIC));
  const solution = referenceSolve(CLASSIC, 3, 3);
  const wrong = solution[2] === '1' ? '2' : '1';
  await cellAt(page, 2).click();
  await page.keyboard.press(wrong);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText(`No hint: r1c3 holds ${wrong}, which is not the solution's digit. Fix it first (undo or erase it).`);
  await expect(hintPanel(page)).toContainText('r1c3');
  await expect(cellAt(page, 2)).toHaveAccessibleName(new RegExp(`^Row 1, Column 3, entered ${wrong}`));
  // A note set without the true digit is named too.
  await page.keyboard.press('Backspace');
  await cellAt(page, 3).click();
  const notTrue = solution[3] === '1' ? '2' : '1';
  await page.keyboard.press(`Shift+Digit${notTrue}`);
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(status(page)).toHaveText('No hint: the notes in r1c4 leave out the digit that belongs there. Fix them first.');
});

test('the New game menu offers the six levels on 9×9 and clue counts elsewhere; stats are kept by level', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: '9×9' }).check();
  const levels = dialog.getByRole('group', { name: 'Difficulty' }).getByRole('radio');
  await expect(levels).toHaveCount(6);
  const names = await levels.evaluateAll((radios) => radios.map((r) => r.closest('label').textContent.trim()));
  names.forEach((name, i) => expect(name.startsWith(LEVEL_NAMES[i])).toBe(true));
  await dialog.getByRole('radio', { name: '6×6' }).check();
  await expect(dialog.getByRole('radio', { name: /^\d+ clues/ }).first()).toBeVisible();
  await dialog.getByRole('radio', { name: '9×9' }).check();
  await dialog.getByRole('radio', { name: /^Medium\b/ }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New game: Medium, 9×9 with \d+ clues\.$/);
  await expect(page.getByRole('heading', { name: '9×9, Medium' })).toBeVisible();
  await solveByButton(page);
  await expect(status(page)).toHaveText(/^Solved in/);
  await page.locator('#stats-panel summary').click();
  await expect(page.getByRole('row', { name: /^9×9, Medium/ }).getByRole('cell')).toHaveText(['1', '0', '1', '–']);
});

test('the solution path lists the grader\'s steps; choosing one shows that board, and the game is untouched', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  const solution = referenceSolve(CLASSIC, 3, 3);
  await cellAt(page, 2).click();
  await page.keyboard.press(solution[2]);
  const mine = await boardLine(page);
  await page.getByRole('button', { name: 'Solution path' }).click();
  // During a game it asks first: its steps count as help.
  await page.getByRole('dialog', { name: 'Show the solution path?' }).getByRole('button', { name: 'Show it' }).click();
  const panel = page.getByRole('region', { name: 'Solution path' });
  await expect(panel).toContainText(/(Easy|Medium|Hard|Expert|Extreme|Diabolical), score \d+\.\d, hardest step: .+\. \d+ steps\./);
  // Beside the person's rating, the machine's: Knuth's estimate of the Dancing Links search (issue 32).
  const effort = panel.locator('.path-effort');
  await expect(effort).toHaveText(/^The machine’s effort: Dancing Links would search about [\d,]+ nodes \(± [\d,]+\), by Knuth’s estimate from 300 random probes/);
  expect(Number((await effort.textContent()).match(/about ([\d,]+) nodes/)[1].replace(/,/g, ''))).toBeGreaterThan(0);
  const steps = panel.getByRole('listitem');
  expect(await steps.count()).toBeGreaterThan(10);
  await steps.nth(2).getByRole('button').click();
  await expect(panel).toContainText('The board after step 3 of');
  const board = panel.getByRole('img', { name: 'Board after step 3' });
  const line = await board.getAttribute('data-line');
  const givens = [...CLASSIC].filter((s) => s !== '.').length;
  expect([...line].filter((s) => s !== '.').length).toBeGreaterThan(givens);
  for (let i = 0; i < 81; i++) if (line[i] !== '.') expect(line[i]).toBe(solution[i]);
  expect(await boardLine(page)).toBe(mine);
  await axe(page, 'the solution path', '#path-panel');
  await panel.getByRole('button', { name: 'Back to my game' }).click();
  await expect(panel).toBeHidden();
});

test('keyboard: Show the step hands the focus to Apply it, and Apply it back to the board, never to the page body', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 0).focus();
  const hintButton = page.locator('#actions [data-action="hint"]');
  await hintButton.focus();
  await page.keyboard.press('Enter');
  const show = hintPanel(page).getByRole('button', { name: 'Show the step' });
  await show.focus();
  await page.keyboard.press('Enter');
  const apply = hintPanel(page).getByRole('button', { name: 'Apply it' });
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/^Hint applied: /);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  // Close hint, pressed from the keyboard, also returns to the board.
  await hintButton.focus();
  await page.keyboard.press('Enter');
  await hintPanel(page).getByRole('button', { name: 'Close hint' }).focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
});
