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
#include <cstdint>
#include <set>
#include <unordered_map>
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

namespace {

// Every set of `size` distinct digits 1..n summing to `sum`, ascending, for n <= kMaxKillerSize:
// built once, since the grader asks for the same few (size, sum) pairs thousands of times a puzzle.
const std::vector<DigitMask>& combinations_of(int n, int size, int sum) {
  static const auto table = [] {
    std::vector<std::vector<DigitMask>> all((kMaxKillerSize + 1) * (kMaxKillerSize + 1) * 46);
    for (int digits = 1; digits <= kMaxKillerSize; ++digits) {
      for (DigitMask m = 1; m < (DigitMask{1} << digits); ++m) {
        all[(digits * (kMaxKillerSize + 1) + __builtin_popcount(m)) * 46 + mask_sum(m)].push_back(m);
      }
    }
    return all;
  }();
  static const std::vector<DigitMask> none;
  if (n < 1 || n > kMaxKillerSize || size < 1 || size > n || sum < 0 || sum > 45) return none;
  return table[(n * (kMaxKillerSize + 1) + size) * 46 + sum];
}

// The digit i of `combo` (in ascending order) becomes bit i: the cage's search then runs over the
// 2^size subsets of one combination instead of the 2^n subsets of all digits.
DigitMask compress(DigitMask digits, const DigitMask* order, int size) {
  DigitMask out = 0;
  for (int i = 0; i < size; ++i) {
    if (digits & order[i]) out |= DigitMask{1} << i;
  }
  return out;
}

int bit_count(DigitMask m) {
  // A table, since a portable build has no popcount instruction and this is the grader's hottest loop.
  static const auto table = [] {
    std::array<std::uint8_t, std::size_t{1} << kMaxKillerSize> t{};
    for (std::size_t i = 1; i < t.size(); ++i) t[i] = static_cast<std::uint8_t>(t[i >> 1] + (i & 1));
    return t;
  }();
  return table[m];
}

struct FillKey {
  std::uint64_t low, high;
  bool operator==(const FillKey& o) const { return low == o.low && high == o.high; }
};
struct FillKeyHash {
  std::size_t operator()(const FillKey& k) const {
    return static_cast<std::size_t>((k.low * 0x9E3779B97F4A7C15ULL) ^ (k.high + (k.low >> 29)));
  }
};
constexpr std::size_t kFillMemoSize = std::size_t{1} << 16;  // entries kept before starting afresh

// The fillings of one cage given each cell's digits (cage_fill's work, without the grid).
CageFill fill_of(const std::array<DigitMask, kMaxKillerSize>& cell_digits_of, int k, int n, int sum, DigitMask must) {
  // For each combination (a set of distinct digits making the sum): forward, the subsets of it the
  // first i cells can take (each cell from its digits); backward, the subsets from which the other
  // cells complete it. A subset's size is the number of cells it has filled, so the state is the
  // subset alone, and a cell keeps a digit when some complete filling gives it that digit.
  CageFill fill;
  fill.allowed.assign(k, 0);
  std::array<char, std::size_t{1} << kMaxKillerSize> forward{}, backward{};
  std::array<DigitMask, kMaxKillerSize> order{}, cells{}, allowed{};
  const DigitMask full = (DigitMask{1} << k) - 1;
  for (DigitMask combo : combinations_of(n, k, sum)) {
    if ((combo & must) != must) continue;
    DigitMask rest = combo;
    for (int i = 0; i < k; ++i, rest &= rest - 1) order[i] = rest & -rest;
    bool possible = true;
    for (int i = 0; i < k && possible; ++i) possible = (cells[i] = compress(cell_digits_of[i], order.data(), k)) != 0;
    if (!possible) continue;
    std::fill(forward.begin(), forward.begin() + full + 1, 0);
    forward[0] = 1;
    for (DigitMask m = 0; m < full; ++m) {
      if (!forward[m]) continue;
      for (DigitMask d = cells[bit_count(m)] & ~m; d != 0; d &= d - 1) forward[m | (d & -d)] = 1;
    }
    if (!forward[full]) continue;
    std::fill(backward.begin(), backward.begin() + full + 1, 0);
    std::fill(allowed.begin(), allowed.begin() + k, 0);
    backward[full] = 1;
    for (DigitMask m = full; m-- > 0;) {
      if (!forward[m]) continue;
      const int i = bit_count(m);
      for (DigitMask d = cells[i] & ~m; d != 0; d &= d - 1) {
        const DigitMask bit = d & -d;
        if (!backward[m | bit]) continue;
        backward[m] = 1;
        allowed[i] |= bit;
      }
    }
    fill.combinations.push_back(combo);
    for (int i = 0; i < k; ++i) {
      for (DigitMask d = allowed[i]; d != 0; d &= d - 1) fill.allowed[i] |= order[__builtin_ctz(d)];
    }
  }
  return fill;
}

}  // namespace

