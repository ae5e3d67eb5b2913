// Tests of the grader: every technique up to BUG+1 on a position where it applies and one where it
// must not (candidate masks set directly where a Grid cannot express the position), the candidate
// grid's masks, the easiest-first order and other box shapes. Siblings: grader_chains_tests.cpp
// (colouring, chains, forcing), grader_sweep_tests.cpp (no step on any puzzle removes a true
// digit), grader_levels_tests.cpp (levels, ratings, consistency).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;

namespace {

const Shape kClassic = Shape::classic();

int cell(int row, int col) { return kClassic.cell_at(row - 1, col - 1); }  // 1-based, as written

DigitMask mask_of(std::initializer_list<int> digits) {
  DigitMask mask = 0;
  for (int d : digits) mask |= digit_bit(d);
  return mask;
}

// Every cell empty, every digit a candidate: no technique applies until a test carves a pattern.
CandidateGrid blank() { return CandidateGrid(Rules(kClassic)); }

void remove_in_row(CandidateGrid& g, int row, int digit, std::initializer_list<int> keep_cols) {
  for (int col = 1; col <= 9; ++col) {
    if (std::find(keep_cols.begin(), keep_cols.end(), col) == keep_cols.end()) g.eliminate(cell(row, col), digit);
  }
}

const char* const kSolved = "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

}  // namespace

TEST_CASE("Grader: technique names and weights follow the documented table", "[grader]") {
  CHECK(std::string(to_string(Technique::full_house)) == "full house");
  CHECK(std::string(to_string(Technique::x_wing)) == "x-wing");
  CHECK(std::string(to_string(Technique::hidden_quad)) == "hidden quad");
  CHECK(weight(Technique::full_house) == 1.0);
  CHECK(weight(Technique::hidden_single_box) == 1.2);
  CHECK(weight(Technique::hidden_single_line) == 1.5);
  CHECK(weight(Technique::naked_single) == 2.3);
  CHECK(weight(Technique::pointing) == 2.6);
  CHECK(weight(Technique::claiming) == 2.8);
  CHECK(weight(Technique::naked_pair) == 3.0);
  CHECK(weight(Technique::x_wing) == 3.2);
  CHECK(weight(Technique::hidden_pair) == 3.4);
  CHECK(weight(Technique::naked_triple) == 3.6);
  CHECK(weight(Technique::swordfish) == 3.8);
  CHECK(weight(Technique::hidden_triple) == 4.0);
  CHECK(weight(Technique::naked_quad) == 5.0);
  CHECK(weight(Technique::jellyfish) == 5.2);
  CHECK(weight(Technique::hidden_quad) == 5.4);
  CHECK(std::string(to_string(Technique::xy_wing)) == "xy-wing");
  CHECK(std::string(to_string(Technique::unique_rectangle)) == "unique rectangle");
  CHECK(std::string(to_string(Technique::bug_plus_one)) == "bug+1");
  CHECK(weight(Technique::xy_wing) == 4.2);
  CHECK(weight(Technique::xyz_wing) == 4.4);
  CHECK(weight(Technique::w_wing) == 4.4);
  CHECK(weight(Technique::unique_rectangle) == 4.5);
  CHECK(weight(Technique::bug_plus_one) == 5.6);
  CHECK(std::string(to_string(Technique::simple_colouring)) == "simple colouring");
  CHECK(std::string(to_string(Technique::x_chain)) == "x-chain");
  CHECK(std::string(to_string(Technique::xy_chain)) == "xy-chain");
  CHECK(std::string(to_string(Technique::forcing_chain)) == "forcing chain");
  CHECK(weight(Technique::simple_colouring) == 6.5);
  CHECK(weight(Technique::x_chain) == 6.6);
  CHECK(weight(Technique::xy_chain) == 7.0);
  CHECK(weight(Technique::forcing_chain) == 7.0);
  // SE 1.2.1's published weights of the techniques it adds to the classic set.
  CHECK(weight(Technique::direct_pointing) == 1.7);
  CHECK(weight(Technique::direct_claiming) == 1.9);
  CHECK(weight(Technique::direct_hidden_pair) == 2.0);
  CHECK(weight(Technique::direct_hidden_triple) == 2.5);
  CHECK(weight(Technique::aligned_pair_exclusion) == 6.2);
  CHECK(weight(Technique::x_cycle) == 6.5);
  CHECK(weight(Technique::xy_cycle) == 7.0);
  CHECK(weight(Technique::aligned_triple_exclusion) == 7.5);
  CHECK(weight(Technique::nishio) == 7.5);
  CHECK(weight(Technique::cell_forcing) == 8.0);
  CHECK(weight(Technique::region_forcing) == 8.0);
  CHECK(weight(Technique::dynamic_contradiction) == 8.5);
  CHECK(weight(Technique::nested_forcing) == 9.5);
  // The teaching techniques SE lacks never set a score.
  for (int t = 0; t < kTechniqueCount; ++t) {
    const Technique technique = static_cast<Technique>(t);
    INFO(to_string(technique));
    CHECK(teaching(technique) == (technique == Technique::w_wing || technique == Technique::simple_colouring ||
                                  technique == Technique::xy_chain));
  }
}

