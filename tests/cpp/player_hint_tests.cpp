// unique_solution and hint_for (player_hint.hpp): the one meaning of "exactly one solution", and a
// hint on the player's board that names mistakes first and otherwise agrees with the solution.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/generator/generator.hpp"
#include "dlx/grader/player_hint.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;

namespace {

struct Known {
  Grid puzzle, solution;
};

// The first puzzle of the data file with exactly one solution.
Known a_unique_puzzle() {
  for (const std::string& line : data_lines("sudoku_cases.txt")) {
    const auto first = line.find(':'), second = line.find(':', first + 1);
    if (second != std::string::npos && line.substr(first + 1, second - first - 1) == "1") {
      return {grid_from(line.substr(0, first)), grid_from(line.substr(second + 1))};
    }
  }
  FAIL("no unique puzzle in sudoku_cases.txt");
  return {Grid(Shape::classic()), Grid(Shape::classic())};
}

std::vector<DigitMask> no_notes(const Grid& g) { return std::vector<DigitMask>(g.cell_count(), 0); }

}  // namespace

TEST_CASE("Uniqueness: one solution, none, several, or undecided, each with its own code", "[uniqueness]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Known known = a_unique_puzzle();
  const Result<Grid> unique = unique_solution(solver, known.puzzle);
  REQUIRE(unique.ok());
  CHECK(*unique == known.solution);

  const Result<Grid> several = unique_solution(solver, Grid(Shape::classic()));
  REQUIRE_FALSE(several.ok());
  CHECK(several.error().code == "not_unique");

  // No two givens clash, yet r1c9 has no digit left (1-8 in its row, 9 in its column).
  Grid none = grid_from("12345678");
  none[8 + 9] = 9;
  const Result<Grid> nothing = unique_solution(solver, none);
  REQUIRE_FALSE(nothing.ok());
  CHECK(nothing.error().code == "no_solution");

  const Result<Grid> clash = unique_solution(solver, grid_from("11"));
  REQUIRE_FALSE(clash.ok());
  CHECK(clash.error().code == "conflict");

  const Result<Grid> undecided = unique_solution(solver, known.puzzle, 3);
  REQUIRE_FALSE(undecided.ok());
  CHECK(undecided.error().code == "budget");
}

TEST_CASE("Player hints: mistakes first, then a step that agrees with the solution", "[uniqueness][hint]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Known known = a_unique_puzzle();
  int empty = 0;
  while (known.puzzle[empty] != 0) ++empty;
  const int truth = known.solution[empty];
  const int wrong = truth % 9 + 1;

  SECTION("a clean board gets the grader's step, true to the solution") {
    const Result<PlayerHint> hint = hint_for(solver, known.puzzle, known.puzzle, no_notes(known.puzzle));
    REQUIRE(hint.ok());
    REQUIRE(hint->kind == PlayerHint::Kind::step);
    REQUIRE(hint->step);
    CHECK(!(hint->step->placements.empty() && hint->step->eliminations.empty()));
    for (const auto& [cell, digit] : hint->step->placements) CHECK(known.solution[cell] == digit);
    for (const auto& [cell, digit] : hint->step->eliminations) CHECK(known.solution[cell] != digit);
  }
  SECTION("a wrong digit is a mistake, named before a wrong note") {
    Grid board = known.puzzle;
    board[empty] = wrong;
    std::vector<DigitMask> notes = no_notes(board);
    int other = empty + 1;
    while (known.puzzle[other] != 0) ++other;
    notes[other] = DigitMask(~digit_bit(known.solution[other])) & ((DigitMask{1} << 9) - 1);
    const Result<PlayerHint> hint = hint_for(solver, known.puzzle, board, notes);
    REQUIRE(hint.ok());
    CHECK(hint->kind == PlayerHint::Kind::mistake);
    CHECK(hint->mistake == PlayerHint::Mistake::entry);
    CHECK(hint->cells == std::vector<int>{empty});

    board[empty] = 0;
    const Result<PlayerHint> note = hint_for(solver, known.puzzle, board, notes);
    REQUIRE(note.ok());
    CHECK(note->kind == PlayerHint::Kind::mistake);
    CHECK(note->mistake == PlayerHint::Mistake::note);
    CHECK(note->cells == std::vector<int>{other});
  }
  SECTION("notes narrow the candidates the step reasons on, and the step still agrees with the solution") {
    std::vector<DigitMask> notes = no_notes(known.puzzle);
    notes[empty] = digit_bit(truth);
    const Result<PlayerHint> hint = hint_for(solver, known.puzzle, known.puzzle, notes);
    REQUIRE(hint.ok());
    REQUIRE(hint->kind == PlayerHint::Kind::step);
    for (const auto& [cell, digit] : hint->step->placements) CHECK(known.solution[cell] == digit);
  }
  SECTION("a solved board has nothing to hint") {
    const Result<PlayerHint> hint = hint_for(solver, known.puzzle, known.solution, no_notes(known.puzzle));
    REQUIRE(hint.ok());
    CHECK(hint->kind == PlayerHint::Kind::none);
    CHECK(hint->solved);
  }
  SECTION("a board that does not fit the puzzle is refused, with the reason") {
    Grid changed = known.puzzle;
    int given = 0;
    while (known.puzzle[given] == 0) ++given;
    changed[given] = known.puzzle[given] % 9 + 1;
    const Result<PlayerHint> hint = hint_for(solver, known.puzzle, changed, no_notes(known.puzzle));
    REQUIRE_FALSE(hint.ok());
    CHECK(hint.error().code == "argument");
    const Grid small(*Shape::make(2, 2));
    const Result<PlayerHint> sized = hint_for(solver, known.puzzle, small, no_notes(known.puzzle));
    REQUIRE_FALSE(sized.ok());
    CHECK(sized.error().code == "size");
  }
  SECTION("given the solution, the hint is the one hint_for finds by itself; a solution that does not fit is refused") {
    Grid board = known.puzzle;
    for (const Grid& b : {known.puzzle, known.solution}) {
      const Result<PlayerHint> found = hint_for(solver, known.puzzle, b, no_notes(b));
      const Result<PlayerHint> given = hint_for(solver.rules(), known.puzzle, known.solution, b, no_notes(b));
      REQUIRE(found.ok());
      REQUIRE(given.ok());
      CHECK(given->kind == found->kind);
      CHECK(given->solved == found->solved);
      CHECK(given->step.has_value() == found->step.has_value());
      if (given->step) CHECK(given->step->placements == found->step->placements);
      if (given->step) CHECK(given->step->eliminations == found->step->eliminations);
    }
    board[empty] = wrong;
    const Result<PlayerHint> mistake = hint_for(solver.rules(), known.puzzle, known.solution, board, no_notes(board));
    REQUIRE(mistake.ok());
    CHECK(mistake->kind == PlayerHint::Kind::mistake);
    CHECK(mistake->cells == std::vector<int>{empty});
    const Result<PlayerHint> sized =
        hint_for(solver.rules(), known.puzzle, Grid(*Shape::make(2, 2)), known.puzzle, no_notes(known.puzzle));
    REQUIRE_FALSE(sized.ok());
    CHECK(sized.error().code == "size");
    CHECK(sized.error().message == "the solution is for a 4x4 board, the puzzle is 9x9");
  }
  SECTION("a puzzle without exactly one solution gets no hint") {
    const Grid blank(Shape::classic());
    const Result<PlayerHint> hint = hint_for(solver, blank, blank, no_notes(blank));
    REQUIRE_FALSE(hint.ok());
    CHECK(hint.error().code == "not_unique");
  }
}

