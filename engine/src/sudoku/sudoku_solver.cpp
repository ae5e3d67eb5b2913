// Sudoku as exact cover (see sudoku_solver.hpp for the item order): loading a grid into the
// matrix, reading solutions back, and the solve / count / validate entry points.
#include "dlx/sudoku/sudoku_solver.hpp"

#include <algorithm>
#include <iterator>

namespace dlx {
namespace {

using Mask = std::uint32_t;  // one bit per digit: N <= 25 fits

}  // namespace

const char* to_string(SolveStatus status) {
  switch (status) {
    case SolveStatus::solved:
      return "solved";
    case SolveStatus::no_solution:
      return "no_solution";
    case SolveStatus::budget_exhausted:
      return "budget_exhausted";
  }
  return "?";
}

SudokuSolver::SudokuSolver(Rules rules) : rules_(std::move(rules)) {
  const Shape& shape = rules_.shape();
  caged_ = rules_.variant().killer();
  dominate_ = caged_;
  sum_items_ = caged_;
  if (caged_) {  // killer matrices are built per puzzle (sudoku_solver_cages.cpp)
    sum_sets_ = rule_of_45_sets(rules_, kMaxSumSetCells, kMaxSumSetCombinations);
    return;
  }
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    for (int digit = 1; digit <= shape.size(); ++digit) standard_.emplace_back(cell, digit);
  }
  build_full(full_, standard_);
  full_.shrink_to_fit();
}

// Item numbers (1-based): cell c is item c + 1; "house h holds digit d" is item
// cells + h * N + d. One option per candidate, in the given order.
void SudokuSolver::build_full(Matrix& matrix, const std::vector<std::pair<int, int>>& candidates) const {
  const Shape& shape = rules_.shape();
  const int n = shape.size();
  const int cells = shape.cell_count();
  const int house_count = static_cast<int>(rules_.houses().size());
  matrix.reset(cells + house_count * n, 0);
  std::vector<int> items;
  for (const auto& [cell, digit] : candidates) {
    items.assign(1, cell + 1);
    for (int h : rules_.houses_of(cell)) items.push_back(cells + h * n + digit);
    matrix.add_option(items);
  }
}

Result<bool> SudokuSolver::check_givens(const Grid& givens) {
  const Shape& shape = rules_.shape();
  if (givens.shape() != shape) {
    return make_error("size", "the grid is " + std::to_string(givens.size()) + "x" + std::to_string(givens.size()) +
                                  " but the solver was made for " + std::to_string(shape.size()) + "x" +
                                  std::to_string(shape.size()));
  }
  const int n = shape.size();
  const auto& houses = rules_.houses();
  const int house_count = static_cast<int>(houses.size());

  // Digits already placed in each house; a repeat is a conflict the caller must hear about.
  std::vector<Mask>& used = used_;
  used.assign(house_count, 0);
  for (int h = 0; h < house_count; ++h) {
    for (int cell : houses[h].cells) {
      const int d = givens[cell];
      if (d < 0 || d > n) {
        return make_error("argument", cell_name(shape, cell) + " holds " + std::to_string(d) + ", but a " +
                                          std::to_string(n) + "x" + std::to_string(n) + " grid only has digits 1-" +
                                          std::to_string(n));
      }
      if (d == 0) continue;
      const Mask bit = Mask{1} << (d - 1);
      if (used[h] & bit) return make_error("conflict", describe(rules_, find_conflicts(rules_, givens).front()));
      used[h] |= bit;
    }
  }

  return true;
}

Result<bool> SudokuSolver::load_for_search(const Grid& givens) {
  // The sum items pay where the houses leave the search wide open: with no givens they cut the
  // nodes 40x; in a dig from a full grid, where most counts have many givens, they only add a node
  // per set (hard killers, seeds 2, 4, 5: 110 / 253 / 86 ms with them at any count of givens, 79 /
  // 193 / 79 at most 10 givens of 81).
  const int most = sum_items_max_givens_ >= 0 ? sum_items_max_givens_ : givens.cell_count() / 8;
  const bool sums = sum_items_ && givens.filled_count() <= most;
  return caged_ ? load_caged(givens, nullptr, sums) : load(givens);
}

