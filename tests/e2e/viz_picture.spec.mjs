// The visualizer's pictures (issue 12): Knuth's Figure 3 drawn with the removed nodes' own links
// still pointing at their old neighbours; a link step showing the one link that moved; each
// preset's problem picture holding exactly the options of the partial solution; no horizontal
// scroll on 390 px and 320 px phones; and screenshots of every preset mid-search on a phone and a
// desktop, light and dark, kept in test-results/viz-screens/ for people to look at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openViz } from './viz_helpers.mjs';

const SHOTS = fileURLToPath(new URL('../../test-results/viz-screens/', import.meta.url));


async function choosePreset(page, id) {
  if (await page.getByTestId('preset').inputValue() === id) {
    await page.evaluate(() => { const reset = document.getElementById('reset'); if (!reset.disabled) reset.click(); });
    return;
  }
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption(id);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

// Replays the worker's records up to `pos` on the structure the engine sent: the links, and which
// nodes are linked into their item's list (an independent reading of exact_cover_trace.hpp).
function replayed(pos) {
  const trace = globalThis.dlxViz.trace, W = trace.width, R = trace.records, s = trace.structure;
  const links = { prev: [...s.prev], next: [...s.next], up: [...s.up], down: [...s.down] };
  const fields = ['prev', 'next', 'up', 'down', 'size'];
  for (let i = 0; i < pos; i++) if (R[i * W] === 7 && R[i * W + 2] < 4) links[fields[R[i * W + 2]]][R[i * W + 1]] = R[i * W + 4];
  const items = s.size.length - 1, linked = new Set();
  for (let c = 1; c <= items; c++) for (let x = links.down[c]; x !== c; x = links.down[x]) linked.add(x);
  const removed = [];
  for (let x = items + 1; x < s.top.length; x++) if (s.top[x] > 0 && !linked.has(x)) removed.push(x);
  return { links, removed };
}

test('Figure 3: after cover(A) the removed nodes stay drawn, and their own links point at their old neighbours', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('granularity').selectOption('cover');
  await page.getByRole('button', { name: 'Step', exact: true }).click();  // choose A
  await page.getByRole('button', { name: 'Step', exact: true }).click();  // cover(A)
  await expect(page.getByTestId('narration')).toContainText('cover(A)');
  const pos = await page.evaluate(() => globalThis.dlxViz.model.pos);
  const { links, removed } = await page.evaluate(replayed, pos);
  // Matrix (3): cover(A) removes the D and G nodes of option A D G and the D node of option A D.
  expect(removed).toHaveLength(3);
  for (const x of removed) {
    const node = page.locator(`#structure [data-node="${x}"]`);
    await expect(node).toHaveClass(/\bout\b/);
    await expect(node).toBeVisible();
    for (const field of ['up', 'down']) {
      const link = page.locator(`#structure path[data-from="${x}"][data-field="${field}"]`);
      await expect(link).toHaveAttribute('data-to', String(links[field][x]));
      await expect(link).toHaveClass(/\bstale\b/);
      // The arrow ends at that neighbour: at its centre's column, at its top or bottom edge.
      const [ex, ey] = await link.evaluate((path) => {
        const end = path.getPointAtLength(path.getTotalLength());
        return [end.x, end.y];
      });
      const target = page.locator(`#structure [data-node="${links[field][x]}"], #structure .header[data-item="${links[field][x]}"]`).first();
      const box = await target.evaluate((el) => {
        const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(el.getAttribute('transform'));
        return [Number(m[1]), Number(m[2])];
      });
      expect(Math.abs(ex - box[0])).toBeLessThanOrEqual(6);
      expect(Math.abs(ey - box[1])).toBeLessThanOrEqual(14);
    }
  }
  // The neighbours' own links skip the removed nodes: nothing live points at them.
  for (const x of removed) {
    await expect(page.locator(`#structure path.link:not(.stale):not(.ghost)[data-to="${x}"]`)).toHaveCount(0);
  }
  // And the header of A, out of the item list, keeps its links to root and B.
  await expect(page.locator('#structure path[data-from="1"][data-field="prev"]')).toHaveAttribute('data-to', '0');
  await expect(page.locator('#structure path[data-from="1"][data-field="next"]')).toHaveAttribute('data-to', '2');
  await expect(page.locator('#structure path[data-from="1"][data-field="next"]')).toHaveClass(/\bstale\b/);
  expect(errors).toEqual([]);
});

