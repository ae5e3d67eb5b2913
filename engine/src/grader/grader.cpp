// The grader's core (see grader.hpp): technique names and weights, Sudoku Explainer's order of
// techniques (its "producers"), the rated next step and the hint's next step, and the grading loop.
// Siblings: grader/grid.cpp (the candidate grid), grader/singles.cpp, grader/direct.cpp (direct
// locked candidates and hidden subsets), grader/sets.cpp (locked candidates, subsets, fish),
// grader/wings.cpp (wings), grader/uniqueness.cpp (unique rectangles and loops, BUG),
// grader/exclusion.cpp (aligned exclusion), grader/chains.cpp (the teaching chains), the chaining
// engine (grader/chaining.hpp and its files), grader/trial.cpp (the safety net), grader/levels.cpp
// (levels and ratings), grader_detail.hpp (what they share).
#include "dlx/grader/grader.hpp"

#include <algorithm>

#include "chaining.hpp"
#include "grader_detail.hpp"

namespace dlx {

namespace {

struct TechniqueInfo {
  const char* name;
  double weight;  // the least a step of it weighs (chains: before the length bonus)
  bool teaching;  // not in SE's technique set: hints only, never on the rated path
};

// Indexed by Technique; the table in grader.hpp documents the same numbers.
constexpr TechniqueInfo kTechniques[] = {
    {"full house", 1.0, false},
    {"naked single", 2.3, false},
    {"hidden single box", 1.2, false},
    {"hidden single line", 1.5, false},
    {"pointing", 2.6, false},
    {"claiming", 2.8, false},
    {"naked pair", 3.0, false},
    {"hidden pair", 3.4, false},
    {"naked triple", 3.6, false},
    {"hidden triple", 4.0, false},
    {"naked quad", 5.0, false},
    {"hidden quad", 5.4, false},
    {"x-wing", 3.2, false},
    {"swordfish", 3.8, false},
    {"jellyfish", 5.2, false},
    {"xy-wing", 4.2, false},
    {"xyz-wing", 4.4, false},
    {"w-wing", 4.4, true},
    {"unique rectangle", 4.5, false},
    {"bug+1", 5.6, false},
    {"simple colouring", 6.5, true},
    {"x-chain", 6.6, false},
    {"xy-chain", 7.0, true},
    {"forcing chain", 7.0, false},
    {"direct pointing", 1.7, false},
    {"direct claiming", 1.9, false},
    {"direct hidden pair", 2.0, false},
    {"direct hidden triple", 2.5, false},
    {"unique loop", 4.6, false},
    {"bug", 5.7, false},
    {"aligned pair exclusion", 6.2, false},
    {"aligned triple exclusion", 7.5, false},
    {"x-cycle", 6.5, false},
    {"y-cycle", 6.5, false},
    {"xy-cycle", 7.0, false},
    {"nishio", 7.5, false},
    {"cell forcing chains", 8.0, false},
    {"region forcing chains", 8.0, false},
    {"dynamic contradiction", 8.5, false},
    {"dynamic double forcing", 8.5, false},
    {"dynamic cell forcing", 8.5, false},
    {"dynamic region forcing", 8.5, false},
    {"nested forcing chain", 9.5, false},
    {"trial", 11.0, false},
    {"cage combination", 2.6, false},
    {"cage unit overlap", 2.8, false},
    {"innies", 2.8, false},
    {"outies", 2.8, false},
    {"innie-outie difference", 3.6, false},
};
static_assert(sizeof(kTechniques) / sizeof(kTechniques[0]) == kTechniqueCount, "one row per technique");

using Steps = std::vector<Step>;

Steps one(std::optional<Step> step) {
  Steps out;
  if (step) out.push_back(std::move(*step));
  return out;
}

// Work budget of the nested chain producers (levels 1-3: propagation steps per search, about a
// second each): SE's dynamic chains with chains nested inside cost minutes per step on the forum's
// hardest puzzles, and a hint must not stall. A producer that runs out gives the lightest steps it
// found so far (valid, perhaps heavier than SE's), or none, and the next one (at worst the trial)
// goes on. Measured on the forum-hardest sample: see docs/speed.md (Rating and levelled generation).
constexpr long long kNestedBudget = 2000000;

// One of SE's producers: a family of techniques asked as one; its steps of least weight.
struct Producer {
  double base;      // the least weight it can return
  bool uniqueness;  // assumes a unique solution
  Steps (*find)(const CandidateGrid&);
};

using namespace grader_detail;

Steps chaining(const CandidateGrid& grid, ChainMode mode, long long budget) {
  return find_chaining(grid, mode, budget);
}

// SE 1.2.1's order (its Solver: direct hints, indirect hints, chaining, then the nested "rescue"
// producers), which is also the order of their least weights but for a few overlaps: the first
// producer that finds anything gives the step, as in SE.
const Producer kProducers[] = {
    {1.0, false, [](const CandidateGrid& g) { return one(find_full_house(g)); }},
    {1.2, false, [](const CandidateGrid& g) { return one(find_hidden_single(g, true)); }},
    {1.5, false, [](const CandidateGrid& g) { return one(find_hidden_single(g, false)); }},
    {1.7, false, [](const CandidateGrid& g) { return one(find_direct_locked(g)); }},
    {2.0, false, [](const CandidateGrid& g) { return one(find_direct_hidden_subset(g, 2)); }},
    {2.3, false, [](const CandidateGrid& g) { return one(find_naked_single(g)); }},
    {2.5, false, [](const CandidateGrid& g) { return one(find_direct_hidden_subset(g, 3)); }},
    {2.6, false,
     [](const CandidateGrid& g) {
       std::optional<Step> s = find_locked(g, true);
       return one(s ? std::move(s) : find_locked(g, false));
     }},
    // Killer (grader/killer.cpp; nothing to find without cages): placed on SE's scale beside their
    // classic kin, locked candidates, as SudokuWiki's killer solver orders them (see there).
    {2.6, false, [](const CandidateGrid& g) { return one(find_cage_combination(g)); }},
    {2.8, false, [](const CandidateGrid& g) { return one(find_cage_overlap(g)); }},
    {2.8, false, [](const CandidateGrid& g) { return one(find_rule_of_45(g, 1, 1)); }},
    {3.0, false, [](const CandidateGrid& g) { return one(find_naked_subset(g, 2)); }},
    {3.2, false, [](const CandidateGrid& g) { return one(find_fish(g, 2)); }},
    {3.4, false, [](const CandidateGrid& g) { return one(find_rule_of_45(g, 2, 4)); }},
    {3.4, false, [](const CandidateGrid& g) { return one(find_hidden_subset(g, 2)); }},
    {3.6, false, [](const CandidateGrid& g) { return one(find_naked_subset(g, 3)); }},
    {3.8, false, [](const CandidateGrid& g) { return one(find_fish(g, 3)); }},
    {4.0, false, [](const CandidateGrid& g) { return one(find_hidden_subset(g, 3)); }},
    {4.2, false, [](const CandidateGrid& g) { return one(find_xy_wing(g)); }},
    {4.4, false, [](const CandidateGrid& g) { return one(find_xyz_wing(g)); }},
    {4.5, true, [](const CandidateGrid& g) { return one(find_unique_loop(g)); }},
    {5.0, false, [](const CandidateGrid& g) { return one(find_naked_subset(g, 4)); }},
    {5.2, false, [](const CandidateGrid& g) { return one(find_fish(g, 4)); }},
    {5.4, false, [](const CandidateGrid& g) { return one(find_hidden_subset(g, 4)); }},
    {5.6, true, [](const CandidateGrid& g) { return one(find_bug(g)); }},
    {6.2, false, [](const CandidateGrid& g) { return one(find_aligned_exclusion(g, 2)); }},
    {6.5, false, [](const CandidateGrid& g) { return find_cycles_and_chains(g); }},
    {7.5, false, [](const CandidateGrid& g) { return one(find_aligned_exclusion(g, 3)); }},
    {7.5, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{false, true, true, 0, 0}, -1);
     }},
    {8.0, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{true, false, false, 0, 0}, -1);
     }},
    {8.5, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{true, true, false, 0, 0}, -1);
     }},
    {9.0, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{true, true, false, 1, 0}, kNestedBudget);
     }},
    {9.5, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{true, true, false, 2, 0}, kNestedBudget);
     }},
    {10.0, false,
     [](const CandidateGrid& g) {
       return chaining(g, ChainMode{true, true, false, 3, 0}, kNestedBudget);
     }},
    {11.0, false, [](const CandidateGrid& g) { return find_trials(g, true); }},
};

