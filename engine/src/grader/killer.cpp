// The grader's killer techniques (see grader.hpp): what a cage's sum tells, the way killer players
// and SudokuWiki's killer solver reason.
//   cage combination   a cage's cells keep only the digits of fillings (distinct digits making the
//                      sum) that every cell's candidates allow: "cage r1c1–r2c1 (sum 11) can only
//                      be 2+9 or 3+8"
//   cage unit overlap  a digit every such filling holds, whose places in the cage lie in one house,
//                      goes from the rest of that house; and a house's digit whose places all lie
//                      in one cage makes the cage hold it, which drops the fillings without it
//   rule of 45         a "block" of houses (one house of any kind, or 2-3 disjoint rows, columns,
//                      boxes or jigsaw regions side by side) sums to 45 per house (N(N+1)/2). Count
//                      some cages meeting it: the block's empty cells outside them (innies) less
//                      the empty cells of those cages outside it (outies) make a known number, once
//                      placed digits are moved across. Every choice of counted cages that leaves 1-4
//                      such cells is tried: innies alone ("innies", a known sum; of one house they
//                      are a "virtual cage" whose combinations restrict them; one cell is a
//                      placement), outies alone ("outies"), or both ("innie-outie difference": one
//                      innie is so much more than one outie). The cells keep the digits of some
//                      assignment that makes the number (cells sharing a house or cage differ).
// Weights. SE has no killer techniques and HoDoKu no killer solver, so they are placed on SE's
// scale where SudokuWiki's killer solver places them among the classic strategies: it runs cage
// combinations with its basic strategies (beside locked candidates and subsets, SE 2.6-4.0), puts
// "cage unit overlap" "at the start of the more complex strategies" as a kin of intersection removal
// (SE's claiming, 2.8), and splits innies and outies into the "easier-to-spot" single cells and
// the multi-cell ones (its "Innies (2 to 4 cells)") "further down the strategy order"
// (sudokuwiki.org/Innies_and_Outies, /Cage_Unit_Overlap, /Cage_Splitting). So: cage combination
// 2.6 (pointing's weight), cage unit overlap 2.8 (claiming's), a single innie or outie of one house
// 2.8; +0.2 for each further house of the block (more arithmetic to hold); +0.6 for two cells (a sum
// of two unknowns: 3.4, hidden pair's weight), +0.2 for each further cell (3-4 cells: 3.6, 3.8, the
// weights of naked triple and swordfish); +0.2 when innies and outies meet in a difference (one step
// more than a sum; 3.6 at least). Capped at 4.0, so all of them stay in the hard level (2.6-4.0).
// Cages are read by a subset DP over digit masks (2^N states), so these run on boards up to 9x9.
#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

constexpr int kMaxKillerSize = 9;
// Rule-of-45 weights (see the file's opening comment).
constexpr double kBase45 = 2.8;       // one house, one innie or outie cell
constexpr double kUnionStep = 0.2;    // per further house of the union
constexpr double kPairStep = 0.6;     // two unknown cells instead of one (a sum of two unknowns)
constexpr double kCellStep = 0.2;     // each unknown cell beyond two (a 3-4 cell virtual cage)
constexpr double kMixedStep = 0.2;    // innies and outies together: a difference, not a sum
constexpr double kMaxWeight45 = 4.0;  // all of it stays in the hard level (2.6-4.0)
constexpr int kMaxUnknown = 4;        // innie + outie cells a player adds up (SudokuWiki: 2 to 4)

bool killer_grid(const CandidateGrid& grid) { return !grid.rules().cages().empty() && grid.size() <= kMaxKillerSize; }

int mask_sum(DigitMask mask) {
  int sum = 0;
  for (; mask != 0; mask &= mask - 1) sum += lowest_digit(mask);
  return sum;
}

// What a cell may hold: its placed digit, or its candidates.
DigitMask cell_digits(const CandidateGrid& grid, int cell) {
  return grid.value(cell) != 0 ? digit_bit(grid.value(cell)) : grid.candidates(cell);
}

// "2+9 or 3+8"; with more than six, "one of 14 combinations".
std::string combinations_text(const std::vector<DigitMask>& combos) {
  if (combos.size() > 6) return "one of " + std::to_string(combos.size()) + " combinations";
  std::string text;
  for (std::size_t i = 0; i < combos.size(); ++i) {
    if (i > 0) text += i + 1 == combos.size() ? " or " : ", ";
    std::string one;
    for (DigitMask m = combos[i]; m != 0; m &= m - 1) one += (one.empty() ? "" : "+") + std::to_string(lowest_digit(m));
    text += one;
  }
  return text;
}

