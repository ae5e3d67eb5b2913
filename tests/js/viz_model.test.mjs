// The visualizer's model (web/viz/trace_model.js) on traces from the real WASM engine: stepping
// forward and back at every granularity is exact, the counters are the engine's, solutions read
// in the CLI's order, and the Sudoku export gives the same search.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmEngine } from './wasm_engine.mjs';
import { GRANULARITIES, OP, TraceModel } from '../../web/viz/trace_model.js';
import { HARD_SUDOKU, KNUTH_MATRIX, PRESETS, queensText } from '../../web/viz/presets.js';
import { sudokuDlx1, traceJson } from '../../web/viz/export.js';

const { engine } = await loadWasmEngine();

const snapshot = (m) => Object.fromEntries(['prev', 'next', 'up', 'down', 'size'].map((k) => [k, Array.from(m.links[k])]));

test('matrix (3): the trace ends with the CLI figures and the one cover in choice order', () => {
  const trace = engine.exactCoverTrace(KNUTH_MATRIX);
  const model = new TraceModel(trace);
  model.seek(model.length);
  assert.deepEqual(model.counters(), { nodes: 6, updates: 30, solutions: 1 });
  const solution = [...Array(model.length).keys()].find((i) => model.op(i) === OP.solution);
  assert.deepEqual(model.solutionAt(solution).map((k) => trace.options[k]), ['A D', 'C E F', 'B G']);
  assert.ok(model.isInitial(), 'a complete search leaves the structure as it found it');
});

test('every preset: stepping forward then back at each granularity retraces the same states', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    for (const g of GRANULARITIES) {
      model.seek(0);
      const states = [snapshot(model)];
      while (!model.atEnd) {
        model.step(g);
        states.push(snapshot(model));
      }
      for (let k = states.length - 2; k >= 0; k--) {
        model.back(g);
        assert.deepEqual(snapshot(model), states[k], `${preset.id}, ${g}, state ${k}`);
      }
      assert.equal(model.pos, 0);
      assert.ok(model.isInitial(), `${preset.id}, ${g}: back at the start`);
    }
  }
});

test('the partial solution is what the search holds: each solution, and nothing once level 0 has run out', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    let lastUncover = -1;
    for (let i = 0; i < model.length; i++) {
      if (model.op(i) === OP.uncover) lastUncover = i;
      if (model.op(i) !== OP.solution) continue;
      model.seek(i + 1);
      assert.deepEqual(model.partialSolution(), model.solutionAt(i), `${preset.id}: solution at ${i}`);
    }
    // The last uncover is level 0's uncover(c): its last option is held until then, not after.
    model.seek(lastUncover);
    assert.equal(model.partialSolution().length, 1, `${preset.id}: before level 0's uncover(c)`);
    model.seek(lastUncover + 1);
    assert.deepEqual(model.partialSolution(), [], `${preset.id}: after level 0's uncover(c)`);
    model.seek(model.length);
    assert.deepEqual(model.partialSolution(), [], `${preset.id}: at the end`);
    model.seek(lastUncover);
    assert.equal(model.partialSolution().length, 1, `${preset.id}: stepping back into level 0`);
  }
});

test('after every whole cover and uncover, covered items are not in the active list and sizes equal column lengths', () => {
  // (Between the writes of one link step a size may lag its list by one: D[U[x]] and U[D[x]] come
  // before S[C[x]], as in the engine.)
  const model = new TraceModel(engine.exactCoverTrace(queensText(4)));
  while (!model.atEnd) {
    model.step('cover');
    const active = new Set(model.activeItems());
    for (let i = 1; i <= model.trace.primary; i++) assert.equal(active.has(i), model.covered[i] === 0, `item ${i} at ${model.pos}`);
    for (let i = 1; i <= model.itemCount; i++) assert.equal(model.columnNodes(i).length, model.links.size[i]);
  }
});

test('leftmost and fewest-options branching find the same covers with different trees', () => {
  const fewest = engine.exactCoverTrace(queensText(4), { branching: 'fewest' });
  const leftmost = engine.exactCoverTrace(queensText(4), { branching: 'leftmost' });
  assert.equal(fewest.solutions, 2);
  assert.equal(leftmost.solutions, 2);
  // A has three options and B one: leftmost branches three ways at the root, MRV does not.
  const text = 'A B\nA\nA\nA\nB\n';
  assert.equal(engine.exactCoverTrace(text, { branching: 'fewest' }).nodes, 5);
  assert.equal(engine.exactCoverTrace(text, { branching: 'leftmost' }).nodes, 7);
});

