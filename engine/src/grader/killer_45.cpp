// The rule of 45 (killer.cpp's opening comment says what it is and how it is weighted): the unions
// of houses it adds up, the innies and outies of each choice of counted cages, and the step their
// known sum or difference makes. Siblings: killer.cpp (cage combinations and overlaps, and the
// helpers both share, declared in grader_detail.hpp).
#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// Rule-of-45 weights (see killer.cpp's opening comment).
constexpr double kBase45 = 2.8;       // one house, one innie or outie cell
constexpr double kUnionStep = 0.2;    // per further house of the union
constexpr double kPairStep = 0.6;     // two unknown cells instead of one (a sum of two unknowns)
constexpr double kCellStep = 0.2;     // each unknown cell beyond two (a 3-4 cell virtual cage)
constexpr double kMixedStep = 0.2;    // innies and outies together: a difference, not a sum
constexpr double kMaxWeight45 = 4.0;  // all of it stays in the hard level (2.6-4.0)
constexpr int kMaxUnknown = 4;        // innie + outie cells a player adds up (SudokuWiki: 2 to 4)

bool blockable(const House& house) { return !is_variant_house(house.kind) || house.kind == HouseKind::region; }

// "rows 1–3" for a run of rows or columns, else the houses' names joined: "box 1 and row 4".
std::string union_name(const Rules& rules, const std::vector<int>& hs) {
  const auto& houses = rules.houses();
  if (hs.size() == 1) return rules.house_name(hs[0]);
  const HouseKind kind = houses[hs[0]].kind;
  bool run = kind == HouseKind::row || kind == HouseKind::column;
  for (std::size_t i = 1; i < hs.size() && run; ++i) {
    run = houses[hs[i]].kind == kind && houses[hs[i]].index == houses[hs[i - 1]].index + 1;
  }
  if (run) {
    return std::string(kind == HouseKind::row ? "rows " : "columns ") + std::to_string(houses[hs[0]].index + 1) + "–" +
           std::to_string(houses[hs.back()].index + 1);
  }
  std::string name;
  for (std::size_t i = 0; i < hs.size(); ++i) {
    if (i > 0) name += i + 1 == hs.size() ? " and " : ", ";
    name += rules.house_name(hs[i]);
  }
  return name;
}

std::vector<std::vector<int>> build_blocks(const Rules& rules) {
  const auto& houses = rules.houses();
  const Shape& shape = rules.shape();
  const int h_count = static_cast<int>(houses.size()), n = shape.size();
  std::vector<std::vector<int>> out;
  for (int h = 0; h < h_count; ++h) out.push_back({h});
  // Which blockable houses are disjoint and touch along an edge.
  std::vector<int> owner(shape.cell_count(), -1);
  std::vector<std::vector<char>> next(h_count, std::vector<char>(h_count, 0));
  std::vector<int> blocks;
  for (int h = 0; h < h_count; ++h) {
    if (blockable(houses[h])) blocks.push_back(h);
  }
  auto disjoint = [&](int a, int b) {
    for (int c : houses[a].cells) {
      if (std::binary_search(houses[b].cells.begin(), houses[b].cells.end(), c)) return false;
    }
    return true;
  };
  for (int a : blocks) {
    std::fill(owner.begin(), owner.end(), -1);
    for (int c : houses[a].cells) owner[c] = a;
    for (int b : blocks) {
      if (b <= a || !disjoint(a, b)) continue;
      for (int c : houses[b].cells) {
        const int r = c / n, col = c % n;
        const bool touches = (r > 0 && owner[c - n] == a) || (r + 1 < n && owner[c + n] == a) ||
                             (col > 0 && owner[c - 1] == a) || (col + 1 < n && owner[c + 1] == a);
        if (touches) {
          next[a][b] = next[b][a] = 1;
          break;
        }
      }
    }
  }
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    for (std::size_t j = i + 1; j < blocks.size(); ++j) {
      if (next[blocks[i]][blocks[j]]) out.push_back({blocks[i], blocks[j]});
    }
  }
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    for (std::size_t j = i + 1; j < blocks.size(); ++j) {
      for (std::size_t k = j + 1; k < blocks.size(); ++k) {
        const int a = blocks[i], b = blocks[j], c = blocks[k];
        const int links = next[a][b] + next[a][c] + next[b][c];
        if (links < 2 || !disjoint(a, b) || !disjoint(a, c) || !disjoint(b, c)) continue;
        out.push_back({a, b, c});
      }
    }
  }
  return out;
}

