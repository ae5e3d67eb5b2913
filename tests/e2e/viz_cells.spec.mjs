// The visualizer's Dancing Cells view and Dancing Links side by side (web/viz/method_switch.js,
// cells_view.js, pair_model.js) on the real engine's traces: on each of the four small problems,
// step by decision to the end and Back to the start, and at every step the picture (the ITEM
// list's active prefix, each SET's size, position and nodes) and the counters agree with the
// engine's records replayed here; side by side, both sides move one decision per Step (Cells
// waiting out Links' late dead ends) and Back returns both. axe scans, and a 390 px phone.
import { test, expect } from '@playwright/test';
import { openViz } from './viz_helpers.mjs';
import { axeBuilder } from './axe.mjs';

const PRESETS = ['knuth', 'queens', 'pentomino', 'sudoku4'];

async function choose(page, preset, method) {
  await page.getByTestId('preset').selectOption(preset);
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await page.getByTestId('granularity').selectOption('decision');
  await page.getByTestId('method').selectOption(method);
  await expect(page.getByTestId('cells-section')).toBeVisible();
  await expect(page.getByTestId('cells-structure').locator('svg')).toBeVisible();
}

// Runs in the page: presses Step to the end and Back to the start; after every press checks what
// the Cells picture and counters show against the cells trace's records replayed here (and, side
// by side, that each side moved as the pair's rule says). Returns the press count and problems.
function walkCells(both) {
  const method = globalThis.dlxViz.method, cells = method.cells, trace = cells.trace, s = trace.structure;
  const W = trace.width, R = trace.records, op = (i) => R[i * W], f = (i, k) => R[i * W + k];
  const arrays = [Array.from(s.set), Array.from(s.loc), Array.from(s.item), [s.active, 0], new Array(s.trail).fill(0)];
  let applied = 0;
  const replay = (pos) => {
    for (; applied < pos; applied++) if (op(applied) === 7) arrays[f(applied, 1)][f(applied, 2)] = f(applied, 4);
    for (; applied > pos; applied--) if (op(applied - 1) === 7) arrays[f(applied - 1, 1)][f(applied - 1, 2)] = f(applied - 1, 3);
  };
  const $ = (id) => document.getElementById(id);
  const bad = [];
  const check = (where) => {
    const pos = cells.pos;
    replay(pos);
    const [set, , item, scalar] = arrays, active = scalar[0];
    const svg = $('cells-structure').querySelector('svg');
    const rows = [...svg.querySelectorAll('g.set-row')], labels = [...svg.querySelectorAll('g.set-label')];
    if (rows.length !== s.handle.length - 1 || labels.length !== rows.length) bad.push(`${where}: ${rows.length} rows drawn`);
    rows.forEach((row, r) => {
      const h = s.handle[r + 1], size = set[h - 1];
      const info = labels[r].querySelector('text.row-info').textContent;
      if (info !== `SIZE ${size} · POS ${set[h - 2]}`) bad.push(`${where}: item ${r + 1} shows "${info}", records say SIZE ${size} · POS ${set[h - 2]}`);
      const shown = [...row.querySelectorAll('g.cell')];
      const activeShown = shown.filter((c) => !c.classList.contains('out')).length;
      if (activeShown !== size) bad.push(`${where}: item ${r + 1} shows ${activeShown} active, size ${size}`);
      shown.forEach((c, k) => {
        if (c.querySelector('text.value').textContent !== String(set[h + k])) bad.push(`${where}: item ${r + 1} cell ${k}`);
      });
    });
    const listed = [...svg.querySelectorAll(':scope > g.cell')].slice(0, item.length);
    const activeListed = listed.filter((c) => !c.classList.contains('out')).length;
    if (activeListed !== active) bad.push(`${where}: ITEM shows ${activeListed} active, records say ${active}`);
    listed.forEach((c, k) => {
      const want = trace.items[set[item[k] - 3] - 1];
      if (c.querySelector('text.value').textContent !== want) bad.push(`${where}: ITEM[${k}] shows ${c.textContent}, records say ${want}`);
    });
    const nodes = pos ? f(pos - 1, 5) : 0, updates = pos ? f(pos - 1, 6) : 0;
    if ($('cells-nodes').textContent !== String(nodes) || $('cells-updates').textContent !== String(updates)) bad.push(`${where}: counters`);
    if (both) {
      const links = globalThis.dlxViz.model, lpos = links.pos;
      const lw = links.width, lr = links.records;
      const ln = lpos ? lr[(lpos - 1) * lw + 5] : 0, lu = lpos ? lr[(lpos - 1) * lw + 6] : 0;
      if ($('c-nodes').textContent !== String(ln) || $('c-updates').textContent !== String(lu)) bad.push(`${where}: Links counters`);
      const work = $('both-work').textContent;
      if (!work.includes(`Cells ${updates} update`) || !work.includes(`Links ${lu} update`)) bad.push(`${where}: work line "${work}"`);
    }
  };
  const positions = [];
  let presses = 0;
  check('start');
  for (; !$('step').disabled && presses < 3000; presses++) {
    const before = [globalThis.dlxViz.model.decisionsDone(), cells.decisionsDone()];
    const wait = both && method.pair.cellsWaits();
    positions.push([globalThis.dlxViz.model.pos, cells.pos]);
    $('step').click();
    check(`press ${presses + 1}`);
    if (both) {
      const links = globalThis.dlxViz.model;
      const lEnd = links.stops.decision.length - 1, cEnd = cells.stops.decision.length - 1;
      if (links.decisionsDone() !== Math.min(before[0] + 1, lEnd)) bad.push(`press ${presses + 1}: Links did not move one decision`);
      if (cells.decisionsDone() !== (wait ? before[1] : Math.min(before[1] + 1, cEnd))) bad.push(`press ${presses + 1}: Cells out of step`);
    } else if (cells.decisionsDone() !== presses + 1) bad.push(`press ${presses + 1}: not one decision`);
  }
  const ended = cells.atEnd && (!both || globalThis.dlxViz.model.atEnd);
  for (let k = positions.length - 1; k >= 0; k--) {
    $('back').click();
    check(`back ${k}`);
    if (both && (globalThis.dlxViz.model.pos !== positions[k][0] || cells.pos !== positions[k][1])) bad.push(`back ${k}: not where press ${k + 1} started`);
    if (!both && cells.pos !== positions[k][1]) bad.push(`back ${k}: position`);
  }
  return { presses, ended, atStart: cells.pos === 0 && $('back').disabled, bad: bad.slice(0, 8) };
}

