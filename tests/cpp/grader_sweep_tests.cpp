// The grader's safety sweeps: every step the grader takes on known, generated and public hard
// puzzles is checked against the DLX solution (no placement of a wrong digit, no elimination of a
// true one), and every step names the candidates that prove it. Between them the sweeps make every
// technique fire. Sibling of grader_tests.cpp (the techniques one by one).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "dlx/generator.hpp"
#include "dlx/grader.hpp"
#include "dlx/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;
using dlx::testing::text_of;

namespace {

std::vector<std::string> split(const std::string& line, char sep) {
  std::vector<std::string> parts(1);
  for (char c : line) {
    if (c == sep) {
      parts.emplace_back();
    } else {
      parts.back() += c;
    }
  }
  return parts;
}

// A link's claim holds on the position the step was found on: a strong link joins the two
// candidates of a bivalue cell or the two places of a digit in a house; a weak link two candidates
// of one cell or one digit in two cells that see each other. In a chain the truth values agree
// (strong: false -> true, weak: true -> false); colouring's conjugate pairs join the two colours.
bool strong_link(const CandidateGrid& at, int a, int da, int b, int db) {
  if (a == b) return da != db && __builtin_popcount(at.candidates(a)) == 2;
  if (da != db) return false;
  const Rules& rules = at.rules();
  for (int h : rules.houses_of(a)) {
    const auto& cells = rules.houses()[h].cells;
    if (std::find(cells.begin(), cells.end(), b) == cells.end()) continue;
    int places = 0;
    for (int c : cells) places += at.has(c, da);
    if (places == 2) return true;
  }
  return false;
}

// `at` is where the step was found: the position before it, or, for a later step of a round (two
// rounds of one technique and weight in a row look alike here), the position the round began on.
void check_links(const Step& step, const CandidateGrid& at, const CandidateGrid& or_at) {
  for (const Link& link : step.links) {
    REQUIRE(link.from >= 0);
    REQUIRE(link.to >= 0);
    REQUIRE(link.from < static_cast<int>(step.candidates.size()));
    REQUIRE(link.to < static_cast<int>(step.candidates.size()));
    REQUIRE(step.colours.size() == step.candidates.size());
    CHECK(link.from != link.to);
    if (link.kind == LinkKind::implies) continue;
    const auto [a, da] = step.candidates[link.from];
    const auto [b, db] = step.candidates[link.to];
    const Rules& rules = at.rules();
    const bool same_cell = a == b && da != db;
    const bool seen = da == db && a != b && std::binary_search(rules.peers(a).begin(), rules.peers(a).end(), b);
    if (link.kind == LinkKind::weak) CHECK((same_cell || seen));
    if (link.kind == LinkKind::strong) CHECK((strong_link(at, a, da, b, db) || strong_link(or_at, a, da, b, db)));
    if (step.technique == Technique::simple_colouring) {
      CHECK(step.colours[link.from] != step.colours[link.to]);
    } else {
      CHECK(step.colours[link.from] == (link.kind == LinkKind::strong ? 0 : 1));
      CHECK(step.colours[link.to] == (link.kind == LinkKind::strong ? 1 : 0));
    }
  }
}

// Every placement is the solution's digit and no elimination removes it; every step names the
// candidates that prove it, each a candidate (or the placed digit) where the step was found. Chains
// and forcing steps come in rounds found on one position (grade()), so a round's later steps are
// checked against the position where the round began.
void check_steps_against(const GradeResult& result, const Grid& solution, const Grid& puzzle) {
  CandidateGrid replay = *CandidateGrid::make(Rules(puzzle.shape()), puzzle);
  CandidateGrid round_start = replay;
  const Step* previous = nullptr;
  for (const Step& step : result.steps) {
    INFO(step.text);
    if (!previous || previous->technique != step.technique || previous->weight != step.weight) round_start = replay;
    previous = &step;
    CHECK(!step.candidates.empty());
    CHECK((step.colours.empty() || step.colours.size() == step.candidates.size()));
    CHECK(step.weight >= weight(step.technique));
    for (const auto& [c, d] : step.candidates) CHECK((round_start.has(c, d) || round_start.value(c) == d));
    check_links(step, replay, round_start);
    apply(replay, step);
    for (const auto& [c, d] : step.placements) CHECK(solution[c] == d);
    for (const auto& [c, d] : step.eliminations) CHECK(solution[c] != d);
    CHECK(!(step.placements.empty() && step.eliminations.empty()));
  }
  CHECK(replay.grid() == result.final_grid);
  for (int c = 0; c < solution.cell_count(); ++c) {
    if (result.final_grid[c] != 0) CHECK(result.final_grid[c] == solution[c]);
  }
}

bool singles_only(const GradeResult& result) {
  for (const Step& step : result.steps) {
    if (step.technique > Technique::hidden_single_line) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("Grader: no step on a known puzzle removes a true digit or places a wrong one", "[grader]") {
  int puzzles = 0, solved = 0;
  for (const std::string& line : data_lines("sudoku_cases.txt")) {
    const std::vector<std::string> parts = split(line, ':');
    if (parts.size() != 3 || parts[1] != "1") continue;
    INFO(line);
    const Grid puzzle = grid_from(parts[0]);
    const GradeResult result = grade(puzzle);
    check_steps_against(result, grid_from(parts[2]), puzzle);
    CHECK(result.solved_logically == (result.final_grid == grid_from(parts[2])));
    ++puzzles;
    solved += result.solved_logically;
  }
  CHECK(puzzles >= 30);
  CHECK(solved >= 1);
}

TEST_CASE("Grader: generated puzzles of every box shape are graded safely", "[grader]") {
  for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 4}}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      GenerateOptions options;
      options.shape = *Shape::make(rows, cols);
      options.seed = seed;
      const auto generated = generate(options);
      REQUIRE(generated.ok());
      INFO(rows << "x" << cols << " seed " << seed);
      check_steps_against(grade(generated->puzzle), generated->solution, generated->puzzle);
    }
  }
}