// What the rule of 45 says about one union and a choice of cages to count:
//   sum(union) = houses x N(N+1)/2 = the counted cages' sums - their cells outside the union
//                                    + the union's cells outside them,
// so the innies (empty union cells outside the counted cages) less the outies (empty cells of the
// counted cages outside the union) make a known number, once placed digits are moved across.
struct Sum45 {
  Technique technique;
  std::vector<int> innies, outies;  // sorted, empty cells
  int target = 0;                   // sum(innies) - sum(outies)
  std::vector<int> cages;           // the counted cages, ascending
  int cage_total = 0;               // their sums
  int placed_in = 0;                // placed digits in the union outside the counted cages
  int placed_out = 0;               // placed digits of the counted cages outside the union
  bool all_inside = true;           // every counted cage lies wholly inside the union
  double weight = 0.0;
  const std::vector<int>* where = nullptr;  // the union's houses
};

// The sum the step's cells make as a player says it: the innies' or the outies' total, or for both
// the innies' total less the outies'.
template <class Sum>
int shown_sum(const Sum& s) {
  return s.technique == Technique::outies ? -s.target : s.target;
}

// A few cells kept in place (no heap): a straddling cage's cells on one side of a union (a cage has at
// most N <= 9 cells), or a sum's innies and outies (at most kMaxUnknown).
template <int Capacity>
struct CellList {
  std::array<int, Capacity> cells{};
  int size = 0;
  void push(int cell) { cells[size++] = cell; }
  const int* begin() const { return cells.data(); }
  const int* end() const { return cells.data() + size; }
};

// A cage meeting a union but not wholly inside it: its empty cells on each side and placed digits.
struct Straddle {
  int cage;
  CellList<kMaxKillerSize> in_cells, out_cells;
  int placed_in = 0, placed_out = 0;
};

// One choice of counted cages as sums45 finds it, before it is known to be worth a step: all in
// place, since a grid has hundreds of them and only the first that changes anything is expanded.
struct Found45 {
  CellList<kMaxUnknown> innies, outies;  // sorted once complete
  std::bitset<kMaxKillerSize * kMaxKillerSize> cages;
  int cage_total = 0, placed_in = 0, placed_out = 0;
  bool all_inside = true;
  Technique technique = Technique::innies;
  int target = 0;
  double weight = 0.0;
  int weight_class = 0;  // weight_class(weight)
  const std::vector<int>* where = nullptr;
  // Its cells' candidates when it last changed nothing (try45): its step depends on nothing else,
  // and most sums are asked again and again while their cells stay as they were.
  mutable std::array<DigitMask, kMaxUnknown> idle{};
  mutable bool idle_known = false;
};

// The keys of the sums already worked out in one find_rule_of_45 call: open addressing, emptied by
// a new stamp rather than cleared. Only a speed-up: a sum met again gives the same answer (its
// cells and number decide it), and any earlier answer that was a step has already been returned.
class TriedSums {
 public:
  void start(std::size_t expected) {
    std::size_t size = 64;
    while (size < 2 * expected) size *= 2;
    if (keys_.size() < size) {
      keys_.assign(size, 0);
      stamps_.assign(size, 0);
    }
    mask_ = keys_.size() - 1;
    if (++stamp_ == 0) {
      std::fill(stamps_.begin(), stamps_.end(), 0);
      stamp_ = 1;
    }
  }
  // True the first time `key` is offered in this call.
  bool insert(std::uint64_t key) {
    for (std::size_t i = (key * 0x9E3779B97F4A7C15ULL) >> 40 & mask_;; i = (i + 1) & mask_) {
      if (stamps_[i] != stamp_) {
        stamps_[i] = stamp_;
        keys_[i] = key;
        return true;
      }
      if (keys_[i] == key) return false;
    }
  }

