// The rows of bench/table.mjs kept from issue 14 after issue 30's: uniqueness ÷ first solution on
// every list (and beside the peers on each list's first 1,000), WASM ÷ native per call, the big
// boards, and the web budget (only with --web). They carry context and their own goals.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { dlx1Nodes, tdokuRatios } from './peer_uniqueness.mjs';
import { best, lines, once, s, us, yes } from './table_timing.mjs';

const LISTS = ['17clue.txt', 'top1465.txt', 'forum_hardest_1905_sample5k.txt'];

/** Uniqueness (count to 2) ÷ first solution, solving only, on every list; then beside the peers. */
export function uniquenessRows({ cli, data, peersDir, tmp, row, log }) {
  const lists = LISTS.map((f) => join(data, f)).filter(existsSync);
  if (!lists.length) {
    row('uniqueness (count to 2) ÷ first solution, solving only', `skipped: none of ${LISTS.join(', ')} in ${data}`, '—', '—', '≤ 1.8 on every list', '—');
    return lists;
  }
  const out = once(cli, ['bench', '--json', '--min-time', '0.5', ...lists]).stdout.trim().split('\n').map((l) => JSON.parse(l));
  const text = out.map((b) => `${b.file.split('/').pop().replace('.txt', '')} ${Number(b.ratio).toFixed(2)} ` +
    `(nodes ${Number(b.first_nodes).toFixed(0)} → ${Number(b.uniq_nodes).toFixed(0)})`).join(', ');
  row('uniqueness (count to 2) ÷ first solution, solving only', text, '—', '—', '≤ 1.8 on every list', yes(out.every((b) => b.ratio <= 1.8)));
  for (const b of out) log(`  ${b.file}: first ${Number(b.first_us).toFixed(1)} µs, uniqueness ${Number(b.uniq_us).toFixed(1)} µs, ratio ${Number(b.ratio).toFixed(2)}`);
  peerUniqueness({ cli, lists, peersDir, tmp, row, log });
  return lists;
}

/**
 * The same ratio from the peers on the first 1,000 puzzles of each list, ours beside them on the
 * same puzzles: Knuth's DLX1 by nodes, tdoku's run_benchmark solvers by time. It shows whether a
 * ratio goal is within reach of backtracking solvers at all, so it has no verdict of its own.
 */
function peerUniqueness({ cli, lists, peersDir, tmp, row, log }) {
  const cells = [];
  let built = false;  // any peer answered
  for (const list of lists) {
    const name = list.split('/').pop().replace('.txt', '');
    const sample = join(tmp, `${name}-1000.txt`);
    const puzzles = lines(list).slice(0, 1000);
    writeFileSync(sample, puzzles.join('\n') + '\n');
    const ours = JSON.parse(once(cli, ['bench', '--json', '--min-time', '0.5', sample]).stdout.trim().split('\n')[0]);
    const parts = [`ours ${Number(ours.ratio).toFixed(2)} (nodes ${(ours.uniq_nodes / ours.first_nodes).toFixed(2)})`];
    const dlx1 = dlx1Nodes(peersDir, puzzles);
    built ||= Boolean(dlx1);
    if (dlx1) parts.push(`DLX1 nodes ${dlx1.ratio.toFixed(2)} (${dlx1.first.toFixed(0)} → ${dlx1.uniq.toFixed(0)})`);
    const timed = tdokuRatios(peersDir, sample, puzzles.length);
    built ||= Boolean(timed);
    if (timed) for (const [solver, r] of Object.entries(timed)) parts.push(`${solver} ${r.ratio.toFixed(2)} (guesses ${r.guesses.toFixed(2)})`);
    log(`  ${name} first 1000, uniqueness ÷ first: ${parts.join(', ')}`);
    cells.push(`${name}: ${parts.join(', ')}`);
  }
  row('the same ratio on the first 1,000 of each list, ours beside the peers (DLX1 by nodes, tdoku\'s run_benchmark solvers by time and by guesses)',
    cells.join('; '), built ? 'DLX1; tdoku, kudoku, fast_solv_9r2 (those built)' : 'not built (PEERS_DIR: knuth/dlx1, tdoku/build/run_benchmark)',
    '—', 'context for the row above', '—');
}

