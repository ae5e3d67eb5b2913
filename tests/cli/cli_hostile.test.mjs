// The real CLI against careless and hostile use: every output read back by every other command as
// the same puzzle (every box shape), budgets that run out ("undecided", exit 3) on every command
// that searches, and inputs that are not what they seem (directories, bare CR line ends, byte-order
// marks, huge lines, terminal escapes, seeds past 2^64). Answers are checked with the independent
// checker of tests/js/sudoku_check.mjs. bench/cli_hostile.mjs runs the big versions of these cases
// and reports time and memory.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { givensProblem, solutionProblem } from '../js/sudoku_check.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(repoRoot, 'build/native/dlx-sudoku');
const USAGE = 64;
const UNDECIDED = 3;
const UNIQUE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EMPTY9 = '.'.repeat(81);
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

let dir;
before(() => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build) or set DLX_SUDOKU_CLI`);
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-hostile-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

// A command that stops reading at a limit closes stdin early: EPIPE on our side is then expected.
function run(args, input = '', { stopsReading = false } = {}) {
  const result = spawnSync(cliPath, args, { input, encoding: 'latin1', maxBuffer: 64 << 20 });
  if (!(stopsReading && result.error?.code === 'EPIPE')) assert.equal(result.error, undefined, String(result.error));
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stdout.split('\n').slice(0, -1) };
}

function tempFile(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text, 'latin1');
  return path;
}

// ---- every output reads back as the same puzzle -------------------------------------------------

// Every box shape of 4 to 16 digits, both ways round: the usual shape of each side and the other.
const SHAPES = [[2, 2], [2, 3], [3, 2], [2, 4], [4, 2], [3, 3], [2, 5], [5, 2], [3, 4], [4, 3], [2, 6], [6, 2],
  [2, 7], [7, 2], [3, 5], [5, 3], [2, 8], [8, 2], [4, 4]];
const usual = (n) => { let rows = 0; for (let r = 2; r * r <= n; r++) if (n % r === 0) rows = r; return rows; };

describe('every box shape survives generate -> solve / count / rate / explain', () => {
  for (const [rows, cols] of SHAPES) {
    const n = rows * cols;
    test(`${rows}x${cols} boxes (${n}x${n})`, () => {
      // Keep about half the cells on the larger boards, so digging stays quick.
      const clues = n >= 12 ? ['--clues', String(Math.ceil(n * n * 0.55))] : [];
      const generated = run(['generate', '--seed', '5', '--box', `${rows}x${cols}`, '--with-solution', ...clues]);
      assert.equal(generated.status, 0, generated.stderr);
      const [line] = generated.lines;
      const fields = line.split(' ');
      const isUsual = usual(n) === rows;
      assert.equal(fields.length, isUsual ? 2 : 3, line);
      if (!isUsual) assert.equal(fields[2], `box=${rows}x${cols}`);
      const [puzzle, solution] = fields;
      assert.equal(solutionProblem(solution, rows, cols), '');
      assert.equal(givensProblem(puzzle, solution), '');

      const puzzleLine = isUsual ? puzzle : `${puzzle} box=${rows}x${cols}`;
      assert.deepEqual(run(['count', '--limit', '0'], `${puzzleLine}\n${line}\n`).lines, ['1', '1']);
      const solved = run(['solve'], `${line}\n`).lines[0];
      assert.equal(solved, isUsual ? solution : `${solution} box=${rows}x${cols}`);
      assert.deepEqual(run(['count'], `${solved}\n`).lines, ['1'], 'the solution line reads back as a full grid');
      const explained = run(['explain'], `${puzzleLine}\n`);
      assert.ok([0, 3].includes(explained.status), explained.stderr);
      if (explained.status === 0) assert.equal(explained.lines[0], `puzzle ${puzzleLine}`);
      if (n <= 9) assert.doesNotMatch(run(['rate'], `${puzzleLine}\n`).lines[0], /^invalid/);
    });
  }

  test('the wrong shape for a line is refused with the reason, never read as another puzzle', () => {
    const [line] = run(['generate', '--seed', '3', '--box', '3x2']).lines;
    const cells = line.split(' ')[0];
    const { lines } = run(['count'], `${cells} box=2x4\n${cells} box=3xx\n${cells} box=1x6\n`);
    assert.match(lines[0], /^invalid: line 1, column \d+: box=2x4 holds 8 digits, but the puzzle is 6x6/);
    assert.match(lines[1], /^invalid: line 2, column \d+: box='3xx' is not a box shape/);
    assert.match(lines[2], /^invalid: line 3, column \d+: box shape 1x6 is not valid: boxes need at least two rows and two columns/);
  });

  test('1xN boxes are refused everywhere: generate, lines, share links, Solo IDs', () => {
    for (const box of ['1x4', '4x1', '1x9']) {
      const { status, stderr } = run(['generate', '--box', box, '--seed', '1']);
      assert.equal(status, USAGE, box);
      assert.match(stderr, /at least two rows and two columns/);
    }
    const { lines } = run(['count'], `https://x.org/#puzzle=${'.'.repeat(16)}&box=1x4\n4x1:p\n`);
    assert.match(lines[0], /^invalid: .*at least two rows and two columns/);
    assert.match(lines[1], /^invalid: .*boxes must be at least 2x2/);
  });
});

