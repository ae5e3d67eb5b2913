// Tests of the visualizer's trace (exact_cover_trace.hpp): replaying its writes forward reproduces
// the real Matrix after every step, undoing them backward restores the initial structure, and its
// counters are the Search's own (the figures the CLI prints).
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/cover/exact_cover_trace.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;

namespace {

const char* const kKnuthMatrix = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

// What the page does with a trace, written independently of the engine: apply each write (new
// over old, checking old), toggle covered on cover/uncover; undo does the reverse.
struct Replay {
  MatrixSnapshot s;
  std::vector<int>& field(int f) {
    switch (static_cast<LinkField>(f)) {
      case LinkField::prev:
        return s.prev;
      case LinkField::next:
        return s.next;
      case LinkField::up:
        return s.up;
      case LinkField::down:
        return s.down;
      case LinkField::size:
        return s.size;
    }
    FAIL("bad field " << f);
    return s.size;
  }
  void apply(const std::int32_t* r, bool forward) {
    const auto op = static_cast<TraceOp>(r[0]);
    if (op == TraceOp::write) {
      std::vector<int>& a = field(r[2]);
      REQUIRE(a.at(r[1]) == (forward ? r[3] : r[4]));
      a[r[1]] = forward ? r[4] : r[3];
    } else if (op == TraceOp::size) {
      REQUIRE(s.size.at(r[1]) == (forward ? r[2] : r[3]));
      s.size[r[1]] = forward ? r[3] : r[2];
    } else if (op == TraceOp::cover || op == TraceOp::uncover) {
      s.covered.at(r[1]) = (op == TraceOp::cover) == forward ? 1 : 0;
    }
  }
};

bool same(const MatrixSnapshot& a, const MatrixSnapshot& b, bool sizes_only) {
  if (a.size != b.size || a.covered != b.covered) return false;
  return sizes_only || (a.prev == b.prev && a.next == b.next && a.up == b.up && a.down == b.down && a.top == b.top);
}

struct Outcome {
  std::vector<std::int32_t> records;
  Counters counters;
  std::vector<std::vector<int>> solutions;  // option indices, in choice order
};

// Drives the real Search one step at a time, checking the replayed trace against the matrix after
// every step and the observer's counts against Search's; then undoes the whole trace.
Outcome trace_and_check(Matrix& matrix, TraceDetail detail, Branching branching = Branching::fewest_options) {
  const MatrixSnapshot initial = snapshot(matrix);
  SearchOptions options;
  options.solution_limit = 0;
  options.branching = branching;
  Search search(matrix, options);
  TraceObserver observer(matrix, detail);
  Replay replay{initial};
  const bool sizes_only = detail == TraceDetail::decisions;
  std::size_t done = 0;
  Outcome out;
  for (int steps = 0;; ++steps) {
    REQUIRE(steps < 1000000);
    const Event event = search.step(observer);
    observer.end_step(event, search.counters());
    const auto& r = observer.records();
    for (; done < r.size(); done += kTraceWidth) {
      replay.apply(&r[done], true);
      if (r[done] == static_cast<int>(TraceOp::solution)) out.solutions.emplace_back();
      if (r[done] == static_cast<int>(TraceOp::solution_option)) out.solutions.back().push_back(r[done + 1]);
    }
    REQUIRE(same(replay.s, snapshot(matrix), sizes_only));
    // The step record carries Search's counters; the record before it, the observer's own count.
    const std::int32_t* last = &r[r.size() - kTraceWidth];
    REQUIRE(last[0] == static_cast<int>(TraceOp::step));
    REQUIRE(last[5] == static_cast<std::int32_t>(search.counters().nodes));
    REQUIRE(last[6] == static_cast<std::int32_t>(search.counters().updates));
    if (r.size() > kTraceWidth) {
      CHECK(last[5 - kTraceWidth] == last[5]);
      CHECK(last[6 - kTraceWidth] == last[6]);
    }
    if (search.status() != SearchStatus::running || event.kind == EventKind::stopped) break;
  }
  out.records = observer.records();
  out.counters = search.counters();
  for (std::size_t i = out.records.size(); i > 0; i -= kTraceWidth) replay.apply(&out.records[i - kTraceWidth], false);
  REQUIRE(same(replay.s, initial, sizes_only));
  return out;
}

std::size_t count_op(const std::vector<std::int32_t>& records, TraceOp op) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < records.size(); i += kTraceWidth) n += records[i] == static_cast<int>(op);
  return n;
}

}  // namespace

