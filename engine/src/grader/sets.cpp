// Grader techniques on sets of cells and digits (see grader.hpp): locked candidates, naked and
// hidden subsets, and basic fish. Sibling of grader.cpp (core and singles).
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

using Elims = Cands;

void sort_unique(Elims& elims) {
  std::sort(elims.begin(), elims.end());
  elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
}

// Removes the digits of `mask` from the cells of `house` outside `keep`.
void eliminate_outside(const CandidateGrid& grid, int house, const std::vector<int>& keep, DigitMask mask,
                       Elims& elims) {
  for (int cell : grid.rules().houses()[house].cells) {
    if (std::find(keep.begin(), keep.end(), cell) != keep.end()) continue;
    const DigitMask hit = grid.candidates(cell) & mask;
    for (int digit = 1; digit <= grid.size(); ++digit) {
      if (hit & digit_bit(digit)) elims.emplace_back(cell, digit);
    }
  }
}

// Locked candidates read from the masks: the digit's places in `house` all lie where it meets
// another house, and that house has the digit elsewhere too.
std::optional<Step> locked_in(const CandidateGrid& grid, int house, int digit, bool pointing) {
  const std::uint32_t at = grid.positions(house, digit);
  if (popcount(at) < 2) return std::nullopt;
  const auto& rules = grid.rules();
  const CandidateGrid::Layout& layout = grid.layout();
  for (std::uint64_t which = layout.meets_holding(house, at); which != 0; which &= which - 1) {
    const CandidateGrid::Layout::Meet& meet = layout.meets[house][__builtin_ctzll(which)];
    const int other = meet.other;
    if ((grid.positions(other, digit) & ~meet.there) == 0) continue;
    if (pointing && rules.houses()[other].kind == HouseKind::box) continue;
    const std::vector<int> cells = cells_with(grid, house, digit);
    Elims elims;
    eliminate_outside(grid, other, cells, digit_bit(digit), elims);
    if (elims.empty()) continue;
    const std::string d = std::to_string(digit);
    std::string text = std::string(pointing ? "Pointing" : "Claiming") + ": in " + rules.house_name(house) + ", " + d +
                       " lies only in " + rules.house_name(other) + " (" + cells_text(grid.shape(), cells) + "), so " +
                       d + " comes out of the rest of " + rules.house_name(other) + ": " +
                       losses_text(grid.shape(), elims);
    Cands proof = candidates_of(grid, cells, digit_bit(digit));
    return make_step(pointing ? Technique::pointing : Technique::claiming, cells, {house, other}, {}, elims,
                     std::move(text), std::move(proof));
  }
  return std::nullopt;
}

Technique subset_technique(bool naked, int size) {
  static constexpr Technique kNaked[] = {Technique::naked_pair, Technique::naked_triple, Technique::naked_quad};
  static constexpr Technique kHidden[] = {Technique::hidden_pair, Technique::hidden_triple, Technique::hidden_quad};
  return naked ? kNaked[size - 2] : kHidden[size - 2];
}

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

// A naked subset among `cells` (empty cells of one house with 2..size candidates), if any.
// Whether a subset (bits `subset` of house h, candidates `digits`) leaves any of its digits
// elsewhere in a house it lies in: read from the masks, so a subset already cleared, found again
// on every later step, costs no allocation.
bool subset_clears_something(const CandidateGrid& grid, int h, std::uint32_t subset, DigitMask digits) {
  const std::vector<int>& cells = grid.rules().houses()[h].cells;
  for (DigitMask m = digits; m != 0; m &= m - 1) {
    const int d = lowest_digit(m);
    int held = 0;
    for (std::uint32_t b = subset; b != 0; b &= b - 1) held += grid.has(cells[__builtin_ctz(b)], d);
    if (popcount(grid.positions(h, d)) > held) return true;
  }
  return false;
}

int empty_cells(const CandidateGrid& grid, int h) {
  int empty = 0;
  for (int c : grid.rules().houses()[h].cells) empty += grid.value(c) == 0;
  return empty;
}

