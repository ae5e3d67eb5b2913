// Tests of the grader's chains: the teaching ones (simple colouring, XY-chain) and SE's static chains
// (X-chain, x-cycle, y-cycle, forcing chain), each on a position carved into a blank candidate grid
// where it applies and one where it must not, with the step record (chain order, colours, links,
// weight) checked. SE's forcing nets (grader_forcing_tests.cpp) are tested on real puzzles; the
// safety sweeps (grader_sweep_tests.cpp) check every step against DLX solutions.
#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>
#include <vector>

#include "dlx/grader/grader.hpp"

using namespace dlx;

namespace {

const Shape kClassic = Shape::classic();
using Cands = std::vector<std::pair<int, int>>;

int cell(int row, int col) { return kClassic.cell_at(row - 1, col - 1); }

DigitMask mask_of(std::initializer_list<int> digits) {
  DigitMask mask = 0;
  for (int d : digits) mask |= digit_bit(d);
  return mask;
}

CandidateGrid blank() { return CandidateGrid(Rules(kClassic)); }

void keep_in_row(CandidateGrid& g, int row, int digit, std::initializer_list<int> cols) {
  for (int col = 1; col <= 9; ++col) {
    if (std::find(cols.begin(), cols.end(), col) == cols.end()) g.eliminate(cell(row, col), digit);
  }
}

void keep_in_col(CandidateGrid& g, int col, int digit, std::initializer_list<int> rows) {
  for (int row = 1; row <= 9; ++row) {
    if (std::find(rows.begin(), rows.end(), row) == rows.end()) g.eliminate(cell(row, col), digit);
  }
}

// A skyscraper on 1: row 1 holds 1 only in c1 and c5, row 5 only in c1 and c6, column 1 only in
// r1 and r5. So r1c5 or r5c6 is 1, and r2c6, r3c6, r4c5 and r6c5 (seeing both) are not.
CandidateGrid skyscraper() {
  CandidateGrid g = blank();
  keep_in_row(g, 1, 1, {1, 5});
  keep_in_row(g, 5, 1, {1, 6});
  keep_in_col(g, 1, 1, {1, 5});
  return g;
}

const Cands kSkyscraperRemovals = {{cell(2, 6), 1}, {cell(3, 6), 1}, {cell(4, 5), 1}, {cell(6, 5), 1}};

}  // namespace

TEST_CASE("Grader: simple colouring", "[grader][chains]") {
  SECTION("trap: cells seeing both colours lose the digit") {
    const auto step = find_step(skyscraper(), Technique::simple_colouring);
    REQUIRE(step);
    CHECK(step->eliminations == kSkyscraperRemovals);
    CHECK(step->cells == std::vector<int>{cell(1, 1), cell(1, 5), cell(5, 1), cell(5, 6)});
    CHECK(step->colours == std::vector<int>{0, 1, 1, 0});
    CHECK(step->candidates == Cands{{cell(1, 1), 1}, {cell(1, 5), 1}, {cell(5, 1), 1}, {cell(5, 6), 1}});
    // The three conjugate pairs: row 1 (r1c1-r1c5), column 1 (r1c1-r5c1), row 5 (r5c1-r5c6).
    CHECK(step->links ==
          std::vector<Link>{{0, 1, LinkKind::strong}, {0, 2, LinkKind::strong}, {2, 3, LinkKind::strong}});
    CHECK(step->weight == 6.5);
    CHECK(step->text.rfind(
              "Simple colouring on 1: conjugate pairs colour r1c1 and r5c6 one way and r1c5 and r5c1 the other", 0) ==
          0);
  }
  SECTION("wrap: two cells of one colour in one house make that colour false") {
    // Six conjugate pairs on 2: row 1 (c1, c4), column 4 (r1, r5), row 5 (c4, c8), column 8
    // (r5, r3), row 3 (c8, c2), column 2 (r3, r2). r1c1 and r2c2 get one colour and share box 1.
    CandidateGrid g = blank();
    keep_in_row(g, 1, 2, {1, 4});
    keep_in_col(g, 4, 2, {1, 5});
    keep_in_row(g, 5, 2, {4, 8});
    keep_in_col(g, 8, 2, {5, 3});
    keep_in_row(g, 3, 2, {8, 2});
    keep_in_col(g, 2, 2, {3, 2});
    const auto step = find_step(g, Technique::simple_colouring);
    REQUIRE(step);
    CHECK(step->eliminations == Cands{{cell(1, 1), 2}, {cell(2, 2), 2}, {cell(3, 8), 2}, {cell(5, 4), 2}});
    CHECK(step->text.find("share a colour and see each other") != std::string::npos);
  }
  SECTION("none while no cell sees both colours") {
    CandidateGrid g = blank();
    keep_in_row(g, 1, 1, {1, 5});
    keep_in_row(g, 5, 1, {1, 6});
    CHECK(!find_step(g, Technique::simple_colouring));
  }
}

