// Building, checking and comparing the DLX1 structure; the non-template parts of Search.
#include "dlx/cover/exact_cover.hpp"

#include <algorithm>
#include <climits>
#include <cstring>

namespace dlx {

namespace {
int bits_for(int value) {
  int bits = 0;
  while ((1 << bits) <= value) ++bits;
  return bits;
}
}  // namespace

// Eight-lane vectors (GCC/clang vector extensions): one AVX2 register, two SSE or WebAssembly
// SIMD128 registers elsewhere. Both compilers turn the vector ?: into vector minimums. The lane
// operations are macros rather than functions: a function passing 32-byte vectors by value has
// an ABI that differs with and without AVX, which GCC warns about even when it inlines.
typedef int Lanes __attribute__((vector_size(32)));
#define DLX_LANE_MIN(a, b) ((a) < (b) ? (a) : (b))
#define DLX_LOAD_LANES(v, p) std::memcpy(&(v), (p), sizeof(Lanes))
// out = the smallest lane of v, in three shuffle-and-min steps (v is overwritten).
#define DLX_LOWEST(out, v)                                                      \
  do {                                                                          \
    v = DLX_LANE_MIN(v, __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3)); \
    v = DLX_LANE_MIN(v, __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5)); \
    v = DLX_LANE_MIN(v, __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6)); \
    out = v[0];                                                                 \
  } while (0)

// Blocks of 32 keys reduced branch-free. With kEarlyExit, after every second block a key below zero_bound
// (an item of size 0) ends the scan: no later key can be smaller, and DLX1 would pick that item whatever
// follows. Search::choose scans without it (see there).
template <bool kEarlyExit>
inline __attribute__((always_inline)) int smallest_key_scan(const int* keys, int count, int zero_bound) {
  Lanes m = {INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX, INT_MAX};
  Lanes a, b, c, d;
  int i = 0;
  for (; i + 32 <= count; i += 32) {
    DLX_LOAD_LANES(a, keys + i);
    DLX_LOAD_LANES(b, keys + i + 8);
    DLX_LOAD_LANES(c, keys + i + 16);
    DLX_LOAD_LANES(d, keys + i + 24);
    a = DLX_LANE_MIN(a, b);
    c = DLX_LANE_MIN(c, d);
    m = DLX_LANE_MIN(m, DLX_LANE_MIN(a, c));
    // The early exit costs a horizontal minimum; every other block (64 keys) pays for itself.
    if constexpr (kEarlyExit) {
      if ((i & 32) == 0) continue;
      int low;
      b = m;
      DLX_LOWEST(low, b);
      if (low < zero_bound) return low;
    }
  }
  for (; i + 8 <= count; i += 8) {
    DLX_LOAD_LANES(a, keys + i);
    m = DLX_LANE_MIN(m, a);
  }
  int smallest;
  DLX_LOWEST(smallest, m);
  for (; i < count; ++i) smallest = std::min(smallest, keys[i]);
  return smallest;
}

