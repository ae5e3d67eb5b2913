// Building and checking the sparse sets of dancing cells; the non-template parts of CellsSearch.
#include "dlx/cover/dancing_cells.hpp"

#include <climits>

namespace dlx {

void CellsMatrix::reset(int primary, int secondary) {
  primary_ = primary;
  items_count_ = primary + secondary;
  items_.clear();
  option_start_.assign(1, 0);
  restart();
}

void CellsMatrix::add_option(const int* items, int count) {
  items_.insert(items_.end(), items, items + count);
  option_start_.push_back(static_cast<int>(items_.size()));
}

void CellsMatrix::assign(const Matrix& matrix) {
  items_.clear();
  option_start_.assign(1, 0);
  primary_ = matrix.primary_count();
  items_count_ = matrix.item_count();
  for (int k = 0; k < matrix.option_count(); ++k) {
    const std::vector<int> items = matrix.option_items(k);
    add_option(items);
  }
  restart();
}

void CellsMatrix::restart() {
  const int n = items_count_;
  // Set lengths first, so each item's set can sit right after its header.
  std::vector<int> length(n + 1, 0);
  for (int item : items_) ++length[item];
  handle_.assign(n + 1, 0);
  int at = 0;
  for (int i = 1; i <= n; ++i) {
    handle_[i] = at + 3;
    at += 3 + length[i];
  }
  cells_.assign(at, 0);
  active_.clear();
  second_ = items_count_ > primary_ ? handle_[primary_ + 1] : at + 3;
  for (int i = 1; i <= n; ++i) {
    const int h = handle_[i];
    cells_[h - 3] = i;
    cells_[h - 2] = static_cast<int>(active_.size());
    active_.push_back(h);
  }
  active_count_ = n;
  const int options = option_count();
  nodes_.assign(items_.size() + options + 1, Node{0, -1});
  int x = 1;
  for (int k = 0; k < options; ++k) {
    const int first = x;
    for (int j = option_start_[k]; j < option_start_[k + 1]; ++j, ++x) {
      const int h = handle_[items_[j]];
      const int loc = h + cells_[h - 1]++;
      cells_[loc] = x;
      nodes_[x] = Node{h, loc};
    }
    nodes_[x] = Node{first - x, k};  // spacer: its index plus its item field = the option's first node
    ++x;
  }
}

void CellsMatrix::deactivate(int h) {
  int& p = pos(h);
  const int last = active_[--active_count_];
  active_[p] = last;
  pos(last) = p;
  active_[active_count_] = h;
  p = active_count_;
}

int CellsMatrix::option_of(int node) const {
  while (nodes_[node].item > 0) ++node;
  return nodes_[node].loc;
}

std::string CellsMatrix::check_sets() const {
  const auto bad = [](const std::string& what, int at) { return what + " at " + std::to_string(at); };
  for (int i = 1; i <= items_count_; ++i) {
    const int h = handle_[i];
    if (cells_[h - 3] != i) return bad("header names another item", i);
    const int length = i < items_count_ ? handle_[i + 1] - 3 - h : static_cast<int>(cells_.size()) - h;
    if (cells_[h - 1] < 0 || cells_[h - 1] > length) return bad("size outside the set", i);
    for (int k = h; k < h + length; ++k) {
      const int x = cells_[k];
      if (x <= 0 || x >= static_cast<int>(nodes_.size()) || nodes_[x].item != h)
        return bad("set holds a node of another item: item", i);
      if (nodes_[x].loc != k) return bad("node's loc disagrees with its place in the set: item", i);
    }
    const int p = cells_[h - 2];
    if (p < 0 || p >= static_cast<int>(active_.size()) || active_[p] != h)
      return bad("item's pos disagrees with the active list", i);
    if ((h < second_) != (i <= primary_)) return bad("item on the wrong side of the primary/secondary boundary", i);
  }
  for (int x = 1; x < static_cast<int>(nodes_.size()); ++x) {
    if (nodes_[x].item < 0 && nodes_[x + nodes_[x].item].item <= 0)
      return bad("spacer does not lead to an option's first node", x);
  }
  return {};
}

CellsSearch::CellsSearch(CellsMatrix& matrix, SearchOptions options)
    : SearchDriver(options, matrix.primary_count() + 1),
      m_(&matrix),
      // Every node can be on the trail once (see the layout), so it never grows during a search.
      trail_(matrix.items_.size() + 1, 0),
      mark_(matrix.primary_count() + 1, 0),
      active_at_(matrix.primary_count() + 1, 0) {
  matrix.restart();
}

void CellsSearch::mark(int level) {
  mark_[level] = trail_top_;
  active_at_[level] = m_->active_count_;
}

std::vector<int> CellsSearch::options_of(int depth) const {
  std::vector<int> result;
  for (int k = 0; k < depth; ++k) result.push_back(m_->option_of(choice_[k]));
  return result;
}

}  // namespace dlx
