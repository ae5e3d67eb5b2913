// The rule of 45 of killer Sudoku as data: cell sets whose digit sum the cages fix, found from
// houses and from blocks of adjacent rows or columns. The killer solver's fast path turns each
// into items (sudoku_solver.hpp), so the search sees sums that span several cages.
#pragma once

#include <vector>

#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {

// Cells that must add up to `sum`, all in house `house` (so their digits are distinct): the
// innies of a block (its cells in cages that stick out of it; the block's total, n(n+1)/2 per
// house, less the cages wholly inside) or its outies (the cells outside it of cages that reach
// into it, when cages cover the whole block: those cages' sums less the block's total).
struct SumSet {
  std::vector<int> cells;  // ascending
  int sum = 0;
  int house = 0;  // index into Rules::houses()
  bool operator==(const SumSet& o) const { return cells == o.cells && sum == o.sum && house == o.house; }
};

// Every such set of a killer's rules, each once, leaving out sets that say nothing new: a whole
// house, and a set that is one cage. Blocks: each house, and 2 or 3 adjacent rows or columns.
// Sets of more than `max_cells` cells are left out (their combinations prune little).
std::vector<SumSet> rule_of_45_sets(const Rules& rules, int max_cells);
// The killer solver's limit for max_cells.
constexpr int kMaxSumSetCells = 8;

}  // namespace dlx
