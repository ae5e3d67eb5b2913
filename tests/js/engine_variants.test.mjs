// The engine's JavaScript API on variant puzzles (real WebAssembly build): parse reports the rules,
// solve and count honour them, validate names killer cages. Solutions are checked here, against the
// rules as parse reported them, never against typed-in answers.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadWasmEngine } from './wasm_engine.mjs';

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
