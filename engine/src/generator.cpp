// The digging generator (see generator.hpp): random full grid, then remove clues while unique.
#include "dlx/generator.hpp"

#include <algorithm>

#include "dlx/rng.hpp"
#include "dlx/sudoku_solver.hpp"

namespace dlx {
namespace {

// A uniqueness check that runs away (large, sparse boards) counts as "not unique": the clue stays.
constexpr std::uint64_t kCheckBudget = 200000;
// A random fill of an empty board that backtracks this much is abandoned and retried.
constexpr std::uint64_t kFillBudget = 100000;
constexpr int kFillAttempts = 20;

}  // namespace

const char* to_string(Symmetry symmetry) {
  switch (symmetry) {
    case Symmetry::none: return "none";
    case Symmetry::rot180: return "rot180";
    case Symmetry::mirror: return "mirror";
  }
  return "?";
}

Result<Symmetry> parse_symmetry(const std::string& text) {
  if (text == "none") return Symmetry::none;
  if (text == "rot180") return Symmetry::rot180;
  if (text == "mirror") return Symmetry::mirror;
  return make_error("argument", "unknown symmetry '" + text + "': choose none, rot180 or mirror");
}

std::vector<int> symmetry_group(const Shape& shape, Symmetry symmetry, int cell) {
  const int n = shape.size();
  int other = cell;
  if (symmetry == Symmetry::rot180) other = shape.cell_count() - 1 - cell;
  if (symmetry == Symmetry::mirror) other = shape.cell_at(shape.row_of(cell), n - 1 - shape.col_of(cell));
  if (other == cell) return {cell};
  return {std::min(cell, other), std::max(cell, other)};
}

Result<Generated> generate(const GenerateOptions& options) {
  if (options.minimal && options.symmetry != Symmetry::none) {
    return make_error("argument", std::string("'minimal' and symmetry '") + to_string(options.symmetry) +
                                      "' cannot both be promised: a symmetric puzzle usually still has a clue "
                                      "that could go on its own; choose one");
  }
  const Shape shape = options.shape;
  if (options.target_clues < 0 || options.target_clues > shape.cell_count()) {
    return make_error("argument", "clue target " + std::to_string(options.target_clues) + " is outside 0-" +
                                      std::to_string(shape.cell_count()));
  }
  Rng rng(options.seed);
  SudokuSolver solver{Rules(shape)};

  const Grid empty(shape);
  std::optional<Grid> full;
  for (int attempt = 0; attempt < kFillAttempts && !full; ++attempt) {
    Result<SolveResult> filled = solver.solve_random(empty, rng, kFillBudget);
    if (filled && filled->solution) full = std::move(filled->solution);
  }
  if (!full) return make_error("budget", "could not fill a random " + std::to_string(shape.size()) + "x" +
                                             std::to_string(shape.size()) + " grid within the search budget");

  // Each symmetry group once, visited in random order.
  std::vector<int> leaders;
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    if (symmetry_group(shape, options.symmetry, cell).front() == cell) leaders.push_back(cell);
  }
  rng.shuffle(leaders);

  Grid puzzle = *full;
  int clues = shape.cell_count();
  const int floor = options.minimal ? 0 : options.target_clues;
  for (int leader : leaders) {
    const std::vector<int> group = symmetry_group(shape, options.symmetry, leader);
    if (clues - static_cast<int>(group.size()) < floor) continue;
    for (int cell : group) puzzle[cell] = 0;
    const Result<CountResult> counted = solver.count(puzzle, 2, kCheckBudget);
    if (counted && counted->complete && counted->count == 1) {
      clues -= static_cast<int>(group.size());
    } else {
      for (int cell : group) puzzle[cell] = (*full)[cell];
    }
  }
  return Generated{std::move(puzzle), std::move(*full), options.seed, clues};
}

}  // namespace dlx