test('a link step draws the one link that changed at its new target, with a ghost at its old one; the code lights that assignment', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('granularity').selectOption('link');
  await page.getByRole('button', { name: 'Step', exact: true }).click();  // choose A
  await page.getByRole('button', { name: 'Step', exact: true }).click();  // R[L[A]] <- R[A]
  const changing = page.locator('#structure path.changing');
  await expect(changing).toHaveCount(1);
  await expect(changing).toHaveAttribute('data-from', '0');
  await expect(changing).toHaveAttribute('data-field', 'next');
  await expect(changing).toHaveAttribute('data-to', '2');
  const ghost = page.locator('#structure path.ghost');
  await expect(ghost).not.toHaveAttribute('hidden');
  await expect(ghost).toHaveAttribute('data-to', '1');
  expect(await ghost.getAttribute('d')).not.toBe(await changing.getAttribute('d'));
  await expect(page.locator('#code li.current')).toHaveAttribute('data-line', 'cover');
  await expect(page.locator('#code li.current .stmt.current')).toHaveText('R[L[c]] ← R[c]');
  await expect(page.locator('#code li.caller')).toHaveAttribute('data-line', 'cover-c');
  // With motion allowed, the next written link slides from its old target to its new one, then
  // settles on its drawn shape.
  const slide = await page.evaluate(() => new Promise((resolve) => {
    document.getElementById('step').click();
    const path = document.querySelector('#structure path.changing');
    const seen = { sliding: path.classList.contains('sliding'), straight: false };
    const watch = () => {
      if (/^M[\d.]+ [\d.]+L/.test(path.getAttribute('d'))) seen.straight = true;
      if (path.classList.contains('sliding')) requestAnimationFrame(watch);
      else resolve({ ...seen, end: path.getAttribute('d') });
    };
    requestAnimationFrame(watch);
  }));
  expect(slide.sliding).toBe(true);
  expect(slide.straight).toBe(true);
  expect(slide.end).not.toMatch(/L/);
  // Uncover reuses the stale links: at the first unhide the node's own links are what is written back.
  const { at, node } = await page.evaluate(() => {
    const m = globalThis.dlxViz.model;
    for (let i = 0; i < m.length; i++) if (m.op(i) === 5) return { at: i, node: m.field(i, 1) };
    return { at: -1, node: -1 };
  });
  await page.evaluate((p) => { globalThis.dlxViz.model.seek(p); }, at);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  const up = await page.locator(`#structure path[data-from="${node}"][data-field="up"]`).getAttribute('data-to');
  await expect(changing).toHaveAttribute('data-from', up);
  await expect(changing).toHaveAttribute('data-field', 'down');
  await expect(changing).toHaveAttribute('data-to', String(node));
  await expect(page.getByTestId('narration')).toContainText(`D[U[${node}]] ← ${node}`);
  // The link that was read is the node's own up link, kept while it was out: drawn as being read.
  await expect(page.locator(`#structure path[data-from="${node}"][data-field="up"]`)).toHaveClass(/\breading\b/);
  await expect(page.locator('#code li.current .stmt.current')).toHaveText('D[U[j]] ← j');
  await expect(page.locator(`#structure [data-node="${node}"] text.order`)).toHaveText('1');
});

// The options of the partial solution, read from the records (try sets a level's option, choose
// and backtrack move the depth), as the picture must show them.
function partialFromRecords(pos) {
  const trace = globalThis.dlxViz.trace, W = trace.width, R = trace.records;
  const choice = [];
  let depth = 0;
  for (let i = 0; i < pos; i++) {
    const op = R[i * W], level = R[i * W + 1];
    if (op === 0) depth = level;
    else if (op === 2) { choice[level] = R[i * W + 3]; depth = level + 1; }
    else if (op === 10) depth = level + 1;
  }
  return choice.slice(0, depth);
}

