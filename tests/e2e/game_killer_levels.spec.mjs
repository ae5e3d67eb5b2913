// Killer at every level New game lists (issue 30): the dialog lists Hard to Diabolical and states
// how long the slow ones may take (only for those); a killer at the hardest level offered comes
// within that stated wait (the words' own number is the test's limit), with its cages, and is a
// true killer: the engine (the real WebAssembly module, in node) finds it unique with the saved
// cages, and the solution keeps every house and cage. While a slow level is made, a panel shows
// the seconds against the stated wait, and "Stop making it" keeps the game on the board as it was
// (the full module's download is held, so the wait is certain to be under way: no timing); past
// the stated wait (Playwright's clock moved, the module still held) the game says so and goes on.
// The next puzzle of a slow level is made in the background and the next New game at that level
// starts with it. Killer + X-Sudoku lists Hard to Diabolical (which states its wait, and comes
// within it); 6×6 and 16×16 killers and a 4×4
// Windoku come by clue count. Screenshots of the dialogs, the waiting panel and the small boards
// at 390 and 1280 px, light and dark, into test-results/screenshots/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { boardLine, boardPuzzle, openGame, playOneMove, readBoard, solveByButton, status } from './game_helpers.mjs';
import { houses } from '../js/sudoku_check.mjs';
import { axeBuilder } from './axe.mjs';
import { loadWasmEngine } from '../js/wasm_engine.mjs';
import { decode } from '../../web/game/storage.js';
import { readSaveRecord } from '../../web/game/saved_game.js';
import { loadVariantRules } from '../../web/game/geometry.js';

const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const FULL = '**/wasm/dlx_sudoku.wasm';
const KILLER_LEVELS = ['Hard', 'Expert', 'Extreme', 'Diabolical'];

async function shoot(page, target, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await target.screenshot({ path: `${SHOTS}${name}-${width}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens New game with Killer chosen; returns the dialog and the wait it states, in seconds. */
async function killerDialog(page) {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: /^Killer cages/ }).check();
  const note = await dialog.locator('[data-levels-note]').textContent();
  const seconds = Number(/Expert and harder killers can take up to about (\d+) seconds to make/.exec(note)?.[1]);
  return { dialog, seconds };
}

// The saved game, read back as the page reads it (the engine's line with its cages).
async function savedGame(page) {
  await loadVariantRules();
  const text = await page.evaluate(() => localStorage.getItem('dlx-sudoku:game'));
  return readSaveRecord(decode(text).value);
}

test('New game lists every killer level, states the wait only for the slow ones, and makes the hardest within it: cages, unique, every cage and house kept', async ({ page }) => {
  const { seconds, dialog } = await openGame(page).then(() => killerDialog(page));
  test.setTimeout(seconds * 1000 + 60_000); // the page's load and the checks, beside the stated wait
  expect(seconds).toBeGreaterThan(0);
  const levels = dialog.locator('[data-levels] input[name="level"]');
  await expect(levels).toHaveCount(KILLER_LEVELS.length);
  for (const level of KILLER_LEVELS) await expect(dialog.getByRole('radio', { name: new RegExp(`^${level} `) })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^(Easy|Medium) / })).toHaveCount(0);
  // The wait is stated for the slow levels only, with the note's number.
  const wait = `up to about ${seconds} s to make`;
  await expect(dialog.getByRole('radio', { name: /^Hard / })).not.toHaveAccessibleName(new RegExp(wait));
  for (const level of KILLER_LEVELS.slice(1)) {
    await expect(dialog.locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${level} `) }) })).toContainText(wait);
  }
  await shoot(page, dialog, 'killer-levels-dialog');
  await dialog.locator('[data-levels-note]').scrollIntoViewIfNeeded();
  await shoot(page, dialog, 'killer-levels-note');

  // The hardest level offered: the last one listed.
  const hardest = KILLER_LEVELS.at(-1);
  await dialog.getByRole('radio', { name: new RegExp(`^${hardest} `) }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  const started = Date.now();
  await expect(status(page)).toHaveText(new RegExp(`^New Killer game \\(${hardest}\\), 9×9, \\d+ cages? and \\d+ clues?\\.$`), { timeout: seconds * 1000 });
  test.info().annotations.push({ type: 'figure', description: `${hardest} killer made and drawn in ${Date.now() - started} ms (stated wait ${seconds} s)` });
  await expect(page.getByTestId('making')).toBeHidden();
  await expect(page.locator('#game-info')).toHaveText(`${hardest} Killer 9×9`);
  expect(await page.locator('.vx-sum').count()).toBeGreaterThan(5);
  const cells = await readBoard(page);
  expect(cells.filter((c) => /cage of \d+ cells? summing to \d+/.test(c.name))).toHaveLength(81);

  // The puzzle as saved (the board's givens, its cages): one solution under those rules.
  const { game, meta } = await savedGame(page);
  expect(meta.level).toBe(`variant:killer:9:${hardest.toLowerCase()}`);
  expect(game.puzzleText.split(' ')[0]).toBe(cells.map((c) => (c.given ? c.symbol : '.')).join(''));
  const { engine } = await loadWasmEngine();
  const counted = engine.count(game.puzzleText, 2);
  expect(counted.count).toBe(1);
  expect(counted.complete).toBe(true);
  const solution = counted.first;
  // Checked here, not by the engine: every house holds 1-9 once, every cage distinct digits adding to its sum.
  for (const house of houses(3, 3)) expect(new Set(house.map((i) => solution[i])).size).toBe(9);
  const cages = game.variant.cages;
  expect(cages.reduce((n, cage) => n + cage.cells.length, 0)).toBe(81);
  for (const cage of cages) {
    const digits = cage.cells.map((i) => Number(solution[i]));
    expect(new Set(digits).size).toBe(digits.length);
    expect(digits.reduce((a, b) => a + b, 0)).toBe(cage.sum);
  }
});

