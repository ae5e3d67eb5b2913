// TAOCP's notation as an option (issue 29, item 7): the words, the code panel (with Algorithm X's
// steps X1–X8) and the formulas in TAOCP 7.2.2.1's names, and cover in TAOCP's order (hide the
// options, then unlink the item), read from the engine's own trace; every link step of matrix (3)
// and 4-queens checked as the defects test does; a step link keeps the notation, the page
// remembers it, and DLX1's counters stay the same.
import { expect, test } from '@playwright/test';
import { openViz, shown, walkLinks } from './viz_helpers.mjs';

async function chooseNotation(page, notation) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('notation').selectOption(notation);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

const step = (page) => page.getByRole('button', { name: 'Step', exact: true }).click();

test('TAOCP notation: names, code with X1–X8, and cover hides before it unlinks, as the engine traced it', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('granularity').selectOption('link');
  // The paper's order first: cover(A)'s first write is R[L[A]] ← R[A].
  await step(page);
  await step(page);
  await expect(page.getByTestId('narration')).toContainText('R[L[A]] ← R[A]');
  await expect(page.getByTestId('code')).toContainText('R[L[c]] ← R[c]');
  await chooseNotation(page, 'taocp');
  const code = page.getByTestId('code');
  for (const label of ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8']) await expect(code).toContainText(label);
  await expect(code).toContainText('RLINK(l) ← r');
  await expect(code).toContainText('LEN(x) ← LEN(x) − 1');
  await expect(code).not.toContainText('R[L[c]]');
  // The engine's records: the first cover's hides come before its unlink.
  const order = await page.evaluate(() => {
    const { trace } = globalThis.dlxViz, W = trace.width, R = trace.records;
    const ops = [];
    const first = [...Array(R.length / W).keys()].find((i) => R[i * W] === 3);
    for (let i = first; ops.length < 12 && i < R.length / W; i++) if (R[i * W] !== 7) ops.push(R[i * W]);
    return { order: trace.order, ops, nodes: trace.nodes, updates: trace.updates };
  });
  expect(order.order).toBe('taocp');
  expect(order.ops.slice(0, 5)).toEqual([3, 4, 4, 4, 13]);  // cover(A), three hides, unlink(A)
  expect([order.nodes, order.updates]).toEqual([6, 30]);  // DLX1's counters, unchanged
  // Stepping: the words follow that order, in TAOCP's names (the new trace opened at the start).
  await expect(page.locator('#position')).toContainText(/record 0 of/);
  const words = [];
  for (let k = 0; k < 12; k++) {
    await step(page);
    words.push(await page.getByTestId('narration').textContent());
  }
  const firstHide = words.findIndex((w) => w.includes('DLINK(ULINK('));
  const unlink = words.findIndex((w) => w.includes('RLINK(LLINK(A)) ← RLINK(A)'));
  expect(firstHide).toBeGreaterThan(0);
  expect(unlink).toBeGreaterThan(firstHide);
  expect(words.join(' ')).not.toMatch(/\b[LRUDS]\[/);
  await expect(page.locator('#code li.current')).toHaveAttribute('data-line', 'cover-c');
  await page.getByTestId('end').click();
  await expect(page.getByTestId('nodes')).toHaveText('6');
  await expect(page.getByTestId('updates')).toHaveText('30');
  expect(errors).toEqual([]);
});

for (const preset of ['knuth', 'queens']) {
  test(`TAOCP order, ${preset} at link granularity: every arrow is a link, every size the trace's, green the partial solution`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openViz(page, `#preset=${preset}&notation=taocp`, { atStart: false });
    await expect(page.getByTestId('notation')).toHaveValue('taocp');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('granularity').selectOption('link');
    const result = await page.evaluate(walkLinks);
    expect(result.bad).toEqual([]);
    expect(result.end).toBe(true);
    // The paper's matrix (3) has 169 link steps; TAOCP's order has the same writes, so as many.
    if (preset === 'knuth') expect(result.steps).toBe(169);
    expect(errors).toEqual([]);
  });
}

