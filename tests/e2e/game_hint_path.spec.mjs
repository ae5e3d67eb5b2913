// Never stuck, as a player sees it: a puzzle Sudoku Explainer rates 8.9 (dynamic region forcing
// chains; magictour top1465, in ../shared/data/se_rated_train.tsv), on which the grader before
// Sudoku Explainer's chains ran out of hints after four steps ("No hint: … needs a technique this
// grader does not know, or a guess"), is solved to the end by pressing Hint and Apply alone. Every
// step is shown whole first (the chain drawn, its words filled in), and the board it ends on is the
// solution (checked against the independent backtracking solver in game_helpers.mjs). Also
// screenshots of a chain step's hint panel on a 390 px phone and on a desktop, light and dark.
import { expect, test } from '@playwright/test';
import { boardLine, openGame, referenceSolve, shareLink, status, useExpertNotation } from './game_helpers.mjs';

const PUZZLE = '..6..1...8.3..91...9......7...2...5....1..4...3..468.12.9..4.3....5.....65..3..1.';
const hintPanel = (page) => page.getByRole('region', { name: 'Hint' });
// Technique titles of the chains the new grader draws (catalog_hints.js, English).
const CHAIN = /^(Forcing chain|X-chain|X-cycle|Y-cycle|XY-cycle|Nishio|Cell forcing chains|Region forcing chains|Dynamic .+|Nested forcing chain)$/;

/** Hint (the nudge), Hint (the whole step): returns the step's title and words. */
async function showStep(page) {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(status(page)).toHaveText(/^Hint: /);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(hintPanel(page)).toContainText(/Hint again \(or Apply it\): /);
  const text = await hintPanel(page).locator('[data-hint-text]').innerText();
  return text;
}

test('a puzzle Sudoku Explainer rates 8.9 is solved to the end by Hint and Apply alone', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = await openGame(page, shareLink(PUZZLE));
  const solution = referenceSolve(PUZZLE, 3, 3);
  expect(await boardLine(page)).toBe(PUZZLE);
  const techniques = new Set();
  let steps = 0;
  for (let solved = false; !solved;) {
    const words = await showStep(page);
    expect(words).not.toMatch(/No hint|guess|\{|undefined|marked candidates prove it/);
    const title = words.split(/: /)[0].trim();
    techniques.add(title);
    if (CHAIN.test(title)) await expect(page.locator('.hint-layer .hint-link').first()).toBeVisible(); // the chain is drawn
    await hintPanel(page).getByRole('button', { name: 'Apply it' }).click();
    await expect(status(page)).toHaveText(/^(Hint applied: |Solved in )/);
    solved = /^Solved in /.test(await status(page).innerText());
    expect(++steps, 'the hints go on forever').toBeLessThan(300);
  }
  // A digit placed wrong would still be on the board: the end is the solution, so every step was right.
  expect(await boardLine(page)).toBe(solution);
  await expect(page.getByRole('region', { name: /^Solved/ })).toBeVisible();
  // The path needed SE's chains, not only singles: at least one step is a drawn chain.
  expect([...techniques].some((t) => CHAIN.test(t)), [...techniques].join(', ')).toBe(true);
  expect(problems).toEqual([]);
});

const NET = /forcing chains$|^Dynamic |^Nested |^Nishio$/;

for (const [colorScheme, width] of [['light', 390], ['dark', 390], ['light', 1280], ['dark', 1280]]) {
  test(`a chain step's and a net's hint panels, drawn and said (${colorScheme}, ${width} px; screenshots)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme });
    const problems = await openGame(page, shareLink(PUZZLE));
    // Hint and Apply up to the first chain, and on to the first net (several assumptions, or one
    // followed dynamically), each looked at whole.
    let chain = false;
    for (let i = 0; i < 60; i++) {
      const words = await showStep(page);
      const title = words.split(/: /)[0].trim();
      if (CHAIN.test(title) && (!chain || NET.test(title))) {
        await expect(page.locator('.hint-layer .hint-link').first()).toBeVisible();
        await expect(hintPanel(page)).toContainText(/Either way|impossible|cannot be|round again/);
        await hintPanel(page).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screenshots/hint-se-${NET.test(title) ? 'net' : 'chain'}-${colorScheme}-${width}.png`, fullPage: true });
        if (NET.test(title)) {
          expect(problems).toEqual([]);
          return;
        }
        chain = true;
      }
      await hintPanel(page).getByRole('button', { name: 'Apply it' }).click();
      await expect(status(page)).toHaveText(/^Hint applied: /);
    }
    throw new Error('no forcing net in the first 60 hints');
  });
}

// Above SE's chains: the forum's hardest list (tests/data/grader_hardest.txt, first line) reaches
// a trial at its second hint. The trial is drawn as its proof (links on the board) and said as
// logic naming each case's contradiction; screenshots on a 390 px phone and a desktop, light and dark.
const HARDEST = '98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3';

test('a trial hint is drawn with its chain and names its contradictions (390 px and desktop, light and dark; screenshots)', async ({ page }) => {
  await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await openGame(page, shareLink(HARDEST));
  let words = '';
  for (let i = 0; i < 5; i++) {
    words = await showStep(page);
    if (words.startsWith('Trial')) break;
    await hintPanel(page).getByRole('button', { name: 'Apply it' }).click();
    await expect(status(page)).toHaveText(/^Hint applied: /);
  }
  expect(words).toMatch(/^Trial/);
  expect(words).toMatch(/Suppose (r\dc\d) were (\d)\. .*r\dc\d would have to be (\d) and not \3.*so \1 is not \2\./s);
  expect(words).not.toMatch(/\{|undefined|Every way of filling/);
  for (const [colorScheme, width] of [['light', 390], ['dark', 390], ['light', 1280], ['dark', 1280]]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('.hint-layer .hint-link').first()).toBeVisible();
    expect(await page.locator('.hint-layer .hint-link').count()).toBeGreaterThan(3);
    await hintPanel(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/hint-trial-${colorScheme}-${width}.png`, fullPage: true });
  }
  expect(problems).toEqual([]);
});
