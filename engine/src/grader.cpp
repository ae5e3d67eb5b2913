// The grader's core (see grader.hpp): technique names and weights, the easiest-first step order
// and the grading loop. Siblings: grader_grid.cpp (the candidate grid), grader_singles.cpp,
// grader_sets.cpp (locked candidates, subsets, fish), grader_wings.cpp (wings, unique rectangle,
// BUG+1), grader_chains.cpp (colouring, X- and XY-chains), grader_forcing.cpp (forcing chains and
// nets), grader_levels.cpp (levels and ratings), grader_detail.hpp (what they share).
#include "dlx/grader.hpp"

#include "grader_detail.hpp"

namespace dlx {

namespace {

struct TechniqueInfo {
  const char* name;
  double weight;
};

// Indexed by Technique; the table in grader.hpp documents the same numbers.
constexpr TechniqueInfo kTechniques[] = {
    {"full house", 1.0},       {"naked single", 2.3},  {"hidden single box", 1.2}, {"hidden single line", 1.5},
    {"pointing", 2.6},         {"claiming", 2.8},      {"naked pair", 3.0},        {"hidden pair", 3.4},
    {"naked triple", 3.6},     {"hidden triple", 4.0}, {"naked quad", 5.0},        {"hidden quad", 5.4},
    {"x-wing", 3.2},           {"swordfish", 3.8},     {"jellyfish", 5.2},         {"xy-wing", 4.2},
    {"xyz-wing", 4.4},         {"w-wing", 4.4},        {"unique rectangle", 4.5},  {"bug+1", 5.6},
    {"simple colouring", 6.5}, {"x-chain", 6.6},       {"xy-chain", 7.0},          {"forcing chain", 8.0},
    {"forcing net", 8.5},
};
static_assert(sizeof(kTechniques) / sizeof(kTechniques[0]) == kTechniqueCount, "one row per technique");

// The order next_step() tries techniques in: by base weight (the table in grader.hpp), as Sudoku
// Explainer does; so a hidden single (1.2, 1.5) is taken before a naked single (2.3), and a
// singles-only puzzle can score below 2.3. Chains can weigh more than their base (length bonus),
// so the search goes on until no later technique could weigh less than the best step found.
constexpr Technique kStepOrder[] = {
    Technique::full_house,
    Technique::hidden_single_box,
    Technique::hidden_single_line,
    Technique::naked_single,
    Technique::pointing,
    Technique::claiming,
    Technique::naked_pair,
    Technique::x_wing,
    Technique::hidden_pair,
    Technique::naked_triple,
    Technique::swordfish,
    Technique::hidden_triple,
    Technique::xy_wing,
    Technique::xyz_wing,
    Technique::w_wing,
    Technique::unique_rectangle,
    Technique::naked_quad,
    Technique::jellyfish,
    Technique::hidden_quad,
    Technique::bug_plus_one,
    Technique::simple_colouring,
    Technique::x_chain,
    Technique::xy_chain,
    Technique::forcing_chain,
    Technique::forcing_net,
};
static_assert(sizeof(kStepOrder) / sizeof(kStepOrder[0]) == kTechniqueCount, "every technique has its turn");

}  // namespace

const char* to_string(Technique technique) { return kTechniques[static_cast<int>(technique)].name; }
double weight(Technique technique) { return kTechniques[static_cast<int>(technique)].weight; }

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
      return find_unique_rectangle(grid);
    case Technique::bug_plus_one:
      return find_bug_plus_one(grid);
    case Technique::simple_colouring:
    case Technique::x_chain:
    case Technique::xy_chain:
    case Technique::forcing_chain:
    case Technique::forcing_net: {
      std::vector<Step> all = find_all(grid, technique);
      if (all.empty()) return std::nullopt;
      return std::move(all.front());
    }
  }
  return std::nullopt;
}

namespace grader_detail {

std::vector<Step> find_all(const CandidateGrid& grid, Technique technique) {
  switch (technique) {
    case Technique::simple_colouring:
      return find_simple_colourings(grid);
    case Technique::x_chain:
      return find_x_chains(grid);
    case Technique::xy_chain:
      return find_xy_chains(grid);
    case Technique::forcing_chain:
      return find_forcing_chains(grid);
    case Technique::forcing_net:
      return find_forcing_nets(grid);
    default:
      return {};
  }
}

}  // namespace grader_detail

namespace grader_detail {

std::optional<Step> next_step_within(const CandidateGrid& grid, double max_weight, bool uniqueness) {
  // A broken grid proves anything; refuse rather than return steps built on it.
  if (grid.solved() || grid.contradiction()) return std::nullopt;
  std::optional<Step> best;
  for (Technique technique : kStepOrder) {
    if (!uniqueness && (technique == Technique::unique_rectangle || technique == Technique::bug_plus_one)) continue;
    const double base = weight(technique);
    if (base > max_weight + 1e-9) break;
    if (best && base >= best->weight - 1e-9) break;
    std::optional<Step> step = find_step(grid, technique);
    if (step && step->weight <= max_weight + 1e-9 && (!best || step->weight < best->weight - 1e-9))
      best = std::move(step);
  }
  return best;
}

bool solves_within(CandidateGrid& grid, double max_weight, bool uniqueness) {
  if (max_weight < weight(Technique::hidden_single_box)) return grid.solved();
  const bool lines = max_weight >= weight(Technique::naked_single);
  while (true) {
    if (!propagate_singles(grid, lines)) return false;
    if (grid.solved()) return true;
    std::optional<Step> step = next_step_within(grid, max_weight, uniqueness);
    if (!step) return false;
    apply(grid, *step);
  }
}

}  // namespace grader_detail

std::optional<Step> next_step(const CandidateGrid& grid, double max_weight) {
  return grader_detail::next_step_within(grid, max_weight, true);
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
  while (std::optional<Step> step = next_step(grid)) {
    // Chains and forcing steps come as a round: every step of that technique and weight found on
    // this position, applied one after the other (each still holds: a deduction stays true as
    // candidates go). Taking only the first would let the scan order pick which chain goes, and a
    // later chain's length, so the score, could then differ between a puzzle and its mirror image.
    std::vector<Step> round = grader_detail::find_all(grid, step->technique);
    if (round.empty()) {
      take(std::move(*step));
      continue;
    }
    for (Step& s : round) {
      if (s.weight > step->weight + 1e-9 || !changes(grid, s)) continue;
      take(std::move(s));
    }
  }
  result.solved_logically = grid.solved();
  result.final_grid = grid.grid();
  for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
    if (grid.value(cell) != 0) continue;
    ++result.stuck_empty;
    result.stuck_candidates += grader_detail::popcount(grid.candidates(cell));
  }
  return result;
}

GradeResult grade(const Grid& puzzle) { return grade(Rules(puzzle.shape()), puzzle); }

}  // namespace dlx