test('a step link keeps the notation and reopens it; the page remembers the choice; a link without one is the paper\'s', async ({ page, browser }) => {
  const errors = await openViz(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });  // no link caught mid-slide on either page
  await chooseNotation(page, 'taocp');
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 0; k < 20; k++) await step(page);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#preset=knuth&notation=taocp&at=link:20');
  const byHand = await shown(page);
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.emulateMedia({ reducedMotion: 'reduce' });
  const otherErrors = await openViz(other, 'dlx.html#preset=knuth&notation=taocp&at=link:20', { atStart: false });
  await expect(other.getByTestId('notation')).toHaveValue('taocp');
  await expect(other.locator('#position')).toHaveText(byHand.position);
  expect(await shown(other)).toEqual(byHand);
  // A plain link in that fresh browser (nothing remembered there) is the paper's.
  await other.goto('dlx.html#preset=knuth&at=link:2');
  await expect(other.getByTestId('narration')).toContainText('R[L[A]] ← R[A]');
  expect(otherErrors).toEqual([]);
  await fresh.close();
  // Here the choice was remembered: a plain visit opens in TAOCP's notation.
  await page.goto('dlx.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('notation')).toHaveValue('taocp');
  await expect(page.getByTestId('code')).toContainText('X4 [Cover i.]');
  // And in Chinese the formulas keep TAOCP's names.
  await page.getByTestId('language').selectOption('zh');
  await page.getByTestId('granularity').selectOption('link');
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await expect(page.getByTestId('narration')).toContainText('DLINK(ULINK(');
  expect(errors).toEqual([]);
});

test('the figure\'s key and the structure\'s description name the links in the chosen notation, in both languages', async ({ page }) => {
  const errors = await openViz(page);
  const live = page.locator('#figure-key [data-key="live"]');
  const desc = page.locator('#structure-desc');
  await expect(live).toContainText('R, L above and below');
  await expect(desc).toContainText('R above L along the item list');
  await chooseNotation(page, 'taocp');
  await expect(live).toContainText('RLINK, LLINK above and below the item list; DLINK, ULINK beside a column');
  await expect(desc).toContainText('RLINK above LLINK along the item list, DLINK on the left and ULINK on the right');
  await expect(desc).toContainText('LEN');
  await expect(desc).toContainText('TOP');
  await page.getByTestId('language').selectOption('zh');
  await expect(live).toContainText('RLINK、LLINK 在项列表上方和下方；DLINK、ULINK 在列旁边');
  await expect(desc).toContainText('项列表上 RLINK 在上、LLINK 在下');
  // Back to the paper's notation: its single letters again, still in Chinese.
  await chooseNotation(page, 'paper');
  await expect(live).toContainText('R、L 在项列表上方和下方');
  await expect(desc).toContainText('项列表上 R 在上、L 在下');
  expect(errors).toEqual([]);
});

// In the page: the first cover record of the trace that hides something, read from the raw records
// (exact_cover_trace.hpp: 3 cover, 4 hide, 7 write, 13 unlink): its item, hidden nodes, writes.
function firstCoverFacts() {
  const { records: R, width: W, items } = globalThis.dlxViz.trace;
  const n = R.length / W, op = (i) => R[i * W], f = (i, j) => R[i * W + j];
  for (let i = 0; i < n; i++) {
    if (op(i) !== 3) continue;
    const hidden = [], ops = [];
    for (let j = i + 1; j < n && [4, 7, 13].includes(op(j)); j++) {
      ops.push(op(j));
      if (op(j) === 4) hidden.push(f(j, 1));
    }
    if (hidden.length) return { at: i, item: items[f(i, 1) - 1], hidden, writes: ops.filter((o) => o === 7).length };
  }
  return null;
}