 private:
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> stamps_;
  std::uint32_t stamp_ = 0;
  std::size_t mask_ = 0;
};

// The sums of each union as last found, for one layout and one kind of question (cell counts and
// technique). A union's sums depend only on the digits placed in the cells it watches, and a
// grading places few digits between two questions, so most unions' sums are found again as they
// were: kept, they are read instead of found.
struct SumsCache {
  std::uint64_t serial = 0;  // Layout::serial; 0: empty
  int min_cells = 0, max_cells = 0, only = -1;
  std::vector<int> values;  // every cell's digit when last asked (-1: not yet)
  // Per cell, the unions whose sums its digit enters (watch_at[c] .. watch_at[c + 1] in watchers).
  std::vector<int> watch_at, watchers;
  std::vector<std::vector<Found45>> sums;
  std::vector<char> found;  // per union, whether sums holds its sums for the digits in values
};

// What the rule of 45 keeps between calls, per thread.
struct Scratch45 {
  std::array<Straddle, kMaxKillerSize * kMaxKillerSize> straddles;
  std::array<SumsCache, 4> caches;
  std::size_t next = 0;  // the cache entry to replace next
  std::vector<std::pair<int, int>> order;
  TriedSums tried;
};

Scratch45& scratch45() {
  // Held by a shared_ptr, as layout_for (grid.cpp) holds its tables: Emscripten's builds without
  // threads link a thread_local shared_ptr, while this object itself would need thread-local
  // storage, which wasm-ld refuses there.
  thread_local std::shared_ptr<Scratch45> scratch;
  if (!scratch) scratch = std::make_shared<Scratch45>();
  return *scratch;
}

// Every weight is a multiple of 0.2 (weight45 below), so weight x 5 rounded tells two apart exactly.
int weight_class(double weight) { return static_cast<int>(std::lround(weight * 5)); }

double weight45(std::size_t cells, std::size_t houses, Technique technique) {
  double w = kBase45 + kUnionStep * static_cast<double>(houses - 1);
  if (cells >= 2) w += kPairStep + kCellStep * static_cast<double>(cells - 2);
  if (technique == Technique::innie_outie) w += kMixedStep;
  return std::min(w, kMaxWeight45);
}

// The record apply45 and the words work on.
Sum45 expand(const Found45& f) {
  Sum45 s{f.technique,
          {f.innies.begin(), f.innies.end()},
          {f.outies.begin(), f.outies.end()},
          f.target,
          {},
          f.cage_total,
          f.placed_in,
          f.placed_out,
          f.all_inside,
          f.weight,
          f.where};
  for (std::size_t k = 0; k < f.cages.size(); ++k) {
    if (f.cages[k]) s.cages.push_back(static_cast<int>(k));
  }
  return s;
}

