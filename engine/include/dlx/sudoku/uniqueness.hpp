// "Exactly one solution", decided once: the count to two and what it means, for every caller that
// needs a puzzle's one solution (rating, solution paths, hints, the CLI's rate, explain and
// bench-levels). Callers word the verdict their own way (the CLI names its --budget); the meaning
// is this file's. Siblings: sudoku_solver.hpp (the count), player_hint.hpp (unique_solution: the
// verdict as a Result, with the engine's error codes). Implementation: src/uniqueness.cpp.
#pragma once

#include <cstdint>
#include <optional>

#include "dlx/base/budget.hpp"
#include "dlx/base/result.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"

namespace dlx {

struct UniquenessCheck {
  enum class Verdict : std::uint8_t {
    unique,       // the whole search found exactly one solution
    no_solution,  // the whole search found none
    several,      // two solutions were found (the search stops there)
    undecided,    // the budget ran out first, with fewer than two found: never "not unique" by guess
  };
  Verdict verdict = Verdict::undecided;
  std::optional<Grid> solution;  // verdict unique
  Counters counters;             // the search's cost (how far an undecided one got)
};

// Counts `puzzle`'s solutions under `solver`'s rules, to two, within `budget`. Errors: the
// solver's ("size", "conflict").
Result<UniquenessCheck> check_uniqueness(SudokuSolver& solver, const Grid& puzzle, const Budget& budget);

}  // namespace dlx
