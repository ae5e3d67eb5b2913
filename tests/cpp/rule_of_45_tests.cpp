// The rule of 45 in the killer solver's fast path (rule_of_45.hpp, SudokuSolver::set_sum_items):
// the sets it finds on a hand-made board, and the same counts and solutions with and without its
// items on generated killers, on 1,000 random ones and exhaustively on small boards.
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <vector>

#include "dlx/generator/generator.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/rule_of_45.hpp"
#include "dlx/variants/variant.hpp"
#include "test_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

const char* const kSolved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// Cages grown at random over a solution (test_support.hpp's random_cages).
std::vector<Cage> grow_cages(const Grid& solution, int most, Rng& rng) {
  return random_cages(solution.cells(), solution.size(), most, rng);
}

// A solution the solver reports: complete, keeping the givens, every house and cage obeyed.
void check_solution(const Rules& rules, const Grid& givens, const std::optional<Grid>& solution) {
  REQUIRE(solution.has_value());
  CHECK(solution->filled_count() == solution->cell_count());
  CHECK(find_conflicts(rules, *solution).empty());
  CHECK(find_cage_problems(rules, *solution).empty());
  for (int c = 0; c < givens.cell_count(); ++c) {
    if (givens[c]) CHECK((*solution)[c] == givens[c]);
  }
}

// Counts with and without the sum items agree; every solution either reports is checked.
struct Compared {
  bool decided = false;  // both searches finished within the budget
  std::uint64_t nodes_with = 0, nodes_without = 0;
};
Compared compare(const Rules& rules, const Grid& givens, std::uint64_t limit, std::uint64_t budget) {
  SudokuSolver with(rules), without(rules);
  REQUIRE(with.sum_items());                                  // the default for killer rules
  with.set_sum_items_max_givens(rules.shape().cell_count());  // at any count of givens
  without.set_sum_items(false);
  Result<CountResult> a = with.count(givens, limit, budget), b = without.count(givens, limit, budget);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  Compared out;
  out.decided = !a->budget_exhausted && !b->budget_exhausted;
  out.nodes_with = a->counters.nodes;
  out.nodes_without = b->counters.nodes;
  if (!out.decided) return out;
  CHECK(a->count == b->count);
  CHECK(a->complete == b->complete);
  for (const CountResult* r : {&*a, &*b}) {
    if (r->count >= 1) check_solution(rules, givens, r->first);
    if (r->count >= 2) {
      check_solution(rules, givens, r->second);
      CHECK(*r->first != *r->second);
    }
  }
  if (a->count == 1 && a->complete) CHECK(*a->first == *b->first);  // the one solution
  return out;
}

}  // namespace

TEST_CASE("Rule of 45: the innie and the outie of a row", "[rule45][variant]") {
  // Row 1 is cages A (r1c1-3), B (r1c4-6), C (r1c7-8) and D (r1c9, r2c9), which sticks out: r1c9
  // is the row's innie (45 - A - B - C) and r2c9 its outie (A + B + C + D - 45).
  const Grid solved = grid_from(kSolved);
  const std::vector<std::vector<int>> layout = {{0, 1, 2}, {3, 4, 5}, {6, 7}, {8, 17}};
  std::vector<Cage> cages;
  for (const auto& cells : layout) {
    Cage cage{0, cells};
    for (int c : cells) cage.sum += solved[c];
    cages.push_back(cage);
  }
  Variant v;
  v.cages = cages;
  const Rules rules = Rules::make(Shape::classic(), v).value();
  const std::vector<SumSet> sets = rule_of_45_sets(rules, kMaxSumSetCells, kMaxSumSetCombinations);
  auto has = [&](std::vector<int> cells, int sum) {
    return std::any_of(sets.begin(), sets.end(), [&](const SumSet& s) { return s.cells == cells && s.sum == sum; });
  };
  CHECK(has({8}, solved[8]));
  CHECK(has({17}, solved[17]));
  for (const SumSet& s : sets) {
    const std::vector<int>& house = rules.houses()[s.house].cells;
    for (int c : s.cells) CHECK(std::binary_search(house.begin(), house.end(), c));
    CHECK(s.cells.size() < 9u);
  }

  // The fast path's matrix has one more primary item per set; load(), the visualizer's, has none.
  SudokuSolver solver(rules);
  REQUIRE(solver.sum_sets() == sets);
  REQUIRE(solver.load(Grid(Shape::classic())).ok());
  const int plain_primary = solver.matrix().primary_count();
  Result<CountResult> counted = solver.count(Grid(Shape::classic()), 2);
  REQUIRE(counted.ok());
  CHECK(counted->count == 2);
  CHECK(solver.matrix().primary_count() == plain_primary + static_cast<int>(sets.size()));
  CHECK(solver.item_name(plain_primary + 1).rfind("sum ", 0) == 0);
  // Past an eighth of the board in givens they are left out by default (they no longer pay).
  Grid many(Shape::classic());
  for (int c = 40; c < 81; ++c) many[c] = solved[c];
  REQUIRE(solver.count(many, 2).ok());
  CHECK(solver.matrix().primary_count() == plain_primary);
  // Its digits pinned: a search is forced at once to the solution's digit in r1c9 (a set of one
  // cell has one combination, which rules out every other digit there).
  Grid givens(Shape::classic());
  for (int c = 9; c < 81; ++c) {
    if (c != 17) givens[c] = solved[c];
  }
  compare(rules, givens, 0, 0);
}

