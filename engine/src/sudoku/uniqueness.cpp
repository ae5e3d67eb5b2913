// check_uniqueness and unique_solution (uniqueness.hpp): the one reading of a count to two.
#include "dlx/sudoku/uniqueness.hpp"

#include <string>
#include <utility>

namespace dlx {

Result<UniquenessCheck> check_uniqueness(SudokuSolver& solver, const Grid& puzzle, const Budget& budget) {
  Result<CountResult> counted = solver.count(puzzle, 2, budget);
  if (!counted) return counted.error();
  UniquenessCheck check;
  check.counters = counted->counters;
  if (counted->count >= 2) {
    check.verdict = UniquenessCheck::Verdict::several;
  } else if (!counted->complete) {
    check.verdict = UniquenessCheck::Verdict::undecided;  // out of budget before it could tell
  } else if (counted->count == 0) {
    check.verdict = UniquenessCheck::Verdict::no_solution;
  } else {
    check.verdict = UniquenessCheck::Verdict::unique;
    check.solution = std::move(counted->first);
  }
  return check;
}

Result<Grid> unique_solution(SudokuSolver& solver, const Grid& puzzle, std::uint64_t node_budget) {
  Result<UniquenessCheck> check = check_uniqueness(solver, puzzle, Budget::of_nodes(node_budget));
  if (!check) return check.error();
  switch (check->verdict) {
    case UniquenessCheck::Verdict::unique:
      return std::move(*check->solution);
    case UniquenessCheck::Verdict::no_solution:
      return make_error("no_solution", "the puzzle has no solution");
    case UniquenessCheck::Verdict::undecided:
      // Not "not unique": the search ran out before it could tell.
      return make_error("budget", "undecided: the search budget of " + std::to_string(node_budget) +
                                      " nodes ran out after " + std::to_string(check->counters.nodes) +
                                      " nodes, before it could tell whether the puzzle has exactly one solution");
    case UniquenessCheck::Verdict::several:
      break;
  }
  return make_error("not_unique",
                    "the puzzle does not have exactly one solution, so there is no single logical path to follow");
}

}  // namespace dlx
