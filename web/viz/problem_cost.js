// What a DLX1 text of the learner's own will cost the visualizer to draw, read before the engine is
// asked: items, options and nodes (the items' headers plus one node per item of every option). The
// figure holds a few SVG elements per node and every Step walks them, so the page refuses a problem
// by this count, in words, rather than by its bytes (issue 33: 240 KB of two-item options froze
// the page for minutes). Siblings: viz_app.js (the refusal), matrix_view.js (compact drawing).

// Up to these many items and nodes the figure draws, and a Step repaints it, within a frame's
// budget or close (measured on a loaded 2-core machine: Load and Step under 200 ms at 500 items,
// and at 10,000 nodes over two items). An item is a header of a few SVG elements, so it costs far
// more than a node of the compact figure (matrix_view.js draws those as a few paths).
export const MAX_DRAWN_ITEMS = 500;
export const MAX_DRAWN_NODES = 10000;

/** The limits a DLX1 text of your own breaks, or null: { ...cost, maxItems, maxNodes }. */
export function overLimits(cost) {
  if (cost.items <= MAX_DRAWN_ITEMS && cost.nodes <= MAX_DRAWN_NODES) return null;
  return { ...cost, maxItems: MAX_DRAWN_ITEMS, maxNodes: MAX_DRAWN_NODES };
}

/**
 * Counts a DLX1 text the way the engine reads it (comment lines start with '|', blank lines are
 * skipped, the first other line lists the items, '|' alone separates the secondary ones); linear
 * in the text, with no names kept. Malformed text is counted as best it can: the engine judges it.
 * @returns {{ items: number, options: number, entries: number, nodes: number }}
 */
export function dlx1Cost(text) {
  let items = -1, options = 0, entries = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const tokens = line.split(/[ \t]+/).filter(Boolean);
    if (!tokens.length || tokens[0].startsWith('|')) continue;
    const named = tokens.filter((s) => s !== '|').length;
    if (items < 0) items = named;
    else {
      options++;
      entries += named;
    }
  }
  items = Math.max(0, items);
  return { items, options, entries, nodes: items + entries };
}
