// The Dancing Links visualizer (dlx.html) in real Chromium, on the real engine: matrix (3) stepped
// to its solution and back to exactly the initial links, counters equal to the real CLI's, a hard
// Sudoku played to its end, keyboard-only use, the built site under a sub-path, and axe scans.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { DIST_BASE, DIST_PORT } from './playwright.config.mjs';
import { boardPuzzle, openGame, solveByButton } from './game_helpers.mjs';
import { openViz } from './viz_helpers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLI = ['build/viz-native/dlx-sudoku', 'build/native/dlx-sudoku'].map((p) => join(root, p)).find((p) => existsSync(p));
const LINKS = ['prev', 'next', 'up', 'down', 'size', 'covered'];

/** The real CLI's `exact-cover --count` figures for a DLX1 text. */
function cliCounts(text) {
  if (!CLI) throw new Error('build the native CLI first (npm run build)');
  const file = join(mkdtempSync(join(tmpdir(), 'viz-')), 'problem.dlx');
  writeFileSync(file, text);
  const out = execFileSync(CLI, ['exact-cover', '--count', file], { encoding: 'utf8' });
  const m = /solutions=(\d+) nodes=(\d+) updates=(\d+)/.exec(out);
  if (!m) throw new Error(`unexpected CLI output: ${out}`);
  return { solutions: m[1], nodes: m[2], updates: m[3] };
}

async function links(page) {
  return page.getByTestId('structure').evaluate((el, names) => Object.fromEntries(names.map((n) => [n, el.dataset[n]])), LINKS);
}


/** Does `change` and waits for the page to hold the new trace the engine sent back. */
async function newTrace(page, change) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await change();
  await page.waitForFunction(() => globalThis.dlxViz.trace && globalThis.dlxViz.trace !== globalThis.previousTrace);
}

async function position(page) {
  const [pos, total] = (await page.locator('#position').textContent()).match(/\d+/g).map(Number);
  return { pos, total };
}

test('matrix (3): Step reaches the solution A D, C E F, B G; Back returns to exactly the initial links', async ({ page }) => {
  const errors = await openViz(page);
  const initial = await links(page);
  expect(initial.down.split(',').length).toBeGreaterThan(20);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
  await page.getByTestId('granularity').selectOption('cover');
  const live = page.getByTestId('live');
  for (let i = 0; i < 200 && !/solution/.test(await live.textContent()); i++) {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
  }
  const said = await live.textContent();
  for (const option of ['A D', 'B G', 'C E F']) expect(said).toContain(option);
  expect(await links(page)).not.toEqual(initial);
  await expect(page.getByTestId('partial')).toContainText('A D');
  // Back at the finest granularity, one link write at a time (the Back button itself, pressed in
  // the page: some hundred presses), all the way to the start, where Back and Reset turn off.
  await page.getByTestId('granularity').selectOption('link');
  const presses = await page.evaluate(() => {
    const back = document.getElementById('back');
    let k = 0;
    while (!back.disabled && k < 1000) { back.click(); k++; }
    return k;
  });
  expect(presses).toBeGreaterThan(30);
  expect((await position(page)).pos).toBe(0);
  expect(await links(page)).toEqual(initial);
  expect(await page.evaluate(() => globalThis.dlxViz.model.isInitial())).toBe(true);
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('the counters equal the CLI for every preset, and for both branching rules agree on solutions', async ({ page }) => {
  await openViz(page);
  for (const preset of ['knuth', 'queens', 'pentomino', 'sudoku4']) {
    await newTrace(page, () => page.getByTestId('preset').selectOption(preset));
    const text = await page.evaluate(() => globalThis.dlxViz.trace.dlx1);
    const cli = cliCounts(text);
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page.getByTestId('nodes')).toHaveText(cli.nodes);
    await expect(page.getByTestId('updates')).toHaveText(cli.updates);
    await expect(page.getByTestId('solutions')).toHaveText(cli.solutions);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByTestId('nodes')).toHaveText('0');
  }
  await newTrace(page, () => page.getByTestId('preset').selectOption('queens'));
  await newTrace(page, () => page.getByTestId('branching').selectOption('leftmost'));
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('2');
});

