// Tests of the variants (variant.hpp, sudoku_solver_cages.cpp): X, Windoku, jigsaw and killer rules
// checked against an independent brute-force counter on 4x4 and 6x6 boards, both killer encodings
// against each other, and the messages that name regions and cages.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/variant.hpp"
#include "test_support.hpp"

using namespace dlx;
using dlx::testing::grid_from;
using dlx::testing::random_cages;

namespace {

// The rules written out by hand as groups of cells that must differ, and cages: nothing shared
// with Rules::make. Boxes are br rows by bc columns.
struct PlainRules {
  int n, br, bc;
  std::vector<std::vector<int>> groups;
  std::vector<std::pair<int, std::vector<int>>> cages;  // sum, cells
};

PlainRules plain_rules(int br, int bc, bool diagonals, const std::vector<std::vector<int>>& windows,
                       const std::vector<int>& regions, const std::vector<Cage>& cages) {
  const int n = br * bc;
  PlainRules p{n, br, bc, {}, {}};
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int k = 0; k < n; ++k) {
      row.push_back(i * n + k);
      col.push_back(k * n + i);
    }
    p.groups.push_back(row);
    p.groups.push_back(col);
  }
  if (regions.empty()) {
    for (int top = 0; top < n; top += br) {
      for (int left = 0; left < n; left += bc) {
        std::vector<int> box;
        for (int r = top; r < top + br; ++r) {
          for (int c = left; c < left + bc; ++c) box.push_back(r * n + c);
        }
        p.groups.push_back(box);
      }
    }
  } else {
    for (int r = 0; r < n; ++r) {
      std::vector<int> region;
      for (int c = 0; c < n * n; ++c) {
        if (regions[c] == r) region.push_back(c);
      }
      p.groups.push_back(region);
    }
  }
  if (diagonals) {
    std::vector<int> a, b;
    for (int k = 0; k < n; ++k) {
      a.push_back(k * n + k);
      b.push_back(k * n + n - 1 - k);
    }
    p.groups.push_back(a);
    p.groups.push_back(b);
  }
  for (const auto& w : windows) p.groups.push_back(w);
  for (const Cage& cage : cages) {
    p.groups.push_back(cage.cells);
    p.cages.emplace_back(cage.sum, cage.cells);
  }
  return p;
}

// Backtracking over cells in reading order; a cage's partial sum may not pass its target and a
// full cage must hit it.
class BruteForce {
 public:
  explicit BruteForce(const PlainRules& rules) : r_(rules) {}
  long long count(std::vector<int> cells, long long limit, std::vector<int>* first = nullptr) {
    cells_ = std::move(cells);
    limit_ = limit;
    found_ = 0;
    first_ = first;
    for (int c = 0; c < r_.n * r_.n; ++c) {
      if (cells_[c] && !fits(c)) return 0;
    }
    search(0);
    return found_;
  }

 private:
  bool fits(int cell) const {
    const int d = cells_[cell];
    for (const auto& g : r_.groups) {
      if (std::find(g.begin(), g.end(), cell) == g.end()) continue;
      for (int o : g) {
        if (o != cell && cells_[o] == d) return false;
      }
    }
    for (const auto& [sum, cage] : r_.cages) {
      if (std::find(cage.begin(), cage.end(), cell) == cage.end()) continue;
      int total = 0, empty = 0;
      for (int o : cage) {
        total += cells_[o];
        empty += cells_[o] == 0;
      }
      if (total > sum || (empty == 0 && total != sum)) return false;
    }
    return true;
  }
  void search(int cell) {
    while (cell < r_.n * r_.n && cells_[cell]) ++cell;
    if (cell == r_.n * r_.n) {
      if (found_++ == 0 && first_) *first_ = cells_;
      return;
    }
    for (int d = 1; d <= r_.n && found_ < limit_; ++d) {
      cells_[cell] = d;
      if (fits(cell)) search(cell + 1);
      cells_[cell] = 0;
    }
  }
  const PlainRules& r_;
  std::vector<int> cells_;
  long long limit_ = 0, found_ = 0;
  std::vector<int>* first_ = nullptr;
};

Variant make_variant(bool diagonals, bool windows, std::vector<int> regions = {}, std::vector<Cage> cages = {}) {
  Variant v;
  v.diagonals = diagonals;
  v.windows = windows;
  v.regions = std::move(regions);
  v.cages = std::move(cages);
  return v;
}

