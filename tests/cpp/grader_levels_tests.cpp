// Tests of levels and ratings: the level names and score bands, ratings of real puzzles, and
// consistency: the same puzzle always gets the same rating, and so does every copy of it with the
// digits relabelled or the grid turned, mirrored, transposed, or with bands, stacks, rows within a
// band or columns within a stack swapped (tests/data/grader_sample.txt: public hard puzzles).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "dlx/grader.hpp"
#include "dlx/rng.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::data_lines;
using dlx::testing::grid_from;
using dlx::testing::text_of;

namespace {

// A copy of a 9x9 grid with cell (r, c) taken from source(r, c).
Grid remap(const Grid& g, const std::function<std::pair<int, int>(int, int)>& source) {
  Grid out(g.shape());
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const auto [sr, sc] = source(r, c);
      out[r * 9 + c] = g[sr * 9 + sc];
    }
  }
  return out;
}

struct Transform {
  const char* name;
  std::function<Grid(const Grid&)> apply;
};

// Each of the Sudoku symmetries on its own, then a relabelling and a few random compositions.
std::vector<Transform> transforms() {
  std::vector<Transform> all = {
      {"transpose", [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(c, r); }); }},
      {"rotate 90", [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(8 - c, r); }); }},
      {"rotate 180", [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(8 - r, 8 - c); }); }},
      {"rotate 270", [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(c, 8 - r); }); }},
      {"mirror left-right",
       [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(r, 8 - c); }); }},
      {"mirror top-bottom",
       [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair(8 - r, c); }); }},
      {"swap bands 1 and 3",
       [](const Grid& g) { return remap(g, [](int r, int c) { return std::make_pair((r + 6) % 9, c); }); }},
      {"swap stacks 1 and 2",
       [](const Grid& g) {
         return remap(g, [](int r, int c) { return std::make_pair(r, c < 3 ? c + 3 : c < 6 ? c - 3 : c); });
       }},
      {"swap rows 4 and 6",
       [](const Grid& g) {
         return remap(g, [](int r, int c) { return std::make_pair(r == 3 ? 5 : r == 5 ? 3 : r, c); });
       }},
      {"swap columns 7 and 8",
       [](const Grid& g) {
         return remap(g, [](int r, int c) { return std::make_pair(r, c == 6 ? 7 : c == 7 ? 6 : c); });
       }},
      {"relabel digits d -> 10 - d",
       [](const Grid& g) {
         Grid out = g;
         for (int i = 0; i < 81; ++i) out[i] = g[i] == 0 ? 0 : 10 - g[i];
         return out;
       }},
  };
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    all.push_back({"random composition", [seed](const Grid& g) {
                     Rng rng(seed);
                     std::vector<int> digits = {1, 2, 3, 4, 5, 6, 7, 8, 9}, bands = {0, 1, 2}, stacks = {0, 1, 2};
                     rng.shuffle(digits);
                     rng.shuffle(bands);
                     rng.shuffle(stacks);
                     std::vector<int> rows, cols;
                     for (int b : bands) {
                       std::vector<int> in = {0, 1, 2};
                       rng.shuffle(in);
                       for (int x : in) rows.push_back(3 * b + x);
                     }
                     for (int s : stacks) {
                       std::vector<int> in = {0, 1, 2};
                       rng.shuffle(in);
                       for (int x : in) cols.push_back(3 * s + x);
                     }
                     const bool flip = rng.below(2) == 1;
                     Grid out = remap(g, [&](int r, int c) {
                       return flip ? std::make_pair(cols[c], rows[r]) : std::make_pair(rows[r], cols[c]);
                     });
                     for (int i = 0; i < 81; ++i) out[i] = out[i] == 0 ? 0 : digits[out[i] - 1];
                     return out;
                   }});
  }
  return all;
}

std::vector<Grid> sample_puzzles() {
  std::vector<Grid> puzzles;
  for (const std::string& line : data_lines("grader_sample.txt")) puzzles.push_back(grid_from(line));
  return puzzles;
}

std::string describe(const Rating& r) {
  return std::string(to_string(r.level)) + " " + std::to_string(r.score) + " " +
         (r.hardest ? to_string(*r.hardest) : "-");
}

}  // namespace

