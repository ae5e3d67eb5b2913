// The search tree drawn (issue 29, item 6): at every link step of matrix (3) and 4-queens the
// picture's nodes are the trace's decisions (count, labels, depth, dead ends, solutions) and the
// highlighted path is the search's, all derived here from the engine's records alone; a node
// clicked (or Enter on it) shows the same page as stepping there by hand; a hard Sudoku keeps only
// a window of rows in the DOM with the current node in view; screenshots at 390 and 1280 px,
// light and dark, and in presentation mode.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openViz, shown } from './viz_helpers.mjs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-tree/';

async function choosePreset(page, id) {
  await page.evaluate(() => { globalThis.previousTrace = globalThis.dlxViz.trace; });
  await page.getByTestId('preset').selectOption(id);
  await page.waitForFunction(() => globalThis.dlxViz.trace !== globalThis.previousTrace);
}

// Runs in the page: Step at link granularity to the end; after each press the drawn tree is
// compared with the tree read from the worker's records up to the position.
function walkTree() {
  const trace = globalThis.dlxViz.trace, W = trace.width, R = trace.records, total = R.length / W;
  const op = (i) => R[i * W], f = (i, k) => R[i * W + k];
  const OP = { choose: 0, deadEnd: 1, tryOption: 2, uncover: 6, solution: 8, backtrack: 10 };
  const $ = (id) => document.getElementById(id);
  // The tree as the records grow it: every node with its label and depth, and the path of nodes
  // the search is on (a node leaves it when the search backs up past its level).
  const nodes = [];
  let path = [], lastDecision = null, applied = 0;
  const apply = (i) => {
    const o = op(i), level = f(i, 1);
    const add = (node) => {
      node.depth = path.length;
      nodes.push(node);
      path.push(node);
    };
    if (o === OP.choose) {
      path = path.filter((n) => n.level < level);
      add({ kind: 'choose', level, item: f(i, 2), label: `${trace.items[f(i, 2) - 1]} (${f(i, 3)})` });
    } else if (o === OP.tryOption) {
      path = path.filter((n) => n.level < level || (n.kind === 'choose' && n.level === level));
      add({ kind: 'try', level, label: trace.options[f(i, 3)] });
    } else if (o === OP.deadEnd) {
      add({ kind: 'dead-end', level, label: '✗' });
    } else if (o === OP.solution) {
      add({ kind: 'solution', level, label: '✓' });
    } else if (o === OP.backtrack) {
      path = path.filter((n) => n.level < level || (n.kind === 'choose' && n.level === level));
    } else if (o === OP.uncover && lastDecision === OP.backtrack && path.length === 1 && path[0].level === 0 && f(i, 1) === path[0].item) {
      path = [];  // level 0 has run out of options: the search is over
    }
    if ([OP.choose, OP.deadEnd, OP.tryOption, OP.solution, OP.backtrack].includes(o)) lastDecision = o;
  };
  const bad = [];
  let steps = 0, sawDead = 0, sawSolution = 0, longestPath = 0;
  for (; !$('step').disabled && steps < 5000; steps++) {
    $('step').click();
    const pos = globalThis.dlxViz.model.pos;
    for (; applied < pos; applied++) apply(applied);
    const drawn = [...document.querySelectorAll('#tree-picture [data-k]')].sort((a, b) => a.dataset.k - b.dataset.k);
    const problems = [];
    if (drawn.length !== nodes.length) problems.push(`${drawn.length} nodes drawn, the trace has ${nodes.length}`);
    drawn.forEach((g, k) => {
      const want = nodes[k];
      if (!want) return;
      const kind = ['choose', 'try', 'dead-end', 'solution'].find((c) => g.classList.contains(c));
      const label = g.querySelector('text').textContent;
      const depth = (Number(/translate\(([\d.]+)/.exec(g.getAttribute('transform'))[1]) - 15) / 18;
      if (kind !== want.kind || label !== want.label || depth !== want.depth) problems.push(`node ${k}: ${kind} "${label}" at depth ${depth}, trace: ${want.kind} "${want.label}" at ${want.depth}`);
      if (g.classList.contains('on-path') !== path.includes(want)) problems.push(`node ${k} ${want.label}: on the path ${g.classList.contains('on-path')}, trace ${path.includes(want)}`);
    });
    const current = [...document.querySelectorAll('#tree-picture .current')].map((g) => Number(g.dataset.k));
    const want = path.length ? [nodes.indexOf(path[path.length - 1])] : [];
    if (String(current) !== String(want)) problems.push(`current node ${current}, trace ${want}`);
    sawDead = Math.max(sawDead, document.querySelectorAll('#tree-picture .dead-end').length);
    sawSolution = Math.max(sawSolution, document.querySelectorAll('#tree-picture .solution').length);
    longestPath = Math.max(longestPath, path.length);
    if (problems.length && bad.length < 6) bad.push(`step ${steps + 1} (record ${pos}): ${problems.slice(0, 4).join('; ')}`);
  }
  return { steps, bad, end: globalThis.dlxViz.model.pos === total, nodes: nodes.length, sawDead, sawSolution, longestPath, summary: $('tree-summary').textContent };
}

for (const [preset, expected] of [['knuth', { steps: 169, nodes: 12, dead: 1, solutions: 1 }], ['queens', { nodes: 37, solutions: 2 }]]) {
  test(`${preset}: at every link step the drawn tree is the trace's (nodes, labels, depth, dead ends, solutions, the current path)`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await openViz(page);
    if (preset !== 'knuth') await choosePreset(page, preset);
    await page.getByTestId('granularity').selectOption('link');
    const result = await page.evaluate(walkTree);
    expect(result.bad).toEqual([]);
    expect(result.end).toBe(true);
    if (expected.steps) expect(result.steps).toBe(expected.steps);
    expect(result.nodes).toBe(expected.nodes);
    expect(result.sawSolution).toBe(expected.solutions);
    if (expected.dead) expect(result.sawDead).toBe(expected.dead);
    expect(result.longestPath).toBeGreaterThan(3);
    expect(result.summary).toMatch(new RegExp(`^${expected.nodes} nodes so far: ${expected.solutions} solutions?`));
    expect(errors).toEqual([]);
  });
}

