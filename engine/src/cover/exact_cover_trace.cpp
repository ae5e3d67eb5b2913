// The visualizer's trace: a TraceObserver that writes down what Search and cover/uncover do, and
// the driver that runs the real search one step() at a time under it (see exact_cover_trace.hpp).
#include "dlx/cover/exact_cover_trace.hpp"

namespace dlx {

MatrixSnapshot snapshot(const Matrix& m) {
  MatrixSnapshot s;
  const int n = m.item_count();
  for (int i = 0; i <= n + 1; ++i) {
    s.prev.push_back(m.item(i).prev);
    s.next.push_back(m.item(i).next);
  }
  for (int x = 0; x < m.node_count(); ++x) {
    s.up.push_back(m.node(x).up);
    s.down.push_back(m.node(x).down);
    s.top.push_back(m.node(x).top);
  }
  for (int i = 0; i <= n; ++i) {
    s.size.push_back(i ? m.size(i) : 0);
    s.covered.push_back(i && m.covered(i) ? 1 : 0);
  }
  return s;
}

TraceObserver::TraceObserver(const Matrix& matrix, TraceDetail detail, CoverOrder order)
    : m_(&matrix), detail_(detail), order_(order) {
  if (detail_ == TraceDetail::decisions) {
    last_size_.assign(matrix.item_count() + 1, 0);
    for (int i = 1; i <= matrix.item_count(); ++i) last_size_[i] = matrix.size(i);
  }
}

void TraceObserver::emit(TraceOp op, int a, int b, int c, int d) {
  const std::int32_t record[kTraceWidth] = {
      static_cast<std::int32_t>(op),      a, b, c, d, static_cast<std::int32_t>(nodes_),
      static_cast<std::int32_t>(updates_)};
  records_.insert(records_.end(), record, record + kTraceWidth);
}

void TraceObserver::write(int target, LinkField field, int old_value, int new_value) {
  emit(TraceOp::write, target, static_cast<int>(field), old_value, new_value);
}

void TraceObserver::on_choose(int level, int item, int size) {
  ++nodes_;
  emit(TraceOp::choose, level, item, size);
  if (size == 0) emit(TraceOp::dead_end, level, item);
}

void TraceObserver::on_cover(int item) {
  ++updates_;
  emit(TraceOp::cover, item);
}

// Called before cover(item) unlinks it: its own prev/next are what the neighbours get. In the
// paper order that is right after the cover record, so the writes are the cover's own; in TAOCP's
// it is after the hides, and an unlink record announces them.
void TraceObserver::on_unlink(int item) {
  if (taocp_order()) emit(TraceOp::unlink, item);
  const int l = m_->item(item).prev, r = m_->item(item).next;
  write(l, LinkField::next, item, r);
  write(r, LinkField::prev, item, l);
}

// Called after uncover(item) relinked it. In the paper order the uncover record (next) carries
// the writes; in TAOCP's the relink comes first, announced by a relink record.
void TraceObserver::on_relink(int item) {
  if (!taocp_order()) return;
  emit(TraceOp::relink, item);
  const int l = m_->item(item).prev, r = m_->item(item).next;
  write(l, LinkField::next, r, item);
  write(r, LinkField::prev, l, item);
}

// Called after the node left its list: its own up/down still name the neighbours it was between.
void TraceObserver::on_hide(int node) {
  ++updates_;
  if (detail_ != TraceDetail::links) return;
  const Matrix::Node& nd = m_->node(node);
  emit(TraceOp::hide, node, nd.top, m_->option_of(node));
  write(nd.up, LinkField::down, node, nd.down);
  write(nd.down, LinkField::up, node, nd.up);
  write(nd.top, LinkField::size, m_->size(nd.top) + 1, m_->size(nd.top));
}

void TraceObserver::on_unhide(int node) {
  if (detail_ != TraceDetail::links) return;
  const Matrix::Node& nd = m_->node(node);
  emit(TraceOp::unhide, node, nd.top, m_->option_of(node));
  write(nd.up, LinkField::down, nd.down, node);
  write(nd.down, LinkField::up, nd.up, node);
  write(nd.top, LinkField::size, m_->size(nd.top) - 1, m_->size(nd.top));
}

// Called once uncover(item) has finished (paper order: just after the relink).
void TraceObserver::on_uncover(int item) {
  emit(TraceOp::uncover, item);
  if (taocp_order()) return;  // on_relink wrote them, before the unhides
  const int l = m_->item(item).prev, r = m_->item(item).next;
  write(l, LinkField::next, r, item);
  write(r, LinkField::prev, l, item);
}

void TraceObserver::on_try(int level, int node) { emit(TraceOp::try_option, level, node, m_->option_of(node)); }

void TraceObserver::on_solution(const int* choices, int count) {
  ++nodes_;
  emit(TraceOp::solution, count);
  for (int k = 0; k < count; ++k) emit(TraceOp::solution_option, m_->option_of(choices[k]), choices[k]);
}

void TraceObserver::on_backtrack(int level, int item) { emit(TraceOp::backtrack, level, item); }

void TraceObserver::end_step(const Event& event, const Counters& counters) {
  if (detail_ == TraceDetail::decisions) {
    for (int i = 1; i < static_cast<int>(last_size_.size()); ++i) {
      const int now = m_->size(i);
      if (now != last_size_[i]) emit(TraceOp::size, i, last_size_[i], now);
      last_size_[i] = now;
    }
  }
  const std::int64_t nodes = nodes_, updates = updates_;
  nodes_ = static_cast<std::int64_t>(counters.nodes);
  updates_ = static_cast<std::int64_t>(counters.updates);
  emit(TraceOp::step, static_cast<int>(event.kind), event.level, static_cast<int>(counters.solutions));
  nodes_ = nodes;
  updates_ = updates;
}

TraceResult trace_search(Matrix& matrix, const TraceOptions& options) {
  SearchOptions search_options;
  search_options.solution_limit = options.solution_limit;
  search_options.branching = options.branching;
  Search search(matrix, search_options);
  TraceObserver observer(matrix, options.detail, options.order);
  TraceResult result;
  result.truncated = step_traced(search, observer, options.max_records, [] {});
  result.records = observer.records();
  result.counters = search.counters();
  result.status = search.status();
  return result;
}

}  // namespace dlx
