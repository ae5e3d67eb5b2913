// Knuth's random probes down the Dancing Links search tree (estimate.hpp): a walk that covers as
// Search's forward and advance phases do, and uncovers as its backup and recover phases do.
#include "dlx/cover/estimate.hpp"

#include <cmath>

namespace dlx {

Estimator::Estimator(Matrix& matrix, SearchOptions options)
    : m_(&matrix), search_(matrix, [&] {
        options.dominate = false;
        return options;
      }()) {}

Probe Estimator::probe(Rng& rng) {
  return walk([&](int d) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(d))); });
}

Probe Estimator::probe_along(const std::vector<int>& picks) {
  std::size_t k = 0;
  return walk([&](int d) { return k < picks.size() ? picks[k++] % d : 0; });
}

// weight = the product of the degrees above the current node: how many nodes like it the tree
// holds, on average. `entry` = the updates done on the way into the node (covering the other items
// of the option that leads to it), which count as that node's cost, as do those of its own cover.
template <class Pick>
Probe Estimator::walk(Pick&& pick) {
  QuietObserver quiet;
  Probe out;
  double weight = 1;
  std::uint64_t entry = 0;
  for (;;) {
    if (m_->item(0).next == 0) {  // every primary item covered: a solution, which DLX1 counts as a node
      out.estimate.nodes += weight;
      out.estimate.solutions += weight;
      out.estimate.updates += weight * static_cast<double>(entry);
      break;
    }
    const int best = search_.choose_item();
    const int d = m_->size(best);
    const std::uint64_t cost = entry + m_->cover(best, quiet);
    out.estimate.nodes += weight;
    out.estimate.updates += weight * static_cast<double>(cost);
    item_.push_back(best);
    if (d == 0) {  // a dead end: Search covers the item, finds no option and backs up
      node_.push_back(best);
      out.path.push_back(ProbeStep{best, 0, -1});
      break;
    }
    int node = m_->node(best).down;
    for (int k = pick(d); k > 0; --k) node = m_->node(node).down;
    node_.push_back(node);
    out.path.push_back(ProbeStep{best, d, m_->option_of(node)});
    entry = 0;
    for (int pp = node + 1; pp != node;) {  // cover the option's other items, as Search's advance
      const int x = m_->node(pp).top;
      if (x <= 0) {
        pp = m_->node(pp).up;
      } else {
        entry += m_->cover(x, quiet);
        ++pp;
      }
    }
    weight *= d;
  }
  undo();
  return out;
}

// Back up to the root exactly as Search does: per level, deepest first, the option's other items
// right to left (recover), then the level's item (backup).
void Estimator::undo() {
  QuietObserver quiet;
  while (!item_.empty()) {
    const int best = item_.back(), node = node_.back();
    if (node != best) {
      for (int pp = node - 1; pp != node;) {
        const int x = m_->node(pp).top;
        if (x <= 0) {
          pp = m_->node(pp).down;
        } else {
          m_->uncover(x, quiet);
          --pp;
        }
      }
    }
    m_->uncover(best, quiet);
    item_.pop_back();
    node_.pop_back();
  }
}

namespace {
void welford(double x, std::uint64_t n, double& mean, double& m2) {
  const double delta = x - mean;
  mean += delta / static_cast<double>(n);
  m2 += delta * (x - mean);
}
double standard_error_of(double m2, std::uint64_t n) {
  if (n < 2) return 0;
  const double variance = m2 / static_cast<double>(n - 1);
  return std::sqrt(variance / static_cast<double>(n));
}
}  // namespace

void RunningEstimate::add(const TreeFigures& x) {
  ++count_;
  welford(x.nodes, count_, mean_.nodes, m2_.nodes);
  welford(x.updates, count_, mean_.updates, m2_.updates);
  welford(x.solutions, count_, mean_.solutions, m2_.solutions);
}

TreeFigures RunningEstimate::standard_error() const {
  return TreeFigures{standard_error_of(m2_.nodes, count_), standard_error_of(m2_.updates, count_),
                     standard_error_of(m2_.solutions, count_)};
}

EstimateReport estimate_search(Matrix& matrix, int probes, std::uint64_t seed, SearchOptions options) {
  Estimator estimator(matrix, options);
  Rng rng(seed);
  RunningEstimate running;
  EstimateReport report;
  for (int i = 0; i < probes; ++i) {
    Probe probe = estimator.probe(rng);
    running.add(probe.estimate);
    report.probes.push_back(EstimateReport::Entry{std::move(probe), running.mean(), running.standard_error()});
  }
  report.mean = running.mean();
  report.standard_error = running.standard_error();
  return report;
}

}  // namespace dlx
