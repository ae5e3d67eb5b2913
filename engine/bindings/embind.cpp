// The one bindings file: the engine's API as JavaScript sees it (built only by Emscripten).
// Siblings: web/engine/dlx_engine.js (turns ok:false into EngineError), web/engine/worker.js.
//
// Only plain values cross the boundary: every function takes strings, numbers, booleans or a plain
// options object, and returns a plain object, so JS never has a handle to .delete(). Errors are
// values: { ok: false, code, message } (code and message come from dlx::Error), else { ok: true,
// ...fields }. Arguments arrive as emscripten::val and are checked here, because embind converts a
// wrong JS type silently (undefined -> 0, "abc" -> NaN) instead of failing.
//
// Built twice (CMakeLists.txt): the full module (DLX_BINDINGS_FULL: every call) and the core
// module the page loads first (parse, solve, count, version; classic rules only:
// core_classic.cpp). Validation, the list reader, the generator, the grader and the trace are
// registered, and so linked, only in the full one; web/engine/worker.js sends a call the core lacks to the full
// module.
#include <emscripten/bind.h>
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "dlx/base/result.hpp"
#include "dlx/cover/exact_cover.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/cover/exact_cover_trace.hpp"
#include "dlx/formats/puzzle_format.hpp"
#include "dlx/generator/generator.hpp"
#include "dlx/grader/grader.hpp"
#include "dlx/grader/player_hint.hpp"
#include "dlx/sudoku/sudoku_grid.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#include "dlx/variants/variant.hpp"

#ifndef DLX_VERSION
#define DLX_VERSION "0.1.0"
#endif

// The answers of solve and count, the calls a page makes most, each built by one call into
// JavaScript: setting their nine to twelve fields one by one crossed the boundary twice a field
// and copied each string through the heap twice, most of a short call's cost after the search
// itself (a 17-clue solve: 29 -> 26 µs a call in node). Field order is as before.
// clang-format off
// `puzzle` is null when the caller's own text (`text`) already spells the puzzle as the engine
// would: the answer then hands that string back instead of decoding a copy of it.
EM_JS(emscripten::EM_VAL, dlx_solve_answer, (const char* status, int size, int box_rows, int box_cols,
                                             emscripten::EM_VAL text, const char* puzzle, const char* solution,
                                             double nodes, double updates), {
  return Emval.toHandle({ ok: true, status: UTF8ToString(status), size, boxRows: box_rows, boxCols: box_cols,
    puzzle: puzzle ? UTF8ToString(puzzle) : Emval.toValue(text), solution: UTF8ToString(solution), nodes, updates });
});
EM_JS(emscripten::EM_VAL, dlx_count_answer, (double count, bool complete, bool budget_exhausted, bool cancelled,
                                             int size, int box_rows, int box_cols, emscripten::EM_VAL text,
                                             const char* puzzle, const char* first, const char* second,
                                             double nodes, double updates), {
  return Emval.toHandle({ ok: true, count, complete: !!complete, budgetExhausted: !!budget_exhausted,
    cancelled: !!cancelled, size, boxRows: box_rows, boxCols: box_cols,
    puzzle: puzzle ? UTF8ToString(puzzle) : Emval.toValue(text), first: UTF8ToString(first),
    second: UTF8ToString(second), nodes, updates });
});
// A short ASCII string (a puzzle line, most puzzle texts) copied into `out` by one call: embind's
// general conversion measures the string's UTF-8 length, allocates, encodes and copies it again,
// a visible share of a short solve. The length, or -1 when `text` is not a string, is longer than
// `capacity` or is not ASCII (the general conversion then reads it).
EM_JS(int, dlx_ascii_into, (emscripten::EM_VAL text, char* out, int capacity), {
  const s = Emval.toValue(text);
  if (typeof s !== 'string' || s.length > capacity) return -1;
  if (!Module.dlxEncoder) Module.dlxEncoder = new TextEncoder();
  const done = Module.dlxEncoder.encodeInto(s, HEAPU8.subarray(out, out + capacity));
  return done.read === s.length && done.written === s.length ? s.length : -1;
});
// clang-format on

namespace {

using emscripten::val;

// Largest integer a JS number holds exactly (2^53): seeds and counts beyond it would be rounded.
constexpr double kMaxSafeInteger = 9007199254740992.0;
// exactCover keeps counting past this many solutions but stops returning them.
constexpr std::size_t kMaxReturnedCovers = 1000;

// Property names the other answers share, made into JS strings once: turning C strings into JS
// strings on every call was a visible share of a short call (solve and count now build their
// answers in one call, above).
struct AnswerKeys {
  val ok{"ok"}, size{"size"}, box_rows{"boxRows"}, box_cols{"boxCols"}, nodes{"nodes"}, updates{"updates"};
};
const AnswerKeys& keys() {
  static const AnswerKeys k;
  return k;
}

val failure(const dlx::Error& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("code", error.code);
  out.set("message", error.message);
  return out;
}

val success() {
  val out = val::object();
  out.set(keys().ok, true);
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
  // The message is spelled only when needed: it asks JavaScript to print `max`, a call across the
  // boundary that every solve and count would otherwise pay. A number is asked about first: each
  // question is a call into JavaScript, and a number is what nearly every call passes.
  const auto wrong = [&] { return argument_error(name, "a whole number from 0 to " + describe_value(val(max)), v); };
  if (!v.isNumber()) return v.isUndefined() || v.isNull() ? dlx::Result<std::uint64_t>(fallback) : wrong();
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < 0 || d > max || d != std::floor(d)) return wrong();
  return static_cast<std::uint64_t>(d);
}

