// The grader's killer techniques (see grader.hpp): what a cage's sum tells, the way killer players
// and SudokuWiki's killer solver reason.
//   cage combination   a cage's cells keep only the digits of fillings (distinct digits making the
//                      sum) that every cell's candidates allow: "cage r1c1–r2c1 (sum 11) can only
//                      be 2+9 or 3+8"
//   cage unit overlap  a digit every such filling holds, whose places in the cage lie in one house,
//                      goes from the rest of that house; and a house's digit whose places all lie
//                      in one cage makes the cage hold it, which drops the fillings without it
//   rule of 45         the houses of a union (one house, or 2-3 adjacent rows or columns) sum to
//                      45 each (N(N+1)/2); less the cages wholly inside and the placed digits, the
//                      1-2 cells left (innies) make a known sum; or the cages covering the union,
//                      less the union, leave 1-2 cells outside (outies) with a known sum
// Weights. SE has no killer techniques and HoDoKu no killer solver, so they are placed on SE's
// scale where SudokuWiki's killer solver places them among the classic strategies: it runs cage
// combinations with its basic strategies (beside locked candidates and subsets, SE 2.6-4.0), puts
// "cage unit overlap" "at the start of the more complex strategies" as a kin of intersection removal
// (SE's claiming, 2.8), and splits innies and outies into the "easier-to-spot" single cells and
// the multi-cell ones "further down the strategy order" (sudokuwiki.org/Innies_and_Outies,
// /Cage_Unit_Overlap). So: cage combination 2.6 (pointing's weight), cage unit overlap 2.8
// (claiming's), a single innie or outie of one house 2.8, +0.2 for each further row or column of
// the union (more arithmetic to hold), +0.6 for two cells (a sum of two unknowns: 3.4, hidden
// pair's weight, to 3.8). All of them stay in the hard level's range (2.6-4.0).
// Cages are read by a subset DP over digit masks (2^N states), so these run on boards up to 9x9.
#include <algorithm>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

constexpr int kMaxKillerSize = 9;
constexpr double kUnionStep = 0.2;  // per further row or column of a rule-of-45 union
constexpr double kPairStep = 0.6;   // two innie or outie cells instead of one

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

// A union of houses for the rule of 45: one house, or 2-3 adjacent rows or columns.
struct Union {
  std::vector<int> houses;
  std::string name;  // "row 3", "rows 1–2", "box 5"
};

std::vector<Union> unions_of(const Rules& rules) {
  std::vector<Union> out;
  const auto& houses = rules.houses();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) out.push_back({{h}, rules.house_name(h)});
  for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
    std::vector<int> lines;
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind == kind) lines.push_back(h);
    }
    for (int span = 2; span <= 3; ++span) {
      for (int first = 0; first + span <= static_cast<int>(lines.size()); ++first) {
        Union u;
        for (int i = 0; i < span; ++i) u.houses.push_back(lines[first + i]);
        u.name = std::string(kind == HouseKind::row ? "rows " : "columns ") + std::to_string(first + 1) + "–" +
                 std::to_string(first + span);
        out.push_back(std::move(u));
      }
    }
  }
  return out;
}

// What the rule of 45 says about one union: the unknown innie or outie cells and their total.
struct Sum45 {
  Technique technique;
  std::vector<int> cells;  // the 1-2 empty cells whose sum is known
  int target = 0;
  std::vector<int> cages;  // the cages counted
  int cage_total = 0;      // their sums
  int placed_total = 0;    // placed digits subtracted besides the cages
};

// Innies: the union less the cages wholly inside it. Outies: the cages meeting the union, beyond
// it (every cell of the union must be in one of them or placed).
std::optional<Sum45> sum45(const CandidateGrid& grid, const Union& u, bool outies, std::vector<char>& in) {
  const Rules& rules = grid.rules();
  const int n = grid.size();
  const int total = static_cast<int>(u.houses.size()) * n * (n + 1) / 2;
  std::fill(in.begin(), in.end(), 0);
  std::vector<int> cells;
  for (int h : u.houses) {
    for (int c : rules.houses()[h].cells) {
      if (!in[c]) cells.push_back(c);
      in[c] = 1;
    }
  }
  Sum45 s{outies ? Technique::outies : Technique::innies, {}, 0, {}, 0, 0};
  std::vector<char> counted(rules.cages().size(), 0);
  for (int c : cells) {
    const int k = rules.cage_of(c);
    if (k < 0 || counted[k]) continue;
    const Cage& cage = rules.cages()[k];
    const bool inside = std::all_of(cage.cells.begin(), cage.cells.end(), [&](int x) { return in[x] != 0; });
    if (!outies && !inside) continue;
    counted[k] = 1;
    s.cages.push_back(k);
    s.cage_total += cage.sum;
  }
  std::sort(s.cages.begin(), s.cages.end());
  if (!outies) {
    // The union's cells outside the counted cages: placed ones are known, the rest are the innies.
    for (int c : cells) {
      const int k = rules.cage_of(c);
      if (k >= 0 && counted[k]) continue;
      if (grid.value(c) != 0) {
        s.placed_total += grid.value(c);
      } else {
        s.cells.push_back(c);
      }
    }
    s.target = total - s.cage_total - s.placed_total;
  } else {
    int uncaged_placed = 0;
    for (int c : cells) {
      if (rules.cage_of(c) >= 0) continue;
      if (grid.value(c) == 0) return std::nullopt;  // an uncaged empty cell: no outie sum
      uncaged_placed += grid.value(c);
    }
    for (int k : s.cages) {
      for (int c : rules.cages()[k].cells) {
        if (in[c]) continue;
        if (grid.value(c) != 0) {
          s.placed_total += grid.value(c);
        } else {
          s.cells.push_back(c);
        }
      }
    }
    std::sort(s.cells.begin(), s.cells.end());
    // cages = union - uncaged placed + outies, so outies = cages - union + uncaged placed.
    s.target = s.cage_total - total + uncaged_placed - s.placed_total;
    s.placed_total -= uncaged_placed;
  }
  return s;
}

