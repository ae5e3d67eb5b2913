// Tests of the grader's CLI commands on the real dlx-sudoku binary (env DLX_SUDOKU_CLI, else
// build/native/dlx-sudoku): `rate`, `explain`, and `generate --difficulty`. Answers are checked
// against the documented score ranges and by the independent completion checker, and the commands
// are checked against each other (a generated level is what `rate` says; `explain` ends where
// `rate` says), never against ratings typed in by hand.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { givensProblem, solutionProblem } from '../js/sudoku_check.mjs';
import { LEVELS } from '../../web/engine/engine_names.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI
  ? resolve(process.env.DLX_SUDOKU_CLI)
  : join(repoRoot, 'build/native/dlx-sudoku');

const UNIQUE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const FULL = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// magictour top1465 #1: dynamic forcing chains (SE 9.0), so a path with trials said as logic.
const HARDEST = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
// The documented ranges of SE's scale (docs/grader.md, grader.hpp): the top score of each level.
const TOP = { easy: 1.5, medium: 2.5, hard: 4.0, expert: 6.4, extreme: 7.9, diabolical: 20 };
// The techniques a rated path can end on (SE's set; the teaching ones never set a score).
const TECHNIQUES = new Set([
  'full house', 'hidden single box', 'hidden single line', 'naked single', 'pointing', 'claiming',
  'naked pair', 'hidden pair', 'naked triple', 'hidden triple', 'naked quad', 'hidden quad', 'x-wing',
  'swordfish', 'jellyfish', 'xy-wing', 'xyz-wing', 'unique rectangle', 'bug+1', 'x-chain', 'forcing chain',
  'direct pointing', 'direct claiming', 'direct hidden pair', 'direct hidden triple', 'unique loop', 'bug',
  'aligned pair exclusion', 'aligned triple exclusion', 'x-cycle', 'y-cycle', 'xy-cycle', 'nishio',
  'cell forcing chains', 'region forcing chains', 'dynamic contradiction', 'dynamic double forcing',
  'dynamic cell forcing', 'dynamic region forcing', 'nested forcing chain', 'trial', 'none',
]);

let dir;
before(() => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build) or set DLX_SUDOKU_CLI`);
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-grader-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function run(args, input = '') {
  const result = spawnSync(cliPath, args, { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(result.error, undefined, String(result.error));
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stdout.split('\n').slice(0, -1) };
}

/** A rating line split into its fields, checked against the documented format and bands. */
function parseRating(text) {
  const match = /^(\w+) (\d+\.\d) (.+)$/.exec(text);
  assert.ok(match, `not a rating line: ${text}`);
  const [, level, score, technique] = match;
  assert.ok(LEVELS.includes(level), `unknown level in ${text}`);
  assert.ok(TECHNIQUES.has(technique), `unknown technique in ${text}`);
  const value = Number(score);
  const index = LEVELS.indexOf(level);
  const bottom = index === 0 ? 0 : TOP[LEVELS[index - 1]];
  assert.ok(value <= TOP[level] + 1e-9 && (index === 0 || value > bottom + 1e-9), `${text}: score outside ${level}'s band`);
  return { level, score: value, technique };
}

describe('rate', () => {
  test('one rating per line in the documented ranges; echoed comments; invalid lines; exit 2', () => {
    const twoSolutions = `${FULL.slice(0, 79)}..`; // r9c8 and r9c9 blanked: still one solution
    const several = '.'.repeat(81);
    const input = ['# list', UNIQUE, '', HARDEST, several, '55', twoSolutions].join('\n') + '\n';
    const { status, lines } = run(['rate'], input);
    assert.equal(status, 2);
    assert.equal(lines.length, 7);
    assert.equal(lines[0], '# list');
    const easy = parseRating(lines[1]);
    assert.equal(easy.level, 'easy'); // Wikipedia's example falls to hidden singles
    assert.equal(lines[2], '');
    assert.equal(parseRating(lines[3]).level, 'diabolical');
    assert.match(lines[4], /^invalid: line 5: .*more than one solution/);
    assert.match(lines[5], /^invalid: line 6: /);
    assert.equal(parseRating(lines[6]).score, 1.0); // two blanks: full houses only
  });

  test('the same puzzle always rates the same, from a file or stdin; --stats adds the steps', () => {
    const file = join(dir, 'p.txt');
    writeFileSync(file, `${UNIQUE}\n${HARDEST}\n`);
    const fromFile = run(['rate', file]);
    assert.equal(fromFile.status, 0);
    assert.deepEqual(run(['rate'], `${UNIQUE}\n${HARDEST}\n`).lines, fromFile.lines);
    const stats = run(['rate', '--stats', file]).lines;
    assert.match(stats[0], / steps=[1-9]\d*$/);
    assert.match(stats[1], / steps=[1-9]\d*$/);
    assert.ok(!stats.join('\n').includes('nodes'), 'no search count: nothing is guessed');
  });
});