dlx::Result<bool> bool_arg(const val& v, const std::string& name, bool fallback) {
  if (v.isUndefined() || v.isNull()) return fallback;
  if (v.isTrue()) return true;
  if (v.isFalse()) return false;
  return argument_error(name, "true or false", v);
}

std::string line_or_empty(const std::optional<dlx::Grid>& grid) {
  return grid ? dlx::format_line(*grid) : std::string();
}

void set_shape(val& out, const dlx::Shape& shape) {
  out.set(keys().size, shape.size());
  out.set(keys().box_rows, shape.box_rows());
  out.set(keys().box_cols, shape.box_cols());
}

void set_counters(val& out, const dlx::Counters& counters) {
  out.set(keys().nodes, as_number(counters.nodes));
  out.set(keys().updates, as_number(counters.updates));
}

// A puzzle argument as it was read. Short ASCII text is copied in by dlx_ascii_into and parsed in
// place; the answer can then tell whether the caller's string already spells the puzzle.
class PuzzleArg {
 public:
  explicit PuzzleArg(const val& text)
      : text_(text), length_(dlx_ascii_into(text.as_handle(), chars_, static_cast<int>(sizeof chars_))) {}
  dlx::Result<dlx::ParsedPuzzle> parse() const;
  const val& text() const { return text_; }
  // Whether the caller's text is the grid's line as format_line writes it.
  bool spells(const dlx::Grid& grid) const {
    if (length_ != grid.cell_count()) return false;
    for (int i = 0; i < length_; ++i) {
      if (chars_[i] != dlx::symbol_for_digit(grid[i])) return false;
    }
    return true;
  }
  // The line to put in an answer's puzzle field: empty when the caller's text is that line.
  std::string line_unless_spelled(const dlx::Grid& grid) const { return spells(grid) ? "" : dlx::format_line(grid); }

 private:
  const val& text_;
  char chars_[1024];  // a 25x25 line with its fields fits
  int length_;
};

val solve_answer(const char* status, const PuzzleArg& arg, const dlx::Grid& givens,
                 const std::optional<dlx::Grid>& solution, const dlx::Counters& counters) {
  const dlx::Shape& shape = givens.shape();
  const std::string puzzle = arg.line_unless_spelled(givens);
  const std::string line = line_or_empty(solution);
  return val::take_ownership(dlx_solve_answer(status, shape.size(), shape.box_rows(), shape.box_cols(),
                                              arg.text().as_handle(), puzzle.empty() ? nullptr : puzzle.c_str(),
                                              line.c_str(), as_number(counters.nodes), as_number(counters.updates)));
}

#ifdef DLX_BINDINGS_FULL
// A rating's fields (grader.hpp): level and hardest as their stable names.
void set_rating(val& out, const dlx::Rating& rating) {
  out.set("level", std::string(dlx::to_string(rating.level)));
  out.set("score", rating.score);
  out.set("hardest", rating.hardest ? val(std::string(dlx::to_string(*rating.hardest))) : val::null());
}
#endif

// Every entry point that takes a puzzle reads it the same way: any format parse_puzzle accepts.
dlx::Result<dlx::ParsedPuzzle> read_puzzle(const val& text) {
  auto str = text_arg(text, "puzzle text");
  if (!str) return str.error();
  return dlx::parse_puzzle(*str);
}

dlx::Result<dlx::ParsedPuzzle> PuzzleArg::parse() const {
  return length_ >= 0 ? dlx::parse_puzzle(std::string_view(chars_, length_)) : read_puzzle(text_);
}

val int_list(const std::vector<int>& ints) {
  val out = val::array();
  for (std::size_t i = 0; i < ints.size(); ++i) out.set(i, ints[i]);
  return out;
}

// The rules beyond rows, columns and boxes: variant = {name, diagonals, windows, regions: [region
// of each cell] or [], cages: [{sum, cells}]}, and variantFields, the same as the line form's
// fields ("rules=x ..."). parse and generate answer with both.
void set_variant(val& out, const dlx::Grid& grid, const dlx::Variant& v) {
  val variant = val::object();
  variant.set("name", dlx::variant_name(v));
  variant.set("diagonals", v.diagonals);
  variant.set("windows", v.windows);
  variant.set("regions", int_list(v.regions));
  val cages = val::array();
  for (std::size_t k = 0; k < v.cages.size(); ++k) {
    val cage = val::object();
    cage.set("sum", v.cages[k].sum);
    cage.set("cells", int_list(v.cages[k].cells));
    cages.set(k, cage);
  }
  variant.set("cages", cages);
  out.set("variant", variant);
  const std::string fields = dlx::variant_fields(grid, v);
  out.set("variantFields", fields.empty() ? fields : fields.substr(1));
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
  set_variant(out, parsed.grid, parsed.variant);
  return out;
}

// ---- the API ---------------------------------------------------------------------------------

