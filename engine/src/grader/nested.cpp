// What a nested propagation asks when it runs dry (SE's "advanced potentials", see
// grader/chaining.hpp): the techniques below, in SE's order, on the position the chain has reduced
// so far; the first that finds anything contributes every elimination it finds, each an off
// potential whose parents are the chain's removals the technique needed (a technique the position
// allowed without the chain is skipped: the chain adds nothing to it). Level 1: locked candidates,
// hidden pair, naked pair, X-Wing; level 2: then forcing chains and cycles; level 3: then cell and
// region forcing chains; level 4: dynamic forcing chains at the mode's nesting limit instead.
#include <algorithm>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

namespace {

// One technique's finding on the reduced position: what it removes and the removals it needed.
struct Finding {
  Cands removes;
  Cands needs;  // candidates of the original position the chain has removed
};

using Findings = std::vector<Finding>;

// Candidates of `digit` in house h that `source` had and `current` has lost (outside `keep`).
void lost_in(const CandidateGrid& source, const CandidateGrid& current, int h, int digit, std::uint32_t keep,
             Cands& out) {
  const std::vector<int>& cells = current.rules().houses()[h].cells;
  for (std::uint32_t m = source.positions(h, digit) & ~current.positions(h, digit) & ~keep; m != 0; m &= m - 1) {
    out.emplace_back(cells[__builtin_ctz(m)], digit);
  }
}

std::vector<int> houses_by_kind(const CandidateGrid& grid, std::initializer_list<HouseKind> kinds) {
  std::vector<int> out;
  const auto& houses = grid.rules().houses();
  for (HouseKind kind : kinds) {
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
      if (houses[h].kind == kind) out.push_back(h);
    }
  }
  return out;
}

// SE's VLocking on plain Sudoku: a digit's places in a house all seen by cells outside it.
Findings locked(const CandidateGrid& source, const CandidateGrid& current) {
  Findings found;
  const auto& houses = current.rules().houses();
  for (int h : houses_by_kind(current, {HouseKind::box, HouseKind::row, HouseKind::column})) {
    for (int d = 1; d <= current.size(); ++d) {
      const std::uint32_t at = current.positions(h, d);
      if (popcount(at) < 2) continue;
      for (const CandidateGrid::Layout::Meet& meet : current.layout().meets[h]) {
        if ((at & ~meet.here) != 0) continue;
        Finding f;
        const std::vector<int>& other = houses[meet.other].cells;
        for (std::uint32_t m = current.positions(meet.other, d) & ~meet.there; m != 0; m &= m - 1) {
          f.removes.emplace_back(other[__builtin_ctz(m)], d);
        }
        if (f.removes.empty()) continue;
        lost_in(source, current, h, d, 0, f.needs);
        found.push_back(std::move(f));
      }
    }
  }
  return found;
}

Findings hidden_pairs(const CandidateGrid& source, const CandidateGrid& current) {
  Findings found;
  for (int h : houses_by_kind(current, {HouseKind::box, HouseKind::column, HouseKind::row})) {
    const std::vector<int>& cells = current.rules().houses()[h].cells;
    int empty = 0;
    for (int c : cells) empty += current.value(c) == 0;
    if (empty <= 4) continue;
    for (int a = 1; a <= current.size(); ++a) {
      for (int b = a + 1; b <= current.size(); ++b) {
        const std::uint32_t pa = current.positions(h, a), pb = current.positions(h, b);
        if (popcount(pa) < 2 || popcount(pb) < 2 || popcount(pa | pb) != 2) continue;
        Finding f;
        for (std::uint32_t m = pa | pb; m != 0; m &= m - 1) {
          const int c = cells[__builtin_ctz(m)];
          for (DigitMask o = current.candidates(c) & ~digit_bit(a) & ~digit_bit(b); o != 0; o &= o - 1) {
            f.removes.emplace_back(c, lowest_digit(o));
          }
        }
        if (f.removes.empty()) continue;
        lost_in(source, current, h, a, pa | pb, f.needs);
        lost_in(source, current, h, b, pa | pb, f.needs);
        found.push_back(std::move(f));
      }
    }
  }
  return found;
}

Findings naked_pairs(const CandidateGrid& source, const CandidateGrid& current) {
  Findings found;
  for (int h : houses_by_kind(current, {HouseKind::box, HouseKind::column, HouseKind::row})) {
    const std::vector<int>& cells = current.rules().houses()[h].cells;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const DigitMask pair = current.candidates(cells[i]);
      if (current.value(cells[i]) != 0 || popcount(pair) != 2) continue;
      for (std::size_t j = i + 1; j < cells.size(); ++j) {
        if (current.value(cells[j]) != 0 || current.candidates(cells[j]) != pair) continue;
        Finding f;
        for (int c : current.rules().peers(cells[i])) {
          if (c == cells[j] || !sees(current, c, cells[j])) continue;
          for (DigitMask o = current.candidates(c) & pair; o != 0; o &= o - 1)
            f.removes.emplace_back(c, lowest_digit(o));
        }
        if (f.removes.empty()) continue;
        for (int c : {cells[i], cells[j]}) {
          for (DigitMask o = source.candidates(c) & ~pair; o != 0; o &= o - 1) f.needs.emplace_back(c, lowest_digit(o));
        }
        found.push_back(std::move(f));
      }
    }
  }
  return found;
}

