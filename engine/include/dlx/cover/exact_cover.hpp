// Generic exact cover with Knuth's Dancing Links (DLX1 of TAOCP 7.2.2.1). Knows nothing of Sudoku.
//
// Matrix holds the links in Knuth's layout; Search is the one explicit-stack search loop. Solving,
// counting, enumerating, node budgets and the visualizer's trace all run Search; an observer type
// receives the events, and the quiet observer compiles them away. What Search shares with the other
// two engines (options, counters, events, run/step/run_in_slices) is in search_driver.hpp.
//
// Layout (all links are int indices into contiguous arrays, as in DLX1):
//
//   items_:  [0]=root  [1..n]=items                    prev/next: the horizontal list of active
//            primary items 1..p hang on the root;      items (secondary items p+1..n have their own
//            [n+1] heads the secondary items           list headed by n+1, and are never chosen)
//
//   nodes_:  [0]     unused (root has no column)
//            [1..n]  item headers: up/down = first/last node of the item's vertical list
//            [n+1]   spacer before option 0
//            then, per option, its nodes one after another and a spacer after them:
//
//              ... | spacer(-k) | x x x | spacer(-(k+1)) | ...
//
//            node.top = the node's item (>0); a spacer's top = -(index of the option that follows),
//            its up = first node of the option before it, its down = last node of the option after
//            it, so walking right past the end of an option wraps to its first node (hide), and
//            walking left past its start wraps to its last node (unhide).
//
//   key_:    [i] = (size of item i) << shift_ | i, plus kCovered while i is covered. Sizes live
//            apart from the nodes, and carry the item's number in their low bits, so DLX1's rule
//            "the leftmost item of smallest size" is just the minimum key: one branch-free scan of
//            a contiguous array that compilers vectorise, instead of a walk along the item list.
//            (If a size ever outgrows its bits the matrix falls back to shift_ = 0, plain sizes.)
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/search_driver.hpp"

namespace dlx {

class Matrix {
 public:
  struct Node {
    int up, down, top;
  };
  struct Item {
    int prev, next;
  };
  // Added to an item's key while it is covered, so the scan for the smallest key skips it.
  static constexpr int kCovered = 1 << 30;

  // Empties the matrix (keeping its memory) for items 1..primary (primary) and
  // primary+1..primary+secondary (secondary).
  void reset(int primary, int secondary);
  // Appends an option covering the given items (1-based item numbers, no repeats, count >= 1).
  // Callers validate input; the Sudoku encoder and build_matrix never pass bad options.
  void add_option(const int* items, int count);
  void add_option(const std::vector<int>& items) { add_option(items.data(), static_cast<int>(items.size())); }

  int primary_count() const { return primary_; }
  int item_count() const { return items_count_; }
  int option_count() const { return options_; }
  int node_count() const { return node_end_; }
  // Releases spare node capacity, so copies of a finished matrix copy only what is used.
  void shrink_to_fit();

  // Raw access for the search loop, the link checker and the visualizer.
  const Node& node(int x) const { return nodes_[x]; }
  const Item& item(int i) const { return items_[i]; }
  int size(int item) const { return (key_[item] & (kCovered - 1)) >> shift_; }
  bool covered(int item) const { return key_[item] >= kCovered; }
  bool is_spacer(int x) const { return x > items_count_ && nodes_[x].top <= 0; }
  // The option a (non-spacer, non-header) node belongs to, 0-based in insertion order.
  int option_of(int node) const;
  // The item numbers of option `option`, in the order they were given.
  std::vector<int> option_items(int option) const;

  // Knuth's cover(c): unlink item c from the active list and hide every option in c's list from
  // the other items it covers. uncover(c) undoes it exactly, in reverse order. Both report each
  // link change to the observer; cover returns the number of updates as DLX1 counts them.
  // The order is the 2000 paper's (unlink c, then hide; uncover: unhide, then relink c) unless
  // obs.taocp_order() is true: then TAOCP 7.2.2.1's (hide, then unlink c; uncover: relink c, then
  // unhide). Both touch the same links and count the same updates; only the visualizer asks.
  template <class Observer>
  std::uint64_t cover(int c, Observer& obs);
  template <class Observer>
  void uncover(int c, Observer& obs);
  // The common width of every option (Sudoku's 4, the pentominoes' 6), or 0 when widths differ.
  int uniform_width() const { return width_ > 0 ? width_ : 0; }
  // Covers every item of an option, as when the option is chosen (used to place Sudoku givens).
  void select_option(int option);
  // Takes an option out of the matrix for good (until the next reset or copy): its nodes leave
  // their items' lists, so no search can choose it. An option already hidden by a cover is left
  // alone. The generator strikes out a known solution's digit this way to look for another.
  void exclude_option(int option);
  // hide_option(x) takes the option holding node x out of every item's list, x's own included
  // (Search's domination pass); unhide_option(x) puts it back, in exactly the reverse order.
  // hide_option returns the nodes it unlinked (updates, as DLX1 counts node removals).
  int hide_option(int x);
  void unhide_option(int x);

