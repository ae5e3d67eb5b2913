// The grader's candidate grid (see grader.hpp): cell masks plus per-house digit positions kept up
// to date on every change, so the technique finders read masks instead of rescanning cells.
// Siblings: grader.cpp (step order, grading loop), grader/singles.cpp ... grader/forcing.cpp.
#include <algorithm>
#include <atomic>
#include <utility>

#include "grader_detail.hpp"

namespace dlx {

CandidateGrid::Layout::Layout(Rules r, const Layout* same_houses) : rules(std::move(r)) {
  if (same_houses) {
    // Only the cages differ (the generator merging two): the houses' tables are the same.
    slot_begin = same_houses->slot_begin;
    slots = same_houses->slots;
    meets = same_houses->meets;
    holding = same_houses->holding;
    holding_bits = same_houses->holding_bits;
    blocks = same_houses->blocks;
  } else {
    build_house_tables();
  }
  block_parts = grader_detail::rule45_parts(rules, blocks);
  static std::atomic<std::uint64_t> layouts{0};
  serial = ++layouts;
}

void CandidateGrid::Layout::build_house_tables() {
  const int cells = rules.shape().cell_count();
  slot_begin.assign(cells + 1, 0);
  for (int cell = 0; cell < cells; ++cell) {
    slot_begin[cell + 1] = slot_begin[cell] + static_cast<int>(rules.houses_of(cell).size());
  }
  slots.resize(slot_begin[cells]);
  std::vector<int> filled(cells, 0);
  const auto& houses = rules.houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    for (std::size_t i = 0; i < houses[h].cells.size(); ++i) {
      const int cell = houses[h].cells[i];
      slots[slot_begin[cell] + filled[cell]++] = {h, std::uint32_t{1} << i};
    }
  }
  // Each cell's own slots say which other houses it lies in, so the meets cost houses * N * slots.
  meets.resize(houses.size());
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    std::vector<Meet> found;
    for (std::size_t i = 0; i < houses[h].cells.size(); ++i) {
      const int cell = houses[h].cells[i];
      for (int s = slot_begin[cell]; s < slot_begin[cell + 1]; ++s) {
        if (slots[s].house == h) continue;
        auto at = std::find_if(found.begin(), found.end(), [&](const Meet& m) { return m.other == slots[s].house; });
        if (at == found.end()) at = found.insert(found.end(), Meet{slots[s].house, 0, 0});
        at->here |= std::uint32_t{1} << i;
        at->there |= slots[s].bit;
      }
    }
    std::sort(found.begin(), found.end(), [](const Meet& a, const Meet& b) { return a.other < b.other; });
    for (const Meet& meet : found) {
      if (grader_detail::popcount(meet.here) >= 2) meets[h].push_back(meet);
    }
  }
  build_holding();
  blocks = grader_detail::rule45_blocks(rules);
}

void CandidateGrid::Layout::build_holding() {
  const auto& houses = rules.houses();
  std::size_t most = 0;
  for (const House& house : houses) most = std::max(most, house.cells.size());
  if (most > 9) return;  // 2^cells entries per house: kept to boards up to 9x9
  const int bits = static_cast<int>(most);
  auto table = std::make_shared<std::vector<std::uint64_t>>(houses.size() << bits, 0);
  for (std::size_t h = 0; h < houses.size(); ++h) {
    for (std::uint32_t at = 0; at < (std::uint32_t{1} << bits); ++at) {
      for (std::size_t i = 0; i < meets[h].size(); ++i) {
        if ((at & ~meets[h][i].here) == 0) (*table)[(h << bits) | at] |= std::uint64_t{1} << i;
      }
    }
  }
  holding = std::move(table);
  holding_bits = bits;
}

namespace {

bool same_houses(const Rules& a, const Rules& b) {
  if (a.shape() != b.shape() || a.houses().size() != b.houses().size()) return false;
  for (std::size_t h = 0; h < a.houses().size(); ++h) {
    const House& x = a.houses()[h];
    const House& y = b.houses()[h];
    if (x.kind != y.kind || x.index != y.index || x.cells != y.cells) return false;
  }
  return true;
}

bool same_rules(const Rules& a, const Rules& b) {
  return &a == &b || (a.variant() == b.variant() && same_houses(a, b));
}

// The tables of the rules last asked for, per thread: building them (and copying the rules) cost
// more than rating an easy puzzle.
std::shared_ptr<const CandidateGrid::Layout> layout_for(const Rules& rules) {
  thread_local std::shared_ptr<const CandidateGrid::Layout> last;
  if (!last || !same_rules(last->rules, rules)) {
    // The rule of 45's unions exist only with cages (rule45_blocks), so cages or none must match too.
    const bool houses_kept =
        last && rules.cages().empty() == last->rules.cages().empty() && same_houses(last->rules, rules);
    last = std::make_shared<const CandidateGrid::Layout>(rules, houses_kept ? last.get() : nullptr);
  }
  return last;
}

}  // namespace