// The teaching step a hint may show instead of the rated one, when it weighs no more: a named
// pattern is easier to see than the same logic as a general chain (SE's forcing chain of equal
// weight is often the very XY-chain).
std::optional<Step> teaching_step(const CandidateGrid& grid, double at_most) {
  if (at_most >= weight(Technique::w_wing) - 1e-9) {
    if (auto s = find_w_wing(grid)) return s;
  }
  if (at_most >= weight(Technique::simple_colouring) - 1e-9) {
    Steps colourings = find_simple_colourings(grid);
    if (!colourings.empty()) return std::move(colourings.front());
  }
  if (at_most >= weight(Technique::xy_chain) - 1e-9) {
    Steps chains = find_xy_chains(grid);
    if (!chains.empty() && chains.front().weight <= at_most + 1e-9) return std::move(chains.front());
  }
  return std::nullopt;
}

}  // namespace

const char* to_string(Technique technique) { return kTechniques[static_cast<int>(technique)].name; }
double weight(Technique technique) { return kTechniques[static_cast<int>(technique)].weight; }
bool teaching(Technique technique) { return kTechniques[static_cast<int>(technique)].teaching; }

const char* to_string(LinkKind kind) {
  switch (kind) {
    case LinkKind::strong:
      return "strong";
    case LinkKind::weak:
      return "weak";
    case LinkKind::implies:
      return "implies";
  }
  return "implies";
}

