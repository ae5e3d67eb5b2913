// The WebAssembly engine and the native CLI (build/native/dlx-sudoku) are one engine built twice:
// the same puzzles must get the same answers, the same DLX counters and the same generated puzzles.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineError } from '../../web/engine/dlx_engine.js';
import { cliPath, loadWasmEngine } from './wasm_engine.mjs';
import { blank, patternGrid } from './sudoku_check.mjs';

const PUZZLES = [
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  `12345678.${'.'.repeat(27)}........9${'.'.repeat(36)}`, // consistent, no solution
  `.5....5..${'.'.repeat(72)}`, // conflict
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7', // 80 cells
  blank(patternGrid(2, 2), [0, 5, 10, 15]),
  blank(patternGrid(4, 4), [...Array(256).keys()].filter((cell) => cell % 3 !== 0)),
  '.'.repeat(81), // empty board: many solutions
];

let engine, dir;
before(async () => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: run "npm run build" first`);
  ({ engine } = await loadWasmEngine());
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(args, input) {
  const files = [];
  if (input !== undefined) {
    const file = join(dir, `input-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, input);
    files.push(file);
  }
  const run = spawnSync(cliPath, [...args, ...files], { encoding: 'utf8' });
  assert.equal(run.error, undefined);
  return { lines: run.stdout.split('\n').slice(0, -1), status: run.status, stderr: run.stderr };
}

/** What the CLI's one-line answer should be, from the wasm engine. */
function wasmAnswer(call) {
  try {
    return call();
  } catch (error) {
    assert.ok(error instanceof EngineError, String(error));
    return `invalid: ${error.message}`;
  }
}

test('solve: the same line for every puzzle (solution, none, invalid with the same reason)', () => {
  const { lines, status } = cli(['solve'], PUZZLES.join('\n') + '\n');
  assert.equal(status, 2, 'exit status 2: some lines were invalid');
  const expected = PUZZLES.map((puzzle) => wasmAnswer(() => {
    const result = engine.solve(puzzle);
    return result.status === 'solved' ? result.solution : 'none';
  }));
  // The CLI names the line of its file, which the wasm call (one puzzle, "line 1" or none) cannot
  // know: compare what follows it.
  const normalise = (line) => line.replace(/^invalid: line \d+(?:: |(?=, column))/, 'invalid: ');
  assert.deepEqual(lines.map(normalise), expected.map(normalise));
  assert.ok(expected.includes('none') && expected.some((line) => line.startsWith('invalid:')));
});

test('solve --stats: the same node and update counts', () => {
  const solvable = PUZZLES.filter((p, i) => [0, 1, 5, 6].includes(i));
  const { lines, status } = cli(['solve', '--stats'], solvable.join('\n') + '\n');
  assert.equal(status, 0);
  assert.deepEqual(lines, solvable.map((puzzle) => {
    const r = engine.solve(puzzle);
    return `${r.solution} nodes=${r.nodes} updates=${r.updates}`;
  }));
});

test('count --limit K --verbose: the same counts and completeness', () => {
  const countable = PUZZLES.filter((p, i) => i !== 3 && i !== 4);
  for (const limit of [1, 2, 5]) {
    const { lines } = cli(['count', '--limit', String(limit), '--verbose'], countable.join('\n') + '\n');
    assert.deepEqual(lines, countable.map((puzzle) => {
      const r = engine.count(puzzle, limit);
      return `${r.count} ${r.complete ? 'complete' : 'at-limit'}`;
    }), `limit ${limit}`);
  }
});

test("exact-cover --count: Knuth's matrix gives the same covers and counters", () => {
  const knuth = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';
  const w = engine.exactCover(knuth);
  assert.deepEqual(cli(['exact-cover', '--count'], knuth).lines, [`solutions=${w.count} nodes=${w.nodes} updates=${w.updates}`]);
  assert.deepEqual(cli(['exact-cover'], knuth).lines, w.solutions.map((cover) => cover.join(' | ')));
});

test('generate: a seed gives the same puzzle and solution natively and in WebAssembly', () => {
  for (const [args, options] of [
    [['--seed', '42'], { seed: 42 }],
    [['--seed', '9007199254740992', '--symmetry', 'rot180'], { seed: 2 ** 53, symmetry: 'rot180' }],
    [['--seed', '7', '--box', '2x3', '--minimal'], { seed: 7, boxRows: 2, boxCols: 3, minimal: true }],
  ]) {
    const { lines, status } = cli(['generate', '--count', '1', '--with-solution', ...args]);
    assert.equal(status, 0);
    const g = engine.generate(options);
    assert.deepEqual(lines, [`${g.puzzle} ${g.solution}`], args.join(' '));
  }
});