test('a worksheet made in TAOCP notation asks in TAOCP\'s order and names, from the real trace, and its links reopen that notation', async ({ page, context }) => {
  const errors = await openViz(page, '#preset=knuth&notation=taocp', { atStart: false });
  await page.getByTestId('granularity').selectOption('cover');
  const cover = await page.evaluate(firstCoverFacts);
  await page.evaluate((pos) => { globalThis.dlxViz.model.seek(pos); }, cover.at);
  const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('worksheet-open').click()]);
  await expect(sheet.locator('body[data-ready="true"]')).toBeAttached();
  expect(new URL(sheet.url()).hash).toMatch(/^#preset=knuth&notation=taocp&at=cover:\d+$/);
  await expect(sheet.locator('h1')).toContainText(`cover(${cover.item})`);
  // Every step link on the sheet and its key, and the way back, reopen TAOCP's notation.
  const links = await sheet.locator('.step-link').allTextContents();
  expect(links.length).toBeGreaterThan(2);
  for (const line of links) expect(line).toMatch(/dlx\.html#preset=knuth&notation=taocp&at=/);
  expect(await sheet.locator('#back-link').getAttribute('href')).toMatch(/dlx\.html#preset=knuth&notation=taocp&at=/);
  // The words: LEN, not S; the writes in the engine's TAOCP order: the hides' DLINK/ULINK writes
  // first, the item's RLINK/LLINK unlink last (the paper's order starts with R[L[A]] ← R[A]).
  await expect(sheet.locator('.sheet-page')).toContainText('LEN is an item’s length');
  await expect(sheet.locator('.sheet-questions')).toContainText('Give the length LEN of every item');
  await expect(sheet.locator('.sheet-sizes dt').first()).toHaveText(/^LEN\(\w+\)$/);
  const draw = await sheet.locator('.sheet-answers > li').first().locator('p').first().textContent();
  const writes = /The writes, in order: (.*)\.$/.exec(draw)[1].split(', ');
  expect(writes).toHaveLength(cover.writes);
  expect(writes[0]).toMatch(/^DLINK\(\w+\) ← \w+$/);
  expect(writes.slice(-2)).toEqual([expect.stringMatching(new RegExp(`^RLINK\\(\\w+\\) ← `)), expect.stringMatching(/^LLINK\(\w+\) ← /)]);
  expect(await sheet.locator('#sheet').textContent()).not.toMatch(/\b[LRUDS]\[/);
  // uncover's answer: the nodes back in the reverse of the order the TAOCP trace hid them.
  await expect(sheet.locator('.sheet-answers > li').nth(3)).toContainText(`${[...cover.hidden].reverse().join(', ')}: exactly the reverse`);
  // Opened by its link alone, in Chinese: the same order and names.
  await sheet.getByTestId('language').selectOption('zh');
  await expect(sheet.locator('.sheet-page')).toContainText('LEN 是项的长度');
  await expect(sheet.locator('.sheet-sizes dt').first()).toHaveText(/^LEN\(\w+\)$/);
  expect(errors).toEqual([]);
});

test('the quiz in TAOCP notation: its questions and answers in TAOCP\'s names, its step links and results line reopen that notation', async ({ page }) => {
  const errors = await openViz(page, '#preset=knuth&notation=taocp', { atStart: false });
  await page.getByTestId('quiz-start').click();
  const quiz = page.getByTestId('quiz');
  const feedback = quiz.locator('[role="status"][aria-live="polite"]');
  // 1: answered wrong, so the verdict carries its step link.
  await page.locator('#quiz-input').fill('0');
  await page.locator('#quiz-input').press('Enter');
  await expect(feedback).toContainText(/^Not quite\./);
  await expect(feedback).toContainText(/dlx\.html#preset=knuth&notation=taocp&at=cover:\d+/);
  // 2: a size question, asked and explained with LEN.
  await quiz.locator('.quiz-next').click();
  await expect(quiz.locator('.quiz-prompt')).toContainText(/LEN\(\w+\) is \d+ now/);
  await page.locator('#quiz-input').fill('9');
  await page.locator('#quiz-input').press('Enter');
  await expect(feedback).toContainText(/LEN\(\w+\) goes from \d+ to \d+/);
  await expect(feedback).not.toContainText('S[');
  // To the end, each answered with a first choice or "0": the results line's links.
  for (let q = 3; q <= 9; q++) {
    await quiz.locator('.quiz-next').click();
    await expect(quiz.locator('.quiz-progress')).toContainText(`Question ${q} of 9`);
    if (await quiz.locator('input[type="radio"]').count()) {
      // The restore question's choices are writes, named in TAOCP's notation.
      await expect(quiz.locator('.choice-text').first()).toHaveText(/^(DLINK|ULINK|LEN)\(/);
      await quiz.locator('input[type="radio"]').first().check();
    } else {
      await page.locator('#quiz-input').fill('0');
    }
    await quiz.locator('button[type="submit"]').click();
    await expect(feedback).toContainText(/^(Right|Not quite)\./);
  }
  await quiz.locator('.quiz-next').click();
  const line = await page.locator('#quiz-line').inputValue();
  expect(line).toMatch(/missed: 1 \(http:\/\/\S+\/dlx\.html#preset=knuth&notation=taocp&at=cover:\d+\)/);
  expect(errors).toEqual([]);
});

test('screenshots: TAOCP notation at 390 and 1280 px, light and dark', async ({ page }) => {
  const shots = process.env.SHOTS_DIR ?? '/tmp/shots-tree/';
  const errors = await openViz(page, '#preset=knuth&notation=taocp&at=link:14', { atStart: false });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [device, width] of [['phone', 390], ['desktop', 1280]]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('code').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}taocp-${device}-${scheme}.png` });
      expect(await page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth), `${device} ${scheme}`).toBe(false);
      await page.getByTestId('figure-key').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}taocp-key-${device}-${scheme}.png` });
    }
  }
  // The worksheet in TAOCP notation.
  await page.goto('worksheet.html#preset=knuth&notation=taocp&at=cover:3');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [device, width] of [['phone', 390], ['desktop', 1280]]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}taocp-worksheet-${device}-${scheme}.png`, fullPage: true });
      expect(await page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth), `worksheet ${device} ${scheme}`).toBe(false);
    }
  }
  expect(errors).toEqual([]);
});
