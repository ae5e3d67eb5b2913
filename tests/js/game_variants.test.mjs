// The game model under variant rules (web/game/variant.js, geometry.js, game.js) against the real
// WebAssembly engine: puzzles the engine generates for each variant, the model's houses, cages,
// conflicts and candidates checked against the engine's own validate and solution, the engine's
// hints under the variant's rules (hintFor on the puzzle with its rules) followed step by step and
// never wrong, a killer hint in words that names its cage, saves that keep the rules
// and refuse damaged ones. Nothing here is a typed-in answer: the engine makes and checks.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { Game, GameDataError } from '../../web/game/game.js';
import { loadVariantRules } from '../../web/game/geometry.js';
import { checkVariant, variantFields, variantId } from '../../web/game/variant.js';
import { nudgeText, stepText } from '../../web/words/hint_text.js';
import { hintDrawing } from '../../web/game/hint_drawing.js';
import { setLanguage } from '../../web/i18n/i18n.js';
import { levelLabel } from '../../web/ui/level_label.js';
import { loadVariants } from '../../web/ui/variants/variant_kit.js';
import {
  LEVELS, MAKING_WAITS, VARIANT_KINDS, VARIANT_SIZES, isKillerKind, levelsFor, makingWait, variantChoice, variantGenerateOptions,
  variantLevels, variantSize,
} from '../../web/game/catalog.js';
import { setExpertNotation } from '../../web/words/notation.js';

// These tests read the hints' precise form (r3c5, chain notation): the "Expert notation" setting.
// The plain words a player gets by default are tested in notation.test.mjs.
setExpertNotation(true);

let engine;
before(async () => {
  ({ engine } = await loadWasmEngine());
  await loadVariantRules(); // the page loads them on first need (ui/variant_kit.js)
  await loadVariants(); // the variants' names in the statistics' labels
});

const KINDS = ['x', 'windoku', 'jigsaw', 'killer'];
const made = new Map();
function puzzleOf(kind) {
  if (!made.has(kind)) made.set(kind, engine.generate({ variant: kind, seed: 20261124 + kind.length }));
  return made.get(kind);
}
const gameOf = (result) => new Game({
  puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution, variant: result.variant,
});

// A small seeded generator, so a failure can be replayed.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('generate makes each variant with its rules, unrated; the model writes the engine\'s own fields', () => {
  for (const kind of KINDS) {
    const result = puzzleOf(kind);
    assert.equal(result.level, null, kind);
    const game = gameOf(result);
    assert.equal(variantId(game.variant), kind);
    assert.equal(variantFields(game.variant, 9), result.variantFields, kind);
    // The engine reads the model's text back as the same puzzle under the same rules, with one solution.
    const parsed = engine.parse(game.puzzleText);
    assert.equal(parsed.variantFields, result.variantFields, kind);
    const counted = engine.count(game.puzzleText, 2);
    assert.equal(counted.count, 1, kind);
    assert.equal(counted.first, result.solution, kind);
  }
});

