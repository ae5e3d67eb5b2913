// Times the real WebAssembly build (web/wasm/dlx_sudoku.{js,wasm}) in node, the way the app calls
// it: one call per puzzle through the embind API, M.solve(text, 0) and M.count(text, 2, 0), so each
// figure includes parsing, building the matrix and crossing the JS boundary. Prints µs/puzzle and,
// given the native `dlx-sudoku bench --json` output, the WASM/native ratio.
// Usage: node [--no-liftoff] bench/wasm_bench.mjs [--native FILE.json] [--min-time S]
//                                                 [--wasm-dir DIR] [--exact-cover FILE.dlx] FILE...
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { benchPuzzles, listLines } from '../web/bench/timing.js';
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

async function benchFile(M, file, native) {
  // Lines the engine cannot read are skipped, as the native bench skips them.
  const puzzles = listLines(readFileSync(file, 'utf8')).map((l) => l.text).filter((p) => M.parse(p).ok);
  const r = await benchPuzzles(puzzles, { solve: (p) => M.solve(p, 0), count: (p) => M.count(p, 2, 0) }, { minMs: minSeconds * 1000 });
  const n = native.get(basename(file));
  const ratio = (wasm, key) => (n && n[key] ? `  ${(wasm / n[key]).toFixed(2)}x native ${key} ${n[key].toFixed(1)}` : '');
  console.log(`${file}: ${puzzles.length} puzzles, one wasm call per puzzle (parse + build + search)`);
  console.log(`  solve     ${r.first.us.toFixed(2)} µs/puzzle${ratio(r.first.us, 'first_us')}${ratio(r.first.us, 'whole_first_us')}  nodes ${r.nodesFirst.toFixed(1)}  (${r.first.passes} passes)`);
  console.log(`  count(2)  ${r.unique.us.toFixed(2)} µs/puzzle${ratio(r.unique.us, 'uniq_us')}${ratio(r.unique.us, 'whole_uniq_us')}  (${r.unique.passes} passes)`);
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
for (const file of files) await benchFile(M, file, native);
for (const file of opts['exact-cover']) benchExactCover(M, file);
