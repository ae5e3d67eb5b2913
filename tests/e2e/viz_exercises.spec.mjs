// The visualizer's exercises in the browser (issue 29, items 3 and 4): the quiz answered right and
// wrong by keyboard alone, its score, the picture moved to the step of each answer, the results
// line; the worksheet opened from the page, printed with no controls and its key on a page of its
// own, also from the built site (dist/). Expected answers are read here from the trace the worker
// sent (its records, as exact_cover_trace.hpp defines them), not from exercises.js.
import { expect, test } from '@playwright/test';
import { DIST_BASE, DIST_PORT } from './playwright.config.mjs';
import { axeBuilder } from './axe.mjs';
import { openViz as openVizAt } from './viz_helpers.mjs';

const openViz = (page, where) => openVizAt(page, where, { atStart: false }); // a link's step, not the start

// In the page: the k-th cover record of the trace that hides something, its hidden nodes and the
// position after its last write (where the page's Step stops next), read from the raw records.
function coverFacts(k) {
  const { records: R, width: W } = globalThis.dlxViz.trace;
  const n = R.length / W, op = (i) => R[i * W], f = (i, j) => R[i * W + j];
  const covers = [];
  for (let i = 0; i < n; i++) {
    if (op(i) !== 3) continue;
    const hidden = [];
    let j = i + 1;
    for (; j < n && (op(j) === 7 || op(j) === 4); j++) if (op(j) === 4) hidden.push(f(j, 1));
    while (j < n && (op(j) === 12 || op(j) === 11)) j++;  // a Step stops after the step record
    if (hidden.length) covers.push({ at: i, item: f(i, 1), hidden, shown: j, updates: f(j - 1, 6) - f(i - 1, 6) });
  }
  return covers[k];
}

test('the quiz by keyboard: right and wrong answers, the score, the picture at each answer, the results line', async ({ page }) => {
  const errors = await openViz(page);
  const first = await page.evaluate(coverFacts, 0);
  const second = await page.evaluate(coverFacts, 1);
  await page.getByTestId('quiz-start').focus();
  await page.keyboard.press('Enter');
  const quiz = page.getByTestId('quiz');
  await expect(quiz).toBeVisible();
  await expect(quiz.locator('.quiz-progress')).toHaveText('Question 1 of 9 · 0 right so far');
  // The question is asked before cover(A): the page stands there.
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(first.at);
  await expect(page.locator('#quiz-input')).toBeFocused();

  // 1: which nodes does cover(A) hide? Right, typed and submitted with Enter.
  await page.keyboard.type(first.hidden.join(', '));
  await page.keyboard.press('Enter');
  const feedback = quiz.locator('[role="status"][aria-live="polite"]');
  await expect(feedback).toContainText(/^Right\./);
  await expect(quiz.locator('.quiz-progress')).toHaveText('Question 1 of 9 · 1 right so far');
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(first.shown);
  await expect(page.locator('.quiz-next')).toBeFocused();

  // 2: a size after cover(D), answered wrong: the words say why, the picture stands after cover(D).
  await page.keyboard.press('Enter');
  await expect(quiz.locator('.quiz-progress')).toHaveText('Question 2 of 9 · 1 right so far');
  const prompt = await quiz.locator('.quiz-prompt').textContent();
  const [, target, before] = /S\[(\w+)\] is (\d+) now/.exec(prompt);
  expect(prompt).toContain(`cover(D) is next`);
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(feedback).toContainText(/^Not quite\./);
  await expect(feedback).toContainText(`S[${target}] goes from ${before} to ${Number(before) - 1}`);
  await expect(feedback).toContainText('You answered 5.');
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(second.shown);
  const sizes = (await page.getByTestId('structure').getAttribute('data-size')).split(',').map(Number);
  const items = await page.evaluate(() => globalThis.dlxViz.trace.items);
  expect(sizes[items.indexOf(target) + 1], 'the picture shows the size the explanation gives').toBe(Number(before) - 1);
  await expect(quiz.locator('.quiz-progress')).toHaveText('Question 2 of 9 · 1 right so far');
  // Stepping away and "Show the step again" brings the picture back to that step.
  await page.getByTestId('reset').click();
  await quiz.getByRole('button', { name: 'Show the step again' }).click();
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBe(second.shown);

  // 3 to 9 by keyboard: costs typed, the restore questions by arrow keys on the choices (which
  // must not step the search), every other question given a wrong "0".
  await quiz.locator('.quiz-next').focus();
  for (let q = 3; q <= 9; q++) {
    await page.keyboard.press('Enter');
    await expect(quiz.locator('.quiz-progress')).toContainText(`Question ${q} of 9`);
    if (await quiz.locator('input[type="radio"]').count()) {
      const pos = await page.evaluate(() => globalThis.dlxViz.model.pos);
      await quiz.locator('input[type="radio"]').first().focus();
      // Enter before any choice is not graded.
      await page.keyboard.press('Enter');
      await expect(feedback).toHaveText(/^Choose one of the writes first/);
      await expect(quiz.locator('.quiz-progress')).toContainText(`Question ${q} of 9`);
      await page.keyboard.press('ArrowDown');
      await expect(quiz.locator('input[type="radio"]').nth(1)).toBeChecked();
      expect(await page.evaluate(() => globalThis.dlxViz.model.pos), 'arrows move between choices, not the search').toBe(pos);
    } else {
      const text = await quiz.locator('.quiz-prompt').textContent();
      await page.keyboard.type(/updates will it cost/.test(text) ? String(await costOf(page, text)) : '0');
    }
    await page.keyboard.press('Enter');
    await expect(feedback).toContainText(/^(Right|Not quite)\./);
  }
  await page.keyboard.press('Enter');
  const line = await page.locator('#quiz-line').inputValue();
  const right = Number(/(\d+)\/9 right/.exec(line)[1]);
  await expect(quiz.locator('[role="status"]')).toHaveText(`Done: ${right} of 9 right.`);
  await expect(quiz.locator('.quiz-progress')).toBeHidden();
  expect(right).toBeGreaterThanOrEqual(2);  // question 1 and the costs
  expect(line).toMatch(new RegExp(`^DLX quiz, knuth, ${right}/9 right, \\d{4}-\\d\\d-\\d\\d, missed: 2 \\(http://127\\.0\\.0\\.1:\\d+/dlx\\.html#preset=knuth&at=cover:\\d+\\)`));
  expect(line).not.toMatch(/missed: 1 /);
  // A mistake's link opens the page at the question's step.
  const link = /missed: 2 \((\S+)\)/.exec(line)[1];
  expect(link).toContain(`at=cover:${await page.evaluate((pos) => globalThis.dlxViz.model.stops.cover.indexOf(pos), second.at)}`);
  expect(errors).toEqual([]);
});

