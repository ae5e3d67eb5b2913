#!/usr/bin/env node
// Benchmark (not a test): frames per second of the Dancing Links visualizer (web/dlx.html) while
// it plays a hard Sudoku's whole search at full speed in Debian's Chromium. Serves web/ with
// web/serve.mjs on a loopback port, opens dlx.html#puzzle=<hard>, presses Play at the top speed
// with no breakpoints, counts requestAnimationFrame callbacks and long frames until the end.
//
// Usage: node bench/viz_fps.mjs [--port 4390] [--granularity decision|cover|link] [--detail decisions|links]
//   [--profile]  (prints Chromium's long-animation-frame entries, with the scripts that made them long)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { HARD_SUDOKU } from '../web/viz/presets.js';

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '4390' }, granularity: { type: 'string', default: 'decision' },
    detail: { type: 'string', default: 'decisions' }, profile: { type: 'boolean', default: false },
  },
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
  if (opts.detail === 'links') {
    await page.selectOption('#detail', 'links');
    await page.waitForFunction(() => globalThis.dlxViz.trace?.detail === 'links', null, { timeout: 60_000 });
  }
  await page.selectOption('#granularity', opts.granularity);
  await page.fill('#speed', '100');
  await page.uncheck('#break-solution');
  const result = await page.evaluate(() => new Promise((resolve) => {
    const model = globalThis.dlxViz.model;
    const frames = [];
    // Chromium's long-animation-frame entries name the scripts that made a frame long (--profile).
    const long = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        long.push({ ms: Math.round(e.duration), blocking: Math.round(e.blockingDuration), render: Math.round(e.startTime + e.duration - e.renderStart),
          style: Math.round(e.duration - (e.styleAndLayoutStart - e.startTime)),
          scripts: e.scripts.map((x) => `${x.invoker} ${x.sourceFunctionName}@${x.sourceURL.split('/').pop()}:${x.sourceCharPosition} ${Math.round(x.duration)}ms`) });
      }
    });
    observer.observe({ type: 'long-animation-frame', buffered: false });
    const start = performance.now();
    const tick = (now) => {
      frames.push(now);
      if (model.atEnd) {
        const ms = now - start;
        const gaps = frames.slice(1).map((t, i) => t - frames[i]);
        const result = { ms, frames: frames.length, fps: (frames.length / ms) * 1000, longest: Math.max(...gaps),
          over20: gaps.filter((g) => g > 20).length, records: model.length, nodes: model.counters().nodes, long };
        observer.disconnect();
        const stats = (name) => {
          const d = performance.getEntriesByName(name).map((e) => e.duration).sort((a, b) => a - b);
          const at = (q) => d[Math.min(d.length - 1, Math.floor(q * d.length))] ?? 0;
          return { p50: at(0.5), p95: at(0.95), max: d[d.length - 1] ?? 0 };
        };
        Object.assign(result, { step: stats('viz-step'), render: stats('viz-render') });
        performance.clearMeasures();
        resolve(result);
      } else {
        requestAnimationFrame(tick);
      }
    };
    document.getElementById('play').click();
    requestAnimationFrame(tick);
  }));
  if (opts.profile) for (const entry of result.long) console.log(JSON.stringify(entry));
  console.log(`viz_fps: hard Sudoku (${result.nodes} nodes, ${result.records} trace records), granularity ${opts.granularity}, ${opts.detail} detail`);
  console.log(`  played to the end in ${(result.ms / 1000).toFixed(2)} s: ${result.frames} frames, ` +
    `${result.fps.toFixed(1)} fps, longest frame ${result.longest.toFixed(1)} ms, ${result.over20} frames over 20 ms`);
  const ms = (s) => `p50 ${s.p50.toFixed(1)} / p95 ${s.p95.toFixed(1)} / max ${s.max.toFixed(1)} ms`;
  console.log(`  script per frame: stepping ${ms(result.step)}; drawing ${ms(result.render)}`);
} finally {
  await browser.close();
  stop();
}
