// The grader's killer techniques (see grader.hpp): what a cage's sum tells, the way killer players
// and SudokuWiki's killer solver reason.
//   cage combination   a cage's cells keep only the digits of fillings (distinct digits making the
//                      sum) that every cell's candidates allow: "cage r1c1–r2c1 (sum 11) can only
//                      be 2+9 or 3+8"
//   cage unit overlap  a digit every such filling holds, whose places in the cage lie in one house,
//                      goes from the rest of that house; and a house's digit whose places all lie
//                      in one cage makes the cage hold it, which drops the fillings without it
//   rule of 45         a "block" of houses (one house of any kind, or 2-3 disjoint rows, columns,
//                      boxes or jigsaw regions side by side) sums to 45 per house (N(N+1)/2). Count
//                      some cages meeting it: the block's empty cells outside them (innies) less
//                      the empty cells of those cages outside it (outies) make a known number, once
//                      placed digits are moved across. Every choice of counted cages that leaves 1-4
//                      such cells is tried: innies alone ("innies", a known sum; of one house they
//                      are a "virtual cage" whose combinations restrict them; one cell is a
//                      placement), outies alone ("outies"), or both ("innie-outie difference": one
//                      innie is so much more than one outie). The cells keep the digits of some
//                      assignment that makes the number (cells sharing a house or cage differ).
// Weights. SE has no killer techniques and HoDoKu no killer solver, so they are placed on SE's
// scale where SudokuWiki's killer solver places them among the classic strategies: it runs cage
// combinations with its basic strategies (beside locked candidates and subsets, SE 2.6-4.0), puts
// "cage unit overlap" "at the start of the more complex strategies" as a kin of intersection removal
// (SE's claiming, 2.8), and splits innies and outies into the "easier-to-spot" single cells and
// the multi-cell ones (its "Innies (2 to 4 cells)") "further down the strategy order"
// (sudokuwiki.org/Innies_and_Outies, /Cage_Unit_Overlap, /Cage_Splitting). So: cage combination
// 2.6 (pointing's weight), cage unit overlap 2.8 (claiming's), a single innie or outie of one house
// 2.8; +0.2 for each further house of the block (more arithmetic to hold); +0.6 for two cells (a sum
// of two unknowns: 3.4, hidden pair's weight), +0.2 for each further cell (3-4 cells: 3.6, 3.8, the
// weights of naked triple and swordfish); +0.2 when innies and outies meet in a difference (one step
// more than a sum; 3.6 at least). Capped at 4.0, so all of them stay in the hard level (2.6-4.0).
// Cages are read by a subset DP over digit masks (2^N states), so these run on boards up to 9x9.
// The rule of 45 is in killer_45.cpp; what both files share is declared in grader_detail.hpp.
#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

int mask_sum(DigitMask mask) {
  int sum = 0;
  for (; mask != 0; mask &= mask - 1) sum += lowest_digit(mask);
  return sum;
}

// What a cell may hold: its placed digit, or its candidates.
DigitMask cell_digits(const CandidateGrid& grid, int cell) {
  return grid.value(cell) != 0 ? digit_bit(grid.value(cell)) : grid.candidates(cell);
}

std::string cage_label(const CandidateGrid& grid, int cage) {
  const Cage& c = grid.rules().cages()[cage];
  return cage_name(grid.shape(), c) + " (sum " + std::to_string(c.sum) + ")";
}

// The candidates a cage's empty cells lose to its fillings (cells in cage order).
Cands fill_losses(const CandidateGrid& grid, const Cage& cage, const CageFill& fill) {
  Cands elims;
  for (std::size_t i = 0; i < cage.cells.size(); ++i) {
    const int cell = cage.cells[i];
    if (grid.value(cell) != 0) continue;
    for (DigitMask m = grid.candidates(cell) & ~fill.allowed[i]; m != 0; m &= m - 1)
      elims.emplace_back(cell, lowest_digit(m));
  }
  return elims;
}

}  // namespace

bool killer_grid(const CandidateGrid& grid) { return !grid.rules().cages().empty() && grid.size() <= kMaxKillerSize; }

