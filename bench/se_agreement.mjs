#!/usr/bin/env node
// bench/se_agreement.mjs: how closely the grader agrees with Sudoku Explainer 1.2.1 (SE) on a TSV of
// SE-rated puzzles (`puzzle, source, source_level, se_er, se_technique`, tab-separated, header line:
// the format of ../shared/data/se_rated_train.tsv). Rates every puzzle with the real CLI
// (`dlx-sudoku rate`, one process) and prints the issue's figures: Spearman rank correlation with
// SE's ER; for the puzzles SE rates below 9.0 the mean |ours - SE|, the mean signed difference, the
// share within ±0.5 and exactly equal, and how many we could not finish ("stuck": a line that is not
// a rating, or a path that ended on the safety net's trial); the same per source; the level
// distribution; and the differences (with --diff). Figures, not a test: nothing is asserted.
// Usage: node bench/se_agreement.mjs [FILE.tsv ...] [--diff] [--json]   (default: the training set)
// DLX_SUDOKU_CLI overrides the binary (default build/native/dlx-sudoku).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const cli = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(root, 'build/native/dlx-sudoku');
const args = process.argv.slice(2);
const showDiff = args.includes('--diff');
const asJson = args.includes('--json');
const files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) files.push(join(root, '../shared/data/se_rated_train.tsv'));
if (!existsSync(cli)) {
  console.error(`se_agreement: ${cli} is missing: build it first (npm run build)`);
  process.exit(1);
}

/** Ranks with ties averaged (Spearman's convention). */
function ranks(values) {
  const order = values.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
  const out = new Array(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

function spearman(a, b) {
  const ra = ranks(a), rb = ranks(b);
  const ma = ra.reduce((s, x) => s + x, 0) / ra.length, mb = rb.reduce((s, x) => s + x, 0) / rb.length;
  let cov = 0, va = 0, vb = 0;
  for (let i = 0; i < ra.length; i++) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) ** 2;
    vb += (rb[i] - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

function figures(rows) {
  const below = rows.filter((r) => r.se < 9.0);
  const rated = below.filter((r) => r.ours !== null);
  const d = rated.map((r) => r.ours - r.se);
  const mean = (xs) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
  return {
    puzzles: rows.length,
    spearman: spearman(rows.map((r) => r.ours ?? 99), rows.map((r) => r.se)),
    below9: below.length,
    meanAbs: mean(d.map(Math.abs)),
    meanSigned: mean(d),
    within05: rated.filter((r) => Math.abs(r.ours - r.se) <= 0.5 + 1e-9).length / (below.length || 1),
    exact: rated.filter((r) => Math.abs(r.ours - r.se) < 0.05).length / (below.length || 1),
    stuckBelow9: below.filter((r) => r.ours === null || r.technique === 'trial').length,
  };
}

const rows = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(lines[0].startsWith('puzzle\t') ? 1 : 0)) {
    const [puzzle, source, level, er, technique] = line.split('\t');
    rows.push({ puzzle, source, level, se: Number(er), seTechnique: technique, file });
  }
}
const started = process.hrtime.bigint();
const run = spawnSync(cli, ['rate'], { input: rows.map((r) => r.puzzle).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const out = run.stdout.split('\n');
rows.forEach((r, i) => {
  const m = /^(\w+) (\d+\.\d) (.+)$/.exec(out[i] ?? '');
  r.ours = m ? Number(m[2]) : null;
  r.level = m ? m[1] : 'invalid';
  r.technique = m ? m[3] : out[i];
});

const all = figures(rows);
const bySource = {};
for (const source of [...new Set(rows.map((r) => r.source))]) bySource[source] = figures(rows.filter((r) => r.source === source));
const levels = {};
for (const r of rows) levels[r.level] = (levels[r.level] ?? 0) + 1;
if (asJson) {
  console.log(JSON.stringify({ files, seconds, all, bySource, levels }, null, 1));
  process.exit(0);
}
const pct = (x) => `${(100 * x).toFixed(1)} %`;
const row = (name, f) => `| ${name} | ${f.puzzles} | ${f.spearman.toFixed(4)} | ${f.below9} | ${f.meanAbs.toFixed(3)} | ${f.meanSigned >= 0 ? '+' : ''}${f.meanSigned.toFixed(3)} | ${pct(f.within05)} | ${pct(f.exact)} | ${f.stuckBelow9} |`;
console.log(`SE agreement: ${files.join(', ')}; ${rows.length} puzzles rated in ${seconds.toFixed(2)} s (${(1e6 * seconds / rows.length).toFixed(0)} µs per puzzle, whole process; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`);
console.log('\n| set | puzzles | Spearman | SE < 9.0 | mean \\|ours − SE\\| | mean ours − SE | within ±0.5 | equal | stuck below 9 |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(row('all', all));
for (const [source, f] of Object.entries(bySource)) console.log(row(source, f));
console.log(`\nlevels: ${Object.entries(levels).map(([k, v]) => `${k} ${v}`).join(', ')}`);
if (showDiff) {
  console.log('\ndifferences (puzzle, ours, SE):');
  for (const r of rows) if (r.ours === null || Math.abs(r.ours - r.se) > 0.05) console.log(`${r.puzzle}\t${r.ours} ${r.technique}\t${r.se} ${r.seTechnique}`);
}
