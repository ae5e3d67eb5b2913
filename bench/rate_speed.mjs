#!/usr/bin/env node
// bench/rate_speed.mjs: how long rating takes per puzzle (the grader's whole path on Sudoku
// Explainer's scale, with the uniqueness check), on samples of the public lists in ../shared/data/
// (17-clue, top1465, forum-hardest): per file the mean, median, 90th percentile and largest CPU
// time per puzzle, the slowest puzzle and its rating, and the techniques that set the scores.
// CPU time (process.cpuUsage around each engine.rate call, the real WebAssembly build in node)
// rather than wall time, so the figures hold on a loaded machine; the load average is printed
// beside them. Native whole-process time: `time dlx-sudoku rate FILE` (see docs/speed.md, "Rating and levelled generation").
// Figures, not a test: nothing is asserted.
// Usage: node bench/rate_speed.mjs [--every N] [--max N] [FILE ...]
//   default files: 17clue.txt (every 50th, 500), top1465.txt (every 5th, 293), the forum-hardest
//   sample (first 30); --every/--max override the sampling for every file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadWasmEngine } from '../tests/js/wasm_engine.mjs';

const data = fileURLToPath(new URL('../../shared/data/', import.meta.url));
const { values, positionals } = parseArgs({ options: { every: { type: 'string' }, max: { type: 'string' } }, allowPositionals: true });
const files = positionals.length
  ? positionals.map((f) => ({ file: f, every: 1, max: Infinity }))
  : [
    { file: join(data, '17clue.txt'), every: 50, max: 500 },
    { file: join(data, 'top1465.txt'), every: 5, max: 300 },
    { file: join(data, 'forum_hardest_1905_sample5k.txt'), every: 1, max: 30 },
  ];
const { engine } = await loadWasmEngine();
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`rate speed (WebAssembly in node, CPU time per puzzle; load ${load()})`);
console.log('| file | puzzles | mean µs | median µs | p90 µs | max µs | slowest puzzle (rating) |');
console.log('|---|---:|---:|---:|---:|---:|---|');
for (const spec of files) {
  const every = Number(values.every ?? spec.every);
  const max = Number(values.max ?? spec.max);
  const lines = readFileSync(spec.file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const sample = lines.filter((_, i) => i % every === 0).slice(0, max);
  const times = [];
  const hardest = {};
  let slowest = null;
  for (const puzzle of sample) {
    const before = process.cpuUsage();
    const rating = engine.rate(puzzle);
    const used = process.cpuUsage(before);
    const us = used.user + used.system;
    times.push(us);
    hardest[rating.hardest] = (hardest[rating.hardest] ?? 0) + 1;
    if (!slowest || us > slowest.us) slowest = { us, puzzle, rating };
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  const name = spec.file.split('/').pop();
  console.log(`| ${name} | ${times.length} | ${mean.toFixed(0)} | ${at(0.5)} | ${at(0.9)} | ${sorted.at(-1)} | ${slowest.puzzle} (${slowest.rating.level} ${slowest.rating.score} ${slowest.rating.hardest}) |`);
  console.error(`${name}: ${Object.entries(hardest).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
console.log(`(load after: ${load()})`);
