// Helpers shared by the C++ tests: a grid from a plain digit string (independent of the
// format module under test), reading data files, a tiny independent reference solver, and a
// count by the bitset engine.
#pragma once

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/bitset_cover.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/variants/variant.hpp"

namespace dlx::testing {

// '1'-'9' and 'A'-'P' are digits; anything else is an empty cell.
inline Grid grid_from(const std::string& text, Shape shape = Shape::classic()) {
  Grid g(shape);
  for (int i = 0; i < shape.cell_count() && i < static_cast<int>(text.size()); ++i) {
    const char c = text[i];
    g[i] = c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'P' ? c - 'A' + 10 : 0;
  }
  return g;
}

inline std::string text_of(const Grid& g) {
  std::string s;
  for (int d : g.cells()) s += d == 0 ? '.' : d <= 9 ? static_cast<char>('0' + d) : static_cast<char>('A' + d - 10);
  return s;
}

inline std::vector<std::string> data_lines(const std::string& name) {
  std::ifstream in(std::string(DLX_TEST_DATA) + "/" + name);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

// A complete grid that obeys the rules and keeps every given.
inline bool completes(const Grid& solution, const Grid& givens) {
  if (solution.filled_count() != solution.cell_count()) return false;
  if (!find_conflicts(Rules(solution.shape()), solution).empty()) return false;
  for (int i = 0; i < givens.cell_count(); ++i) {
    if (givens[i] != 0 && givens[i] != solution[i]) return false;
  }
  return true;
}

// The empty cells of g are closed under the symmetry: every group is all given or all empty.
inline bool symmetric(const Grid& g, Symmetry symmetry) {
  for (int cell = 0; cell < g.cell_count(); ++cell) {
    for (int other : symmetry_group(g.shape(), symmetry, cell)) {
      if ((g[cell] == 0) != (g[other] == 0)) return false;
    }
  }
  return true;
}

// Plain backtracking over cells in row-major order with bitmasks: nothing shared with DLX.
class ReferenceSolver {
 public:
  explicit ReferenceSolver(const Grid& g) : grid_(g), n_(g.size()) {}
  // Solutions found, stopping at `limit`.
  long long count(long long limit) {
    limit_ = limit;
    found_ = 0;
    search(0);
    return found_;
  }

 private:
  bool allowed(int cell, int d) const {
    const Shape& s = grid_.shape();
    const int r = s.row_of(cell), c = s.col_of(cell), b = s.box_of(cell);
    for (int i = 0; i < s.cell_count(); ++i) {
      if (i != cell && grid_[i] == d && (s.row_of(i) == r || s.col_of(i) == c || s.box_of(i) == b)) return false;
    }
    return true;
  }
  void search(int cell) {
    while (cell < grid_.cell_count() && grid_[cell] != 0) ++cell;
    if (cell == grid_.cell_count()) {
      ++found_;
      return;
    }
    for (int d = 1; d <= n_ && found_ < limit_; ++d) {
      if (!allowed(cell, d)) continue;
      grid_[cell] = d;
      search(cell + 1);
      grid_[cell] = 0;
    }
  }
  Grid grid_;
  int n_;
  long long limit_ = 0, found_ = 0;
};

// Solutions of a grid under the standard rules, counted to `limit` by the bitset engine
// (bitset_cover.hpp) over an exact cover built here from the grid alone: neither SudokuSolver's
// matrix nor Dancing Links, and quick enough for 25x25 puzzles (ReferenceSolver is not).
inline long long bitset_count(const Grid& g, long long limit) {
  const Shape& s = g.shape();
  const int n = g.size(), cells = s.cell_count();
  BitsetMatrix bits;
  bits.reset(4 * cells, 0);  // a cell is filled; a row, a column, a box holds a digit
  for (int cell = 0; cell < cells; ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (g[cell] != 0 && g[cell] != d) continue;
      bits.add_option({cell + 1, cells + s.row_of(cell) * n + d, 2 * cells + s.col_of(cell) * n + d,
                       3 * cells + s.box_of(cell) * n + d});
    }
  }
  BitsetSearch search(bits, SearchOptions{static_cast<std::uint64_t>(limit)});
  search.run();
  return static_cast<long long>(search.counters().solutions);
}

// Killer cages grown at random over a solution (independently of the generator): each cage starts
// at the first uncaged cell and grows by up to `most` - 1 random uncaged orthogonal neighbours.
inline std::vector<Cage> random_cages(const std::vector<int>& solution, int n, int most, Rng& rng) {
  std::vector<int> owner(n * n, -1);
  std::vector<Cage> cages;
  for (int start = 0; start < n * n; ++start) {
    if (owner[start] >= 0) continue;
    Cage cage{0, {start}};
    owner[start] = static_cast<int>(cages.size());
    const int want = 1 + static_cast<int>(rng.below(most));
    while (static_cast<int>(cage.cells.size()) < want) {
      std::vector<int> next;
      for (int c : cage.cells) {
        const int r = c / n, k = c % n;
        const int around[4] = {r > 0 ? c - n : -1, r + 1 < n ? c + n : -1, k > 0 ? c - 1 : -1, k + 1 < n ? c + 1 : -1};
        for (int o : around) {
          if (o < 0 || owner[o] >= 0) continue;
          bool repeat = false;  // digits in a cage differ
          for (int x : cage.cells) repeat |= solution[x] == solution[o];
          if (!repeat) next.push_back(o);
        }
      }
      if (next.empty()) break;
      const int pick = next[rng.below(next.size())];
      owner[pick] = owner[start];
      cage.cells.push_back(pick);
    }
    for (int c : cage.cells) cage.sum += solution[c];
    std::sort(cage.cells.begin(), cage.cells.end());
    cages.push_back(cage);
  }
  return cages;
}

// A killer from the generator, with no level (so dug while unique), and a killer X every fourth seed.
inline Result<Generated> generated_killer(std::uint64_t seed) {
  GenerateOptions g;
  g.variant.killer = true;
  g.variant.diagonals = seed % 4 == 0;
  g.seed = seed;
  return generate(g);
}

}  // namespace dlx::testing