// ---- budgets -------------------------------------------------------------------------------------

describe('--budget: undecided, never a wrong answer', () => {
  test('count: a node budget that runs out says how many were found and after how many nodes; exit 3', () => {
    const { status, lines } = run(['count', '--limit', '0', '--budget', '1000n'], `${EMPTY9}\n${UNIQUE}\n`);
    assert.equal(status, UNDECIDED);
    assert.match(lines[0], /^undecided: at least \d+ solutions; the budget of 1000 nodes ran out$/);
    assert.equal(lines[1], '1', 'a puzzle that fits the budget is still answered');
  });

  test('solve: nodes (1e2n) or time (200ms); the status of the other lines is kept', () => {
    const nodes = run(['solve', '--budget', '1e2n'], `${UNIQUE}\n${'.'.repeat(16)}\n`);
    assert.equal(nodes.status, 0, 'both fit in 100 nodes');
    // 6.67e21 solutions: counting them all never ends, whatever the machine.
    const time = run(['count', '--limit', '0', '--budget', '200ms'], `${EMPTY9}\n`);
    assert.equal(time.status, UNDECIDED);
    assert.match(time.lines[0], /^undecided: at least \d+ solutions; the budget of 200ms ran out after \d+ nodes$/);
    const starved = run(['solve', '--budget', '3n', '--stats'], `${EMPTY9}\nnot a puzzle\n`);
    assert.equal(starved.status, 2, 'an invalid line wins over an undecided one');
    assert.deepEqual(starved.lines[0], 'undecided: no solution found yet; the budget of 3 nodes ran out');
    assert.match(starved.lines[1], /^invalid:/);
  });

  test('rate and explain: undecided, not "does not have exactly one solution"', () => {
    const rate = run(['rate', '--budget', '5n'], `${UNIQUE.replace(/[1-9]/g, (d, i) => (i < 20 ? '.' : d))}\n`);
    assert.equal(rate.status, UNDECIDED);
    assert.match(rate.lines[0], /^undecided: cannot tell yet whether the puzzle has exactly one solution; the budget of 5 nodes ran out$/);
    const explain = run(['explain', '--budget', '5n'], `${EMPTY9}\n`);
    assert.equal(explain.status, UNDECIDED);
    assert.equal(explain.stdout, '');
    assert.match(explain.stderr, /undecided: cannot tell yet whether the puzzle has exactly one solution/);
    // Two solutions found within the budget: decided, whatever the budget.
    assert.equal(run(['rate', '--budget', '1e6n'], `${EMPTY9}\n`).status, 2);
  });

  test('exact-cover: the covers found so far, then "undecided" on stderr; --count says solutions>=', () => {
    const queens = (n) => {
      const items = [];
      for (let i = 0; i < n; i++) items.push(`r${i}`, `c${i}`);
      const diagonals = [];
      for (let d = 0; d < 2 * n - 1; d++) diagonals.push(`a${d}`, `b${d}`);
      const options = [];
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) options.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
      return `${items.join(' ')} | ${diagonals.join(' ')}\n${options.join('\n')}\n`;
    };
    const problem = tempFile('queens10.dlx', queens(10)); // 724 solutions
    const listed = run(['exact-cover', '--budget', '300n', problem]);
    assert.equal(listed.status, UNDECIDED);
    assert.ok(listed.lines.length < 724);
    assert.match(listed.stderr, new RegExp(`undecided: ${listed.lines.length} covers? found so far; the budget of 300 nodes ran out`));
    const counted = run(['exact-cover', '--count', '--budget', '300n', problem]);
    assert.equal(counted.status, UNDECIDED);
    assert.match(counted.stdout, /^undecided: solutions>=\d+ nodes=30[01] updates=\d+\n$/);
    assert.deepEqual(run(['exact-cover', '--count', '--budget', '1e9n', problem]).lines.map((l) => l.split(' ')[0]), ['solutions=724']);
  });

  test('generate: a time budget per puzzle, also without a difficulty; a node budget is refused', () => {
    const out = run(['generate', '--size', '16', '--seed', '1', '--budget', '1ms']);
    assert.equal(out.status, 1);
    assert.match(out.stderr, /no 16x16 puzzle within the time budget of 1 ms/);
    const nodes = run(['generate', '--budget', '1000n']);
    assert.equal(nodes.status, USAGE);
    assert.match(nodes.stderr, /generate's --budget is a time/);
    assert.equal(run(['generate', '--seed', '1', '--budget', '1m']).status, 0);
  });

  for (const [budget, why] of [['500', /needs a unit: 500s .* 500ms .* 500n/], ['10x', /expected a time/], ['1.5n', /whole number/],
    ['0s', /above 0/], ['-5s', /expected a time/], ['1e30n', /whole number from 1 to 1e18/], ['', /expected a time/]]) {
    test(`--budget '${budget}' is a usage error that says why`, () => {
      const { status, stderr } = run(['solve', '--budget', budget]);
      assert.equal(status, USAGE);
      assert.match(stderr, why);
    });
  }

  test('every searching command documents --budget and the exit status 3', () => {
    for (const sub of ['solve', 'count', 'rate', 'explain', 'exact-cover', 'generate']) {
      assert.match(run([sub, '--help']).stdout, /--budget/, sub);
    }
    assert.match(run(['--help']).stdout, /3 undecided/);
  });
});

