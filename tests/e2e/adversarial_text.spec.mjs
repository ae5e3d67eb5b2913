// Hostile text in every text input the page has (issue 33): share links (#puzzle=, #moves=), the
// import dialog, the visualizer's DLX1 text, Sudoku box and 0/1 grid, and the bench page's list,
// each fed one fixed list of strings: HTML, terminal control sequences, bidi overrides, fullwidth,
// Arabic-Indic and mathematical digits, zero-width spaces, and a 1 MB paste. Every answer must be
// a refusal in words (no raw i18n key), no element may be injected, no bidi control may reach the
// words on screen raw, and the page must still work afterwards. Bounded: 8 strings, 6 inputs.
import { expect, test } from '@playwright/test';
import { CLASSIC, openGame } from './game_helpers.mjs';
import { openViz } from './viz_helpers.mjs';

const MEGABYTE = '5'.repeat(1024 * 1024);
const HOSTILE = [
  ['html', '<img src=x onerror="window.__pwned=1"><b>bold</b>'],
  ['terminal', '\u001b]0;PWNED\u0007\u001b[31mRED'],
  ['bidi override', `53..7\u202E....6..195`],
  ['fullwidth digits', '５３..７....６..１９５'],
  ['Arabic-Indic digits', '٥٣..٧....٦..١٩٥'],
  ['mathematical digits', '𝟓𝟑..𝟕....𝟔..𝟏𝟗𝟓'],
  ['zero-width space', '53..7\u200B....6..195'],
  ['1 MB paste', MEGABYTE],
];
// A catalogue key shown raw looks like "imp.too_large" or "link.rules_bad".
const RAW_KEY = /\b(?:viz|imp|link|ctl|hint|bench|share|variant|level|tabs|site)\.[a-z_]+(?:\.[a-z_]+)*\b/;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** What every answer must hold: words, no raw key, no raw bidi control outside an isolate, nothing injected. */
async function expectSafeRefusal(page, locator, what) {
  await expect(locator, what).not.toHaveText('');
  const text = await locator.innerText();
  expect(text, what).not.toMatch(RAW_KEY);
  // FSI (U+2068) ... PDI (U+2069) isolate a quote; any other bidi control is the user's own.
  expect(text.replace(/\u2068|\u2069/g, ''), what).not.toMatch(BIDI);
  expect(text.includes('\u001b'), what).toBe(false);
  expect(await page.locator('img[src="x"], b:text("bold")').count(), what).toBe(0);
  expect(await page.evaluate(() => globalThis.__pwned), what).toBeUndefined();
}

test('share links: every hostile puzzle and moves text is refused in words, and the game still plays', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const { baseURL } = testInfo.project.use;
  // A fresh browser profile per link: a saved game of the same puzzle would be continued instead.
  const fresh = async (hash) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    return { context, page, problems: await openGame(page, `./${hash}`) };
  };
  for (const [name, text] of HOSTILE) {
    for (const [param, hash] of [['puzzle', `#puzzle=${encodeURIComponent(text)}`], ['moves', `#puzzle=${CLASSIC}&moves=${encodeURIComponent(text)}`]]) {
      const { context, page, problems } = await fresh(hash);
      await expectSafeRefusal(page, page.getByTestId('notices'), `${name} in ${param}`);
      await expect(page.getByRole('gridcell')).toHaveCount(81);  // a game is on the board all the same
      expect(problems.filter((p) => /pageerror/.test(p)), name).toEqual([]);
      await context.close();
    }
  }
  // The bidi override is named, not acted on; bold digits are counted as characters.
  let { context, page } = await fresh(`#puzzle=${encodeURIComponent('𝟓'.repeat(50))}`);
  await expect(page.getByTestId('notices')).toContainText('has 50 characters');
  await context.close();
  ({ context, page } = await fresh(`#puzzle=${CLASSIC}&moves=${encodeURIComponent('P1,5\u202E')}`));
  await expect(page.getByTestId('notices')).toContainText("'P1,5<U+202E RIGHT-TO-LEFT OVERRIDE>' is not a move this app writes");
  await context.close();
});

