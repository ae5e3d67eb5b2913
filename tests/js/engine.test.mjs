// The JavaScript engine API (web/engine/dlx_engine.js) on the real WebAssembly build: every answer
// is checked by the independent helpers in sudoku_check.mjs, not compared with typed-in strings.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError } from '../../web/engine/dlx_engine.js';
import { loadWasmEngine } from './wasm_engine.mjs';
import {
  blank, deadlyRectangle, givensProblem, patternGrid, referenceCount, repeatedGivens, solutionProblem,
} from './sudoku_check.mjs';

// Wikipedia's example puzzle and Arto Inkala's "AI Escargot".
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
// Knuth's matrix (3) from "Dancing Links", in DLX1 form (docs: formats.md).
// Row 1 lacks only a 9 at r1c9, and column 9 already has one at r5c9: no house repeats a digit.
const UNSOLVABLE = `12345678.${'.'.repeat(27)}........9${'.'.repeat(36)}`;
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';

let engine, module;
before(async () => ({ engine, module } = await loadWasmEngine()));

/** Runs fn, which must throw an EngineError with this code; returns the error. */
function engineError(fn, code) {
  let caught;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof EngineError, `expected EngineError "${code}", got ${caught}`);
  assert.ok(caught instanceof Error);
  assert.equal(caught.code, code, caught.message);
  assert.ok(caught.message.length > 10, 'the message says something');
  return caught;
}

function assertSolves(puzzle, solution, boxRows = 3, boxCols = 3) {
  assert.equal(solutionProblem(solution, boxRows, boxCols), '', `not a valid grid: ${solution}`);
  assert.equal(givensProblem(puzzle, solution), '');
}

describe('solve', () => {
  for (const [name, puzzle] of [['classic', CLASSIC], ['AI Escargot', ESCARGOT]]) {
    test(`${name}: a valid grid that keeps the givens, with DLX counters`, () => {
      const result = engine.solve(puzzle);
      assert.equal(result.status, 'solved');
      assert.equal(result.puzzle, puzzle);
      assertSolves(puzzle, result.solution);
      assert.equal(referenceCount(puzzle, 3, 3, 2), 1, 'test data: the puzzle is unique');
      assert.ok(result.nodes > 0 && result.updates > result.nodes, `nodes ${result.nodes}, updates ${result.updates}`);
    });
  }

  test('any format: the same puzzle as a 9-line grid solves to the same grid', () => {
    const grid = CLASSIC.match(/.{9}/g).join('\n');
    assert.equal(engine.solve(grid).solution, engine.solve(CLASSIC).solution);
  });

  // Short ASCII text is read in one copy and a canonical line is handed back as it came; other
  // text (other blanks, other characters, longer than the copy holds) takes the general reader.
  test('the answer spells the puzzle one way however it came: 0 blanks, a grid, non-ASCII, a long line', () => {
    const zeros = CLASSIC.replaceAll('.', '0');
    const grid = CLASSIC.match(/.{9}/g).join('\n');
    const padded = `${CLASSIC} # ${'x'.repeat(1100)}`;
    const accented = `${CLASSIC} # café`;
    const expected = engine.solve(CLASSIC);
    for (const text of [zeros, grid, padded, accented, `${CLASSIC}\r\n`]) {
      const solved = engine.solve(text);
      assert.equal(solved.puzzle, CLASSIC, JSON.stringify(text.slice(0, 20)));
      assert.equal(solved.solution, expected.solution);
      const counted = engine.count(text, 2);
      assert.equal(counted.puzzle, CLASSIC);
      assert.equal(counted.first, expected.solution);
    }
    engineError(() => engine.solve(`${CLASSIC.slice(0, 80)}é`), 'parse');
  });

  test('consistent givens with no completion: no_solution, empty solution', () => {
    assert.deepEqual(repeatedGivens(UNSOLVABLE, 3, 3), []);
    assert.equal(referenceCount(UNSOLVABLE, 3, 3), 0);
    const result = engine.solve(UNSOLVABLE);
    assert.equal(result.status, 'no_solution');
    assert.equal(result.solution, '');
  });

  test('a node budget stops the search: budget_exhausted', () => {
    const result = engine.solve('.'.repeat(81).replace(/^./, '1'), 3);
    assert.equal(result.status, 'budget_exhausted');
    assert.ok(result.nodes <= 3, `nodes ${result.nodes}`);
  });

  test('two equal givens in a row: EngineError "conflict" naming the digit, house and both cells', () => {
    const puzzle = '.5....5..' + '.'.repeat(72);
    const error = engineError(() => engine.solve(puzzle), 'conflict');
    assert.match(error.message, /\b5\b/);
    assert.match(error.message, /r1c2/);
    assert.match(error.message, /r1c7/);
    assert.match(error.message, /row 1/);
  });

  test('4x4: a valid 4x4 grid', () => {
    const puzzle = blank(patternGrid(2, 2), [0, 3, 5, 6, 9, 10, 12, 15]);
    const result = engine.solve(puzzle);
    assert.equal(result.size, 4);
    assert.equal(result.solution.length, 16);
    assertSolves(puzzle, result.solution, 2, 2);
  });

  test('16x16: half the cells blank, letters A-G for 10-16', () => {
    const full = patternGrid(4, 4);
    const puzzle = blank(full, [...full].map((_, cell) => cell).filter((cell) => (cell * 7 + (cell >> 4) * 3) % 2 === 0));
    const result = engine.solve(puzzle);
    assert.equal(result.status, 'solved');
    assert.deepEqual([result.size, result.boxRows, result.boxCols], [16, 4, 4]);
    assertSolves(puzzle, result.solution, 4, 4);
    assert.match(result.solution, /G/);
  });

  test('wrong argument types are EngineError "argument", not a crash', () => {
    engineError(() => engine.solve(42), 'argument');
    engineError(() => engine.solve(CLASSIC, -1), 'argument');
    engineError(() => engine.solve(CLASSIC, 1.5), 'argument');
    engineError(() => engine.solve(CLASSIC, 'lots'), 'argument');
  });

  test('the raw module returns errors as values: {ok: false, code, message}', () => {
    const result = module.solve('.5....5..' + '.'.repeat(72), 0);
    assert.equal(result.ok, false);
    assert.equal(result.code, 'conflict');
    assert.equal(typeof result.message, 'string');
    assert.equal(module.solve(CLASSIC, 0).ok, true);
  });
});

