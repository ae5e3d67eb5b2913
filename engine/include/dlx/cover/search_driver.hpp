// The search driver the three exact-cover engines share: the options, statuses, counters and
// events of a search, the quiet observer, and SearchDriver, which holds a search's progress and
// gives run() / step() / run_in_slices() over an engine's own resumable loop. The engines:
// Dancing Links (exact_cover.hpp), dancing cells (dancing_cells.hpp), bitsets (bitset_cover.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/base/rng.hpp"

namespace dlx {

enum class Branching : std::uint8_t {
  fewest_options,  // Knuth's MRV rule: the primary item with the fewest options; ties to the leftmost
  leftmost,        // the first active primary item (for teaching: compare tree sizes)
};

struct SearchOptions {
  std::uint64_t solution_limit = 1;  // stop after this many solutions; 0 = all
  std::uint64_t node_budget = 0;     // stop (budget_exhausted) before exceeding this many nodes; 0 = none
  Branching branching = Branching::fewest_options;
  // When set, ties among the smallest items are broken uniformly at random (for the generator).
  Rng* rng = nullptr;
  // Off: once no level has an option left to try, the search ends there instead of uncovering its
  // way back to the root, which changes no count (nodes, updates, solutions) but leaves the matrix
  // covered. For callers that reload the matrix before each search (SudokuSolver): a count to two
  // of a unique puzzle otherwise unwinds a whole path only to throw the matrix away.
  bool restore = true;
  // On: after each option tried, a propagation pass between levels (Search::dominate, Dancing
  // Links only): when every remaining option of an active item A also covers item B, B's options
  // that do not cover A can never be chosen, so they are hidden until the search backs out of that
  // level. Sudoku's locked candidates, and a killer cage whose every filling puts a digit in one
  // row, are this rule. Fewer nodes, the same solutions and counts; the hidden nodes count as
  // updates. Off (DLX1 exactly, its counters too) everywhere but SudokuSolver's killer fast path.
  bool dominate = false;
};

enum class SearchStatus : std::uint8_t {
  running,           // not finished: step() or run() again to continue
  complete,          // the whole tree was searched; `solutions` is the exact count
  solution_limit,    // stopped at the solution limit (run() again continues the enumeration)
  budget_exhausted,  // stopped because the node budget ran out
};
// The stable identifier, as the bindings and the CLI's JSON give it: "running", "complete",
// "solution_limit", "budget_exhausted". (Every to_string of the engine gives an identifier.)
const char* to_string(SearchStatus status);

// The figures DLX1 reports: `nodes` counts entries into a level plus one per solution found ("a
// solution is a special node"); `updates` counts item removals from the active list plus node
// removals from vertical lists (uncovering is not counted).
struct Counters {
  std::uint64_t nodes = 0;
  std::uint64_t updates = 0;
  std::uint64_t solutions = 0;
};

enum class EventKind : std::uint8_t {
  choose,      // an item was chosen (item, size) and covered; level = depth of the choice
  try_option,  // the option containing `node` was tried: its other items are now covered
  solution,    // the options at choices()[0..level] form an exact cover
  backtrack,   // all options of the item at `level + 1` were tried; back at `level`
  stopped,     // run ended: see status() (complete, solution_limit, budget_exhausted)
};

struct Event {
  EventKind kind;
  int level;
  int item;  // choose: chosen item; try_option/backtrack: the item being branched on
  int node;  // try_option/solution: the node of the option tried
  int size;  // choose: the item's size when chosen
};

// An observer that ignores everything. The engines' loops are templates on the observer type, so
// the solver's fast path, instantiated with this one, contains no event code at all. Observers for
// the visualizer override what they need (the methods are found by name, not by virtual dispatch).
struct QuietObserver {
  void on_choose(int /*level*/, int /*item*/, int /*size*/) {}
  void on_cover(int /*item*/) {}    // cover(item) starts
  void on_unlink(int /*item*/) {}   // item about to leave the active list (cover)
  void on_hide(int /*node*/) {}     // node unlinked from its item's vertical list
  void on_relink(int /*item*/) {}   // item just back in the active list (uncover)
  void on_uncover(int /*item*/) {}  // uncover(item) has finished
  void on_unhide(int /*node*/) {}   // node relinked
  // Which order cover and uncover take (CoverOrder, exact_cover.hpp): the 2000 paper's (unlink the
  // item, then hide its options; uncover the reverse) unless an observer asks for TAOCP's. A
  // constant here, so the solver's loops compile the choice away.
  static constexpr bool taocp_order() { return false; }
  void on_try(int /*level*/, int /*node*/) {}
  void on_solution(const int* /*choices*/, int /*count*/) {}
  void on_backtrack(int /*level*/, int /*item*/) {}
  // Dancing cells only (dancing_cells.hpp; item arguments are handles). Each is called just
  // before the change it names, except on_swap and on_restored, which carry the old values.
  void on_deactivate(int /*item*/) {}  // the item leaves the active list
  void on_hide_item(int /*item*/) {}   // its options start leaving the other items' sets
  void on_swap(int /*node*/, int /*item*/, int /*from*/, int /*to*/, int /*other*/) {}  // node left item's set
  void on_dead_end(int /*item*/) {}  // an active primary item is about to lose its last option
  void on_mark(int /*level*/, int /*trail_top*/, int /*active*/) {}
  void on_restore(int /*level*/) {}
  void on_give_back(int /*item*/) {}  // one trail entry popped: the item's size goes up by one
  void on_restored(int /*old_top*/, int /*new_top*/, int /*old_active*/, int /*new_active*/) {}
};

// What every engine's search has in common, written once. An engine derives from
// SearchDriver<Engine> (CRTP: no virtual call, so each observer still gets its own loop and the
// quiet one compiles the events away) and supplies
//   template <class Observer, bool kStep> Event drive(Observer&);
// its explicit-stack loop, which runs until a decision (kStep) or a limit, reads node_budget_ and
// solution_limit_, and keeps counters_, choice_, level_ and status_; and `bool finished() const`.
template <class Engine>
class SearchDriver {
 public:
  template <class Observer>
  SearchStatus run(Observer& observer) {
    engine().template drive<Observer, false>(observer);
    return status_;
  }
  SearchStatus run() {
    QuietObserver quiet;
    return run(quiet);
  }
  template <class Observer>
  Event step(Observer& observer) {
    return engine().template drive<Observer, true>(observer);
  }
  Event step() {
    QuietObserver quiet;
    return step(quiet);
  }