// Every choice of counted cages over one union that leaves min_cells..max_cells (at most
// kMaxUnknown) innie and outie cells, from the union's parts and the digits placed.
void sums45(const CandidateGrid& grid, const std::vector<int>& u, const UnionParts& parts, int b, int min_cells,
            int max_cells, std::optional<Technique> only, std::vector<Found45>& out) {
  const Rules& rules = grid.rules();
  const int n = grid.size();
  const int total = static_cast<int>(u.size()) * n * (n + 1) / 2;
  const UnionParts::Union& un = parts.unions[b];
  const int* pool = parts.pool.data();
  Found45 base;
  for (int i = un.whole; i < un.loose; ++i) base.cages.set(pool[i]);
  base.cage_total = un.whole_total;
  int base_innies = 0;
  for (int i = un.loose; i < un.loose_end; ++i) {  // an uncaged cell of the union: known, or an innie
    const int c = pool[i];
    if (grid.value(c) != 0) {
      base.placed_in += grid.value(c);
    } else if (++base_innies <= max_cells) {
      base.innies.push(c);
    }
  }
  // Kept between calls: its default construction (every cell list zeroed, 7 KB) cost more than the
  // rest of a union's work.
  std::array<Straddle, kMaxKillerSize* kMaxKillerSize>& straddles = scratch45().straddles;
  int straddle_count = 0;
  for (int i = un.straddle; i < un.straddle_end; ++i) {
    const UnionParts::Straddle& part = parts.straddles[i];
    Straddle& st = straddles[straddle_count];
    st = Straddle{part.cage, {}, {}, 0, 0};
    for (int j = part.in; j < part.end; ++j) {
      const int x = pool[j], digit = grid.value(x);
      const bool inside = j < part.out;
      if (digit != 0) {
        (inside ? st.placed_in : st.placed_out) += digit;
      } else {
        (inside ? st.in_cells : st.out_cells).push(x);
      }
    }
    if (st.in_cells.size != 0 || st.out_cells.size != 0) {
      ++straddle_count;
      continue;
    }
    // A cage with every cell placed gives the same cells and number counted or not (its sum is its
    // placed digits): taken as counted, which the walk below tries first, and not walked, so each
    // such cage no longer doubles the choices.
    base.cages.set(st.cage);
    base.cage_total += rules.cages()[st.cage].sum;
    base.placed_out += st.placed_out;
    base.all_inside = false;
  }
  if (base_innies > max_cells) return;
  // Each straddling cage is counted (its outside cells become outies) or not (its inside cells
  // become innies); a depth-first walk that drops a choice once it passes max_cells cells.
  std::array<char, kMaxKillerSize * kMaxKillerSize> counted{};
  auto emit = [&]() {
    out.push_back(base);
    Found45& f = out.back();
    for (int i = 0; i < straddle_count; ++i) {
      const Straddle& st = straddles[i];
      if (counted[i]) {
        f.cages.set(st.cage);
        f.cage_total += rules.cages()[st.cage].sum;
        for (int x : st.out_cells) f.outies.push(x);
        f.placed_out += st.placed_out;
        f.all_inside = false;
      } else {
        for (int x : st.in_cells) f.innies.push(x);
        f.placed_in += st.placed_in;
      }
    }
    if (f.innies.size == 0 && f.outies.size == 0) {
      out.pop_back();
      return;
    }
    std::sort(f.innies.cells.begin(), f.innies.cells.begin() + f.innies.size);
    std::sort(f.outies.cells.begin(), f.outies.cells.begin() + f.outies.size);
    f.technique = f.outies.size == 0   ? Technique::innies
                  : f.innies.size == 0 ? Technique::outies
                                       : Technique::innie_outie;
    if (only && *only != f.technique) {  // find_rule_of_45 would pass it over
      out.pop_back();
      return;
    }
    f.target = total - f.cage_total - f.placed_in + f.placed_out;
    f.weight = weight45(static_cast<std::size_t>(f.innies.size + f.outies.size), u.size(), f.technique);
    f.weight_class = weight_class(f.weight);
    f.where = &u;
  };
  auto walk = [&](auto&& self, int i, int unknown) -> void {
    if (unknown > max_cells) return;
    if (i == straddle_count) {
      if (unknown >= min_cells) emit();
      return;
    }
    counted[i] = 1;
    self(self, i + 1, unknown + straddles[i].out_cells.size);
    counted[i] = 0;
    self(self, i + 1, unknown + straddles[i].in_cells.size);
  };
  walk(walk, 0, base_innies);
}

