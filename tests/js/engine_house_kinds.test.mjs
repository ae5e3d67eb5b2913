// House kinds as data (real WebAssembly build): every record the engine sends that names a house
// or a killer cage carries houseKind ('row', 'column', 'box', 'region', 'window', 'diagonal',
// 'cage') and houseIndex (0-based within its kind; diagonal 0 = r1c1-r9c9, 1 = r1c9-r9c1), in place
// of the older English names and 'extra' kinds (gone: the page names houses from these two fields).
// The houses' cells are computed here, independently of the engine. Siblings: engine_variants.test.mjs, engine_grader.test.mjs.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';

let engine;
before(async () => ({ engine } = await loadWasmEngine()));

const nine = [...Array(9).keys()];
const at = (r, c) => (r - 1) * 9 + (c - 1); // 1-based, as the engine's names read
const sorted = (cells) => [...cells].sort((a, b) => a - b);

/** A 9x9 puzzle line: `placed` as [cell, digit] pairs, then the rules' fields. */
function board(placed, fields = '') {
  const cells = Array(81).fill('.');
  for (const [cell, digit] of placed) cells[cell] = String(digit);
  return fields ? `${cells.join('')} ${fields}` : cells.join('');
}

/** The cells of house `index` of `kind` on a 9x9 board under `variant`, ascending. */
function houseCells(kind, index, variant) {
  switch (kind) {
    case 'row': return nine.map((k) => index * 9 + k);
    case 'column': return nine.map((k) => k * 9 + index);
    case 'box': return sorted(nine.map((k) => (3 * Math.floor(index / 3) + Math.floor(k / 3)) * 9 + 3 * (index % 3) + (k % 3)));
    case 'diagonal': return sorted(nine.map((k) => (index === 0 ? k * 10 : k * 9 + 8 - k)));
    case 'window': { // rows and columns 2-4 and 6-8 (1-based), in reading order
      const top = index < 2 ? 1 : 5, left = index % 2 === 0 ? 1 : 5;
      return sorted(nine.map((k) => (top + Math.floor(k / 3)) * 9 + left + (k % 3)));
    }
    case 'region': return variant.regions.flatMap((r, c) => (r === index ? [c] : []));
    case 'cage': return sorted(variant.cages[index].cells);
    default: throw new Error(`no such house kind: ${kind}`);
  }
}

/** The English name the engine gives a house, spelled here from its kind and index. */
function houseName(kind, index) {
  if (kind === 'diagonal') return index === 0 ? 'diagonal r1c1\u2013r9c9' : 'diagonal r1c9\u2013r9c1';
  return `${kind} ${index + 1}`;
}

let jigsaw;
/** A generated jigsaw's fields and regions, and two cells of one region in different rows, columns. */
function jigsawFixture() {
  if (jigsaw) return jigsaw;
  const made = engine.generate({ seed: 5, variant: 'jigsaw' });
  const { regions } = made.variant;
  for (let region = 0; region < 9 && !jigsaw; region++) {
    const cells = regions.flatMap((r, c) => (r === region ? [c] : []));
    const other = cells.find((c) => Math.floor(c / 9) !== Math.floor(cells[0] / 9) && c % 9 !== cells[0] % 9);
    if (other !== undefined) jigsaw = { made, region, pair: [cells[0], other] };
  }
  return jigsaw;
}

test('validate: each conflict carries its house kind and index, for every kind of house', () => {
  const cases = [
    { fields: '', pair: [at(1, 1), at(1, 5)], kind: 'row', index: 0 },
    { fields: '', pair: [at(2, 3), at(7, 3)], kind: 'column', index: 2 },
    { fields: '', pair: [at(4, 4), at(5, 6)], kind: 'box', index: 4 },
    { fields: 'rules=x', pair: [at(1, 1), at(5, 5)], kind: 'diagonal', index: 0 },
    { fields: 'rules=x', pair: [at(2, 8), at(9, 1)], kind: 'diagonal', index: 1 },
    { fields: 'rules=windoku', pair: [at(2, 2), at(4, 4)], kind: 'window', index: 0 },
    { fields: 'rules=windoku', pair: [at(6, 6), at(8, 8)], kind: 'window', index: 3 },
  ];
  const { made, region, pair } = jigsawFixture();
  cases.push({ fields: made.variantFields, pair, kind: 'region', index: region, variant: made.variant });
  for (const { fields, pair: [a, b], kind, index, variant } of cases) {
    const result = engine.validate(board([[a, 7], [b, 7]], fields));
    assert.equal(result.conflicts.length, 1, `${kind} ${index}: ${result.message}`);
    const [conflict] = result.conflicts;
    assert.equal(conflict.houseKind, kind);
    assert.equal(conflict.houseIndex, index);
    assert.ok(conflict.text.includes(houseName(kind, index)), conflict.text); // the English sentence names it
    const cells = houseCells(kind, index, variant);
    for (const c of conflict.cells) assert.ok(cells.includes(c), `${kind} ${index} holds ${c}`);
  }
});

