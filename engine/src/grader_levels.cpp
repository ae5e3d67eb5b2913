// Levels and ratings (see grader.hpp): the score bands of the six levels, and the rating of a
// graded puzzle, with the DLX search size as the measure of a puzzle that needs guessing.
// Siblings: grader.cpp (the grading loop whose result is rated here).
#include <algorithm>
#include <cctype>
#include <cmath>

#include "dlx/grader.hpp"
#include "dlx/sudoku_solver.hpp"
#include "grader_detail.hpp"

namespace dlx {

namespace {

constexpr const char* kLevelNames[kLevelCount] = {"easy", "medium", "hard", "expert", "extreme", "diabolical"};
// The largest score of each level; the table in grader.hpp documents the same bands.
constexpr double kLevelTop[kLevelCount] = {1.2, 2.3, 3.4, 5.6, 8.9, 9.9};
constexpr double kGuessBase = 9.0;
// A stuck position whose uniqueness search runs past this is scored at the top of the scale.
constexpr std::uint64_t kGuessSearchBudget = 2000000;

}  // namespace

const char* to_string(Level level) { return kLevelNames[static_cast<int>(level)]; }

Result<Level> parse_level(const std::string& text) {
  std::string lower;
  for (char ch : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (int i = 0; i < kLevelCount; ++i) {
    if (lower == kLevelNames[i]) return static_cast<Level>(i);
  }
  return make_error("argument",
                    "unknown level '" + text + "': choose easy, medium, hard, expert, extreme or diabolical");
}

double max_score(Level level) { return kLevelTop[static_cast<int>(level)]; }

Level level_of_score(double score) {
  int level = 0;
  while (level + 1 < kLevelCount && score > kLevelTop[level] + 1e-9) ++level;
  return static_cast<Level>(level);
}

namespace {

// The rating of a puzzle logic solved; no search needed.
Rating logical_rating(const GradeResult& graded) {
  Rating rating;
  rating.score = graded.score;
  rating.hardest = graded.hardest;
  rating.level = std::min(level_of_score(graded.score), Level::extreme);
  return rating;
}

}  // namespace

namespace grader_detail {

Rating rate_graded(SudokuSolver& solver, const GradeResult& graded) {
  if (graded.solved_logically) return logical_rating(graded);
  Rating rating;
  rating.score = graded.score;
  rating.hardest = graded.hardest;
  rating.level = Level::diabolical;
  rating.needs_guessing = true;
  // The search that proves the stuck position's solution unique says how much guessing the rest
  // takes: Rating::search_nodes. Its node count depends on DLX's tie-breaks, which follow the cell
  // and digit order, so the same puzzle turned or relabelled can count differently; the score
  // therefore uses what the search has to rule out, which does not depend on order: the
  // candidates left beyond one per empty cell at the stuck position. 9.0 + 0.1 per doubling of
  // that number, capped at 9.9.
  const Result<CountResult> counted = solver.count(graded.final_grid, 2, kGuessSearchBudget);
  std::uint64_t nodes = kGuessSearchBudget;
  if (counted && !counted->budget_exhausted) nodes = counted->counters.nodes;
  rating.search_nodes = static_cast<long long>(nodes);
  const double spare = graded.stuck_candidates > graded.stuck_empty ? graded.stuck_candidates - graded.stuck_empty : 1;
  rating.score = std::min(kLevelTop[kLevelCount - 1], kGuessBase + 0.1 * std::floor(std::log2(spare)));
  rating.score = std::round(rating.score * 10.0) / 10.0;
  return rating;
}

}  // namespace grader_detail

Rating rating_of(const Rules& rules, const GradeResult& graded) {
  if (graded.solved_logically) return logical_rating(graded);  // no solver to build
  SudokuSolver solver(rules);
  return grader_detail::rate_graded(solver, graded);
}

Rating rate(const Rules& rules, const Grid& puzzle) { return rating_of(rules, grade(rules, puzzle)); }

Rating rate(const Grid& puzzle) { return rate(Rules(puzzle.shape()), puzzle); }

}  // namespace dlx
