#!/usr/bin/env node
// Benchmark (not a test): frames per second of the Dancing Links visualizer (web/dlx.html) while
// it plays a hard Sudoku's whole search at full speed in Debian's Chromium. Serves web/ with
// web/serve.mjs on a loopback port, opens dlx.html#puzzle=<hard>, presses Play at the top speed
// with no breakpoints, counts requestAnimationFrame callbacks and long frames until the end.
//
// Usage: node bench/viz_fps.mjs [--port 4390] [--granularity decision|cover]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { HARD_SUDOKU } from '../web/viz/presets.js';

const { values: opts } = parseArgs({
  options: { port: { type: 'string', default: '4390' }, granularity: { type: 'string', default: 'decision' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, ['web/serve.mjs', 'web', opts.port], { cwd: root, stdio: 'ignore' });
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer(url) {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

const base = `http://127.0.0.1:${opts.port}/`;
await waitForServer(base);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}dlx.html#puzzle=${HARD_SUDOKU}`);
  await page.waitForFunction(() => globalThis.dlxViz?.model?.length > 0, null, { timeout: 30_000 });
  await page.selectOption('#granularity', opts.granularity);
  await page.fill('#speed', '100');
  await page.uncheck('#break-solution');
  const result = await page.evaluate(() => new Promise((resolve) => {
    const model = globalThis.dlxViz.model;
    const frames = [];
    const start = performance.now();
    const tick = (now) => {
      frames.push(now);
      if (model.atEnd) {
        const ms = now - start;
        const gaps = frames.slice(1).map((t, i) => t - frames[i]);
        resolve({ ms, frames: frames.length, fps: (frames.length / ms) * 1000, longest: Math.max(...gaps),
          over20: gaps.filter((g) => g > 20).length, records: model.length, nodes: model.counters().nodes });
      } else {
        requestAnimationFrame(tick);
      }
    };
    document.getElementById('play').click();
    requestAnimationFrame(tick);
  }));
  console.log(`viz_fps: hard Sudoku (${result.nodes} nodes, ${result.records} trace records), granularity ${opts.granularity}`);
  console.log(`  played to the end in ${(result.ms / 1000).toFixed(2)} s: ${result.frames} frames, ` +
    `${result.fps.toFixed(1)} fps, longest frame ${result.longest.toFixed(1)} ms, ${result.over20} frames over 20 ms`);
} finally {
  await browser.close();
  stop();
}