describe('count', () => {
  const solution = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

  test('test data: the base grid is valid', () => {
    assert.equal(solutionProblem(solution, 3, 3), '');
  });

  test('unique puzzle: 1, complete, first is the solution, no second', () => {
    const result = engine.count(CLASSIC);
    assert.equal(result.count, 1);
    assert.equal(result.complete, true);
    assert.equal(result.budgetExhausted, false);
    assertSolves(CLASSIC, result.first);
    assert.equal(result.second, '');
  });

  test('a blanked deadly rectangle: exactly 2 solutions, differing in those 4 cells', () => {
    const rectangle = deadlyRectangle(solution, 3, 3);
    assert.ok(rectangle, 'the base grid has a deadly rectangle');
    const puzzle = blank(solution, rectangle);
    assert.equal(referenceCount(puzzle, 3, 3, 10), 2);

    const atLimit = engine.count(puzzle, 2);
    assert.equal(atLimit.count, 2);
    assert.equal(atLimit.complete, false, 'stopped at the limit, so not known to be exact');
    for (const grid of [atLimit.first, atLimit.second]) assertSolves(puzzle, grid);
    const differ = [...atLimit.first].flatMap((symbol, cell) => (symbol !== atLimit.second[cell] ? [cell] : []));
    assert.deepEqual(differ, [...rectangle].sort((a, b) => a - b));

    const all = engine.count(puzzle, 0);
    assert.equal(all.count, 2);
    assert.equal(all.complete, true);
  });

  test('consistent but unsolvable: 0, complete', () => {
    const result = engine.count(UNSOLVABLE, 2);
    assert.equal(result.count, referenceCount(UNSOLVABLE, 3, 3, 2));
    assert.equal(result.count, 0);
    assert.equal(result.complete, true);
    assert.equal(result.first, '');
  });

  test('an empty 4x4 board: the count with no limit matches the reference (288)', () => {
    const empty = '.'.repeat(16);
    const result = engine.count(empty, 0);
    assert.equal(result.complete, true);
    assert.equal(result.count, referenceCount(empty, 2, 2, 1e6));
  });

  test('limit and budget arguments are checked', () => {
    engineError(() => engine.count(CLASSIC, -2), 'argument');
    engineError(() => engine.count(CLASSIC, 2, NaN), 'argument');
  });
});

