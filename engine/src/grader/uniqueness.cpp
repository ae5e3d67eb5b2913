// The uniqueness techniques (see grader.hpp), valid only for puzzles with exactly one solution
// (every rated or generated puzzle here has one): a deadly pattern (two digits that could swap in
// a loop of cells, or a bivalue universal grave) would give two solutions, so what would complete
// it is false. Unique rectangles (4 cells) and loops (6 or more), types 1-4, as SE finds them
// (loops through cells holding both digits, each house met by two cells of opposite parity), and
// BUG types 1, 2 and 4 (in bug.cpp). Skipped when the rules hold extra houses (a swap could break
// one). Siblings: grader/bug.cpp, grader/wings.cpp, grader/sets.cpp.
#include <algorithm>
#include <cmath>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

using Elims = Cands;

// The cell's box, row and column (SE's region types 0, 1, 2), -1 where it has none.
struct Regions {
  int of[3];
};

Regions regions_of(const CandidateGrid& grid, int cell) {
  Regions r{{-1, -1, -1}};
  for (int h : grid.rules().houses_of(cell)) {
    switch (grid.rules().houses()[h].kind) {
      case HouseKind::box:
        r.of[0] = h;
        break;
      case HouseKind::row:
        r.of[1] = h;
        break;
      case HouseKind::column:
        r.of[2] = h;
        break;
      default:  // a variant's house: not one of SE's three types
        break;
    }
  }
  return r;
}

// A bound on the loops collected from one cell (SE has none): only a grid with most cells still
// holding most digits comes near it, and a puzzle position never does.
constexpr std::size_t kMaxLoops = 20000;

// SE's checkForLoops: loops through cells holding both v1 and v2, changing house kind at each
// step; at most two cells with more digits, or any number sharing one extra digit (type 2).
class LoopSearch {
 public:
  LoopSearch(const CandidateGrid& grid, const std::vector<Regions>& regions, int v1, int v2)
      : grid_(grid), regions_(regions), v1_(v1), v2_(v2), met_(2 * grid.rules().houses().size(), 0) {}
  std::vector<std::vector<int>> from(int start) {
    found_.clear();
    loop_.clear();
    visit(start, 2, 0, -1);
    return found_;
  }

 private:
  // Whether `cell` at loop position `at` would meet a house twice at positions of one parity: no
  // such path closes into a valid loop (valid_loop), so it is not followed (the loops kept are
  // the same; on a position with many candidates this cuts the search by orders of magnitude).
  bool clashes(int cell, std::size_t at) const {
    const Regions& r = regions_[cell];
    for (int h : r.of) {
      if (h >= 0 && met_[2 * h + at % 2] != 0) return true;
    }
    return false;
  }
  void mark(int cell, std::size_t at, char on) {
    const Regions& r = regions_[cell];
    for (int h : r.of) {
      if (h >= 0) met_[2 * h + at % 2] = on;
    }
  }

  void visit(int cell, int allowed, DigitMask extra, int last_kind) {
    mark(cell, loop_.size(), 1);
    loop_.push_back(cell);
    const Regions& r = regions_[cell];
    const DigitMask pair = digit_bit(v1_) | digit_bit(v2_);
    for (int kind = 0; kind < 3 && found_.size() < kMaxLoops; ++kind) {
      if (kind == last_kind || r.of[kind] < 0) continue;
      for (int next : grid_.rules().houses()[r.of[kind]].cells) {
        if (next == loop_.front() && loop_.size() >= 4) {
          found_.push_back(loop_);
        } else if (std::find(loop_.begin(), loop_.end(), next) == loop_.end()) {
          const DigitMask m = grid_.candidates(next);
          if (grid_.value(next) != 0 || (m & pair) != pair || clashes(next, loop_.size())) continue;
          const DigitMask more = extra | (m & ~pair);
          const int count = popcount(m);
          if (count == 2 || popcount(more) == 1 || allowed > 0) visit(next, allowed - (count > 2 ? 1 : 0), more, kind);
        }
      }
    }
    loop_.pop_back();
    mark(cell, loop_.size(), 0);
  }

