// Tests of Sudoku as exact cover: the data file checked against qqwing's answers, a cross-check
// against an independent backtracking solver, every supported size, conflicts versus "no
// solution", validation, hints, budgets, and the claim that pre-covering givens in a prebuilt
// matrix searches exactly like a matrix built from the consistent candidates alone.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::completes;
using dlx::testing::data_lines;
using dlx::testing::grid_from;
using dlx::testing::ReferenceSolver;
using dlx::testing::text_of;

namespace {

std::vector<std::string> split(const std::string& line, char sep) {
  std::vector<std::string> parts(1);
  for (char c : line) {
    if (c == sep)
      parts.emplace_back();
    else
      parts.back() += c;
  }
  return parts;
}

// A random valid full grid from the reference solver's order, shuffled by relabelling digits and
// permuting rows within bands: no DLX involved.
Grid random_full_grid(const Shape& shape, Rng& rng) {
  const int n = shape.size();
  Grid g(shape);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      // The standard pattern: row r is the base row shifted by (r % br) * bc + r / br.
      const int shift = (r % shape.box_rows()) * shape.box_cols() + r / shape.box_rows();
      g[shape.cell_at(r, c)] = (c + shift) % n + 1;
    }
  }
  std::vector<int> relabel(n);
  for (int d = 0; d < n; ++d) relabel[d] = d + 1;
  rng.shuffle(relabel);
  for (int i = 0; i < shape.cell_count(); ++i) g[i] = relabel[g[i] - 1];
  return g;
}

Grid blank_randomly(Grid g, Rng& rng, int blanks) {
  std::vector<int> cells(g.cell_count());
  for (int i = 0; i < g.cell_count(); ++i) cells[i] = i;
  rng.shuffle(cells);
  for (int k = 0; k < blanks; ++k) g[cells[k]] = 0;
  return g;
}

}  // namespace

TEST_CASE("Sudoku: every case of the data file gets qqwing's count and solution", "[sudoku][data]") {
  const std::vector<std::string> lines = data_lines("sudoku_cases.txt");
  REQUIRE(lines.size() >= 60);
  SudokuSolver solver{Rules(Shape::classic())};
  int unique = 0, several = 0, none = 0, invalid = 0;
  for (const std::string& line : lines) {
    const std::vector<std::string> f = split(line, ':');
    REQUIRE(f.size() == 3);
    const Grid givens = grid_from(f[0]);
    INFO(line);
    if (f[1] == "invalid") {
      ++invalid;
      const Result<SolveResult> r = solver.solve(givens);
      REQUIRE_FALSE(r.ok());
      CHECK(r.error().code == "conflict");
      CHECK_THAT(r.error().message,
                 Catch::Matches("digit [1-9] appears twice in (row|column|box) [1-9]: r[1-9]c[1-9] and r[1-9]c[1-9]"));
      continue;
    }
    const long long expected = std::stoll(f[1]);
    const Result<CountResult> all = solver.count(givens, 0);
    REQUIRE(all.ok());
    CHECK(all->complete);
    CHECK(static_cast<long long>(all->count) == expected);
    const Result<CountResult> two = solver.count(givens, 2);
    CHECK(static_cast<long long>(two->count) == std::min<long long>(expected, 2));
    CHECK(two->complete == (expected < 2));
    const Result<SolveResult> solved = solver.solve(givens);
    REQUIRE(solved.ok());
    CHECK(solved->counters.nodes > 0);
    if (expected == 0) {
      ++none;
      CHECK(solved->status == SolveStatus::no_solution);
      CHECK_FALSE(solved->solution);
    } else {
      CHECK(solved->status == SolveStatus::solved);
      REQUIRE(solved->solution);
      CHECK(completes(*solved->solution, givens));
      if (expected == 1) {
        ++unique;
        CHECK(text_of(*solved->solution) == f[2]);
      } else {
        ++several;
        REQUIRE(two->second);
        CHECK(*two->first != *two->second);
        CHECK(completes(*two->second, givens));
      }
    }
  }
  CHECK(unique >= 30);
  CHECK(several >= 5);
  CHECK(none >= 5);
  CHECK(invalid == 3);
}

TEST_CASE("Sudoku: counts agree with an independent backtracking solver on random puzzles", "[sudoku][cross]") {
  Rng rng(424242);
  for (const auto& [rows, cols, max_blanks] :
       std::vector<std::tuple<int, int, int>>{{2, 2, 14}, {2, 3, 30}, {3, 3, 60}}) {
    const Shape shape = *Shape::make(rows, cols);
    SudokuSolver solver{Rules(shape)};
    for (int trial = 0; trial < 60; ++trial) {
      const Grid full = random_full_grid(shape, rng);
      const Grid puzzle = blank_randomly(full, rng, max_blanks / 2 + static_cast<int>(rng.below(max_blanks / 2)));
      const Result<CountResult> dlx = solver.count(puzzle, 5);
      REQUIRE(dlx.ok());
      INFO(rows << "x" << cols << " " << text_of(puzzle));
      CHECK(static_cast<long long>(dlx->count) == ReferenceSolver(puzzle).count(5));
      REQUIRE(dlx->first);
      CHECK(completes(*dlx->first, puzzle));
    }
  }
}

