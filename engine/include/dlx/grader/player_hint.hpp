// What a puzzle's solution means for play: the one meaning of "exactly one solution" that rating,
// solution paths and hints need (unique_solution), and a hint on the player's own board, notes
// included, that is never built on a mistake (hint_for). Siblings: sudoku_solver.hpp (the count
// behind unique_solution), grader.hpp (the step behind a hint). Implementation: src/player_hint.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"

namespace dlx {

// Nodes the uniqueness count may use before it says "budget": a sensible 9x9 needs a few hundred;
// this bounds a monster.
constexpr std::uint64_t kUniquenessBudget = 2000000;

// The puzzle's one solution: check_uniqueness (uniqueness.hpp) under `solver`'s rules, as a Result.
// Errors: the solver's ("size", "conflict"); "no_solution" when the whole search found none;
// "budget" when the search ran out before it could tell (never "not unique" by guess);
// "not_unique" when it found two.
Result<Grid> unique_solution(SudokuSolver& solver, const Grid& puzzle, std::uint64_t node_budget = kUniquenessBudget);

// A hint on the player's board. The candidates the grader reasons on: a cell with notes has its
// notes, less any digit a peer already shows; a cell without notes has every digit no peer shows.
// Before any step, the board is checked against the solution: a wrong digit, then a note set
// without the true digit, is a mistake (every such cell, in cell order), so no hint is ever built
// on a mistake. Otherwise the grader's next step (next_step), or none: the board is solved, or
// (only when the grader's safety net ran out, on boards far larger than 9x9) stuck.
struct PlayerHint {
  enum class Kind : std::uint8_t { mistake, step, none } kind = Kind::none;
  enum class Mistake : std::uint8_t { entry, note } mistake = Mistake::entry;  // kind mistake
  std::vector<int> cells;                                                      // kind mistake
  std::optional<Step> step;                                                    // kind step
  bool solved = false;                                                         // kind none: solved, or stuck
};

// `givens` the puzzle; `board` the givens and the player's digits (same shape); `notes` one mask
// per cell (bit d-1 = digit d, 0 = no notes). Errors: "size" (the board or the notes do not fit the
// puzzle), "argument" (the board changes a given), and unique_solution's.
Result<PlayerHint> hint_for(SudokuSolver& solver, const Grid& givens, const Grid& board,
                            const std::vector<DigitMask>& notes);

// Whether the board fits the puzzle (hint_for's own first check, for callers that look for the
// solution themselves and want a misfit named first): the error, or none.
std::optional<Error> board_misfit(const Grid& givens, const Grid& board, const std::vector<DigitMask>& notes);

// The same on a puzzle whose one solution the caller already has (unique_solution's, under
// `rules`): a game asks for hints on one puzzle many times, and its solution never changes.
// Errors: those above but unique_solution's, and "size" when `solution` does not fit the puzzle.
Result<PlayerHint> hint_for(const Rules& rules, const Grid& givens, const Grid& solution, const Grid& board,
                            const std::vector<DigitMask>& notes);

}  // namespace dlx