  const CandidateGrid& grid_;
  const std::vector<Regions>& regions_;  // per cell, read at every step of the search
  int v1_, v2_;
  std::vector<char> met_;  // per house and parity of position: a loop cell there
  std::vector<int> loop_;
  std::vector<std::vector<int>> found_;
};

// SE's isValidLoop: each house the loop's cells lie in is met once by an even and once by an odd
// position (or not at all), so the two digits could swap around it.
bool valid_loop(const CandidateGrid& grid, const std::vector<int>& loop) {
  std::vector<int> even, odd;
  for (std::size_t i = 0; i < loop.size(); ++i) {
    const Regions r = regions_of(grid, loop[i]);
    std::vector<int>& seen = i % 2 == 0 ? even : odd;
    for (int h : r.of) {
      if (h < 0) continue;
      if (std::find(seen.begin(), seen.end(), h) != seen.end()) return false;
      seen.push_back(h);
    }
  }
  std::sort(even.begin(), even.end());
  std::sort(odd.begin(), odd.end());
  return even == odd;
}

double loop_weight(std::size_t size) {
  double w = 4.5;  // SE's original rating: 4.5 rectangle, 4.6 loop of 6, 4.7 of 8, 5.0 of 10 or more
  if (size >= 10) w += 0.3;
  if (size >= 8) {
    w += 0.2;
  } else if (size >= 6) {
    w += 0.1;
  }
  return w;
}

struct LoopHint {
  double weight;
  int type;
  Step step;
};

