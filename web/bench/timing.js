// How the engine is timed on a list of puzzles, written once for the two places that do it: the
// browser benchmark page (bench.html, bench_app.js) and the WebAssembly benchmark in Node
// (bench/wasm_bench.mjs). Both call the engine the way the app does, one call per puzzle
// (parse + build the matrix + search + the answer back across the JS boundary), and both check
// every answer, because a fast wrong solver is worthless. The page additionally hands the browser
// back its thread between slices of work (`pause`), and leaves those pauses out of the clock.

/** A 9×9 solution line that keeps the givens and breaks no row, column or box; larger boards are checked by the engine's own count. */
export function validSolution(puzzle, solution) {
  if (puzzle.length !== 81) return true;
  if (typeof solution !== 'string' || solution.length !== 81) return false;
  for (let i = 0; i < 81; i++) if (/[1-9]/.test(puzzle[i]) && puzzle[i] !== solution[i]) return false;
  for (let i = 0; i < 9; i++) {
    const row = new Set(), col = new Set(), box = new Set();
    for (let j = 0; j < 9; j++) {
      row.add(solution[i * 9 + j]);
      col.add(solution[j * 9 + i]);
      box.add(solution[(Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)]);
    }
    for (const unit of [row, col, box]) if (unit.size !== 9 || ![...unit].every((d) => /[1-9]/.test(d))) return false;
  }
  return true;
}

/**
 * The puzzle lines of a list: blank lines and '#' comment lines are skipped (as `dlx-sudoku bench`
 * does), a trailing "\r" is dropped. Returns [{ line, text }] with 1-based line numbers, so a
 * caller can say where a line it cannot read is.
 */
export function listLines(text) {
  const out = [];
  String(text).split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) out.push({ line: index + 1, text: line.trim() });
  });
  return out;
}

/**
 * Times `call(item)` over every item, in passes, until `minMs` of calls have been timed. Before the
 * clock starts: a warm-up over the first 300 items (so the JIT has compiled the hot code) and one
 * pass whose results are kept for checking (keeping every answer alive inside a timed pass would
 * time the garbage collector's work on them too). With `pause` (an async function), the work runs
 * in slices of about `sliceMs` and `pause()` is awaited between slices, off the clock, so a page
 * stays responsive; `stopped()` returning true then ends the run early (it throws 'stopped').
 * Returns { us: µs per call, passes, calls, results }.
 */
export async function timeCalls(items, call, { minMs = 500, now = () => performance.now(), pause = null, sliceMs = 25, stopped = () => false } = {}) {
  if (items.length === 0) return { us: 0, passes: 0, calls: 0, results: [] };
  const breathe = async () => {
    if (!pause) return;
    await pause();
    if (stopped()) throw new Error('stopped');
  };
  // Untimed work, sliced by the clock itself (the cost of a call is not known yet); returns the
  // time its calls took, pauses left out.
  const untimed = async (count, each) => {
    let work = 0;
    let sliceStart = now();
    for (let k = 0; k < count; k++) {
      each(k);
      if (pause && now() - sliceStart >= sliceMs) {
        work += now() - sliceStart;
        await breathe();
        sliceStart = now();
      }
    }
    return work + (now() - sliceStart);
  };
  await untimed(Math.min(300, items.length), (k) => call(items[k]));
  const results = new Array(items.length);
  const checkMs = await untimed(items.length, (k) => { results[k] = call(items[k]); });
  // Timed passes: slices of a fixed count, from the checked pass's pace, with no clock reading per
  // call. A slice may run on into the next pass (a short list would otherwise pause after every
  // pass); once minMs is measured, the pass under way is finished, so only whole passes count.
  const perCall = Math.max(checkMs / items.length, 1e-3);
  const slice = pause ? Math.max(1, Math.floor(sliceMs / perCall)) : items.length;
  let elapsed = 0;
  let calls = 0;
  let passes = 0;
  let k = 0; // the next item of the pass under way
  do {
    const count = elapsed < minMs ? slice : items.length - k;
    const start = now();
    for (let j = 0; j < count; j++) {
      call(items[k]);
      if (++k === items.length) {
        k = 0;
        passes++;
      }
    }
    elapsed += now() - start;
    calls += count;
    await breathe();
  } while (elapsed < minMs || k !== 0);
  return { us: (elapsed * 1000) / calls, passes, calls, results };
}

/**
 * The benchmark of one list: the first solution (`solve(text)`), then the uniqueness check
 * (`count(text)`, limit 2), each timed by timeCalls, and every answer checked: a solution keeps the
 * givens and breaks no rule (9×9), and solve and count agree on whether there is one. The engine's
 * results are its plain { ok, ... } objects. Throws on a wrong answer or an engine error.
 * `options` go to timeCalls, and `onPhase('first' | 'unique')` (if given) hears each pass begin.
 * Returns { puzzles, first, unique, ratio, nodesFirst, nodesUnique, tally: { unique, multiple, none } }
 * with first and unique as timeCalls' figures (µs per puzzle, passes) without the results.
 */
export async function benchPuzzles(puzzles, { solve, count }, options = {}) {
  options.onPhase?.('first');
  const first = await timeCalls(puzzles, solve, options);
  options.onPhase?.('unique');
  const unique = await timeCalls(puzzles, count, options);
  const tally = { unique: 0, multiple: 0, none: 0 };
  let nodesFirst = 0;
  let nodesUnique = 0;
  puzzles.forEach((puzzle, k) => {
    const [s, c] = [first.results[k], unique.results[k]];
    if (!s?.ok || !c?.ok) throw new Error(`the engine refused a puzzle it had read: ${(s?.ok ? c : s)?.message ?? 'no answer'} (${puzzle})`);
    if ((s.status === 'solved') !== (c.count > 0)) throw new Error(`wrong answer: solve and count disagree on whether ${puzzle} has a solution`);
    if (s.status === 'solved' && !validSolution(puzzle, s.solution)) throw new Error(`wrong answer: ${s.solution} does not solve ${puzzle}`);
    nodesFirst += s.nodes;
    nodesUnique += c.nodes;
    tally[c.count === 0 ? 'none' : c.count === 1 ? 'unique' : 'multiple'] += 1;
  });
  const figures = ({ us, passes, calls }) => ({ us, passes, calls });
  return {
    puzzles: puzzles.length,
    first: figures(first),
    unique: figures(unique),
    ratio: first.us > 0 ? unique.us / first.us : 0,
    nodesFirst: nodesFirst / puzzles.length,
    nodesUnique: nodesUnique / puzzles.length,
    tally,
  };
}
