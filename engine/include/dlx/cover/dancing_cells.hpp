// Generic exact cover by "dancing cells": sparse sets instead of doubly linked lists (Knuth, TAOCP
// 7.2.2.3 and his program SSXC1, after Christine Solnon's XCC-with-dancing-cells). A second engine
// beside Dancing Links (exact_cover.hpp), behind the same interface: SearchOptions, Counters,
// SearchStatus, Event, step() / run() / run_in_slices(), choices() / options_of().
//
// When to use which (measured; docs/speed.md): this engine counts or lists the covers of big
// problems about twice as fast as Dancing Links, because going back costs almost nothing (sizes are
// restored from a stack; nothing is relinked) and a dead end is seen while hiding, before a level
// is entered. Dancing Links stays the engine of the Sudoku solver, the generator and the
// visualizer: its counters are DLX1's, and its links are what the visualizer teaches.
//
// Layout (all ints):
//
//   cells_:  per item, a three-word header and then the item's set of active options:
//              [number][pos][size] [n n n ... n | n n]
//                                   ^ handle h   ^ h + size: options beyond it were hidden
//            An item is known by its handle h (the index of its first set entry); the set holds
//            node indices, the first `size` of them active. Hiding an option swaps its node with
//            the set's last active entry and decrements size, so the hidden ones pile up at the
//            end in the order they left, and restoring the old size brings them all back.
//            pos = the item's index in active_. Primary items come first, so a handle below
//            second_ is a primary item's.
//   nodes_:  per option its nodes {item handle, loc = index of the node in its item's set}, then a
//            spacer {-(option length), option number}; from the spacer, adding its item field
//            wraps to the option's first node. nodes_[0] is the spacer before option 0.
//   active_: the active items (handles), primary and secondary, in [0, active_count_): a sparse
//            set. Removing an item swaps it to the end of the active range, so restoring the count
//            restores the set (in another order: that order breaks ties, as in SSXC1).
//   trail_:  (in CellsSearch) the handle of the item each hidden node left, in the order they left.
//            Going back to a level pops the trail to that level's mark, giving each popped item
//            one back: the hidden nodes sit just past their sets' ends, so that restores them.
//            SSXC1 instead saves the size of every active item at every level, which is items x
//            depth: 1.6 GB for 20,000 items of one option each. A node is hidden at most once
//            along a path, so the trail never holds more entries than the matrix has nodes.
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "dlx/cover/exact_cover.hpp"

namespace dlx {

class CellsMatrix {
 public:
  struct Node {
    int item;  // the item's handle (> 0), or minus the option's length in a spacer
    int loc;   // index of this node in its item's set; a spacer holds its option's number
  };

  // Empties the matrix for items 1..primary (primary) and primary+1..primary+secondary.
  void reset(int primary, int secondary);
  // Appends an option covering the given items (1-based, no repeats, count >= 1).
  void add_option(const int* items, int count);
  void add_option(const std::vector<int>& items) { add_option(items.data(), static_cast<int>(items.size())); }
  // The same items and options, in the same order, as a Dancing Links matrix.
  void assign(const Matrix& matrix);

  // Lays the sets out afresh: every option active, in input order; every item active, in item
  // order. A Search calls it first, so each search starts from the same state.
  void restart();

  int primary_count() const { return primary_; }
  int item_count() const { return items_count_; }
  int option_count() const { return static_cast<int>(option_start_.size()) - 1; }
  // The option (0-based, as added) of a node, and the items of an option in the order given.
  int option_of(int node) const;
  std::vector<int> option_items(int option) const {
    return {items_.begin() + option_start_[option], items_.begin() + option_start_[option + 1]};
  }
  // Item number (1-based) and active size of an item handle.
  int number_of(int handle) const { return cells_[handle - 3]; }
  int size_of(int handle) const { return cells_[handle - 1]; }

  // The arrays themselves, read-only, for the visualizer's trace (cells_trace.hpp) and its tests:
  // Knuth's SET (headers and sets), the nodes {ITM, LOC}, the ITEM list and its active count.
  const std::vector<int>& set_array() const { return cells_; }
  const std::vector<Node>& node_array() const { return nodes_; }
  const std::vector<int>& item_list() const { return active_; }
  int active_count() const { return active_count_; }
  int handle_of(int item) const { return handle_[item]; }
  int second_handle() const { return second_; }

  // Every invariant of the sparse sets: each node sits where its loc says, the active lists and
  // the items' positions agree. Empty when all hold, else the first broken one.
  std::string check_sets() const;

 private:
  friend class CellsSearch;
  int& size(int h) { return cells_[h - 1]; }
  int& pos(int h) { return cells_[h - 2]; }
  // Hides every active option of item h from the other items' sets. With `check`, stops and
  // returns false as soon as an active primary item is left with no option (a dead end).
  // Out of line: the search calls it a few times per level, and a loop of its own keeps every
  // pointer in a register (inlined into the search it spilled them: 1.5x the instructions).
  template <bool kCheck, class Observer>
#if defined(__GNUC__)
  __attribute__((noinline))
#endif
  bool
  hide(int h, int*& trail, Observer& obs);
  void deactivate(int h);

