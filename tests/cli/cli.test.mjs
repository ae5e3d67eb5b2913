// Tests of the native CLI (engine/cli/): runs the real dlx-sudoku binary (env DLX_SUDOKU_CLI, else
// build/native/dlx-sudoku) and checks its output formats, exit statuses and answers. Answers are
// checked by the small independent checkers below, never against solutions typed in by hand.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { givensProblem, solutionProblem } from '../js/sudoku_check.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI
  ? resolve(process.env.DLX_SUDOKU_CLI)
  : join(repoRoot, 'build/native/dlx-sudoku');
const USAGE_STATUS = 64; // documented in `dlx-sudoku --help`

// Wikipedia's example puzzle (unique), and a completed grid to build other puzzles from.
const UNIQUE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const FULL = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// Row 1 holds 1-8, so r1c9 must be 9, but column 9 already has a 9 (r2c9): the givens do not
// conflict, yet there is no completion.
const NO_COMPLETION = `12345678.${'........9'}${'.'.repeat(63)}`;
const CONFLICT = `55${'.'.repeat(79)}`; // two 5s in row 1: r1c1 and r1c2
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

let dir;
before(() => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build) or set DLX_SUDOKU_CLI`);
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-test-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI; `input` goes to stdin. */
function run(args, input = '') {
  const result = spawnSync(cliPath, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(result.error, undefined, String(result.error));
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stdout.split('\n').slice(0, -1) };
}

function tempFile(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

// ---- independent checkers ----------------------------------------------------------------------

const boxOf = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4] };

/** Why `solution` is not a valid completion of `puzzle`, or '' when it is (tests/js's checker). */
function whyInvalid(puzzle, solution) {
  const [boxRows, boxCols] = boxOf[Math.round(Math.sqrt(puzzle.length))];
  return solutionProblem(solution, boxRows, boxCols) || givensProblem(puzzle, solution);
}

/** Cells (r1,c1),(r1,c2),(r2,c1),(r2,c2) of a full 9x9 grid holding a b / b a within two boxes. */
function deadlyRectangle(grid) {
  const at = (r, c) => grid[r * 9 + c];
  for (let r1 = 0; r1 < 9; r1++) for (let r2 = r1 + 1; r2 < 9; r2++) {
    for (let c1 = 0; c1 < 9; c1++) for (let c2 = c1 + 1; c2 < 9; c2++) {
      const sameBand = Math.floor(r1 / 3) === Math.floor(r2 / 3);
      const sameStack = Math.floor(c1 / 3) === Math.floor(c2 / 3);
      if (sameBand === sameStack) continue; // exactly two boxes
      if (at(r1, c1) === at(r2, c2) && at(r1, c2) === at(r2, c1)) return [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
    }
  }
  return null;
}

const blank = (line, cells) => [...line].map((ch, i) => (cells.includes(i) ? '.' : ch)).join('');
const TWO_SOLUTIONS = blank(FULL, deadlyRectangle(FULL));

// ---- solve -------------------------------------------------------------------------------------

describe('solve', () => {
  test('one line out per line in: solution, none, invalid (cells named), echoed comments; exit 2', () => {
    const input = ['# header', UNIQUE, '', NO_COMPLETION, CONFLICT, '123', '.'.repeat(81)].join('\n') + '\n';
    const { status, lines } = run(['solve'], input);
    assert.equal(status, 2, 'an invalid line makes the exit status 2');
    assert.equal(lines.length, 7);
    assert.equal(lines[0], '# header');
    assert.equal(whyInvalid(UNIQUE, lines[1]), '');
    assert.equal(lines[2], '');
    assert.equal(lines[3], 'none');
    assert.match(lines[4], /^invalid: line 5: .*r1c1.*r1c2/);
    assert.match(lines[5], /^invalid: line 6: /);
    assert.equal(whyInvalid('.'.repeat(81), lines[6]), '');
  });

  test('exit 0 when every line is valid; files and "-" are read in order', () => {
    const a = tempFile('a.txt', `${UNIQUE}\n`);
    const b = tempFile('b.txt', `${TWO_SOLUTIONS}\r\n`); // CRLF accepted
    const { status, lines } = run(['solve', a, '-', b], `${NO_COMPLETION}\n`);
    assert.equal(status, 0);
    assert.equal(lines.length, 3);
    assert.equal(whyInvalid(UNIQUE, lines[0]), '');
    assert.equal(lines[1], 'none');
    assert.equal(whyInvalid(TWO_SOLUTIONS, lines[2]), '');
  });

  test('other sizes: 4x4 and 6x6 lines', () => {
    const puzzles = ['.'.repeat(16), '.'.repeat(36)];
    const { status, lines } = run(['solve'], puzzles.join('\n'));
    assert.equal(status, 0);
    puzzles.forEach((p, i) => assert.equal(whyInvalid(p, lines[i]), ''));
  });

  test('--stats appends DLX counters', () => {
    const { lines } = run(['solve', '--stats'], `${UNIQUE}\n${NO_COMPLETION}\n`);
    assert.match(lines[0], /^[1-9]{81} nodes=\d+ updates=\d+$/);
    assert.match(lines[1], /^none nodes=\d+ updates=\d+$/);
  });

  test('an unreadable file: message on stderr, exit 1', () => {
    const { status, stderr } = run(['solve', join(dir, 'missing.txt')]);
    assert.equal(status, 1);
    assert.match(stderr, /missing\.txt/);
  });
});

// ---- count -------------------------------------------------------------------------------------

describe('count', () => {
  test('1 for a unique puzzle, 2 for a blanked deadly rectangle, 0 without completion', () => {
    assert.ok(TWO_SOLUTIONS.split('.').length - 1 === 4);
    const { status, lines } = run(['count'], [UNIQUE, TWO_SOLUTIONS, NO_COMPLETION].join('\n'));
    assert.equal(status, 0);
    assert.deepEqual(lines, ['1', '2', '0']);
  });

  test('--limit stops counting; --verbose says whether the count is complete', () => {
    const empty = '.'.repeat(81);
    assert.deepEqual(run(['count', '--limit', '5'], `${empty}\n`).lines, ['5']);
    assert.deepEqual(run(['count', '--limit', '1'], `${TWO_SOLUTIONS}\n`).lines, ['1']);
    assert.deepEqual(run(['count', '--limit', '0', '--verbose'], `${TWO_SOLUTIONS}\n`).lines, ['2 complete']);
    assert.deepEqual(run(['count', '--limit', '3', '--verbose'], `${empty}\n${UNIQUE}\n`).lines, ['3 at-limit', '1 complete']);
  });

  test('invalid lines and echo rules as for solve', () => {
    const { status, lines } = run(['count', '--stats'], `# c\n\n${CONFLICT}\n${UNIQUE}\n`);
    assert.equal(status, 2);
    assert.equal(lines[0], '# c');
    assert.equal(lines[1], '');
    assert.match(lines[2], /^invalid: line 3: .*r1c1.*r1c2/);
    assert.match(lines[3], /^1 nodes=\d+ updates=\d+$/);
  });
});

