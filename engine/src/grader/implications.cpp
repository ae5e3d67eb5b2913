// The chaining engine's implications and propagations (see grader/chaining.hpp): SE's two rules
// (on -> off, off -> on) with their parents, the propagation from an assumption (static, dynamic,
// nested), and the two static searches of the cycles-and-chains producer. The order potentials
// are visited in follows SE (a cell's houses box, row, column; on potentials before off ones), so
// the proofs found, and so their lengths and weights, are the ones SE finds.
#include <algorithm>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

int Graph::add(const Potential& p, const int* parents, int count) {
  Potential node = p;
  node.parents_begin = static_cast<int>(pool.size());
  node.parents_count = count;
  if (count == 1) {
    pool.push_back(parents[0]);  // nearly every potential has one parent: no range insert
  } else {
    pool.insert(pool.end(), parents, parents + count);
  }
  nodes.push_back(node);
  return static_cast<int>(nodes.size()) - 1;
}

void PotentialSet::reset(int candidates) {
  if (static_cast<int>(stamp_.size()) != candidates || generation_ == 0xFFFFFFFFu) {
    first_.assign(candidates, -1);
    stamp_.assign(candidates, 0);
    generation_ = 0;
  }
  ++generation_;
  order_.clear();
}

namespace {

int kind_rank(HouseKind kind) {
  switch (kind) {
    case HouseKind::box:
      return 0;
    case HouseKind::row:
      return 1;
    case HouseKind::column:
      return 2;
    default:  // a variant's house
      return 3;
  }
}

}  // namespace

Chainer::Chainer(const CandidateGrid& grid, ChainMode mode)
    : grid_(grid), mode_(mode), n_(grid.size()), cells_(grid.shape().cell_count()), work_(grid) {
  const auto& houses = grid.rules().houses();
  house_order_.resize(cells_);
  house_bit_.resize(cells_);
  for (int c = 0; c < cells_; ++c) {
    house_order_[c] = grid.rules().houses_of(c);
    std::stable_sort(house_order_[c].begin(), house_order_[c].end(),
                     [&](int a, int b) { return kind_rank(houses[a].kind) < kind_rank(houses[b].kind); });
    for (int h : house_order_[c]) {
      const auto& cells = houses[h].cells;
      house_bit_[c].push_back(std::uint32_t{1} << (std::find(cells.begin(), cells.end(), c) - cells.begin()));
    }
  }
  cell_stamp_.assign(cells_, 0);
  graph_.nodes.reserve(4096);
  graph_.pool.reserve(8192);
}

Propagation& Chainer::take() {
  if (pool_used_ == pool_.size()) pool_.push_back(std::make_unique<Propagation>());
  Propagation& prop = *pool_[pool_used_++];
  prop.reset(candidates());
  return prop;
}

int Chainer::root(int cell, int digit, bool on) {
  Potential p;
  p.cell = cell;
  p.digit = digit;
  p.on = on;
  return graph_.add(p, nullptr, 0);
}

int Chainer::make(const Proto& proto, int parent) {
  Potential p;
  p.cell = proto.cell;
  p.digit = proto.digit;
  p.on = proto.on;
  p.cause = proto.cause;
  p.house = proto.house;
  return graph_.add(p, &parent, 1);
}

void Chainer::on_to_off(const CandidateGrid& at, int node, bool y, std::vector<Proto>& out) {
  out.clear();
  const Potential p = graph_.nodes[node];
  if (y) {
    for (DigitMask m = at.candidates(p.cell) & ~digit_bit(p.digit); m != 0; m &= m - 1) {
      out.push_back({p.cell, lowest_digit(m), false, Cause::cell, -1});
    }
  }
  // Each other cell once, through the first house (box, row, column) that links it.
  if (++cell_generation_ == 0) {
    std::fill(cell_stamp_.begin(), cell_stamp_.end(), 0);
    cell_generation_ = 1;
  }
  const auto& order = house_order_[p.cell];
  const auto& bits = house_bit_[p.cell];
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int h = order[i];
    const std::vector<int>& cells = grid_.rules().houses()[h].cells;
    for (std::uint32_t m = at.positions(h, p.digit) & ~bits[i]; m != 0; m &= m - 1) {
      const int c = cells[__builtin_ctz(m)];
      if (cell_stamp_[c] == cell_generation_) continue;
      cell_stamp_[c] = cell_generation_;
      out.push_back({c, p.digit, false, Cause::house, h});
    }
  }
}

void Chainer::off_to_on(const CandidateGrid& at, int node, bool y, bool x, std::vector<Proto>& out) {
  out.clear();
  const Potential p = graph_.nodes[node];
  if (y) {
    const DigitMask m = at.candidates(p.cell);
    if (popcount(m) == 2 && (m & digit_bit(p.digit)) != 0) {
      out.push_back({p.cell, lowest_digit(m & ~digit_bit(p.digit)), true, Cause::cell, -1});
    }
  }
  if (!x) return;
  const auto& order = house_order_[p.cell];
  const auto& bits = house_bit_[p.cell];
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int h = order[i];
    const std::uint32_t others = at.positions(h, p.digit) & ~bits[i];
    if (others == 0 || (others & (others - 1)) != 0) continue;
    const std::vector<int>& cells = grid_.rules().houses()[h].cells;
    const int c = cells[__builtin_ctz(others)];
    bool seen = false;
    for (const Proto& q : out) seen = seen || (q.cell == c && q.digit == p.digit);
    if (!seen) out.push_back({c, p.digit, true, Cause::house, h});
  }
}