TEST_CASE("Player hints on a killer: a cell without notes never 'loses' a digit its cage already holds",
          "[hint][killer]") {
  // The game shows such a cell without the digits of its cage (Fill notes leaves them out): a
  // step that removed one would spend the player's hint on what the board already says. The
  // player here follows each hint as the game applies it: placements placed, and an elimination
  // in a cell without notes writes the cell's notes (what the game shows, less the digit).
  GenerateOptions options;
  options.variant.killer = true;
  options.difficulty = Level::hard;
  options.seed = 5;
  const Result<Generated> made = generate(options);
  REQUIRE(made.ok());
  const Rules rules = *Rules::make(made->puzzle.shape(), made->variant);
  Grid board = made->puzzle;
  std::vector<DigitMask> notes(board.cell_count(), 0);
  const auto shown = [&](int cell) {  // the game's candidates: no digit of a peer (cage-mates too)
    DigitMask mask = (DigitMask{1} << 9) - 1;
    for (int peer : rules.peers(cell)) {
      if (board[peer] != 0) mask &= ~digit_bit(board[peer]);
    }
    const int cage = rules.cage_of(cell);
    if (cage >= 0) {
      for (int other : rules.cages()[static_cast<std::size_t>(cage)].cells) {
        if (board[other] != 0) mask &= ~digit_bit(board[other]);
      }
    }
    return mask;
  };
  int steps = 0, held = 0;
  for (; steps < 200; ++steps) {
    const Result<PlayerHint> hint = hint_for(rules, made->puzzle, made->solution, board, notes);
    REQUIRE(hint.ok());
    if (hint->kind != PlayerHint::Kind::step) break;
    for (const auto& [cell, digit] : hint->step->eliminations) {
      if (board[cell] != 0) continue;
      const int cage = rules.cage_of(cell);
      bool in_cage = false;
      for (int other : cage < 0 ? std::vector<int>{} : rules.cages()[static_cast<std::size_t>(cage)].cells) {
        in_cage = in_cage || (other != cell && board[other] == digit);
      }
      if (notes[cell] == 0) {
        CHECK_FALSE(in_cage);
        held += in_cage ? 1 : 0;
        notes[cell] = shown(cell);
      }
      notes[cell] &= ~digit_bit(digit);
    }
    for (const auto& [cell, digit] : hint->step->placements) {
      CHECK(made->solution[cell] == digit);
      board[cell] = digit;
      notes[cell] = 0;
    }
  }
  CHECK(board == made->solution);  // followed to the end
  CHECK(held == 0);
}
