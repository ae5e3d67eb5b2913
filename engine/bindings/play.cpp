// The calls of play: parse, solve, count and version (both modules); parseList, validate and
// hintFor (full module only). Siblings: calls.hpp (the list), convert.hpp, records.hpp, make.cpp,
// grade.cpp, teach.cpp, embind.cpp.
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "calls.hpp"
#include "dlx/sudoku/solver_context.hpp"
#include "dlx/sudoku/sudoku_solver.hpp"
#ifdef DLX_BINDINGS_FULL
#include "dlx/grader/player_hint.hpp"
#include "dlx/variants/variant.hpp"
#include "records.hpp"
#endif

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
// clang-format on

namespace dlx::bindings {
namespace {

val solve_answer(const char* status, const PuzzleArg& arg, const Grid& givens, const std::optional<Grid>& solution,
                 const Counters& counters) {
  const Shape& shape = givens.shape();
  const std::string puzzle = arg.line_unless_spelled(givens);
  const std::string line = line_or_empty(solution);
  return val::take_ownership(dlx_solve_answer(status, shape.size(), shape.box_rows(), shape.box_cols(),
                                              arg.text().as_handle(), puzzle.empty() ? nullptr : puzzle.c_str(),
                                              line.c_str(), as_number(counters.nodes), as_number(counters.updates)));
}

// A progress argument: undefined/null (no reports) or a function; anything else is an error.
Result<bool> progress_arg(const val& progress) {
  const bool reports = !progress.isUndefined() && !progress.isNull();
  if (reports && progress.typeOf().as<std::string>() != "function") {
    return argument_error("progress", "a function or undefined", progress);
  }
  return reports;
}

// The engine's report callback for a JS progress function: { nodes, updates, solutions } in,
// false out stops the search.
std::function<bool(const Counters&)> reporter(const val& progress) {
  return [&progress](const Counters& counters) {
    val report = val::object();
    report.set("nodes", as_number(counters.nodes));
    report.set("updates", as_number(counters.updates));
    report.set("solutions", as_number(counters.solutions));
    return !progress(report).isFalse();
  };
}

}  // namespace

SolverContext& solvers() {
  static SolverContext context;
  return context;
}

SudokuSolver& solver_for(const ParsedPuzzle& parsed) {
  return solvers().for_rules(parsed.grid.shape(), parsed.variant);
}

val parse(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  return puzzle_fields(*parsed);
}

val solve(val text, val node_budget) {
  const PuzzleArg arg(text);
  auto parsed = arg.parse();
  if (!parsed) return failure(parsed.error());
  auto budget = count_arg(node_budget, "nodeBudget", 0);
  if (!budget) return failure(budget.error());
  auto result = solver_for(*parsed).solve(parsed->grid, *budget);
  if (!result) return failure(result.error());
  return solve_answer(to_string(result->status), arg, parsed->grid, result->solution, result->counters);
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
  SudokuSolver& solver = solver_for(*parsed);
  auto result = *reports ? solver.count(parsed->grid, *max, *budget, kProgressEveryNodes, reporter(progress))
                         : solver.count(parsed->grid, *max, *budget);
  if (!result) return failure(result.error());
  const Shape& shape = parsed->grid.shape();
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
  SudokuSolver& solver = solver_for(*parsed);
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

std::string version() { return std::string("dlx-sudoku ") + DLX_VERSION; }

#ifdef DLX_BINDINGS_FULL
// Full module only: the page never reads lists on its first screen (the list reader and the CSV
// reader stay out of the core).
val parse_list(val text) {
  auto str = text_arg(text, "list text");
  if (!str) return failure(str.error());
  val entries = val::array();
  unsigned i = 0;
  for (const ListEntry& entry : parse_puzzle_list(*str)) {
    val item = entry.puzzle ? puzzle_fields(*entry.puzzle) : failure(entry.puzzle.error());
    item.set("line", entry.line);
    entries.set(i++, item);
  }
  val out = success();
  out.set("entries", entries);
  return out;
}

// Full module only: the import dialog is its only caller on the page, and by then the full module
// is usually loaded (the pool's generator needs it); the core keeps only what a board needs.
// Conflicts: { digit, cells, cellNames, houseKind, houseIndex, text };
// cage problems (killer cages that repeat a digit or miss their sum): { cage (index), cells, text,
// houseKind: "cage", houseIndex }.
val validate(val text) {
  auto parsed = read_puzzle(text);
  if (!parsed) return failure(parsed.error());
  const Grid& grid = parsed->grid;
  SudokuSolver& solver = solver_for(*parsed);
  const Rules& rules = solver.rules();
  const Validation validation =
      dlx::validate(solver, grid, grid.size() > 9 ? Budget::of_nodes(kValidateNodes) : Budget{});
  val conflicts = val::array();
  unsigned i = 0;
  for (const Conflict& c : validation.conflicts) {
    val item = val::object();
    item.set("digit", c.digit);
    val cells = val::array();
    cells.set(0, c.first_cell);
    cells.set(1, c.second_cell);
    item.set("cells", cells);
    val names = val::array();
    names.set(0, cell_name(grid.shape(), c.first_cell));
    names.set(1, cell_name(grid.shape(), c.second_cell));
    item.set("cellNames", names);
    item.set("text", describe(rules, c));
    set_house_kind(item, rules.houses()[c.house].kind, rules.houses()[c.house].index);
    conflicts.set(i++, item);
  }
  val out = success();
  set_shape(out, grid.shape());
  out.set("puzzle", format_line(grid));
  out.set("conflicts", conflicts);
  val cage_problems = val::array();
  for (std::size_t k = 0; k < validation.cage_problems.size(); ++k) {
    const CageProblem& p = validation.cage_problems[k];
    val item = val::object();
    item.set("cage", p.cage);
    item.set("cells", int_list(rules.cages()[p.cage].cells));
    item.set("text", p.message);
    set_house_kind(item, HouseKind::cage, p.cage);
    cage_problems.set(k, item);
  }
  out.set("cageProblems", cage_problems);
  out.set("complete", validation.complete);
  out.set("solvable", validation.solvable);
  out.set("decided", validation.decided);
  out.set("message", validation.message);
  return out;
}

namespace {

// hintFor's notes: an array of N*N candidate masks (bit d-1 = digit d).
Result<std::vector<DigitMask>> notes_arg(const val& v, int cells) {
  const std::string expected = "an array of " + std::to_string(cells) + " whole-number masks";
  if (!v.isArray() || v["length"].as<int>() != cells) return argument_error("notes", expected, v);
  std::vector<DigitMask> masks(cells);
  for (int i = 0; i < cells; ++i) {
    const val item = v[i];
    auto mask = count_arg(item, "notes[" + std::to_string(i) + "]", 0, kMaxNoteMask);
    if (!mask) return mask.error();
    masks[i] = static_cast<DigitMask>(*mask);
  }
  return masks;
}

val mistake_value(const Shape& shape, const char* reason, const std::vector<int>& cells) {
  val out = success();
  out.set("kind", std::string("mistake"));
  out.set("reason", std::string(reason));
  out.set("cell", cells.front());
  out.set("cellName", cell_name(shape, cells.front()));
  out.set("cells", int_list(cells));
  return out;
}

// Read alone, a short entries line is taken for a smaller board ("10 cells, but a 4x4 puzzle
// needs 16"): the board as played is the puzzle's size, and is said to be.
Error entries_error(const std::string& text, const Grid& givens, const Error& error) {
  const std::size_t first = text.find_first_not_of(" \t\r\n"), last = text.find_last_not_of(" \t\r\n");
  const std::string word = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  const std::size_t cells = word.find_first_of(" \t\r\n") == std::string::npos ? word.size() : std::string::npos;
  if (cells != std::string::npos && cells != static_cast<std::size_t>(givens.cell_count())) {
    return make_error("argument", "entries: " + std::to_string(cells) + " cells, but the puzzle is " +
                                      std::to_string(givens.size()) + "x" + std::to_string(givens.size()) + " (" +
                                      std::to_string(givens.cell_count()) + " cells)");
  }
  return make_error(error.code, "entries: " + error.message);
}

}  // namespace

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
val hint_for(val puzzle_text, val entries_text, val notes) {
  auto puzzle = read_puzzle(puzzle_text);
  if (!puzzle) return failure(puzzle.error());
  const Grid& givens = puzzle->grid;
  auto entries_str = text_arg(entries_text, "entries");
  if (!entries_str) return failure(entries_str.error());
  auto entries = parse_puzzle(*entries_str);
  if (!entries) return failure(entries_error(*entries_str, givens, entries.error()));
  const Grid& board = entries->grid;
  std::vector<DigitMask> masks;  // read once the board fits, so a misfit board is named first
  if (board.shape() == givens.shape()) {
    auto read = notes_arg(notes, givens.cell_count());
    if (!read) return failure(read.error());
    masks = std::move(*read);
  }
  SudokuSolver& solver = solver_for(*puzzle);  // the puzzle's rules: cages and extra houses count
  if (auto misfit = board_misfit(givens, board, masks)) return failure(*misfit);  // named before any search
  auto solution = solvers().unique_solution(givens, puzzle->variant);
  if (!solution) return failure(solution.error());
  auto hint = dlx::hint_for(solver.rules(), givens, *solution, board, masks);
  if (!hint) return failure(hint.error());
  if (hint->kind == PlayerHint::Kind::mistake) {
    return mistake_value(givens.shape(), hint->mistake == PlayerHint::Mistake::entry ? "entry" : "note", hint->cells);
  }
  val out = success();
  if (hint->kind == PlayerHint::Kind::none) {
    out.set("kind", std::string("none"));
    out.set("reason", std::string(hint->solved ? "solved" : "stuck"));
    return out;
  }
  out.set("kind", std::string("step"));
  out.set("step", step_value(solver.rules(), *hint->step));
  return out;
}
#endif  // DLX_BINDINGS_FULL: parseList, validate, hintFor

}  // namespace dlx::bindings
