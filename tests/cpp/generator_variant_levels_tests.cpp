// Tests of levelled generation for variants (generator_levels.cpp, generator_variants.cpp): per
// variant, puzzles at a level are unique under their own rules (DLX), rate at that level under
// those rules, and a seed reproduces them; killer refuses the levels its cages cannot be (easy,
// medium). Kept to fast cases; the full table per variant and level is bench/variant_levels.sh,
// and the wider sweep is hidden behind [.variant-levels-sweep].
#include <catch2/catch.hpp>

#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::text_of;

namespace {

void check_variant_level(const char* variant, Level level, std::uint64_t seed) {
  GenerateOptions options;
  options.variant = *parse_variant_request(variant);
  options.seed = seed;
  options.difficulty = level;
  const Result<Generated> g = generate(options);
  INFO(variant << " " << to_string(level) << " seed " << seed);
  REQUIRE(g.ok());
  INFO(text_of(g->puzzle));
  CHECK(g->variant.diagonals == options.variant.diagonals);
  CHECK(g->variant.windows == options.variant.windows);
  CHECK(g->variant.regions.empty() == !options.variant.jigsaw);
  CHECK(g->variant.cages.empty() == !options.variant.killer);
  Result<Rules> rules = Rules::make(g->puzzle.shape(), g->variant);
  REQUIRE(rules);
  SudokuSolver solver(*rules);
  const Result<CountResult> counted = solver.count(g->puzzle, 2);
  REQUIRE(counted);
  CHECK(counted->count == 1);
  CHECK(counted->first == g->solution);
  const Rating rating = rate(*rules, g->puzzle);
  CHECK(rating.level == level);
  REQUIRE(g->rating);
  CHECK(g->rating->score == rating.score);
  CHECK(rating.score >= min_score(level) - 1e-9);
  CHECK(rating.score <= max_score(level) + 1e-9);
  // The same seed makes the same puzzle under the same rules.
  const Result<Generated> again = generate(options);
  REQUIRE(again.ok());
  CHECK(again->puzzle == g->puzzle);
  CHECK(again->variant == g->variant);
}

}  // namespace

TEST_CASE("Generator: variant puzzles at a level are unique and rate at that level under their rules",
          "[generator][variant-levels]") {
  check_variant_level("x", Level::easy, 1);
  check_variant_level("x", Level::hard, 2);
  check_variant_level("windoku", Level::medium, 1);
  check_variant_level("windoku", Level::expert, 1);
  check_variant_level("jigsaw", Level::hard, 1);
  check_variant_level("jigsaw", Level::expert, 1);
  check_variant_level("killer", Level::hard, 1);
  check_variant_level("killer+x", Level::hard, 1);
}

TEST_CASE("Generator: killer puzzles start at hard", "[generator][variant-levels]") {
  for (Level level : {Level::easy, Level::medium}) {
    GenerateOptions options;
    options.variant = *parse_variant_request("killer");
    options.difficulty = level;
    const Result<Generated> g = generate(options);
    REQUIRE(!g.ok());
    CHECK(g.error().code == "argument");
    CHECK(g.error().message.find("hard") != std::string::npos);
  }
}

TEST_CASE("Generator: every variant at every level it offers (slow sweep)", "[.variant-levels-sweep]") {
  for (const char* variant : {"x", "windoku", "jigsaw", "jigsaw+x", "killer", "killer+x"}) {
    const bool killer = std::string(variant).rfind("killer", 0) == 0;
    for (int l = killer ? static_cast<int>(Level::hard) : 0; l < kLevelCount; ++l) {
      for (std::uint64_t seed = 1; seed <= 3; ++seed) check_variant_level(variant, static_cast<Level>(l), seed);
    }
  }
}
