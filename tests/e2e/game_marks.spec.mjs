// Marking the board the way SudokuPad players do (issue 27): many cells selected at once (Shift+
// arrows, Ctrl+click, Shift+click, a drag, a finger's drag, the keypad's "Select several"),
// corner marks, centre marks and colours, each input one undoable move for the whole selection;
// saved, reloaded and shared exactly; locked after Solved. At 390 px and 1280 px, light and dark.
import { expect, test } from '@playwright/test';
import { CLASSIC, cellAt, openGame, referenceSolve, shareLink, status } from './game_helpers.mjs';
import { axeBuilder } from './axe.mjs';

const scan = async (page) => (await axeBuilder(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const names = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
const chosen = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells
  .map((c, i) => (c.getAttribute('aria-selected') === 'true' ? i : -1)).filter((i) => i >= 0));
const mode = (page, name) => page.getByTestId('keypad').getByRole('button', { name, exact: true });
const centreOf = async (locator) => {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

for (const [width, height] of [[390, 844], [1280, 900]]) {
  for (const scheme of ['light', 'dark']) {
    test.describe(`${width} px, ${scheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme: scheme });

      test('by keyboard: Shift+arrows select several; Shift, Ctrl, X, C and V mark them all in one move each', async ({ page }) => {
        const problems = await openGame(page, shareLink(CLASSIC));
        const grid = page.getByRole('grid');
        await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
        await cellAt(page, 2).click();
        await page.keyboard.press('Shift+ArrowRight');          // r1c3, r1c4
        await page.keyboard.press('Shift+ArrowDown');           // + r2c4
        await expect(status(page)).toHaveText('3 cells selected.');
        expect(await chosen(page)).toEqual([2, 3, 12]);
        // r2c4 (cell 12) is a given: marks go on the two empty cells, in one move.
        await page.keyboard.press('Shift+Digit1');
        await expect(status(page)).toHaveText('Corner mark 1 added to 2 cells.');
        await page.keyboard.press('Control+Digit2');
        await page.keyboard.press('Control+Digit6');
        await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 6, corner marks 1');
        await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 2 6, corner marks 1');
        // Colour mode (V): keys are colours, and a given takes them too.
        await page.keyboard.press('v');
        await expect(mode(page, 'Colour')).toHaveAttribute('aria-pressed', 'true');
        await page.keyboard.press('6');
        await expect(cellAt(page, 12)).toHaveAccessibleName('Row 2, Column 4, given 1, colour 6 (orange, rings)');
        await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty, notes 2 6, corner marks 1, colour 6 (orange, rings)');
        // Space cycles the modes (colour -> digit); X corner, C centre, Z digit.
        await page.keyboard.press('Space');
        await expect(mode(page, 'Digit')).toHaveAttribute('aria-pressed', 'true');
        await page.keyboard.press('x');
        await page.keyboard.press('4');
        await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 2 6, corner marks 1 4, colour 6 (orange, rings)');
        await page.keyboard.press('c');
        await expect(mode(page, 'Centre')).toHaveAttribute('aria-pressed', 'true');
        await page.keyboard.press('z');
        // Erase, one layer per press: no digit here, so the marks; then the colours.
        await page.keyboard.press('Backspace');
        await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty, colour 6 (orange, rings)');
        await page.keyboard.press('Backspace');
        await expect(cellAt(page, 12)).toHaveAccessibleName('Row 2, Column 4, given 1');
        await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty');
        // Each input was one move: six undos bring back the state after the first corner mark.
        for (let i = 0; i < 6; i++) await page.keyboard.press('Control+z');
        await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty, corner marks 1');
        await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, corner marks 1');
        // Escape goes back to one cell.
        await page.keyboard.press('Escape');
        expect((await chosen(page)).length).toBe(1);
        expect(await scan(page)).toEqual([]);
        expect(problems).toEqual([]);
      });

      test('by pointer: Ctrl+click adds and removes, Shift+click takes the rectangle, a drag the cells passed; a digit goes to all', async ({ page }) => {
        const problems = await openGame(page, shareLink(CLASSIC));
        await cellAt(page, 2).click();
        await cellAt(page, 3).click({ modifiers: ['Control'] });
        await cellAt(page, 8).click({ modifiers: ['Control'] });
        expect(await chosen(page)).toEqual([2, 3, 8]);
        await cellAt(page, 3).click({ modifiers: ['Control'] });
        expect(await chosen(page)).toEqual([2, 8]);
        await expect(status(page)).toHaveText('2 cells selected.');
        await cellAt(page, 8).click();
        expect(await chosen(page)).toEqual([8]);
        // Shift+click: the rectangle r1c9..r3c7.
        await cellAt(page, 24).click({ modifiers: ['Shift'] });
        expect(await chosen(page)).toEqual([6, 7, 8, 15, 16, 17, 24, 25, 26]);
        // The keypad's Corner mode and a digit key: every empty cell of the rectangle.
        await mode(page, 'Corner').click();
        await page.getByTestId('keypad').getByRole('button', { name: '4', exact: true }).click();
        await expect(cellAt(page, 6)).toHaveAccessibleName('Row 1, Column 7, empty, corner marks 4');
        await expect(cellAt(page, 26)).toHaveAccessibleName('Row 3, Column 9, empty, corner marks 4');
        // The same key again on cells that all have it: removed from all.
        await page.getByTestId('keypad').getByRole('button', { name: '4', exact: true }).click();
        await expect(cellAt(page, 6)).toHaveAccessibleName('Row 1, Column 7, empty');
        // A drag r5c2 -> r5c3 -> r6c3: the three empty cells passed.
        const [from, via, to] = [await centreOf(cellAt(page, 37)), await centreOf(cellAt(page, 38)), await centreOf(cellAt(page, 47))];
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(via.x, via.y, { steps: 4 });
        await page.mouse.move(to.x, to.y, { steps: 4 });
        await page.mouse.up();
        expect(await chosen(page)).toEqual([37, 38, 47]);
        // Colour mode from the keypad: its keys are the colours, named with pattern and number.
        await mode(page, 'Colour').click();
        const colourKey = page.getByTestId('keypad').getByRole('button', { name: 'colour 9 (blue, upright bars)' });
        await expect(colourKey).toBeVisible();
        await colourKey.click();
        await expect(cellAt(page, 38)).toHaveAccessibleName('Row 5, Column 3, empty, colour 9 (blue, upright bars)');
        await mode(page, 'Digit').click();
        await page.getByTestId('keypad').getByRole('button', { name: '5', exact: true }).click();
        for (const cell of [37, 38, 47]) await expect(cellAt(page, cell)).toHaveAccessibleName(/entered 5/);
        // One undo takes the three digits back.
        await page.getByTestId('keypad').getByRole('button', { name: 'Undo' }).click();
        for (const cell of [37, 38, 47]) await expect(cellAt(page, cell)).not.toHaveAccessibleName(/entered/);
        await expect(cellAt(page, 38)).toHaveAccessibleName('Row 5, Column 3, empty, colour 9 (blue, upright bars)');
        expect(await scan(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
}

test.describe('a game of marks', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('corner marks, centre marks and colours on 20 cells save, reload and share exactly; undo walks back through every move', async ({ page, browser }) => {
    await openGame(page, shareLink(CLASSIC));
    const empty = [...CLASSIC].map((s, i) => (s === '.' ? i : -1)).filter((i) => i >= 0).slice(0, 20);
    const snapshots = [await names(page)];
    const act = async (cells, keys) => {
      await cellAt(page, cells[0]).click();
      for (const cell of cells.slice(1)) await cellAt(page, cell).click({ modifiers: ['Control'] });
      for (const key of keys) {
        await page.keyboard.press(key);
        snapshots.push(await names(page));
      }
    };
    // Five groups of four cells: corner marks, centre marks, colours (and a given coloured too).
    for (let g = 0; g < 5; g++) {
      const cells = empty.slice(g * 4, g * 4 + 4);
      await act(cells, [`Shift+Digit${g + 1}`, `Control+Digit${9 - g}`, 'v', `Digit${g + 2}`, 'z']);
    }
    await act([0, empty[0]], ['v', 'Digit8', 'z']);
    // The mode keys changed nothing on the board: keep only the snapshots that moved it.
    const states = snapshots.filter((s, i) => i === 0 || JSON.stringify(s) !== JSON.stringify(snapshots[i - 1]));
    expect(states.length).toBe(1 + 5 * 3 + 1);
    const before = await names(page);
    for (const cell of empty) expect(before[cell]).toMatch(/corner marks .*colour/);

    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await names(page)).toEqual(before);

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.locator('#share-dialog');
    await dialog.getByLabel('Include my progress').check();
    const link = await dialog.getByLabel('Link to this puzzle').inputValue();
    expect(link).toContain('&moves=');
    const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await elsewhere.newPage();
    await openGame(other, link);
    expect(await names(other)).toEqual(before);
    await elsewhere.close();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Undo walks back through every move, each multi-cell move in one step.
    await cellAt(page, empty[0]).click();
    for (let i = states.length - 2; i >= 0; i--) {
      await page.keyboard.press('Control+z');
      expect(await names(page), `after undo to state ${i}`).toEqual(states[i]);
    }
    await expect(status(page)).toContainText('Back at the start.');
  });

  test('after Solved the board stays locked, for a selection and every kind of mark', async ({ page }) => {
    const solution = referenceSolve(CLASSIC, 3, 3);
    const empty = [...CLASSIC].map((s, i) => (s === '.' ? i : -1)).filter((i) => i >= 0);
    const last = empty.at(-1);
    const moves = empty.slice(0, -1).map((cell) => `p${cell},${solution[cell]}`).join(';');
    await openGame(page, shareLink(CLASSIC, moves));
    await cellAt(page, last).click();
    await page.keyboard.press(solution[last]);
    await expect(status(page)).toContainText('Solved');
    const solved = await names(page);
    await cellAt(page, 2).click();
    await cellAt(page, 3).click({ modifiers: ['Control'] });
    for (const key of ['1', 'Shift+Digit2', 'Control+Digit3', 'Backspace']) {
      await page.keyboard.press(key);
      await expect(status(page)).toHaveText(/the board is locked/);
    }
    await page.keyboard.press('v');
    await page.keyboard.press('4');
    await expect(status(page)).toHaveText(/the board is locked/);
    expect(await names(page)).toEqual(solved);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    expect(await names(page)).toEqual(solved);
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('one tap selects one cell; a finger drag selects many; "Select several" makes taps add and remove', async ({ page }) => {
    const problems = await openGame(page, shareLink(CLASSIC));
    await cellAt(page, 2).tap();
    expect(await chosen(page)).toEqual([2]);
    await cellAt(page, 3).tap();
    expect(await chosen(page)).toEqual([3]);
    // A drag with one finger, r1c3 -> r1c4 -> r2c4 (CDP touch events, as a phone sends them).
    const cdp = await page.context().newCDPSession(page);
    const path = [await centreOf(cellAt(page, 2)), await centreOf(cellAt(page, 3)), await centreOf(cellAt(page, 12))];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [path[0]] });
    for (const point of path.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await chosen(page)).toEqual([2, 3, 12]);
    // Tapped at once after that quick swipe: Chromium then drops the tap's click ("stops the
    // fling"), so a keypad that acted on click alone lost this tap about one time in seven.
    await mode(page, 'Centre').tap();
    await expect(mode(page, 'Centre')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('keypad').getByRole('button', { name: '2', exact: true }).tap();
    await expect(cellAt(page, 2)).toHaveAccessibleName('Row 1, Column 3, empty, notes 2');
    await expect(cellAt(page, 3)).toHaveAccessibleName('Row 1, Column 4, empty, notes 2');
    // Select several: taps add and remove.
    const several = mode(page, 'Select several');
    await several.tap();
    await expect(several).toHaveAttribute('aria-pressed', 'true');
    await cellAt(page, 40).tap();
    await cellAt(page, 41).tap();
    await cellAt(page, 40).tap();
    await expect(status(page)).toHaveText('4 cells selected.');
    expect(await chosen(page)).toEqual([2, 3, 12, 41]);
    await several.tap();
    await cellAt(page, 50).tap();
    expect(await chosen(page)).toEqual([50]);
    expect(problems).toEqual([]);
  });
});
