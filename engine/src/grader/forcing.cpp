// SE's multiple and dynamic forcing chains (see grader/chaining.hpp): each candidate of each cell
// is assumed true, then false, and propagated. Conclusions:
//   contradiction  an assumption leads to a potential both on and off, so it is wrong
//                  (Nishio: one digit only; dynamic chains otherwise)
//   double         a candidate assumed true and assumed false leads to the same potential (dynamic)
//   cell           every candidate of a cell, assumed true, leads to the same potential
//   region         every place of a digit in a house, assumed true, leads to the same potential
// Static multiple chains (8.0) read the position as it is; dynamic ones (8.5) remove what they turn
// off; at nesting level 1 and above (9.0, 9.5, ...) they also ask simple techniques, then chains,
// on the reduced position. Siblings: grader/implications.cpp, grader/cycles.cpp, grader/nested.cpp.
#include <algorithm>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// SE's Chaining.getDifficulty(): the base weight of a mode's hints.
double base_difficulty(const ChainMode& mode) {
  if (mode.level > 0) return 8.5 + 0.5 * mode.level;
  if (mode.nishio) return 7.5;
  if (mode.dynamic) return 8.5;
  return 8.0;
}

Technique technique_of(const ChainMode& mode, Technique dynamic_form, Technique static_form) {
  if (mode.level >= 2) return Technique::nested_forcing;
  if (mode.nishio) return Technique::nishio;
  return mode.dynamic ? dynamic_form : static_form;
}

// What concluding `target` removes: an on target leaves its cell nothing else; an off one goes.
void conclusion(const CandidateGrid& grid, const Potential& target, ChainHint& hint) {
  if (target.on) {
    for (DigitMask m = grid.candidates(target.cell) & ~digit_bit(target.digit); m != 0; m &= m - 1) {
      hint.eliminations.emplace_back(target.cell, lowest_digit(m));
    }
  } else {
    hint.eliminations.emplace_back(target.cell, target.digit);
  }
}

class Forcing {
 public:
  Forcing(Chainer& chainer, std::vector<ChainHint>& out) : chainer_(chainer), grid_(chainer.grid()), out_(out) {}

  void cell(int cell);

 private:
  void search_cell(int cell);
  using Prop = Propagation*;
  Prop fresh() { return &chainer_.take(); }
  void binary(int cell, int digit, Propagation& on_prop, bool double_forcing, bool contradiction);
  void regions(int cell, int digit, Propagation& on_prop);
  void add(ChainHint hint, const std::vector<int>& all_targets);

  Chainer& chainer_;
  const CandidateGrid& grid_;
  std::vector<ChainHint>& out_;
  bool kept_ = false;  // whether this cell's search kept a hint (else its potentials can go)
};

void Forcing::add(ChainHint hint, const std::vector<int>& all_targets) {
  if (hint.eliminations.empty()) return;  // SE's isWorth
  hint.complexity += nested_complexity(chainer_.graph(), all_targets);
  hint.difficulty = chain_difficulty(base_difficulty(chainer_.mode()), hint.complexity);
  kept_ = collect(chainer_, out_, std::move(hint)) || kept_;
}

// SE's doBinaryChaining: (cell, digit) assumed on, then off.
void Forcing::binary(int cell, int digit, Propagation& on_prop, bool double_forcing, bool contradiction) {
  const Graph& graph = chainer_.graph();
  const int c = chainer_.cand(cell, digit);
  const int p_on = chainer_.root(cell, digit, true);
  on_prop.on.add(c, p_on);
  const auto [on_a, off_a] = chainer_.propagate(on_prop);
  if (contradiction && on_a >= 0) {  // true leads to a contradiction: the candidate is false
    ChainHint hint;
    hint.technique = technique_of(chainer_.mode(), Technique::dynamic_contradiction, Technique::dynamic_contradiction);
    hint.sort_key = 7;
    hint.eliminations.emplace_back(cell, digit);
    hint.complexity = ancestor_count(graph, on_a) + ancestor_count(graph, off_a);
    hint.branches.push_back({{on_a, off_a}});
    add(std::move(hint), {on_a, off_a});
  }
  if (!contradiction && !double_forcing) return;  // static multiple chains use only the "true" side
  Prop off_prop = fresh();
  const int p_off = chainer_.root(cell, digit, false);
  off_prop->off.add(c, p_off);
  const auto [on_b, off_b] = chainer_.propagate(*off_prop);
  if (contradiction && on_b >= 0) {  // false leads to a contradiction: the candidate is true
    ChainHint hint;
    hint.technique = technique_of(chainer_.mode(), Technique::dynamic_contradiction, Technique::dynamic_contradiction);
    hint.sort_key = 7;
    conclusion(grid_, graph.nodes[p_on], hint);
    hint.complexity = ancestor_count(graph, on_b) + ancestor_count(graph, off_b);
    hint.branches.push_back({{on_b, off_b}});
    add(std::move(hint), {on_b, off_b});
  }
  if (!double_forcing) return;
  // A potential reached both ways with the same value (true either way, then false either way).
  auto either_way = [&](const auto& if_on, const auto& if_off) {
    for (int from_on : if_on.order()) {
      const Potential& p = graph.nodes[from_on];
      const int from_off = if_off.get(chainer_.cand(p.cell, p.digit));
      if (from_off < 0) continue;
      ChainHint hint;
      hint.technique = technique_of(chainer_.mode(), Technique::dynamic_double, Technique::dynamic_double);
      hint.sort_key = 1;
      conclusion(grid_, p, hint);
      hint.complexity = ancestor_count(graph, from_on) + ancestor_count(graph, from_off);
      hint.branches.push_back({{from_on}});
      hint.branches.push_back({{from_off}});
      add(std::move(hint), {from_on, from_off});
    }
  };
  either_way(on_prop.on, off_prop->on);
  either_way(on_prop.off, off_prop->off);
}