// The 4x4 jigsaw used below:   0 0 0 1 / 0 2 1 1 / 2 2 3 1 / 2 3 3 3
const std::vector<int> kJigsaw4 = {0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3};
// A 6x6 jigsaw: six connected regions of six.
const std::vector<int> kJigsaw6 = {0, 0, 0, 1, 1, 1,  //
                                   0, 0, 2, 2, 1, 1,  //
                                   0, 2, 2, 3, 3, 1,  //
                                   4, 2, 2, 3, 3, 5,  //
                                   4, 4, 4, 3, 3, 5,  //
                                   4, 4, 5, 5, 5, 5};

// DLX's count (exact, no limit) and the brute force's agree, and DLX's first solution obeys the
// hand-written rules.
void check_against_brute(const Shape& shape, const Variant& variant, const PlainRules& plain, const Grid& givens) {
  Result<Rules> rules = Rules::make(shape, variant);
  REQUIRE(rules.ok());
  SudokuSolver solver(*rules);
  Result<CountResult> counted = solver.count(givens, 0);
  REQUIRE(counted.ok());
  REQUIRE(counted->complete);
  BruteForce brute(plain);
  const long long expected = brute.count(givens.cells(), 1LL << 40);
  CHECK(static_cast<long long>(counted->count) == expected);
  if (counted->first) CHECK(brute.count(counted->first->cells(), 2) == 1);
}

}  // namespace

TEST_CASE("Variants: rules are houses and cages as data", "[variant]") {
  const Shape s9 = Shape::classic();
  SECTION("X-Sudoku adds two diagonals named by their ends") {
    Result<Rules> r = Rules::make(s9, make_variant(true, false));
    REQUIRE(r.ok());
    REQUIRE(r->houses().size() == 29);
    CHECK(r->house_name(27) == "diagonal r1c1\u2013r9c9");
    CHECK(r->house_name(28) == "diagonal r1c9\u2013r9c1");
    CHECK(r->peers(0).size() == 20 + 6);  // the diagonal adds r4c4 ... r9c9 beyond the box
  }
  SECTION("Windoku adds four windows, one cell in from the edges") {
    Result<Rules> r = Rules::make(s9, make_variant(false, true));
    REQUIRE(r.ok());
    REQUIRE(r->houses().size() == 31);
    CHECK(r->houses()[27].cells == std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30});
    CHECK(r->house_name(30) == "window 4");
  }
  SECTION("jigsaw regions replace the boxes") {
    Result<Rules> r = Rules::make(*Shape::make(2, 2), make_variant(false, false, kJigsaw4));
    REQUIRE(r.ok());
    REQUIRE(r->houses().size() == 12);
    CHECK(r->houses()[8].cells == std::vector<int>{0, 1, 2, 4});
    CHECK(r->house_name(9) == "region 2");
  }
  SECTION("bad regions are refused with the region named") {
    std::vector<int> small = kJigsaw4;
    small[3] = 0;
    Result<Rules> r = Rules::make(*Shape::make(2, 2), make_variant(false, false, small));
    REQUIRE(!r.ok());
    CHECK(r.error().message == "region 1 has 5 cells, but each region of a 4x4 board needs 4");
    std::vector<int> split = {0, 0, 1, 1, 2, 2, 0, 1, 2, 3, 3, 1, 3, 0, 3, 2};
    Result<Rules> r2 = Rules::make(*Shape::make(2, 2), make_variant(false, false, split));
    REQUIRE(!r2.ok());
    CHECK(r2.error().message.find("region 1 (from r1c1) is in more than one piece") == 0);
  }
  SECTION("bad cages are refused with the cage named") {
    Result<Rules> r = Rules::make(s9, make_variant(false, false, {}, {Cage{18, {0, 1}}}));
    REQUIRE(!r.ok());
    CHECK(r.error().message == "cage r1c1\u2013r1c2 sums to 18, but 2 different digits from 1 to 9 make 3 to 17");
    Result<Rules> overlap = Rules::make(s9, make_variant(false, false, {}, {Cage{3, {0, 1}}, Cage{4, {1, 10}}}));
    REQUIRE(!overlap.ok());
    CHECK(overlap.error().message == "r1c2 lies in two cages: cage r1c1\u2013r1c2 and cage r1c2\u2013r2c2");
    Result<Rules> apart = Rules::make(s9, make_variant(false, false, {}, {Cage{3, {0, 2}}}));
    REQUIRE(!apart.ok());
    CHECK(apart.error().message == "cage r1c1\u2013r1c3 is in more than one piece; a cage is one connected shape");
  }
}

