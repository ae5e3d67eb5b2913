// The rule of 45 (killer.cpp's opening comment says what it is and how it is weighted): the unions
// of houses it adds up, the innies and outies of each choice of counted cages, and the step their
// known sum or difference makes. Siblings: killer.cpp (cage combinations and overlaps, and the
// helpers both share, declared in grader_detail.hpp).
#include <algorithm>
#include <array>
#include <set>
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
int shown_sum(const Sum45& s) { return s.technique == Technique::outies ? -s.target : s.target; }

// A cage meeting a union but not wholly inside it: its empty cells on each side and placed digits.
struct Straddle {
  int cage;
  std::vector<int> in_cells, out_cells;
  int placed_in = 0, placed_out = 0;
};

double weight45(const Sum45& s) {
  const std::size_t cells = s.innies.size() + s.outies.size();
  double w = kBase45 + kUnionStep * static_cast<double>(s.where->size() - 1);
  if (cells >= 2) w += kPairStep + kCellStep * static_cast<double>(cells - 2);
  if (s.technique == Technique::innie_outie) w += kMixedStep;
  return std::min(w, kMaxWeight45);
}

// Every choice of counted cages over one union that leaves min_cells..max_cells (at most
// kMaxUnknown) innie and outie cells.
void sums45(const CandidateGrid& grid, const std::vector<int>& u, int min_cells, int max_cells, std::vector<char>& in,
            std::vector<Sum45>& out) {
  const Rules& rules = grid.rules();
  const int n = grid.size();
  const int total = static_cast<int>(u.size()) * n * (n + 1) / 2;
  std::fill(in.begin(), in.end(), 0);
  std::vector<int> cells;
  for (int h : u) {
    for (int c : rules.houses()[h].cells) {
      if (!in[c]) cells.push_back(c);
      in[c] = 1;
    }
  }
  Sum45 base{Technique::innies, {}, {}, 0, {}, 0, 0, 0, true, 0.0, &u};
  std::vector<Straddle> straddles;
  std::vector<char> seen(rules.cages().size(), 0);
  for (int c : cells) {
    const int k = rules.cage_of(c);
    if (k < 0) {  // an uncaged cell of the union: known, or an innie
      if (grid.value(c) != 0) {
        base.placed_in += grid.value(c);
      } else {
        base.innies.push_back(c);
      }
      continue;
    }
    if (seen[k]) continue;
    seen[k] = 1;
    const Cage& cage = rules.cages()[k];
    Straddle st{k, {}, {}, 0, 0};
    for (int x : cage.cells) {
      const bool inside = in[x] != 0;
      if (grid.value(x) != 0) {
        (inside ? st.placed_in : st.placed_out) += grid.value(x);
      } else {
        (inside ? st.in_cells : st.out_cells).push_back(x);
      }
    }
    const bool whole = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return in[x] != 0; });
    if (whole) {
      base.cages.push_back(k);
      base.cage_total += cage.sum;
    } else {
      straddles.push_back(std::move(st));
    }
  }
  if (static_cast<int>(base.innies.size()) > max_cells) return;
  // Each straddling cage is counted (its outside cells become outies) or not (its inside cells
  // become innies); a depth-first walk that drops a choice once it passes max_cells cells.
  std::vector<char> counted(straddles.size(), 0);
  auto emit = [&]() {
    Sum45 s = base;
    for (std::size_t i = 0; i < straddles.size(); ++i) {
      const Straddle& st = straddles[i];
      if (counted[i]) {
        s.cages.push_back(st.cage);
        s.cage_total += rules.cages()[st.cage].sum;
        s.outies.insert(s.outies.end(), st.out_cells.begin(), st.out_cells.end());
        s.placed_out += st.placed_out;
        s.all_inside = false;
      } else {
        s.innies.insert(s.innies.end(), st.in_cells.begin(), st.in_cells.end());
        s.placed_in += st.placed_in;
      }
    }
    if (s.innies.empty() && s.outies.empty()) return;
    std::sort(s.innies.begin(), s.innies.end());
    std::sort(s.outies.begin(), s.outies.end());
    std::sort(s.cages.begin(), s.cages.end());
    s.technique = s.outies.empty() ? Technique::innies : s.innies.empty() ? Technique::outies : Technique::innie_outie;
    s.target = total - s.cage_total - s.placed_in + s.placed_out;
    s.weight = weight45(s);
    out.push_back(std::move(s));
  };
  auto walk = [&](auto&& self, std::size_t i, int unknown) -> void {
    if (unknown > max_cells) return;
    if (i == straddles.size()) {
      if (unknown >= min_cells) emit();
      return;
    }
    counted[i] = 1;
    self(self, i + 1, unknown + static_cast<int>(straddles[i].out_cells.size()));
    counted[i] = 0;
    self(self, i + 1, unknown + static_cast<int>(straddles[i].in_cells.size()));
  };
  walk(walk, 0, static_cast<int>(base.innies.size()));
}