test('a DLX1 parse error is shown as the engine words it', async ({ page }) => {
  await openViz(page);
  await page.locator('#custom-box summary').click();
  await page.getByTestId('dlx1-text').fill('A B\nA C\n');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('error')).toContainText(/line 2/);
  await expect(page.getByTestId('error')).toContainText('C');
  // The problem still drawn keeps its words and its place.
  await expect(page.locator('#narration')).not.toHaveText('');
  await expect(page.locator('#position')).toHaveText(/^record 0 of \d+/);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.locator('#position')).toHaveText(/^record [1-9]\d* of \d+/);
});

test('your own DLX1 text stays as typed after Load, and a 0/1 matrix typed as text is told where zeros and ones go', async ({ page }) => {
  await openViz(page);
  await page.locator('#custom-box summary').click();
  const typed = '| my problem\nA B C\nA B\n| the last one\nC\n';
  await page.getByTestId('dlx1-text').fill(typed);
  await newTrace(page, () => page.getByRole('button', { name: 'Load', exact: true }).click());
  await expect(page.getByTestId('dlx1-text')).toHaveValue(typed);
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
  await page.getByTestId('dlx1-text').fill('1 0 1\n0 1 1\n');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('error')).toHaveText(/^This looks like a 0\/1 matrix\..*Edit as a 0\/1 grid/);
});

test('a link with a puzzle the engine refuses: the reason, and Knuth\'s matrix drawn and working instead', async ({ page }) => {
  await openViz(page, 'dlx.html#puzzle=garbage');
  await expect(page.getByTestId('error')).toContainText('The puzzle in this link cannot be shown.');
  await expect(page.getByTestId('error')).toContainText("'garbage' is not a puzzle");
  await expect(page.getByTestId('error')).toContainText("for empty cells). Knuth's matrix is shown instead");
  await expect(page.getByTestId('preset')).toHaveValue('knuth');
  await expect(page.getByTestId('puzzle-text')).toHaveValue('garbage');
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
  await expect(page.locator('#narration')).toContainText('Search complete');
});

test('a hard Sudoku plays to its end at full speed', async ({ page }) => {
  await openViz(page);
  await newTrace(page, () => page.getByTestId('preset').selectOption('sudoku9'));
  await expect(page.getByTestId('sudoku-board')).toBeVisible();
  await page.getByTestId('speed').fill('100');
  await page.locator('#break-solution').uncheck();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 60_000 });
  const { pos, total } = await position(page);
  expect(pos).toBe(total);
  await expect(page.getByTestId('live')).toContainText(/Search complete: 1 solution, [\d,]+ nodes, [\d,]+ updates\./);
  const counts = await page.evaluate(() => [globalThis.dlxViz.trace.nodes, globalThis.dlxViz.trace.updates]);
  await expect(page.getByTestId('nodes')).toHaveText(String(counts[0]));
  await expect(page.getByTestId('updates')).toHaveText(String(counts[1]));
  // The DLX1 export of this Sudoku gives the CLI the same search.
  const dlx1 = await page.evaluate(async () => (await import('./viz/export.js')).sudokuDlx1(globalThis.dlxViz.trace));
  const cli = cliCounts(dlx1);
  expect([cli.nodes, cli.updates]).toEqual(counts.map(String));
});