// The digits each of the cells can hold in some assignment with sum(innies) - sum(outies) = target,
// where two cells that see each other or share a cage differ (so innies of one house form a
// "virtual cage"). A depth-first walk with the sum's bounds; at most kMaxUnknown cells. Works on
// the sum as found, in place: most sums tried change nothing, and only a step is worth the heap.
std::array<DigitMask, kMaxUnknown> support45(const CandidateGrid& grid, const Found45& s) {
  std::array<int, kMaxUnknown> cells{}, sign{}, digit{};
  int k = 0;
  for (int c : s.innies) {
    sign[k] = 1;
    cells[k++] = c;
  }
  for (int c : s.outies) {
    sign[k] = -1;
    cells[k++] = c;
  }
  const Rules& rules = grid.rules();
  std::array<std::array<char, kMaxUnknown>, kMaxUnknown> differ{};
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < i; ++j) {
      const int ci = rules.cage_of(cells[i]);
      differ[i][j] = differ[j][i] = sees(grid, cells[i], cells[j]) || (ci >= 0 && ci == rules.cage_of(cells[j]));
    }
  }
  // The least and most the cells from i on can add (signed), from their candidates alone.
  std::array<int, kMaxUnknown + 1> low{}, high{};
  for (int i = k - 1; i >= 0; --i) {
    const DigitMask m = grid.candidates(cells[i]);
    const int lo = lowest_digit(m), hi = 32 - __builtin_clz(m);
    low[i] = low[i + 1] + (sign[i] > 0 ? lo : -hi);
    high[i] = high[i + 1] + (sign[i] > 0 ? hi : -lo);
  }
  std::array<DigitMask, kMaxUnknown> allowed{};
  auto walk = [&](auto&& self, int i, int sum) -> void {
    if (i >= k || i >= kMaxUnknown) {  // the second never holds alone: it bounds the arrays for the compiler
      if (sum == s.target) {
        for (int j = 0; j < k; ++j) allowed[j] |= digit_bit(digit[j]);
      }
      return;
    }
    if (sum + low[i] > s.target || sum + high[i] < s.target) return;
    for (DigitMask m = grid.candidates(cells[i]); m != 0; m &= m - 1) {
      const int d = lowest_digit(m);
      bool clash = false;
      for (int j = 0; j < i && !clash; ++j) clash = differ[i][j] && digit[j] == d;
      if (clash) continue;
      digit[i] = d;
      self(self, i + 1, sum + sign[i] * d);
    }
  };
  walk(walk, 0, 0);
  return allowed;
}

std::string sum45_text(const CandidateGrid& grid, const Sum45& s, const std::string& conclusion) {
  const std::vector<int>& u = *s.where;
  const std::string name = union_name(grid.rules(), u);
  const int n = grid.size();
  const int total = static_cast<int>(u.size()) * n * (n + 1) / 2;
  std::string cages;
  for (int k : s.cages) cages += (cages.empty() ? "" : ", ") + cage_name(grid.shape(), grid.rules().cages()[k]);
  std::string text =
      "Rule of 45: " + name + " add" + (u.size() == 1 ? "s" : "") + " up to " + std::to_string(total) + "; ";
  if (s.technique == Technique::innies && s.all_inside) {
    text += "the cages wholly inside (" + cages + ") add up to " + std::to_string(s.cage_total);
    if (s.placed_in != 0) text += " and the placed digits outside them to " + std::to_string(s.placed_in);
  } else if (s.technique == Technique::outies && s.placed_in == 0) {
    text += "the cages covering it (" + cages + ") add up to " + std::to_string(s.cage_total);
    if (s.placed_out != 0) text += ", less placed digits outside it worth " + std::to_string(s.placed_out);
  } else {
    text += "the cages counted (" + (cages.empty() ? std::string("none") : cages) + ") add up to " +
            std::to_string(s.cage_total);
    if (s.placed_in != 0) {
      text += "; the digits placed in " + name + " outside them make " + std::to_string(s.placed_in);
    }
    if (s.placed_out != 0) {
      text += "; the digits placed in them outside " + name + " make " + std::to_string(s.placed_out);
    }
  }
  const auto named = [&](const std::vector<int>& cells, const char* one, const char* many) {
    return cells.size() == 1 ? std::string(one) + cell_name(grid.shape(), cells[0])
                             : std::string(many) + cells_text(grid.shape(), cells);
  };
  std::string who;
  if (s.technique == Technique::innie_outie) {
    const int d = s.target;
    who = named(s.innies, "the innie ", "the innies ") + (s.innies.size() == 1 ? " is " : " add up to ") +
          (d == 0 ? std::string("the same as ")
                  : std::to_string(d < 0 ? -d : d) + (d < 0 ? " less than " : " more than ")) +
          named(s.outies, "the outie ", "the outies ") + (s.outies.size() == 1 ? "" : " together");
  } else {
    const bool innies = s.technique == Technique::innies;
    const std::vector<int>& cells = innies ? s.innies : s.outies;
    who = cells.size() == 1
              ? named(cells, innies ? "the innie " : "the outie ", "") + " is " + std::to_string(shown_sum(s))
              : named(cells, "", innies ? "the innies " : "the outies ") + " add up to " + std::to_string(shown_sum(s));
  }
  return text + ", so " + who + conclusion;
}