TEST_CASE("Grader: the chain length bonus follows Sudoku Explainer's thresholds", "[grader]") {
  // +0.1 past each of 4, 6, 8, 12, 16, 24, ... nodes.
  const std::vector<std::pair<int, double>> expected = {{2, 0.0},  {4, 0.0},  {5, 0.1},  {6, 0.1},  {7, 0.2},
                                                        {8, 0.2},  {9, 0.3},  {12, 0.3}, {13, 0.4}, {16, 0.4},
                                                        {17, 0.5}, {24, 0.5}, {25, 0.6}};
  for (const auto& [nodes, bonus] : expected) {
    INFO(nodes << " nodes");
    CHECK(length_bonus(nodes) == Approx(bonus));
  }
}

TEST_CASE("Grader: the candidate grid removes givens from their peers", "[grader]") {
  Grid givens(kClassic);
  givens[cell(1, 1)] = 5;
  auto made = CandidateGrid::make(Rules(kClassic), givens);
  REQUIRE(made.ok());
  const CandidateGrid& g = *made;
  CHECK(g.value(cell(1, 1)) == 5);
  CHECK(g.candidates(cell(1, 1)) == 0);
  CHECK(!g.has(cell(1, 9), 5));
  CHECK(!g.has(cell(9, 1), 5));
  CHECK(!g.has(cell(3, 3), 5));
  CHECK(g.has(cell(4, 4), 5));
  CHECK(!g.contradiction());

  givens[cell(1, 9)] = 5;
  auto broken = CandidateGrid::make(Rules(kClassic), givens);
  REQUIRE(!broken.ok());
  CHECK(broken.error().code == "conflict");
}

namespace {

// The masks kept up to date on every change must equal what a scan of the cells says.
void check_masks(const CandidateGrid& g) {
  const auto& houses = g.rules().houses();
  int empty = 0;
  for (int c = 0; c < g.shape().cell_count(); ++c) empty += g.value(c) == 0;
  CHECK(g.empty_count() == empty);
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    DigitMask placed = 0;
    for (int c : houses[h].cells) placed |= g.value(c) ? digit_bit(g.value(c)) : 0;
    CHECK(g.placed(h) == placed);
    for (int d = 1; d <= g.size(); ++d) {
      std::uint32_t at = 0;
      for (std::size_t i = 0; i < houses[h].cells.size(); ++i) at |= g.has(houses[h].cells[i], d) ? 1u << i : 0;
      CHECK(g.positions(h, d) == at);
    }
  }
}

}  // namespace

TEST_CASE("Grader: the candidate grid's house masks match its cells after every change", "[grader]") {
  for (const Shape& shape : {Shape::classic(), *Shape::make(2, 3)}) {
    Rules rules(shape);
    std::vector<int> diagonal;
    for (int i = 0; i < shape.size(); ++i) diagonal.push_back(shape.cell_at(i, i));
    rules.add_house(HouseKind::region, diagonal);
    CandidateGrid g(rules);
    Rng rng(3);
    check_masks(g);
    for (int op = 0; op < 200; ++op) {
      const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(shape.cell_count())));
      const int d = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(shape.size())));
      switch (rng.below(3)) {
        case 0:
          if (g.value(c) == 0 && g.has(c, d)) g.place(c, d);
          break;
        case 1:
          g.eliminate(c, d);
          break;
        default:
          if (g.value(c) == 0) g.set_candidates(c, static_cast<DigitMask>(rng.next()) & g.all_digits());
          break;
      }
    }
    check_masks(g);
    Grid givens(shape);  // 1..N down the diagonal: no rule broken, the extra house included
    for (int i = 0; i < shape.size(); ++i) givens[shape.cell_at(i, i)] = i + 1;
    REQUIRE(g.load(givens).ok());  // a reload starts over from the givens
    check_masks(g);
    CHECK(g.grid() == givens);
    givens[shape.cell_at(0, 1)] = 1;
    CHECK(g.load(givens).error().code == "conflict");
  }
}