std::string cage_label(const CandidateGrid& grid, int cage) {
  const Cage& c = grid.rules().cages()[cage];
  return cage_name(grid.shape(), c) + " (sum " + std::to_string(c.sum) + ")";
}

// The candidates a cage's empty cells lose to its fillings (cells in cage order).
Cands fill_losses(const CandidateGrid& grid, const Cage& cage, const CageFill& fill) {
  Cands elims;
  for (std::size_t i = 0; i < cage.cells.size(); ++i) {
    const int cell = cage.cells[i];
    if (grid.value(cell) != 0) continue;
    for (DigitMask m = grid.candidates(cell) & ~fill.allowed[i]; m != 0; m &= m - 1)
      elims.emplace_back(cell, lowest_digit(m));
  }
  return elims;
}

Step killer_step(Technique technique, std::vector<int> cells, std::vector<int> houses, Cands placements, Cands elims,
                 std::string text, Cands proof, std::vector<int> cages, int sum, std::vector<DigitMask> combos) {
  Step step = make_step(technique, std::move(cells), std::move(houses), std::move(placements), std::move(elims),
                        std::move(text), std::move(proof));
  step.cages = std::move(cages);
  step.sum = sum;
  step.combinations = std::move(combos);
  return step;
}

}  // namespace

CageFill cage_fill(const CandidateGrid& grid, const Cage& cage, DigitMask must) {
  // Forward: the digit sets the first i cells can take (distinct, each from its cell's digits);
  // backward: the sets from which the remaining cells can complete a filling of the right sum.
  // A set of i digits determines its sum, so the state is the set alone.
  const int n = grid.size(), k = static_cast<int>(cage.cells.size());
  const std::size_t states = std::size_t{1} << n;
  std::vector<std::vector<char>> forward(k + 1, std::vector<char>(states, 0));
  std::vector<std::vector<char>> backward(k + 1, std::vector<char>(states, 0));
  forward[0][0] = 1;
  for (int i = 0; i < k; ++i) {
    const DigitMask digits = cell_digits(grid, cage.cells[i]);
    for (std::size_t m = 0; m < states; ++m) {
      if (!forward[i][m]) continue;
      for (DigitMask d = digits & ~static_cast<DigitMask>(m); d != 0; d &= d - 1) forward[i + 1][m | (d & -d)] = 1;
    }
  }
  CageFill fill;
  for (std::size_t m = 0; m < states; ++m) {
    const auto mask = static_cast<DigitMask>(m);
    if (forward[k][m] && mask_sum(mask) == cage.sum && (mask & must) == must) {
      backward[k][m] = 1;
      fill.combinations.push_back(mask);
    }
  }
  fill.allowed.assign(k, 0);
  for (int i = k - 1; i >= 0; --i) {
    const DigitMask digits = cell_digits(grid, cage.cells[i]);
    for (std::size_t m = 0; m < states; ++m) {
      if (!forward[i][m]) continue;
      for (DigitMask d = digits & ~static_cast<DigitMask>(m); d != 0; d &= d - 1) {
        const DigitMask bit = d & -d;
        if (!backward[i + 1][m | bit]) continue;
        backward[i][m] = 1;
        fill.allowed[i] |= bit;
      }
    }
  }
  return fill;
}

bool propagate_cages(CandidateGrid& grid) {
  if (grid.size() > kMaxKillerSize) return propagate_singles(grid, true);
  const auto& cages = grid.rules().cages();
  bool changed = true;
  while (changed) {
    if (!propagate_singles(grid, true)) return false;
    changed = false;
    for (const Cage& cage : cages) {
      const CageFill fill = cage_fill(grid, cage);
      if (fill.combinations.empty()) return false;
      for (const auto& [cell, digit] : fill_losses(grid, cage, fill)) {
        grid.eliminate(cell, digit);
        changed = true;
      }
    }
    if (grid.contradiction()) return false;
  }
  return true;
}

std::optional<Step> find_cage_combination(const CandidateGrid& grid) {
  if (!killer_grid(grid)) return std::nullopt;
  const auto& cages = grid.rules().cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    const Cage& cage = cages[k];
    const CageFill fill = cage_fill(grid, cage);
    if (fill.combinations.empty()) continue;  // a broken grid: no claim on it
    Cands elims = fill_losses(grid, cage, fill);
    if (elims.empty()) continue;
    Cands proof;
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
      if (grid.value(cage.cells[i]) == 0) {
        for (DigitMask m = fill.allowed[i]; m != 0; m &= m - 1) proof.emplace_back(cage.cells[i], lowest_digit(m));
      }
    }
    std::string text = "Cage combination: " + cage_label(grid, k) + " can only be " +
                       combinations_text(fill.combinations) + ", so " + losses_text(grid.shape(), elims);
    return killer_step(Technique::cage_combination, cage.cells, {}, {}, std::move(elims), std::move(text),
                       std::move(proof), {k}, cage.sum, fill.combinations);
  }
  return std::nullopt;
}