TEST_CASE("Variants: cage combinations and fillings", "[variant]") {
  CHECK(cage_combinations(2, 3, 9) == std::vector<std::uint32_t>{0b11});
  CHECK(cage_combinations(2, 17, 9) == std::vector<std::uint32_t>{0b110000000});
  CHECK(cage_combinations(3, 15, 9).size() == 8);  // 159 168 249 258 267 348 357 456
  CHECK(cage_combinations(9, 45, 9).size() == 1);
  CHECK(cage_combinations(2, 2, 9).empty());
  CHECK(cage_filling_count(3, 15, 9) == 48);
  CHECK(cage_filling_count(9, 45, 9) == 362880);
}

TEST_CASE("Variants: cage messages say what the digits cannot do", "[variant]") {
  const Shape s = Shape::classic();
  const Cage cage{11, {0, 9}};  // r1c1-r2c1
  std::vector<int> cells(81, 0);
  CHECK(cage_problem(s, cage, cells, 9).empty());
  cells[0] = 2;
  cells[9] = 3;
  CHECK(cage_problem(s, cage, cells, 9) == "cage r1c1\u2013r2c1 sums to 11, but 2 + 3 = 5 cannot reach it");
  cells[0] = 9;
  cells[9] = 5;
  CHECK(cage_problem(s, cage, cells, 9) == "cage r1c1\u2013r2c1 sums to 11, but 9 + 5 = 14 exceeds it");
  const Cage three{10, {0, 1, 2}};
  std::vector<int> row(81, 0);
  row[0] = 9;
  CHECK(cage_problem(s, three, row, 9) ==
        "cage r1c1\u2013r1c3 sums to 10, but 9 and 2 more different digits cannot make it");
  row[1] = 9;
  CHECK(cage_problem(s, three, row, 9) == "digit 9 appears twice in cage r1c1\u2013r1c3: r1c1 and r1c2");
  SECTION("validation and solving report them") {
    Result<Rules> r = Rules::make(s, make_variant(false, false, {}, {cage}));
    REQUIRE(r.ok());
    SudokuSolver solver(*r);
    Grid g(s);
    g[0] = 2;
    g[9] = 3;
    const Validation v = validate(solver, g);
    REQUIRE(v.cage_problems.size() == 1);
    CHECK(v.message == "1 conflict: cage r1c1\u2013r2c1 sums to 11, but 2 + 3 = 5 cannot reach it");
    Result<SolveResult> solved = solver.solve(g);
    REQUIRE(!solved.ok());
    CHECK(solved.error().code == "conflict");
  }
}

TEST_CASE("Variants: 4x4 encodings agree with brute force", "[variant]") {
  const Shape s = *Shape::make(2, 2);
  const std::vector<std::vector<int>> window4 = {{5, 6, 9, 10}};
  const Grid empty(s);
  SECTION("classic") {
    check_against_brute(s, make_variant(false, false), plain_rules(2, 2, false, {}, {}, {}), empty);
  }
  SECTION("X") { check_against_brute(s, make_variant(true, false), plain_rules(2, 2, true, {}, {}, {}), empty); }
  SECTION("Windoku") {
    check_against_brute(s, make_variant(false, true), plain_rules(2, 2, false, window4, {}, {}), empty);
  }
  SECTION("jigsaw") {
    check_against_brute(s, make_variant(false, false, kJigsaw4), plain_rules(2, 2, false, {}, kJigsaw4, {}), empty);
  }
  SECTION("jigsaw X") {
    check_against_brute(s, make_variant(true, false, kJigsaw4), plain_rules(2, 2, true, {}, kJigsaw4, {}), empty);
  }
  SECTION("killer, random cages over every 4x4 solution's shape, both encodings") {
    Rng rng(13);
    for (int round = 0; round < 40; ++round) {
      std::vector<int> solution;
      BruteForce(plain_rules(2, 2, false, {}, {}, {})).count(std::vector<int>(16, 0), 1, &solution);
      // Relabel digits at random so the cages differ from round to round.
      std::vector<int> perm = {1, 2, 3, 4};
      rng.shuffle(perm);
      for (int& d : solution) d = perm[d - 1];
      const std::vector<Cage> cages = random_cages(solution, 4, 1 + round % 4, rng);
      const bool x = round % 3 == 0;
      const Variant v = make_variant(x, false, {}, cages);
      check_against_brute(s, v, plain_rules(2, 2, x, {}, {}, cages), empty);
      // Encoded by combinations, the same count.
      Result<Rules> rules = Rules::make(s, v);
      REQUIRE(rules.ok());
      SudokuSolver fillings(*rules), combos(*rules);
      combos.set_max_cage_fillings(0);
      Result<CountResult> a = fillings.count(empty, 0), b = combos.count(empty, 0);
      REQUIRE(a.ok());
      REQUIRE(b.ok());
      CHECK(a->count == b->count);
    }
  }
}

