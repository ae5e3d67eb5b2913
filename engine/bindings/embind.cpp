// The one bindings file: the engine's API as JavaScript sees it (built only by Emscripten).
// Siblings: web/engine/dlx_engine.js (turns ok:false into EngineError), web/engine/worker.js.
//
// Only plain values cross the boundary: every function takes strings, numbers, booleans or a plain
// options object, and returns a plain object, so JS never has a handle to .delete(). Errors are
// values: { ok: false, code, message } (code and message come from dlx::Error), else { ok: true,
// ...fields }. Arguments arrive as emscripten::val and are checked here, because embind converts a
// wrong JS type silently (undefined -> 0, "abc" -> NaN) instead of failing.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dlx/exact_cover.hpp"
#include "dlx/exact_cover_problem.hpp"
#include "dlx/generator.hpp"
#include "dlx/puzzle_format.hpp"
#include "dlx/status.hpp"
#include "dlx/sudoku_grid.hpp"
#include "dlx/sudoku_solver.hpp"

#ifndef DLX_VERSION
#define DLX_VERSION "0.1.0"
#endif

namespace {

using emscripten::val;

// Largest integer a JS number holds exactly (2^53): seeds and counts beyond it would be rounded.
constexpr double kMaxSafeInteger = 9007199254740992.0;
// exactCover keeps counting past this many solutions but stops returning them.
constexpr std::size_t kMaxReturnedCovers = 1000;

val failure(const dlx::Error& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("code", error.code);
  out.set("message", error.message);
  return out;
}

val success() {
  val out = val::object();
  out.set("ok", true);
  return out;
}

double as_number(std::uint64_t n) { return static_cast<double>(n); }

// What a wrong argument looked like, for messages: "-1", "1.5", "NaN", "a string", "undefined".
// Numbers are spelled by JavaScript itself (Number.prototype.toString), which also keeps printf's
// floating-point formatter out of the module.
std::string describe_value(const val& v) {
  if (v.isNumber()) return v.call<std::string>("toString");
  if (v.isString()) return "the string \"" + v.as<std::string>() + "\"";
  return v.typeOf().as<std::string>();
}

dlx::Error argument_error(const std::string& name, const std::string& expected, const val& got) {
  return dlx::make_error("argument", name + " must be " + expected + " (got " + describe_value(got) + ")");
}

dlx::Result<std::string> text_arg(const val& v, const std::string& name) {
  if (!v.isString()) return argument_error(name, "a string", v);
  return v.as<std::string>();
}

// A whole number in [0, max]; undefined/null give `fallback`.
dlx::Result<std::uint64_t> count_arg(const val& v, const std::string& name, std::uint64_t fallback,
                                     double max = kMaxSafeInteger) {
  if (v.isUndefined() || v.isNull()) return fallback;
  const std::string expected = "a whole number from 0 to " + describe_value(val(max));
  if (!v.isNumber()) return argument_error(name, expected, v);
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < 0 || d > max || d != std::floor(d)) return argument_error(name, expected, v);
  return static_cast<std::uint64_t>(d);
}

dlx::Result<bool> bool_arg(const val& v, const std::string& name, bool fallback) {
  if (v.isUndefined() || v.isNull()) return fallback;
  if (v.isTrue()) return true;
  if (v.isFalse()) return false;
  return argument_error(name, "true or false", v);
}

// Status names for JS are identifiers (the engine's to_string gives words for people).
std::string status_id(dlx::SolveStatus status) {
  switch (status) {
    case dlx::SolveStatus::solved: return "solved";
    case dlx::SolveStatus::no_solution: return "no_solution";
    case dlx::SolveStatus::budget_exhausted: return "budget_exhausted";
  }
  return "unknown";
}

std::string status_id(dlx::SearchStatus status) {
  switch (status) {
    case dlx::SearchStatus::running: return "running";
    case dlx::SearchStatus::complete: return "complete";
    case dlx::SearchStatus::solution_limit: return "solution_limit";
    case dlx::SearchStatus::budget_exhausted: return "budget_exhausted";
  }
  return "unknown";
}

std::string line_or_empty(const std::optional<dlx::Grid>& grid) {
  return grid ? dlx::format_line(*grid) : std::string();
}

void set_shape(val& out, const dlx::Shape& shape) {
  out.set("size", shape.size());
  out.set("boxRows", shape.box_rows());
  out.set("boxCols", shape.box_cols());
}

