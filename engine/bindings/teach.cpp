// The visualizer's calls: exactCover (a DLX1 problem solved), exactCoverTrace and sudokuTrace
// (every event of the search, exact_cover_trace.hpp) with the rule layout behind a Sudoku's
// items; full module only. Siblings: calls.hpp, convert.hpp, play.cpp, make.cpp, grade.cpp,
// embind.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include "calls.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/cover/exact_cover_trace.hpp"

namespace dlx::bindings {

val int32_array(const std::vector<std::int32_t>& v) {
  return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

// { branching: "fewest" | "leftmost", detail: "links" | "decisions", order: "paper" | "taocp",
//   solutionLimit, maxRecords }
Result<TraceOptions> trace_options(val options, TraceDetail default_detail) {
  TraceOptions out;
  out.detail = default_detail;
  if (options.isUndefined() || options.isNull()) return out;
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return argument_error("trace options", "an object like {branching: \"fewest\"}", options);
  }
  const val branching = options["branching"];
  if (!branching.isUndefined() && !branching.isNull()) {
    const std::string b = branching.isString() ? branching.as<std::string>() : "";
    if (b != "fewest" && b != "leftmost") return argument_error("branching", "\"fewest\" or \"leftmost\"", branching);
    out.branching = b == "leftmost" ? Branching::leftmost : Branching::fewest_options;
  }
  const val detail = options["detail"];
  if (!detail.isUndefined() && !detail.isNull()) {
    const std::string d = detail.isString() ? detail.as<std::string>() : "";
    if (d != "links" && d != "decisions") return argument_error("detail", "\"links\" or \"decisions\"", detail);
    out.detail = d == "links" ? TraceDetail::links : TraceDetail::decisions;
  }
  const val order = options["order"];
  if (!order.isUndefined() && !order.isNull()) {
    const std::string o = order.isString() ? order.as<std::string>() : "";
    if (o != "paper" && o != "taocp") return argument_error("order", "\"paper\" or \"taocp\"", order);
    out.order = o == "taocp" ? CoverOrder::taocp : CoverOrder::paper;
  }
  auto limit = count_arg(options["solutionLimit"], "solutionLimit", 0);
  if (!limit) return limit.error();
  out.solution_limit = *limit;
  auto max_records = count_arg(options["maxRecords"], "maxRecords", out.max_records, kMaxTraceRecords);
  if (!max_records) return max_records.error();
  out.max_records = static_cast<std::size_t>(*max_records);
  return out;
}

void set_trace_records(val& out, const std::vector<std::int32_t>& records, const Counters& counters,
                       SearchStatus status, bool truncated, TraceDetail detail) {
  out.set("records", int32_array(records));
  out.set("width", kTraceWidth);
  set_counters(out, counters);
  out.set("solutions", as_number(counters.solutions));
  out.set("status", std::string(to_string(status)));
  out.set("truncated", truncated);
  out.set("detail", std::string(detail == TraceDetail::links ? "links" : "decisions"));
}

void set_problem_texts(val& out, const ExactCoverProblem& problem) {
  val names = val::array();
  for (std::size_t i = 0; i < problem.item_names.size(); ++i) names.set(i, problem.item_names[i]);
  out.set("items", names);
  val texts = val::array();
  for (std::size_t k = 0; k < problem.options.size(); ++k) texts.set(k, option_text(problem, static_cast<int>(k)));
  out.set("options", texts);
  out.set("dlx1", format_dlx1(problem));
}

namespace {

// Collects each cover as the texts of its options, in the order the search chose them.
struct CoverCollector : QuietObserver {
  const ExactCoverProblem* problem;
  const Matrix* matrix;
  val solutions = val::array();
  unsigned stored = 0;

