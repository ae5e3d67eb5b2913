// Tests of the second exact-cover engine, dancing cells (sparse sets, Knuth's SSXC1): the covers
// agree with Dancing Links and brute force on random matrices; the counters are SSXC1's; the sets
// stay consistent at every step; limits, budgets and slices behave as Search's do.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/dancing_cells.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "exact_cover_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

// Every cover of p, sorted, as found by either engine.
template <class SearchType, class MatrixType>
std::vector<std::vector<std::string>> covers_of(const ExactCoverProblem& p, MatrixType& m,
                                                Counters* counters = nullptr) {
  SearchType search(m, SearchOptions{0});
  Collect<SearchType> collect;
  collect.search = &search;
  collect.problem = &p;
  REQUIRE(search.run(collect) == SearchStatus::complete);
  if (counters) *counters = search.counters();
  std::sort(collect.covers.begin(), collect.covers.end());
  return collect.covers;
}

}  // namespace

TEST_CASE("Dancing cells: Knuth's matrix (3) has one cover, 5 nodes and 27 updates, as SSXC1 reports", "[cells]") {
  const ExactCoverProblem p = parse_ok(kKnuthMatrix);
  CellsMatrix cells = cells_of(p);
  Counters c;
  const auto covers = covers_of<CellsSearch>(p, cells, &c);
  REQUIRE(covers.size() == 1);
  CHECK(covers[0] == std::vector<std::string>{"A D", "B G", "C E F"});
  CHECK(c.solutions == 1);
  CHECK(c.nodes == 5);  // SSXC1 sees the dead end while hiding, so it enters one level fewer than DLX1
  CHECK(c.updates == 27);
}

TEST_CASE("Dancing cells: N-queens counts, and SSXC1's nodes and updates with secondary items", "[cells][queens]") {
  const std::uint64_t known[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 4; n <= 10; ++n) {
    CellsMatrix cells = cells_of(queens(n));
    CellsSearch search(cells, SearchOptions{0});
    search.run();
    INFO("n = " << n);
    CHECK(search.counters().solutions == known[n]);
  }
  // Figures printed by Knuth's SSXC1 (ctangle'd from ascherer/cwebtest, unmodified) for the same
  // DLX1 text: rows and columns primary, then '|', the diagonals A0.. and B0.. secondary.
  struct Expected {
    int n;
    std::uint64_t nodes, updates;
  };
  for (const Expected e : {Expected{6, 64, 1613}, Expected{8, 890, 18412}}) {
    CellsMatrix cells = cells_of(queens(e.n));
    CellsSearch search(cells, SearchOptions{0});
    search.run();
    INFO("n = " << e.n);
    CHECK(search.counters().nodes == e.nodes);
    CHECK(search.counters().updates == e.updates);
  }
}

TEST_CASE("Dancing cells: the same covers as Dancing Links and brute force on random matrices", "[cells][cross]") {
  Rng rng(20261123);
  int with_covers = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int primary = 2 + static_cast<int>(rng.below(7));
    const int secondary = static_cast<int>(rng.below(4));
    const int options = 1 + static_cast<int>(rng.below(15));
    const ExactCoverProblem p = random_problem(rng, primary, secondary, options, 15 + static_cast<int>(rng.below(35)));
    INFO("trial " << trial << "\n" << format_dlx1(p));
    Matrix links;
    build_matrix(p, links);
    CellsMatrix cells = cells_of(p);
    Counters dlx_counters, cells_counters;
    const auto by_links = covers_of<Search>(p, links, &dlx_counters);
    const auto by_cells = covers_of<CellsSearch>(p, cells, &cells_counters);
    CHECK(by_cells == by_links);
    CHECK(cells_counters.solutions == brute_force_count(p));
    with_covers += !by_links.empty();
  }
  CHECK(with_covers > 50);  // the sample is not all "no cover"
}

TEST_CASE("Dancing cells: the sets stay consistent at every step, and each search starts afresh", "[cells]") {
  ExactCoverProblem p;
  SECTION("Knuth's matrix (3)") { p = parse_ok(kKnuthMatrix); }
  SECTION("6-queens, with secondary items") { p = queens(6); }
  CellsMatrix cells = cells_of(p);
  REQUIRE(cells.check_sets().empty());
  CellsSearch first(cells, SearchOptions{0});
  int steps = 0;
  while (!first.finished()) {
    const Event e = first.step();
    ++steps;
    INFO("after step " << steps << " (event " << static_cast<int>(e.kind) << ")");
    REQUIRE(cells.check_sets().empty());
  }
  CHECK(steps > 5);
  // The sets are permuted by now; a new search lays them out again and repeats the same tree.
  CellsSearch second(cells, SearchOptions{0});
  second.run();
  CHECK(second.counters().nodes == first.counters().nodes);
  CHECK(second.counters().updates == first.counters().updates);
  CHECK(second.counters().solutions == first.counters().solutions);
}

