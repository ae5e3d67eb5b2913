// `dlx-sudoku exact-cover`: Knuth's DLX1 text format in, exact covers out. Uses the same Search
// loop as the Sudoku solver, with an observer that prints each cover as the search finds it.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <type_traits>

#include "cli_budget.hpp"
#include "cli_common.hpp"
#include "cli_output.hpp"
#include "dlx/base/budget.hpp"
#include "dlx/cover/cover_engines.hpp"
#include "dlx/cover/exact_cover_problem.hpp"

namespace dlx::cli {
namespace {

struct ExactCoverOptions {
  std::string file;
  bool count = false;
  std::uint64_t limit = 0;
  BudgetOption budget;
  std::string engine = "dlx";
};

constexpr const char* kExactCoverHelp =
    "Find exact covers of a problem in Knuth's DLX1 format: a line of item names (primary, then\n"
    "optionally '|' and secondary names), then one option per line naming its items; '|' lines\n"
    "are comments. Output: one line per cover, its options in the order the search chose them\n"
    "(deepest last), each option as its item names in input order, options separated by \" | \"\n"
    "('|' cannot occur in a name, so the line splits unambiguously). Example, matrix (3) of\n"
    "Knuth's paper:\n"
    "  A D | C E F | B G\n"
    "With --count only one line is printed: `solutions=N nodes=N updates=N` (DLX1's counters).\n"
    "--budget (a time such as 10s, or nodes such as 1e6n; default none) bounds the search: when it\n"
    "runs out, the covers found so far are printed, stderr says \"undecided: ...\" with the nodes\n"
    "searched, and the exit status is 3 (with --count the line reads `undecided: solutions>=N ...`).\n"
    "--engine picks the data structure; all three find the same covers (in different orders):\n"
    "  dlx    Dancing Links, DLX1's choices and counters (the default; what the visualizer shows)\n"
    "  cells  dancing cells (sparse sets), Knuth's SSXC1: its choices and counters\n"
    "  bits   bitsets: DLX1's branching rule, dead ends seen while hiding; the fastest for\n"
    "         problems of up to a few thousand items (the 6x10 pentominoes: about 2.5x DLX); it\n"
    "         keeps a copy of its state per level, so a problem for which that could pass 256 MiB\n"
    "         is refused before the search (exit status 1)\n"
    "A parse error is reported on stderr with its line and column; exit status 1.";

// Prints each solution as it is found (the search stops only at the limit or the budget).
template <class MatrixType>
struct PrintingObserver : QuietObserver {
  const ExactCoverProblem* problem;
  const MatrixType* matrix;
  std::string line;
  void on_solution(const int* choices, int count) {
    line.clear();
    for (int k = 0; k < count; ++k) {
      if (k) line += " | ";
      line += option_text(*problem, matrix->option_of(choices[k]));
    }
    // Names may hold any UTF-8 but C0 controls: C1 and bidi controls are escaped here.
    std::cout << printable(line) << '\n';
  }
};

// How often (in search nodes) a listing search asks whether its output still arrives.
constexpr std::uint64_t kOutputCheckNodes = 1 << 16;

// --engine bits may need memory in items x depth (BitsetMatrix::bytes_needed); a problem that
// would need more than this is refused before anything is allocated.
constexpr std::size_t kMaxBitsEngineBytes = std::size_t{256} << 20;

}  // namespace

bool cover_engine_fits(std::string_view engine, const Matrix& matrix, const std::string& file) {
  if (engine != "bits") return true;  // dlx and cells grow with the input
  const std::size_t bytes = BitsetMatrix::bytes_needed(matrix);
  if (bytes <= kMaxBitsEngineBytes) return true;
  report_error(file + ": --engine bits would need up to " + std::to_string(bytes >> 20) + " MiB for this problem (" +
               std::to_string(matrix.item_count()) + " items, " + std::to_string(matrix.option_count()) +
               " options; its state is items x depth), over its " + std::to_string(kMaxBitsEngineBytes >> 20) +
               " MiB limit; use --engine dlx or cells, whose memory grows with the input");
  return false;
}

namespace {

struct Outcome {
  SearchStatus status = SearchStatus::running;
  Counters counters;
};

template <class SearchType, class MatrixType>
Outcome run_search(SearchType& search, const ExactCoverProblem& problem, const MatrixType& matrix, bool count,
                   const Budget& budget) {
  SearchStatus status;
  if (count) {
    QuietObserver quiet;  // the counting loop carries no event code
    status = run_within(search, quiet, budget);
  } else {
    PrintingObserver<MatrixType> printer;
    printer.problem = &problem;
    printer.matrix = &matrix;
    // Between slices the search stops if the covers can no longer be written (a closed pipe).
    status = run_within(search, printer, budget, kOutputCheckNodes, [](const Counters&) { return output_ok(); });
  }
  return {status, search.counters()};
}

int run_exact_cover(const ExactCoverOptions& options) {
  std::optional<std::string> text = read_input(options.file, kMaxDlx1TextBytes);
  if (!text) return kExitFailure;
  Result<ExactCoverProblem> problem = parse_dlx1(*text);
  if (!problem) {
    report_error(options.file + ": " + problem.error().message);
    return kExitFailure;
  }
  text.reset();  // the problem holds its own copy of every name
  Matrix matrix;
  build_matrix(*problem, matrix);
  if (!cover_engine_fits(options.engine, matrix, options.file)) return kExitFailure;
  const SearchLimit limit = options.budget.for_search();
  SearchOptions search_options;
  search_options.solution_limit = options.limit;
  search_options.node_budget = limit.budget.nodes;
  const Outcome outcome = with_cover_engine(options.engine, matrix, [&](auto& engine_matrix) {
    SearchFor<std::decay_t<decltype(engine_matrix)>> search(engine_matrix, search_options);
    return run_search(search, *problem, engine_matrix, options.count, limit.budget);
  });
  if (!output_ok()) return kExitFailure;  // finish_output (cli_main.cpp) says why
  const Counters& c = outcome.counters;
  const bool undecided = outcome.status == SearchStatus::budget_exhausted;
  if (options.count) {
    std::cout << (undecided ? "undecided: solutions>=" : "solutions=") << c.solutions << " nodes=" << c.nodes
              << " updates=" << c.updates << '\n';
  }
  std::cout.flush();
  if (!undecided) return kExitOk;
  report_error("undecided: " + std::to_string(c.solutions) + (c.solutions == 1 ? " cover" : " covers") +
               " found so far; " + limit.ran_out(c));
  return kExitUndecided;
}

}  // namespace

Command add_exact_cover_command(CLI::App& app) {
  auto options = std::make_shared<ExactCoverOptions>();
  CLI::App* sub = app.add_subcommand("exact-cover", "Solve an exact cover problem in Knuth's DLX1 format");
  sub->footer(kExactCoverHelp);
  sub->add_option("FILE", options->file, "DLX1 file, or '-' for stdin")->required();
  sub->add_flag("--count", options->count, "Print only the number of covers and DLX1's node/update counts");
  sub->add_option("--limit", options->limit, "Stop after K covers (0 = find them all)")
      ->type_name("K")
      ->transform(whole_number())
      ->capture_default_str();
  options->budget.add_to(*sub,
                         "Search budget for the whole search: a time (10s, 500ms, 2m) or nodes (1e6n); default none");
  sub->add_option("--engine", options->engine, "dlx (Dancing Links), cells (dancing cells) or bits (bitsets)")
      ->check(CLI::IsMember({"dlx", "cells", "bits"}))
      ->capture_default_str();
  return {sub, [options] { return run_exact_cover(*options); }};
}

}  // namespace dlx::cli