test('each preset\'s picture shows exactly the chosen options of the partial solution', async ({ page }) => {
  await openViz(page);
  await page.getByTestId('granularity').selectOption('decision');
  for (const preset of ['knuth', 'queens', 'pentomino', 'sudoku4', 'sudoku9']) {
    if (preset !== 'knuth') await choosePreset(page, preset);
    await page.getByTestId('granularity').selectOption('decision');
    for (let k = 0; k < 6; k++) {
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      const pos = await page.evaluate(() => globalThis.dlxViz.model.pos);
      const options = await page.evaluate(partialFromRecords, pos);
      const trace = await page.evaluate(() => ({ options: globalThis.dlxViz.trace.options, candidates: Array.from(globalThis.dlxViz.trace.candidates ?? []), puzzle: globalThis.dlxViz.trace.puzzle }));
      if (preset === 'knuth') {
        const rows = await page.locator('#problem tr.chosen').evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.option)));
        expect(rows.sort()).toEqual([...options].sort());
      } else if (preset === 'queens') {
        const queens = await page.locator('#problem [data-state="queen"]').evaluateAll((cells) => cells.map((c) => Number(c.dataset.cell)));
        const want = options.map((k) => { const [r, c] = trace.options[k].split(' '); return (Number(r.slice(1)) - 1) * 4 + Number(c.slice(1)) - 1; });
        expect(queens.sort()).toEqual(want.sort());
      } else if (preset === 'pentomino') {
        const cells = await page.locator('#problem .pentomino-box span').evaluateAll((spans) => spans.map((s) => s.dataset.piece || ''));
        const want = new Array(15).fill('');
        for (const k of options) {
          const [piece, ...places] = trace.options[k].split(' ');
          for (const p of places) want[Number(p[0]) * 5 + p.charCodeAt(1) - 97] = piece;
        }
        expect(cells).toEqual(want);
      } else if (preset === 'sudoku4') {
        const shown = await page.locator('#problem .sudoku-mini span').evaluateAll((spans) => spans.map((s) => (s.classList.contains('placed') || s.classList.contains('given') ? s.textContent : '.')).join(''));
        const want = [...'1.....3..4.....2'];
        for (const k of options) {
          const m = /^r(\d)c(\d) r\d#(\d)/.exec(trace.options[k]);
          want[(Number(m[1]) - 1) * 4 + Number(m[2]) - 1] = m[3];
        }
        expect(shown).toBe(want.join(''));
      } else {
        const shown = await page.getByTestId('sudoku-board').locator('span').evaluateAll((spans) => spans.map((s) => s.textContent || '.').join(''));
        const want = [...trace.puzzle];
        for (const k of options) want[trace.candidates[2 * k]] = String(trace.candidates[2 * k + 1]);
        expect(shown).toBe(want.join(''));
      }
    }
  }
});

