// A chain hint as a player meets it, on phones (320 and 390 px) and a desktop, light and dark: the
// nudge outlines a house (no wash over its cells), the whole step is drawn on candidates — two
// colours, links between candidate positions (strong solid, weak dashed), removals on red tiles
// struck through, each tile on its digit's note slot — the chain is written in the usual notation
// and in words, the panel with its buttons is on screen without scrolling, the key to the marks is
// there, and the third press of Hint, announced beforehand, does what it said. Screenshots are kept
// in test-results/screenshots/ (hint-chain-*). The position comes from the real engine: the
// grader's steps of a public puzzle up to its first chain, replayed as the link's moves.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { movesToText } from '../../web/game/moves.js';
import { loadWasmEngine } from '../js/wasm_engine.mjs';
import { digitOf, houses } from '../js/sudoku_check.mjs';
import { openGame, shareLink, status, useExpertNotation } from './game_helpers.mjs';

// From se_rated_train.tsv (SE 7.x): its hint path holds simple colouring, X-chains (Sudoku
// Explainer's: a candidate that refutes itself) and forcing chains.
const PUZZLE = '...5.....7.2.....38.5.7..6.4.6......51.6...38........1...3....6...8...45..1.54.2.';

let chain = null; // { link, step }
test.beforeAll(async () => {
  const { engine } = await loadWasmEngine();
  // The game's own hint path (hintFor on the board as Hint and Apply leave it, the candidates kept
  // as the game keeps them) up to its first X- or XY-chain that removes candidates: the hint the
  // page will find there.
  const list = houses(3, 3);
  const values = [...PUZZLE].map(digitOf);
  const masks = values.map((v, cell) => {
    if (v) return 0;
    let used = 0;
    for (const h of list) if (h.includes(cell)) for (const p of h) if (values[p]) used |= 1 << (values[p] - 1);
    return 0x1ff & ~used;
  });
  const moves = [];
  for (;;) {
    const result = await engine.hintFor(PUZZLE, values.map((v) => (v ? String(v) : '.')).join(''), masks);
    expect(result.kind, 'a chain before the end').toBe('step');
    const { step } = result;
    if (['x-chain', 'xy-chain'].includes(step.technique) && new Set(step.colours).size === 2 && !step.placements.length) {
      chain = { link: shareLink(PUZZLE, movesToText(moves)), step };
      return;
    }
    moves.push({ kind: 'step', placements: step.placements, eliminations: step.eliminations });
    for (const [cell, digit] of step.eliminations) masks[cell] &= ~(1 << (digit - 1));
    for (const [cell, digit] of step.placements) {
      values[cell] = digit;
      masks[cell] = 0;
      for (const h of list) if (h.includes(cell)) for (const p of h) masks[p] &= ~(1 << (digit - 1));
    }
  }
});

const panel = (page) => page.getByRole('region', { name: 'Hint' });

/** The box of an element in the viewport, and whether it is wholly inside. */
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return { box, inside: box.y >= 0 && box.x >= 0 && box.y + box.height <= height + 0.5 && box.x + box.width <= width + 0.5 };
}

