// The grader's core (see grader.hpp): technique names and weights, the candidate grid, singles,
// the easiest-first step order and the grading loop. Siblings: grader_sets.cpp (locked candidates,
// subsets, fish), grader_wings.cpp (wings, unique rectangle, BUG+1), grader_detail.hpp (what they share).
#include "dlx/grader.hpp"

#include <cctype>

#include "grader_detail.hpp"

namespace dlx {

using grader_detail::cells_with;
using grader_detail::popcount;

namespace {

struct TechniqueInfo {
  const char* name;
  double weight;
};

// Indexed by Technique; the table in grader.hpp documents the same numbers.
constexpr TechniqueInfo kTechniques[] = {
    {"full house", 1.0},   {"naked single", 2.3},  {"hidden single box", 1.2}, {"hidden single line", 1.5},
    {"pointing", 2.6},     {"claiming", 2.8},      {"naked pair", 3.0},        {"hidden pair", 3.4},
    {"naked triple", 3.6}, {"hidden triple", 4.0}, {"naked quad", 5.0},        {"hidden quad", 5.4},
    {"x-wing", 3.2},       {"swordfish", 3.8},     {"jellyfish", 5.2},
    {"xy-wing", 4.2},      {"xyz-wing", 4.4},      {"w-wing", 4.4},            {"unique rectangle", 4.5},
    {"bug+1", 5.6},
};

// The order next_step() tries techniques in: the easiest first, by weight (the table in
// grader.hpp), as Sudoku Explainer does; so a hidden single (1.2, 1.5) is taken before a naked
// single (2.3), and a singles-only puzzle can score below 2.3.
constexpr Technique kStepOrder[] = {
    Technique::full_house,   Technique::hidden_single_box, Technique::hidden_single_line, Technique::naked_single,
    Technique::pointing,     Technique::claiming,          Technique::naked_pair,         Technique::x_wing,
    Technique::hidden_pair,  Technique::naked_triple,      Technique::swordfish,          Technique::hidden_triple,
    Technique::xy_wing,      Technique::xyz_wing,          Technique::w_wing,             Technique::unique_rectangle,
    Technique::naked_quad,   Technique::jellyfish,         Technique::hidden_quad,        Technique::bug_plus_one,
};

int single_digit(DigitMask mask) {
  int digit = 1;
  while (mask > 1) {
    mask >>= 1;
    ++digit;
  }
  return digit;
}

// Digits not yet placed in a house.
DigitMask missing_digits(const CandidateGrid& grid, const House& house) {
  DigitMask missing = grid.all_digits();
  for (int cell : house.cells) {
    if (grid.value(cell) != 0) missing &= ~digit_bit(grid.value(cell));
  }
  return missing;
}

Step placement_step(Technique technique, int cell, int digit, std::vector<int> houses, std::string text) {
  Step step{technique, {cell}, std::move(houses), {{cell, digit}}, {}, std::move(text)};
  return step;
}

}  // namespace

const char* to_string(Technique technique) { return kTechniques[static_cast<int>(technique)].name; }
double weight(Technique technique) { return kTechniques[static_cast<int>(technique)].weight; }

CandidateGrid::CandidateGrid(Rules rules)
    : rules_(std::move(rules)),
      values_(rules_.shape().cell_count(), 0),
      candidates_(rules_.shape().cell_count(), all_digits()) {}

Result<CandidateGrid> CandidateGrid::make(const Rules& rules, const Grid& givens) {
  if (givens.shape() != rules.shape()) {
    return make_error("size", "the grid is " + std::to_string(givens.size()) + "x" + std::to_string(givens.size()) +
                                  " with other boxes than the rules'");
  }
  const std::vector<Conflict> conflicts = find_conflicts(rules, givens);
  if (!conflicts.empty()) return make_error("conflict", describe(rules, conflicts.front()));
  CandidateGrid grid(rules);
  for (int cell = 0; cell < givens.cell_count(); ++cell) {
    if (givens[cell] != 0) grid.place(cell, givens[cell]);
  }
  return grid;
}

void CandidateGrid::place(int cell, int digit) {
  values_[cell] = digit;
  candidates_[cell] = 0;
  for (int peer : rules_.peers(cell)) candidates_[peer] &= ~digit_bit(digit);
}

bool CandidateGrid::solved() const {
  for (int v : values_) {
    if (v == 0) return false;
  }
  return true;
}

bool CandidateGrid::contradiction() const {
  for (int cell = 0; cell < shape().cell_count(); ++cell) {
    if (values_[cell] == 0 && candidates_[cell] == 0) return true;
  }
  for (const House& house : rules_.houses()) {
    DigitMask possible = 0;
    for (int cell : house.cells) possible |= candidates_[cell];
    if ((missing_digits(*this, house) & ~possible) != 0) return true;
  }
  return false;
}

namespace grader_detail {

int popcount(DigitMask mask) {
  int count = 0;
  for (; mask != 0; mask &= mask - 1) ++count;
  return count;
}

std::string digits_text(DigitMask mask) {
  std::string text;
  const int total = popcount(mask);
  int written = 0;
  for (int digit = 1; mask != 0; ++digit, mask >>= 1) {
    if ((mask & 1) == 0) continue;
    if (written > 0) text += written == total - 1 ? " and " : ", ";
    text += std::to_string(digit);
    ++written;
  }
  return text;
}

std::string cells_text(const Shape& shape, const std::vector<int>& cells) {
  std::string text;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) text += i + 1 == cells.size() ? " and " : ", ";
    text += cell_name(shape, cells[i]);
  }
  return text;
}

