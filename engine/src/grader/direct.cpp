// SE's direct techniques (see grader.hpp): a pattern that is only worth seeing for the single it
// leaves. Direct pointing/claiming: a digit locked into a box-line intersection leaves another box
// (line) crossing that line (box) with one place for it. Direct hidden pair/triple: a hidden
// subset in a house leaves one place there for another digit. The step places that single; the
// pattern's own eliminations are not made (SE's direct hints place only). Siblings:
// grader/sets.cpp (the indirect forms), grader/singles.cpp.
#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// The cells of house `h` that it shares with house `other`, as bits of h (0 when they do not meet).
std::uint32_t shared(const CandidateGrid& grid, int h, int other) {
  for (const CandidateGrid::Layout::Meet& meet : grid.layout().meets[h]) {
    if (meet.other == other) return meet.here;
  }
  return 0;
}

std::vector<int> houses_of_kind(const CandidateGrid& grid, bool boxes) {
  std::vector<int> out;
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    const HouseKind k = houses[h].kind;
    if (boxes ? k == HouseKind::box : (k == HouseKind::row || k == HouseKind::column)) out.push_back(h);
  }
  return out;
}

// SE's lookForFollowingHiddenSingles: `digit` locked in h1 ∩ h2 goes from the rest of h2; a house
// h3 of h1's kind crossing h2 then keeps one place for it.
std::optional<Step> direct_locked(const CandidateGrid& grid, int h1, int h2, int digit, bool pointing) {
  const auto& rules = grid.rules();
  const auto& houses = rules.houses();
  // The houses crossing h2 are its meets, in house order (as a scan of every house would meet them).
  for (const CandidateGrid::Layout::Meet& meet : grid.layout().meets[h2]) {
    const int h3 = meet.other;
    if (h3 == h1 || houses[h3].kind != houses[h1].kind) continue;
    const std::uint32_t cross = shared(grid, h3, h2);
    if (cross == 0) continue;
    const std::uint32_t at = grid.positions(h3, digit);
    if (popcount(at) < 2) continue;
    const std::uint32_t left = at & ~cross;
    if (popcount(left) != 1) continue;
    const int cell = cell_at_bit(grid, h3, left);
    const std::vector<int> locked = cells_with(grid, h1, digit);
    const std::string d = std::to_string(digit);
    std::string text = std::string(pointing ? "Direct pointing" : "Direct claiming") + ": in " + rules.house_name(h1) +
                       ", " + d + " lies only in " + rules.house_name(h2) + " (" + cells_text(grid.shape(), locked) +
                       "), so it leaves the rest of " + rules.house_name(h2) + "; then in " + rules.house_name(h3) +
                       " it fits only in " + cell_name(grid.shape(), cell) + ", so " + d + " goes in " +
                       cell_name(grid.shape(), cell);
    Cands proof = candidates_of(grid, locked, digit_bit(digit));
    return make_step(pointing ? Technique::direct_pointing : Technique::direct_claiming, {cell}, {h1, h2, h3},
                     {{cell, digit}}, {}, std::move(text), std::move(proof));
  }
  return std::nullopt;
}

// SE's scan: digits, then the first house (a box for pointing, a line for claiming), then the
// crossing house of the other kind.
std::optional<Step> direct_locked_scan(const CandidateGrid& grid, bool pointing, bool lines_are_columns) {
  const auto& houses = grid.rules().houses();
  const std::vector<int> firsts = houses_of_kind(grid, pointing);
  for (int digit = 1; digit <= grid.size(); ++digit) {
    for (int h1 : firsts) {
      if (!pointing && (houses[h1].kind == HouseKind::column) != lines_are_columns) continue;
      const std::uint32_t at = grid.positions(h1, digit);
      if (popcount(at) < 2) continue;
      const CandidateGrid::Layout& layout = grid.layout();
      for (std::uint64_t which = layout.meets_holding(h1, at); which != 0; which &= which - 1) {
        const CandidateGrid::Layout::Meet& meet = layout.meets[h1][__builtin_ctzll(which)];
        const HouseKind k = houses[meet.other].kind;
        if (pointing ? k != (lines_are_columns ? HouseKind::column : HouseKind::row) : k != HouseKind::box) continue;
        if (auto step = direct_locked(grid, h1, meet.other, digit, pointing)) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_direct_locked(const CandidateGrid& grid, bool pointing) {
  // SE's order: box-column, box-row, column-box, row-box.
  if (auto step = direct_locked_scan(grid, pointing, true)) return step;
  return direct_locked_scan(grid, pointing, false);
}

std::optional<Step> find_direct_locked(const CandidateGrid& grid) {
  if (auto step = find_direct_locked(grid, true)) return step;
  return find_direct_locked(grid, false);
}

std::optional<Step> find_direct_hidden_subset(const CandidateGrid& grid, int size) {
  const auto& rules = grid.rules();
  const auto& houses = rules.houses();
  // SE's order of houses: boxes, columns, rows.
  std::vector<int> order;
  for (HouseKind kind : {HouseKind::box, HouseKind::column, HouseKind::row}) {
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind == kind) order.push_back(h);
    }
  }
  for (int h : order) {
    int empty = 0;
    for (int c : houses[h].cells) empty += grid.value(c) == 0;
    if (empty <= size) continue;
    Small<int> digits;
    for (int d = 1; d <= grid.size(); ++d) {
      // A digit with more places than the subset has cells cannot be in it (the union would be
      // too large): leaving it out skips only combinations that never qualify.
      const int places = popcount(grid.positions(h, d));
      if (places >= 2 && places <= size) digits.push_back(d);
    }
    std::optional<Step> found;
    for_each_combination(digits.size(), size, [&](const Small<int>& chosen) {
      std::uint32_t at = 0;
      DigitMask keep = 0;
      for (int i : chosen) {
        at |= grid.positions(h, digits[i]);
        keep |= digit_bit(digits[i]);
      }
      if (popcount(at) != size) return false;
      for (int d = 1; d <= grid.size(); ++d) {
        if (keep & digit_bit(d)) continue;
        const std::uint32_t places = grid.positions(h, d);
        if (popcount(places) < 2 || popcount(places & ~at) != 1) continue;
        const int cell = cell_at_bit(grid, h, places & ~at);
        std::vector<int> cells;
        for (std::uint32_t m = at; m != 0; m &= m - 1) cells.push_back(houses[h].cells[__builtin_ctz(m)]);
        const std::string ds = std::to_string(d);
        std::string text = std::string(size == 2 ? "Direct hidden pair" : "Direct hidden triple") + ": in " +
                           rules.house_name(h) + ", " + digits_text(keep) + " fit only in " +
                           cells_text(grid.shape(), cells) + ", so " + ds + " cannot go there and fits only in " +
                           cell_name(grid.shape(), cell) + ", so " + ds + " goes in " + cell_name(grid.shape(), cell);
        found = make_step(size == 2 ? Technique::direct_hidden_pair : Technique::direct_hidden_triple, {cell}, {h},
                          {{cell, d}}, {}, std::move(text), candidates_of(grid, cells, keep));
        return true;
      }
      return false;
    });
    if (found) return found;
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
