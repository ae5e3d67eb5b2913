// "Exactly one solution", decided once: the count to two and what it means, for every caller that
// needs a puzzle's one solution (rating, solution paths, hints, the CLI's rate, explain and
// bench-levels). Callers word the verdict their own way (the CLI names its --budget); the meaning
// is this file's, and unique_solution gives the verdict as a Result with the engine's error codes.
// Siblings: sudoku_solver.hpp (the count), solver_context.hpp (keeps the last unique solution).
// Implementation: src/sudoku/uniqueness.cpp.
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

// Nodes the uniqueness count may use before it says "budget": a sensible 9x9 needs a few hundred;
// this bounds a monster.
constexpr std::uint64_t kUniquenessBudget = 2000000;

// The puzzle's one solution: check_uniqueness (uniqueness.hpp) under `solver`'s rules, as a Result.
// Errors: the solver's ("size", "conflict"); "no_solution" when the whole search found none;
// "budget" when the search ran out before it could tell (never "not unique" by guess);
// "not_unique" when it found two.
Result<Grid> unique_solution(SudokuSolver& solver, const Grid& puzzle, std::uint64_t node_budget = kUniquenessBudget);

}  // namespace dlx
