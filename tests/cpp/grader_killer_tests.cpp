// Tests of the grader's killer techniques (grader/killer.cpp): each technique on a small hand-made
// position whose answer is worked out here independently (cage fillings by brute force, the rule of
// 45 by hand), and every step of the graded path of generated killer puzzles checked against the
// DLX solution: no eliminated candidate is the solution's digit, every placement is.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "../../engine/src/grader/grader_detail.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/variant.hpp"

using namespace dlx;
using Cands = dlx::grader_detail::Cands;

namespace {

int at(int row, int col) { return (row - 1) * 9 + (col - 1); }

Rules killer_rules(std::vector<Cage> cages) {
  Variant variant;
  variant.cages = std::move(cages);
  Result<Rules> rules = Rules::make(Shape::classic(), variant);
  REQUIRE(rules);
  return std::move(rules).value();
}

// Calls visit(digits) for every tuple of k digits from 1 to 9: the brute force of the checks below.
template <class Visit>
void for_each_tuple(int k, Visit&& visit) {
  std::vector<int> digits(k, 1);
  while (true) {
    visit(digits);
    int i = 0;
    while (i < k && digits[i] == 9) digits[i++] = 1;
    if (i == k) return;
    ++digits[i];
  }
}

// Every (cell, digit) some assignment of distinct digits from the cells' candidates with the cage's
// sum puts there: brute force over all digit tuples.
std::set<std::pair<int, int>> brute_fill(const CandidateGrid& grid, const Cage& cage) {
  std::set<std::pair<int, int>> out;
  const int k = static_cast<int>(cage.cells.size());
  for_each_tuple(k, [&](const std::vector<int>& digits) {
    bool ok = true;
    int sum = 0;
    for (int i = 0; i < k && ok; ++i) {
      ok = grid.has(cage.cells[i], digits[i]);
      for (int j = 0; j < i && ok; ++j) ok = digits[j] != digits[i];
      sum += digits[i];
    }
    if (ok && sum == cage.sum) {
      for (int i = 0; i < k; ++i) out.emplace(cage.cells[i], digits[i]);
    }
  });
  return out;
}

// Checks every step of a graded path against the solution; returns the techniques it used.
std::set<Technique> check_path(const Rules& rules, const Grid& puzzle, const Grid& solution) {
  const GradeResult graded = grade(rules, puzzle);
  CHECK(graded.solved_logically);
  CHECK(graded.final_grid == solution);
  std::set<Technique> used;
  for (const Step& step : graded.steps) {
    INFO(step.text);
    used.insert(step.technique);
    for (const auto& [cell, digit] : step.placements) CHECK(solution[cell] == digit);
    for (const auto& [cell, digit] : step.eliminations) CHECK(solution[cell] != digit);
  }
  return used;
}

// A generated puzzle with its rules and its one solution (checked by DLX).
struct Made {
  Rules rules;
  Grid puzzle;
  Grid solution;
};
Made made_puzzle(const char* variant, std::uint64_t seed, std::optional<Level> level = std::nullopt) {
  GenerateOptions options;
  options.variant = *parse_variant_request(variant);
  options.seed = seed;
  options.difficulty = level;
  const Result<Generated> made = generate(options);
  REQUIRE(made);
  Result<Rules> rules = Rules::make(Shape::classic(), made->variant);
  REQUIRE(rules);
  SudokuSolver solver(*rules);
  const Result<CountResult> counted = solver.count(made->puzzle, 2);
  REQUIRE(counted);
  REQUIRE(counted->count == 1);
  REQUIRE(counted->first);
  return {std::move(rules).value(), made->puzzle, *counted->first};
}

}  // namespace

TEST_CASE("Killer grader: cage combination keeps exactly the digits of fillings the candidates allow",
          "[killer-grader]") {
  const Cage cage{15, {at(1, 1), at(1, 2), at(1, 3)}};
  const Rules rules = killer_rules({cage});
  CandidateGrid grid(rules);
  // Sudopedia's example: A {3,4,5}, B {7,8}, C {1..6}.
  grid.set_candidates(at(1, 1), digit_bit(3) | digit_bit(4) | digit_bit(5));
  grid.set_candidates(at(1, 2), digit_bit(7) | digit_bit(8));
  grid.set_candidates(at(1, 3), 0x3F);
  const std::set<std::pair<int, int>> keep = brute_fill(grid, cage);
  const std::optional<Step> step = find_step(grid, Technique::cage_combination);
  REQUIRE(step);
  INFO(step->text);
  CHECK(step->cages == std::vector<int>{0});
  CHECK(step->sum == 15);
  CHECK(step->weight == 2.6);
  std::set<std::pair<int, int>> expected;
  for (int c : cage.cells) {
    for (int d = 1; d <= 9; ++d) {
      if (grid.has(c, d) && !keep.count({c, d})) expected.emplace(c, d);
    }
  }
  REQUIRE(!expected.empty());
  CHECK(std::set<std::pair<int, int>>(step->eliminations.begin(), step->eliminations.end()) == expected);
  // Each listed combination is a digit set some filling uses.
  for (DigitMask combo : step->combinations) {
    int sum = 0;
    for (int d = 1; d <= 9; ++d) sum += (combo & digit_bit(d)) ? d : 0;
    CHECK(sum == 15);
  }
  CHECK(step->text.rfind("Cage combination: cage r1c1\u2013r1c3 (sum 15) can only be", 0) == 0);
}

