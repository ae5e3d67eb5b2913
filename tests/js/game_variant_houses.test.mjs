// A variant's extra houses come from the engine (real WebAssembly build): parse, generate and
// parseList answers carry variant.houses (the diagonals, then the windows, with their cells), the
// game's geometry is built from them (web/game/geometry.js computes no window or diagonal), the
// game keeps them with its save, variant.js checks them as data, and a save from before they were
// kept (every save until now: a literal one here) opens with the engine's houses. The houses and
// peers are computed here too, independently, from the rules' definitions.
// Siblings: game_variants.test.mjs, engine_house_kinds.test.mjs.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { loadWasmEngine, wasmDir } from './wasm_engine.mjs';
import { loadEngine } from '../../web/engine/dlx_engine.js';
import { Game, GameDataError } from '../../web/game/game.js';
import { loadVariantRules, makeGeometry } from '../../web/game/geometry.js';
import { checkVariant, needsHouses } from '../../web/game/variant.js';
import { GameStarter, NEEDS_VARIANTS } from '../../web/app/game_starter.js';
import { readSaveRecord } from '../../web/game/saved_game.js';
import { cellVariantParts, houseLabel } from '../../web/words/variant_words.js';
import { setLanguage } from '../../web/i18n/i18n.js';

let engine;
let core;
before(async () => {
  ({ engine } = await loadWasmEngine());
  const factory = createRequire(import.meta.url)(`${wasmDir}dlx_sudoku_core.js`);
  const module = await factory({ wasmBinary: readFileSync(`${wasmDir}dlx_sudoku_core.wasm`) });
  core = await loadEngine(async () => module);
  await loadVariantRules();
  setLanguage('en');
});

const range = (n) => Array.from({ length: n }, (_, i) => i);
const ascending = (cells) => [...cells].sort((a, b) => a - b);

/** The houses of a board by their definitions: rows, columns, boxes, then diagonals and windows. */
function expectedHouses(boxRows, boxCols, { diagonals = false, windows = false } = {}) {
  const n = boxRows * boxCols;
  const at = (r, c) => r * n + c;
  const classic = [
    ...range(n).map((r) => ({ kind: 'row', index: r, cells: range(n).map((c) => at(r, c)) })),
    ...range(n).map((c) => ({ kind: 'column', index: c, cells: range(n).map((r) => at(r, c)) })),
    ...range(n).map((b) => {
      const top = Math.floor(b / boxRows) * boxRows; // boxes across: n / boxCols = boxRows of them
      const left = (b % boxRows) * boxCols;
      return { kind: 'box', index: b, cells: ascending(range(n).map((k) => at(top + Math.floor(k / boxCols), left + (k % boxCols)))) };
    }),
  ];
  const extra = [];
  if (diagonals) {
    extra.push({ kind: 'diagonal', index: 0, cells: range(n).map((k) => at(k, k)) }); // r1c1 to rNcN
    extra.push({ kind: 'diagonal', index: 1, cells: ascending(range(n).map((k) => at(k, n - 1 - k))) }); // r1cN to rNc1
  }
  if (windows) {
    // Boxes of the box shape one cell in from the edge, one cell apart, in reading order.
    let index = 0;
    for (let top = 1; top + boxRows <= n; top += boxRows + 1) {
      for (let left = 1; left + boxCols <= n; left += boxCols + 1) {
        const cells = [];
        for (let r = 0; r < boxRows; r += 1) for (let c = 0; c < boxCols; c += 1) cells.push(at(top + r, left + c));
        extra.push({ kind: 'window', index: index++, cells: ascending(cells) });
      }
    }
  }
  return { classic, extra };
}

/** Each cell's peers: every other cell sharing a house with it, ascending. */
function expectedPeers(n, houses) {
  return range(n * n).map((cell) => ascending([...new Set(houses.filter((h) => h.includes(cell)).flat())].filter((c) => c !== cell)));
}

const empty = (n) => '.'.repeat(n * n);