test('Pause pressed while a hard Sudoku plays at full speed stops the search where it is', async ({ page }) => {
  await openViz(page);
  await newTrace(page, () => page.getByTestId('preset').selectOption('sudoku9'));
  await page.getByTestId('granularity').selectOption('cover');
  await page.getByTestId('speed').fill('100');
  await page.locator('#break-solution').uncheck();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await position(page)).pos).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const paused = await position(page);
  expect(paused.pos).toBeLessThan(paused.total);
  const nodes = await page.getByTestId('nodes').textContent();
  // Many frames later nothing has moved: the click was not lost behind queued steps.
  await page.evaluate(() => new Promise((resolve) => {
    let frames = 0;
    const tick = () => (++frames >= 30 ? resolve() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  expect(await position(page)).toEqual(paused);
  await expect(page.getByTestId('nodes')).toHaveText(nodes);
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(paused.pos);
});

test('keyboard only: step, back, play and pause, step sizes, reset', async ({ page }) => {
  await openViz(page);
  await page.locator('body').press('3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('narration')).toContainText('choose item A');
  await page.keyboard.press('.');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('narration')).toContainText('choose item A');
  await page.keyboard.press('s');
  await expect(page.getByTestId('live')).toContainText('C E F');
  await page.keyboard.press('Home');
  expect((await position(page)).pos).toBe(0);
  await page.keyboard.press('End');
  const { pos, total } = await position(page);
  expect(pos).toBe(total);
  await page.keyboard.press('Home');
  await page.keyboard.press('1');
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Tab reaches the buttons, and Enter presses them. Reset at the start turns Back and Reset off
  // and hands the focus to the words, so the keyboard is never dropped at the top of the page,
  // and a second Enter does nothing (on Step it would take a step).
  await page.keyboard.press('.');
  await page.getByRole('button', { name: 'Reset', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
  await expect(page.getByTestId('narration')).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await position(page)).pos).toBe(0);
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  await page.keyboard.press('Enter');
  expect((await position(page)).pos).toBeGreaterThan(0);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  // The speed slider's arrows move the slider, not the trace.
  const before = await position(page);
  const speed = page.getByTestId('speed');
  const slow = Number(await speed.inputValue());
  await speed.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  expect(Number(await speed.inputValue())).toBeGreaterThan(slow);
  expect(await position(page)).toEqual(before);
  // Enter held on Step runs to the end and stays there: the focus goes to the words, not to Back.
  await page.keyboard.press('4');
  await page.getByRole('button', { name: 'Step', exact: true }).focus();
  for (let k = 0; k < 4; k++) await page.keyboard.press('Enter');
  const end = await position(page);
  expect(end.pos).toBe(end.total);
  await expect(page.getByTestId('narration')).toBeFocused();
  await expect(page.getByTestId('narration')).toContainText('Search complete');
  await expect(page.locator('#partial')).toHaveText('None: the search has undone every choice.');
  // And Back held to the start stays there.
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  for (let k = 0; k < 4; k++) await page.keyboard.press('Enter');
  expect((await position(page)).pos).toBe(0);
  await expect(page.getByTestId('narration')).toBeFocused();
  await expect(page.locator('#partial')).toHaveText('No option chosen yet.');
});

test('a step size the learner chose stays through another branching rule, trace detail and example', async ({ page }) => {
  await openViz(page);
  await expect(page.getByTestId('granularity')).toHaveValue('link');  // a small problem starts at links
  await page.getByTestId('granularity').selectOption('decision');
  await newTrace(page, () => page.getByTestId('branching').selectOption('leftmost'));
  await expect(page.getByTestId('granularity')).toHaveValue('decision');
  await newTrace(page, () => page.getByTestId('detail').selectOption('decisions'));
  await expect(page.getByTestId('granularity')).toHaveValue('decision');
  await newTrace(page, () => page.getByTestId('preset').selectOption('queens'));
  await expect(page.getByTestId('granularity')).toHaveValue('decision');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.getByTestId('narration')).toContainText('choose');
});

test('predict mode says whether the learner picked the chosen item', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('predict').check();
  await page.getByTestId('predict-item').selectOption({ label: 'A' });
  await page.locator('#predict-check').click();
  // A, B, C, E and F all have two options: the words say it was a tie, and how ties are broken.
  await expect(page.getByTestId('predict-result')).toHaveText(/^Right: the search chose A\. B, C, E, F had 2 options too; a tie goes to the leftmost item/);
  // Stepping on keeps the verdict; Reset goes back before the choice it speaks of, and drops it.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.getByTestId('predict-result')).not.toHaveText('');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByTestId('predict-result')).toHaveText('');
});

