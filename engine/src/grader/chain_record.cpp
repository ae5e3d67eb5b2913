// A chaining hint as a Step record (see grader/chaining.hpp): the proof's potentials in chain
// order (every parent before what it implies), their truth values as colours, the implications as
// links, and a sentence. Also SE's rule parents of a hint, for nested chains.
#include <algorithm>
#include <cmath>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

namespace {

std::uint64_t key_of(const Potential& p) {
  return (static_cast<std::uint64_t>(p.cell) << 8 | static_cast<std::uint64_t>(p.digit)) << 1 | (p.on ? 1u : 0u);
}

// The nodes of one branch, parents first (iterative post-order from the targets), one per
// distinct potential.
std::vector<int> branch_order(const Graph& graph, const Branch& branch) {
  std::vector<int> order;
  std::vector<std::uint64_t> done;
  std::vector<std::pair<int, int>> stack;  // (node, next parent to visit)
  const auto seen = [&](int node) {
    return std::find(done.begin(), done.end(), key_of(graph.nodes[node])) != done.end();
  };
  for (int target : branch.targets) {
    if (seen(target)) continue;
    stack.push_back({target, 0});
    std::vector<std::uint64_t> open;  // on the stack: guards against a cycle's way back to its root
    open.push_back(key_of(graph.nodes[target]));
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const Potential& p = graph.nodes[node];
      if (next < p.parents_count) {
        const int parent = graph.parents(node)[next++];
        const std::uint64_t k = key_of(graph.nodes[parent]);
        if (seen(parent) || std::find(open.begin(), open.end(), k) != open.end()) continue;
        open.push_back(k);
        stack.push_back({parent, 0});
        continue;
      }
      done.push_back(key_of(p));
      order.push_back(node);
      open.erase(std::find(open.begin(), open.end(), key_of(p)));
      stack.pop_back();
    }
  }
  return order;
}

LinkKind link_kind(const Potential& from, const Potential& to) {
  if (to.cause == Cause::advanced) return LinkKind::implies;
  if (from.on && !to.on) return LinkKind::weak;                             // one candidate true, so the other is false
  if (!from.on && to.on && to.parents_count == 1) return LinkKind::strong;  // bivalue cell, conjugate pair
  return LinkKind::implies;  // an off -> on resting on earlier removals too
}

std::string node_text(const Shape& shape, const Potential& p) {
  return cell_name(shape, p.cell) + (p.on ? "=" : "<>") + std::to_string(p.digit);
}

std::string technique_title(Technique t) {
  std::string name = to_string(t);
  if (!name.empty()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

std::string conclusion_text(const Shape& shape, const ChainHint& hint) {
  std::string text;
  for (const auto& [c, d] : hint.placements) {
    text += (text.empty() ? "" : ", ") + cell_name(shape, c) + " is " + std::to_string(d);
  }
  for (const auto& [c, d] : hint.eliminations) {
    text += (text.empty() ? "" : ", ") + cell_name(shape, c) + " is not " + std::to_string(d);
  }
  return text;
}

}  // namespace

std::string chain_text(const Chainer& chainer, const Branch& branch) {
  const Graph& graph = chainer.graph();
  std::string text;
  for (int node : branch_order(graph, branch)) {
    if (!text.empty()) text += " -> ";
    text += node_text(chainer.grid().shape(), graph.nodes[node]);
  }
  return text;
}

std::vector<Step> lightest_steps(const Chainer& chainer, const std::vector<ChainHint>& hints,
                                 std::optional<Technique> only) {
  std::vector<Step> steps;
  for (const ChainHint& hint : hints) {
    if (only && hint.technique != *only) continue;
    Step step = chain_step(chainer, hint);
    if (!steps.empty() && step.weight > steps.front().weight + 1e-9) break;
    steps.push_back(std::move(step));
  }
  return steps;
}

Step chain_step(const Chainer& chainer, const ChainHint& hint) {
  const Graph& graph = chainer.graph();
  const Shape& shape = chainer.grid().shape();
  Step step;
  step.technique = hint.technique;
  if (hint.house >= 0) step.houses.push_back(hint.house);
  step.placements = hint.placements;
  step.eliminations = hint.eliminations;
  step.weight = std::round(hint.difficulty * 10.0) / 10.0;
  std::string proofs;
  for (std::size_t b = 0; b < hint.branches.size(); ++b) {
    const std::vector<int> order = branch_order(graph, hint.branches[b]);
    const int base = static_cast<int>(step.candidates.size());
    std::vector<std::uint64_t> keys;
    for (int node : order) {
      const Potential& p = graph.nodes[node];
      keys.push_back(key_of(p));
      step.candidates.emplace_back(p.cell, p.digit);
      step.colours.push_back(p.on ? 1 : 0);
      if (std::find(step.cells.begin(), step.cells.end(), p.cell) == step.cells.end()) step.cells.push_back(p.cell);
    }
    for (std::size_t i = 0; i < order.size(); ++i) {
      const Potential& p = graph.nodes[order[i]];
      const int* parents = graph.parents(order[i]);
      for (int k = 0; k < p.parents_count; ++k) {
        const Potential& from = graph.nodes[parents[k]];
        const auto at = std::find(keys.begin(), keys.end(), key_of(from));
        if (at == keys.end()) continue;
        const Link link{base + static_cast<int>(at - keys.begin()), base + static_cast<int>(i), link_kind(from, p)};
        if (link.from != link.to && std::find(step.links.begin(), step.links.end(), link) == step.links.end()) {
          step.links.push_back(link);
        }
      }
    }
    proofs += (b == 0 ? "" : "; ") + chain_text(chainer, hint.branches[b]);
  }
  step.text = technique_title(hint.technique) + ": " + proofs + "; so " + conclusion_text(shape, hint);
  return step;
}

void rule_parents(const Chainer& chainer, const ChainHint& hint, const CandidateGrid& source,
                  const CandidateGrid& current, std::vector<std::pair<int, int>>& out) {
  const Graph& graph = chainer.graph();
  const auto& houses = current.rules().houses();
  const auto add = [&](int cell, int digit) {
    const std::pair<int, int> c(cell, digit);
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  for (const Branch& branch : hint.branches) {
    for (int node : branch_order(graph, branch)) {
      const Potential& p = graph.nodes[node];
      if (!p.on) continue;
      Cause cause = p.cause;
      int house = p.house;
      if (cause == Cause::assumption) {  // the roots of cell and region forcing cover their cases
        cause = hint.root_cause;
        house = hint.house;
      }
      if (cause == Cause::cell) {
        for (DigitMask m = source.candidates(p.cell) & ~current.candidates(p.cell); m != 0; m &= m - 1) {
          add(p.cell, lowest_digit(m));
        }
      } else if (cause == Cause::house && house >= 0) {
        const std::vector<int>& cells = houses[house].cells;
        for (std::uint32_t m = source.positions(house, p.digit) & ~current.positions(house, p.digit); m != 0;
             m &= m - 1) {
          add(cells[__builtin_ctz(m)], p.digit);
        }
      }
    }
  }
}

}  // namespace grader_detail
}  // namespace dlx