test('parse and generate carry a variant\'s diagonals and windows as houses; jigsaw, killer and classic none', () => {
  const cases = [
    { text: `${empty(9)} rules=x`, boxRows: 3, boxCols: 3, rules: { diagonals: true } },
    { text: `${empty(9)} rules=windoku`, boxRows: 3, boxCols: 3, rules: { windows: true } },
    { text: `${empty(9)} rules=x,windoku`, boxRows: 3, boxCols: 3, rules: { diagonals: true, windows: true } },
    { text: `${empty(4)} rules=x`, boxRows: 2, boxCols: 2, rules: { diagonals: true } },
    { text: `${empty(6)} box=2x3 rules=x,windoku`, boxRows: 2, boxCols: 3, rules: { diagonals: true, windows: true } },
    { text: `${empty(6)} box=3x2 rules=windoku`, boxRows: 3, boxCols: 2, rules: { windows: true } },
    { text: `${empty(16)} rules=x,windoku`, boxRows: 4, boxCols: 4, rules: { diagonals: true, windows: true } },
    { text: empty(9), boxRows: 3, boxCols: 3, rules: {} },
  ];
  for (const { text, boxRows, boxCols, rules } of cases) {
    const parsed = engine.parse(text);
    assert.deepEqual([parsed.boxRows, parsed.boxCols], [boxRows, boxCols], text);
    const want = expectedHouses(boxRows, boxCols, rules).extra.map(({ kind, index, cells }) => ({ houseKind: kind, houseIndex: index, cells }));
    assert.deepEqual(parsed.variant.houses, want, text);
    // parseList's entries are parse's answers.
    assert.deepEqual(engine.parseList(text).entries[0].variant.houses, want, `${text} (parseList)`);
  }
  // The core module (classic rules only, the page's first load) sends an empty list too.
  assert.deepEqual(core.parse(empty(9)).variant.houses, []);
  for (const [variant, rules] of [['x', { diagonals: true }], ['windoku', { windows: true }], ['jigsaw', {}], ['killer', {}]]) {
    const made = engine.generate({ seed: 3, variant });
    const want = expectedHouses(3, 3, rules).extra.map(({ kind, index, cells }) => ({ houseKind: kind, houseIndex: index, cells }));
    assert.deepEqual(made.variant.houses, want, variant);
    assert.deepEqual(engine.parse(`${made.puzzle} ${made.variantFields}`).variant.houses, want, `${variant}: parsed back`);
  }
  assert.deepEqual(engine.generate({ seed: 3 }).variant.houses, []);
});

test('the geometry is built from the engine\'s houses: the same houses, kinds, indexes and peers as the rules define', () => {
  for (const [text, rules] of [
    [`${empty(9)} rules=x`, { diagonals: true }],
    [`${empty(9)} rules=windoku`, { windows: true }],
    [`${empty(9)} rules=x,windoku`, { diagonals: true, windows: true }],
    [`${empty(6)} box=3x2 rules=x,windoku`, { diagonals: true, windows: true }],
    [`${empty(16)} rules=x`, { diagonals: true }],
  ]) {
    const parsed = engine.parse(text);
    const geometry = makeGeometry(parsed.boxRows, parsed.boxCols, parsed.variant);
    const { classic, extra } = expectedHouses(parsed.boxRows, parsed.boxCols, rules);
    const all = [...classic, ...extra];
    assert.deepEqual(geometry.houses.map(ascending), all.map((h) => h.cells), text);
    assert.deepEqual(geometry.houseKinds, all.map((h) => h.kind), text);
    assert.deepEqual(geometry.houseIndexes, all.map((h) => h.index), text);
    assert.deepEqual(geometry.peers, expectedPeers(parsed.size, all.map((h) => h.cells)), text);
    // What each cell is in, for its name and the drawing, from the same houses.
    const n = parsed.size;
    for (const cell of range(n * n)) {
      const r = Math.floor(cell / n), c = cell % n;
      const mask = rules.diagonals ? (r === c ? 1 : 0) | (r + c === n - 1 ? 2 : 0) : 0;
      assert.equal(geometry.diagonalOf[cell], mask, `${text}: r${r + 1}c${c + 1}`);
      const window = extra.find((h) => h.kind === 'window' && h.cells.includes(cell));
      assert.equal(geometry.windowOf[cell], window ? window.index : -1, `${text}: r${r + 1}c${c + 1}`);
    }
  }
  const x = makeGeometry(3, 3, engine.parse(`${empty(9)} rules=x,windoku`).variant);
  assert.deepEqual([27, 28, 29, 30].map((h) => houseLabel(x, h)), ['the main diagonal', 'the anti-diagonal', 'window 1', 'window 2']);
  assert.deepEqual(cellVariantParts(x, 10), ['on the main diagonal', 'window 1']); // r2c2
  assert.deepEqual(cellVariantParts(x, 40), ['on the main diagonal', 'on the anti-diagonal']); // r5c5
});