test('bad input is refused by the engine with a position', () => {
  assert.throws(() => engine.exactCoverTrace('A B\nA C\n'), (e) => e.code === 'parse' && /line 2/.test(e.message));
  assert.throws(() => engine.exactCoverTrace(KNUTH_MATRIX, { branching: 'random' }), (e) => e.code === 'argument');
  assert.throws(() => engine.sudokuTrace('11' + '.'.repeat(79)), (e) => e.code === 'conflict');
});

test('a hard Sudoku: decision steps replay sizes exactly, and its DLX1 export gives the same search', () => {
  const trace = engine.sudokuTrace(HARD_SUDOKU);
  assert.equal(trace.detail, 'decisions');
  const model = new TraceModel(trace);
  const sizes = [Array.from(model.links.size)];
  while (!model.atEnd) {
    model.step('decision');
    sizes.push(Array.from(model.links.size));
  }
  assert.equal(model.counters().solutions, 1);
  for (let k = sizes.length - 2; k >= 0; k -= 97) {
    model.seek(model.stops.decision[k]);
    assert.deepEqual(Array.from(model.links.size), sizes[k]);
  }
  const counted = engine.count(HARD_SUDOKU, 0);
  assert.equal(trace.nodes, counted.nodes);
  assert.equal(trace.updates, counted.updates);
  const again = engine.exactCover(sudokuDlx1(trace));
  assert.equal(again.count, 1);
  assert.equal(again.nodes, trace.nodes);
  assert.equal(again.updates, trace.updates);
  const json = JSON.parse(traceJson(engine.exactCoverTrace(KNUTH_MATRIX)));
  assert.equal(json.records[0][0], 'choose');
});

test('a hard Sudoku at links detail is the same search: same decisions, same sizes at each of them', () => {
  const coarse = new TraceModel(engine.sudokuTrace(HARD_SUDOKU));
  const fine = new TraceModel(engine.sudokuTrace(HARD_SUDOKU, { detail: 'links' }));
  assert.equal(fine.trace.detail, 'links');
  assert.ok(fine.length > coarse.length, 'links detail writes every link');
  assert.equal(fine.stops.decision.length, coarse.stops.decision.length);
  const last = coarse.stops.decision.length - 1;
  for (const d of [0, 1, 7, Math.floor(last / 2), last]) {
    coarse.seekDecision(d);
    fine.seekDecision(d);
    assert.equal(fine.decisionsDone(), d);
    assert.deepEqual(Array.from(fine.links.size), Array.from(coarse.links.size), `sizes after decision ${d}`);
    assert.deepEqual(fine.counters(), coarse.counters(), `counters after decision ${d}`);
    assert.deepEqual(fine.partialSolution(), coarse.partialSolution());
  }
  fine.seek(0);
  assert.ok(fine.isInitial());
});

test('the tree count is the number of choose, try, solution and dead-end records before a position', () => {
  const model = new TraceModel(engine.sudokuTrace(HARD_SUDOKU));
  const tree = new Set([OP.choose, OP.tryOption, OP.solution, OP.deadEnd]);
  for (const pos of [0, 1, 500, Math.floor(model.length / 3), model.length]) {
    let count = 0;
    for (let i = 0; i < pos; i++) if (tree.has(model.op(i))) count++;
    assert.equal(model.treeCount(pos), count, `at ${pos}`);
    const last = model.treeEvents(pos, 5);
    assert.ok(last.length === Math.min(5, count) && last.every((i) => i < pos && tree.has(model.op(i))));
  }
});

// ---- one story per position (narration.js): what the last Step did, in the same state ---------

const { story, codePosition, tiesAt } = await import('../../web/viz/narration.js');
const { addCatalog } = await import('../../web/i18n/i18n.js');
const { default: vizCatalog } = await import('../../web/i18n/catalog_viz.js');
const { describeSudokuName, describeSudokuOption } = await import('../../web/viz/sudoku_names.js');
const { sudoku4Text, pentominoText } = await import('../../web/viz/presets.js');
addCatalog(vizCatalog);
const dlxNames = (trace) => ({ item: (i) => trace.items[i - 1], option: (k) => trace.options[k], rule: 'fewest' });

