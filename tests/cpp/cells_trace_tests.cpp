// Tests of the Dancing Cells trace (cells_trace.hpp): the writes it records, replayed onto the
// arrays it starts from, give the engine's own arrays after every step (each write's old value is
// checked against the replay too), undoing them in reverse gives the start back, and its counters
// are the search's: SSXC1's figures on matrix (3), queens 8 and the 3x20 pentominoes.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dlx/cover/cells_trace.hpp"
#include "exact_cover_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

// Where each CellsArray starts in a state (cells_state's order).
struct Offsets {
  int set = 0, loc = 0, item = 0, scalar = 0, trail = 0;
  explicit Offsets(const CellsMatrix& m)
      : loc(static_cast<int>(m.set_array().size())),
        item(loc + static_cast<int>(m.node_array().size())),
        scalar(item + static_cast<int>(m.item_list().size())),
        trail(scalar + 2) {}
  int of(int array) const {
    const int starts[] = {set, loc, item, scalar, trail};
    return starts[array];
  }
};

struct Replay {
  std::vector<std::int32_t> state;
  std::size_t steps = 0;  // step records met
  std::size_t states_checked = 0;
  std::size_t bad_old = 0;       // writes whose old value was not what the replay held
  std::size_t bad_state = 0;     // steps after which the replay differed from the engine
  std::size_t bad_counters = 0;  // step records whose counters differ from the record before
};

Replay replay(const CellsTraceResult& t, const Offsets& at) {
  Replay r;
  r.state = t.initial;
  const std::size_t n = t.records.size() / kTraceWidth;
  for (std::size_t i = 0; i < n; ++i) {
    const std::int32_t* rec = &t.records[i * kTraceWidth];
    if (rec[0] == static_cast<int>(CellsOp::write)) {
      std::int32_t& cell = r.state.at(static_cast<std::size_t>(at.of(rec[1]) + rec[2]));
      if (cell != rec[3]) ++r.bad_old;
      cell = rec[4];
    } else if (rec[0] == static_cast<int>(CellsOp::step)) {
      // The observer counted every node and update as it happened: the step's own figures
      // (the search's counters) must be what the record before it already said.
      if (i > 0 && (rec[5] != rec[5 - kTraceWidth] || rec[6] != rec[6 - kTraceWidth])) ++r.bad_counters;
      const std::size_t from = r.steps * t.state_width;
      if (from + t.state_width <= t.states.size()) {
        ++r.states_checked;
        if (!std::equal(r.state.begin(), r.state.end(), t.states.begin() + static_cast<std::ptrdiff_t>(from)))
          ++r.bad_state;
      }
      ++r.steps;
    }
  }
  return r;
}

// Undoes every write, last first, from the replay's end: the initial arrays must come back.
bool undoes_to_start(const CellsTraceResult& t, const Offsets& at, std::vector<std::int32_t> state) {
  for (std::size_t i = t.records.size() / kTraceWidth; i-- > 0;) {
    const std::int32_t* rec = &t.records[i * kTraceWidth];
    if (rec[0] != static_cast<int>(CellsOp::write)) continue;
    std::int32_t& cell = state.at(static_cast<std::size_t>(at.of(rec[1]) + rec[2]));
    if (cell != rec[4]) return false;
    cell = rec[3];
  }
  return state == t.initial;
}

CellsTraceResult trace(CellsMatrix& m, std::size_t state_ints = 50'000'000, std::uint64_t limit = 0) {
  CellsTraceOptions options;
  options.max_state_ints = state_ints;
  options.solution_limit = limit;
  return trace_cells_search(m, options);
}

void check_trace(const ExactCoverProblem& p, std::uint64_t limit = 0) {
  CellsMatrix m = cells_of(p);
  const CellsTraceResult t = trace(m, 50'000'000, limit);
  const Offsets at(m);
  const Replay r = replay(t, at);
  CHECK(r.bad_old == 0);
  CHECK(r.bad_counters == 0);
  CHECK(r.bad_state == 0);
  CHECK(r.states_checked == r.steps);
  CHECK(!t.states_truncated);
  CHECK(undoes_to_start(t, at, r.state));
  // The same search as a quiet CellsSearch: the trace changes nothing it does.
  CellsMatrix plain = cells_of(p);
  CellsSearch search(plain, SearchOptions{limit});
  search.run();
  CHECK(t.counters.nodes == search.counters().nodes);
  CHECK(t.counters.updates == search.counters().updates);
  CHECK(t.counters.solutions == search.counters().solutions);
  const std::int32_t* last = &t.records[t.records.size() - kTraceWidth];
  CHECK(last[0] == static_cast<int>(CellsOp::step));
  CHECK(static_cast<std::uint64_t>(last[5]) == t.counters.nodes);
  CHECK(static_cast<std::uint64_t>(last[6]) == t.counters.updates);
}

}  // namespace

