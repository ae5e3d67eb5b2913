// Tests of the trace in TAOCP's cover order (CoverOrder::taocp, exact_cover_trace.hpp): the same
// search as the paper's order (choices, solutions, DLX1's nodes and updates) on matrix (3), 4
// queens and a Sudoku; replaying its writes reproduces the real matrix; and every cover(i) writes
// its hides first and then unlinks i, every uncover(i) relinks i first and then unhides.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/cover/exact_cover_trace.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "exact_cover_support.hpp"
#include "test_support.hpp"

using namespace dlx;

namespace {

const char* const kKnuthMatrix = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

TraceOp op_at(const std::vector<std::int32_t>& r, std::size_t i) { return static_cast<TraceOp>(r[i * kTraceWidth]); }
int field_at(const std::vector<std::int32_t>& r, std::size_t i, int k) { return r[i * kTraceWidth + k]; }

// The decisions of a trace (choose, try, solution, backtrack records with their fields), which
// must not depend on the order of the link updates inside cover and uncover.
std::vector<std::int32_t> decisions(const std::vector<std::int32_t>& r) {
  std::vector<std::int32_t> out;
  for (std::size_t i = 0; i < r.size() / kTraceWidth; ++i) {
    const TraceOp op = op_at(r, i);
    if (op == TraceOp::choose || op == TraceOp::try_option || op == TraceOp::solution ||
        op == TraceOp::solution_option || op == TraceOp::backtrack || op == TraceOp::dead_end || op == TraceOp::step) {
      out.insert(out.end(), r.begin() + static_cast<std::ptrdiff_t>(i * kTraceWidth),
                 r.begin() + static_cast<std::ptrdiff_t>((i + 1) * kTraceWidth));
    }
  }
  return out;
}

// Replays the writes onto the initial snapshot (checking each old value) and returns the result.
MatrixSnapshot replay(MatrixSnapshot s, const std::vector<std::int32_t>& r) {
  for (std::size_t i = 0; i < r.size() / kTraceWidth; ++i) {
    if (op_at(r, i) != TraceOp::write) continue;
    const int target = field_at(r, i, 1), old_value = field_at(r, i, 3), new_value = field_at(r, i, 4);
    std::vector<int>* a = nullptr;
    switch (static_cast<LinkField>(field_at(r, i, 2))) {
      case LinkField::prev:
        a = &s.prev;
        break;
      case LinkField::next:
        a = &s.next;
        break;
      case LinkField::up:
        a = &s.up;
        break;
      case LinkField::down:
        a = &s.down;
        break;
      case LinkField::size:
        a = &s.size;
        break;
    }
    REQUIRE(a->at(target) == old_value);
    (*a)[target] = new_value;
  }
  return s;
}

// Walks a links-detail TAOCP trace: each cover(i) is its record, then hides (each with its three
// writes: D, U, S), then unlink(i) with exactly R[L[i]] and L[R[i]]; each uncover(i) starts with
// relink(i) and its two writes, then unhides, then the uncover record with no writes after it.
// Returns how many covers it checked.
int check_taocp_order(const std::vector<std::int32_t>& r) {
  const std::size_t n = r.size() / kTraceWidth;
  int covers = 0;
  auto item_writes = [&](std::size_t i, int item) {
    REQUIRE(i + 2 < n);
    CHECK(op_at(r, i + 1) == TraceOp::write);
    CHECK(op_at(r, i + 2) == TraceOp::write);
    CHECK(field_at(r, i + 1, 2) == static_cast<int>(LinkField::next));
    CHECK(field_at(r, i + 2, 2) == static_cast<int>(LinkField::prev));
    CHECK((field_at(r, i + 1, 3) == item || field_at(r, i + 1, 4) == item));
  };
  for (std::size_t i = 0; i < n; ++i) {
    if (op_at(r, i) == TraceOp::cover) {
      const int item = field_at(r, i, 1);
      std::size_t j = i + 1;
      CHECK(op_at(r, j) != TraceOp::write);  // no item-list write before the hides
      while (op_at(r, j) == TraceOp::hide) {
        for (int k = 1; k <= 3; ++k) CHECK(op_at(r, j + k) == TraceOp::write);
        CHECK(field_at(r, j + 1, 2) == static_cast<int>(LinkField::down));
        j += 4;
      }
      REQUIRE(op_at(r, j) == TraceOp::unlink);
      CHECK(field_at(r, j, 1) == item);
      item_writes(j, item);
      if (j + 3 < n) CHECK(op_at(r, j + 3) != TraceOp::hide);  // the unlink ends the cover: no hide after it
      ++covers;
    } else if (op_at(r, i) == TraceOp::relink) {
      const int item = field_at(r, i, 1);
      item_writes(i, item);
      // The relink starts the uncover: the event before it (past its writes) is no unhide.
      std::size_t before = i;
      while (before > 0 && op_at(r, before - 1) == TraceOp::write) --before;
      if (before > 0) CHECK(op_at(r, before - 1) != TraceOp::unhide);
      std::size_t j = i + 3;
      while (op_at(r, j) == TraceOp::unhide) j += 4;
      REQUIRE(op_at(r, j) == TraceOp::uncover);
      CHECK(field_at(r, j, 1) == item);
      if (j + 1 < n) CHECK(op_at(r, j + 1) != TraceOp::write);
    } else if (op_at(r, i) == TraceOp::uncover) {
      // Every uncover was reached from its relink above: none stands without one.
      std::size_t j = i;
      while (j > 0 && (op_at(r, j - 1) == TraceOp::write || op_at(r, j - 1) == TraceOp::unhide)) --j;
      REQUIRE(j > 0);
      CHECK(op_at(r, j - 1) == TraceOp::relink);
    }
  }
  return covers;
}

struct Both {
  TraceResult paper, taocp;
  MatrixSnapshot initial;
};

Both trace_both(const Matrix& m, TraceDetail detail) {
  Both out;
  out.initial = snapshot(m);
  Matrix a = m, b = m;
  TraceOptions options;
  options.detail = detail;
  out.paper = trace_search(a, options);
  options.order = CoverOrder::taocp;
  out.taocp = trace_search(b, options);
  CHECK(a.same_links(b));
  return out;
}

}  // namespace