// A chain step's record must hold together: every link joins two of its candidates, the truth
// values agree with the link kinds, and a chain that refutes its own start says so at both ends.
void check_chain_record(const Step& step) {
  REQUIRE(step.colours.size() == step.candidates.size());
  REQUIRE(!step.links.empty());
  for (const Link& link : step.links) {
    REQUIRE(link.from >= 0);
    REQUIRE(link.to >= 0);
    REQUIRE(link.from < static_cast<int>(step.candidates.size()));
    REQUIRE(link.to < static_cast<int>(step.candidates.size()));
    if (link.kind == LinkKind::strong) CHECK((step.colours[link.from] == 0 && step.colours[link.to] == 1));
    if (link.kind == LinkKind::weak) CHECK((step.colours[link.from] == 1 && step.colours[link.to] == 0));
  }
}

TEST_CASE("Grader: X-chain (SE's forcing X-chain)", "[grader][chains]") {
  SECTION("the skyscraper: r4c5 = 1 would leave neither roof cell 1, so r4c5 is not 1") {
    const auto step = find_step(skyscraper(), Technique::x_chain);
    REQUIRE(step);
    check_chain_record(*step);
    // Assumed true, the victim leads through the two conjugate pairs back to itself false: six
    // potentials, SE's Turbot Fish, 6.6 with no length bonus.
    REQUIRE(step->candidates.size() == 6);
    CHECK(step->weight == 6.6);
    CHECK(step->candidates.front() == step->candidates.back());
    CHECK(step->colours.front() == 1);
    CHECK(step->colours.back() == 0);
    REQUIRE(step->eliminations.size() == 1);
    CHECK(step->eliminations.front() == step->candidates.front());
    CHECK(std::find(kSkyscraperRemovals.begin(), kSkyscraperRemovals.end(), step->eliminations.front()) !=
          kSkyscraperRemovals.end());
    for (const auto& [c, d] : step->candidates) CHECK(d == 1);
  }
  SECTION("none when a link is weak at the end (a third 1 in row 5)") {
    CandidateGrid g = blank();
    keep_in_row(g, 1, 1, {1, 5});
    keep_in_row(g, 5, 1, {1, 6, 9});
    keep_in_col(g, 1, 1, {1, 5});
    CHECK(!find_step(g, Technique::x_chain));
  }
}

TEST_CASE("Grader: x-cycle (SE's bidirectional X-cycle)", "[grader][chains]") {
  // 1 has two places in row 1 (c1, c5) and in row 6 (c1, c5): the loop r1c1 = r1c5 - r6c5 = r6c1 -
  // r1c1 makes one of each pair 1, so the rest of columns 1 and 5 lose 1.
  CandidateGrid g = blank();
  keep_in_row(g, 1, 1, {1, 5});
  SECTION("applies: a loop of strong and weak links clears what sees both ends of a weak link") {
    keep_in_row(g, 6, 1, {1, 5});
    const auto step = find_step(g, Technique::x_cycle);
    REQUIRE(step);
    check_chain_record(*step);
    CHECK(step->weight == 6.5);
    for (const auto& [c, d] : step->eliminations) {
      CHECK(d == 1);
      CHECK((kClassic.col_of(c) == 0 || kClassic.col_of(c) == 4));
      CHECK((kClassic.row_of(c) != 0 && kClassic.row_of(c) != 5));
    }
    CHECK(step->eliminations.size() == 14);
  }
  SECTION("none when the second row keeps a third place") {
    keep_in_row(g, 6, 1, {1, 5, 8});
    CHECK(!find_step(g, Technique::x_cycle));
  }
}

