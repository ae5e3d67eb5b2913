// How big is this search? Knuth's estimate of a backtrack tree's size by random probes (Knuth,
// "Estimating the efficiency of backtrack programs", 1975; TAOCP pre-fascicle "Estimating
// backtrack costs"). A probe walks one path down the very tree Search would explore: at each node
// the item Search would choose (Search::choose_item, the one rule), d = its number of options,
// one of them taken uniformly at random. A node reached through degrees d1, d2, ..., dk above it
// is met with probability 1/(d1 d2 ... dk), so counting it d1 d2 ... dk times gives an unbiased
// estimate of any sum over the tree's nodes: their number, their updates, their solutions.
// Siblings: exact_cover.hpp (Matrix, Search), search_driver.hpp (Counters: what a node is).
//
// The node and update figures are DLX1's (Counters): a node is an entry into a level (a choice of
// item) or a solution; updates are counted where they happen — a level's cover of its item belongs
// to that level's node, and covering the other items of the option that leads to a child belongs
// to the child. So the expected estimate is exactly Search's counters (a test enumerates every path).
#pragma once

#include <cstdint>
#include <vector>

#include "dlx/base/rng.hpp"
#include "dlx/cover/exact_cover.hpp"

namespace dlx {

// One level of a probe: the item branched on, its size d there, and the option taken (0-based, as
// added to the matrix); -1 when d = 0 (a dead end ends the probe).
struct ProbeStep {
  int item;
  int size;
  int option;
};

// A probe's figures (or means of them): DLX1's nodes, updates and solutions of the whole tree.
struct TreeFigures {
  double nodes = 0;
  double updates = 0;
  double solutions = 0;
};

struct Probe {
  std::vector<ProbeStep> path;  // root first; ends at a dead end or just before a solution
  TreeFigures estimate;
};

// Walks probes over a matrix, which it leaves exactly as it found it after each probe. Branching is
// Search's (options.branching; a random tie-break when options.rng is set); the domination pass
// (options.dominate) is not estimated: it is ignored.
class Estimator {
 public:
  explicit Estimator(Matrix& matrix, SearchOptions options = {});
  // One probe, each option picked with rng.
  Probe probe(Rng& rng);
  // The probe that takes, at its k-th branching, option picks[k] of the chosen item (counted down
  // its list, 0 = the first; taken modulo d), and the first option once picks runs out. Tests walk
  // every path of a tree with it.
  Probe probe_along(const std::vector<int>& picks);

 private:
  template <class Pick>
  Probe walk(Pick&& pick);
  void undo();
  Matrix* m_;
  Search search_;                 // only its choice rule is used: the matrix is shared
  std::vector<int> item_, node_;  // per level of the current probe: item covered, option node taken
};

// The running mean of probes' estimates and its standard error (the sample standard deviation over
// the square root of the number of probes; 0 until there are two). Welford's update, so it stays
// accurate over many probes.
class RunningEstimate {
 public:
  void add(const TreeFigures& x);
  std::uint64_t count() const { return count_; }
  TreeFigures mean() const { return mean_; }
  TreeFigures standard_error() const;

 private:
  std::uint64_t count_ = 0;
  TreeFigures mean_, m2_;
};

// probes probes from one seed, each with the running mean and standard error after it.
struct EstimateReport {
  struct Entry {
    Probe probe;
    TreeFigures mean, standard_error;  // over the probes so far, this one included
  };
  std::vector<Entry> probes;
  TreeFigures mean, standard_error;  // over all of them
};
EstimateReport estimate_search(Matrix& matrix, int probes, std::uint64_t seed, SearchOptions options = {});

}  // namespace dlx