// SE's doRegionChainings: each house of the cell where the digit has two places (any number, for
// multiple chains) and the cell is its first place: every place assumed true.
void Forcing::regions(int cell, int digit, Propagation& on_prop) {
  const Graph& graph = chainer_.graph();
  const bool multiple = chainer_.mode().multiple;
  for (int h : chainer_.houses_of(cell)) {
    const std::uint32_t at = grid_.positions(h, digit);
    const int count = popcount(at);
    if (!(count == 2 || (multiple && count > 2))) continue;
    const std::vector<int>& cells = grid_.rules().houses()[h].cells;
    if (cells[__builtin_ctz(at)] != cell) continue;  // the house is met from its first place only
    std::vector<Propagation*> props;
    for (std::uint32_t m = at; m != 0; m &= m - 1) {
      const int other = cells[__builtin_ctz(m)];
      if (other == cell) {
        props.push_back(&on_prop);
        continue;
      }
      Propagation& prop = *fresh();
      prop.on.add(chainer_.cand(other, digit), chainer_.root(other, digit, true));
      chainer_.propagate(prop);
      props.push_back(&prop);
    }
    for (bool on : {true, false}) {
      for (int node : (on ? props.front()->on : props.front()->off).order()) {
        const Potential& p = graph.nodes[node];
        const int c = chainer_.cand(p.cell, p.digit);
        std::vector<int> targets;
        for (Propagation* prop : props) {
          const int t = (on ? prop->on : prop->off).get(c);
          if (t < 0) break;
          targets.push_back(t);
        }
        if (targets.size() != props.size()) continue;
        ChainHint hint;
        hint.technique = technique_of(chainer_.mode(), Technique::dynamic_region, Technique::region_forcing);
        hint.sort_key = 6;
        hint.root_cause = Cause::house;
        hint.house = h;
        conclusion(grid_, p, hint);
        for (int t : targets) {
          hint.complexity += ancestor_count(graph, t);
          hint.branches.push_back({{t}});
        }
        add(std::move(hint), targets);
      }
    }
  }
}

// SE's getMultipleChainsHintListForCell.
void Forcing::cell(int cell) {
  const std::size_t pool = chainer_.pool_mark();
  const Graph::Mark mark = chainer_.graph().mark();
  kept_ = false;
  search_cell(cell);
  chainer_.release_to(pool);
  if (!kept_) chainer_.graph().truncate(mark);
}

void Forcing::search_cell(int cell) {
  const ChainMode& mode = chainer_.mode();
  const Graph& graph = chainer_.graph();
  const int count = popcount(grid_.candidates(cell));
  std::vector<Prop> value_on;  // per candidate of the cell: what it implies when true
  for (DigitMask m = grid_.candidates(cell); m != 0; m &= m - 1) {
    const int digit = lowest_digit(m);
    value_on.push_back(fresh());
    const bool double_forcing = count >= 3 && !mode.nishio && mode.dynamic;
    binary(cell, digit, *value_on.back(), double_forcing, mode.dynamic || mode.nishio);
    if (!mode.nishio) regions(cell, digit, *value_on.back());
    if (chainer_.exhausted()) return;
  }
  if (mode.nishio || !(count == 2 || (mode.multiple && count > 2))) return;
  for (bool on : {true, false}) {
    for (int node : (on ? value_on.front()->on : value_on.front()->off).order()) {
      const Potential& p = graph.nodes[node];
      const int c = chainer_.cand(p.cell, p.digit);
      std::vector<int> targets;
      for (const Prop& prop : value_on) {
        const int t = (on ? prop->on : prop->off).get(c);
        if (t < 0) break;
        targets.push_back(t);
      }
      if (targets.size() != value_on.size()) continue;
      ChainHint hint;
      hint.technique = technique_of(mode, Technique::dynamic_cell, Technique::cell_forcing);
      hint.sort_key = 5;
      hint.root_cause = Cause::cell;
      hint.cell = cell;
      conclusion(grid_, p, hint);
      for (int t : targets) {
        hint.complexity += ancestor_count(graph, t);
        hint.branches.push_back({{t}});
      }
      add(std::move(hint), targets);
    }
  }
}

}  // namespace

std::vector<ChainHint> forcing_chains(Chainer& chainer) {
  const CandidateGrid& grid = chainer.grid();
  const ChainMode& mode = chainer.mode();
  std::vector<ChainHint> hints;
  Forcing forcing(chainer, hints);
  for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
    if (grid.value(cell) != 0) continue;
    const int count = popcount(grid.candidates(cell));
    if (count > 2 || (count > 1 && mode.dynamic)) forcing.cell(cell);
    if (chainer.exhausted()) break;
  }
  std::stable_sort(hints.begin(), hints.end(), hint_before);
  return hints;
}

std::vector<Step> find_chaining(const CandidateGrid& grid, ChainMode mode, long long budget) {
  Chainer chainer(grid, mode);
  long long remaining = budget;
  if (budget >= 0) chainer.set_budget(&remaining);
  return lightest_steps(chainer, forcing_chains(chainer));
}

}  // namespace grader_detail
}  // namespace dlx