Elims seeing_all(const CandidateGrid& grid, const std::vector<int>& cells, int digit) {
  Elims out;
  for (int c : grid.rules().peers(cells.front())) {
    if (!grid.has(c, digit) || std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
    if (std::all_of(cells.begin(), cells.end(), [&](int x) { return sees(grid, c, x); })) out.emplace_back(c, digit);
  }
  return out;
}

class UniqueLoops {
 public:
  explicit UniqueLoops(const CandidateGrid& grid) : grid_(grid) {}
  std::vector<LoopHint> all();

 private:
  void add(const std::vector<int>& loop, int v1, int v2, int type, double weight, Elims elims, const std::string& why);
  void type3(const std::vector<int>& loop, int c1, int c2, int v1, int v2);
  void type4(const std::vector<int>& loop, int c1, int c2, int v1, int v2);

  const CandidateGrid& grid_;
  std::vector<LoopHint> hints_;
};

void UniqueLoops::add(const std::vector<int>& loop, int v1, int v2, int type, double weight, Elims elims,
                      const std::string& why) {
  if (elims.empty()) return;
  std::sort(elims.begin(), elims.end());
  elims.erase(std::unique(elims.begin(), elims.end()), elims.end());
  for (const LoopHint& h : hints_) {
    if (h.step.eliminations == elims && h.type == type) return;  // the same loop met from another cell
  }
  const Shape& shape = grid_.shape();
  const Technique t = loop.size() == 4 ? Technique::unique_rectangle : Technique::unique_loop;
  const std::string name = loop.size() == 4 ? "Unique rectangle" : "Unique loop of " + std::to_string(loop.size());
  std::string text = name + " (type " + std::to_string(type) + ") on " + std::to_string(v1) + " and " +
                     std::to_string(v2) + ": " + cells_text(shape, loop) + "; if " + why +
                     ", the two digits could swap around it and the puzzle would have two "
                     "solutions, so (assuming a unique solution) ";
  std::vector<int> cells;
  for (const auto& e : elims) cells.push_back(e.first);
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  text += cells_text(shape, cells) + " lose" + (cells.size() == 1 ? "s " : " ");
  DigitMask lost = 0;
  for (const auto& e : elims) lost |= digit_bit(e.second);
  text += digits_text(lost);
  Step step = make_step(t, loop, {}, {}, std::move(elims), std::move(text),
                        candidates_of(grid_, loop, digit_bit(v1) | digit_bit(v2)));
  step.weight = std::round(weight * 10.0) / 10.0;
  hints_.push_back({weight, type, std::move(step)});
}

void UniqueLoops::type3(const std::vector<int>& loop, int c1, int c2, int v1, int v2) {
  const DigitMask pair = digit_bit(v1) | digit_bit(v2);
  const DigitMask extra = (grid_.candidates(c1) | grid_.candidates(c2)) & ~pair;
  const Regions r1 = regions_of(grid_, c1), r2 = regions_of(grid_, c2);
  for (int degree = 2; degree <= 7; ++degree) {
    for (int kind = 0; kind < 3; ++kind) {
      const int h = r1.of[kind];
      if (h < 0 || h != r2.of[kind]) continue;
      const std::vector<int>& cells = grid_.rules().houses()[h].cells;
      int empty = 0;
      for (int c : cells) empty += grid_.value(c) == 0;
      // Naked: c1 and c2 together act as one cell holding `extra`, with degree - 1 other cells.
      if (degree * 2 <= empty && degree >= popcount(extra)) {
        Small<int> pool;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          const int c = cells[i];
          if (c != c1 && c != c2 && grid_.value(c) == 0 && popcount(grid_.candidates(c)) >= 2) pool.push_back(c);
        }
        for_each_combination(pool.size(), degree - 1, [&](const Small<int>& chosen) {
          DigitMask set = extra;
          std::vector<int> others;
          for (int i : chosen) {
            set |= grid_.candidates(pool[i]);
            others.push_back(pool[i]);
          }
          if (popcount(set) != degree) return false;
          Elims elims;
          for (int c : cells) {
            if (c == c1 || c == c2 || std::find(others.begin(), others.end(), c) != others.end()) continue;
            for (DigitMask m = grid_.candidates(c) & set; m != 0; m &= m - 1) elims.emplace_back(c, lowest_digit(m));
          }
          add(loop, v1, v2, 3, loop_weight(loop.size()) + (degree - 1) * 0.1, std::move(elims),
              cell_name(grid_.shape(), c1) + " and " + cell_name(grid_.shape(), c2) + " held only " +
                  digits_text(pair));
          return false;
        });
      }
      // Hidden: v1, v2 and degree - 2 other digits confined to degree cells of the house, counting
      // c1 and c2 as one.
      if (degree * 2 < empty) {
        Small<int> rest;
        for (int d = 1; d <= grid_.size(); ++d) {
          if ((digit_bit(d) & (pair | extra)) == 0) rest.push_back(d);
        }
        if (degree - 2 > rest.size()) continue;
        const auto hidden = [&](const Small<int>& chosen) {
          DigitMask values = pair;
          for (int i : chosen) values |= digit_bit(rest[i]);
          std::uint32_t at = 0;
          std::uint32_t c2_bit = 0;
          for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i] == c2) c2_bit = std::uint32_t{1} << i;
          }
          for (DigitMask m = values; m != 0; m &= m - 1) {
            const std::uint32_t p = grid_.positions(h, lowest_digit(m)) & ~c2_bit;
            if (p == 0) return false;
            at |= p;
          }
          if (popcount(at) != degree) return false;
          Elims elims;
          for (std::uint32_t m = at; m != 0; m &= m - 1) {
            const int c = cells[__builtin_ctz(m)];
            if (c == c1 || c == c2) continue;
            for (DigitMask o = grid_.candidates(c) & ~values; o != 0; o &= o - 1)
              elims.emplace_back(c, lowest_digit(o));
          }
          add(loop, v1, v2, 3, loop_weight(loop.size()) + (degree - 2) * 0.1, std::move(elims),
              cell_name(grid_.shape(), c1) + " and " + cell_name(grid_.shape(), c2) + " held only " +
                  digits_text(pair));
          return false;
        };
        if (degree == 2) {
          hidden(Small<int>{});
        } else {
          for_each_combination(rest.size(), degree - 2, hidden);
        }
      }
    }
  }
}

