// Killer hint latency in the real WebAssembly module (the full one, as the game's worker loads it),
// in node: for N killers from `dlx-sudoku generate --variant killer --difficulty L --seed 1..N`,
// calls hintFor(puzzle, entries, notes) the way the game does, applies the step it returns (its
// placements as entries, its eliminations cleared from the notes) and asks again, to the end of
// the puzzle. Prints the median and worst ms of the first hint (the empty board, where the cage
// and rule-of-45 scans have most to look at) and of every later hint, and checks each placement
// against the solution (a wrong step is an error, not a figure). Each call is timed by the wall
// clock and by this process's CPU time (user + system), which a loaded machine disturbs far less.
// Usage: node bench/killer_hint_wasm.mjs [--count N] [--difficulty L] [--cli PATH] [--wasm-dir DIR]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { defaultWasmDir, loadModule } from './wasm_module.mjs';

const { values: opts } = parseArgs({
  options: {
    count: { type: 'string', default: '5' },
    difficulty: { type: 'string', default: 'hard' },
    cli: { type: 'string', default: 'build/native/dlx-sudoku' },
    'wasm-dir': { type: 'string', default: defaultWasmDir },
  },
});

const ALL = 0x1ff;  // every digit as a note: hintFor drops what a peer shows, as with no notes
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const cpuMs = (start) => { const u = process.cpuUsage(start); return (u.user + u.system) / 1e3; };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const worst = (xs) => Math.max(...xs);

function generate(seed) {
  return execFileSync(opts.cli, ['generate', '--variant', 'killer', '--difficulty', opts.difficulty,
    '--seed', String(seed)], { encoding: 'utf8' }).trim();
}

// Walks one puzzle to the end through hintFor; returns the wall and CPU ms of each call.
function walk(M, puzzle) {
  const solved = M.solve(puzzle, 0);
  if (!solved.ok || solved.status !== 'solved') throw new Error(`cannot solve ${puzzle}`);
  const entries = puzzle.split(' ')[0].split('');
  const notes = new Uint32Array(81).fill(ALL);
  const times = [];
  for (;;) {
    const start = process.hrtime.bigint(), cpu = process.cpuUsage();
    const hint = M.hintFor(puzzle, entries.join(''), Array.from(notes));
    times.push({ wall: ms(start), cpu: cpuMs(cpu) });
    if (!hint.ok) throw new Error(`hintFor: ${hint.message}`);
    if (hint.kind === 'none' && hint.reason === 'solved') return times;
    if (hint.kind !== 'step') throw new Error(`hintFor gave ${hint.kind} ${hint.reason ?? ''} on ${puzzle}`);
    const { placements, eliminations } = hint.step;
    for (const [cell, digit] of placements) {
      if (solved.solution[cell] !== String(digit)) throw new Error(`wrong placement r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}=${digit}`);
      entries[cell] = String(digit);
    }
    for (const [cell, digit] of eliminations) notes[cell] &= ~(1 << (digit - 1));
  }
}

const M = await loadModule(opts['wasm-dir']);
const first = [], later = [];
let steps = 0;
for (let seed = 1; seed <= Number(opts.count); seed++) {
  const times = walk(M, generate(seed));
  first.push(times[0]);
  later.push(...times.slice(1));
  steps += times.length - 1;
}
const fmt = (xs, key) => { const v = xs.map((t) => t[key]); return `${median(v).toFixed(1)} / ${worst(v).toFixed(1)}`; };
console.log(`node ${process.version}: ${opts.count} ${opts.difficulty} killers (seeds 1-${opts.count}), ${steps} hints followed to the end`);
console.log('  ms per hintFor call, median / worst:      wall          CPU');
console.log(`  first hint (empty board)              ${fmt(first, 'wall').padStart(13)} ${fmt(first, 'cpu').padStart(13)}`);
console.log(`  later hints (after each step applied) ${fmt(later, 'wall').padStart(13)} ${fmt(later, 'cpu').padStart(13)}`);
