// Variant games as a player meets them (web/game/variant.js, web/ui/variant_*.js): X, jigsaw and
// killer puzzles made by the real CLI (`dlx-sudoku generate --variant`) open from share links, are
// drawn and named with their houses and cages, and play to "Solved" by keyboard; a wrong digit on a
// diagonal or in a cage is a conflict; New game makes a variant in the browser, and a reload
// mid-game brings it back with its rules; New game over a variant game (a killer hint under way) leaves
// nothing of it behind, through X, Windoku, jigsaw and Classic; the variant board passes axe; screenshots of every
// variant at 320, 390 and 1280 px, light and dark, with notes (cage sums never over the notes).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { shareUrl } from '../../web/game/share.js';
import { boardLine, openGame, readBoard, status, useExpertNotation } from './game_helpers.mjs';

const CLI = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** A variant puzzle from the real CLI: { puzzle, solution, fields } (fields: "rules=x", "cages=…"). */
function cliPuzzle(kind, seed) {
  const line = execFileSync(CLI, ['generate', '--variant', kind, '--seed', String(seed), '--with-solution'], { encoding: 'utf8' }).trim();
  const [puzzle, solution, ...fields] = line.split(' ');
  return { puzzle, solution, fields: fields.join(' ') };
}

const link = ({ puzzle, fields }, moves = null) => shareUrl('./', { puzzle, fields, moves });
const cell = (page, index) => page.locator(`#board [data-cell="${index}"]`);

/** Types `solution` into every empty cell of `puzzle` by keyboard, in reading order. */
async function fillByKeyboard(page, puzzle, solution, { leave = 0 } = {}) {
  const empty = [...puzzle].flatMap((s, i) => (s === '.' ? [i] : []));
  for (const index of empty.slice(0, empty.length - leave)) {
    await cell(page, index).focus();
    await page.keyboard.press(solution[index]);
  }
  return empty.slice(empty.length - leave);
}

const WORDS = {
  x: [/^Row 1, Column 1, on the main diagonal, /, /^Row 5, Column 5, on the main diagonal, on the anti-diagonal, /],
  jigsaw: [/^Row 1, Column 1, region \d, /],
  killer: [/^Row \d, Column \d, cage of \d cells? summing to \d+, /],
};

test('killer notes sit inside the dashed cage lines on a 320 px phone, at the size of notes elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openGame(page, link(cliPuzzle('killer', 11)));
  await page.locator('#actions [data-action=fill-notes]').click();
  const cells = await page.locator('#board [data-cell]').evaluateAll((all) => all.flatMap((c) => {
    const notes = c.querySelector('.notes');
    const cage = c.querySelector('.vx-cage');
    if (!notes?.textContent.trim() || !cage || c.querySelector('.vx-sum')) return [];
    // Each digit's glyph (from where it starts, one monospace advance wide: the box of a character
    // also holds the letter-spacing after it), against the dashed lines on this cell's sides.
    const font = parseFloat(getComputedStyle(notes).fontSize);
    const glyphs = [];
    const walker = document.createTreeWalker(notes, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.length; i++) {
        if (!/\S/.test(text.data[i])) continue;
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const r = range.getBoundingClientRect();
        glyphs.push({ left: r.left, right: r.left + 0.6 * font, bottom: r.top + (r.height + 0.73 * font) / 2 });
      }
    }
    const line = cage.getBoundingClientRect();
    const side = (name) => cage.hasAttribute(`data-${name}`);
    return [{
      left: !side('l') || Math.min(...glyphs.map((g) => g.left)) >= line.left + 1.5,
      right: !side('r') || Math.max(...glyphs.map((g) => g.right)) <= line.right - 1.5,
      // A digit stands about 0.73 em tall, centred in its line box.
      bottom: !side('b') || Math.max(...glyphs.map((g) => g.bottom)) <= line.bottom - 1.5,
      font, cell: c.getBoundingClientRect().width,
    }];
  }));
  expect(cells.length).toBeGreaterThan(20);
  for (const c of cells) {
    expect(c.left && c.right && c.bottom, JSON.stringify(c)).toBe(true);
    expect(c.font).toBeGreaterThanOrEqual(c.cell / 3 * 0.72 - 0.01);  // the classic board's note size
  }
});