  // Every link invariant of the visible structure: the active item list is a consistent circular
  // list; every item's vertical list is a consistent circular list of nodes whose top is that item
  // and whose length equals its size; active items are not marked covered. Returns an empty
  // string when all hold, else a description of the first broken link.
  std::string check_links() const;

  // Whole-structure equality (links, sizes, active list): tests compare a matrix with its state
  // before a cover/uncover pair.
  bool same_links(const Matrix& other) const;

 private:
  friend class Search;
  friend struct MatrixTestAccess;
  void grow_nodes(int needed);
  // cover/uncover for any layout (Knuth's walk, wrapping at spacers), and for options that all
  // have width W: then option k starts at option_base() + k * (W + 1), a node's place in its option
  // is arithmetic, and hiding an option is W - 1 straight-line unlinks with no spacer test. Both
  // touch the same links in the same order, so counters and observed events are identical.
  template <class Observer>
  std::uint64_t cover_any(int c, Observer& obs);
  template <class Observer>
  void uncover_any(int c, Observer& obs);
  template <class Observer>
  void unlink_item(int c, Observer& obs);  // c leaves the active item list
  template <class Observer>
  void relink_item(int c, Observer& obs);  // c goes back
  template <int W, class Observer>
  std::uint64_t cover_uniform(int c, Observer& obs);
  template <int W, class Observer>
  void uncover_uniform(int c, Observer& obs);
  int option_base() const { return items_count_ + 2; }
  std::vector<Node> nodes_;
  // place_[x]: where node x sits in its option (0 = first), for the uniform-width walks.
  std::vector<unsigned char> place_;
  std::vector<Item> items_;
  void use_plain_sizes();
  std::vector<int> key_;
  static constexpr int kKeyPadding = 8;
  int shift_ = 0;
  int node_end_ = 0;  // nodes_[0, node_end_) are in use; the vector only grows
  std::vector<int> option_start_;
  int primary_ = 0;
  int items_count_ = 0;
  int options_ = 0;
  int last_spacer_ = 0;
  int width_ = 0;  // the options' common width; 0 before the first option, -1 once two differ
};

// The minimum of keys[0..count), stopping early once a key below `zero_bound` (an item of size 0,
// which DLX1 would pick whatever follows) has been seen. Vectorised; see exact_cover.cpp.
int smallest_key(const int* keys, int count, int zero_bound);
// The minimum of keys[0..count), always scanning them all.
int smallest_key_of_all(const int* keys, int count);

// The search loop of DLX1 (forward / advance / backup / recover over choice[level]) written as a
// resumable state machine: step() stops after each decision, run() goes on until a limit or the
// end. Both execute drive(), the same code.
class Search : public SearchDriver<Search> {
 public:
  Search(Matrix& matrix, SearchOptions options = {});

  // run(), step(), run_in_slices(), set_node_budget(), status(), counters(), level() and
  // choices() (the node chosen at level k, valid for k <= level()) come from SearchDriver.
  bool finished() const { return phase_ == Phase::finished; }
  // Option indices (0-based, as added) of the partial or complete solution at choices()[0..depth).
  std::vector<int> options_of(int depth) const;
  const Matrix& matrix() const { return *m_; }
  // The item drive() would branch on next, in the matrix's present state (a primary item must be
  // active). The estimator (estimate.hpp) walks its probes with it, so both follow one rule.
  int choose_item() { return choose(); }

 private:
  friend class SearchDriver<Search>;
  enum class Phase : std::uint8_t { forward, advance, backup, recover, finished };

