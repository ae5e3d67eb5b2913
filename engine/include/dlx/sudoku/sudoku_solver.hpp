// Sudoku as exact cover, solved by the generic Search.
//
// Items, in this order (the order decides DLX's leftmost tie-break):
//   cell items      "cell r,c is filled"            N*N
//   house items     "house h holds digit d"         one per house and digit: rows, then columns,
//                                                   then boxes (then any extra houses), digits 1..N
// Options: one per candidate (cell, digit) covering its cell item and the house items of the
// cell's houses. Only candidates consistent with the givens are linked into the matrix, and items
// already satisfied by a given are covered, so a puzzle with many givens gives a small matrix.
//
// How: the full matrix (every candidate) is built once per solver; each puzzle starts from a copy
// and covers the options of its givens, exactly as if they had been chosen. That unlinks every
// inconsistent candidate and every satisfied item while keeping the input order, so the search
// sees the same structure (and reports the same nodes and updates) as a matrix built from the
// consistent candidates alone, at a fraction of the cost of building one.
//
// Killer rules (cages; sudoku_solver_cages.cpp) add, after the house items:
//   cage items      "cage k is filled"              one per cage, primary
//   cage digits     "cage k holds digit d"          N per cage encoded by combinations, secondary
// A cage with at most kMaxCageFillings fillings (variant.hpp) gets one option per filling (its
// digits distinct and summing to the target, in every order), covering the cage item and each of
// its cells' items, as Knuth encodes killer puzzles in TAOCP 7.2.2.1; its cells have no options of
// their own. A larger cage gets one option per digit combination, covering the cage item and the
// secondary items of the digits it leaves out, while its cells keep their one-digit options, which
// also cover "cage k holds digit d": a digit can then be used once in the cage, and only if the
// chosen combination has it. Such matrices depend on the givens, so they are built per puzzle from
// the options consistent with them; items the givens satisfy are covered.
//
// The killer fast path (solve and count; set_sum_items) adds the rule of 45 (rule_of_45.hpp): a
// set of cells in one house whose sum the cages fix is encoded like a cage by combinations, with
//   sum items       "sum set j is settled"          one per set, primary, after the cage items
//   sum digits      "sum set j lacks digit d"       N per set, secondary, after the cage digits
// Each option of set j is a digit combination of its size and sum; it covers the set's item and
// the sum digits of the digits it leaves out, and every option that places d in a cell of set j
// (a filling or a one-digit option) also covers "sum set j lacks digit d". The set's cells share a
// house, so their digits are distinct: they are then exactly the chosen combination. These items
// only restate what cages and houses imply, so the solutions are the same; the search sees a sum
// that spans cages as soon as a digit lands in the set. load() (the visualizer, estimate) leaves
// them out: its matrix is the plain encoding above.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dlx/base/budget.hpp"
#include "dlx/base/result.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/variants/rule_of_45.hpp"
#include "dlx/variants/variant.hpp"

namespace dlx {

enum class SolveStatus : std::uint8_t {
  solved,            // solution holds the first solution in DLX order (deterministic)
  no_solution,       // the givens are consistent but cannot be completed
  budget_exhausted,  // the node budget ran out before an answer
};
// The stable identifier: "solved", "no_solution", "budget_exhausted" (JS status fields).
const char* to_string(SolveStatus status);

struct SolveResult {
  SolveStatus status;
  std::optional<Grid> solution;
  Counters counters;  // nodes and updates as DLX1 counts them
};

struct CountResult {
  std::uint64_t count = 0;  // solutions found (== limit when stopped at the limit)
  bool complete = false;    // true when count is exact (the whole tree was searched)
  bool budget_exhausted = false;
  bool cancelled = false;             // the progress callback asked to stop
  std::optional<Grid> first, second;  // the first two solutions found, for "where do they differ"
  Counters counters;
};

// A reusable solver: keeps its matrix and buffers between puzzles, so solving many puzzles
// allocates nothing after the first. Not thread-safe; use one per thread.
class SudokuSolver {
 public:
  explicit SudokuSolver(Rules rules);
  const Rules& rules() const { return rules_; }