test('while a slow killer is made, the panel shows the seconds against the stated wait, and "Stop making it" keeps the game on the board', async ({ page }) => {
  await openGame(page);
  // The full module (the generator) is held, from before the first move (which starts its
  // download): the making is certain to be under way when Stop is pressed.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(FULL, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await playOneMove(page);
  const before = await boardLine(page);
  const info = await page.locator('#game-info').textContent();
  const { dialog, seconds } = await killerDialog(page);
  await dialog.getByRole('radio', { name: /^Expert / }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  const making = page.getByTestId('making');
  await expect(making).toBeVisible();
  await expect(status(page)).toHaveText('Making a Killer puzzle (Expert)…');
  await expect(making.locator('[data-making-time]')).toHaveText(new RegExp(`^\\d+ s of up to about ${seconds} s$`));
  await expect(making.getByRole('progressbar')).toHaveAttribute('max', String(seconds));
  // Meanwhile the game goes on: the board is the same. The panel passes axe's rules (a named bar, a named button).
  expect(await boardLine(page)).toBe(before);
  expect((await axeBuilder(page).include('#making').analyze()).violations).toEqual([]);
  await shoot(page, page.locator('.board-column'), 'killer-making-wait');

  await making.getByRole('button', { name: 'Stop making it' }).click();
  await expect(status(page)).toHaveText('Stopped making the Expert Killer puzzle: your game goes on.');
  await expect(making).toBeHidden();
  expect(await boardLine(page)).toBe(before);
  await expect(page.locator('#game-info')).toHaveText(info);
  release();
  // The same game after a reload: nothing was replaced in storage either.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await boardLine(page)).toBe(before);
});

test('while an Extreme killer is played, the next one is made in the background and kept; the next New game at that level starts with it', async ({ page }) => {
  const { dialog, seconds } = await openGame(page).then(() => killerDialog(page));
  test.setTimeout(2 * seconds * 1000 + 60_000);
  await dialog.getByRole('radio', { name: /^Extreme / }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New Killer game \(Extreme\)/, { timeout: seconds * 1000 });
  const first = (await boardPuzzle(page)).puzzle;
  // The background making has the stated wait as its own deadline.
  const next = async () => decode(await page.evaluate(() => localStorage.getItem('dlx-sudoku:next') ?? '')).value?.puzzles?.['killer:extreme@9'] ?? null;
  await expect.poll(async () => Boolean(await next()), { timeout: seconds * 1000 }).toBe(true);
  const kept = await next();
  expect(kept.puzzle).not.toBe(first);
  await page.getByRole('button', { name: 'New game' }).click();
  await dialog.getByRole('radio', { name: /^Extreme / }).check(); // kept as the killer's level; checked again all the same
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New Killer game \(Extreme\)/);
  await expect(page.getByTestId('making')).toBeHidden();
  expect((await boardPuzzle(page)).puzzle).toBe(kept.puzzle);
  expect((await savedGame(page)).game.puzzleText).toBe(`${kept.puzzle} ${kept.variantFields}`);
});

test('Killer + X-Sudoku: New game lists Hard to Diabolical, states the wait for Diabolical only, and a Diabolical one comes within it, with cages and diagonals, unique', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: /^Killer \+ X-Sudoku/ }).check();
  await expect(dialog.locator('[data-levels] input[name="level"]')).toHaveCount(4);
  for (const level of KILLER_LEVELS) await expect(dialog.getByRole('radio', { name: new RegExp(`^${level} `) })).toBeVisible();
  const note = await dialog.locator('[data-levels-note]').textContent();
  const seconds = Number(/A Diabolical one can take up to about (\d+) seconds to make/.exec(note)?.[1]);
  expect(seconds, note).toBeGreaterThan(0);
  test.setTimeout(seconds * 1000 + 60_000);
  // Only Diabolical states a wait; the others are made in a few seconds.
  await expect(dialog.locator('label', { has: page.getByRole('radio', { name: /^Diabolical / }) })).toContainText(`up to about ${seconds} s to make`);
  for (const level of ['Hard', 'Expert', 'Extreme']) await expect(dialog.getByRole('radio', { name: new RegExp(`^${level} `) })).not.toHaveAccessibleName(/s to make/);
  await dialog.getByRole('radio', { name: /^Diabolical / }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  // The dialog's own stated wait is the test's limit.
  await expect(status(page)).toHaveText(/^New Killer \+ X-Sudoku game \(Diabolical\), 9×9, \d+ cages? and \d+ clues?\.$/, { timeout: seconds * 1000 });
  await expect(page.locator('#game-info')).toHaveText('Diabolical Killer + X-Sudoku 9×9');
  const { game } = await savedGame(page);
  expect(game.variant.diagonals).toBe(true);
  expect(game.variant.cages.reduce((n, cage) => n + cage.cells.length, 0)).toBe(81);
  const { engine } = await loadWasmEngine();
  const counted = engine.count(game.puzzleText, 2);
  expect([counted.count, counted.complete]).toEqual([1, true]);
  const solution = counted.first;
  for (const diagonal of [[0, 10, 20, 30, 40, 50, 60, 70, 80], [8, 16, 24, 32, 40, 48, 56, 64, 72]]) {
    expect(new Set(diagonal.map((i) => solution[i])).size).toBe(9);
  }
});

