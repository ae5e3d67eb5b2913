// The worksheet's answer key and the quiz's questions (web/viz/exercises.js) on traces from the
// real WASM engine: checked against DLX1's counters (matrix (3): 1 solution, 6 nodes, 30 updates)
// and recomputed here another way (the model replayed to the answer's position, the link writes
// read directly), so a key that drifted from the search would fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { TraceModel } from '../../web/viz/trace_model.js';
import { KNUTH_MATRIX, PRESETS } from '../../web/viz/presets.js';
import { coverGroups, grade, parseNumbers, quizQuestions, worksheet, writeLabel } from '../../web/viz/exercises.js';
import { formatAddress, parseAddress, positionOf, stepAt } from '../../web/viz/address.js';

const { engine } = await loadWasmEngine();
const knuth = () => new TraceModel(engine.exactCoverTrace(KNUTH_MATRIX));
const matrixPresets = PRESETS.filter((p) => p.id !== 'sudoku9');

// The option of node x, from the structure's spacers (each spacer's top is minus the option after it).
function optionOfNode(top, x) {
  let a = x;
  while (top[a] > 0) a--;
  return -top[a];
}

test('matrix (3): the covers\' costs add up to DLX1\'s 30 updates, and the last sheet\'s counters are DLX1\'s', () => {
  const model = knuth();
  assert.deepEqual([model.trace.nodes, model.trace.updates, model.trace.solutions], [6, 30, 1], 'DLX1 on matrix (3)');
  const groups = coverGroups(model);
  assert.equal(groups.reduce((sum, g) => sum + g.cost, 0), 30, 'DLX1 counts updates in cover only');
  for (const g of groups) assert.equal(g.cost, 1 + g.hides.length, `cover(${g.item}) at ${g.at}: 1 unlink of the item + 1 per hidden node`);
  for (const g of groups) {
    const { counters } = worksheet(model, g.at);
    for (const [key, pos] of [['before', g.at], ['after', g.end]]) {
      const { nodes, updates } = model.seek(pos).counters();
      assert.deepEqual(counters[key], { nodes, updates }, `cover at ${g.at}, ${key}`);
    }
  }
  // The last cover brings the updates to DLX1's 30; the sixth node is the solution found after it.
  const last = worksheet(model, groups[groups.length - 1].at);
  assert.deepEqual(last.counters.after, { nodes: 5, updates: 30 });
  assert.deepEqual(model.seek(model.length).counters(), { nodes: 6, updates: 30, solutions: 1 });
  // The sheet at cover step 8 (cover(C), record 51) asks about that cover.
  const sheet = worksheet(model, model.stops.cover[8]);
  assert.equal(model.trace.items[sheet.cover.item - 1], 'C');
  assert.deepEqual(sheet.options.answer.map((k) => model.trace.options[k]), ['C E F']);
  assert.deepEqual(sheet.restore.answer, [11, 10]);
  assert.deepEqual(sheet.sizes.answer.map(({ item, size }) => `${model.trace.items[item - 1]}${size}`), ['E0', 'F0']);
  assert.equal(sheet.cost.answer, 3);
});

test('every cover of every matrix preset: the key equals the model replayed and the writes read directly', () => {
  for (const preset of matrixPresets) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    const top = model.trace.structure.top;
    for (const g of coverGroups(model)) {
      const sheet = worksheet(model, g.at);
      const where = `${preset.id}, cover at ${g.at}`;
      assert.equal(sheet.cover.at, g.at, where);
      for (const key of ['draw', 'options', 'sizes', 'cost']) assert.ok(model.stops.link.includes(sheet[key].answerPos), `${where}: ${key} shown at a stop`);
      // Options: the nodes the hide writes bypass (D[U[x]] was x), mapped to their options.
      const bypassed = g.writes.filter((w) => w.field === 'down' && w.old !== w.now && w.old > model.itemCount).map((w) => w.old);
      assert.deepEqual(sheet.options.answer, [...new Set(bypassed.map((x) => optionOfNode(top, x)))], `${where}: options`);
      // Sizes: the model's own sizes after the cover, which are the lengths of the lists.
      model.seek(sheet.sizes.answerPos);
      for (const { item, size } of sheet.sizes.answer) {
        assert.equal(size, model.links.size[item], `${where}: S[${item}]`);
        assert.equal(size, model.columnNodes(item).length, `${where}: list of ${item}`);
      }
      assert.deepEqual(sheet.sizes.answer.map((s) => s.item), model.activeItems().concat(secondaryActive(model)), `${where}: every item still in`);
      // Draw: the writes listed, applied to the picture before, give the picture after.
      model.seek(sheet.draw.pos);
      const links = Object.fromEntries(Object.entries(model.links).map(([k, v]) => [k, Array.from(v)]));
      for (const w of sheet.draw.writes) links[w.field][w.target] = w.now;
      model.seek(sheet.draw.answerPos);
      for (const k of Object.keys(links)) assert.deepEqual(Array.from(model.links[k]), links[k], `${where}: ${k} after the writes`);
      // Restore: uncover puts the hidden nodes back in exactly the reverse order; before it they are out, after it in.
      if (!sheet.restore) continue;
      assert.deepEqual(sheet.restore.answer, g.hides.map((h) => h.node).reverse(), `${where}: uncover goes backwards`);
      model.seek(sheet.restore.pos);
      const out = model.linkedNodes();
      model.seek(sheet.restore.answerPos);
      const back = model.linkedNodes();
      for (const x of sheet.restore.answer) assert.deepEqual([out[x], back[x]], [0, 1], `${where}: node ${x} goes back`);
    }
  }
});

