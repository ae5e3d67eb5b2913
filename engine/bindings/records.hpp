// The grader's results as plain JS records (full module only): ratings and steps. Siblings:
// convert.hpp (arguments, errors, puzzles), grade.cpp, make.cpp and play.cpp (their callers).
#pragma once

#include "convert.hpp"
#include "dlx/grader/grader.hpp"

namespace dlx::bindings {

// A rating's fields (grader.hpp): level, score, and hardest as their stable names.
void set_rating(val& out, const Rating& rating);
// A step as plain data. Houses come as indices (rows, then columns, then boxes, as in
// web/game/geometry.js) and as houseRecords { house, houseKind, houseIndex } (set_house_kind), so
// the page can name them in any language; `text` is the engine's English sentence, for logs and
// the CLI-like views only. Killer steps' cages: { cage, sum, cells, name, houseKind: "cage",
// houseIndex }.
val step_value(const Rules& rules, const Step& step);

}  // namespace dlx::bindings