double length_bonus(int nodes) {
  // Sudoku Explainer's thresholds: 4, 6, 8, 12, 16, 24, 32, 48, ... (alternately x3/2 and x4/3).
  double bonus = 0.0;
  int threshold = 4;
  for (bool odd = false; nodes > threshold; odd = !odd) {
    bonus += 0.1;
    threshold = odd ? threshold * 4 / 3 : threshold * 3 / 2;
  }
  return bonus;
}

namespace grader_detail {

Steps find_all(const CandidateGrid& grid, Technique technique) {
  switch (technique) {
    case Technique::simple_colouring:
      return find_simple_colourings(grid);
    case Technique::xy_chain:
      return find_xy_chains(grid);
    case Technique::x_cycle:
    case Technique::y_cycle:
    case Technique::xy_cycle:
    case Technique::x_chain:
    case Technique::forcing_chain: {
      Chainer chainer(grid, ChainMode{});
      return lightest_steps(chainer, cycles_and_chains(chainer), technique);
    }
    case Technique::nishio:
      return find_chaining(grid, ChainMode{false, true, true, 0, 0});
    case Technique::cell_forcing:
    case Technique::region_forcing:
    case Technique::dynamic_contradiction:
    case Technique::dynamic_double:
    case Technique::dynamic_cell:
    case Technique::dynamic_region: {
      const bool dynamic = technique != Technique::cell_forcing && technique != Technique::region_forcing;
      Chainer chainer(grid, ChainMode{true, dynamic, false, 0, 0});
      return lightest_steps(chainer, forcing_chains(chainer), technique);
    }
    case Technique::nested_forcing:
      return find_chaining(grid, ChainMode{true, true, false, 2, 0}, kNestedBudget);
    default:
      return one(find_step(grid, technique));
  }
}

Steps next_round(const CandidateGrid& grid, double max_weight, bool uniqueness, double from_weight) {
  // A broken grid proves anything; refuse rather than return steps built on it.
  if (grid.solved() || grid.contradiction()) return {};
  for (const Producer& producer : kProducers) {
    if (producer.base > max_weight + 1e-9) break;
    if (producer.uniqueness && !uniqueness) continue;
    if (producer.base < from_weight - 1e-9) continue;
    Steps steps = producer.find(grid);
    if (steps.empty()) continue;
    // SE takes the first producer's step whatever it weighs: a heavier one ends the question.
    if (steps.front().weight > max_weight + 1e-9) return {};
    return steps;
  }
  return {};
}

bool solves_within(CandidateGrid& grid, double max_weight, bool uniqueness) {
  if (max_weight < weight(Technique::hidden_single_box)) return grid.solved();
  const bool lines = max_weight >= weight(Technique::naked_single);
  // With hidden triples allowed, every producer below 2.6 is redundant once the singles are in:
  // what a direct technique places, its indirect form (locked candidates, hidden pair or triple)
  // and a single reach too, and the question is only whether the puzzle gets solved.
  const double from = max_weight >= weight(Technique::hidden_triple) - 1e-9 ? weight(Technique::pointing) : 0.0;
  while (true) {
    if (!propagate_singles(grid, lines)) return false;
    if (grid.solved()) return true;
    const Steps round = next_round(grid, max_weight, uniqueness, from);
    if (round.empty()) return false;
    for (const Step& step : round) apply(grid, step);
  }
}

}  // namespace grader_detail