  // Moves the node budget (0 = none). After budget_exhausted, raising it and calling run() again
  // resumes the search where it stopped.
  void set_node_budget(std::uint64_t budget) { node_budget_ = budget ? budget : UINT64_MAX; }

  // run(), in slices of `every` nodes (0 = one slice), still within the options' node budget.
  // Between slices `between(counters())` may report progress; returning false stops the search
  // there (status budget_exhausted, although the options' budget was not reached). Slices also
  // let a JIT that optimises per call (V8's, for WebAssembly) swap in faster code for drive().
  template <class Observer, class Between>
  SearchStatus run_in_slices(Observer& observer, std::uint64_t every, Between&& between) {
    if (every == 0) return run(observer);
    const std::uint64_t budget = options_.node_budget;
    for (;;) {
      const std::uint64_t next = counters_.nodes + every;
      const bool last_slice = budget && next >= budget;
      set_node_budget(last_slice ? budget : next);
      if (run(observer) != SearchStatus::budget_exhausted || last_slice || !between(counters_)) return status_;
    }
  }

  SearchStatus status() const { return status_; }
  const Counters& counters() const { return counters_; }
  int level() const { return level_; }
  // choices()[k] is what was chosen at level k: a node (Dancing Links, dancing cells) or an option
  // (bitsets); the engine's matrix().option_of turns it into an option number.
  const int* choices() const { return choice_.data(); }

 protected:
  // `levels`: room for choices() (one per primary item, plus one).
  SearchDriver(const SearchOptions& options, int levels)
      : options_(options),
        solution_limit_(options.solution_limit ? options.solution_limit : UINT64_MAX),
        node_budget_(options.node_budget ? options.node_budget : UINT64_MAX),
        choice_(levels, 0) {}

  SearchOptions options_;
  std::uint64_t solution_limit_;
  std::uint64_t node_budget_;
  Counters counters_;
  std::vector<int> choice_;
  int level_ = 0;
  SearchStatus status_ = SearchStatus::running;

 private:
  Engine& engine() { return static_cast<Engine&>(*this); }
};

}  // namespace dlx
