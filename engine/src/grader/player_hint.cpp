// hint_for (player_hint.hpp): a hint on the player's board, checked against the puzzle's one
// solution (unique_solution, uniqueness.hpp) before any step.
#include "dlx/grader/player_hint.hpp"

#include <string>
#include <utility>

#include "dlx/sudoku/uniqueness.hpp"

namespace dlx {

namespace {

// "the entries are for a 4x4 board, the puzzle is 9x9"
Error size_error(const char* what, const Grid& grid, const Grid& givens) {
  return make_error("size", std::string("the ") + what + " for a " + std::to_string(grid.size()) + "x" +
                                std::to_string(grid.size()) + " board, the puzzle is " + std::to_string(givens.size()) +
                                "x" + std::to_string(givens.size()));
}

}  // namespace

std::optional<Error> board_misfit(const Grid& givens, const Grid& board, const std::vector<DigitMask>& notes) {
  if (board.shape() != givens.shape()) return size_error("entries are", board, givens);
  if (static_cast<int>(notes.size()) != givens.cell_count()) {
    return make_error("size", "there are notes for " + std::to_string(notes.size()) + " cells, the board has " +
                                  std::to_string(givens.cell_count()));
  }
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (givens[cell] != 0 && board[cell] != givens[cell]) {
      return make_error("argument", "the entries change the given at " + cell_name(givens.shape(), cell));
    }
  }
  return std::nullopt;
}

namespace {

// Both hint_for overloads, once the board and the solution are known to fit the puzzle.
Result<PlayerHint> hint_on(const Rules& rules, const Grid& givens, const Grid& solution, const Grid& board,
                           const std::vector<DigitMask>& notes);

}  // namespace

Result<PlayerHint> hint_for(SudokuSolver& solver, const Grid& givens, const Grid& board,
                            const std::vector<DigitMask>& notes) {
  if (auto error = board_misfit(givens, board, notes)) return *error;  // named before the search runs
  auto solution = unique_solution(solver, givens);
  if (!solution) return solution.error();
  return hint_on(solver.rules(), givens, *solution, board, notes);
}

Result<PlayerHint> hint_for(const Rules& rules, const Grid& givens, const Grid& solution, const Grid& board,
                            const std::vector<DigitMask>& notes) {
  if (auto error = board_misfit(givens, board, notes)) return *error;
  if (solution.shape() != givens.shape()) return size_error("solution is", solution, givens);
  return hint_on(rules, givens, solution, board, notes);
}

namespace {

Result<PlayerHint> hint_on(const Rules& rules, const Grid& givens, const Grid& solution, const Grid& board,
                           const std::vector<DigitMask>& notes) {
  PlayerHint hint;
  hint.kind = PlayerHint::Kind::mistake;
  std::vector<int> wrong_entries, wrong_notes;
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    const int truth = solution[cell];
    if (board[cell] != 0 && board[cell] != truth) wrong_entries.push_back(cell);
    if (board[cell] == 0 && notes[cell] != 0 && (notes[cell] & digit_bit(truth)) == 0) wrong_notes.push_back(cell);
  }
  if (!wrong_entries.empty() || !wrong_notes.empty()) {
    hint.mistake = wrong_entries.empty() ? PlayerHint::Mistake::note : PlayerHint::Mistake::entry;
    hint.cells = wrong_entries.empty() ? std::move(wrong_notes) : std::move(wrong_entries);
    return hint;
  }

  auto made = CandidateGrid::make(rules, board);
  if (!made) return made.error();
  CandidateGrid& grid = made.value();
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (board[cell] != 0) continue;
    if (notes[cell] != 0) {
      grid.set_candidates(cell, grid.candidates(cell) & notes[cell]);
    } else if (const int cage = rules.cage_of(cell); cage >= 0) {
      // A cell without notes has the candidates the game shows for it (Fill notes): no digit its
      // cage already holds. A hint that "removed" one would spend a step on what the board says.
      DigitMask held = 0;
      for (int other : rules.cages()[static_cast<std::size_t>(cage)].cells) {
        if (board[other] != 0) held |= digit_bit(board[other]);
      }
      if ((grid.candidates(cell) & held) != 0) grid.set_candidates(cell, grid.candidates(cell) & ~held);
    }
  }
  hint.kind = PlayerHint::Kind::none;
  hint.solved = grid.solved();
  if (hint.solved) return hint;
  hint.step = next_step(grid);
  if (hint.step) hint.kind = PlayerHint::Kind::step;
  return hint;
}

}  // namespace

}  // namespace dlx
