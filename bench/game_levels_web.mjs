// New game's slow levels as a player waits for them: the engine's generate in its Web Worker in
// headless Chromium (/usr/bin/chromium) against web/serve.mjs, the options the game sends
// (game/catalog.js), seeds 1..N, wall ms per puzzle from the call to its answer (the module loaded
// first), median and slowest. Beside it the stated wait (catalog.js makingWait): the game waits that
// long at most (app/making.js drops a seed slower than a third of it for another). A benchmark, not
// a test. bench/game_levels.mjs measures the same in node (CPU time).
// Usage: node bench/game_levels_web.mjs [N] [CASE...]   CASE as in game_levels.mjs (killer:expert)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from './site_server.mjs';
import { makingWait, variantGenerateOptions } from '../web/game/catalog.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const N = Number(process.argv[2] ?? 10);
const cases = process.argv.slice(3).map((text) => {
  const [kindLevel, side = '9'] = text.split('@');
  const [kind, level] = kindLevel.split(':');
  const size = Number(side);
  const options = size === 9 ? { variant: kind, difficulty: level, boxRows: 3, boxCols: 3 } : variantGenerateOptions(kind, size, level);
  return { text, options, wait: makingWait(kind, size, level) };
});

const server = await startServer(join(root, 'web'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/engine/worker.js`); // any page of the site: same origin for the module imports
  for (const { text, options, wait } of cases) {
    const times = await page.evaluate(async ({ options, n }) => {
      const { EngineClient } = await import('/engine/engine_client.js');
      const engine = new EngineClient({ workerUrl: '/engine/worker.js' });
      await engine.names(); // the full module, loaded before the clock starts
      const out = [];
      for (let seed = 1; seed <= n; seed += 1) {
        const start = performance.now();
        try {
          await engine.generate({ ...options, seed }, { timeoutMs: 120_000 });
          out.push(performance.now() - start);
        } catch {
          out.push(-(performance.now() - start)); // failed: negative
        }
      }
      engine.terminate();
      return out;
    }, { options, n: N });
    const ok = times.filter((ms) => ms >= 0).sort((a, b) => a - b);
    const failed = times.length - ok.length;
    const median = ok[(ok.length - 1) >> 1] ?? NaN;
    const over = wait ? ok.filter((ms) => ms > (wait * 1000) / 3).length : 0;
    console.log(`${text}: median ${(median / 1000).toFixed(2)} s, slowest ${((ok.at(-1) ?? NaN) / 1000).toFixed(2)} s, failed ${failed}/${N}`
      + (wait ? `; stated wait ${wait} s, ${over} seed(s) over its third (${(wait / 3).toFixed(0)} s)` : ''));
  }
} finally {
  await browser.close();
  server.stop();
}