// ---- exact-cover -------------------------------------------------------------------------------

/** Checks that a printed cover line is an exact cover of the primary items of a DLX1 problem. */
function assertExactCover(problemText, line) {
  const [itemLine, ...optionLines] = problemText.trim().split('\n').filter((l) => !l.startsWith('|'));
  const primary = itemLine.split('|')[0].trim().split(/\s+/);
  const options = new Set(optionLines.map((l) => l.trim().split(/\s+/).join(' ')));
  const chosen = line.split(' | ');
  const covered = [];
  for (const option of chosen) {
    assert.ok(options.has(option), `"${option}" is not an option of the problem`);
    covered.push(...option.split(' '));
  }
  assert.equal(new Set(covered).size, covered.length, `an item is covered twice in ${line}`);
  for (const item of primary) assert.ok(covered.includes(item), `primary item ${item} is not covered in ${line}`);
}

/** N-queens in DLX1 text: rows and columns primary, diagonals secondary (TAOCP 7.2.2.1). */
function queensDlx1(n) {
  const range = (k) => [...Array(k).keys()];
  const items = [...range(n).map((i) => `R${i}`), ...range(n).map((j) => `C${j}`)];
  const diagonals = [...range(2 * n - 1).map((s) => `A${s}`), ...range(2 * n - 1).map((d) => `B${d}`)];
  const options = range(n * n).map((k) => {
    const i = Math.floor(k / n), j = k % n;
    return `R${i} C${j} A${i + j} B${i - j + n - 1}`;
  });
  return `${items.join(' ')} | ${diagonals.join(' ')}\n${options.join('\n')}\n`;
}