// Everything a position shows (viz_helpers.mjs), with its record and the tree's highlighted path.
const shownHere = async (page) => ({
  ...await shown(page),
  ...await page.evaluate(() => ({
    pos: globalThis.dlxViz.model.pos,
    path: [...document.querySelectorAll('#tree-picture .on-path')].map((g) => g.dataset.k).sort().join(','),
  })),
});

test('a node clicked, or Enter on it, shows the same page as stepping there by hand', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await openViz(page);
  for (const [preset, granularity, pick] of [['knuth', 'link', '.dead-end'], ['knuth', 'cover', '.solution'], ['queens', 'decision', '.try'], ['queens', 'link', '.choose']]) {
    if (await page.getByTestId('preset').inputValue() !== preset) await choosePreset(page, preset);
    await page.getByTestId('granularity').selectOption(granularity);
    await page.getByTestId('end').click();
    const nodes = page.locator(`#tree-picture ${pick}`);
    const node = nodes.nth(Math.floor((await nodes.count()) / 2));
    const k = Number(await node.getAttribute('data-k'));
    if (pick === '.try') {
      await node.focus();
      await page.keyboard.press('Enter');
    } else {
      await node.click();
    }
    const clicked = await shownHere(page);
    // The node's record is applied, and nothing of the Step after it.
    const record = Number(await node.getAttribute('data-record'));
    expect(clicked.pos).toBeGreaterThan(record);
    expect(clicked.path.split(',')).toContain(String(k));
    await page.getByTestId('reset').click();
    await page.evaluate((target) => {
      for (let n = 0; n < 5000 && globalThis.dlxViz.model.pos < target; n++) document.getElementById('step').click();
    }, clicked.pos);
    const byHand = await shownHere(page);
    expect(byHand, `${preset} ${granularity}: node ${k}`).toEqual(clicked);
    await page.getByTestId('back').click();
    expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBeLessThanOrEqual(record);
  }
  expect(errors).toEqual([]);
});