std::string sum45_text(const CandidateGrid& grid, const Union& u, const Sum45& s, const std::string& conclusion) {
  const int n = grid.size();
  const int total = static_cast<int>(u.houses.size()) * n * (n + 1) / 2;
  std::string cages;
  for (int k : s.cages) cages += (cages.empty() ? "" : ", ") + cage_name(grid.shape(), grid.rules().cages()[k]);
  const std::string who = s.cells.size() == 1
                              ? "the " + std::string(s.technique == Technique::innies ? "innie " : "outie ") +
                                    cell_name(grid.shape(), s.cells[0]) + " is "
                              : std::string(s.technique == Technique::innies ? "the innies " : "the outies ") +
                                    cells_text(grid.shape(), s.cells) + " add up to ";
  std::string text =
      "Rule of 45: " + u.name + " add" + (u.houses.size() == 1 ? "s" : "") + " up to " + std::to_string(total) + "; ";
  if (s.technique == Technique::innies) {
    text += "the cages wholly inside (" + cages + ") add up to " + std::to_string(s.cage_total);
    if (s.placed_total != 0) text += " and the placed digits outside them to " + std::to_string(s.placed_total);
  } else {
    text += "the cages covering it (" + cages + ") add up to " + std::to_string(s.cage_total);
    if (s.placed_total != 0) text += ", less placed digits outside it worth " + std::to_string(s.placed_total);
  }
  return text + ", so " + who + std::to_string(s.target) + conclusion;
}

// The step a known sum makes, if it changes anything.
std::optional<Step> apply45(const CandidateGrid& grid, const Union& u, const Sum45& s) {
  const double w = weight(s.technique) + kUnionStep * static_cast<double>(u.houses.size() - 1) +
                   (s.cells.size() == 2 ? kPairStep : 0.0);
  std::vector<int> houses = u.houses;
  if (s.cells.size() == 1) {
    const int cell = s.cells[0];
    if (s.target < 1 || s.target > grid.size() || !grid.has(cell, s.target)) return std::nullopt;  // broken grid
    if (grid.candidates(cell) == digit_bit(s.target)) return std::nullopt;  // a naked single already
    Step step = killer_step(s.technique, s.cells, std::move(houses), {{cell, s.target}}, {}, sum45_text(grid, u, s, ""),
                            {{cell, s.target}}, s.cages, s.target, {});
    step.weight = w;
    return step;
  }
  const int a = s.cells[0], b = s.cells[1];
  const bool distinct = sees(grid, a, b);
  DigitMask keep_a = 0, keep_b = 0;
  std::vector<DigitMask> pairs;
  for (DigitMask ma = grid.candidates(a); ma != 0; ma &= ma - 1) {
    const int da = lowest_digit(ma), db = s.target - da;
    if (db < 1 || db > grid.size() || !grid.has(b, db) || (distinct && da == db)) continue;
    keep_a |= digit_bit(da);
    keep_b |= digit_bit(db);
    const DigitMask pair = digit_bit(da) | digit_bit(db);
    if (std::find(pairs.begin(), pairs.end(), pair) == pairs.end()) pairs.push_back(pair);
  }
  if (keep_a == 0) return std::nullopt;  // broken grid
  Cands elims;
  for (DigitMask m = grid.candidates(a) & ~keep_a; m != 0; m &= m - 1) elims.emplace_back(a, lowest_digit(m));
  for (DigitMask m = grid.candidates(b) & ~keep_b; m != 0; m &= m - 1) elims.emplace_back(b, lowest_digit(m));
  if (elims.empty()) return std::nullopt;
  std::sort(pairs.begin(), pairs.end());
  std::string conclusion =
      ", which only " + combinations_text(pairs) + " can make: " + losses_text(grid.shape(), elims);
  Cands proof = candidates_of(grid, {a}, keep_a);
  Cands more = candidates_of(grid, {b}, keep_b);
  proof.insert(proof.end(), more.begin(), more.end());
  Step step = killer_step(s.technique, s.cells, std::move(houses), {}, std::move(elims),
                          sum45_text(grid, u, s, conclusion), std::move(proof), s.cages, s.target, std::move(pairs));
  step.weight = w;
  return step;
}

}  // namespace

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int cells, std::optional<Technique> only) {
  if (!killer_grid(grid)) return std::nullopt;
  const Rules& rules = grid.rules();
  std::vector<char> in(grid.shape().cell_count(), 0);
  std::optional<Step> best;
  for (const Union& u : unions_of(rules)) {
    for (bool outies : {false, true}) {
      const Technique t = outies ? Technique::outies : Technique::innies;
      if (only && *only != t) continue;
      const std::optional<Sum45> s = sum45(grid, u, outies, in);
      if (!s || static_cast<int>(s->cells.size()) != cells) continue;
      std::optional<Step> step = apply45(grid, u, *s);
      if (step && (!best || step->weight < best->weight - 1e-9)) best = std::move(step);
    }
  }
  return best;
}

std::optional<Step> find_rule_of_45(const CandidateGrid& grid, int cells) {
  return find_rule_of_45(grid, cells, std::nullopt);
}

}  // namespace grader_detail
}  // namespace dlx