// The step a known sum or difference makes, if it changes anything.
std::optional<Step> apply45(const CandidateGrid& grid, const Found45& f) {
  const int count = f.innies.size + f.outies.size;
  if (count == 1) {
    const int cell = f.innies.size == 1 ? f.innies.cells[0] : f.outies.cells[0];
    const int digit = shown_sum(f);
    if (digit < 1 || digit > grid.size() || !grid.has(cell, digit)) return std::nullopt;  // broken grid
    if (grid.candidates(cell) == digit_bit(digit)) return std::nullopt;                   // a naked single already
    const Sum45 s = expand(f);
    Step step = killer_step(s.technique, {cell}, *s.where, {{cell, digit}}, {}, sum45_text(grid, s, ""),
                            {{cell, digit}}, s.cages, digit, {});
    step.weight = s.weight;
    return step;
  }
  const std::array<DigitMask, kMaxUnknown> allowed = support45(grid, f);
  bool changes = false;
  for (int i = 0; i < count; ++i) {
    const int cell = i < f.innies.size ? f.innies.cells[i] : f.outies.cells[i - f.innies.size];
    if (allowed[i] == 0) return std::nullopt;  // broken grid: no claim on it
    changes |= (grid.candidates(cell) & ~allowed[i]) != 0;
  }
  if (!changes) return std::nullopt;
  const Sum45 s = expand(f);
  std::vector<int> cells = s.innies;
  cells.insert(cells.end(), s.outies.begin(), s.outies.end());
  Cands elims, proof;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (DigitMask m = grid.candidates(cells[i]) & ~allowed[i]; m != 0; m &= m - 1)
      elims.emplace_back(cells[i], lowest_digit(m));
    for (DigitMask m = allowed[i]; m != 0; m &= m - 1) proof.emplace_back(cells[i], lowest_digit(m));
  }
  std::sort(elims.begin(), elims.end());
  // The digit sets that make a sum of cells that all differ (a virtual cage), as a cage's are named.
  std::vector<DigitMask> combos;
  bool distinct = s.technique != Technique::innie_outie;
  for (std::size_t i = 0; i < cells.size() && distinct; ++i) {
    for (std::size_t j = 0; j < i && distinct; ++j) distinct = sees(grid, cells[i], cells[j]);
  }
  if (distinct) {
    Cage virtual_cage{shown_sum(s), cells};
    std::sort(virtual_cage.cells.begin(), virtual_cage.cells.end());
    combos = cage_fill(grid, virtual_cage).combinations;
  }
  std::string conclusion =
      combos.empty() ? ": " + losses_text(grid.shape(), elims)
                     : ", which only " + combinations_text(combos) + " can make: " + losses_text(grid.shape(), elims);
  const int sum = shown_sum(s);
  Step step = killer_step(s.technique, cells, *s.where, {}, std::move(elims), sum45_text(grid, s, conclusion),
                          std::move(proof), s.cages, sum, std::move(combos));
  step.weight = s.weight;
  return step;
}