test('import dialog: every hostile text is refused in words; a grid whose rows start with U+202E names it; a good puzzle then reads', async ({ page }) => {
  await openGame(page);
  await page.getByRole('button', { name: 'Create / import' }).click();
  const dialog = page.locator('#import-dialog');
  const meter = dialog.getByRole('status').first();
  const text = dialog.getByLabel('Puzzle text');
  for (const [name, hostile] of HOSTILE) {
    await text.fill(hostile);
    await expect(meter, name).toContainText(/Cannot read this puzzle|Text too large/);
    await expectSafeRefusal(page, meter, name);
  }
  // The engine quotes what it cannot read: right-to-left digits in the quote are set apart.
  await text.fill(HOSTILE.find(([name]) => name === 'Arabic-Indic digits')[1]);
  await expect(meter).toContainText('\u2068٥');
  const rows = CLASSIC.match(/.{9}/g).map((row) => `\u202E${row}`).join('\n');
  await text.fill(rows);
  await expect(meter).toContainText('Line 1, column 1 holds U+202E RIGHT-TO-LEFT OVERRIDE');
  await expect(meter).not.toContainText('\u202E');
  await text.fill(CLASSIC);
  await expect(meter).toContainText('Exactly one solution');
});

test('visualizer: hostile DLX1 text, Sudoku text and grid names are refused or drawn as text; a good problem then loads', async ({ page }) => {
  const errors = await openViz(page);
  await page.locator('#custom-box summary').click();
  const error = page.getByTestId('error');
  for (const [name, hostile] of HOSTILE) {
    await page.getByTestId('dlx1-text').fill(`A ${hostile}\nA\n${hostile}\n`);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    // Control and format characters and the megabyte are always refused; HTML and digits of other
    // scripts are names like any other: drawn as text, or refused by the engine's rule of at most
    // 8 bytes a name (a fullwidth digit is 3), said safely either way.
    await expect(page.locator('#position')).not.toHaveText(/^$/);
    if (['terminal', 'bidi override', 'zero-width space', '1 MB paste'].includes(name) || (await error.innerText()) !== '') {
      await expectSafeRefusal(page, error, `DLX1 ${name}`);
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.locator('#puzzle-text').fill(hostile);
    await page.locator('#load-puzzle').click();
    await expectSafeRefusal(page, error, `Sudoku ${name}`);
  }
  await page.getByTestId('dlx1-text').fill('A B\u202E\nA\nB\u202E\n');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(error).toHaveText(/^Line 1, column 4 holds U\+202E RIGHT-TO-LEFT OVERRIDE/);
  // Names in other scripts are drawn as text in the grid editor and isolated in the words.
  await page.getByTestId('dlx1-text').fill('٥ ５ <b>x</b>\n٥ ５\n<b>x</b>\n');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(error).toHaveText('');
  await page.locator('#grid-toggle').click();
  await expect(page.locator('#grid-editor th')).toContainText(['٥', '５', '<b>x</b>']);
  expect(await page.locator('#grid-editor b, #structure b').count()).toBe(0);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(page.locator('#narration')).toContainText('\u2068٥\u2069');
  expect(errors).toEqual([]);
});

test('bench page: every hostile list is refused line by line in words, and a good list is then read', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('bench.html');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('set').selectOption('own');
  const status = page.locator('#status');
  for (const [name, hostile] of HOSTILE) {
    await page.getByTestId('own-text').fill(hostile);
    await page.locator('#run').click();
    await expect(page.locator('#run')).toBeEnabled({ timeout: 30_000 });
    await expect(status, name).toContainText(/not a puzzle the engine can time|no puzzle/);
    await expectSafeRefusal(page, status, `bench ${name}`);
  }
  await page.getByTestId('own-text').fill(`${CLASSIC}\n`);
  await page.getByTestId('min-time').selectOption('200');
  await page.locator('#run').click();
  await expect(page.locator('#results tbody tr th')).toHaveText(['Your list: 1 puzzle'], { timeout: 45_000 });
});
