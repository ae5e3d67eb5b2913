// Tests of the digging generator: uniqueness, symmetry, reproducibility, minimality, clue floors.
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "dlx/generator.hpp"
#include "dlx/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
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