for (const preset of PRESETS) {
  for (const method of ['cells', 'both']) {
    test(`${preset}, ${method === 'cells' ? 'Dancing Cells' : 'side by side'}: every decision to the end and back shows the records' arrays and counters`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = await openViz(page);
      await choose(page, preset, method);
      const walk = await page.evaluate(walkCells, method === 'both');
      expect(walk.bad).toEqual([]);
      expect(walk.presses).toBeGreaterThan(5);
      expect(walk.ended).toBe(true);
      expect(walk.atStart).toBe(true);
      expect(errors).toEqual([]);
    });
  }
}

test('matrix (3), Dancing Cells to the end: SSXC1\'s 5 nodes and 27 updates; side by side the work line and a dead end Cells saw first', async ({ page }) => {
  const errors = await openViz(page);
  await choose(page, 'knuth', 'cells');
  await page.getByTestId('end').click();
  await expect(page.getByTestId('cells-nodes')).toHaveText('5');
  await expect(page.getByTestId('cells-updates')).toHaveText('27');
  await expect(page.getByTestId('cells-narration')).toContainText('Search complete: 1 solution, 5 nodes, 27 updates');
  await page.getByTestId('method').selectOption('both');
  await expect(page.getByTestId('both-work')).toHaveText('Work so far: Cells 0 updates and 0 nodes; Links 0 updates and 0 nodes.');
  // Step until Cells waits on a dead end it saw while hiding.
  for (let k = 0; k < 20 && !(await page.getByTestId('both-why').textContent()).startsWith('Cells waits'); k++) await page.getByTestId('step').click();
  await expect(page.getByTestId('both-why')).toContainText('it saw a dead end while hiding');
  await page.getByTestId('end').click();
  await expect(page.getByTestId('both-work')).toHaveText('Work so far: Cells 27 updates and 5 nodes; Links 30 updates and 6 nodes.');
  // Predict mode asks about Dancing Links alone: it waits while Cells is shown.
  await expect(page.getByTestId('predict')).toBeDisabled();
  await page.getByTestId('method').selectOption('links');
  await expect(page.getByTestId('predict')).toBeEnabled();
  await expect(page.getByTestId('cells-section')).toBeHidden();
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds no violations (${colorScheme}): Dancing Cells and side by side`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    const errors = await openViz(page);
    const scan = async (what) => {
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`), what).toEqual([]);
    };
    await choose(page, 'knuth', 'cells');
    await page.getByTestId('step').click();
    await scan('cells');
    await page.getByTestId('method').selectOption('both');
    await page.getByTestId('step').click();
    await page.getByTestId('step').click();
    await scan('side by side');
    expect(errors).toEqual([]);
  });
}