test('New game\'s sides per variant: X, jigsaw and killer at every classic side, Windoku up to 12×12, off 9×9 with that side\'s levels', () => {
  assert.deepEqual(VARIANT_SIZES.x, [4, 6, 9, 12, 16]);
  assert.deepEqual(VARIANT_SIZES.jigsaw, [4, 6, 9, 12, 16]);
  assert.deepEqual(VARIANT_SIZES.killer, [4, 6, 9, 12, 16]);
  assert.deepEqual(VARIANT_SIZES.windoku, [4, 6, 9, 12]); // the engine makes Windoku up to 12×12
  for (const kind of ['x', 'jigsaw', 'windoku']) assert.deepEqual(variantLevels(kind, 9), LEVELS, kind);
  // Off 9×9 the classic game's own clue-count levels of that side, by their ids.
  for (const kind of ['x', 'jigsaw', 'windoku', 'killer', 'killer+x']) {
    for (const size of VARIANT_SIZES[kind].filter((side) => side !== 9)) {
      const slowMinimal = (['jigsaw', 'killer', 'killer+x'].includes(kind) && size === 16) || (['killer', 'killer+x'].includes(kind) && size === 12);
      const offered = levelsFor(size).map((l) => l.id).filter((id) => !(slowMinimal && id === 'minimal'));
      assert.deepEqual(variantLevels(kind, size), offered, `${kind} ${size}`);
    }
  }
  // A minimal 16×16 jigsaw takes the generator about a minute, a killer 8-16 s: not offered.
  assert.equal(variantLevels('jigsaw', 16).includes('minimal'), false);
  assert.equal(variantLevels('killer', 16).includes('minimal'), false);
  assert.equal(variantLevels('killer', 12).includes('minimal'), false); // 11-23 s
  assert.equal(variantLevels('jigsaw', 12).includes('minimal'), true);
  assert.equal(variantLevels('x', 16).includes('minimal'), true);
  // Killer from Hard (its cage techniques weigh 2.6 or more) to the hardest grader level; killer X
  // (cages and diagonals) too, a kind of its own in New game.
  assert.deepEqual(variantLevels('killer', 9), ['hard', 'expert', 'extreme', 'diabolical']);
  assert.ok(VARIANT_KINDS.includes('killer+x'));
  // Killer X too, to Diabolical (which states its wait, below).
  assert.deepEqual(variantLevels('killer+x', 9), ['hard', 'expert', 'extreme', 'diabolical']);
  assert.deepEqual(VARIANT_SIZES['killer+x'], VARIANT_SIZES.killer);
  assert.deepEqual(variantLevels('killer+x', 16), variantLevels('killer', 16));
  assert.deepEqual(variantChoice('killer+x:extreme'), { kind: 'killer+x', level: 'extreme' });
  assert.deepEqual(variantChoice('killer+x:diabolical'), { kind: 'killer+x', level: 'diabolical' });
  assert.deepEqual(variantChoice('killer+x:easy'), { kind: 'killer+x', level: 'hard' });
  assert.deepEqual([isKillerKind('killer'), isKillerKind('killer+x'), isKillerKind('x'), isKillerKind('jigsaw')], [true, true, false, false]);
  assert.deepEqual(variantLevels('windoku', 16), []);
  assert.equal(variantSize('windoku', 16), 9); // a side it lacks falls back to 9×9
  assert.equal(variantSize('jigsaw', 6), 6);
  assert.equal(variantSize('jigsaw', 12), 12);
  assert.equal(variantSize('jigsaw', 8), 9); // not a side the classic game offers
  // A level is kept only where the side has it: 'medium' is a grader level at 9×9 and a clue share
  // at 6×6; 'sparse' merges with 'medium' on 4×4 (the same clue count), so 4×4 has none.
  assert.deepEqual(variantChoice('jigsaw:medium', 6), { kind: 'jigsaw', level: 'medium' });
  assert.deepEqual(variantChoice('jigsaw:expert', 6), { kind: 'jigsaw', level: 'gentle' });
  assert.deepEqual(variantChoice('x:gentle', 9), { kind: 'x', level: 'easy' });
  assert.deepEqual(variantChoice('x:sparse', 4), { kind: 'x', level: 'gentle' });
  assert.deepEqual(variantChoice('killer:easy'), { kind: 'killer', level: 'hard' });
  assert.deepEqual(variantChoice('killer:diabolical'), { kind: 'killer', level: 'diabolical' });
  // What goes to the engine: 9×9 by grader level, other sides by the classic game's clue count.
  assert.deepEqual(variantGenerateOptions('x', 9, 'hard'), { variant: 'x', difficulty: 'hard', boxRows: 3, boxCols: 3 });
  const six = variantGenerateOptions('jigsaw', 6, 'medium');
  assert.deepEqual({ ...six, seed: undefined }, { ...levelsFor(6).find((l) => l.id === 'medium').options, variant: 'jigsaw', boxRows: 2, boxCols: 3, seed: undefined });
  // The statistics' names, per variant and side, read in words.
  assert.equal(levelLabel('variant:jigsaw:6:medium'), `Jigsaw 6×6, ${levelsFor(6)[1].label}`);
  assert.equal(levelLabel('variant:x:16:minimal'), 'X-Sudoku 16×16, As few as possible (minimal)');
  assert.equal(levelLabel('variant:x:9:medium'), 'Medium X-Sudoku 9×9');
});