test('predict mode: a pick that only lost the tie is told so, with the leftmost rule and why it matters; a new problem clears the verdict', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('predict').check();
  // B has two options, as few as A: the search took A, the leftmost of the tied items.
  const sizes = await page.evaluate(() => {
    const t = globalThis.dlxViz.trace;
    return Object.fromEntries(t.items.map((name, i) => [name, t.structure.size[i + 1]]));
  });
  expect(sizes.B).toBe(sizes.A);
  await page.getByRole('button', { name: 'B', exact: true }).click();
  const verdict = page.getByTestId('predict-result');
  await expect(verdict).toContainText('Close: B has 2 options too, as few as A');
  await expect(verdict).toContainText('A tie goes to the leftmost item');
  await expect(verdict).toContainText('the same on every run');
  await page.getByTestId('preset').selectOption('queens');
  await expect(verdict).toHaveText('');
});

test('predict mode by picking in the picture: a matrix header by click, a Sudoku map cell by keyboard', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('predict').check();
  await page.getByRole('button', { name: 'D', exact: true }).click();
  await expect(page.getByTestId('predict-result')).toHaveText('Not quite: you picked D, which has 3 options; the search chose A, which has only 2: the fewest options means the fewest branches to try.');
  await newTrace(page, () => page.getByTestId('preset').selectOption('sudoku9'));
  await expect(page.getByTestId('predict-item')).toBeVisible();
  const expected = await page.evaluate(() => {
    const m = globalThis.dlxViz.model;
    for (let i = m.pos; i < m.length; i++) if (m.op(i) === 0) return m.field(i, 2);
    return -1;
  });
  const cell = page.locator(`#maps [data-item="${expected}"]`);
  await expect(cell).toHaveAttribute('role', 'button');
  const name = await cell.getAttribute('aria-label');
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('predict-result')).toContainText(`Right: the search chose ${name}.`);
  await expect(page.getByRole('button', { name: 'Step', exact: true }).first()).toBeFocused();
  // Step on (Enter on the focused Step) to the next choice: the maps offer the active items again.
  const pickable = page.locator('#maps [role="button"]');
  for (let i = 0; i < 10 && (await pickable.count()) === 0; i++) await page.keyboard.press('Enter');
  expect(await pickable.count()).toBeGreaterThan(0);
  expect(await page.locator('#maps [role="group"]').count()).toBe(4);
});

test('a Sudoku at link detail on demand: the same search at the same decision, every link steppable', async ({ page }) => {
  await openViz(page);
  await newTrace(page, () => page.getByTestId('preset').selectOption('sudoku9'));
  await expect(page.getByTestId('detail')).toHaveValue('decisions');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  const before = { ...(await position(page)), nodes: await page.getByTestId('nodes').textContent(),
    updates: await page.getByTestId('updates').textContent(), partial: await page.getByTestId('partial').textContent() };
  await newTrace(page, () => page.getByTestId('detail').selectOption('links'));
  expect(await page.evaluate(() => globalThis.dlxViz.trace.detail)).toBe('links');
  const after = await position(page);
  expect(after.total).toBeGreaterThan(before.total);
  await expect(page.getByTestId('nodes')).toHaveText(before.nodes);
  await expect(page.getByTestId('updates')).toHaveText(before.updates);
  await expect(page.getByTestId('partial')).toHaveText(before.partial);
  await expect(page.getByTestId('granularity')).toHaveValue('link');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  expect((await position(page)).pos).toBe(after.pos + 1 + (await page.evaluate(() => {
    const m = globalThis.dlxViz.model;  // the records attached to the one stepped over
    let k = 0;
    for (let i = m.pos - 1; i > 0 && [7, 9, 11, 12].includes(m.op(i)); i--) k++;
    return k;
  })));
  // The tree's first line counts the entries it no longer lists.
  await page.getByRole('button', { name: 'End', exact: true }).click();
  const treeCount = await page.evaluate(() => globalThis.dlxViz.model.treeCount());
  const listed = await page.locator('#tree li:not(.more)').count();
  expect(treeCount).toBeGreaterThan(listed);
  await expect(page.locator('#tree li.more')).toHaveText(`… ${treeCount - listed} earlier entries`);
});