// ---- inputs that are not what they seem ---------------------------------------------------------

describe('hostile and careless inputs', () => {
  test('a directory is a read error (exit 1), not an empty file; the other inputs are still read', () => {
    const sub = join(dir, 'a-directory');
    mkdirSync(sub, { recursive: true });
    for (const command of ['solve', 'count', 'rate']) {
      const { status, stderr, lines } = run([command, sub, tempFile('one.txt', `${UNIQUE}\n`)]);
      assert.equal(status, 1, command);
      assert.match(stderr, /cannot read .*a-directory: Is a directory/);
      assert.equal(lines.length, 1);
    }
    for (const args of [['explain', sub], ['exact-cover', sub]]) {
      const { status, stderr } = run(args);
      assert.equal(status, 1, args[0]);
      assert.match(stderr, /Is a directory/);
    }
  });

  test('bare CR (old Mac), CR LF and LF line ends: one answer per puzzle, none dropped', () => {
    const puzzles = [UNIQUE, '# comment', UNIQUE.replace('5', '.')];
    for (const end of ['\r', '\r\n', '\n']) {
      const { lines } = run(['count'], puzzles.join(end) + end);
      assert.deepEqual(lines, ['1', '# comment', '1'], JSON.stringify(end));
    }
    assert.deepEqual(run(['exact-cover', '-'], KNUTH.replaceAll('\n', '\r')).lines, ['A D | C E F | B G']);
  });

  test('a UTF-8 byte-order mark is skipped: in DLX1 (no "unknown item \'A\'"), puzzle lists and explain', () => {
    const bom = '\xEF\xBB\xBF';
    assert.deepEqual(run(['exact-cover', '-'], bom + KNUTH).lines, ['A D | C E F | B G']);
    assert.deepEqual(run(['count'], `${bom}${UNIQUE}\n${UNIQUE}\n`).lines, ['1', '1']);
    assert.equal(run(['explain'], `${bom}${UNIQUE}\n`).status, 0);
  });

  test('a line over 1 MiB is refused without being kept, and the next line is answered', () => {
    const { status, lines } = run(['count'], `${'1'.repeat(3 << 20)}\n${UNIQUE}\n`);
    assert.equal(status, 2);
    assert.match(lines[0], /^invalid: line 1: the line is longer than 1048576 bytes \(1 MiB\)/);
    assert.equal(lines[1], '1');
    const explain = run(['explain'], '.'.repeat(2 << 20), { stopsReading: true });
    assert.equal(explain.status, 1);
    assert.match(explain.stderr, /stdin is larger than 1048576 bytes/);
  });

  test('terminal escapes in input and file names reach stderr escaped, never raw', () => {
    const dlx = run(['exact-cover', '-'], 'A B\nA \x1b[31mRED\x07\n');
    assert.equal(dlx.status, 1);
    assert.match(dlx.stderr, /unknown item '\\x1B\[31mRED\\x07'/);
    const name = run(['solve', join(dir, 'no\x1b]0;pwned\x07file')]);
    assert.equal(name.status, 1);
    assert.match(name.stderr, /cannot open .*no\\x1B\]0;pwned\\x07file/);
    for (const text of [dlx.stderr, name.stderr]) {
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      assert.doesNotMatch(text, /[\x00-\x09\x0b-\x1f\x7f]/, 'no control character but the line ends');
    }
  });

  test('--seed: 2^64 is refused, not saturated; S+count-1 must stay below 2^64', () => {
    const over = run(['generate', '--seed', '18446744073709551616']);
    assert.equal(over.status, USAGE);
    assert.match(over.stderr, /too large: at most 18446744073709551615/);
    const last = run(['generate', '--seed', '18446744073709551615']);
    assert.equal(last.status, 0);
    const wraps = run(['generate', '--seed', '18446744073709551615', '--count', '2']);
    assert.equal(wraps.status, USAGE);
    assert.match(wraps.stderr, /beyond 2\^64-1/);
    // No stdin: the usage error exits before reading it (a write would race the exit: EPIPE).
    assert.equal(run(['count', '--limit', '99999999999999999999999']).status, USAGE);
  });
});

