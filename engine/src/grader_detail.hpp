// Internal helpers shared by the grader*.cpp files; not part of the engine's API (the public side
// is include/dlx/grader.hpp). One finder per technique family, each returning the first step of
// its kind in a fixed scan order (houses in Rules order, cells ascending), so paths are stable.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "dlx/grader.hpp"

namespace dlx {
namespace grader_detail {

int popcount(DigitMask mask);
// "3, 5 and 8"
std::string digits_text(DigitMask mask);
// "r1c2, r1c5 and r3c4"
std::string cells_text(const Shape& shape, const std::vector<int>& cells);
// The empty cells of a house that still have `digit` as a candidate, ascending.
std::vector<int> cells_with(const CandidateGrid& grid, int house, int digit);

std::optional<Step> find_full_house(const CandidateGrid& grid);
std::optional<Step> find_naked_single(const CandidateGrid& grid);
// box_houses: boxes only; otherwise every other house (rows, columns, extra houses).
std::optional<Step> find_hidden_single(const CandidateGrid& grid, bool box_houses);
// pointing: a box's digit confined to one line; claiming: a line's digit confined to one box.
std::optional<Step> find_locked(const CandidateGrid& grid, bool pointing);
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);
// Basic fish on rows and columns: size 2 X-Wing, 3 Swordfish, 4 Jellyfish.
std::optional<Step> find_fish(const CandidateGrid& grid, int size);
// Wings on bivalue (and, for XYZ, trivalue) cells.
std::optional<Step> find_xy_wing(const CandidateGrid& grid);
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);
std::optional<Step> find_w_wing(const CandidateGrid& grid);
// Uniqueness techniques: valid only for puzzles with a unique solution.
std::optional<Step> find_unique_rectangle(const CandidateGrid& grid);
std::optional<Step> find_bug_plus_one(const CandidateGrid& grid);

// Calls visit(chosen) for every ascending choice of k indices out of 0..n-1, stopping when it
// returns true; returns whether it stopped.
template <class Visit>
bool for_each_combination(int n, int k, Visit visit) {
  if (k > n || k <= 0) return false;
  std::vector<int> chosen(k);
  for (int i = 0; i < k; ++i) chosen[i] = i;
  while (true) {
    if (visit(chosen)) return true;
    int i = k - 1;
    while (i >= 0 && chosen[i] == n - k + i) --i;
    if (i < 0) return false;
    ++chosen[i];
    for (int j = i + 1; j < k; ++j) chosen[j] = chosen[j - 1] + 1;
  }
}

}  // namespace grader_detail
}  // namespace dlx