std::optional<Step> find_step(const CandidateGrid& grid, Technique technique) {
  using namespace grader_detail;
  switch (technique) {
    case Technique::full_house:
      return find_full_house(grid);
    case Technique::naked_single:
      return find_naked_single(grid);
    case Technique::hidden_single_box:
      return find_hidden_single(grid, true);
    case Technique::hidden_single_line:
      return find_hidden_single(grid, false);
    case Technique::direct_pointing:
    case Technique::direct_claiming: {
      std::optional<Step> s = find_direct_locked(grid, technique == Technique::direct_pointing);
      return s;
    }
    case Technique::direct_hidden_pair:
      return find_direct_hidden_subset(grid, 2);
    case Technique::direct_hidden_triple:
      return find_direct_hidden_subset(grid, 3);
    case Technique::pointing:
      return find_locked(grid, true);
    case Technique::claiming:
      return find_locked(grid, false);
    case Technique::naked_pair:
      return find_naked_subset(grid, 2);
    case Technique::hidden_pair:
      return find_hidden_subset(grid, 2);
    case Technique::naked_triple:
      return find_naked_subset(grid, 3);
    case Technique::hidden_triple:
      return find_hidden_subset(grid, 3);
    case Technique::naked_quad:
      return find_naked_subset(grid, 4);
    case Technique::hidden_quad:
      return find_hidden_subset(grid, 4);
    case Technique::x_wing:
      return find_fish(grid, 2);
    case Technique::swordfish:
      return find_fish(grid, 3);
    case Technique::jellyfish:
      return find_fish(grid, 4);
    case Technique::xy_wing:
      return find_xy_wing(grid);
    case Technique::xyz_wing:
      return find_xyz_wing(grid);
    case Technique::w_wing:
      return find_w_wing(grid);
    case Technique::unique_rectangle:
    case Technique::unique_loop:
      return find_unique_loop(grid, technique);
    case Technique::bug_plus_one:
    case Technique::bug:
      return find_bug(grid, technique);
    case Technique::aligned_pair_exclusion:
      return find_aligned_exclusion(grid, 2);
    case Technique::aligned_triple_exclusion:
      return find_aligned_exclusion(grid, 3);
    case Technique::trial:
      return find_trial(grid);
    case Technique::cage_combination:
      return find_cage_combination(grid);
    case Technique::cage_overlap:
      return find_cage_overlap(grid);
    case Technique::innies:
    case Technique::outies:
    case Technique::innie_outie: {
      std::optional<Step> s = find_rule_of_45(grid, 1, 1, technique);
      return s ? s : find_rule_of_45(grid, 2, 4, technique);
    }
    default: {
      Steps all = find_all(grid, technique);
      if (all.empty()) return std::nullopt;
      return std::move(all.front());
    }
  }
}

std::optional<Step> next_rated_step(const CandidateGrid& grid, double max_weight) {
  Steps round = grader_detail::next_round(grid, max_weight, true);
  if (round.empty()) return std::nullopt;
  return std::move(round.front());
}

std::optional<Step> next_step(const CandidateGrid& grid, double max_weight) {
  std::optional<Step> rated = next_rated_step(grid, max_weight);
  if (!rated) return rated;
  std::optional<Step> taught = teaching_step(grid, rated->weight);
  return taught ? taught : rated;
}

std::optional<Step> next_step(const CandidateGrid& grid) { return next_step(grid, 1e9); }

