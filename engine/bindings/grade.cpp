// The grader's calls: rate, solutionPath, and names (the engine's lists of levels and symmetries);
// full module only. Siblings: calls.hpp, convert.hpp, records.hpp (ratings and steps as records),
// play.cpp (hintFor), make.cpp, teach.cpp, embind.cpp.
#include <string>

#include "calls.hpp"
#include "dlx/generator/generator.hpp"
#include "records.hpp"

namespace dlx::bindings {

val rate(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  SudokuSolver& solver = solver_for(*parsed);  // the puzzle's own rules: variants rate too
  auto solution = solvers().unique_solution(parsed->grid, parsed->variant);
  if (!solution) return failure(solution.error());
  val out = success();
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", format_line(parsed->grid));
  set_rating(out, parsed->variant.classic() ? dlx::rate(parsed->grid) : dlx::rate(solver.rules(), parsed->grid));
  return out;
}

val solution_path(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  SudokuSolver& solver = solver_for(*parsed);
  auto solution = solvers().unique_solution(parsed->grid, parsed->variant);
  if (!solution) return failure(solution.error());
  const Rules& rules = solver.rules();
  const GradeResult graded = grade(rules, parsed->grid);
  val steps = val::array();
  for (std::size_t i = 0; i < graded.steps.size(); ++i) steps.set(i, step_value(rules, graded.steps[i]));
  val out = success();
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", format_line(parsed->grid));
  out.set("solution", format_line(*solution));
  out.set("steps", steps);
  out.set("solvedLogically", graded.solved_logically);
  out.set("finalGrid", format_line(graded.final_grid));
  set_rating(out, rating_of(graded));
  return out;
}

namespace {

template <class List>
val names_of(const List& list) {
  val out = val::array();
  int i = 0;
  for (const auto& item : list) out.set(i++, std::string(to_string(item)));
  return out;
}

}  // namespace

// The engine's stable names, from its one list of each (grader.hpp's kLevels, generator.hpp's
// kSymmetries): { levels, symmetries }. web/engine/engine_names.js mirrors them for the page.
val names() {
  val out = success();
  out.set("levels", names_of(kLevels));
  out.set("symmetries", names_of(kSymmetries));
  return out;
}

}  // namespace dlx::bindings
