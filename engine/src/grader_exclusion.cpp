// Aligned pair (2 cells) and triple (3 cells) exclusion, as SE does them (see grader.hpp): for a
// set of base cells, every combination of their candidates is tried; a combination is excluded
// when two cells that see each other would hold the same digit, or when it would take every
// candidate of a cell that sees all the base cells (an "excluder" with 2..size candidates). A
// candidate no remaining combination uses is removed. Siblings: grader_wings.cpp, grader_sets.cpp.
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

struct Base {
  int cell;
  std::vector<int> excluders;  // peers with 2..size candidates, ascending
};

std::vector<int> common_of(const std::vector<const Base*>& bases) {
  std::vector<int> common = bases.front()->excluders;
  for (std::size_t i = 1; i < bases.size(); ++i) {
    std::vector<int> kept;
    std::set_intersection(common.begin(), common.end(), bases[i]->excluders.begin(), bases[i]->excluders.end(),
                          std::back_inserter(kept));
    common.swap(kept);
  }
  return common;
}

// Tries every combination of the base cells' candidates; the candidates no allowed combination
// uses, or none.
std::optional<Step> exclusion(const CandidateGrid& grid, const std::vector<const Base*>& bases, int size) {
  const std::vector<int> excluders = common_of(bases);
  if (excluders.size() < 2) return std::nullopt;
  const int k = static_cast<int>(bases.size());
  std::vector<std::vector<int>> digits(k);
  for (int i = 0; i < k; ++i) {
    for (DigitMask m = grid.candidates(bases[i]->cell); m != 0; m &= m - 1) digits[i].push_back(lowest_digit(m));
  }
  std::vector<DigitMask> used(k, 0);  // per base cell: digits some allowed combination gives it
  std::vector<int> pick(k, 0);
  while (true) {
    bool allowed = true;
    DigitMask combo = 0;
    for (int i = 0; i < k && allowed; ++i) {
      combo |= digit_bit(digits[i][pick[i]]);
      for (int j = 0; j < i && allowed; ++j) {
        if (digits[i][pick[i]] == digits[j][pick[j]] && sees(grid, bases[i]->cell, bases[j]->cell)) allowed = false;
      }
    }
    for (int e : excluders) {
      if (!allowed) break;
      if ((grid.candidates(e) & ~combo) == 0) allowed = false;
    }
    if (allowed) {
      for (int i = 0; i < k; ++i) used[i] |= digit_bit(digits[i][pick[i]]);
    }
    int i = 0;
    while (i < k && ++pick[i] == static_cast<int>(digits[i].size())) pick[i++] = 0;
    if (i == k) break;
  }
  Cands elims;
  std::vector<int> cells;
  for (int i = 0; i < k; ++i) {
    cells.push_back(bases[i]->cell);
    for (DigitMask m = grid.candidates(bases[i]->cell) & ~used[i]; m != 0; m &= m - 1) {
      elims.emplace_back(bases[i]->cell, lowest_digit(m));
    }
  }
  if (elims.empty()) return std::nullopt;
  const Shape& shape = grid.shape();
  std::vector<int> all = cells;
  all.insert(all.end(), excluders.begin(), excluders.end());
  std::string text = std::string(size == 2 ? "Aligned pair exclusion" : "Aligned triple exclusion") + ": " +
                     cells_text(shape, cells) + " see " + cells_text(shape, excluders) +
                     "; every way to fill them that would empty one of those cells, or repeat a digit in a "
                     "house, is excluded, and no other way gives ";
  for (std::size_t i = 0; i < elims.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == elims.size() ? " or " : ", ") + cell_name(shape, elims[i].first) + " the " +
            std::to_string(elims[i].second);
  }
  return make_step(size == 2 ? Technique::aligned_pair_exclusion : Technique::aligned_triple_exclusion, cells, {}, {},
                   std::move(elims), std::move(text), candidates_of(grid, all, grid.all_digits()));
}

}  // namespace

std::optional<Step> find_aligned_exclusion(const CandidateGrid& grid, int size) {
  const Shape& shape = grid.shape();
  std::vector<Base> bases;
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (grid.value(c) != 0 || popcount(grid.candidates(c)) < 2) continue;
    Base base{c, {}};
    bool single = false;
    for (int p : grid.rules().peers(c)) {
      if (grid.value(p) != 0) continue;
      const int count = popcount(grid.candidates(p));
      if (count == 1) single = true;
      if (count >= 2 && count <= size) base.excluders.push_back(p);
    }
    if (!single && !base.excluders.empty()) bases.push_back(std::move(base));
  }
  if (static_cast<int>(bases.size()) < size) return std::nullopt;
  for (std::size_t a = 0; a < bases.size(); ++a) {
    for (std::size_t b = a + 1; b < bases.size(); ++b) {
      if (size == 2) {
        if (auto step = exclusion(grid, {&bases[a], &bases[b]}, 2)) return step;
        continue;
      }
      // The third cell comes from the cells the first two can be excluded by (SE's "twin area").
      std::vector<int> area = bases[a].excluders;
      area.insert(area.end(), bases[b].excluders.begin(), bases[b].excluders.end());
      std::sort(area.begin(), area.end());
      area.erase(std::unique(area.begin(), area.end()), area.end());
      for (const Base& third : bases) {
        if (&third == &bases[a] || &third == &bases[b]) continue;
        if (!std::binary_search(area.begin(), area.end(), third.cell)) continue;
        if (auto step = exclusion(grid, {&bases[a], &bases[b], &third}, 3)) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