Result<bool> SudokuSolver::load(const Grid& givens, Rng* shuffle) {
  if (caged_) return load_caged(givens, shuffle, false);
  Result<bool> checked = check_givens(givens);
  if (!checked) return checked;
  const Shape& shape = rules_.shape();
  const int n = shape.size();
  if (shuffle) {
    shuffled_ = standard_;
    shuffle->shuffle(shuffled_);
    build_full(matrix_, shuffled_);
    candidates_ = &shuffled_;
    option_at_.resize(standard_.size());
    for (size_t k = 0; k < shuffled_.size(); ++k) {
      option_at_[shuffled_[k].first * n + shuffled_[k].second - 1] = static_cast<int>(k);
    }
  } else {
    matrix_ = full_;  // copies into the existing buffers: no allocation after the first puzzle
    candidates_ = &standard_;
  }
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    if (givens[cell] == 0) continue;
    const int index = cell * n + givens[cell] - 1;
    matrix_.select_option(shuffle ? option_at_[index] : index);
  }
  return true;
}

Grid SudokuSolver::read_solution(const Grid& givens, const int* choices, int depth) const {
  Grid grid = givens;
  if (caged_) {
    for (int k = 0; k < depth; ++k) {
      const int option = matrix_.option_of(choices[k]);
      for (int p = placement_start_[option]; p < placement_start_[option + 1]; ++p) {
        grid[placements_[p].first] = placements_[p].second;
      }
    }
    return grid;
  }
  for (int k = 0; k < depth; ++k) {
    const auto& [cell, digit] = (*candidates_)[matrix_.option_of(choices[k])];
    grid[cell] = digit;
  }
  return grid;
}

namespace {

// Keeps the first two solutions a search meets; every other event compiles to nothing.
class SolutionCapture : public QuietObserver {
 public:
  SolutionCapture(const SudokuSolver& solver, const Grid& givens) : solver_(solver), givens_(givens) {}
  void on_solution(const int* choices, int depth) {
    if (!first) {
      first = solver_.read_solution(givens_, choices, depth);
    } else if (!second) {
      second = solver_.read_solution(givens_, choices, depth);
    }
  }
  std::optional<Grid> first, second;

 private:
  const SudokuSolver& solver_;
  const Grid& givens_;
};

}  // namespace

Result<SolveResult> SudokuSolver::solve(const Grid& givens, std::uint64_t node_budget) {
  return solve(givens, Budget::of_nodes(node_budget));
}

Result<SolveResult> SudokuSolver::solve(const Grid& givens, const Budget& budget) {
  Result<CountResult> counted = count(givens, 1, budget);
  if (!counted) return counted.error();
  CountResult& c = counted.value();
  SolveResult result{SolveStatus::no_solution, std::move(c.first), c.counters};
  if (result.solution) {
    result.status = SolveStatus::solved;
  } else if (c.budget_exhausted) {
    result.status = SolveStatus::budget_exhausted;
  }
  return result;
}

Result<CountResult> SudokuSolver::count(const Grid& givens, std::uint64_t limit, std::uint64_t node_budget) {
  return count(givens, limit, Budget::of_nodes(node_budget));
}

Result<CountResult> SudokuSolver::count(const Grid& givens, std::uint64_t limit, std::uint64_t node_budget,
                                        std::uint64_t every_nodes, const std::function<bool(const Counters&)>& report) {
  return count(givens, limit, Budget::of_nodes(node_budget), every_nodes, report);
}

Result<CountResult> SudokuSolver::count(const Grid& givens, std::uint64_t limit, const Budget& budget,
                                        std::uint64_t every_nodes, const std::function<bool(const Counters&)>& report) {
  Result<bool> loaded = load_for_search(givens);
  if (!loaded) return loaded.error();
  Search search(matrix_, SearchOptions{limit, budget.nodes, Branching::fewest_options, nullptr, false, dominate_});
  SolutionCapture capture(*this, givens);
  CountResult result;
  const SearchStatus status =
      run_within(search, capture, budget, report ? every_nodes : 0, [&](const Counters& counters) {
        if (!report) return true;
        result.cancelled = !report(counters);
        return !result.cancelled;
      });
  result.count = search.counters().solutions;
  result.complete = status == SearchStatus::complete;
  result.budget_exhausted = status == SearchStatus::budget_exhausted && !result.cancelled;
  result.first = std::move(capture.first);
  result.second = std::move(capture.second);
  result.counters = search.counters();
  return result;
}