TEST_CASE("Grader: y-cycle (SE's bidirectional Y-cycle)", "[grader][chains]") {
  // Four bivalue cells in a loop: r1c1 (1 2), r1c5 (2 3), r5c5 (3 4), r5c1 (4 1). Either way round,
  // the shared digit of each pair of neighbours is in one of the two, so the rest of their house
  // loses it.
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2}));
  g.set_candidates(cell(1, 5), mask_of({2, 3}));
  g.set_candidates(cell(5, 5), mask_of({3, 4}));
  SECTION("applies") {
    g.set_candidates(cell(5, 1), mask_of({4, 1}));
    const auto step = find_step(g, Technique::y_cycle);
    REQUIRE(step);
    check_chain_record(*step);
    CHECK(step->weight == Approx(6.6));  // 6.5 and 0.1 for eight potentials
    CHECK(std::find(step->eliminations.begin(), step->eliminations.end(), std::make_pair(cell(1, 9), 2)) !=
          step->eliminations.end());
    CHECK(std::find(step->eliminations.begin(), step->eliminations.end(), std::make_pair(cell(9, 1), 1)) !=
          step->eliminations.end());
  }
  SECTION("none when the loop is broken") {
    g.set_candidates(cell(5, 1), mask_of({4, 6}));
    CHECK(!find_step(g, Technique::y_cycle));
  }
}

TEST_CASE("Grader: forcing chain (SE's, through cells and houses)", "[grader][chains]") {
  // r1c1 is 1 or 2. If 1: r1c5 (1 3) is 3, r2c5 (3 4) is 4, r2c2 (1 4) is 1, which sees r1c1: a
  // contradiction, so r1c1 is not 1.
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2}));
  g.set_candidates(cell(1, 5), mask_of({1, 3}));
  g.set_candidates(cell(2, 2), mask_of({1, 4}));
  SECTION("applies: the assumption comes back as its own opposite") {
    g.set_candidates(cell(2, 5), mask_of({3, 4}));
    const auto step = find_step(g, Technique::forcing_chain);
    REQUIRE(step);
    check_chain_record(*step);
    CHECK(step->eliminations == Cands{{cell(1, 1), 1}});
    CHECK(step->candidates.front() == std::make_pair(cell(1, 1), 1));
    CHECK(step->candidates.back() == std::make_pair(cell(1, 1), 1));
    CHECK(step->candidates.size() == 8);
    CHECK(step->weight == Approx(7.1));  // 7.0 and 0.1 for eight potentials
  }
  SECTION("does not apply when the last cell keeps a way out") {
    g.set_candidates(cell(2, 5), mask_of({3, 4, 5}));
    CHECK(!find_step(g, Technique::forcing_chain));
  }
}

TEST_CASE("Grader: XY-chain", "[grader][chains]") {
  CandidateGrid g = blank();
  g.set_candidates(cell(1, 1), mask_of({1, 2}));
  g.set_candidates(cell(1, 5), mask_of({2, 3}));
  g.set_candidates(cell(5, 5), mask_of({3, 4}));
  SECTION("four bivalue cells: the ends hold 1, so the cells seeing both lose it") {
    g.set_candidates(cell(5, 9), mask_of({4, 1}));
    CHECK(!find_step(g, Technique::xy_wing));
    const auto step = find_step(g, Technique::xy_chain);
    REQUIRE(step);
    CHECK(step->eliminations == Cands{{cell(1, 9), 1}, {cell(5, 1), 1}});
    CHECK(step->candidates.size() == 8);
    CHECK(step->colours == std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1});
    // Inside each bivalue cell a strong link, between cells a weak one (the shared digit).
    REQUIRE(step->links.size() == 7);
    for (int i = 0; i < 7; ++i) {
      CHECK(step->links[i] == Link{i, i + 1, i % 2 == 0 ? LinkKind::strong : LinkKind::weak});
      if (i % 2 == 0) CHECK(step->candidates[i].first == step->candidates[i + 1].first);
      if (i % 2 == 1) CHECK(step->candidates[i].second == step->candidates[i + 1].second);
    }
    CHECK(step->weight == Approx(7.2));  // 7.0 and 0.2 for eight nodes
    CHECK(step->candidates.front().second == step->candidates.back().second);
    CHECK(step->text.find("XY-chain: ") == 0);
  }
  SECTION("none when the last cell does not lead back to 1") {
    g.set_candidates(cell(5, 9), mask_of({4, 6}));
    CHECK(!find_step(g, Technique::xy_chain));
  }
}

TEST_CASE("Grader: a hint shows a lighter teaching step, the rated path never does", "[grader][chains]") {
  // The skyscraper offers simple colouring (6.5, teaching) and SE's X-chain (6.6): the hint teaches
  // colouring, the rated path takes the X-chain.
  const auto hint = next_step(skyscraper());
  REQUIRE(hint);
  CHECK(hint->technique == Technique::simple_colouring);
  const auto rated = next_rated_step(skyscraper());
  REQUIRE(rated);
  CHECK(rated->technique == Technique::x_chain);
}