TEST_CASE("Sudoku: every supported box shape solves the empty grid and a dug puzzle", "[sudoku][sizes]") {
  const auto [rows, cols] = GENERATE(std::pair{2, 2}, std::pair{2, 3}, std::pair{2, 4}, std::pair{3, 3},
                                     std::pair{3, 4}, std::pair{4, 4}, std::pair{4, 5}, std::pair{5, 5});
  const Shape shape = *Shape::make(rows, cols);
  SudokuSolver solver{Rules(shape)};
  const Grid empty(shape);
  const Result<SolveResult> solved = solver.solve(empty);
  REQUIRE(solved.ok());
  REQUIRE(solved->solution);
  CHECK(completes(*solved->solution, empty));
  // Half the cells of that solution as givens: still solvable, every solution keeps them.
  Rng rng(rows * 10 + cols);
  const Grid puzzle = blank_randomly(*solved->solution, rng, shape.cell_count() / 2);
  const Result<CountResult> counted = solver.count(puzzle, 2, 2000000);
  REQUIRE(counted.ok());
  CHECK(counted->count >= 1);
  CHECK(completes(*counted->first, puzzle));
}

TEST_CASE("Sudoku: box shapes outside 4..25 digits are refused with a reason", "[sudoku][sizes]") {
  CHECK_THAT(Shape::make(1, 3).error().message, Catch::Contains("gives 3 digits") && Catch::Contains("4 to 25"));
  CHECK_THAT(Shape::make(6, 5).error().message, Catch::Contains("gives 30 digits"));
  CHECK_THAT(Shape::for_size(7).error().message, Catch::Contains("side 7 has no box shape"));
  CHECK(Shape::for_size(6)->box_rows() == 2);
  CHECK(Shape::for_size(6)->box_cols() == 3);
  CHECK(Shape::for_size(12)->box_rows() == 3);
}

TEST_CASE("Sudoku: conflicting givens are invalid, naming the digit and both cells", "[sudoku]") {
  Grid g(Shape::classic());
  g[1] = 5;  // r1c2
  g[6] = 5;  // r1c7
  const Result<SolveResult> r = solve(g);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "conflict");
  CHECK(r.error().message == "digit 5 appears twice in row 1: r1c2 and r1c7");
  Grid box(Shape::classic());
  box[0] = 3;   // r1c1
  box[20] = 3;  // r3c3
  CHECK(count_solutions(box).error().message == "digit 3 appears twice in box 1: r1c1 and r3c3");
}

TEST_CASE("Sudoku: consistent givens without a completion are 'no solution', not invalid", "[sudoku]") {
  // Row 1 holds 1-8 in c1-c8; 9 in column 9 lower down leaves r1c9 no digit, with no repeat.
  Grid g = grid_from("12345678.........9");
  const Result<SolveResult> r = solve(g);
  REQUIRE(r.ok());
  CHECK(r->status == SolveStatus::no_solution);
  CHECK(validate(g).conflicts.empty());
  CHECK_FALSE(validate(g).solvable);
}

TEST_CASE("Sudoku: validate within a budget says when it could not decide, and decides when it can", "[sudoku]") {
  // An empty 9x9 has a completion found in a few dozen nodes; two nodes cannot find it.
  const Grid empty(Shape::classic());
  const Validation tight = validate(empty, Budget::of_nodes(2));
  CHECK_FALSE(tight.decided);
  CHECK_FALSE(tight.solvable);
  CHECK(tight.nodes >= 2);
  CHECK_THAT(tight.message, Catch::Contains("81 cells to go, but whether they can all be filled was not decided"));
  const Validation ample = validate(empty, Budget::of_nodes(1000));
  CHECK(ample.decided);
  CHECK(ample.solvable);
  CHECK(ample.message == "no conflicts; 81 cells to go");
  // A conflict needs no search: it is decided whatever the budget.
  Grid clash(Shape::classic());
  clash[0] = clash[3] = 5;  // r1c1 and r1c4: one row, two boxes
  const Validation conflict = validate(clash, Budget::of_nodes(1));
  CHECK(conflict.decided);
  CHECK(conflict.conflicts.size() == 1);
}

