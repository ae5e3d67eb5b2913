// Levelled generation (see generator.hpp): the digging is steered by the grader so that the
// puzzle lands in the range of the level asked for (grader.hpp: SE's scale), then the full grader
// rates it and the attempt counts only when the rating is inside that range.
//
// Why it is fast: easy to expert keep a removal while steps of at most the level's top weight still
// solve the puzzle, and such a logical solve (without the uniqueness techniques) proves the
// solution unique, so they never run DLX. Each try runs singles first (microseconds, on a grid
// rebuilt from masks) and the heavier techniques only where singles stall. A puzzle dug until no
// clue can go at level L usually rates inside L. Extreme and diabolical dig to a minimal puzzle
// (DLX uniqueness, singles first): about a third of those are extreme and a few per cent
// diabolical. Extreme puts clues back, the last removed first, until steps of at most 7.9 solve
// it, which lands just below the forcing nets; diabolical keeps the minimal puzzle when its rating
// reaches 8.0.
// Sibling: generator.cpp (plain digging, symmetry groups).
#include <chrono>
#include <cstdlib>
#include <string>

#include "generator_detail.hpp"
#include "grader/grader_detail.hpp"

namespace dlx {
namespace generator_detail {
namespace {

// Full grids tried before giving up, per level, when the caller sets no budget.
constexpr int kDefaultAttempts[kLevelCount] = {50, 100, 200, 300, 400, 1000};

struct Digger {
  Digger(const GenerateOptions& o, Rules r, Rng& g)
      : options(o), rules(std::move(r)), solver(rules), scratch(rules), rng(g) {}

  // Removes each still-given group when steps of at most `cap` still solve the puzzle.
  void dig_within(double cap) {
    for (int leader : leaders) {
      const std::vector<int> group = symmetry_group(rules.shape(), options.symmetry, leader);
      if (puzzle[leader] == 0) continue;
      for (int cell : group) puzzle[cell] = 0;
      if (!solvable(cap)) restore(group);
    }
  }

  // Whether steps of at most `cap` (the grader's whole set when cap is the extreme top) solve it.
  bool solvable(double cap) { return scratch.load(puzzle) && grader_detail::solves_within(scratch, cap, false); }

  // From a minimal puzzle logic cannot solve, puts clues back (the last removed first) until it can.
  void back_off_to_logic() {
    const double all = max_score(Level::extreme);
    if (solvable(all)) return;
    for (auto it = leaders.rbegin(); it != leaders.rend(); ++it) {
      if (puzzle[*it] != 0) continue;
      restore(symmetry_group(rules.shape(), options.symmetry, *it));
      if (solvable(all)) return;
    }
  }

  // Plain digging (DLX uniqueness, singles first): a minimal puzzle, the likeliest to need guessing.
  void dig_unique() {
    CheckBudget budget;
    for (int leader : leaders) {
      const std::vector<int> group = symmetry_group(rules.shape(), options.symmetry, leader);
      for (int cell : group) puzzle[cell] = 0;
      if (!unique(solver, scratch, puzzle, full, group, budget)) restore(group);
    }
  }

  void restore(const std::vector<int>& group) {
    for (int cell : group) puzzle[cell] = full[cell];
  }

  // One attempt at `level`: a new full grid, dug in stages. False when the grid could not be filled.
  bool attempt(Level level) {
    std::optional<Grid> filled = options.variant.jigsaw ? fill_layout(solver, rng) : random_full_grid(solver, rng);
    if (!filled) return false;
    full = *filled;
    puzzle = full;
    if (options.variant.killer) {
      // The cages come from the full grid: the killer rules are made here, and rated with.
      std::optional<Variant> made = killer_at_level(rules.shape(), rules.variant(), full, level, rng, puzzle);
      if (!made) return false;
      killer.emplace(Rules::make(rules.shape(), *made).value());
      return true;
    }
    leaders = shuffled_leaders(rules.shape(), options.symmetry, rng);
    const double medium = max_score(Level::medium);
    switch (level) {
      case Level::easy:
        dig_within(max_score(Level::easy));
        break;
      case Level::medium:
        dig_within(medium);
        break;
      case Level::hard:
      case Level::expert:
        dig_within(max_score(level));
        break;
      case Level::extreme:
        dig_unique();
        back_off_to_logic();
        break;
      case Level::diabolical:
        dig_unique();
        break;
    }
    return true;
  }