Findings x_wings(const CandidateGrid& source, const CandidateGrid& current) {
  Findings found;
  const int n = current.size();
  const auto& houses = current.rules().houses();
  for (const auto& [base_kind, cover_kind] :
       {std::pair{HouseKind::column, HouseKind::row}, std::pair{HouseKind::row, HouseKind::column}}) {
    const std::vector<int> bases = houses_by_kind(current, {base_kind});
    const std::vector<int> covers = houses_by_kind(current, {cover_kind});
    for (int d = 1; d <= n; ++d) {
      for (std::size_t i = 0; i < bases.size(); ++i) {
        for (std::size_t j = i + 1; j < bases.size(); ++j) {
          const std::uint32_t a = current.positions(bases[i], d), b = current.positions(bases[j], d);
          if (popcount(a) < 2 || popcount(b) < 2 || popcount(a | b) != 2) continue;
          // Bit k of a base line is its k-th cell, which lies on the k-th cover line.
          Finding f;
          for (std::uint32_t m = a | b; m != 0; m &= m - 1) {
            const int cover = covers[__builtin_ctz(m)];
            const std::vector<int>& cells = houses[cover].cells;
            for (std::uint32_t p = current.positions(cover, d); p != 0; p &= p - 1) {
              const int c = cells[__builtin_ctz(p)];
              const bool in_base =
                  c == houses[bases[i]].cells[__builtin_ctz(m)] || c == houses[bases[j]].cells[__builtin_ctz(m)];
              if (!in_base) f.removes.emplace_back(c, d);
            }
          }
          if (f.removes.empty()) continue;
          lost_in(source, current, bases[i], d, a | b, f.needs);
          lost_in(source, current, bases[j], d, a | b, f.needs);
          found.push_back(std::move(f));
        }
      }
    }
  }
  return found;
}

// The nested chains of levels 2 and up: every hint of the producer, with SE's rule parents.
Findings nested_chains(const CandidateGrid& source, const CandidateGrid& current, const ChainMode& outer,
                       long long* budget, std::vector<int>& complexities, std::vector<Technique>& techniques) {
  Findings found;
  const CandidateGrid position = current;  // the inner search keeps a reference
  const auto run = [&](ChainMode mode, bool cycles) {
    Chainer inner(position, mode);
    inner.set_budget(budget);
    inner.set_keep_all(true);  // SE's nested producers contribute every hint they find
    const std::vector<ChainHint> hints = cycles ? cycles_and_chains(inner) : forcing_chains(inner);
    for (const ChainHint& hint : hints) {
      Finding f;
      f.removes = hint.eliminations;
      rule_parents(inner, hint, source, position, f.needs);
      found.push_back(std::move(f));
      complexities.push_back(hint.complexity);
      techniques.push_back(hint.technique);
    }
  };
  if (outer.level < 4) {
    run(ChainMode{}, true);
    if (found.empty() && outer.level >= 3) run(ChainMode{true, false, false, 0, 0}, false);
  } else {
    run(ChainMode{true, true, false, outer.nesting_limit, 0}, false);
  }
  return found;
}

}  // namespace

void advanced_potentials(Chainer& chainer, const CandidateGrid& current, const CandidateGrid& source,
                         const PotentialSet& off, std::vector<int>& out) {
  out.clear();
  Graph& graph = chainer.graph();
  using Finder = Findings (*)(const CandidateGrid&, const CandidateGrid&);
  const std::pair<Finder, Technique> simple[] = {{locked, Technique::pointing},
                                                 {hidden_pairs, Technique::hidden_pair},
                                                 {naked_pairs, Technique::naked_pair},
                                                 {x_wings, Technique::x_wing}};
  std::vector<int> parents;
  const auto contribute = [&](const Findings& found, const std::vector<int>* complexities,
                              const std::vector<Technique>* techniques, Technique technique) {
    for (std::size_t i = 0; i < found.size(); ++i) {
      parents.clear();
      for (const auto& [c, d] : found[i].needs) {
        const int node = off.get(chainer.cand(c, d));
        if (node >= 0 && std::find(parents.begin(), parents.end(), node) == parents.end()) parents.push_back(node);
      }
      if (parents.empty()) continue;  // the position allowed it without the chain
      graph.nested.push_back({techniques ? (*techniques)[i] : technique, complexities ? (*complexities)[i] : 0});
      const int nested = static_cast<int>(graph.nested.size()) - 1;
      for (const auto& [c, d] : found[i].removes) {
        Potential p;
        p.cell = c;
        p.digit = d;
        p.on = false;
        p.cause = Cause::advanced;
        p.nested = nested;
        out.push_back(graph.add(p, parents.data(), static_cast<int>(parents.size())));
      }
    }
  };
  for (const auto& [finder, technique] : simple) {
    contribute(finder(source, current), nullptr, nullptr, technique);
    if (!out.empty()) return;
  }
  if (chainer.mode().level < 2) return;
  std::vector<int> complexities;
  std::vector<Technique> techniques;
  const Findings found = nested_chains(source, current, chainer.mode(), chainer.budget(), complexities, techniques);
  contribute(found, &complexities, &techniques, Technique::forcing_chain);
}

}  // namespace grader_detail
}  // namespace dlx