// "2+9 or 3+8"; with more than six, "one of 14 combinations".
std::string combinations_text(const std::vector<DigitMask>& combos) {
  if (combos.size() > 6) return "one of " + std::to_string(combos.size()) + " combinations";
  std::string text;
  for (std::size_t i = 0; i < combos.size(); ++i) {
    if (i > 0) text += i + 1 == combos.size() ? " or " : ", ";
    std::string one;
    for (DigitMask m = combos[i]; m != 0; m &= m - 1) one += (one.empty() ? "" : "+") + std::to_string(lowest_digit(m));
    text += one;
  }
  return text;
}

Step killer_step(Technique technique, std::vector<int> cells, std::vector<int> houses, Cands placements, Cands elims,
                 std::string text, Cands proof, std::vector<int> cages, int sum, std::vector<DigitMask> combos) {
  Step step = make_step(technique, std::move(cells), std::move(houses), std::move(placements), std::move(elims),
                        std::move(text), std::move(proof));
  step.cages = std::move(cages);
  step.sum = sum;
  step.combinations = std::move(combos);
  return step;
}

CageFill cage_fill(const CandidateGrid& grid, const Cage& cage, DigitMask must) {
  // Forward: the digit sets the first i cells can take (distinct, each from its cell's digits);
  // backward: the sets from which the remaining cells can complete a filling of the right sum.
  // A set of i digits determines its sum, so the state is the set alone.
  const int n = grid.size(), k = static_cast<int>(cage.cells.size());
  const std::size_t states = std::size_t{1} << n;
  std::vector<std::vector<char>> forward(k + 1, std::vector<char>(states, 0));
  std::vector<std::vector<char>> backward(k + 1, std::vector<char>(states, 0));
  forward[0][0] = 1;
  for (int i = 0; i < k; ++i) {
    const DigitMask digits = cell_digits(grid, cage.cells[i]);
    for (std::size_t m = 0; m < states; ++m) {
      if (!forward[i][m]) continue;
      for (DigitMask d = digits & ~static_cast<DigitMask>(m); d != 0; d &= d - 1) forward[i + 1][m | (d & -d)] = 1;
    }
  }
  CageFill fill;
  for (std::size_t m = 0; m < states; ++m) {
    const auto mask = static_cast<DigitMask>(m);
    if (forward[k][m] && mask_sum(mask) == cage.sum && (mask & must) == must) {
      backward[k][m] = 1;
      fill.combinations.push_back(mask);
    }
  }
  fill.allowed.assign(k, 0);
  for (int i = k - 1; i >= 0; --i) {
    const DigitMask digits = cell_digits(grid, cage.cells[i]);
    for (std::size_t m = 0; m < states; ++m) {
      if (!forward[i][m]) continue;
      for (DigitMask d = digits & ~static_cast<DigitMask>(m); d != 0; d &= d - 1) {
        const DigitMask bit = d & -d;
        if (!backward[i + 1][m | bit]) continue;
        backward[i][m] = 1;
        fill.allowed[i] |= bit;
      }
    }
  }
  return fill;
}

bool propagate_cages(CandidateGrid& grid) {
  if (grid.size() > kMaxKillerSize) return propagate_singles(grid, true);
  const auto& cages = grid.rules().cages();
  bool changed = true;
  while (changed) {
    if (!propagate_singles(grid, true)) return false;
    changed = false;
    for (const Cage& cage : cages) {
      const CageFill fill = cage_fill(grid, cage);
      if (fill.combinations.empty()) return false;
      for (const auto& [cell, digit] : fill_losses(grid, cage, fill)) {
        grid.eliminate(cell, digit);
        changed = true;
      }
    }
    if (grid.contradiction()) return false;
  }
  return true;
}

std::optional<Step> find_cage_combination(const CandidateGrid& grid) {
  if (!killer_grid(grid)) return std::nullopt;
  const auto& cages = grid.rules().cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    const Cage& cage = cages[k];
    const CageFill fill = cage_fill(grid, cage);
    if (fill.combinations.empty()) continue;  // a broken grid: no claim on it
    Cands elims = fill_losses(grid, cage, fill);
    if (elims.empty()) continue;
    Cands proof;
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
      if (grid.value(cage.cells[i]) == 0) {
        for (DigitMask m = fill.allowed[i]; m != 0; m &= m - 1) proof.emplace_back(cage.cells[i], lowest_digit(m));
      }
    }
    std::string text = "Cage combination: " + cage_label(grid, k) + " can only be " +
                       combinations_text(fill.combinations) + ", so " + losses_text(grid.shape(), elims);
    return killer_step(Technique::cage_combination, cage.cells, {}, {}, std::move(elims), std::move(text),
                       std::move(proof), {k}, cage.sum, fill.combinations);
  }
  return std::nullopt;
}