test('the arrow keys move between nodes and keep the page\'s own keys off; Space goes there too', async ({ page }) => {
  const errors = await openViz(page);
  await page.getByTestId('granularity').selectOption('link');
  await page.getByTestId('end').click();
  const first = page.locator('#tree-picture [data-k="0"]');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#tree-picture [data-k="2"]')).toBeFocused();
  const end = await page.evaluate(() => globalThis.dlxViz.model.pos);
  expect(end).toBe(await page.evaluate(() => globalThis.dlxViz.model.length));  // the arrows did not step
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveAttribute('aria-pressed', 'false');
  const record = Number(await page.locator('#tree-picture [data-k="2"]').getAttribute('data-record'));
  const pos = await page.evaluate(() => globalThis.dlxViz.model.pos);
  expect(pos).toBeGreaterThan(record);
  expect(pos).toBeLessThan(end);
  await expect(page.locator('#tree-picture .current')).toBeFocused();
  expect(errors).toEqual([]);
});

test('a hard Sudoku: a window of rows in the DOM, the current node in view as the search goes, a click goes there', async ({ page }) => {
  const errors = await openViz(page);
  await choosePreset(page, 'sudoku9');
  await page.getByTestId('end').click();
  const total = await page.evaluate(() => globalThis.dlxViz.model.treeCount());
  expect(total).toBeGreaterThan(5000);
  await expect(page.getByTestId('tree-summary')).toContainText(`${total} nodes so far`);
  const inView = () => page.evaluate(() => {
    const box = document.getElementById('tree-picture').getBoundingClientRect();
    const current = document.querySelector('#tree-picture .current');
    const drawn = document.querySelectorAll('#tree-picture [data-k]').length;
    if (!current) return { drawn, inside: null };
    const r = current.getBoundingClientRect();
    return { drawn, inside: r.top >= box.top && r.bottom <= box.bottom };
  });
  for (let k = 0; k < 3; k++) await page.getByTestId('back').click();
  let v = await inView();
  expect(v.drawn).toBeLessThan(200);
  expect(v.inside).toBe(true);
  await page.getByTestId('reset').click();
  for (let k = 0; k < 40; k++) await page.getByTestId('step').click();
  v = await inView();
  expect(v.inside).toBe(true);
  // A click far up the tree goes there, and the window follows the search from there.
  const node = page.locator('#tree-picture .try').first();
  await node.click();
  expect(await page.evaluate(() => globalThis.dlxViz.model.pos)).toBeGreaterThan(Number(await node.getAttribute('data-record')));
  expect(errors).toEqual([]);
});

test('screenshots and axe: the tree at 390 and 1280 px, light and dark, and presented at 1280×720', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = await openViz(page, '#preset=queens&at=decision:14', { atStart: false });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]]) {
      await page.setViewportSize({ width, height });
      await page.locator('#tree-picture').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}tree-${device}-${scheme}.png` });
      const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth);
      expect(overflow, `${device} ${scheme}: no sideways scroll`).toBe(false);
    }
    const results = await axeBuilder(page).include('.tree-section').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(page.locator('#tree-picture')).toBeHidden();  // the code has the room, until asked
  const show = page.getByRole('button', { name: 'Show the tree' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#code')).toBeHidden();
  const box = await page.locator('#tree-picture').boundingBox();
  expect(box.height).toBeGreaterThan(200);
  expect(box.y + box.height).toBeLessThanOrEqual(720);
  await expect(page.locator('#tree-picture .current')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}tree-present-dark.png` });
  await page.keyboard.press('PageDown');  // the clicker still steps, and the tree follows
  await expect(page.locator('#tree-picture .current')).toBeInViewport();
  await show.click();
  await expect(page.locator('#code')).toBeVisible();
  expect(errors).toEqual([]);
});