test('a 390 px phone: side by side stacks both sides\' words and counters in one screen, each named, never scrolls sideways, and Step works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const errors = await openViz(page);
  await choose(page, 'pentomino', 'both');
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await expect(page.getByTestId('cells-nodes')).not.toHaveText('0');
  const wide = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  expect(wide).toBe(0);
  // Stacked: the Cells side below the Links words, not beside them.
  const links = await page.getByTestId('narration').boundingBox();
  const cells = await page.getByTestId('cells-narration').boundingBox();
  expect(cells.y).toBeGreaterThan(links.y + links.height);
  // ...and right after them, before either figure: both words boxes and counters fit one screen.
  const counters = await page.getByTestId('cells-counters').boundingBox();
  const figure = await page.getByTestId('structure').boundingBox();
  expect(counters.y + counters.height - links.y).toBeLessThan(800);
  expect(figure.y).toBeGreaterThan(counters.y);
  await expect(page.locator('#narration-title')).toBeVisible();
  await expect(page.locator('#narration-title')).toHaveText('Dancing Links: what happens');
  await expect(page.getByTestId('step')).toBeInViewport();
  // Back to Dancing Links alone: its words' heading is the page's own again.
  await page.getByTestId('method').selectOption('links');
  await expect(page.locator('#narration-title')).toHaveText('What happens');
  expect(errors).toEqual([]);
});

test('choosing Side by side at a finer step size steps by search decision, so the first Step moves both sides', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('preset').selectOption('queens');
  await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  await page.getByTestId('granularity').selectOption('link');
  await page.getByTestId('method').selectOption('both');
  await expect(page.getByTestId('granularity')).toHaveValue('decision');
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  const work = await page.getByTestId('both-work').textContent();
  const [, cells, links] = /Cells (\d+) updates? and \d+ nodes?; Links (\d+) updates?/.exec(work) ?? [];
  expect(Number(cells), work).toBeGreaterThan(0);
  expect(Number(links), work).toBeGreaterThan(0);
  // A finer size chosen afterwards is kept: it moves the side named under "Finer steps move".
  await page.getByTestId('granularity').selectOption('link');
  await page.getByTestId('step').click();
  await expect(page.getByTestId('granularity')).toHaveValue('link');
  expect(errors).toEqual([]);
});

// What a position of the Method shows: each side's record, the Cells words and counters, and
// side by side the comparison (the link must bring all of it back).
async function cellsShown(page) {
  return page.evaluate(() => {
    const m = globalThis.dlxViz.method, text = (id) => document.getElementById(id).textContent;
    return {
      method: m.method, links: globalThis.dlxViz.model.pos, cells: m.cells?.pos ?? -1,
      words: text('cells-narration'), counters: ['cells-nodes', 'cells-updates', 'cells-solutions'].map(text),
      work: text('both-work'), why: text('both-why'), partial: text('cells-partial'),
    };
  });
}