std::optional<Step> naked_subset_in(const CandidateGrid& grid, int h, const Small<int>& pool, int size) {
  std::optional<Step> found;
  const std::vector<int>& house = grid.rules().houses()[h].cells;
  for_each_combination(static_cast<int>(pool.size()), size, [&](const Small<int>& chosen) {
    DigitMask digits = 0;
    std::uint32_t subset = 0;
    for (int i : chosen) {
      digits |= grid.candidates(house[pool[i]]);
      subset |= std::uint32_t{1} << pool[i];
    }
    if (popcount(digits) != size || !subset_clears_something(grid, h, subset, digits)) return false;
    std::vector<int> cells;
    for (int i : chosen) cells.push_back(house[pool[i]]);
    // As in SE, the subset clears the house it was found in (a pair in a box and a line is found
    // again in the other house, as its own step).
    const std::vector<int> houses = {h};
    Elims elims;
    eliminate_outside(grid, h, cells, digits, elims);
    sort_unique(elims);
    if (elims.empty()) return false;
    const Technique t = subset_technique(true, size);
    found = make_step(t, cells, houses, {}, elims,
                      capitalised(to_string(t)) + ": " + cells_text(grid.shape(), cells) + " hold only " +
                          digits_text(digits) +
                          ", so those digits come out of the cells they see: " + losses_text(grid.shape(), elims),
                      candidates_of(grid, cells, digits));
    return true;
  });
  return found;
}

// A hidden subset of `size` digits in house h, if any.
std::optional<Step> hidden_subset_in(const CandidateGrid& grid, int h, int size) {
  const std::vector<int>& house = grid.rules().houses()[h].cells;
  // SE's bound: with 2 * size empty cells or fewer, the hidden subset is the complement of a naked
  // one, which SE finds (and weighs) as such.
  if (empty_cells(grid, h) <= 2 * size) return std::nullopt;
  Small<int> digits;
  Small<std::uint32_t> where;  // per digit: bit i set when house[i] has it
  const DigitMask missing = missing_in(grid, h);
  for (int digit = 1; digit <= grid.size(); ++digit) {
    if ((missing & digit_bit(digit)) == 0) continue;
    const std::uint32_t at = grid.positions(h, digit);
    const int count = popcount(at);
    if (count < 2 || count > size) continue;
    digits.push_back(digit);
    where.push_back(at);
  }
  std::optional<Step> found;
  for_each_combination(static_cast<int>(digits.size()), size, [&](const Small<int>& chosen) {
    std::uint32_t at = 0;
    DigitMask keep = 0;
    for (int i : chosen) {
      at |= where[i];
      keep |= digit_bit(digits[i]);
    }
    if (popcount(at) != size) return false;
    bool more = false;  // does some cell of the subset hold another digit?
    for (std::uint32_t b = at; b != 0 && !more; b &= b - 1)
      more = (grid.candidates(house[__builtin_ctz(b)]) & ~keep) != 0;
    if (!more) return false;
    std::vector<int> cells;
    Elims elims;
    for (std::size_t i = 0; i < house.size(); ++i) {
      if ((at & (std::uint32_t{1} << i)) == 0) continue;
      cells.push_back(house[i]);
      const DigitMask other = grid.candidates(house[i]) & ~keep;
      for (int digit = 1; digit <= grid.size(); ++digit) {
        if (other & digit_bit(digit)) elims.emplace_back(house[i], digit);
      }
    }
    if (elims.empty()) return false;
    const Technique t = subset_technique(false, size);
    found = make_step(t, cells, {h}, {}, elims,
                      capitalised(to_string(t)) + ": in " + grid.rules().house_name(h) + ", " + digits_text(keep) +
                          " fit only in " + cells_text(grid.shape(), cells) +
                          ", so those cells lose their other candidates: " + losses_text(grid.shape(), elims),
                      candidates_of(grid, cells, keep));
    return true;
  });
  return found;
}

const char* fish_name(int size) { return size == 2 ? "X-Wing" : size == 3 ? "Swordfish" : "Jellyfish"; }

