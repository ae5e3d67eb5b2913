// The grader's safety net (see grader.hpp, "trial"): the last producer, asked only when every
// chain producer came back empty within its work budget, so every valid puzzle with one solution
// still gets a path to the end. It assumes a candidate and follows what it forces (singles, with
// the chaining engine's dynamic propagation, so every implication is recorded with its parents);
// when that runs dry without a contradiction it splits on a cell with few candidates left, and
// each case (the assumption plus that cell's digit) is followed the same way. When every case ends
// in a candidate that would be both true and false, the assumption is false. The proof is a small
// tree of chains and is recorded as one: the branch that narrows the split cell, then one branch
// per case, each from its assumptions to its contradiction (links, colours: grader_chain_record),
// so the hint draws it and says it ("if r4c1 were 3, then ... r4c9 would be 5 and not 5").
// Proofs are searched shallowest first (no split, then one split, then two), cells with fewest
// candidates first, so the step is the same every time. Bounded: a work budget of propagation
// steps per depth; a puzzle no bounded tree settles falls back to an exhaustive search of the
// assumption (said in words, no chain). Siblings: grader/forcing.cpp (the logic it extends).
#include <algorithm>

#include "chaining.hpp"

namespace dlx {
namespace grader_detail {

namespace {

constexpr long long kTrialNodes = 200000;
constexpr int kMaxSplits = 2;                // depth of the case tree
constexpr int kMaxSplitCandidates = 3;       // a split cell keeps at most this many cases
constexpr long long kProofBudget = 4000000;  // propagation steps per depth

// Singles, and on a killer board the cages' fillings too (a cage no filling fits is a
// contradiction), so a search's completion keeps every cage's sum.
bool propagate_settled(CandidateGrid& grid) {
  return grid.rules().cages().empty() ? propagate_singles(grid, true) : propagate_cages(grid);
}

// Whether `grid` has a completion, within `nodes` positions: 1 yes, 0 no, -1 undecided.
int completes(CandidateGrid grid, long long& nodes) {
  if (--nodes < 0) return -1;
  if (!propagate_settled(grid)) return 0;
  if (grid.solved()) return 1;
  int best = -1;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) != 0) continue;
    if (best < 0 || popcount(grid.candidates(c)) < popcount(grid.candidates(best))) best = c;
  }
  bool undecided = false;
  for (DigitMask m = grid.candidates(best); m != 0; m &= m - 1) {
    CandidateGrid next = grid;
    next.place(best, lowest_digit(m));
    const int r = completes(std::move(next), nodes);
    if (r == 1) return 1;
    undecided = undecided || r < 0;
  }
  return undecided ? -1 : 0;
}

// The completion of `grid` (the solution when it has one), or none.
std::optional<CandidateGrid> completion(CandidateGrid grid) {
  if (!propagate_settled(grid)) return std::nullopt;
  if (grid.solved()) return grid;
  int best = -1;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) != 0) continue;
    if (best < 0 || popcount(grid.candidates(c)) < popcount(grid.candidates(best))) best = c;
  }
  for (DigitMask m = grid.candidates(best); m != 0; m &= m - 1) {
    CandidateGrid next = grid;
    next.place(best, lowest_digit(m));
    if (auto done = completion(std::move(next))) return done;
  }
  return std::nullopt;
}

// One piece of a trial's proof: a branch of the graph and what it says.
struct TrialPart {
  Branch branch;
  int split_cell = -1;  // a split: the cell whose other candidates the branch turns off
  DigitMask cases = 0;  // ... and the digits left there
  int depth = 0;        // the number of case assumptions on top of the trial's own
  int case_root = -1;   // depth > 0: the latest case assumption (node)
};

class TrialProver {
 public:
  explicit TrialProver(Chainer& chainer) : chainer_(chainer), grid_(chainer.grid()) {}