test('a slow level states its wait, and only a slow one: killer above Hard, Killer X at Diabolical, at 9×9', () => {
  const { seconds } = MAKING_WAITS.killer;
  assert.ok(seconds > 0 && seconds <= 120, `a wait a player can sit through: ${seconds} s`);
  for (const level of ['expert', 'extreme', 'diabolical']) assert.equal(makingWait('killer', 9, level), seconds, level);
  assert.equal(makingWait('killer', 9, 'hard'), 0); // a second or two: no wait stated
  assert.equal(makingWait('killer+x', 9, 'diabolical'), MAKING_WAITS['killer+x'].seconds);
  for (const level of ['hard', 'expert', 'extreme']) assert.equal(makingWait('killer+x', 9, level), 0, level);
  assert.equal(makingWait('killer+x', 12, 'diabolical'), 0);
  for (const kind of ['x', 'windoku', 'jigsaw']) {
    for (const level of variantLevels(kind, 9)) assert.equal(makingWait(kind, 9, level), 0, `${kind} ${level}`);
  }
  assert.equal(makingWait('killer', 6, 'expert'), 0); // no such side
  assert.equal(makingWait('classic', 9, 'diabolical'), 0); // the pool makes those ahead
});

test('the real engine makes X, jigsaw, Windoku and killer at 4×4, 6×6 and 12×12 (killer X at 6×6 and 12×12), X and killer at 16×16, at each level\'s clue count, unique under their rules', () => {
  const cases = [['x', 4], ['x', 6], ['jigsaw', 4], ['jigsaw', 6], ['x', 16], ['windoku', 4], ['windoku', 6], ['killer', 4], ['killer', 6],
    ['killer', 16], ['killer+x', 6], ['x', 12], ['jigsaw', 12], ['windoku', 12], ['killer', 12], ['killer+x', 12]];
  for (const [kind, size] of cases) {
    for (const level of variantLevels(kind, size)) {
      const options = variantGenerateOptions(kind, size, level);
      const result = engine.generate({ ...options, seed: 7 + size });
      const what = `${kind} ${size}×${size} ${level}`;
      assert.equal(result.size ?? Math.sqrt(result.puzzle.length), size, what);
      const game = gameOf(result);
      assert.equal(variantId(game.variant), kind, what);
      if (kind === 'jigsaw') assert.equal(new Set(game.variant.regions).size, size, what);
      if (kind === 'windoku') assert.equal(game.variant.houses.length, { 4: 1, 6: 2, 12: 6 }[size], what); // its windows
      if (isKillerKind(kind)) {
        // Cages over every cell, each sum that of its cells in the solution.
        assert.equal(game.variant.cages.reduce((n, cage) => n + cage.cells.length, 0), size * size, what);
        for (const cage of game.variant.cages) {
          assert.equal(cage.cells.reduce((sum, cell) => sum + parseInt(result.solution[cell], 36), 0), cage.sum, what);
        }
      }
      // Dug down to the level's clue count (or as far as uniqueness allows), never below it.
      const clues = [...result.puzzle].filter((s) => s !== '.').length;
      assert.equal(clues, result.clues, what);
      if (options.clues) assert.ok(clues >= options.clues, `${what}: ${clues} clues, target ${options.clues}`);
      const counted = engine.count(game.puzzleText, 2);
      assert.equal(counted.count, 1, what);
      assert.equal(counted.first, result.solution, what);
    }
  }
});

