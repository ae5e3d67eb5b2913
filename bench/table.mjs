#!/usr/bin/env node
// The speed table of issue 14 ("speed at the limit"), every row from one run on this machine:
// ours beside the peers that are built, the goal, and whether it is met. Whole processes are timed
// from outside, best of --runs (default 3); both wall-clock and CPU time (user + sys of the child,
// from bash's `times`, to the millisecond) are printed, and ratios use CPU time, which a loaded
// machine disturbs far less than wall-clock time. The load average is printed before and after.
//
// Rows:
//   pentomino   count all 9,356 covers of bench/pentomino_6x10.dlx with each engine (dlx, cells,
//               bits) and with Knuth's DLX1 and SSXC1 when PEERS_DIR/knuth/{dlx1,ssxc1} exist;
//               Dancing Links' nodes and updates are checked equal to DLX1's.
//   hardest     the first 1,000 puzzles of the forum-hardest sample, `dlx-sudoku solve`, first
//               solution, whole process; against the seeds' pointer DLX (a reference figure: 397
//               µs/puzzle whole process, ../shared/data/README.md), scaled to the day's machine
//               speed by DLX1's pentomino time when DLX1 is built; nodes per puzzle from `bench`.
//   uniqueness  count-to-2 ÷ first solution, solving only (`dlx-sudoku bench`), on every list;
//               then the same ratio on each list's first 1,000 from the peers that are built
//               (bench/peer_uniqueness.mjs: DLX1 by nodes, tdoku's run_benchmark by time).
//   wasm        every list, one `M.solve` call per puzzle in node (bench/wasm_bench.mjs) ÷ the
//               native whole process per puzzle, both best of --runs.
//   big boards  `generate --size 16` and `--size 25` (whole process per puzzle) and `solve` /
//               `count` of what they made.
//   web         first-visit bytes and board-interactive time come from `npm run bench:web`
//               (bench/web_budget.mjs); run here only with --web.
//
// Environment: DLX_SUDOKU_CLI (default build/native/dlx-sudoku), DLX_DATA (default ../shared/data),
// DLX_WASM_DIR (default web/wasm),
// PEERS_DIR (optional: a folder holding knuth/dlx1 and knuth/ssxc1 built from ascherer/cwebtest,
// and tdoku/build/run_benchmark built from t-dillon/tdoku; rows without a built peer say so).
// Usage: node bench/table.mjs [--runs 3] [--web] [--quick] [--big]   (--quick: pentomino and hardest only;
//        --big: the big boards only)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { dlx1Nodes, tdokuRatios } from './peer_uniqueness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    web: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    big: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 3);
const cli = resolve(root, process.env.DLX_SUDOKU_CLI || 'build/native/dlx-sudoku');
const data = resolve(root, process.env.DLX_DATA || '../shared/data');
const peers = process.env.PEERS_DIR ? resolve(process.env.PEERS_DIR) : null;
const tmp = mkdtempSync(join(tmpdir(), 'dlx-table-'));
const SEEDS_DLX_HARDEST_US = 397;  // ../shared/data/README.md: the seeds' array DLX, whole process
// DLX1's pentomino count in issue 14's own table (same machine kind, best of 3, whole process).
// DLX1 is an array DLX too, so its time today over this one scales the seeds' fixed figure to the
// day's machine speed: the fixed figure alone flatters us on a faster day.
const DLX1_PENTOMINO_ISSUE_S = 6.0;

