// The grader's teaching chains (see grader.hpp): simple colouring and XY-chains, named patterns a
// hint can show when they are lighter than the rated step; SE finds the same eliminations as
// cycles and forcing chains (grader/cycles.cpp), which set the score. Each finder returns the
// shortest chains that eliminate something (breadth-first search), so the step's weight, which
// grows with the chain's length, does not depend on the scan order or on how the grid is turned.
// Siblings: grader/wings.cpp (the three-cell chains), grader/chaining.hpp (the rated chains).
#include <algorithm>
#include <cmath>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

namespace {

using Elims = Cands;

double chain_weight(Technique technique, int nodes) {
  const double w = std::round((weight(technique) + length_bonus(nodes)) * 10.0) / 10.0;
  return std::min(w, 8.9);  // a logical step stays below the guessing band (grader.hpp)
}

// The cells other than `ends` that hold `digit` and see both ends, ascending.
Elims seeing_both(const CandidateGrid& grid, int a, int b, int digit) {
  Elims elims;
  for (int c : grid.rules().peers(a)) {
    if (c != b && grid.has(c, digit) && sees(grid, c, b)) elims.emplace_back(c, digit);
  }
  return elims;
}

std::string losses(const Shape& shape, const Elims& elims, int digit) {
  std::vector<int> cells;
  for (const auto& e : elims) cells.push_back(e.first);
  return cells_text(shape, cells) + (cells.size() == 1 ? " cannot be " : " cannot hold ") + std::to_string(digit);
}

// Cells holding `digit` linked by conjugate pairs (houses where the digit has two places).
struct StrongLinks {
  std::vector<std::vector<int>> next;   // per cell: the other cell of each conjugate pair
  std::vector<std::vector<int>> house;  // per cell: the house of each of those pairs
};

StrongLinks strong_links(const CandidateGrid& grid, int digit) {
  const int cells = grid.shape().cell_count();
  StrongLinks links{std::vector<std::vector<int>>(cells), std::vector<std::vector<int>>(cells)};
  for (int h = 0; h < static_cast<int>(grid.rules().houses().size()); ++h) {
    const std::uint32_t at = grid.positions(h, digit);
    if (popcount(at) != 2) continue;
    const int a = cell_at_bit(grid, h, at), b = cell_at_bit(grid, h, at & (at - 1));
    if (std::find(links.next[a].begin(), links.next[a].end(), b) != links.next[a].end()) continue;
    links.next[a].push_back(b);
    links.house[a].push_back(h);
    links.next[b].push_back(a);
    links.house[b].push_back(h);
  }
  return links;
}

// One cluster's colouring: cells in breadth-first order from its smallest cell, colours 0/1.
std::optional<Step> colour_cluster(const CandidateGrid& grid, int digit, const StrongLinks& links, int root,
                                   std::vector<int>& colour) {
  std::vector<int> cluster = {root}, houses;
  colour[root] = 0;
  for (std::size_t i = 0; i < cluster.size(); ++i) {
    const int c = cluster[i];
    for (std::size_t k = 0; k < links.next[c].size(); ++k) {
      houses.push_back(links.house[c][k]);
      const int n = links.next[c][k];
      if (colour[n] >= 0) continue;
      colour[n] = 1 - colour[c];
      cluster.push_back(n);
    }
  }
  if (cluster.size() < 3) return std::nullopt;  // one conjugate pair: locked candidates cover it
  std::sort(houses.begin(), houses.end());
  houses.erase(std::unique(houses.begin(), houses.end()), houses.end());
  const Shape& shape = grid.shape();
  const std::string d = std::to_string(digit);
  Elims elims;
  std::string why;
  // Wrap: two cells of one colour see each other, so that colour is false everywhere.
  for (std::size_t i = 0; i < cluster.size() && elims.empty(); ++i) {
    for (std::size_t j = i + 1; j < cluster.size(); ++j) {
      if (colour[cluster[i]] != colour[cluster[j]] || !sees(grid, cluster[i], cluster[j])) continue;
      for (int c : cluster) {
        if (colour[c] == colour[cluster[i]]) elims.emplace_back(c, digit);
      }
      why = cell_name(shape, cluster[i]) + " and " + cell_name(shape, cluster[j]) +
            " share a colour and see each other, so that colour cannot be " + d + ": ";
      break;
    }
  }
  // Trap: a cell outside the cluster that sees both colours.
  if (elims.empty()) {
    for (int c = 0; c < shape.cell_count(); ++c) {
      if (colour[c] >= 0 || !grid.has(c, digit)) continue;
      bool seen[2] = {false, false};
      for (int x : cluster) {
        if (sees(grid, c, x)) seen[colour[x]] = true;
      }
      if (seen[0] && seen[1]) elims.emplace_back(c, digit);
    }
    why = "one of the two colours is " + d + ", and ";
  }
  if (elims.empty()) return std::nullopt;
  std::sort(elims.begin(), elims.end());
  std::vector<int> groups[2];
  for (int c : cluster) groups[colour[c]].push_back(c);
  std::string text = "Simple colouring on " + d + ": conjugate pairs colour " + cells_text(shape, groups[0]) +
                     " one way and " + cells_text(shape, groups[1]) + " the other; " + why +
                     losses(shape, elims, digit) + (why[0] == 'o' ? " (they see both colours)" : "");
  Step step = make_step(Technique::simple_colouring, cluster, houses, {}, elims, std::move(text),
                        candidates_of(grid, cluster, digit_bit(digit)));
  for (int c : cluster) step.colours.push_back(colour[c]);
  // The conjugate pairs that coloured the cluster, each once: one of the two cells holds the digit.
  for (std::size_t i = 0; i < cluster.size(); ++i) {
    for (int n : links.next[cluster[i]]) {
      const auto j = static_cast<std::size_t>(std::find(cluster.begin(), cluster.end(), n) - cluster.begin());
      if (j > i) step.links.push_back({static_cast<int>(i), static_cast<int>(j), LinkKind::strong});
    }
  }
  return step;
}

// A chain found by breadth-first search: its nodes in order (cell, digit) and what it removes.
struct Chain {
  Cands nodes;
  Elims elims;
};

// Every shortest XY-chain from bivalue `start` whose end digit is `z`: start's z is off, its other
// digit on, each next cell (bivalue, seeing the last) turns off the digit just made true.
std::vector<Chain> xy_chains_from(const CandidateGrid& grid, int start, int z, std::size_t limit) {
  const int n = grid.size();
  const auto bivalue = [&](int c) { return grid.value(c) == 0 && popcount(grid.candidates(c)) == 2; };
  // State cell * N + (on digit - 1).
  std::vector<int> parent(grid.shape().cell_count() * n, -2), length(grid.shape().cell_count() * n, 0);
  const int first = start * n + lowest_digit(grid.candidates(start) & ~digit_bit(z)) - 1;
  std::vector<int> queue = {first};
  std::vector<Chain> found;
  parent[first] = -1;
  length[first] = 1;
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const int state = queue[q], cell = state / n, on = state % n + 1;
    if (static_cast<std::size_t>(2 * (length[state] + 1)) > limit) break;
    for (int p : grid.rules().peers(cell)) {
      if (!bivalue(p) || !grid.has(p, on)) continue;
      const int next_on = lowest_digit(grid.candidates(p) & ~digit_bit(on));
      const int next = p * n + next_on - 1;
      if (parent[next] != -2) continue;
      parent[next] = state;
      length[next] = length[state] + 1;
      queue.push_back(next);
      if (next_on != z || p == start || length[next] < 3) continue;
      Elims elims = seeing_both(grid, start, p, z);
      if (elims.empty()) continue;
      Chain chain;
      for (int s = next; s >= 0; s = parent[s]) {
        const int c = s / n, d = s % n + 1;
        chain.nodes.emplace_back(c, d);
        chain.nodes.emplace_back(c, lowest_digit(grid.candidates(c) & ~digit_bit(d)));
      }
      std::reverse(chain.nodes.begin(), chain.nodes.end());
      chain.elims = std::move(elims);
      limit = chain.nodes.size();
      found.push_back(std::move(chain));
    }
  }
  return found;
}

