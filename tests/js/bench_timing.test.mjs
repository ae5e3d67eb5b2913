// node --test: how the engine is timed on a puzzle list (web/bench/timing.js), which the browser
// benchmark page and bench/wasm_bench.mjs share. The clock is a fake where the test is about the
// clock (passes until the time is measured, pauses off it); the engine is the real WebAssembly build
// where the test is about the answers, and the checker is shown to catch a wrong one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchPuzzles, listLines, timeCalls, validSolution } from '../../web/bench/timing.js';
import { callModule } from '../../web/engine/dlx_engine.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const { module } = await loadWasmEngine();
const solve = (p) => callModule(module, 'solve', [p, 0]);
const count = (p) => callModule(module, 'count', [p, 2, 0]);
const shipped = (name) => listLines(readFileSync(fileURLToPath(new URL(`../../web/bench/${name}`, import.meta.url)), 'utf8'));

test('listLines keeps puzzle lines with their 1-based numbers, skipping blanks, comments and a CR', () => {
  assert.deepEqual(listLines('# head\r\n\r\n  abc  \r\n   # indented comment\nxyz'), [
    { line: 3, text: 'abc' },
    { line: 5, text: 'xyz' },
  ]);
  assert.deepEqual(listLines(''), []);
});

test('validSolution: a real solution passes; a changed given, a repeated digit or a blank fails', () => {
  const [puzzle] = shipped('minimal.txt').map((l) => l.text);
  const { solution } = solve(puzzle);
  assert.equal(validSolution(puzzle, solution), true);
  const given = puzzle.search(/[1-9]/);
  const other = String((Number(solution[given]) % 9) + 1);
  assert.equal(validSolution(puzzle, solution.slice(0, given) + other + solution.slice(given + 1)), false, 'a given changed');
  const free = puzzle.indexOf('.');
  const swapped = [...solution];
  swapped[free] = solution[free] === '1' ? '2' : '1';
  assert.equal(validSolution(puzzle, swapped.join('')), false, 'a digit twice in a row');
  assert.equal(validSolution(puzzle, `${solution.slice(0, 80)}.`), false, 'a blank');
  assert.equal(validSolution(puzzle, solution.slice(1)), false, 'too short');
});

test('timeCalls times whole passes until minMs is measured, with its pauses off the clock', async () => {
  let clock = 0;
  const calls = [];
  const items = [1, 2, 3, 4, 5];
  let pauses = 0;
  const result = await timeCalls(items, (x) => { clock += 2; calls.push(x); return x * 10; }, {
    minMs: 25, now: () => clock, sliceMs: 4,
    pause: async () => { pauses++; clock += 1000; }, // a long pause: counted, the figure would be huge
  });
  // Warm-up (5 calls) and the checked pass (5) come first; then passes of 5 until 25 ms of calls:
  // each pass is 10 ms, so three passes (30 ms).
  assert.deepEqual(result.results, [10, 20, 30, 40, 50]);
  assert.equal(result.passes, 3);
  assert.equal(result.calls, 15);
  assert.equal(result.us, 2000, 'µs per call: the pauses are not on the clock');
  assert.equal(calls.length, 5 + 5 + 15);
  // Calls of 2 ms in slices of 4 ms: a pause after every second call of the warm-up and the checked
  // pass (two each); then timed slices of two calls that run on across passes (seven slices reach
  // 28 ms at call 14), and one of a single call to finish the third pass: eight more.
  assert.equal(pauses, 2 + 2 + 8);
});

test('timeCalls: a slice runs on across the passes of a short list, and only whole passes count', async () => {
  let clock = 0;
  let pauses = 0;
  const result = await timeCalls([1, 2], () => { clock += 1; }, { minMs: 9, now: () => clock, sliceMs: 3, pause: async () => { pauses++; } });
  // Slices of three calls over a list of two: 3, 3, 3 (9 ms measured, mid-pass), then 1 to end the pass.
  assert.equal(result.calls, 10);
  assert.equal(result.passes, 5);
  assert.equal(pauses, 4, 'a pause per slice, not per pass');
});

test('timeCalls stops when asked, between slices', async () => {
  let clock = 0;
  let stop = false;
  let timed = 0;
  await assert.rejects(timeCalls([1, 2, 3], () => { clock += 1; timed++; if (timed > 20) stop = true; }, {
    minMs: 1e9, now: () => clock, sliceMs: 1, pause: async () => {}, stopped: () => stop,
  }), /stopped/);
  assert.ok(timed < 40, 'it did not run on to minMs');
});

test('benchPuzzles on the real engine: the shipped hardest sample, every answer checked and tallied', async () => {
  const puzzles = shipped('hardest.txt').map((l) => l.text).slice(0, 3);
  const figures = await benchPuzzles(puzzles, { solve, count }, { minMs: 5 });
  assert.equal(figures.puzzles, 3);
  assert.deepEqual(figures.tally, { unique: 3, multiple: 0, none: 0 });
  assert.ok(figures.first.us > 0 && figures.unique.us > 0);
  // The node counts are the engine's own for these puzzles.
  const nodes = puzzles.reduce((sum, p) => sum + solve(p).nodes, 0) / 3;
  assert.equal(figures.nodesFirst, nodes);
  assert.ok(figures.nodesUnique >= figures.nodesFirst, 'the check searches at least as far as the first solution');
});

test('benchPuzzles tallies several solutions and none, and refuses a wrong answer', async () => {
  const unique = shipped('minimal.txt')[0].text;
  const several = `.${unique.slice(1).replace(/[1-9]/, '.')}`; // two clues fewer: a minimal puzzle then has more solutions
  const none = `${unique.slice(0, unique.indexOf('.'))}${(() => {
    // A free cell given a digit its solution does not have, where no rule is broken at once.
    const free = unique.indexOf('.');
    const right = solve(unique).solution[free];
    for (let d = 1; d <= 9; d++) {
      const p = unique.slice(0, free) + d + unique.slice(free + 1);
      if (String(d) !== right && count(p).ok) return String(d);
    }
    throw new Error('no such digit');
  })()}${unique.slice(unique.indexOf('.') + 1)}`;
  assert.equal(count(several).count, 2);
  assert.equal(count(none).count, 0);
  const figures = await benchPuzzles([unique, several, none], { solve, count }, { minMs: 1 });
  assert.deepEqual(figures.tally, { unique: 1, multiple: 1, none: 1 });

  const wrongSolve = (p) => {
    const r = solve(p);
    return r.status === 'solved' ? { ...r, solution: `${r.solution[1]}${r.solution[0]}${r.solution.slice(2)}` } : r;
  };
  await assert.rejects(benchPuzzles([unique], { solve: wrongSolve, count }, { minMs: 1 }), /wrong answer: .* does not solve/);
  const lyingCount = (p) => ({ ...count(p), count: 0 });
  await assert.rejects(benchPuzzles([unique], { solve, count: lyingCount }, { minMs: 1 }), /solve and count disagree/);
});

test('every list the benchmark page ships is read by the engine, unique, and solved correctly', async () => {
  for (const name of ['minimal.txt', 'diabolical.txt', 'hardest.txt', 'size16.txt']) {
    const lines = shipped(name);
    assert.ok(lines.length >= 10, name);
    for (const { line, text } of lines) {
      const c = count(text);
      assert.ok(c.ok, `${name}:${line}: ${c.message}`);
      assert.equal(c.count, 1, `${name}:${line} has exactly one solution`);
    }
  }
});