  // Errors: "size" when the grid's shape differs from the rules', "conflict" when two givens break
  // a rule directly (the message names the digit and both cells).
  Result<SolveResult> solve(const Grid& givens, std::uint64_t node_budget = 0);
  // Counts solutions, stopping at `limit` (0 = no limit). Uniqueness: count(g, 2).count == 1.
  Result<CountResult> count(const Grid& givens, std::uint64_t limit = 2, std::uint64_t node_budget = 0);
  // The same, calling `report` every `every_nodes` nodes with the counters so far; the search
  // stops (cancelled) when it returns false. For progress bars and cancellation in the UI.
  Result<CountResult> count(const Grid& givens, std::uint64_t limit, std::uint64_t node_budget,
                            std::uint64_t every_nodes, const std::function<bool(const Counters&)>& report);
  // The same within a Budget (budget.hpp): nodes, a deadline on the caller's clock, or both. When it
  // runs out the status is budget_exhausted (budget.out_of_time() tells a deadline from nodes);
  // `report`, as above, may also stop the search (cancelled).
  Result<SolveResult> solve(const Grid& givens, const Budget& budget);
  Result<CountResult> count(const Grid& givens, std::uint64_t limit, const Budget& budget,
                            std::uint64_t every_nodes = 0,
                            const std::function<bool(const Counters&)>& report = nullptr);
  // After digging `cells` out of a puzzle whose only solution was `solution`: is that still its
  // only solution? Any other must differ from it in one of `cells`, so each cell gets one search
  // for a solution with that cell's solution digit struck out. Such a search stops at its first
  // solution, and with none it explores less than the count to 2, which must also walk to the
  // first solution and past it. (Killer rules: the count to 2.) Within `node_budget` nodes per
  // search (0: none); undecided when one runs out. Each search tries the known solution's option
  // first at every branch: another solution usually differs from it in a few cells (a small
  // unavoidable set), so it turns up quickly; a search that finds none walks the same tree in any
  // order. Errors: load's, and "argument" when `solution` is not a full grid of the shape.
  enum class Uniqueness : std::uint8_t { unique, not_unique, undecided };
  Result<Uniqueness> still_unique(const Grid& puzzle, const Grid& solution, const std::vector<int>& cells,
                                  std::uint64_t node_budget = 0);
  // As solve, but with randomised tie-breaks and option order: a random completion (generator).
  Result<SolveResult> solve_random(const Grid& givens, Rng& rng, std::uint64_t node_budget = 0);

  // The matrix of the last puzzle loaded (for tests and the visualizer).
  const Matrix& matrix() const { return matrix_; }
  // Loads `givens` into the matrix without searching; errors as solve(). With `shuffle`, the
  // options go in in random order (the generator's random completions).
  Result<bool> load(const Grid& givens, Rng* shuffle = nullptr);
  // The candidate (cell, digit) of option k of the loaded matrix; for a killer cage's option, its
  // first placement ((-1, 0) for a combination, which places nothing).
  std::pair<int, int> candidate_of(int option) const;
  // For killer rules: options per cage in the matrix loaded last (fillings, or combinations for a
  // cage encoded by them), and whether each cage was encoded by combinations.
  const std::vector<int>& cage_option_counts() const { return cage_options_; }
  const std::vector<char>& cage_by_combinations() const { return cage_by_combos_; }
  // Cages with more fillings than this are encoded by combinations (default kMaxCageFillings).
  // Tests set 0 to encode every cage so and compare both encodings; benchmarks measure either.
  void set_max_cage_fillings(std::uint64_t limit) { max_cage_fillings_ = limit; }
  // Whether solve and count run the domination pass between levels (SearchOptions::dominate): on
  // by default for killer rules, where a node costs thousands of updates and the pass pays for
  // itself many times; off for the others, where a node is a few dozen. Tests and benchmarks turn
  // it either way to compare: the solutions and counts are the same.
  void set_dominate(bool on) { dominate_ = on; }
  bool dominates() const { return dominate_; }
  // Whether solve and count add the rule of 45's sum items (above) for killer rules: on by
  // default, and used when the givens fill at most an eighth of the board (where they pay). Tests
  // and benchmarks turn it off to compare: the solutions and counts are the same.
  void set_sum_items(bool on) { sum_items_ = on; }
  bool sum_items() const { return sum_items_; }
  // Up to how many givens the sum items are used (-1: an eighth of the board, the default). Tests
  // set more, to compare both ways on puzzles with many givens too.
  void set_sum_items_max_givens(int most) { sum_items_max_givens_ = most; }
  // The rule-of-45 sets the sum items encode (killer rules; empty for the others).
  const std::vector<SumSet>& sum_sets() const { return sum_sets_; }
  // Human name of matrix item i (1-based): "r3c7", "digit 5 in row 2".
  std::string item_name(int item) const;
  // The givens completed with the candidates of the options chosen at choices[0..depth).
  Grid read_solution(const Grid& givens, const int* choices, int depth) const;