void set_counters(val& out, const dlx::Counters& counters) {
  out.set("nodes", as_number(counters.nodes));
  out.set("updates", as_number(counters.updates));
}

// Every entry point that takes a puzzle reads it the same way: any format parse_puzzle accepts.
dlx::Result<dlx::ParsedPuzzle> read_puzzle(const val& text) {
  auto str = text_arg(text, "puzzle text");
  if (!str) return str.error();
  return dlx::parse_puzzle(*str);
}

val puzzle_fields(const dlx::ParsedPuzzle& parsed) {
  val out = success();
  out.set("format", parsed.format);
  set_shape(out, parsed.grid.shape());
  out.set("puzzle", dlx::format_line(parsed.grid));
  out.set("clues", parsed.grid.filled_count());
  out.set("comment", parsed.comment);
  val metadata = val::object();
  for (const auto& [key, value] : parsed.metadata) metadata.set(key, value);
  out.set("metadata", metadata);
  out.set("expectedCount", parsed.expected_count ? val(static_cast<double>(*parsed.expected_count)) : val::null());
  out.set("expectedSolution", line_or_empty(parsed.expected_solution));
  val candidates = val::array();
  for (std::size_t i = 0; i < parsed.candidates.size(); ++i) candidates.set(i, parsed.candidates[i]);
  out.set("candidates", candidates);
  return out;
}

// ---- the API ---------------------------------------------------------------------------------

val parse(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  return puzzle_fields(*parsed);
}

val parse_list(val text) {
  auto str = text_arg(text, "list text");
  if (!str) return failure(str.error());
  val entries = val::array();
  unsigned i = 0;
  for (const dlx::ListEntry& entry : dlx::parse_puzzle_list(*str)) {
    val item = entry.puzzle ? puzzle_fields(*entry.puzzle) : failure(entry.puzzle.error());
    item.set("line", entry.line);
    entries.set(i++, item);
  }
  val out = success();
  out.set("entries", entries);
  return out;
}

// One solver per box shape for the module's lifetime: building a solver (its full candidate
// matrix) costs more than solving an easy puzzle, and the worker answers many calls.
dlx::SudokuSolver& solver_for(const dlx::Shape& shape) {
  static std::vector<std::unique_ptr<dlx::SudokuSolver>> solvers;
  for (const auto& solver : solvers) {
    if (solver->rules().shape() == shape) return *solver;
  }
  solvers.push_back(std::make_unique<dlx::SudokuSolver>(dlx::Rules(shape)));
  return *solvers.back();
}

val solve(val text, val node_budget) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto result = solver_for(parsed->grid.shape()).solve(parsed->grid, *budget);
  if (!result) return failure(result.error());
  val out = success();
  out.set("status", status_id(result->status));
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", dlx::format_line(parsed->grid));
  out.set("solution", line_or_empty(result->solution));
  set_counters(out, result->counters);
  return out;
}

// How often count() reports progress: about every 5 ms of search in a browser, so a progress bar
// moves smoothly without flooding the worker's message queue.
constexpr std::uint64_t kProgressEveryNodes = 20000;

// count(text, limit, nodeBudget[, progress]): with a progress function, the engine's sliced count
// calls it every kProgressEveryNodes nodes with { nodes, updates, solutions }; returning false
// stops the search (the result then says cancelled: true). Anything else, or no function, counts
// in one go.
val count_with_progress(val text, val limit, val node_budget, val progress) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  auto max = count_arg(limit, "limit", 2);
  if (!max) return failure(max.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  const bool reports = !progress.isUndefined() && !progress.isNull();
  if (reports && progress.typeOf().as<std::string>() != "function") {
    return failure(argument_error("progress", "a function or undefined", progress));
  }
  dlx::SudokuSolver& solver = solver_for(parsed->grid.shape());
  auto result = reports ? solver.count(parsed->grid, *max, *budget, kProgressEveryNodes,
                                       [&progress](const dlx::Counters& counters) {
                                         val report = val::object();
                                         report.set("nodes", as_number(counters.nodes));
                                         report.set("updates", as_number(counters.updates));
                                         report.set("solutions", as_number(counters.solutions));
                                         return !progress(report).isFalse();
                                       })
                        : solver.count(parsed->grid, *max, *budget);
  if (!result) return failure(result.error());
  val out = success();
  out.set("count", as_number(result->count));
  out.set("complete", result->complete);
  out.set("budgetExhausted", result->budget_exhausted);
  out.set("cancelled", result->cancelled);
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", dlx::format_line(parsed->grid));
  out.set("first", line_or_empty(result->first));
  out.set("second", line_or_empty(result->second));
  set_counters(out, result->counters);
  return out;
}