// The digits each of the cells can hold in some assignment with sum(innies) - sum(outies) = target,
// where two cells that see each other or share a cage differ (so innies of one house form a
// "virtual cage"). A depth-first walk with the sum's bounds; at most kMaxUnknown cells.
std::vector<DigitMask> support45(const CandidateGrid& grid, const Sum45& s) {
  std::vector<int> cells = s.innies;
  cells.insert(cells.end(), s.outies.begin(), s.outies.end());
  const int k = static_cast<int>(cells.size());
  const Rules& rules = grid.rules();
  std::array<int, kMaxUnknown> sign{}, digit{};
  for (int i = 0; i < k; ++i) sign[i] = i < static_cast<int>(s.innies.size()) ? 1 : -1;
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
  std::vector<DigitMask> allowed(k, 0);
  auto walk = [&](auto&& self, int i, int sum) -> void {
    if (i == k) {
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
std::optional<Step> apply45(const CandidateGrid& grid, const Sum45& s) {
  std::vector<int> cells = s.innies;
  cells.insert(cells.end(), s.outies.begin(), s.outies.end());
  std::vector<int> houses = *s.where;
  if (cells.size() == 1) {
    const int cell = cells[0];
    const int digit = shown_sum(s);
    if (digit < 1 || digit > grid.size() || !grid.has(cell, digit)) return std::nullopt;  // broken grid
    if (grid.candidates(cell) == digit_bit(digit)) return std::nullopt;                   // a naked single already
    Step step = killer_step(s.technique, cells, std::move(houses), {{cell, digit}}, {}, sum45_text(grid, s, ""),
                            {{cell, digit}}, s.cages, digit, {});
    step.weight = s.weight;
    return step;
  }
  const std::vector<DigitMask> allowed = support45(grid, s);
  Cands elims, proof;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (allowed[i] == 0) return std::nullopt;  // broken grid: no claim on it
    for (DigitMask m = grid.candidates(cells[i]) & ~allowed[i]; m != 0; m &= m - 1)
      elims.emplace_back(cells[i], lowest_digit(m));
    for (DigitMask m = allowed[i]; m != 0; m &= m - 1) proof.emplace_back(cells[i], lowest_digit(m));
  }
  if (elims.empty()) return std::nullopt;
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
  Step step = killer_step(s.technique, cells, std::move(houses), {}, std::move(elims), sum45_text(grid, s, conclusion),
                          std::move(proof), s.cages, sum, std::move(combos));
  step.weight = s.weight;
  return step;
}

}  // namespace

std::vector<std::vector<int>> rule45_blocks(const Rules& rules) {
  if (rules.cages().empty() || rules.shape().size() > kMaxKillerSize) return {};
  return build_blocks(rules);
}

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells,
                                    std::optional<Technique> only) {
  if (!killer_grid(grid)) return std::nullopt;
  max_cells = std::min(max_cells, kMaxUnknown);
  std::vector<char> in(grid.shape().cell_count(), 0);
  std::vector<Sum45> sums;
  for (const std::vector<int>& u : grid.layout().blocks) sums45(grid, u, min_cells, max_cells, in, sums);
  // Lightest first (then fewest houses, as found), so the first that changes anything is the step.
  std::stable_sort(sums.begin(), sums.end(), [](const Sum45& a, const Sum45& b) { return a.weight < b.weight - 1e-9; });
  // Blocks often give the same cells and number (a row, and that row with a full neighbour): each
  // is worked out once, at its least weight.
  // The key is exact (a packed 64-bit key folded eight cells into too few bits, and in wasm32
  // shifted a 32-bit size by 36), so two different sums are never taken for one.
  std::set<std::vector<int>> tried;
  std::vector<int> key;
  for (const Sum45& s : sums) {
    if (only && *only != s.technique) continue;
    key.assign({s.target, static_cast<int>(s.innies.size())});
    key.insert(key.end(), s.innies.begin(), s.innies.end());
    key.insert(key.end(), s.outies.begin(), s.outies.end());
    if (!tried.insert(key).second) continue;
    if (std::optional<Step> step = apply45(grid, s)) return step;
  }
  return std::nullopt;
}

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int min_cells, int max_cells) {
  return find_rule_of_45(grid, min_cells, max_cells, std::nullopt);
}

}  // namespace grader_detail
}  // namespace dlx
