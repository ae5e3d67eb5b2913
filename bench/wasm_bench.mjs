// Times the real WebAssembly build (web/wasm/dlx_sudoku.{js,wasm}) in node, the way the app calls
// it: one call per puzzle through the embind API, M.solve(text, 0) and M.count(text, 2, 0), so each
// figure includes parsing, building the matrix and crossing the JS boundary. Prints µs/puzzle and,
// given the native `dlx-sudoku bench --json` output, the WASM/native ratio.
// Usage: node [--no-liftoff] bench/wasm_bench.mjs [--native FILE.json] [--min-time S]
//                                                 [--wasm-dir DIR] [--exact-cover FILE.dlx] FILE...
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultWasmDir, loadModule } from './wasm_module.mjs';

const { values: opts, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    native: { type: 'string' },
    'min-time': { type: 'string', default: '0.5' },
    'wasm-dir': { type: 'string', default: defaultWasmDir },
    'exact-cover': { type: 'string', multiple: true, default: [] },
  },
});
const minSeconds = Number(opts['min-time']);

/** Native figures by file name, from `dlx-sudoku bench --json` (one object per line). */
function nativeFigures(path) {
  if (!path) return new Map();
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => l.startsWith('{'));
  return new Map(lines.map((l) => JSON.parse(l)).map((o) => [basename(o.file), o]));
}

// An independent check of a solution line (rows, columns, 3x3 boxes; givens kept), 9x9 only.
function validSolution(puzzle, solution) {
  if (solution.length !== 81) return false;
  for (let i = 0; i < 81; i++) if (puzzle[i] !== '.' && puzzle[i] !== '0' && puzzle[i] !== solution[i]) return false;
  for (let i = 0; i < 9; i++) {
    const row = new Set(), col = new Set(), box = new Set();
    for (let j = 0; j < 9; j++) {
      row.add(solution[i * 9 + j]);
      col.add(solution[j * 9 + i]);
      box.add(solution[(Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9 || row.has('.')) return false;
  }
  return true;
}

/**
 * Times `call(puzzle)` over every puzzle, repeated until minSeconds have passed. Before the clock
 * starts: a warm-up so V8 has compiled the module's hot code, and one pass whose results are kept
 * for checking afterwards (keeping 49,158 answers alive in a timed pass would time the garbage
 * collector's work on them too, which a caller that uses each answer and drops it never pays).
 * Returns µs per call and those results.
 */
function timed(puzzles, call) {
  for (const p of puzzles.slice(0, 300)) call(p);
  const results = puzzles.map((p) => call(p));
  let passes = 0;
  let elapsed;
  const start = process.hrtime.bigint();
  do {
    for (const p of puzzles) call(p);
    passes++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  } while (elapsed < minSeconds);
  return { us: (elapsed * 1e6) / (passes * puzzles.length), passes, results };
}

function benchFile(M, file, native) {
  const puzzles = readFileSync(file, 'utf8').split('\n').map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  const first = timed(puzzles, (p) => M.solve(p, 0));
  const uniq = timed(puzzles, (p) => M.count(p, 2, 0));
  let nodes = 0;
  puzzles.forEach((p, i) => {
    const r = first.results[i], c = uniq.results[i];
    if (!r.ok || !c.ok) return; // invalid lines: native bench skips them too
    if (r.status === 'solved' && p.length === 81 && !validSolution(p, r.solution)) throw new Error(`${file}: WRONG ANSWER for ${p}`);
    if ((r.status === 'solved') !== (c.count > 0)) throw new Error(`${file}: solve and count disagree on ${p}`);
    nodes += r.nodes;
  });
  const n = native.get(basename(file));
  const ratio = (wasm, key) => (n && n[key] ? `  ${(wasm / n[key]).toFixed(2)}x native ${key} ${n[key].toFixed(1)}` : '');
  console.log(`${file}: ${puzzles.length} puzzles, one wasm call per puzzle (parse + build + search)`);
  console.log(`  solve     ${first.us.toFixed(2)} µs/puzzle${ratio(first.us, 'first_us')}${ratio(first.us, 'whole_first_us')}  nodes ${(nodes / puzzles.length).toFixed(1)}  (${first.passes} passes)`);
  console.log(`  count(2)  ${uniq.us.toFixed(2)} µs/puzzle${ratio(uniq.us, 'uniq_us')}${ratio(uniq.us, 'whole_uniq_us')}  (${uniq.passes} passes)`);
}

function benchExactCover(M, file) {
  const text = readFileSync(file, 'utf8');
  const start = process.hrtime.bigint();
  const r = M.exactCover(text, 0, 0);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (!r.ok) throw new Error(`${file}: ${r.message}`);
  console.log(`${file}: wasm exactCover count=${r.count} nodes=${r.nodes} updates=${r.updates} in ${(seconds * 1e3).toFixed(0)} ms (one call)`);
}

const M = await loadModule(opts['wasm-dir']);
const native = nativeFigures(opts.native);
console.log(`node ${process.version}${process.execArgv.length ? ` ${process.execArgv.join(' ')}` : ''}`);
for (const file of files) benchFile(M, file, native);
for (const file of opts['exact-cover']) benchExactCover(M, file);
