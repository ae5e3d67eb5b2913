// The dancing cells search's event trace, for the visualizer's Dancing Cells view: the real
// CellsSearch (dancing_cells.hpp: the same loop and SSXC1's counters, as the CLI's `--engine cells`)
// run step by step under an observer that writes down every event and every write to its arrays.
// The page replays the records forward and undoes them backward; it never decides anything itself.
// The Dancing Links twin is exact_cover_trace.hpp.
//
// The arrays, as Knuth names them in SSXC1 (dancing_cells.hpp has the layout): SET (per item a
// header {number, pos, size} and then its set of nodes, the first `size` active), the nodes {ITM,
// LOC}, the ITEM list (the first `active` items are active) and the undo trail.
//
// A trace is a flat array of records of kTraceWidth ints: { op, a, b, c, d, nodes, updates },
// where nodes/updates are SSXC1's counters right after the record. Items are named by number
// (1-based) in events, by handle (their index in SET) in writes, as the arrays hold them.
//
//   choose       level item size     the item the search branches on, and its active size
//   dead_end     level item          an active primary item lost its last option (the option being
//                                    tried fails, no level is entered), or was chosen with size 0
//   try_option   level node option   the option of `node` (a node index) is tried
//   deactivate   item                the item leaves the active list: five writes follow
//   hide_item    item                hide(item) starts: its active options leave the other sets
//   hide         node item option    `node` left `item`'s set (swapped with its last active entry):
//                                    seven writes follow (size, two set entries, two locs, trail)
//   mark         level top active    the level remembers where its trail begins and how many
//                                    items are active (what going back to it restores)
//   restore      level               going back to `level`: a size write per trail entry popped,
//                                    then the trail top and the active count
//   write        array index old new one value written: array is a CellsArray
//   solution     count               then `count` solution_option records, in choice order
//   solution_option option node
//   backtrack    level item          back at `level`, about to try the next option of `item`
//   step         event level solutions  one CellsSearch::step() ended here (EventKind as int);
//                                    nodes and updates on it are the search's counters themselves
//
// At TraceDetail::decisions (big problems: the 3x20 pentominoes make 8.9 million updates) the
// deactivate, hide and restore records and their writes are left out; instead, before each step
// record, one write per size that changed in that step, then the active count and the trail top
// if they changed. Replayed, the sizes and counts are the engine's after every step.
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/cover/dancing_cells.hpp"
#include "dlx/cover/exact_cover_trace.hpp"

namespace dlx {

enum class CellsOp : std::int32_t {
  choose = 0,
  dead_end = 1,
  try_option = 2,
  deactivate = 3,
  hide_item = 4,
  hide = 5,
  restore = 6,
  write = 7,
  solution = 8,
  solution_option = 9,
  backtrack = 10,
  step = 11,
  mark = 12,
};

// The array a write goes to. `scalar` index 0 is the active count, index 1 the trail's top.
enum class CellsArray : std::int32_t { set = 0, loc = 1, item = 2, scalar = 3, trail = 4 };

// The arrays as they stand, in the order the bindings return a state: SET, then LOC per node,
// then the ITEM list, then the active count and the trail top, then the whole trail.
std::vector<std::int32_t> cells_state(const CellsSearch& search);

class CellsTraceObserver : public QuietObserver {
 public:
  CellsTraceObserver(const CellsMatrix& matrix, const CellsSearch& search, TraceDetail detail = TraceDetail::links);

  void on_choose(int level, int item, int size);
  void on_deactivate(int handle);
  void on_hide_item(int handle);
  void on_swap(int node, int handle, int from, int to, int other);
  void on_dead_end(int handle);
  void on_mark(int level, int trail_top, int active);
  void on_try(int level, int node);
  void on_restore(int level);
  void on_give_back(int handle);
  void on_restored(int old_top, int new_top, int old_active, int new_active);
  void on_solution(const int* choices, int count);
  void on_backtrack(int level, int item);
  void end_step(const Event& event, const Counters& counters);

  const std::vector<std::int32_t>& records() const { return records_; }
  std::size_t record_count() const { return records_.size() / kTraceWidth; }

 private:
  void emit(CellsOp op, int a = 0, int b = 0, int c = 0, int d = 0);
  void write(CellsArray array, int index, int old_value, int new_value);
  bool links() const { return detail_ == TraceDetail::links; }
  const CellsMatrix* m_;
  TraceDetail detail_;
  std::vector<int> last_size_;  // decisions detail: each handle's size at the previous step record
  int last_active_ = 0, last_top_ = 0;
  const CellsSearch* search_;
  int level_ = 0;           // the level being tried, for a dead end met while hiding
  int trail_top_ = 0;       // the trail as the search sees it, mirrored: the search updates its
  std::vector<int> trail_;  // top once per hidden item, the records need it once per node
  std::int64_t nodes_ = 0, updates_ = 0;
  std::vector<std::int32_t> records_;
};

struct CellsTraceOptions {
  Branching branching = Branching::fewest_options;
  TraceDetail detail = TraceDetail::links;
  std::uint64_t solution_limit = 0;     // 0 = every solution
  std::size_t max_records = 2'000'000;  // stop (truncated) once the trace is this long
  std::size_t max_state_ints = 0;       // keep cells_state() after each step, up to this many ints
};

struct CellsTraceResult {
  std::vector<std::int32_t> records;
  std::vector<std::int32_t> initial;  // cells_state() before the search
  std::vector<std::int32_t> states;   // cells_state() after each step record, one after another
  std::size_t state_width = 0;
  Counters counters;
  SearchStatus status = SearchStatus::running;
  bool truncated = false;
  bool states_truncated = false;  // the states stopped at max_state_ints before the search ended
};

// Runs CellsSearch on `matrix` one step() at a time under a CellsTraceObserver.
CellsTraceResult trace_cells_search(CellsMatrix& matrix, const CellsTraceOptions& options);

}  // namespace dlx