  // Never inlined: it is the loop's entry point, and long searches are run as many calls to it
  // (slices) so a JIT that optimises per call, like V8's for WebAssembly, gets to swap tiers.
  template <class Observer, bool kStep>
#if defined(__GNUC__)
  __attribute__((noinline))
#endif
  Event
  drive(Observer& obs);
  int choose();
  int choose_random();
  // The domination pass (SearchOptions::dominate), before the first choice and after each option
  // tried: hides options onto trail_; undominate(level) puts back those hidden after the option
  // at `level` (-1: all, the root's too).
  std::uint64_t dominate();
  void undominate(int level);
  std::uint64_t dominate_by(int a);

  Matrix* m_;
  int cur_ = 0;
  int best_ = 0;
  int open_ = 0;  // levels whose current option is not their item's last; 0 with restore off ends the search
  // The domination pass's state: the hidden options' nodes, where each level's begin, and stamps
  // (pass_ numbers, so nothing is cleared between passes) for nodes and item tallies.
  std::vector<int> trail_, trail_mark_, item_tally_;
  std::vector<unsigned> node_pass_, item_pass_;
  unsigned pass_ = 0;
  bool root_dominated_ = false;
  Phase phase_ = Phase::forward;
};

// ---------------------------------------------------------------------------------------------
// Template bodies. Kept in the header so each observer gets its own specialised loop.

// For options of width W: from the node at place p of its option, the offsets of the option's
// other nodes in Knuth's hide order (the nodes after it, wrapping to those before it), and in
// unhide order (the reverse). A table lookup per node instead of an index computation.
template <int W>
struct OptionWalk {
  struct Table {
    signed char at[W][W - 1];
  };
  static constexpr Table make(bool hide) {
    Table t{};
    for (int p = 0; p < W; ++p) {
      for (int j = 1; j < W; ++j) {
        const int q = hide ? (p + j < W ? p + j : p + j - W) : (p - j >= 0 ? p - j : p - j + W);
        t.at[p][j - 1] = static_cast<signed char>(q - p);
      }
    }
    return t;
  }
  static constexpr Table hide = make(true);
  static constexpr Table unhide = make(false);
};

// cover, uncover and their uniform-width bodies are always inlined: GCC puts them into the search
// loop anyway, but clang (Emscripten's) kept them as calls, and a 17-clue solve in WebAssembly
// took 6 % longer for it (count 8 %).
template <class Observer>
__attribute__((always_inline)) inline std::uint64_t Matrix::cover(int c, Observer& obs) {
  switch (width_) {
    case 4:
      return cover_uniform<4>(c, obs);  // Sudoku: cell, row, column, box
    case 6:
      return cover_uniform<6>(c, obs);  // a pentomino and its five cells
    default:
      return cover_any(c, obs);
  }
}

template <class Observer>
__attribute__((always_inline)) inline void Matrix::uncover(int c, Observer& obs) {
  switch (width_) {
    case 4:
      return uncover_uniform<4>(c, obs);
    case 6:
      return uncover_uniform<6>(c, obs);
    default:
      return uncover_any(c, obs);
  }
}

template <int W, class Observer>
__attribute__((always_inline)) inline std::uint64_t Matrix::cover_uniform(int c, Observer& obs) {
  Node* nd = nodes_.data();
  int* key = key_.data();
  const int unit = 1 << shift_;
  const unsigned char* place = place_.data();
  obs.on_cover(c);
  if (!obs.taocp_order()) unlink_item(c, obs);
  std::uint64_t updates = 1;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) {
    // hide(rr): its option's nodes after rr, then those before it (Knuth's order).
    const signed char* offset = OptionWalk<W>::hide.at[place[rr]];
    for (int j = 0; j < W - 1; ++j) {
      const int nn = rr + offset[j];
      const int x = nd[nn].top;
      const int u = nd[nn].up, d = nd[nn].down;
      nd[u].down = d;
      nd[d].up = u;
      key[x] -= unit;
      obs.on_hide(nn);
    }
    updates += W - 1;
  }
  if (obs.taocp_order()) unlink_item(c, obs);
  key[c] += kCovered;
  return updates;
}

template <int W, class Observer>
__attribute__((always_inline)) inline void Matrix::uncover_uniform(int c, Observer& obs) {
  Node* nd = nodes_.data();
  int* key = key_.data();
  const int unit = 1 << shift_;
  const unsigned char* place = place_.data();
  key[c] -= kCovered;
  if (obs.taocp_order()) relink_item(c, obs);
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) {
    // unhide(rr): the option's nodes before rr, right to left, then those after it.
    const signed char* offset = OptionWalk<W>::unhide.at[place[rr]];
    for (int j = 0; j < W - 1; ++j) {
      const int nn = rr + offset[j];
      const int x = nd[nn].top;
      const int u = nd[nn].up, d = nd[nn].down;
      nd[u].down = nn;
      nd[d].up = nn;
      key[x] += unit;
      obs.on_unhide(nn);
    }
  }
  if (!obs.taocp_order()) relink_item(c, obs);
  obs.on_uncover(c);
}

