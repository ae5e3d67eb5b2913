// Levels and ratings (see grader.hpp): the score ranges of the six levels, on Sudoku Explainer's
// scale, and the rating of a graded puzzle. Sibling: grader.cpp (the grading loop rated here).
#include <cctype>

#include "dlx/grader/grader.hpp"

namespace dlx {

namespace {

constexpr const char* kLevelNames[kLevelCount] = {"easy", "medium", "hard", "expert", "extreme", "diabolical"};
// Each level's range; the table in grader.hpp documents the same bands. Scores are multiples of
// 0.1, so a level's least score is the previous level's top + 0.1.
constexpr double kLevelTop[kLevelCount] = {1.5, 2.5, 4.0, 6.4, 7.9, 20.0};

}  // namespace

const char* to_string(Level level) { return kLevelNames[static_cast<int>(level)]; }

Result<Level> parse_level(const std::string& text) {
  std::string lower;
  for (char ch : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (Level level : kLevels) {
    if (lower == to_string(level)) return level;
  }
  return make_error("argument", "unknown level '" + text + "': choose " +
                                    choices_text(kLevels, [](Level level) { return to_string(level); }));
}

double max_score(Level level) { return kLevelTop[static_cast<int>(level)]; }

double min_score(Level level) { return level == Level::easy ? 0.0 : kLevelTop[static_cast<int>(level) - 1] + 0.1; }

Level level_of_score(double score) {
  int level = 0;
  while (level + 1 < kLevelCount && score > kLevelTop[level] + 1e-9) ++level;
  return static_cast<Level>(level);
}

Rating rating_of(const GradeResult& graded) {
  Rating rating;
  rating.score = graded.score;
  rating.hardest = graded.hardest;
  rating.level = level_of_score(graded.score);
  return rating;
}

}  // namespace dlx
