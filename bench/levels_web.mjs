// Levelled generation in the browser: for each of the grader's six levels, how long a player
// waits for a 9×9 puzzle of that level when the pool is empty, with the engine (WebAssembly) in its
// Web Worker, in headless Chromium (/usr/bin/chromium) against web/serve.mjs. A benchmark, not a
// test: it prints figures and the verdict against the target (median <= 1 s per level).
//
// It times what the page does (game/pool.js PuzzlePool.generate): generate({difficulty}) until
// the puzzle rates at that level (a generator that already honours the level gets there in one
// call), puzzles of other levels filed aside. Usage: node bench/levels_web.mjs [--runs N]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from './site_server.mjs';
import { LEVELS } from '../web/engine/engine_names.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({ options: { runs: { type: 'string', default: '15' }, 'limit-ms': { type: 'string', default: '10000' } } });
const RUNS = Number(opts.runs);
const TARGET_MS = 1000;

const server = await startServer(join(root, 'web'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/engine/worker.js`); // any page of the site: same origin for the module imports
  const results = await page.evaluate(async ({ levels, runs, limitMs }) => {
    const { EngineClient } = await import('/engine/engine_client.js');
    const { PuzzlePool } = await import('/game/pool.js');
    const engine = new EngineClient({ workerUrl: '/engine/worker.js' });
    await engine.version();
    const memory = { load: () => ({ value: null, error: null }), save() {} };
    const out = {};
    for (const level of levels) {
      const waits = [];
      const calls = [];
      let exact = 0;
      for (let run = 0; run < runs; run += 1) {
        // A fresh, empty pool each time: the wait a player has when nothing was made ahead.
        const pool = new PuzzlePool({ store: memory, engine, levels, perLevel: 0 });
        let attempts = 0;
        const start = performance.now();
        const { entry, exact: hit } = await pool.generate(level, { onAttempt: (n) => { attempts = n; }, timeLimitMs: limitMs });
        waits.push(performance.now() - start);
        calls.push(attempts);
        if (hit && entry.level === level) exact += 1;
      }
      out[level] = { waits, calls, exact };
    }
    engine.terminate();
    return out;
  }, { levels: LEVELS, runs: RUNS, limitMs: Number(opts['limit-ms']) });

  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
  console.log(`levelled generation in Chromium, engine in its worker: ${RUNS} puzzles per level, empty pool`);
  console.log('level        median wait   p90 wait   generate calls (median)   reached   target');
  let ok = true;
  for (const level of LEVELS) {
    const { waits, calls, exact } = results[level];
    const p90 = [...waits].sort((a, b) => a - b)[Math.floor(waits.length * 0.9)];
    const pass = median(waits) <= TARGET_MS && exact === RUNS;
    ok &&= pass;
    console.log(`${level.padEnd(12)} ${median(waits).toFixed(0).padStart(8)} ms ${p90.toFixed(0).padStart(8)} ms ${String(median(calls)).padStart(14)}            ${`${exact}/${RUNS}`.padStart(7)}   ${pass ? 'ok' : 'MISSED'}`);
  }
  console.log(ok ? 'every level within 1 s at the median' : 'some level missed the 1 s median or was not reached');
} finally {
  await browser.close();
  server.stop();
}
