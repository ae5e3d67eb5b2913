// Knuth's estimate of the search tree's size (estimate.hpp): exact in expectation (every path
// enumerated with its probability gives Search's own nodes, updates and solutions), close in
// practice (a fixed seed's mean within three of its standard errors of the real count), and
// harmless (the matrix is restored after every probe).
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "dlx/cover/estimate.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "exact_cover_support.hpp"
#include "test_support.hpp"

using namespace dlx;
using namespace dlx::testing;

namespace {

using Wide = unsigned __int128;

Wide gcd(Wide a, Wide b) {
  while (b != 0) {
    const Wide r = a % b;
    a = b;
    b = r;
  }
  return a;
}

// A non-negative rational kept in lowest terms: the expected estimate is summed exactly.
struct Fraction {
  Wide num = 0, den = 1;
  void add(Wide n, Wide d) {
    const Wide g = gcd(den, d);
    num = num * (d / g) + n * (den / g);
    den = den / g * d;
    const Wide h = gcd(num, den);
    if (h > 1) {
      num /= h;
      den /= h;
    }
  }
  bool equals(std::uint64_t whole) const { return den == 1 && num == whole; }
};

std::uint64_t whole(double x) {
  REQUIRE(x == std::floor(x));
  REQUIRE(x < 9e15);
  return static_cast<std::uint64_t>(x);
}

struct Expected {
  Fraction nodes, updates, solutions, probability;
  int paths = 0;
};

// Every path of the probe tree, each weighted by its probability 1 / (product of its degrees).
Expected enumerate_paths(Matrix& m, SearchOptions options) {
  Estimator estimator(m, options);
  const Matrix before = m;
  Expected e;
  std::vector<int> picks;
  for (;;) {
    const Probe p = estimator.probe_along(picks);
    REQUIRE(m.same_links(before));
    std::vector<int> degrees;
    for (const ProbeStep& s : p.path) {
      if (s.size > 0) degrees.push_back(s.size);
    }
    picks.resize(degrees.size(), 0);
    Wide product = 1;
    for (int d : degrees) product *= static_cast<Wide>(d);
    e.nodes.add(whole(p.estimate.nodes), product);
    e.updates.add(whole(p.estimate.updates), product);
    e.solutions.add(whole(p.estimate.solutions), product);
    e.probability.add(1, product);
    ++e.paths;
    int k = static_cast<int>(degrees.size()) - 1;
    while (k >= 0 && picks[k] + 1 == degrees[k]) --k;
    if (k < 0) break;
    ++picks[k];
    picks.resize(k + 1);
  }
  return e;
}

Counters real_counts(Matrix& m, SearchOptions options) {
  options.solution_limit = 0;
  Search search(m, options);
  search.run();
  return search.counters();
}

void check_exact(const ExactCoverProblem& problem, Branching branching = Branching::fewest_options) {
  Matrix m;
  build_matrix(problem, m);
  SearchOptions options;
  options.branching = branching;
  const Expected e = enumerate_paths(m, options);
  const Counters real = real_counts(m, options);
  INFO(format_dlx1(problem) << "paths " << e.paths << ", real nodes " << real.nodes << ", updates " << real.updates
                            << ", solutions " << real.solutions);
  CHECK(e.probability.equals(1));
  CHECK(e.nodes.equals(real.nodes));
  CHECK(e.updates.equals(real.updates));
  CHECK(e.solutions.equals(real.solutions));
}

ExactCoverProblem pentominoes_6x10() {
  std::ifstream in(std::string(DLX_TEST_DATA) + "/../../bench/pentomino_6x10.dlx");
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  return parse_ok(text.str());
}

Matrix hard_sudoku_matrix(SudokuSolver& solver) {
  const Grid g = grid_from(data_lines("grader_hardest.txt")[0]);
  REQUIRE(solver.load(g).ok());
  return solver.matrix();
}

// The mean of `probes` probes from `seed` lies within three standard errors of the real figures.
// Solutions only where probes meet them: on the pentominoes a random path almost never reaches one
// of the 9,356 covers, so the probes' solution estimates are all 0 and say nothing.
void check_within_spread(Matrix& m, int probes, std::uint64_t seed, const Counters& real, bool solutions_too) {
  const Matrix before = m;
  const EstimateReport r = estimate_search(m, probes, seed);
  CHECK(m.same_links(before));
  INFO("nodes " << r.mean.nodes << " +- " << r.standard_error.nodes << " (real " << real.nodes << "), updates "
                << r.mean.updates << " +- " << r.standard_error.updates << " (real " << real.updates << "), solutions "
                << r.mean.solutions << " +- " << r.standard_error.solutions << " (real " << real.solutions << ")");
  CHECK(r.standard_error.nodes > 0);
  CHECK(std::abs(r.mean.nodes - static_cast<double>(real.nodes)) <= 3 * r.standard_error.nodes);
  CHECK(std::abs(r.mean.updates - static_cast<double>(real.updates)) <= 3 * r.standard_error.updates);
  if (solutions_too) {
    CHECK(r.standard_error.solutions > 0);
    CHECK(std::abs(r.mean.solutions - static_cast<double>(real.solutions)) <= 3 * r.standard_error.solutions);
  }
}

}  // namespace