  // The rules a made puzzle is unique under: the killer rules of the last attempt, else the fill's.
  const Rules& puzzle_rules() const { return killer ? *killer : rules; }

  const GenerateOptions& options;
  Rules rules;  // what the full grid is filled under (a killer's houses, before its cages)
  SudokuSolver solver;
  CandidateGrid scratch;
  Rng& rng;
  std::optional<Rules> killer;
  Grid full{Shape::classic()};
  Grid puzzle{Shape::classic()};
  std::vector<int> leaders;
};

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string score_text(double score) {
  const int tenths = static_cast<int>(score * 10.0 + 0.5);
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

}  // namespace

Result<Generated> generate_levelled(const GenerateOptions& options) {
  const Level target = *options.difficulty;
  if (options.shape.size() > 9) {
    return make_error("argument", "levels are calibrated on 9x9 boards; generate " +
                                      std::to_string(options.shape.size()) + "x" +
                                      std::to_string(options.shape.size()) + " puzzles without a difficulty");
  }
  if (options.variant.killer && target < Level::hard) {
    return make_error("argument", std::string("no ") + to_string(target) +
                                      " killer puzzles: every cage technique weighs 2.6 or more (hard), so a "
                                      "killer's cages make it hard at least; choose hard or above");
  }
  if (options.minimal || options.target_clues != 0) {
    return make_error("argument",
                      "a difficulty decides how far to dig: it cannot be combined with a clue count or "
                      "'minimal'");
  }
  if (options.max_attempts < 0 || options.time_budget_ms < 0) {
    return make_error("argument", "the attempt and time budgets must not be negative");
  }
  const int max_attempts = options.max_attempts > 0     ? options.max_attempts
                           : options.time_budget_ms > 0 ? 1 << 30
                                                        : kDefaultAttempts[static_cast<int>(target)];
  const auto start = std::chrono::steady_clock::now();
  Rng rng(options.seed);
  Variant base;
  base.diagonals = options.variant.diagonals;
  base.windows = options.variant.windows;
  std::optional<Digger> digger;
  std::optional<Rating> closest;
  int attempts = 0;
  // At least one attempt, then more while both budgets allow.
  while (attempts == 0 ||
         (attempts < max_attempts && (options.time_budget_ms <= 0 || ms_since(start) < options.time_budget_ms))) {
    ++attempts;
    if (!digger || options.variant.jigsaw) {
      // A jigsaw draws a new layout for every attempt (some layouts have no filling at all).
      Variant variant = base;
      if (options.variant.jigsaw) variant.regions = random_regions(options.shape, rng);
      Result<Rules> rules = Rules::make(options.shape, variant);
      if (!rules) return rules.error();
      digger.emplace(options, std::move(rules).value(), rng);
    }
    if (!digger->attempt(target)) continue;
    const Rules& rules = digger->puzzle_rules();
    const Rating rating = rate(rules, digger->puzzle);  // grade()'s score, without its path
    if (rating.level == target) {
      Generated out{digger->puzzle, digger->full, options.seed,   digger->puzzle.filled_count(),
                    rating,         attempts,     rules.variant()};
      return out;
    }
    const auto distance = [&](const Rating& r) {
      return std::abs(static_cast<int>(r.level) - static_cast<int>(target));
    };
    if (!closest || distance(rating) < distance(*closest)) closest = rating;
  }
  std::string message = "no " + std::string(to_string(target)) + " puzzle within " + std::to_string(attempts) +
                        (attempts == 1 ? " attempt" : " attempts");
  if (options.time_budget_ms > 0) {
    message += " (time budget " + std::to_string(static_cast<long long>(options.time_budget_ms)) + " ms)";
  }
  message += closest ? "; the closest level reached was " + std::string(to_string(closest->level)) + " (score " +
                           score_text(closest->score) + ")"
                     : "; no grid could be filled";
  message += ". Allow more attempts or time, or choose another seed";
  return make_error("budget", message);
}

}  // namespace generator_detail
}  // namespace dlx
