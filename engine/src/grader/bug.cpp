// The bivalue universal grave (BUG) types 1, 2 and 4, as SE finds them: a uniqueness technique
// (uniqueness.cpp's opening comment says when they hold). Siblings: grader/uniqueness.cpp (unique
// rectangles and loops, and has_extra_houses, which both use).
#include <algorithm>
#include <cmath>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

using Elims = Cands;

// SE's BUG (lkSudoku's form): where a digit has neither 0 nor 2 places in a house, the extra
// candidate is in the one cell of 3+ candidates there. Without the extras the grid would be a
// bivalue universal grave: every cell two candidates, every digit twice per house.
std::optional<Step> bug(const CandidateGrid& grid) {
  const Shape& shape = grid.shape();
  const auto& houses = grid.rules().houses();
  std::vector<int> bug_cells;
  std::vector<DigitMask> bug_values(shape.cell_count(), 0);
  DigitMask all_values = 0;
  std::vector<int> common;  // cells seeing every bug cell (not bug cells)
  bool common_set = false;
  std::vector<int> all_extra;
  int only_value = 0;
  bool one_value = true, extra_set = false;
  CandidateGrid temp = grid;
  const auto meet = [&](int cell) {
    std::vector<int> seen;
    const std::vector<int>& peers = grid.rules().peers(cell);
    if (!common_set) {
      seen = peers;
      common_set = true;
    } else {
      for (int c : common) {
        if (std::binary_search(peers.begin(), peers.end(), c)) seen.push_back(c);
      }
    }
    common.clear();
    for (int c : seen) {
      if (std::find(bug_cells.begin(), bug_cells.end(), c) == bug_cells.end()) common.push_back(c);
    }
    return !(bug_cells.size() > 1 && popcount(all_values) > 1 && common.empty());
  };
  for (HouseKind kind : {HouseKind::box, HouseKind::row, HouseKind::column}) {
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind != kind) continue;
      for (int d = 1; d <= grid.size(); ++d) {
        const std::uint32_t at = grid.positions(h, d);
        const int count = popcount(at);
        if (count == 0 || count == 2) continue;
        std::vector<int> fresh;
        for (std::uint32_t m = at; m != 0; m &= m - 1) {
          const int c = houses[h].cells[__builtin_ctz(m)];
          if (popcount(grid.candidates(c)) >= 3) fresh.push_back(c);
        }
        if (!extra_set) {
          all_extra = fresh;
          only_value = d;
          extra_set = true;
        } else if (one_value) {
          if (only_value == d) {
            for (int c : fresh) {
              if (std::find(all_extra.begin(), all_extra.end(), c) == all_extra.end()) all_extra.push_back(c);
            }
          } else {
            one_value = false;
          }
        }
        if (fresh.size() == 1) {
          const int c = fresh[0];
          if (std::find(bug_cells.begin(), bug_cells.end(), c) == bug_cells.end()) bug_cells.push_back(c);
          bug_values[c] |= digit_bit(d);
          all_values |= digit_bit(d);
          temp.eliminate(c, d);
          if (!meet(c)) return std::nullopt;
        }
        if (fresh.empty()) return std::nullopt;
      }
    }
  }
  if (one_value && extra_set && all_extra.size() > bug_cells.size()) {
    for (int c : all_extra) {
      if (std::find(bug_cells.begin(), bug_cells.end(), c) != bug_cells.end()) continue;
      bug_cells.push_back(c);
      bug_values[c] = digit_bit(only_value);
      temp.eliminate(c, only_value);
      if (!meet(c)) return std::nullopt;
    }
  }
  if (bug_cells.empty()) return std::nullopt;
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (temp.value(c) == 0 && popcount(temp.candidates(c)) != 2) return std::nullopt;
  }
  for (HouseKind kind : {HouseKind::box, HouseKind::row, HouseKind::column}) {
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind != kind) continue;
      for (int d = 1; d <= grid.size(); ++d) {
        const int count = popcount(temp.positions(h, d));
        if (count != 0 && count != 2) return std::nullopt;
      }
    }
  }
  const std::string grave =
      "without " + std::string(bug_cells.size() == 1 ? "its extra candidate " : "their extra candidates ");
  if (bug_cells.size() == 1) {
    const int c = bug_cells[0];
    Elims elims;
    for (DigitMask m = grid.candidates(c) & ~all_values; m != 0; m &= m - 1) elims.emplace_back(c, lowest_digit(m));
    Cands proof = candidates_of(grid, {c}, grid.all_digits());
    Step step = make_step(Technique::bug_plus_one, {c}, {}, {}, std::move(elims), "", std::move(proof));
    step.text = "BUG+1: every empty cell but " + cell_name(shape, c) + " holds two candidates, and " +
                digits_text(all_values) + " would otherwise appear three times in a house; " + grave +
                "the grid would have no unique solution, so (assuming a unique solution) " + cell_name(shape, c) +
                " is " + digits_text(all_values);
    return step;
  }
  if (popcount(all_values) == 1 && common_set) {
    const int z = lowest_digit(all_values);
    Elims elims;
    for (int c : common) {
      if (grid.has(c, z)) elims.emplace_back(c, z);
    }
    if (!elims.empty()) {
      std::sort(elims.begin(), elims.end());
      Step step = make_step(Technique::bug, bug_cells, {}, {}, std::move(elims), "",
                            candidates_of(grid, bug_cells, all_values));
      step.weight = 5.7;
      step.text = "BUG (type 2): " + cells_text(shape, bug_cells) + " hold the extra " + std::to_string(z) + "; " +
                  grave + "the grid would have no unique solution, so one of them is " + std::to_string(z) +
                  " and the cells seeing them all lose it";
      return step;
    }
  }
  if (bug_cells.size() == 2 && (popcount(all_values) == 1 || !common.empty())) {
    // Type 4: the two cells share a house and one more digit besides their extras.
    const int c1 = bug_cells[0], c2 = bug_cells[1];
    const DigitMask shared = grid.candidates(c1) & grid.candidates(c2) & ~all_values;
    bool same_house = false;
    for (int h : grid.rules().houses_of(c1)) {
      const auto& cells = houses[h].cells;
      if (!is_variant_house(houses[h].kind) && std::find(cells.begin(), cells.end(), c2) != cells.end())
        same_house = true;
    }
    if (popcount(shared) == 1 && same_house) {
      const int v = lowest_digit(shared);
      Elims elims;
      for (int c : {c1, c2}) {
        for (DigitMask m = grid.candidates(c) & ~bug_values[c] & ~shared; m != 0; m &= m - 1) {
          elims.emplace_back(c, lowest_digit(m));
        }
      }
      if (!elims.empty()) {
        Step step = make_step(Technique::bug, bug_cells, {}, {}, std::move(elims), "",
                              candidates_of(grid, bug_cells, grid.all_digits()));
        step.weight = 5.7;
        step.text = "BUG (type 4): " + cells_text(shape, bug_cells) + " share a house and the digit " +
                    std::to_string(v) + "; " + grave +
                    "the grid would have no unique solution, so one of them holds its extra, and the other " +
                    "candidates besides " + std::to_string(v) + " go";
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_bug(const CandidateGrid& grid, Technique only) {
  if (has_extra_houses(grid)) return std::nullopt;
  std::optional<Step> step = bug(grid);
  if (step && only != Technique::trial && step->technique != only) return std::nullopt;
  return step;
}

std::optional<Step> find_bug(const CandidateGrid& grid) { return find_bug(grid, Technique::trial); }

}  // namespace grader_detail
}  // namespace dlx
