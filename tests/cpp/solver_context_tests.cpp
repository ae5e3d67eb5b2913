// SolverContext (solver_context.hpp): the solvers and the last unique solution that the bindings
// and the CLI keep between puzzles. Siblings: sudoku_solver_tests.cpp, player_hint_tests.cpp.
#include <catch2/catch.hpp>
#include <string>

#include "dlx/grader/player_hint.hpp"
#include "dlx/sudoku/solver_context.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::grid_from;

namespace {

// A 17-clue puzzle with one solution (tests/data/sudoku_cases.txt, first line).
const char* const kPuzzle = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

Variant x_sudoku() {
  Variant v;
  v.diagonals = true;
  return v;
}

}  // namespace

TEST_CASE("Solver context: one classic solver per shape, kept while variants come and go", "[solver_context]") {
  SolverContext context;
  SudokuSolver& nine = context.for_shape(Shape::classic());
  SudokuSolver& six = context.for_shape(*Shape::make(2, 3));
  CHECK(&nine != &six);
  CHECK(six.rules().shape() == *Shape::make(2, 3));
  CHECK(six.rules().houses().size() == 18);
  context.for_rules(Shape::classic(), x_sudoku());
  CHECK(&context.for_rules(Shape::classic(), Variant{}) == &nine);
  CHECK(&context.for_shape(*Shape::make(2, 3)) == &six);
}

TEST_CASE("Solver context: a variant's solver has its rules and is kept while they stay the same", "[solver_context]") {
  SolverContext context;
  SudokuSolver& x = context.for_rules(Shape::classic(), x_sudoku());
  CHECK(x.rules().variant() == x_sudoku());
  CHECK(x.rules().houses().size() == 29);  // 27 + both diagonals
  CHECK(&context.for_rules(Shape::classic(), x_sudoku()) == &x);
  Variant windoku;
  windoku.windows = true;
  SudokuSolver& w = context.for_rules(Shape::classic(), windoku);
  CHECK(w.rules().variant() == windoku);
  CHECK(w.rules().houses().size() == 31);  // 27 + four windows
  CHECK(&context.for_rules(Shape::classic(), Variant{}) != &w);
}

TEST_CASE("Solver context: the last unique solution is kept, any other verdict is searched again", "[solver_context]") {
  SolverContext context;
  const Grid puzzle = grid_from(kPuzzle);
  SudokuSolver reference{Rules(Shape::classic())};
  const Result<Grid> expected = unique_solution(reference, puzzle);
  REQUIRE(expected.ok());

  SECTION("the same givens and rules again: the kept solution, no second search") {
    const Result<Grid> first = context.unique_solution(puzzle, Variant{});
    REQUIRE(first.ok());
    CHECK(*first == *expected);
    CHECK(context.searches() == 1);
    const Result<Grid> again = context.unique_solution(puzzle, Variant{});
    REQUIRE(again.ok());
    CHECK(*again == *expected);
    CHECK(context.searches() == 1);
  }
  SECTION("other rules over the same givens are a different question") {
    REQUIRE(context.unique_solution(puzzle, Variant{}).ok());
    const Result<Grid> as_x = context.unique_solution(puzzle, x_sudoku());
    CHECK(context.searches() == 2);
    SudokuSolver x_reference{Rules::make(Shape::classic(), x_sudoku()).value()};
    const Result<Grid> x_expected = unique_solution(x_reference, puzzle);
    REQUIRE(as_x.ok() == x_expected.ok());
    if (!as_x.ok()) CHECK(as_x.error().code == x_expected.error().code);
  }
  SECTION("a puzzle with several solutions is not kept: asked again, it is searched again") {
    Grid open = puzzle;
    open[17] = 0;  // one clue fewer: 16 clues never make a unique 9x9
    const Result<Grid> first = context.unique_solution(open, Variant{});
    REQUIRE_FALSE(first.ok());
    CHECK(first.error().code == "not_unique");
    REQUIRE_FALSE(context.unique_solution(open, Variant{}).ok());
    CHECK(context.searches() == 2);
  }
}