// A fish of `size` on `digit` with rows as the base (by_rows) or columns. Relies on Rules putting
// rows at houses 0..N-1 and columns at N..2N-1.
std::optional<Step> fish_on(const CandidateGrid& grid, int digit, int size, bool by_rows) {
  const int n = grid.size();
  // SE's bound: with fewer than 2 * size lines left to fill, the fish is the complement of a smaller one.
  int placed = 0;
  for (int r = 0; r < n; ++r) placed += (grid.placed(r) & digit_bit(digit)) != 0;
  if (placed + 2 * size > n) return std::nullopt;
  const int base0 = by_rows ? 0 : n, cover0 = by_rows ? n : 0;
  Small<int> bases;
  Small<std::uint32_t> lines;  // per base: bit c set when cover line c holds the digit there
  for (int b = 0; b < n; ++b) {
    const std::uint32_t at = grid.positions(base0 + b, digit);
    const int count = popcount(at);
    if (count < 2 || count > size) continue;
    bases.push_back(b);
    lines.push_back(at);
  }
  std::optional<Step> found;
  for_each_combination(static_cast<int>(bases.size()), size, [&](const Small<int>& chosen) {
    std::uint32_t covers = 0;
    for (int i : chosen) covers |= lines[i];
    if (popcount(covers) != size) return false;
    std::uint32_t base_lines = 0;
    for (int i : chosen) base_lines |= std::uint32_t{1} << bases[i];
    bool clears = false;
    for (std::uint32_t b = covers; b != 0 && !clears; b &= b - 1) {
      clears = (grid.positions(cover0 + __builtin_ctz(b), digit) & ~base_lines) != 0;
    }
    if (!clears) return false;
    std::vector<int> cells, houses;
    for (int i : chosen) {
      houses.push_back(base0 + bases[i]);
      for (int cell : cells_with(grid, base0 + bases[i], digit)) cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    Elims elims;
    for (int c = 0; c < n; ++c) {
      if ((covers & (std::uint32_t{1} << c)) == 0) continue;
      houses.push_back(cover0 + c);
      eliminate_outside(grid, cover0 + c, cells, digit_bit(digit), elims);
    }
    sort_unique(elims);
    if (elims.empty()) return false;
    std::string base_names, cover_names;
    for (int i = 0; i < size; ++i) {
      base_names += (i == 0 ? "" : i + 1 == size ? " and " : ", ") + grid.rules().house_name(houses[i]);
      cover_names += (i == 0 ? "" : i + 1 == size ? " and " : ", ") + grid.rules().house_name(houses[size + i]);
    }
    const std::string d = std::to_string(digit);
    const Technique t = size == 2 ? Technique::x_wing : size == 3 ? Technique::swordfish : Technique::jellyfish;
    Cands proof = candidates_of(grid, cells, digit_bit(digit));
    found = make_step(t, cells, houses, {}, elims,
                      std::string(fish_name(size)) + " on " + d + ": in " + base_names + ", " + d + " lies only in " +
                          cover_names + ", so " + d +
                          " comes out of the rest of those: " + losses_text(grid.shape(), elims),
                      std::move(proof));
    return true;
  });
  return found;
}

}  // namespace

std::optional<Step> find_locked(const CandidateGrid& grid, bool pointing) {
  const auto& houses = grid.rules().houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    if ((houses[h].kind == HouseKind::box) != pointing) continue;
    const DigitMask missing = missing_in(grid, h);
    for (int digit = 1; digit <= grid.size(); ++digit) {
      if ((missing & digit_bit(digit)) == 0) continue;
      if (auto step = locked_in(grid, h, digit, pointing)) return step;
    }
  }
  return std::nullopt;
}

// SE's order of houses for subsets: boxes, columns, rows, then extra houses.
std::vector<int> subset_order(const CandidateGrid& grid) {
  std::vector<int> order;
  const auto& houses = grid.rules().houses();
  for (HouseKind kind : {HouseKind::box, HouseKind::column, HouseKind::row}) {
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind == kind) order.push_back(h);
    }
  }
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    if (is_variant_house(houses[h].kind)) order.push_back(h);
  }
  return order;
}

std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size) {
  const auto& houses = grid.rules().houses();
  for (int h : subset_order(grid)) {
    Small<int> pool;  // indices into the house's cells
    for (std::size_t i = 0; i < houses[h].cells.size(); ++i) {
      const int cell = houses[h].cells[i];
      const int count = grid.value(cell) == 0 ? popcount(grid.candidates(cell)) : 0;
      if (count >= 2 && count <= size) pool.push_back(static_cast<int>(i));
    }
    if (static_cast<int>(pool.size()) < size || empty_cells(grid, h) < 2 * size) continue;  // SE's bound
    if (auto step = naked_subset_in(grid, h, pool, size)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size) {
  for (int h : subset_order(grid)) {
    if (auto step = hidden_subset_in(grid, h, size)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_fish(const CandidateGrid& grid, int size) {
  for (int digit = 1; digit <= grid.size(); ++digit) {
    if (auto step = fish_on(grid, digit, size, true)) return step;
    if (auto step = fish_on(grid, digit, size, false)) return step;
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
