// Tests of the digging generator: uniqueness, symmetry, reproducibility, minimality, clue floors.
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "../../engine/src/generator/generator_detail.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::bitset_count;
using dlx::testing::completes;
using dlx::testing::symmetric;
using dlx::testing::text_of;

TEST_CASE("Generator: every puzzle is unique, completes to its solution and keeps its symmetry", "[generator]") {
  const Symmetry symmetry =
      GENERATE(Symmetry::none, Symmetry::rot180, Symmetry::mirror, Symmetry::rot90, Symmetry::diagonal);
  SudokuSolver solver{Rules(Shape::classic())};
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    options.symmetry = symmetry;
    const Result<Generated> g = generate(options);
    REQUIRE(g.ok());
    INFO(to_string(symmetry) << " seed " << seed << " " << text_of(g->puzzle));
    CHECK(solver.count(g->puzzle, 2)->count == 1);
    CHECK(completes(g->solution, g->puzzle));
    CHECK(symmetric(g->puzzle, symmetry));
    CHECK(g->clues == g->puzzle.filled_count());
    CHECK(g->clues < 40);
  }
}

TEST_CASE("Generator: a seed reproduces the puzzle exactly; other seeds give other puzzles", "[generator]") {
  GenerateOptions options;
  options.seed = 12345;
  options.symmetry = Symmetry::rot180;
  const Grid first = generate(options)->puzzle;
  CHECK(generate(options)->puzzle == first);
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    options.seed = seed;
    seen.insert(text_of(generate(options)->puzzle));
  }
  CHECK(seen.size() == 10);
}

TEST_CASE("Generator: minimal puzzles lose uniqueness when any single clue is removed", "[generator]") {
  SudokuSolver solver{Rules(Shape::classic())};
  for (std::uint64_t seed = 100; seed < 104; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    options.minimal = true;
    Grid puzzle = generate(options)->puzzle;
    for (int cell = 0; cell < puzzle.cell_count(); ++cell) {
      if (puzzle[cell] == 0) continue;
      const int digit = puzzle[cell];
      puzzle[cell] = 0;
      INFO("seed " << seed << ": removing the clue at " << cell_name(puzzle.shape(), cell));
      CHECK(solver.count(puzzle, 2)->count == 2);
      puzzle[cell] = digit;
    }
  }
}

TEST_CASE("Generator: a clue floor stops the digging early", "[generator]") {
  GenerateOptions options;
  options.seed = 9;
  options.target_clues = 36;
  const Result<Generated> g = generate(options);
  REQUIRE(g.ok());
  CHECK(g->clues >= 36);
  CHECK(g->clues <= 37);
  CHECK(count_solutions(g->puzzle, 2)->count == 1);
}

TEST_CASE("Generator: other sizes", "[generator][sizes]") {
  const auto [rows, cols] = GENERATE(std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 4});
  GenerateOptions options;
  options.shape = *Shape::make(rows, cols);
  options.seed = 77;
  options.symmetry = Symmetry::rot180;
  const Result<Generated> g = generate(options);
  REQUIRE(g.ok());
  CHECK(count_solutions(g->puzzle, 2)->count == 1);
  CHECK(symmetric(g->puzzle, Symmetry::rot180));
  CHECK(completes(g->solution, g->puzzle));
}

// The digger proves each removal by per-cell searches along the known solution, within budgets
// that shrink as checks run out (generator_detail.hpp); the counts here are whole searches.
TEST_CASE("Generator: a 25x25 puzzle is unique by a whole count, dug well, and its seed reproduces it",
          "[generator][sizes]") {
  GenerateOptions options;
  options.shape = *Shape::make(5, 5);
  options.seed = 1;
  const Result<Generated> g = generate(options);
  REQUIRE(g.ok());
  INFO(text_of(g->puzzle));
  CHECK(count_solutions(g->puzzle, 2)->count == 1);
  CHECK(completes(g->solution, g->puzzle));
  CHECK(g->clues == g->puzzle.filled_count());
  // Dug to under half the board (about 280 of 625 clues), as a flat budget per check did.
  CHECK(g->clues < 320);
  CHECK(generate(options)->puzzle == g->puzzle);
}

// Slow (several seconds a puzzle for the bitset count): run by hand with "[slow]".
TEST_CASE("Generator: 25x25 puzzles are unique by the bitset engine's count", "[.][slow][generator]") {
  GenerateOptions options;
  options.shape = *Shape::make(5, 5);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    options.seed = seed;
    const Result<Generated> g = generate(options);
    REQUIRE(g.ok());
    INFO("seed " << seed << " " << text_of(g->puzzle));
    CHECK(bitset_count(g->puzzle, 2) == 1);
    CHECK(count_solutions(g->puzzle, 2)->count == 1);
  }
}