test('New game makes a 6×6 killer, a 4×4 Windoku and a 16×16 killer by clue count: cages and windows drawn, unique under their rules', async ({ page }) => {
  await openGame(page);
  const { engine } = await loadWasmEngine();
  const games = [['Killer', 6, /^As few as possible/, '.vx-sum'], ['Windoku', 4, /^6 clues/, '.vx-window'], ['Killer', 16, /^\d+ clues \(gentle\)/, '.vx-sum']];
  for (const [rules, size, level, drawn] of games) {
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio', { name: new RegExp(`^${rules} [a-z]`) }).check();
    await dialog.getByRole('radio', { name: `${size}×${size}` }).check();
    await dialog.getByRole('radio', { name: level }).check();
    if (rules === 'Killer' && size === 6) await shoot(page, dialog, 'killer-6-dialog');
    await dialog.getByRole('button', { name: 'Start' }).click();
    const words = rules === 'Killer' ? `\\d+ cages? and \\d+ clues?` : `\\d+ clues?`;
    await expect(status(page)).toHaveText(new RegExp(`^New ${rules} game, ${size}×${size}, ${words}\\.$`));
    await expect(page.getByRole('gridcell')).toHaveCount(size * size);
    expect(await page.locator(drawn).count()).toBeGreaterThan(0);
    const { game } = await savedGame(page);
    const counted = engine.count(game.puzzleText, 2);
    expect(counted.count).toBe(1);
    expect(counted.complete).toBe(true);
    await shoot(page, page.locator('.board-column'), `${rules.toLowerCase()}-${size}-board`);
  }
});

test('a slow killer not made within the stated wait: the game says so and goes on as it was', async ({ page }) => {
  // The page's clock is Playwright's (the making's deadline is a page timer), and the generator's
  // module is held, so no puzzle can come: the wait's end is reached by moving the clock, not by waiting.
  await page.clock.install();
  await openGame(page);
  await page.route(FULL, () => {}); // never answered
  await playOneMove(page);
  const before = await boardLine(page);
  const { dialog, seconds } = await killerDialog(page);
  await dialog.getByRole('radio', { name: /^Diabolical / }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('making')).toBeVisible();
  await page.clock.fastForward(seconds * 1000);
  await expect(status(page)).toHaveText(`No Diabolical Killer puzzle came within about ${seconds} seconds, so the game stopped waiting: your game goes on. Start again for another try, or choose an easier level.`);
  await expect(page.getByTestId('making')).toBeHidden();
  expect(await boardLine(page)).toBe(before);
});

test('past the end: from a solved game\'s finish card, a slow-level killer is made while the solved board stays as it was, then starts and takes moves', async ({ page }) => {
  await openGame(page);
  await solveByButton(page);
  await expect(status(page)).toHaveText(/^Solved in/);
  const solved = await boardLine(page);
  const card = page.locator('#finish-card');
  await expect(card).toBeVisible();
  // The full module (the generator) is held until the making is seen under way.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(FULL, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await card.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: /^Killer cages/ }).check();
  const note = await dialog.locator('[data-levels-note]').textContent();
  const seconds = Number(/Expert and harder killers can take up to about (\d+) seconds to make/.exec(note)?.[1]);
  test.setTimeout(seconds * 1000 + 60_000);
  await dialog.getByRole('radio', { name: /^Expert / }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('making')).toBeVisible();
  // While it is made, the solved game is what it was: its board, locked, and its finish card.
  expect(await boardLine(page)).toBe(solved);
  await expect(card).toBeVisible();
  release();
  await expect(status(page)).toHaveText(/^New Killer game \(Expert\)/, { timeout: seconds * 1000 });
  await expect(card).toBeHidden();
  await expect(page.getByTestId('making')).toBeHidden();
  await expect(page.getByTestId('keypad')).toBeVisible();
  const { game } = await savedGame(page);
  expect(game.puzzleText).toMatch(/cages=/);
  await playOneMove(page);
});
