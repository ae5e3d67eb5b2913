// estimateSearch: "how big is this search?" — Knuth's random probes down the Dancing Links tree
// (dlx/cover/estimate.hpp) of a DLX1 problem or a Sudoku, for the visualizer's estimate panel;
// with run: true, the real search too (the same matrix, the same branching). Full module only.
// Siblings: calls.hpp, convert.hpp, teach.cpp (the traces of the same searches), embind.cpp.
#include "dlx/cover/estimate.hpp"

#include <string>

#include "calls.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

namespace dlx::bindings {
namespace {

// At most this many probes per call: every probe's path crosses the boundary, and a Sudoku's is
// some 60 levels deep, so a page gets a few hundred thousand small objects at most.
constexpr double kMaxProbes = 10000;

struct EstimateSettings {
  bool sudoku = false;
  std::uint64_t probes = 100;
  std::uint64_t seed = 1;
  SearchOptions search;  // branching, and the node budget of the real run
  bool run = false;
};

// { kind: "dlx1" | "sudoku", probes, seed, branching: "fewest" | "leftmost", run, nodeBudget }
Result<EstimateSettings> estimate_settings(const val& options) {
  EstimateSettings out;
  if (options.isUndefined() || options.isNull()) return out;
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return argument_error("estimate options", "an object like {probes: 100, seed: 1}", options);
  }
  const val kind = options["kind"];
  if (!kind.isUndefined() && !kind.isNull()) {
    const std::string k = kind.isString() ? kind.as<std::string>() : "";
    if (k != "dlx1" && k != "sudoku") return argument_error("kind", "\"dlx1\" or \"sudoku\"", kind);
    out.sudoku = k == "sudoku";
  }
  const val branching = options["branching"];
  if (!branching.isUndefined() && !branching.isNull()) {
    const std::string b = branching.isString() ? branching.as<std::string>() : "";
    if (b != "fewest" && b != "leftmost") return argument_error("branching", "\"fewest\" or \"leftmost\"", branching);
    out.search.branching = b == "leftmost" ? Branching::leftmost : Branching::fewest_options;
  }
  auto run = bool_arg(options["run"], "run", false);
  if (!run) return run.error();
  out.run = *run;
  // No probes at all is allowed only beside a run (the panel's "Run the search").
  auto probes = count_arg(options["probes"], "probes", out.probes, kMaxProbes);
  if (!probes) return probes.error();
  if (*probes == 0 && !out.run) {
    return argument_error("probes", "a whole number from 1 to 10000 (0 only with run: true)", options["probes"]);
  }
  out.probes = *probes;
  auto seed = count_arg(options["seed"], "seed", out.seed);
  if (!seed) return seed.error();
  out.seed = *seed;
  auto budget = count_arg(options["nodeBudget"], "nodeBudget", 0);
  if (!budget) return budget.error();
  out.search.node_budget = *budget;
  return out;
}

val figures(const TreeFigures& f) {
  val out = val::object();
  out.set("nodes", f.nodes);
  out.set("updates", f.updates);
  out.set("solutions", f.solutions);
  return out;
}

// The probes and the summary, item names from `name_of(item)`.
template <class NameOf>
val report_fields(const EstimateReport& report, NameOf&& name_of) {
  val out = success();
  val probes = val::array();
  for (std::size_t i = 0; i < report.probes.size(); ++i) {
    const EstimateReport::Entry& e = report.probes[i];
    val path = val::array();
    for (std::size_t k = 0; k < e.probe.path.size(); ++k) {
      const ProbeStep& s = e.probe.path[k];
      val step = val::object();
      step.set("item", name_of(s.item));
      step.set("size", s.size);
      step.set("option", s.option);
      path.set(k, step);
    }
    val probe = figures(e.probe.estimate);
    probe.set("path", path);
    probe.set("mean", figures(e.mean));
    probe.set("stderr", figures(e.standard_error));
    probes.set(i, probe);
  }
  out.set("probes", probes);
  out.set("mean", figures(report.mean));
  out.set("stderr", figures(report.standard_error));
  return out;
}

void set_real(val& out, Matrix& matrix, const EstimateSettings& settings) {
  SearchOptions options = settings.search;
  options.solution_limit = 0;
  Search search(matrix, options);
  QuietObserver quiet;
  const SearchStatus status = search.run_in_slices(quiet, kSliceNodes, [](const Counters&) { return true; });
  val real = val::object();
  real.set("nodes", as_number(search.counters().nodes));
  real.set("updates", as_number(search.counters().updates));
  real.set("solutions", as_number(search.counters().solutions));
  real.set("complete", status == SearchStatus::complete);
  real.set("status", std::string(to_string(status)));
  out.set("real", real);
}

}  // namespace

val estimate_search(val text, val options) {
  auto settings = estimate_settings(options);
  if (!settings) return failure(settings.error());
  Matrix matrix;
  std::vector<std::string> names;  // the items' names, matrix item i at i - 1
  if (settings->sudoku) {
    auto parsed = read_puzzle(text);
    if (!parsed) return failure(parsed.error());
    SudokuSolver& solver = solver_for(*parsed);
    auto loaded = solver.load(parsed->grid);
    if (!loaded) return failure(loaded.error());
    matrix = solver.matrix();
    for (int i = 1; i <= matrix.item_count(); ++i) names.push_back(solver.item_name(i));
  } else {
    auto str = text_arg(text, "exact cover text");
    if (!str) return failure(str.error());
    auto problem = parse_dlx1(*str);
    if (!problem) return failure(problem.error());
    build_matrix(*problem, matrix);
    names = problem->item_names;
  }
  const EstimateReport report =
      ::dlx::estimate_search(matrix, static_cast<int>(settings->probes), settings->seed, settings->search);
  val out = report_fields(report, [&](int item) { return names[item - 1]; });
  if (settings->run) set_real(out, matrix, *settings);
  return out;
}

}  // namespace dlx::bindings
