// Tests of the grader's safety net, the trial (grader/trial.cpp): on the forum's hardest puzzles its
// step is a proof drawn as chains. Every link is checked as logic on the position (an off from an
// on in its cell or a peer, an on as the last candidate of its cell or the last place of its digit
// in a house once its parents are gone), every branch ends in a candidate both true and false or
// narrows a split cell, and the cases of every split cover that cell. The DLX solution confirms the
// refuted candidate is false. Sibling: grader_sweep_tests.cpp (whole paths against DLX).
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;

namespace {

bool sees(const Rules& rules, int a, int b) {
  return std::binary_search(rules.peers(a).begin(), rules.peers(a).end(), b);
}

// Whether the on candidate (cell, digit) is forced once the candidates `gone` are removed from
// `at`: the last candidate of its cell, or the last place of its digit in one of its houses.
bool forced_on(const CandidateGrid& at, int cell, int digit, const std::set<std::pair<int, int>>& gone) {
  if (!at.has(cell, digit) || gone.count({cell, digit})) return false;
  int left = 0;
  for (int d = 1; d <= at.size(); ++d) left += at.has(cell, d) && !gone.count({cell, d});
  if (left == 1) return true;
  const Rules& rules = at.rules();
  for (int h : rules.houses_of(cell)) {
    int places = 0;
    for (int c : rules.houses()[h].cells) places += at.has(c, digit) && !gone.count({c, digit});
    if (places == 1) return true;
  }
  return false;
}

struct Checked {
  int branches = 0;
  int cases = 0;  // case assumptions (the roots besides the trial's own)
};

// The proof of a trial step found on `at`, checked link by link; what it consisted of.
Checked check_trial(const CandidateGrid& at, const Step& step, const Grid& solution) {
  INFO(step.text);
  REQUIRE(step.technique == Technique::trial);
  REQUIRE(step.eliminations.size() == 1);
  const auto [cell, digit] = step.eliminations[0];
  CHECK(solution[cell] != digit);
  CHECK(step.placements.empty());
  const int n = static_cast<int>(step.candidates.size());
  REQUIRE(n > 0);
  REQUIRE(step.colours.size() == step.candidates.size());
  REQUIRE(!step.links.empty());
  CHECK(step.candidates[0] == step.eliminations[0]);  // the record opens with the assumption
  CHECK(step.colours[0] == 1);
  const Rules& rules = at.rules();

  std::vector<std::vector<int>> parents(n);
  for (const Link& link : step.links) {
    REQUIRE(link.from >= 0);
    REQUIRE(link.to >= 0);
    REQUIRE(link.from < n);
    REQUIRE(link.to < n);
    REQUIRE(link.from < link.to);  // parents first: the record reads from assumption to contradiction
    parents[link.to].push_back(link.from);
  }
  // The branches: each opens with the assumption (true, no parents) and runs to the next.
  std::vector<int> branch_of(n);
  int branch = -1;
  for (int i = 0; i < n; ++i) {
    if (step.candidates[i] == step.eliminations[0] && step.colours[i] == 1 && parents[i].empty()) ++branch;
    branch_of[i] = branch;
  }
  for (const Link& link : step.links) CHECK(branch_of[link.from] == branch_of[link.to]);

  // Each candidate follows from its parents: an off from an on it cannot share with, an on as what
  // is left once its off parents are gone. Roots are assumptions (on).
  for (int i = 0; i < n; ++i) {
    const auto [c, d] = step.candidates[i];
    INFO("candidate " << i << ": r" << c / 9 + 1 << "c" << c % 9 + 1 << (step.colours[i] ? "=" : "<>") << d);
    CHECK((at.has(c, d) || at.value(c) == d));
    if (parents[i].empty()) {
      CHECK(step.colours[i] == 1);
      continue;
    }
    if (step.colours[i] == 0) {
      bool follows = false;
      for (int p : parents[i]) {
        const auto [pc, pd] = step.candidates[p];
        follows =
            follows || (step.colours[p] == 1 && ((pc == c && pd != d) || (pd == d && pc != c && sees(rules, pc, c))));
      }
      CHECK(follows);
    } else {
      std::set<std::pair<int, int>> gone;
      for (int p : parents[i]) {
        CHECK(step.colours[p] == 0);
        gone.insert(step.candidates[p]);
      }
      CHECK(forced_on(at, c, d, gone));
    }
  }

  // Each branch ends in a contradiction, or narrows the cell its cases split.
  std::map<int, std::vector<int>> branches;
  for (int i = 0; i < n; ++i) branches[branch_of[i]].push_back(i);
  std::map<int, DigitMask> covered;  // split cell -> digits a case assumes or a branch rules out
  Checked checked;
  checked.branches = static_cast<int>(branches.size());
  for (const auto& [root, members] : branches) {
    bool clash = false;
    std::map<std::pair<int, int>, int> truth;
    for (int i : members) {
      const auto key = step.candidates[i];
      if (truth.count(key) && truth[key] != step.colours[i]) clash = true;
      truth[key] = step.colours[i];
    }
    for (int i : members) {
      const auto [c, d] = step.candidates[i];
      if (!parents[i].empty() || (c == cell && d == digit)) continue;
      covered[c] |= digit_bit(d);  // a case assumption
    }
    if (clash) continue;
    // Not a contradiction: a split's narrowing, whose ends are offs of one cell.
    std::set<int> end_cells;
    for (int i : members) {
      const bool end = std::none_of(step.links.begin(), step.links.end(), [&](const Link& l) { return l.from == i; });
      if (!end || parents[i].empty()) continue;
      CHECK(step.colours[i] == 0);
      end_cells.insert(step.candidates[i].first);
      covered[step.candidates[i].first] |= digit_bit(step.candidates[i].second);
    }
    CHECK(end_cells.size() == 1);
  }
  // Every split covers its cell: each candidate is assumed in a case or ruled out.
  for (const auto& [c, digits] : covered) {
    INFO("split cell r" << c / 9 + 1 << "c" << c % 9 + 1);
    CHECK((at.candidates(c) & ~digits) == 0);
    checked.cases += __builtin_popcount(digits & at.candidates(c)) > 0 ? 1 : 0;
  }
  return checked;
}

}  // namespace