for (const scheme of ['light', 'dark']) {
  for (const [width, height] of [[320, 640], [390, 844], [1280, 800]]) {
    test(`a chain hint on ${width}×${height}, ${scheme}: two colours, links, struck removals, the panel on screen`, async ({ page }) => {
      await useExpertNotation(page); // reads the precise form (r3c5, chain notation)
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      const problems = await openGame(page, chain.link);
      const { step } = chain;

      // 1: the nudge. The house is a thin outline; nothing is marked on candidates yet.
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(panel(page)).toBeVisible();
      await expect(panel(page)).toContainText(/It changes a cell of box \d\.|Look at/);
      expect((await onScreen(page, panel(page))).inside, 'the nudge panel is on screen').toBe(true);
      await expect(page.locator('.hint-layer .hint-house')).toHaveCount(1);
      await expect(page.locator('.hint-layer .hint-mark')).toHaveCount(0);
      expect(await page.locator('#board .cell').evaluateAll((cells) => new Set(cells.map((c) => getComputedStyle(c).backgroundColor)).size))
        .toBeLessThan(6); // no wash of hint colour over the house's cells (only the board's own shades)

      // 2: the whole step, drawn on candidates.
      await panel(page).getByRole('button', { name: 'Show the step' }).click();
      await expect(panel(page).getByRole('button', { name: 'Apply it' })).toBeVisible();
      const on = page.locator('.hint-layer .hint-on');
      const off = page.locator('.hint-layer .hint-off');
      expect(await on.count()).toBeGreaterThan(0);
      expect(await off.count()).toBeGreaterThan(0);
      const tiles = await page.locator('.hint-layer .hint-mark').count();
      expect(tiles).toBe(new Set([...step.candidates, ...step.eliminations].map(([c, d]) => `${c}:${d}`)).size);
      const links = page.locator('.hint-layer .hint-link');
      expect(await links.count()).toBe(step.links?.length || step.candidates.length - 1);
      expect(await page.locator('.hint-layer .hint-link-strong').count()).toBeGreaterThan(0);
      expect(await page.locator('.hint-layer .hint-link-weak').count()).toBeGreaterThan(0);
      expect(await page.locator('.hint-layer .hint-link-weak').first().evaluate((p) => getComputedStyle(p).strokeDasharray)).not.toBe('none');
      // Every removal is a red tile with a strike through it.
      const removals = page.locator('.hint-layer .hint-remove');
      await expect(removals).toHaveCount(step.eliminations.length);
      await expect(removals.locator('line')).toHaveCount(step.eliminations.length);
      // Each tile sits on its digit's note slot, inside its cell, large enough to read on a phone.
      const placed = await page.locator('.hint-layer .hint-mark').evaluateAll((marks) => marks.map((g) => {
        const cell = document.querySelector(`#board [data-cell="${g.dataset.cell}"]`).getBoundingClientRect();
        const tile = g.querySelector('rect').getBoundingClientRect();
        const digit = Number(g.dataset.digit);
        return {
          digit, text: g.querySelector('text').textContent, side: tile.height,
          col: Math.floor(((tile.left + tile.width / 2) - cell.left) / (cell.width / 3)),
          row: Math.floor(((tile.top + tile.height / 2) - cell.top) / (cell.height / 3)),
        };
      }));
      for (const p of placed) {
        expect(p.text).toBe(String(p.digit));
        expect([p.row, p.col]).toEqual([Math.floor((p.digit - 1) / 3), (p.digit - 1) % 3]);
        expect(p.side).toBeGreaterThanOrEqual(width < 400 ? 10 : 14);
      }
      // The words: the reasoning, the notation, and what the next press will do.
      await expect(panel(page)).toContainText(/Follow the chain: if r\dc\d is (not )?\d, (then|so)/);
      await expect(panel(page).locator('.hint-notation')).toHaveText(/^\(\d(=\d)?\)r\dc\d [=–] .* ⇒ r\dc\d/);
      const next = panel(page).locator('.hint-next');
      await expect(next).toHaveText(/^Hint again \(or Apply it\): remove \d from r\dc\d/);
      await expect(page.getByRole('button', { name: 'Hint', exact: true })).toHaveAccessibleDescription(await next.textContent());
      const shown = await onScreen(page, panel(page));
      expect(shown.inside, `the step's panel is on screen (${JSON.stringify(shown.box)})`).toBe(true);
      const board = await page.locator('#board').boundingBox();
      expect(board.y + board.height, 'some of the board is in view above the panel').toBeGreaterThan(board.height / 3);
      await page.screenshot({ path: `test-results/screenshots/hint-chain-${width}-${scheme}.png` });
      const results = await axeBuilder(page).include('#hint-panel').include('#board').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // 3: the third press of Hint does what the panel said.
      const said = (await next.textContent()).replace(/^Hint again \(or Apply it\): /, '');
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(status(page)).toHaveText(`Hint applied: ${said}`);
      await expect(page.locator('.hint-layer .hint-mark')).toHaveCount(0);
      const [cell, digit] = step.eliminations[0];
      const name = await page.locator(`#board [data-cell="${cell}"]`).getAttribute('aria-label');
      expect(name).toMatch(/notes [\d ]+$/);
      expect(name.replace(/^.*notes /, '').split(' ')).not.toContain(String(digit));
      expect(problems).toEqual([]);
    });
  }
}

test('the key to the marks opens by itself the first time only; the chain reads in Chinese too', async ({ page }) => {
  await openGame(page, chain.link);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await panel(page).getByRole('button', { name: 'Show the step' }).click();
  const key = panel(page).locator('details.hint-key');
  await expect(key).toHaveAttribute('open', '');
  await expect(key).toContainText('strong link: if one is false, the other is true');
  await expect(key).toContainText('remove');
  await panel(page).getByRole('button', { name: 'Close hint' }).click();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await panel(page).getByRole('button', { name: 'Show the step' }).click();
  await expect(key).not.toHaveAttribute('open', '');
  // Every marked cell says its role in words (the drawing itself is hidden from screen readers).
  const words = await page.locator('#board [aria-describedby^="hint-cell-"]').evaluateAll((cells) => cells.map((c) => document.getElementById(c.getAttribute('aria-describedby')).textContent));
  expect(words.some((w) => /true in the chain: \d/.test(w))).toBe(true);
  expect(words.some((w) => /false in the chain: \d/.test(w))).toBe(true);
  expect(words.some((w) => /remove \d/.test(w))).toBe(true);
  await expect(page.locator('.hint-layer')).toHaveAttribute('aria-hidden', 'true');

  await page.getByTestId('language').selectOption('zh');
  const zh = page.getByRole('region', { name: '提示' });
  await expect(zh).toContainText(/沿着链走：若第\d行第\d列(不)?是\d，(则|于是)/);
  await expect(zh.locator('.hint-notation')).toHaveText(/^\(\d(=\d)?\)r\dc\d [=–] /);
  await expect(zh.locator('.hint-next')).toHaveText(/^再按“提示”（或“应用”）：从第\d行第\d列删去\d/);
  await expect(zh.locator('details.hint-key summary')).toHaveText('标记说明');
});
