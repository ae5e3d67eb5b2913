// Tests of the generic exact-cover layer: DLX1 counters, link integrity, the stepping loop,
// secondary items (N-queens), budgets, the DLX1 text format, and a cross-check of counts and
// counters against two independent references (brute force, and a literal pointer-walking DLX1).
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "exact_cover_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

// --- Reference 2: DLX1 transcribed literally (recursive, linked-list item scan) ---------------
// Written independently of Matrix/Search to pin the nodes/updates semantics of Knuth's program.
class LiteralDlx1 {
 public:
  explicit LiteralDlx1(const ExactCoverProblem& p) {
    const int n = static_cast<int>(p.item_names.size());
    const int np = p.primary_count;
    prev_.resize(n + 2);
    next_.resize(n + 2);
    for (int i = 0; i <= np; ++i) {
      prev_[i] = i ? i - 1 : np;
      next_[i] = i == np ? 0 : i + 1;
    }
    for (int i = np + 1; i <= n; ++i) prev_[i] = next_[i] = i;  // secondary: never in the root list
    for (int i = 0; i <= n; ++i) add_node(0, 0, i);
    for (int i = 1; i <= n; ++i) up_[i] = down_[i] = i, top_[i] = 0;
    add_node(0, 0, 0);  // first spacer
    int spacer = n + 1, serial = 0;
    for (const auto& option : p.options) {
      const int first = static_cast<int>(top_.size());
      for (int i : option) {
        const int item = i + 1;
        const int x = static_cast<int>(top_.size());
        add_node(up_[item], item, item);
        down_[up_[item]] = x;
        up_[item] = x;
        ++top_[item];  // the header's top holds its length, as in DLX1
      }
      down_[spacer] = static_cast<int>(top_.size()) - 1;
      spacer = static_cast<int>(top_.size());
      add_node(first, 0, --serial);
    }
    item_count_ = n;
  }
  void search() {
    ++nodes;
    if (next_[0] == 0) return;  // never at the root for valid problems
    int best = 0, t = INT_MAX;
    for (int p = next_[0]; p != 0; p = next_[p]) {
      if (top_[p] < t) best = p, t = top_[p];
    }
    cover(best);
    for (int r = down_[best]; r != best; r = down_[r]) {
      for (int q = r + 1; q != r;) {
        if (top_[q] <= 0 && q > item_count_)
          q = up_[q];
        else
          cover(top_[q]), ++q;
      }
      if (next_[0] == 0) {
        ++nodes;
        ++solutions;
      } else {
        search();
      }
      for (int q = r - 1; q != r;) {
        if (top_[q] <= 0 && q > item_count_)
          q = down_[q];
        else
          uncover(top_[q]), --q;
      }
    }
    uncover(best);
  }
  std::uint64_t nodes = 0, updates = 0, solutions = 0;

 private:
  void add_node(int up, int down, int top) {
    up_.push_back(up);
    down_.push_back(down);
    top_.push_back(top);
  }
  void cover(int c) {
    next_[prev_[c]] = next_[c];
    prev_[next_[c]] = prev_[c];
    ++updates;
    for (int r = down_[c]; r != c; r = down_[r]) {
      for (int q = r + 1; q != r;) {
        if (top_[q] <= 0 && q > item_count_) {
          q = up_[q];
          continue;
        }
        down_[up_[q]] = down_[q];
        up_[down_[q]] = up_[q];
        --top_[top_[q]];
        ++updates;
        ++q;
      }
    }
  }
  void uncover(int c) {
    for (int r = up_[c]; r != c; r = up_[r]) {
      for (int q = r - 1; q != r;) {
        if (top_[q] <= 0 && q > item_count_) {
          q = down_[q];
          continue;
        }
        down_[up_[q]] = q;
        up_[down_[q]] = q;
        ++top_[top_[q]];
        --q;
      }
    }
    next_[prev_[c]] = c;
    prev_[next_[c]] = c;
  }
  std::vector<int> prev_, next_, up_, down_, top_;
  int item_count_ = 0;
};

}  // namespace

