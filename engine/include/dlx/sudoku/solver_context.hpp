// What a long-lived caller keeps between puzzles: a solver per box shape, the last variant's
// solver, and the last puzzle's one solution. The bindings (engine/bindings/) and the CLI
// (engine/cli/) each hold one, so both reuse solvers by the same policy. Siblings:
// sudoku_solver.hpp (the solver), uniqueness.hpp (unique_solution, the verdict kept here).
// Implementation: src/sudoku/solver_context.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"

namespace dlx {

class SolverContext {
 public:
  // The classic solver of a shape, kept for the context's lifetime: building one (its full
  // candidate matrix) costs more than solving an easy puzzle.
  SudokuSolver& for_shape(const Shape& shape);
  // The solver of a puzzle's rules: per shape for classic rules; for a variant (which the parsers
  // have checked against the shape) the last one is kept, since a game or a file asks about the
  // same rules many times in a row. A reference to an earlier variant's solver is then invalid.
  SudokuSolver& for_rules(const Shape& shape, const Variant& variant);
  // The one solution of `givens` under `variant`'s rules (unique_solution, uniqueness.hpp, with
  // its errors). The last unique one is kept by its givens and rules: a game asks for hints and
  // its solution path on one puzzle again and again, and a killer with few givens takes half a
  // second to count (killer+x at expert, one given: 0.47 s natively). Any other verdict is
  // decided afresh.
  Result<Grid> unique_solution(const Grid& givens, const Variant& variant);
  // How many uniqueness searches unique_solution has run (the ones it could not answer from
  // what it kept).
  std::uint64_t searches() const { return searches_; }

 private:
  struct Known {
    Grid givens;
    Variant variant;
    Grid solution;
  };
  std::vector<std::unique_ptr<SudokuSolver>> classic_;  // a few shapes at most: a list is enough
  std::unique_ptr<SudokuSolver> variant_;
  std::optional<Known> last_;
  std::uint64_t searches_ = 0;
};

}  // namespace dlx
