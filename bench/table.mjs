#!/usr/bin/env node
// The speed table of issue 30 (and the rows kept from issue 14), every row from one run on this
// machine: ours beside the peer in the same run, the ratio by CPU time (user + sys of the whole
// child process, which a loaded machine disturbs far less than wall-clock time), the goal, and
// whether it is met. Ours and the peer run interleaved; never a fixed figure scaled to the day.
// The load average is printed before and after; the table is markdown.
//
// Issue 30's rows, first and in this order (each in its own file):
//   killer generation per level beside Solo, and the uniqueness proof of killers with no givens
//                                                                          (bench/killer_rows.mjs)
//   1,000 forum-hardest beside the seeds' DLX; 10,000 17-clue beside tdoku  (bench/solve_rows.mjs)
//   6×10 pentominoes: `bits` beside SSXC1, `dlx` beside DLX1               (bench/pentomino_row.mjs)
// Then issue 14's: uniqueness ÷ first solution, WASM ÷ native, big boards, web (context_rows.mjs).
// A row whose peer is missing says "skipped: <peer> (<how to get it>)" (bench/table_peers.mjs).
//
// Environment: DLX_SUDOKU_CLI (default build/native/dlx-sudoku), DLX_DATA (default ../shared/data),
// DLX_WASM_DIR (default web/wasm), PEERS_DIR (optional; see bench/README.md), SGT_SOLO (default
// /usr/games/sgt-solo), KILLER_SEEDS (default 7; --seeds wins).
// Usage: node bench/table.mjs [--runs 3] [--seeds 7] [--web] [--quick] [--big] [--issue30]
//   --quick: issue 30's rows only, one run, killer seed 1 and one killer with no givens;
//   --big: the big boards only; --issue30: issue 30's rows only, with every run and seed.
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { bigBoardRows, uniquenessRows, wasmRow, webRows } from './context_rows.mjs';
import { killerGenerationRows, killerUniquenessRow } from './killer_rows.mjs';
import { pentominoRows } from './pentomino_row.mjs';
import { hardestRow, seventeenRow } from './solve_rows.mjs';
import { findPeers } from './table_peers.mjs';
import { load, once } from './table_timing.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seeds: { type: 'string', default: process.env.KILLER_SEEDS || '7' },
    web: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    big: { type: 'boolean', default: false },
    issue30: { type: 'boolean', default: false },
  },
});
const cli = resolve(root, process.env.DLX_SUDOKU_CLI || 'build/native/dlx-sudoku');
if (!existsSync(cli)) {
  console.error(`table: ${cli} is missing: build it first (npm run build)`);
  process.exit(1);
}
const peers = findPeers();
const rows = [];
const ctx = {
  cli,
  root,
  peers,
  peersDir: peers.dir,
  data: resolve(root, process.env.DLX_DATA || '../shared/data'),
  wasmDir: resolve(root, process.env.DLX_WASM_DIR || 'web/wasm'),
  runs: opts.quick ? 1 : Math.max(1, Number(opts.runs) || 3),
  seeds: opts.quick ? 1 : Math.max(1, Number(opts.seeds) || 7),
  want: opts.quick ? 1 : 10,  // killers with no givens for the uniqueness row
  web: opts.web,
  tmp: mkdtempSync(join(tmpdir(), 'dlx-table-')),
  log: (text) => console.log(text),
  row: (work, ours, peer, ratio, goal, met) => rows.push({ work, ours, peer, ratio, goal, met }),
};

console.log(`machine: ${cpus().length} cores, load average ${load()} (start); best of ${ctx.runs}; ` +
  `${once(cli, ['--version']).stdout.trim()}; peers: ${peers.dir ?? 'PEERS_DIR not set'}`);
try {
  if (!opts.big) {
    killerGenerationRows(ctx);
    killerUniquenessRow(ctx);
    hardestRow(ctx);
    seventeenRow(ctx);
    pentominoRows(ctx);
  }
  if (!opts.quick && !opts.big && !opts.issue30) {
    const lists = uniquenessRows(ctx);
    wasmRow({ ...ctx, lists });
  }
  if (!opts.quick && !opts.issue30) bigBoardRows(ctx);
  if (!opts.quick && !opts.big && !opts.issue30) webRows(ctx);
} finally {
  rmSync(ctx.tmp, { recursive: true, force: true });
}

console.log(`\nload average ${load()} (end)\n`);
console.log('| work | ours | peer | ratio | goal | met? |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.work} | ${r.ours} | ${r.peer} | ${r.ratio} | ${r.goal} | ${r.met} |`);
