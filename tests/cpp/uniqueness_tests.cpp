// check_uniqueness (uniqueness.hpp): the one reading of a count to two, within a budget, that
// unique_solution (player_hint_tests.cpp) and the CLI's rate, explain and bench-levels share.
#include <catch2/catch.hpp>
#include <string>

#include "dlx/sudoku/uniqueness.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;
using Verdict = UniquenessCheck::Verdict;

TEST_CASE("Uniqueness check: every verdict, and a budget that runs out is undecided, never several", "[uniqueness]") {
  SudokuSolver solver{Rules(Shape::classic())};
  int checked = 0;
  for (const std::string& line : data_lines("sudoku_cases.txt")) {
    const auto first = line.find(':'), second = line.find(':', first + 1);
    if (second == std::string::npos) continue;
    const Grid puzzle = grid_from(line.substr(0, first));
    const std::string count = line.substr(first + 1, second - first - 1);
    const Result<UniquenessCheck> check = check_uniqueness(solver, puzzle, Budget{});
    INFO(line);
    if (count == "invalid") {
      REQUIRE_FALSE(check.ok());
      CHECK(check.error().code == "conflict");
      continue;
    }
    REQUIRE(check.ok());
    if (count == "0") {
      CHECK(check->verdict == Verdict::no_solution);
    } else if (count == "1") {
      CHECK(check->verdict == Verdict::unique);
      REQUIRE(check->solution);
      CHECK(*check->solution == grid_from(line.substr(second + 1)));
      // Three nodes cannot settle it: undecided, with the nodes it spent.
      const Result<UniquenessCheck> starved = check_uniqueness(solver, puzzle, Budget::of_nodes(3));
      REQUIRE(starved.ok());
      CHECK(starved->verdict == Verdict::undecided);
      CHECK_FALSE(starved->solution);
      CHECK(starved->counters.nodes <= 3);
    } else {
      CHECK(check->verdict == Verdict::several);
      CHECK_FALSE(check->solution);
    }
    ++checked;
  }
  CHECK(checked > 0);
}