describe('exact-cover', () => {
  test("Knuth's matrix (3): its one cover, options in search order, separated by ' | '", () => {
    const { status, lines } = run(['exact-cover', '-'], KNUTH);
    assert.equal(status, 0);
    assert.deepEqual(lines, ['A D | C E F | B G']);
    assertExactCover(KNUTH, lines[0]);
  });

  test("--count gives DLX1's own figures for matrix (3)", () => {
    const file = tempFile('knuth.dlx', KNUTH);
    assert.deepEqual(run(['exact-cover', '--count', file]).lines, ['solutions=1 nodes=6 updates=30']);
  });

  test('secondary items are covered at most once; --limit stops early', () => {
    const problem = '| comment\nA B | x\nA x\nB x\nA\nB\n';
    const all = run(['exact-cover', '-'], problem).lines;
    assert.equal(all.length, 3);
    all.forEach((line) => assertExactCover(problem, line));
    assert.equal(new Set(all).size, 3);
    assert.equal(run(['exact-cover', '--limit', '2', '-'], problem).lines.length, 2);
    assert.match(run(['exact-cover', '--count', '-'], problem).stdout, /^solutions=3 nodes=\d+ updates=\d+\n$/);
  });

  test('the pentomino problem: a printed cover tiles the board', () => {
    const path = join(repoRoot, 'bench/pentomino_6x10.dlx');
    const { status, lines } = run(['exact-cover', '--limit', '1', path]);
    assert.equal(status, 0);
    assert.equal(lines.length, 1);
    assert.equal(lines[0].split(' | ').length, 12);
    assertExactCover(readFileSync(path, 'utf8'), lines[0]);
  });

  test('--engine cells and bits: the same covers as Dancing Links; cells gives SSXC1\'s counters', () => {
    const problem = queensDlx1(6);
    const links = run(['exact-cover', '-'], problem).lines;
    const cells = run(['exact-cover', '--engine', 'cells', '-'], problem).lines;
    assert.equal(links.length, 4);
    cells.forEach((line) => assertExactCover(problem, line));
    const sorted = (lines) => lines.map((l) => l.split(' | ').sort().join(' | ')).sort();
    assert.deepEqual(sorted(cells), sorted(links));
    // Knuth's SSXC1 prints "4 solutions, ... 1613 updates, ... 64 nodes" for this text.
    assert.deepEqual(run(['exact-cover', '--engine', 'cells', '--count', '-'], problem).lines, ['solutions=4 nodes=64 updates=1613']);
    assert.deepEqual(run(['exact-cover', '--engine', 'cells', '--limit', '1', '-'], problem).lines.length, 1);
    const bits = run(['exact-cover', '--engine', 'bits', '-'], problem).lines;
    bits.forEach((line) => assertExactCover(problem, line));
    assert.deepEqual(sorted(bits), sorted(links));
    assert.match(run(['exact-cover', '--engine', 'bits', '--count', '-'], problem).stdout, /^solutions=4 nodes=\d+ updates=\d+\n$/);
    for (const engine of ['dlx', 'cells', 'bits']) {
      // Every engine honours the same node budget: undecided, exit 3, the nodes it was given.
      const cut = run(['exact-cover', '--engine', engine, '--count', '--budget', '5n', '-'], problem);
      assert.equal(cut.status, 3, engine);
      assert.match(cut.stdout, /^undecided: solutions>=\d+ nodes=5 updates=\d+\n$/, engine);
    }
    // No stdin: the usage error exits before reading it (a write would race the exit: EPIPE).
    const bad = run(['exact-cover', '--engine', 'bitsets', '-']);
    assert.equal(bad.status, 64);
    assert.match(bad.stderr, /engine/);
  });

  test('a DLX1 parse error: stderr names the line, stdout is empty, exit 1', () => {
    const { status, stdout, stderr } = run(['exact-cover', '-'], 'A B\nA C\n');
    assert.equal(status, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /line 2/);
    assert.match(stderr, /'C'/);
  });
});

// ---- generate ----------------------------------------------------------------------------------