 private:
  void build_full(Matrix& matrix, const std::vector<std::pair<int, int>>& candidates) const;
  Result<bool> check_givens(const Grid& givens);
  // sudoku_solver_cages.cpp; with_sums: the sum items of the fast path too.
  Result<bool> load_caged(const Grid& givens, Rng* shuffle, bool with_sums);
  Result<bool> load_for_search(const Grid& givens);  // load(), plus the fast path's sum items
  void load_solution_first(const Grid& givens, const Grid& solution);
  std::string cells_named(int set) const;  // "r1c2,r1c3": sum set `set`'s cells, for item_name
  Rules rules_;
  bool caged_ = false;                           // killer rules: options from placements_
  bool dominate_ = false;                        // set_dominate; caged_ by default
  bool sum_items_ = false;                       // set_sum_items; caged_ by default
  int sum_items_max_givens_ = -1;                // set_sum_items_max_givens
  std::vector<SumSet> sum_sets_;                 // caged: rule_of_45_sets of rules_
  int sum_sets_loaded_ = 0;                      // caged: sets with items in matrix_ (item_name)
  std::vector<int> placement_start_;             // caged: option k places [start[k], start[k+1])
  std::vector<std::pair<int, int>> placements_;  // caged: (cell, digit) of every option
  std::vector<int> cage_options_;
  std::vector<char> cage_by_combos_;
  std::uint64_t max_cage_fillings_ = kMaxCageFillings;
  Matrix full_;                                // every candidate, in (cell, digit) order
  Matrix matrix_;                              // the working copy of the current puzzle
  std::vector<std::pair<int, int>> standard_;  // option -> (cell, digit) of full_
  std::vector<std::pair<int, int>> shuffled_;  // the same for a shuffled build
  std::vector<int> option_at_;                 // (cell * N + digit - 1) -> option
  // still_unique's matrix: the known solution's candidates first, so that every item lists the
  // solution's option first and a search for another solution starts out along the known one.
  Matrix solution_first_;
  std::vector<std::pair<int, int>> solution_first_candidates_;
  std::vector<int> solution_first_at_;   // (cell * N + digit - 1) -> option of solution_first_
  std::vector<int> solution_first_for_;  // the solution it was built for (its cells)
  const std::vector<std::pair<int, int>>* candidates_ = &standard_;
  std::vector<std::uint32_t> used_;  // scratch: digits placed per house
  std::vector<int> option_items_;    // scratch: the items of one option
};

// One-shot conveniences for the standard rules of the grid's shape.
Result<SolveResult> solve(const Grid& givens, std::uint64_t node_budget = 0);
Result<CountResult> count_solutions(const Grid& givens, std::uint64_t limit = 2, std::uint64_t node_budget = 0);

// A grid checked as a player sees it: every conflict, whether it is full, and whether it still
// has at least one completion (only asked when there are no conflicts).
struct Validation {
  std::vector<Conflict> conflicts;
  std::vector<CageProblem> cage_problems;  // killer: repeated digits, sums missed or passed
  bool complete = false;                   // no empty cell
  bool solvable = false;                   // no conflicts and at least one completion
  // False when the search for a completion ran out of its node budget first: solvable is then
  // unknown (and false). Only a budget can make it so; some large variant boards need one.
  bool decided = true;
  std::uint64_t nodes = 0;  // the search's nodes, when there was a search
  std::string message;      // one line for people: "2 conflicts: ...", "solved", ...
};
// budget: how far the search for a completion may go (none by default).
Validation validate(const Grid& grid, const Budget& budget = {});
// The same with a solver the caller keeps (its rules must be the grid's): no set-up per call.
Validation validate(SudokuSolver& solver, const Grid& grid, const Budget& budget = {});

}  // namespace dlx
