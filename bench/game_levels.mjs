// What New game's generate call costs per variant, level and side, in the real full WebAssembly
// module in node (the worker's module, called as the worker calls it): seeds 1..N, CPU seconds,
// median and slowest, and which seeds failed (an engine error, or past the page's 30 s deadline).
// The game's catalogue (web/game/catalog.js) offers a level only when it is made in nearly all
// seeds well within that deadline; docs/players.md "New game and levels" keeps the figures.
// Usage: node bench/game_levels.mjs [N] [CASE...]   CASE: variant:level[@side], e.g.
//   killer:expert  killer+x:hard  x:gentle@12  windoku:hard@12  killer:gentle@6
// A side other than 9 takes a clue-count level (gentle, medium, sparse, minimal) as the game does.
import { loadModule } from './wasm_module.mjs';
import { variantGenerateOptions } from '../web/game/catalog.js';

const DEADLINE_S = 30; // web/engine/engine_calls.js: generate's timeoutMs
const N = Number(process.argv[2] ?? 10);
const cases = process.argv.slice(3);
const module = await loadModule();

// The options the game sends for a case (catalog.js), or the plain grader level for a variant mix.
function optionsFor(variant, level, side) {
  if (side === 9) return { variant, difficulty: level, boxRows: 3, boxCols: 3 };
  return variantGenerateOptions(variant, side, level);
}

for (const text of cases) {
  const [kindLevel, sideText] = text.split('@');
  const [variant, level] = kindLevel.split(':');
  const side = Number(sideText ?? 9);
  const times = [];
  const failed = [];
  for (let seed = 1; seed <= N; seed++) {
    const start = process.cpuUsage();
    let result;
    try {
      result = module.generate({ ...optionsFor(variant, level, side), seed });
    } catch (error) {
      result = { ok: false, message: String(error) };
    }
    const used = process.cpuUsage(start);
    const seconds = (used.user + used.system) / 1e6;
    if (result.ok === false) failed.push(`${seed} (${result.code ?? ''} ${String(result.message).slice(0, 80)})`);
    else if (seconds > DEADLINE_S) failed.push(`${seed} (${seconds.toFixed(1)} s, past the deadline)`);
    times.push(seconds);
    process.stderr.write(`${text} seed ${seed}: ${seconds.toFixed(2)} s${result.ok === false ? ' FAILED' : ''}\n`);
  }
  times.sort((a, b) => a - b);
  const median = times[(times.length - 1) >> 1];
  console.log(`${text}: median ${median.toFixed(2)} s, slowest ${times.at(-1).toFixed(2)} s, failed ${failed.length}/${N}${failed.length ? `: ${failed.join('; ')}` : ''}`);
}