val count(val text, val limit, val node_budget) { return count_with_progress(text, limit, node_budget, val::undefined()); }

val validate(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  const dlx::Grid& grid = parsed->grid;
  const dlx::Rules rules(grid.shape());
  const dlx::Validation validation = dlx::validate(solver_for(grid.shape()), grid);
  val conflicts = val::array();
  unsigned i = 0;
  for (const dlx::Conflict& c : validation.conflicts) {
    val item = val::object();
    item.set("digit", c.digit);
    val cells = val::array();
    cells.set(0, c.first_cell);
    cells.set(1, c.second_cell);
    item.set("cells", cells);
    val names = val::array();
    names.set(0, dlx::cell_name(grid.shape(), c.first_cell));
    names.set(1, dlx::cell_name(grid.shape(), c.second_cell));
    item.set("cellNames", names);
    item.set("house", rules.house_name(c.house));
    item.set("text", dlx::describe(rules, c));
    conflicts.set(i++, item);
  }
  val out = success();
  set_shape(out, grid.shape());
  out.set("puzzle", dlx::format_line(grid));
  out.set("conflicts", conflicts);
  out.set("complete", validation.complete);
  out.set("solvable", validation.solvable);
  out.set("message", validation.message);
  return out;
}

val generate(val options) {
  if (options.isUndefined() || options.isNull()) options = val::object();
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return failure(argument_error("generate options", "an object like {seed: 42}", options));
  }
  dlx::GenerateOptions settings;
  if (options["seed"].isUndefined() || options["seed"].isNull()) {
    return failure(dlx::make_error("argument", "generate options need a seed (a whole number from 0 to 2^53), "
                                               "so that the same seed gives the same puzzle"));
  }
  auto seed = count_arg(options["seed"], "seed", 0);
  if (!seed) return failure(seed.error());
  settings.seed = *seed;

  val symmetry = options["symmetry"];
  if (!symmetry.isUndefined() && !symmetry.isNull()) {
    if (!symmetry.isString()) return failure(argument_error("symmetry", "\"none\", \"rot180\" or \"mirror\"", symmetry));
    auto parsed = dlx::parse_symmetry(symmetry.as<std::string>());
    if (!parsed) return failure(parsed.error());
    settings.symmetry = *parsed;
  }
  auto clues = count_arg(options["clues"], "clues", 0, dlx::kMaxSize * dlx::kMaxSize);
  if (!clues) return failure(clues.error());
  settings.target_clues = static_cast<int>(*clues);
  auto minimal = bool_arg(options["minimal"], "minimal", false);
  if (!minimal) return failure(minimal.error());
  settings.minimal = *minimal;

  // The shape: boxRows and boxCols together, or a side length alone; default 3x3.
  const bool has_rows = !options["boxRows"].isUndefined(), has_cols = !options["boxCols"].isUndefined();
  if (has_rows != has_cols) {
    return failure(dlx::make_error("argument", "give boxRows and boxCols together (for example boxRows: 2, "
                                               "boxCols: 3 for 6x6), or size alone"));
  }
  if (has_rows) {
    auto rows = count_arg(options["boxRows"], "boxRows", 3, dlx::kMaxSize);
    if (!rows) return failure(rows.error());
    auto cols = count_arg(options["boxCols"], "boxCols", 3, dlx::kMaxSize);
    if (!cols) return failure(cols.error());
    auto shape = dlx::Shape::make(static_cast<int>(*rows), static_cast<int>(*cols));
    if (!shape) return failure(shape.error());
    settings.shape = *shape;
  } else if (!options["size"].isUndefined()) {
    auto size = count_arg(options["size"], "size", 9, dlx::kMaxSize);
    if (!size) return failure(size.error());
    auto shape = dlx::Shape::for_size(static_cast<int>(*size));
    if (!shape) return failure(shape.error());
    settings.shape = *shape;
  }

  auto generated = dlx::generate(settings);
  if (!generated) return failure(generated.error());
  val out = success();
  set_shape(out, generated->puzzle.shape());
  out.set("puzzle", dlx::format_line(generated->puzzle));
  out.set("solution", dlx::format_line(generated->solution));
  out.set("seed", as_number(generated->seed));
  out.set("clues", generated->clues);
  out.set("symmetry", std::string(dlx::to_string(settings.symmetry)));
  return out;
}

