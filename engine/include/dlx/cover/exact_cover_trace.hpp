// The search loop's event trace, for the Dancing Links visualizer: the real Search (the same loop,
// the same counters as the CLI) run step by step with an observer that writes down every event and
// every link it changes. The page replays the records forward and undoes them backward; it never
// decides anything itself. Siblings: exact_cover.hpp (Matrix, Search), sudoku_solver.hpp.
//
// A trace is a flat array of records of kTraceWidth ints: { op, a, b, c, d, nodes, updates },
// where nodes/updates are DLX1's counters right after the record. The ops and their fields:
//
//   choose       level item size           the item Search branches on (covered next)
//   dead_end     level item                the chosen item has no options left: a backtrack follows
//   try_option   level node option         the option of `node` is tried (its other items covered next)
//   cover        item                      cover(item) starts; its item-list writes follow, then hides
//   hide         node item option          one node leaves its item's list (links detail: writes follow)
//   unhide       node item option          one node goes back (links detail: writes follow)
//   uncover      item                      uncover(item) has finished (its unhides came before it);
//                                          its item-list writes follow (paper order)
//   unlink       item                      TAOCP order only: cover(item), after its hides, takes
//                                          the item out of the active list; its two writes follow
//   relink       item                      TAOCP order only: uncover(item) first puts the item back
//                                          in the active list; its two writes follow, then unhides
//   write        target field old new      one link or size written: field is a LinkField; target is
//                                          an item (prev/next), a node (up/down) or an item (size)
//   solution     count                     then `count` solution_option records, in choice order
//   solution_option option node
//   backtrack    level item                back at `level`, about to try the next option of `item`
//   size         item old new              decisions detail only: an item's size at the end of a step
//   step         event level solutions     one Search::step() ended here (EventKind as int); nodes and
//                                          updates on this record are Search::counters() themselves
//
// In the paper order (Dancing Links, 2000) the item-list writes follow the cover and uncover
// records themselves; in TAOCP order (7.2.2.1, Algorithm X) they follow unlink and relink records.
//
// Replaying writes in order reproduces the matrix exactly; undoing them in reverse order (old for
// new) gives back the matrix before them. Covered flags follow cover (set) and uncover (cleared).
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/cover/exact_cover.hpp"

namespace dlx {

constexpr int kTraceWidth = 7;

enum class TraceOp : std::int32_t {
  choose = 0,
  dead_end = 1,
  try_option = 2,
  cover = 3,
  hide = 4,
  unhide = 5,
  uncover = 6,
  write = 7,
  solution = 8,
  solution_option = 9,
  backtrack = 10,
  size = 11,
  step = 12,
  unlink = 13,
  relink = 14,
};

// The order of cover(i) and uncover(i) (see Matrix::cover): the 2000 paper's, or TAOCP's.
enum class CoverOrder : std::uint8_t { paper, taocp };

enum class LinkField : std::int32_t { prev = 0, next = 1, up = 2, down = 3, size = 4 };

enum class TraceDetail : std::uint8_t {
  links,      // every hide/unhide with its link writes: single-update stepping (small problems)
  decisions,  // cover/uncover and per-step size changes only: Sudoku scale
};

// The matrix as the page draws it: Knuth's arrays, copied.
struct MatrixSnapshot {
  std::vector<int> prev, next;     // items 0..n+1 (n+1 heads the secondary list)
  std::vector<int> up, down, top;  // nodes 0..node_count-1 (headers 1..n, spacers, option nodes)
  std::vector<int> size;           // items 0..n (0 unused)
  std::vector<int> covered;        // items 0..n: 1 while covered
};
MatrixSnapshot snapshot(const Matrix& matrix);

// Records every event of a Search on `matrix` (see the table above). Reads the matrix it observes
// to write down each link change exactly as cover/uncover made it.
class TraceObserver {
 public:
  TraceObserver(const Matrix& matrix, TraceDetail detail, CoverOrder order = CoverOrder::paper);

  bool taocp_order() const { return order_ == CoverOrder::taocp; }
  void on_choose(int level, int item, int size);
  void on_cover(int item);
  void on_unlink(int item);
  void on_relink(int item);
  void on_hide(int node);
  void on_uncover(int item);
  void on_unhide(int node);
  void on_try(int level, int node);
  void on_solution(const int* choices, int count);
  void on_backtrack(int level, int item);
  // Called after each Search::step() with what it returned and the search's own counters.
  void end_step(const Event& event, const Counters& counters);

  const std::vector<std::int32_t>& records() const { return records_; }
  std::size_t record_count() const { return records_.size() / kTraceWidth; }

 private:
  void emit(TraceOp op, int a = 0, int b = 0, int c = 0, int d = 0);
  void write(int target, LinkField field, int old_value, int new_value);
  const Matrix* m_;
  TraceDetail detail_;
  CoverOrder order_;
  std::int64_t nodes_ = 0, updates_ = 0;
  std::vector<int> last_size_;  // decisions detail: sizes at the end of the previous step
  std::vector<std::int32_t> records_;
};

struct TraceOptions {
  Branching branching = Branching::fewest_options;
  TraceDetail detail = TraceDetail::links;
  CoverOrder order = CoverOrder::paper;
  std::uint64_t solution_limit = 0;     // 0 = every solution
  std::size_t max_records = 2'000'000;  // stop (truncated) once the trace is this long
};

struct TraceResult {
  std::vector<std::int32_t> records;
  Counters counters;  // Search::counters() at the end
  SearchStatus status = SearchStatus::running;
  bool truncated = false;  // max_records reached before the search ended
};

// Runs Search on `matrix` one step() at a time under a TraceObserver. The matrix is left where
// the search stopped (back in its initial state when the search is complete).
TraceResult trace_search(Matrix& matrix, const TraceOptions& options);

// The stepping both traces share (this one and cells_trace.hpp's): step() under the observer,
// its end_step, then after_step(), until the search ends or the trace holds max_records records.
// Returns true when it stopped for the records (the trace is truncated).
template <class SearchType, class Observer, class AfterStep>
bool step_traced(SearchType& search, Observer& observer, std::size_t max_records, AfterStep&& after_step) {
  for (;;) {
    const Event event = search.step(observer);
    observer.end_step(event, search.counters());
    after_step();
    if (search.status() != SearchStatus::running || event.kind == EventKind::stopped) return false;
    if (observer.record_count() >= max_records) return true;
  }
}

}  // namespace dlx