void Chainer::hidden_parents(const Proto& p, int from, const PotentialSet& off, std::vector<int>& parents) const {
  parents.clear();
  parents.push_back(from);
  if (source_ == nullptr || source_ == &work_ || !mode_.dynamic) return;
  const CandidateGrid& source = *source_;
  if (p.cause == Cause::cell) {
    for (DigitMask m = source.candidates(p.cell) & ~work_.candidates(p.cell); m != 0; m &= m - 1) {
      const int node = off.get(cand(p.cell, lowest_digit(m)));
      if (node >= 0) parents.push_back(node);
    }
  } else if (p.cause == Cause::house) {
    const std::vector<int>& cells = grid_.rules().houses()[p.house].cells;
    for (std::uint32_t m = source.positions(p.house, p.digit) & ~work_.positions(p.house, p.digit); m != 0;
         m &= m - 1) {
      const int node = off.get(cand(cells[__builtin_ctz(m)], p.digit));
      if (node >= 0) parents.push_back(node);
    }
  }
}

bool Chainer::is_ancestor(int node, int cell_digit, bool on) const {
  for (int k = node; graph_.nodes[k].parents_count > 0;) {
    k = graph_.parents(k)[0];
    const Potential& a = graph_.nodes[k];
    if (a.on == on && cand(a.cell, a.digit) == cell_digit) return true;
  }
  return false;
}

std::pair<int, int> Chainer::propagate(Propagation& prop) {
  const bool dynamic = mode_.dynamic || mode_.level > 0;
  const bool y = !mode_.nishio;
  work_ = grid_;
  source_ = &grid_;
  const CandidateGrid& at = dynamic ? work_ : grid_;
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on = prop.on.order();
  pending_off = prop.off.order();
  std::size_t next_on = 0, next_off = 0;
  std::vector<Proto>& protos = protos_;
  std::vector<int>& parents = scratch_;
  while (true) {
    if (!spend()) return {-1, -1};
    if (next_on < pending_on.size()) {
      const int p = pending_on[next_on++];
      on_to_off(at, p, y, protos);
      for (const Proto& q : protos) {
        const int c = cand(q.cell, q.digit);
        if (prop.on.contains(c)) return {prop.on.get(c), make(q, p)};
        if (!prop.off.contains(c)) {
          const int r = make(q, p);
          prop.off.add(c, r);
          pending_off.push_back(r);
        }
      }
      continue;
    }
    if (next_off < pending_off.size()) {
      const int p = pending_off[next_off++];
      off_to_on(at, p, y, true, protos);
      for (const Proto& q : protos) {
        const int c = cand(q.cell, q.digit);
        hidden_parents(q, p, prop.off, parents);
        if (prop.off.contains(c)) {
          return {graph_.add(Potential{q.cell, q.digit, true, q.cause, q.house}, parents.data(),
                             static_cast<int>(parents.size())),
                  prop.off.get(c)};
        }
        if (!prop.on.contains(c)) {
          const int r = graph_.add(Potential{q.cell, q.digit, true, q.cause, q.house}, parents.data(),
                                   static_cast<int>(parents.size()));
          prop.on.add(c, r);
          pending_on.push_back(r);
        }
      }
      // Dynamic: what is off is gone, so the next implications see the reduced position (SE
      // removes it after reading this potential's own implications).
      if (dynamic) work_.eliminate(graph_.nodes[p].cell, graph_.nodes[p].digit);
      continue;
    }
    if (mode_.level > 0) {
      std::vector<int>& more = next_;
      advanced_potentials(*this, work_, grid_, prop.off, more);
      bool added = false;
      for (int r : more) {
        const Potential& q = graph_.nodes[r];
        if (prop.off.add(cand(q.cell, q.digit), r)) {
          pending_off.push_back(r);
          added = true;
        }
      }
      if (added) continue;
    }
    return {-1, -1};
  }
}