  // Whether the assumptions `roots` (on nodes) lead, within `splits` case splits, to a
  // contradiction in every case; the proof's parts are appended to `parts`.
  bool refute(const std::vector<int>& roots, int splits, std::vector<TrialPart>& parts) {
    const std::size_t pool_mark = chainer_.pool_mark();
    Propagation& prop = chainer_.take();
    for (int r : roots) {
      const Potential& p = chainer_.graph().nodes[r];
      prop.on.add(chainer_.cand(p.cell, p.digit), r);
    }
    const auto [on, off] = chainer_.propagate(prop);
    if (on >= 0) {
      chainer_.release_to(pool_mark);
      parts.push_back({Branch{{on, off}}, -1, 0, static_cast<int>(roots.size()) - 1, case_of(roots)});
      return true;
    }
    if (splits == 0 || chainer_.exhausted()) {
      chainer_.release_to(pool_mark);
      return false;
    }
    // The position the assumptions leave: every candidate they turn off is gone.
    CandidateGrid reduced = grid_;
    for (int node : prop.off.order()) {
      const Potential& p = chainer_.graph().nodes[node];
      reduced.eliminate(p.cell, p.digit);
    }
    std::vector<int> cells;
    for (int c = 0; c < grid_.shape().cell_count(); ++c) {
      const int n = popcount(reduced.candidates(c));
      if (grid_.value(c) == 0 && n >= 2 && n <= kMaxSplitCandidates) cells.push_back(c);
    }
    std::stable_sort(cells.begin(), cells.end(),
                     [&](int a, int b) { return popcount(reduced.candidates(a)) < popcount(reduced.candidates(b)); });
    for (int cell : cells) {
      const Graph::Mark mark = chainer_.graph().mark();
      const std::size_t parts_mark = parts.size();
      // The branch that leaves the cell these digits: the offs of its other candidates.
      TrialPart split{{}, cell, reduced.candidates(cell), static_cast<int>(roots.size()) - 1, case_of(roots)};
      for (DigitMask m = grid_.candidates(cell) & ~reduced.candidates(cell); m != 0; m &= m - 1) {
        split.branch.targets.push_back(prop.off.get(chainer_.cand(cell, lowest_digit(m))));
      }
      parts.push_back(split);  // with no targets when the cell had no more candidates to begin with
      bool all = true;
      for (DigitMask m = reduced.candidates(cell); m != 0 && all; m &= m - 1) {
        std::vector<int> more = roots;
        more.push_back(chainer_.root(cell, lowest_digit(m), true));
        all = refute(more, splits - 1, parts);
      }
      if (all) {
        chainer_.release_to(pool_mark);
        return true;
      }
      parts.resize(parts_mark);
      chainer_.graph().truncate(mark);
      if (chainer_.exhausted()) break;
    }
    chainer_.release_to(pool_mark);
    return false;
  }

 private:
  static int case_of(const std::vector<int>& roots) { return roots.size() > 1 ? roots.back() : -1; }
  Chainer& chainer_;
  const CandidateGrid& grid_;
};

// "Trial: if r1c3 were 1: r1c3=1 -> r1c7<>1 -> ..., so r5c5 is 4 or 7; if also r5c5 were 4: ...,
// so r2c2 would be 5 and not 5; if also r5c5 were 7: ...; so r1c3 is not 1": the proof, part by part.
std::string trial_text(const Chainer& chainer, const std::vector<TrialPart>& parts, int cell, int digit) {
  const Shape& shape = chainer.grid().shape();
  const Graph& graph = chainer.graph();
  const std::string where = cell_name(shape, cell), d = std::to_string(digit);
  std::string text = "Trial: if " + where + " were " + d + ": ";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const TrialPart& part = parts[i];
    if (i > 0) text += "; ";
    if (part.case_root >= 0) {
      const Potential& c = graph.nodes[part.case_root];
      text += "if also " + cell_name(shape, c.cell) + " were " + std::to_string(c.digit) + ": ";
    }
    const std::string chain = chain_text(chainer, part.branch);
    text += chain;
    if (part.split_cell >= 0) {
      std::string digits;
      for (DigitMask m = part.cases; m != 0; m &= m - 1) {
        digits += (digits.empty() ? "" : " or ") + std::to_string(lowest_digit(m));
      }
      text += (chain.empty() ? "" : ", so ") + cell_name(shape, part.split_cell) + " is " + digits;
    } else {
      const Potential& clash = graph.nodes[part.branch.targets[0]];
      text += ", so " + cell_name(shape, clash.cell) + " would be " + std::to_string(clash.digit) + " and not " +
              std::to_string(clash.digit);
    }
  }
  return text + (parts.size() > 1 ? "; every case ends in a contradiction, so " : "; so ") + where + " is not " + d;
}

