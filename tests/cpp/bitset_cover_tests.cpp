// Tests of the bitset engine: without dead-end pruning it makes DLX1's choices exactly (same
// nodes and updates as Search on random matrices); with it, the same covers in a smaller tree;
// multi-word bitsets; limits, budgets, slices and step() behave as Search's do.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/bitset_cover.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "exact_cover_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

BitsetMatrix bits_of(const ExactCoverProblem& p) {
  Matrix m;
  build_matrix(p, m);
  BitsetMatrix bits;
  bits.assign(m);
  return bits;
}

template <class SearchType, class MatrixType>
std::vector<std::vector<std::string>> covers_of(const ExactCoverProblem& p, SearchType& search, const MatrixType&) {
  Collect<SearchType> collect;
  collect.search = &search;
  collect.problem = &p;
  REQUIRE(search.run(collect) == SearchStatus::complete);
  std::sort(collect.covers.begin(), collect.covers.end());
  return collect.covers;
}

// Compares the three ways of searching p: Dancing Links, bitsets as DLX1, bitsets pruning.
void cross_check(const ExactCoverProblem& p) {
  INFO(format_dlx1(p));
  Matrix links;
  build_matrix(p, links);
  BitsetMatrix bits = bits_of(p);
  Search dlx(links, SearchOptions{0});
  BitsetSearch same(bits, SearchOptions{0}, false);
  BitsetSearch pruning(bits, SearchOptions{0});
  const auto by_links = covers_of(p, dlx, links);
  CHECK(covers_of(p, same, bits) == by_links);
  CHECK(covers_of(p, pruning, bits) == by_links);
  CHECK(same.counters().nodes == dlx.counters().nodes);
  CHECK(same.counters().updates == dlx.counters().updates);
  // Pruning drops whole subtrees of the same tree, never adds a node.
  CHECK(pruning.counters().nodes <= same.counters().nodes);
  CHECK(pruning.counters().updates <= same.counters().updates);
}

}  // namespace

TEST_CASE("Bitsets: Knuth's matrix (3); as DLX1 it gives DLX1's 6 nodes and 30 updates", "[bits]") {
  const ExactCoverProblem p = parse_ok(kKnuthMatrix);
  BitsetMatrix bits = bits_of(p);
  BitsetSearch dlx1(bits, SearchOptions{0}, false);
  const auto covers = covers_of(p, dlx1, bits);
  REQUIRE(covers.size() == 1);
  CHECK(covers[0] == std::vector<std::string>{"A D", "B G", "C E F"});
  CHECK(dlx1.counters().nodes == 6);
  CHECK(dlx1.counters().updates == 30);
  BitsetSearch pruning(bits, SearchOptions{0});
  CHECK(covers_of(p, pruning, bits) == covers);
  CHECK(pruning.counters().nodes == 5);  // the dead end after "A D G" is seen while hiding
}

TEST_CASE("Bitsets: DLX1's nodes and updates, and the same covers, on random matrices", "[bits][cross]") {
  Rng rng(20261124);
  for (int trial = 0; trial < 300; ++trial) {
    const int primary = 2 + static_cast<int>(rng.below(7));
    const int secondary = static_cast<int>(rng.below(4));
    const int options = 1 + static_cast<int>(rng.below(15));
    const ExactCoverProblem p = random_problem(rng, primary, secondary, options, 15 + static_cast<int>(rng.below(35)));
    INFO("trial " << trial);
    cross_check(p);
    BitsetMatrix bits = bits_of(p);
    BitsetSearch search(bits, SearchOptions{0});
    search.run();
    CHECK(search.counters().solutions == brute_force_count(p));
  }
}

TEST_CASE("Bitsets: options spread over many words (N-queens, bigger random matrices)", "[bits][cross]") {
  const std::uint64_t known[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680};
  for (int n = 4; n <= 11; ++n) {  // 121 options: two words, diagonals secondary
    INFO("n = " << n);
    BitsetMatrix bits = bits_of(queens(n));
    BitsetSearch search(bits, SearchOptions{0});
    search.run();
    CHECK(search.counters().solutions == known[n]);
  }
  cross_check(queens(8));
  Rng rng(7);
  for (int trial = 0; trial < 20; ++trial) {  // 100-300 options: items span several words
    INFO("trial " << trial);
    cross_check(random_problem(rng, 12 + static_cast<int>(rng.below(4)), static_cast<int>(rng.below(3)),
                               70 + static_cast<int>(rng.below(130)), 30 + static_cast<int>(rng.below(6))));
  }
}

