// libFuzzer target for the grader (grader.hpp), checked at every step against the DLX solution:
// a puzzle read from the bytes (any one-line format, boards up to 9x9) that DLX proves unique is
// graded, and every step is replayed on a CandidateGrid: each placement must be the solution's
// digit, no elimination may remove the solution's digit, every cell, house and candidate a step
// names must exist, and the solution must stay possible after every step. The path must reach the
// solution (never stuck), and its summary (final grid, score, hardest technique, rating) must agree
// with the replay.
// Siblings: fuzz_puzzle_format.cpp (the parsers), fuzz_dlx1.cpp (the exact-cover layer).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dlx/base/budget.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "fuzz_support.hpp"

namespace {

using fuzz_support::check;

// Enough for any 9x9 DLX proof of uniqueness; a puzzle that needs more is skipped, not failed.
constexpr std::uint64_t kCountNodes = 200000;

bool valid_pair(const dlx::Grid& solution, std::pair<int, int> candidate) {
  return candidate.first >= 0 && candidate.first < solution.cell_count() && candidate.second >= 1 &&
         candidate.second <= solution.size();
}

// The solution is still reachable: placed cells agree with it, empty cells keep its digit.
void check_consistent(const dlx::CandidateGrid& grid, const dlx::Grid& solution) {
  for (int cell = 0; cell < solution.cell_count(); ++cell) {
    if (grid.value(cell) != 0) {
      check(grid.value(cell) == solution[cell]);
      check(grid.candidates(cell) == 0);
    } else {
      check(grid.has(cell, solution[cell]));
    }
  }
}

void check_step(const dlx::Step& step, const dlx::CandidateGrid& grid, const dlx::Grid& solution) {
  check(static_cast<int>(step.technique) < dlx::kTechniqueCount);
  check(step.weight > 0 && step.weight >= dlx::weight(step.technique) - 1e-9);
  check(!step.placements.empty() || !step.eliminations.empty());
  const int houses = static_cast<int>(grid.rules().houses().size());
  for (int cell : step.cells) check(cell >= 0 && cell < solution.cell_count());
  for (int house : step.houses) check(house >= 0 && house < houses);
  for (const auto& candidate : step.candidates) check(valid_pair(solution, candidate));
  check(step.colours.empty() || step.colours.size() == step.candidates.size());
  check(!step.text.empty());
  bool changes = false;
  for (const auto& [cell, digit] : step.placements) {
    check(valid_pair(solution, {cell, digit}));
    check(digit == solution[cell]);  // the one thing a hint must never get wrong
    changes |= grid.value(cell) == 0;
  }
  for (const auto& [cell, digit] : step.eliminations) {
    check(valid_pair(solution, {cell, digit}));
    check(digit != solution[cell]);
    changes |= grid.has(cell, digit);
  }
  check(changes);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const dlx::Result<dlx::ParsedPuzzle> parsed = dlx::parse_puzzle_line(text);
  if (!parsed || parsed->grid.size() > 9) return 0;
  const dlx::Grid& puzzle = parsed->grid;
  const dlx::Rules rules(puzzle.shape());

  dlx::SudokuSolver solver(rules);
  const dlx::Result<dlx::CountResult> counted = solver.count(puzzle, 2, dlx::Budget::of_nodes(kCountNodes));
  if (!counted || counted->count != 1 || !counted->complete) return 0;
  const dlx::Grid& solution = *counted->first;
  check(dlx::find_conflicts(rules, solution).empty());
  check(solution.filled_count() == solution.cell_count());

  const dlx::GradeResult graded = dlx::grade(rules, puzzle);
  dlx::Result<dlx::CandidateGrid> made = dlx::CandidateGrid::make(rules, puzzle);
  check(made.ok());
  dlx::CandidateGrid grid = std::move(made).value();
  check_consistent(grid, solution);
  double score = 0;
  for (const dlx::Step& step : graded.steps) {
    check_step(step, grid, solution);
    dlx::apply(grid, step);
    check_consistent(grid, solution);
    check(!grid.contradiction());
    score = std::max(score, step.weight);
  }
  check(graded.final_grid == grid.grid());
  check(graded.solved_logically == grid.solved());
  // Never stuck: a puzzle with one solution gets a path to the end (grader.hpp).
  check(graded.solved_logically);
  check(grid.grid() == solution);
  check(graded.score == score);
  check(graded.hardest.has_value() == !graded.steps.empty());

  const dlx::Rating rating = dlx::rating_of(graded);
  check(rating.score == graded.score);
  check(rating.level == dlx::level_of_score(rating.score));
  return 0;
}
