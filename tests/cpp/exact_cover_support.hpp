// Helpers shared by the exact-cover tests (Dancing Links and dancing cells): Knuth's matrix (3),
// N-queens, random problems, a brute-force counter and parsing that must succeed.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/dancing_cells.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

namespace dlx::testing {

inline const char* const kKnuthMatrix =
    "A B C D E F G\n"
    "C E F\n"
    "A D G\n"
    "B C F\n"
    "A D\n"
    "B G\n"
    "D E G\n";

inline ExactCoverProblem parse_ok(const std::string& text) {
  Result<ExactCoverProblem> p = parse_dlx1(text);
  INFO((p ? std::string() : p.error().message));
  REQUIRE(p.ok());
  return p.value();
}

// Every cover the search finds, as sorted lists of sorted option texts (for either engine).
template <class SearchType = Search>
struct Collect : QuietObserver {
  const SearchType* search = nullptr;
  const ExactCoverProblem* problem = nullptr;
  std::vector<std::vector<std::string>> covers;
  void on_solution(const int* choices, int depth) {
    std::vector<std::string> cover;
    for (int k = 0; k < depth; ++k) cover.push_back(option_text(*problem, search->matrix().option_of(choices[k])));
    std::sort(cover.begin(), cover.end());
    covers.push_back(cover);
  }
};

// The problem as a dancing cells matrix (through Dancing Links', as the CLI builds it).
inline CellsMatrix cells_of(const ExactCoverProblem& p) {
  Matrix m;
  build_matrix(p, m);
  CellsMatrix cells;
  cells.assign(m);
  return cells;
}

// N-queens as in TAOCP 7.2.2.1: rows and columns primary, diagonals secondary.
inline ExactCoverProblem queens(int n) {
  ExactCoverProblem p;
  for (int i = 0; i < n; ++i) p.item_names.push_back("R" + std::to_string(i));
  for (int j = 0; j < n; ++j) p.item_names.push_back("C" + std::to_string(j));
  p.primary_count = 2 * n;
  for (int s = 0; s < 2 * n - 1; ++s) p.item_names.push_back("A" + std::to_string(s));
  for (int d = 0; d < 2 * n - 1; ++d) p.item_names.push_back("B" + std::to_string(d));
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      p.options.push_back({i, n + j, 2 * n + i + j, 2 * n + (2 * n - 1) + (i - j + n - 1)});
    }
  }
  return p;
}

// --- Reference 1: brute force over subsets of options (tiny problems only) -------------------
inline std::uint64_t brute_force_count(const ExactCoverProblem& p) {
  const int m = static_cast<int>(p.options.size());
  std::uint64_t count = 0;
  for (std::uint64_t subset = 0; subset < (std::uint64_t{1} << m); ++subset) {
    std::vector<int> uses(p.item_names.size(), 0);
    for (int k = 0; k < m; ++k) {
      if (subset >> k & 1) {
        for (int i : p.options[k]) ++uses[i];
      }
    }
    bool ok = true;
    for (size_t i = 0; i < uses.size() && ok; ++i) {
      ok = static_cast<int>(i) < p.primary_count ? uses[i] == 1 : uses[i] <= 1;
    }
    count += ok;
  }
  return count;
}

inline ExactCoverProblem random_problem(Rng& rng, int primary, int secondary, int options, int density_percent) {
  ExactCoverProblem p;
  for (int i = 0; i < primary + secondary; ++i) p.item_names.push_back("i" + std::to_string(i));
  p.primary_count = primary;
  while (static_cast<int>(p.options.size()) < options) {
    std::vector<int> option;
    for (int i = 0; i < primary + secondary; ++i) {
      if (static_cast<int>(rng.below(100)) < density_percent) option.push_back(i);
    }
    const bool has_primary = std::any_of(option.begin(), option.end(), [&](int i) { return i < primary; });
    if (has_primary) p.options.push_back(option);
  }
  return p;
}

}  // namespace dlx::testing
