// SolverContext (solver_context.hpp): the solvers and the last unique solution a caller keeps.
#include "dlx/sudoku/solver_context.hpp"

#include "dlx/sudoku/uniqueness.hpp"

namespace dlx {

SudokuSolver& SolverContext::for_shape(const Shape& shape) {
  for (const auto& solver : classic_) {
    if (solver->rules().shape() == shape) return *solver;
  }
  classic_.push_back(std::make_unique<SudokuSolver>(Rules(shape)));
  return *classic_.back();
}

SudokuSolver& SolverContext::for_rules(const Shape& shape, const Variant& variant) {
  if (variant.classic()) return for_shape(shape);
  if (!variant_ || variant_->rules().shape() != shape || variant_->rules().variant() != variant) {
    variant_ = std::make_unique<SudokuSolver>(Rules::make(shape, variant).value());
  }
  return *variant_;
}

Result<Grid> SolverContext::unique_solution(const Grid& givens, const Variant& variant) {
  if (last_ && last_->givens == givens && last_->variant == variant) return last_->solution;
  ++searches_;
  auto solution = dlx::unique_solution(for_rules(givens.shape(), variant), givens);
  if (solution) last_ = Known{givens, variant, *solution};
  return solution;
}

}  // namespace dlx