val parse(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  return puzzle_fields(*parsed);
}

#ifdef DLX_BINDINGS_FULL
// Full module only: the page never reads lists on its first screen (the list
// reader and the CSV reader stay out of the core).
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
#endif  // DLX_BINDINGS_FULL: parseList

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

// A puzzle's solver: per shape for classic rules; for a variant (checked by the parser) the last
// one is kept, since a game asks about the same rules many times in a row.
dlx::SudokuSolver& solver_for(const dlx::ParsedPuzzle& parsed) {
  if (parsed.variant.classic()) return solver_for(parsed.grid.shape());
  static std::unique_ptr<dlx::SudokuSolver> last;
  if (!last || last->rules().shape() != parsed.grid.shape() || last->rules().variant() != parsed.variant) {
    last = std::make_unique<dlx::SudokuSolver>(dlx::Rules::make(parsed.grid.shape(), parsed.variant).value());
  }
  return *last;
}

val solve(val text, val node_budget) {
  const PuzzleArg arg(text);
  auto parsed = arg.parse();
  if (!parsed) return failure(parsed.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto result = solver_for(*parsed).solve(parsed->grid, *budget);
  if (!result) return failure(result.error());
  return solve_answer(dlx::to_string(result->status), arg, parsed->grid, result->solution, result->counters);
}

// How often count() and solve() report progress: about every 5 ms of search in a browser, so a
// progress bar moves smoothly (and the worker can watch its deadline) without flooding the
// worker's message queue.
constexpr std::uint64_t kProgressEveryNodes = 20000;

// A progress argument: undefined/null (no reports) or a function; anything else is an error.
dlx::Result<bool> progress_arg(const val& progress) {
  const bool reports = !progress.isUndefined() && !progress.isNull();
  if (reports && progress.typeOf().as<std::string>() != "function") {
    return argument_error("progress", "a function or undefined", progress);
  }
  return reports;
}

// The engine's report callback for a JS progress function: { nodes, updates, solutions } in,
// false out stops the search.
std::function<bool(const dlx::Counters&)> reporter(const val& progress) {
  return [&progress](const dlx::Counters& counters) {
    val report = val::object();
    report.set("nodes", as_number(counters.nodes));
    report.set("updates", as_number(counters.updates));
    report.set("solutions", as_number(counters.solutions));
    return !progress(report).isFalse();
  };
}

// count(text, limit, nodeBudget[, progress]): with a progress function, the engine's sliced count
// calls it every kProgressEveryNodes nodes with { nodes, updates, solutions }; returning false
// stops the search (the result then says cancelled: true). Anything else, or no function, counts
// in one go.
val count_with_progress(val text, val limit, val node_budget, val progress) {
  const PuzzleArg arg(text);
  auto parsed = arg.parse();
  if (!parsed) return failure(parsed.error());
  auto max = count_arg(limit, "limit", 2);
  if (!max) return failure(max.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto reports = progress_arg(progress);
  if (!reports) return failure(reports.error());
  dlx::SudokuSolver& solver = solver_for(*parsed);
  auto result = *reports ? solver.count(parsed->grid, *max, *budget, kProgressEveryNodes, reporter(progress))
                         : solver.count(parsed->grid, *max, *budget);
  if (!result) return failure(result.error());
  const dlx::Shape& shape = parsed->grid.shape();
  const std::string puzzle = arg.line_unless_spelled(parsed->grid);
  const std::string first = line_or_empty(result->first);
  const std::string second = line_or_empty(result->second);
  return val::take_ownership(dlx_count_answer(
      as_number(result->count), result->complete, result->budget_exhausted, result->cancelled, shape.size(),
      shape.box_rows(), shape.box_cols(), arg.text().as_handle(), puzzle.empty() ? nullptr : puzzle.c_str(),
      first.c_str(), second.c_str(), as_number(result->counters.nodes), as_number(result->counters.updates)));
}

// solve(text, nodeBudget, progress): solve with reports, as count; returning false from progress
// stops the search with status 'cancelled' (the worker stops a call past its deadline this way,
// without losing the module).
val solve_with_progress(val text, val node_budget, val progress) {
  const PuzzleArg arg(text);
  auto parsed = arg.parse();
  if (!parsed) return failure(parsed.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto reports = progress_arg(progress);
  if (!reports) return failure(reports.error());
  dlx::SudokuSolver& solver = solver_for(*parsed);
  auto result = *reports ? solver.count(parsed->grid, 1, *budget, kProgressEveryNodes, reporter(progress))
                         : solver.count(parsed->grid, 1, *budget);
  if (!result) return failure(result.error());
  const char* status = result->first              ? "solved"
                       : result->cancelled        ? "cancelled"
                       : result->budget_exhausted ? "budget_exhausted"
                                                  : "no_solution";
  return solve_answer(status, arg, parsed->grid, result->first, result->counters);
}

val count(val text, val limit, val node_budget) {
  return count_with_progress(text, limit, node_budget, val::undefined());
}

#ifdef DLX_BINDINGS_FULL
// Full module only: the import dialog is its only caller on the page, and by then the full module
// is usually loaded (the pool's generator needs it); the core keeps only what a board needs.
// Boards over 9x9 search for a completion within kValidateNodes (a few seconds here): some empty
// large variant boards (a 16x16 Windoku) have no completion found in any time a page can wait,
// and the answer then says so (decided: false) instead of running into the worker's deadline.
constexpr std::uint64_t kValidateNodes = 2'000'000;
val validate(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  const dlx::Grid& grid = parsed->grid;
  dlx::SudokuSolver& solver = solver_for(*parsed);
  const dlx::Rules& rules = solver.rules();
  const dlx::Validation validation =
      dlx::validate(solver, grid, grid.size() > 9 ? dlx::Budget::of_nodes(kValidateNodes) : dlx::Budget{});
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
  // Killer cages that repeat a digit or miss their sum: {cage (index), cells, text}.
  val cage_problems = val::array();
  for (std::size_t k = 0; k < validation.cage_problems.size(); ++k) {
    const dlx::CageProblem& p = validation.cage_problems[k];
    val item = val::object();
    item.set("cage", p.cage);
    item.set("cells", int_list(rules.cages()[p.cage].cells));
    item.set("text", p.message);
    cage_problems.set(k, item);
  }
  out.set("cageProblems", cage_problems);
  out.set("complete", validation.complete);
  out.set("solvable", validation.solvable);
  out.set("decided", validation.decided);
  out.set("message", validation.message);
  return out;
}

// Full module only: the first load never generates (new games start from web/game/starter_pool.js),
// and every result up to 9x9 carries the grader's rating.
val generate(val options) {
  if (options.isUndefined() || options.isNull()) options = val::object();
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return failure(argument_error("generate options", "an object like {seed: 42}", options));
  }
  // A misspelt option ("sise: 16") would otherwise be ignored, and another puzzle made than asked.
  static constexpr const char* kOptions[] = {"seed",    "size",    "boxRows",    "boxCols",     "symmetry",    "clues",
                                             "minimal", "variant", "difficulty", "maxAttempts", "timeBudgetMs"};
  const val keys = val::global("Object").call<val>("keys", options);
  for (unsigned k = 0, n = keys["length"].as<unsigned>(); k < n; ++k) {
    const std::string key = keys[k].as<std::string>();
    if (std::none_of(std::begin(kOptions), std::end(kOptions), [&](const char* known) { return key == known; })) {
      std::string list;
      for (const char* known : kOptions) list += (list.empty() ? "" : ", ") + std::string(known);
      return failure(dlx::make_error(
          "argument", "generate options: '" + key.substr(0, 40) + "' is not an option; the options are " + list));
    }
  }
  dlx::GenerateOptions settings;
  if (options["seed"].isUndefined() || options["seed"].isNull()) {
    return failure(dlx::make_error("argument",
                                   "generate options need a seed (a whole number from 0 to 2^53), "
                                   "so that the same seed gives the same puzzle"));
  }
  auto seed = count_arg(options["seed"], "seed", 0);
  if (!seed) return failure(seed.error());
  settings.seed = *seed;

  val symmetry = options["symmetry"];
  if (!symmetry.isUndefined() && !symmetry.isNull()) {
    if (!symmetry.isString())
      return failure(
          argument_error("symmetry", "\"none\", \"rot180\", \"mirror\", \"rot90\" or \"diagonal\"", symmetry));
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
  val difficulty = options["difficulty"];
  if (!difficulty.isUndefined() && !difficulty.isNull()) {
    if (!difficulty.isString()) {
      return failure(argument_error("difficulty", "a level name (\"easy\" ... \"diabolical\")", difficulty));
    }
    auto level = dlx::parse_level(difficulty.as<std::string>());
    if (!level) return failure(level.error());
    settings.difficulty = *level;
  }
  auto attempts = count_arg(options["maxAttempts"], "maxAttempts", 0, 1000000);
  if (!attempts) return failure(attempts.error());
  settings.max_attempts = static_cast<int>(*attempts);
  auto budget_ms = count_arg(options["timeBudgetMs"], "timeBudgetMs", 0, 3600000);
  if (!budget_ms) return failure(budget_ms.error());
  settings.time_budget_ms = static_cast<double>(*budget_ms);

  // The shape: boxRows and boxCols together, or a side length alone; default 3x3.
  const bool has_rows = !options["boxRows"].isUndefined(), has_cols = !options["boxCols"].isUndefined();
  if (has_rows != has_cols) {
    return failure(dlx::make_error("argument",
                                   "give boxRows and boxCols together (for example boxRows: 2, "
                                   "boxCols: 3 for 6x6), or size alone"));
  }
  if (has_rows) {
    auto rows = count_arg(options["boxRows"], "boxRows", 3, dlx::kMaxSize);
    if (!rows) return failure(rows.error());
    auto cols = count_arg(options["boxCols"], "boxCols", 3, dlx::kMaxSize);
    if (!cols) return failure(cols.error());
    auto shape = dlx::Shape::make(static_cast<int>(*rows), static_cast<int>(*cols));
    if (!shape) return failure(shape.error());
    if (!options["size"].isUndefined() &&
        !(options["size"].isNumber() && options["size"].as<double>() == shape->size())) {
      return failure(dlx::make_error("argument", "give size, or boxRows and boxCols: a " + std::to_string(*rows) + "x" +
                                                     std::to_string(*cols) + " box makes a side of " +
                                                     std::to_string(shape->size()) + ", not size " +
                                                     describe_value(options["size"])));
    }
    settings.shape = *shape;
  } else if (!options["size"].isUndefined()) {
    auto size = count_arg(options["size"], "size", 9, dlx::kMaxSize);
    if (!size) return failure(size.error());
    auto shape = dlx::Shape::for_size(static_cast<int>(*size));
    if (!shape) return failure(shape.error());
    settings.shape = *shape;
  }

  // variant: "x", "windoku", "jigsaw", "killer" or joined by '+' (the CLI's --variant); no level.
  val variant = options["variant"];
  if (!variant.isUndefined() && !variant.isNull()) {
    if (!variant.isString())
      return failure(
          argument_error("variant", "\"x\", \"windoku\", \"jigsaw\", \"killer\" or several joined by '+'", variant));
    auto request = dlx::parse_variant_request(variant.as<std::string>());
    if (!request) return failure(request.error());
    settings.variant = *request;
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
  set_variant(out, generated->puzzle, generated->variant);
  // The grader rates classic puzzles only: a variant puzzle has no level (not a classic one).
  if (!generated->variant.classic()) {
    out.set("attempts", generated->attempts);
    out.set("level", val::null());
    return out;
  }
  // The rating the page files the puzzle under. Boards up to 9x9 only (or when a level was asked
  // for): grading a 16x16 costs more than generating it, and the levels are calibrated on 9x9.
  out.set("attempts", generated->attempts);
  if (generated->rating) {  // a levelled puzzle comes with the rating it met: no second grading
    set_rating(out, *generated->rating);
    return out;
  }
  if (generated->puzzle.size() <= 9) {
    set_rating(out, dlx::rate(generated->puzzle));
    return out;
  }
  out.set("level", val::null());
  return out;
}
#endif  // DLX_BINDINGS_FULL: generate

#ifdef DLX_BINDINGS_FULL
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
  const dlx::SearchStatus status =
      search.run_in_slices(collector, kSliceNodes, [](const dlx::Counters&) { return true; });

  val out = success();
  out.set("solutions", collector.solutions);
  out.set("count", as_number(search.counters().solutions));
  out.set("complete", status == dlx::SearchStatus::complete);
  out.set("budgetExhausted", status == dlx::SearchStatus::budget_exhausted);
  out.set("truncated", search.counters().solutions > collector.stored);
  out.set("status", std::string(dlx::to_string(status)));
  set_counters(out, search.counters());
  return out;
}
#endif  // DLX_BINDINGS_FULL: exactCover (the game never needs it; the DLX1 parser stays out of the core)

#ifdef DLX_BINDINGS_FULL
// ---- the grader: ratings, solution paths, hints on the player's own state -------------------

val pairs_value(const std::vector<std::pair<int, int>>& pairs) {
  val out = val::array();
  unsigned i = 0;
  for (const auto& [cell, digit] : pairs) {
    val pair = val::array();
    pair.set(0, cell);
    pair.set(1, digit);
    out.set(i++, pair);
  }
  return out;
}

val ints_value(const std::vector<int>& ints) {
  val out = val::array();
  for (std::size_t i = 0; i < ints.size(); ++i) out.set(i, ints[i]);
  return out;
}

std::string house_kind_id(dlx::HouseKind kind) {
  switch (kind) {
    case dlx::HouseKind::row:
      return "row";
    case dlx::HouseKind::column:
      return "column";
    case dlx::HouseKind::box:
      return "box";
    case dlx::HouseKind::extra:
      return "extra";
  }
  return "extra";
}

// A step as plain data. Houses come as indices (rows, then columns, then boxes, as in
// web/game/geometry.js) and as {kind, index} records, so the page can name them in any language;
// `text` is the engine's English sentence, for logs and the CLI-like views only.
val step_value(const dlx::Rules& rules, const dlx::Step& step) {
  val out = val::object();
  out.set("technique", std::string(dlx::to_string(step.technique)));
  out.set("weight", step.weight);  // a chain weighs more than its technique's base weight
  out.set("cells", ints_value(step.cells));
  out.set("houses", ints_value(step.houses));
  val houses = val::array();
  unsigned i = 0;
  for (int h : step.houses) {
    const dlx::House& house = rules.houses()[h];
    val item = val::object();
    item.set("house", h);
    item.set("kind", house_kind_id(house.kind));
    item.set("index", house.index);
    item.set("name", rules.house_name(h));
    houses.set(i++, item);
  }
  out.set("houseRecords", houses);
  out.set("candidates", pairs_value(step.candidates));
  // Parallel to candidates: the two colours of simple colouring, on/off along a chain, the branch
  // of a forcing net (grader.hpp).
  out.set("colours", ints_value(step.colours));
  // The chain's links as {from, to, kind}: from and to index `candidates` (grader.hpp, LinkKind).
  val links = val::array();
  for (std::size_t k = 0; k < step.links.size(); ++k) {
    val link = val::object();
    link.set("from", step.links[k].from);
    link.set("to", step.links[k].to);
    link.set("kind", std::string(dlx::to_string(step.links[k].kind)));
    links.set(k, link);
  }
  out.set("links", links);
  out.set("placements", pairs_value(step.placements));
  out.set("eliminations", pairs_value(step.eliminations));
  out.set("text", step.text);
  // Killer steps (grader.hpp): the cages they reason about, as records the hint can draw and name,
  // the sum their cells make, and the digit sets still possible (masks, bit d-1 = digit d).
  val cages = val::array();
  unsigned c = 0;
  for (int k : step.cages) {
    const dlx::Cage& cage = rules.cages()[k];
    val item = val::object();
    item.set("cage", k);
    item.set("sum", cage.sum);
    item.set("cells", ints_value(cage.cells));
    item.set("name", dlx::cage_name(rules.shape(), cage));
    cages.set(c++, item);
  }
  out.set("cages", cages);
  out.set("sum", step.sum);
  std::vector<int> combos(step.combinations.begin(), step.combinations.end());
  out.set("combinations", ints_value(combos));
  return out;
}

// The one solution of the last puzzle asked about, by its givens and rules: a game asks for hints
// (and its solution path) on one puzzle again and again, and a killer with few givens takes a
// count of half a second (killer+x at expert, one given: 0.47 s natively), which every hint paid
// again. Only a unique solution is kept; any other verdict is decided afresh.
dlx::Result<dlx::Grid> unique_solution_of(dlx::SudokuSolver& solver, const dlx::ParsedPuzzle& parsed) {
  struct Known {
    dlx::Grid givens;
    dlx::Variant variant;
    dlx::Grid solution;
  };
  static std::optional<Known> last;
  if (last && last->givens == parsed.grid && last->variant == parsed.variant) return last->solution;
  auto solution = dlx::unique_solution(solver, parsed.grid);
  if (solution) last = Known{parsed.grid, parsed.variant, *solution};
  return solution;
}

val rate(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  dlx::SudokuSolver& solver = solver_for(*parsed);  // the puzzle's own rules: variants rate too
  auto solution = unique_solution_of(solver, *parsed);
  if (!solution) return failure(solution.error());
  val out = success();
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", dlx::format_line(parsed->grid));
  set_rating(out, parsed->variant.classic() ? dlx::rate(parsed->grid) : dlx::rate(solver.rules(), parsed->grid));
  return out;
}

val solution_path(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  dlx::SudokuSolver& solver = solver_for(*parsed);
  auto solution = unique_solution_of(solver, *parsed);
  if (!solution) return failure(solution.error());
  const dlx::Rules& rules = solver.rules();
  const dlx::GradeResult graded = dlx::grade(rules, parsed->grid);
  val steps = val::array();
  for (std::size_t i = 0; i < graded.steps.size(); ++i) steps.set(i, step_value(rules, graded.steps[i]));
  val out = success();
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", dlx::format_line(parsed->grid));
  out.set("solution", dlx::format_line(*solution));
  out.set("steps", steps);
  out.set("solvedLogically", graded.solved_logically);
  out.set("finalGrid", dlx::format_line(graded.final_grid));
  set_rating(out, dlx::rating_of(graded));
  return out;
}

// hintFor(puzzle, entries, notes): a hint on the player's board, not on the bare puzzle.
//   puzzle   the givens (any format parse reads)
//   entries  the board as the player sees it, line form (givens and the player's digits)
//   notes    an array of N*N candidate masks (bit d-1 = digit d); 0 = no notes in that cell
// The candidates the grader reasons on: a cell with notes has its notes, less any digit a peer
// already shows (such a note can never be true); a cell without notes has every digit no peer
// shows, as if the player had filled in all candidates. Before any step, the player's state is
// checked against the solution: a wrong digit, then a note set without the true digit, comes back
// as { kind: 'mistake', reason: 'entry' | 'note', cell, cellName, cells (every such cell) }, so no
// hint is ever built on a mistake. Otherwise { kind: 'step', step } or { kind: 'none', reason:
// 'solved' | 'stuck' } (stuck only if the grader's safety net ran out of budget: boards far larger than 9x9).
dlx::Result<std::vector<dlx::DigitMask>> notes_arg(const val& v, int cells) {
  const std::string expected = "an array of " + std::to_string(cells) + " whole-number masks";
  if (!v.isArray() || v["length"].as<int>() != cells) return argument_error("notes", expected, v);
  std::vector<dlx::DigitMask> masks(cells);
  for (int i = 0; i < cells; ++i) {
    const val item = v[i];
    auto mask = count_arg(item, "notes[" + std::to_string(i) + "]", 0, 4294967295.0);
    if (!mask) return mask.error();
    masks[i] = static_cast<dlx::DigitMask>(*mask);
  }
  return masks;
}

val mistake_value(const dlx::Shape& shape, const char* reason, const std::vector<int>& cells) {
  val out = success();
  out.set("kind", std::string("mistake"));
  out.set("reason", std::string(reason));
  out.set("cell", cells.front());
  out.set("cellName", dlx::cell_name(shape, cells.front()));
  out.set("cells", ints_value(cells));
  return out;
}

val hint_for(val puzzle_text, val entries_text, val notes) {
  auto puzzle = read_puzzle(puzzle_text);
  if (!puzzle) return failure(puzzle.error());
  const dlx::Grid& givens = puzzle->grid;
  auto entries_str = text_arg(entries_text, "entries");
  if (!entries_str) return failure(entries_str.error());
  auto entries = dlx::parse_puzzle(*entries_str);
  if (!entries) {
    // Read alone, a short line is taken for a smaller board ("10 cells, but a 4x4 puzzle needs
    // 16"): the board as played is the puzzle's size, and is said to be.
    const std::string& text = *entries_str;
    const std::size_t first = text.find_first_not_of(" \t\r\n"), last = text.find_last_not_of(" \t\r\n");
    const std::string word = first == std::string::npos ? "" : text.substr(first, last - first + 1);
    const std::size_t cells = word.find_first_of(" \t\r\n") == std::string::npos ? word.size() : std::string::npos;
    if (cells != std::string::npos && cells != static_cast<std::size_t>(givens.cell_count())) {
      return failure(dlx::make_error("argument", "entries: " + std::to_string(cells) + " cells, but the puzzle is " +
                                                     std::to_string(givens.size()) + "x" +
                                                     std::to_string(givens.size()) + " (" +
                                                     std::to_string(givens.cell_count()) + " cells)"));
    }
    return failure(dlx::make_error(entries.error().code, "entries: " + entries.error().message));
  }
  const dlx::Grid& board = entries->grid;
  std::vector<dlx::DigitMask> masks;  // read once the board fits, so a misfit board is named first
  if (board.shape() == givens.shape()) {
    auto read = notes_arg(notes, givens.cell_count());
    if (!read) return failure(read.error());
    masks = std::move(*read);
  }
  dlx::SudokuSolver& solver = solver_for(*puzzle);  // the puzzle's rules: cages and extra houses count
  if (auto misfit = dlx::board_misfit(givens, board, masks)) return failure(*misfit);  // named before any search
  auto solution = unique_solution_of(solver, *puzzle);
  if (!solution) return failure(solution.error());
  auto hint = dlx::hint_for(solver.rules(), givens, *solution, board, masks);
  if (!hint) return failure(hint.error());
  if (hint->kind == dlx::PlayerHint::Kind::mistake) {
    return mistake_value(givens.shape(), hint->mistake == dlx::PlayerHint::Mistake::entry ? "entry" : "note",
                         hint->cells);
  }
  val out = success();
  if (hint->kind == dlx::PlayerHint::Kind::none) {
    out.set("kind", std::string("none"));
    out.set("reason", std::string(hint->solved ? "solved" : "stuck"));
    return out;
  }
  out.set("kind", std::string("step"));
  out.set("step", step_value(solver.rules(), *hint->step));
  return out;
}

// ---- the visualizer's trace (exact_cover_trace.hpp) -------------------------------------------

val int32_array(const std::vector<std::int32_t>& v) {
  return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

// { branching: "fewest" | "leftmost", detail: "links" | "decisions", solutionLimit, maxRecords }
dlx::Result<dlx::TraceOptions> trace_options(val options, dlx::TraceDetail default_detail) {
  dlx::TraceOptions out;
  out.detail = default_detail;
  if (options.isUndefined() || options.isNull()) return out;
  if (options.typeOf().as<std::string>() != "object" || options.isArray()) {
    return argument_error("trace options", "an object like {branching: \"fewest\"}", options);
  }
  const val branching = options["branching"];
  if (!branching.isUndefined() && !branching.isNull()) {
    const std::string b = branching.isString() ? branching.as<std::string>() : "";
    if (b != "fewest" && b != "leftmost") return argument_error("branching", "\"fewest\" or \"leftmost\"", branching);
    out.branching = b == "leftmost" ? dlx::Branching::leftmost : dlx::Branching::fewest_options;
  }
  const val detail = options["detail"];
  if (!detail.isUndefined() && !detail.isNull()) {
    const std::string d = detail.isString() ? detail.as<std::string>() : "";
    if (d != "links" && d != "decisions") return argument_error("detail", "\"links\" or \"decisions\"", detail);
    out.detail = d == "links" ? dlx::TraceDetail::links : dlx::TraceDetail::decisions;
  }
  auto limit = count_arg(options["solutionLimit"], "solutionLimit", 0);
  if (!limit) return limit.error();
  out.solution_limit = *limit;
  auto max_records = count_arg(options["maxRecords"], "maxRecords", out.max_records, 20000000);
  if (!max_records) return max_records.error();
  out.max_records = static_cast<std::size_t>(*max_records);
  return out;
}

// The initial structure, the records and the figures, shared by both trace calls.
val trace_fields(dlx::Matrix& matrix, const dlx::TraceOptions& options) {
  const dlx::MatrixSnapshot initial = dlx::snapshot(matrix);
  const dlx::TraceResult trace = dlx::trace_search(matrix, options);
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
  out.set("records", int32_array(trace.records));
  out.set("width", dlx::kTraceWidth);
  set_counters(out, trace.counters);
  out.set("solutions", as_number(trace.counters.solutions));
  out.set("status", std::string(dlx::to_string(trace.status)));
  out.set("truncated", trace.truncated);
  out.set("detail", std::string(options.detail == dlx::TraceDetail::links ? "links" : "decisions"));
  return out;
}

// exactCoverTrace(dlx1Text, options): the search of a DLX1 problem, every event and link write.
val exact_cover_trace(val text, val options) {
  auto str = text_arg(text, "exact cover text");
  if (!str) return failure(str.error());
  auto settings = trace_options(options, dlx::TraceDetail::links);
  if (!settings) return failure(settings.error());
  auto problem = dlx::parse_dlx1(*str);
  if (!problem) return failure(problem.error());
  dlx::Matrix matrix;
  dlx::build_matrix(*problem, matrix);
  val out = trace_fields(matrix, *settings);
  val names = val::array();
  for (std::size_t i = 0; i < problem->item_names.size(); ++i) names.set(i, problem->item_names[i]);
  out.set("items", names);
  val texts = val::array();
  for (std::size_t k = 0; k < problem->options.size(); ++k)
    texts.set(k, dlx::option_text(*problem, static_cast<int>(k)));
  out.set("options", texts);
  out.set("dlx1", dlx::format_dlx1(*problem));
  return out;
}

// The rules behind the item numbers, so the visualizer can draw each kind of item as its own map
// (a variant's rule is just more items): houses in the solver's order, each {kind, cells}, where
// house h's "holds digit d" is item N*N + h*N + d; then cages, each {sum, cells, byCombinations}, one
// primary item each after the houses; then N secondary "cage holds d" items for every cage encoded by
// combinations, in cage order.
void set_rule_layout(val& out, const dlx::SudokuSolver& solver) {
  static const char* const kKinds[] = {"row", "column", "box", "region"};
  const dlx::Rules& rules = solver.rules();
  val houses = val::array();
  for (std::size_t h = 0; h < rules.houses().size(); ++h) {
    const dlx::House& house = rules.houses()[h];
    val entry = val::object();
    entry.set("kind", house.label.empty() ? std::string(kKinds[static_cast<int>(house.kind)]) : house.label);
    entry.set("cells", int32_array(std::vector<std::int32_t>(house.cells.begin(), house.cells.end())));
    houses.set(h, entry);
  }
  out.set("houses", houses);
  val cages = val::array();
  for (std::size_t k = 0; k < rules.cages().size(); ++k) {
    const dlx::Cage& cage = rules.cages()[k];
    val entry = val::object();
    entry.set("sum", cage.sum);
    entry.set("cells", int32_array(std::vector<std::int32_t>(cage.cells.begin(), cage.cells.end())));
    entry.set("byCombinations", k < solver.cage_by_combinations().size() && solver.cage_by_combinations()[k] != 0);
    cages.set(k, entry);
  }
  out.set("cages", cages);
}

// sudokuTrace(puzzle, options): the Sudoku's exact-cover search (givens already placed, as the
// solver does), by default at decisions detail. candidates[2k], candidates[2k+1] = cell, digit of
// option k; items are named by the solver ("r3c7", "digit 5 in row 2").
val sudoku_trace(val text, val options) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  auto settings = trace_options(options, dlx::TraceDetail::decisions);
  if (!settings) return failure(settings.error());
  dlx::SudokuSolver& solver = solver_for(*parsed);
  auto loaded = solver.load(parsed->grid);
  if (!loaded) return failure(loaded.error());
  dlx::Matrix matrix = solver.matrix();
  val out = trace_fields(matrix, *settings);
  set_shape(out, parsed->grid.shape());
  out.set("puzzle", dlx::format_line(parsed->grid));
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

// The engine's stable names, from its one list of each (grader.hpp's kLevels, generator.hpp's
// kSymmetries): { levels, symmetries }. web/engine/engine_names.js mirrors them for the page.
template <class List>
val names_of(const List& list) {
  val out = val::array();
  int i = 0;
  for (const auto& item : list) out.set(i++, std::string(dlx::to_string(item)));
  return out;
}

val names() {
  val out = success();
  out.set("levels", names_of(dlx::kLevels));
  out.set("symmetries", names_of(dlx::kSymmetries));
  return out;
}

#endif  // DLX_BINDINGS_FULL

std::string version() { return std::string("dlx-sudoku ") + DLX_VERSION; }

}  // namespace

// The JS side declares these calls once, in web/engine/engine_calls.js (which module has each, its
// arguments and defaults); tests/js/engine_calls.test.mjs fails when the two lists differ.
EMSCRIPTEN_BINDINGS(dlx_sudoku) {
  emscripten::function("parse", &parse);
  // Two arities of one name (embind overloads by argument count): solve(text, budget) and
  // solve(text, budget, progress); count(text, limit, budget) and count(text, limit, budget, progress).
  emscripten::function("solve", &solve);
  emscripten::function("solve", &solve_with_progress);
  emscripten::function("count", &count);
  emscripten::function("count", &count_with_progress);
  emscripten::function("version", &version);
#ifdef DLX_BINDINGS_FULL
  emscripten::function("validate", &validate);
  emscripten::function("parseList", &parse_list);
  emscripten::function("generate", &generate);
  emscripten::function("exactCover", &exact_cover);
  emscripten::function("exactCoverTrace", &exact_cover_trace);
  emscripten::function("sudokuTrace", &sudoku_trace);
  emscripten::function("rate", &rate);
  emscripten::function("solutionPath", &solution_path);
  emscripten::function("hintFor", &hint_for);
  emscripten::function("names", &names);
#endif
}