TEST_CASE("Grader: a blank candidate grid offers no step of any kind", "[grader]") {
  const CandidateGrid g = blank();
  for (int t = 0; t < kTechniqueCount; ++t) {
    INFO(to_string(static_cast<Technique>(t)));
    CHECK(!find_step(g, static_cast<Technique>(t)));
  }
}

TEST_CASE("Grader: full house", "[grader]") {
  Grid grid = grid_from(kSolved);
  SECTION("applies to the last empty cell of a house") {
    grid[cell(4, 5)] = 0;
    const auto step = find_step(*CandidateGrid::make(Rules(kClassic), grid), Technique::full_house);
    REQUIRE(step);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(4, 5), 9}});
    CHECK(step->text == "Full house: r4c5 is the last empty cell of row 4, so it holds 9");
  }
  SECTION("does not apply while every house has two empty cells") {
    for (int c : {cell(1, 1), cell(1, 2), cell(2, 1), cell(2, 2)}) grid[c] = 0;
    const CandidateGrid g = *CandidateGrid::make(Rules(kClassic), grid);
    CHECK(!find_step(g, Technique::full_house));
    CHECK(find_step(g, Technique::naked_single));
  }
}

TEST_CASE("Grader: naked single", "[grader]") {
  CandidateGrid g = blank();
  SECTION("applies to a cell with one candidate") {
    g.set_candidates(cell(5, 5), mask_of({7}));
    const auto step = find_step(g, Technique::naked_single);
    REQUIRE(step);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(5, 5), 7}});
    CHECK(step->text == "Naked single: r5c5 can only be 7");
  }
  SECTION("does not apply with two candidates left") {
    g.set_candidates(cell(5, 5), mask_of({7, 8}));
    CHECK(!find_step(g, Technique::naked_single));
  }
}

TEST_CASE("Grader: hidden single in a box, then in a row or column", "[grader]") {
  CandidateGrid g = blank();
  SECTION("box: the only place for a digit in a box") {
    for (int r = 1; r <= 3; ++r) {
      for (int c = 1; c <= 3; ++c) {
        if (r != 2 || c != 2) g.eliminate(cell(r, c), 4);
      }
    }
    const auto step = find_step(g, Technique::hidden_single_box);
    REQUIRE(step);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(2, 2), 4}});
    CHECK(step->text == "Hidden single: in box 1, 4 fits only in r2c2");
  }
  SECTION("row: found as a line single, not as a box single") {
    remove_in_row(g, 1, 4, {5});
    CHECK(!find_step(g, Technique::hidden_single_box));
    const auto step = find_step(g, Technique::hidden_single_line);
    REQUIRE(step);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(1, 5), 4}});
    CHECK(step->houses == std::vector<int>{0});
  }
  SECTION("none while every digit has two places in every house") {
    remove_in_row(g, 1, 4, {5, 6});
    CHECK(!find_step(g, Technique::hidden_single_box));
    CHECK(!find_step(g, Technique::hidden_single_line));
  }
}

TEST_CASE("Grader: locked candidates, pointing and claiming", "[grader]") {
  CandidateGrid g = blank();
  SECTION("pointing: a box's 3 confined to row 1 leaves the rest of row 1") {
    for (int r = 2; r <= 3; ++r) {
      for (int c = 1; c <= 3; ++c) g.eliminate(cell(r, c), 3);
    }
    const auto step = find_step(g, Technique::pointing);
    REQUIRE(step);
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(1, 2), cell(1, 3)});
    CHECK(step->eliminations.size() == 6);
    for (const auto& [c, d] : step->eliminations) CHECK((kClassic.row_of(c) == 0 && d == 3));
    SECTION("and nothing once the row holds no other 3") {
      apply(g, *step);
      CHECK(!find_step(g, Technique::pointing));
      CHECK(!find_step(g, Technique::claiming));
    }
  }
  SECTION("claiming: row 1's 3 confined to box 1 leaves the rest of box 1") {
    remove_in_row(g, 1, 3, {1, 2, 3});
    const auto step = find_step(g, Technique::claiming);
    REQUIRE(step);
    CHECK(step->houses == std::vector<int>{0, 18});
    CHECK(step->eliminations.size() == 6);
    for (const auto& [c, d] : step->eliminations) CHECK((kClassic.box_of(c) == 0 && d == 3));
  }
  SECTION("neither while a digit spans two boxes and two lines") {
    remove_in_row(g, 1, 3, {1, 5});
    CHECK(!find_step(g, Technique::claiming));
    CHECK(!find_step(g, Technique::pointing));
  }
}

