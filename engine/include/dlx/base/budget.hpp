// How much work a search may do before it gives up and says "undecided": a number of DLX nodes,
// a deadline, or both. Node budgets are deterministic (the same answer on every machine, which is
// what tests use); a deadline needs a clock, and the caller passes one in, so the engine itself
// reads no clock and keeps no state between calls.
//
// Both are checked in Search::run_in_slices' loop (exact_cover.hpp): the node budget exactly, the
// clock once per slice of kClockEvery nodes, so the search's inner loop carries no extra test.
#pragma once

#include <climits>
#include <cstdint>
#include <functional>
#include <utility>

#include "dlx/cover/exact_cover.hpp"

namespace dlx {

struct Budget {
  // Nodes between two looks at the clock: a few milliseconds of search on a 25x25 board (about a
  // million nodes a second), far less on smaller ones, so a deadline is overshot by no more.
  static constexpr std::uint64_t kClockEvery = std::uint64_t{1} << 12;

  std::uint64_t nodes = 0;        // stop once this many nodes were visited; 0 = no node limit
  std::function<double()> clock;  // a monotonic clock in seconds; empty = no deadline
  double deadline = 0;            // stop once clock() >= deadline

  static Budget of_nodes(std::uint64_t nodes) {
    Budget b;
    b.nodes = nodes;
    return b;
  }
  // A deadline `seconds` from now on `clock`.
  static Budget of_time(std::function<double()> clock, double seconds) {
    Budget b;
    b.deadline = clock() + seconds;
    b.clock = std::move(clock);
    return b;
  }

  bool unlimited() const { return nodes == 0 && !clock; }
  bool out_of_time() const { return clock && clock() >= deadline; }
};

// Runs `search` (built with this budget's node count in its SearchOptions) with `observer` until it
// finishes, reaches its solution limit, spends its nodes or passes the deadline. `between`, if
// given, is called between slices with the counters (progress reports) and may stop the search by
// returning false. Returns the status; budget_exhausted covers nodes and time alike (ask
// out_of_time() to tell them apart).
// Any search type with run_in_slices and counters (Search, and the other engines: dancing_cells.hpp,
// bitset_cover.hpp).
template <class SearchType, class Observer, class Between>
SearchStatus run_within(SearchType& search, Observer& observer, const Budget& budget, std::uint64_t every,
                        Between&& between) {
  if (!budget.clock) return search.run_in_slices(observer, every, std::forward<Between>(between));
  // Slices short enough for the clock; `between` still runs about every `every` nodes.
  const std::uint64_t slice = every && every < Budget::kClockEvery ? every : Budget::kClockEvery;
  std::uint64_t next_report = every ? search.counters().nodes + every : UINT64_MAX;
  return search.run_in_slices(observer, slice, [&](const Counters& counters) {
    if (budget.out_of_time()) return false;
    if (counters.nodes < next_report) return true;
    next_report = counters.nodes + every;
    return between(counters);
  });
}

template <class SearchType, class Observer>
SearchStatus run_within(SearchType& search, Observer& observer, const Budget& budget) {
  return run_within(search, observer, budget, 0, [](const Counters&) { return true; });
}

}  // namespace dlx