TEST_CASE("Trace order: TAOCP's and the paper's give the same search and DLX1's counters", "[trace][order]") {
  SECTION("matrix (3)") {
    Matrix m;
    build_matrix(*parse_dlx1(kKnuthMatrix), m);
    const Both t = trace_both(m, TraceDetail::links);
    CHECK(t.taocp.counters.nodes == 6);
    CHECK(t.taocp.counters.updates == 30);
    CHECK(t.taocp.counters.solutions == 1);
    CHECK(decisions(t.taocp.records) == decisions(t.paper.records));
    std::size_t covers = 0;
    for (std::size_t i = 0; i < t.paper.records.size() / kTraceWidth; ++i)
      covers += op_at(t.paper.records, i) == TraceOp::cover;
    // An unlink and a relink record per cover (the search undoes every cover), nothing else added.
    CHECK(t.taocp.records.size() == t.paper.records.size() + 2 * kTraceWidth * covers);
    CHECK(check_taocp_order(t.taocp.records) == static_cast<int>(covers));
    // Both end where they began, and the writes in between replay to that.
    CHECK(replay(t.initial, t.taocp.records).next == t.initial.next);
    CHECK(replay(t.initial, t.taocp.records).down == t.initial.down);
  }
  SECTION("4 queens (secondary items)") {
    Matrix m;
    build_matrix(testing::queens(4), m);
    const Both t = trace_both(m, TraceDetail::links);
    Matrix c;
    build_matrix(testing::queens(4), c);
    SearchOptions every;
    every.solution_limit = 0;
    Search plain(c, every);
    plain.run();
    CHECK(t.taocp.counters.nodes == plain.counters().nodes);
    CHECK(t.taocp.counters.updates == plain.counters().updates);
    CHECK(t.taocp.counters.solutions == 2);
    CHECK(decisions(t.taocp.records) == decisions(t.paper.records));
    CHECK(check_taocp_order(t.taocp.records) > 0);
  }
  SECTION("a Sudoku, at both details") {
    const Grid givens =
        testing::grid_from("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    SudokuSolver solver{Rules(givens.shape())};
    REQUIRE(solver.load(givens).ok());
    const Matrix loaded = solver.matrix();  // before count(), which searches the solver's own matrix
    auto counted = solver.count(givens, 0);
    REQUIRE(counted.ok());
    const Both t = trace_both(loaded, TraceDetail::decisions);
    CHECK(t.taocp.counters.nodes == counted->counters.nodes);
    CHECK(t.taocp.counters.updates == counted->counters.updates);
    CHECK(decisions(t.taocp.records) == decisions(t.paper.records));
    // At links detail (cut short: the whole search is ~500k records) the order is TAOCP's.
    Matrix m = loaded;
    TraceOptions options;
    options.order = CoverOrder::taocp;
    options.max_records = 20000;
    const TraceResult linked = trace_search(m, options);
    CHECK(check_taocp_order(linked.records) > 0);
  }
}

TEST_CASE("Trace order: TAOCP's writes are the paper's, with each cover's item writes moved after its hides",
          "[trace][order]") {
  Matrix m;
  build_matrix(*parse_dlx1(kKnuthMatrix), m);
  const Both t = trace_both(m, TraceDetail::links);
  // Drop the unlink/relink records and move each item's two writes back: the paper's trace.
  const auto& r = t.taocp.records;
  const std::size_t n = r.size() / kTraceWidth;
  std::vector<std::int32_t> back;
  auto copy = [&](std::size_t i) {
    back.insert(back.end(), r.begin() + static_cast<std::ptrdiff_t>(i * kTraceWidth),
                r.begin() + static_cast<std::ptrdiff_t>((i + 1) * kTraceWidth));
  };
  std::vector<std::size_t> pending_cover;  // where a cover record was copied, to put its writes after
  for (std::size_t i = 0; i < n; ++i) {
    const TraceOp op = op_at(r, i);
    if (op == TraceOp::cover) {
      copy(i);
      pending_cover.push_back(back.size());
    } else if (op == TraceOp::unlink) {
      // Insert its two writes right after the cover record (counters as the paper has them there).
      std::vector<std::int32_t> w(r.begin() + static_cast<std::ptrdiff_t>((i + 1) * kTraceWidth),
                                  r.begin() + static_cast<std::ptrdiff_t>((i + 3) * kTraceWidth));
      const std::size_t at = pending_cover.back();
      pending_cover.pop_back();
      for (int k = 0; k < 2; ++k) {
        w[k * kTraceWidth + 5] = back[at - kTraceWidth + 5];
        w[k * kTraceWidth + 6] = back[at - kTraceWidth + 6];
      }
      back.insert(back.begin() + static_cast<std::ptrdiff_t>(at), w.begin(), w.end());
      i += 2;
    } else if (op == TraceOp::relink) {
      // Its writes go after the uncover record that ends the group.
      std::size_t j = i + 3;
      while (op_at(r, j) != TraceOp::uncover) copy(j++);
      copy(j);
      copy(i + 1);
      copy(i + 2);
      i = j;
    } else {
      copy(i);
    }
  }
  CHECK(back == t.paper.records);
}