TEST_CASE("Grader: easy puzzles solve with singles only", "[grader]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    options.target_clues = 36;
    const auto generated = generate(options);
    REQUIRE(generated.ok());
    INFO("seed " << seed);
    const GradeResult result = grade(generated->puzzle);
    CHECK(result.solved_logically);
    CHECK(singles_only(result));
    CHECK(result.final_grid == generated->solution);
    CHECK(result.score <= weight(Technique::naked_single));
  }
}

// Minimal puzzles reach the subsets and fish far more often than the data file does (a wider run
// of this sweep, 4,630 puzzles from 4x4 to 16x16, used every technique and found no unsafe step).
// The wings, unique rectangle, BUG+1, colouring, chains and forcing steps fire here too; the counts
// are printed (run with -s to see them) and each of those must fire at least once, so the sweep
// keeps checking it against the DLX solution.
TEST_CASE("Grader: sweep of minimal puzzles, every step checked", "[grader]") {
  std::vector<int> fired(kTechniqueCount, 0);
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    GenerateOptions options;
    options.seed = seed;
    const auto generated = generate(options);
    REQUIRE(generated.ok());
    INFO("seed " << seed);
    const GradeResult result = grade(generated->puzzle);
    check_steps_against(result, generated->solution, generated->puzzle);
    for (const Step& step : result.steps) ++fired[static_cast<int>(step.technique)];
  }
  std::string counts;
  for (int t = 0; t < kTechniqueCount; ++t) {
    counts += std::string(to_string(static_cast<Technique>(t))) + " " + std::to_string(fired[t]) + "\n";
  }
  SUCCEED(counts);
  for (Technique t : {Technique::xy_wing, Technique::xyz_wing, Technique::w_wing, Technique::unique_rectangle,
                      Technique::bug_plus_one, Technique::simple_colouring, Technique::x_chain, Technique::xy_chain,
                      Technique::forcing_chain, Technique::forcing_net}) {
    INFO(to_string(t));
    CHECK(fired[static_cast<int>(t)] > 0);
  }
}

TEST_CASE("Grader: public hard puzzles are graded safely up to where guessing starts", "[grader]") {
  SudokuSolver solver{Rules(Shape::classic())};
  std::vector<int> fired(kTechniqueCount, 0);
  for (const std::string& line : data_lines("grader_sample.txt")) {
    const Grid puzzle = grid_from(line);
    INFO(text_of(puzzle));
    const auto solved = solver.solve(puzzle);
    REQUIRE(solved.ok());
    REQUIRE(solved->solution);
    const GradeResult result = grade(puzzle);
    check_steps_against(result, *solved->solution, puzzle);
    for (const Step& step : result.steps) ++fired[static_cast<int>(step.technique)];
  }
  for (Technique t : {Technique::forcing_chain, Technique::forcing_net, Technique::xy_chain}) {
    INFO(to_string(t));
    CHECK(fired[static_cast<int>(t)] > 0);
  }
}
