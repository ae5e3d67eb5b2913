// Tests of bench/table.mjs, issue 30's speed table: run in its tiny mode (--quick: one run, killer
// seed 1, one killer with no givens) against the real CLI (env DLX_SUDOKU_CLI, else
// build/native/dlx-sudoku) with no peers at all, it must still print every row, in issue 30's
// order, each missing peer's row saying "skipped" with the peer's name and how to get it, and the
// one row with no peer (the killer uniqueness proof) measured. No timing is asserted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(repoRoot, 'build/native/dlx-sudoku');

/** The markdown table's body rows as arrays of cells (header and rule left out). */
function tableRows(stdout) {
  const table = stdout.split('\n').filter((l) => l.startsWith('| '));
  assert.equal(table[0], '| work | ours | peer | ratio | goal | met? |');
  return table.slice(1).map((l) => l.slice(2, -2).split(' | '));
}

test('bench table: --quick with no peers prints every row of issue 30, skipping what it cannot fill', { timeout: 120_000 }, () => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build) or set DLX_SUDOKU_CLI`);
  const env = { ...process.env, DLX_SUDOKU_CLI: cliPath, SGT_SOLO: join(repoRoot, 'no-such-solo') };
  delete env.PEERS_DIR;
  const r = spawnSync(process.execPath, [join(repoRoot, 'bench/table.mjs'), '--quick'], { env, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /load average [\d. ]+ \(start\)/);
  assert.match(r.stdout, /load average [\d. ]+ \(end\)/);

  const rows = tableRows(r.stdout);
  const expected = [
    [/^killer generation, hard \(Solo `3x3kdi`\)/, /^skipped: Solo not found \(apt-get install sgt-puzzles/],
    [/^killer generation, expert \(Solo `3x3kda`\)/, /^skipped: Solo /],
    [/^killer generation, extreme \(Solo `3x3kde`\)/, /^skipped: Solo /],
    [/^killer generation, diabolical \(Solo `3x3kdu`\)/, /^skipped: Solo /],
    [/^uniqueness proof of a killer with no givens/, /^[\d.]+ ms \(slowest [\d.]+ ms; \d+ nodes; start-up alone [\d.]+ ms\)$/],
    [/^1,000 forum-hardest, first solution/, /^skipped: (the seeds' DLX not found \(PEERS_DIR not set; .*seed002_dlx\.cpp|.* not found$)/],
    [/^10,000 17-clue, first solution/, /^skipped: (tdoku not found \(PEERS_DIR not set; .*example\/solve\.c|.* not found$)/],
    [/^6×10 pentominoes, .*`bits` beside SSXC1/, /^skipped: SSXC1 not found \(PEERS_DIR not set; .*ssxc1/],
    [/^6×10 pentominoes, .*`dlx` beside DLX1/, /^skipped: DLX1 not found \(PEERS_DIR not set; .*dlx1/],
  ];
  assert.equal(rows.length, expected.length, r.stdout);
  expected.forEach(([work, ours], i) => {
    const [w, o, peer, ratio, goal, met] = rows[i];
    assert.match(w, work);
    assert.match(o, ours);
    assert.ok(goal.length > 0, `row ${i + 1} states its goal`);
    if (o.startsWith('skipped')) assert.deepEqual([peer, ratio, met], ['—', '—', '—'], `a skipped row claims nothing: ${rows[i]}`);
    else assert.match(met, /^(yes|\*\*no\*\*)$/);
  });
});
