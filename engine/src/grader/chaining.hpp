// The chaining engine behind the grader's chain family (internal; see grader.hpp): Sudoku
// Explainer's model of chains, re-implemented from its published description. A "potential" is a
// candidate assumed true (on) or false (off); implications lead from potentials to potentials:
//   on  -> off  the cell's other candidates, and the digit's other places in the cell's houses
//   off -> on   the cell's last other candidate, or the digit's last other place in a house
// Each potential reached keeps the potentials that imply it (its parents), so a conclusion carries
// its whole proof: a line for a plain chain, a DAG for a net, a dynamic chain or a nested one.
// Static propagation reads the position as it is; dynamic propagation also removes every potential
// it turns off, so later implications may rest on several earlier ones (their "hidden" parents).
// At nesting level 1 and above a propagation that runs dry asks simple techniques (and from level
// 2 on, chains themselves) on the reduced position for more potentials to turn off.
// Files: grader/implications.cpp (the two rules, the propagations), grader/chain_record.cpp (a
// proof as a Step record), grader/cycles.cpp (cycles and forcing X-/XY-chains), grader/forcing.cpp
// (Nishio, cell and region forcing, dynamic and nested forcing), grader/nested.cpp (the
// techniques a nested propagation asks).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "grader_detail.hpp"

namespace dlx {
namespace grader_detail {

// Why a potential holds: how its parents imply it.
enum class Cause : std::uint8_t {
  assumption,  // the propagation's starting point (no parents)
  cell,        // on: the cell's last candidate; off: another candidate of a cell that is on
  house,       // on: the digit's last place in `house`; off: the digit elsewhere in `house`
  advanced,    // off: a technique on the reduced position (nested levels); parents: what it needed
};

struct Potential {
  int cell = 0;
  int digit = 0;
  bool on = false;
  Cause cause = Cause::assumption;
  int house = -1;         // Cause::house: the house
  int parents_begin = 0;  // the parents: Graph::pool[parents_begin, parents_begin + parents_count)
  int parents_count = 0;
  int nested = -1;  // Cause::advanced: index into Graph::nested
};

// What a nested technique contributed (Cause::advanced): its name for the sentence and, for a
// nested chain, its own complexity (SE adds it to the outer chain's).
struct NestedRule {
  Technique technique;
  int complexity = 0;
};

// An arena of potentials: every propagation of one search appends here; indices are stable.
struct Graph {
  std::vector<Potential> nodes;
  std::vector<int> pool;  // parent indices
  std::vector<NestedRule> nested;

  int add(const Potential& p, const int* parents, int count);
  const int* parents(int node) const { return pool.data() + nodes[node].parents_begin; }
  // Where the arena ends now, to drop what a search appended after it when nothing came of it.
  struct Mark {
    std::size_t nodes, pool, nested;
  };
  Mark mark() const { return {nodes.size(), pool.size(), nested.size()}; }
  void truncate(const Mark& m) {
    nodes.resize(m.nodes);
    pool.resize(m.pool);
    nested.resize(m.nested);
  }
};

// A set of potentials of one truth value, in insertion order, with the first node stored for each
// candidate (SE's LinkedSet: a second, equal potential does not replace the first).
class PotentialSet {
 public:
  // Empties the set in O(1) (a new generation), sized for `candidates`.
  void reset(int candidates);
  bool contains(int cand) const { return stamp_[cand] == generation_; }
  int get(int cand) const { return contains(cand) ? first_[cand] : -1; }
  // Adds `node` for `cand` unless the candidate is already there; returns whether it was added.
  bool add(int cand, int node) {
    if (contains(cand)) return false;
    stamp_[cand] = generation_;
    first_[cand] = node;
    order_.push_back(node);
    return true;
  }
  const std::vector<int>& order() const { return order_; }  // node indices, insertion order
  bool empty() const { return order_.empty(); }

