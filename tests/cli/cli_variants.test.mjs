// Tests of the CLI on Sudoku variants: generate makes X, Windoku, jigsaw and killer puzzles whose
// lines carry their rules; solve, count and validate read them back (and Solo's own IDs); every
// answer is checked by the small independent checker below, which reads the rules from the line.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(repoRoot, 'build/native/dlx-sudoku');

before(() => assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build)`));

function run(args, input = '') {
  const result = spawnSync(cliPath, args, { input, encoding: 'utf8', maxBuffer: 16 << 20 });
  assert.equal(result.error, undefined, String(result.error));
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines: result.stdout.split('\n').slice(0, -1) };
}

// ---- an independent checker of 9x9 lines with variant fields ----------------------------------

/** Houses and cages of a line's fields (9x9 with 3x3 boxes), built here from the field text. */
function rulesOf(line) {
  const fields = Object.fromEntries(line.split(' ').slice(1).filter((f) => f.includes('=')).map((f) => f.split('=')));
  const houses = [];
  const at = (r, c) => r * 9 + c;
  for (let i = 0; i < 9; i++) {
    houses.push([...Array(9).keys()].map((k) => at(i, k)), [...Array(9).keys()].map((k) => at(k, i)));
  }
  if (fields.regions) {
    for (let g = 1; g <= 9; g++) houses.push([...fields.regions].flatMap((s, c) => (Number(s) === g ? [c] : [])));
  } else {
    for (let b = 0; b < 9; b++) houses.push([...Array(9).keys()].map((k) => at(3 * Math.floor(b / 3) + Math.floor(k / 3), 3 * (b % 3) + (k % 3))));
  }
  const rules = (fields.rules ?? '').split(',');
  if (rules.includes('x')) {
    houses.push([...Array(9).keys()].map((k) => at(k, k)), [...Array(9).keys()].map((k) => at(k, 8 - k)));
  }
  if (rules.includes('windoku')) {
    for (const top of [1, 5]) for (const left of [1, 5]) houses.push([...Array(9).keys()].map((k) => at(top + Math.floor(k / 3), left + (k % 3))));
  }
  const cages = (fields.cages ? fields.cages.split(',') : []).map((text) => {
    const [sum, cells] = text.split(':');
    return { sum: Number(sum), cells: cells.split('.').map((rc) => { const [, r, c] = rc.match(/^r(\d+)c(\d+)$/); return at(r - 1, c - 1); }) };
  });
  return { houses, cages, fields };
}

/** Why `solution` is not a solution of `puzzle` under `rules`, or null. */
function solutionProblem(puzzle, solution, rules) {
  if (!/^[1-9]{81}$/.test(solution)) return 'not a full grid';
  for (let c = 0; c < 81; c++) if (puzzle[c] !== '.' && puzzle[c] !== solution[c]) return `given ${c} changed`;
  for (const h of rules.houses) if (new Set(h.map((c) => solution[c])).size !== 9) return `house ${h} repeats a digit`;
  for (const { sum, cells } of rules.cages) {
    const digits = cells.map((c) => Number(solution[c]));
    if (new Set(digits).size !== digits.length) return `cage ${cells} repeats a digit`;
    if (digits.reduce((a, b) => a + b, 0) !== sum) return `cage ${cells} does not sum to ${sum}`;
  }
  return null;
}

// ---- tests ---------------------------------------------------------------------------------------

describe('variants through the CLI', () => {
  for (const variant of ['x', 'windoku', 'jigsaw', 'killer', 'killer+x', 'jigsaw+x']) {
    test(`generate --variant ${variant}: unique, solved by solve, rules on the line`, () => {
      const made = run(['generate', '--variant', variant, '--seed', '7', '--count', '2', '--with-solution']);
      assert.equal(made.status, 0, made.stderr);
      assert.equal(made.lines.length, 2);
      for (const line of made.lines) {
        const [puzzle, solution] = line.split(' ');
        const rules = rulesOf(line);
        assert.equal(rules.fields.rules?.includes('x') ?? false, variant.includes('x'));
        assert.equal('regions' in rules.fields, variant.includes('jigsaw'));
        assert.equal('cages' in rules.fields, variant.includes('killer'));
        assert.equal(solutionProblem(puzzle, solution, rules), null);
        const rest = line.split(' ').slice(2).join(' ');
        const counted = run(['count'], `${puzzle} ${rest}\n`);
        assert.equal(counted.stdout, '1\n', `${puzzle} ${rest}`);
        const solved = run(['solve'], `${puzzle} ${rest}\n`);
        assert.equal(solved.status, 0);
        assert.equal(solved.lines[0].split(' ')[0], solution);
        assert.equal(solved.lines[0].split(' ').slice(1).join(' '), rest, 'the answer keeps the rules');
      }
    });
  }

  test("Solo's own variant IDs (tests/data/formats/solo_variants.txt) are solved", () => {
    const ids = readFileSync(join(repoRoot, 'tests/data/formats/solo_variants.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    const nine = ids.filter((id) => /^(3x3|9j)/.test(id));
    const out = run(['solve'], `${nine.join('\n')}\n`);
    assert.equal(out.status, 0, out.stdout);
    for (const line of out.lines) assert.equal(solutionProblem('.'.repeat(81), line.split(' ')[0], rulesOf(line)), null, line);
  });

  test('validate names the cage and the house', () => {
    const cells = `23${'.'.repeat(79)}`;
    const out = run(['validate'], `${cells} cages=11:r1c1.r1c2\n${'.'.repeat(81)} rules=x\n1..1${'.'.repeat(77)}\n`);
    assert.equal(out.status, 0);
    assert.equal(out.lines[0], 'conflict: 1 conflict: cage r1c1\u2013r1c2 sums to 11, but 2 + 3 = 5 cannot reach it');
    assert.match(out.lines[1], /^ok: no conflicts; 81 cells to go$/);
    assert.equal(out.lines[2], 'conflict: 1 conflict: digit 1 appears twice in row 1: r1c1 and r1c4');
  });

  test('validate on an empty 16x16 Windoku is undecided within its budget (exit 3), not a search without end', () => {
    // No completion of it turns up in any time a person waits; the default budget above 9x9 ends the search.
    const out = run(['validate', '--budget', '20000n'], `${'.'.repeat(256)} rules=windoku\n${'.'.repeat(81)}\n`);
    assert.equal(out.status, 3);
    assert.equal(out.lines[0], 'undecided: no conflicts; whether the 256 empty cells can all be filled is not known: the budget of 20000 nodes ran out');
    assert.equal(out.lines[1], 'ok: no conflicts; 81 cells to go');
  });

  test('bad variants are refused with the reason', () => {
    const bad = run(['solve'], `${'.'.repeat(81)} rules=y\n`);
    assert.equal(bad.status, 2);
    assert.match(bad.lines[0], /^invalid: line 1: rules='y': 'y' is not a rule here/);
    const usage = run(['generate', '--variant', 'sandwich']);
    assert.equal(usage.status, 64);
    assert.match(usage.stderr, /'sandwich' is not a variant/);
    const level = run(['generate', '--variant', 'killer', '--difficulty', 'easy', '--seed', '1']);
    assert.equal(level.status, 64);
    assert.match(level.stderr, /no easy killer puzzles: every cage technique weighs 2\.6 or more \(hard\)/);
  });

  for (const [variant, level] of [['x', 'easy'], ['jigsaw', 'expert'], ['killer', 'hard']]) {
    test(`generate --variant ${variant} --difficulty ${level}: rate and explain agree on the level`, () => {
      const made = run(['generate', '--variant', variant, '--difficulty', level, '--seed', '1', '--with-rating']);
      assert.equal(made.status, 0, made.stderr);
      const [line] = made.lines;
      assert.match(line, new RegExp(` ${level} \\d+\\.\\d `));
      const puzzle = line.slice(0, line.lastIndexOf(` ${level} `));
      const rated = run(['rate'], `${puzzle}\n`);
      assert.equal(rated.status, 0, rated.stderr);
      assert.equal(rated.lines[0].split(' ')[0], level);
      const explained = run(['explain'], `${puzzle}\n`);
      assert.equal(explained.status, 0, explained.stderr);
      assert.match(explained.stdout, new RegExp(`rating ${level} `));
      if (variant === 'killer') assert.match(explained.stdout, /Cage combination: cage r\dc\d\u2013r\dc\d \(sum \d+\) can only be /);
    });
  }
});
