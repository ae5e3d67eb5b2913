// Words, code and picture agree at every step (issue 12): the visualizer is stepped through the
// whole search of matrix (3), the pentominoes and the 4x4 Sudoku at every step size, and at EACH
// step the item the narration names is the one highlighted in the picture, the highlighted line of
// pseudo-code is the one the last event of the engine's trace belongs to, and the counters are the
// engine's. The expectations are computed here from the trace the worker sent (its records, as
// exact_cover_trace.hpp defines them), never from the page's own words or model.
import { expect, test } from '@playwright/test';
import { openViz } from './viz_helpers.mjs';


async function choosePreset(page, id) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption(id);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

// Runs in the page: presses Step (the button itself) until the end, and after every press compares
// the DOM with what the engine's records say. Returns the number of steps and the first mismatches.
function walk(granularity) {
  const trace = globalThis.dlxViz.trace;
  const W = trace.width, R = trace.records, top = trace.structure.top;
  const op = (i) => R[i * W], f = (i, k) => R[i * W + k];
  const OP = { choose: 0, deadEnd: 1, tryOption: 2, cover: 3, hide: 4, unhide: 5, uncover: 6, write: 7, solution: 8, backtrack: 10 };
  const attached = new Set([7, 9, 11, 12]);
  const n = R.length / W;
  // The item chosen at the current level just before record i (an uncover of it is the backup).
  const chosenBefore = new Int32Array(n + 1);
  {
    let level = 0;
    const chosen = [];
    for (let i = 0; i < n; i++) {
      chosenBefore[i] = chosen[level] ?? 0;
      if (op(i) === OP.choose) { level = f(i, 1); chosen[level] = f(i, 2); chosenBefore[i] = 0; }
      if (op(i) === OP.tryOption || op(i) === OP.backtrack) level = f(i, 1);
    }
  }
  const lastEvent = (pos) => { for (let i = pos - 1; i >= 0; i--) if (!attached.has(op(i))) return i; return -1; };
  const coverOf = (i) => { while (op(i) !== OP.cover) i--; return i; };
  const uncoverOf = (i) => { while (op(i) !== OP.uncover) i++; return i; };
  const name = (item) => {
    const s = trace.items[item - 1];
    let m = /^r(\d+)c(\d+)$/.exec(s);
    if (m) return `cell r${m[1]}c${m[2]}`;
    m = /^([rcb])(\d+)#(\d+)$/.exec(s);
    if (m) return `digit ${m[3]} in ${{ r: 'row', c: 'column', b: 'box' }[m[1]]} ${m[2]}`;
    return s;
  };
  function expected(pos) {
    const e = lastEvent(pos);
    if (e < 0) return { item: -1, line: 'search' };
    const next = pos < n ? op(pos) : -1;
    switch (op(e)) {
      case OP.choose: case OP.deadEnd: return { item: f(e, 2), line: 'choose' };
      case OP.tryOption: return { item: top[f(e, 2)], line: 'try' };
      case OP.solution: return { item: -1, line: 'solved' };
      case OP.backtrack: return { item: f(e, 2), line: 'recurse' };
      case OP.cover: case OP.hide: {
        const head = coverOf(e), item = op(e) === OP.hide && granularity === 'link' ? f(e, 2) : f(head, 1);
        if (next === OP.write || next === OP.hide) return { item, line: op(e) === OP.cover ? 'cover' : 'hide' };
        const before = lastEvent(head);
        return { item, line: before >= 0 && (op(before) === OP.choose || op(before) === OP.deadEnd) ? 'cover-c' : 'cover-j' };
      }
      case OP.unhide: return { item: granularity === 'link' ? f(e, 2) : f(uncoverOf(e), 1), line: 'unhide' };
      case OP.uncover: {
        if (next === OP.write) return { item: f(e, 1), line: 'uncover' };
        return { item: f(e, 1), line: f(e, 1) === chosenBefore[e] ? 'uncover-c' : 'uncover-j' };
      }
      default: return { item: -1, line: '?' };
    }
  }
  const $ = (id) => document.getElementById(id);
  const bad = [];
  let steps = 0;
  for (; !$('step').disabled && steps < 20000; steps++) {
    $('step').click();
    const pos = globalThis.dlxViz.model.pos;
    const want = expected(pos);
    const narration = $('narration');
    const current = [...document.querySelectorAll('#structure .header.current')].map((g) => Number(g.dataset.item));
    const line = [...document.querySelectorAll('#code li.current')].map((li) => li.dataset.line);
    const problems = [];
    if (Number(narration.dataset.item) !== want.item) problems.push(`narration names item ${narration.dataset.item}, want ${want.item}`);
    if (want.item > 0 && !narration.textContent.includes(name(want.item))) problems.push(`text lacks "${name(want.item)}"`);
    if (JSON.stringify(current) !== JSON.stringify(want.item > 0 ? [want.item] : [])) problems.push(`highlighted ${current}, want ${want.item}`);
    if (line.length !== 1 || line[0] !== want.line) problems.push(`code line ${line}, want ${want.line}`);
    if ($('c-nodes').textContent !== String(f(pos - 1, 5)) || $('c-updates').textContent !== String(f(pos - 1, 6))) problems.push('counters');
    if (problems.length && bad.length < 5) bad.push(`${granularity} step ${steps + 1} (record ${pos}): ${problems.join('; ')}: "${narration.textContent}"`);
  }
  return { steps, bad, end: globalThis.dlxViz.model.pos === n };
}

