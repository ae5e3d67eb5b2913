// Export for learners' own solvers: the problem as DLX1 text and the trace as JSON (the records
// as the engine wrote them; exact_cover_trace.hpp documents each op and field).
import { sudokuLayout } from './sudoku_layout.js';

const OP_NAMES = ['choose', 'dead_end', 'try_option', 'cover', 'hide', 'unhide', 'uncover', 'write', 'solution',
  'solution_option', 'backtrack', 'size', 'step', 'unlink', 'relink'];

/** Saves text or a Blob as a file of that name (figure_export.js uses it too). */
export function download(name, data, type) {
  const url = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// DLX1 names for a Sudoku's items (at most 8 characters, as DLX1 allows): cells p<r><c>, "house
// holds digit" as <house letter><index>d<digit> (r row, c column, b box, g region, x diagonal,
// w window), cages k<index> and their secondary digits k<index>d<digit>.
const HOUSE_LETTER = { row: 'r', column: 'c', box: 'b', region: 'g', diagonal: 'x', window: 'w' };

/**
 * A Sudoku trace's matrix as DLX1: the items not already covered by givens (named as above, the
 * secondary ones after "|") and the options still linked at the start.
 */
export function sudokuDlx1(trace) {
  const n = trace.size, s = trace.structure, items = s.size.length - 1;
  const { info } = sudokuLayout(trace);
  const name = (i) => {
    const it = info[i];
    if (it.kind === 'cell') return `p${Math.floor(it.cell / n) + 1}${(it.cell % n) + 1}`;
    if (it.kind === 'cage') return `k${it.index}`;
    if (it.kind === 'cage_digit') return `k${it.index}d${it.digit}`;
    return `${HOUSE_LETTER[it.kind]}${it.index}d${it.digit}`;
  };
  const active = [];
  for (let i = 1; i <= items; i++) if (!s.covered[i]) active.push(i);
  const options = new Map();  // first node of each linked option -> its items
  for (const i of active) {
    for (let x = s.down[i]; x !== i; x = s.down[x]) {
      let first = x;
      while (s.top[first - 1] > 0) first--;
      if (!options.has(first)) {
        const list = [];
        for (let y = first; s.top[y] > 0; y++) list.push(name(s.top[y]));
        options.set(first, list);
      }
    }
  }
  const primary = active.filter((i) => i <= trace.primary), secondary = active.filter((i) => i > trace.primary);
  const lines = [[...primary.map(name), ...(secondary.length ? ['|', ...secondary.map(name)] : [])].join(' ')];
  for (const first of [...options.keys()].sort((a, b) => a - b)) lines.push(options.get(first).join(' '));
  return `${lines.join('\n')}\n`;
}

export function exportDlx1(trace, kind) {
  download('problem.dlx', kind === 'sudoku' ? sudokuDlx1(trace) : trace.dlx1, 'text/plain');
}

export function traceJson(trace) {
  const records = [];
  for (let i = 0; i < trace.records.length; i += trace.width) {
    const r = trace.records.subarray(i, i + trace.width);
    records.push([OP_NAMES[r[0]], r[1], r[2], r[3], r[4], r[5], r[6]]);
  }
  const structure = Object.fromEntries(Object.entries(trace.structure).map(([k, v]) => [k, Array.from(v)]));
  return JSON.stringify({
    format: 'dlx-trace-1',
    fields: ['op', 'a', 'b', 'c', 'd', 'nodes', 'updates'],
    items: trace.items, options: trace.options ?? null, primary: trace.primary,
    nodes: trace.nodes, updates: trace.updates, solutions: trace.solutions, status: trace.status,
    structure, records,
  });
}

export function exportTrace(trace) {
  download('trace.json', traceJson(trace), 'application/json');
}
