// The domination pass between levels (SearchOptions::dominate; SudokuSolver's killer fast path):
// the same covers as plain DLX on random matrices, queens and killers, links intact at every step
// and restored at the end, and fewer nodes where it matters.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/variant.hpp"
#include "exact_cover_support.hpp"
#include "test_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

// Every cover of the matrix, as sorted option lists, and the search's counters.
struct Covers {
  std::set<std::vector<int>> covers;
  Counters counters;
};

struct CoverCollector : QuietObserver {
  const Search* search = nullptr;
  std::set<std::vector<int>>* covers = nullptr;
  void on_solution(const int* /*choices*/, int count) {
    std::vector<int> options = search->options_of(count);
    std::sort(options.begin(), options.end());
    covers->insert(options);
  }
};

Covers all_covers(const ExactCoverProblem& p, bool dominate) {
  Matrix m;
  build_matrix(p, m);
  SearchOptions options;
  options.solution_limit = 0;
  options.dominate = dominate;
  Search search(m, options);
  Covers out;
  CoverCollector collector;
  collector.search = &search;
  collector.covers = &out.covers;
  search.run(collector);
  out.counters = search.counters();
  return out;
}

}  // namespace

TEST_CASE("Domination: the same covers as plain DLX on random matrices and queens", "[dominate]") {
  Rng rng(20261129);
  for (int trial = 0; trial < 400; ++trial) {
    const int primary = 2 + static_cast<int>(rng.below(7));
    const int secondary = static_cast<int>(rng.below(3));
    const int options = 1 + static_cast<int>(rng.below(18));
    const ExactCoverProblem p = random_problem(rng, primary, secondary, options, 15 + static_cast<int>(rng.below(30)));
    INFO("trial " << trial << "\n" << format_dlx1(p));
    const Covers plain = all_covers(p, false), dominated = all_covers(p, true);
    CHECK(plain.covers == dominated.covers);
    CHECK(dominated.counters.solutions == plain.counters.solutions);
  }
  for (int n = 4; n <= 8; ++n) {
    INFO(n << "-queens");
    const Covers plain = all_covers(queens(n), false), dominated = all_covers(queens(n), true);
    CHECK(plain.covers == dominated.covers);
    CHECK(dominated.counters.nodes <= plain.counters.nodes);
  }
}

TEST_CASE("Domination: links intact at every step, and the matrix restored when the search ends", "[dominate]") {
  for (const ExactCoverProblem& p : {queens(6), parse_ok(kKnuthMatrix)}) {
    Matrix m;
    build_matrix(p, m);
    const Matrix initial = m;
    SearchOptions options;
    options.solution_limit = 0;
    options.dominate = true;
    Search search(m, options);
    int steps = 0;
    while (!search.finished()) {
      search.step();
      ++steps;
      INFO("after step " << steps);
      REQUIRE(m.check_links().empty());
    }
    CHECK(m.same_links(initial));
  }
}

TEST_CASE("Domination: hiding an option takes it out of every list, and unhiding restores every link", "[dominate]") {
  Matrix m;
  build_matrix(parse_ok(kKnuthMatrix), m);
  const Matrix initial = m;
  // Option 2 is "B C F" (items 2, 3, 6): its node in B's list.
  int b_node = m.node(2).down;  // item B's first option
  while (m.option_of(b_node) != 2) b_node = m.node(b_node).down;
  CHECK(m.hide_option(b_node) == 3);
  CHECK(m.size(2) == 1);  // B keeps "B G"
  CHECK(m.size(3) == 1);  // C keeps "C E F"
  CHECK(m.size(6) == 1);  // F keeps "C E F"
  REQUIRE(m.check_links().empty());
  m.unhide_option(b_node);
  CHECK(m.same_links(initial));
}

TEST_CASE("Domination: killers solve and count the same with and without it, in fewer nodes", "[dominate][variant]") {
  std::uint64_t nodes_plain = 0, nodes_dominated = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Result<Generated> made = generated_killer(seed);
    REQUIRE(made.ok());
    const Rules rules = Rules::make(made->puzzle.shape(), made->variant).value();
    SudokuSolver with(rules), without(rules);
    REQUIRE(with.dominates());  // the default for killer rules
    without.set_dominate(false);
    INFO("seed " << seed);
    Result<CountResult> a = with.count(made->puzzle, 2), b = without.count(made->puzzle, 2);
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(a->count == 1);
    CHECK(b->count == 1);
    CHECK(a->complete);
    REQUIRE(a->first.has_value());
    CHECK(*a->first == made->solution);
    CHECK(find_conflicts(rules, *a->first).empty());
    CHECK(find_cage_problems(rules, *a->first).empty());
    nodes_plain += b->counters.nodes;
    nodes_dominated += a->counters.nodes;

    // Without some givens and cages the puzzle has many solutions: both ways count them alike.
    Variant looser = made->variant;
    looser.cages.resize(looser.cages.size() / 2);
    const Rules loose = Rules::make(made->puzzle.shape(), looser).value();
    Grid sparse = made->solution;
    for (int cell = 0; cell < sparse.shape().cell_count(); cell += 2) sparse[cell] = 0;
    SudokuSolver loose_with(loose), loose_without(loose);
    loose_without.set_dominate(false);
    Result<CountResult> c = loose_with.count(sparse, 0, 2'000'000), d = loose_without.count(sparse, 0, 2'000'000);
    REQUIRE(c.ok());
    REQUIRE(d.ok());
    REQUIRE(d->complete);
    CHECK(c->complete);
    CHECK(c->count == d->count);
  }
  CHECK(nodes_dominated < nodes_plain);
}
