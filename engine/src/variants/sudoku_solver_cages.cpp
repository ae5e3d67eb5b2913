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

Result<bool> SudokuSolver::load_caged(const Grid& givens, Rng* shuffle, bool with_sums) {
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
  // The fast path's sum sets (sudoku_solver.hpp): their items follow the cage items, their digits
  // the cage digits.
  const int sum_count = with_sums ? static_cast<int>(sum_sets_.size()) : 0;
  sum_sets_loaded_ = sum_count;
  const int sum_base = cage_base + cage_count;
  std::vector<std::vector<int>> sums_of(cells);  // the sum sets holding each cell
  for (int j = 0; j < sum_count; ++j) {
    for (int c : sum_sets_[j].cells) sums_of[c].push_back(j);
  }

  auto free_for = [&](int cell, int digit) {
    for (int h : rules_.houses_of(cell)) {
      if (used[h] & (Mask{1} << (digit - 1))) return false;
    }
    return true;
  };
  int slots = 0;  // cages encoded by combinations, each with N secondary items
  auto cage_digits = [&](int slot) { return sum_base + sum_count + slot * n; };
  auto sum_digits = [&](int set) { return cage_digits(slots) + set * n; };
  auto add_placement = [&](PendingOption& o, int cell, int digit) {
    o.items.push_back(cell + 1);
    for (int h : rules_.houses_of(cell)) o.items.push_back(cells + h * n + digit);
    for (int j : sums_of[cell]) o.items.push_back(sum_digits(j) + digit);
    o.placements.emplace_back(cell, digit);
  };

  std::vector<PendingOption> options;
  cage_options_.assign(cage_count, 0);
  cage_by_combos_.assign(cage_count, 0);
  std::vector<int> combo_slot(cage_count, -1);
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
          if (!(combo & (Mask{1} << (d - 1)))) o.items.push_back(cage_digits(combo_slot[k]) + d);
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
      if (k >= 0) o.items.push_back(cage_digits(combo_slot[k]) + d);
      options.push_back(std::move(o));
    }
  }
  // Sum sets: one option per combination of the set's empty cells that the givens leave possible.
  // A set the givens fill needs nothing (its item is covered below); a set with no combination
  // keeps an item with no options, and the search finds no solution.
  std::vector<char> sum_settled(sum_count, 0);
  std::vector<int> sum_only(sum_count, -1);  // a set's one combination (option index), if one
  for (int j = 0; j < sum_count; ++j) {
    const SumSet& set = sum_sets_[j];
    int size = 0, sum = set.sum;
    for (int c : set.cells) {
      sum -= givens[c];
      size += givens[c] == 0;
    }
    if (size == 0) {
      sum_settled[j] = sum == 0;
      continue;
    }
    for (Mask combo : cage_combinations(size, sum, n)) {
      if (combo & used[set.house]) continue;  // a given of the house holds that digit
      sum_only[j] = sum_only[j] == -1 ? static_cast<int>(options.size()) : -2;
      PendingOption o;
      o.items.push_back(sum_base + j + 1);
      for (int d = 1; d <= n; ++d) {
        if (!(combo & (Mask{1} << (d - 1)))) o.items.push_back(sum_digits(j) + d);
      }
      options.push_back(std::move(o));
    }
  }
  if (shuffle) shuffle->shuffle(options);

  matrix_.reset(sum_base + sum_count, (slots + sum_count) * n);
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
  // A set with one combination is chosen here, as a given is: it is forced, and a search would
  // spend a node on it. (Not when shuffled: the option indices moved.)
  for (int j = 0; j < sum_count; ++j) {
    if (sum_settled[j]) matrix_.cover(sum_base + j + 1, quiet);
    if (sum_only[j] >= 0 && !shuffle) matrix_.select_option(sum_only[j]);
  }
  return true;
}

}  // namespace dlx