 private:
  std::vector<int> first_;            // per candidate: node index, valid when stamped
  std::vector<std::uint32_t> stamp_;  // per candidate: the generation that set it
  std::uint32_t generation_ = 0;
  std::vector<int> order_;
};

// The potentials one assumption (or set of assumptions) leads to.
struct Propagation {
  PotentialSet on, off;
  void reset(int candidates) {
    on.reset(candidates);
    off.reset(candidates);
  }
};

// Which kind of Chaining producer runs (SE's Chaining parameters).
struct ChainMode {
  bool multiple = false;  // cell and region forcing
  bool dynamic = false;   // propagation removes what it turns off
  bool nishio = false;    // one digit only: no cell rules
  int level = 0;          // 0: plain; 1: + simple techniques; 2: + chains; 3: + multiple; 4: + dynamic
  int nesting_limit = 0;  // level 4: the level of the nested dynamic chains
};

// Shared state of one search on one position: the arena, the position, scratch.
class Chainer {
 public:
  Chainer(const CandidateGrid& grid, ChainMode mode);

  const CandidateGrid& grid() const { return grid_; }
  const ChainMode& mode() const { return mode_; }
  Graph& graph() { return graph_; }
  const Graph& graph() const { return graph_; }
  int cand(int cell, int digit) const { return cell * n_ + digit - 1; }
  int candidates() const { return cells_ * n_; }
  // The cell's houses in SE's order: box, row, column, then extra houses.
  const std::vector<int>& houses_of(int cell) const { return house_order_[cell]; }
  // A reset propagation from the chainer's pool; release_to() hands back every one taken after a
  // pool_mark() (the searches run many, and each sizes two candidate tables).
  Propagation& take();
  std::size_t pool_mark() const { return pool_used_; }
  void release_to(std::size_t mark) { pool_used_ = mark; }
  // Whether a search keeps every hint (nested techniques need all) or only the lightest.
  bool keep_all() const { return keep_all_; }
  void set_keep_all(bool all) { keep_all_ = all; }

  // A new root potential (an assumption).
  int root(int cell, int digit, bool on);

  // SE's doChaining: runs the propagation from what `prop` holds until nothing new follows, or the
  // first potential that would be both on and off (returned as {on node, off node}; else {-1, -1}).
  // Static or dynamic and with nested techniques by the mode.
  std::pair<int, int> propagate(Propagation& prop);
  // SE's doCycles (static): from `source` (on), every way back to it through at least four links;
  // the end nodes are appended to `ends`. x: house links (off -> on), y: cell links.
  void find_cycles(int source, bool y, bool x, std::vector<int>& ends);
  // SE's doForcingChains (static): from `source` (on or off), the first node that contradicts it.
  int find_forcing_chain(int source, bool y);

  // Work budget: propagation steps left, shared with the nested searches this one starts (nested
  // levels can explode); when it runs out, propagations stop early (what they found still holds)
  // and the search reports exhausted(). nullptr: unlimited.
  void set_budget(long long* steps) { budget_ = steps; }
  long long* budget() const { return budget_; }
  bool exhausted() const { return budget_ != nullptr && *budget_ <= 0; }

 private:
  struct Proto {  // a potential about to be created
    int cell, digit;
    bool on;
    Cause cause;
    int house;
  };
  void on_to_off(const CandidateGrid& at, int node, bool y, std::vector<Proto>& out);
  void off_to_on(const CandidateGrid& at, int node, bool y, bool x, std::vector<Proto>& out);
  // The hidden parents of an `on` implied by the off node `from` on a reduced position: what the
  // chain removed from the cell (cell rule) or from the house (house rule).
  void hidden_parents(const Proto& p, int from, const PotentialSet& off, std::vector<int>& parents) const;
  int make(const Proto& p, int parent);
  bool is_ancestor(int node, int cand, bool on) const;  // SE's isParent: along first parents

