// Issue 30's killer rows for bench/table.mjs: killer generation per level beside Simon Tatham's
// Solo at the paired level (seeds 1..N, ours and Solo interleaved seed by seed, one whole process
// each, CPU time), and the uniqueness proof of killers with no givens (`count --limit 2`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { skipReason } from './table_peers.mjs';
import { best, median, ms, once, yes } from './table_timing.mjs';

// Our level and Solo's difficulty letter for it: i intermediate, a advanced, e extreme,
// u unreasonable (Solo's params `3x3k` = 3×3 boxes, killer; `d<letter>` = difficulty).
const LEVELS = [['hard', 'i'], ['expert', 'a'], ['extreme', 'e'], ['diabolical', 'u']];
const TIMEOUT_S = '300';  // one stuck generation must not hold the table forever; counted as failed

/** Median and slowest of a list of CPU seconds, as "0.312 s (slowest 0.520 s)". */
const s3 = (x) => `${x.toFixed(3)} s`;
const medianSlowest = (xs) => `${s3(median(xs))} (slowest ${s3(Math.max(...xs))})`;

/**
 * One row per level: `generate --variant killer --difficulty L --seed S` and
 * `sgt-solo --generate 1 3x3kd<l>#S` for S = 1..seeds, interleaved; medians compared.
 */
export function killerGenerationRows({ cli, peers, seeds, row, log }) {
  for (const [level, letter] of LEVELS) {
    const params = `3x3kd${letter}`;
    const work = `killer generation, ${level} (Solo \`${params}\`), CPU s a puzzle, median of seeds 1–${seeds}`;
    const skipped = skipReason(peers.solo);
    if (skipped) {
      row(work, skipped, '—', '—', '≤ Solo', '—');
      continue;
    }
    const ours = [];
    const solo = [];
    let fails = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const o = once('timeout', [TIMEOUT_S, cli, 'generate', '--variant', 'killer', '--difficulty', level, '--seed', String(seed)], { allowFail: true });
      if (o.status !== 0 || !/ cages=/.test(o.stdout)) fails++;
      ours.push(o.cpu);
      const p = once('timeout', [TIMEOUT_S, peers.solo.path, '--generate', '1', `${params}#${seed}`], { allowFail: true });
      if (p.status !== 0 || !p.stdout.startsWith('3x3k')) throw new Error(`Solo ${params}#${seed}: exit ${p.status}\n${p.stderr.slice(-300)}`);
      solo.push(p.cpu);
    }
    const ratio = median(ours) / median(solo);
    log(`  killer ${level}: ours ${ours.map((x) => x.toFixed(3)).join(' ')} s; Solo ${solo.map((x) => x.toFixed(3)).join(' ')} s`);
    row(work, `${medianSlowest(ours)}${fails ? `, ${fails} failed (exit or timeout ${TIMEOUT_S} s)` : ''}`,
      `Solo ${medianSlowest(solo)}`, ratio.toFixed(2), '≤ Solo', yes(ratio <= 1 && fails === 0));
  }
}

/** The first `want` killers with no givens among `generate --variant killer` from seed 1 on. */
function zeroGivenKillers(cli, want) {
  const found = [];
  const batch = 50;
  for (let seed = 1; found.length < want && seed < 5000; seed += batch) {
    const out = once(cli, ['generate', '--variant', 'killer', '--seed', String(seed), '--count', String(batch)]).stdout;
    for (const line of out.split('\n')) if (/^\.{81} /.test(line) && found.length < want) found.push(line);
  }
  if (found.length < want) throw new Error(`table: only ${found.length} killers with no givens among seeds 1–5000`);
  return found;
}

/**
 * `count --limit 2 --stats` on each of `want` generated killers with no givens, one whole process
 * each (best of runs), median CPU ms. Start-up is timed apart (`--version`) so a reader can see
 * how much of a figure is the counting.
 */
export function killerUniquenessRow({ cli, runs, want, tmp, row, log }) {
  const killers = zeroGivenKillers(cli, want);
  const cpu = [];
  const nodes = [];
  killers.forEach((line, i) => {
    const file = join(tmp, `killer0-${i}.txt`);
    writeFileSync(file, `${line}\n`);
    const r = best(runs, cli, ['count', '--limit', '2', '--stats', file]);
    const m = /^(\d+) nodes=(\d+)/.exec(r.stdout);
    if (!m || m[1] !== '1') throw new Error(`table: a generated killer did not count as unique: ${r.stdout}`);
    cpu.push(r.cpu * 1e3);
    nodes.push(Number(m[2]));
  });
  const startup = best(runs, cli, ['--version']).cpu * 1e3;
  log(`  killer, no givens, count --limit 2: ${cpu.map((x) => x.toFixed(1)).join(' ')} ms; nodes ${nodes.join(' ')}; start-up ${ms(startup)}`);
  row(`uniqueness proof of a killer with no givens (\`count --limit 2\`, whole process, median of ${killers.length} generated)`,
    `${ms(median(cpu))} (slowest ${ms(Math.max(...cpu))}; ${median(nodes)} nodes; start-up alone ${ms(startup)})`,
    '—', '—', '≤ 10 ms', yes(median(cpu) <= 10));
}