/** One M.solve call per puzzle in node (bench/wasm_bench.mjs) ÷ the native whole process per puzzle. */
export function wasmRow({ cli, runs, root, lists, wasmDir, row, log }) {
  const glue = join(wasmDir, 'dlx_sudoku.js');
  if (!lists.length || !existsSync(glue)) {
    row('WASM ÷ native per call', `skipped: ${glue} not built or no puzzle lists`, '—', '—', '≤ 1.3 on every list', '—');
    return;
  }
  // Both sides best of the runs and wall-clock (the WASM figure is timed inside node, so CPU time
  // for native alone would flatter it on a loaded machine).
  const wasmUs = {};
  for (let i = 0; i < runs; i++) {
    const w = once(process.execPath, [join(root, 'bench/wasm_bench.mjs'), '--min-time', '1', '--wasm-dir', wasmDir, ...lists]);
    for (const m of w.stdout.matchAll(/^(.*): \d+ puzzles,[^\n]*\n\s+solve\s+([\d.]+) µs\/puzzle/gm)) {
      wasmUs[m[1]] = Math.min(wasmUs[m[1]] ?? Infinity, Number(m[2]));
    }
  }
  const ratios = lists.map((list) => {
    const nativeUs = (best(runs, cli, ['solve', list]).wall / lines(list).length) * 1e6;
    const name = list.split('/').pop().replace('.txt', '');
    log(`  ${name}: native whole process ${us(nativeUs)}/puzzle wall, wasm ${us(wasmUs[list])}/call`);
    return { name, ratio: wasmUs[list] / nativeUs, nativeUs, wasm: wasmUs[list] };
  });
  row('WASM ÷ native per call (one M.solve per puzzle ÷ native whole process, both wall-clock)',
    ratios.map((r) => `${r.name} ${r.ratio.toFixed(2)} (${us(r.wasm)} ÷ ${us(r.nativeUs)})`).join(', '),
    '—', '—', '≤ 1.3 on every list', yes(ratios.every((r) => r.ratio <= 1.3)));
}

/** `generate --size 16` and `--size 25` (whole process per puzzle), then solve and count them. */
export function bigBoardRows({ cli, runs, tmp, row, log }) {
  for (const [size, count] of [[16, 5], [25, 2]]) {
    const g = best(runs, cli, ['generate', '--size', String(size), '--count', String(count), '--seed', '1']);
    const file = join(tmp, `gen${size}.txt`);
    writeFileSync(file, g.stdout);
    const sv = best(runs, cli, ['solve', file]);
    const ct = best(runs, cli, ['count', file]);
    const b = JSON.parse(once(cli, ['bench', '--json', '--min-time', '0', file]).stdout.trim().split('\n')[0]);
    const text = `generate ${s(g.cpu / count)}/puzzle; solve ${(sv.cpu / count * 1e3).toFixed(1)} ms, ` +
      `count to 2 ${(ct.cpu / count * 1e3).toFixed(1)} ms/puzzle (whole process); nodes ${Number(b.first_nodes).toFixed(0)} / ${Number(b.uniq_nodes).toFixed(0)}`;
    log(`  ${size}x${size}: ${text}`);
    row(`${size}×${size}: generate (seeds 1..${count}), solve and count what it made`, text, '—', '—', 'figures; common cases fast', '—');
  }
}

/** First-visit bytes and board-interactive times from bench/web_budget.mjs (only with --web). */
export function webRows({ root, web, row }) {
  if (!web) {
    row('first visit bytes; board interactive, plain and by link', 'run `npm run bench:web` (or this script with --web)', '—', '—', '≤ 80 KB; ≤ 300 ms; ≤ 500 ms', '—');
    return;
  }
  const w = JSON.parse(once(process.execPath, [join(root, 'bench/web_budget.mjs'), '--json', '--runs', '7']).stdout);
  // A plain first visit runs no engine code; the engine loads on the first touch or need, and at
  // once for a link. The offline copy is fetched by the service worker after the board is up.
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  row('first visit, everything transferred until idle, no interaction (gzip)', `${kib(w.firstLoad.gzipBytes)} (${w.firstLoad.requests} requests; by a link ${kib(w.linkLoad.gzipBytes)}; ` +
    `the service worker's offline copy after the board ${kib(w.offlineCopy?.gzipBytes ?? 0)})`, '—', '—', '≤ 80 KB', yes(w.firstLoad.gzipBytes <= 80 * 1000));
  row('board interactive, first visit (median)', `${w.interactive.medianMs.toFixed(0)} ms (DOMContentLoaded ${w.interactive.domContentLoadedMs.toFixed(0)} ms)`, '—', '—', '≤ 300 ms',
    yes(w.interactive.medianMs <= 300));
  row('board interactive by a #puzzle= link (median)', `${w.byLink.medianMs.toFixed(0)} ms (worst ${w.byLink.maxMs.toFixed(0)} ms)`, '—', '—', '≤ 500 ms',
    yes(w.byLink.medianMs <= 500));
  // "On a loaded machine too": the same visits with one core kept busy (--busy 1).
  const b = JSON.parse(once(process.execPath, [join(root, 'bench/web_budget.mjs'), '--json', '--runs', '7', '--busy', '1', '--no-build']).stdout);
  row('the same with one core kept busy (`--busy 1`): plain, by a link (median)', `${b.interactive.medianMs.toFixed(0)} ms (worst ${b.interactive.maxMs.toFixed(0)} ms); ` +
    `${b.byLink.medianMs.toFixed(0)} ms (worst ${b.byLink.maxMs.toFixed(0)} ms)`, '—', '—', '≤ 300 ms; ≤ 500 ms', yes(b.interactive.medianMs <= 300 && b.byLink.medianMs <= 500));
  row('first engine-needing actions of a plain visit (median)', `first Hint ${w.firstHint.medianMs.toFixed(0)} ms (engine cold, ${kib(w.firstHint.gzipBytes)} downloaded); ` +
    `first New game ${w.firstNewGame.medianMs.toFixed(0)} ms`, '—', '—', 'pleasant (figures)', '—');
}