describe('validate', () => {
  test('a repeated digit: the conflict with digit, cells, house and text', () => {
    const result = engine.validate('.5....5..' + '.'.repeat(72));
    assert.equal(result.conflicts.length, 1);
    const [conflict] = result.conflicts;
    assert.equal(conflict.digit, 5);
    assert.deepEqual(conflict.cells, [1, 6]);
    assert.deepEqual(conflict.cellNames, ['r1c2', 'r1c7']);
    assert.deepEqual([conflict.houseKind, conflict.houseIndex], ['row', 0]);
    assert.match(conflict.text, /r1c2.*r1c7/);
    assert.equal(result.solvable, false);
  });

  test('conflicts agree with an independent scan', () => {
    const puzzle = blank(CLASSIC, []).split('');
    puzzle[2] = '5'; // r1c3: a second 5 in row 1 and in box 1
    puzzle[80] = '3'; // r9c9: column 9 has a 3 at r4c9
    const text = puzzle.join('');
    const expected = repeatedGivens(text, 3, 3).map((c) => `${c.digit}:${c.cells}`).sort();
    const got = engine.validate(text).conflicts.map((c) => `${c.digit}:${c.cells}`).sort();
    assert.deepEqual(got, expected);
    assert.ok(got.length >= 2);
  });

  test('a solvable puzzle and a complete grid', () => {
    const open = engine.validate(CLASSIC);
    assert.deepEqual(open.conflicts, []);
    assert.equal(open.solvable, true);
    assert.equal(open.complete, false);
    const full = engine.validate(engine.solve(CLASSIC).solution);
    assert.equal(full.complete, true);
    assert.equal(full.solvable, true);
    assert.ok(full.message.length > 0);
  });
});

describe('parse', () => {
  test('81-character line: format, shape, line form', () => {
    const result = engine.parse(CLASSIC.replaceAll('.', '0'));
    assert.deepEqual([result.size, result.boxRows, result.boxCols], [9, 3, 3]);
    assert.equal(result.puzzle, CLASSIC);
    assert.equal(result.clues, [...CLASSIC].filter((s) => s !== '.').length);
    assert.equal(typeof result.format, 'string');
  });

  test('.sdk with metadata: the metadata comes through as an object', () => {
    const sdk = ['[Puzzle]', '#AJane Doe', '#DA gentle one', ...CLASSIC.match(/.{9}/g)].join('\n');
    const result = engine.parse(sdk);
    assert.equal(result.puzzle, CLASSIC);
    assert.equal(result.format, 'sdk');
    assert.ok(Object.values(result.metadata).includes('Jane Doe'), JSON.stringify(result.metadata));
  });

  test('a SudokuWiki link', () => {
    const result = engine.parse(`https://www.sudokuwiki.org/sudoku.htm?bd=${CLASSIC.replaceAll('.', '0')}`);
    assert.equal(result.puzzle, CLASSIC);
  });

  test('a bad character in a 9-line grid: "parse" error naming line and column', () => {
    const rows = CLASSIC.match(/.{9}/g);
    rows[2] = '.98..?.6.'; // line 3, column 6
    const error = engineError(() => engine.parse(rows.join('\n')), 'parse');
    assert.match(error.message, /line 3/i);
    assert.match(error.message, /column 6/i);
  });

  test('a line of the wrong length says how long it is', () => {
    const error = engineError(() => engine.parse(CLASSIC.slice(0, 80)), 'parse');
    assert.match(error.message, /80/);
  });

  test('parseList: one entry per line, bad lines as values with their line number', () => {
    const text = `# a list\n${CLASSIC}\nnot a puzzle\n\n${ESCARGOT}\n`;
    const { entries } = engine.parseList(text);
    assert.deepEqual(entries.map((e) => [e.line, e.ok]), [[2, true], [3, false], [5, true]]);
    assert.equal(entries[0].puzzle, CLASSIC);
    assert.equal(entries[1].code, 'parse');
    assert.equal(entries[2].puzzle, ESCARGOT);
  });
});