if (!existsSync(cli)) {
  console.error(`table: ${cli} is missing: build it first (npm run build)`);
  process.exit(1);
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
/** Seconds in one of bash's `times` figures, such as 0m0.140s. */
const timesSeconds = (t) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(t);
  if (!m) throw new Error(`table: cannot read the time '${t}' from bash's times`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/**
 * Runs a command once; returns wall and CPU seconds and its output. Throws on failure. A bash
 * runs it and reports both: CPU time (user + sys) from `times` for its child, to the millisecond
 * (/proc's figures for waited-for children count 10 ms ticks, 7 % of the hardest row's 0.14 s),
 * and wall time from $EPOCHREALTIME around the child alone, so bash's own start is in neither.
 */
function once(command, args, input) {
  const script = 't0=$EPOCHREALTIME; "$@"; status=$?; t1=$EPOCHREALTIME; echo >&2; times >&2; echo "$t0 $t1" >&2; exit $status';
  const r = spawnSync('bash', ['-c', script, 'bash', command, ...args], { input, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.error) throw r.error;
  const err = r.stderr.trimEnd().split('\n');
  const [t0, t1] = (err.pop() ?? '').split(' ').map(Number);
  const [user, sys] = (err.pop() ?? '').split(' ');  // the child's user and sys
  err.pop();  // bash's own
  const stderr = err.join('\n').trimEnd();  // less the newline added before times
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: exit ${r.status}\n${stderr}`);
  if (!(t1 >= t0)) throw new Error(`table: no wall time from bash for ${command}`);
  return { wall: t1 - t0, cpu: timesSeconds(user) + timesSeconds(sys), stdout: r.stdout, stderr };
}

/** Best of RUNS whole-process runs (by CPU time; wall is the best wall seen). */
function best(command, args, input) {
  let result = null;
  let wall = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const r = once(command, args, input);
    wall = Math.min(wall, r.wall);
    if (!result || r.cpu < result.cpu) result = r;
  }
  return { ...result, wall };
}

const rows = [];
const row = (work, ours, peer, goal, met) => rows.push({ work, ours, peer, goal, met });
const s = (x) => `${x.toFixed(2)} s`;
const us = (x) => `${x.toFixed(1)} µs`;
const yes = (ok) => (ok === null ? '—' : ok ? 'yes' : '**no**');
const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));

console.log(`machine: ${(await import('node:os')).cpus().length} cores, load average ${load()} (start); best of ${RUNS}; ` +
  `${once(cli, ['--version']).stdout.trim()}; peers: ${peers ?? 'PEERS_DIR not set'}`);

if (!opts.big) {
// ---- pentomino ---------------------------------------------------------------------------------
const pentomino = join(root, 'bench/pentomino_6x10.dlx');
const engines = {};
for (const engine of ['dlx', 'cells', 'bits']) {
  const r = best(cli, ['exact-cover', '--count', '--engine', engine, pentomino]);
  const m = /solutions=(\d+) nodes=(\d+) updates=(\d+)/.exec(r.stdout);
  if (!m || m[1] !== '9356') throw new Error(`pentomino (${engine}): ${r.stdout}`);
  engines[engine] = { ...r, nodes: m[2], updates: m[3] };
  console.log(`  pentomino ${engine.padEnd(5)} cpu ${s(r.cpu)} wall ${s(r.wall)}  nodes ${m[2]} updates ${m[3]}`);
}
const knuth = {};
for (const name of ['dlx1', 'ssxc1']) {
  const program = peers && join(peers, 'knuth', name);
  if (!program || !existsSync(program)) continue;
  const r = best(program, [], readFileSync(pentomino));
  const m = /Altogether (\d+) solutions, .* (\d+) updates, .* (\d+) nodes/.exec(r.stderr);
  if (!m || m[1] !== '9356') throw new Error(`${name}: ${r.stderr.slice(-300)}`);
  knuth[name] = { ...r, nodes: m[3], updates: m[2] };
  console.log(`  pentomino ${name.padEnd(5)} cpu ${s(r.cpu)} wall ${s(r.wall)}  nodes ${m[3]} updates ${m[2]}`);
}
{
  const fastest = Object.entries(engines).sort((a, b) => a[1].cpu - b[1].cpu)[0];
  const ours = Object.entries(engines).map(([e, r]) => `${e} ${s(r.cpu)}`).join(', ');
  const same = knuth.dlx1 ? (knuth.dlx1.nodes === engines.dlx.nodes && knuth.dlx1.updates === engines.dlx.updates) : null;
  const peer = [knuth.dlx1 && `DLX1 ${s(knuth.dlx1.cpu)}`, knuth.ssxc1 && `SSXC1 ${s(knuth.ssxc1.cpu)}`].filter(Boolean).join('; ') || 'not built';
  const met = knuth.ssxc1 ? fastest[1].cpu <= knuth.ssxc1.cpu : null;
  row('count all 9,356 covers of the 6×10 pentominoes (CPU, whole process)',
    `${ours}${knuth.ssxc1 ? ` (${fastest[0]} ÷ SSXC1 = ${(fastest[1].cpu / knuth.ssxc1.cpu).toFixed(2)})` : ''}; ` +
    `dlx ${engines.dlx.nodes} nodes, ${engines.dlx.updates} updates${same === null ? '' : same ? ' = DLX1\'s' : ' ≠ DLX1\'s'}`,
    peer, '≤ SSXC1, DLX1\'s counters', yes(met === null ? null : met && same !== false));
}

// ---- hardest, first solution -------------------------------------------------------------------
const hardestFile = join(data, 'forum_hardest_1905_sample5k.txt');
if (existsSync(hardestFile)) {
  const thousand = join(tmp, 'hardest1000.txt');
  writeFileSync(thousand, lines(hardestFile).slice(0, 1000).join('\n') + '\n');
  const r = best(cli, ['solve', thousand]);
  const perPuzzle = (r.cpu / 1000) * 1e6;
  const bench = JSON.parse(once(cli, ['bench', '--json', '--min-time', '0', thousand]).stdout.trim().split('\n')[0]);
  const ratio = perPuzzle / SEEDS_DLX_HARDEST_US;
  // With DLX1 built, the seeds' figure is scaled by the day's speed, and the verdict takes the
  // larger (less flattering) of the two ratios.
  const day = knuth.dlx1 ? knuth.dlx1.cpu / DLX1_PENTOMINO_ISSUE_S : null;
  const scaled = day === null ? null : perPuzzle / (SEEDS_DLX_HARDEST_US * day);
  console.log(`  hardest 1000 solve cpu ${s(r.cpu)} wall ${s(r.wall)}  ${us(perPuzzle)}/puzzle  nodes ${bench.first_nodes} / puzzle`);
  row('1,000 forum-hardest puzzles, first solution (whole process, per puzzle)',
    `${us(perPuzzle)} (wall ${us((r.wall / 1000) * 1e6)}), ${Number(bench.first_nodes).toFixed(0)} nodes, = ${ratio.toFixed(2)} × the seeds' DLX` +
      (scaled === null ? '' : `; ${scaled.toFixed(2)} × scaled to the day`),
    `seeds' pointer DLX ${SEEDS_DLX_HARDEST_US} µs (a fixed figure from ../shared/data/README.md, not run here)` +
      (day === null
        ? '; build DLX1 (PEERS_DIR) to scale it to the day\'s machine speed'
        : `; scaled by DLX1's pentomino time, ${s(knuth.dlx1.cpu)} today vs ${DLX1_PENTOMINO_ISSUE_S.toFixed(1)} s in issue 14's table: ${us(SEEDS_DLX_HARDEST_US * day)}`),
    '≤ 0.5 × the seeds\' DLX', yes(Math.max(ratio, scaled ?? 0) <= 0.5));
} else {
  row('1,000 forum-hardest puzzles, first solution', `skipped: ${hardestFile} not found`, '', '≤ 0.5 × the seeds\' DLX', '—');
}
}  // !opts.big

if (!opts.quick && !opts.big) {
  // ---- uniqueness ÷ first, every list ----------------------------------------------------------
  const lists = ['17clue.txt', 'top1465.txt', 'forum_hardest_1905_sample5k.txt'].map((f) => join(data, f)).filter(existsSync);
  const native = {};
  if (lists.length) {
    const out = once(cli, ['bench', '--json', '--min-time', '0.5', ...lists]).stdout.trim().split('\n').map((l) => JSON.parse(l));
    for (const b of out) native[b.file] = b;
    const text = out.map((b) => `${b.file.split('/').pop().replace('.txt', '')} ${Number(b.ratio).toFixed(2)} ` +
      `(nodes ${Number(b.first_nodes).toFixed(0)} → ${Number(b.uniq_nodes).toFixed(0)})`).join(', ');
    row('uniqueness (count to 2) ÷ first solution, solving only', text, '', '≤ 1.8 on every list', yes(out.every((b) => b.ratio <= 1.8)));
    for (const b of out) console.log(`  ${b.file}: first ${Number(b.first_us).toFixed(1)} µs, uniqueness ${Number(b.uniq_us).toFixed(1)} µs, ratio ${Number(b.ratio).toFixed(2)}`);
    peerUniqueness(lists);
  }

  // ---- WASM ÷ native per call, every list -------------------------------------------------------
  const wasmDir = resolve(root, process.env.DLX_WASM_DIR || 'web/wasm');
  const glue = join(wasmDir, 'dlx_sudoku.js');
  if (lists.length && existsSync(glue)) {
    // Both sides best of the runs and wall-clock (the WASM figure is timed inside node, so CPU time
    // for native alone would flatter it on a loaded machine).
    const wasmUs = {};
    for (let i = 0; i < RUNS; i++) {
      const w = once(process.execPath, [join(root, 'bench/wasm_bench.mjs'), '--min-time', '1', '--wasm-dir', wasmDir, ...lists]);
      for (const m of w.stdout.matchAll(/^(.*): \d+ puzzles,[^\n]*\n\s+solve\s+([\d.]+) µs\/puzzle/gm)) {
        wasmUs[m[1]] = Math.min(wasmUs[m[1]] ?? Infinity, Number(m[2]));
      }
    }
    const ratios = lists.map((list) => {
      const nativeUs = (best(cli, ['solve', list]).wall / lines(list).length) * 1e6;
      const name = list.split('/').pop().replace('.txt', '');
      console.log(`  ${name}: native whole process ${us(nativeUs)}/puzzle wall, wasm ${us(wasmUs[list])}/call`);
      return { name, ratio: wasmUs[list] / nativeUs, nativeUs, wasm: wasmUs[list] };
    });
    row('WASM ÷ native per call (one M.solve per puzzle ÷ native whole process, both wall-clock)',
      ratios.map((r) => `${r.name} ${r.ratio.toFixed(2)} (${us(r.wasm)} ÷ ${us(r.nativeUs)})`).join(', '),
      '—', '≤ 1.3 on every list', yes(ratios.every((r) => r.ratio <= 1.3)));
  }
}

/**
 * The same ratio from the peers on the first 1,000 puzzles of each list, ours beside them on the
 * same puzzles: Knuth's DLX1 by nodes, tdoku's run_benchmark solvers by time. It shows whether a
 * ratio goal is within reach of backtracking solvers at all, so it has no verdict of its own.
 */
function peerUniqueness(lists) {
  const cells = [];
  let built = false;  // any peer answered
  for (const list of lists) {
    const name = list.split('/').pop().replace('.txt', '');
    const sample = join(tmp, `${name}-1000.txt`);
    const puzzles = lines(list).slice(0, 1000);
    writeFileSync(sample, puzzles.join('\n') + '\n');
    const ours = JSON.parse(once(cli, ['bench', '--json', '--min-time', '0.5', sample]).stdout.trim().split('\n')[0]);
    const parts = [`ours ${Number(ours.ratio).toFixed(2)} (nodes ${(ours.uniq_nodes / ours.first_nodes).toFixed(2)})`];
    const dlx1 = dlx1Nodes(peers, puzzles);
    built ||= Boolean(dlx1);
    if (dlx1) parts.push(`DLX1 nodes ${dlx1.ratio.toFixed(2)} (${dlx1.first.toFixed(0)} → ${dlx1.uniq.toFixed(0)})`);
    const timed = tdokuRatios(peers, sample, puzzles.length);
    built ||= Boolean(timed);
    if (timed) for (const [solver, r] of Object.entries(timed)) parts.push(`${solver} ${r.ratio.toFixed(2)} (guesses ${r.guesses.toFixed(2)})`);
    console.log(`  ${name} first 1000, uniqueness ÷ first: ${parts.join(', ')}`);
    cells.push(`${name}: ${parts.join(', ')}`);
  }
  row('the same ratio on the first 1,000 of each list, ours beside the peers (DLX1 by nodes, tdoku\'s run_benchmark solvers by time and by guesses)',
    cells.join('; '), built ? 'DLX1; tdoku, kudoku, fast_solv_9r2' : 'not built (PEERS_DIR: knuth/dlx1, tdoku/build/run_benchmark)',
    'context for the row above', '—');
}

if (!opts.quick) {
  // ---- big boards ------------------------------------------------------------------------------
  for (const [size, count] of [[16, 5], [25, 2]]) {
    const g = best(cli, ['generate', '--size', String(size), '--count', String(count), '--seed', '1']);
    const file = join(tmp, `gen${size}.txt`);
    writeFileSync(file, g.stdout);
    const sv = best(cli, ['solve', file]);
    const ct = best(cli, ['count', file]);
    const b = JSON.parse(once(cli, ['bench', '--json', '--min-time', '0', file]).stdout.trim().split('\n')[0]);
    const text = `generate ${s(g.cpu / count)}/puzzle; solve ${(sv.cpu / count * 1e3).toFixed(1)} ms, ` +
      `count to 2 ${(ct.cpu / count * 1e3).toFixed(1)} ms/puzzle (whole process); nodes ${Number(b.first_nodes).toFixed(0)} / ${Number(b.uniq_nodes).toFixed(0)}`;
    console.log(`  ${size}x${size}: ${text}`);
    row(`${size}×${size}: generate (seeds 1..${count}), solve and count what it made`, text, '—', 'figures; common cases fast', '—');
  }
}

// ---- web --------------------------------------------------------------------------------------
if (opts.web) {
  const w = JSON.parse(once(process.execPath, [join(root, 'bench/web_budget.mjs'), '--json', '--runs', '7']).stdout);
  // A plain first visit runs no engine code; the engine loads on the first touch or need, and at
  // once for a link. The offline copy is fetched by the service worker after the board is up.
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  row('first visit, everything transferred until idle, no interaction (gzip)', `${kib(w.firstLoad.gzipBytes)} (${w.firstLoad.requests} requests; by a link ${kib(w.linkLoad.gzipBytes)}; ` +
    `the service worker's offline copy after the board ${kib(w.offlineCopy?.gzipBytes ?? 0)})`, '—', '≤ 80 KB', yes(w.firstLoad.gzipBytes <= 80 * 1000));
  row('board interactive, first visit (median)', `${w.interactive.medianMs.toFixed(0)} ms (DOMContentLoaded ${w.interactive.domContentLoadedMs.toFixed(0)} ms)`, '—', '≤ 300 ms',
    yes(w.interactive.medianMs <= 300));
  row('board interactive by a #puzzle= link (median)', `${w.byLink.medianMs.toFixed(0)} ms (worst ${w.byLink.maxMs.toFixed(0)} ms)`, '—', '≤ 500 ms',
    yes(w.byLink.medianMs <= 500));
  // "On a loaded machine too": the same visits with one core kept busy (--busy 1).
  const b = JSON.parse(once(process.execPath, [join(root, 'bench/web_budget.mjs'), '--json', '--runs', '7', '--busy', '1', '--no-build']).stdout);
  row('the same with one core kept busy (`--busy 1`): plain, by a link (median)', `${b.interactive.medianMs.toFixed(0)} ms (worst ${b.interactive.maxMs.toFixed(0)} ms); ` +
    `${b.byLink.medianMs.toFixed(0)} ms (worst ${b.byLink.maxMs.toFixed(0)} ms)`, '—', '≤ 300 ms; ≤ 500 ms', yes(b.interactive.medianMs <= 300 && b.byLink.medianMs <= 500));
  row('first engine-needing actions of a plain visit (median)', `first Hint ${w.firstHint.medianMs.toFixed(0)} ms (engine cold, ${kib(w.firstHint.gzipBytes)} downloaded); ` +
    `first New game ${w.firstNewGame.medianMs.toFixed(0)} ms`, '—', 'pleasant (figures)', '—');
} else {
  row('first visit bytes; board interactive, plain and by link', 'run `npm run bench:web` (or this script with --web)', '—', '≤ 80 KB; ≤ 300 ms; ≤ 500 ms', '—');
}

rmSync(tmp, { recursive: true, force: true });
console.log(`\nload average ${load()} (end)\n`);
console.log('| work | ours | peers | goal | met? |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.work} | ${r.ours} | ${r.peer} | ${r.goal} | ${r.met} |`);