TEST_CASE("Sudoku: validate lists every conflict of a player's grid", "[sudoku]") {
  Grid g(Shape::classic());
  g[0] = 4;   // r1c1
  g[4] = 4;   // r1c5: same row
  g[36] = 4;  // r5c1: same column as r1c1
  g[40] = 4;  // r5c5: same row as r5c1, column as r1c5
  const Validation v = validate(g);
  REQUIRE(v.conflicts.size() == 4);
  CHECK(describe(Rules(Shape::classic()), v.conflicts[0]) == "digit 4 appears twice in row 1: r1c1 and r1c5");
  CHECK_THAT(v.message, Catch::StartsWith("4 conflicts: digit 4 appears twice in row 1"));
  CHECK_FALSE(v.solvable);
  CHECK_FALSE(v.complete);
}

TEST_CASE("Sudoku: a node budget ends the search with budget_exhausted", "[sudoku]") {
  const Grid g = grid_from(split(data_lines("sudoku_cases.txt")[30], ':')[0]);  // a hardest-list puzzle
  SudokuSolver solver{Rules(Shape::classic())};
  const Result<SolveResult> r = solver.solve(g, 5);
  REQUIRE(r.ok());
  CHECK(r->status == SolveStatus::budget_exhausted);
  CHECK(r->counters.nodes == 5);
  const Result<CountResult> c = solver.count(Grid(Shape::classic()), 0, 1000);
  CHECK(c->budget_exhausted);
  CHECK_FALSE(c->complete);
}

TEST_CASE("Sudoku: pre-covered givens search exactly like a matrix of consistent candidates only", "[sudoku][dlx]") {
  // Build the small matrix the long way, with the generic DLX1 problem type, and compare counters.
  SudokuSolver solver{Rules(Shape::classic())};
  const Rules rules(Shape::classic());
  for (const std::string& line : data_lines("sudoku_cases.txt")) {
    const std::vector<std::string> f = split(line, ':');
    if (f[1] == "invalid") continue;
    const Grid g = grid_from(f[0]);
    ExactCoverProblem p;
    // Item ids: cell c is c, "house h holds d" is 81 + 9h + d - 1. Options use ids first.
    std::vector<std::vector<int>> options;
    for (int cell = 0; cell < 81; ++cell) {
      if (g[cell]) continue;
      for (int d = 1; d <= 9; ++d) {
        bool ok = true;
        for (int peer : rules.peers(cell)) ok = ok && g[peer] != d;
        if (!ok) continue;
        std::vector<int> ids = {cell};
        for (int h : rules.houses_of(cell)) ids.push_back(81 + h * 9 + d - 1);
        options.push_back(ids);
      }
    }
    // Only unsatisfied items, numbered in id order (cells, then row/column/box digit items).
    std::vector<int> index(4 * 81, -1);
    for (int cell = 0; cell < 81; ++cell) {
      if (!g[cell]) index[cell] = 0;
    }
    for (int h = 0; h < 27; ++h) {
      for (int d = 1; d <= 9; ++d) {
        bool placed = false;
        for (int cell : rules.houses()[h].cells) placed = placed || g[cell] == d;
        if (!placed) index[81 + h * 9 + d - 1] = 0;
      }
    }
    for (int id = 0; id < 4 * 81; ++id) {
      if (index[id] == 0) {
        index[id] = static_cast<int>(p.item_names.size());
        p.item_names.push_back("i" + std::to_string(id));
      }
    }
    p.primary_count = static_cast<int>(p.item_names.size());
    for (auto& ids : options) {
      for (int& id : ids) id = index[id];
    }
    p.options = options;
    Matrix m;
    build_matrix(p, m);
    Search search(m, SearchOptions{2});
    search.run();
    const Result<CountResult> ours = solver.count(g, 2);
    INFO(f[0]);
    CHECK(ours->counters.nodes == search.counters().nodes);
    CHECK(ours->counters.updates == search.counters().updates);
    CHECK(ours->count == search.counters().solutions);
  }
}

TEST_CASE("Sudoku: the loaded matrix passes the link checker and solving is deterministic", "[sudoku][dlx]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid g = grid_from(split(data_lines("sudoku_cases.txt")[14], ':')[0]);
  REQUIRE(solver.load(g).ok());
  CHECK(solver.matrix().check_links().empty());
  const Result<SolveResult> a = solver.solve(g);
  const Result<SolveResult> b = solver.solve(g);
  CHECK(a->counters.nodes == b->counters.nodes);
  CHECK(a->counters.updates == b->counters.updates);
  CHECK(*a->solution == *b->solution);
  CHECK(solver.item_name(1) == "r1c1");
  CHECK(solver.item_name(82) == "digit 1 in row 1");
  CHECK(solver.item_name(81 + 9 * 9 + 5) == "digit 5 in column 1");
}

