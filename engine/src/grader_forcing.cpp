// Grader forcing steps (see grader.hpp): an assumption is propagated with singles, in waves (every
// single of the current position at once), on a copy of the grid. A forcing chain is an
// assumption whose waves end in a contradiction; a forcing net is a bivalue cell both of whose
// branches force the same placement or elimination. The length of a step is the number of placements its waves make,
// which does not depend on scan order, so its weight is the same however the grid is turned or relabelled. Bounded
// (below): branches only from bivalue cells, a few placements deep, singles only inside. Siblings: grader_chains.cpp
// (static chains), grader_singles.cpp (the singles themselves).
#include <algorithm>
#include <cmath>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// The bounds that keep these steps something a person can follow, and leave the rest to guessing
// (diabolical): a forcing chain starts from a bivalue cell and reaches its contradiction within
// kChainPlacements placements; a forcing net branches on the two candidates of a bivalue cell and
// each branch reaches the common conclusion within kNetPlacements placements, its assumption
// included (so 3 forced placements).
constexpr int kChainPlacements = 8;
constexpr int kNetPlacements = 4;

// What one assumption led to: the placements in wave order, and per wave the running count.
struct Branch {
  Cands assumed_and_placed;         // the assumption first, then every placement
  std::vector<int> placed_by_wave;  // placements made up to and including wave w (the assumption counts)
  std::vector<int> placed_wave;     // per cell: the wave that placed it, -1 if none
  std::vector<int> gone_wave;       // per cell * N + digit - 1: the wave that removed it, -1 if none
  bool contradiction = false;
  std::string contradiction_text;
  CandidateGrid grid;
};

// The singles of the current position: naked singles, then hidden singles, each once.
Cands wave_singles(const CandidateGrid& g) {
  Cands singles;
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    const DigitMask m = g.candidates(c);
    if (g.value(c) == 0 && m != 0 && (m & (m - 1)) == 0) singles.emplace_back(c, lowest_digit(m));
  }
  for (int h = 0; h < static_cast<int>(g.rules().houses().size()); ++h) {
    for (DigitMask missing = missing_in(g, h); missing != 0; missing &= missing - 1) {
      const int d = lowest_digit(missing);
      const std::uint32_t at = g.positions(h, d);
      if (popcount(at) != 1) continue;
      const std::pair<int, int> single(cell_at_bit(g, h, at), d);
      if (std::find(singles.begin(), singles.end(), single) == singles.end()) singles.push_back(single);
    }
  }
  return singles;
}

std::string contradiction_of(const CandidateGrid& g) {
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    if (g.value(c) == 0 && g.candidates(c) == 0) return cell_name(g.shape(), c) + " would have no candidate left";
  }
  for (int h = 0; h < static_cast<int>(g.rules().houses().size()); ++h) {
    for (DigitMask missing = missing_in(g, h); missing != 0; missing &= missing - 1) {
      if (g.positions(h, lowest_digit(missing)) == 0) {
        return std::to_string(lowest_digit(missing)) + " would have no place in " + g.rules().house_name(h);
      }
    }
  }
  return "two cells of one house would need the same digit";
}

// Records which candidates wave w removed (comparing with `before`).
void note_wave(Branch& b, const std::vector<DigitMask>& before, int wave) {
  const int n = b.grid.size();
  for (int c = 0; c < b.grid.shape().cell_count(); ++c) {
    if (b.grid.value(c) != 0 && b.placed_wave[c] < 0) b.placed_wave[c] = wave;
    // A placed cell loses every candidate, but its own digit is placed, not removed.
    const DigitMask kept = b.grid.candidates(c) | (b.grid.value(c) != 0 ? digit_bit(b.grid.value(c)) : 0);
    for (DigitMask gone = before[c] & ~kept; gone != 0; gone &= gone - 1) {
      b.gone_wave[c * n + lowest_digit(gone) - 1] = wave;
    }
  }
}