template <class Observer>
inline std::uint64_t Matrix::cover_any(int c, Observer& obs) {
  Node* nd = nodes_.data();
  int* key = key_.data();
  const int unit = 1 << shift_;
  obs.on_cover(c);
  if (!obs.taocp_order()) unlink_item(c, obs);
  std::uint64_t updates = 1;
  for (int rr = nd[c].down; rr != c; rr = nd[rr].down) {
    // hide(rr): unlink the option's other nodes from their items.
    for (int nn = rr + 1; nn != rr;) {
      const int x = nd[nn].top;
      const int u = nd[nn].up, d = nd[nn].down;
      if (x <= 0) {
        nn = u;  // spacer: wrap to the option's first node
        continue;
      }
      nd[u].down = d;
      nd[d].up = u;
      key[x] -= unit;
      ++updates;
      obs.on_hide(nn);
      ++nn;
    }
  }
  if (obs.taocp_order()) unlink_item(c, obs);
  key[c] += kCovered;
  return updates;
}

template <class Observer>
inline void Matrix::uncover_any(int c, Observer& obs) {
  Node* nd = nodes_.data();
  int* key = key_.data();
  const int unit = 1 << shift_;
  key[c] -= kCovered;
  if (obs.taocp_order()) relink_item(c, obs);
  // Exactly the reverse of cover: options bottom-up, each option's nodes right to left.
  for (int rr = nd[c].up; rr != c; rr = nd[rr].up) {
    for (int nn = rr - 1; nn != rr;) {
      const int x = nd[nn].top;
      const int u = nd[nn].up, d = nd[nn].down;
      if (x <= 0) {
        nn = d;  // spacer: wrap to the option's last node
        continue;
      }
      nd[u].down = nn;
      nd[d].up = nn;
      key[x] += unit;
      obs.on_unhide(nn);
      --nn;
    }
  }
  if (!obs.taocp_order()) relink_item(c, obs);
  obs.on_uncover(c);
}

template <class Observer>
__attribute__((always_inline)) inline void Matrix::unlink_item(int c, Observer& obs) {
  Item* it = items_.data();
  obs.on_unlink(c);
  const int l = it[c].prev, r = it[c].next;
  it[l].next = r;
  it[r].prev = l;
}

template <class Observer>
__attribute__((always_inline)) inline void Matrix::relink_item(int c, Observer& obs) {
  Item* it = items_.data();
  const int l = it[c].prev, r = it[c].next;
  it[l].next = c;
  it[r].prev = c;
  obs.on_relink(c);
}