TEST_CASE("Grader: naked pair, triple and quad", "[grader]") {
  CandidateGrid g = blank();
  SECTION("a pair in a box and a row clears the box first, then the row (SE: one house a step)") {
    g.set_candidates(cell(1, 1), mask_of({2, 5}));
    g.set_candidates(cell(1, 2), mask_of({2, 5}));
    auto step = find_step(g, Technique::naked_pair);
    REQUIRE(step);
    CHECK(step->houses == std::vector<int>{18});
    CHECK(step->eliminations.size() == 14);  // 7 box cells, two digits each
    apply(g, *step);
    step = find_step(g, Technique::naked_pair);
    REQUIRE(step);
    CHECK(step->houses == std::vector<int>{0});
    CHECK(step->eliminations.size() == 12);  // the 6 row cells outside the box
  }
  SECTION("no pair when the two cells hold three digits") {
    g.set_candidates(cell(1, 1), mask_of({2, 5}));
    g.set_candidates(cell(1, 2), mask_of({2, 6}));
    CHECK(!find_step(g, Technique::naked_pair));
  }
  SECTION("triple without any cell holding all three digits") {
    g.set_candidates(cell(1, 1), mask_of({1, 2}));
    g.set_candidates(cell(1, 5), mask_of({2, 3}));
    g.set_candidates(cell(1, 9), mask_of({1, 3}));
    CHECK(!find_step(g, Technique::naked_pair));
    const auto step = find_step(g, Technique::naked_triple);
    REQUIRE(step);
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(1, 5), cell(1, 9)});
    CHECK(step->eliminations.size() == 18);
  }
  SECTION("no triple over four digits") {
    g.set_candidates(cell(1, 1), mask_of({1, 2}));
    g.set_candidates(cell(1, 5), mask_of({3, 4}));
    g.set_candidates(cell(1, 9), mask_of({1, 3}));
    CHECK(!find_step(g, Technique::naked_triple));
  }
  SECTION("quad") {
    g.set_candidates(cell(1, 1), mask_of({1, 2}));
    g.set_candidates(cell(1, 3), mask_of({2, 3}));
    g.set_candidates(cell(1, 5), mask_of({3, 4}));
    g.set_candidates(cell(1, 7), mask_of({1, 4}));
    CHECK(!find_step(g, Technique::naked_triple));
    const auto step = find_step(g, Technique::naked_quad);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 20);
  }
  SECTION("no quad over five digits") {
    g.set_candidates(cell(1, 1), mask_of({1, 2}));
    g.set_candidates(cell(1, 3), mask_of({2, 3}));
    g.set_candidates(cell(1, 5), mask_of({3, 4}));
    g.set_candidates(cell(1, 7), mask_of({4, 5}));
    CHECK(!find_step(g, Technique::naked_quad));
  }
}

TEST_CASE("Grader: hidden pair, triple and quad", "[grader]") {
  CandidateGrid g = blank();
  SECTION("pair") {
    for (int d : {2, 5}) remove_in_row(g, 1, d, {1, 2});
    const auto step = find_step(g, Technique::hidden_pair);
    REQUIRE(step);
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(1, 2)});
    CHECK(step->eliminations.size() == 14);
    CHECK(step->text.rfind("Hidden pair: in row 1, 2 and 5 fit only in r1c1 and r1c2", 0) == 0);
    apply(g, *step);
    CHECK(g.candidates(cell(1, 1)) == mask_of({2, 5}));
  }
  SECTION("no pair when one digit has a third place") {
    remove_in_row(g, 1, 2, {1, 2});
    remove_in_row(g, 1, 5, {1, 2, 9});
    CHECK(!find_step(g, Technique::hidden_pair));
  }
  SECTION("triple") {
    for (int d : {1, 2, 3}) remove_in_row(g, 1, d, {1, 5, 9});
    CHECK(!find_step(g, Technique::hidden_pair));
    const auto step = find_step(g, Technique::hidden_triple);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 18);
  }
  SECTION("no triple over four cells") {
    for (int d : {1, 2}) remove_in_row(g, 1, d, {1, 5, 9});
    remove_in_row(g, 1, 3, {1, 2, 5});
    CHECK(!find_step(g, Technique::hidden_triple));
  }
  SECTION("quad") {
    for (int d : {1, 2, 3, 4}) remove_in_row(g, 1, d, {1, 3, 5, 7});
    CHECK(!find_step(g, Technique::hidden_triple));
    const auto step = find_step(g, Technique::hidden_quad);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 20);
  }
  SECTION("no quad over five cells") {
    for (int d : {1, 2, 3}) remove_in_row(g, 1, d, {1, 3, 5, 7});
    remove_in_row(g, 1, 4, {1, 3, 5, 9});
    CHECK(!find_step(g, Technique::hidden_quad));
  }
}