TEST_CASE("Estimate: every path weighted by its probability gives Search's exact counters", "[estimate]") {
  SECTION("Knuth's matrix (3)") { check_exact(parse_ok(kKnuthMatrix)); }
  SECTION("queens 4 to 7 (secondary diagonals)") {
    for (int n = 4; n <= 7; ++n) check_exact(queens(n));
  }
  SECTION("leftmost branching follows Search's rule too") {
    check_exact(parse_ok(kKnuthMatrix), Branching::leftmost);
    check_exact(queens(5), Branching::leftmost);
  }
  SECTION("random small matrices with secondary items") {
    Rng rng(20261129);
    for (int trial = 0; trial < 200; ++trial) {
      const int primary = 2 + static_cast<int>(rng.below(6));
      const int secondary = static_cast<int>(rng.below(4));
      const int options = 1 + static_cast<int>(rng.below(14));
      check_exact(random_problem(rng, primary, secondary, options, 35));
    }
  }
  SECTION("an empty problem is one solution, one node") {
    ExactCoverProblem p;
    p.item_names = {"A"};
    p.primary_count = 1;
    p.options = {{0}};
    Matrix m;
    build_matrix(p, m);
    m.select_option(0);
    Estimator estimator(m);
    const Probe probe = estimator.probe_along({});
    CHECK(probe.path.empty());
    CHECK(probe.estimate.nodes == 1);
    CHECK(probe.estimate.solutions == 1);
  }
}

TEST_CASE("Estimate: a probe's path is the item Search chooses, its size, and an option of it", "[estimate]") {
  Matrix m;
  build_matrix(parse_ok(kKnuthMatrix), m);
  Estimator estimator(m);
  // Matrix (3): A has 2 options (1: A D G, 3: A D, 0-based); Search branches on A first.
  const Probe p = estimator.probe_along({1});
  REQUIRE(!p.path.empty());
  CHECK(p.path[0].item == 1);
  CHECK(p.path[0].size == 2);
  CHECK(p.path[0].option == 3);
}

TEST_CASE("Estimate: with a fixed seed the mean is within three standard errors of the real count", "[estimate]") {
  SECTION("queens 8") {
    Matrix m;
    build_matrix(queens(8), m);
    check_within_spread(m, 2000, 8, real_counts(m, {}), true);
  }
  SECTION("the 6x10 pentominoes") {
    Matrix m;
    build_matrix(pentominoes_6x10(), m);
    // DLX1's own figures for counting all covers, which Search reproduces exactly (docs/speed.md;
    // the count takes seconds, the probes milliseconds).
    Counters real;
    real.nodes = 3637261;
    real.updates = 1242377480;
    real.solutions = 9356;
    check_within_spread(m, 4000, 610, real, false);
  }
  SECTION("a forum-hardest Sudoku") {
    SudokuSolver solver{Rules(Shape::classic())};
    Matrix m = hard_sudoku_matrix(solver);
    check_within_spread(m, 2000, 17, real_counts(m, {}), true);
  }
}

TEST_CASE("Estimate: probes leave the matrix exactly as they found it; a seed repeats its probes", "[estimate]") {
  SudokuSolver solver{Rules(Shape::classic())};
  Matrix m = hard_sudoku_matrix(solver);
  const Matrix before = m;
  const EstimateReport a = estimate_search(m, 50, 99);
  CHECK(m.same_links(before));
  CHECK(m.check_links().empty());
  const EstimateReport b = estimate_search(m, 50, 99);
  REQUIRE(a.probes.size() == 50);
  for (std::size_t i = 0; i < a.probes.size(); ++i) {
    CHECK(a.probes[i].probe.estimate.nodes == b.probes[i].probe.estimate.nodes);
    CHECK(a.probes[i].probe.path.size() == b.probes[i].probe.path.size());
  }
  CHECK(a.probes.back().mean.nodes == a.mean.nodes);
  // The matrix solves as before: same counters as a fresh copy.
  Matrix fresh = before;
  CHECK(real_counts(m, {}).nodes == real_counts(fresh, {}).nodes);
}