// The cost of the cover a prompt names, from the raw records (the next cover of that item).
async function costOf(page, prompt) {
  const item = /cover\((\w+)\)/.exec(prompt)[1];
  return page.evaluate((name) => {
    const { records: R, width: W, items } = globalThis.dlxViz.trace;
    const m = globalThis.dlxViz.model;
    const i = m.pos;  // the question stands just before that cover record
    if (R[i * W] !== 3 || items[R[i * W + 1] - 1] !== name) return -1;
    let j = i + 1;
    while (R[j * W] === 7 || R[j * W] === 4) j++;
    return R[(j - 1) * W + 6] - R[(i - 1) * W + 6];
  }, item);
}

test('another problem loaded during the quiz: Check starts the quiz again on it, never grades against the old trace', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('quiz-start').click();
  await page.keyboard.type('14 15 22');
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption('queens');
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
  await page.getByTestId('quiz').getByRole('button', { name: 'Check' }).click();
  const quiz = page.getByTestId('quiz');
  await expect(quiz.locator('.quiz-progress')).toHaveText(/^Question 1 of \d+ · 0 right so far$/);
  await expect(quiz.locator('.quiz-prompt')).toContainText('cover(r');
  await expect(quiz.locator('[role="status"]')).toHaveText('');
});

test('the quiz speaks Chinese too', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('language').selectOption('zh');
  await page.getByTestId('quiz-start').click();
  await expect(page.getByTestId('quiz').locator('.quiz-progress')).toHaveText('第 1 题，共 9 题 · 已答对 0 题');
  await expect(page.getByTestId('quiz').locator('.quiz-prompt')).toContainText('接下来是覆盖(A)');
});

async function pdfPages(page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length;
}