TEST_CASE("Trace: matrix (3) replays exactly, forward and back, with DLX1's counters", "[trace]") {
  Matrix m;
  build_matrix(*parse_dlx1(kKnuthMatrix), m);
  const Outcome out = trace_and_check(m, TraceDetail::links);
  CHECK(out.counters.nodes == 6);
  CHECK(out.counters.updates == 30);
  REQUIRE(out.solutions.size() == 1);
  // A D | C E F | B G, as the CLI prints it: options 3, 0, 4.
  CHECK(out.solutions[0] == std::vector<int>{3, 0, 4});
  CHECK(count_op(out.records, TraceOp::hide) == out.counters.updates - count_op(out.records, TraceOp::cover));
  CHECK(count_op(out.records, TraceOp::cover) == count_op(out.records, TraceOp::uncover));
  CHECK(count_op(out.records, TraceOp::hide) == count_op(out.records, TraceOp::unhide));
}

TEST_CASE("Trace: trace_search gives the same records and counters as Search::run", "[trace]") {
  const auto problem = *parse_dlx1(kKnuthMatrix);
  for (Branching b : {Branching::fewest_options, Branching::leftmost}) {
    Matrix a, c;
    build_matrix(problem, a);
    build_matrix(problem, c);
    TraceOptions options;
    options.branching = b;
    const TraceResult traced = trace_search(a, options);
    SearchOptions search_options;
    search_options.solution_limit = 0;
    search_options.branching = b;
    Search plain(c, search_options);
    plain.run();
    CHECK(traced.status == SearchStatus::complete);
    CHECK_FALSE(traced.truncated);
    CHECK(traced.counters.nodes == plain.counters().nodes);
    CHECK(traced.counters.updates == plain.counters().updates);
    CHECK(a.same_links(c));  // both back at the start
    Matrix d;
    build_matrix(problem, d);
    CHECK(trace_and_check(d, TraceDetail::links, b).records == traced.records);
  }
}

TEST_CASE("Trace: leftmost and fewest-options branching find the same covers", "[trace]") {
  ExactCoverProblem p = *parse_dlx1("A B C D\nA B\nC D\nA C\nB D\nA\nB\nC\nD\n");
  Matrix a, b;
  build_matrix(p, a);
  build_matrix(p, b);
  const Outcome mrv = trace_and_check(a, TraceDetail::links, Branching::fewest_options);
  const Outcome left = trace_and_check(b, TraceDetail::links, Branching::leftmost);
  auto sorted = [](std::vector<std::vector<int>> covers) {
    for (auto& c : covers) std::sort(c.begin(), c.end());
    std::sort(covers.begin(), covers.end());
    return covers;
  };
  CHECK(sorted(mrv.solutions) == sorted(left.solutions));
  CHECK(mrv.solutions.size() == 7);
  // A with three options, B with one: leftmost branches three ways at the root, MRV not at all.
  Matrix c, d;
  build_matrix(*parse_dlx1("A B\nA\nA\nA\nB\n"), c);
  build_matrix(*parse_dlx1("A B\nA\nA\nA\nB\n"), d);
  const Outcome small_mrv = trace_and_check(c, TraceDetail::links, Branching::fewest_options);
  const Outcome small_left = trace_and_check(d, TraceDetail::links, Branching::leftmost);
  CHECK(small_mrv.solutions.size() == 3);
  CHECK(small_left.solutions.size() == 3);
  CHECK(small_mrv.counters.nodes == 5);
  CHECK(small_left.counters.nodes == 7);
}