describe('generate', () => {
  test('the same seed gives the same puzzle; the puzzle is unique and its solution valid', () => {
    const a = engine.generate({ seed: 20240601 });
    const b = engine.generate({ seed: 20240601 });
    assert.deepEqual(a, b);
    assert.equal(a.seed, 20240601);
    assert.equal(a.clues, [...a.puzzle].filter((s) => s !== '.').length);
    assertSolves(a.puzzle, a.solution);
    assert.equal(referenceCount(a.puzzle, 3, 3, 2), 1, 'unique by the reference counter');
    const count = engine.count(a.puzzle, 2);
    assert.deepEqual([count.count, count.complete], [1, true]);
    assert.equal(count.first, a.solution);
  });

  test('different seeds give different puzzles', () => {
    const puzzles = new Set([1, 2, 3].map((seed) => engine.generate({ seed }).puzzle));
    assert.equal(puzzles.size, 3);
  });

  test('seeds up to 2^53 survive the trip through uint64', () => {
    const big = 2 ** 53;
    const result = engine.generate({ seed: big, boxRows: 2, boxCols: 2 });
    assert.equal(result.seed, big);
    assert.deepEqual(engine.generate({ seed: big, boxRows: 2, boxCols: 2 }), result);
  });

  test('no seed: the wrapper picks one and reports it, so the puzzle can be made again', () => {
    const first = engine.generate({ boxRows: 2, boxCols: 2 });
    assert.ok(Number.isSafeInteger(first.seed));
    assert.equal(engine.generate({ seed: first.seed, boxRows: 2, boxCols: 2 }).puzzle, first.puzzle);
  });

  test('rot180 symmetry: the clue pattern is symmetric', () => {
    const { puzzle } = engine.generate({ seed: 7, symmetry: 'rot180' });
    for (let cell = 0; cell < 81; cell++) {
      assert.equal(puzzle[cell] === '.', puzzle[80 - cell] === '.', `cells ${cell} and ${80 - cell}`);
    }
  });

  test('minimal: removing any one clue gives a second solution', () => {
    const { puzzle } = engine.generate({ seed: 11, minimal: true });
    for (let cell = 0; cell < 81; cell++) {
      if (puzzle[cell] === '.') continue;
      assert.equal(referenceCount(blank(puzzle, [cell]), 3, 3, 2), 2, `clue at ${cell} is removable`);
    }
  });

  test('4x4 and 16x16 boards', () => {
    const small = engine.generate({ seed: 5, boxRows: 2, boxCols: 2 });
    assert.equal(small.size, 4);
    assertSolves(small.puzzle, small.solution, 2, 2);
    assert.equal(referenceCount(small.puzzle, 2, 2, 2), 1);

    const large = engine.generate({ seed: 5, size: 16, clues: 160 });
    assert.deepEqual([large.size, large.boxRows, large.boxCols], [16, 4, 4]);
    assertSolves(large.puzzle, large.solution, 4, 4);
    assert.ok(large.clues >= 160, `dug to ${large.clues} clues, target 160`);
    assert.equal(referenceCount(large.puzzle, 4, 4, 2), 1);
  });

  test('bad options are EngineError "argument" with the reason', () => {
    assert.match(engineError(() => engine.generate({ seed: -1 }), 'argument').message, /seed/);
    assert.match(engineError(() => engine.generate({ seed: 2 ** 53 + 2 }), 'argument').message, /seed/);
    assert.match(engineError(() => engine.generate({ seed: 1, symmetry: 'spiral' }), 'argument').message, /spiral/);
    assert.match(engineError(() => engine.generate({ seed: 1, boxRows: 2 }), 'argument').message, /boxCols/);
    engineError(() => engine.generate({ seed: 1, boxRows: 1, boxCols: 2 }), 'size');
  });
});

describe('exactCover', () => {
  test("Knuth's matrix (3): the one cover {A D} {B G} {C E F}, 6 nodes, 30 updates", () => {
    const result = engine.exactCover(KNUTH);
    assert.equal(result.count, 1);
    assert.equal(result.complete, true);
    assert.equal(result.solutions.length, 1);
    assert.deepEqual([...result.solutions[0]].sort(), ['A D', 'B G', 'C E F']);
    assert.equal(result.nodes, 6);
    assert.equal(result.updates, 30);
  });

  test('every returned cover covers each item exactly once', () => {
    // All perfect matchings of K4 on items 1-4: three covers.
    const text = '1 2 3 4\n1 2\n3 4\n1 3\n2 4\n1 4\n2 3\n';
    const result = engine.exactCover(text, 0);
    assert.equal(result.count, 3);
    for (const cover of result.solutions) {
      const items = cover.flatMap((option) => option.split(' ')).sort();
      assert.deepEqual(items, ['1', '2', '3', '4']);
    }
    const limited = engine.exactCover(text, 2);
    assert.equal(limited.count, 2);
    assert.equal(limited.complete, false);
  });

  test('a DLX1 error names the line and the offending name', () => {
    const error = engineError(() => engine.exactCover('A B\nA C\n'), 'parse');
    assert.match(error.message, /line 2/i);
    assert.match(error.message, /\bC\b/);
  });
});

test('version names the project', () => {
  assert.match(engine.version(), /dlx-sudoku/);
});
