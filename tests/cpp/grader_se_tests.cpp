// Tests of the grader against Sudoku Explainer itself: a sample of SE 1.2.1's own ratings
// (tests/data/se_sample.tsv, rated by SukakuExplainer's serate with SE 1.2.1's technique set) is
// rated the same, to the tenth, with the same kind of hardest step, every step checked against the
// DLX solution. The whole training set and a held-out set are measured by bench/se_agreement.mjs.
#include <catch2/catch.hpp>
#include <map>
#include <string>
#include <vector>

#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;

namespace {

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out(1);
  for (char c : line) {
    if (c == '\t') {
      out.emplace_back();
    } else {
      out.back() += c;
    }
  }
  return out;
}

// The technique SE names for the step that set its rating, as ours (SE gives loop and BUG types
// their own names; one of ours covers several of them).
Technique ours_for(const std::string& se) {
  static const std::map<std::string, Technique> names = {
      {"Direct Pointing", Technique::direct_pointing},
      {"Direct Claiming", Technique::direct_claiming},
      {"Direct Hidden Pair", Technique::direct_hidden_pair},
      {"Direct Hidden Triplet", Technique::direct_hidden_triple},
      {"Naked Single", Technique::naked_single},
      {"Pointing", Technique::pointing},
      {"Claiming", Technique::claiming},
      {"Naked Pair", Technique::naked_pair},
      {"X-Wing", Technique::x_wing},
      {"Hidden Pair", Technique::hidden_pair},
      {"Naked Triplet", Technique::naked_triple},
      {"Swordfish", Technique::swordfish},
      {"Hidden Triplet", Technique::hidden_triple},
      {"XY-Wing", Technique::xy_wing},
      {"XYZ-Wing", Technique::xyz_wing},
      {"BUG type 1", Technique::bug_plus_one},
      {"Turbot Fish", Technique::x_chain},
      {"Forcing X-Chain", Technique::x_chain},
      {"Bidirectional X-Cycle", Technique::x_cycle},
      {"Bidirectional Y-Cycle", Technique::y_cycle},
      {"Bidirectional Cycle", Technique::xy_cycle},
      {"Forcing Chain", Technique::forcing_chain},
      {"Nishio Forcing Chains", Technique::nishio},
      {"Cell Forcing Chains", Technique::cell_forcing},
      {"Region Forcing Chains", Technique::region_forcing},
      {"Dynamic Contradiction Forcing Chains", Technique::dynamic_contradiction},
      {"Dynamic Double Forcing Chains", Technique::dynamic_double},
      {"Dynamic Cell Forcing Chains", Technique::dynamic_cell},
      {"Dynamic Region Forcing Chains", Technique::dynamic_region},
  };
  if (se.rfind("Unique Rectangle", 0) == 0) return Technique::unique_rectangle;
  if (se.rfind("Unique Loop", 0) == 0) return Technique::unique_loop;
  const auto it = names.find(se);
  REQUIRE(it != names.end());
  return it->second;
}

}  // namespace

TEST_CASE("Grader: rates a sample of Sudoku Explainer's own ratings as SE does", "[grader][se]") {
  SudokuSolver solver{Rules(Shape::classic())};
  int rated = 0;
  for (const std::string& line : data_lines("se_sample.tsv")) {
    const std::vector<std::string> f = fields(line);
    REQUIRE(f.size() == 5);
    INFO(line);
    const Grid puzzle = grid_from(f[0]);
    const GradeResult graded = grade(puzzle);
    REQUIRE(graded.solved_logically);
    const Rating rating = rating_of(graded);
    CHECK(rating.score == Approx(std::stod(f[3])).margin(0.01));
    REQUIRE(rating.hardest);
    if (f[4] == "Hidden Single") {
      CHECK((*rating.hardest == Technique::full_house || *rating.hardest == Technique::hidden_single_box ||
             *rating.hardest == Technique::hidden_single_line));
    } else {
      CHECK(*rating.hardest == ours_for(f[4]));
    }
    const auto solved = solver.solve(puzzle);
    REQUIRE(solved->solution);
    for (const Step& step : graded.steps) {
      for (const auto& [c, d] : step.placements) CHECK((*solved->solution)[c] == d);
      for (const auto& [c, d] : step.eliminations) CHECK((*solved->solution)[c] != d);
    }
    ++rated;
  }
  CHECK(rated >= 50);
}