TEST_CASE("DLX: Knuth's matrix (3) has one cover, 6 nodes and 30 updates, as DLX1 reports", "[dlx]") {
  const ExactCoverProblem p = parse_ok(kKnuthMatrix);
  Matrix m;
  build_matrix(p, m);
  Search search(m, SearchOptions{0});
  Collect<> collect;
  collect.search = &search;
  collect.problem = &p;
  REQUIRE(search.run(collect) == SearchStatus::complete);
  CHECK(search.counters().solutions == 1);
  CHECK(search.counters().nodes == 6);
  CHECK(search.counters().updates == 30);
  REQUIRE(collect.covers.size() == 1);
  CHECK(collect.covers[0] == std::vector<std::string>{"A D", "B G", "C E F"});
}

namespace dlx {
// Test-only access to the links, to prove the checker sees damage.
struct MatrixTestAccess {
  static std::vector<Matrix::Node>& nodes(Matrix& m) { return m.nodes_; }
  static void grow_size(Matrix& m, int item) { m.key_[item] += 1 << m.shift_; }
};
}  // namespace dlx

TEST_CASE("DLX: links stay intact at every step and the search restores the initial structure", "[dlx]") {
  ExactCoverProblem p;
  SECTION("Knuth's matrix (3)") { p = parse_ok(kKnuthMatrix); }
  SECTION("6-queens, with secondary items") { p = queens(6); }
  Matrix m;
  build_matrix(p, m);
  REQUIRE(m.check_links().empty());
  const Matrix initial = m;
  Search search(m, SearchOptions{0});
  int steps = 0;
  while (!search.finished()) {
    const Event e = search.step();
    ++steps;
    INFO("after step " << steps << " (event " << static_cast<int>(e.kind) << ")");
    REQUIRE(m.check_links().empty());
  }
  CHECK(steps > 10);
  CHECK(m.same_links(initial));
}

TEST_CASE("DLX: the link checker notices a broken link or a wrong size", "[dlx]") {
  Matrix m;
  build_matrix(parse_ok(kKnuthMatrix), m);
  REQUIRE(m.check_links().empty());
  SECTION("a down link skipping a node") {
    Matrix broken = m;
    auto& nodes = MatrixTestAccess::nodes(broken);
    const int a = 1;  // item A's header
    nodes[a].down = nodes[nodes[a].down].down;
    CHECK_FALSE(broken.check_links().empty());
    CHECK_FALSE(broken.same_links(m));
  }
  SECTION("a size that disagrees with the list") {
    Matrix broken = m;
    MatrixTestAccess::grow_size(broken, 4);
    CHECK_THAT(broken.check_links(), Catch::Contains("size differs"));
  }
}

TEST_CASE("DLX: step() reports the decisions of matrix (3) in DLX1's order", "[dlx]") {
  const ExactCoverProblem p = parse_ok(kKnuthMatrix);
  Matrix m;
  build_matrix(p, m);
  Search search(m, SearchOptions{0});
  const Event first = search.step();
  CHECK(first.kind == EventKind::choose);
  CHECK(p.item_names[first.item - 1] == "A");
  CHECK(first.size == 2);
  const Event tried = search.step();
  CHECK(tried.kind == EventKind::try_option);
  CHECK(option_text(p, m.option_of(tried.node)) == "A D G");
  std::vector<EventKind> kinds;
  while (!search.finished()) kinds.push_back(search.step().kind);
  CHECK(std::count(kinds.begin(), kinds.end(), EventKind::solution) == 1);
  CHECK(kinds.back() == EventKind::stopped);
  CHECK(search.status() == SearchStatus::complete);
  CHECK(search.counters().nodes == 6);
  CHECK(search.counters().updates == 30);
}

TEST_CASE("DLX: N-queens with secondary diagonals gives the known counts for N = 4..10", "[dlx][queens]") {
  const std::vector<std::uint64_t> expected = {2, 10, 4, 40, 92, 352, 724};
  for (int n = 4; n <= 10; ++n) {
    const ExactCoverProblem p = queens(n);
    REQUIRE(validate_problem(p).ok());
    Matrix m;
    build_matrix(p, m);
    Search search(m, SearchOptions{0});
    CHECK(search.run() == SearchStatus::complete);
    INFO("N = " << n);
    CHECK(search.counters().solutions == expected[n - 4]);
  }
}

