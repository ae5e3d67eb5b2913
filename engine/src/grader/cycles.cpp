// SE's "forcing chains & cycles" producer (see grader/chaining.hpp): static chains from one
// candidate. A bidirectional cycle returns to its start through at least four links and removes
// the candidates that see both an "on" of one direction and an "on" of the other; a forcing chain
// is a candidate whose assumption (true or false) implies its own opposite. Three passes, as SE
// makes them: house links only (x-cycles, X-chains), cell links only (y-cycles), both (xy-cycles,
// forcing chains). Siblings: grader/implications.cpp (the searches), grader/forcing.cpp.
#include <algorithm>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// SE's CycleHint: the cycle's potentials from its end back to its start (first parents), the cells
// it passes, and the candidates outside it that see an on-potential of both directions.
std::optional<ChainHint> cycle_hint(const Chainer& chainer, int end, bool y, bool x) {
  const Graph& graph = chainer.graph();
  const CandidateGrid& grid = chainer.grid();
  std::vector<int> path;  // end ... first node after the start (the start itself has no parents)
  for (int k = end; graph.nodes[k].parents_count > 0; k = graph.parents(k)[0]) path.push_back(k);
  std::vector<int> cells;
  for (int k : path) {
    if (std::find(cells.begin(), cells.end(), graph.nodes[k].cell) == cells.end()) cells.push_back(graph.nodes[k].cell);
  }
  Cands forward, backward;
  for (int k : path) {
    const Potential& p = graph.nodes[k];
    for (int c : grid.rules().peers(p.cell)) {
      if (!grid.has(c, p.digit) || std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
      Cands& list = p.on ? forward : backward;
      if (std::find(list.begin(), list.end(), std::make_pair(c, p.digit)) == list.end()) list.emplace_back(c, p.digit);
    }
  }
  ChainHint hint;
  for (const auto& e : forward) {
    if (std::find(backward.begin(), backward.end(), e) != backward.end()) hint.eliminations.push_back(e);
  }
  if (hint.eliminations.empty()) return std::nullopt;
  std::sort(hint.eliminations.begin(), hint.eliminations.end());
  hint.technique = x && y ? Technique::xy_cycle : y ? Technique::y_cycle : Technique::x_cycle;
  hint.complexity = ancestor_count(graph, end);
  hint.difficulty = chain_difficulty(x && y ? 7.0 : 6.5, hint.complexity);
  hint.sort_key = x && y ? 4 : y ? 3 : 2;
  hint.branches.push_back({{end}});
  return hint;
}

// SE's ForcingChainHint: the target is the start's opposite; an off target removes the candidate,
// an on target places it (and removes the cell's others).
std::optional<ChainHint> forcing_chain_hint(const Chainer& chainer, int target, bool y) {
  const Graph& graph = chainer.graph();
  const Potential& t = graph.nodes[target];
  ChainHint hint;
  if (t.on) {
    for (DigitMask m = chainer.grid().candidates(t.cell) & ~digit_bit(t.digit); m != 0; m &= m - 1) {
      hint.eliminations.emplace_back(t.cell, lowest_digit(m));
    }
    hint.placements.emplace_back(t.cell, t.digit);
  } else {
    hint.eliminations.emplace_back(t.cell, t.digit);
  }
  if (hint.eliminations.empty()) return std::nullopt;
  hint.technique = y ? Technique::forcing_chain : Technique::x_chain;
  hint.complexity = ancestor_count(graph, target);
  hint.difficulty = chain_difficulty(y ? 7.0 : 6.6, hint.complexity);
  hint.sort_key = y ? 4 : 2;
  hint.branches.push_back({{target}});
  return hint;
}

// SE's doUnaryChaining from (cell, digit) on.
void unary_chaining(Chainer& chainer, int cell, int digit, bool y, bool x, std::vector<ChainHint>& out) {
  if (!x && popcount(chainer.grid().candidates(cell)) > 2) return;  // y-cycles start from bivalue cells
  const Graph::Mark mark = chainer.graph().mark();
  bool kept = false;
  const int on = chainer.root(cell, digit, true);
  std::vector<int> ends;
  chainer.find_cycles(on, y, x, ends);
  std::vector<int> targets;
  if (x) {
    const int t1 = chainer.find_forcing_chain(on, y);
    if (t1 >= 0) targets.push_back(t1);
    const int t2 = chainer.find_forcing_chain(chainer.root(cell, digit, false), y);
    if (t2 >= 0) targets.push_back(t2);
  }
  for (int end : ends) {
    if (auto hint = cycle_hint(chainer, end, y, x)) kept = collect(chainer, out, std::move(*hint)) || kept;
  }
  for (int target : targets) {
    if (auto hint = forcing_chain_hint(chainer, target, y)) kept = collect(chainer, out, std::move(*hint)) || kept;
  }
  if (!kept) chainer.graph().truncate(mark);  // nothing here needs these potentials any more
}

}  // namespace

std::vector<ChainHint> cycles_and_chains(Chainer& chainer) {
  const CandidateGrid& grid = chainer.grid();
  std::vector<ChainHint> hints;
  const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};  // {y, x}: SE's X, Y and XY passes
  for (const auto& pass : passes) {
    // The XY pass weighs 7.0 and up: when a lighter hint is already found it cannot join the round.
    if (pass[0] && pass[1] && !chainer.keep_all() && !hints.empty() && hints.front().difficulty < 6.95) break;
    for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
      if (grid.value(cell) != 0 || popcount(grid.candidates(cell)) < 2) continue;
      for (DigitMask m = grid.candidates(cell); m != 0; m &= m - 1) {
        unary_chaining(chainer, cell, lowest_digit(m), pass[0], pass[1], hints);
        if (chainer.exhausted()) break;
      }
    }
  }
  std::stable_sort(hints.begin(), hints.end(), hint_before);
  return hints;
}

std::vector<Step> find_cycles_and_chains(const CandidateGrid& grid) {
  Chainer chainer(grid, ChainMode{});
  return lightest_steps(chainer, cycles_and_chains(chainer));
}

}  // namespace grader_detail
}  // namespace dlx