TEST_CASE("Variants: 6x6 puzzles agree with brute force", "[variant]") {
  const Shape s = *Shape::make(2, 3);
  const std::vector<std::vector<int>> window6 = {{7, 8, 9, 13, 14, 15}, {25, 26, 27, 31, 32, 33}};
  Rng rng(6);
  struct Case {
    bool diagonals, windows, jigsaw, killer;
  };
  const Case cases[] = {{true, false, false, false}, {false, true, false, false}, {false, false, true, false},
                        {true, false, true, false},  {false, false, false, true}, {true, false, false, true},
                        {false, false, true, true}};
  for (const Case& c : cases) {
    const std::vector<int> regions = c.jigsaw ? kJigsaw6 : std::vector<int>{};
    const PlainRules bare =
        plain_rules(2, 3, c.diagonals, c.windows ? window6 : std::vector<std::vector<int>>{}, regions, {});
    for (int round = 0; round < 3; ++round) {
      // A solution found by brute force from a few random digits, then givens kept at random.
      std::vector<int> seed(36, 0), solution;
      for (int tries = 0; tries < 4; ++tries) seed[rng.below(36)] = 1 + static_cast<int>(rng.below(6));
      if (BruteForce(bare).count(seed, 1, &solution) == 0) continue;
      std::vector<Cage> cages;
      if (c.killer) cages = random_cages(solution, 6, 4, rng);
      Grid givens(s);
      const int keep = c.killer ? 2 : 14;
      for (int k = 0; k < keep; ++k) {
        const int cell = static_cast<int>(rng.below(36));
        givens[cell] = solution[cell];
      }
      const Variant v = make_variant(c.diagonals, c.windows, regions, cages);
      check_against_brute(
          s, v, plain_rules(2, 3, c.diagonals, c.windows ? window6 : std::vector<std::vector<int>>{}, regions, cages),
          givens);
    }
  }
}

TEST_CASE("Variants: a big killer cage is encoded by combinations, with the same solutions", "[variant]") {
  // A 9x9 killer whose cages are rows (45 each): a row cage of 9 has 9! fillings.
  const Shape s = Shape::classic();
  const Grid solved = grid_from("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  std::vector<Cage> cages;
  for (int r = 0; r < 9; ++r) {
    Cage cage{45, {}};
    for (int c = 0; c < 9; ++c) cage.cells.push_back(r * 9 + c);
    cages.push_back(cage);
  }
  Result<Rules> rules = Rules::make(s, make_variant(false, false, {}, cages));
  REQUIRE(rules.ok());
  SudokuSolver solver(*rules);
  Grid givens = solved;
  for (int c = 0; c < 81; c += 2) givens[c] = 0;
  Result<CountResult> counted = solver.count(givens, 2);
  REQUIRE(counted.ok());
  CHECK(solver.cage_by_combinations() == std::vector<char>(9, 1));
  CHECK(solver.cage_option_counts() == std::vector<int>(9, 1));
  Result<CountResult> plain = count_solutions(givens, 2);
  REQUIRE(plain.ok());
  CHECK(counted->count == plain->count);
  REQUIRE(counted->first);
  CHECK(*counted->first == *plain->first);
  CHECK(find_conflicts(*rules, *counted->first).empty());
  CHECK(find_cage_problems(*rules, *counted->first).empty());
}