TEST_CASE("Dancing cells: step() reports choices, tries, solutions and backtracks that fit together", "[cells]") {
  const ExactCoverProblem p = queens(5);
  CellsMatrix cells = cells_of(p);
  CellsSearch search(cells, SearchOptions{0});
  int solutions = 0, chooses = 0, tries = 0;
  while (!search.finished()) {
    const Event e = search.step();
    switch (e.kind) {
      case EventKind::choose:
        ++chooses;
        CHECK(e.item >= 1);
        CHECK(e.item <= p.primary_count);  // never a secondary item
        break;
      case EventKind::try_option: {
        ++tries;
        const std::vector<int> items = cells.option_items(cells.option_of(e.node));
        CHECK(std::find(items.begin(), items.end(), e.item) != items.end());
        break;
      }
      case EventKind::solution: {
        ++solutions;
        // The options chosen so far cover every primary item exactly once.
        std::vector<int> uses(p.item_names.size() + 1, 0);
        for (int option : search.options_of(e.level)) {
          for (int item : cells.option_items(option)) ++uses[item];
        }
        for (int i = 1; i <= p.primary_count; ++i) CHECK(uses[i] == 1);
        break;
      }
      default:
        break;
    }
  }
  CHECK(solutions == 10);
  CHECK(static_cast<std::uint64_t>(chooses + solutions) == search.counters().nodes);
  CHECK(tries > chooses);
}

TEST_CASE("Dancing cells: solution limit, node budget and slices behave as Search's do", "[cells]") {
  CellsMatrix cells = cells_of(queens(8));
  SECTION("the limit stops early and run() resumes the enumeration") {
    CellsSearch search(cells, SearchOptions{10});
    CHECK(search.run() == SearchStatus::solution_limit);
    CHECK(search.counters().solutions == 10);
    std::uint64_t found = 10;
    while (search.run() == SearchStatus::solution_limit) {
      CHECK(search.counters().solutions == ++found);  // past the limit, each run() stops at the next one
      REQUIRE(found < 100);
    }
    CHECK(search.status() == SearchStatus::complete);
    CHECK(search.counters().solutions == 92);
  }
  SECTION("a node budget stops the search, and raising it resumes") {
    CellsSearch search(cells, SearchOptions{0, 100});
    CHECK(search.run() == SearchStatus::budget_exhausted);
    CHECK(search.counters().nodes == 100);
    search.set_node_budget(0);
    CHECK(search.run() == SearchStatus::complete);
    CHECK(search.counters().solutions == 92);
  }
  SECTION("slices report progress and can stop the search") {
    CellsSearch whole(cells, SearchOptions{0});
    whole.run();
    CellsSearch sliced(cells, SearchOptions{0});
    QuietObserver quiet;
    int calls = 0;
    CHECK(sliced.run_in_slices(quiet, 50, [&](const Counters&) { return ++calls > 0; }) == SearchStatus::complete);
    CHECK(calls >= 10);
    CHECK(sliced.counters().nodes == whole.counters().nodes);
    CellsSearch stopped(cells, SearchOptions{0});
    CHECK(stopped.run_in_slices(quiet, 50, [](const Counters&) { return false; }) == SearchStatus::budget_exhausted);
    CHECK(stopped.counters().nodes == 50);
  }
}

TEST_CASE("Dancing cells: leftmost branching finds the same covers with a bigger tree", "[cells]") {
  const ExactCoverProblem p = queens(7);
  CellsMatrix a = cells_of(p), b = cells_of(p);
  CellsSearch fewest(a, SearchOptions{0, 0, Branching::fewest_options});
  CellsSearch leftmost(b, SearchOptions{0, 0, Branching::leftmost});
  fewest.run();
  leftmost.run();
  CHECK(fewest.counters().solutions == 40);
  CHECK(leftmost.counters().solutions == 40);
  CHECK(leftmost.counters().nodes > fewest.counters().nodes);
}

TEST_CASE("Dancing cells: a problem whose item has no option has no cover", "[cells]") {
  const ExactCoverProblem p = parse_ok("A B C\nA B\nA\n");  // nothing covers C
  CellsMatrix cells = cells_of(p);
  CellsSearch search(cells, SearchOptions{0});
  CHECK(search.run() == SearchStatus::complete);
  CHECK(search.counters().solutions == 0);
  CHECK(cells.check_sets().empty());
}

TEST_CASE("Dancing cells: the undo trail stays linear in the matrix, however deep the search", "[cells]") {
  // Issue 33: saving every active item's size at every level (SSXC1's way) took 2.4 GB for
  // 20,000 items of one option each (depth 20,000). The trail holds one entry per hidden node.
  constexpr int kItems = 20'000;
  CellsMatrix cells;
  cells.reset(kItems, 0);
  for (int i = 1; i <= kItems; ++i) cells.add_option(std::vector<int>{i});
  CellsSearch search(cells, SearchOptions{0});
  REQUIRE(search.run() == SearchStatus::complete);
  CHECK(search.counters().solutions == 1);
  CHECK(search.counters().nodes == kItems + 1);
  CHECK(search.state_bytes() <= 4 * sizeof(int) * (kItems + 2));
  CHECK(cells.check_sets().empty());
}
