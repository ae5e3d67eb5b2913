// Uniqueness (count to 2) ÷ first solution as the peers measure it on the same puzzles, so the
// table can show whether a goal on that ratio is within reach of any backtracking solver:
// Knuth's DLX1 by its own node counts (one process per puzzle, `t1` then `t2`), and tdoku's
// run_benchmark by time for the solvers it was built with (tdoku, kudoku, fast_solv_9r2).
// Each peer is optional: a missing program gives null.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One 9×9 puzzle line as DLX1 input, Sudoku as exact cover in our item order (cells, then "row /
 * column / box holds digit"), with only what the givens leave open, as Knuth's sudoku2dlx does.
 * On an unrestricted MRV search the open items in the same order give the same tree as ours.
 */
export function sudokuToDlx1(line) {
  const givens = [...line.trim().slice(0, 81)].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
  if (givens.length !== 81) throw new Error(`peer_uniqueness: '${line}' is not an 81-character 9×9 puzzle`);
  const used = { r: [], c: [], b: [] };
  for (const k of Object.keys(used)) for (let h = 0; h < 9; h++) used[k].push(new Set());
  const housesOf = (cell) => {
    const r = Math.floor(cell / 9), c = cell % 9;
    return { r, c, b: Math.floor(r / 3) * 3 + Math.floor(c / 3) };
  };
  givens.forEach((d, cell) => {
    if (!d) return;
    const at = housesOf(cell);
    for (const k of Object.keys(used)) used[k][at[k]].add(d);
  });
  const items = [];
  givens.forEach((d, cell) => { if (!d) items.push(`p${Math.floor(cell / 9)}${cell % 9}`); });
  for (const k of Object.keys(used)) {
    for (let h = 0; h < 9; h++) for (let d = 1; d <= 9; d++) if (!used[k][h].has(d)) items.push(`${k}${h}${d}`);
  }
  const options = [];
  givens.forEach((given, cell) => {
    if (given) return;
    const at = housesOf(cell);
    for (let d = 1; d <= 9; d++) {
      if (Object.keys(used).some((k) => used[k][at[k]].has(d))) continue;
      options.push(`p${at.r}${at.c} r${at.r}${d} c${at.c}${d} b${at.b}${d}`);
    }
  });
  return `${items.join(' ')}\n${options.join('\n')}\n`;
}

/** DLX1's nodes over `puzzles` (lines) stopping at 1 and at 2 solutions; null without DLX1. */
export function dlx1Nodes(peersDir, puzzles) {
  const program = peersDir && join(peersDir, 'knuth', 'dlx1');
  if (!program || !existsSync(program)) return null;
  const total = { first: 0, uniq: 0 };
  for (const line of puzzles) {
    const input = sudokuToDlx1(line);
    for (const [key, stop] of [['first', 't1'], ['uniq', 't2']]) {
      const r = spawnSync(program, [stop], { input, encoding: 'utf8' });
      const m = /Altogether \d+ solutions?, .* (\d+) nodes/.exec(r.stderr ?? '');
      if (r.status !== 0 || !m) throw new Error(`dlx1 ${stop} on '${line}': ${(r.stderr ?? '').slice(-300)}`);
      total[key] += Number(m[1]);
    }
  }
  return { first: total.first / puzzles.length, uniq: total.uniq / puzzles.length, ratio: total.uniq / total.first };
}

/**
 * tdoku's run_benchmark on `file` of `count` puzzles, µs per puzzle of each solver with limit 1
 * (`-f`) and limit 2; { solver: { first, uniq, ratio, guesses } } (guesses: the ratio of its
 * guesses per puzzle, which unlike time does not vary between runs), or null when PEERS_DIR has no
 * tdoku/build/run_benchmark. `-n count` makes its data set exactly the file, each puzzle once per
 * pass (a larger set is topped up by random draws, a smaller one is a random sample), and `-r0`
 * keeps the puzzles as given rather than permuted.
 */
export function tdokuRatios(peersDir, file, count, seconds = 2) {
  const program = peersDir && join(peersDir, 'tdoku', 'build', 'run_benchmark');
  if (!program || !existsSync(program)) return null;
  const usPerPuzzle = (first) => {
    const args = [...(first ? ['-f'] : []), '-r0', '-n', String(count), '-t', String(seconds), '-w', '1', '-s', 'tdoku,kudoku,fast_solv_9r2', file];
    const r = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 16 << 20 });
    if (r.status !== 0) throw new Error(`run_benchmark ${args.join(' ')}: ${(r.stderr ?? '').slice(-300)}`);
    const figures = {};
    // | solver  flags | puzzles/sec | usec/puzzle | %no_guess | guesses/puzzle |
    for (const m of r.stdout.matchAll(/^\|(\w+)\s+\S+\|\s*[\d.]+ \|\s*([\d.]+) \|\s*[\d.]+% \|\s*([\d.]+) \|/gm)) {
      figures[m[1]] = { us: Number(m[2]), guesses: Number(m[3]) };
    }
    return figures;
  };
  const first = usPerPuzzle(true);
  const uniq = usPerPuzzle(false);
  const out = {};
  for (const name of Object.keys(first)) {
    if (!uniq[name]) continue;
    out[name] = { first: first[name].us, uniq: uniq[name].us, ratio: uniq[name].us / first[name].us,
      guesses: uniq[name].guesses / first[name].guesses };
  }
  return Object.keys(out).length ? out : null;
}