TEST_CASE("DLX: solution limit stops early and run() resumes the enumeration", "[dlx]") {
  const ExactCoverProblem p = queens(6);  // 4 solutions
  Matrix m;
  build_matrix(p, m);
  Search search(m, SearchOptions{1});
  std::uint64_t found = 0;
  SearchStatus status = SearchStatus::running;
  while ((status = search.run()) == SearchStatus::solution_limit) {
    ++found;
    CHECK(search.counters().solutions == found);  // each run() stops at the next solution
    if (found > 10) break;
  }
  CHECK(status == SearchStatus::complete);
  CHECK(search.counters().solutions == 4);
}

TEST_CASE("DLX: a node budget stops the search with status budget_exhausted", "[dlx]") {
  Matrix m;
  build_matrix(queens(8), m);
  const Matrix initial = m;
  Search search(m, SearchOptions{0, 50});
  CHECK(search.run() == SearchStatus::budget_exhausted);
  CHECK(search.counters().nodes == 50);
  CHECK(search.counters().solutions < 92);
  CHECK(m.check_links().empty());
  CHECK_FALSE(m.same_links(initial));  // stopped mid-search: items still covered
}

TEST_CASE("DLX: leftmost branching finds the same covers with a bigger tree", "[dlx]") {
  Matrix m1, m2;
  build_matrix(queens(8), m1);
  build_matrix(queens(8), m2);
  Search fewest(m1, SearchOptions{0, 0, Branching::fewest_options});
  Search leftmost(m2, SearchOptions{0, 0, Branching::leftmost});
  fewest.run();
  leftmost.run();
  CHECK(fewest.counters().solutions == 92);
  CHECK(leftmost.counters().solutions == 92);
  CHECK(leftmost.counters().nodes > fewest.counters().nodes);
}

// Runs the search over m (built from p): its count must equal brute force's, and its count, nodes
// and updates a literal DLX1's on the same problem.
static void check_against_dlx1(const ExactCoverProblem& p, Matrix& m) {
  Search search(m, SearchOptions{0});
  search.run();
  LiteralDlx1 reference(p);
  reference.search();
  CHECK(search.counters().solutions == brute_force_count(p));
  CHECK(search.counters().solutions == reference.solutions);
  CHECK(search.counters().nodes == reference.nodes);
  CHECK(search.counters().updates == reference.updates);
}

TEST_CASE("DLX: counts, nodes and updates match brute force and a literal DLX1 on random matrices", "[dlx][cross]") {
  Rng rng(20261121);
  for (int trial = 0; trial < 300; ++trial) {
    const int primary = 2 + static_cast<int>(rng.below(6));
    const int secondary = static_cast<int>(rng.below(3));
    const int options = 1 + static_cast<int>(rng.below(14));
    const ExactCoverProblem p = random_problem(rng, primary, secondary, options, 20 + static_cast<int>(rng.below(30)));
    Matrix m;
    build_matrix(p, m);
    INFO("trial " << trial << "\n" << format_dlx1(p));
    check_against_dlx1(p, m);
  }
}

TEST_CASE("DLX: options of one width (4, 6) take the table walk and still match a literal DLX1", "[dlx][cross]") {
  // Sudoku's options all have 4 items and the pentominoes' 6: cover and uncover then find an
  // option's other nodes from a table, which must touch the same links in the same order.
  Rng rng(20261124);
  for (int trial = 0; trial < 300; ++trial) {
    const int width = trial % 2 ? 6 : 4;
    const int primary = width + static_cast<int>(rng.below(6));
    const int secondary = static_cast<int>(rng.below(3));
    ExactCoverProblem p;
    for (int i = 0; i < primary + secondary; ++i) p.item_names.push_back("i" + std::to_string(i));
    p.primary_count = primary;
    const int options = 1 + static_cast<int>(rng.below(16));
    while (static_cast<int>(p.options.size()) < options) {
      std::vector<int> items(primary + secondary);
      for (int i = 0; i < primary + secondary; ++i) items[i] = i;
      rng.shuffle(items);
      items.resize(width);
      std::sort(items.begin(), items.end());
      if (items.front() < primary) p.options.push_back(items);
    }
    Matrix m;
    build_matrix(p, m);
    REQUIRE(m.uniform_width() == width);
    Matrix before = m;
    INFO("trial " << trial << "\n" << format_dlx1(p));
    check_against_dlx1(p, m);
    CHECK(m.check_links().empty());
    CHECK(m.same_links(before));
  }
}

