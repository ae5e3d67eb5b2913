// Grader techniques on bivalue cells (see grader.hpp): XY-Wing, XYZ-Wing and W-Wing (a teaching
// technique: SE lacks it, so it never sets a score). Siblings: grader.cpp (core and singles),
// grader/sets.cpp (locked candidates, subsets, fish), grader/uniqueness.cpp.
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

using Elims = Cands;

int lone_digit(DigitMask mask) {
  int digit = 1;
  while (mask > 1) {
    mask >>= 1;
    ++digit;
  }
  return digit;
}

bool bivalue(const CandidateGrid& grid, int cell) {
  return grid.value(cell) == 0 && popcount(grid.candidates(cell)) == 2;
}

// Cells other than `cells` that see every one of `cells` and still hold `digit`, ascending.
Elims eliminate_seeing_all(const CandidateGrid& grid, const std::vector<int>& cells, int digit) {
  Elims elims;
  for (int c : grid.rules().peers(cells.front())) {
    if (!grid.has(c, digit)) continue;
    if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
    if (std::all_of(cells.begin(), cells.end(), [&](int x) { return sees(grid, c, x); })) elims.emplace_back(c, digit);
  }
  std::sort(elims.begin(), elims.end());
  return elims;
}

std::string elim_cells_text(const Shape& shape, const Elims& elims) {
  std::vector<int> cells;
  for (const auto& e : elims) cells.push_back(e.first);
  return cells_text(shape, cells);
}

// The step record of an XY- or XYZ-Wing: the same cells, eliminations and sentence, but for the
// technique's name and why z must lie in one of the cells ("one pincer is", "one of the three is").
Step wing_step(const CandidateGrid& grid, Technique technique, int pivot, int a, int b, int zd, Elims elims,
               const char* because) {
  const Shape& shape = grid.shape();
  const std::string zs = std::to_string(zd);
  const char* name = technique == Technique::xy_wing ? "XY-Wing" : "XYZ-Wing";
  std::string text = std::string(name) + ": pivot " + cell_name(shape, pivot) + " (" +
                     digits_text(grid.candidates(pivot)) + ") with pincers " + cell_name(shape, a) + " (" +
                     digits_text(grid.candidates(a)) + ") and " + cell_name(shape, b) + " (" +
                     digits_text(grid.candidates(b)) + "); " + because + " " + zs + ", so " +
                     elim_cells_text(shape, elims) + " cannot be " + zs;
  Cands proof = candidates_of(grid, {pivot, a, b}, grid.all_digits());
  return make_step(technique, {pivot, a, b}, {}, {}, std::move(elims), std::move(text), std::move(proof));
}

}  // namespace

std::optional<Step> find_xy_wing(const CandidateGrid& grid) {
  const Shape& shape = grid.shape();
  for (int pivot = 0; pivot < shape.cell_count(); ++pivot) {
    if (!bivalue(grid, pivot)) continue;
    const DigitMask pm = grid.candidates(pivot);
    for (int a : grid.rules().peers(pivot)) {
      if (!bivalue(grid, a)) continue;
      const DigitMask am = grid.candidates(a);
      if (popcount(am & pm) != 1) continue;  // {x,z}: shares x with the pivot
      const DigitMask z = am & ~pm;
      const DigitMask y = pm & ~am;
      for (int b : grid.rules().peers(pivot)) {
        if (b == a || !bivalue(grid, b) || grid.candidates(b) != (y | z)) continue;
        if (a > b) continue;  // each wing once
        const int zd = lone_digit(z);
        Elims elims = eliminate_seeing_all(grid, {a, b}, zd);
        if (elims.empty()) continue;
        return wing_step(grid, Technique::xy_wing, pivot, a, b, zd, std::move(elims), "one pincer is");
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_xyz_wing(const CandidateGrid& grid) {
  const Shape& shape = grid.shape();
  for (int pivot = 0; pivot < shape.cell_count(); ++pivot) {
    if (grid.value(pivot) != 0 || popcount(grid.candidates(pivot)) != 3) continue;
    const DigitMask pm = grid.candidates(pivot);
    for (int a : grid.rules().peers(pivot)) {
      if (!bivalue(grid, a) || (grid.candidates(a) & ~pm) != 0) continue;
      for (int b : grid.rules().peers(pivot)) {
        if (b <= a || !bivalue(grid, b) || (grid.candidates(b) & ~pm) != 0) continue;
        const DigitMask am = grid.candidates(a), bm = grid.candidates(b);
        if ((am | bm) != pm || popcount(am & bm) != 1) continue;
        const int zd = lone_digit(am & bm);
        Elims elims = eliminate_seeing_all(grid, {pivot, a, b}, zd);
        if (elims.empty()) continue;
        return wing_step(grid, Technique::xyz_wing, pivot, a, b, zd, std::move(elims), "one of the three is");
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_w_wing(const CandidateGrid& grid) {
  const Shape& shape = grid.shape();
  const auto& houses = grid.rules().houses();
  for (int a = 0; a < shape.cell_count(); ++a) {
    if (!bivalue(grid, a)) continue;
    const DigitMask pair = grid.candidates(a);
    for (int b = a + 1; b < shape.cell_count(); ++b) {
      if (!bivalue(grid, b) || grid.candidates(b) != pair || sees(grid, a, b)) continue;
      for (int x = 1; x <= grid.size(); ++x) {
        if ((pair & digit_bit(x)) == 0) continue;
        const int y = lone_digit(pair & ~digit_bit(x));
        for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
          const std::uint32_t at = grid.positions(h, x);
          if (popcount(at) != 2) continue;
          const int u = cell_at_bit(grid, h, at), v = cell_at_bit(grid, h, at & (at - 1));
          if (u == a || u == b || v == a || v == b) continue;
          if (!((sees(grid, u, a) && sees(grid, v, b)) || (sees(grid, u, b) && sees(grid, v, a)))) continue;
          Elims elims = eliminate_seeing_all(grid, {a, b}, y);
          if (elims.empty()) continue;
          const std::string xs = std::to_string(x), ys = std::to_string(y);
          Cands proof = candidates_of(grid, {a, b}, grid.all_digits());
          proof.emplace_back(u, x);
          proof.emplace_back(v, x);
          return make_step(Technique::w_wing, {a, b, u, v}, {h}, {}, elims,
                           "W-Wing: " + cell_name(shape, a) + " and " + cell_name(shape, b) + " both hold only " +
                               digits_text(pair) + ", and in " + grid.rules().house_name(h) + " " + xs +
                               " lies only in " + cell_name(shape, u) + " and " + cell_name(shape, v) +
                               ", so one of the two pair cells is " + ys + " and " + elim_cells_text(shape, elims) +
                               " cannot be " + ys,
                           std::move(proof));
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace grader_detail
}  // namespace dlx
