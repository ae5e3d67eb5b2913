// node --test: hints in the game (stages as moves, words in two languages, mistakes named), the
// puzzle pool and the solution path's boards, with the real WebAssembly engine where one is needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Game } from '../../web/game/game.js';
import { moveFromText, moveToText, movesFromText, movesToText } from '../../web/game/moves.js';
import { PuzzlePool } from '../../web/game/pool.js';
import { pathBoards } from '../../web/game/path_replay.js';
import { setLanguage } from '../../web/i18n/i18n.js';
import { GameController } from '../../web/ui/game_controller.js';
import { cellName, hintMarks, markText, mistakeText, nudgeText, stepText, techniqueName } from '../../web/ui/hint_text.js';
import { orderRows } from '../../web/ui/stats_view.js';
import { DEFAULT_SETTINGS } from '../../web/ui/settings.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const { engine } = await loadWasmEngine();

class MemoryStore {
  data = new Map();
  load(name) { return { value: this.data.has(name) ? JSON.parse(this.data.get(name)) : null, error: null }; }
  save(name, value) { this.data.set(name, JSON.stringify(value)); }
}

function harness(pool = null) {
  const said = [];
  let views = null;
  let hint = null;
  const view = {
    board: { render(v) { views = v; }, focus() {} },
    keypad: { update() {} },
    announcer: { say: (text) => said.push(text) },
    notice() {}, summary: () => [], statsChanged() {}, setPaused() {}, showGame() {}, gameChanged() {}, saved() {},
    showHint: (state) => { hint = state; },
  };
  const store = new MemoryStore();
  const controller = new GameController({ engine, store, settings: { value: { ...DEFAULT_SETTINGS }, setAvailable() {} }, view, pool });
  return { controller, store, last: () => said.at(-1), views: () => views, hint: () => hint };
}

test('moves: hint stages and a step have text forms that round-trip', () => {
  for (const move of [{ kind: 'hint', stage: 1 }, { kind: 'hint', stage: 0 }, { kind: 'step', placements: [[2, 4]], eliminations: [[3, 6], [4, 6]] }]) {
    const text = moveToText(move);
    assert.deepEqual(moveFromText(text, 9), move);
  }
  assert.equal(moveToText({ kind: 'step', placements: [[12, 5]], eliminations: [[14, 3]] }), 'T12=5,14-3');
  assert.throws(() => moveFromText('H3', 9), /stage must be 0, 1 or 2/);
  assert.throws(() => moveFromText('T81=5', 9), /outside the board/);
});

test('game: a step removes from notes (or from the candidates of a cell without notes) and places with pruning', () => {
  const game = new Game({ puzzle: CLASSIC, solution: SOLUTION });
  game.apply({ kind: 'note', cell: 2, digit: 1 });
  game.apply({ kind: 'note', cell: 2, digit: 4 });
  game.apply({ kind: 'hint', stage: 1 });
  game.apply({ kind: 'hint', stage: 2 });
  assert.equal(game.hintStage, 2);
  game.apply({ kind: 'step', placements: [[3, 6]], eliminations: [[2, 1], [10, 2]] });
  assert.equal(game.hintStage, 0);
  assert.equal(game.notesAt(2), 1 << 3);                          // 4 left; 1 removed
  assert.equal(game.notesAt(10), game.candidates(10) & ~(1 << 1)); // candidates less 2
  assert.equal(game.digitAt(3), 6);
  game.undo();
  assert.equal(game.hintStage, 2);
  assert.equal(game.digitAt(3), 0);
  assert.equal(game.notesAt(10), 0);
  // Saved and replayed: the same stage comes back.
  const again = Game.deserialize(JSON.parse(JSON.stringify(game.serialize())));
  assert.equal(again.hintStage, 2);
  assert.equal(movesToText(again.appliedMoves()), 'N2,1;N2,4;H1;H2');
  assert.deepEqual(movesFromText('H1;H0', 9).map((m) => m.stage), [1, 0]);
});

test('controller: nudge, the whole step, apply it, undo it; no digit placed until asked', async () => {
  const h = harness();
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  await c.advanceHint();
  assert.match(h.last(), /^Hint: look for a /);
  assert.equal(h.hint().stage, 1);
  assert.equal(c.game.toLine(), CLASSIC);
  await c.advanceHint();
  assert.equal(h.hint().stage, 2);
  const { step } = h.hint();
  assert.ok(h.views().filter((v) => v.hint).length >= 1);
  assert.equal(c.game.toLine(), CLASSIC);
  await c.advanceHint();
  assert.match(h.last(), /^Hint applied: /);
  for (const [cell, digit] of step.placements) assert.equal(c.game.digitAt(cell), Number(SOLUTION[cell]), `digit ${digit}`);
  assert.notEqual(c.game.toLine(), CLASSIC);
  assert.equal(h.hint(), null);
  c.dispatch({ type: 'undo' });
  assert.equal(c.game.toLine(), CLASSIC);
  assert.equal(c.game.hintStage, 2);
  assert.equal(h.hint().stage, 2);
  await c.dispatch({ type: 'hint-close' });
  assert.equal(c.game.hintStage, 0);
  assert.equal(h.hint(), null);
  assert.equal(c.meta.assisted, true);
});