TEST_CASE("Grader: X-Wing, Swordfish and Jellyfish", "[grader]") {
  CandidateGrid g = blank();
  SECTION("X-Wing on rows clears the two columns") {
    remove_in_row(g, 2, 7, {3, 8});
    remove_in_row(g, 6, 7, {3, 8});
    const auto step = find_step(g, Technique::x_wing);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 14);
    CHECK(step->text.rfind("X-Wing on 7: in row 2 and row 6, 7 lies only in column 3 and column 8", 0) == 0);
  }
  SECTION("X-Wing on columns") {
    for (int r = 1; r <= 9; ++r) {
      if (r != 4 && r != 8) {
        g.eliminate(cell(r, 2), 6);
        g.eliminate(cell(r, 9), 6);
      }
    }
    const auto step = find_step(g, Technique::x_wing);
    REQUIRE(step);
    for (const auto& [c, d] : step->eliminations)
      CHECK((d == 6 && (kClassic.row_of(c) == 3 || kClassic.row_of(c) == 7)));
  }
  SECTION("no X-Wing when one row has a third place") {
    remove_in_row(g, 2, 7, {3, 8});
    remove_in_row(g, 6, 7, {3, 5, 8});
    CHECK(!find_step(g, Technique::x_wing));
  }
  SECTION("Swordfish") {
    remove_in_row(g, 1, 7, {1, 5});
    remove_in_row(g, 5, 7, {5, 9});
    remove_in_row(g, 9, 7, {1, 9});
    CHECK(!find_step(g, Technique::x_wing));
    const auto step = find_step(g, Technique::swordfish);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 18);
    CHECK(step->cells.size() == 6);
  }
  SECTION("no Swordfish over four columns") {
    remove_in_row(g, 1, 7, {1, 5});
    remove_in_row(g, 5, 7, {5, 9});
    remove_in_row(g, 9, 7, {1, 8});
    CHECK(!find_step(g, Technique::swordfish));
  }
  SECTION("Jellyfish") {
    remove_in_row(g, 1, 7, {2, 4});
    remove_in_row(g, 3, 7, {4, 6});
    remove_in_row(g, 5, 7, {6, 8});
    remove_in_row(g, 7, 7, {8, 2});
    CHECK(!find_step(g, Technique::swordfish));
    const auto step = find_step(g, Technique::jellyfish);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 20);
  }
  SECTION("no Jellyfish over five columns") {
    remove_in_row(g, 1, 7, {2, 4});
    remove_in_row(g, 3, 7, {4, 6});
    remove_in_row(g, 5, 7, {6, 8});
    remove_in_row(g, 7, 7, {8, 9});
    CHECK(!find_step(g, Technique::jellyfish));
  }
}

TEST_CASE("Grader: XY-Wing", "[grader]") {
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2}));  // pivot
  g.set_candidates(cell(1, 5), mask_of({1, 3}));  // pincer in the pivot's row
  SECTION("applies: r5c5 sees both pincers and loses 3") {
    g.set_candidates(cell(5, 1), mask_of({2, 3}));  // pincer in the pivot's column
    const auto step = find_step(g, Technique::xy_wing);
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(5, 5), 3}});
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(1, 5), cell(5, 1)});
    CHECK(step->text ==
          "XY-Wing: pivot r1c1 (1 and 2) with pincers r1c5 (1 and 3) and r5c1 (2 and 3); "
          "one pincer is 3, so r5c5 cannot be 3");
    apply(g, *step);
    CHECK(!find_step(g, Technique::xy_wing));
  }
  SECTION("does not apply when the pincers share no digit") {
    g.set_candidates(cell(5, 1), mask_of({2, 4}));
    CHECK(!find_step(g, Technique::xy_wing));
  }
}

