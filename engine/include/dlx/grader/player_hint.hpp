// What a puzzle's solution means for play: a hint on the player's own board, notes
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
#include "dlx/sudoku/uniqueness.hpp"  // unique_solution

namespace dlx {

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