TEST_CASE("DLX: the full-scan minimum agrees with a plain minimum at every length", "[dlx]") {
  Rng rng(7);
  for (int count = 1; count <= 100; ++count) {
    std::vector<int> keys(count);
    for (int& k : keys) k = static_cast<int>(rng.below(1u << 30));
    CHECK(smallest_key_of_all(keys.data(), count) == *std::min_element(keys.begin(), keys.end()));
    CHECK(smallest_key(keys.data(), count, 0) == *std::min_element(keys.begin(), keys.end()));
  }
}

TEST_CASE("DLX: random tie-breaks are reproducible from the seed and still find valid covers", "[dlx]") {
  const ExactCoverProblem problem = queens(8);
  auto first_cover = [&](std::uint64_t seed) {
    Matrix m;
    build_matrix(problem, m);
    Rng rng(seed);
    Search search(m, SearchOptions{1, 0, Branching::fewest_options, &rng});
    search.run();
    return search.options_of(search.level() + 1);
  };
  // Valid: every primary item (row, column) exactly once, every secondary (diagonal) at most once.
  auto is_valid_cover = [&](const std::vector<int>& options) {
    std::vector<int> uses(problem.item_names.size(), 0);
    for (int k : options) {
      for (int i : problem.options.at(k)) ++uses[i];
    }
    for (size_t i = 0; i < uses.size(); ++i) {
      if (static_cast<int>(i) < problem.primary_count ? uses[i] != 1 : uses[i] > 1) return false;
    }
    return true;
  };
  CHECK(first_cover(7) == first_cover(7));
  std::set<std::vector<int>> distinct;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const std::vector<int> cover = first_cover(seed);
    INFO("seed " << seed);
    CHECK(cover.size() == 8);
    CHECK(is_valid_cover(cover));
    distinct.insert(cover);
  }
  CHECK(distinct.size() > 1);
}

TEST_CASE("DLX1 format: items, secondary items, comments and blank lines", "[dlx][dlx1]") {
  const ExactCoverProblem p = parse_ok("| a comment\n\nA B | x\n  A x\nB\n| another\nA B\n");
  CHECK(p.item_names == std::vector<std::string>{"A", "B", "x"});
  CHECK(p.primary_count == 2);
  REQUIRE(p.options.size() == 3);
  CHECK(p.options[0] == std::vector<int>{0, 2});
  CHECK(parse_ok(format_dlx1(p)).options == p.options);
}

TEST_CASE("DLX1 format: errors say what, where and why", "[dlx][dlx1]") {
  auto error_of = [](const std::string& text) {
    Result<ExactCoverProblem> r = parse_dlx1(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == "parse");
    return r.error().message;
  };
  SECTION("empty input") { CHECK_THAT(error_of(""), Catch::Contains("empty input")); }
  SECTION("only comments") { CHECK_THAT(error_of("| nothing\n\n"), Catch::Contains("empty input")); }
  SECTION("unknown item") {
    const std::string m = error_of("A B\nA\nB Q\n");
    CHECK_THAT(m, Catch::Contains("line 3, column 3") && Catch::Contains("unknown item 'Q'"));
  }
  SECTION("item repeated in an option") {
    CHECK_THAT(error_of("A B\nA B A\n"), Catch::Contains("line 2, column 5") && Catch::Contains("twice"));
  }
  SECTION("option with only secondary items") {
    CHECK_THAT(error_of("A | x\nx\n"), Catch::Contains("line 2") && Catch::Contains("only secondary"));
  }
  SECTION("duplicate item name") { CHECK_THAT(error_of("A B A\n"), Catch::Contains("listed twice")); }
  SECTION("a line starting with '|' is a comment, even the first") {
    CHECK_THAT(error_of("| x y\n"), Catch::Contains("empty input"));
  }
  SECTION("name too long") { CHECK_THAT(error_of("ABCDEFGHIJ\n"), Catch::Contains("longer than 8")); }
  SECTION("colours are not DLX1") { CHECK_THAT(error_of("A | x\nA x:1\n"), Catch::Contains("unknown item 'x:1'")); }
}

