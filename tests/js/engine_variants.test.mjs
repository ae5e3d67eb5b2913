// The engine's JavaScript API on variant puzzles (real WebAssembly build): parse reports the rules,
// solve and count honour them, validate names killer cages. Solutions are checked here, against the
// rules as parse reported them, never against typed-in answers.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadWasmEngine, wasmDir } from './wasm_engine.mjs';

let engine;
before(async () => ({ engine } = await loadWasmEngine()));

const ids = readFileSync(new URL('../data/formats/solo_variants.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#') && /^(3x3|9j)/.test(line));

/** Why `solution` breaks the rules parse() reported for a 9x9 puzzle, or null. */
function breaks(solution, variant) {
  const groups = [];
  for (let i = 0; i < 9; i++) {
    groups.push([...Array(9).keys()].map((k) => i * 9 + k), [...Array(9).keys()].map((k) => k * 9 + i));
  }
  if (variant.regions.length) {
    for (let g = 0; g < 9; g++) groups.push(variant.regions.flatMap((r, c) => (r === g ? [c] : [])));
  } else {
    for (let b = 0; b < 9; b++) groups.push([...Array(9).keys()].map((k) => (3 * Math.floor(b / 3) + Math.floor(k / 3)) * 9 + 3 * (b % 3) + (k % 3)));
  }
  if (variant.diagonals) groups.push([...Array(9).keys()].map((k) => k * 10), [...Array(9).keys()].map((k) => k * 9 + 8 - k));
  for (const g of groups) if (new Set(g.map((c) => solution[c])).size !== g.length) return `group ${g} repeats`;
  for (const { sum, cells } of variant.cages) {
    if (new Set(cells.map((c) => solution[c])).size !== cells.length) return `cage ${cells} repeats`;
    if (cells.reduce((t, c) => t + Number(solution[c]), 0) !== sum) return `cage ${cells} misses ${sum}`;
  }
  return null;
}

test("Solo's variant IDs: parse reports the rules, solve honours them, count finds one", () => {
  assert.ok(ids.length >= 6);
  for (const id of ids) {
    const parsed = engine.parse(id);
    assert.equal(parsed.format, 'solo');
    assert.notEqual(parsed.variant.name, 'classic', id);
    assert.ok(parsed.variantFields.length > 0);
    // The line form with its fields reads back as the same rules.
    const again = engine.parse(`${parsed.puzzle} ${parsed.variantFields}`);
    assert.deepEqual(again.variant, parsed.variant);
    const solved = engine.solve(id);
    assert.equal(solved.status, 'solved');
    assert.equal(breaks(solved.solution, parsed.variant), null, id);
    assert.equal(engine.count(id, 2).count, 1);
  }
});

test('validate names a killer cage that cannot reach its sum', () => {
  const result = engine.validate(`23${'.'.repeat(79)} cages=11:r1c1.r1c2`);
  assert.equal(result.cageProblems.length, 1);
  assert.deepEqual(result.cageProblems[0].cells, [0, 1]);
  assert.equal(result.cageProblems[0].text, 'cage r1c1\u2013r1c2 sums to 11, but 2 + 3 = 5 cannot reach it');
  assert.match(result.message, /^1 conflict: cage r1c1/);
});

// The page's first load is the core module, which leaves the variant code out (CMakeLists.txt,
// engine/src/variants_classic/): it must say so for every way a puzzle carries rules, so the
// worker can ask the full module, and still read every classic puzzle as the full module does.
test('the core module reads classic puzzles and answers needs_full_engine for every variant form', async () => {
  const factory = createRequire(import.meta.url)(`${wasmDir}dlx_sudoku_core.js`);
  const core = await factory({ wasmBinary: readFileSync(`${wasmDir}dlx_sudoku_core.wasm`) });
  const classic = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  for (const text of [classic, `${classic} # rules=x after the comment mark is a comment`, `https://example.org/#puzzle=${classic}`, '2x3:c6b6a2f5_1b3_1f4a2b4c']) {
    const full = engine.parse(text);
    const fromCore = core.parse(text);
    assert.equal(fromCore.ok, true, `${text}: ${fromCore.message}`);
    assert.deepEqual({ ...fromCore, metadata: { ...fromCore.metadata } }, { ...full, ok: true, metadata: { ...full.metadata } }, text);
  }
  const variants = [...ids, `${classic} rules=x`, `${classic} regions=${'123456789'.repeat(9)}`,
    `${classic} cages=11:r1c2.r1c3`, `https://example.org/#puzzle=${classic}&rules=windoku`];
  for (const text of variants) {
    assert.notEqual(engine.parse(text).variant.name, 'classic', `test data: ${text} has variant rules`);
    for (const call of [() => core.parse(text), () => core.solve(text, 0), () => core.count(text, 2, 0)]) {
      const result = call();
      assert.equal(result.ok, false, text);
      assert.equal(result.code, 'needs_full_engine', `${text}: ${result.message}`);
      assert.match(result.message, /full engine module/);
    }
  }
});

test('validate on an empty 16x16 Windoku ends within its budget and says it could not decide', () => {
  // Its search for a completion runs past any time a page can wait: the import dialog's check must end.
  const v = engine.validate(`${'.'.repeat(256)} rules=windoku`);
  assert.equal(v.decided, false);
  assert.equal(v.solvable, false);
  assert.match(v.message, /^no conflicts; 256 cells to go, but whether they can all be filled was not decided within the search's budget \(\d+ nodes\)$/);
  const small = engine.validate(`${'.'.repeat(81)} rules=windoku`);
  assert.deepEqual([small.decided, small.solvable, small.message], [true, true, 'no conflicts; 81 cells to go']);
});