test('variant.js checks houses as data: a known kind, N distinct cells of the board, the houses its flags say', () => {
  const { variant } = engine.parse(`${empty(9)} rules=x,windoku`);
  assert.deepEqual(checkVariant(variant, 9).houses, variant.houses);
  const bad = [
    [{ ...variant, houses: variant.houses.map((h, i) => (i === 0 ? { ...h, houseKind: 'diagonal_main' } : h)) }, /kind diagonal_main/],
    [{ ...variant, houses: variant.houses.map((h, i) => (i === 2 ? { ...h, cells: [...h.cells.slice(1), h.cells[1]] } : h)) }, /window 1 has 8 cells, not 9/],
    [{ ...variant, houses: variant.houses.map((h, i) => (i === 3 ? { ...h, cells: [...h.cells.slice(1), 81] } : h)) }, /window 2 names cell 81, outside the board/],
    [{ ...variant, houses: variant.houses.map((h, i) => (i === 3 ? { ...h, houseIndex: 0 } : h)) }, /window 1 is given twice/],
    [{ ...variant, houses: variant.houses.slice(1) }, /the diagonals come as 1 houses, not 2/],
    [{ ...variant, windows: false }, /windows are given without the Windoku rule/],
    [{ ...variant, houses: [] }, /the diagonals come as 0 houses, not 2/],
    [{ ...variant, houses: variant.houses.map((h, i) => (i === 1 ? { ...h, houseIndex: 2 } : h)) }, /a diagonal is numbered 2, not 0 to 1/],
  ];
  for (const [v, message] of bad) assert.throws(() => checkVariant(v, 9), message);
  // Without houses: what a save from before they were kept looks like.
  assert.equal(needsHouses({ diagonals: true, windows: false, regions: [], cages: [] }), true);
  assert.equal(needsHouses({ diagonals: false, windows: false, regions: [], cages: [] }), false);
  assert.equal(needsHouses(variant), false);
});

test('a game keeps its variant\'s houses: saved with it, read back the same', () => {
  const made = engine.generate({ seed: 9, variant: 'x' });
  const game = new Game({ puzzle: made.puzzle, boxRows: 3, boxCols: 3, solution: made.solution, variant: made.variant });
  const saved = JSON.parse(JSON.stringify(game.serialize()));
  assert.deepEqual(saved.variant.houses, made.variant.houses);
  assert.deepEqual(Game.deserialize(saved).geometry.houses, game.geometry.houses);
  // A save whose variant lost its houses is refused unless the engine gives them (below).
  delete saved.variant.houses;
  assert.throws(() => Game.deserialize(saved), (error) => error instanceof GameDataError && /diagonals come as 0 houses/.test(error.message));
});