CandidateGrid::CandidateGrid(const Rules& rules) : layout_(layout_for(rules)) {
  const Rules& r = layout_->rules;
  size_ = r.shape().size();
  const int cells = r.shape().cell_count();
  const int houses = static_cast<int>(r.houses().size());
  empty_ = cells;
  values_.assign(cells, 0);
  candidates_.assign(cells, all_digits());
  placed_.assign(houses, 0);
  positions_.assign(static_cast<std::size_t>(houses) * size_, 0);
  for (int h = 0; h < houses; ++h) {
    const std::uint32_t all = static_cast<std::uint32_t>((std::uint64_t{1} << r.houses()[h].cells.size()) - 1);
    for (int d = 1; d <= size_; ++d) positions_[h * size_ + d - 1] = all;
  }
}

const Rules& CandidateGrid::rules() const { return layout_->rules; }

Result<CandidateGrid> CandidateGrid::make(const Rules& rules, const Grid& givens) {
  CandidateGrid grid(rules);
  Result<bool> loaded = grid.load(givens);
  if (!loaded) return loaded.error();
  return grid;
}

Result<bool> CandidateGrid::load(const Grid& givens) {
  const Rules& r = rules();
  if (givens.shape() != r.shape()) {
    return make_error("size", "the grid is " + std::to_string(givens.size()) + "x" + std::to_string(givens.size()) +
                                  " with other boxes than the rules'");
  }
  // Built from the masks in one pass rather than by placing the givens one by one (each place()
  // touches every peer): the generator loads a puzzle for every clue it tries to remove.
  const Layout& l = *layout_;
  const int cells = givens.cell_count();
  empty_ = cells;
  std::fill(placed_.begin(), placed_.end(), 0);
  bool conflict = false;
  for (int cell = 0; cell < cells; ++cell) {
    values_[cell] = givens[cell];
    if (givens[cell] == 0) continue;
    --empty_;
    for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) {
      DigitMask& placed = placed_[l.slots[s].house];
      conflict = conflict || (placed & digit_bit(givens[cell])) != 0;
      placed |= digit_bit(givens[cell]);
    }
  }
  if (conflict) return make_error("conflict", describe(r, find_conflicts(r, givens).front()));
  std::fill(positions_.begin(), positions_.end(), 0);
  for (int cell = 0; cell < cells; ++cell) {
    DigitMask mask = 0;
    if (givens[cell] == 0) {
      mask = all_digits();
      for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) mask &= ~placed_[l.slots[s].house];
    }
    candidates_[cell] = mask;
    for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) {
      std::uint32_t* row = &positions_[l.slots[s].house * size_];
      for (DigitMask m = mask; m != 0; m &= m - 1) row[grader_detail::lowest_digit(m) - 1] |= l.slots[s].bit;
    }
  }
  return true;
}

void CandidateGrid::clear_positions(int cell, DigitMask digits) {
  const Layout& l = *layout_;
  for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) {
    const Layout::Slot slot = l.slots[s];
    std::uint32_t* row = &positions_[slot.house * size_];
    for (DigitMask m = digits; m != 0; m &= m - 1) row[grader_detail::lowest_digit(m) - 1] &= ~slot.bit;
  }
}

void CandidateGrid::place(int cell, int digit) {
  if (values_[cell] == 0) --empty_;
  values_[cell] = digit;
  clear_positions(cell, candidates_[cell]);
  candidates_[cell] = 0;
  const Layout& l = *layout_;
  for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) placed_[l.slots[s].house] |= digit_bit(digit);
  for (int peer : l.rules.peers(cell)) eliminate(peer, digit);
}

void CandidateGrid::eliminate(int cell, int digit) {
  const DigitMask bit = digit_bit(digit);
  if ((candidates_[cell] & bit) == 0) return;
  candidates_[cell] &= ~bit;
  // clear_positions() for one digit, written out: this is the grader's innermost operation.
  const Layout& l = *layout_;
  std::uint32_t* column = &positions_[digit - 1];
  for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) column[l.slots[s].house * size_] &= ~l.slots[s].bit;
}

void CandidateGrid::set_candidates(int cell, DigitMask mask) {
  const DigitMask removed = candidates_[cell] & ~mask, added = mask & ~candidates_[cell];
  candidates_[cell] = mask;
  clear_positions(cell, removed);
  const Layout& l = *layout_;
  for (int s = l.slot_begin[cell]; s < l.slot_begin[cell + 1]; ++s) {
    std::uint32_t* row = &positions_[l.slots[s].house * size_];
    for (DigitMask m = added; m != 0; m &= m - 1) row[grader_detail::lowest_digit(m) - 1] |= l.slots[s].bit;
  }
}

bool CandidateGrid::contradiction() const {
  for (std::size_t cell = 0; cell < values_.size(); ++cell) {
    if (values_[cell] == 0 && candidates_[cell] == 0) return true;
  }
  for (std::size_t h = 0; h < placed_.size(); ++h) {
    DigitMask missing = all_digits() & ~placed_[h];
    for (; missing != 0; missing &= missing - 1) {
      if (positions_[h * size_ + grader_detail::lowest_digit(missing) - 1] == 0) return true;
    }
  }
  return false;
}

}  // namespace dlx
