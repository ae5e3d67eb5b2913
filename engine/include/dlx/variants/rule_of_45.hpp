// The rule of 45 of killer Sudoku as data: cell sets whose digit sum the cages fix, found from
// houses and from blocks of adjacent rows, columns or boxes. The killer solver's fast path turns each
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
// house, and a set that is one cage. Blocks: each house, 2 to n-1 adjacent rows or columns, and
// two adjacent boxes. Sets of more than `max_cells` cells, or with more digit combinations than
// `max_combinations`, are left out: each set costs the search a node and its pass some work.
std::vector<SumSet> rule_of_45_sets(const Rules& rules, int max_cells, int max_combinations);
// The killer solver's limits. Cells, measured on 39 generated killers with no givens (count to 2,
// nodes median / mean): every size 489 / 3,801; up to 6 cells 369 / 2,296; 5: 448 / 2,310; 4: 771 /
// 2,615. Combinations: any set of 9x9 (C(9,4) = 126 at most); on 16x16 a set of 6 cells has up to
// C(16,6) = 8,008, more options than it prunes.
constexpr int kMaxSumSetCells = 6;
constexpr int kMaxSumSetCombinations = 126;

}  // namespace dlx
