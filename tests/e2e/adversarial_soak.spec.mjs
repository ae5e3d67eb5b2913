// The standing adversarial suite, a soak (issue 33): 2,000 moves of every kind (digits, corner and
// centre marks, colours, erase, undo and redo) in one game, in four rounds of 500. At the start and
// the end it records the JS heap (after a garbage collection), the save's size and the reload
// time, and prints them; it asserts only what is sure: every move survives a reload, and the save
// grows linearly in the moves (the same bytes per recorded move in every round, within a factor of
// two). Timings are printed, never asserted. Bounded: 1 case, about 30 s with one worker.
import { expect, test } from '@playwright/test';
import { CLASSIC, openGame, shareLink } from './game_helpers.mjs';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 4);
const PER_ROUND = Number(process.env.SOAK_PER_ROUND ?? 500);

/**
 * Plays `count` actions with synthetic key presses on the board (the page's own keyboard handler,
 * without a round trip per key): from `start`, each action moves to the next empty cell of the
 * puzzle and does the next kind, in turn; undo and redo stay where they are. Returns where it ended.
 */
function playRound(page, start, count) {
  return page.evaluate(({ puzzle, start: from, count: n }) => {
    const grid = document.getElementById('board');
    const press = (key, { code, shift = false, ctrl = false } = {}) => {
      const target = grid.contains(document.activeElement) ? document.activeElement : grid.querySelector('[role="gridcell"]');
      target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey: shift, ctrlKey: ctrl, bubbles: true, cancelable: true }));
    };
    const empty = [...puzzle].map((c, i) => (c === '.' ? i : -1)).filter((i) => i >= 0);
    const cells = grid.querySelectorAll('[role="gridcell"]');
    const goTo = (cell) => { // a press on the cell, as a tap is (no click: that would activate it)
      cells[cell].dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse', isPrimary: true }));
      document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerType: 'mouse', isPrimary: true }));
    };
    const digitKey = (d, options = {}) => press(String(d), { code: `Digit${d}`, ...options });
    const KINDS = [
      (d) => digitKey(d),
      (d) => digitKey(d, { shift: true }),   // corner mark
      (d) => digitKey(d, { ctrl: true }),    // centre mark
      (d) => { press('v'); digitKey(d); press('z'); }, // a colour, then back to digits
      () => press('Backspace'),
      () => press('z', { ctrl: true }),       // undo
      () => press('y', { ctrl: true }),       // redo
    ];
    let step = from;
    for (let i = 0; i < n; i++, step++) {
      const kind = step % KINDS.length;
      if (kind < 5) goTo(empty[Math.floor(step / KINDS.length * 5 + kind) % empty.length]);
      KINDS[kind]((step % 9) + 1);
    }
    return step;
  }, { puzzle: CLASSIC, start, count });
}

/** What is measured at a moment of the soak: heap after GC, the save's size, the moves it records. */
async function measure(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const save = await page.evaluate(() => localStorage.getItem('dlx-sudoku:game') ?? '');
  const moves = JSON.parse(save).data.game.moves;
  return { heapBytes: usedSize, saveBytes: save.length, recorded: moves === '' ? 0 : moves.split(';').length, moves };
}

async function reloadMs(page) {
  const started = Date.now();
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return Date.now() - started;
}

test('2,000 moves of every kind in one game: nothing lost, the save linear in the moves (figures printed)', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await openGame(page, shareLink(CLASSIC));
  const cdp = await page.context().newCDPSession(page);
  await page.getByRole('gridcell').first().click();
  const start = { ...(await measure(page, cdp)), reloadMs: await reloadMs(page) };
  await page.getByRole('gridcell').first().click();

  const rounds = [];
  let step = 0;
  for (let round = 0; round < ROUNDS; round++) {
    step = await playRound(page, step, PER_ROUND);
    rounds.push(await measure(page, cdp));
  }
  const end = { ...rounds.at(-1) };
  const board = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  end.reloadMs = await reloadMs(page);
  // Every move survives: the reloaded page shows the same board and saves the same moves.
  expect(await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')))).toEqual(board);
  expect((await measure(page, cdp)).moves).toBe(end.moves);

  const figures = { start, rounds: rounds.map(({ moves, ...rest }) => rest), end: { ...end, moves: undefined } };
  console.log(`soak: ${step} actions, ${end.recorded} moves recorded\n${JSON.stringify(figures, (k, v) => (k === 'moves' ? undefined : v), 1)}`);
  expect(step).toBe(ROUNDS * PER_ROUND);
  expect(end.recorded).toBeGreaterThan(ROUNDS * PER_ROUND * 0.5); // undo/redo pairs cancel; the rest are moves
  // Linear: each round adds about the same bytes per recorded move as the first.
  const perMove = rounds.map((r, i) => {
    const before = i === 0 ? start : rounds[i - 1];
    return (r.saveBytes - before.saveBytes) / (r.recorded - before.recorded);
  });
  for (const bytes of perMove) {
    expect(bytes).toBeGreaterThan(perMove[0] / 2);
    expect(bytes).toBeLessThan(perMove[0] * 2);
  }
  expect(problems).toEqual([]);
});