Result<SudokuSolver::Uniqueness> SudokuSolver::still_unique(const Grid& puzzle, const Grid& solution,
                                                            const std::vector<int>& cells, std::uint64_t node_budget) {
  if (caged_) {
    Result<CountResult> counted = count(puzzle, 2, node_budget);
    if (!counted) return counted.error();
    return counted->count > 1 ? Uniqueness::not_unique : counted->complete ? Uniqueness::unique : Uniqueness::undecided;
  }
  const int n = rules_.shape().size();
  Result<bool> checked = check_givens(puzzle);
  if (!checked) return checked.error();
  const bool full = solution.shape() == rules_.shape() && std::all_of(solution.cells().begin(), solution.cells().end(),
                                                                      [n](int d) { return d >= 1 && d <= n; });
  if (!full) return make_error("argument", "still_unique needs the puzzle's solution, every cell filled");
  for (int cell : cells) {
    load_solution_first(puzzle, solution);
    matrix_.exclude_option(solution_first_at_[cell * n + solution[cell] - 1]);
    Search search(matrix_, SearchOptions{1, node_budget, Branching::fewest_options, nullptr, false, dominate_});
    QuietObserver quiet;
    const SearchStatus status = search.run(quiet);
    if (search.counters().solutions > 0) return Uniqueness::not_unique;
    if (status != SearchStatus::complete) return Uniqueness::undecided;
  }
  return Uniqueness::unique;
}

void SudokuSolver::load_solution_first(const Grid& givens, const Grid& solution) {
  const Shape& shape = rules_.shape();
  const int n = shape.size();
  if (solution_first_for_ != solution.cells()) {
    solution_first_candidates_.clear();
    for (int cell = 0; cell < shape.cell_count(); ++cell) solution_first_candidates_.emplace_back(cell, solution[cell]);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
      for (int digit = 1; digit <= n; ++digit) {
        if (digit != solution[cell]) solution_first_candidates_.emplace_back(cell, digit);
      }
    }
    build_full(solution_first_, solution_first_candidates_);
    solution_first_at_.assign(standard_.size(), 0);
    for (size_t k = 0; k < solution_first_candidates_.size(); ++k) {
      const auto& [cell, digit] = solution_first_candidates_[k];
      solution_first_at_[cell * n + digit - 1] = static_cast<int>(k);
    }
    solution_first_for_ = solution.cells();
  }
  matrix_ = solution_first_;
  candidates_ = &solution_first_candidates_;
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    if (givens[cell] != 0) matrix_.select_option(solution_first_at_[cell * n + givens[cell] - 1]);
  }
}

Result<SolveResult> SudokuSolver::solve_random(const Grid& givens, Rng& rng, std::uint64_t node_budget) {
  Result<bool> loaded = load(givens, &rng);
  if (!loaded) return loaded.error();
  Search search(matrix_, SearchOptions{1, node_budget, Branching::fewest_options, &rng, false});
  SolutionCapture capture(*this, givens);
  const SearchStatus status = search.run(capture);
  const SolveStatus outcome = capture.first                              ? SolveStatus::solved
                              : status == SearchStatus::budget_exhausted ? SolveStatus::budget_exhausted
                                                                         : SolveStatus::no_solution;
  return SolveResult{outcome, std::move(capture.first), search.counters()};
}

std::pair<int, int> SudokuSolver::candidate_of(int option) const {
  if (!caged_) return (*candidates_)[option];
  if (placement_start_[option] == placement_start_[option + 1]) return {-1, 0};
  return placements_[placement_start_[option]];
}