test('conflicts, the finish check and the houses agree with the engine\'s validate on full boards', () => {
  const random = rng(7);
  for (const kind of KINDS) {
    const result = puzzleOf(kind);
    for (let trial = 0; trial < 40; trial += 1) {
      const game = gameOf(result);
      // The solution, with up to three empty cells changed at random (trial 0: unchanged).
      const digits = [...result.solution].map(Number);
      const open = [...result.puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
      for (let k = 0; k < (trial === 0 ? 0 : 1 + (trial % 3)); k += 1) {
        digits[open[Math.floor(random() * open.length)]] = 1 + Math.floor(random() * 9);
      }
      game.replay(open.map((cell) => ({ kind: 'place', cell, digit: digits[cell], prune: false })));
      const checked = engine.validate(game.boardText());
      const engineOk = checked.conflicts.length === 0 && checked.cageProblems.length === 0;
      assert.equal(game.isSolved(), engineOk, `${kind} trial ${trial}: ${game.toLine()}`);
      assert.equal(game.isSolved(), game.toLine() === result.solution, `${kind} trial ${trial}: unique solution`);
      for (const c of checked.conflicts) for (const cell of c.cells) assert.ok(game.conflicts().has(cell), `${kind}: ${c.text}`);
    }
  }
});

test('a variant house is a house: a repeat on a diagonal, in a window, region or cage is a conflict', () => {
  for (const kind of KINDS) {
    const game = gameOf(puzzleOf(kind));
    const { houses, houseKinds, cages } = game.geometry;
    const extra = kind === 'killer' ? cages.map((c) => c.cells).filter((c) => c.length > 1)
      : houses.filter((_, h) => ['diagonal', 'window', 'region'].includes(houseKinds[h]));
    assert.ok(extra.length > 0, kind);
    // Two open cells of one extra house that share no row, column or box (so only the variant sees them).
    const classic = new Game({ puzzle: game.puzzle });
    let pair = null;
    for (const house of extra) {
      const open = house.filter((c) => !game.isGiven(c));
      for (const a of open) for (const b of open) if (a < b && !classic.geometry.peers[a].includes(b)) pair ??= [a, b];
    }
    assert.ok(pair, `${kind}: two open cells only the variant relates`);
    const digit = game.solution[pair[0]];
    game.apply({ kind: 'place', cell: pair[0], digit, prune: false });
    game.apply({ kind: 'place', cell: pair[1], digit, prune: false });
    assert.deepEqual([...game.conflicts()].filter((c) => pair.includes(c)).sort((x, y) => x - y), pair, kind);
    assert.ok(game.geometry.peers[pair[0]].includes(pair[1]), `${kind}: peers (highlight, notes) see the variant`);
    // The rule broken is named as the variant's own house, with the other cell (said to the player):
    // on a fresh board, a digit no row, column or box of either cell holds, placed in both.
    const named = gameOf(puzzleOf(kind));
    const clear = (cell, d) => classic.geometry.peers[cell].every((peer) => named.digitAt(peer) !== d);
    const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => clear(pair[0], d) && clear(pair[1], d));
    assert.ok(free, `${kind}: a digit only the variant's house repeats`);
    named.apply({ kind: 'place', cell: pair[0], digit: free, prune: false });
    named.apply({ kind: 'place', cell: pair[1], digit: free, prune: false });
    const where = { x: /^diagonal_(main|anti)$/, windoku: /^window$/, jigsaw: /^region$/, killer: /^cage$/ }[kind];
    const reason = named.conflictOf(pair[1]);
    assert.equal(reason.kind, 'house', kind);
    assert.match(reason.where, where, kind);
    assert.equal(reason.other, pair[0], kind);
  }
});

test('at 4×4, 6×6 and 16×16 too: a repeat only the variant sees is a conflict, and candidates see it; candidates keep the solution', () => {
  for (const [kind, size] of [['x', 4], ['x', 6], ['jigsaw', 4], ['jigsaw', 6], ['x', 16]]) {
    const what = `${kind} ${size}×${size}`;
    // Two cells of a diagonal or region that share no row, column or box, the first open: a small
    // board's regions may leave none (a 4×4 jigsaw can be its boxes), so a few seeds are tried.
    let found = null;
    for (let seed = 31; seed < 41 && !found; seed += 1) {
      const result = engine.generate({ ...variantGenerateOptions(kind, size, variantLevels(kind, size)[0]), seed });
      const game = gameOf(result);
      const classic = new Game({ puzzle: game.puzzle, boxRows: result.boxRows, boxCols: result.boxCols });
      const { houses, houseKinds } = game.geometry;
      for (const house of houses.filter((_, h) => ['diagonal', 'region'].includes(houseKinds[h]))) {
        for (const a of house) {
          for (const b of house) if (a !== b && !game.isGiven(a) && !classic.geometry.peers[a].includes(b)) found ??= { game, pair: [a, b] };
        }
      }
    }
    assert.ok(found, `${what}: two cells only the variant relates`);
    const { game, pair: [a, b] } = found;
    for (let cell = 0; cell < size * size; cell += 1) {
      if (!game.isGiven(cell)) assert.ok(game.candidates(cell) & (1 << (game.solution[cell] - 1)), `${what} cell ${cell}`);
    }
    const digit = game.isGiven(b) ? game.solution[b] : game.solution[a];
    if (!game.isGiven(b)) game.apply({ kind: 'place', cell: b, digit, prune: false });
    // The candidates (Fill notes) of the open cell see the digit through the variant's house.
    assert.equal(game.candidates(a) & (1 << (digit - 1)), 0, `${what}: candidates see the variant`);
    game.apply({ kind: 'place', cell: a, digit, prune: false });
    const conflicts = game.conflicts();
    assert.ok(conflicts.has(a) && (conflicts.has(b) || game.isGiven(b)), `${what}: ${[...conflicts]}`);
  }
});