  void on_solution(const int* choices, int count) {
    if (stored >= kMaxReturnedCovers) return;
    val cover = val::array();
    for (int k = 0; k < count; ++k) cover.set(k, option_text(*problem, matrix->option_of(choices[k])));
    solutions.set(stored++, cover);
  }
};

// The initial structure, the records and the figures, shared by both trace calls.
val trace_fields(Matrix& matrix, const TraceOptions& options) {
  const MatrixSnapshot initial = snapshot(matrix);
  const TraceResult trace = trace_search(matrix, options);
  val out = success();
  val structure = val::object();
  structure.set("prev", int32_array(initial.prev));
  structure.set("next", int32_array(initial.next));
  structure.set("up", int32_array(initial.up));
  structure.set("down", int32_array(initial.down));
  structure.set("top", int32_array(initial.top));
  structure.set("size", int32_array(initial.size));
  structure.set("covered", int32_array(initial.covered));
  out.set("structure", structure);
  out.set("primary", matrix.primary_count());
  set_trace_records(out, trace.records, trace.counters, trace.status, trace.truncated, options.detail);
  out.set("order", std::string(options.order == CoverOrder::taocp ? "taocp" : "paper"));
  return out;
}

// The rules behind the item numbers, so the visualizer can draw each kind of item as its own map
// (a variant's rule is just more items): houses in the solver's order, each {cells, houseKind,
// houseIndex}, where house h's "holds digit d" is item N*N + h*N + d; then cages, each {sum,
// cells, byCombinations, houseKind: "cage", houseIndex}, one primary item each after the houses;
// then N secondary "cage holds d" items for every cage encoded by combinations, in cage order.
void set_rule_layout(val& out, const SudokuSolver& solver) {
  const Rules& rules = solver.rules();
  val houses = val::array();
  for (std::size_t h = 0; h < rules.houses().size(); ++h) {
    const House& house = rules.houses()[h];
    val entry = val::object();
    entry.set("cells", int32_array(std::vector<std::int32_t>(house.cells.begin(), house.cells.end())));
    set_house_kind(entry, house.kind, house.index);
    houses.set(h, entry);
  }
  out.set("houses", houses);
  val cages = val::array();
  for (std::size_t k = 0; k < rules.cages().size(); ++k) {
    const Cage& cage = rules.cages()[k];
    val entry = val::object();
    entry.set("sum", cage.sum);
    entry.set("cells", int32_array(std::vector<std::int32_t>(cage.cells.begin(), cage.cells.end())));
    entry.set("byCombinations", k < solver.cage_by_combinations().size() && solver.cage_by_combinations()[k] != 0);
    set_house_kind(entry, HouseKind::cage, static_cast<int>(k));
    cages.set(k, entry);
  }
  out.set("cages", cages);
}

}  // namespace

val exact_cover(val text, val limit, val node_budget) {
  auto str = text_arg(text, "exact cover text");
  if (!str) return failure(str.error());
  auto max = count_arg(limit, "limit", 0);
  if (!max) return failure(max.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto problem = parse_dlx1(*str);
  if (!problem) return failure(problem.error());

  Matrix matrix;
  build_matrix(*problem, matrix);
  SearchOptions search_options;
  search_options.solution_limit = *max;
  search_options.node_budget = *budget;
  Search search(matrix, search_options);
  CoverCollector collector;
  collector.problem = &*problem;
  collector.matrix = &matrix;
  const SearchStatus status = search.run_in_slices(collector, kSliceNodes, [](const Counters&) { return true; });

  val out = success();
  out.set("solutions", collector.solutions);
  out.set("count", as_number(search.counters().solutions));
  out.set("complete", status == SearchStatus::complete);
  out.set("budgetExhausted", status == SearchStatus::budget_exhausted);
  out.set("truncated", search.counters().solutions > collector.stored);
  out.set("status", std::string(to_string(status)));
  set_counters(out, search.counters());
  return out;
}

// exactCoverTrace(dlx1Text, options): the search of a DLX1 problem, every event and link write.
val exact_cover_trace(val text, val options) {
  auto str = text_arg(text, "exact cover text");
  if (!str) return failure(str.error());
  auto settings = trace_options(options, TraceDetail::links);
  if (!settings) return failure(settings.error());
  auto problem = parse_dlx1(*str);
  if (!problem) return failure(problem.error());
  Matrix matrix;
  build_matrix(*problem, matrix);
  val out = trace_fields(matrix, *settings);
  set_problem_texts(out, *problem);
  return out;
}

// sudokuTrace(puzzle, options): the Sudoku's exact-cover search (givens already placed, as the
// solver does), by default at decisions detail. candidates[2k], candidates[2k+1] = cell, digit of
// option k; items are named by the solver ("r3c7", "digit 5 in row 2").
val sudoku_trace(val text, val options) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  auto settings = trace_options(options, TraceDetail::decisions);
  if (!settings) return failure(settings.error());
  SudokuSolver& solver = solver_for(*parsed);
  auto loaded = solver.load(parsed->grid);
  if (!loaded) return failure(loaded.error());
  Matrix matrix = solver.matrix();
  val out = trace_fields(matrix, *settings);
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", format_line(parsed->grid));
  val names = val::array();
  for (int i = 1; i <= matrix.item_count(); ++i) names.set(i - 1, solver.item_name(i));
  out.set("items", names);
  std::vector<std::int32_t> candidates;
  for (int k = 0; k < matrix.option_count(); ++k) {
    const auto [cell, digit] = solver.candidate_of(k);
    candidates.push_back(cell);
    candidates.push_back(digit);
  }
  out.set("candidates", int32_array(candidates));
  set_rule_layout(out, solver);
  return out;
}

}  // namespace dlx::bindings
