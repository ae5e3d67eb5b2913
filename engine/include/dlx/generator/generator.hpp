// The generator: a random full grid from randomised DLX, then clues dug out one cell (or one
// symmetric group of cells) at a time, each removal kept only while the solution stays unique.
// With a difficulty, the digging is steered by the grader (grader.hpp) and the result is rated
// exactly at the level asked for. Everything random comes from the seed, so a seed reproduces the
// puzzle exactly, natively and in WebAssembly alike. Implementation: src/generator*.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "dlx/base/result.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {

enum class Symmetry : std::uint8_t {
  none,
  rot180,    // cell (r, c) goes with (N-1-r, N-1-c)
  mirror,    // left-right: (r, c) with (r, N-1-c)
  rot90,     // quarter turns: (r, c), (c, N-1-r), (N-1-r, N-1-c), (N-1-c, r): groups of up to 4
  diagonal,  // the main diagonal: (r, c) with (c, r)
};
// Every symmetry: the one list behind parse_symmetry, the CLI's choices and the bindings' names()
// (mirrored for the page by web/engine/engine_names.js, checked by tests/js/engine_names.test.mjs).
inline constexpr std::array<Symmetry, 5> kSymmetries = {Symmetry::none, Symmetry::rot180, Symmetry::mirror,
                                                        Symmetry::rot90, Symmetry::diagonal};
// The stable identifier: "none", "rot180", "mirror", "rot90", "diagonal". rot90 and diagonal need
// a square box (3x3, 2x2, 4x4, 5x5): generate() refuses them on other shapes, whose boxes a
// quarter turn would not keep.
const char* to_string(Symmetry symmetry);
Result<Symmetry> parse_symmetry(const std::string& text);

// The variant to make (generator_variants.cpp). Jigsaw regions are grown at random (connected,
// N cells each) and killer cages grown at random over the full grid, as Solo does; the digging
// keeps the solution unique under the variant's rules. Levels are not offered for variants yet.
struct VariantRequest {
  bool diagonals = false;
  bool windows = false;
  bool jigsaw = false;
  bool killer = false;
  bool any() const { return diagonals || windows || jigsaw || killer; }
};
// "x", "windoku", "jigsaw", "killer", joined by '+' ("killer+x"); "classic" is none.
Result<VariantRequest> parse_variant_request(const std::string& text);

struct GenerateOptions {
  Shape shape = Shape::classic();
  VariantRequest variant;
  std::uint64_t seed = 0;
  Symmetry symmetry = Symmetry::none;
  // Dig no further than this many clues (0 = dig as far as uniqueness allows).
  int target_clues = 0;
  // Dig until no clue can be removed (target_clues is then ignored). A full pass already gives
  // that: removing clues only ever adds solutions, so a clue that could not go when it was tried
  // cannot go later either. Refused together with a symmetry, which a minimal puzzle rarely keeps.
  bool minimal = false;
  // Generate until a puzzle rates exactly this level (grader.hpp), within the budget below;
  // the "budget" error says which level was not reached and the closest level achieved. Each
  // attempt is a new full grid from the same seeded stream, so a seed reproduces the puzzle as
  // long as the budget lets the run get that far. Levelled generation is for 9x9 and smaller
  // boards (the levels are calibrated on 9x9); target_clues and minimal are then refused.
  std::optional<Level> difficulty;
  int max_attempts = 0;       // 0 = a default chosen per level (kDefaultAttempts in generator_levels.cpp)
  double time_budget_ms = 0;  // 0 = no time limit (attempts only)
  // Plain digging (no difficulty) is bounded by time_budget_ms only when the caller passes a clock
  // (monotonic, in ms): the engine reads none itself. Running out is a "budget" error.
  std::function<double()> clock_ms;
};

struct Generated {
  Grid puzzle;
  Grid solution;
  std::uint64_t seed;
  int clues;
  std::optional<Rating> rating;  // set when a difficulty was asked for (the rating it met)
  int attempts = 1;              // full grids tried
  Variant variant = {};          // the rules the puzzle is unique under (classic: none)
};

Result<Generated> generate(const GenerateOptions& options);

// The cells that must be removed together with `cell` under a symmetry (cell itself included).
std::vector<int> symmetry_group(const Shape& shape, Symmetry symmetry, int cell);

}  // namespace dlx