// Works out a sum unless one with the same cells and number was worked out already in this call, or
// it changed nothing when last worked out on the same candidates. Skipping it either way is exact:
// a sum's step depends only on its cells, its number and their candidates.
// The key is exact in 43 bits: the number (offset into 9 bits), how many innies and outies (3 bits
// each), and at most kMaxUnknown cells below 128 (7 bits each).
std::optional<Step> try45(const CandidateGrid& grid, const Found45& s, TriedSums& tried) {
  std::array<DigitMask, kMaxUnknown> now{};
  int k = 0;
  for (int c : s.innies) now[k++] = grid.candidates(c);
  for (int c : s.outies) now[k++] = grid.candidates(c);
  if (s.idle_known && now == s.idle) return std::nullopt;
  std::uint64_t key = static_cast<std::uint64_t>(s.target + 256);
  key = key << 3 | static_cast<std::uint64_t>(s.innies.size);
  key = key << 3 | static_cast<std::uint64_t>(s.outies.size);
  for (int c : s.innies) key = key << 7 | static_cast<std::uint64_t>(c + 1);
  for (int c : s.outies) key = key << 7 | static_cast<std::uint64_t>(c + 1);
  if (!tried.insert(key)) return std::nullopt;
  std::optional<Step> step = apply45(grid, s);
  s.idle = now;
  s.idle_known = !step;
  return step;
}

}  // namespace

std::vector<std::vector<int>> rule45_blocks(const Rules& rules) {
  if (rules.cages().empty() || rules.shape().size() > kMaxKillerSize) return {};
  return build_blocks(rules);
}

UnionParts rule45_parts(const Rules& rules, const std::vector<std::vector<int>>& blocks) {
  UnionParts parts;
  if (blocks.empty()) return parts;
  std::vector<char> in(rules.shape().cell_count(), 0), seen(rules.cages().size(), 0);
  std::vector<int> whole, loose, straddling;  // one union's, before they go into the pool
  for (const std::vector<int>& u : blocks) {
    std::fill(in.begin(), in.end(), 0);
    std::fill(seen.begin(), seen.end(), 0);
    whole.clear();
    loose.clear();
    straddling.clear();
    for (int h : u) {
      for (int c : rules.houses()[h].cells) in[c] = 1;
    }
    UnionParts::Union un{};
    for (int h : u) {
      for (int c : rules.houses()[h].cells) {
        if (in[c] != 1) continue;  // a cell of two houses of the union is read once
        in[c] = 2;
        const int k = rules.cage_of(c);
        if (k < 0) {
          loose.push_back(c);
        } else if (!seen[k]) {
          seen[k] = 1;
          const Cage& cage = rules.cages()[k];
          const bool inside = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return in[x] != 0; });
          (inside ? whole : straddling).push_back(k);
          if (inside) un.whole_total += cage.sum;
        }
      }
    }
    un.whole = static_cast<int>(parts.pool.size());
    parts.pool.insert(parts.pool.end(), whole.begin(), whole.end());
    un.loose = static_cast<int>(parts.pool.size());
    parts.pool.insert(parts.pool.end(), loose.begin(), loose.end());
    un.loose_end = static_cast<int>(parts.pool.size());
    un.straddle = static_cast<int>(parts.straddles.size());
    for (int k : straddling) {
      UnionParts::Straddle st{k, static_cast<int>(parts.pool.size()), 0, 0};
      for (int x : rules.cages()[k].cells) {
        if (in[x] != 0) parts.pool.push_back(x);
      }
      st.out = static_cast<int>(parts.pool.size());
      for (int x : rules.cages()[k].cells) {
        if (in[x] == 0) parts.pool.push_back(x);
      }
      st.end = static_cast<int>(parts.pool.size());
      parts.straddles.push_back(st);
    }
    un.straddle_end = static_cast<int>(parts.straddles.size());
    un.end = static_cast<int>(parts.pool.size());
    parts.unions.push_back(un);
  }
  return parts;
}