describe('words the user mistyped are named as such', () => {
  test('a misspelt subcommand: which one was meant, and the list; an option before the subcommand: where options go', () => {
    const solv = run(['solv', 'x.txt']);
    assert.equal(solv.status, USAGE);
    assert.match(solv.stderr, /^dlx-sudoku: 'solv' is not a subcommand; did you mean 'solve'\?\nThe subcommands are solve, count, /);
    assert.match(run(['Bench-Levels']).stderr, /did you mean 'bench-levels'\?/);
    assert.doesNotMatch(run(['frobnicate']).stderr, /did you mean/);
    const option = run(['--budget', '1s']);
    assert.equal(option.status, USAGE);
    assert.match(option.stderr, /'--budget' is not an option of dlx-sudoku itself: options follow a subcommand/);
  });

  test('numbers are decimal (no octal, no hex) and each option says its range in one wording', () => {
    // "010" was octal 8: an 8x8 board. It is ten.
    const ten = run(['generate', '--seed', '1', '--size', '010']);
    assert.equal(ten.status, 0);
    assert.equal(ten.lines[0].split(' ')[0].length, 100);
    const hex = run(['generate', '--seed', '1', '--size', '0x10']);
    assert.equal(hex.status, USAGE);
    assert.match(hex.stderr, /--size: expected a whole number from 4 to 25, not '0x10'/);
    assert.match(run(['bench-levels', '--count', '0']).stderr, /--count: expected a whole number from 1 to 1000000, not 0/);
    assert.match(run(['bench-variants', '--seed', '-1']).stderr, /--seed: expected a whole number >= 0, not '-1'/);
    for (const bad of ['nan', 'inf', '-1', '1e400', '0x10']) {
      const r = run(['bench', '--min-time', bad, 'x.txt']);
      assert.equal(r.status, USAGE, bad);
      assert.match(r.stderr, new RegExp(`--min-time: expected seconds from 0 to 3600, not '${bad}'`));
    }
  });

  test('a misspelt or repeated field on a puzzle line is refused with its column, never solved as another puzzle', () => {
    const out = run(['count'], `${UNIQUE} rule=x\n${UNIQUE} box=3x3 box=3x3\n${UNIQUE} ER=9.0\n`);
    assert.equal(out.status, 2);
    assert.equal(out.lines[0], "invalid: line 1, column 83: 'rule=' is not a field this app reads; did you mean 'rules='? (the fields are box=, rules=, regions= and cages=)");
    assert.equal(out.lines[1], 'invalid: line 2, column 91: box= is given twice (first at column 83); a puzzle has one');
    assert.equal(out.lines[2], '1');
  });
});

test('bench: a file with no puzzle to time says so (exit 1), and the files after an unreadable one are still timed', () => {
  const empty = tempFile('empty.txt', '# only a comment\n\n');
  const bad = tempFile('bad.txt', 'hello\n');
  const good = tempFile('good.txt', `${UNIQUE}\n`);
  const out = run(['bench', '--min-time', '0.01', empty, bad, join(dir, 'nosuch.txt'), good]);
  assert.equal(out.status, 1);
  assert.match(out.stderr, /empty\.txt: no puzzle to time: the file has no puzzle lines \(blank and '#' lines are skipped\)/);
  assert.match(out.stderr, /bad\.txt: no puzzle to time: its 1 puzzle line is invalid \(`dlx-sudoku solve .*bad\.txt` says why\)/);
  assert.match(out.stderr, /cannot open .*nosuch\.txt/);
  assert.match(out.stdout, /good\.txt: 1 puzzles \(0 invalid lines skipped\): 1 unique/);
  assert.doesNotMatch(out.stdout, /0\.00 µs\/puzzle/);
});