void UniqueLoops::type4(const std::vector<int>& loop, int c1, int c2, int v1, int v2) {
  const Regions r1 = regions_of(grid_, c1), r2 = regions_of(grid_, c2);
  int lock = 0, house = -1;
  for (int kind = 0; kind < 3; ++kind) {
    const int h = r1.of[kind];
    if (h < 0 || h != r2.of[kind]) continue;
    bool has1 = false, has2 = false;
    for (int c : grid_.rules().houses()[h].cells) {
      if (c == c1 || c == c2) continue;
      has1 = has1 || grid_.has(c, v1);
      has2 = has2 || grid_.has(c, v2);
    }
    if (!has1 && lock != v1) {  // SE keeps the last house of each kind; v1 wins over v2
      lock = v1;
      house = h;
    } else if (!has2 && lock == 0) {
      lock = v2;
      house = h;
    }
  }
  if (lock == 0) return;
  const int other = lock == v1 ? v2 : v1;
  Elims elims;
  if (grid_.has(c1, other)) elims.emplace_back(c1, other);
  if (grid_.has(c2, other)) elims.emplace_back(c2, other);
  add(loop, v1, v2, 4, loop_weight(loop.size()), std::move(elims),
      std::to_string(lock) + ", which in " + grid_.rules().house_name(house) + " lies only in " +
          cell_name(grid_.shape(), c1) + " and " + cell_name(grid_.shape(), c2) + ", were joined there by " +
          std::to_string(other));
}

std::vector<LoopHint> UniqueLoops::all() {
  const Shape& shape = grid_.shape();
  std::vector<Regions> regions(shape.cell_count());
  for (int cell = 0; cell < shape.cell_count(); ++cell) regions[cell] = regions_of(grid_, cell);
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    const DigitMask m = grid_.candidates(cell);
    if (grid_.value(cell) != 0 || popcount(m) != 2) continue;
    const int v1 = lowest_digit(m), v2 = lowest_digit(m & (m - 1));
    const DigitMask pair = digit_bit(v1) | digit_bit(v2);
    LoopSearch search(grid_, regions, v1, v2);
    for (const std::vector<int>& loop : search.from(cell)) {
      if (!valid_loop(grid_, loop)) continue;
      std::vector<int> extras;
      for (int c : loop) {
        if (popcount(grid_.candidates(c)) > 2) extras.push_back(c);
      }
      if (extras.size() == 1) {
        Elims elims;
        for (DigitMask e = grid_.candidates(extras[0]) & pair; e != 0; e &= e - 1) {
          elims.emplace_back(extras[0], lowest_digit(e));
        }
        add(loop, v1, v2, 1, loop_weight(loop.size()), std::move(elims),
            cell_name(shape, extras[0]) + " held only " + digits_text(pair) + " too");
      } else if (extras.size() >= 2) {
        DigitMask more = 0;
        for (int c : extras) more |= grid_.candidates(c) & ~pair;
        if (popcount(more) == 1) {
          const int z = lowest_digit(more);
          add(loop, v1, v2, 2, loop_weight(loop.size()), seeing_all(grid_, extras, z),
              "no cell of it held " + std::to_string(z));
        } else if (extras.size() == 2) {
          type3(loop, extras[0], extras[1], v1, v2);
        }
        if (extras.size() == 2) type4(loop, extras[0], extras[1], v1, v2);
      }
    }
  }
  std::stable_sort(hints_.begin(), hints_.end(), [](const LoopHint& a, const LoopHint& b) {
    if (a.weight != b.weight) return a.weight < b.weight;
    return a.type < b.type;
  });
  return std::move(hints_);
}

}  // namespace

// Killer cages too: swapping a deadly pattern's digits can break a cage's sum, so the pattern is
// not deadly there.
bool has_extra_houses(const CandidateGrid& grid) {
  if (!grid.rules().cages().empty()) return true;
  for (const House& house : grid.rules().houses()) {
    if (is_variant_house(house.kind)) return true;
  }
  return false;
}

std::optional<Step> find_unique_loop(const CandidateGrid& grid, Technique only) {
  if (has_extra_houses(grid)) return std::nullopt;
  for (LoopHint& hint : UniqueLoops(grid).all()) {
    if (only == Technique::trial || hint.step.technique == only) return std::move(hint.step);
  }
  return std::nullopt;
}

std::optional<Step> find_unique_loop(const CandidateGrid& grid) { return find_unique_loop(grid, Technique::trial); }

}  // namespace grader_detail
}  // namespace dlx