  int primary_ = 0;
  int items_count_ = 0;
  std::vector<int> items_;         // the options' item numbers, one option after another
  std::vector<int> option_start_;  // option k is items_[option_start_[k] .. option_start_[k+1])
  std::vector<int> cells_;
  std::vector<Node> nodes_;
  std::vector<int> handle_;  // handle of item number i (index 0 unused)
  std::vector<int> active_;
  int active_count_ = 0;
  int second_ = 0;  // handles below it are primary items'
};

// The search loop of SSXC1 (forward, try an option, back up) as a resumable state machine like
// Search: step() stops after each decision, run() goes on until a limit or the end.
//
// Counters as SSXC1 reports them: `nodes` counts entries into a level (one that finds every
// primary item covered is a solution); `updates` counts items leaving the active lists plus nodes
// leaving a set. Branching: the active primary item with the fewest options, the first such in
// the active list's current order (which sparse-set swaps permute, so ties fall differently from
// Dancing Links'). Branching::leftmost takes the first active item; `rng` is not supported.
class CellsSearch : public SearchDriver<CellsSearch> {
 public:
  CellsSearch(CellsMatrix& matrix, SearchOptions options = {});

  // run(), step(), run_in_slices(), set_node_budget(), status(), counters(), level() and
  // choices() come from SearchDriver; choices()[k] is the node chosen at level k (valid for
  // k < level() + 1 after a solution).
  bool finished() const { return phase_ == Phase::finished; }
  std::vector<int> options_of(int depth) const;
  const CellsMatrix& matrix() const { return *m_; }
  // The undo trail as it stands (entries at and past trail_top() are leftovers of earlier pushes).
  const std::vector<int>& trail() const { return trail_; }
  int trail_top() const { return trail_top_; }
  // Bytes of the state kept for going back (the trail and the marks): linear in the matrix.
  std::size_t state_bytes() const {
    return (trail_.capacity() + mark_.capacity() + active_at_.capacity()) * sizeof(int);
  }

 private:
  friend class SearchDriver<CellsSearch>;
  enum class Phase : std::uint8_t { forward, advance, backup, next, finished };

  template <class Observer, bool kStep>
#if defined(__GNUC__)
  __attribute__((noinline))
#endif
  Event
  drive(Observer& obs);
  int choose() const;
  // Hides item h's options (CellsMatrix::hide), pushing each hidden node's item on the trail and
  // counting it as an update.
  template <bool kCheck, class Observer>
  bool hide(int h, Observer& obs) {
    obs.on_hide_item(h);
    int* top = trail_.data() + trail_top_;
    const bool alive = m_->hide<kCheck>(h, top, obs);
    const int top_index = static_cast<int>(top - trail_.data());
    counters_.updates += static_cast<std::uint64_t>(top_index - trail_top_);
    trail_top_ = top_index;
    return alive;
  }
  void mark(int level);
  template <class Observer>
  void restore(int level, Observer& obs);