// Collects each cover as the texts of its options, in the order the search chose them.
struct CoverCollector : dlx::QuietObserver {
  const dlx::ExactCoverProblem* problem;
  const dlx::Matrix* matrix;
  val solutions = val::array();
  unsigned stored = 0;

  void on_solution(const int* choices, int count) {
    if (stored >= kMaxReturnedCovers) return;
    val cover = val::array();
    for (int k = 0; k < count; ++k) {
      cover.set(k, dlx::option_text(*problem, matrix->option_of(choices[k])));
    }
    solutions.set(stored++, cover);
  }
};

constexpr std::uint64_t kSliceNodes = 100000;

val exact_cover(val text, val limit, val node_budget) {
  auto str = text_arg(text, "exact cover text");
  if (!str) return failure(str.error());
  auto max = count_arg(limit, "limit", 0);
  if (!max) return failure(max.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto problem = dlx::parse_dlx1(*str);
  if (!problem) return failure(problem.error());

  dlx::Matrix matrix;
  dlx::build_matrix(*problem, matrix);
  dlx::SearchOptions search_options;
  search_options.solution_limit = *max;
  search_options.node_budget = *budget;
  dlx::Search search(matrix, search_options);
  CoverCollector collector;
  collector.problem = &*problem;
  collector.matrix = &matrix;
  // In slices: V8 has no on-stack replacement for WebAssembly, so one long run() would stay on
  // the baseline tier; re-entering the search loop each slice lets the optimised code take over.
  const dlx::SearchStatus status = search.run_in_slices(collector, kSliceNodes, [](const dlx::Counters&) { return true; });

  val out = success();
  out.set("solutions", collector.solutions);
  out.set("count", as_number(search.counters().solutions));
  out.set("complete", status == dlx::SearchStatus::complete);
  out.set("budgetExhausted", status == dlx::SearchStatus::budget_exhausted);
  out.set("truncated", search.counters().solutions > collector.stored);
  out.set("status", status_id(status));
  set_counters(out, search.counters());
  return out;
}

val hint(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  const dlx::Grid& grid = parsed->grid;
  dlx::SudokuSolver& solver = solver_for(grid.shape());
  // tightest_constraint answers "none" for a conflicting grid too; say why instead.
  const auto conflicts = dlx::find_conflicts(solver.rules(), grid);
  if (!conflicts.empty()) {
    return failure(dlx::make_error("conflict", dlx::describe(solver.rules(), conflicts.front())));
  }
  const auto constraint = solver.tightest_constraint(grid);
  val out = success();
  if (!constraint) {
    out.set("none", true);
    return out;
  }
  const bool is_cell = constraint->kind == dlx::Constraint::Kind::cell;
  out.set("none", false);
  out.set("text", constraint->text);
  out.set("kind", std::string(is_cell ? "cell" : "house_digit"));
  out.set("cell", is_cell ? val(constraint->cell) : val::null());
  out.set("cellName", is_cell ? val(dlx::cell_name(grid.shape(), constraint->cell)) : val::null());
  out.set("house", is_cell ? val::null() : val(solver.rules().house_name(constraint->house)));
  out.set("digit", is_cell ? val::null() : val(constraint->digit));
  val options = val::array();
  unsigned i = 0;
  for (const auto& [cell, digit] : constraint->options) {
    val pair = val::array();
    pair.set(0, cell);
    pair.set(1, digit);
    options.set(i++, pair);
  }
  out.set("options", options);
  return out;
}

std::string version() { return std::string("dlx-sudoku ") + DLX_VERSION; }

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_sudoku) {
  emscripten::function("parse", &parse);
  emscripten::function("parseList", &parse_list);
  emscripten::function("solve", &solve);
  // Two arities of one name (embind overloads by argument count): count(text, limit, budget) and
  // count(text, limit, budget, progress).
  emscripten::function("count", &count);
  emscripten::function("count", &count_with_progress);
  emscripten::function("validate", &validate);
  emscripten::function("generate", &generate);
  emscripten::function("exactCover", &exact_cover);
  emscripten::function("hint", &hint);
  emscripten::function("version", &version);
}