TEST_CASE("Sudoku: counting in slices reports progress, finds the same answer and can be cancelled", "[sudoku]") {
  SudokuSolver solver{Rules(Shape::classic())};
  const Grid g = grid_from(split(data_lines("sudoku_cases.txt")[30], ':')[0]);
  const Result<CountResult> whole = solver.count(g, 2);
  std::vector<std::uint64_t> seen;
  const Result<CountResult> sliced = solver.count(g, 2, 0, 100, [&](const Counters& c) {
    seen.push_back(c.nodes);
    return true;
  });
  REQUIRE(sliced.ok());
  CHECK(sliced->count == whole->count);
  CHECK(sliced->counters.nodes == whole->counters.nodes);
  CHECK(sliced->counters.updates == whole->counters.updates);
  CHECK(seen.size() == (whole->counters.nodes - 1) / 100);
  for (size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == 100 * (i + 1));
  const Result<CountResult> stopped = solver.count(g, 2, 0, 100, [](const Counters&) { return false; });
  CHECK(stopped->cancelled);
  CHECK_FALSE(stopped->complete);
  CHECK(stopped->counters.nodes == 100);
  const Result<CountResult> budget = solver.count(g, 2, 250, 100, [](const Counters&) { return true; });
  CHECK(budget->budget_exhausted);
  CHECK(budget->counters.nodes == 250);
}

TEST_CASE(
    "Sudoku: still_unique (strike the solution's digit, find one) agrees with the independent counter at every dig",
    "[sudoku][cross]") {
  Rng rng(777);
  for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{2, 2}, {2, 3}, {3, 3}}) {
    const Shape shape = *Shape::make(rows, cols);
    SudokuSolver solver{Rules(shape)};
    for (int trial = 0; trial < 6; ++trial) {
      const Grid full = random_full_grid(shape, rng);
      Grid puzzle = full;
      std::vector<int> cells(shape.cell_count());
      for (int i = 0; i < shape.cell_count(); ++i) cells[i] = i;
      rng.shuffle(cells);
      // Dig one or two cells at a time, as the generator's symmetric groups do, and keep the dig
      // only while unique; each answer is checked against the reference solver's count.
      for (std::size_t k = 0; k < cells.size();) {
        const std::size_t take = std::min<std::size_t>(cells.size() - k, 1 + rng.below(2));
        const std::vector<int> dug(cells.begin() + static_cast<long>(k), cells.begin() + static_cast<long>(k + take));
        k += take;
        for (int cell : dug) puzzle[cell] = 0;
        const Result<SudokuSolver::Uniqueness> answer = solver.still_unique(puzzle, full, dug);
        REQUIRE(answer.ok());
        const long long reference = ReferenceSolver(puzzle).count(2);
        INFO(rows << "x" << cols << " " << text_of(puzzle));
        REQUIRE(*answer != SudokuSolver::Uniqueness::undecided);
        CHECK((*answer == SudokuSolver::Uniqueness::unique) == (reference == 1));
        if (*answer != SudokuSolver::Uniqueness::unique) {
          for (int cell : dug) puzzle[cell] = full[cell];
        }
      }
    }
  }
}

TEST_CASE("Sudoku: still_unique says undecided when its node budget runs out, never unique", "[sudoku]") {
  const Shape shape = *Shape::make(3, 3);
  SudokuSolver solver{Rules(shape)};
  Rng rng(31);
  const Grid full = random_full_grid(shape, rng);
  Grid puzzle = full;
  std::vector<int> dug;
  for (int cell = 0; cell < 40; ++cell) {
    puzzle[cell] = 0;
    dug.push_back(cell);
  }
  const Result<SudokuSolver::Uniqueness> answer = solver.still_unique(puzzle, full, dug, 1);
  REQUIRE(answer.ok());
  CHECK(*answer != SudokuSolver::Uniqueness::unique);
}

TEST_CASE("Matrix: exclude_option takes out one option, keeps every link invariant, and leaves hidden options alone",
          "[exact_cover]") {
  const Shape shape = *Shape::make(2, 2);
  SudokuSolver solver{Rules(shape)};
  Grid puzzle(shape);
  puzzle[0] = 1;  // r1c1 = 1: the options of 1 in row 1 are hidden by that cover
  REQUIRE(solver.load(puzzle).ok());
  Matrix m = solver.matrix();
  const int before = m.size(6);     // item 6: cell r2c2 (cells are items 1..16)
  m.exclude_option(5 * 4 + 2 - 1);  // r2c2 = 2
  CHECK(m.check_links().empty());
  CHECK(m.size(6) == before - 1);
  const Matrix kept = m;
  m.exclude_option(1 * 4 + 1 - 1);  // r1c2 = 1: already hidden by the given
  CHECK(m.check_links().empty());
  CHECK(m.same_links(kept));
}
