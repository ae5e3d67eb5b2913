// The visualizer's part of bench/web_budget.mjs (issue 33): the longest main-thread task on
// dlx.html while it loads, while the player steps through the example, and while it loads and
// steps the largest problem it accepts (the hostile shape: "A B", then as many lines "A"
// and "B" as its cost limit lets draw, web/viz/problem_cost.js; under the old 256 KB text limit
// each Step there once took minutes). A step that does not
// come back within STEP_LIMIT_MS is reported as such and the page abandoned: its long task never
// ends, so the longtask observer would never say. Figures only, no budget verdict of its own.
const STEP_LIMIT_MS = 30_000;
import { MAX_DRAWN_NODES, dlx1Cost, overLimits } from '../web/viz/problem_cost.js';

/** The hostile problem at the cost limit: A B / A ×n / B ×n (every option covers one item). */
export function largestProblem(maxNodes = MAX_DRAWN_NODES) {
  const n = Math.floor((maxNodes - 2) / 2); // two headers, then one node per option
  const text = `A B\n${'A\n'.repeat(n)}${'B\n'.repeat(n)}`;
  if (overLimits(dlx1Cost(text))) throw new Error('viz_budget: the largest problem is over the visualizer\'s limits');
  return text;
}

const longest = (page, since) => page.evaluate((t0) => window.__budget.longTasks
  .filter((t) => t.start >= t0).reduce((m, t) => Math.max(m, t.duration), 0), since);
const now = (page) => page.evaluate(() => performance.now());

/** Clicks `button` and waits until #position changes; the wall time, or null past STEP_LIMIT_MS. */
async function timedClick(page, locator) {
  const started = Date.now();
  try {
    const before = await page.locator('#position').textContent({ timeout: STEP_LIMIT_MS });
    await locator.click({ timeout: STEP_LIMIT_MS });
    await page.waitForFunction((old) => document.querySelector('#position')?.textContent !== old
      || Boolean(document.querySelector('[data-testid="error"]')?.textContent.trim()), before, { timeout: STEP_LIMIT_MS });
  } catch {
    return null;
  }
  return Date.now() - started;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url  the site's root (dlx.html is beside index.html)
 * @param {() => void} instrument  web_budget.mjs's init script (window.__budget.longTasks)
 * @returns {Promise<object>} { loadMs, stepping: {steps, maxTaskMs}, largest: {bytes, loadTaskMs, error, steps: [ms|null]} }
 */
export async function measureViz(browser, url, instrument, { steps = 30 } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(instrument);
  try {
    await page.goto(new URL('dlx.html', url).href);
    await page.locator('#position').filter({ hasText: /record 0 of \d+/ }).waitFor();
    const loadTaskMs = await longest(page, 0);
    let t0 = await now(page);
    for (let i = 0; i < steps; i++) await timedClick(page, page.getByTestId('step'));
    await page.waitForTimeout(300);
    const stepping = { steps, maxTaskMs: await longest(page, t0) };

    const text = largestProblem();
    await page.evaluate((value) => { // as a paste: the box opened, its text set, an input event
      document.getElementById('custom-box').open = true;
      const box = document.getElementById('dlx1-text');
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    t0 = await now(page);
    const loadWallMs = await timedClick(page, page.getByRole('button', { name: 'Load', exact: true }));
    const error = (await page.getByTestId('error').textContent().catch(() => '')) || '';
    const largest = { bytes: text.length, loadWallMs, error: error.trim(), steps: [] };
    if (loadWallMs !== null && !largest.error) {
      for (let i = 0; i < 3; i++) {
        const ms = await timedClick(page, page.getByTestId('step'));
        largest.steps.push(ms);
        if (ms === null) break; // the page no longer answers: its long task never ends
      }
    }
    largest.maxTaskMs = largest.steps.includes(null) || loadWallMs === null ? null : await longest(page, t0);
    return { loadTaskMs, stepping, largest };
  } finally {
    await context.close().catch(() => {});
  }
}
