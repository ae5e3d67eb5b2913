// Tests of levelled generation: every level yields unique puzzles that the grader rates inside that
// level's range, with the symmetry asked for; a seed reproduces the puzzle; a budget that runs out says
// which level was missed and the closest one reached. The wider sweep is hidden behind
// [.levels-sweep] (run it with `engine_tests "[.levels-sweep]"`).
#include <catch2/catch.hpp>
#include <string>
#include <tuple>
#include <vector>

#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::completes;
using dlx::testing::symmetric;
using dlx::testing::text_of;

namespace {

void check_levelled(Level level, Symmetry symmetry, std::uint64_t seed, SudokuSolver& solver) {
  GenerateOptions options;
  options.seed = seed;
  options.symmetry = symmetry;
  options.difficulty = level;
  const Result<Generated> g = generate(options);
  INFO(to_string(level) << " " << to_string(symmetry) << " seed " << seed);
  REQUIRE(g.ok());
  INFO(text_of(g->puzzle));
  CHECK(solver.count(g->puzzle, 2)->count == 1);
  CHECK(completes(g->solution, g->puzzle));
  CHECK(symmetric(g->puzzle, symmetry));
  CHECK(g->clues == g->puzzle.filled_count());
  const Rating rating = rate(g->puzzle);
  CHECK(rating.level == level);
  REQUIRE(g->rating);
  CHECK(g->rating->level == level);
  CHECK(g->rating->score == rating.score);
  // Inside the level's documented range of SE's scale (grader.hpp).
  CHECK(rating.score >= min_score(level) - 1e-9);
  CHECK(rating.score <= max_score(level) + 1e-9);
  CHECK(g->attempts >= 1);
}

}  // namespace

TEST_CASE("Generator: puzzles at every level are unique and rate inside that level's range", "[generator][levels]") {
  SudokuSolver solver{Rules(Shape::classic())};
  for (int l = 0; l < kLevelCount; ++l) {
    for (std::uint64_t seed = 1; seed <= 2; ++seed) check_levelled(static_cast<Level>(l), Symmetry::none, seed, solver);
  }
}

TEST_CASE("Generator: levelled puzzles keep every symmetry", "[generator][levels]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Symmetry symmetry = GENERATE(Symmetry::rot180, Symmetry::mirror, Symmetry::rot90, Symmetry::diagonal);
  check_levelled(Level::medium, symmetry, 3, solver);
  check_levelled(Level::hard, symmetry, 4, solver);
}

TEST_CASE("Generator: a seed reproduces a levelled puzzle", "[generator][levels]") {
  GenerateOptions options;
  options.seed = 77;
  options.difficulty = Level::expert;
  options.symmetry = Symmetry::rot180;
  const Result<Generated> first = generate(options);
  REQUIRE(first.ok());
  const Result<Generated> again = generate(options);
  REQUIRE(again.ok());
  CHECK(again->puzzle == first->puzzle);
  CHECK(again->attempts == first->attempts);
  options.seed = 78;
  CHECK(generate(options)->puzzle != first->puzzle);
}

TEST_CASE("Generator: a budget that runs out names the level missed and the closest reached", "[generator][levels]") {
  // Diabolical needs several full grids on average: with one attempt per seed, some seed misses.
  GenerateOptions options;
  options.difficulty = Level::diabolical;
  options.max_attempts = 1;
  std::optional<Error> missed;
  for (std::uint64_t seed = 1; seed <= 40 && !missed; ++seed) {
    options.seed = seed;
    const Result<Generated> g = generate(options);
    if (!g) missed = g.error();
  }
  const std::uint64_t missed_seed = options.seed;
  REQUIRE(missed);
  CHECK(missed->code == "budget");
  CHECK_THAT(missed->message, Catch::Contains("no diabolical puzzle within 1 attempt"));
  CHECK_THAT(missed->message, Catch::Contains("the closest level reached was"));

  // A time budget spent by the first attempt stops there: the same miss, said with the budget.
  options.seed = missed_seed;
  options.max_attempts = 0;
  options.time_budget_ms = 1e-6;
  const Result<Generated> timed = generate(options);
  REQUIRE(!timed.ok());
  CHECK(timed.error().code == "budget");
  CHECK_THAT(timed.error().message, Catch::Contains("no diabolical puzzle within 1 attempt (time budget 0 ms)"));
}