for (const [kind, label] of [['x', 'X-Sudoku'], ['jigsaw', 'Jigsaw'], ['killer', 'Killer']]) {
  test(`a ${label} game from a share link is drawn, named and played to "Solved" by keyboard`, async ({ page }) => {
    const game = cliPuzzle(kind, 11);
    const problems = await openGame(page, link(game));
    await expect(page.locator('#board')).toHaveAttribute('data-variant', kind);
    await expect(page.locator('#game-info')).toHaveText(`Shared ${label} 9×9`);
    const names = (await readBoard(page)).map((c) => c.name);
    for (const words of WORDS[kind]) expect(names.some((n) => words.test(n)), `${words}`).toBe(true);
    if (kind === 'killer') {
      // Every cage drawn once with its sum, in its top-left cell, and each cell named with its cage.
      const cages = game.fields.replace(/^cages=/, '').split(',');
      await expect(page.locator('.vx-sum')).toHaveCount(cages.length);
      const [sum, cells] = cages[0].split(':');
      const first = cells.split('.')[0];
      const [, r, c] = /^r(\d)c(\d)$/.exec(first);
      const size = cells.split('.').length;
      await expect(cell(page, (r - 1) * 9 + (c - 1))).toHaveAccessibleName(new RegExp(`cage of ${size} cells? summing to ${sum}`));
      await expect(cell(page, (r - 1) * 9 + (c - 1)).locator('.vx-sum')).toHaveText(sum);
    }
    if (kind === 'jigsaw') {
      // Thick lines where regions meet, not where boxes would: their count is the regions' own border.
      const regions = game.fields.replace(/^regions=/, '');
      const borders = [...regions].filter((r, i) => i % 9 < 8 && r !== regions[i + 1]).length;
      await expect(page.locator('#board [data-box-right]')).toHaveCount(borders);
    }
    const [last] = await fillByKeyboard(page, game.puzzle, game.solution, { leave: 1 });
    // A wrong last digit that classic rules allow but the variant does not is a conflict, not a finish.
    const classicOk = [...'123456789'].filter((d) => d !== game.solution[last]);
    await cell(page, last).focus();
    await page.keyboard.press(classicOk[0]);
    await expect(cell(page, last)).toHaveAttribute('aria-invalid', 'true');
    await expect(status(page)).not.toHaveText(/^Solved/);
    await page.keyboard.press(game.solution[last]);
    await expect(status(page)).toHaveText(/^Solved in \d+:\d\d\.$/);
    expect(await boardLine(page)).toBe(game.solution);
    await expect(page.getByRole('region', { name: /^Solved/ })).toContainText(`Shared ${label} 9×9`);
    // The visualizer's link carries the rules, as the share link's parameters (dlx.html reads them).
    const field = game.fields.split('=')[0];
    await expect(page.getByRole('link', { name: 'Watch the solver on this puzzle' })).toHaveAttribute('href', new RegExp(`^\\./dlx\\.html#puzzle=[.1-9]{81}&${field}=`));
    // Counted under its variant, apart from classic levels; the grid is named with its rules too.
    await expect(page.locator(`table.stats th[data-level="variant:${kind}:9:shared"]`)).toHaveText(`Shared ${label} 9×9`);
    await expect(page.locator('#board')).toHaveAttribute('aria-label', `Sudoku board, 9 by 9, Shared ${label} 9×9`);
    expect(problems).toEqual([]);
  });
}