  CellsMatrix* m_;
  // The trail (see the layout above), trail_top_ entries in use; per level, where its trail began
  // once its branching item was hidden, and how many items were then active.
  std::vector<int> trail_;
  int trail_top_ = 0;
  std::vector<int> mark_, active_at_;
  int cur_ = 0;   // index in cells_ of the option being tried, in the branching item's set
  int best_ = 0;  // handle of the branching item
  Phase phase_ = Phase::forward;
};

// ---------------------------------------------------------------------------------------------

template <bool kCheck, class Observer>
bool CellsMatrix::hide(int h, int*& trail, Observer& obs) {
  int* const cells = cells_.data();
  Node* const nd = nodes_.data();
  const int active = active_count_, second = second_;
  const int end = h + cells[h - 1];
  int* top = trail;
  bool alive = true;
  for (int r = h; r < end && alive; ++r) {
    const int t = cells[r];
    for (int x = t + 1; x != t;) {
      const Node node = nd[x];
      if (node.item < 0) {  // spacer: wrap to the option's first node
        x += node.item;
        continue;
      }
      const int u = node.item;
      const int s = cells[u - 1] - 1;
      if (kCheck && s == 0 && u < second && cells[u - 2] < active) {  // an active primary item is dead
        obs.on_dead_end(u);
        alive = false;
        break;
      }
      // Swap x with the last active node of u's set; the set then ends just before x.
      const int last = u + s;
      const int other = cells[last];
      cells[u - 1] = s;
      cells[last] = x;
      cells[node.loc] = other;
      nd[x].loc = last;
      nd[other].loc = node.loc;
      *top++ = u;
      obs.on_swap(x, u, node.loc, last, other);
      ++x;
    }
  }
  trail = top;
  return alive;
}

inline int CellsSearch::choose() const {
  const int* cells = m_->cells_.data();
  const int* active = m_->active_.data();
  const int n = m_->active_count_, second = m_->second_;
  int best = 0, smallest = INT_MAX;
  for (int k = 0; k < n && smallest > 1; ++k) {
    const int h = active[k];
    if (h >= second) continue;  // secondary items are never chosen
    if (options_.branching == Branching::leftmost) return h;
    const int s = cells[h - 1];
    if (s < smallest) best = h, smallest = s;
  }
  return best;  // 0 when no primary item is active
}

template <class Observer, bool kStep>
Event CellsSearch::drive(Observer& obs) {
  CellsMatrix& m = *m_;
  int level = level_, cur = cur_, best = best_;
  Phase phase = phase_;
  Event event{EventKind::stopped, level, 0, 0, 0};
  if (phase != Phase::finished) status_ = SearchStatus::running;

  for (;;) {
    switch (phase) {
      case Phase::forward: {
        if (counters_.nodes >= node_budget_) {
          status_ = SearchStatus::budget_exhausted;
          event = Event{EventKind::stopped, level, 0, 0, 0};
          goto out;
        }
        ++counters_.nodes;
        best = choose();
        if (best == 0) {  // every primary item is covered
          ++counters_.solutions;
          obs.on_solution(choice_.data(), level);
          phase = Phase::backup;
          event = Event{EventKind::solution, level, 0, level ? choice_[level - 1] : 0, 0};
          if (counters_.solutions >= solution_limit_) {
            status_ = SearchStatus::solution_limit;
            goto out;
          }
          if (kStep) goto out;
          continue;
        }
        const int size = m.cells_[best - 1];
        obs.on_choose(level, m.number_of(best), size);
        obs.on_deactivate(best);
        m.deactivate(best);
        ++counters_.updates;
        hide<false>(best, obs);
        mark(level);
        obs.on_mark(level, mark_[level], active_at_[level]);
        cur = best;
        phase = Phase::advance;
        if (kStep) {
          event = Event{EventKind::choose, level, m.number_of(best), 0, size};
          goto out;
        }
        continue;
      }
      case Phase::advance: {
        if (cur >= best + m.cells_[best - 1]) {
          phase = Phase::backup;
          continue;
        }
        const CellsMatrix::Node* nd = m.nodes_.data();
        const int node = m.cells_[cur];
        choice_[level] = node;
        obs.on_try(level, node);
        event = Event{EventKind::try_option, level, m.number_of(best), node, 0};
        // Take the option's other items out of the active lists first, then hide their options:
        // an item is then "dead" only if it is still active and loses its last option.
        for (int x = node + 1; x != node;) {
          const int u = nd[x].item;
          if (u < 0) {
            x += u;
          } else {
            obs.on_deactivate(u);
            m.deactivate(u);
            ++counters_.updates;
            ++x;
          }
        }
        bool alive = true;
        for (int x = node + 1; x != node && alive;) {
          const int u = nd[x].item;
          if (u < 0) {
            x += u;
          } else {
            alive = hide<true>(u, obs);
            ++x;
          }
        }
        if (alive) {
          ++level;
          phase = Phase::forward;
        } else {
          phase = Phase::next;
        }
        if (kStep) goto out;
        continue;
      }
      case Phase::backup: {
        if (level == 0) {
          phase = Phase::finished;
          status_ = SearchStatus::complete;
          event = Event{EventKind::stopped, 0, 0, 0, 0};
          goto out;
        }
        --level;
        const int node = choice_[level];
        best = m.nodes_[node].item;
        cur = m.nodes_[node].loc;
        obs.on_backtrack(level, m.number_of(best));
        phase = Phase::next;
        if (kStep) {
          event = Event{EventKind::backtrack, level, m.number_of(best), node, 0};
          goto out;
        }
        continue;
      }
      case Phase::next: {
        // The branching item's own set never changes below it, so its size still bounds the loop;
        // the other sizes (and the active lists) go back to what they were when it was hidden.
        if (cur + 1 >= best + m.cells_[best - 1]) {
          phase = Phase::backup;
          continue;
        }
        restore(level, obs);
        ++cur;
        phase = Phase::advance;
        continue;
      }
      case Phase::finished:
        status_ = SearchStatus::complete;
        event = Event{EventKind::stopped, level, 0, 0, 0};
        goto out;
    }
  }
out:
  level_ = level;
  cur_ = cur;
  best_ = best;
  phase_ = phase;
  return event;
}

template <class Observer>
void CellsSearch::restore(int level, Observer& obs) {
  obs.on_restore(level);
  int* cells = m_->cells_.data();
  const int* trail = trail_.data();
  for (int k = trail_top_; k > mark_[level];) {
    const int h = trail[--k];
    obs.on_give_back(h);
    ++cells[h - 1];
  }
  obs.on_restored(trail_top_, mark_[level], m_->active_count_, active_at_[level]);
  trail_top_ = mark_[level];
  m_->active_count_ = active_at_[level];
}

}  // namespace dlx