TEST_CASE("Generator: the check budget halves each time a check runs out, down to its floor", "[generator]") {
  using generator_detail::CheckBudget;
  CheckBudget budget;
  CHECK(budget.nodes() == generator_detail::kCheckBudget);
  std::uint64_t last = budget.nodes();
  for (int k = 1; k <= 64; ++k) {
    budget.ran_out();
    const std::uint64_t now = budget.nodes();
    CHECK(now == std::max(generator_detail::kCheckFloor, last / 2));
    last = now;
  }
  CHECK(budget.times_ran_out() == 64);
  CHECK(last == generator_detail::kCheckFloor);
}

TEST_CASE("Generator: a check that runs out of budget keeps the clue, never passing for unique", "[generator]") {
  // A 16x16 puzzle dug to 40 clues has many solutions, and no search of one node can tell:
  // the digger's check must say "keep it", whatever the budget.
  const Shape shape = *Shape::make(4, 4);
  GenerateOptions options;
  options.shape = shape;
  options.seed = 3;
  const Generated g = generate(options).value();
  Grid sparse = g.puzzle;
  std::vector<int> dug;
  for (int cell = 0; cell < shape.cell_count() && sparse.filled_count() > 40; ++cell) {
    if (sparse[cell] == 0) continue;
    sparse[cell] = 0;
    dug.push_back(cell);
  }
  REQUIRE(count_solutions(sparse, 2)->count == 2);
  SudokuSolver solver{Rules(shape)};
  CandidateGrid scratch{Rules(shape)};
  generator_detail::CheckBudget budget;
  for (int k = 0; k < 64; ++k) budget.ran_out();  // down to the floor
  CHECK_FALSE(generator_detail::unique(solver, scratch, sparse, g.solution, dug, budget));
  // Each dug cell on its own: never unique when the count says two.
  for (int cell : dug) {
    Grid one = g.puzzle;
    one[cell] = 0;
    const bool unique = generator_detail::unique(solver, scratch, one, g.solution, {cell}, budget);
    if (unique) CHECK(count_solutions(one, 2)->count == 1);
  }
}

TEST_CASE("Sudoku: still_unique refuses a solution that is not a full grid of the shape", "[generator]") {
  SudokuSolver solver{Rules(Shape::classic())};
  GenerateOptions options;
  options.seed = 5;
  const Generated g = generate(options).value();
  Grid holed = g.solution;
  holed[10] = 0;
  const Result<SudokuSolver::Uniqueness> answer = solver.still_unique(g.puzzle, holed, {0});
  REQUIRE_FALSE(answer.ok());
  CHECK(answer.error().code == "argument");
  CHECK_FALSE(solver.still_unique(g.puzzle, Grid(*Shape::make(2, 2)), {0}).ok());
}

TEST_CASE("Generator: contradictory options are refused with a reason", "[generator]") {
  GenerateOptions options;
  options.minimal = true;
  options.symmetry = Symmetry::mirror;
  CHECK_THAT(generate(options).error().message, Catch::Contains("'minimal' and symmetry 'mirror'"));
  options = GenerateOptions{};
  options.target_clues = 90;
  CHECK_THAT(generate(options).error().message, Catch::Contains("outside 0-81"));
  CHECK_THAT(parse_symmetry("spiral").error().message, Catch::Contains("unknown symmetry 'spiral'"));
  options = GenerateOptions{};
  options.shape = *Shape::make(2, 3);
  options.symmetry = Symmetry::rot90;
  const auto refused = generate(options);
  REQUIRE(!refused.ok());
  CHECK(refused.error().code == "argument");
  CHECK_THAT(refused.error().message, Catch::Contains("needs square boxes"));
}

TEST_CASE("Generator: symmetry names round-trip and groups follow the symmetry", "[generator]") {
  for (Symmetry s : {Symmetry::none, Symmetry::rot180, Symmetry::mirror, Symmetry::rot90, Symmetry::diagonal}) {
    CHECK(*parse_symmetry(to_string(s)) == s);
  }
  const Shape shape = Shape::classic();
  CHECK(symmetry_group(shape, Symmetry::rot90, shape.cell_at(0, 1)) ==
        std::vector<int>{shape.cell_at(0, 1), shape.cell_at(1, 8), shape.cell_at(7, 0), shape.cell_at(8, 7)});
  CHECK(symmetry_group(shape, Symmetry::rot90, shape.cell_at(4, 4)) == std::vector<int>{shape.cell_at(4, 4)});
  CHECK(symmetry_group(shape, Symmetry::diagonal, shape.cell_at(2, 5)) ==
        std::vector<int>{shape.cell_at(2, 5), shape.cell_at(5, 2)});
  CHECK(symmetry_group(shape, Symmetry::diagonal, shape.cell_at(3, 3)) == std::vector<int>{shape.cell_at(3, 3)});
}