TEST_CASE("Bitsets: step() reports choices, tries and solutions that fit together", "[bits]") {
  const ExactCoverProblem p = queens(6);
  BitsetMatrix bits = bits_of(p);
  BitsetSearch search(bits, SearchOptions{0});
  int solutions = 0, chooses = 0;
  while (!search.finished()) {
    const Event e = search.step();
    if (e.kind == EventKind::choose) {
      ++chooses;
      CHECK(e.item >= 1);
      CHECK(e.item <= p.primary_count);
    } else if (e.kind == EventKind::try_option) {
      const std::vector<int> items = bits.option_items(e.node);
      CHECK(std::find(items.begin(), items.end(), e.item) != items.end());
    } else if (e.kind == EventKind::solution) {
      ++solutions;
      std::vector<int> uses(p.item_names.size() + 1, 0);
      for (int option : search.options_of(e.level)) {
        for (int item : bits.option_items(option)) ++uses[item];
      }
      for (int i = 1; i <= static_cast<int>(p.item_names.size()); ++i) CHECK(uses[i] <= 1);
      for (int i = 1; i <= p.primary_count; ++i) CHECK(uses[i] == 1);
    }
  }
  CHECK(solutions == 4);
  CHECK(static_cast<std::uint64_t>(chooses + solutions) == search.counters().nodes);
}

TEST_CASE("Bitsets: solution limit, node budget and slices behave as Search's do", "[bits]") {
  BitsetMatrix bits = bits_of(queens(8));
  SECTION("the limit stops early and run() resumes the enumeration") {
    BitsetSearch search(bits, SearchOptions{10});
    CHECK(search.run() == SearchStatus::solution_limit);
    CHECK(search.counters().solutions == 10);
    std::uint64_t found = 10;
    while (search.run() == SearchStatus::solution_limit) {
      CHECK(search.counters().solutions == ++found);
      REQUIRE(found < 100);
    }
    CHECK(search.counters().solutions == 92);
  }
  SECTION("a node budget stops the search, and raising it resumes") {
    BitsetSearch search(bits, SearchOptions{0, 100});
    CHECK(search.run() == SearchStatus::budget_exhausted);
    CHECK(search.counters().nodes == 100);
    search.set_node_budget(0);
    CHECK(search.run() == SearchStatus::complete);
    CHECK(search.counters().solutions == 92);
  }
  SECTION("slices report progress and can stop the search") {
    BitsetSearch whole(bits, SearchOptions{0});
    whole.run();
    BitsetSearch sliced(bits, SearchOptions{0});
    QuietObserver quiet;
    int calls = 0;
    CHECK(sliced.run_in_slices(quiet, 50, [&](const Counters&) { return ++calls > 0; }) == SearchStatus::complete);
    CHECK(calls >= 10);
    CHECK(sliced.counters().nodes == whole.counters().nodes);
    CHECK(sliced.counters().updates == whole.counters().updates);
  }
}

TEST_CASE("Bitsets: leftmost branching, and an item that no option covers", "[bits]") {
  BitsetMatrix a = bits_of(queens(7)), b = bits_of(queens(7));
  BitsetSearch fewest(a, SearchOptions{0, 0, Branching::fewest_options});
  BitsetSearch leftmost(b, SearchOptions{0, 0, Branching::leftmost});
  fewest.run();
  leftmost.run();
  CHECK(fewest.counters().solutions == 40);
  CHECK(leftmost.counters().solutions == 40);
  CHECK(leftmost.counters().nodes > fewest.counters().nodes);

  BitsetMatrix none = bits_of(parse_ok("A B C\nA B\nA\n"));
  BitsetSearch search(none, SearchOptions{0});
  CHECK(search.run() == SearchStatus::complete);
  CHECK(search.counters().solutions == 0);
}

TEST_CASE("Bitsets: bytes_needed bounds what a search allocates, and is items x depth", "[bits]") {
  // Issue 33: N items of one option each took 2.9 GB at N = 20,000 and ended in std::bad_alloc.
  // bytes_needed says so before anything is allocated, so the CLI can refuse with words.
  SECTION("measured against the real allocation on queens and random matrices") {
    const auto check = [](const ExactCoverProblem& p) {
      Matrix m;
      build_matrix(p, m);
      const std::size_t bound = BitsetMatrix::bytes_needed(m);
      BitsetMatrix bits;
      bits.assign(m);
      BitsetSearch search(bits, SearchOptions{0});
      search.run();
      CHECK(bits.bitset_bytes() + search.state_bytes() <= bound);
    };
    // Small enough that every search runs to its end in a moment, also as WebAssembly and under
    // ASan (queens 9 and 200-option matrices took 27 s natively and over 9 minutes in WebAssembly).
    for (int n = 4; n <= 7; ++n) check(queens(n));
    Rng rng(11);
    for (int trial = 0; trial < 20; ++trial) {
      check(random_problem(rng, 8 + static_cast<int>(rng.below(6)), static_cast<int>(rng.below(3)),
                           20 + static_cast<int>(rng.below(50)), 15 + static_cast<int>(rng.below(25))));
    }
  }
  SECTION("20,000 items of one option each: over a gigabyte, computed without allocating it") {
    constexpr int kItems = 20'000;
    Matrix m;
    m.reset(kItems, 0);
    for (int i = 1; i <= kItems; ++i) m.add_option(std::vector<int>{i});
    CHECK(BitsetMatrix::bytes_needed(m) >= std::size_t{kItems} * kItems * sizeof(int));
  }
}