  const CandidateGrid& grid_;
  ChainMode mode_;
  int n_, cells_;
  std::vector<std::vector<int>> house_order_;
  std::vector<std::vector<std::uint32_t>> house_bit_;  // per cell, parallel to house_order_: its bit there
  std::vector<std::unique_ptr<Propagation>> pool_;
  std::size_t pool_used_ = 0;
  bool keep_all_ = false;
  std::vector<std::uint32_t> cell_stamp_;  // on_to_off: cells already turned off, by generation
  std::uint32_t cell_generation_ = 0;
  std::vector<int> pending_on_, pending_off_, next_;
  Graph graph_;
  CandidateGrid work_;                     // the dynamic propagation's reduced position
  const CandidateGrid* source_ = nullptr;  // the position the current propagation started on
  std::vector<Proto> protos_;
  std::vector<int> scratch_;
  long long* budget_ = nullptr;
  bool spend() {  // one propagation step; false when the budget is gone
    if (budget_ == nullptr) return true;
    return (*budget_)-- > 0;
  }
};

// The reduced position's techniques a nested propagation asks (grader/nested.cpp): the
// eliminations of the first technique that finds any, each as an off potential whose parents are
// the chain's removals the technique needed.
void advanced_potentials(Chainer& chainer, const CandidateGrid& current, const CandidateGrid& source,
                         const PotentialSet& off, std::vector<int>& out);

// SE's measures of a proof: distinct potentials among a node's ancestors (itself included).
int ancestor_count(const Graph& graph, int node);
// The complexity nested chains add: each distinct nested chain among the ancestors of `targets`.
int nested_complexity(const Graph& graph, const std::vector<int>& targets);
// SE's length bonus and difficulty of a chain step of `complexity` on base weight `base`.
double chain_difficulty(double base, int complexity);

// One conclusion of a chaining search, before it becomes a Step: SE's hint, with what orders hints
// (difficulty, then complexity, then sort key) and what the proof consists of.
struct Branch {
  std::vector<int> targets;  // nodes whose ancestors (in one propagation) form the branch
};
struct ChainHint {
  Technique technique = Technique::forcing_chain;
  double difficulty = 0.0;  // SE's, before rounding
  int complexity = 0;
  int sort_key = 0;  // SE's tie-break between kinds of hint of equal difficulty and complexity
  std::vector<Branch> branches;
  Cands placements, eliminations;
  Cause root_cause = Cause::assumption;  // cell or region forcing: how the branches' roots cover all cases
  int house = -1;                        // region forcing: the house
  int cell = -1;                         // cell forcing: the cell
};
// Whether `a` goes before `b` (SE's order of chaining hints).
bool hint_before(const ChainHint& a, const ChainHint& b);
// Adds a hint to a search's list: every hint when the chainer keeps all, else only those whose
// weight (rounded to 0.1, as the round compares them) is the least so far.
// Returns whether it was kept.
bool collect(const Chainer& chainer, std::vector<ChainHint>& hints, ChainHint hint);

// A hint as a Step record (grader/chain_record.cpp): each branch's DAG from its root to its
// targets, in chain order, with colours (truth values), links and an English sentence.
Step chain_step(const Chainer& chainer, const ChainHint& hint);
// The hints (sorted lightest first) as Steps, as long as they weigh no more than the first; with
// `only`, just the hints of that technique.
std::vector<Step> lightest_steps(const Chainer& chainer, const std::vector<ChainHint>& hints,
                                 std::optional<Technique> only = std::nullopt);
// "r1c2=5 -> r1c7<>5 -> r3c9=5": a branch in the usual notation, from root to target.
std::string chain_text(const Chainer& chainer, const Branch& branch);
// SE's rule parents of a hint found on `current`: the potentials removed from `source` that its
// proof relied on (for nested chains).
void rule_parents(const Chainer& chainer, const ChainHint& hint, const CandidateGrid& source,
                  const CandidateGrid& current, std::vector<std::pair<int, int>>& out);

// The producers (grader/cycles.cpp, grader/forcing.cpp): every hint, sorted (hint_before).
std::vector<ChainHint> cycles_and_chains(Chainer& chainer);
std::vector<ChainHint> forcing_chains(Chainer& chainer);
// The hints of least weight (SE's difficulty rounded to 0.1) of a producer as Steps: a round.
std::vector<Step> find_cycles_and_chains(const CandidateGrid& grid);
std::vector<Step> find_chaining(const CandidateGrid& grid, ChainMode mode, long long budget = -1);

}  // namespace grader_detail
}  // namespace dlx