for (const preset of ['knuth', 'pentomino', 'sudoku4']) {
  test(`${preset}: at every step of every step size, the item named is the item highlighted and the code line is the last event's`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openViz(page);
    if (preset !== 'knuth') await choosePreset(page, preset);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const granularity of ['link', 'cover', 'decision', 'solution']) {
      await page.getByTestId('granularity').selectOption(granularity);
      await page.evaluate(() => { if (!document.getElementById('reset').disabled) document.getElementById('reset').click(); });
      const result = await page.evaluate(walk, granularity);
      expect(result.bad, `${preset} at ${granularity}`).toEqual([]);
      expect(result.end).toBe(true);
      expect(result.steps).toBeGreaterThan(1);
    }
    expect(errors).toEqual([]);
  });
}

test('the issue\'s reproductions: pentominoes five search decisions, matrix (3) step 5, the 9x9 singles', async ({ page }) => {
  await openViz(page);
  // Matrix (3), cover steps: the fifth step is not a repeat of "choose A" after cover(A).
  await page.getByTestId('granularity').selectOption('cover');
  const seen = [];
  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    seen.push(await page.getByTestId('narration').textContent());
  }
  expect(seen.filter((s) => s.startsWith('Level 0: choose item A'))).toHaveLength(1);
  // Pentominoes, five search decisions: N is chosen and covered, and the words say both, and why
  // items now at size 0 are not (yet) a dead end.
  await choosePreset(page, 'pentomino');
  await page.getByTestId('granularity').selectOption('decision');
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  const words = await page.getByTestId('narration').textContent();
  expect(words).toContain('choose item N');
  expect(words).toContain('cover(N)');
  expect(words).toContain('except through N');
  await expect(page.locator('#code li.current')).toHaveAttribute('data-line', 'cover-c');
  await expect(page.locator('#structure .header.current')).toHaveAttribute('data-item', String(await page.evaluate(() => globalThis.dlxViz.trace.items.indexOf('N') + 1)));
  // The 9x9: the count of single-option items is the one the state shows, and a choice of an item
  // with one option says it had one before it was covered.
  await choosePreset(page, 'sudoku9');
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Step', exact: true }).click();
  const singles = await page.evaluate(() => {
    const m = globalThis.dlxViz.model;
    let k = 0;
    for (let i = 1; i <= m.primary; i++) if (!m.covered[i] && m.links.size[i] === 1) k++;
    return k;
  });
  await expect(page.locator('#singles')).toContainText(`${singles} item`);
});
