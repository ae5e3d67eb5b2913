// The Dancing Cells view's call: exactCoverCellsTrace, every event of the real CellsSearch and
// every write to its arrays (cells_trace.hpp), with the arrays it starts from; full module only.
// Siblings: teach.cpp (the Dancing Links traces, whose options it shares), calls.hpp.
#include <cstdint>
#include <string>
#include <vector>

#include "calls.hpp"
#include "dlx/cover/cells_trace.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

namespace dlx::bindings {
namespace {

// The engine's arrays after every step cost a state's width each: kept only up to this many ints
// (64 MB), which covers the small problems a class steps through and the tests that check them.
constexpr std::size_t kMaxStateInts = 16'000'000;

// Where the trail begins in a state (cells_state): after SET, LOC, ITEM and the two scalars.
int trail_start(const CellsMatrix& m) {
  return static_cast<int>(m.set_array().size() + m.node_array().size() + m.item_list().size() + 2);
}

val structure_of(const CellsMatrix& m) {
  val s = val::object();
  s.set("set", int32_array(m.set_array()));
  std::vector<std::int32_t> itm, loc;
  for (const CellsMatrix::Node& node : m.node_array()) {
    itm.push_back(node.item);
    loc.push_back(node.loc);
  }
  s.set("itm", int32_array(itm));
  s.set("loc", int32_array(loc));
  s.set("item", int32_array(m.item_list()));
  s.set("active", m.active_count());
  std::vector<std::int32_t> handle(1, 0);
  for (int i = 1; i <= m.item_count(); ++i) handle.push_back(m.handle_of(i));
  s.set("handle", int32_array(handle));
  s.set("second", m.second_handle());
  return s;
}

}  // namespace

// exactCoverCellsTrace(dlx1Text, options): options as exactCoverTrace's (branching, detail:
// "links" | "decisions", solutionLimit, maxRecords; order does not apply), plus states: true for
// the engine's own arrays after every step.
val exact_cover_cells_trace(val text, val options) {
  auto str = text_arg(text, "exact cover text");
  if (!str) return failure(str.error());
  auto settings = trace_options(options, TraceDetail::links);
  if (!settings) return failure(settings.error());
  bool states = false;
  if (!options.isUndefined() && !options.isNull()) {
    const val v = options["states"];
    if (!v.isUndefined() && !v.isNull()) {
      if (!v.isTrue() && !v.isFalse()) return failure(argument_error("states", "true or false", v));
      states = v.isTrue();
    }
  }
  auto problem = parse_dlx1(*str);
  if (!problem) return failure(problem.error());
  Matrix links;
  build_matrix(*problem, links);
  CellsMatrix matrix;
  matrix.assign(links);

  // The arrays before the search (assign laid them out; the search starts from the same layout).
  val structure = structure_of(matrix);
  CellsTraceOptions cells_options;
  cells_options.branching = settings->branching;
  cells_options.detail = settings->detail;
  cells_options.solution_limit = settings->solution_limit;
  cells_options.max_records = settings->max_records;
  cells_options.max_state_ints = states ? kMaxStateInts : 0;
  const CellsTraceResult trace = trace_cells_search(matrix, cells_options);
  structure.set("trail", static_cast<int>(trace.state_width) - trail_start(matrix));

  val out = success();
  out.set("structure", structure);
  out.set("primary", matrix.primary_count());
  set_trace_records(out, trace.records, trace.counters, trace.status, trace.truncated, settings->detail);
  if (states) {
    out.set("states", int32_array(trace.states));
    out.set("stateWidth", static_cast<int>(trace.state_width));
    out.set("statesTruncated", trace.states_truncated);
  }
  set_problem_texts(out, *problem);
  return out;
}

}  // namespace dlx::bindings