namespace {

SumsCache& cache_for(const CandidateGrid::Layout& layout, int min_cells, int max_cells, int only) {
  // The grader asks two or three kinds of question (one cell; two to four; per technique): one
  // entry each, the oldest replaced.
  std::array<SumsCache, 4>& caches = scratch45().caches;
  std::size_t& next = scratch45().next;
  for (SumsCache& c : caches) {
    if (c.serial == layout.serial && c.min_cells == min_cells && c.max_cells == max_cells && c.only == only) return c;
  }
  SumsCache& c = caches[next++ % caches.size()];
  c.serial = layout.serial;
  c.min_cells = min_cells;
  c.max_cells = max_cells;
  c.only = only;
  c.values.assign(static_cast<std::size_t>(layout.rules.shape().cell_count()), -1);
  c.sums.resize(layout.blocks.size());
  c.found.assign(layout.blocks.size(), 0);
  // The unions each cell's digit matters to: its union's loose and straddling cells, inside or out.
  const UnionParts& parts = layout.block_parts;
  c.watch_at.assign(c.values.size() + 1, 0);
  for (const UnionParts::Union& un : parts.unions) {
    for (int i = un.loose; i < un.end; ++i) ++c.watch_at[parts.pool[i] + 1];
  }
  for (std::size_t cell = 0; cell < c.values.size(); ++cell) c.watch_at[cell + 1] += c.watch_at[cell];
  c.watchers.resize(static_cast<std::size_t>(c.watch_at.back()));
  std::vector<int> fill(c.watch_at.begin(), c.watch_at.end() - 1);
  for (int b = 0; b < static_cast<int>(parts.unions.size()); ++b) {
    const UnionParts::Union& un = parts.unions[b];
    for (int i = un.loose; i < un.end; ++i) c.watchers[fill[parts.pool[i]]++] = b;
  }
  return c;
}

}  // namespace

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells,
                                    std::optional<Technique> only) {
  if (!killer_grid(grid)) return std::nullopt;
  max_cells = std::min(max_cells, kMaxUnknown);
  const CandidateGrid::Layout& layout = grid.layout();
  SumsCache& cache = cache_for(layout, min_cells, max_cells, only ? static_cast<int>(*only) : -1);
  // A union's sums depend on the digits of the cells it watches: a cell whose digit changed since
  // the last question sends its unions' sums to be found again.
  for (int cell = 0; cell < static_cast<int>(cache.values.size()); ++cell) {
    const int digit = grid.value(cell);
    if (digit == cache.values[cell]) continue;
    cache.values[cell] = digit;
    for (int i = cache.watch_at[cell]; i < cache.watch_at[cell + 1]; ++i) cache.found[cache.watchers[i]] = 0;
  }
  std::size_t count = 0;
  for (std::size_t b = 0; b < layout.blocks.size(); ++b) {
    if (!cache.found[b]) {
      cache.sums[b].clear();
      sums45(grid, layout.blocks[b], layout.block_parts, static_cast<int>(b), min_cells, max_cells, only,
             cache.sums[b]);
      cache.found[b] = 1;
    }
    count += cache.sums[b].size();
  }
  // Lightest first (then fewest houses, as found), so the first that changes anything is the step:
  // a stable counting sort of their places (union, index) by weight class, which moves no Found45.
  constexpr int kClasses = 32;  // weights stay below kMaxWeight45 = 4.0, class 20
  std::array<int, kClasses + 1> start{};
  for (const auto& sums : cache.sums) {
    for (const Found45& s : sums) ++start[s.weight_class + 1];
  }
  for (int c = 0; c < kClasses; ++c) start[c + 1] += start[c];
  std::vector<std::pair<int, int>>& order = scratch45().order;
  order.resize(count);
  for (int b = 0; b < static_cast<int>(cache.sums.size()); ++b) {
    for (int i = 0; i < static_cast<int>(cache.sums[b].size()); ++i)
      order[start[cache.sums[b][i].weight_class]++] = {b, i};
  }
  // Blocks often give the same cells and number (a row, and that row with a full neighbour): each
  // is worked out once, at its least weight.
  TriedSums& tried = scratch45().tried;
  tried.start(count);
  for (const auto& [b, i] : order) {
    if (std::optional<Step> step = try45(grid, cache.sums[b][i], tried)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells) {
  return find_rule_of_45(grid, min_cells, max_cells, std::nullopt);
}

}  // namespace grader_detail
}  // namespace dlx