TEST_CASE("Cells trace: matrix (3) replays to the engine's arrays at every step, with SSXC1's 5 nodes and 27 updates",
          "[cells][trace]") {
  const ExactCoverProblem p = parse_ok(kKnuthMatrix);
  check_trace(p);
  CellsMatrix m = cells_of(p);
  const CellsTraceResult t = trace(m);
  CHECK(t.counters.nodes == 5);
  CHECK(t.counters.updates == 27);
  CHECK(t.counters.solutions == 1);
  // Every kind of event of a search shows up, and each hide is followed by its seven writes.
  std::vector<int> seen(13, 0);
  const std::size_t n = t.records.size() / kTraceWidth;
  for (std::size_t i = 0; i < n; ++i) {
    const int op = t.records[i * kTraceWidth];
    ++seen.at(op);
    if (op == static_cast<int>(CellsOp::hide)) {
      for (std::size_t k = 1; k <= 7; ++k) CHECK(t.records[(i + k) * kTraceWidth] == static_cast<int>(CellsOp::write));
    }
  }
  for (CellsOp op : {CellsOp::choose, CellsOp::dead_end, CellsOp::try_option, CellsOp::deactivate, CellsOp::hide_item,
                     CellsOp::hide, CellsOp::restore, CellsOp::solution, CellsOp::backtrack, CellsOp::mark})
    CHECK(seen[static_cast<int>(op)] > 0);
  // SSXC1 counts an update per hidden node and per deactivated item: exactly the hide and
  // deactivate records.
  CHECK(static_cast<std::uint64_t>(seen[static_cast<int>(CellsOp::hide)] +
                                   seen[static_cast<int>(CellsOp::deactivate)]) == t.counters.updates);
}

TEST_CASE("Cells trace: queens 4-8 and random matrices with secondary items replay exactly at every step",
          "[cells][trace]") {
  for (int n = 4; n <= 8; ++n) {
    INFO("queens " << n);
    check_trace(queens(n));
  }
  CellsMatrix m = cells_of(queens(8));
  const CellsTraceResult t = trace(m, 0);
  CHECK(t.counters.nodes == 890);  // SSXC1's figures (dancing_cells_tests.cpp)
  CHECK(t.counters.updates == 18412);
  Rng rng(20261129);
  for (int k = 0; k < 60; ++k) {
    INFO("random matrix " << k);
    check_trace(random_problem(rng, 6 + k % 5, k % 4, 10 + k % 9, 30));
    check_trace(random_problem(rng, 5, 2, 12, 35), 1);  // stopped at the first solution
  }
}

TEST_CASE("Cells trace: the 3x20 pentominoes give SSXC1's 9,058 nodes and 8,905,598 updates", "[cells][trace]") {
  std::ifstream file(std::string(DLX_TEST_DATA) + "/pentomino_3x20.dlx");
  std::stringstream text;
  text << file.rdbuf();
  const ExactCoverProblem p = parse_ok(text.str());
  const std::size_t n_items = p.item_names.size();

  SECTION("every write, for as long as the trace may run") {
    // 8.9 million updates are about 70 million records: the links detail stops at max_records
    // (truncated); every write's old value up to there, and the states of the first steps, checked.
    CellsMatrix m = cells_of(p);
    CellsTraceOptions options;
    options.max_records = 300'000;  // small enough for the suite's WebAssembly build too
    options.max_state_ints = 5'000'000;
    const CellsTraceResult t = trace_cells_search(m, options);
    CHECK(t.truncated);
    const Offsets at(m);
    const Replay r = replay(t, at);
    CHECK(r.bad_old == 0);
    CHECK(r.bad_counters == 0);
    CHECK(r.bad_state == 0);
    CHECK(r.states_checked > 100);
    CHECK(r.states_checked == r.steps);
  }
  SECTION("the whole search at decisions detail: sizes and counts after every step") {
    CellsMatrix m = cells_of(p);
    CellsTraceOptions options;
    options.detail = TraceDetail::decisions;
    options.max_state_ints = 10'000'000;  // the first 360 or so steps
    const CellsTraceResult t = trace_cells_search(m, options);
    CHECK(!t.truncated);
    CHECK(t.counters.solutions == 8);
    CHECK(t.counters.nodes == 9058);  // Knuth's SSXC1 on the same file
    CHECK(t.counters.updates == 8905598);
    const std::int32_t* last = &t.records[t.records.size() - kTraceWidth];
    CHECK(last[5] == 9058);
    CHECK(last[6] == 8905598);
    // Replay the writes: the sizes, the active count and the trail top are the engine's after
    // every step whose state was kept.
    const Offsets at(m);
    std::vector<std::int32_t> state = t.initial;
    std::size_t step = 0, checked = 0, bad = 0, bad_old = 0;
    for (std::size_t i = 0; i < t.records.size() / kTraceWidth; ++i) {
      const std::int32_t* rec = &t.records[i * kTraceWidth];
      if (rec[0] == static_cast<int>(CellsOp::write)) {
        std::int32_t& cell = state.at(static_cast<std::size_t>(at.of(rec[1]) + rec[2]));
        if (cell != rec[3]) ++bad_old;
        cell = rec[4];
      } else if (rec[0] == static_cast<int>(CellsOp::step)) {
        const std::size_t from = step++ * t.state_width;
        if (from + t.state_width > t.states.size()) continue;
        ++checked;
        const std::int32_t* engine = &t.states[from];
        for (std::size_t item = 1; item <= n_items; ++item) {
          const int h = m.handle_of(static_cast<int>(item));
          if (state[static_cast<std::size_t>(h - 1)] != engine[h - 1]) ++bad;
        }
        if (state[static_cast<std::size_t>(at.scalar)] != engine[at.scalar] ||
            state[static_cast<std::size_t>(at.scalar + 1)] != engine[at.scalar + 1])
          ++bad;
      }
    }
    CHECK(bad_old == 0);
    CHECK(bad == 0);
    CHECK(checked > 300);
  }
}