TEST_CASE("Rule of 45: generated killers count the same with and without the sum items", "[rule45][variant]") {
  std::uint64_t nodes_with = 0, nodes_without = 0;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    Result<Generated> made = generated_killer(seed);
    REQUIRE(made.ok());
    INFO("seed " << seed);
    const Rules rules = Rules::make(made->puzzle.shape(), made->variant).value();
    const Compared unique = compare(rules, made->puzzle, 2, 0);
    REQUIRE(unique.decided);
    nodes_with += unique.nodes_with;
    nodes_without += unique.nodes_without;
    SudokuSolver solver(rules);
    Result<CountResult> counted = solver.count(made->puzzle, 2);
    REQUIRE(counted.ok());
    CHECK(counted->count == 1);
    CHECK(*counted->first == made->solution);

    // Without half the cages and half the givens there are many solutions: both ways count them alike.
    Variant looser = made->variant;
    looser.cages.resize(looser.cages.size() / 2);
    const Rules loose = Rules::make(made->puzzle.shape(), looser).value();
    Grid sparse = made->solution;
    for (int cell = 0; cell < sparse.cell_count(); cell += 2) sparse[cell] = 0;
    CHECK(compare(loose, sparse, 0, 2'000'000).decided);
  }
  CHECK(nodes_with < nodes_without);
}

TEST_CASE("Rule of 45: 1,000 random killers count the same with and without the sum items", "[rule45][variant]") {
  Rng rng(45);
  SudokuSolver classic{Rules(Shape::classic())};
  int decided = 0;
  for (int round = 0; round < 1000; ++round) {
    Result<SolveResult> full = classic.solve_random(Grid(Shape::classic()), rng);
    REQUIRE(full.ok());
    const Grid& solution = *full->solution;
    Variant v;
    v.cages = grow_cages(solution, 2 + static_cast<int>(rng.below(5)), rng);
    Result<Rules> rules = Rules::make(Shape::classic(), v);
    REQUIRE(rules.ok());
    Grid givens(Shape::classic());
    const int keep = static_cast<int>(rng.below(16));
    for (int k = 0; k < keep; ++k) {
      const int cell = static_cast<int>(rng.below(81));
      givens[cell] = solution[cell];
    }
    INFO("round " << round);
    decided += compare(*rules, givens, 2, 200'000).decided;
  }
  CHECK(decided >= 990);  // a search that runs out of its budget decides nothing; nearly none do
}

TEST_CASE("Rule of 45: every solution of small killers, with and without the sum items", "[rule45][variant]") {
  Rng rng(4545);
  for (int round = 0; round < 60; ++round) {
    const Shape shape = round % 2 ? *Shape::make(2, 2) : *Shape::make(2, 3);
    SudokuSolver plain{Rules(shape)};
    Result<SolveResult> full = plain.solve_random(Grid(shape), rng);
    REQUIRE(full.ok());
    Variant v;
    v.cages = grow_cages(*full->solution, 2 + round % 4, rng);
    Result<Rules> rules = Rules::make(shape, v);
    REQUIRE(rules.ok());
    INFO("round " << round);
    CHECK(compare(*rules, Grid(shape), 0, 0).decided);
  }
}