test('a link step applies one link write (or one decision), never more', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    while (!model.atEnd) {
      const from = model.pos;
      model.step('link');
      let writes = 0;
      for (let i = from; i < model.pos; i++) writes += model.op(i) === OP.write;
      assert.ok(writes <= 1, `${preset.id}: ${writes} writes in one link step at ${from}`);
    }
  }
});

test('uncover puts the nodes back in exactly the reverse of the order cover took them out', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    const open = new Map();  // item -> hide order of its latest cover
    let groups = 0;
    for (let i = 0; i < model.length; i++) {
      const op = model.op(i);
      if (op === OP.cover) open.set(model.field(i, 1), []);
      else if (op === OP.hide) open.get(model.field(model.groupOf[i], 1)).push(model.field(i, 1));
      else if (op === OP.uncover) {
        const unhides = [];
        for (let k = i - 1; k >= 0 && (model.op(k) === OP.unhide || model.op(k) === OP.write); k--) {
          if (model.op(k) === OP.unhide) unhides.unshift(model.field(k, 1));
        }
        assert.deepEqual(unhides, [...open.get(model.field(i, 1))].reverse(), `${preset.id}: uncover at record ${i}`);
        groups++;
      }
    }
    assert.ok(groups > 0);
  }
});

test('after a search decision the words and the code line describe the state shown: choose and cover, not just choose', () => {
  // The reproduction: pentominoes, five decisions; the old page said "choose N" with cover(N) already drawn.
  const trace = engine.exactCoverTrace(pentominoText(3, 5));
  const model = new TraceModel(trace);
  for (let k = 0; k < 5; k++) model.step('decision');
  const s = story(model, 'decision', dlxNames(trace));
  const n = trace.items.indexOf('N') + 1;
  assert.equal(model.covered[n], 1, 'N is covered in the state shown');
  assert.equal(s.item, n);
  assert.equal(s.line, 'cover-c');
  assert.match(s.text, /choose item N, which has 1 option/);
  assert.match(s.text, /cover\(N\): N leaves the item list/);
  // Items at size 0 only because N's option was their last are not called a dead end.
  assert.match(s.text, /except through N/);
  assert.doesNotMatch(s.text, /dead end/);
});