test('New game offers each variant\'s levels, makes a Hard Killer in the browser, and a reload keeps it mid-game', async ({ page }) => {
  test.setTimeout(120_000); // a hard killer is made in the page's worker (seconds on a loaded machine)
  await openGame(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  // X, Windoku and jigsaw offer the six levels; killer starts at Hard.
  for (const kind of ['X-Sudoku', 'Windoku', 'Jigsaw']) {
    await dialog.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
    for (const level of ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme', 'Diabolical']) {
      await expect(dialog.getByRole('radio', { name: new RegExp(`^${level} `) })).toBeVisible();
    }
  }
  await dialog.getByRole('radio', { name: /^Windoku/ }).check();
  await dialog.getByRole('radio', { name: /^Expert / }).check();
  await dialog.getByRole('radio', { name: /^Killer cages/ }).check();
  await expect(dialog.getByRole('radio', { name: '9×9' })).toBeChecked();
  // Killer's levels run from Hard (checked: the first) to Diabolical (game_killer_levels.spec.mjs).
  await expect(dialog.getByRole('radio', { name: /^Hard / })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^Diabolical / })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Easy / })).toHaveCount(0);
  await expect(dialog).toContainText('starts at Hard');
  await expect(dialog).toContainText('cage combinations, the rule of 45');
  // Back to Windoku: the level chosen there is kept.
  await dialog.getByRole('radio', { name: /^Windoku/ }).check();
  await expect(dialog.getByRole('radio', { name: /^Expert / })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Killer cages/ }).check();
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await dialog.screenshot({ path: `${SHOTS}variant-new-game-levels-${width}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveText(/^New Killer game \(Hard\), 9×9, \d+ cages? and \d+ clues?\.$/, { timeout: 60_000 });
  await expect(status(page)).not.toHaveText(/\b1 (clues|cages)\b/);  // a killer may have one given: '1 clue'
  test.info().annotations.push({ type: 'figure', description: `hard killer generated and drawn in ${Date.now() - started} ms` });
  await expect(page.locator('#game-info')).toHaveText('Hard Killer 9×9');
  const sums = await page.locator('.vx-sum').count();
  expect(sums).toBeGreaterThan(10);

  // A digit and two notes, then a reload: the same board, rules and cages.
  const empty = (await readBoard(page)).findIndex((c) => c.kind === 'empty');
  await cell(page, empty).focus();
  await page.keyboard.press('Shift+Digit3');
  await page.keyboard.press('Shift+Digit7');
  const next = (await readBoard(page)).findIndex((c, i) => i > empty && c.kind === 'empty');
  await cell(page, next).focus();
  await page.keyboard.press('5');
  const before = await readBoard(page);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(status(page)).toHaveText(/^Welcome back/);
  expect(await readBoard(page)).toEqual(before);
  await expect(page.locator('.vx-sum')).toHaveCount(sums);
  await expect(page.locator('#game-info')).toHaveText('Hard Killer 9×9');
});

test('New game over a variant game replaces it whole: killer (a hint under way) to X, Windoku, jigsaw, Classic, X; a reload keeps the last', async ({ page }) => {
  test.setTimeout(120_000);
  const game = cliPuzzle('killer', 4);
  await openGame(page, link(game));
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.click();
  await expect(status(page)).toHaveText(/^Hint: /, { timeout: 30_000 });
  await hint.click(); // the step: its answer may still be on its way when New game starts
  // What each board must draw, and nothing of the one before: diagonal lines, window tints, cages.
  const drawn = async () => ({
    diagonals: await page.locator('.vx-diag').count(),
    tints: await page.locator('.vx-tint').count(),
    cages: await page.locator('.vx-cage').count(),
    sums: await page.locator('.vx-sum').count(),
    hintCages: await page.locator('.hint-cage').count(),
  });
  const none = { diagonals: 0, tints: 0, cages: 0, sums: 0, hintCages: 0 };
  const steps = [
    ['X-Sudoku', 'Diabolical', 'Diabolical X-Sudoku 9×9', { ...none, diagonals: 18 }],
    ['Windoku', 'Expert', 'Expert Windoku 9×9', { ...none, tints: 36 }],
    ['Jigsaw', 'Hard', 'Hard Jigsaw 9×9', none],
    ['Classic', 'Easy', '9×9, Easy', none],
    ['X-Sudoku', null, 'Diabolical X-Sudoku 9×9', { ...none, diagonals: 18 }], // its level remembered
  ];
  for (const [rules, level, info, expected] of steps) {
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio', { name: new RegExp(`^${rules}`) }).check();
    if (level) await dialog.getByRole('radio', { name: new RegExp(`^${level} `) }).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(status(page)).toHaveText(rules === 'Classic' ? /^New game: Easy, 9×9/ : new RegExp(`^New ${rules} game \\(`), { timeout: 60_000 });
    await expect(page.locator('#game-info')).toHaveText(info);
    expect(await drawn(), info).toEqual(expected);
    // A fresh board: no digit of the killer, every given cell from the new puzzle.
    const board = await readBoard(page);
    expect(board.filter((c) => c.kind !== 'given' && c.kind !== 'empty'), info).toEqual([]);
    if (rules === 'Jigsaw') {
      // Heavy edges follow the new regions: a jigsaw's region names differ from the boxes somewhere.
      const names = await page.locator('#board [data-cell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
      expect(names.every((n) => /, region \d, /.test(n)), info).toBe(true);
    }
  }
  const before = await readBoard(page);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#game-info')).toHaveText('Diabolical X-Sudoku 9×9');
  expect(await readBoard(page)).toEqual(before);
  expect(await drawn()).toEqual({ ...none, diagonals: 18 });
});

test('a killer hint names its cage, at a step after the first, drawn on the board (390 px and desktop, light and dark)', async ({ page }) => {
  await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
  test.setTimeout(120_000); // each killer hint recounts the puzzle's solutions in WebAssembly
  // A hard killer (its path is cage combinations, overlaps and the rule of 45), opened by link.
  const line = execFileSync(CLI, ['generate', '--variant', 'killer', '--difficulty', 'hard', '--seed', '2', '--with-solution'], { encoding: 'utf8' }).trim();
  const [puzzle, solution, ...fields] = line.split(' ');
  const problems = await openGame(page, link({ puzzle, solution, fields: fields.join(' ') }));
  expect(problems).toEqual([]);
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  const killerStep = /^(Cage combination|Cage unit overlap|Rule of 45)/;
  // The first step: nudge, step, apply.
  await hint.click();
  await expect(status(page)).toHaveText(/^Hint: /, { timeout: 30_000 });
  await hint.click();
  await expect(status(page)).toHaveText(killerStep, { timeout: 30_000 });
  await hint.click();
  await expect(status(page)).toHaveText(/^Hint applied: /, { timeout: 30_000 });
  // The second step, shown whole: it names a cage ("cage r1c1–r2c1 (sum 11)", or the cages a rule
  // of 45 adds up), and the board outlines the cage.
  await hint.click();
  await expect(status(page)).toHaveText(/^Hint: (Cage combination|Cage unit overlap|Rule of 45)/, { timeout: 30_000 });
  await hint.click();
  await expect(status(page)).toHaveText(killerStep, { timeout: 30_000 });
  const panel = page.locator('#hint-panel');
  await expect(panel).toContainText(/[Cc]age r\dc\d–r\dc\d/, { timeout: 30_000 });
  await expect(page.locator('.hint-cage').first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${SHOTS}variant-killer-hint-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
});

test('a Windoku board and a Killer board with notes pass axe; the names carry windows and cages', async ({ browser }) => {
  for (const kind of ['windoku', 'killer']) {
    const context = await browser.newContext(); // a fresh start: no game in progress to ask about
    const page = await context.newPage();
    const game = cliPuzzle(kind, 5);
    await openGame(page, link(game));
    await page.getByRole('button', { name: 'Fill notes' }).click();
    if (kind === 'windoku') await expect(cell(page, 10)).toHaveAccessibleName(/^Row 2, Column 2, window 1, /);
    const results = await axeBuilder(page).include('#board').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), kind).toEqual([]);
    await context.close();
  }
});

test('screenshots: X, Windoku, jigsaw and killer at 320, 390 and 1280 px, light and dark, with notes', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const kind of ['x', 'windoku', 'jigsaw', 'killer']) {
    const page = await browser.newPage();
    const game = cliPuzzle(kind, 3);
    // Some digits, then every candidate noted: the busiest the board gets.
    const empty = [...game.puzzle].flatMap((s, i) => (s === '.' ? [i] : []));
    const moves = empty.slice(0, 12).map((i) => `P${i},${game.solution[i]}`).join(';');
    await openGame(page, link(game, moves));
    await page.getByRole('button', { name: 'Fill notes' }).click();
    for (const [width, height] of [[320, 700], [390, 844], [1280, 900]]) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        // A cage's sum never covers a note: the notes start below it.
        const overlaps = await page.locator('.vx-head').evaluateAll((heads) => heads.filter((head) => {
          const sum = head.querySelector('.vx-sum')?.getBoundingClientRect();
          const notes = head.querySelector('.notes')?.getBoundingClientRect();
          return sum && notes && sum.bottom > notes.top + 0.5;
        }).length);
        expect(overlaps, `${kind} ${width} ${colorScheme}`).toBe(0);
        await page.locator('#board').screenshot({ path: `${SHOTS}variant-${kind}-${width}-${colorScheme}.png` });
      }
    }
    await page.close();
  }
});

test('a hint on a jigsaw or an X outlines its region or diagonal along the house\'s own cells, not their bounding rectangle', async ({ browser }) => {
  for (const [kind, seed, house] of [['jigsaw', 21, /region \d/], ['x', 21, /the (main|anti-)diagonal/]]) {
    const context = await browser.newContext(); // a fresh one each: no game in progress to ask about
    const page = await context.newPage();
    const hint = () => page.locator('[data-action="hint"]').first().click();
    await openGame(page, link(cliPuzzle(kind, seed)));
    // Hint, and on to the next step, until one whose houses include the variant's own.
    let named = null;
    for (let steps = 0; steps < 40 && !named; steps++) {
      await hint();
      await expect(status(page)).toHaveText(/^Hint: /); // this step's nudge, not the last one's words
      named = house.exec(await status(page).textContent())?.[0] ?? null;
      if (named) break;
      await hint();
      await hint();
      await expect(status(page)).toHaveText(/^Hint applied: /);
    }
    expect(named, `${kind}: a step about ${house}`).not.toBeNull();
    // The cells of that house, by their names ("…, region 8, …", "…, on the main diagonal, …").
    const phrase = kind === 'jigsaw' ? `, ${named},` : `on ${named.replace(/^the /, 'the ')}`;
    const result = await page.locator('svg.hint-layer path.hint-house').first().evaluate((path, phrase) => {
      const board = path.ownerSVGElement.getBoundingClientRect();
      const own = [...document.querySelectorAll('#board [data-cell]')]
        .filter((c) => (c.getAttribute('aria-label') ?? c.textContent).includes(phrase)).map((c) => c.getBoundingClientRect());
      let x = 0, y = 0, outside = 0, points = 0;
      for (const [cmd] of path.getAttribute('d').matchAll(/[MHV][^MHV]*/g)) {
        const n = cmd.slice(1).trim().split(/\s+/).map(Number);
        if (cmd[0] === 'M') [x, y] = n;
        else if (cmd[0] === 'H') [x] = n;
        else [y] = n;
        points += 1;
        const px = x + board.x, py = y + board.y;
        if (!own.some((r) => px >= r.x - 3 && px <= r.right + 3 && py >= r.y - 3 && py <= r.bottom + 3)) outside += 1;
      }
      return { own: own.length, outside, points };
    }, phrase);
    expect(result.own, `${kind}: the house's cells by name`).toBe(9);
    expect(result.points).toBeGreaterThan(8);
    expect(result.outside, `${kind}: every point of the outline is on a cell of ${named}`).toBe(0);
    await context.close();
  }
});