std::string SudokuSolver::cells_named(int set) const {
  std::string out;
  for (int c : sum_sets_[set].cells) out += (out.empty() ? "" : ",") + cell_name(rules_.shape(), c);
  return out;
}

std::string SudokuSolver::item_name(int item) const {
  const Shape& shape = rules_.shape();
  const int id = item - 1;
  if (id < shape.cell_count()) return cell_name(shape, id);
  const int house_items = static_cast<int>(rules_.houses().size()) * shape.size();
  if (id >= shape.cell_count() + house_items) {
    // Cage items, then the secondary "cage holds digit" items of cages encoded by combinations.
    // Then the fast path's sum items and their secondary items (sudoku_solver.hpp).
    const int k = id - shape.cell_count() - house_items;
    const int cages = static_cast<int>(rules_.cages().size()), sums = sum_sets_loaded_;
    if (k < cages) return cage_name(shape, rules_.cages()[k]);
    if (k < cages + sums) return "sum " + std::to_string(sum_sets_[k - cages].sum) + " of " + cells_named(k - cages);
    int slot = (k - cages - sums) / shape.size();
    const int digit = (k - cages - sums) % shape.size() + 1;
    for (int c = 0; c < cages; ++c) {
      if (cage_by_combos_[c] && slot-- == 0)
        return "digit " + std::to_string(digit) + " in " + cage_name(shape, rules_.cages()[c]);
    }
    if (slot < sums) return "no " + std::to_string(digit) + " in " + cells_named(slot);
    return "item " + std::to_string(item);
  }
  const int house = (id - shape.cell_count()) / shape.size();
  const int digit = (id - shape.cell_count()) % shape.size() + 1;
  return "digit " + std::to_string(digit) + " in " + rules_.house_name(house);
}

Result<SolveResult> solve(const Grid& givens, std::uint64_t node_budget) {
  SudokuSolver solver{Rules(givens.shape())};
  return solver.solve(givens, node_budget);
}

Result<CountResult> count_solutions(const Grid& givens, std::uint64_t limit, std::uint64_t node_budget) {
  SudokuSolver solver{Rules(givens.shape())};
  return solver.count(givens, limit, node_budget);
}

Validation validate(const Grid& grid, const Budget& budget) {
  SudokuSolver solver{Rules(grid.shape())};
  return validate(solver, grid, budget);
}

Validation validate(SudokuSolver& solver, const Grid& grid, const Budget& budget) {
  const Rules& rules = solver.rules();
  Validation v;
  v.conflicts = find_conflicts(rules, grid);
  v.cage_problems = find_cage_problems(rules, grid);
  v.complete = grid.filled_count() == grid.cell_count();
  if (!v.conflicts.empty() || !v.cage_problems.empty()) {
    const size_t k = v.conflicts.size() + v.cage_problems.size();
    const std::string first = v.conflicts.empty() ? v.cage_problems[0].message : describe(rules, v.conflicts[0]);
    v.message = (k == 1 ? std::string("1 conflict: ") : std::to_string(k) + " conflicts: ") + first;
    if (k > 1) v.message += " (and " + std::to_string(k - 1) + " more)";
    return v;
  }
  const Result<CountResult> counted = solver.count(grid, 1, budget);
  v.solvable = counted && counted->count > 0;
  v.decided = !counted || !counted->budget_exhausted;
  if (counted) v.nodes = counted->counters.nodes;
  const std::string to_go = std::to_string(grid.cell_count() - grid.filled_count()) + " cells to go";
  if (!v.decided) {
    v.message = "no conflicts; " + to_go +
                ", but whether they can all be filled was not decided within the search's budget (" +
                std::to_string(v.nodes) + " nodes)";
  } else if (v.complete && !rules.variant().classic()) {
    v.message = rules.variant().killer() ? "solved: every house holds each digit once and every cage adds up"
                                         : "solved: every house holds each digit once";
  } else if (v.complete) {
    v.message = "solved: every row, column and box holds each digit once";
  } else if (v.solvable) {
    v.message = "no conflicts; " + to_go;
  } else {
    v.message = "no conflicts yet, but these digits cannot all be part of a solution";
  }
  return v;
}

}  // namespace dlx