test('controller: a wrong digit is named (not corrected) instead of a hint', async () => {
  const h = harness();
  await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3, source: 'shared' });
  const c = h.controller;
  const wrong = Number(SOLUTION[2]) === 1 ? 2 : 1;
  c.dispatch({ type: 'select', cell: 40 });
  c.dispatch({ type: 'select', cell: 2 });
  c.dispatch({ type: 'digit', digit: wrong, note: false });
  c.dispatch({ type: 'select', cell: 40 });
  await c.advanceHint();
  assert.equal(h.last(), `No hint: r1c3 holds ${wrong}, which is not the solution's digit. Fix it first (undo or erase it).`);
  assert.equal(c.selected, 2);
  assert.equal(c.game.hintStage, 0);
  assert.equal(c.game.digitAt(2), wrong);
});

test('words: English and Chinese sentences from the step record, roles in words as well as colour', () => {
  const geometry = new Game({ puzzle: CLASSIC }).geometry;
  const step = {
    technique: 'naked pair', cells: [0, 8], houses: [0], houseRecords: [{ house: 0, kind: 'row', index: 0 }],
    candidates: [[0, 2], [0, 7], [8, 2], [8, 7]], placements: [], eliminations: [[4, 2], [5, 7]],
  };
  try {
    assert.equal(nudgeText(step, geometry), 'Hint: look for a Naked pair in row 1.');
    assert.equal(stepText(step, geometry), 'Naked pair in row 1: look at r1c1 and r1c9, the candidates r1c1 (2 7) and r1c9 (2 7) prove it. So 2 can be removed from r1c5. So 7 can be removed from r1c6.');
    const hidden = {
      technique: 'hidden single box', cells: [20], houses: [18], houseRecords: [{ house: 18, kind: 'box', index: 0 }],
      candidates: [[20, 4]], placements: [[20, 4]], eliminations: [],
    };
    assert.equal(stepText(hidden, geometry), 'Hidden single (box): in box 1, 4 fits only in r3c3, so 4 goes in r3c3.');
    const naked = { ...hidden, technique: 'naked single', houses: [], houseRecords: [] };
    assert.equal(stepText(naked, geometry), 'Naked single: r3c3 has only one candidate left, so 4 goes in r3c3.');
    const marks = hintMarks(step, geometry, 2);
    assert.equal(marks.get(4).role, 'target');
    assert.equal(markText(marks.get(0)), 'hint: proves the step, candidates 2 7 prove it');
    assert.equal(hintMarks(step, geometry, 1).get(0).role, 'area');
    setLanguage('zh', { remember: false });
    assert.equal(cellName(20, 9), '第3行第3列');
    assert.equal(nudgeText(step, geometry), '提示：在第1行里找一个“显性数对”。');
    assert.equal(stepText(hidden, geometry), '宫内排除：在第1宫里，4只能放在第3行第3列，所以第3行第3列填4。');
    assert.equal(mistakeText({ reason: 'note', cell: 20, cells: [20] }, { size: 9 }), '无法提示：第3行第3列的笔记漏掉了正确的数字。请先改正。');
    assert.equal(techniqueName('some future chain'), 'some future chain');
  } finally {
    setLanguage('en', { remember: false });
  }
});

test('pool: puzzles filed by their own level, taken once, stored, and on-demand generation files the misses', async () => {
  const store = new MemoryStore();
  let seed = 100;
  const pool = new PuzzlePool({ store, engine, levels: ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical'], perLevel: 1, seed: () => seed++, starters: {} });
  const made = await engine.generate({ seed: 5 });
  assert.equal(pool.add(made), true);
  assert.equal(pool.add(made), false); // that level is full
  assert.equal(pool.count(made.level), 1);
  const reloaded = new PuzzlePool({ store, engine, levels: ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical'], starters: {} });
  assert.equal(reloaded.count(made.level), 1);
  assert.equal(reloaded.take(made.level).puzzle, made.puzzle);
  assert.equal(reloaded.take(made.level), null);
  store.data.set('pool', JSON.stringify({ version: 1, levels: { easy: [{ puzzle: 'x', solution: 'y', level: 'easy' }] } }));
  assert.equal(new PuzzlePool({ store, engine, levels: ['easy'], starters: {} }).count('easy'), 0); // junk dropped

  const { entry } = await pool.generate(made.level, { timeLimitMs: 5000 });
  assert.equal((await engine.rate(entry.puzzle)).level, entry.level);
});

test('solution path boards: the givens, then each step\'s placements; stats rows by level order', () => {
  const steps = engine.solutionPath(CLASSIC).steps;
  const boardAt = pathBoards(CLASSIC, steps);
  assert.equal(boardAt(0).values.filter(Boolean).length, [...CLASSIC].filter((s) => s !== '.').length);
  const { values, changed } = boardAt(1);
  for (const [cell, digit] of steps[0].placements) {
    assert.equal(values[cell], digit);
    assert.ok(changed.has(cell));
  }
  const last = boardAt(steps.length).values;
  for (let cell = 0; cell < 81; cell++) if (last[cell]) assert.equal(last[cell], Number(SOLUTION[cell]));
  const rows = orderRows([{ level: 'Shared 9×9' }, { level: 'hard' }, { level: 'easy' }]).map((r) => r.level);
  assert.deepEqual(rows, ['easy', 'hard', 'Shared 9×9']);
});
