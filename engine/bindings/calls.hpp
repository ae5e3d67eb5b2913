// The calls JS sees, grouped by job, each a few lines over the engine's API: play.cpp (both
// modules; validate, parseList and hintFor in the full one only), make.cpp, grade.cpp and
// teach.cpp and teach_cells.cpp (full module only, DLX_BINDINGS_FULL). embind.cpp registers them; convert.hpp reads
// their arguments and builds their answers.
#pragma once

#include <cstdint>
#include <vector>

#include "convert.hpp"
#include "dlx/cover/exact_cover_problem.hpp"
#include "dlx/cover/exact_cover_trace.hpp"
#include "dlx/sudoku/solver_context.hpp"

namespace dlx::bindings {

// The module's one solver context (solver_context.hpp): solvers per shape, the last variant's,
// and the last unique solution, for the module's lifetime (the worker answers many calls).
SolverContext& solvers();
SudokuSolver& solver_for(const ParsedPuzzle& parsed);

// play.cpp
val parse(val text);
val solve(val text, val node_budget);
val solve_with_progress(val text, val node_budget, val progress);
val count(val text, val limit, val node_budget);
val count_with_progress(val text, val limit, val node_budget, val progress);
std::string version();
#ifdef DLX_BINDINGS_FULL
val parse_list(val text);
val validate(val text);
val hint_for(val puzzle_text, val entries_text, val notes);

// make.cpp
val generate(val options);

// grade.cpp
val rate(val text);
val solution_path(val text);
val names();

// teach.cpp
val exact_cover(val text, val limit, val node_budget);
val exact_cover_trace(val text, val options);
val sudoku_trace(val text, val options);
// shared with teach_cells.cpp: the records as an Int32Array, and the trace options
// { branching, detail, order, solutionLimit, maxRecords } read with clear errors.
val int32_array(const std::vector<std::int32_t>& v);
Result<TraceOptions> trace_options(val options, TraceDetail default_detail);
// A trace's records and figures: records, width, nodes, updates, solutions, status, truncated, detail.
void set_trace_records(val& out, const std::vector<std::int32_t>& records, const Counters& counters,
                       SearchStatus status, bool truncated, TraceDetail detail);
// A DLX1 problem's item names, option texts and DLX1 text: items, options, dlx1.
void set_problem_texts(val& out, const ExactCoverProblem& problem);

// teach_cells.cpp
val exact_cover_cells_trace(val text, val options);

// estimate.cpp
val estimate_search(val text, val options);
#endif

}  // namespace dlx::bindings