// Saved games in today's format (version 1, variant without houses), as the page wrote them.
const OLD_SAVES = {
  x: {
    version: 1,
    game: {
      version: 1,
      puzzle: '...37......6..2..5..........1........7....541.......27....9..8...5.....4.6.8....9',
      boxRows: 3,
      boxCols: 3,
      solution: '524376918986412375731958462412785693378269541659134827143597286895621734267843159',
      variant: { diagonals: true, windows: false, regions: [], cages: [] },
      moves: 'p0,5',
      position: 1,
    },
    meta: { level: 'Hard X-Sudoku 9×9', checkable: true, assisted: false, recorded: false, help: { hints: 0, reveals: 0, solve: false, path: false } },
    elapsedMs: 61000,
    selected: 0,
    paused: false,
  },
  windoku: {
    version: 1,
    game: {
      version: 1,
      puzzle: '............813.....69........3...1..5..6.......1.4..8.....2.7...754.9...........',
      boxRows: 3,
      boxCols: 3,
      solution: '798426351425813697316957482674385219851269743932174568149632875287541936563798124',
      variant: { diagonals: false, windows: true, regions: [], cages: [] },
      moves: 'p0,7',
      position: 1,
    },
    meta: { level: 'Hard Windoku 9×9', checkable: true },
    elapsedMs: 5000,
    selected: 0,
  },
};

/** A GameStarter over a store holding `value`, asking the real engine; what it noticed. */
function starterWith(value) {
  const notices = [];
  const saved = new Map();
  const store = {
    load: () => ({ value: structuredClone(value), error: null }),
    save: (name, v) => saved.set(name, v),
  };
  const starter = new GameStarter({
    engineCall: async (call) => call(engine), store, say: () => {}, notice: (text) => notices.push(text),
  });
  return { starter, notices, saved };
}

for (const [kind, value] of Object.entries(OLD_SAVES)) {
  test(`an old ${kind} save (no houses) opens with the engine's houses, as boot() reads it`, async () => {
    const { starter, notices } = starterWith(value);
    // As game_opener.js boot(): the rules load, the engine gives the houses, the save is read.
    assert.equal(starter.loadSave({ wait: true }), NEEDS_VARIANTS);
    await starter.loadVariants();
    await starter.askHouses();
    const saved = starter.loadSave({ failed: true });
    assert.deepEqual(notices, []);
    assert.ok(saved, 'the save opens');
    const { game } = saved;
    const rules = { diagonals: kind === 'x', windows: kind === 'windoku' };
    const { classic, extra } = expectedHouses(3, 3, rules);
    const all = [...classic, ...extra];
    assert.deepEqual(game.geometry.houses.map(ascending), all.map((h) => h.cells));
    assert.deepEqual(game.geometry.houseKinds, all.map((h) => h.kind));
    assert.deepEqual(game.geometry.peers, expectedPeers(9, all.map((h) => h.cells)));
    assert.equal(game.digitAt(0), Number(value.game.solution[0])); // its move replayed
    assert.equal(game.position, 1);
    assert.equal(saved.elapsedMs, value.elapsedMs);
    // Saved again, the houses go with it (an optional field: the save version stays 1).
    const again = game.serialize();
    assert.equal(again.version, 1);
    assert.deepEqual(again.variant.houses, extra.map(({ kind: houseKind, index: houseIndex, cells }) => ({ houseKind, houseIndex, cells })));
    assert.deepEqual(readSaveRecord({ ...value, game: again }).game.geometry.houses, game.geometry.houses);
  });
}

test('an old save read by another tab\'s look: null while the engine answers, then it opens', async () => {
  const { starter, notices } = starterWith(OLD_SAVES.x);
  await starter.loadVariants();
  assert.equal(starter.loadSave(), null); // asks the engine in the background
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(starter.loadSave()?.game.geometry.houseKinds.includes('diagonal'));
  assert.deepEqual(notices, []);
});

test('an old save whose engine never answers is kept aside and reported, as any unreadable save', async () => {
  const { starter, notices, saved } = starterWith(OLD_SAVES.windoku);
  await starter.loadVariants();
  assert.equal(starter.loadSave({ failed: true }), null);
  assert.equal(notices.length, 1);
  assert.match(notices[0], /windows come without their cells/);
  assert.ok(saved.has('game.unreadable'));
});