// x86-64 builds also get an AVX2 clone of each (one-instruction vector minimum), chosen at load time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
int smallest_key(const int* keys, int count, int zero_bound) {
  return smallest_key_scan<true>(keys, count, zero_bound);
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
int smallest_key_of_all(const int* keys, int count) {
  return smallest_key_scan<false>(keys, count, INT_MIN);
}

#undef DLX_LANE_MIN
#undef DLX_LOAD_LANES
#undef DLX_LOWEST

void Matrix::reset(int primary, int secondary) {
  primary_ = primary;
  items_count_ = primary + secondary;
  options_ = 0;
  const int n = items_count_;
  items_.resize(n + 2);
  shift_ = bits_for(n);
  if (shift_ > 20) shift_ = 0;  // too many items to leave room for sizes: plain sizes
  // kKeyPadding keys past the last item never win a minimum, so a scan may round its length up.
  key_.assign(n + 1 + kKeyPadding, INT_MAX);
  for (int i = 0; i <= n; ++i) key_[i] = shift_ ? i : 0;
  option_start_.clear();
  width_ = 0;
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
  node_end_ = n + 2;
  if (static_cast<int>(nodes_.size()) < node_end_) grow_nodes(node_end_);
  nodes_[0] = Node{0, 0, 0};
  for (int i = 1; i <= n; ++i) nodes_[i] = Node{i, i, i};
  last_spacer_ = n + 1;
  nodes_[last_spacer_] = Node{0, 0, 0};
}

void Matrix::shrink_to_fit() {
  nodes_.resize(node_end_);
  nodes_.shrink_to_fit();
  place_.resize(node_end_);
  place_.shrink_to_fit();
}

void Matrix::grow_nodes(int needed) {
  nodes_.resize(std::max<size_t>(static_cast<size_t>(needed), nodes_.size() * 2 + 64));
  place_.resize(nodes_.size());
}

void Matrix::use_plain_sizes() {
  for (int i = 0; i <= items_count_; ++i) key_[i] = (key_[i] & (kCovered - 1)) >> shift_ | (key_[i] & kCovered);
  shift_ = 0;
}

void Matrix::add_option(const int* items, int count) {
  const int first = node_end_;
  if (static_cast<int>(nodes_.size()) < first + count + 1) grow_nodes(first + count + 1);
  Node* nd = nodes_.data();
  option_start_.push_back(first);
  width_ = options_ == 0 || width_ == count ? count : -1;
  // No item can list more options than exist, so this one test keeps every size within its bits.
  if (shift_ && options_ + 1 >= (kCovered >> shift_)) use_plain_sizes();
  for (int k = 0; k < count; ++k) {
    const int item = items[k];
    const int x = first + k;
    const int last = nd[item].up;
    nd[x] = Node{last, item, item};
    place_[x] = static_cast<unsigned char>(k < 255 ? k : 255);  // read only when every option is narrow
    nd[last].down = x;
    nd[item].up = x;
    key_[item] += 1 << shift_;
  }
  const int end = first + count;
  nd[last_spacer_].down = end - 1;
  ++options_;
  nd[end] = Node{first, 0, -options_};
  last_spacer_ = end;
  node_end_ = end + 1;
}

void Matrix::select_option(int option) {
  QuietObserver quiet;
  for (int x = option_start_[option]; nodes_[x].top > 0; ++x) cover(nodes_[x].top, quiet);
}

void Matrix::exclude_option(int option) {
  for (int x = option_start_[option]; nodes_[x].top > 0; ++x) {
    if (covered(nodes_[x].top)) return;  // hidden by that cover already: its links must stay
  }
  hide_option(option_start_[option]);
}

int Matrix::hide_option(int x) {
  int count = 0;
  for (int n = option_start_[option_of(x)]; nodes_[n].top > 0; ++n, ++count) {
    const Node& node = nodes_[n];
    nodes_[node.up].down = node.down;
    nodes_[node.down].up = node.up;
    key_[node.top] -= 1 << shift_;
  }
  return count;
}

void Matrix::unhide_option(int x) {
  const int start = option_start_[option_of(x)];
  int end = start;
  while (nodes_[end].top > 0) ++end;
  for (int n = end - 1; n >= start; --n) {
    const Node& node = nodes_[n];
    nodes_[node.up].down = n;
    nodes_[node.down].up = n;
    key_[node.top] += 1 << shift_;
  }
}

int Matrix::option_of(int node) const {
  // place_ says how far the option's spacer is (its top is -option), unless the option is wider
  // than a byte counts: then walk back to it.
  if (nodes_[node].top > 0 && place_[node] < 255) return -nodes_[node - place_[node] - 1].top;
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
      if (x <= items_count_ + 1 || x >= node_end_) return bad("vertical link out of range in item", i);
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
  if (primary_ != o.primary_ || items_count_ != o.items_count_ || node_end_ != o.node_end_) return false;
  for (int i = 0; i < node_end_; ++i) {
    const Node &a = nodes_[i], &b = o.nodes_[i];
    if (a.up != b.up || a.down != b.down || a.top != b.top) return false;
  }
  for (size_t i = 0; i < items_.size(); ++i) {
    if (items_[i].prev != o.items_[i].prev || items_[i].next != o.items_[i].next) return false;
  }
  return shift_ == o.shift_ && width_ == o.width_ && key_ == o.key_;
}

Search::Search(Matrix& matrix, SearchOptions options) : SearchDriver(options, matrix.primary_count() + 1), m_(&matrix) {
  if (options.dominate) {
    trail_mark_.assign(matrix.primary_count() + 1, 0);
    node_pass_.assign(matrix.node_count(), 0);
    item_pass_.assign(matrix.item_count() + 2, 0);
    item_tally_.assign(matrix.item_count() + 2, 0);
  }
}

namespace {
// Only items with at most this many options lead the pass: its cost is the options' nodes it
// walks, and on 100 generated killers (count to 2, mean / median) the optimum was flat between 8
// and 16 (4: 47 / 4.1 ms; 8: 32 / 3.6; 16: 34 / 3.4; 32: 41 / 3.7; every item: slower than none).
constexpr int kDominatorMaxSize = 8;
}  // namespace

std::uint64_t Search::dominate() {
  std::uint64_t updates = 0;
  for (int a = m_->items_[0].next; a != 0; a = m_->items_[a].next) {
    const int s = m_->size(a);
    if (s == 0) break;  // a dead end: the next choice backs out at once
    if (s > kDominatorMaxSize) continue;
    updates += dominate_by(a);
  }
  return updates;
}

// Tallies the items of a's options; an item in all of them (B) must then be covered by whichever
// option covers a, so B's other options go. Stops as soon as no item of a's first option is left
// in every option seen so far.
std::uint64_t Search::dominate_by(int a) {
  const Matrix::Node* nd = m_->nodes_.data();
  const int s = m_->size(a);
  if (++pass_ == 0) {  // the stamps wrapped: start them again
    std::fill(node_pass_.begin(), node_pass_.end(), 0);
    std::fill(item_pass_.begin(), item_pass_.end(), 0);
    pass_ = 1;
  }
  const int first = m_->option_start_[m_->option_of(nd[a].down)];
  int seen = 0;
  for (int r = nd[a].down; r != a; r = nd[r].down) {
    ++seen;
    for (int x = m_->option_start_[m_->option_of(r)]; nd[x].top > 0; ++x) {
      node_pass_[x] = pass_;
      const int t = nd[x].top;
      if (item_pass_[t] != pass_) {
        item_pass_[t] = pass_;
        item_tally_[t] = 0;
      }
      ++item_tally_[t];
    }
    bool any = false;
    for (int x = first; nd[x].top > 0 && !any; ++x) {
      const int t = nd[x].top;
      any = t != a && item_tally_[t] == seen;
    }
    if (!any) return 0;
  }
  std::uint64_t updates = 0;
  for (int x = first; nd[x].top > 0; ++x) {
    const int b = nd[x].top;
    if (b == a || item_tally_[b] != s || m_->size(b) == s) continue;
    for (int q = nd[b].down; q != b;) {
      const int next = nd[q].down;
      if (node_pass_[q] != pass_) {
        updates += m_->hide_option(q);
        trail_.push_back(q);
      }
      q = next;
    }
  }
  return updates;
}

void Search::undominate(int level) {
  const std::size_t mark = level < 0 ? 0 : static_cast<std::size_t>(trail_mark_[level]);
  while (trail_.size() > mark) {
    m_->unhide_option(trail_.back());
    trail_.pop_back();
  }
}

std::vector<int> Search::options_of(int depth) const {
  std::vector<int> result;
  for (int k = 0; k < depth; ++k) result.push_back(m_->option_of(choice_[k]));
  return result;
}

int Search::choose_random() {
  // Reservoir sampling over the smallest active items: each is equally likely.
  int best = 0, smallest = INT_MAX, ties = 0;
  for (int i = m_->items_[0].next; i != 0; i = m_->items_[i].next) {
    const int s = m_->size(i);
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
    case SearchStatus::running:
      return "running";
    case SearchStatus::complete:
      return "complete";
    case SearchStatus::solution_limit:
      return "solution_limit";
    case SearchStatus::budget_exhausted:
      return "budget_exhausted";
  }
  return "?";
}

}  // namespace dlx