namespace {

// Type 1: a digit every filling of cage k holds, whose places in the cage lie in one house, goes
// from that house's other cells.
std::optional<Step> overlap_from_cage(const CandidateGrid& grid, int k, const CageFill& fill) {
  const Rules& rules = grid.rules();
  const Cage& cage = rules.cages()[k];
  DigitMask sure = grid.all_digits();
  for (DigitMask c : fill.combinations) sure &= c;
  for (int cell : cage.cells) {
    if (grid.value(cell) != 0) sure &= ~digit_bit(grid.value(cell));
  }
  for (DigitMask m = sure; m != 0; m &= m - 1) {
    const int digit = lowest_digit(m);
    std::vector<int> places;
    for (int cell : cage.cells) {
      if (grid.value(cell) == 0 && grid.has(cell, digit)) places.push_back(cell);
    }
    if (places.empty()) continue;
    for (int h : rules.houses_of(places.front())) {
      const std::vector<int>& house = rules.houses()[h].cells;
      const bool holds_all = std::all_of(places.begin(), places.end(),
                                         [&](int c) { return std::binary_search(house.begin(), house.end(), c); });
      if (!holds_all) continue;
      Cands elims;
      for (int cell : house) {
        if (rules.cage_of(cell) != k && grid.value(cell) == 0 && grid.has(cell, digit)) elims.emplace_back(cell, digit);
      }
      if (elims.empty()) continue;
      const std::string d = std::to_string(digit);
      std::string text = "Cage unit overlap: every combination of " + cage_label(grid, k) + " (" +
                         combinations_text(fill.combinations) + ") holds " + d + ", and the cage's " + d +
                         " can only be in " + rules.house_name(h) + " (" + cells_text(grid.shape(), places) + "), so " +
                         d + " comes out of the rest of " + rules.house_name(h) + ": " +
                         losses_text(grid.shape(), elims);
      return killer_step(Technique::cage_overlap, places, {h}, {}, std::move(elims), std::move(text),
                         candidates_of(grid, places, digit_bit(digit)), {k}, cage.sum, fill.combinations);
    }
  }
  return std::nullopt;
}

// Type 2: a house's digit whose places all lie in cage k: the cage holds it, so only the fillings
// with it count.
std::optional<Step> overlap_from_house(const CandidateGrid& grid, int h) {
  const Rules& rules = grid.rules();
  for (DigitMask m = missing_in(grid, h); m != 0; m &= m - 1) {
    const int digit = lowest_digit(m);
    const std::vector<int> places = cells_with(grid, h, digit);
    if (places.empty()) continue;
    const int k = rules.cage_of(places.front());
    if (k < 0 || !std::all_of(places.begin(), places.end(), [&](int c) { return rules.cage_of(c) == k; })) continue;
    const Cage& cage = rules.cages()[k];
    const CageFill fill = cage_fill(grid, cage, digit_bit(digit));
    if (fill.combinations.empty()) continue;
    Cands elims = fill_losses(grid, cage, fill);
    if (elims.empty()) continue;
    const std::string d = std::to_string(digit);
    std::string text = "Cage unit overlap: in " + rules.house_name(h) + ", " + d + " can only be in " +
                       cage_label(grid, k) + " (" + cells_text(grid.shape(), places) + "), so the cage holds " + d +
                       " and can only be " + combinations_text(fill.combinations) + ": " +
                       losses_text(grid.shape(), elims);
    return killer_step(Technique::cage_overlap, cage.cells, {h}, {}, std::move(elims), std::move(text),
                       candidates_of(grid, places, digit_bit(digit)), {k}, cage.sum, fill.combinations);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_cage_overlap(const CandidateGrid& grid) {
  if (!killer_grid(grid)) return std::nullopt;
  const auto& cages = grid.rules().cages();
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    const CageFill fill = cage_fill(grid, cages[k]);
    if (fill.combinations.empty()) continue;
    if (auto step = overlap_from_cage(grid, k, fill)) return step;
  }
  for (int h = 0; h < static_cast<int>(grid.rules().houses().size()); ++h) {
    if (auto step = overlap_from_house(grid, h)) return step;
  }
  return std::nullopt;
}

namespace {

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