TEST_CASE("DLX: validate_problem rejects empty options and bad indices", "[dlx]") {
  ExactCoverProblem p;
  p.item_names = {"A", "B"};
  p.primary_count = 2;
  p.options = {{0}, {}};
  Result<bool> r = validate_problem(p);
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.error().message, Catch::Contains("option 2 is empty"));
  p.options = {{0, 5}};
  CHECK_THAT(validate_problem(p).error().message, Catch::Contains("only 2 items"));
  p.options = {{1, 1}};
  CHECK_THAT(validate_problem(p).error().message, Catch::Contains("twice"));
}

namespace {
// Records what a search did that the restore option may change (uncovers) and what it must not
// (the solutions, in order).
struct UnwindRecorder : QuietObserver {
  std::uint64_t uncovers = 0;
  std::vector<std::vector<int>> solutions;
  const Matrix* m = nullptr;
  void on_uncover(int) { ++uncovers; }
  void on_solution(const int* choices, int depth) {
    std::vector<int> options;
    for (int k = 0; k < depth; ++k) options.push_back(m->option_of(choices[k]));
    std::sort(options.begin(), options.end());
    solutions.push_back(options);
  }
};

struct Outcome {
  SearchStatus status;
  Counters counters;
  UnwindRecorder seen;
};

// One search of a copy of `m`: limit 0 counts all, 2 stops at two (as count does), and 1 is
// resumed after each solution until the search ends (as a caller stepping through covers does).
Outcome search_copy(const Matrix& m, std::uint64_t limit, bool restore) {
  Matrix copy = m;
  Outcome out{SearchStatus::running, {}, {}};
  out.seen.m = &copy;
  SearchOptions options{limit};
  options.restore = restore;
  Search search(copy, options);
  do {
    out.status = search.run(out.seen);
  } while (limit == 1 && out.status == SearchStatus::solution_limit);
  out.counters = search.counters();
  return out;
}
}  // namespace

TEST_CASE("DLX: with restore off the search stops where only uncovering is left, and counts the same", "[dlx][cross]") {
  // The option is for callers that reload the matrix before every search (SudokuSolver): the
  // nodes, updates, solutions and final status must be exactly those of the full unwinding.
  Rng rng(20261128);
  std::uint64_t saved = 0, full = 0;
  const auto compare = [&](const Matrix& m, std::uint64_t limit) {
    const Outcome on = search_copy(m, limit, true);
    const Outcome off = search_copy(m, limit, false);
    CHECK(off.status == on.status);
    CHECK(off.counters.nodes == on.counters.nodes);
    CHECK(off.counters.updates == on.counters.updates);
    CHECK(off.counters.solutions == on.counters.solutions);
    CHECK(off.seen.solutions == on.seen.solutions);
    CHECK(off.seen.uncovers <= on.seen.uncovers);
    saved += on.seen.uncovers - off.seen.uncovers;
    full += on.seen.uncovers;
  };
  for (int trial = 0; trial < 300; ++trial) {
    const ExactCoverProblem p =
        random_problem(rng, 2 + static_cast<int>(rng.below(6)), static_cast<int>(rng.below(3)),
                       1 + static_cast<int>(rng.below(14)), 20 + static_cast<int>(rng.below(30)));
    Matrix m;
    build_matrix(p, m);
    INFO("trial " << trial << "\n" << format_dlx1(p));
    for (std::uint64_t limit : {0, 1, 2}) compare(m, limit);
  }
  for (int n = 4; n <= 8; ++n) {
    Matrix m;
    build_matrix(queens(n), m);
    INFO(n << " queens");
    for (std::uint64_t limit : {0, 1, 2}) compare(m, limit);
  }
  // It did cut work somewhere, yet never all of it (the searches still had to backtrack).
  CHECK(saved > 0);
  CHECK(saved < full);
}
