// Shared pieces of the game's Playwright tests: opening the page (collecting console problems),
// reading the board through its accessible names only (as a screen reader would), and an
// independent backtracking solver so the tests never carry a hard-coded answer.
import { expect } from '@playwright/test';
import { shareUrl } from '../../web/game/share.js';
import { digitOf, houses, symbolOf } from '../js/sudoku_check.mjs';

export const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Opens the page and waits until the first game is on the board; returns the console problems. */
export async function openGame(page, url = './') {
  const problems = [];
  page.on('console', (msg) => {
    if (['error', 'warning'].includes(msg.type())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(url);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  return problems;
}

/** The page's share link (web/game/share.js) for a line-form puzzle, with optional moves text. */
export function shareLink(puzzle, moves = null) {
  return shareUrl('./', { puzzle, moves });
}

/**
 * Every cell as its accessible name says: { name, given, symbol ('.' when empty), notes, invalid }.
 * The name is the only source, so these tests also check what a screen reader hears.
 */
export function readBoard(page) {
  return page.getByRole('gridcell').evaluateAll((cells) => cells.map((cell) => {
    const name = cell.getAttribute('aria-label');
    // A variant's houses and cage come between the position and the content ("on the main diagonal, ").
    const m = /^Row (\d+), Column (\d+), (?:(?:region \d+|on the (?:main |anti-)diagonal|window \d+|cage of \d+ cells? summing to \d+), )*(?:(given|entered|revealed) (\w)|empty)(?:, notes ([\w ]+?))?(?:, |$)/.exec(name);
    return {
      name,
      row: m ? Number(m[1]) : 0,
      col: m ? Number(m[2]) : 0,
      kind: m ? (m[3] ?? 'empty') : 'unreadable',
      given: m?.[3] === 'given',
      symbol: m?.[4] ?? '.',
      notes: m?.[5] ? m[5].split(' ') : [],
      invalid: cell.getAttribute('aria-invalid') === 'true',
      readonly: cell.getAttribute('aria-readonly') === 'true',
    };
  }));
}

/** The puzzle on the board (givens only) and its side. */
export async function boardPuzzle(page) {
  const cells = await readBoard(page);
  return { puzzle: cells.map((c) => (c.given ? c.symbol : '.')).join(''), size: Math.sqrt(cells.length), cells };
}

/** The board as shown (givens and entries), line form. */
export async function boardLine(page) {
  return (await readBoard(page)).map((c) => c.symbol).join('');
}

/** The first solution of `puzzle` by plain backtracking (fewest candidates first), or null. */
export function referenceSolve(puzzle, boxRows, boxCols) {
  const n = boxRows * boxCols;
  const digits = [...puzzle].map(digitOf);
  const list = houses(boxRows, boxCols);
  const housesOf = Array.from({ length: n * n }, () => []);
  list.forEach((house, h) => house.forEach((cell) => housesOf[cell].push(h)));
  const used = new Array(list.length).fill(0);
  for (let cell = 0; cell < n * n; cell++) {
    if (digits[cell]) for (const h of housesOf[cell]) used[h] |= 1 << (digits[cell] - 1);
  }
  const search = () => {
    let best = -1, bestMask = 0, bestSize = n + 1;
    for (let cell = 0; cell < n * n; cell++) {
      if (digits[cell]) continue;
      let mask = (1 << n) - 1;
      for (const h of housesOf[cell]) mask &= ~used[h];
      let size = 0;
      for (let m = mask; m; m &= m - 1) size++;
      if (size < bestSize) [best, bestMask, bestSize] = [cell, mask, size];
      if (size === 0) return false;
    }
    if (best < 0) return true;
    for (let d = 1; d <= n; d++) {
      const bit = 1 << (d - 1);
      if (!(bestMask & bit)) continue;
      digits[best] = d;
      for (const h of housesOf[best]) used[h] |= bit;
      if (search()) return true;
      for (const h of housesOf[best]) used[h] &= ~bit;
      digits[best] = 0;
    }
    return false;
  };
  return search() ? digits.map(symbolOf).join('') : null;
}

/** The digits (symbols) no peer of `cell` holds in `line` (a 9x9 board unless told). */
export function candidates(line, cell, boxRows = 3, boxCols = 3) {
  const seen = new Set();
  for (const house of houses(boxRows, boxCols)) {
    if (house.includes(cell)) house.forEach((peer) => seen.add(line[peer]));
  }
  const n = boxRows * boxCols;
  return Array.from({ length: n }, (_, i) => symbolOf(i + 1)).filter((s) => !seen.has(s));
}

/** The gridcell at 0-based index `cell` of a board of side `size`, found by its name. */
export function cellAt(page, cell, size = 9) {
  const name = new RegExp(`^Row ${Math.floor(cell / size) + 1}, Column ${(cell % size) + 1},`);
  return page.getByRole('gridcell', { name });
}

export const status = (page) => page.getByRole('status');

/** Presses Solve and says yes to the question it asks first. */
export async function solveByButton(page) {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Solve the puzzle?' }).getByRole('button', { name: 'Solve it' }).click();
}

/**
 * Turns on the "Expert notation" setting before the page loads (once per tab: a reload keeps what
 * the page saved), for tests that read the hints' precise form (r3c5, SE ranges, chain notation).
 */
export async function useExpertNotation(page) {
  const { encode } = await import('../../web/game/storage.js');
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('expert-notation-seeded')) {
      localStorage.setItem('dlx-sudoku:settings', text);
      sessionStorage.setItem('expert-notation-seeded', '1');
    }
  }, encode({ expertNotation: true }));
}

/** Places the solution's digit in the first cell that is empty on the board; returns that cell. */
export async function playOneMove(page) {
  const { puzzle, size, cells } = await boardPuzzle(page);
  const solution = referenceSolve(puzzle, size === 9 ? 3 : 2, size === 9 ? 3 : size / 2);
  const cell = cells.findIndex((c) => c.kind === 'empty');
  await cellAt(page, cell, size).click();
  await page.keyboard.press(solution[cell]);
  await expect(cellAt(page, cell, size)).toHaveAccessibleName(new RegExp(`entered ${solution[cell]}`));
  return cell;
}