// Keeps the shortest chains of `more` and `all` together in `all`.
void keep_shortest(std::vector<Chain>& all, std::vector<Chain> more) {
  if (more.empty()) return;
  if (!all.empty() && more.front().nodes.size() > all.front().nodes.size()) return;
  if (!all.empty() && more.front().nodes.size() < all.front().nodes.size()) all.clear();
  for (Chain& chain : more) all.push_back(std::move(chain));
}

std::string chain_text(const Shape& shape, const Cands& nodes) {
  std::string text;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (i > 0) text += i % 2 == 1 ? " = " : " - ";
    text += cell_name(shape, nodes[i].first) + "(" + std::to_string(nodes[i].second) + ")";
  }
  return text;
}

Step chain_step(const CandidateGrid& grid, Technique technique, Chain chain) {
  const Shape& shape = grid.shape();
  std::vector<int> cells;
  for (const auto& node : chain.nodes) {
    if (cells.empty() || cells.back() != node.first) cells.push_back(node.first);
  }
  const auto& first = chain.nodes.front();
  const auto& last = chain.nodes.back();
  const int z = first.second;
  std::string text =
      std::string(technique == Technique::x_chain ? "X-chain on " + std::to_string(z) : std::string("XY-chain")) +
      ": " + chain_text(shape, chain.nodes) + " (= forces the next candidate true, - false); if " +
      cell_name(shape, first.first) + " is not " + std::to_string(z) + ", " + cell_name(shape, last.first) +
      " is, so " + losses(shape, chain.elims, z);
  Step step = make_step(technique, cells, {}, {}, chain.elims, std::move(text), chain.nodes);
  // Truth values alternate from the first candidate (false); false -> true is a strong link
  // (conjugate pair, bivalue cell), true -> false a weak one (same house, same cell).
  for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
    step.colours.push_back(static_cast<int>(i % 2));
    if (i > 0) {
      step.links.push_back(
          {static_cast<int>(i - 1), static_cast<int>(i), i % 2 == 1 ? LinkKind::strong : LinkKind::weak});
    }
  }
  step.weight = chain_weight(technique, static_cast<int>(chain.nodes.size()));
  return step;
}

}  // namespace