test('a cage whose digits pass its sum, or fill it with another sum, is a conflict', () => {
  const game = gameOf(puzzleOf('killer'));
  const cage = game.geometry.cages.find((c) => c.cells.length >= 2 && c.cells.every((cell) => !game.isGiven(cell)));
  assert.ok(cage);
  // Every cell but the last with its solution digit: no conflict; the last with another digit that
  // repeats nothing in the cage: the cage sum is missed.
  const [last, ...rest] = [...cage.cells].reverse();
  for (const cell of rest) game.apply({ kind: 'place', cell, digit: game.solution[cell], prune: false });
  assert.equal(game.conflicts().size, 0);
  const used = new Set(cage.cells.map((c) => game.solution[c]));
  const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => !used.has(d));
  game.apply({ kind: 'place', cell: last, digit: other, prune: false });
  for (const cell of cage.cells) assert.ok(game.conflicts().has(cell), `cell ${cell} of the cage summing to ${cage.sum}`);
  const total = cage.cells.reduce((sum, cell) => sum + game.digitAt(cell), 0);
  assert.deepEqual(game.conflictOf(last), { kind: 'sum', sum: cage.sum, total, full: true });
});

test('candidates never exclude the solution; the cage sums narrow them', () => {
  for (const kind of KINDS) {
    const game = gameOf(puzzleOf(kind));
    let narrowed = 0;
    const classic = new Game({ puzzle: game.puzzle });
    for (let cell = 0; cell < 81; cell += 1) {
      if (game.isGiven(cell)) continue;
      assert.ok(game.candidates(cell) & (1 << (game.solution[cell] - 1)), `${kind} cell ${cell}`);
      if (game.candidates(cell) !== classic.candidates(cell)) narrowed += 1;
    }
    assert.ok(narrowed > 0, `${kind}: the variant's houses or cages rule out digits classic rules allow`);
  }
});