test('the built site serves dlx.html from a sub-path, and a game link opens a puzzle', async ({ page }) => {
  const puzzle = '........1.....2.3...4.5.6....75......4..7...88....67...3.9....2.95.6.8..1......9.';
  await openViz(page, `http://127.0.0.1:${DIST_PORT}${DIST_BASE}dlx.html#puzzle=${puzzle}`);
  await expect(page.getByTestId('sudoku-board')).toBeVisible();
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
});

test('the game\'s Solve offers "Watch the solver", which opens the visualizer on the same puzzle', async ({ page }) => {
  await openGame(page);
  const { puzzle } = await boardPuzzle(page);
  const watch = page.getByRole('link', { name: 'Watch the solver on this puzzle' });
  await expect(watch).toBeHidden();
  await solveByButton(page);
  await expect(watch).toBeVisible();
  await watch.click();
  await expect(page).toHaveURL(/dlx\.html#puzzle=/);
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await expect(page.getByTestId('sudoku-board')).toBeVisible();
  // The puzzle is named as the player's, not as the hard preset.
  await expect(page.getByTestId('preset')).toHaveValue('game');
  await expect(page.getByTestId('preset').locator('option:checked')).toHaveText('Your puzzle from the game');
  // At the start the visualizer's board shows exactly the game's givens, and the search solves it.
  const shown = await page.getByTestId('sudoku-board').locator('span').evaluateAll((cells) => cells.map((c) => c.textContent || '.').join(''));
  expect(shown).toBe(puzzle);
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('solutions')).toHaveText('1');
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violations (${colorScheme}), matrix and Sudoku views`, async ({ page }) => {
    test.setTimeout(60_000);  // two full axe scans; a loaded machine can take 30 s
    await page.emulateMedia({ colorScheme });
    await openViz(page);
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    const scan = async (what) => {
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`), what).toEqual([]);
    };
    await scan('matrix view');
    await page.getByTestId('preset').selectOption('sudoku9');
    await expect(page.getByTestId('sudoku-board')).toBeVisible();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await scan('sudoku view');
  });
}

test('the language switch is the game\'s: both languages, each named in itself; a choice is remembered by the game too', async ({ page }) => {
  const errors = await openViz(page);
  const select = page.getByTestId('language');
  await expect(select.locator('option')).toHaveText(['English', '简体中文']);
  await select.selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('link', { name: '返回游戏' })).toBeVisible();
  await expect(page.getByRole('button', { name: '前进', exact: true })).toBeVisible();
  await openGame(page);
  await expect(page.getByTestId('language')).toHaveValue('zh');
  await expect(page.getByRole('button', { name: '新游戏' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('predict mode at "Search decision": the verdict stays in sight and is said, and the focus goes on to Step', async ({ page }) => {
  await openViz(page);
  await page.getByLabel('Step size').selectOption({ label: 'Search decision' });
  await page.getByTestId('predict').check();
  await page.getByTestId('predict-item').selectOption({ label: 'B' });
  await page.locator('#predict-check').focus();
  await page.keyboard.press('Enter');
  const verdict = page.getByTestId('predict-result');
  await expect(verdict).toBeVisible();
  await expect(verdict).toHaveAttribute('role', 'status');
  await expect(verdict).toContainText('as few as A, the item the search chose');
  if (await page.locator('#predict-box').isHidden()) await expect(page.getByRole('button', { name: 'Step', exact: true })).toBeFocused();
  else await expect(page.locator('#predict-check')).toBeFocused();
});