TEST_CASE("Killer grader: cage combination agrees with brute force on random candidates", "[killer-grader]") {
  const Cage cage{17, {at(2, 2), at(2, 3), at(3, 2), at(3, 3)}};
  const Rules rules = killer_rules({cage});
  std::uint32_t seed = 12345;
  for (int trial = 0; trial < 200; ++trial) {
    CandidateGrid grid(rules);
    for (int c : cage.cells) {
      seed = seed * 1664525u + 1013904223u;
      grid.set_candidates(c, ((seed >> 8) & 0x1FF) | digit_bit(1 + (seed >> 28) % 9));
    }
    const grader_detail::CageFill fill = grader_detail::cage_fill(grid, cage);
    const std::set<std::pair<int, int>> keep = brute_fill(grid, cage);
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
      for (int d = 1; d <= 9; ++d) {
        CHECK(((fill.allowed[i] & digit_bit(d)) != 0) == (keep.count({cage.cells[i], d}) == 1));
      }
    }
  }
}

TEST_CASE("Killer grader: cage unit overlap, both ways", "[killer-grader]") {
  SECTION("a cage's sure digits, confined to a row, leave the rest of it") {
    const Rules rules = killer_rules({{17, {at(1, 1), at(1, 2)}}});  // 8+9
    const CandidateGrid grid(rules);
    const std::optional<Step> step = find_step(grid, Technique::cage_overlap);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->houses == std::vector<int>{0});  // row 1, the first house holding both cells
    CHECK(step->cages == std::vector<int>{0});
    Cands expected;
    for (int c = 3; c <= 9; ++c) expected.emplace_back(at(1, c), 8);
    CHECK(step->eliminations == expected);
  }
  SECTION("a row's digit confined to a cage keeps only the cage's fillings with it") {
    const Rules rules = killer_rules({{10, {at(1, 1), at(2, 1)}}});  // 1+9, 2+8, 3+7, 4+6
    CandidateGrid grid(rules);
    for (int c = 2; c <= 9; ++c) grid.eliminate(at(1, c), 9);  // row 1's 9 only in r1c1
    const std::optional<Step> step = find_step(grid, Technique::cage_overlap);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->combinations == std::vector<DigitMask>{digit_bit(1) | digit_bit(9)});
    for (const auto& [cell, digit] : step->eliminations) {
      CHECK((cell == at(1, 1) || cell == at(2, 1)));
      CHECK((digit != 1 && digit != 9));
    }
    CHECK(step->eliminations.size() == 14);  // 7 digits from each cell
  }
}