test('at every stop of every step size: the code says "choose" only while the chosen item is not yet covered', () => {
  for (const preset of PRESETS) {
    const trace = engine.exactCoverTrace(preset.text());
    const model = new TraceModel(trace);
    for (const g of GRANULARITIES) {
      model.seek(0);
      while (!model.atEnd) {
        model.step(g);
        const s = story(model, g, dlxNames(trace));
        assert.equal(s.line, codePosition(model).line);
        if (s.line === 'choose') assert.equal(model.covered[s.item], 0, `${preset.id} ${g} at ${model.pos}`);
        if (s.line === 'cover-c' || s.line === 'uncover-j') assert.ok(s.item > 0);
        if (s.item > 0) assert.ok(s.text.includes(trace.items[s.item - 1]), `${preset.id} ${g} at ${model.pos}: ${s.text}`);
        assert.doesNotMatch(s.text, /undefined|NaN|\{|\?/, `${preset.id} ${g} at ${model.pos}`);
      }
    }
  }
});

test('at every link and cover step: an item called a dead end is one, and one said to be covered next is', () => {
  // The oracle is what the search did next: a dead-end item is not covered before the next
  // decision (the search backs up), an item the tried option "covers next" is.
  const decisions = new Set([OP.choose, OP.tryOption, OP.backtrack, OP.solution, OP.deadEnd]);
  const coveredBeforeNextDecision = (model, item) => {
    for (let k = model.pos; k < model.length && !decisions.has(model.op(k)); k++) {
      if (model.op(k) === OP.cover && model.field(k, 1) === item) return true;
    }
    return false;
  };
  const named = (text, pattern, trace) => (pattern.exec(text)?.[1].split(', ') ?? [])
    .map((name) => trace.items.indexOf(name) + 1).filter((i) => i > 0);
  let deadEnds = 0, coveredNext = 0;
  for (const preset of PRESETS) {
    const trace = engine.exactCoverTrace(preset.text());
    const model = new TraceModel(trace);
    for (const g of ['link', 'cover']) {
      model.seek(0);
      while (!model.atEnd) {
        model.step(g);
        const text = story(model, g, dlxNames(trace)).text;
        for (const item of named(text, /Now ([^.]+?) (?:has|have) no options left: a dead end ahead/, trace)) {
          assert.ok(!coveredBeforeNextDecision(model, item), `${preset.id} ${g} at ${model.pos}: ${text}`);
          deadEnds++;
        }
        for (const item of named(text, /Now ([^.]+?) (?:has|have) no other option left, and the option being tried covers/, trace)) {
          assert.ok(coveredBeforeNextDecision(model, item), `${preset.id} ${g} at ${model.pos}: ${text}`);
          coveredNext++;
        }
      }
    }
  }
  assert.ok(deadEnds > 0 && coveredNext > 0, `both kinds were said (${deadEnds} dead ends, ${coveredNext} covered next)`);
});

test('backing up: a dead-end item is said to have had no options, and sizes that only went back up are no news', () => {
  let emptyBackups = 0, fullBackups = 0;
  for (const preset of PRESETS) {
    const trace = engine.exactCoverTrace(preset.text());
    const model = new TraceModel(trace);
    while (!model.atEnd) {
      const from = model.pos;
      model.step('decision');
      const text = story(model, 'decision', dlxNames(trace)).text;
      let down = false;
      for (let k = from; k < model.pos; k++) {
        const op = model.op(k);
        if ((op === OP.write && model.field(k, 2) === 4 && model.field(k, 4) < model.field(k, 3)) || (op === OP.size && model.field(k, 3) < model.field(k, 2))) down = true;
      }
      if (!down) assert.doesNotMatch(text, /Now .* (has|have) (a single option|no option)/, `${preset.id} at ${model.pos}: ${text}`);
      for (const m of text.matchAll(/(There were no options to try|No options are left to try) for (\S+):/g)) {
        const item = trace.items.indexOf(m[2]) + 1;
        assert.ok(item > 0, m[2]);
        if (m[1].startsWith('There')) emptyBackups++;
        else fullBackups++;
        assert.equal(model.links.size[item] === 0, m[1].startsWith('There'), `${preset.id} at ${model.pos}: ${text}`);
      }
    }
  }
  assert.ok(emptyBackups > 0 && fullBackups > 0, `both kinds of backing up were said (${emptyBackups}, ${fullBackups})`);
});

test('a dead end at decisions detail: its cover is said to remove nothing, as at links detail', () => {
  const trace = engine.sudokuTrace(HARD_SUDOKU, { detail: 'decisions' });
  const model = new TraceModel(trace);
  const names = { item: (i) => `item ${i}`, option: (k) => `option ${k}`, rule: 'fewest' };
  let seen = 0;
  while (!model.atEnd && seen < 3) {
    model.step('cover');
    const last = model.lastEvent();
    if (model.op(last) !== OP.cover || model.links.size[model.field(last, 1)] !== 0) continue;
    const text = story(model, 'cover', names).text;
    assert.match(text, /it has no options to remove/, text);
    assert.doesNotMatch(text, /every option that contains it/, text);
    seen++;
  }
  assert.equal(seen, 3);
});

test('backing out of an option: "then try the next one" is followed by a try at that level, "its last one" by the level backing up', () => {
  let next = 0, last = 0;
  for (const preset of PRESETS) {
    const trace = engine.exactCoverTrace(preset.text());
    const model = new TraceModel(trace);
    while (!model.atEnd) {
      model.step('decision');
      const text = story(model, 'decision', dlxNames(trace)).text;
      const m = /Back at level (\d+), item (\S+): undo its option [^,]+(?:, then try the next one|, its last one)/.exec(text);
      if (!m || model.atEnd) continue;
      const said = text.includes('then try the next one') ? 'next' : 'last';
      const at = model.pos;
      model.step('decision');
      const after = story(model, 'decision', dlxNames(trace)).text;
      if (said === 'next') {
        assert.match(after, new RegExp(`Level ${m[1]}: try option .* for item ${m[2]} `), `${preset.id} at ${at}: ${text} / ${after}`);
        next++;
      } else {
        assert.ok(after.includes(`left to try for ${m[2]}:`), `${preset.id} at ${at}: ${text} / ${after}`);
        last++;
      }
      model.seek(at);
    }
  }
  assert.ok(next > 0 && last > 0, `both were said (${next} next, ${last} last)`);
});

test('matrix (3): the first choice is a tie of five items at two options, and the words say so', () => {
  const trace = engine.exactCoverTrace(KNUTH_MATRIX);
  const model = new TraceModel(trace);
  model.step('cover');
  assert.equal(model.op(model.pos - 1), OP.choose);
  assert.deepEqual(tiesAt(model, model.pos - 1).map((i) => trace.items[i - 1]), ['B', 'C', 'E', 'F']);
  assert.match(story(model, 'cover', dlxNames(trace)).text, /tied with B, C, E, F; a tie goes to the leftmost item/);
  model.step('cover');  // cover(A): sizes changed since the choice, the tie is still the one it was
  model.seek(0);
  model.step('decision');
  assert.match(story(model, 'decision', dlxNames(trace)).text, /tied with B, C, E, F/);
});

test('link steps name the statement they did: the line, the statement and the link that moved', () => {
  const trace = engine.exactCoverTrace(KNUTH_MATRIX);
  const model = new TraceModel(trace);
  model.step('link');  // choose A
  model.step('link');  // R[L[A]] <- R[A]: root's R now B
  let s = story(model, 'link', dlxNames(trace));
  assert.deepEqual([s.line, s.caller, s.statement], ['cover', 'cover-c', 0]);
  assert.deepEqual(s.link, { target: 0, field: 'next', old: 1, now: 2 });
  assert.match(s.text, /R\[L\[A\]\] ← R\[A\]: root now points right to B, past A/);
  model.step('link');
  s = story(model, 'link', dlxNames(trace));
  assert.deepEqual([s.line, s.statement], ['cover', 1]);
  assert.match(s.text, /it keeps its own links: L\[A\] = root, R\[A\] = B/);
  model.step('link');  // the first hide's first write
  s = story(model, 'link', dlxNames(trace));
  assert.deepEqual([s.line, s.caller, s.statement], ['hide', 'cover-c', 0]);
  assert.equal(s.link.field, 'down');
});

test('the 4x4 Sudoku example names its items 1-based like the 9x9: r1c2, and r1#3 for "digit 3 in row 1"', () => {
  const text = sudoku4Text();
  const items = text.split('\n')[0].split(' ');
  assert.ok(items.includes('r1c2') && items.includes('r1#3') && items.includes('b4#4'));
  assert.ok(!items.some((name) => /^p\d\d$/.test(name)), 'no 0-based p01 names');
  assert.equal(describeSudokuName('r1c2'), 'cell r1c2');
  assert.equal(describeSudokuName('c2#3'), 'digit 3 in column 2');
  assert.equal(describeSudokuName('b1#4'), 'digit 4 in box 1');
  assert.equal(describeSudokuOption('r1c2 r1#3 c2#3 b1#3'), 'r1c2=3');
  // The same search as before the renaming: the names change, not the matrix.
  const trace = engine.exactCoverTrace(text);
  assert.equal(trace.solutions, 1);
});

// Variants in the visualizer: the trace names its rules (houses and cages), sudoku_layout.js turns
// them into maps, and every item it describes is the item the engine names at that number.
const { sudokuLayout } = await import('../../web/viz/sudoku_layout.js');
const { readFileSync } = await import('node:fs');
const SOLO = Object.fromEntries(readFileSync(new URL('../data/formats/solo_variants.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#')).map((line) => [line.slice(0, line.indexOf(':')), line]));
const BOX1 = 'r1c1.r1c2.r1c3.r2c1.r2c2.r2c3.r3c1.r3c2.r3c3';
// From `dlx-sudoku generate --variant windoku --seed 7`; box 1 as a cage of 45 adds no rule, but a
// 9-cell cage is encoded by its combinations, with secondary "cage holds d" items.
const WINDOKU = '............813.....69........3...1..5..6.......1.4..8.....2.7...754.9...........';

// The engine's own words for item i (sudoku_solver.cpp item_name), from the layout's description.
function engineWords(info, n) {
  const at = (cell) => `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
  const cage = (c) => `cage ${at(c.cells[0])}\u2013${at(c.cells[c.cells.length - 1])}`;
  switch (info.kind) {
    case 'cell': return at(info.cell);
    case 'cage': return cage(info.cage);
    case 'cage_digit': return `digit ${info.digit} in ${cage(info.cage)}`;
    case 'diagonal': return `digit ${info.digit} in diagonal ${at(info.cells[0])}\u2013${at(info.cells[info.cells.length - 1])}`;
    default: return `digit ${info.digit} in ${info.kind} ${info.index}`;
  }
}

for (const [what, puzzle, kinds] of [
  ['classic', HARD_SUDOKU, ['cell', 'row', 'column', 'box']],
  ['X-Sudoku (Solo 3x3x)', SOLO['3x3x'], ['cell', 'row', 'column', 'box', 'diagonal']],
  ['jigsaw (Solo 9j)', SOLO['9j'], ['cell', 'row', 'column', 'region']],
  ['killer X (Solo 3x3xk)', SOLO['3x3xk'], ['cell', 'row', 'column', 'box', 'diagonal', 'cage']],
  ['windoku with a 9-cell cage (text form)', `${WINDOKU} rules=windoku cages=45:${BOX1}`, ['cell', 'row', 'column', 'box', 'window', 'cage', 'cage_digit']],
]) {
  test(`visualizer layout, ${what}: one map per kind of item, each item where the engine numbers it`, () => {
    const trace = engine.sudokuTrace(puzzle);
    const n = trace.size;
    const layout = sudokuLayout(trace);
    assert.deepEqual(layout.maps.map((m) => m.kind), kinds);
    assert.equal(layout.itemCount, trace.items.length);
    assert.equal(layout.primaryCount, trace.primary);
    const drawn = new Set();
    for (const map of layout.maps) {
      assert.equal(map.items.length, map.rows * map.cols, `${map.kind}: a full rows x cols picture`);
      assert.equal(map.rowLabels.length, map.rows);
      for (const item of map.items) if (item) drawn.add(item);
    }
    assert.equal(drawn.size, trace.items.length, 'every item is drawn on some map');
    for (let i = 1; i <= trace.items.length; i++) assert.equal(engineWords(layout.info[i], n), trace.items[i - 1], `item ${i}`);
    const diagonals = layout.maps.find((m) => m.kind === 'diagonal');
    if (diagonals) assert.equal(diagonals.rows, 2);
    const cages = layout.maps.find((m) => m.kind === 'cage');
    if (cages) {
      // The cage map is the board: each caged cell shows its cage's item.
      trace.cages.forEach((cage, k) => {
        for (const cell of cage.cells) assert.equal(engineWords(layout.info[cages.items[cell]], n), `cage r${Math.floor(cage.cells[0] / n) + 1}c${(cage.cells[0] % n) + 1}\u2013r${Math.floor(cage.cells.at(-1) / n) + 1}c${(cage.cells.at(-1) % n) + 1}`, `cage ${k + 1}`);
      });
    }
    // The DLX1 export names every item once and gives the same search (secondary items after |).
    const text = sudokuDlx1(trace);
    const header = text.split('\n')[0].split(' ');
    assert.equal(new Set(header).size, header.length, 'DLX1 item names are distinct');
    assert.ok(header.every((name) => name.length <= 8), 'DLX1 names have at most 8 characters');
    assert.equal(header.includes('|'), layout.primaryCount < layout.itemCount);
    const again = engine.exactCover(text);
    assert.equal(again.count, 1);
    assert.equal(again.nodes, trace.nodes);
    assert.equal(again.updates, trace.updates);
  });
}

test('issue 29: before the first option is tried nothing is chosen; only after it can every choice be undone', () => {
  for (const preset of PRESETS) {
    const model = new TraceModel(engine.exactCoverTrace(preset.text()));
    const firstTry = [...Array(model.length).keys()].find((i) => model.op(i) === OP.tryOption);
    // Every position up to and including the try record's own: no option has been chosen yet.
    for (let pos = 0; pos <= firstTry; pos++) assert.equal(model.seek(pos).triedAny, false, `${preset.id} at ${pos}`);
    assert.equal(model.seek(firstTry + 1).triedAny, true, preset.id);
    assert.equal(model.seek(model.length).triedAny, true, preset.id);
  }
});