function secondaryActive(model) {
  const out = [], n = model.itemCount;
  if (model.primary >= n) return out;
  for (let i = model.links.next[n + 1]; i !== n + 1; i = model.links.next[i]) out.push(i);
  return out;
}

test('quiz questions: each answer is what the model shows at the question\'s reveal step', () => {
  for (const preset of matrixPresets) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    const questions = quizQuestions(model);
    assert.ok(questions.length >= 4 && questions.length <= 9, `${preset.id}: ${questions.length} questions`);
    assert.deepEqual([...new Set(questions.map((q) => q.kind))].sort(), ['cost', 'hide', 'restore', 'size'], preset.id);
    for (const q of questions) {
      const where = `${preset.id}: ${q.kind} at ${q.pos}`;
      // Both are positions the page's Step and Back reach, so a step link names them exactly.
      assert.ok(model.stops.link.includes(q.pos) && model.stops.link.includes(q.revealPos), `${where}: at link stops`);
      model.seek(q.pos);
      const before = { linked: model.linkedNodes(), counters: model.counters(), links: Object.fromEntries(Object.entries(model.links).map(([k, v]) => [k, Array.from(v)])) };
      model.seek(q.revealPos);
      if (q.kind === 'hide') {
        const now = model.linkedNodes();
        const gone = [...before.linked.keys()].filter((x) => before.linked[x] && !now[x]);
        assert.deepEqual([...q.answer].sort((a, b) => a - b), gone, `${where}: the nodes that left their lists`);
      } else if (q.kind === 'cost') {
        assert.equal(q.answer, model.counters().updates - before.counters.updates, `${where}: DLX1's updates`);
      } else if (q.kind === 'size') {
        assert.equal(q.answer, model.links.size[q.target], `${where}: S[${q.target}]`);
        assert.equal(q.before, before.links.size[q.target], where);
      } else {
        const c = q.choices[q.answer];
        assert.ok(c, where);
        assert.equal(model.links[c.field][c.target], c.value, `${where}: the write applied`);
        assert.notEqual(before.links[c.field][c.target], c.value, `${where}: it changed something`);
        assert.equal(new Set(q.choices.map((x) => writeLabel(x, String))).size, q.choices.length, `${where}: choices differ`);
      }
    }
  }
});

test('grading: right answers, the right nodes in another order, other numbers and text', () => {
  const model = knuth();
  const [hide] = quizQuestions(model);
  assert.deepEqual(hide.answer, [14, 15, 22], 'cover(A) hides 14, 15, 22 (matrix (3))');
  assert.equal(grade(hide, '14, 15, 22').right, true);
  assert.equal(grade(hide, '14，15、22').right, true);
  assert.deepEqual(grade(hide, '22 15 14'), { right: false, given: [22, 15, 14], why: 'order' });
  assert.equal(grade(hide, '14 15').why, 'value');
  assert.equal(grade(hide, 'fourteen').why, 'unreadable');
  const cost = quizQuestions(model).find((q) => q.kind === 'cost');
  assert.equal(grade(cost, String(cost.answer)).right, true);
  assert.equal(grade(cost, String(cost.answer + 1)).right, false);
  const restore = quizQuestions(model).find((q) => q.kind === 'restore');
  assert.equal(grade(restore, String(restore.answer)).right, true);
  assert.equal(grade(restore, String((restore.answer + 1) % restore.choices.length)).right, false);
  assert.equal(grade(restore, '').why, 'unreadable', 'no choice made: not graded');
  assert.equal(parseNumbers(''), null);
});

test('step links: every question\'s position reads back from its link', () => {
  const model = knuth();
  for (const q of [...quizQuestions(model), ...quizQuestions(model).map((x) => ({ pos: x.revealPos }))]) {
    const hash = formatAddress({ problem: { kind: 'preset', id: 'knuth' }, at: stepAt(model, q.pos) });
    assert.match(hash, /^#preset=knuth&at=(cover|link|decision):\d+(\.\d+)?$/);
    assert.equal(positionOf(model, parseAddress(hash).at).pos, q.pos, hash);
  }
  assert.deepEqual(stepAt(model, model.stops.link[57], ['link']), { granularity: 'link', step: 57, extra: 0 });
  const read = parseAddress('#preset=knuth3&at=link:57&rule=leftmost');
  assert.deepEqual([read.problem, read.rule, read.at], [{ kind: 'preset', id: 'knuth' }, 'leftmost', { granularity: 'link', step: 57, extra: 0 }]);
});