TEST_CASE("Grader: the trial's step is a proof drawn as chains, from the assumption to a contradiction",
          "[grader][trial]") {
  const std::vector<std::string> lines = data_lines("grader_hardest.txt");
  REQUIRE(lines.size() >= 4);
  int with_cases = 0;
  for (std::size_t k = 0; k < 4; ++k) {
    const Grid puzzle = grid_from(lines[k]);
    INFO(lines[k]);
    const auto solved = SudokuSolver(Rules(puzzle.shape())).solve(puzzle);
    REQUIRE(solved.ok());
    REQUIRE(solved.value().solution.has_value());
    const Grid& solution = *solved.value().solution;
    CandidateGrid grid = *CandidateGrid::make(Rules(puzzle.shape()), puzzle);
    // The first trial, then the trial again on what it leaves, a few times: deeper proofs appear
    // as the easy refutations run out.
    for (int round = 0; round < 3; ++round) {
      const std::optional<Step> step = find_step(grid, Technique::trial);
      REQUIRE(step.has_value());
      const Checked checked = check_trial(grid, *step, solution);
      with_cases += checked.cases > 0;
      apply(grid, *step);
    }
  }
  // The split path (cases) is exercised, not only single chains.
  CHECK(with_cases > 0);
}

TEST_CASE("Grader: the trial has no step on a solved or broken grid", "[grader][trial]") {
  const Grid puzzle = grid_from("98.7..6..75.....8...6......4...3.5....59...6......2..4.2..1......98...7......91.3");
  const auto solved = SudokuSolver(Rules(puzzle.shape())).solve(puzzle);
  REQUIRE(solved.ok());
  const CandidateGrid full = *CandidateGrid::make(Rules(puzzle.shape()), *solved.value().solution);
  CHECK(!find_step(full, Technique::trial).has_value());
  CandidateGrid broken = *CandidateGrid::make(Rules(puzzle.shape()), puzzle);
  for (int d = 1; d <= 9; ++d) broken.eliminate(2, d);
  CHECK(!find_step(broken, Technique::trial).has_value());
}