// Assumes (cell, digit) and runs waves until a contradiction, a fixpoint, or more than
// `max_placed` placements (then the branch is cut short: it cannot beat a shorter one).
Branch run_branch(const CandidateGrid& start, int cell, int digit, int max_placed) {
  const int cells = start.shape().cell_count();
  Branch b{
      {{cell, digit}}, {}, std::vector<int>(cells, -1), std::vector<int>(cells * start.size(), -1), false, "", start};
  std::vector<DigitMask> before(cells);
  for (int c = 0; c < cells; ++c) before[c] = b.grid.candidates(c);
  b.grid.place(cell, digit);
  b.placed_by_wave.push_back(1);
  note_wave(b, before, 0);
  for (int wave = 1; !b.grid.solved(); ++wave) {
    if (b.grid.contradiction()) break;
    const Cands singles = wave_singles(b.grid);
    if (singles.empty()) return b;
    for (int c = 0; c < cells; ++c) before[c] = b.grid.candidates(c);
    for (const auto& [c, d] : singles) {
      if (b.grid.value(c) != 0 || !b.grid.has(c, d)) {
        b.contradiction = true;  // two singles of one wave claim one cell, or one digit twice in a house
        b.contradiction_text = "two singles would clash at " + cell_name(b.grid.shape(), c);
      } else {
        b.grid.place(c, d);
      }
      b.assumed_and_placed.emplace_back(c, d);
    }
    b.placed_by_wave.push_back(static_cast<int>(b.assumed_and_placed.size()));
    note_wave(b, before, wave);
    if (b.contradiction) return b;
    if (b.placed_by_wave.back() > max_placed) return b;
  }
  if (b.grid.contradiction()) {
    b.contradiction = true;
    b.contradiction_text = contradiction_of(b.grid);
  }
  return b;
}

double forcing_weight(Technique technique, int nodes) {
  const double w = std::round((weight(technique) + length_bonus(nodes)) * 10.0) / 10.0;
  return std::min(w, 8.9);
}

std::string placements_text(const Shape& shape, const Cands& placed, std::size_t from, std::size_t count) {
  std::string text;
  for (std::size_t i = from; i < placed.size() && i < from + count; ++i) {
    if (!text.empty()) text += ", ";
    text += cell_name(shape, placed[i].first) + "=" + std::to_string(placed[i].second);
  }
  return text;
}

// The choices of one branching point: a bivalue cell's two candidates.
struct Fork {
  Cands choices;
};

std::vector<Fork> forks_of(const CandidateGrid& grid) {
  std::vector<Fork> forks;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) == 0 && popcount(grid.candidates(c)) == 2) {
      forks.push_back({candidates_of(grid, {c}, grid.all_digits())});
    }
  }
  return forks;
}

// The wave at which a branch reached conclusion (cell, digit, place): placed it, or removed it.
int wave_of(const Branch& b, int cell, int digit, bool place, int n) {
  if (place) return b.grid.value(cell) == digit ? b.placed_wave[cell] : -1;
  return b.gone_wave[cell * n + digit - 1];
}

}  // namespace

namespace {

Step forcing_chain_step(const CandidateGrid& grid, const Branch& branch) {
  const Shape& shape = grid.shape();
  const auto [cell, digit] = branch.assumed_and_placed.front();
  const std::size_t forced = branch.assumed_and_placed.size() - 1;
  std::string text = "Forcing chain: if " + cell_name(shape, cell) + " were " + std::to_string(digit) + ", singles";
  text += forced == 0 ? " would follow at once"
                      : " would force " + placements_text(shape, branch.assumed_and_placed, 1, 12);
  if (forced > 12) text += " and " + std::to_string(forced - 12) + " more";
  text +=
      ", and then " + branch.contradiction_text + "; so " + cell_name(shape, cell) + " is not " + std::to_string(digit);
  std::vector<int> chain_cells;
  for (const auto& node : branch.assumed_and_placed) chain_cells.push_back(node.first);
  Step step = make_step(Technique::forcing_chain, chain_cells, {}, {}, {{cell, digit}}, std::move(text),
                        branch.assumed_and_placed);
  step.colours.assign(step.candidates.size(), 1);
  // Every placement follows from the assumption by singles (the waves do not keep which earlier
  // placement made each single, so each is linked to the assumption itself).
  for (std::size_t i = 1; i < step.candidates.size(); ++i) step.links.push_back({0, static_cast<int>(i), LinkKind::implies});
  step.weight = forcing_weight(Technique::forcing_chain, static_cast<int>(branch.assumed_and_placed.size()));
  return step;
}

// A net's conclusion: (cell, digit) placed or removed in every branch of one fork, at `cost`.
struct Conclusion {
  int cost;
  std::size_t fork;
  int cell, digit;
  bool place;
};

Step forcing_net_step(const CandidateGrid& grid, const Fork& fork, const std::vector<Branch>& branches,
                      const Conclusion& best) {
  const Shape& shape = grid.shape();
  const int n = grid.size();
  Cands proof;
  std::vector<int> colours, chain_cells;
  std::vector<Link> links;  // each branch: its assumption -> each placement it forces
  std::string text =
      "Forcing net: " + cell_name(shape, fork.choices.front().first) + " is " + std::to_string(fork.choices[0].second);
  for (std::size_t i = 1; i < fork.choices.size(); ++i) text += " or " + std::to_string(fork.choices[i].second);
  text += ". ";
  const std::string conclusion =
      cell_name(shape, best.cell) + (best.place ? " is " : " is not ") + std::to_string(best.digit);
  for (std::size_t i = 0; i < branches.size(); ++i) {
    const Branch& b = branches[i];
    const int w = wave_of(b, best.cell, best.digit, best.place, n);
    const std::size_t used = static_cast<std::size_t>(b.placed_by_wave[w]);
    const auto& [c, d] = b.assumed_and_placed.front();
    text += "If " + cell_name(shape, c) + "=" + std::to_string(d);
    if (used > 1) {
      text += ", singles force " + placements_text(shape, b.assumed_and_placed, 1, std::min<std::size_t>(used - 1, 8));
    }
    if (used > 9) text += " and " + std::to_string(used - 9) + " more";
    text += ", so " + conclusion + ". ";
    const int root = static_cast<int>(proof.size());
    for (std::size_t k = 0; k < used; ++k) {
      if (k > 0) links.push_back({root, static_cast<int>(proof.size()), LinkKind::implies});
      proof.push_back(b.assumed_and_placed[k]);
      colours.push_back(1);  // every candidate of a branch is placed (true) under its assumption
      chain_cells.push_back(b.assumed_and_placed[k].first);
    }
  }
  text += "Either way, " + conclusion;
  std::sort(chain_cells.begin(), chain_cells.end());
  chain_cells.erase(std::unique(chain_cells.begin(), chain_cells.end()), chain_cells.end());
  Cands placements, elims;
  (best.place ? placements : elims).emplace_back(best.cell, best.digit);
  Step step = make_step(Technique::forcing_net, chain_cells, {}, placements, elims, std::move(text), std::move(proof));
  step.colours = std::move(colours);
  step.links = std::move(links);
  step.weight = forcing_weight(Technique::forcing_net, best.cost);
  return step;
}

}  // namespace

