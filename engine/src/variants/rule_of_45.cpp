// The rule of 45 (see rule_of_45.hpp): innies and outies of houses, of runs of adjacent rows or
// columns and of pairs of adjacent boxes, kept when they lie in one house.
#include "dlx/variants/rule_of_45.hpp"

#include <algorithm>

#include "dlx/variants/variant.hpp"

namespace dlx {
namespace {

// The house holding every cell of `cells` (-1: none), so that their digits are distinct.
int house_holding(const Rules& rules, const std::vector<int>& cells) {
  for (int h : rules.houses_of(cells.front())) {
    const std::vector<int>& in = rules.houses()[h].cells;
    const bool all =
        std::all_of(cells.begin(), cells.end(), [&](int c) { return std::binary_search(in.begin(), in.end(), c); });
    if (all) return h;
  }
  return -1;
}

// The blocks: every house, then runs of 2 to n-1 adjacent rows, the same of columns, then two
// boxes side by side or one above the other (each house adds n(n+1)/2 to the block's total).
// Measured on 10 generated killers with no givens (count to 2, nodes median / mean): houses and
// runs of 2-3 lines 499 / 2,544; runs up to n-1 lines 263 / 977; with box pairs 214 / 936; every
// rectangle of boxes too 206 / 934 (no gain for its cost).
std::vector<std::vector<int>> blocks_of(const Rules& rules) {
  std::vector<std::vector<int>> blocks;
  const auto& houses = rules.houses();
  const int n = rules.shape().size();
  auto of_kind = [&](HouseKind kind) {  // house indices of this kind, by index
    std::vector<int> found;
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind == kind) found.push_back(h);
    }
    return found;
  };
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) blocks.push_back({h});
  for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
    const std::vector<int> line = of_kind(kind);
    for (int width = 2; width < n; ++width) {
      for (int first = 0; first + width <= static_cast<int>(line.size()); ++first) {
        blocks.emplace_back(line.begin() + first, line.begin() + first + width);
      }
    }
  }
  const std::vector<int> box = of_kind(HouseKind::box);  // none on a jigsaw board
  const int across = n / rules.shape().box_cols(), count = static_cast<int>(box.size());
  for (int b = 0; b < count; ++b) {
    if ((b + 1) % across != 0) blocks.push_back({box[b], box[b + 1]});
    if (b + across < count) blocks.push_back({box[b], box[b + across]});
  }
  return blocks;
}

}  // namespace

std::vector<SumSet> rule_of_45_sets(const Rules& rules, int max_cells, int max_combinations) {
  const Shape& shape = rules.shape();
  const int n = shape.size(), cells = shape.cell_count();
  const auto& cages = rules.cages();
  const int house_total = n * (n + 1) / 2;
  std::vector<SumSet> sets;
  auto keep = [&](std::vector<int> found, int sum) {
    const int size = static_cast<int>(found.size());
    if (size == 0 || size >= n || size > max_cells) return;
    if (static_cast<int>(cage_combinations(size, sum, n).size()) > max_combinations) return;
    std::sort(found.begin(), found.end());
    const int k = rules.cage_of(found.front());
    if (k >= 0 && cages[k].cells == found) return;  // the cage says it already
    const int house = house_holding(rules, found);
    if (house < 0) return;
    SumSet set{std::move(found), sum, house};
    if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(std::move(set));
  };
  std::vector<char> in(cells);
  std::vector<int> inside(cages.size());
  for (const std::vector<int>& block : blocks_of(rules)) {
    std::fill(in.begin(), in.end(), 0);
    for (int h : block) {
      for (int c : rules.houses()[h].cells) in[c] = 1;
    }
    std::fill(inside.begin(), inside.end(), 0);
    bool all_caged = true;
    for (int c = 0; c < cells; ++c) {
      if (!in[c]) continue;
      const int k = rules.cage_of(c);
      all_caged &= k >= 0;
      if (k >= 0) ++inside[k];
    }
    const int total = house_total * static_cast<int>(block.size());
    int wholly = 0, touching = 0;
    std::vector<int> innies, outies;
    for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
      if (inside[k] == 0) continue;
      touching += cages[k].sum;
      const bool whole = inside[k] == static_cast<int>(cages[k].cells.size());
      if (whole) wholly += cages[k].sum;
      for (int c : cages[k].cells) {
        if (!whole) (in[c] ? innies : outies).push_back(c);
      }
    }
    for (int c = 0; c < cells; ++c) {
      if (in[c] && rules.cage_of(c) < 0) innies.push_back(c);
    }
    keep(innies, total - wholly);
    if (all_caged) keep(outies, touching - total);
  }
  return sets;
}

}  // namespace dlx
