// Killer Sudoku as exact cover (see sudoku_solver.hpp for the items): the per-puzzle matrix of a
// board with cages, built from the options consistent with the givens.
#include <algorithm>

#include "dlx/sudoku/sudoku_solver.hpp"

namespace dlx {
namespace {

using Mask = std::uint32_t;

// One option before it enters the matrix: its items and what it places.
struct PendingOption {
  std::vector<int> items;
  std::vector<std::pair<int, int>> placements;
};

}  // namespace

Result<bool> SudokuSolver::load_caged(const Grid& givens, Rng* shuffle) {
  Result<bool> checked = check_givens(givens);
  if (!checked) return checked;
  const std::vector<CageProblem> problems = find_cage_problems(rules_, givens);
  if (!problems.empty()) return make_error("conflict", problems.front().message);

  const Shape& shape = rules_.shape();
  const int n = shape.size(), cells = shape.cell_count();
  const auto& houses = rules_.houses();
  const auto& cages = rules_.cages();
  const int house_count = static_cast<int>(houses.size()), cage_count = static_cast<int>(cages.size());
  const std::vector<Mask>& used = used_;  // digits the givens put in each house (check_givens)
  const int cage_base = cells + house_count * n;

  auto free_for = [&](int cell, int digit) {
    for (int h : rules_.houses_of(cell)) {
      if (used[h] & (Mask{1} << (digit - 1))) return false;
    }
    return true;
  };
  auto add_placement = [&](PendingOption& o, int cell, int digit) {
    o.items.push_back(cell + 1);
    for (int h : rules_.houses_of(cell)) o.items.push_back(cells + h * n + digit);
    o.placements.emplace_back(cell, digit);
  };

  std::vector<PendingOption> options;
  cage_options_.assign(cage_count, 0);
  cage_by_combos_.assign(cage_count, 0);
  std::vector<int> combo_slot(cage_count, -1);
  int slots = 0;
  std::vector<Mask> cage_givens(cage_count, 0);
  for (int k = 0; k < cage_count; ++k) {
    for (int c : cages[k].cells) {
      if (givens[c]) cage_givens[k] |= Mask{1} << (givens[c] - 1);
    }
    const int size = static_cast<int>(cages[k].cells.size());
    if (cage_filling_count(size, cages[k].sum, n) > max_cage_fillings_) {
      cage_by_combos_[k] = 1;
      combo_slot[k] = slots++;
    }
  }

  for (int k = 0; k < cage_count; ++k) {
    const Cage& cage = cages[k];
    const std::vector<Mask> combos = cage_combinations(static_cast<int>(cage.cells.size()), cage.sum, n);
    std::vector<int> empty;
    for (int c : cage.cells) {
      if (!givens[c]) empty.push_back(c);
    }
    for (Mask combo : combos) {
      if ((combo & cage_givens[k]) != cage_givens[k]) continue;
      if (cage_by_combos_[k]) {
        // The combination rules out the digits it leaves out, for every cell of the cage.
        PendingOption o;
        o.items.push_back(cage_base + k + 1);
        for (int d = 1; d <= n; ++d) {
          if (!(combo & (Mask{1} << (d - 1)))) o.items.push_back(cage_base + cage_count + combo_slot[k] * n + d);
        }
        options.push_back(std::move(o));
        ++cage_options_[k];
        continue;
      }
      std::vector<int> digits;
      for (int d = 1; d <= n; ++d) {
        if ((combo & ~cage_givens[k]) & (Mask{1} << (d - 1))) digits.push_back(d);
      }
      do {
        bool fits = true;
        for (std::size_t i = 0; i < empty.size() && fits; ++i) fits = free_for(empty[i], digits[i]);
        if (!fits) continue;
        PendingOption o;
        o.items.push_back(cage_base + k + 1);
        for (std::size_t i = 0; i < empty.size(); ++i) add_placement(o, empty[i], digits[i]);
        options.push_back(std::move(o));
        ++cage_options_[k];
      } while (std::next_permutation(digits.begin(), digits.end()));
    }
  }
  // One-digit options: cells outside cages, and cells of cages encoded by their combinations.
  for (int cell = 0; cell < cells; ++cell) {
    const int k = rules_.cage_of(cell);
    if (givens[cell] || (k >= 0 && !cage_by_combos_[k])) continue;
    for (int d = 1; d <= n; ++d) {
      if (!free_for(cell, d)) continue;
      if (k >= 0 && (cage_givens[k] & (Mask{1} << (d - 1)))) continue;
      PendingOption o;
      add_placement(o, cell, d);
      if (k >= 0) o.items.push_back(cage_base + cage_count + combo_slot[k] * n + d);
      options.push_back(std::move(o));
    }
  }
  if (shuffle) shuffle->shuffle(options);

  matrix_.reset(cage_base + cage_count, slots * n);
  placement_start_.assign(1, 0);
  placements_.clear();
  for (const PendingOption& o : options) {
    matrix_.add_option(o.items);
    placements_.insert(placements_.end(), o.placements.begin(), o.placements.end());
    placement_start_.push_back(static_cast<int>(placements_.size()));
  }
  // Items the givens already satisfy have no options; covering them takes them off the list.
  QuietObserver quiet;
  for (int cell = 0; cell < cells; ++cell) {
    if (givens[cell]) matrix_.cover(cell + 1, quiet);
  }
  for (int h = 0; h < house_count; ++h) {
    for (int d = 1; d <= n; ++d) {
      if (used[h] & (Mask{1} << (d - 1))) matrix_.cover(cells + h * n + d, quiet);
    }
  }
  return true;
}

}  // namespace dlx
