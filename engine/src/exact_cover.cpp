// Building, checking and comparing the DLX1 structure; the non-template parts of Search.
#include "dlx/exact_cover.hpp"

namespace dlx {

void Matrix::reset(int primary, int secondary) {
  primary_ = primary;
  items_count_ = primary + secondary;
  options_ = 0;
  const int n = items_count_;
  items_.resize(n + 2);
  len_.assign(n + 1, 0);
  option_start_.clear();
  // Root list of primary items 0 <-> 1 <-> ... <-> p; secondary list n+1 <-> p+1 <-> ... <-> n.
  for (int i = 0; i <= primary; ++i) {
    items_[i].prev = i == 0 ? primary : i - 1;
    items_[i].next = i == primary ? 0 : i + 1;
  }
  const int head = n + 1;
  items_[head].prev = secondary ? n : head;
  items_[head].next = secondary ? primary + 1 : head;
  for (int i = primary + 1; i <= n; ++i) {
    items_[i].prev = i == primary + 1 ? head : i - 1;
    items_[i].next = i == n ? head : i + 1;
  }
  nodes_.resize(n + 2);
  nodes_[0] = Node{0, 0, 0};
  for (int i = 1; i <= n; ++i) nodes_[i] = Node{i, i, i};
  last_spacer_ = n + 1;
  nodes_[last_spacer_] = Node{0, 0, 0};
}

void Matrix::add_option(const int* items, int count) {
  const int first = static_cast<int>(nodes_.size());
  option_start_.push_back(first);
  for (int k = 0; k < count; ++k) {
    const int item = items[k];
    const int x = first + k;
    const int last = nodes_[item].up;
    nodes_.push_back(Node{last, item, item});
    nodes_[last].down = x;
    nodes_[item].up = x;
    ++len_[item];
  }
  const int end = first + count;
  nodes_[last_spacer_].down = end - 1;
  ++options_;
  nodes_.push_back(Node{first, 0, -options_});
  last_spacer_ = end;
}

int Matrix::option_of(int node) const {
  while (nodes_[node].top > 0) --node;
  return -nodes_[node].top;
}

std::vector<int> Matrix::option_items(int option) const {
  std::vector<int> result;
  for (int x = option_start_[option]; nodes_[x].top > 0; ++x) result.push_back(nodes_[x].top);
  return result;
}

std::string Matrix::check_links() const {
  const auto bad = [](const std::string& what, int at) { return what + " at " + std::to_string(at); };
  // The active primary list, walked both ways.
  int steps = 0;
  for (int i = items_[0].next; i != 0; i = items_[i].next) {
    if (i < 1 || i > primary_) return bad("active list reaches a non-primary item", i);
    if (items_[items_[i].prev].next != i) return bad("item prev/next disagree", i);
    if (covered(i)) return bad("active item is marked covered", i);
    if (++steps > primary_) return bad("active list does not close", i);
  }
  if (items_[items_[0].prev].next != 0) return bad("root prev/next disagree", 0);
  // Every item's vertical list.
  for (int i = 1; i <= items_count_; ++i) {
    int count = 0;
    for (int x = nodes_[i].down; x != i; x = nodes_[x].down) {
      if (x <= items_count_ + 1 || x >= static_cast<int>(nodes_.size())) return bad("vertical link out of range in item", i);
      if (nodes_[x].top != i) return bad("node in the wrong item's list: node", x);
      if (nodes_[nodes_[x].up].down != x) return bad("up/down disagree at node", x);
      if (++count > options_) return bad("vertical list does not close in item", i);
    }
    if (nodes_[nodes_[i].up].down != i) return bad("up/down disagree at header", i);
    if (count != size(i)) return bad("size differs from list length in item", i);
  }
  return {};
}

bool Matrix::same_links(const Matrix& o) const {
  if (primary_ != o.primary_ || items_count_ != o.items_count_ || nodes_.size() != o.nodes_.size()) return false;
  for (size_t i = 0; i < nodes_.size(); ++i) {
    const Node &a = nodes_[i], &b = o.nodes_[i];
    if (a.up != b.up || a.down != b.down || a.top != b.top) return false;
  }
  for (size_t i = 0; i < items_.size(); ++i) {
    if (items_[i].prev != o.items_[i].prev || items_[i].next != o.items_[i].next) return false;
  }
  return len_ == o.len_;
}

Search::Search(Matrix& matrix, SearchOptions options)
    : m_(&matrix),
      options_(options),
      solution_limit_(options.solution_limit ? options.solution_limit : UINT64_MAX),
      node_budget_(options.node_budget ? options.node_budget : UINT64_MAX),
      choice_(matrix.primary_count() + 1, 0) {}

std::vector<int> Search::options_of(int depth) const {
  std::vector<int> result;
  for (int k = 0; k < depth; ++k) result.push_back(m_->option_of(choice_[k]));
  return result;
}

int Search::choose_random() {
  // Reservoir sampling over the smallest active items: each is equally likely.
  int best = 0, smallest = INT_MAX, ties = 0;
  for (int i = m_->items_[0].next; i != 0; i = m_->items_[i].next) {
    const int s = m_->len_[i];
    if (s < smallest) {
      smallest = s;
      best = i;
      ties = 1;
    } else if (s == smallest && options_.rng->below(static_cast<std::uint32_t>(++ties)) == 0) {
      best = i;
    }
  }
  return best;
}

const char* to_string(SearchStatus status) {
  switch (status) {
    case SearchStatus::running: return "running";
    case SearchStatus::complete: return "complete";
    case SearchStatus::solution_limit: return "solution limit";
    case SearchStatus::budget_exhausted: return "budget exhausted";
  }
  return "?";
}

}  // namespace dlx