void Chainer::find_cycles(int source, bool y, bool x, std::vector<int>& ends) {
  const std::size_t mark = pool_mark();
  Propagation& prop = take();
  const Potential s = graph_.nodes[source];
  const int source_cand = cand(s.cell, s.digit);
  prop.on.add(source_cand, source);
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  std::vector<int>& next = next_;
  pending_on.assign(1, source);
  pending_off.clear();
  std::vector<Proto>& protos = protos_;
  int length = 0;
  while (!pending_on.empty() || !pending_off.empty()) {
    if (exhausted()) return;
    ++length;
    next.clear();
    for (std::size_t i = 0; i < pending_on.size(); ++i) {
      const int p = pending_on[i];
      spend();
      on_to_off(grid_, p, y, protos);
      for (const Proto& q : protos) {
        // An ancestor was turned off earlier in this search, so a candidate not yet off is none.
        const int c = cand(q.cell, q.digit);
        if (prop.off.contains(c) && is_ancestor(p, c, false)) continue;
        const int r = make(q, p);
        next.push_back(r);
        prop.off.add(c, r);
      }
    }
    pending_on.clear();
    pending_off.insert(pending_off.end(), next.begin(), next.end());
    ++length;
    next.clear();
    for (std::size_t i = 0; i < pending_off.size(); ++i) {
      const int p = pending_off[i];
      spend();
      off_to_on(grid_, p, y, x, protos);
      for (const Proto& q : protos) {
        const int c = cand(q.cell, q.digit);
        const int r = make(q, p);
        if (length >= 4 && c == source_cand) ends.push_back(r);
        if (prop.on.add(c, r)) next.push_back(r);
      }
    }
    pending_off.clear();
    pending_on.swap(next);
  }
  release_to(mark);
}

int Chainer::find_forcing_chain(int source, bool y) {
  const std::size_t mark = pool_mark();
  Propagation& prop = take();
  const Potential s = graph_.nodes[source];
  const int source_cand = cand(s.cell, s.digit);
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on.clear();
  pending_off.clear();
  (s.on ? prop.on : prop.off).add(source_cand, source);
  (s.on ? pending_on : pending_off).push_back(source);
  std::vector<Proto>& protos = protos_;
  std::size_t next_on = 0, next_off = 0;
  const auto done = [&](int target) {
    release_to(mark);
    return target;
  };
  while (next_on < pending_on.size() || next_off < pending_off.size()) {
    while (next_on < pending_on.size()) {
      if (!spend()) return done(-1);
      const int p = pending_on[next_on++];
      on_to_off(grid_, p, y, protos);
      for (const Proto& q : protos) {
        const int c = cand(q.cell, q.digit);
        if (s.on && c == source_cand) return done(make(q, p));
        if (!prop.off.contains(c)) {
          const int r = make(q, p);
          prop.off.add(c, r);
          pending_off.push_back(r);
        }
      }
    }
    while (next_off < pending_off.size()) {
      if (!spend()) return done(-1);
      const int p = pending_off[next_off++];
      off_to_on(grid_, p, y, true, protos);
      for (const Proto& q : protos) {
        const int c = cand(q.cell, q.digit);
        if (!s.on && c == source_cand) return done(make(q, p));
        if (!prop.on.contains(c)) {
          const int r = make(q, p);
          prop.on.add(c, r);
          pending_on.push_back(r);
        }
      }
    }
  }
  return done(-1);
}

int ancestor_count(const Graph& graph, int node) {
  // Distinct potentials (cell, digit, truth): two nodes for one potential count once, as in SE.
  std::vector<std::uint64_t> seen;
  std::vector<int> todo = {node}, next;
  int count = 0;
  while (!todo.empty()) {
    next.clear();
    for (int k : todo) {
      const Potential& p = graph.nodes[k];
      const std::uint64_t key =
          (static_cast<std::uint64_t>(p.cell) << 8 | static_cast<std::uint64_t>(p.digit)) << 1 | (p.on ? 1u : 0u);
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(key);
      ++count;
      const int* parents = graph.parents(k);
      next.insert(next.end(), parents, parents + p.parents_count);
    }
    todo.swap(next);
  }
  return count;
}

int nested_complexity(const Graph& graph, const std::vector<int>& targets) {
  if (graph.nested.empty()) return 0;
  std::vector<char> visited(graph.nodes.size(), 0), counted(graph.nested.size(), 0);
  std::vector<int> todo = targets;
  int total = 0;
  while (!todo.empty()) {
    const int k = todo.back();
    todo.pop_back();
    if (visited[k]) continue;
    visited[k] = 1;
    const Potential& p = graph.nodes[k];
    if (p.nested >= 0 && !counted[p.nested]) {
      counted[p.nested] = 1;
      total += graph.nested[p.nested].complexity;
    }
    const int* parents = graph.parents(k);
    todo.insert(todo.end(), parents, parents + p.parents_count);
  }
  return total;
}

double chain_difficulty(double base, int complexity) { return base + length_bonus(complexity - 2); }

bool collect(const Chainer& chainer, std::vector<ChainHint>& hints, ChainHint hint) {
  if (!chainer.keep_all() && !hints.empty()) {
    const auto tenths = [](double d) { return static_cast<long>(d * 10.0 + 0.5); };
    if (tenths(hint.difficulty) > tenths(hints.front().difficulty)) return false;
    if (tenths(hint.difficulty) < tenths(hints.front().difficulty)) hints.clear();
  }
  hints.push_back(std::move(hint));
  return true;
}

bool hint_before(const ChainHint& a, const ChainHint& b) {
  if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
  if (a.complexity != b.complexity) return a.complexity < b.complexity;
  return a.sort_key < b.sort_key;
}

}  // namespace grader_detail
}  // namespace dlx
