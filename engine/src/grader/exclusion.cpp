// Aligned pair (2 cells) and triple (3 cells) exclusion, as SE does them (see grader.hpp): for a
// set of base cells, every combination of their candidates is tried; a combination is excluded
// when two cells that see each other would hold the same digit, or when it would take every
// candidate of a cell that sees all the base cells (an "excluder" with 2..size candidates). A
// candidate no remaining combination uses is removed. Sets of cells are bit sets, so the pairs
// and triples (thousands per position) are tried without allocating. Siblings: grader/wings.cpp.
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// A set of cells as bits (every board up to 25x25 fits in 10 words).
struct CellBits {
  std::uint64_t w[10] = {};
  void set(int c) { w[c >> 6] |= std::uint64_t{1} << (c & 63); }
  bool has(int c) const { return (w[c >> 6] >> (c & 63)) & 1; }
};

CellBits both(const CellBits& a, const CellBits& b, int words) {
  CellBits out;
  for (int i = 0; i < words; ++i) out.w[i] = a.w[i] & b.w[i];
  return out;
}

int count(const CellBits& a, int words) {
  int n = 0;
  for (int i = 0; i < words; ++i)
    n += popcount(static_cast<std::uint32_t>(a.w[i])) + popcount(static_cast<std::uint32_t>(a.w[i] >> 32));
  return n;
}

struct Base {
  int cell;
  CellBits excluders;  // peers with 2..size candidates
};

class Exclusion {
 public:
  Exclusion(const CandidateGrid& grid, int size)
      : grid_(grid), size_(size), words_((grid.shape().cell_count() + 63) / 64) {}
  std::optional<Step> find();

 private:
  std::optional<Step> try_set(const Base* const* bases, int k, const CellBits& common);

  const CandidateGrid& grid_;
  int size_, words_;
};

// Tries every combination of the base cells' candidates; the step removing the candidates no
// allowed combination uses, or none.
std::optional<Step> Exclusion::try_set(const Base* const* bases, int k, const CellBits& common) {
  int excluders[81 * 8];
  int e = 0;
  for (int i = 0; i < words_; ++i) {
    for (std::uint64_t m = common.w[i]; m != 0 && e < 640; m &= m - 1) excluders[e++] = i * 64 + __builtin_ctzll(m);
  }
  int digits[3][32], counts[3];
  bool see[3][3];
  for (int i = 0; i < k; ++i) {
    counts[i] = 0;
    for (DigitMask m = grid_.candidates(bases[i]->cell); m != 0; m &= m - 1) digits[i][counts[i]++] = lowest_digit(m);
    for (int j = 0; j < k; ++j) see[i][j] = i != j && sees(grid_, bases[i]->cell, bases[j]->cell);
  }
  DigitMask used[3] = {0, 0, 0};
  int pick[3] = {0, 0, 0};
  while (true) {
    bool allowed = true;
    DigitMask combo = 0;
    for (int i = 0; i < k && allowed; ++i) {
      combo |= digit_bit(digits[i][pick[i]]);
      for (int j = 0; j < i && allowed; ++j) {
        if (digits[i][pick[i]] == digits[j][pick[j]] && see[i][j]) allowed = false;
      }
    }
    for (int x = 0; x < e && allowed; ++x) {
      if ((grid_.candidates(excluders[x]) & ~combo) == 0) allowed = false;
    }
    if (allowed) {
      for (int i = 0; i < k; ++i) used[i] |= digit_bit(digits[i][pick[i]]);
    }
    int i = 0;
    while (i < k && ++pick[i] == counts[i]) pick[i++] = 0;
    if (i == k) break;
  }
  Cands elims;
  std::vector<int> cells;
  for (int i = 0; i < k; ++i) {
    cells.push_back(bases[i]->cell);
    for (DigitMask m = grid_.candidates(bases[i]->cell) & ~used[i]; m != 0; m &= m - 1) {
      elims.emplace_back(bases[i]->cell, lowest_digit(m));
    }
  }
  if (elims.empty()) return std::nullopt;
  const Shape& shape = grid_.shape();
  std::vector<int> others(excluders, excluders + e);
  std::vector<int> all = cells;
  all.insert(all.end(), others.begin(), others.end());
  std::string text = std::string(size_ == 2 ? "Aligned pair exclusion" : "Aligned triple exclusion") + ": " +
                     cells_text(shape, cells) + " see " + cells_text(shape, others) +
                     "; every way to fill them that would empty one of those cells, or repeat a digit in a "
                     "house, is excluded, and no other way gives ";
  for (std::size_t i = 0; i < elims.size(); ++i) {
    text += (i == 0                  ? ""
             : i + 1 == elims.size() ? " or "
                                     : ", ") +
            cell_name(shape, elims[i].first) + " the " + std::to_string(elims[i].second);
  }
  return make_step(size_ == 2 ? Technique::aligned_pair_exclusion : Technique::aligned_triple_exclusion, cells, {}, {},
                   std::move(elims), std::move(text), candidates_of(grid_, all, grid_.all_digits()));
}

std::optional<Step> Exclusion::find() {
  const Shape& shape = grid_.shape();
  std::vector<Base> bases;
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (grid_.value(c) != 0 || popcount(grid_.candidates(c)) < 2) continue;
    Base base{c, {}};
    bool single = false, any = false;
    for (int p : grid_.rules().peers(c)) {
      if (grid_.value(p) != 0) continue;
      const int n = popcount(grid_.candidates(p));
      if (n == 1) single = true;
      if (n >= 2 && n <= size_) {
        base.excluders.set(p);
        any = true;
      }
    }
    if (!single && any) bases.push_back(base);
  }
  if (static_cast<int>(bases.size()) < size_) return std::nullopt;
  std::vector<char> is_base(shape.cell_count(), 0);
  for (const Base& b : bases) is_base[b.cell] = 1;
  for (std::size_t a = 0; a < bases.size(); ++a) {
    for (std::size_t b = a + 1; b < bases.size(); ++b) {
      const CellBits ab = both(bases[a].excluders, bases[b].excluders, words_);
      if (count(ab, words_) < 2) continue;  // every set needs two excluders common to all its cells
      if (size_ == 2) {
        const Base* set[2] = {&bases[a], &bases[b]};
        if (auto step = try_set(set, 2, ab)) return step;
        continue;
      }
      // The third cell comes from the cells the first two can be excluded by (SE's "twin area").
      for (const Base& third : bases) {
        if (&third == &bases[a] || &third == &bases[b]) continue;
        if (!bases[a].excluders.has(third.cell) && !bases[b].excluders.has(third.cell)) continue;
        const CellBits abc = both(ab, third.excluders, words_);
        if (count(abc, words_) < 2) continue;
        const Base* set[3] = {&bases[a], &bases[b], &third};
        if (auto step = try_set(set, 3, abc)) return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_aligned_exclusion(const CandidateGrid& grid, int size) { return Exclusion(grid, size).find(); }

}  // namespace grader_detail
}  // namespace dlx