TEST_CASE("Killer grader: the rule of 45, innies and outies", "[killer-grader]") {
  SECTION("one innie: a row less its cages") {
    const Rules rules = killer_rules(
        {{3, {at(1, 1), at(1, 2)}}, {7, {at(1, 3), at(1, 4)}}, {11, {at(1, 5), at(1, 6)}}, {15, {at(1, 7), at(1, 8)}}});
    const CandidateGrid grid(rules);
    const std::optional<Step> step = find_step(grid, Technique::innies);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->placements == Cands{{at(1, 9), 9}});
    CHECK(step->weight == 2.8);
    CHECK(step->houses == std::vector<int>{0});
    CHECK(step->cages == std::vector<int>{0, 1, 2, 3});
    CHECK(step->sum == 9);
    CHECK(step->text ==
          "Rule of 45: row 1 adds up to 45; the cages wholly inside (cage r1c1\u2013r1c2, cage "
          "r1c3\u2013r1c4, cage r1c5\u2013r1c6, cage r1c7\u2013r1c8) add up to 36, so the innie r1c9 is 9");
  }
  SECTION("one outie: the cages covering a row, less the row") {
    const Rules rules = killer_rules({{3, {at(1, 1), at(1, 2)}},
                                      {7, {at(1, 3), at(1, 4)}},
                                      {11, {at(1, 5), at(1, 6)}},
                                      {15, {at(1, 7), at(1, 8)}},
                                      {14, {at(1, 9), at(2, 9)}}});
    const CandidateGrid grid(rules);
    const std::optional<Step> step = find_step(grid, Technique::outies);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->technique == Technique::outies);
    CHECK(step->placements == Cands{{at(2, 9), 5}});  // 3 + 7 + 11 + 15 + 14 - 45
  }
  SECTION("two innies that see each other make their sum with distinct digits") {
    const Rules rules =
        killer_rules({{10, {at(1, 1), at(1, 2), at(1, 3), at(1, 4)}}, {18, {at(1, 5), at(1, 6), at(1, 7)}}});
    const CandidateGrid grid(rules);
    const std::optional<Step> step = find_step(grid, Technique::innies);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->cells == std::vector<int>{at(1, 8), at(1, 9)});
    CHECK(step->sum == 17);
    CHECK(step->weight == 3.4);
    CHECK(step->combinations == std::vector<DigitMask>{digit_bit(8) | digit_bit(9)});
    Cands expected;
    for (int cell : {at(1, 8), at(1, 9)}) {
      for (int d = 1; d <= 7; ++d) expected.emplace_back(cell, d);
    }
    CHECK(step->eliminations == expected);
  }
  SECTION("an innie of two rows together, which neither row gives alone") {
    std::vector<int> p, q;
    for (int c = 1; c <= 5; ++c) p.push_back(at(1, c));
    for (int c = 1; c <= 4; ++c) p.push_back(at(2, c));
    for (int c = 6; c <= 9; ++c) q.push_back(at(1, c));
    for (int c = 5; c <= 8; ++c) q.push_back(at(2, c));
    std::sort(p.begin(), p.end());
    std::sort(q.begin(), q.end());
    const Rules rules = killer_rules({{45, p}, {44, q}});
    const CandidateGrid grid(rules);
    const std::optional<Step> step = find_step(grid, Technique::innies);
    REQUIRE(step);
    INFO(step->text);
    CHECK(step->placements == Cands{{at(2, 9), 1}});  // 90 - 45 - 44
    CHECK(step->houses == std::vector<int>{0, 1});    // rows 1 and 2
    CHECK(step->weight == 3.0);
    CHECK(step->text.rfind("Rule of 45: rows 1–2 add up to 90;", 0) == 0);
  }
  SECTION("nothing without cages") {
    const CandidateGrid grid{Rules(Shape::classic())};
    CHECK(!find_step(grid, Technique::innies));
    CHECK(!find_step(grid, Technique::outies));
    CHECK(!find_step(grid, Technique::cage_combination));
    CHECK(!find_step(grid, Technique::cage_overlap));
  }
}

TEST_CASE("Killer grader: every step on generated killer puzzles holds in the DLX solution", "[killer-grader]") {
  // Seeds whose paths use every killer technique (one of them ends with a trial) and stay fast.
  std::set<Technique> used;
  const std::vector<std::pair<const char*, std::uint64_t>> puzzles = {{"killer", 1}, {"killer", 3},   {"killer", 4},
                                                                      {"killer", 9}, {"killer+x", 1}, {"killer+x", 3}};
  for (const auto& [variant, seed] : puzzles) {
    {
      const Made made = made_puzzle(variant, seed);
      INFO(variant << " seed " << seed);
      const std::set<Technique> here = check_path(made.rules, made.puzzle, made.solution);
      used.insert(here.begin(), here.end());
    }
  }
  for (Technique t : {Technique::cage_combination, Technique::cage_overlap, Technique::innies, Technique::outies}) {
    INFO(to_string(t));
    CHECK(used.count(t) == 1);
  }
}