// "Copy link to this step", as a teacher would: the link it says (copied, or to copy by hand).
async function copiedLink(page) {
  const status = page.getByTestId('classroom-status');
  await status.evaluate((el) => { el.textContent = ''; });
  await page.getByTestId('copy-link').click();
  await expect(status).toContainText('http');
  return /(http\S+)/.exec(await status.textContent())[1];
}

test('a link to a step keeps the Method: Dancing Cells at its own step, side by side at both sides\' steps, and Back retraces', async ({ page }) => {
  const errors = await openViz(page);
  await choose(page, 'queens', 'cells');
  await page.getByTestId('granularity').selectOption('cover');
  for (let k = 0; k < 7; k++) await page.getByTestId('step').click();
  const cellsLink = await copiedLink(page);
  expect(cellsLink).toMatch(/#preset=queens&method=cells&at=cover:7$/);
  // The address bar follows too.
  await expect.poll(() => page.evaluate(() => location.href)).toBe(cellsLink);
  const cellsThere = await cellsShown(page);
  expect(cellsThere.cells).toBeGreaterThan(0);
  expect(cellsThere.links, 'Dancing Cells alone leaves Links at the start').toBe(0);

  // Side by side: decisions, then finer Steps of the Links side, so the two sides are not level.
  await page.getByTestId('method').selectOption('both');
  for (let k = 0; k < 4; k++) await page.getByTestId('step').click();
  await page.getByTestId('both-focus').selectOption('links');
  await page.getByTestId('granularity').selectOption('link');
  for (let k = 0; k < 3; k++) await page.getByTestId('step').click();
  const bothLink = await copiedLink(page);
  expect(bothLink).toMatch(/#preset=queens&method=both&at=link:\d+(\.\d+)?&cells=link:\d+(\.\d+)?&finer=links$/);
  const bothThere = await cellsShown(page);

  for (const [link, there] of [[cellsLink, cellsThere], [bothLink, bothThere]]) {
    const fresh = await page.context().newPage();
    const freshErrors = await openViz(fresh, link.slice(link.indexOf('dlx.html')), { atStart: false });
    await expect(fresh.getByTestId('method')).toHaveValue(there.method);
    await expect.poll(() => cellsShown(fresh), link).toEqual(there);
    // Back steps from there: side by side, each side goes back, never forward.
    await fresh.getByTestId('back').click();
    const back = await cellsShown(fresh);
    expect(back.cells <= there.cells && back.links <= there.links, link).toBe(true);
    expect([back.cells, back.links], link).not.toEqual([there.cells, there.links]);
    expect(freshErrors).toEqual([]);
    await fresh.close();
  }
  expect(errors).toEqual([]);
});

test('a link asking for Dancing Cells on a Sudoku says it cannot, and shows Dancing Links from the start', async ({ page }) => {
  const errors = await openViz(page, '#preset=sudoku9&method=cells&at=decision:5', { atStart: false });
  await expect(page.getByTestId('error')).toContainText('“method=cells”');
  await expect(page.getByTestId('error')).toContainText('not for a Sudoku');
  await expect(page.getByTestId('method')).toHaveValue('links');
  await expect(page.locator('#position')).toHaveText(/record 0 of \d+/);
  await page.goto('about:blank');
  const more = await openViz(page, '#preset=knuth&method=both&cells=jump:2');
  await expect(page.getByTestId('error')).toContainText('“cells=jump:2”');
  await expect(page.getByTestId('method')).toHaveValue('both');
  expect([...errors, ...more]).toEqual([]);
});

test('a link to the tour\'s Dancing Cells stop (#tour=9, as a teacher writes it) shows both methods side by side', async ({ page }) => {
  const errors = await openViz(page, '#tour=9', { atStart: false });
  await expect(page.locator('#tour-progress')).toContainText('stop 9 of');
  await expect(page.getByTestId('method')).toHaveValue('both');
  await expect(page.getByTestId('cells-section')).toBeVisible();
  await expect(page.getByTestId('both-box')).toBeVisible();
  // The address it then follows keeps the Method, so copying it keeps both sides too.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/method=both/);
  expect(errors).toEqual([]);
});