namespace {

// Type 1: a digit every filling of cage k holds, whose places in the cage lie in one house, goes
// from that house's other cells.
std::optional<Step> overlap_from_cage(const CandidateGrid& grid, int k, const CageFill& fill) {
  const Rules& rules = grid.rules();
  const Cage& cage = rules.cages()[k];
  DigitMask sure = grid.all_digits();
  for (DigitMask c : fill.combinations) sure &= c;
  for (int cell : cage.cells) {
    if (grid.value(cell) != 0) sure &= ~digit_bit(grid.value(cell));
  }
  for (DigitMask m = sure; m != 0; m &= m - 1) {
    const int digit = lowest_digit(m);
    std::vector<int> places;
    for (int cell : cage.cells) {
      if (grid.value(cell) == 0 && grid.has(cell, digit)) places.push_back(cell);
    }
    if (places.empty()) continue;
    for (int h : rules.houses_of(places.front())) {
      const std::vector<int>& house = rules.houses()[h].cells;
      const bool holds_all = std::all_of(places.begin(), places.end(),
                                         [&](int c) { return std::binary_search(house.begin(), house.end(), c); });
      if (!holds_all) continue;
      Cands elims;
      for (int cell : house) {
        if (rules.cage_of(cell) != k && grid.value(cell) == 0 && grid.has(cell, digit)) elims.emplace_back(cell, digit);
      }
      if (elims.empty()) continue;
      const std::string d = std::to_string(digit);
      std::string text = "Cage unit overlap: every combination of " + cage_label(grid, k) + " (" +
                         combinations_text(fill.combinations) + ") holds " + d + ", and the cage's " + d +
                         " can only be in " + rules.house_name(h) + " (" + cells_text(grid.shape(), places) + "), so " +
                         d + " comes out of the rest of " + rules.house_name(h) + ": " +
                         losses_text(grid.shape(), elims);
      return killer_step(Technique::cage_overlap, places, {h}, {}, std::move(elims), std::move(text),
                         candidates_of(grid, places, digit_bit(digit)), {k}, cage.sum, fill.combinations);
    }
  }
  return std::nullopt;
}

// Type 2: a house's digit whose places all lie in cage k: the cage holds it, so only the fillings
// with it count.
std::optional<Step> overlap_from_house(const CandidateGrid& grid, int h) {
  const Rules& rules = grid.rules();
  for (DigitMask m = missing_in(grid, h); m != 0; m &= m - 1) {
    const int digit = lowest_digit(m);
    const std::vector<int> places = cells_with(grid, h, digit);
    if (places.empty()) continue;
    const int k = rules.cage_of(places.front());
    if (k < 0 || !std::all_of(places.begin(), places.end(), [&](int c) { return rules.cage_of(c) == k; })) continue;
    const Cage& cage = rules.cages()[k];
    const CageFill fill = cage_fill(grid, cage, digit_bit(digit));
    if (fill.combinations.empty()) continue;
    Cands elims = fill_losses(grid, cage, fill);
    if (elims.empty()) continue;
    const std::string d = std::to_string(digit);
    std::string text = "Cage unit overlap: in " + rules.house_name(h) + ", " + d + " can only be in " +
                       cage_label(grid, k) + " (" + cells_text(grid.shape(), places) + "), so the cage holds " + d +
                       " and can only be " + combinations_text(fill.combinations) + ": " +
                       losses_text(grid.shape(), elims);
    return killer_step(Technique::cage_overlap, cage.cells, {h}, {}, std::move(elims), std::move(text),
                       candidates_of(grid, places, digit_bit(digit)), {k}, cage.sum, fill.combinations);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_cage_overlap(const CandidateGrid& grid) {
  if (!killer_grid(grid)) return std::nullopt;
  const auto& cages = grid.rules().cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    const CageFill fill = cage_fill(grid, cages[k]);
    if (fill.combinations.empty()) continue;
    if (auto step = overlap_from_cage(grid, k, fill)) return step;
  }
  for (int h = 0; h < static_cast<int>(grid.rules().houses().size()); ++h) {
    if (auto step = overlap_from_house(grid, h)) return step;
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
