// The names the visualizer's words use for items and options (DOM-free): a Sudoku's items and
// options 1-based (r1c2, "digit 3 in row 1", r1c2=3) in both the 9x9 view and the 4x4 example;
// other problems by their DLX1 names. The Dancing Links and Dancing Cells views share them.
// A name from the learner's text is set apart in the sentences that carry it (FSI ... PDI, the
// plain-text <bdi>): a name in a right-to-left script would otherwise reorder the numbers and
// words beside it. Names in ASCII, the presets' and every Sudoku's, need nothing.
import { describeSudokuName, describeSudokuOption } from './sudoku_names.js';

const isolate = (name) => (/^[\x20-\x7e]*$/.test(name) ? name : `\u2068${name}\u2069`);

/** kind: 'sudoku' or 'dlx1'; view: the Sudoku view (its names); preset: the example's entry; rule: the branching rule. */
export function namesFor(kind, trace, view, preset, rule) {
  const notation = trace.order === 'taocp' ? 'taocp' : 'paper';  // the trace's own order names it
  return { ...baseNames(kind, trace, view, preset, rule), notation };
}

function baseNames(kind, trace, view, preset, rule) {
  if (kind === 'sudoku') return { item: (i) => view.itemName(i), option: (k) => view.optionName(k), rule };
  if (preset?.picture === 'sudoku') {
    return { item: (i) => describeSudokuName(trace.items[i - 1]), short: (i) => trace.items[i - 1], option: (k) => describeSudokuOption(trace.options[k]), rule };
  }
  return { item: (i) => isolate(trace.items[i - 1]), short: (i) => trace.items[i - 1], option: (k) => isolate(trace.options[k]), rule };
}