// One memo per thread natively; the WebAssembly build has no threads, and Emscripten links
// thread-local storage only with atomics, so there it is a plain static.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define DLX_PER_THREAD static
#else
#define DLX_PER_THREAD thread_local
#endif

const CageFill& cage_fill(const CandidateGrid& grid, const Cage& cage, DigitMask must) {
  const int k = static_cast<int>(cage.cells.size());
  if (k > kMaxKillerSize || grid.size() > kMaxKillerSize) {
    DLX_PER_THREAD CageFill none;  // no filling: nothing to say about cages this large
    none = CageFill{{}, std::vector<DigitMask>(k, 0)};
    return none;
  }
  std::array<DigitMask, kMaxKillerSize> digits{};
  for (int i = 0; i < k; ++i) digits[i] = cell_digits(grid, cage.cells[i]);
  // Remembered by everything the answer depends on: between two steps of a grading most cages keep
  // their cells' digits, and the grader asks for every cage at every step. The key is exact: nine
  // 9-bit masks in 81 bits, then the sum, `must`, the size and N in the second word.
  FillKey key{0, 0};
  for (int i = 0; i < k; ++i) {
    const int bit = 9 * i;
    const auto d = static_cast<std::uint64_t>(digits[i]);
    if (bit < 64) key.low |= d << bit;
    if (bit < 64 && bit + 9 > 64) key.high |= d >> (64 - bit);
    if (bit >= 64) key.high |= d << (bit - 64);
  }
  key.high |= static_cast<std::uint64_t>(cage.sum) << 20 | static_cast<std::uint64_t>(must) << 28 |
              static_cast<std::uint64_t>(k) << 40 | static_cast<std::uint64_t>(grid.size()) << 44;
  DLX_PER_THREAD std::unordered_map<FillKey, CageFill, FillKeyHash> memo;
  if (auto found = memo.find(key); found != memo.end()) return found->second;
  if (memo.size() >= kFillMemoSize) memo.clear();
  return memo.emplace(key, fill_of(digits, k, grid.size(), cage.sum, must)).first->second;
}

bool propagate_cages(CandidateGrid& grid) {
  if (grid.size() > kMaxKillerSize) return propagate_singles(grid, true);
  const auto& cages = grid.rules().cages();
  bool changed = true;
  while (changed) {
    if (!propagate_singles(grid, true)) return false;
    changed = false;
    for (const Cage& cage : cages) {
      const CageFill& fill = cage_fill(grid, cage);
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
    const CageFill& fill = cage_fill(grid, cage);
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
    // Read from the mask: a house's places lie in one cage far less often than this is asked.
    const std::uint32_t at = grid.positions(h, digit);
    if (at == 0) continue;
    const int k = rules.cage_of(cell_at_bit(grid, h, at));
    bool one_cage = k >= 0;
    for (std::uint32_t b = at & (at - 1); b != 0 && one_cage; b &= b - 1)
      one_cage = rules.cage_of(cell_at_bit(grid, h, b)) == k;
    if (!one_cage) continue;
    const Cage& cage = rules.cages()[k];
    const CageFill& fill = cage_fill(grid, cage, digit_bit(digit));
    if (fill.combinations.empty()) continue;
    Cands elims = fill_losses(grid, cage, fill);
    if (elims.empty()) continue;
    const std::vector<int> places = cells_with(grid, h, digit);
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
    const CageFill& fill = cage_fill(grid, cages[k]);
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