template <class Observer, bool kStep>
Event Search::drive(Observer& obs) {
  const Matrix::Node* nd = m_->nodes_.data();
  const Matrix::Item* it = m_->items_.data();
  int level = level_, cur = cur_, best = best_, open = open_;
  Phase phase = phase_;
  Event event{EventKind::stopped, level, 0, 0, 0};
  if (phase != Phase::finished) status_ = SearchStatus::running;

  // One dispatch on entry; inside, each phase jumps straight to the next (a direct branch the
  // processor predicts per site, instead of one shared indirect jump per transition).
  switch (phase) {
    case Phase::forward:
      goto forward;
    case Phase::advance:
      goto advance;
    case Phase::backup:
      goto backup;
    case Phase::recover:
      goto recover;
    case Phase::finished:
      goto finished;
  }
  {  // every phase ends in a jump: none falls through into the next
    {
    forward : {
      if (counters_.nodes >= node_budget_) {
        status_ = SearchStatus::budget_exhausted;
        event = Event{EventKind::stopped, level, 0, 0, 0};
        goto out;
      }
      if (it[0].next == 0) {  // nothing to cover at all: the empty set is the one solution
        ++counters_.nodes;
        ++counters_.solutions;
        obs.on_solution(choice_.data(), 0);
        phase = Phase::finished;
        status_ = SearchStatus::complete;
        event = Event{EventKind::solution, level, 0, 0, 0};
        goto out;
      }
      if (options_.dominate && level == 0 && !root_dominated_) {
        root_dominated_ = true;  // once, before the first choice; undone only when the search ends
        counters_.updates += dominate();
      }
      ++counters_.nodes;
      best = choose();
      const int size = m_->size(best);
      obs.on_choose(level, best, size);
      counters_.updates += m_->cover(best, obs);
      cur = choice_[level] = nd[best].down;
      open += cur != best && nd[cur].down != best;
      phase = Phase::advance;
      if (kStep) {
        event = Event{EventKind::choose, level, best, 0, size};
        goto out;
      }
      goto advance;
    }
    advance : {
      if (cur == best) {
        phase = Phase::backup;
        goto backup;
      }
      obs.on_try(level, cur);
      for (int pp = cur + 1; pp != cur;) {  // cover the option's other items
        const int x = nd[pp].top;
        if (x <= 0) {
          pp = nd[pp].up;
        } else {
          counters_.updates += m_->cover(x, obs);
          ++pp;
        }
      }
      if (options_.dominate) trail_mark_[level] = static_cast<int>(trail_.size());
      if (it[0].next == 0) {
        ++counters_.nodes;
        ++counters_.solutions;
        obs.on_solution(choice_.data(), level + 1);
        phase = Phase::recover;
        event = Event{EventKind::solution, level, best, cur, 0};
        if (counters_.solutions >= solution_limit_) {
          status_ = SearchStatus::solution_limit;
          goto out;
        }
        if (kStep) goto out;
        if (open == 0 && !options_.restore) goto nothing_left;
        goto recover;
      }
      if (options_.dominate) counters_.updates += dominate();
      event = Event{EventKind::try_option, level, best, cur, 0};
      ++level;
      phase = Phase::forward;
      if (kStep) goto out;
      goto forward;
    }
    backup : {
      if (open == 0 && !options_.restore) goto nothing_left;
      m_->uncover(best, obs);
      if (level == 0) {
        if (options_.dominate) undominate(-1);
        phase = Phase::finished;
        status_ = SearchStatus::complete;
        event = Event{EventKind::stopped, 0, 0, 0, 0};
        goto out;
      }
      --level;
      cur = choice_[level];
      best = nd[cur].top;
      obs.on_backtrack(level, best);
      phase = Phase::recover;
      if (kStep) {
        event = Event{EventKind::backtrack, level, best, cur, 0};
        goto out;
      }
      goto recover;
    }
    recover : {
      if (options_.dominate) undominate(level);
      for (int pp = cur - 1; pp != cur;) {  // uncover the option's other items, right to left
        const int x = nd[pp].top;
        if (x <= 0) {
          pp = nd[pp].down;
        } else {
          m_->uncover(x, obs);
          --pp;
        }
      }
      cur = choice_[level] = nd[cur].down;
      open -= cur != best && nd[cur].down == best;  // now on its item's last option
      phase = Phase::advance;
      goto advance;
    }
    nothing_left:  // every level is on its last option: only uncovering is left
      phase = Phase::finished;
      status_ = SearchStatus::complete;
      event = Event{EventKind::stopped, 0, 0, 0, 0};
      goto out;
    finished:
      status_ = SearchStatus::complete;
      event = Event{EventKind::stopped, level, 0, 0, 0};
      goto out;
    }
  }
out:
  level_ = level;
  cur_ = cur;
  best_ = best;
  open_ = open;
  phase_ = phase;
  return event;
}

inline int Search::choose() {
  if (options_.branching == Branching::leftmost) return m_->items_[0].next;
  if (options_.rng) return choose_random();
  // Active items keep their input order, so they all lie between the first and the last.
  const int lo = m_->items_[0].next, hi = m_->items_[0].prev;
  const int* key = m_->key_.data();
  // Without secondary items every key from lo on is an active, covered or padding item, so the scan
  // may run to the next multiple of 8 and skip its scalar tail. The early exit at a size-0 item is
  // off: on Sudoku's 324 items its horizontal minimums cost more than they save (callgrind, hardest
  // list: 7 % of all instructions), since only one node in 14 meets an item of size 0.
  int count = hi - lo + 1;
  if (m_->items_count_ == m_->primary_) count = (count + 7) & ~7;
  const int smallest = smallest_key_of_all(key + lo, count);
  if (m_->shift_) return smallest & ((1 << m_->shift_) - 1);
  int i = lo;  // plain sizes (huge problems): find the leftmost item of that size
  while (key[i] != smallest) ++i;
  return i;
}

}  // namespace dlx
