// The Dancing Cells view's trace: a CellsTraceObserver that writes down what CellsSearch does to
// its arrays, and the driver that runs the real search one step() at a time under it (see
// cells_trace.hpp). Each write's old value is read from the arrays or handed over by the search,
// never recomputed, so a replay that disagrees with the engine shows up in the tests.
#include "dlx/cover/cells_trace.hpp"

namespace dlx {

std::vector<std::int32_t> cells_state(const CellsSearch& search) {
  const CellsMatrix& m = search.matrix();
  std::vector<std::int32_t> out(m.set_array().begin(), m.set_array().end());
  for (const CellsMatrix::Node& node : m.node_array()) out.push_back(node.loc);
  out.insert(out.end(), m.item_list().begin(), m.item_list().end());
  out.push_back(m.active_count());
  out.push_back(search.trail_top());
  out.insert(out.end(), search.trail().begin(), search.trail().end());
  return out;
}

CellsTraceObserver::CellsTraceObserver(const CellsMatrix& matrix, const CellsSearch& search, TraceDetail detail)
    : m_(&matrix),
      detail_(detail),
      last_active_(matrix.active_count()),
      last_top_(search.trail_top()),
      search_(&search),
      trail_top_(search.trail_top()),
      trail_(search.trail()) {
  if (!links()) {
    last_size_.assign(matrix.set_array().size(), 0);
    for (int i = 1; i <= matrix.item_count(); ++i)
      last_size_[matrix.handle_of(i)] = matrix.size_of(matrix.handle_of(i));
  }
}

void CellsTraceObserver::emit(CellsOp op, int a, int b, int c, int d) {
  const std::int32_t record[kTraceWidth] = {
      static_cast<std::int32_t>(op),      a, b, c, d, static_cast<std::int32_t>(nodes_),
      static_cast<std::int32_t>(updates_)};
  records_.insert(records_.end(), record, record + kTraceWidth);
}

void CellsTraceObserver::write(CellsArray array, int index, int old_value, int new_value) {
  emit(CellsOp::write, static_cast<int>(array), index, old_value, new_value);
}

void CellsTraceObserver::on_choose(int level, int item, int size) {
  ++nodes_;
  emit(CellsOp::choose, level, item, size);
  if (size == 0) emit(CellsOp::dead_end, level, item);
}

// Called before CellsMatrix::deactivate: the item swaps places with the last active one.
void CellsTraceObserver::on_deactivate(int h) {
  ++updates_;
  if (!links()) return;
  const std::vector<int>& set = m_->set_array();
  const int p = set[h - 2], n = m_->active_count(), last = m_->item_list()[n - 1];
  emit(CellsOp::deactivate, m_->number_of(h));
  write(CellsArray::scalar, 0, n, n - 1);
  write(CellsArray::item, p, h, last);
  write(CellsArray::set, last - 2, n - 1, p);
  write(CellsArray::item, n - 1, last, h);
  write(CellsArray::set, h - 2, p, n - 1);
}

void CellsTraceObserver::on_hide_item(int h) {
  if (links()) emit(CellsOp::hide_item, m_->number_of(h));
}

// Called after the swap, with where `node` was (from) and where it went (to, the set's last
// active place before), and the node that was there (other).
void CellsTraceObserver::on_swap(int node, int h, int from, int to, int other) {
  ++updates_;
  if (!links()) {
    ++trail_top_;
    return;
  }
  const int size = m_->size_of(h);
  emit(CellsOp::hide, node, m_->number_of(h), m_->option_of(node));
  write(CellsArray::set, h - 1, size + 1, size);
  write(CellsArray::set, to, other, node);
  write(CellsArray::set, from, node, other);
  write(CellsArray::loc, node, from, to);
  write(CellsArray::loc, other, to, from);
  write(CellsArray::trail, trail_top_, trail_[trail_top_], h);
  trail_[trail_top_] = h;
  write(CellsArray::scalar, 1, trail_top_, trail_top_ + 1);
  ++trail_top_;
}

void CellsTraceObserver::on_dead_end(int h) { emit(CellsOp::dead_end, level_, m_->number_of(h)); }

void CellsTraceObserver::on_mark(int level, int trail_top, int active) {
  emit(CellsOp::mark, level, trail_top, active);
}

void CellsTraceObserver::on_try(int level, int node) {
  level_ = level;
  emit(CellsOp::try_option, level, node, m_->option_of(node));
}

void CellsTraceObserver::on_restore(int level) {
  if (links()) emit(CellsOp::restore, level);
}

// Called before the size goes up.
void CellsTraceObserver::on_give_back(int h) {
  if (!links()) return;
  const int size = m_->size_of(h);
  write(CellsArray::set, h - 1, size, size + 1);
}

void CellsTraceObserver::on_restored(int old_top, int new_top, int old_active, int new_active) {
  trail_top_ = new_top;
  if (!links()) return;
  write(CellsArray::scalar, 1, old_top, new_top);
  write(CellsArray::scalar, 0, old_active, new_active);
}

void CellsTraceObserver::on_solution(const int* choices, int count) {
  ++nodes_;
  emit(CellsOp::solution, count);
  for (int k = 0; k < count; ++k) emit(CellsOp::solution_option, m_->option_of(choices[k]), choices[k]);
}

void CellsTraceObserver::on_backtrack(int level, int item) { emit(CellsOp::backtrack, level, item); }

void CellsTraceObserver::end_step(const Event& event, const Counters& counters) {
  if (!links()) {  // what the step changed, as writes (see the header)
    for (int i = 1; i <= m_->item_count(); ++i) {
      const int h = m_->handle_of(i), now = m_->size_of(h);
      if (now != last_size_[h]) write(CellsArray::set, h - 1, last_size_[h], now);
      last_size_[h] = now;
    }
    if (m_->active_count() != last_active_) write(CellsArray::scalar, 0, last_active_, m_->active_count());
    if (search_->trail_top() != last_top_) write(CellsArray::scalar, 1, last_top_, search_->trail_top());
    last_active_ = m_->active_count();
    last_top_ = search_->trail_top();
  }
  nodes_ = static_cast<std::int64_t>(counters.nodes);
  updates_ = static_cast<std::int64_t>(counters.updates);
  emit(CellsOp::step, static_cast<int>(event.kind), event.level, static_cast<int>(counters.solutions));
}

CellsTraceResult trace_cells_search(CellsMatrix& matrix, const CellsTraceOptions& options) {
  SearchOptions search_options;
  search_options.solution_limit = options.solution_limit;
  search_options.branching = options.branching;
  CellsSearch search(matrix, search_options);
  CellsTraceObserver observer(matrix, search, options.detail);
  CellsTraceResult result;
  result.initial = cells_state(search);
  result.state_width = result.initial.size();
  result.truncated = step_traced(search, observer, options.max_records, [&] {
    if (result.states.size() + result.state_width <= options.max_state_ints) {
      const std::vector<std::int32_t> state = cells_state(search);
      result.states.insert(result.states.end(), state.begin(), state.end());
    } else if (options.max_state_ints > 0) {
      result.states_truncated = true;
    }
  });
  result.records = observer.records();
  result.counters = search.counters();
  result.status = search.status();
  return result;
}

}  // namespace dlx