TEST_CASE("Trace: secondary items (4 queens) and a dead end are recorded", "[trace]") {
  const char* queens = "R1 R2 R3 R4 C1 C2 C3 C4 | A2 A3 A4 A5 A6 A7 A8 B-3 B-2 B-1 B0 B1 B2 B3\n";
  std::string text = queens;
  for (int i = 1; i <= 4; ++i) {
    for (int j = 1; j <= 4; ++j) {
      text += "R" + std::to_string(i) + " C" + std::to_string(j) + " A" + std::to_string(i + j) + " B" +
              std::to_string(i - j) + "\n";
    }
  }
  Matrix m;
  auto problem = parse_dlx1(text);
  REQUIRE(problem.ok());
  build_matrix(*problem, m);
  const Outcome out = trace_and_check(m, TraceDetail::links);
  CHECK(out.solutions.size() == 2);
  CHECK(count_op(out.records, TraceOp::dead_end) > 0);
}

TEST_CASE("Trace: a Sudoku at decisions detail replays its sizes and matches solve's counters", "[trace]") {
  const Grid givens =
      testing::grid_from("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  SudokuSolver solver{Rules(givens.shape())};
  REQUIRE(solver.load(givens).ok());
  Matrix m = solver.matrix();
  const Outcome out = trace_and_check(m, TraceDetail::decisions);
  auto counted = solver.count(givens, 0);
  REQUIRE(counted.ok());
  CHECK(out.counters.nodes == counted->counters.nodes);
  CHECK(out.counters.updates == counted->counters.updates);
  CHECK(out.solutions.size() == 1);
  CHECK(count_op(out.records, TraceOp::hide) == 0);
  CHECK(count_op(out.records, TraceOp::size) > 0);
}

TEST_CASE("Trace: max_records truncates a long search", "[trace]") {
  const Grid givens =
      testing::grid_from("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  SudokuSolver solver{Rules(givens.shape())};
  REQUIRE(solver.load(givens).ok());
  Matrix m = solver.matrix();
  TraceOptions options;
  options.max_records = 500;
  const TraceResult r = trace_search(m, options);
  CHECK(r.truncated);
  CHECK(r.status == SearchStatus::running);
  CHECK(r.records.size() / kTraceWidth >= 500);
}

TEST_CASE("Trace: every uncover puts back exactly the nodes its cover removed, in the reverse order", "[trace]") {
  // The visualizer numbers the nodes of a cover and of the uncover that undoes it; this is the
  // engine's promise behind those numbers (and the reason the stale links are still right).
  std::string queens = "R1 R2 R3 R4 C1 C2 C3 C4 | A2 A3 A4 A5 A6 A7 A8 B-3 B-2 B-1 B0 B1 B2 B3\n";
  for (int i = 1; i <= 4; ++i) {
    for (int j = 1; j <= 4; ++j) {
      queens += "R" + std::to_string(i) + " C" + std::to_string(j) + " A" + std::to_string(i + j) + " B" +
                std::to_string(i - j) + "\n";
    }
  }
  for (const std::string& text : {std::string(kKnuthMatrix), queens}) {
    Matrix m;
    build_matrix(*parse_dlx1(text), m);
    const Outcome out = trace_and_check(m, TraceDetail::links);
    std::vector<std::vector<int>> open(m.item_count() + 1);  // item -> nodes its latest cover hid
    std::vector<int> unhidden;
    int item = 0, checked = 0;
    for (std::size_t i = 0; i < out.records.size(); i += kTraceWidth) {
      const auto op = static_cast<TraceOp>(out.records[i]);
      const int a = out.records[i + 1];
      if (op == TraceOp::cover) {
        item = a;
        open[item].clear();
      } else if (op == TraceOp::hide) {
        open[item].push_back(a);
      } else if (op == TraceOp::unhide) {
        unhidden.push_back(a);
      } else if (op == TraceOp::uncover) {
        std::vector<int> reversed(open[a].rbegin(), open[a].rend());
        CHECK(unhidden == reversed);
        unhidden.clear();
        ++checked;
      }
    }
    CHECK(checked == static_cast<int>(count_op(out.records, TraceOp::uncover)));
  }
}
