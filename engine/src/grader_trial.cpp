// The grader's safety net (see grader.hpp, "trial"): the last producer, asked only when every
// chain producer came back empty within its work budget, so every valid puzzle with one solution
// still gets a path to the end. It assumes a candidate and searches the rest exhaustively (singles,
// then the cell with fewest candidates, each way); when no way completes the grid, the candidate is
// false. Cells with fewest candidates are tried first, then cell and digit order, so the step is
// the same every time. Bounded: each refutation may visit kTrialNodes positions; a candidate it
// cannot settle within that is skipped. Siblings: grader_forcing.cpp (the logic it stands in for).
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

constexpr long long kTrialNodes = 200000;

// Whether `grid` has a completion, within `nodes` positions: 1 yes, 0 no, -1 undecided.
int completes(CandidateGrid grid, long long& nodes) {
  if (--nodes < 0) return -1;
  if (!propagate_singles(grid, true)) return 0;
  if (grid.solved()) return 1;
  int best = -1;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) != 0) continue;
    if (best < 0 || popcount(grid.candidates(c)) < popcount(grid.candidates(best))) best = c;
  }
  bool undecided = false;
  for (DigitMask m = grid.candidates(best); m != 0; m &= m - 1) {
    CandidateGrid next = grid;
    next.place(best, lowest_digit(m));
    const int r = completes(std::move(next), nodes);
    if (r == 1) return 1;
    undecided = undecided || r < 0;
  }
  return undecided ? -1 : 0;
}

}  // namespace

std::optional<Step> find_trial(const CandidateGrid& grid) {
  if (grid.solved() || grid.contradiction()) return std::nullopt;
  std::vector<int> cells;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) == 0) cells.push_back(c);
  }
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return popcount(grid.candidates(a)) < popcount(grid.candidates(b)); });
  for (int cell : cells) {
    for (DigitMask m = grid.candidates(cell); m != 0; m &= m - 1) {
      const int digit = lowest_digit(m);
      CandidateGrid assumed = grid;
      assumed.place(cell, digit);
      long long nodes = kTrialNodes;
      if (completes(std::move(assumed), nodes) != 0) continue;
      const std::string where = cell_name(grid.shape(), cell), d = std::to_string(digit);
      Step step = make_step(Technique::trial, {cell}, {}, {}, {{cell, digit}},
                            "Trial: if " + where + " were " + d + ", no way to fill the rest of the grid would " +
                                "work (an exhaustive search of " + std::to_string(kTrialNodes - nodes) +
                                " positions shows it), so " + where + " is not " + d,
                            {{cell, digit}});
      step.colours = {1};
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
