// The digging generator (see generator.hpp): random full grid, then remove clues while unique.
// Sibling: generator_levels.cpp (the same digging steered by the grader, for a difficulty).
#include "dlx/generator/generator.hpp"

#include <algorithm>
#include <string>

#include "generator_detail.hpp"
#include "grader/grader_detail.hpp"

namespace dlx {
namespace generator_detail {
namespace {

// A random fill of an empty board that backtracks this much is abandoned and retried.
constexpr std::uint64_t kFillBudget = 100000;
constexpr int kFillAttempts = 20;

}  // namespace

std::optional<Grid> random_full_grid(SudokuSolver& solver, Rng& rng) {
  const Grid empty(solver.rules().shape());
  for (int attempt = 0; attempt < kFillAttempts; ++attempt) {
    Result<SolveResult> filled = solver.solve_random(empty, rng, kFillBudget);
    if (filled && filled->solution) return std::move(filled->solution);
  }
  return std::nullopt;
}

std::vector<int> shuffled_leaders(const Shape& shape, Symmetry symmetry, Rng& rng) {
  std::vector<int> leaders;
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    if (symmetry_group(shape, symmetry, cell).front() == cell) leaders.push_back(cell);
  }
  rng.shuffle(leaders);
  return leaders;
}

bool unique(SudokuSolver& solver, CandidateGrid& scratch, const Grid& puzzle, const Grid& solution,
            const std::vector<int>& dug, CheckBudget& budget) {
  if (scratch.load(puzzle) && grader_detail::propagate_singles(scratch, true) && scratch.solved()) return true;
  const Result<SudokuSolver::Uniqueness> checked = solver.still_unique(puzzle, solution, dug, budget.nodes());
  if (checked && *checked == SudokuSolver::Uniqueness::undecided) budget.ran_out();
  return checked && *checked == SudokuSolver::Uniqueness::unique;
}

}  // namespace generator_detail

using namespace generator_detail;

const char* to_string(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::none:
      return "none";
    case Symmetry::rot180:
      return "rot180";
    case Symmetry::mirror:
      return "mirror";
    case Symmetry::rot90:
      return "rot90";
    case Symmetry::diagonal:
      return "diagonal";
  }
  return "?";
}

Result<Symmetry> parse_symmetry(const std::string& text) {
  for (Symmetry s : kSymmetries) {
    if (text == to_string(s)) return s;
  }
  return make_error("argument", "unknown symmetry '" + text + "': choose " +
                                    choices_text(kSymmetries, [](Symmetry s) { return to_string(s); }));
}

std::vector<int> symmetry_group(const Shape& shape, Symmetry symmetry, int cell) {
  const int n = shape.size(), r = shape.row_of(cell), c = shape.col_of(cell);
  std::vector<int> group = {cell};
  switch (symmetry) {
    case Symmetry::none:
      break;
    case Symmetry::rot180:
      group.push_back(shape.cell_at(n - 1 - r, n - 1 - c));
      break;
    case Symmetry::mirror:
      group.push_back(shape.cell_at(r, n - 1 - c));
      break;
    case Symmetry::rot90:
      group.push_back(shape.cell_at(c, n - 1 - r));
      group.push_back(shape.cell_at(n - 1 - r, n - 1 - c));
      group.push_back(shape.cell_at(n - 1 - c, r));
      break;
    case Symmetry::diagonal:
      group.push_back(shape.cell_at(c, r));
      break;
  }
  std::sort(group.begin(), group.end());
  group.erase(std::unique(group.begin(), group.end()), group.end());
  return group;
}

Result<Generated> generate(const GenerateOptions& options) {
  if (options.minimal && options.symmetry != Symmetry::none) {
    return make_error("argument", std::string("'minimal' and symmetry '") + to_string(options.symmetry) +
                                      "' cannot both be promised: a symmetric puzzle usually still has a clue "
                                      "that could go on its own; choose one");
  }
  const Shape shape = options.shape;
  if ((options.symmetry == Symmetry::rot90 || options.symmetry == Symmetry::diagonal) &&
      shape.box_rows() != shape.box_cols()) {
    return make_error("argument", std::string("symmetry '") + to_string(options.symmetry) + "' needs square boxes; " +
                                      std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_cols()) +
                                      " boxes would not map onto boxes: choose none, rot180 or mirror");
  }
  if (options.target_clues < 0 || options.target_clues > shape.cell_count()) {
    return make_error("argument", "clue target " + std::to_string(options.target_clues) + " is outside 0-" +
                                      std::to_string(shape.cell_count()));
  }
  if (options.variant.any()) return options.difficulty ? generate_levelled(options) : generate_variant(options);
  if (options.difficulty) return generate_levelled(options);
  Rng rng(options.seed);
  SudokuSolver solver{Rules(shape)};
  CandidateGrid scratch{Rules(shape)};
  const bool timed = options.clock_ms && options.time_budget_ms > 0;
  const double deadline = timed ? options.clock_ms() + options.time_budget_ms : 0;
  const std::string board = std::to_string(shape.size()) + "x" + std::to_string(shape.size());
  const auto out_of_time = [&](const std::string& how_far) {
    return make_error("budget", "no " + board + " puzzle within the time budget of " +
                                    std::to_string(static_cast<long long>(options.time_budget_ms)) + " ms (" + how_far +
                                    ")");
  };

  std::optional<Grid> full = random_full_grid(solver, rng);
  if (!full) {
    return make_error("budget",
                      "no random " + board + " grid turned up within the generator's own search limit for filling one");
  }
  Grid puzzle = *full;
  int clues = shape.cell_count();
  const int floor = options.minimal ? 0 : options.target_clues;
  CheckBudget budget;
  for (int leader : shuffled_leaders(shape, options.symmetry, rng)) {
    if (timed && options.clock_ms() >= deadline) {
      return out_of_time("it had dug down to " + std::to_string(clues) + " clues");
    }
    const std::vector<int> group = symmetry_group(shape, options.symmetry, leader);
    if (clues - static_cast<int>(group.size()) < floor) continue;
    for (int cell : group) puzzle[cell] = 0;
    if (unique(solver, scratch, puzzle, *full, group, budget)) {
      clues -= static_cast<int>(group.size());
    } else {
      for (int cell : group) puzzle[cell] = (*full)[cell];
    }
  }
  Generated out{std::move(puzzle), std::move(*full), options.seed, clues, std::nullopt, 1};
  return out;
}

}  // namespace dlx