test('hints under the variant\'s rules: every step holds in the solution, and a killer step names its cage', () => {
  // X, Windoku and a hard killer followed to the end (the bindings keep the puzzle's solution
  // between hints, so a killer hint no longer recounts it); a jigsaw's first steps.
  const cases = [
    ['x', engine.generate({ variant: 'x', difficulty: 'hard', seed: 3 }), 200],
    ['windoku', engine.generate({ variant: 'windoku', difficulty: 'medium', seed: 3 }), 200],
    ['jigsaw', puzzleOf('jigsaw'), 12],
    ['killer', engine.generate({ variant: 'killer', difficulty: 'hard', seed: 2 }), 200],
  ];
  const killerWords = [];
  const killerSteps = [];
  for (const [kind, result, most] of cases) {
    const game = gameOf(result);
    assert.equal(variantId(game.variant), kind);
    let steps = 0;
    for (; steps < most; steps += 1) {
      const hint = engine.hintFor(game.puzzleText, game.toLine(), game.notes);
      if (hint.kind !== 'step') {
        assert.equal(hint.kind, 'none', kind);
        assert.equal(hint.reason, 'solved', kind);
        assert.ok(game.isSolved(), kind);
        break;
      }
      const { step } = hint;
      for (const [cell, digit] of step.placements) assert.equal(digit, game.solution[cell], `${kind} ${step.text}`);
      for (const [cell, digit] of step.eliminations) assert.notEqual(digit, game.solution[cell], `${kind} ${step.text}`);
      if (step.cages.length) {
        killerWords.push(stepText(step, game.geometry));
        killerSteps.push([step, game.geometry]);
      }
      // The player's notes are the grader's candidates: fill them, then carry the step out.
      if (game.notes.every((mask) => mask === 0)) {
        for (let cell = 0; cell < 81; cell += 1) if (!game.digitAt(cell)) game.notes[cell] = game.candidates(cell);
      }
      for (const [cell, digit] of step.eliminations) game.notes[cell] &= ~(1 << (digit - 1));
      for (const [cell, digit] of step.placements) game.apply({ kind: 'place', cell, digit, prune: true });
    }
    assert.ok(steps > 0, kind);
    if (most === 200) assert.ok(game.isSolved(), `${kind}: hints lead to the end`);
  }
  assert.ok(killerWords.length > 0, 'the killer path starts with cage steps');
  assert.match(killerWords[0], /cage r\dc\d–r\dc\d \(sum \d+\)|Cage r\dc\d–r\dc\d \(sum \d+\) can only be \d(\+\d)+/);
  // Every killer step in words, English and Chinese: its own sentence (no generic one, no raw key).
  try {
    for (const language of ['en', 'zh']) {
      setLanguage(language, { remember: false });
      for (const [step, geometry] of killerSteps) {
        const words = `${nudgeText(step, geometry)} ${stepText(step, geometry)}`;
        assert.doesNotMatch(words, /hint\.|technique\.|house\.|\{|marked candidates prove|标出的候选数证明/, words);
        assert.match(words, language === 'en' ? /[Cc]age|add up to/ : /笼子|总和/, words);
      }
    }
  } finally {
    setLanguage('en', { remember: false });
  }
  // A wrong digit is named before any step.
  const game = gameOf(puzzleOf('killer'));
  const open = [...Array(81).keys()].find((c) => !game.digitAt(c));
  game.apply({ kind: 'place', cell: open, digit: (game.solution[open] % 9) + 1, prune: false });
  const named = engine.hintFor(game.puzzleText, game.toLine(), game.notes);
  assert.equal(named.kind, 'mistake');
  assert.equal(named.cell, open);
});

test('killer: the rule of 45 in words (blocks with boxes, 3-4 cells, innie-outie differences), English and Chinese', () => {
  // The graded paths of two hard killers: every rule-of-45 step is said with its own sentence, and
  // the numbers it says agree with the step's record (the houses' total, the cages' sum, the
  // difference between what pokes in and what sticks out).
  const seen = new Set();
  try {
    for (const seed of [2, 5]) {
      const game = gameOf(engine.generate({ variant: 'killer', difficulty: 'hard', seed }));
      const path = engine.solutionPath(game.puzzleText);
      assert.ok(Array.isArray(path.steps), `seed ${seed}: a solution path`);
      for (const step of path.steps.filter((s) => /^(innies|outies|innie-outie difference)$/.test(s.technique))) {
        const { geometry } = game;
        const inside = new Set(step.houseRecords.flatMap((h) => geometry.houses[h.house]));
        const innies = step.cells.filter((c) => inside.has(c));
        if (step.houseRecords.length > 1 && step.houseRecords.some((h) => h.houseKind === 'box')) seen.add('box block');
        if (step.cells.length >= 3) seen.add('3-4 cells');
        if (step.technique === 'innie-outie difference') {
          seen.add('difference');
          assert.ok(innies.length > 0 && innies.length < step.cells.length, step.text);
        }
        setLanguage('en', { remember: false });
        const en = `${nudgeText(step, geometry)} ${stepText(step, geometry)}`;
        assert.doesNotMatch(en, /hint\.|technique\.|house\.|\{|undefined|NaN|marked candidates prove/, en);
        const total = 45 * step.houseRecords.length;
        assert.ok(en.includes(`add up to ${total} `), en);
        assert.ok(en.includes(`add up to ${step.cages.reduce((sum, cage) => sum + cage.sum, 0)}`), en);
        if (step.technique === 'innie-outie difference') {
          assert.match(en, step.sum === 0 ? /make the same as/ : new RegExp(`make ${Math.abs(step.sum)} ${step.sum > 0 ? 'more' : 'less'} than`), en);
        } else if (step.cells.length > 1) {
          assert.ok(en.includes(`make ${step.sum}`), en);
        }
        setLanguage('zh', { remember: false });
        const zh = `${nudgeText(step, geometry)} ${stepText(step, geometry)}`;
        assert.doesNotMatch(zh, /hint\.|technique\.|house\.|\{|undefined|NaN|[A-Za-z]{3,}/, zh);
      }
    }
  } finally {
    setLanguage('en', { remember: false });
  }
  assert.deepEqual([...seen].sort(), ['3-4 cells', 'box block', 'difference']);
});

test('a save keeps the rules; damaged rules are refused with the reason', () => {
  const game = gameOf(puzzleOf('killer'));
  const cell = [...Array(81).keys()].find((c) => !game.isGiven(c));
  game.apply({ kind: 'place', cell, digit: game.solution[cell], prune: true });
  const saved = JSON.parse(JSON.stringify(game.serialize()));
  const back = Game.deserialize(saved);
  assert.equal(variantFields(back.variant, 9), variantFields(game.variant, 9));
  assert.equal(back.toLine(), game.toLine());
  assert.equal(back.puzzleText, game.puzzleText);
  // A classic save has no variant field at all (saves written before variants read the same).
  assert.equal('variant' in new Game({ puzzle: game.puzzle }).serialize(), false);
  const damaged = [
    [{ ...saved.variant, cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] }, /in two cages/],
    [{ ...saved.variant, cages: [{ sum: 50, cells: [0, 1] }] }, /cannot make/],
    [{ ...saved.variant, regions: Array(81).fill(0) }, /region 1 has 81 cells/],
  ];
  for (const [variant, why] of damaged) {
    assert.throws(() => Game.deserialize({ ...saved, variant, moves: '' }), (error) => error instanceof GameDataError && why.test(error.message));
  }
  assert.throws(() => checkVariant({ regions: [1, 2] }, 9), /regions give 2 cells, not 81/);
  // Counts of one read as English.
  assert.throws(() => checkVariant({ regions: [1] }, 9), /regions give 1 cell, not 81/);
  assert.throws(() => checkVariant({ cages: [{ sum: 10, cells: [0] }] }, 9), /^RangeError: a cage of 1 cell sums to 10, which one digit cannot make$/);
  assert.throws(() => checkVariant({ cages: [{ sum: 2, cells: [0, 1] }] }, 9), /a cage of 2 cells sums to 2, which 2 different digits cannot make/);
});

test('jigsaw: a step without houses is nudged towards its cell\'s region (a jigsaw has no boxes), and said so', () => {
  // A diabolical jigsaw's graded path has nishio, singles and chains, whose nudge names the area of
  // the cell they change: the classic 3x3 box's number would outline another region.
  const game = gameOf(engine.generate({ variant: 'jigsaw', difficulty: 'diabolical', seed: 1 }));
  const { geometry } = game;
  const path = engine.solutionPath(game.puzzleText);
  const bare = path.steps.filter((step) => !step.houseRecords?.length && !step.cages?.length);
  assert.ok(bare.length >= 10, `steps without houses on the path (${bare.length})`);
  for (const step of bare) {
    const cell = step.placements[0]?.[0] ?? step.eliminations[0]?.[0];
    const [area] = hintDrawing(step, geometry, 1).houses;
    assert.equal(area.houseKind, 'region', step.technique);
    assert.ok(geometry.houses[area.house].includes(cell), `${step.technique}: the outline holds the cell it changes`);
    assert.match(nudgeText(step, geometry), /region \d/, step.technique);
  }
  // No nudge on the path speaks of a box; a claiming's digit lies "in one region".
  for (const step of path.steps) assert.doesNotMatch(nudgeText(step, geometry), /\bbox(es)?\b/, `${step.technique}: ${nudgeText(step, geometry)}`);
  const claiming = path.steps.filter((step) => step.technique === 'claiming');
  for (const step of claiming) assert.match(nudgeText(step, geometry), /One digit's places in (row|column|region) \d all lie in (row|column|region) \d\./);
  // A single in a region is titled so, not "(row or column)".
  const regionSingles = path.steps.filter((step) => /^hidden single/.test(step.technique) && /region/.test(nudgeText(step, geometry)));
  assert.ok(regionSingles.length > 0, 'hidden singles in regions on the path');
  for (const step of regionSingles) assert.match(nudgeText(step, geometry), /^Hint: Hidden single \(region\)\. Look at region \d\./);
});

test('windoku: a locked candidate that reaches into a window names it (not "one row or column", not "one box")', () => {
  const game = gameOf(engine.generate({ variant: 'windoku', difficulty: 'hard', seed: 5 }));
  const path = engine.solutionPath(game.puzzleText);
  const locked = path.steps.filter((step) => /^(pointing|claiming)$/.test(step.technique) && step.houseRecords?.length === 2);
  const windowed = locked.filter((step) => /window \d/.test(nudgeText(step, game.geometry)));
  assert.ok(windowed.length > 0, `locked candidates with a window on the path (${locked.length} locked)`);
  for (const step of windowed) {
    const words = nudgeText(step, game.geometry);
    assert.match(words, /One digit's places in (row|column|box|window) \d all lie in (row|column|box|window) \d\./, words);
    assert.doesNotMatch(words, /one (row or column|box)\./, words);
  }
});