void apply(CandidateGrid& grid, const Step& step) {
  for (const auto& [cell, digit] : step.placements) grid.place(cell, digit);
  for (const auto& [cell, digit] : step.eliminations) grid.eliminate(cell, digit);
}

namespace {

bool changes(const CandidateGrid& grid, const Step& step) {
  for (const auto& [cell, digit] : step.placements) {
    if (grid.value(cell) == 0) return true;
  }
  for (const auto& [cell, digit] : step.eliminations) {
    if (grid.has(cell, digit)) return true;
  }
  return false;
}

}  // namespace

GradeResult grade(const Rules& rules, const Grid& puzzle) {
  GradeResult result;
  result.final_grid = puzzle;
  Result<CandidateGrid> made = CandidateGrid::make(rules, puzzle);
  if (!made) return result;
  CandidateGrid& grid = made.value();
  // Every step places a digit or removes a candidate, so this ends within cells * N steps.
  const auto take = [&](Step step) {
    apply(grid, step);
    if (!result.hardest || step.weight > result.score + 1e-9) {
      result.hardest = step.technique;
      result.score = step.weight;
    }
    result.steps.push_back(std::move(step));
  };
  while (true) {
    // A chain producer's steps of least weight come as a round, applied one after the other (each
    // still holds: a deduction stays true as candidates go). Taking only the first would let the
    // scan order pick which chain goes, and a later chain's length, so the score, could then differ
    // between a puzzle and its mirror image.
    Steps round = grader_detail::next_round(grid, 1e9, true);
    if (round.empty()) break;
    for (Step& s : round) {
      if (!changes(grid, s)) continue;
      take(std::move(s));
    }
  }
  result.solved_logically = grid.solved();
  result.final_grid = grid.grid();
  return result;
}

GradeResult grade(const Grid& puzzle) { return grade(Rules(puzzle.shape()), puzzle); }

namespace {

// The light techniques, SE's producers up to 2.5 (full house, hidden singles, direct pointing and
// claiming, direct hidden pair, naked single, direct hidden triple), only place digits, and a
// digit one of them places stays placeable by them (or placed) as other digits go in. So the
// position where none is left is the same in whatever order they are taken, and so is the
// heaviest one needed on the way when the lightest is always taken first, as SE does: once the
// score has reached w, the light steps of weight <= w change neither the score nor where the
// path goes next, and rate() places those that are singles in bulk, without step records.
constexpr double kLightTop = 2.5;

// Places every single of weight at most `w` (full house 1.0, hidden single in a box 1.2 or a line
// 1.5, naked single 2.3) until none is left; false on a contradiction.
bool place_free_singles(CandidateGrid& grid, double w) {
  if (w < weight(Technique::full_house) - 1e-9) return true;
  return grader_detail::propagate_singles(
      grid, {w >= weight(Technique::hidden_single_box) - 1e-9, w >= weight(Technique::hidden_single_line) - 1e-9,
             w >= weight(Technique::naked_single) - 1e-9});
}

}  // namespace

// grade()'s score and hardest technique without its path: the same rounds on the same positions,
// but the light steps that cannot raise the score go in as a bulk of singles (see above).
Rating rate(const Rules& rules, const Grid& puzzle) {
  Rating rating;
  Result<CandidateGrid> made = CandidateGrid::make(rules, puzzle);
  if (!made) return rating;
  CandidateGrid& grid = made.value();
  while (place_free_singles(grid, std::min(rating.score, kLightTop))) {
    Steps round = grader_detail::next_round(grid, 1e9, true);
    if (round.empty()) break;
    for (const Step& s : round) {
      if (!changes(grid, s)) continue;
      apply(grid, s);
      if (!rating.hardest || s.weight > rating.score + 1e-9) {
        rating.hardest = s.technique;
        rating.score = s.weight;
      }
    }
  }
  rating.level = level_of_score(rating.score);
  return rating;
}

Rating rate(const Grid& puzzle) {
  // The classic rules of the shape, kept between calls (making them costs more than an easy rating).
  thread_local std::optional<Rules> rules;
  if (!rules || rules->shape() != puzzle.shape() || !rules->variant().classic()) rules.emplace(puzzle.shape());
  return rate(*rules, puzzle);
}

}  // namespace dlx