test('the 9x9 board keeps its rows and draws its boxes; the maps have axis numbers and a colour key', async ({ page }) => {
  await openViz(page);
  await choosePreset(page, 'sudoku9');
  const rows = await page.getByTestId('sudoku-board').locator('span').evaluateAll((spans) => {
    const heights = spans.map((s) => s.getBoundingClientRect().height);
    return { min: Math.min(...heights), max: Math.max(...heights), boxTop: spans.filter((s) => s.classList.contains('box-top')).length,
      boxLeft: spans.filter((s) => s.classList.contains('box-left')).length, border: getComputedStyle(spans[27]).borderTopWidth };
  });
  // Every row the same height (an empty row once shrank to 11 px), and the box lines of a 9x9.
  expect(rows.max - rows.min).toBeLessThan(1);
  expect(rows.min).toBeGreaterThan(20);
  expect(rows.boxTop).toBe(18);
  expect(rows.boxLeft).toBe(18);
  expect(rows.border).toBe('2px');
  await expect(page.locator('#maps .map-x')).toHaveCount(4);
  await expect(page.locator('#maps .map-x').first().locator('span')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  await expect(page.locator('#maps figcaption').first()).toHaveText('Cell filled: row ↓, column →');
  await expect(page.getByTestId('size-key').locator('li')).toHaveText([/^✗ dead end/, /^0: no options left/, '1: single (forced)', '2', '3', '4 or more', 'covered']);
});

test('a Sudoku dead end at the default step size: the why line and the marked map cells name the item the words name', async ({ page }) => {
  await openViz(page);
  await choosePreset(page, 'sudoku9');
  await expect(page.getByTestId('granularity')).toHaveValue('decision');
  await page.getByLabel('Pause at a dead end').check();
  await page.getByTestId('speed').fill('100');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const why = page.getByTestId('why');
  await expect(why).toHaveText(/^Why this fails: .+ has no candidates left\.$/, { timeout: 15_000 });
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  const item = /^Why this fails: (.+) has no candidates left\.$/.exec(await why.textContent())[1];
  await expect(page.locator('#narration')).toContainText(item);
  await expect(page.locator('#narration')).toContainText('dead end');
  // Marked in each map that draws the item, and drawn at full cell size.
  const marked = page.locator('#maps .dead-end');
  expect(await marked.count()).toBeGreaterThan(0);
  const sizes = await marked.evaluateAll((cells) => cells.map((c) => [c.getBoundingClientRect().width, c.nextElementSibling?.getBoundingClientRect().width ?? c.previousElementSibling.getBoundingClientRect().width]));
  for (const [width, neighbour] of sizes) expect(Math.abs(width - neighbour)).toBeLessThan(1);
  // Once the search has backed up past it (the next decision), the line and the marks go.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(why).toHaveText('');
  await expect(page.locator('#maps .dead-end')).toHaveCount(0);
});

for (const width of [390, 320]) {
  test(`no horizontal scroll on a ${width} px phone, for every preset and with the tour open; the figure zooms`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openViz(page);
    const noScroll = async (what) => {
      const [scroll, client] = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.scrollingElement.clientWidth]);
      expect(scroll, what).toBeLessThanOrEqual(client);
    };
    for (const preset of ['knuth', 'queens', 'pentomino', 'sudoku4', 'sudoku9']) {
      if (preset !== 'knuth') await choosePreset(page, preset);
      await page.getByRole('button', { name: 'Step', exact: true }).click();
      await noScroll(preset);
    }
    await page.getByTestId('tour-start').click();
    await expect(page.getByTestId('tour')).toBeVisible();
    await noScroll('tour');
    await page.getByTestId('tour-leave').click();
    // The figure scales: + makes it wider than its frame (which then scrolls, not the page), Fit fits it.
    await choosePreset(page, 'pentomino');
    const frameWidth = await page.getByTestId('structure').evaluate((el) => el.clientWidth);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.getByTestId('structure').evaluate((el) => el.scrollWidth)).toBeGreaterThan(frameWidth);
    await noScroll('zoomed in');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    expect(await page.getByTestId('structure').evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(frameWidth + 1);
    // Every control is big enough for a finger (at least 36 px high).
    const small = await page.locator('.viz-controls button:visible, #zoom-in, #zoom-out').evaluateAll((buttons) => buttons
      .filter((b) => b.getBoundingClientRect().height < 36).map((b) => b.id));
    expect(small).toEqual([]);
  });
}

test('screenshots of every preset mid-search: phone and desktop, light and dark (test-results/viz-screens/)', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const mid = { knuth: 7, queens: 9, pentomino: 7, sudoku4: 9, sudoku9: 25 };
  await openViz(page);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [preset, steps] of Object.entries(mid)) {
      await choosePreset(page, preset);
      await page.getByTestId('granularity').selectOption('decision');
      for (let k = 0; k < steps; k++) await page.getByRole('button', { name: 'Step', exact: true }).click();
      for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1440, 1000]]) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${SHOTS}${preset}-${device}-${scheme}.png`, fullPage: true });
      }
    }
  }
});

test('on a 320 px phone the picture\'s scrolling box is a Tab stop whose arrow keys scroll it (axe: scrollable-region-focusable)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('dlx.html');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await page.getByTestId('preset').selectOption('pentomino');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  const scan = await axeBuilder(page).withRules(['scrollable-region-focusable']).analyze();
  expect(scan.violations.map((v) => v.id)).toEqual([]);
  const structure = page.getByTestId('structure');
  await structure.focus();
  const position = await page.locator('#position').textContent();
  const before = await structure.evaluate((el) => el.scrollLeft);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => structure.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  await expect(page.locator('#position')).toHaveText(position); // scrolled, not stepped
  // A desktop that shows the whole of Knuth's matrix has nothing to scroll there: no Tab stop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('preset').selectOption('knuth');
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(structure).not.toHaveAttribute('tabindex', /.*/);
});