namespace {

// What a rule-of-45 step says, worked out again from its houses and counted cages alone: the
// innies (empty cells of the union outside those cages), the outies (empty cells of those cages
// outside the union), the difference they must make, and by brute force over every digit tuple
// the digits each cell keeps (cells sharing a house or a cage differ). Returns the kind found:
// "box union" (2-3 houses, a box among them), "3-4 cells", "difference"; checks the step on the
// way.
std::set<std::string> check_rule_of_45(const CandidateGrid& grid, const Step& step) {
  const Rules& rules = grid.rules();
  std::set<std::string> kinds;
  std::set<int> in_union, in_cages;
  for (int h : step.houses) {
    for (int c : rules.houses()[h].cells) CHECK(in_union.insert(c).second);  // the houses are disjoint
  }
  int cage_total = 0;
  for (int k : step.cages) {
    cage_total += rules.cages()[k].sum;
    in_cages.insert(rules.cages()[k].cells.begin(), rules.cages()[k].cells.end());
  }
  std::vector<int> innies, outies;
  int known = 0;  // placed digits moved to the known side
  for (int c : in_union) {
    if (in_cages.count(c)) continue;
    if (grid.value(c) != 0) known += grid.value(c);
    if (grid.value(c) == 0) innies.push_back(c);
  }
  for (int c : in_cages) {
    if (in_union.count(c)) continue;
    if (grid.value(c) != 0) known -= grid.value(c);
    if (grid.value(c) == 0) outies.push_back(c);
  }
  const int difference = 45 * static_cast<int>(step.houses.size()) - cage_total - known;  // innies - outies
  std::vector<int> cells = innies;
  cells.insert(cells.end(), outies.begin(), outies.end());
  CHECK(std::set<int>(cells.begin(), cells.end()) == std::set<int>(step.cells.begin(), step.cells.end()));
  const Technique expected = outies.empty()   ? Technique::innies
                             : innies.empty() ? Technique::outies
                                              : Technique::innie_outie;
  CHECK(step.technique == expected);
  const int k = static_cast<int>(cells.size());
  REQUIRE(k >= 1);
  REQUIRE(k <= 4);
  auto share = [&](int a, int b) {
    for (const House& house : rules.houses()) {
      if (std::count(house.cells.begin(), house.cells.end(), a) &&
          std::count(house.cells.begin(), house.cells.end(), b))
        return true;
    }
    return rules.cage_of(a) >= 0 && rules.cage_of(a) == rules.cage_of(b);
  };
  std::vector<std::set<int>> keep(k);
  for_each_tuple(k, [&](const std::vector<int>& digits) {
    bool ok = true;
    int sum = 0;
    for (int i = 0; i < k && ok; ++i) {
      ok = grid.has(cells[i], digits[i]);
      for (int j = 0; j < i && ok; ++j) ok = !(digits[i] == digits[j] && share(cells[i], cells[j]));
      sum += i < static_cast<int>(innies.size()) ? digits[i] : -digits[i];
    }
    if (ok && sum == difference) {
      for (int i = 0; i < k; ++i) keep[i].insert(digits[i]);
    }
  });
  if (k == 1) {
    REQUIRE(keep[0].size() == 1);
    CHECK(step.placements == Cands{{cells[0], *keep[0].begin()}});
  } else {
    std::set<std::pair<int, int>> lost;
    for (int i = 0; i < k; ++i) {
      for (int d = 1; d <= 9; ++d) {
        if (grid.has(cells[i], d) && !keep[i].count(d)) lost.emplace(cells[i], d);
      }
    }
    CHECK(!lost.empty());
    CHECK(std::set<std::pair<int, int>>(step.eliminations.begin(), step.eliminations.end()) == lost);
  }
  // The weight the file's comment gives: 2.8 one house and one cell, +0.2 a further house, +0.6
  // for two cells, +0.2 each further cell, +0.2 for a difference; never past 4.0.
  double weight = 2.8 + 0.2 * static_cast<double>(step.houses.size() - 1) + (k >= 2 ? 0.6 + 0.2 * (k - 2) : 0.0) +
                  (expected == Technique::innie_outie ? 0.2 : 0.0);
  CHECK(step.weight == Approx(std::min(weight, 4.0)));
  const bool box = std::any_of(step.houses.begin(), step.houses.end(),
                               [&](int h) { return rules.houses()[h].kind == HouseKind::box; });
  if (step.houses.size() >= 2 && box) kinds.insert("box union");
  if (k >= 3) kinds.insert("3-4 cells");
  if (expected == Technique::innie_outie) kinds.insert("difference");
  return kinds;
}

}  // namespace

TEST_CASE("Killer grader: the rule of 45 over box unions, 3-4 cells and innie-outie differences, on real puzzles",
          "[killer-grader]") {
  // Generated killers (hard) walked step by step: wherever the next rated step is a rule of 45, it
  // is worked out again independently (above) and checked against the DLX solution.
  std::set<std::string> seen;
  for (std::uint64_t seed : {2, 5}) {
    const Made made = made_puzzle("killer", seed, Level::hard);
    const Grid& solution = made.solution;
    Result<CandidateGrid> made_grid = CandidateGrid::make(made.rules, made.puzzle);
    REQUIRE(made_grid);
    CandidateGrid grid = *made_grid;
    while (std::optional<Step> step = next_rated_step(grid)) {
      INFO("seed " << seed << ": " << step->text);
      for (const auto& [cell, digit] : step->placements) CHECK(solution[cell] == digit);
      for (const auto& [cell, digit] : step->eliminations) CHECK(solution[cell] != digit);
      const Technique t = step->technique;
      if (t == Technique::innies || t == Technique::outies || t == Technique::innie_outie) {
        const std::set<std::string> kinds = check_rule_of_45(grid, *step);
        seen.insert(kinds.begin(), kinds.end());
      }
      apply(grid, *step);
    }
    CHECK(grid.solved());
  }
  CHECK(seen == std::set<std::string>{"box union", "3-4 cells", "difference"});
}
