// `dlx-sudoku estimate` (engine/cli/cmd_estimate.cpp): Knuth's random-probe estimate of a search
// tree for a DLX1 problem or a Sudoku, with the real count beside it under --run. Runs the real
// binary (env DLX_SUDOKU_CLI, else build/native/dlx-sudoku).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { queensText } from '../../web/viz/presets.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(repoRoot, 'build/native/dlx-sudoku');
const HARD = '98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3';

function run(args, input = '') {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build)`);
  const r = spawnSync(cliPath, args, { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// "nodes: 1207.0 +- 6.1 (10000 probes, seed 1), real 1199 (estimate/real 1.007)" -> its numbers
const LINE = /^(nodes|updates|solutions): ([\d.e+]+) \+- ([\d.e+]+) \((\d+) probes, seed (\d+)\)(?:, real (\d+) \(estimate\/real ([\d.-]+)\))?$/;
function figures(stdout) {
  return Object.fromEntries(stdout.trim().split('\n').map((line) => {
    const m = LINE.exec(line);
    assert.ok(m, `unexpected line: ${line}`);
    return [m[1], { mean: Number(m[2]), spread: Number(m[3]), probes: Number(m[4]), real: m[6] === undefined ? undefined : Number(m[6]) }];
  }));
}

test('queens 8 from stdin: the estimate is within 3 of its standard errors of the real count', () => {
  const r = run(['estimate', '--dlx1', '--probes', '3000', '--seed', '4', '--run'], queensText(8));
  assert.equal(r.status, 0, r.stderr);
  const f = figures(r.stdout);
  assert.deepEqual(Object.keys(f), ['nodes', 'updates', 'solutions']);
  assert.equal(f.nodes.probes, 3000);
  assert.equal(f.solutions.real, 92);
  for (const { mean, spread, real } of Object.values(f)) assert.ok(Math.abs(mean - real) <= 3 * spread, `${mean} +- ${spread} vs ${real}`);
});

test('a Sudoku: without --run no real count; the same seed prints the same estimate', () => {
  const a = run(['estimate', '--probes', '200', '--seed', '9'], HARD);
  const b = run(['estimate', '--probes', '200', '--seed', '9'], HARD);
  assert.equal(a.status, 0, a.stderr);
  assert.equal(a.stdout, b.stdout);
  const f = figures(a.stdout);
  assert.equal(f.nodes.real, undefined);
  assert.ok(f.nodes.mean > 1);
  const c = run(['estimate', '--probes', '200', '--seed', '10'], HARD);
  assert.notEqual(c.stdout, a.stdout);
});

test('--run with a budget too small says undecided, exit status 3', () => {
  const r = run(['estimate', '--dlx1', '--run', '--budget', '100n'], queensText(10));
  assert.equal(r.status, 3);
  assert.match(r.stderr, /undecided/);
  assert.equal(figures(r.stdout).nodes.real, undefined);
});

test('bad input: a DLX1 parse error names its line; a non-puzzle suggests --dlx1; 0 probes is a usage error', () => {
  const dlx1 = run(['estimate', '--dlx1'], 'A B\nA C\n');
  assert.equal(dlx1.status, 1);
  assert.match(dlx1.stderr, /line 2/);
  const puzzle = run(['estimate'], 'A B\nA\n');
  assert.equal(puzzle.status, 1);
  assert.match(puzzle.stderr, /--dlx1/);
  assert.equal(run(['estimate', '--probes', '0'], HARD).status, 64);
});