TEST_CASE("Grader: XYZ-Wing", "[grader]") {
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2, 3}));  // pivot
  g.set_candidates(cell(1, 5), mask_of({1, 3}));     // pincer in the row
  SECTION("applies: the cells seeing all three lose 3") {
    g.set_candidates(cell(2, 2), mask_of({2, 3}));  // pincer in the box
    CHECK(!find_step(g, Technique::xy_wing));
    const auto step = find_step(g, Technique::xyz_wing);
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(1, 2), 3}, {cell(1, 3), 3}});
    CHECK(step->text.rfind("XYZ-Wing: pivot r1c1 (1, 2 and 3) with pincers r1c5 (1 and 3) and r2c2 (2 and 3)", 0) == 0);
  }
  SECTION("does not apply when a pincer holds a digit outside the pivot") {
    g.set_candidates(cell(2, 2), mask_of({2, 4}));
    CHECK(!find_step(g, Technique::xyz_wing));
  }
}

TEST_CASE("Grader: W-Wing", "[grader]") {
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2}));
  g.set_candidates(cell(5, 5), mask_of({1, 2}));
  SECTION("applies: a strong link on 1 in row 9 joins the pair cells; their common peers lose 2") {
    remove_in_row(g, 9, 1, {1, 5});
    const auto step = find_step(g, Technique::w_wing);
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(1, 5), 2}, {cell(5, 1), 2}});
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(5, 5), cell(9, 1), cell(9, 5)});
    CHECK(step->text ==
          "W-Wing: r1c1 and r5c5 both hold only 1 and 2, and in row 9 1 lies only in r9c1 and r9c5, "
          "so one of the two pair cells is 2 and r1c5 and r5c1 cannot be 2");
  }
  SECTION("does not apply when the link is not strong (a third 1 in row 9)") {
    remove_in_row(g, 9, 1, {1, 5, 6});
    CHECK(!find_step(g, Technique::w_wing));
  }
  SECTION("does not apply when the pair cells see each other") {
    g.set_candidates(cell(5, 5), mask_of({1, 2, 3}));
    g.set_candidates(cell(1, 9), mask_of({1, 2}));
    remove_in_row(g, 9, 1, {1, 9});
    CHECK(!find_step(g, Technique::w_wing));
  }
}

TEST_CASE("Grader: unique rectangle type 1", "[grader]") {
  CandidateGrid g = blank();
  SECTION("applies in two rows of one band: the fourth corner loses 5 and 7") {
    for (int c : {cell(1, 1), cell(1, 4), cell(2, 1)}) g.set_candidates(c, mask_of({5, 7}));
    g.set_candidates(cell(2, 4), mask_of({5, 7, 9}));
    const auto step = find_step(g, Technique::unique_rectangle);
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(2, 4), 5}, {cell(2, 4), 7}});
    CHECK(step->text.find("unique solution") != std::string::npos);
    apply(g, *step);
    CHECK(g.candidates(cell(2, 4)) == mask_of({9}));
    CHECK(!find_step(g, Technique::unique_rectangle));
  }
  SECTION("does not apply over four boxes") {
    for (int c : {cell(1, 1), cell(1, 4), cell(4, 1)}) g.set_candidates(c, mask_of({5, 7}));
    g.set_candidates(cell(4, 4), mask_of({5, 7, 9}));
    CHECK(!find_step(g, Technique::unique_rectangle));
  }
  SECTION("does not apply when the fourth corner lacks one of the pair") {
    for (int c : {cell(1, 1), cell(1, 4), cell(2, 1)}) g.set_candidates(c, mask_of({5, 7}));
    g.set_candidates(cell(2, 4), mask_of({5, 8, 9}));
    CHECK(!find_step(g, Technique::unique_rectangle));
  }
  SECTION("does not apply when a corner is placed") {
    for (int c : {cell(1, 1), cell(1, 4)}) g.set_candidates(c, mask_of({5, 7}));
    g.place(cell(2, 1), 3);
    g.set_candidates(cell(2, 4), mask_of({5, 7, 9}));
    CHECK(!find_step(g, Technique::unique_rectangle));
  }
}

