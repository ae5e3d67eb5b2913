// Internal helpers shared by generator.cpp (plain digging) and generator_levels.cpp (digging
// steered by the grader); not part of the engine's API (see include/dlx/generator/generator.hpp).
#pragma once

#include <algorithm>
#include <optional>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"

namespace dlx {
namespace generator_detail {

// A uniqueness check that runs away (large, sparse boards) counts as "not unique": the clue stays.
// It is never taken for unique, which needs the whole search: a budget can only cost a clue.
//
// The check looks for another solution along the known one first (SudokuSolver::still_unique), so
// when there is one it turns up within a few thousand nodes even on 25x25 boards: a check that
// runs out is nearly always a uniqueness proof too deep to finish. Past the first few hundred
// removals on a 25x25 board most checks are such proofs, and a flat budget of 200,000 nodes each
// took 17 s a puzzle to no gain (the dig reaches as few clues without them: other removals make up
// for them). So each check that runs out halves the next checks' budget, down to kCheckFloor.
// Smaller boards never run out (a 9x9 check takes a few hundred nodes, a 16x16 one some tens of
// thousands at most), so their puzzles are the same as with a flat budget.
constexpr std::uint64_t kCheckBudget = 200000;
constexpr std::uint64_t kCheckFloor = 5000;

class CheckBudget {
 public:
  std::uint64_t nodes() const { return std::max(kCheckFloor, kCheckBudget >> std::min(ran_out_, 30)); }
  void ran_out() { ++ran_out_; }
  int times_ran_out() const { return ran_out_; }

 private:
  int ran_out_ = 0;
};

// A random full grid from randomised DLX; none when every fill attempt ran out of budget.
std::optional<Grid> random_full_grid(SudokuSolver& solver, Rng& rng);
// One cell of each symmetry group, in random order.
std::vector<int> shuffled_leaders(const Shape& shape, Symmetry symmetry, Rng& rng);
// Still exactly one solution after digging `dug` out of a puzzle whose only solution is `solution`:
// singles first (when they solve it, it is unique without a search), then DLX looking for a
// solution that differs in a dug cell (SudokuSolver::still_unique), not a count to 2.
// `budget` bounds the DLX search and hears when it runs out.
bool unique(SudokuSolver& solver, CandidateGrid& scratch, const Grid& puzzle, const Grid& solution,
            const std::vector<int>& dug, CheckBudget& budget);
// generator_variants.cpp: a random fill of a (jigsaw) layout, none when short searches fail;
// random connected jigsaw regions (each cell's region); and one killer puzzle at a level (hard and
// up) from a full grid: cages grown at random, then givens dug out and cages merged while the
// grader still solves it within the level's top weight (diabolical: while it stays unique). The
// variant made (base plus cages) and `puzzle`; none when the fresh cages do not solve it.
std::optional<Grid> fill_layout(SudokuSolver& solver, Rng& rng);
std::vector<int> random_regions(const Shape& shape, Rng& rng);
std::optional<Variant> killer_at_level(const Shape& shape, const Variant& base, const Grid& full, Level level, Rng& rng,
                                       Grid& puzzle);
// A variant (options.variant.any(); options already checked). generator_variants.cpp.
Result<Generated> generate_variant(const GenerateOptions& options);
// Levelled generation (options.difficulty set; options already checked).
Result<Generated> generate_levelled(const GenerateOptions& options);

}  // namespace generator_detail
}  // namespace dlx