std::vector<Step> find_simple_colourings(const CandidateGrid& grid) {
  const int cells = grid.shape().cell_count();
  std::vector<Step> steps;
  for (int digit = 1; digit <= grid.size(); ++digit) {
    const StrongLinks links = strong_links(grid, digit);
    std::vector<int> colour(cells, -1);
    for (int root = 0; root < cells; ++root) {
      if (colour[root] >= 0 || links.next[root].empty()) continue;
      if (auto step = colour_cluster(grid, digit, links, root, colour)) steps.push_back(std::move(*step));
    }
  }
  return steps;
}

std::vector<Step> find_xy_chains(const CandidateGrid& grid) {
  std::vector<Chain> best;
  const std::size_t limit = static_cast<std::size_t>(grid.shape().cell_count());
  for (int start = 0; start < grid.shape().cell_count(); ++start) {
    if (grid.value(start) != 0 || popcount(grid.candidates(start)) != 2) continue;
    for (DigitMask m = grid.candidates(start); m != 0; m &= m - 1) {
      keep_shortest(best,
                    xy_chains_from(grid, start, lowest_digit(m), best.empty() ? limit : best.front().nodes.size()));
    }
  }
  std::vector<Step> steps;
  for (Chain& chain : best) steps.push_back(chain_step(grid, Technique::xy_chain, std::move(chain)));
  return steps;
}

}  // namespace grader_detail
}  // namespace dlx