// The trial as chains: every candidate (fewest candidates first) that a proof of at most `splits`
// case splits refutes, within the budget; with `all` false, the first.
std::vector<Step> proved_trials(const CandidateGrid& grid, const CandidateGrid& solution, const std::vector<int>& cells,
                                int splits, bool all) {
  Chainer chainer(grid, ChainMode{false, true, false, 0, 0});
  long long budget = kProofBudget;
  chainer.set_budget(&budget);
  TrialProver prover(chainer);
  std::vector<Step> out;
  for (int cell : cells) {
    for (DigitMask m = grid.candidates(cell); m != 0; m &= m - 1) {
      const int digit = lowest_digit(m);
      if (solution.value(cell) == digit) continue;  // true: no proof can refute it
      const Graph::Mark mark = chainer.graph().mark();
      std::vector<TrialPart> parts;
      const int first_root = chainer.root(cell, digit, true);
      if (prover.refute({first_root}, splits, parts)) {
        ChainHint hint;
        hint.technique = Technique::trial;
        hint.difficulty = weight(Technique::trial);
        hint.eliminations = {{cell, digit}};
        // Every branch opens with the assumption (the record's branches are told apart by it).
        const int assumption = first_root;
        for (const TrialPart& part : parts) {
          if (part.branch.targets.empty()) continue;
          Branch branch{{assumption}};
          branch.targets.insert(branch.targets.end(), part.branch.targets.begin(), part.branch.targets.end());
          hint.branches.push_back(std::move(branch));
        }
        Step step = chain_step(chainer, hint);
        step.text = trial_text(chainer, parts, cell, digit);
        out.push_back(std::move(step));
        if (!all) return out;
      }
      chainer.graph().truncate(mark);
      if (chainer.exhausted()) break;
    }
    if (chainer.exhausted()) break;
  }
  // The shortest proof first: the one a hint shows.
  std::stable_sort(out.begin(), out.end(),
                   [](const Step& a, const Step& b) { return a.candidates.size() < b.candidates.size(); });
  return out;
}

// The fallback: the first candidate an exhaustive search refutes, said in words.
std::optional<Step> searched_trial(const CandidateGrid& grid, const std::vector<int>& cells) {
  for (int cell : cells) {
    for (DigitMask m = grid.candidates(cell); m != 0; m &= m - 1) {
      const int digit = lowest_digit(m);
      CandidateGrid assumed = grid;
      assumed.place(cell, digit);
      long long nodes = kTrialNodes;
      if (completes(std::move(assumed), nodes) != 0) continue;
      const std::string where = cell_name(grid.shape(), cell), d = std::to_string(digit);
      Step step = make_step(Technique::trial, {cell}, {}, {}, {{cell, digit}},
                            "Trial: if " + where + " were " + d + ", no way to fill the rest of the grid would " +
                                "work (an exhaustive search of " + std::to_string(kTrialNodes - nodes) +
                                " positions shows it), so " + where + " is not " + d,
                            {{cell, digit}});
      step.colours = {1};
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace

std::vector<Step> find_trials(const CandidateGrid& grid, bool all) {
  if (grid.solved() || grid.contradiction()) return {};
  std::vector<int> cells;
  for (int c = 0; c < grid.shape().cell_count(); ++c) {
    if (grid.value(c) == 0) cells.push_back(c);
  }
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return popcount(grid.candidates(a)) < popcount(grid.candidates(b)); });
  // The grader is asked only about puzzles with one solution, so the search needs to try only the
  // candidates that solution rules out (a true one would exhaust the budget for nothing).
  if (const auto solution = completion(grid)) {
    for (int splits = 0; splits <= kMaxSplits; ++splits) {
      std::vector<Step> steps = proved_trials(grid, *solution, cells, splits, all);
      if (!steps.empty()) return steps;
    }
  }
  std::vector<Step> steps;
  if (auto step = searched_trial(grid, cells)) steps.push_back(std::move(*step));
  return steps;
}

std::optional<Step> find_trial(const CandidateGrid& grid) {
  std::vector<Step> steps = find_trials(grid, false);
  if (steps.empty()) return std::nullopt;
  return std::move(steps.front());
}

}  // namespace grader_detail
}  // namespace dlx