test('the worksheet: opened at the page\'s step, its key from the trace, printed without controls, the key on its own page', async ({ page, context }) => {
  const errors = await openViz(page);
  const cover = await page.evaluate(coverFacts, 4);  // cover(C): the fifth cover that hides something
  await page.getByTestId('granularity').selectOption('cover');
  await page.evaluate((pos) => { globalThis.dlxViz.model.seek(pos); }, cover.at);
  const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('worksheet-open').click()]);
  await expect(sheet.locator('body[data-ready="true"]')).toBeAttached();
  const step = await page.evaluate((pos) => globalThis.dlxViz.model.stops.cover.indexOf(pos), cover.at);
  expect(new URL(sheet.url()).hash).toBe(`#preset=knuth&at=cover:${step}`);
  await expect(sheet.locator('h1')).toContainText('cover(C) in Knuth\'s matrix (3)');
  await expect(sheet.locator('.sheet-questions > li')).toHaveCount(5);
  await expect(sheet.locator('.sheet-page .step-link').first()).toHaveText(new RegExp(`Step link: http://\\S+/dlx\\.html#preset=knuth&at=cover:${step}$`));
  const key = sheet.locator('.sheet-key');
  await expect(key.locator('.sheet-answers > li').nth(3)).toContainText(`${[...cover.hidden].reverse().join(', ')}: exactly the reverse`);
  await expect(key.locator('.sheet-answers > li').nth(4)).toContainText(`${cover.updates}: 1 for taking C`);
  await expect(key).toContainText('DLX1’s counters before cover(C)');
  // The pictures follow the figure's key (colour_key.css): a ✗ only on a recorded dead end (none
  // here), and a size just written struck through, as on dlx.html.
  const marks = await sheet.locator('.dead-mark').evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
  expect(marks.length).toBeGreaterThan(0);
  expect(marks.filter((display) => display !== 'none')).toEqual([]);

  await sheet.emulateMedia({ media: 'print' });
  // No control is drawn on paper.
  const controls = await sheet.evaluate(() => [...document.querySelectorAll('button, select, input, textarea, nav')]
    .filter((el) => el.getClientRects().length > 0).map((el) => el.outerHTML.slice(0, 60)));
  expect(controls).toEqual([]);
  expect(await key.evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
  // The key starts on a fresh page: the whole PDF has exactly the sheet's pages plus the key's.
  const all = await pdfPages(sheet);
  await key.evaluate((el) => { el.style.display = 'none'; });
  const sheetOnly = await pdfPages(sheet);
  await key.evaluate((el) => { el.style.display = ''; });
  await sheet.locator('.sheet-page').evaluate((el) => { el.style.display = 'none'; });
  const keyOnly = await pdfPages(sheet);
  expect(sheetOnly).toBeGreaterThanOrEqual(1);
  expect(all).toBe(sheetOnly + keyOnly);
  expect(errors).toEqual([]);
});

test('the worksheet from the built site (dist/), under a sub-path', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${DIST_PORT}${DIST_BASE}worksheet.html#preset=queens&at=link:40`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await expect(page.locator('.sheet-questions > li')).toHaveCount(5);
  await expect(page.locator('.sheet-figure svg')).toHaveCount(2);
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violations (${colorScheme}) in the quiz, with a verdict and with choices, and on the worksheet`, async ({ page }) => {
    test.setTimeout(60_000);  // four axe scans; a loaded machine can take 30 s
    await page.emulateMedia({ colorScheme });
    await openViz(page);
    const scan = async (what, include) => {
      const results = await (include ? axeBuilder(page).include(include) : axeBuilder(page)).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`), what).toEqual([]);
    };
    await page.getByTestId('quiz-start').click();
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz').locator('[role="status"]')).toContainText('Not quite.');
    await scan('quiz with a verdict', '#quiz');
    // The first question with choices to pick from.
    for (;;) {
      await page.locator('.quiz-next').click();
      if (await page.locator('#quiz input[type="radio"]').count()) break;
      await page.locator('#quiz-input').fill('1');
      await page.keyboard.press('Enter');
    }
    await scan('quiz with choices', '#quiz');
    await page.goto('worksheet.html#preset=knuth&at=cover:8');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await scan('worksheet');
  });
}

test('on a 390 px phone: the quiz, its choices and results, and the worksheet fit the width (no sideways scroll of the page)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openViz(page);
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.getByTestId('quiz-start').click();
  const seen = new Set();
  for (let q = 1; q <= 9; q++) {
    if (q > 1) await page.locator('.quiz-next').click();
    const choices = await page.locator('#quiz input[type="radio"]').count();
    seen.add(choices ? 'choices' : 'text');
    if (choices) await page.locator('#quiz input[type="radio"]').first().check();
    else await page.locator('#quiz-input').fill('1');
    await page.keyboard.press('Enter');
    expect(await width(), `question ${q}`).toBeLessThanOrEqual(390);
  }
  expect([...seen].sort()).toEqual(['choices', 'text']);
  await page.locator('.quiz-next').click();
  await expect(page.locator('#quiz-line')).toBeVisible();
  expect(await width(), 'results').toBeLessThanOrEqual(390);
  await page.goto('worksheet.html#preset=pentomino&at=cover:5');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  expect(await width(), 'worksheet').toBeLessThanOrEqual(390);
});