TEST_CASE("Grader: BUG+1", "[grader]") {
  // A bivalue universal grave: every cell holds its digit in kSolved and the next digit (9 -> 1),
  // so every digit is a candidate exactly twice in every house.
  CandidateGrid g = blank();
  const Grid solved = grid_from(kSolved);
  for (int c = 0; c < 81; ++c) g.set_candidates(c, digit_bit(solved[c]) | digit_bit(solved[c] % 9 + 1));
  CHECK(!find_step(g, Technique::bug_plus_one));  // a pure BUG: no trivalue cell
  const int tri = cell(5, 5);                     // kSolved has 4 there; the grave adds 5
  const int extra = 7;
  g.set_candidates(tri, g.candidates(tri) | digit_bit(extra));
  SECTION("applies: the cell keeps only the digit seen three times in its houses (SE's BUG type 1)") {
    const auto step = find_step(g, Technique::bug_plus_one);
    REQUIRE(step);
    CHECK(step->weight == 5.6);
    CHECK(step->placements.empty());
    std::vector<std::pair<int, int>> others;
    for (int d = 1; d <= 9; ++d) {
      if (d != extra && g.has(tri, d)) others.emplace_back(tri, d);
    }
    CHECK(step->eliminations == others);
    CHECK(step->text.rfind("BUG+1: every empty cell but r5c5 holds two candidates", 0) == 0);
    apply(g, *step);
    CHECK(g.candidates(tri) == digit_bit(extra));
  }
  SECTION("does not apply with two cells of three candidates") {
    g.set_candidates(cell(1, 1), g.candidates(cell(1, 1)) | digit_bit(2));
    CHECK(!find_step(g, Technique::bug_plus_one));
  }
  SECTION("does not apply when the rest is not a grave (a digit three times in a house elsewhere)") {
    const int other = cell(9, 9);
    const DigitMask spare = g.all_digits() & ~g.candidates(other);
    g.set_candidates(other, spare & (~spare + 1));  // another bivalue pair, but digits no longer twice per house
    g.set_candidates(other, g.candidates(other) | digit_bit(solved[other]));
    CHECK(!find_step(g, Technique::bug_plus_one));
  }
}

TEST_CASE("Grader: other box shapes and extra houses", "[grader]") {
  SECTION("pointing in 2x3 boxes") {
    const Shape six = *Shape::make(2, 3);
    CandidateGrid g{Rules(six)};
    for (int c = 0; c < 3; ++c) g.eliminate(six.cell_at(1, c), 3);  // box 1's 3 only in row 1
    const auto step = find_step(g, Technique::pointing);
    REQUIRE(step);
    CHECK(step->eliminations ==
          std::vector<std::pair<int, int>>{{six.cell_at(0, 3), 3}, {six.cell_at(0, 4), 3}, {six.cell_at(0, 5), 3}});
  }
  SECTION("a hidden single in an extra house (a diagonal) counts as a line single") {
    Rules rules(kClassic);
    std::vector<int> diagonal;
    for (int i = 1; i <= 9; ++i) diagonal.push_back(cell(i, i));
    rules.add_house(HouseKind::region, diagonal);
    CandidateGrid g(rules);
    for (int i = 1; i <= 9; ++i) {
      if (i != 5) g.eliminate(cell(i, i), 4);
    }
    CHECK(!find_step(g, Technique::hidden_single_box));
    const auto step = find_step(g, Technique::hidden_single_line);
    REQUIRE(step);
    CHECK(step->houses == std::vector<int>{27});
    CHECK(step->text == "Hidden single: in region 1, 4 fits only in r5c5");
  }
}

TEST_CASE("Grader: unique rectangle types 2 and 4, and a unique loop of six cells", "[grader]") {
  CandidateGrid g = blank();
  for (int c : {cell(1, 1), cell(1, 4)}) g.set_candidates(c, mask_of({5, 7}));
  SECTION("type 2: both extra cells hold the same extra digit; what sees both loses it") {
    g.set_candidates(cell(2, 1), mask_of({5, 7, 9}));
    g.set_candidates(cell(2, 4), mask_of({5, 7, 9}));
    const auto step = find_step(g, Technique::unique_rectangle);
    REQUIRE(step);
    CHECK(step->weight == 4.5);
    CHECK(step->text.find("(type 2)") != std::string::npos);
    for (const auto& [c, d] : step->eliminations) {
      CHECK(d == 9);
      CHECK(kClassic.row_of(c) == 1);  // row 2: the one house both extra cells share besides none
    }
    CHECK(!step->eliminations.empty());
  }
  SECTION("type 4: 5 lies only in the two extra cells of their row, so neither is 7") {
    g.set_candidates(cell(2, 1), mask_of({5, 7, 8}));
    g.set_candidates(cell(2, 4), mask_of({5, 7, 9}));
    for (int col = 1; col <= 9; ++col) {
      if (col != 1 && col != 4) g.eliminate(cell(2, col), 5);
    }
    const auto step = find_step(g, Technique::unique_rectangle);
    REQUIRE(step);
    CHECK(step->text.find("(type 4)") != std::string::npos);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(2, 1), 7}, {cell(2, 4), 7}});
  }
  SECTION("a loop of six cells through three boxes weighs 4.6") {
    g = blank();
    // r1c1 r1c4 r2c4 r2c7 r3c7 r3c1: rows 1-3, columns 1, 4, 7 and boxes 1-3, each met by two cells
    // of opposite places in the loop, so 2 and 6 could swap all round.
    for (int c : {cell(1, 1), cell(1, 4), cell(2, 4), cell(2, 7), cell(3, 7)}) g.set_candidates(c, mask_of({2, 6}));
    g.set_candidates(cell(3, 1), mask_of({2, 6, 8}));
    const auto step = find_step(g, Technique::unique_loop);
    REQUIRE(step);
    CHECK(step->weight == 4.6);
    CHECK(step->eliminations == std::vector<std::pair<int, int>>{{cell(3, 1), 2}, {cell(3, 1), 6}});
  }
  SECTION("no loop when a box is met by one cell only") {
    g = blank();
    for (int c : {cell(1, 1), cell(1, 4), cell(4, 4), cell(4, 7), cell(7, 7)}) g.set_candidates(c, mask_of({2, 6}));
    g.set_candidates(cell(7, 1), mask_of({2, 6, 8}));
    CHECK(!find_step(g, Technique::unique_loop));
  }
}

