// The visualizer in the classroom (issue 29): a link for every step (opened in a fresh browser it
// shows the same page as stepping there by hand; the address follows the steps without filling the
// history; malformed addresses are refused with what, where and why), presentation mode (figure,
// words and code on a 1280×720 and a 1920×1080 screen, node numbers >= 16 px, a slide clicker's
// keys), the figure saved as SVG and PNG, the print view (page.pdf()), and the embedded layout.
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.mjs';
import { openViz as openVizAt, shown } from './viz_helpers.mjs';

const openViz = (page, where) => openVizAt(page, where, { atStart: false }); // a link's step, not the start

/** Equal, or the first difference with some context (a diff of two 50 kB strings takes minutes). */
function expectSame(actual, expected, what) {
  for (const key of Object.keys(expected)) {
    const a = String(actual[key]), b = String(expected[key]);
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    expect(a === b ? '' : `${a.slice(Math.max(0, i - 80), i + 80)}\n  where stepping by hand shows\n${b.slice(Math.max(0, i - 80), i + 80)}`, `${what}: ${key}`).toBe('');
  }
}

/**
 * A saved SVG file read by the browser's own XML parser, in a blank page of its own (parsing its
 * style attributes inside dlx.html would be refused by that page's style-src policy).
 */
async function parseSvg(page, text) {
  const blank = await page.context().newPage();
  const out = await blank.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    const fill = (el) => /(?:^|;)\s*fill:\s*([^;]+)/.exec(el?.getAttribute('style') ?? '')?.[1].trim() ?? null;
    // The figure's own elements, not the key's small pictures (nested <svg>s after it).
    const own = (sel) => [...doc.querySelectorAll(sel)].filter((el) => el.parentElement.closest('svg') === root);
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null, root: root.localName,
      height: Number(root.getAttribute('viewBox')?.split(' ')[3]),
      nodes: own('[data-node]').length, links: own('path.link').length,
      current: own('.current').length, chosenFill: fill(own('.node.chosen circle')[0]),
      words: [...root.children].filter((el) => el.localName === 'text').map((el) => el.textContent),
      icons: [...root.children].filter((el) => el.localName === 'svg').length,
    };
  }, text);
  await blank.close();
  return out;
}

const stepIndex = (page, g = 'link') => page.evaluate((gran) => {
  const m = globalThis.dlxViz.model;
  return m.stops[gran].indexOf(m.pos);
}, g);
const hash = (page) => page.evaluate(() => location.hash);

test('a step link opened in a fresh browser shows the same page as stepping there by hand, at every step size', async ({ page, browser }) => {
  test.slow();  // some 80 Step clicks, and a second browser context per link
  const cases = [['knuth', 'link', 57], ['queens', 'cover', 12], ['knuth', 'decision', 4], ['pentomino', 'solution', 1]];
  const errors = await openViz(page);
  for (const [preset, granularity, steps] of cases) {
    if (await page.getByTestId('preset').inputValue() !== preset) {
      await page.getByTestId('preset').selectOption(preset);
      await expect(page.locator('#position')).toHaveText(/record 0 of/);
    } else if (await page.getByTestId('reset').isEnabled()) {
      await page.getByTestId('reset').click();
    }
    await page.getByTestId('granularity').selectOption(granularity);
    for (let k = 0; k < steps; k++) await page.getByTestId('step').click();
    const link = `#preset=${preset}&at=${granularity}:${steps}`;
    await expect.poll(() => hash(page), 'the address follows the steps').toBe(link);
    const byHand = await shown(page);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const otherErrors = await openViz(other, `dlx.html${link}`);
    await expect(other.locator('#position')).toHaveText(byHand.position);
    expectSame(await shown(other), byHand, link);
    expect(await other.getByTestId('error').textContent()).toBe('');
    expect(otherErrors).toEqual([]);
    await fresh.close();
  }
  expect(errors).toEqual([]);
});

