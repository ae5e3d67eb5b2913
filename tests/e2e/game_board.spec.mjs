// Seeing the board: on a 320 px phone the selection (tap and keyboard focus) is drawn so that every
// note of the selected cell, and of its neighbours, stays uncovered and legible — checked from the
// rendered boxes of each note glyph against the ring's band — and the digit filter marks the chosen
// digit among the notes of every cell as well as the placed digits (a setting, on by default).
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { CLASSIC, cellAt, openGame, shareLink } from './game_helpers.mjs';

/**
 * For the cell `index`: its box, the band its selection ring covers (from outline and inset
 * box-shadow), and the box of every note glyph in it and in its eight neighbours (by Range, one
 * character at a time, so the boxes are the glyphs' own, as laid out).
 */
function measure(page, index) {
  return page.evaluate((index) => {
    const cellEl = (i) => document.querySelector(`[data-cell="${i}"]`);
    const el = cellEl(index);
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset) || 0;
    const shadow = /inset/.test(style.boxShadow) ? Math.max(...[...style.boxShadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]))) : 0;
    // The ring covers the cell's edge from `inside` px inside to `outside` px outside.
    const inside = Math.max(width ? -offset : 0, shadow);
    const outside = width ? Math.max(0, offset + width) : 0;
    const glyphs = (cell) => {
      const out = [];
      const notes = cellEl(cell)?.querySelector('.notes');
      if (!notes) return out;
      const walker = document.createTreeWalker(notes, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i += 1) {
          if (!/\S/.test(node.data[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getBoundingClientRect();
          // The ink box: the glyph's advance without the letter-spacing that follows it.
          const spacing = parseFloat(getComputedStyle(node.parentElement).letterSpacing) || 0;
          out.push({ cell, char: node.data[i], left: r.left, right: r.right - Math.max(0, spacing), top: r.top, bottom: r.bottom });
        }
      }
      return out;
    };
    const size = 9;
    const [row, col] = [Math.floor(index / size), index % size];
    const around = [];
    for (let dr = -1; dr <= 1; dr += 1) {
      for (let dc = -1; dc <= 1; dc += 1) {
        const r = row + dr;
        const c = col + dc;
        if ((dr || dc) && r >= 0 && r < size && c >= 0 && c < size) around.push(...glyphs(r * size + c));
      }
    }
    const notes = el.querySelector('.notes');
    return {
      rect: { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom },
      inside, outside, own: glyphs(index), around,
      fontPx: notes ? parseFloat(getComputedStyle(notes).fontSize) : 0,
      color: notes ? getComputedStyle(notes).color : '', background: style.backgroundColor,
    };
  }, index);
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** WCAG contrast of two rgb() colours. */
function contrast(a, b) {
  const lum = (text) => {
    const [r, g, bl] = text.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function checkReadable(m, what) {
  expect(m.own.length, what).toBe(9);                       // all nine notes are there
  const { rect, inside, outside } = m;
  // The ring's band, as boxes along the four edges.
  const band = [
    { left: rect.left - outside, right: rect.right + outside, top: rect.top - outside, bottom: rect.top + inside },
    { left: rect.left - outside, right: rect.right + outside, top: rect.bottom - inside, bottom: rect.bottom + outside },
    { left: rect.left - outside, right: rect.left + inside, top: rect.top - outside, bottom: rect.bottom + outside },
    { left: rect.right - inside, right: rect.right + outside, top: rect.top - outside, bottom: rect.bottom + outside },
  ];
  for (const glyph of [...m.own, ...m.around]) {
    for (const edge of band) expect(overlaps(glyph, edge), `${what}: note ${glyph.char} of cell ${glyph.cell} under the ring`).toBe(false);
  }
  for (const glyph of m.own) {
    expect(glyph.left >= rect.left && glyph.right <= rect.right && glyph.top >= rect.top && glyph.bottom <= rect.bottom, `${what}: note ${glyph.char} inside its cell`).toBe(true);
  }
  for (let i = 0; i < m.own.length; i += 1) {
    for (let j = i + 1; j < m.own.length; j += 1) expect(overlaps(m.own[i], m.own[j]), `${what}: notes ${m.own[i].char} and ${m.own[j].char} apart`).toBe(false);
  }
  expect(m.fontPx, `${what}: note size`).toBeGreaterThanOrEqual(7);
  expect(contrast(m.color, m.background), `${what}: note contrast on the selection`).toBeGreaterThanOrEqual(4.5);
}

for (const scheme of ['light', 'dark']) {
  test(`320 px, ${scheme}: every note of the selected cell and its neighbours stays readable, tapped or focused by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.emulateMedia({ colorScheme: scheme });
    await openGame(page, shareLink(CLASSIC));
    await page.getByRole('button', { name: 'Fill notes' }).click();
    // r3c4 gets all nine notes (by tap and the keypad in notes mode), so every note position is checked.
    const cell = 2 * 9 + 3;
    await cellAt(page, cell).click();
    await page.getByRole('button', { name: 'Erase' }).click();
    await page.getByRole('button', { name: 'Centre', exact: true }).click();
    for (let d = 1; d <= 9; d += 1) await page.getByTestId('keypad').getByRole('button', { name: String(d), exact: true }).click();
    await page.getByRole('button', { name: 'Centre', exact: true }).click();
    await expect(cellAt(page, cell)).toHaveAccessibleName('Row 3, Column 4, empty, notes 1 2 3 4 5 6 7 8 9');
    await cellAt(page, cell).click();
    checkReadable(await measure(page, cell), 'tapped');
    // Keyboard focus draws its own, heavier ring: still clear of every note.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(cellAt(page, cell)).toBeFocused();
    const focused = await measure(page, cell);
    expect(focused.outside + focused.inside).toBeGreaterThan(0); // there is a ring to check against
    checkReadable(focused, 'keyboard focus');
    await page.locator('#board').screenshot({ path: `test-results/screenshots/selected-notes-320-${scheme}.png` });
  });
}

test('the digit filter marks the chosen digit among every cell\'s notes and where it is placed; a setting, on by default', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('button', { name: 'Fill notes' }).click();
  const hits = () => page.locator('#board .note-hit').evaluateAll((spans) => spans.map((s) => s.textContent));
  const notesWith = (digit) => page.locator('#board .notes').evaluateAll((notes, d) => notes.filter((n) => n.textContent.includes(d)).length, digit);

  // Selecting a cell that holds 5 (r1c1, a given): every note 5 is marked, and only those.
  await cellAt(page, 0).click();
  const five = await hits();
  expect(five.length).toBe(await notesWith('5'));
  expect(five.length).toBeGreaterThan(0);
  expect(new Set(five)).toEqual(new Set(['5']));
  const placed = await page.locator('#board .cell.same').evaluateAll((cells) => cells.map((c) => c.textContent));
  expect(placed.length).toBe([...CLASSIC].filter((s) => s === '5').length);
  expect(new Set(placed)).toEqual(new Set(['5']));

  // Noting a digit in an empty cell (keypad, notes mode) chooses it: the filter follows.
  await cellAt(page, 2).click();
  await page.getByRole('button', { name: 'Centre', exact: true }).click();
  await page.getByTestId('keypad').getByRole('button', { name: '7', exact: true }).click();
  await expect.poll(hits).not.toContain('5');
  expect((await hits()).length).toBe(await notesWith('7'));
  await page.locator('#board').screenshot({ path: 'test-results/screenshots/digit-filter-7.png' });
  const results = await axeBuilder(page).include('#board').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  // Off in the settings: no note is marked; back on after a reload it stays as chosen (off).
  await page.locator('#settings-panel summary').click();
  const setting = page.getByLabel('Digit filter: mark the chosen digit in every cell and among the notes');
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await cellAt(page, 0).click();
  expect(await hits()).toEqual([]);
  expect(await page.locator('#board .cell.same').count()).toBe(0);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await cellAt(page, 0).click();
  expect(await hits()).toEqual([]);
});

test('digit first: the picked digit is marked among the notes before any cell is tapped', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await page.getByRole('button', { name: 'Fill notes' }).click();
  await page.locator('#settings-panel summary').click();
  await page.getByLabel('Digit first: pick a digit, then tap cells').check();
  await page.getByTestId('keypad').getByRole('button', { name: '4', exact: true }).click();
  const hits = await page.locator('#board .note-hit').evaluateAll((spans) => spans.map((s) => s.textContent));
  expect(hits.length).toBeGreaterThan(0);
  expect(new Set(hits)).toEqual(new Set(['4']));
});

test('a cell with the keyboard focus looks different from one selected while the focus is elsewhere', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await cellAt(page, 2).click();
  await page.keyboard.press('ArrowRight'); // keyboard focus: :focus-visible
  const look = (cell) => cellAt(page, cell).evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, halo: style.boxShadow };
  });
  const focused = await look(3);
  expect(focused.outline).toBe('solid');
  expect(focused.halo).not.toBe('none');
  await page.locator('#actions [data-action="hint"]').focus();
  const selected = await look(3);
  expect(selected.outline).toBe('solid'); // still selected: its ring stays
  expect(selected.halo).toBe('none');     // but not focused: no halo
});
