// How long can one page action keep the engine busy? Each engine call the page makes, with the
// page's own arguments, on the worst inputs we know (a 25x25 whose search runs for minutes, the
// largest boards the New game dialog offers, a hard Sudoku for the visualizer), sent through the
// real EngineClient to the real worker.js with the real WebAssembly (on a node worker thread, as
// tests/js/engine_client_worker.test.mjs does). Prints the time from request to answer (or to the
// deadline that stopped it) per action, and the longest.
//   node bench/page_block.mjs [--only SUBSTRING]
// Slow by design (the Solve case runs to its 20 s deadline); not part of npm test.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { EngineClient } from '../web/engine/engine_client.js';
import { COUNT_NODE_BUDGET } from '../web/ui/dialogs/import_dialog.js';
import { generateOptions } from '../web/game/catalog.js';
import { NodeWebWorker } from '../tests/js/engine_client_shim.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const WORKER_URL = new URL('../web/engine/worker.js', import.meta.url);
const hostile = readFileSync(new URL('./hostile_25x25.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.length === 625);
const HARD = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';  // a forum-hardest style 9x9
const EMPTY25 = '.'.repeat(625);

const client = new EngineClient({ workerUrl: WORKER_URL, createWorker: (url) => new NodeWebWorker(url) });
const notes = (n) => new Uint32Array(n * n);

// [what the player does, the call as the page makes it]
const actions = [
  ['Solve (no unique solution known) on a hostile 25x25', () => client.solve(hostile[1])],
  ['Reveal on the other hostile 25x25', () => client.solve(hostile[0])],
  ['Import / open a link: the count, 1e6 nodes, hostile 25x25', () => client.count(hostile[1], 2, COUNT_NODE_BUDGET)],
  ['Import: the live meter on an empty 25x25', () => client.count(EMPTY25, 2, COUNT_NODE_BUDGET)],
  ['Hint on a hostile 25x25', () => client.hintFor(hostile[1], hostile[1], notes(25))],
  ['Hint on a hard 9x9 (forcing chains and nets)', () => client.hintFor(HARD, HARD, notes(9))],
  ['Solution path on a hostile 25x25', () => client.solutionPath(hostile[1])],
  ['Solution path on a hard 9x9', () => client.solutionPath(HARD)],
  ['New game 16x16, as few clues as possible (minimal)', () => client.generate(generateOptions(16, 'minimal', 1))],
  ['New game 16x16, 26 of 81 (sparse)', () => client.generate(generateOptions(16, 'sparse', 1))],
  ['New game 9x9 diabolical (made on demand)', () => client.generate({ difficulty: 'diabolical', symmetry: 'rot180', timeBudgetMs: 1500, seed: 3 })],
  ['Visualizer: trace of a hard 9x9 at decisions detail', () => client.call('sudokuTrace', [HARD, { detail: 'decisions' }])],
  ['Visualizer: trace of a hostile 25x25', () => client.call('sudokuTrace', [hostile[1], { detail: 'decisions' }])],
];

const rows = [];
for (const [name, run] of actions) {
  if (only && !name.includes(only)) continue;
  const start = performance.now();
  let outcome;
  try {
    const result = await run();
    outcome = result.status ?? (result.kind ? `kind ${result.kind}` : result.budgetExhausted ? 'budget exhausted' : 'answered');
  } catch (error) {
    outcome = `${error.code}: ${error.message.slice(0, 90)}`;
  }
  const seconds = (performance.now() - start) / 1000;
  rows.push({ name, seconds, outcome });
  console.log(`${seconds.toFixed(2).padStart(7)} s  ${name}  -> ${outcome}`);
}
client.terminate();
const worst = rows.reduce((a, b) => (b.seconds > a.seconds ? b : a), rows[0]);
console.log(`\nlongest: ${worst.seconds.toFixed(2)} s (${worst.name}); load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