TEST_CASE("Grader levels: names parse back, case-insensitively; unknown names are refused", "[grader][levels]") {
  for (int l = 0; l < kLevelCount; ++l) CHECK(*parse_level(to_string(static_cast<Level>(l))) == static_cast<Level>(l));
  CHECK(*parse_level("Diabolical") == Level::diabolical);
  const auto bad = parse_level("nightmare");
  REQUIRE(!bad.ok());
  CHECK(bad.error().code == "argument");
  CHECK_THAT(bad.error().message, Catch::Contains("unknown level 'nightmare'"));
}

TEST_CASE("Grader levels: scores fall into the documented bands", "[grader][levels]") {
  const std::vector<std::pair<double, Level>> cases = {
      {1.0, Level::easy},    {1.2, Level::easy},    {1.5, Level::medium},    {2.3, Level::medium},
      {2.6, Level::hard},    {3.4, Level::hard},    {3.6, Level::expert},    {5.6, Level::expert},
      {6.5, Level::extreme}, {8.9, Level::extreme}, {9.0, Level::diabolical}};
  for (const auto& [score, level] : cases) {
    INFO(score);
    CHECK(level_of_score(score) == level);
  }
  CHECK(max_score(Level::easy) == 1.2);
  CHECK(max_score(Level::expert) == 5.6);
  CHECK(max_score(Level::diabolical) == 9.9);
  // Every technique's base weight lands in the level the table in grader.hpp gives it.
  CHECK(level_of_score(weight(Technique::hidden_single_box)) == Level::easy);
  CHECK(level_of_score(weight(Technique::naked_single)) == Level::medium);
  CHECK(level_of_score(weight(Technique::hidden_pair)) == Level::hard);
  CHECK(level_of_score(weight(Technique::naked_triple)) == Level::expert);
  CHECK(level_of_score(weight(Technique::bug_plus_one)) == Level::expert);
  CHECK(level_of_score(weight(Technique::simple_colouring)) == Level::extreme);
  CHECK(level_of_score(weight(Technique::forcing_net)) == Level::extreme);
}

TEST_CASE("Grader levels: ratings of real puzzles agree with their grading", "[grader][levels]") {
  int guessing = 0;
  for (const Grid& puzzle : sample_puzzles()) {
    INFO(text_of(puzzle));
    const GradeResult graded = grade(puzzle);
    const Rating rating = rate(puzzle);
    CHECK(rating.hardest == graded.hardest);
    CHECK(rating.needs_guessing == !graded.solved_logically);
    if (rating.needs_guessing) {
      ++guessing;
      CHECK(rating.level == Level::diabolical);
      CHECK(rating.search_nodes > 0);
      CHECK(rating.score >= 9.0);
      CHECK(rating.score <= 9.9);
    } else {
      CHECK(rating.level == level_of_score(rating.score));
      CHECK(rating.score == graded.score);
      CHECK(rating.search_nodes == 0);
    }
  }
  CHECK(guessing > 0);  // the sample's hardest puzzles are beyond the techniques
}

TEST_CASE("Grader levels: a rating does not change with relabelling or the symmetries of the grid",
          "[grader][levels]") {
  const std::vector<Transform> all = transforms();
  const std::vector<Grid> puzzles = sample_puzzles();
  REQUIRE(puzzles.size() >= 40);
  std::vector<int> levels(kLevelCount, 0);
  for (std::size_t p = 0; p < puzzles.size(); ++p) {
    const Rating original = rate(puzzles[p]);
    ++levels[static_cast<int>(original.level)];
    const Rating again = rate(puzzles[p]);
    CHECK(describe(again) == describe(original));
    // Three transforms per puzzle, rotating through the list, so each one meets a dozen puzzles.
    for (std::size_t k = 0; k < 3; ++k) {
      const Transform& t = all[(3 * p + k) % all.size()];
      const Grid copy = t.apply(puzzles[p]);
      INFO(text_of(puzzles[p]) << " under " << t.name << ": " << text_of(copy));
      const Rating turned = rate(copy);
      CHECK(describe(turned) == describe(original));
      CHECK(turned.needs_guessing == original.needs_guessing);
    }
  }
  // The sample spans several levels, so the check is not about one kind of puzzle only.
  CHECK(std::count_if(levels.begin(), levels.end(), [](int n) { return n > 0; }) >= 3);
}
