// Sudoku variants as data: X (diagonals), Windoku (windows), jigsaw (regions) and killer (cages).
// Rules::make (sudoku_grid.hpp) checks a Variant against its shape and turns it into houses and
// cages; this header adds what the solver, the validator and the formats need of cages and
// windows. Implemented by engine/src/variants/variant.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dlx/sudoku/sudoku_grid.hpp"

namespace dlx {

// The Windoku windows of a shape: boxes of the board's box shape set one cell in from the edge and
// one cell apart (9x9: rows and columns 2-4 and 6-8, four windows), each a list of cells.
std::vector<std::vector<int>> window_cells(const Shape& shape);

// The digit sets (bit d-1 = digit d) of `size` distinct digits from 1..n that add up to `sum`,
// ascending. Empty when none exists.
std::vector<std::uint32_t> cage_combinations(int size, int sum, int n);

// Fillings of a cage in the exact-cover encoding: each combination in every order, size! each.
std::uint64_t cage_filling_count(int size, int sum, int n);

// Above this many fillings a cage is encoded by its combinations instead (sudoku_solver.hpp): one
// option per digit set, which covers secondary "cage holds digit d" items for the digits it leaves
// out, while each cell keeps its own candidates. Exactly the same solutions, far fewer options.
// Every filling is an option, and each cover walks them all: past a point a cage's fillings cost
// more updates than the nodes they save. Measured with the domination pass on (count to 2, mean /
// median over 100 generated killers): 10,000 fillings 45 / 6.4 ms, 720 (one set of six cells in
// every order) 32 / 3.6 ms; on 12 killer X 640 -> 243 ms mean; 240 and below branch far more.
constexpr std::uint64_t kMaxCageFillings = 720;

// What is wrong with a cage's digits as they stand (0 = empty cell), or "" when nothing is:
// "cage r1c1–r2c1 sums to 11, but 2 + 3 cannot reach it", "... but 9 + 5 already exceed it",
// "digit 4 appears twice in cage r1c1–r1c3: r1c1 and r1c3".
std::string cage_problem(const Shape& shape, const Cage& cage, const std::vector<int>& cells, int n);
// The first cage problem of a grid under its rules, and the cage index (-1 when none).
struct CageProblem {
  int cage = -1;
  std::string message;
};
std::vector<CageProblem> find_cage_problems(const Rules& rules, const Grid& grid);

// "X-Sudoku", "Windoku", "jigsaw", "killer", "killer X", "jigsaw X", ...; "classic" for none.
std::string variant_name(const Variant& variant);

}  // namespace dlx