TEST_CASE("Grader: SE's direct techniques place the single they leave", "[grader]") {
  CandidateGrid g = blank();
  SECTION("direct pointing: box 1's 4 lies in row 1, so box 2's only 4 outside row 1 is placed") {
    for (int r = 2; r <= 3; ++r) {
      for (int c = 1; c <= 3; ++c) g.eliminate(cell(r, c), 4);  // box 1: 4 only in row 1
    }
    for (int c = 4; c <= 6; ++c) g.eliminate(cell(3, c), 4);  // box 2: 4 in row 1, or r2c5 only
    g.eliminate(cell(2, 4), 4);
    g.eliminate(cell(2, 6), 4);
    const auto step = find_step(g, Technique::direct_pointing);
    REQUIRE(step);
    CHECK(step->weight == 1.7);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(2, 5), 4}});
    CHECK(step->eliminations.empty());  // as in SE: only the single is placed
  }
  SECTION("direct hidden pair: 1 and 2 fill two cells of row 1, leaving 3 one place") {
    for (int c = 3; c <= 9; ++c) {
      g.eliminate(cell(1, c), 1);
      g.eliminate(cell(1, c), 2);
    }
    for (int c = 3; c <= 9; ++c) {
      if (c != 6) g.eliminate(cell(1, c), 3);  // 3 in row 1: c1, c2 (the pair's cells) or c6
    }
    const auto step = find_step(g, Technique::direct_hidden_pair);
    REQUIRE(step);
    CHECK(step->weight == 2.0);
    CHECK(step->placements == std::vector<std::pair<int, int>>{{cell(1, 6), 3}});
  }
  SECTION("none on a blank grid") {
    CHECK(!find_step(g, Technique::direct_pointing));
    CHECK(!find_step(g, Technique::direct_claiming));
    CHECK(!find_step(g, Technique::direct_hidden_pair));
    CHECK(!find_step(g, Technique::direct_hidden_triple));
  }
}

TEST_CASE("Grader: next_step takes the easiest step first", "[grader]") {
  CandidateGrid g = blank();
  remove_in_row(g, 1, 4, {5});                 // a hidden single in row 1
  g.set_candidates(cell(9, 9), mask_of({2}));  // and a naked single
  auto step = next_step(g);                    // the hidden single weighs 1.5, the naked single 2.3
  REQUIRE(step);
  CHECK(step->technique == Technique::hidden_single_line);
  apply(g, *step);
  step = next_step(g);
  REQUIRE(step);
  CHECK(step->technique == Technique::naked_single);
}

TEST_CASE("Grader: a broken grid or a solved one offers no step", "[grader]") {
  CandidateGrid g = blank();
  g.set_candidates(cell(3, 3), 0);
  CHECK(g.contradiction());
  CHECK(!next_step(g));

  const GradeResult solved = grade(grid_from(kSolved));
  CHECK(solved.solved_logically);
  CHECK(solved.steps.empty());
  CHECK(!solved.hardest);

  Grid conflicting(kClassic);
  conflicting[0] = conflicting[1] = 5;
  const GradeResult stuck = grade(conflicting);
  CHECK(!stuck.solved_logically);
  CHECK(stuck.steps.empty());
}