describe('generate', () => {
  test('the same seed gives the same output; line i is reproducible with seed S+i', () => {
    const first = run(['generate', '--seed', '123', '--count', '3']);
    const again = run(['generate', '--seed', '123', '--count', '3']);
    assert.equal(first.status, 0);
    assert.equal(first.lines.length, 3);
    assert.deepEqual(first.lines, again.lines);
    assert.deepEqual(run(['generate', '--seed', '125']).lines, [first.lines[2]]);
    assert.equal(first.stderr, '', 'no seed message when --seed is given');
  });

  test('without --seed the chosen seed is printed on stderr and reproduces the puzzle', () => {
    const { lines, stderr } = run(['generate']);
    const seed = stderr.match(/seed (\d+)/)?.[1];
    assert.ok(seed, stderr);
    assert.deepEqual(run(['generate', '--seed', seed]).lines, lines);
  });

  test('every generated puzzle has exactly one solution, and --with-solution gives it', () => {
    const { lines } = run(['generate', '--seed', '7', '--count', '4', '--with-solution']);
    const puzzles = lines.map((line) => line.split(' ')[0]);
    lines.forEach((line) => {
      const [puzzle, solution] = line.split(' ');
      assert.equal(whyInvalid(puzzle, solution), '');
    });
    assert.deepEqual(run(['count', '--limit', '0'], puzzles.join('\n')).lines, ['1', '1', '1', '1']);
  });

  for (const [symmetry, partner] of [
    ['rot180', (r, c, n) => [n - 1 - r, n - 1 - c]],
    ['mirror', (r, c, n) => [r, n - 1 - c]],
  ]) {
    test(`--symmetry ${symmetry}: the clue pattern is symmetric`, () => {
      const { lines } = run(['generate', '--seed', '11', '--count', '3', '--symmetry', symmetry]);
      assert.deepEqual(run(['count'], lines.join('\n')).lines, ['1', '1', '1']);
      for (const puzzle of lines) {
        for (let cell = 0; cell < 81; cell++) {
          const [r, c] = partner(Math.floor(cell / 9), cell % 9, 9);
          assert.equal(puzzle[cell] === '.', puzzle[r * 9 + c] === '.', `${puzzle} at cell ${cell}`);
        }
      }
    });
  }

  test('--size and --box choose the board', () => {
    const [four] = run(['generate', '--seed', '1', '--size', '4']).lines;
    const [six] = run(['generate', '--seed', '1', '--box', '2x3']).lines;
    assert.equal(four.length, 16);
    assert.equal(six.length, 36);
    assert.deepEqual(run(['count'], `${four}\n${six}\n`).lines, ['1', '1']);
  });
});

// ---- bench -------------------------------------------------------------------------------------

describe('bench', () => {
  test('times and verifies a small puzzle file', () => {
    const file = tempFile('bench.txt', `# list\n${UNIQUE}\n${TWO_SOLUTIONS}\n${NO_COMPLETION}\n`);
    const text = run(['bench', '--min-time', '0', file]);
    assert.equal(text.status, 0, text.stderr);
    assert.match(text.stdout, /3 puzzles .*1 unique, 1 with several solutions, 1 with none/);
    assert.match(text.stdout, /first solution .* µs\/puzzle/);
    assert.match(text.stdout, /ratio uniqueness\/first/);
    const json = JSON.parse(run(['bench', '--json', '--min-time', '0', file]).stdout);
    assert.equal(json.puzzles, 3);
    assert.equal(json.unique, 1);
    assert.ok(json.first_us > 0 && json.uniq_us > 0);
  });

  test('--exact-cover counts every cover', () => {
    const file = tempFile('knuth-bench.dlx', KNUTH);
    const json = JSON.parse(run(['bench', '--exact-cover', '--json', '--min-time', '0', file]).stdout);
    assert.equal(json.solutions, 1);
    assert.equal(json.nodes, 6);
    assert.equal(json.updates, 30);
  });
});

// ---- help, version, misuse ---------------------------------------------------------------------

describe('help and misuse', () => {
  for (const sub of ['solve', 'count', 'exact-cover', 'generate', 'bench']) {
    test(`${sub} --help`, () => {
      const { status, stdout } = run([sub, '--help']);
      assert.equal(status, 0);
      assert.match(stdout, new RegExp(`Usage: .*dlx-sudoku ${sub}`));
    });
  }

  test('--help and --version', () => {
    const help = run(['--help']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Exit status/);
    const version = run(['--version']);
    assert.equal(version.status, 0);
    assert.match(version.stdout, /^dlx-sudoku \d+\.\d+\.\d+/);
  });

  for (const args of [
    [],
    ['frobnicate'],
    ['solve', '--no-such-option'],
    ['count', '--limit', '-1'],
    ['count', '--limit', 'many'],
    ['exact-cover'],
    ['generate', '--symmetry', 'spiral'],
    ['generate', '--size', '9', '--box', '3x3'],
    ['generate', '--box', '3by3'],
    ['generate', '--size', '7'],
    ['generate', '--minimal', '--symmetry', 'rot180'],
    ['bench'],
  ]) {
    test(`misuse: dlx-sudoku ${args.join(' ')} exits ${USAGE_STATUS} with a message`, () => {
      const { status, stderr, stdout } = run(args);
      assert.equal(status, USAGE_STATUS);
      assert.notEqual(stderr, '');
      assert.equal(stdout, '');
    });
  }
});