std::vector<int> cells_with(const CandidateGrid& grid, int house, int digit) {
  std::vector<int> cells;
  for (int cell : grid.rules().houses()[house].cells) {
    if (grid.has(cell, digit)) cells.push_back(cell);
  }
  return cells;
}

std::optional<Step> find_full_house(const CandidateGrid& grid) {
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    int empty = -1, empties = 0;
    for (int cell : houses[h].cells) {
      if (grid.value(cell) == 0) {
        empty = cell;
        ++empties;
      }
    }
    if (empties != 1) continue;
    const DigitMask missing = missing_digits(grid, houses[h]);
    if (popcount(missing) != 1 || (grid.candidates(empty) & missing) == 0) continue;
    const int digit = single_digit(missing);
    return placement_step(Technique::full_house, empty, digit, {h},
                          "Full house: " + cell_name(grid.shape(), empty) + " is the last empty cell of " +
                              grid.rules().house_name(h) + ", so it holds " + std::to_string(digit));
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
    if (grid.value(cell) != 0 || popcount(grid.candidates(cell)) != 1) continue;
    const int digit = single_digit(grid.candidates(cell));
    return placement_step(Technique::naked_single, cell, digit, {},
                          "Naked single: " + cell_name(grid.shape(), cell) + " can only be " + std::to_string(digit));
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_single(const CandidateGrid& grid, bool box_houses) {
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    if ((houses[h].kind == HouseKind::box) != box_houses) continue;
    const DigitMask missing = missing_digits(grid, houses[h]);
    for (int digit = 1; digit <= grid.size(); ++digit) {
      if ((missing & digit_bit(digit)) == 0) continue;
      // Counted in place rather than with cells_with(): this runs for every house and digit on
      // every step, and is most of the grader's time on easy puzzles.
      int only = -1, count = 0;
      for (int cell : houses[h].cells) {
        if (grid.has(cell, digit) && ++count == 1) only = cell;
      }
      if (count != 1) continue;
      return placement_step(box_houses ? Technique::hidden_single_box : Technique::hidden_single_line, only, digit, {h},
                            "Hidden single: in " + grid.rules().house_name(h) + ", " + std::to_string(digit) +
                                " fits only in " + cell_name(grid.shape(), only));
    }
  }
  return std::nullopt;
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
  }
  return std::nullopt;
}

std::optional<Step> next_step(const CandidateGrid& grid) {
  // A broken grid proves anything; refuse rather than return steps built on it.
  if (grid.solved() || grid.contradiction()) return std::nullopt;
  for (Technique technique : kStepOrder) {
    if (auto step = find_step(grid, technique)) return step;
  }
  return std::nullopt;
}

void apply(CandidateGrid& grid, const Step& step) {
  for (const auto& [cell, digit] : step.placements) grid.place(cell, digit);
  for (const auto& [cell, digit] : step.eliminations) grid.eliminate(cell, digit);
}

GradeResult grade(const Rules& rules, const Grid& puzzle) {
  GradeResult result;
  result.final_grid = puzzle;
  Result<CandidateGrid> made = CandidateGrid::make(rules, puzzle);
  if (!made) return result;
  CandidateGrid& grid = made.value();
  // Every step places a digit or removes a candidate, so this ends within cells * N steps.
  while (std::optional<Step> step = next_step(grid)) {
    apply(grid, *step);
    if (!result.hardest || weight(step->technique) > result.score) {
      result.hardest = step->technique;
      result.score = weight(step->technique);
    }
    result.steps.push_back(std::move(*step));
  }
  result.solved_logically = grid.solved();
  result.final_grid = grid.grid();
  return result;
}

GradeResult grade(const Grid& puzzle) { return grade(Rules(puzzle.shape()), puzzle); }

namespace {
constexpr const char* kLevelNames[kLevelCount] = {"easy", "medium", "hard", "expert", "extreme", "diabolical"};
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

// First cut of the mapping (the grader issue refines it): the level is the band of the score.
Rating rate(const Rules& rules, const Grid& puzzle) {
  const GradeResult graded = grade(rules, puzzle);
  Rating rating;
  rating.score = graded.score;
  rating.hardest = graded.hardest;
  if (!graded.solved_logically) {
    rating.level = Level::diabolical;
    rating.needs_guessing = true;
    return rating;
  }
  const double upper[] = {1.5, 2.8, 4.0, 5.6, 1e9};
  int level = 0;
  while (graded.score > upper[level]) ++level;
  rating.level = static_cast<Level>(level);
  return rating;
}

Rating rate(const Grid& puzzle) { return rate(Rules(puzzle.shape()), puzzle); }

}  // namespace dlx
