// Grader techniques on bivalue cells and patterns (see grader.hpp): XY-Wing, XYZ-Wing, W-Wing,
// and the two uniqueness techniques, unique rectangle type 1 and BUG+1. The uniqueness techniques
// are only valid for puzzles with exactly one solution (every generated or rated puzzle here is);
// on a puzzle with several solutions they may remove a digit that some solution uses.
// Siblings: grader.cpp (core and singles), grader_sets.cpp (locked candidates, subsets, fish).
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

bool has_extra_houses(const CandidateGrid& grid) {
  for (const House& house : grid.rules().houses()) {
    if (house.kind == HouseKind::extra) return true;
  }
  return false;
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

// Valid only when the puzzle has a unique solution: the four cells would otherwise be a deadly
// pattern (x and y swappable), so the fourth cell must be one of its other digits.
std::optional<Step> find_unique_rectangle(const CandidateGrid& grid) {
  if (has_extra_houses(grid)) return std::nullopt;  // a swap could break an extra house
  const Shape& shape = grid.shape();
  const int n = grid.size();
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n; ++r2) {
      for (int c1 = 0; c1 < n; ++c1) {
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const std::vector<int> corners = {shape.cell_at(r1, c1), shape.cell_at(r1, c2), shape.cell_at(r2, c1),
                                            shape.cell_at(r2, c2)};
          // Two rows and two columns make two boxes when exactly one of the pairs shares a band or stack.
          const bool same_band = shape.box_of(corners[0]) == shape.box_of(corners[2]);
          const bool same_stack = shape.box_of(corners[0]) == shape.box_of(corners[1]);
          if (same_band == same_stack) continue;
          int odd = -1, bivalues = 0;
          DigitMask pair = 0;
          bool ok = true;
          for (int c : corners) {
            if (grid.value(c) != 0) {
              ok = false;
              break;
            }
            if (popcount(grid.candidates(c)) == 2) {
              if (pair == 0) pair = grid.candidates(c);
              if (grid.candidates(c) != pair) ok = false;
              ++bivalues;
            } else {
              odd = c;
            }
          }
          if (!ok || bivalues != 3 || odd < 0) continue;
          if ((grid.candidates(odd) & pair) != pair || popcount(grid.candidates(odd)) < 3) continue;
          Elims elims;
          for (int d = 1; d <= n; ++d) {
            if (pair & digit_bit(d)) elims.emplace_back(odd, d);
          }
          std::vector<int> three;
          for (int c : corners) {
            if (c != odd) three.push_back(c);
          }
          Cands proof = candidates_of(grid, corners, pair);
          return make_step(Technique::unique_rectangle, corners, {}, {}, elims,
                           "Unique rectangle (type 1): " + cells_text(shape, three) + " hold only " +
                               digits_text(pair) + "; if " + cell_name(shape, odd) +
                               " were one of them too, the two digits could swap and the puzzle would have two "
                               "solutions, so (assuming "
                               "a unique solution) " +
                               cell_name(shape, odd) + " loses " + digits_text(pair),
                           std::move(proof));
        }
      }
    }
  }
  return std::nullopt;
}

// Valid only when the puzzle has a unique solution: without the extra digit the grid would be a
// bivalue universal grave (every cell two candidates, every candidate twice per house), which has
// no single solution.
std::optional<Step> find_bug_plus_one(const CandidateGrid& grid) {
  if (has_extra_houses(grid)) return std::nullopt;
  const Shape& shape = grid.shape();
  int tri = -1;
  for (int c = 0; c < shape.cell_count(); ++c) {
    if (grid.value(c) != 0) continue;
    const int count = popcount(grid.candidates(c));
    if (count == 2) continue;
    if (count != 3 || tri >= 0) return std::nullopt;
    tri = c;
  }
  if (tri < 0) return std::nullopt;
  const auto& houses = grid.rules().houses();
  const auto count_in = [&](int h, int digit) { return static_cast<int>(cells_with(grid, h, digit).size()); };
  int extra = 0;
  for (int d = 1; d <= grid.size() && extra == 0; ++d) {
    if (grid.has(tri, d) && count_in(grid.rules().houses_of(tri).front(), d) == 3) extra = d;
  }
  if (extra == 0) return std::nullopt;
  // Check the BUG: with `extra` gone from the trivalue cell, every digit is in 0 or 2 cells of every house.
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    const bool holds = std::find(houses[h].cells.begin(), houses[h].cells.end(), tri) != houses[h].cells.end();
    for (int d = 1; d <= grid.size(); ++d) {
      const int count = count_in(h, d) - (holds && d == extra ? 1 : 0);
      if (count != 0 && count != 2) return std::nullopt;
    }
  }
  const std::string es = std::to_string(extra);
  Step step = make_step(Technique::bug_plus_one, {tri}, {}, {{tri, extra}}, {}, "",
                        candidates_of(grid, {tri}, grid.all_digits()));
  step.text = "BUG+1: every empty cell but " + cell_name(shape, tri) + " holds two candidates, and " + es +
              " appears three times in " + grid.rules().house_name(grid.rules().houses_of(tri).front()) +
              "; without it the grid would have no unique solution, so (assuming a unique solution) " +
              cell_name(shape, tri) + " is " + es;
  return step;
}

}  // namespace grader_detail
}  // namespace dlx