test('the address follows Step, Back and the step size with replaceState: no history entries', async ({ page }) => {
  await openViz(page);
  const before = await page.evaluate(() => history.length);
  for (let k = 0; k < 10; k++) await page.getByTestId('step').click();
  await expect.poll(() => hash(page)).toBe('#preset=knuth&at=link:10');
  await page.getByTestId('back').click();
  await expect.poll(() => hash(page)).toBe('#preset=knuth&at=link:9');
  // At the cover size the same position is between two Steps: the link says how far past the last.
  await page.getByTestId('granularity').selectOption('cover');
  await expect.poll(() => hash(page)).toMatch(/^#preset=knuth&at=cover:\d+(\.\d+)?$/);
  await page.getByTestId('branching').selectOption('leftmost');
  await expect.poll(() => hash(page)).toBe('#preset=knuth&rule=leftmost&at=cover:0');
  expect(await page.evaluate(() => history.length)).toBe(before);
  // The print view's line names the same link.
  await expect(page.getByTestId('print-address')).toContainText('dlx.html#preset=knuth&rule=leftmost&at=cover:0');
});

test('the old #tour=N and #puzzle= links still open what they did, and then carry the step too', async ({ page }) => {
  await openViz(page, 'dlx.html#tour=5');
  await expect(page.locator('#tour-progress')).toHaveText('Guided tour · stop 5 of 11');
  await expect.poll(() => hash(page)).toMatch(/^#preset=knuth&at=\w+:\d+(\.\d+)?&tour=5$/);
  await page.goto('about:blank');
  await openViz(page, 'dlx.html#puzzle=1...2...3...4...&box=2x2');
  await expect(page.getByTestId('preset')).toHaveValue('game');
  await expect.poll(() => hash(page)).toBe('#puzzle=1...2...3...4...&box=2x2&at=decision:0');
});

test('malformed addresses: what, where and why, the rest shown, and the page keeps working', async ({ page }) => {
  const cases = [
    ['#preset=nope', ['“preset=nope”', 'no example called “nope”'], 'knuth'],
    ['#preset=knuth&at=link:9999', ['“at=link:9999”', 'steps of this size, not 9999', 'from the start'], 'knuth'],
    ['#preset=queens&at=jump:3', ['“at=jump:3”', 'no step size “jump”'], 'queens'],
    ['#preset=queens&rule=random', ['“rule=random”', 'fewest, leftmost'], 'queens'],
    ['#preset=knuth&zoom=2', ['“zoom”', 'does not know “zoom”'], 'knuth'],
    ['#%E0%A4%A', ['cannot be used'], 'knuth'],
    ['#dlx1=A%20A%0AA', ['The problem in this link cannot be shown.', 'the link’s problem is under “Your own problem”'], 'knuth'],
  ];
  for (const [address, said, preset] of cases) {
    await page.goto('about:blank');
    const errors = await openViz(page, `dlx.html${address}`);
    const error = page.getByTestId('error');
    for (const words of said) await expect(error, address).toContainText(words);
    await expect(page.getByTestId('preset')).toHaveValue(preset);
    await expect(page.locator('#position')).toHaveText(/record 0 of \d+/);
    await page.getByTestId('step').click();
    await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
    expect(errors, address).toEqual([]);
  }
  await expect(page.getByTestId('dlx1-text')).toHaveValue('A A\nA');  // the refused text, to correct
});

test('"Copy link to this step" copies the address of the position shown', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await openViz(page, 'dlx.html#preset=queens&at=cover:5');
  await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
  await page.getByRole('button', { name: 'Copy link to this step' }).click();
  await expect(page.getByTestId('classroom-status')).toContainText('Link copied: ');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}dlx.html#preset=queens&at=cover:5`);
});

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  test(`presentation mode at ${width}×${height}: figure, words and code on one screen, node numbers >= 16 px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: width > 1280 ? 'dark' : 'light' });  // both themes scanned by axe below
    await openViz(page, 'dlx.html#preset=knuth&at=link:57');
    await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
    const present = page.getByRole('button', { name: 'Present' });
    await present.click();
    await expect(present).toHaveAttribute('aria-pressed', 'true');
    const check = async (where) => {
      const fit = await page.evaluate(() => {
        const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, left: r.left, bottom: r.bottom, right: r.right }; };
        const parts = ['#structure svg', '#narration', '#code', '#step', '#back', '#c-updates'].map((sel) => ({ sel, ...box(document.querySelector(sel)) }));
        const numbers = [...document.querySelectorAll('.dlx-figure .node text.index')].map((t) => ({
          px: t.getScreenCTM().a * parseFloat(getComputedStyle(t).fontSize), ...box(t),
        }));
        const page = document.scrollingElement;
        return { parts, numbers, scrolls: page.scrollHeight > innerHeight || page.scrollWidth > innerWidth };
      });
      expect(fit.scrolls, `${where}: the page does not scroll`).toBe(false);
      for (const p of fit.parts) {
        expect(p.top >= 0 && p.left >= 0 && p.bottom <= height && p.right <= width, `${where}: ${p.sel} ${JSON.stringify(p)} inside the screen`).toBe(true);
      }
      expect(fit.numbers.length).toBeGreaterThan(15);
      for (const n of fit.numbers) {
        expect(n.px, `${where}: node number size`).toBeGreaterThanOrEqual(16);
        expect(n.bottom <= height && n.right <= width, `${where}: node number on screen`).toBe(true);
      }
    };
    await check('link 57');
    await page.keyboard.press('End');  // the longest words: the search's summary
    await expect(page.locator('#narration')).toContainText('Search complete');
    await check('the end');
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
  });
}

test('presentation keys: PageDown / PageUp and Space / Shift+Space step as a slide clicker sends them; text fields keep their keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openViz(page);
  // Not presenting, PageDown is the page's own (it scrolls): no step.
  await page.keyboard.press('PageDown');
  expect(await stepIndex(page)).toBe(0);
  await page.getByRole('button', { name: 'Present' }).click();
  await page.evaluate(() => document.activeElement.blur());
  const presses = [['PageDown', 1], ['PageDown', 2], ['PageUp', 1], [' ', 2], ['Shift+ ', 1], ['ArrowRight', 2], ['ArrowLeft', 1]];
  for (const [key, expected] of presses) {
    await page.keyboard.press(key === 'Shift+ ' ? 'Shift+Space' : key);
    expect(await stepIndex(page), key).toBe(expected);
  }
  // A key typed into a text field is the field's.
  const taken = await page.evaluate(() => {
    const event = new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true });
    document.getElementById('dlx1-text').dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(taken).toBe(false);
  expect(await stepIndex(page)).toBe(1);
  // Full screen when the browser allows it; the presentation layout either way.
  const fullscreen = page.getByRole('button', { name: 'Full screen' });
  await expect(fullscreen).toBeVisible();
  await fullscreen.click();
  await expect.poll(() => page.evaluate(() => !!document.fullscreenElement || /full screen/.test(document.getElementById('classroom-status').textContent))).toBe(true);
  await expect(page.locator('body')).toHaveClass(/presenting/);
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(page.locator('body')).not.toHaveClass(/presenting/);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBe(null);
  await expect(fullscreen).toBeHidden();
});

test('the figure saved as SVG and PNG: the SVG parses and is the figure on screen with its colours; the PNG is a PNG', async ({ page }) => {
  const errors = await openViz(page, 'dlx.html#preset=knuth&at=link:30');  // a CSP refusal (a blob: image) would be a console error
  await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save figure (SVG)' }).click()]);
  expect(svgFile.suggestedFilename()).toBe('dlx-knuth-link-30.svg');
  const svgText = (await import('node:fs')).readFileSync(await svgFile.path(), 'utf8');
  const live = await page.evaluate(() => {
    const svg = document.querySelector('#structure svg');
    return {
      nodes: svg.querySelectorAll('[data-node]').length, links: svg.querySelectorAll('path.link').length,
      current: svg.querySelectorAll('.current').length, chosenFill: getComputedStyle(svg.querySelector('.node.chosen circle')).fill,
    };
  });
  const file = await parseSvg(page, svgText);
  const check = {
    ...file, liveNodes: live.nodes, liveLinks: live.links, liveCurrent: live.current, liveChosenFill: live.chosenFill,
  };
  expect(check.error).toBe(null);
  expect(check.root).toBe('svg');
  expect(check.nodes).toBe(check.liveNodes);
  expect(check.links).toBe(check.liveLinks);
  expect(check.current).toBe(check.liveCurrent);
  expect(check.chosenFill).toBe(check.liveChosenFill);
  const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save figure (PNG)' }).click()]);
  expect(pngFile.suggestedFilename()).toBe('dlx-knuth-link-30.png');
  const png = (await import('node:fs')).readFileSync(await pngFile.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBeGreaterThan(500);  // width from IHDR: drawn at twice the figure's size
  expect(errors).toEqual([]);
});

test('the key beside the figure is drawn into the saved SVG: each entry\'s picture and words', async ({ page }) => {
  await openViz(page, 'dlx.html#preset=knuth&at=link:12');
  await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
  const entries = await page.locator('#figure-key li > span').allTextContents();  // the words, not the icons' letters
  expect(entries.length).toBeGreaterThan(3);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save figure (SVG)' }).click()]);
  const saved = await parseSvg(page, (await import('node:fs')).readFileSync(await file.path(), 'utf8'));
  const figureHeight = await page.evaluate(() => Number(document.querySelector('#structure svg').getAttribute('viewBox').split(' ')[3]));
  expect(saved.height).toBeGreaterThan(figureHeight);
  expect(saved.words).toEqual(entries.map((w) => w.trim()));
  expect(saved.icons).toBe(entries.length);  // each entry's own small picture, not only its words
});

test('the print view: figure, words and code on paper, no controls; page.pdf() gives a short PDF', async ({ page }) => {
  await openViz(page, 'dlx.html#preset=knuth&at=link:30');
  await expect(page.locator('#position')).not.toHaveText(/record 0 of/);
  await page.emulateMedia({ media: 'print' });
  for (const sel of ['header.top', '.viz-problem', '.viz-controls', '#step', '#preset', '.zoom', '#export-dlx1', '#tree']) {
    await expect(page.locator(sel).first(), sel).toBeHidden();
  }
  for (const sel of ['#structure svg', '#narration', '#code', '[data-testid="counters"]']) await expect(page.locator(sel), sel).toBeVisible();
  await expect(page.getByTestId('print-address')).toBeVisible();
  await expect(page.getByTestId('print-address')).toContainText('#preset=knuth&at=link:30');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
});

test('?embed=1: figure, words and step controls only, at the link\'s step; the address keeps ?embed=1', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 480 });
  const errors = await openViz(page, 'dlx.html?embed=1#preset=knuth&at=link:20');
  await expect.poll(() => stepIndex(page)).toBe(20);
  await expect(page.locator('#position')).toBeHidden();
  for (const sel of ['#theme-button', '#language', '.viz-problem', '#detail', '#speed', '#code', '#tree', '#copy-link', '#problem']) {
    await expect(page.locator(sel), sel).toBeHidden();
  }
  for (const sel of ['#structure svg', '#narration', '#step', '#back', '#granularity']) await expect(page.locator(sel), sel).toBeVisible();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect.poll(() => page.evaluate(() => location.search + location.hash)).toBe('?embed=1#preset=knuth&at=link:21');
  // "Open the full visualizer" opens this position in a page of its own, without ?embed.
  await expect(page.getByRole('link', { name: 'Open the full visualizer' })).toHaveAttribute('href', /dlx\.html#preset=knuth&at=link:21$/);
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('embedded in an iframe as docs/teachers.md shows, under a frame-ancestors policy that allows the host', async ({ page, baseURL }) => {
  // The test server forbids framing (frame-ancestors 'none', as docs/site-owners.md recommends);
  // this host page's site allows its own origin, as the docs tell a site owner who embeds.
  await page.route('**/dlx.html*', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': response.headers()['content-security-policy'].replace("frame-ancestors 'none'", "frame-ancestors 'self'") };
    await route.fulfill({ response, headers });
  });
  await page.route('**/lesson.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><title>Lesson</title><iframe src="dlx.html?embed=1#preset=knuth&amp;at=cover:6" width="720" height="560" title="Dancing Links: cover(A)"></iframe>',
  }));
  await page.goto(`${baseURL}lesson.html`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#structure svg')).toBeVisible();
  await expect(frame.locator('#narration')).not.toHaveText('');
  await expect(frame.locator('#theme-button')).toBeHidden();
  const inner = page.frames().find((f) => f.url().includes('embed=1'));
  await expect.poll(() => inner.evaluate(() => globalThis.dlxViz.model.stops.cover.indexOf(globalThis.dlxViz.model.pos))).toBe(6);
});