describe('explain', () => {
  test('every step numbered in words, then the solution and the rating `rate` gives', () => {
    const { status, lines } = run(['explain'], `${UNIQUE}\n`);
    assert.equal(status, 0);
    assert.equal(lines[0], `puzzle ${UNIQUE}`);
    const steps = lines.slice(1, -2);
    assert.ok(steps.length > 0);
    steps.forEach((line, i) => assert.match(line, new RegExp(`^${i + 1}\\. [A-Z][^.]*: .+`)));
    const [, solved] = lines.at(-2).split(' ');
    assert.equal(lines.at(-2).split(' ')[0], 'solved');
    assert.equal(solutionProblem(solved, 3, 3) || givensProblem(UNIQUE, solved), '');
    assert.equal(lines.at(-1), `rating ${run(['rate'], `${UNIQUE}\n`).lines[0]}`);
  });

  test('a diabolical puzzle is explained to the end: its trials are dynamic forcing chains, said as logic', () => {
    const { status, lines } = run(['explain'], HARDEST);
    assert.equal(status, 0);
    const [word, position] = lines.at(-2).split(' ');
    assert.equal(word, 'solved');
    assert.equal(solutionProblem(position, 3, 3) || givensProblem(HARDEST, position), '');
    assert.equal(position, run(['solve'], `${HARDEST}\n`).lines[0]);
    const steps = lines.slice(1, -2).join('\n');
    assert.match(steps, /Dynamic contradiction: r\dc\d=\d -> /);
    assert.ok(!/guess/i.test(lines.join('\n')), 'nothing is called a guess');
    assert.equal(lines.at(-1), `rating ${run(['rate'], `${HARDEST}\n`).lines[0]}`);
    assert.match(lines.at(-1), /^rating diabolical /);
  });

  test('multi-line input is read; a puzzle without one solution is refused with exit 2', () => {
    const nineLines = UNIQUE.match(/.{9}/g).join('\n');
    assert.equal(run(['explain'], nineLines).lines[0], `puzzle ${UNIQUE}`);
    const refused = run(['explain'], '.'.repeat(81));
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /more than one solution/);
    assert.equal(run(['explain', join(dir, 'missing.txt')]).status, 1);
  });
});

describe('generate --difficulty', () => {
  for (const level of LEVELS) {
    test(`${level}: unique puzzles that rate ${level}`, () => {
      const { status, lines, stderr } = run(['generate', '--difficulty', level, '--seed', '5', '--count', '2']);
      assert.equal(status, 0, stderr);
      assert.deepEqual(run(['count'], lines.join('\n')).lines, ['1', '1']);
      for (const rating of run(['rate'], lines.join('\n')).lines) assert.equal(parseRating(rating).level, level);
    });
  }

  test('--with-rating appends what `rate` says; a seed reproduces the run', () => {
    const args = ['generate', '--difficulty', 'expert', '--seed', '9', '--with-rating'];
    const { lines } = run(args);
    const [puzzle, ...rating] = lines[0].split(' ');
    assert.equal(rating.join(' '), run(['rate'], `${puzzle}\n`).lines[0]);
    assert.deepEqual(run(args).lines, lines);
  });

  for (const [symmetry, partners] of [
    ['rot90', (r, c) => [[c, 8 - r], [8 - r, 8 - c], [8 - c, r]]],
    ['diagonal', (r, c) => [[c, r]]],
  ]) {
    test(`--symmetry ${symmetry} with a difficulty keeps the pattern`, () => {
      const { lines } = run(['generate', '--difficulty', 'hard', '--seed', '2', '--symmetry', symmetry]);
      const [puzzle] = lines;
      for (let cell = 0; cell < 81; cell++) {
        for (const [r, c] of partners(Math.floor(cell / 9), cell % 9)) {
          assert.equal(puzzle[cell] === '.', puzzle[r * 9 + c] === '.', `${puzzle} at cell ${cell}`);
        }
      }
      assert.equal(parseRating(run(['rate'], `${puzzle}\n`).lines[0]).level, 'hard');
    });
  }

  test('a budget that runs out: exit 1, the level missed and the closest reached', () => {
    // Diabolical usually needs several grids: some seed misses with one attempt.
    let missed = null;
    for (let seed = 1; seed <= 40 && !missed; seed++) {
      const result = run(['generate', '--difficulty', 'diabolical', '--seed', String(seed), '--attempts', '1']);
      if (result.status !== 0) missed = result;
    }
    assert.ok(missed, 'no seed missed with one attempt');
    assert.equal(missed.status, 1);
    assert.match(missed.stderr, /no diabolical puzzle within 1 attempt; the closest level reached was (easy|medium|hard|expert|extreme) \(score \d\.\d\)/);
  });

  test('usage errors: unknown level, level on 16x16, rot90 on 2x3 boxes: exit 64', () => {
    assert.equal(run(['generate', '--difficulty', 'nightmare']).status, 64);
    const big = run(['generate', '--difficulty', 'easy', '--size', '16']);
    assert.equal(big.status, 64);
    assert.match(big.stderr, /calibrated on 9x9/);
    const turned = run(['generate', '--symmetry', 'rot90', '--box', '2x3']);
    assert.equal(turned.status, 64);
    assert.match(turned.stderr, /needs square boxes/);
  });

  for (const sub of ['rate', 'explain']) {
    test(`${sub} --help`, () => {
      const { status, stdout } = run([sub, '--help']);
      assert.equal(status, 0);
      assert.match(stdout, new RegExp(`Usage: .*dlx-sudoku ${sub}`));
    });
  }
});
