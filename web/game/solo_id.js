// Simon Tatham's Solo game ID of a puzzle, for the Share dialog: the same text the engine's
// solo_game_id writes (engine/src/puzzle_format.cpp, puzzle_format_variant.cpp), which the
// WebAssembly API does not export. Classic "3x3:<numbers>", X "3x3x:", jigsaw "9j:<numbers>,<region
// borders>", killer "3x3k:<numbers>,<cage borders>,<sums>" (and "3x3xk", "9jx", "9jk"). No DOM.
// Siblings: share.js (our own link and line), variant.js (the rules as data).
//
// numbers: a-z = runs of 1-26 empty cells, '_' between two numbers that touch.
// borders: over the inner vertical edges in reading order, then the inner horizontal edges column
// by column, the runs of "no border" before each border: '_' none, a-y 1-25, 'z' 26 and no border.

function soloNumbers(values) {
  let out = '';
  let run = 0;
  const flush = () => {
    for (; run > 0; run -= Math.min(run, 26)) out += String.fromCharCode(96 + Math.min(run, 26));
  };
  for (const v of values) {
    if (v === 0) {
      run += 1;
      continue;
    }
    flush();
    if (/[0-9]$/.test(out)) out += '_';
    out += String(v);
  }
  flush();
  return out;
}

// The two cells on either side of inner edge `pos` (engine: edge_cells).
function edgeCells(n, pos) {
  if (pos < n * (n - 1)) {
    const y = Math.floor(pos / (n - 1));
    const x = pos % (n - 1);
    return [y * n + x, y * n + x + 1];
  }
  const x = Math.floor(pos / (n - 1)) - n;
  const y = pos % (n - 1);
  return [y * n + x, (y + 1) * n + x];
}

function soloBlocks(n, blockOf) {
  const edges = 2 * n * (n - 1);
  let out = '';
  let run = 0;
  for (let pos = 0; pos <= edges; pos += 1) {
    let border = pos === edges;
    if (!border) {
      const [a, b] = edgeCells(n, pos);
      border = blockOf[a] !== blockOf[b];
    }
    if (!border) {
      run += 1;
      continue;
    }
    for (; run >= 26; run -= 26) out += 'z';
    out += run ? String.fromCharCode(96 + run) : '_';
    run = 0;
  }
  return out;
}

/**
 * The Solo game ID of `puzzle` (line form) under `variant` (variant.js's data; null: classic), or
 * { reason } when Solo cannot hold it: 'windoku' (Solo has no windows), 'single-cage' (Solo's
 * cages have two cells or more), 'uncaged' (Solo's cages cover the board), 'box' (a box of one
 * row or column, which Solo reads as a jigsaw).
 * @returns {{ id: string } | { reason: string }}
 */
export function soloGameId({ puzzle, boxRows, boxCols, variant = null }) {
  const n = boxRows * boxCols;
  const digits = Array.from(puzzle, (s) => {
    const d = '123456789ABCDEFGHIJKLMNOP'.indexOf(s.toUpperCase()) + 1;
    return d > 0 && d <= n ? d : 0;
  });
  const regions = variant?.regions ?? [];
  const cages = variant?.cages ?? [];
  if (variant?.windows) return { reason: 'windoku' };
  if (cages.some((cage) => cage.cells.length < 2)) return { reason: 'single-cage' };
  if (!regions.length && (boxRows < 2 || boxCols < 2)) return { reason: 'box' };
  let params = regions.length ? `${n}j` : `${boxRows}x${boxCols}`;
  if (variant?.diagonals) params += 'x';
  if (cages.length) params += 'k';
  let id = `${params}:${soloNumbers(digits)}`;
  if (regions.length) id += `,${soloBlocks(n, regions)}`;
  if (cages.length) {
    const cageOf = new Array(n * n).fill(-1);
    const sums = new Array(n * n).fill(0);
    cages.forEach((cage, k) => {
      for (const cell of cage.cells) cageOf[cell] = k;
      sums[Math.min(...cage.cells)] = cage.sum;
    });
    if (cageOf.includes(-1)) return { reason: 'uncaged' };
    id += `,${soloBlocks(n, cageOf)},${soloNumbers(sums)}`;
  }
  return { id };
}
