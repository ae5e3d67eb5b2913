// check_uniqueness (uniqueness.hpp): the one reading of a count to two.
#include "dlx/sudoku/uniqueness.hpp"

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

}  // namespace dlx