std::vector<Step> find_forcing_chains(const CandidateGrid& grid) {
  std::vector<Branch> best;  // every contradiction of the least length
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) != 0 || popcount(grid.candidates(c)) != 2) continue;
    for (DigitMask m = grid.candidates(c); m != 0; m &= m - 1) {
      // The assumption and at most kChainPlacements placements; no longer than the best so far.
      const int most = best.empty() ? kChainPlacements + 1 : static_cast<int>(best.front().assumed_and_placed.size());
      Branch b = run_branch(grid, c, lowest_digit(m), most);
      if (!b.contradiction || static_cast<int>(b.assumed_and_placed.size()) > most) continue;
      if (!best.empty() && b.assumed_and_placed.size() < best.front().assumed_and_placed.size()) best.clear();
      best.push_back(std::move(b));
    }
  }
  std::vector<Step> steps;
  for (const Branch& b : best) steps.push_back(forcing_chain_step(grid, b));
  return steps;
}

std::vector<Step> find_forcing_nets(const CandidateGrid& grid) {
  const int n = grid.size(), cells = grid.shape().cell_count();
  const std::vector<Fork> forks = forks_of(grid);
  std::vector<std::vector<Branch>> branches(forks.size());
  std::vector<Conclusion> best;  // every conclusion of the least cost
  for (std::size_t f = 0; f < forks.size(); ++f) {
    bool broken = false;
    for (const auto& [c, d] : forks[f].choices) {
      branches[f].push_back(run_branch(grid, c, d, kNetPlacements));
      broken = broken || branches[f].back().contradiction;
    }
    if (broken) continue;  // a contradiction is a forcing chain, found (and taken) before any net
    // Every placement and elimination all branches agree on, costed by the placements summed over
    // the branches up to where each reached it.
    for (int c = 0; c < cells; ++c) {
      if (grid.value(c) != 0) continue;
      for (DigitMask m = grid.candidates(c); m != 0; m &= m - 1) {
        const int d = lowest_digit(m);
        for (bool place : {true, false}) {
          int cost = 0;
          for (const Branch& b : branches[f]) {
            const int w = wave_of(b, c, d, place, n);
            if (w < 0 || b.placed_by_wave[w] > kNetPlacements) {
              cost = -1;
              break;
            }
            cost += b.placed_by_wave[w];
          }
          if (cost < 0 || (!best.empty() && cost > best.front().cost)) continue;
          if (!best.empty() && cost < best.front().cost) best.clear();
          best.push_back({cost, f, c, d, place});
        }
      }
    }
  }
  std::vector<Step> steps;
  for (const Conclusion& c : best) steps.push_back(forcing_net_step(grid, forks[c.fork], branches[c.fork], c));
  return steps;
}

}  // namespace grader_detail
}  // namespace dlx
