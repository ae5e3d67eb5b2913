// Printing the game (issue 28): the Print dialog prints the puzzle alone or the position; on paper
// (Chromium's print media and page.pdf()) there is one A4 or Letter page with the title and the
// board, black on white in the dark theme too, and none of the page's controls.
import { expect, test } from '@playwright/test';
import { CLASSIC, cellAt, openGame, shareLink } from './game_helpers.mjs';

// Chromium's PDF: one "/Type /Page" object per page (the page tree is "/Type /Pages").
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

// What a printed page shows: the visible text of the page's controls (none should be), and the board.
async function onPaper(page) {
  await page.emulateMedia({ media: 'print' });
  return page.evaluate(() => {
    const shown = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const controls = [...document.querySelectorAll('button, select, input, summary, a')].filter(shown).map((el) => el.textContent.trim() || el.outerHTML.slice(0, 40));
    const cell = (i) => document.querySelectorAll('[role="gridcell"]')[i];
    const digitShown = (i) => shown(cell(i).querySelector('.digit'));
    return {
      controls,
      board: shown(document.getElementById('board')),
      title: shown(document.getElementById('game-info')) ? document.getElementById('game-info').textContent : null,
      digitShown: [0, 2].map(digitShown),
      cornerShown: shown(cell(3).querySelector('.corners')),
      background: getComputedStyle(cell(2)).backgroundColor,
      ink: getComputedStyle(cell(0)).color,
    };
  });
}

for (const scheme of ['light', 'dark']) {
  test(`Print, ${scheme}: the puzzle alone or the position, one page of A4 or Letter, no controls on it`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    await page.addInitScript(() => { window.print = () => { window.printed = (window.printed ?? 0) + 1; }; });
    const problems = await openGame(page, shareLink(CLASSIC));
    // A digit in cell 2 (empty in CLASSIC) and a corner mark in cell 3.
    await cellAt(page, 2).click();
    await page.keyboard.press('4');
    await cellAt(page, 3).click();
    await page.keyboard.press('Shift+6');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Print' });
    await expect(dialog.getByRole('radio', { name: 'The puzzle only, to solve on paper' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Print…' }).click();
    await expect.poll(() => page.evaluate(() => window.printed)).toBe(1);
    let paper = await onPaper(page);
    expect(paper.controls).toEqual([]);
    expect(paper.board).toBe(true);
    expect(paper.title).toBe('Shared 9×9');
    expect(paper.digitShown).toEqual([true, false]); // the given 5 stays, the player's 4 goes
    expect(paper.cornerShown).toBe(false);
    expect(paper.background).toBe('rgb(255, 255, 255)');
    expect(paper.ink).toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: info.outputPath(`print-puzzle-${scheme}.png`), fullPage: true });
    for (const format of ['A4', 'Letter']) expect(pageCount(await page.pdf({ format })), format).toBe(1);
    // After printing the page is itself again; then the position, with the player's marks.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await dialog.getByRole('radio', { name: 'The game as it stands: your digits, marks and colours too' }).check();
    await dialog.getByRole('button', { name: 'Print…' }).click();
    paper = await onPaper(page);
    expect(paper.controls).toEqual([]);
    expect(paper.digitShown).toEqual([true, true]);
    expect(paper.cornerShown).toBe(true);
    await page.screenshot({ path: info.outputPath(`print-position-${scheme}.png`), fullPage: true });
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('Print at 390 px: the menu offers it and its dialog fits the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openGame(page);
  const button = page.getByRole('button', { name: 'Print', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  const box = await page.getByRole('dialog', { name: 'Print' }).boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});