test('killer cages are named as houses of kind cage: parse, validate and the rule layout', () => {
  const text = `23${'.'.repeat(70)}98....... cages=10:r1c3.r1c4,11:r1c1.r1c2,12:r9c1.r9c2`;
  const parsed = engine.parse(text);
  const { cages } = parsed.variant;
  assert.deepEqual(cages.map((c) => [c.houseKind, c.houseIndex]), [['cage', 0], ['cage', 1], ['cage', 2]]);
  const result = engine.validate(text);
  // r1c1-r1c2 (2 + 3 cannot reach 11) and r9c1-r9c2 (9 + 8 exceed 12), named by their index.
  const bad = [cages.findIndex((c) => c.sum === 11), cages.findIndex((c) => c.sum === 12)].sort();
  assert.deepEqual(result.cageProblems.map((p) => [p.cage, p.houseKind, p.houseIndex]).sort(),
    bad.map((k) => [k, 'cage', k]));
  for (const p of result.cageProblems) assert.deepEqual(sorted(p.cells), houseCells('cage', p.houseIndex, parsed.variant));
  const trace = engine.sudokuTrace(board([], parsed.variantFields), { maxRecords: 10 });
  assert.deepEqual(trace.cages.map((c) => [c.houseKind, c.houseIndex, sorted(c.cells)]),
    parsed.variant.cages.map((c, k) => ['cage', k, sorted(c.cells)]));
});

test('sudokuTrace: the rule layout names each house by kind and index, over the right cells', () => {
  const { made } = jigsawFixture();
  const layouts = [
    { fields: '', kinds: { row: 9, column: 9, box: 9 } },
    { fields: 'rules=x', kinds: { row: 9, column: 9, box: 9, diagonal: 2 } },
    { fields: 'rules=windoku', kinds: { row: 9, column: 9, box: 9, window: 4 } },
    { fields: made.variantFields, kinds: { row: 9, column: 9, region: 9 }, variant: made.variant },
  ];
  for (const { fields, kinds, variant } of layouts) {
    const { houses } = engine.sudokuTrace(board([], fields), { maxRecords: 10 });
    const seen = {};
    for (const house of houses) {
      seen[house.houseKind] = (seen[house.houseKind] ?? 0) + 1;
      assert.deepEqual(Object.keys(house).sort(), ['cells', 'houseIndex', 'houseKind']); // no older field
      assert.deepEqual(sorted(house.cells), houseCells(house.houseKind, house.houseIndex, variant), `${fields}: ${house.houseKind} ${house.houseIndex}`);
    }
    assert.deepEqual(seen, kinds, fields);
  }
});

/** Checks every house record of a solution path against the rule layout; the kinds it met. */
function checkSteps(text, variant) {
  const path = engine.solutionPath(text);
  const { houses } = engine.sudokuTrace(text, { maxRecords: 10 });
  const met = new Set();
  for (const step of path.steps) {
    for (const record of step.houseRecords) {
      met.add(record.houseKind);
      assert.equal(record.houseKind, houses[record.house].houseKind);
      assert.equal(record.houseIndex, houses[record.house].houseIndex);
      // Only these fields: the older kind ('extra' for a variant's house), index and English name are gone.
      assert.deepEqual(Object.keys(record).sort(), ['house', 'houseIndex', 'houseKind']);
      assert.deepEqual(houseCells(record.houseKind, record.houseIndex, variant), sorted(houses[record.house].cells));
    }
    for (const cage of step.cages) {
      met.add(cage.houseKind);
      assert.equal(cage.houseKind, 'cage');
      assert.equal(cage.houseIndex, cage.cage);
      assert.deepEqual(sorted(cage.cells), houseCells('cage', cage.houseIndex, variant));
    }
  }
  return met;
}

test('solution steps: each house record carries its kind and index (classic, X, Windoku, jigsaw)', () => {
  const wanted = [
    { variant: undefined, kinds: ['row', 'column', 'box'] },
    { variant: 'x', kinds: ['diagonal'] },
    { variant: 'windoku', kinds: ['window'] },
    { variant: 'jigsaw', kinds: ['region'] },
  ];
  for (const { variant, kinds } of wanted) {
    const met = new Set();
    for (let seed = 1; seed <= 6 && !kinds.every((k) => met.has(k)); seed++) {
      const made = engine.generate(variant ? { seed, variant } : { seed });
      const text = made.variantFields ? `${made.puzzle} ${made.variantFields}` : made.puzzle;
      for (const kind of checkSteps(text, made.variant)) met.add(kind);
    }
    for (const kind of kinds) assert.ok(met.has(kind), `${variant ?? 'classic'}: a step in a ${kind}`);
  }
});

test('solution steps on a killer: the cages a step reasons about are houses of kind cage', () => {
  const killer = engine.generate({ variant: 'killer', difficulty: 'hard', seed: 2 });
  const met = checkSteps(`${killer.puzzle} ${killer.variantFields}`, killer.variant);
  assert.ok(met.has('cage'));
});