TEST_CASE("Generator: levelled options that cannot be honoured are refused", "[generator][levels]") {
  GenerateOptions options;
  options.difficulty = Level::hard;
  options.target_clues = 30;
  CHECK(generate(options).error().code == "argument");
  options.target_clues = 0;
  options.shape = *Shape::make(4, 4);
  CHECK_THAT(generate(options).error().message, Catch::Contains("calibrated on 9x9"));
  options.shape = Shape::classic();
  options.max_attempts = -1;
  CHECK(generate(options).error().code == "argument");
}

// Small boards: 4x4 checked at easy, 6x6 at easy and medium.
TEST_CASE("Generator: small boards get levels too", "[generator][levels]") {
  for (const auto& [rows, cols, top] :
       std::vector<std::tuple<int, int, Level>>{{2, 2, Level::easy}, {2, 3, Level::medium}}) {
    SudokuSolver solver{Rules(*Shape::make(rows, cols))};
    for (int l = 0; l <= static_cast<int>(top); ++l) {
      const Level level = static_cast<Level>(l);
      GenerateOptions options;
      options.shape = *Shape::make(rows, cols);
      options.seed = 5;
      options.difficulty = level;
      const Result<Generated> g = generate(options);
      INFO(rows << "x" << cols << " " << to_string(level));
      REQUIRE(g.ok());
      CHECK(solver.count(g->puzzle, 2)->count == 1);
      CHECK(rate(g->puzzle).level == level);
    }
  }
}

TEST_CASE("Generator: wider sweep of every level and symmetry", "[.levels-sweep]") {
  SudokuSolver solver{Rules(Shape::classic())};
  for (int l = 0; l < kLevelCount; ++l) {
    for (Symmetry s : {Symmetry::none, Symmetry::rot180, Symmetry::mirror, Symmetry::rot90, Symmetry::diagonal}) {
      for (std::uint64_t seed = 100; seed < 110; ++seed) check_levelled(static_cast<Level>(l), s, seed, solver);
    }
  }
}

// The puzzle of the day (web/game/daily.js): the page turns a date into a seed, FNV-1a of
// "dlx-sudoku daily YYYY-MM-DD", and a level by the weekday (Monday easy ... Sunday diabolical;
// Thursday's variant is left to tests/js/daily.test.mjs). Written again here from that rule, so
// the engine's side of the promise is checked in both builds this suite runs in (native and
// WebAssembly): the seed gives a unique puzzle rated at the day's level, inside its SE range, the
// same each time. tests/js/daily.test.mjs checks that the two builds make the same puzzle.
namespace {

std::uint64_t daily_seed(const std::string& date) {
  std::uint32_t hash = 0x811c9dc5U;
  for (const char c : "dlx-sudoku daily " + date) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x01000193U;
  }
  return hash;
}

}  // namespace

TEST_CASE("Generator: a week of puzzles of the day, each at its weekday's level", "[generator][levels][daily]") {
  SudokuSolver solver{Rules(Shape::classic())};
  // 2026-11-30 was a Monday: Monday easy, Tuesday medium, Wednesday hard, Friday expert, Saturday
  // extreme, Sunday diabolical (Thursday is a variant day).
  const std::vector<std::tuple<std::string, Level>> week = {
      {"2026-11-30", Level::easy},   {"2026-12-01", Level::medium},  {"2026-12-02", Level::hard},
      {"2026-12-04", Level::expert}, {"2026-12-05", Level::extreme}, {"2026-12-06", Level::diabolical},
  };
  for (const auto& [date, level] : week) {
    INFO(date);
    check_levelled(level, Symmetry::rot180, daily_seed(date), solver);
    GenerateOptions options;
    options.seed = daily_seed(date);
    options.difficulty = level;
    options.symmetry = Symmetry::rot180;
    CHECK(generate(options)->puzzle == generate(options)->puzzle);
  }
  CHECK(daily_seed("2026-12-01") != daily_seed("2026-12-02"));
}
