// Tests of search budgets (budget.hpp): node budgets stop exactly, deadlines are read from the
// caller's clock once per slice (a fake clock here, so nothing depends on the machine's speed),
// progress reports keep their rhythm, and a budget that is not reached changes no answer.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/base/budget.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::grid_from;

namespace {

const char* const kWikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// A clock that moves one second forward each time it is read: the deadline passes after a known
// number of reads, whatever the machine's speed.
struct TickingClock {
  int reads = 0;
  double operator()() { return ++reads; }
};

}  // namespace

TEST_CASE("Budget: a node budget stops count and solve at exactly that many nodes", "[budget]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid empty(Shape::classic());  // 6.67e21 solutions: counting them never ends
  const Result<CountResult> counted = solver.count(empty, 0, Budget::of_nodes(5000));
  REQUIRE(counted.ok());
  CHECK(counted->budget_exhausted);
  CHECK_FALSE(counted->complete);
  CHECK_FALSE(counted->cancelled);
  // The budget is checked before a level is entered; a solution found on the way may add its own
  // node (DLX1 counts one per solution) right after.
  CHECK(counted->counters.nodes >= 5000);
  CHECK(counted->counters.nodes <= 5001);
  CHECK(counted->count > 0);

  // solve: 3 nodes are not enough to fill an empty board (82 are: one per level, one for the
  // solution), and the status says so instead of "no solution".
  const Result<SolveResult> starved = solver.solve(empty, Budget::of_nodes(3));
  REQUIRE(starved.ok());
  CHECK(starved->status == SolveStatus::budget_exhausted);
  CHECK_FALSE(starved->solution);
  CHECK(starved->counters.nodes == 3);
  const Result<SolveResult> enough = solver.solve(grid_from(kWikipedia), Budget{});
  REQUIRE(enough.ok());
  REQUIRE(enough->status == SolveStatus::solved);
  const Result<SolveResult> exactly = solver.solve(grid_from(kWikipedia), Budget::of_nodes(enough->counters.nodes));
  REQUIRE(exactly.ok());
  CHECK(exactly->status == SolveStatus::solved);
  CHECK(exactly->solution == enough->solution);
}

TEST_CASE("Budget: a deadline on the caller's clock stops the search between slices", "[budget]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid empty(Shape::classic());
  TickingClock ticks;
  // Budget::of_time reads the clock once (now = 1); the deadline is at 4: reads 2 and 3 let the
  // search go on, read 4 stops it. So exactly three slices of kClockEvery nodes run.
  const Budget budget = Budget::of_time(std::ref(ticks), 3);
  const Result<CountResult> counted = solver.count(empty, 0, budget);
  REQUIRE(counted.ok());
  CHECK(counted->budget_exhausted);
  CHECK_FALSE(counted->cancelled);
  CHECK(counted->counters.nodes == 3 * Budget::kClockEvery);
  CHECK(ticks.reads == 4);
  CHECK(budget.out_of_time());
}

TEST_CASE("Budget: nodes and a deadline together: whichever comes first", "[budget]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid empty(Shape::classic());
  TickingClock ticks;
  Budget budget = Budget::of_time(std::ref(ticks), 1000);
  budget.nodes = 1234;
  const Result<CountResult> counted = solver.count(empty, 0, budget);
  REQUIRE(counted.ok());
  CHECK(counted->budget_exhausted);
  CHECK(counted->counters.nodes == 1234);
  CHECK_FALSE(budget.out_of_time());
}

TEST_CASE("Budget: progress reports keep their rhythm under a deadline, and can still cancel", "[budget]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid empty(Shape::classic());
  TickingClock ticks;
  Budget budget = Budget::of_time(std::ref(ticks), 1e9);
  budget.nodes = 100000;
  std::vector<std::uint64_t> reported;
  const Result<CountResult> counted = solver.count(empty, 0, budget, 20000, [&](const Counters& c) {
    reported.push_back(c.nodes);
    return true;
  });
  REQUIRE(counted.ok());
  CHECK(counted->budget_exhausted);
  REQUIRE(reported.size() >= 4);
  for (std::size_t i = 1; i < reported.size(); ++i) {
    CHECK(reported[i] - reported[i - 1] >= 20000);
    CHECK(reported[i] - reported[i - 1] < 20000 + Budget::kClockEvery);
  }
  const Result<CountResult> stopped = solver.count(empty, 0, budget, 20000, [](const Counters&) { return false; });
  REQUIRE(stopped.ok());
  CHECK(stopped->cancelled);
  CHECK_FALSE(stopped->budget_exhausted);
}

TEST_CASE("Budget: a budget that is not reached changes no answer and no counter", "[budget]") {
  SudokuSolver solver{Rules(Shape::classic())};
  for (const std::string& line : dlx::testing::data_lines("sudoku_cases.txt")) {
    const std::string puzzle = line.substr(0, line.find(':'));
    if (puzzle.size() != 81) continue;
    const Grid grid = grid_from(puzzle);
    const Result<CountResult> plain = solver.count(grid, 2);
    if (!plain) continue;  // conflicting givens: tested elsewhere
    TickingClock ticks;
    Budget budget = Budget::of_time(std::ref(ticks), 1e9);
    budget.nodes = plain->counters.nodes + 1;
    const Result<CountResult> within = solver.count(grid, 2, budget);
    REQUIRE(within.ok());
    INFO(puzzle);
    CHECK(within->count == plain->count);
    CHECK(within->complete == plain->complete);
    CHECK(within->counters.nodes == plain->counters.nodes);
    CHECK(within->counters.updates == plain->counters.updates);
    CHECK(within->first == plain->first);
  }
}

TEST_CASE("Budget: run_within drives a plain exact-cover search too", "[budget][dlx]") {
  // The empty 9x9 board's matrix, searched with Search directly (as `exact-cover` does).
  SudokuSolver solver{Rules(Shape::classic())};
  REQUIRE(solver.load(Grid(Shape::classic())).ok());
  Matrix m = solver.matrix();
  Search search(m, SearchOptions{0, 0});
  TickingClock ticks;
  const Budget budget = Budget::of_time(std::ref(ticks), 2);
  QuietObserver quiet;
  CHECK(run_within(search, quiet, budget) == SearchStatus::budget_exhausted);
  CHECK(search.counters().nodes == 2 * Budget::kClockEvery);
  CHECK(m.check_links().empty());
}
