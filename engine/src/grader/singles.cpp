// Grader singles (full house, hidden single, naked single), the quiet singles propagation the
// generator and the forcing steps use, and the text and record helpers every finder shares.
// Siblings: grader.cpp (step order, grading loop), grader/grid.cpp (the candidate grid).
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

Step make_step(Technique technique, std::vector<int> cells, std::vector<int> houses, Cands placements,
               Cands eliminations, std::string text, Cands candidates) {
  Step step{technique,
            std::move(cells),
            std::move(houses),
            std::move(placements),
            std::move(eliminations),
            std::move(text),
            std::move(candidates),
            {},
            weight(technique),
            {},
            {},
            0,
            {}};
  return step;
}

Cands candidates_of(const CandidateGrid& grid, const std::vector<int>& cells, DigitMask digits) {
  Cands out;
  for (int cell : cells) {
    for (DigitMask m = grid.candidates(cell) & digits; m != 0; m &= m - 1) out.emplace_back(cell, lowest_digit(m));
  }
  return out;
}

bool sees(const CandidateGrid& grid, int a, int b) {
  if (a == b) return false;
  const std::vector<int>& peers = grid.rules().peers(a);
  return std::binary_search(peers.begin(), peers.end(), b);
}

std::string digits_text(DigitMask mask) {
  std::string text;
  const int total = popcount(mask);
  int written = 0;
  for (; mask != 0; mask &= mask - 1) {
    if (written > 0) text += written == total - 1 ? " and " : ", ";
    text += std::to_string(lowest_digit(mask));
    ++written;
  }
  return text;
}

std::string losses_text(const Shape& shape, Cands elims) {
  std::sort(elims.begin(), elims.end());
  std::string text;
  for (std::size_t i = 0; i < elims.size();) {
    DigitMask lost = 0;
    const int cell = elims[i].first;
    for (; i < elims.size() && elims[i].first == cell; ++i) lost |= digit_bit(elims[i].second);
    if (!text.empty()) text += ", ";
    text += cell_name(shape, cell) + " loses " + digits_text(lost);
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
  const std::vector<int>& all = grid.rules().houses()[house].cells;
  for (std::uint32_t m = grid.positions(house, digit); m != 0; m &= m - 1) cells.push_back(all[__builtin_ctz(m)]);
  return cells;
}

namespace {

Step placement_step(Technique technique, int cell, int digit, std::vector<int> houses, std::string text) {
  return make_step(technique, {cell}, std::move(houses), {{cell, digit}}, {}, std::move(text), {{cell, digit}});
}

}  // namespace

std::optional<Step> find_full_house(const CandidateGrid& grid) {
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    const DigitMask missing = missing_in(grid, h);
    if (popcount(missing) != 1) continue;
    const int digit = lowest_digit(missing);
    const std::uint32_t at = grid.positions(h, digit);
    if (popcount(at) != 1) continue;
    const int empty = cell_at_bit(grid, h, at);
    return placement_step(Technique::full_house, empty, digit, {h},
                          "Full house: " + cell_name(grid.shape(), empty) + " is the last empty cell of " +
                              grid.rules().house_name(h) + ", so it holds " + std::to_string(digit));
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const CandidateGrid& grid) {
  for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
    if (grid.value(cell) != 0 || popcount(grid.candidates(cell)) != 1) continue;
    const int digit = lowest_digit(grid.candidates(cell));
    return placement_step(Technique::naked_single, cell, digit, {},
                          "Naked single: " + cell_name(grid.shape(), cell) + " can only be " + std::to_string(digit));
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_single(const CandidateGrid& grid, bool box_houses) {
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    if ((houses[h].kind == HouseKind::box) != box_houses) continue;
    for (DigitMask missing = missing_in(grid, h); missing != 0; missing &= missing - 1) {
      const int digit = lowest_digit(missing);
      const std::uint32_t at = grid.positions(h, digit);
      if (popcount(at) != 1) continue;
      const int only = cell_at_bit(grid, h, at);
      return placement_step(box_houses ? Technique::hidden_single_box : Technique::hidden_single_line, only, digit, {h},
                            "Hidden single: in " + grid.rules().house_name(h) + ", " + std::to_string(digit) +
                                " fits only in " + cell_name(grid.shape(), only));
    }
  }
  return std::nullopt;
}

bool propagate_singles(CandidateGrid& grid, SinglesSet which) {
  const auto& houses = grid.rules().houses();
  const int house_count = static_cast<int>(houses.size());
  const int cells = grid.shape().cell_count();
  bool progress = true;
  while (progress && !grid.solved()) {
    progress = false;
    for (int h = 0; h < house_count; ++h) {
      // A house one digit short is a full house, placed always; other hidden singles as asked.
      const bool hidden = houses[h].kind == HouseKind::box ? which.box : which.line;
      if (!hidden && popcount(missing_in(grid, h)) != 1) continue;
      for (DigitMask missing = missing_in(grid, h); missing != 0; missing &= missing - 1) {
        const int digit = lowest_digit(missing);
        const std::uint32_t at = grid.positions(h, digit);
        if (at == 0) return false;
        if ((at & (at - 1)) != 0) continue;
        const int cell = cell_at_bit(grid, h, at);
        if (grid.value(cell) != 0) return false;
        grid.place(cell, digit);
        progress = true;
      }
    }
    if (!which.naked) continue;
    for (int cell = 0; cell < cells; ++cell) {
      if (grid.value(cell) != 0) continue;
      const DigitMask m = grid.candidates(cell);
      if (m == 0) return false;
      if ((m & (m - 1)) == 0) {
        grid.place(cell, lowest_digit(m));
        progress = true;
      }
    }
  }
  return !grid.contradiction();
}

}  // namespace grader_detail
}  // namespace dlx
